"""Benchmark: evaluating a big game, against computing only its marks.

A synthetic game of 100 players and 40 rounds (4,000 guesses). All measured
in the same run, the samples taking turns, so that a busy machine slows all
alike; medians. Judged on this thread's CPU time (``time.thread_time``),
which other processes on a busy machine disturb far less than the wall
clock; the wall-clock figures are printed beside it, for information:

- the marks alone: ``mark(secret, word)`` for every guess, as the issue
  measured them (and, for information, with the evaluation's own way of
  marking: each secret's letters looked at once, ``marks.marker``);
- the full evaluation with every per-guess result (what a view of all rounds,
  ``evaluate --json`` or a report needs), against the marks alone.
  Goal: at most 1.5 times as much CPU time;
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

from timing import interleaved, machine_load, median_ms, verdict  # noqa: E402

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
    """Each task's times by this thread's CPU time, and by the wall clock."""
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
        MARKS: marks_only,
        "marks alone (marker)": marks_by_secret,
        FULL: full,
        EDIT: after_edit,
        GERMAN_MARKS: german_marks,
        GERMAN_FULL: german_full,
    }
    cpu: dict[str, list[float]] = {name: [] for name in tasks}

    def on_cpu_clock(name: str, task: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            start = time.thread_time()
            task()
            cpu[name].append(time.thread_time() - start)
        return run

    for task in tasks.values():  # warm up
        task()
    wall = interleaved({name: on_cpu_clock(name, task) for name, task in tasks.items()}, samples)
    return cpu, wall


MARKS = "marks alone (mark)"
FULL = "full evaluation, per-guess results"
EDIT = "after a round-20 edit"
GERMAN_MARKS = "German letters: marks alone (mark)"
GERMAN_FULL = "German letters: full evaluation"


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--samples", type=int, default=60)
    args = parser.parse_args()
    print(machine_load())
    cpu_times, wall_times = measure(args.samples)
    cpu = {name: median_ms(values) for name, values in cpu_times.items()}
    wall = {name: median_ms(values) for name, values in wall_times.items()}
    print(f"{PLAYERS} players, {ROUNDS} rounds, {PLAYERS * ROUNDS} guesses; {args.samples} samples each, medians")
    width = max(len(name) for name in cpu)
    print(f"  {'':{width}s} {'CPU':>8s}    {'wall':>8s}")
    for name in cpu:
        print(f"  {name:{width}s} {cpu[name]:8.2f} ms {wall[name]:8.2f} ms")

    def ratios(over: str, under: str) -> tuple[float, float]:
        return cpu[over] / cpu[under], wall[over] / wall[under]

    on_cpu, on_wall = ratios(FULL, MARKS)
    print(f"full evaluation with per-guess results / marks alone, CPU time: {on_cpu:.2f}"
          f" (goal <= {RATIO_GOAL}: {verdict(on_cpu, RATIO_GOAL)}); wall time {on_wall:.2f} (for information)")
    own, _ = ratios(FULL, "marks alone (marker)")
    print(f"  against the marks made the evaluation's way, CPU time: {own:.2f} (for information)")
    edit, _ = ratios(EDIT, FULL)
    print(f"re-evaluation after a round-20 edit / full evaluation, CPU time: {edit:.2f} (for information)")
    german, _ = ratios(GERMAN_FULL, GERMAN_MARKS)
    print(f"German letters: full evaluation / marks alone, CPU time: {german:.2f} (for information)")
    print(machine_load())


if __name__ == "__main__":
    main()
