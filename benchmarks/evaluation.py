"""Benchmark: evaluating a big game, against computing only its marks.

A synthetic game of 100 players and 40 rounds (4,000 guesses). All measured
in the same run, the samples taking turns, so that a busy machine slows all
alike; medians:

- the marks alone: ``mark(secret, word)`` for every guess, as the issue
  measured them (and, for information, with the evaluation's own way of
  marking: each secret's letters looked at once, ``marks.marker``);
- the full evaluation with every per-guess result (what a view of all rounds,
  ``evaluate --json`` or a report needs), against the marks alone.
  Goal: at most 1.5 times as long;
- re-evaluating after one round-20 guess changed, as the app does it (the
  evaluation before the edit given): the rounds before 20 are taken over,
  and those after it too when the edit leaves them as they were;
  for information, against the full evaluation.

Run by hand: ``.venv/bin/python benchmarks/evaluation.py [--samples N]``.
Not part of the test suite.
"""

from __future__ import annotations

import sys

sys.dont_write_bytecode = True  # timing (imported next) keeps bytecode out of the tree

import argparse  # noqa: E402
import random  # noqa: E402
from dataclasses import replace  # noqa: E402

from timing import interleaved, machine_load, print_medians, verdict  # noqa: E402

from wordmastermind.core.wmm.evaluation import evaluate  # noqa: E402
from wordmastermind.core.wmm.game import Game  # noqa: E402
from wordmastermind.core.wmm.marks import mark, marker  # noqa: E402
from wordmastermind.core.wmm.simulate import random_game, random_word  # noqa: E402

PLAYERS = 100
ROUNDS = 40
RATIO_GOAL = 1.5


def big_game() -> Game:
    game = random_game(PLAYERS, ROUNDS, seed=2026, hit_chance=0.02)
    assert len(game.rounds) == ROUNDS, "the synthetic game ended early: lower hit_chance"
    return game


def changed_round_20(game: Game, seed: int) -> Game:
    round_ = game.rounds[19]
    first = round_.guesses[0]
    word = random_word(random.Random(seed), game.settings.word_length)
    guesses = (replace(first, word=word), *round_.guesses[1:])
    return game.with_round(20, replace(round_, guesses=guesses))


def measure(samples: int) -> dict[str, list[float]]:
    game = big_game()
    edits = [changed_round_20(game, seed) for seed in range(8)]
    before = evaluate(game)
    secret = {p.name: p.secret for p in game.players}
    pairs = [(secret[g.target], g.word) for r in game.rounds for g in r.guesses]
    markers = {s: marker(s) for s in set(secret.values())}
    turn = iter(range(10**9))

    def marks_only() -> None:
        for secret_word, word in pairs:
            mark(secret_word, word)

    def marks_by_secret() -> None:
        for secret_word, word in pairs:
            markers[secret_word](word)

    def full() -> None:
        for round_ in evaluate(game).rounds:
            round_.guesses  # noqa: B018 - every per-guess result is there

    def after_edit() -> None:
        result = evaluate(edits[next(turn) % len(edits)], previous=before)
        for round_ in result.rounds:
            round_.guesses  # noqa: B018

    tasks = {
        "marks alone (mark)": marks_only,
        "marks alone (marker)": marks_by_secret,
        "full evaluation, per-guess results": full,
        "after a round-20 edit": after_edit,
    }
    for task in tasks.values():  # warm up
        task()
    return interleaved(tasks, samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--samples", type=int, default=60)
    args = parser.parse_args()
    print(machine_load())
    times = measure(args.samples)
    median = print_medians(times, f"{PLAYERS} players, {ROUNDS} rounds, {PLAYERS * ROUNDS} guesses;"
                                  f" {args.samples} samples each, medians", digits=2)
    ratio = median["full evaluation, per-guess results"] / median["marks alone (mark)"]
    print(f"full evaluation with per-guess results / marks alone: {ratio:.2f}"
          f" (goal <= {RATIO_GOAL}: {verdict(ratio, RATIO_GOAL)})")
    own = median["full evaluation, per-guess results"] / median["marks alone (marker)"]
    print(f"  against the marks made the evaluation's way: {own:.2f} (for information)")
    edit = median["after a round-20 edit"] / median["full evaluation, per-guess results"]
    print(f"re-evaluation after a round-20 edit / full evaluation: {edit:.2f} (for information)")
    print(machine_load())


if __name__ == "__main__":
    main()
