"""Benchmark: evaluating a big game, against computing only its marks.

A synthetic game of 100 players and 40 rounds (4,000 guesses). All measured
in the same run, the samples taking turns, so that a busy machine slows all
alike; medians:

- the marks alone: ``mark(secret, word)`` for every guess, as the issue
  measured them (and, for information, with the evaluation's own way of
  marking: each secret's letters looked at once, ``marks.marker``);
- the full evaluation with every per-guess result (what a view of all rounds,
  ``evaluate --json`` or a report needs), against the marks alone.
  Goal: at most 1.5 times as long; for information, the same by this
  process's CPU time, which other processes on a busy machine disturb less;
- re-evaluating after one round-20 guess changed, as the app does it (the
  evaluation before the edit given): the rounds before 20 are taken over,
  and those after it too when the edit leaves them as they were;
  for information, against the full evaluation;
- for information, the same game played with letters drawn as often as they
  occur in German: its words share letters with the secrets more often (as
  real words do; a word sharing none is marked without more ado) and the
  secrets repeat letters more often, so that both the marks and the
  evaluation cost more; the full evaluation against its marks alone.

Run by hand: ``.venv/bin/python benchmarks/evaluation.py [--samples N]``.
Not part of the test suite.
"""

from __future__ import annotations

import sys

sys.dont_write_bytecode = True  # timing (imported next) keeps bytecode out of the tree

import argparse  # noqa: E402
import random  # noqa: E402
import string  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable  # noqa: E402
from dataclasses import replace  # noqa: E402

from timing import interleaved, machine_load, median_ms, print_medians, verdict  # noqa: E402

from wordmastermind.core.wmm.evaluation import evaluate  # noqa: E402
from wordmastermind.core.wmm.game import Game  # noqa: E402
from wordmastermind.core.wmm.marks import mark, marker  # noqa: E402
from wordmastermind.core.wmm.simulate import random_game, random_word  # noqa: E402

PLAYERS = 100
ROUNDS = 40
RATIO_GOAL = 1.5


GERMAN_PER_MILLE = {
    "E": 174, "N": 98, "I": 76, "S": 73, "R": 70, "A": 65, "T": 62, "D": 51, "H": 48,
    "U": 44, "L": 34, "C": 31, "G": 30, "M": 25, "O": 25, "B": 19, "W": 19, "F": 17,
    "K": 12, "Z": 11, "P": 8, "V": 7, "J": 3, "Y": 1, "X": 1, "Q": 1,
}
"""How often each letter occurs in German text, per mille (rounded)."""
GERMAN_LETTERS = "".join(letter * times for letter, times in GERMAN_PER_MILLE.items())


def big_game(letters: str = string.ascii_uppercase) -> Game:
    game = random_game(PLAYERS, ROUNDS, seed=2026, hit_chance=0.02, letters=letters)
    assert len(game.rounds) == ROUNDS, "the synthetic game ended early: lower hit_chance"
    return game


def changed_round_20(game: Game, seed: int) -> Game:
    round_ = game.rounds[19]
    first = round_.guesses[0]
    word = random_word(random.Random(seed), game.settings.word_length)
    guesses = (replace(first, word=word), *round_.guesses[1:])
    return game.with_round(20, replace(round_, guesses=guesses))


def marked_pairs(game: Game) -> list[tuple[str, str]]:
    """(secret, word) of every guess of ``game``."""
    secret = {p.name: p.secret for p in game.players}
    return [(secret[g.target], g.word) for r in game.rounds for g in r.guesses]


def measure(samples: int) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Each task's times by the wall clock, and by this process's CPU time."""
    game = big_game()
    german = big_game(GERMAN_LETTERS)
    edits = [changed_round_20(game, seed) for seed in range(8)]
    before = evaluate(game)
    pairs = marked_pairs(game)
    german_pairs = marked_pairs(german)
    markers = {s: marker(s) for s, _word in pairs}
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

    def german_marks() -> None:
        for secret_word, word in german_pairs:
            mark(secret_word, word)

    def german_full() -> None:
        for round_ in evaluate(german).rounds:
            round_.guesses  # noqa: B018

    def after_edit() -> None:
        result = evaluate(edits[next(turn) % len(edits)], previous=before)
        for round_ in result.rounds:
            round_.guesses  # noqa: B018

    tasks = {
        "marks alone (mark)": marks_only,
        "marks alone (marker)": marks_by_secret,
        "full evaluation, per-guess results": full,
        "after a round-20 edit": after_edit,
        "German letters: marks alone (mark)": german_marks,
        "German letters: full evaluation": german_full,
    }
    cpu: dict[str, list[float]] = {name: [] for name in tasks}

    def on_cpu_clock(name: str, task: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            start = time.process_time()
            task()
            cpu[name].append(time.process_time() - start)
        return run

    for task in tasks.values():  # warm up
        task()
    wall = interleaved({name: on_cpu_clock(name, task) for name, task in tasks.items()}, samples)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--samples", type=int, default=60)
    args = parser.parse_args()
    print(machine_load())
    times, cpu = measure(args.samples)
    median = print_medians(times, f"{PLAYERS} players, {ROUNDS} rounds, {PLAYERS * ROUNDS} guesses;"
                                  f" {args.samples} samples each, medians", digits=2)
    ratio = median["full evaluation, per-guess results"] / median["marks alone (mark)"]
    print(f"full evaluation with per-guess results / marks alone: {ratio:.2f}"
          f" (goal <= {RATIO_GOAL}: {verdict(ratio, RATIO_GOAL)})")
    on_cpu = median_ms(cpu["full evaluation, per-guess results"]) / median_ms(cpu["marks alone (mark)"])
    print(f"  the same in this process's CPU time, which other processes disturb less: {on_cpu:.2f}"
          " (for information: worth a look when the load is high)")
    own = median["full evaluation, per-guess results"] / median["marks alone (marker)"]
    print(f"  against the marks made the evaluation's way: {own:.2f} (for information)")
    edit = median["after a round-20 edit"] / median["full evaluation, per-guess results"]
    print(f"re-evaluation after a round-20 edit / full evaluation: {edit:.2f} (for information)")
    german = median["German letters: full evaluation"] / median["German letters: marks alone (mark)"]
    print(f"German letters: full evaluation / marks alone: {german:.2f} (for information)")
    print(machine_load())


if __name__ == "__main__":
    main()
