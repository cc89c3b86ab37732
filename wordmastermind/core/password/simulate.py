"""Random PASSWORD games with truthful answers, for tests and benchmarks.

Each turn the player with the hand may guess a password (with
``guess_chance``; right if the grid leaves only the secret among ``words``,
else a word from ``words``), or rolls the dice and asks a random question
still allowed on that circle; every answer is the one the recorded password
gives. A player with nothing left to ask on the circle passes.

>>> import random
>>> game = random_game(random.Random(1), ["CHAT", "DAME", "ROUTE"], entries=12)
>>> len(game.log)
12
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from wordmastermind.core.password.game import Game, Side, options, play, suggested_answer
from wordmastermind.core.password.board import Board, roll_dice
from wordmastermind.core.password.grid import candidates
from wordmastermind.core.password.log import (
    NO,
    AgainQuestion,
    CircleQuestion,
    Entry,
    LetterQuestion,
    Pass,
    Question,
    WordGuess,
)


def random_game(
    rng: random.Random,
    secrets: Sequence[str],
    entries: int,
    *,
    niveau: int = 1,
    board: Board | None = None,
    words: Sequence[str] = (),
    guess_chance: float = 0.0,
) -> Game:
    """A game of ``len(secrets)`` players (P1, P2, ...) with up to ``entries``
    entries (fewer if it ends first)."""
    length = len(secrets[0]) if niveau == 2 else None
    sides = tuple(Side(f"P{i + 1}", secret=s) for i, s in enumerate(secrets))
    game = Game(sides, board or Board(), niveau, length)
    while len(game.log) < entries:
        state = play(game)
        if state.hand is None:
            break
        entry = _guess(rng, game, words) if rng.random() < guess_chance else None
        if entry is None:
            entry = _question(rng, game)
        game = game.with_entry(entry)
    return game


def _answered(game: Game, question: Question) -> Question:
    answer = suggested_answer(game, question)
    assert answer is not None
    if isinstance(question, WordGuess):
        return WordGuess(question.asker, question.target, question.word, answer)
    if isinstance(question, CircleQuestion):
        return CircleQuestion(question.asker, question.target, question.circle, answer)
    kind = LetterQuestion if isinstance(question, LetterQuestion) else AgainQuestion
    return kind(question.asker, question.target, question.circle, question.letter, answer)


def _guess(rng: random.Random, game: Game, words: Sequence[str]) -> Entry | None:
    state = play(game)
    assert state.hand is not None
    targets = [s for s in game.sides if s.name != state.hand and s.name not in state.out]
    side = rng.choice(targets)
    grid = state.grid(side.name)
    left = candidates([*words, side.secret], grid)
    tried = [w for w in left if w not in grid.not_words]
    if not tried:
        return None
    word = side.secret if tried == [side.secret] else rng.choice(tried)
    return _answered(game, WordGuess(state.hand, side.name, word, NO))


def _question(rng: random.Random, game: Game) -> Entry:
    circle = roll_dice(rng).circle
    choice = options(game, circle)
    targets = [t for t in choice.targets if t.any]
    if not targets:
        return Pass(choice.asker, circle)
    target = rng.choice(targets)
    kinds = [k for k, ok in (("circle", target.circle_letters), ("letter", target.letters),
                             ("again", target.again)) if ok]
    kind = rng.choice(kinds)
    asker, name = choice.asker, target.target
    question: Question
    if kind == "circle":
        question = CircleQuestion(asker, name, circle, NO)
    elif kind == "letter":
        question = LetterQuestion(asker, name, circle, rng.choice(target.letters), NO)
    else:
        question = AgainQuestion(asker, name, circle, rng.choice(target.again), NO)
    return _answered(game, question)

