"""Benchmark: ``evaluate --json`` of a big game, against ``mark``, both as whole commands.

A synthetic game of 500 players and 100 rounds (50,000 guesses) in a file;
``wordmastermind evaluate GAME --json`` (reading the file, evaluating every
round, printing about 20 MB of JSON to a file) against
``wordmastermind mark SALAT ATLAS`` (starting the command line and marking
one guess): each a fresh process, the two taking turns, with
PYTHONUNBUFFERED=1 (as in many containers and CI, where every write reaches
the system at once) and without. Medians. Goal: at most 5 times as long,
either way.

Nothing is written into the source tree; the game and the output go to a
temporary folder.

Run by hand: ``.venv/bin/python benchmarks/cli.py [--samples N]``.
Not part of the test suite.
"""

from __future__ import annotations

import sys

sys.dont_write_bytecode = True  # timing (imported next) keeps bytecode out of the tree

import argparse  # noqa: E402
import subprocess  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

from timing import child_env, in_new_folder, interleaved, machine_load, print_medians, verdict  # noqa: E402

from wordmastermind.core.wmm.simulate import random_game  # noqa: E402
from wordmastermind.files.wmm.file import save_game  # noqa: E402

PLAYERS = 500
ROUNDS = 100
RATIO_GOAL = 5.0
WORDMASTERMIND = [sys.executable, "-m", "wordmastermind.cli.entry"]


def command_time(args: list[str], env: dict[str, str], out: Path) -> float:
    """Seconds the command takes, its standard output going to ``out`` (a file, as a script's would)."""
    with out.open("wb") as stdout:
        start = time.perf_counter()
        done = subprocess.run([*WORDMASTERMIND, *args], env=env, stdout=stdout, stderr=subprocess.PIPE,
                              cwd=out.parent, check=False)
        seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"wordmastermind {' '.join(args)} failed:\n{done.stderr.decode(errors='replace')}")
    return seconds


def measure(samples: int, folder: Path) -> dict[str, list[float]]:
    game = random_game(PLAYERS, ROUNDS, seed=2026, hit_chance=0.002)
    assert len(game.rounds) == ROUNDS, "the synthetic game ended early: lower hit_chance"
    path = folder / "big.wmm"
    save_game(game, path)
    buffered = {k: v for k, v in child_env(folder).items() if k != "PYTHONUNBUFFERED"}
    unbuffered = child_env(folder, PYTHONUNBUFFERED="1")
    out = folder / "out.json"
    tasks = {}
    for label, env in (("", buffered), (", PYTHONUNBUFFERED=1", unbuffered)):
        tasks[f"mark{label}"] = lambda env=env: command_time(["mark", "SALAT", "ATLAS"], env, out)
        tasks[f"evaluate --json{label}"] = lambda env=env: command_time(["evaluate", str(path), "--json"], env, out)
    for task in tasks.values():  # bytecode caches
        task()
    print(f"{PLAYERS} players, {ROUNDS} rounds, {PLAYERS * ROUNDS} guesses;"
          f" the JSON is {out.stat().st_size / 1e6:.1f} MB")
    return interleaved(tasks, samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--samples", type=int, default=7)
    args = parser.parse_args()
    print(machine_load())
    times = in_new_folder(lambda folder: measure(args.samples, folder))
    median = print_medians(times, f"each command a fresh process, {args.samples} samples, medians")
    for label in ("", ", PYTHONUNBUFFERED=1"):
        ratio = median[f"evaluate --json{label}"] / median[f"mark{label}"]
        print(f"evaluate --json / mark{label}: {ratio:.2f} (goal <= {RATIO_GOAL}: {verdict(ratio, RATIO_GOAL)})")
    print(machine_load())


if __name__ == "__main__":
    main()
