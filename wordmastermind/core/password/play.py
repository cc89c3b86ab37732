"""PASSWORD: playing the log. Whose turn it is, who is out, who won, the
grids, and what may be asked now, all computed from the entries.

:func:`play` walks the log once, checking each entry against the rules as
they stood when it was entered: the turn passes on the answer *given*, while
the grids use the answer as corrected (a correction does not replay the
turns, which were played as they were). Several corrections in a row count
as one announcement and are checked together.

>>> from wordmastermind.core.password.game import Game, Side
>>> from wordmastermind.core.password.log import NO, Answer, LetterQuestion
>>> game = Game((Side("Anna"), Side("Bob"), Side("Cor")))
>>> game = game.with_entry(LetterQuestion("Anna", "Cor", 7, "E", Answer.at(2)))
>>> game = game.with_entry(LetterQuestion("Anna", "Cor", 7, "A", NO))
>>> state = play(game)
>>> state.hand, state.grid("Cor").row[:2], [s.hand_after for s in state.steps]
('Bob', (None, 'E'), ['Anna', 'Bob'])
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from wordmastermind.core.messages import Message
from wordmastermind.core.password.board import CHANCE_CIRCLES, CIRCLES
from wordmastermind.core.password.errors import (
    AnsweredError,
    AnswerError,
    ConflictError,
    CorrectionError,
    PasswordError,
    QuestionError,
    SetupError,
    TurnError,
)
from wordmastermind.core.password.grid import Fact, Grid, Knowledge
from wordmastermind.core.password.log import (
    Answer,
    AnyOf,
    Asked,
    CircleQuestion,
    Correction,
    Entry,
    HasAgain,
    HasLetter,
    IsWord,
    LetterQuestion,
    Pass,
    Question,
    WordGuess,
)
from wordmastermind.core.password.messages import PASSWORD
from wordmastermind.core.password.options import Options, _options_for
from wordmastermind.core.password.state import Elimination, State, Step
from wordmastermind.core.words import name_key

if TYPE_CHECKING:
    from wordmastermind.core.password.game import Game


class _Play:
    """Walks the log once, checking every entry as it was entered."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.names = [s.name for s in game.sides]
        self.alive = [True] * len(game.sides)
        self.hand: int | None = game.starter
        self.know = [Knowledge(game.word_length) for _ in game.sides]
        self.facts: list[list[Fact]] = [[] for _ in game.sides]
        self.steps: list[Step] = []
        self.eliminations: list[Elimination] = []
        self.winner: int | None = None
        self.seats = {name_key(name): i for i, name in enumerate(self.names)}
        self.pending: dict[int, set[int]] = {}

    def seat(self, name: str) -> int:
        seat = self.seats.get(name_key(name))
        return self.game.index(name) if seat is None else seat

    def next_seat(self, seat: int) -> int:
        count = len(self.names)
        for step in range(1, count + 1):
            if self.alive[(seat + step) % count]:
                return (seat + step) % count
        return seat  # pragma: no cover - the asker is always alive

    def label(self, entry: Entry) -> Message:
        if isinstance(entry, Correction):
            return PASSWORD.say("password.label.correction", number=entry.number)
        if isinstance(entry, Pass):
            return PASSWORD.say("password.label.pass", asker=entry.asker)
        return PASSWORD.say("password.label.asks", asker=entry.asker, target=entry.target)

    def run(self) -> State:
        for index, entry in enumerate(self.game.log):
            number = index + 1
            try:
                if isinstance(entry, Correction):
                    self.correct(number, entry)
                    following = self.game.log[index + 1 : index + 2]
                    if not following or not isinstance(following[0], Correction):
                        self.settle()
                else:
                    self.take(number, entry)
            except PasswordError as error:
                raise type(error)(PASSWORD.say("password.entry", number=number, label=self.label(entry),
                                               error=error.message), entry=number) from None
        if self.game.winner_disqualified and self.hand is not None:
            raise SetupError(PASSWORD.say("password.play.disqualified"))
        return self.state()

    # -- a question or a pass ------------------------------------------------

    def take(self, number: int, entry: Question | Pass) -> None:
        if self.hand is None:
            assert self.winner is not None
            raise TurnError(PASSWORD.say("password.play.over", winner=self.names[self.winner]))
        asker = self.seat(entry.asker)
        if asker != self.hand:
            raise TurnError(PASSWORD.say("password.play.turn", hand=self.names[self.hand], asker=self.names[asker]))
        if isinstance(entry, Pass):
            self.check_pass(asker, entry.circle)
            self.hand = self.next_seat(asker)
            self.steps.append(Step(number, entry, self.names[asker], None, None, None, None,
                                   self.names[self.hand]))
            return
        target = self.target(asker, entry)
        asked = self.ask(target, entry)
        answer = entry.answer
        self.check_answer(target, entry, answer)
        fact = Fact(number, asked, answer)
        self.know[target].add(fact)
        self.facts[target].append(fact)
        put_out = None
        if isinstance(entry, WordGuess) and answer.yes:
            self.alive[target] = False
            put_out = self.names[target]
            self.eliminations.append(Elimination(put_out, self.names[asker], number, entry.word))
            if sum(self.alive) == 1:
                self.winner, self.hand = asker, None
        elif not answer.yes:
            self.hand = self.next_seat(asker)
        hand = None if self.hand is None else self.names[self.hand]
        self.steps.append(
            Step(number, entry, self.names[asker], self.names[target], asked, answer, answer,
                 hand, put_out)
        )

    def target(self, asker: int, entry: Question) -> int:
        target = self.seat(entry.target)
        if target == asker:
            raise QuestionError(PASSWORD.say("password.play.own"))
        if not self.alive[target]:
            out = next(e for e in self.eliminations if e.side == self.names[target])
            raise QuestionError(PASSWORD.say("password.play.out", name=self.names[target], word=out.word,
                                             number=out.number))
        return target

    def ask(self, target: int, entry: Question) -> Asked:
        """What ``entry`` asks, in absolute terms, or why it may not be asked."""
        board, know = self.game.board, self.know[target]
        name = self.names[target]
        if isinstance(entry, WordGuess):
            reason = know.word_refusal(entry.word)
            if reason:
                raise AnsweredError(PASSWORD.say("password.play.answered", name=name, reason=reason))
            return IsWord(entry.word)
        circle = entry.circle
        if isinstance(entry, CircleQuestion):
            if circle in CHANCE_CIRCLES:
                raise QuestionError(PASSWORD.say("password.play.chance", circle=circle))
            reason = know.circle_refusal(board, circle)
            if reason:
                raise AnsweredError(PASSWORD.say("password.play.answered", name=name, reason=reason))
            return AnyOf(circle, know.open_letters(board, circle))
        letter = entry.letter
        if not board.may_ask(circle, letter):
            letters = ", ".join(board.letters(circle))
            raise QuestionError(PASSWORD.say("password.play.not_on_circle", letter=letter, circle=circle,
                                             letters=letters))
        if isinstance(entry, LetterQuestion):
            reason = know.letter_refusal(letter)
            if reason:
                raise AnsweredError(PASSWORD.say("password.play.answered", name=name, reason=reason))
            return HasLetter(letter)
        reason = know.again_refusal(letter)
        if reason:
            raise AnsweredError(PASSWORD.say("password.play.answered", name=name, reason=reason))
        return HasAgain(letter, know.positions(letter), len(know.found[letter]))

    def check_answer(self, target: int, entry: Question, answer: Answer) -> None:
        side = self.game.sides[target]
        if isinstance(entry, WordGuess):
            if side.secret and (side.secret == entry.word) != answer.yes:
                code = "password.play.word_yes" if side.secret == entry.word else "password.play.word_no"
                raise AnswerError(PASSWORD.say(code, word=entry.word, name=side.name))
            return
        if isinstance(entry, CircleQuestion) or not answer.yes:
            return
        if self.game.niveau == 2:
            if answer.position is not None:
                raise AnswerError(PASSWORD.say("password.play.niveau_2_position"))
            return
        if answer.position is None:
            raise AnswerError(PASSWORD.say("password.play.needs_position", letter=entry.letter))
        if side.secret and answer.position > len(side.secret):
            raise AnswerError(PASSWORD.say("password.play.outside", position=answer.position, name=side.name,
                                           count=len(side.secret)))

    def check_pass(self, asker: int, circle: int) -> None:
        board = self.game.board
        for target, know in enumerate(self.know):
            if target != asker and self.alive[target] and know.has_question(board, circle):
                option = next(o for o in _options_for(self, asker, circle) if o.any)
                raise TurnError(PASSWORD.say("password.play.must_ask", asker=self.names[asker], circle=circle,
                                             options=option.describe()))

    # -- a correction -----------------------------------------------------------

    def correct(self, number: int, correction: Correction) -> None:
        wrong = correction.number
        if wrong >= number:
            raise CorrectionError(PASSWORD.say("password.correct.no_entry", number=wrong))
        step = self.steps[wrong - 1]
        entry = step.entry
        if isinstance(entry, (Pass, Correction)):
            code = "password.correct.pass" if isinstance(entry, Pass) else "password.correct.correction"
            raise CorrectionError(PASSWORD.say(code, number=wrong))
        if isinstance(entry, WordGuess):
            raise CorrectionError(PASSWORD.say("password.correct.word", number=wrong))
        answer = correction.answer
        if isinstance(entry, CircleQuestion) and answer.position is not None:
            raise AnswerError(PASSWORD.say("password.log.no_position",
                                           what=PASSWORD.say("password.who.circle_question")))
        if answer == step.answer:
            raise CorrectionError(PASSWORD.say("password.correct.same", number=wrong, answer=answer.said()))
        target = self.game.index(entry.target)
        self.check_answer(target, entry, answer)
        self.facts[target] = [
            Fact(f.number, f.asked, answer) if f.number == wrong else f for f in self.facts[target]
        ]
        self.pending.setdefault(target, set()).add(wrong)
        self.steps[wrong - 1] = replace(step, answer=answer)
        hand = None if self.hand is None else self.names[self.hand]
        self.steps.append(
            Step(number, correction, self.names[target], None, step.asked, None, answer, hand)
        )

    def settle(self) -> None:
        """Replay the answers about every player corrected by the corrections
        just made (several corrections in a row count as one announcement)."""
        pending, self.pending = self.pending, {}
        for target, corrected in pending.items():
            know = Knowledge(self.game.word_length)
            for fact in self.facts[target]:
                try:
                    know.add(fact, merge=True)
                except ConflictError as error:
                    if fact.number in corrected:
                        raise
                    raise ConflictError(PASSWORD.say("password.correct.conflict", number=fact.number,
                                                     error=error.message)) from None
            self.know[target] = know

    def state(self) -> State:
        winner, refused = self.winner, None
        if winner is not None and self.game.winner_disqualified:
            winner, refused = self.game.index(self.eliminations[-1].side), winner
        hand = None if self.hand is None else self.names[self.hand]
        grids = tuple(k.grid(name, self.game.board) for k, name in zip(self.know, self.names))
        return State(
            hand=hand,
            steps=tuple(self.steps),
            eliminations=tuple(self.eliminations),
            winner=None if winner is None else self.names[winner],
            grids=grids,
            refused=None if refused is None else self.names[refused],
        )


def play(game: Game) -> State:
    """Check every entry of the log in order and compute the state.

    A bad entry raises the rules' error naming the entry: ``entry 7 (Anna asks
    Bob): for Bob, D is already crossed (entry 3)``.
    """
    return _Play(game).run()


def options(game: Game, circle: int) -> Options:
    """What the player whose turn it is may ask on ``circle``; an empty
    :class:`Options` (``must_pass``) means they pass.

    >>> from wordmastermind.core.password.game import Game, Side
    >>> game = Game((Side("Anna"), Side("Bob")))
    >>> o = options(game, 3)
    >>> o.asker, o.targets[0].letters[:5], o.targets[0].circle_letters
    ('Anna', 'ABCDE', '')
    """
    run = _Play(game)
    state = run.run()
    if state.hand is None:
        raise TurnError(PASSWORD.say("password.play.over", winner=state.winner or ""))
    if isinstance(circle, bool) or not isinstance(circle, int) or circle not in CIRCLES:
        raise QuestionError(PASSWORD.say("password.no_circle", circle=repr(circle)))
    asker = game.index(state.hand)
    return Options(state.hand, circle, _options_for(run, asker, circle))


def grids(game: Game) -> tuple[Grid, ...]:
    """Every side's grid, in seating order, derived from the whole log."""
    return play(game).grids


def guess_targets(game: Game) -> tuple[str, ...]:
    """Whose password the player with the hand may guess now (before rolling)."""
    state = play(game)
    if state.hand is None:
        return ()
    return tuple(
        s.name for s in game.sides if s.name != state.hand and s.name not in state.out
    )
