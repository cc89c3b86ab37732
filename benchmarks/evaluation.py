"""Benchmark: evaluating a big game, against computing only its marks.

A synthetic game of 100 players and 40 rounds (4,000 guesses). Reported, all
measured in the same run with the samples interleaved, so that a noisy machine
slows both sides alike:

- the time of a full evaluation (every guess checked, marked and weighted,
  word points, standings, the end of the game);
- the time to compute only the marks of the same guesses;
- their ratio (goal: at most 2);
- the time to re-evaluate after one round-20 guess is changed;
- for information, a full evaluation that also builds every per-guess
  result object (what a view of all rounds at once would need).

Run by hand: ``.venv/bin/python benchmarks/evaluation.py [--samples N]``.
Not part of the test suite.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from dataclasses import replace

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.wmm.marks import mark
from wordmastermind.core.wmm.simulate import random_game, random_word

PLAYERS = 100
ROUNDS = 40
RATIO_GOAL = 2.0


def big_game() -> Game:
    game = random_game(PLAYERS, ROUNDS, seed=2026, hit_chance=0.02)
    assert len(game.rounds) == ROUNDS, "the synthetic game ended early: lower hit_chance"
    return game


def changed_round_20(game: Game) -> Game:
    import random

    round_ = game.rounds[19]
    first = round_.guesses[0]
    word = random_word(random.Random(20), game.settings.word_length)
    guesses = (replace(first, word=word), *round_.guesses[1:])
    return game.with_round(20, replace(round_, guesses=guesses))


def measure(samples: int) -> dict[str, list[float]]:
    game = big_game()
    changed = changed_round_20(game)
    secret = {p.name: p.secret for p in game.players}
    pairs = [(secret[g.target], g.word) for r in game.rounds for g in r.guesses]

    def marks_only() -> None:
        for secret_word, word in pairs:
            mark(secret_word, word)

    def full() -> None:
        evaluate(game)

    def with_objects() -> None:
        for round_ in evaluate(game).rounds:
            round_.guesses  # noqa: B018 - builds the per-guess objects

    def after_change() -> None:
        evaluate(changed)

    tasks: dict[str, Callable[[], None]] = {
        "marks only": marks_only,
        "full evaluation": full,
        "full evaluation + guess objects": with_objects,
        "re-evaluation after a round-20 change": after_change,
    }
    times: dict[str, list[float]] = {name: [] for name in tasks}
    for task in tasks.values():  # warm up
        task()
    for _ in range(samples):
        for name, task in tasks.items():
            start = time.perf_counter()
            task()
            times[name].append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=60)
    args = parser.parse_args()
    times = measure(args.samples)
    guesses = PLAYERS * ROUNDS
    print(f"{PLAYERS} players, {ROUNDS} rounds, {guesses} guesses; {args.samples} interleaved samples")
    for name, values in times.items():
        print(f"  {name:40s} min {min(values) * 1000:7.2f} ms   median {statistics.median(values) * 1000:7.2f} ms")
    base = min(times["marks only"])
    ratio = min(times["full evaluation"]) / base
    verdict = "meets" if ratio <= RATIO_GOAL else "MISSES"
    print(f"ratio full evaluation / marks only: {ratio:.2f} (goal <= {RATIO_GOAL}: {verdict})")
    with_objects = min(times["full evaluation + guess objects"]) / base
    print(f"ratio with guess objects / marks only: {with_objects:.2f} (for information)")


if __name__ == "__main__":
    main()
