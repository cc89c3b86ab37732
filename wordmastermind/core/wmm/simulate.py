"""Random but legal games: for demos, property tests and benchmarks.

>>> game = random_game(players=6, rounds=3, seed=1)
>>> from wordmastermind.core.wmm.evaluation import evaluate
>>> result = evaluate(game)
>>> result.problems
()
>>> result.round <= 3
True
"""

from __future__ import annotations

import random
import string

from wordmastermind.core.wmm.game import Game, Guess, Player, Round, Settings
from wordmastermind.core.wmm.lot import draw_lot
from wordmastermind.core.wmm.scoring import game_over, guesses_per_round


def random_word(rng: random.Random, length: int, letters: str = string.ascii_uppercase) -> str:
    return "".join(rng.choice(letters) for _ in range(length))


def random_game(
    players: int,
    rounds: int,
    seed: int,
    *,
    length: int = 5,
    letters: str = string.ascii_uppercase,
    hit_chance: float = 0.05,
    skip_chance: float = 0.0,
) -> Game:
    """A game of ``players`` players, played for up to ``rounds`` rounds.

    Each player makes their k guesses at random words still in play (fewer
    with ``skip_chance``); a guess is the secret itself with ``hit_chance``.
    Play stops early when the game is over.
    """
    rng = random.Random(seed)
    names = [f"Player {i + 1:03d}" for i in range(players)]
    secrets = [random_word(rng, length, letters) for _ in names]
    roster = tuple(Player(n, s) for n, s in zip(names, secrets))
    k = guesses_per_round(players)
    lot = draw_lot(names, k, seed)
    in_play = [True] * players
    played: list[Round] = []
    for number in range(1, rounds + 1):
        if number > 1 and game_over(in_play, k):
            break
        guesses: list[Guess] = []
        hits: list[int] = []
        for g, guesser in enumerate(names):
            if number == 1:
                targets = [names.index(t) for t in lot.assignment[g][1]]
            else:
                open_targets = [t for t in range(players) if t != g and in_play[t]]
                targets = rng.sample(open_targets, k)
            for t in targets:
                if rng.random() < skip_chance:
                    continue
                hit = rng.random() < hit_chance
                word = secrets[t] if hit else random_word(rng, length, letters)
                guesses.append(Guess(guesser, names[t], word))
                if word == secrets[t]:
                    hits.append(t)
        for t in hits:
            in_play[t] = False
        played.append(Round(tuple(guesses)))
    return Game(Settings(title=f"Random game {seed}", word_length=length), roster, lot, tuple(played))
