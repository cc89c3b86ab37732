"""Benchmark: commands of the command line as whole processes, each against a floor measured in the same run.

``evaluate --json`` of a big game, against ``mark`` (``--part evaluate``):
a synthetic game of 500 players and 100 rounds (50,000 guesses) in a file;
``wordmastermind evaluate GAME --json`` (reading the file, evaluating every
round, printing about 20 MB of JSON to a file) against
``wordmastermind mark SALAT ATLAS`` (starting the command line and marking
one guess): each a fresh process, the two taking turns, with
PYTHONUNBUFFERED=1 (as in many containers and CI, where every write reaches
the system at once) and without. Medians. Goal: at most 5 times as long,
either way.

The commands that look through the log of what went out (``--part log``):
the big game of benchmarks/gui.py (100 players, 40 rounds), each player given
an address, every round's report mailed by the command line round by round
(``wordmastermind mail --round N --eml DIR``: the log keeps what each report
told each player, 4,000 snapshots; checked). Each command a fresh process on
a fresh copy of it, by turns: the floor, ``notes`` (reading and writing the
game, nothing evaluated); ``evaluate`` (reading it, evaluating, printing the
standings); ``guesses`` of a round 41 (every report is compared with the game
and tells what it told: no correction owed); ``guesses`` correcting a guess of
round 20 and ``withdraw`` after round 39 (a correction owed: the rounds it
covers compared player by player). Medians of CPU time (the process's, on a
busy machine far steadier than the wall clock) and of the wall clock. Goal:
``guesses`` of round 41 at most 1.25 times the floor's CPU time; and, in this
process, finding the rounds changed since they went out (``changed_rounds``,
what the three commands pay) well under a tenth of the ``evaluate`` command's
CPU time: at most 0.05.

Nothing is written into the source tree; the game and the output go to a
temporary folder.

Run by hand: ``.venv/bin/python benchmarks/cli.py [--samples N] [--part evaluate|log]``.
Not part of the test suite.
"""

from __future__ import annotations

import sys

sys.dont_write_bytecode = True  # timing (imported next) keeps bytecode out of the tree

import argparse  # noqa: E402
import resource  # noqa: E402
import shutil  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable  # noqa: E402
from dataclasses import replace  # noqa: E402
from functools import partial  # noqa: E402
from pathlib import Path  # noqa: E402

from timing import child_env, in_new_folder, interleaved, machine_load, print_medians, verdict  # noqa: E402

from wordmastermind.core.wmm.evaluation import evaluate  # noqa: E402
from wordmastermind.core.wmm.sent_log import changed_rounds  # noqa: E402
from wordmastermind.core.wmm.simulate import random_game  # noqa: E402
from wordmastermind.core.words import name_key  # noqa: E402
from wordmastermind.files.wmm.file import load_game, save_game  # noqa: E402

PLAYERS = 500
ROUNDS = 100
RATIO_GOAL = 5.0
LOG_GOAL = 1.25
"""``guesses`` of a round 41 against the floor, CPU time."""
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


def measure_evaluate(samples: int, folder: Path) -> dict[str, list[float]]:
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


def children_cpu() -> float:
    """CPU seconds of the processes this one started and waited for, so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def mailed_game(folder: Path, env: dict[str, str]) -> Path:
    """The big game of benchmarks/gui.py with every round's report mailed, round by round, by the command line
    (as .eml files; each player given an address first), checked: every player's, with its snapshot."""
    from gui import big_game_file

    path = big_game_file(folder)
    game = load_game(path)
    save_game(replace(game, players=tuple(replace(p, email=f"player{row}@example.org")
                                          for row, p in enumerate(game.players))), path)
    for number in range(1, len(game.rounds) + 1):
        mails = folder / "eml"
        command_time(["mail", str(path), "--round", str(number), "--from", "GM <gm@example.org>", "--eml", str(mails)],
                     env, folder / "mail.out")
        shutil.rmtree(mails)
    told = {(r.round, name_key(r.player)) for r in load_game(path).sent if r.kind == "round" and r.snapshot}
    every = {(n, name_key(p.name)) for n in range(1, len(game.rounds) + 1) for p in game.players}
    assert told == every, f"{len(every - told)} of {len(every)} reports did not go out"
    return path


def guess_files(game_path: Path, folder: Path) -> tuple[Path, Path]:
    """A round 41 (each player's guesses at words in play) and round 20 with its first guess's word changed."""
    game = load_game(game_path)
    result = evaluate(game)
    new = folder / "round41.csv"
    rows = [f"{p.name},{target},{'ABCDE'[row % 5] * 5}" for row, p in enumerate(game.players)
            for target in result.targets_next_round(p.name)[:result.k]]
    new.write_text("guesser,target,word\n" + "\n".join(rows) + "\n", encoding="utf-8")
    fixed = folder / "round20.csv"
    guesses = game.rounds[19].guesses
    rows = [f"{g.guesser},{g.target},{'ZZZZZ' if row == 0 else g.word}" for row, g in enumerate(guesses)]
    fixed.write_text("guesser,target,word\n" + "\n".join(rows) + "\n", encoding="utf-8")
    return new, fixed


FLOOR = "notes (the floor)"
GUESSES = "guesses of round 41"


def measure_log(samples: int, folder: Path) -> tuple[dict[str, list[float]], dict[str, list[float]], float, float]:
    """Each command's CPU and wall times; CPU seconds of ``changed_rounds`` and of ``evaluate`` in this process."""
    env = {k: v for k, v in child_env(folder).items() if k != "PYTHONUNBUFFERED"}
    mailed = mailed_game(folder, env)
    new, fixed = guess_files(mailed, folder)
    game, out = folder / "game.wmm", folder / "out.txt"
    commands = {
        FLOOR: ["notes", str(game), "Round 40 went out", "--round", "40"],
        "evaluate": ["evaluate", str(game)],
        GUESSES: ["guesses", str(game), str(new), "--round", "41"],
        "guesses correcting round 20": ["guesses", str(game), str(fixed), "--round", "20"],
        "withdraw after round 39": ["withdraw", str(game), "Player 005", "--after-round", "39", "--even-if-reported"],
    }
    cpu: dict[str, list[float]] = {name: [] for name in commands}

    def task(name: str) -> float:
        shutil.copyfile(mailed, game)
        before = children_cpu()
        seconds = command_time(commands[name], env, out)
        cpu[name].append(children_cpu() - before)
        return seconds

    tasks = {name: partial(task, name) for name in commands}
    for run in tasks.values():  # bytecode caches
        run()
    for values in cpu.values():
        values.clear()
    wall = interleaved(tasks, samples)
    evaluation = evaluate(load_game(mailed))
    return cpu, wall, in_thread(lambda: changed_rounds(evaluation)), in_thread(lambda: evaluate(evaluation.game).rounds)


def in_thread(work: Callable[[], object], times: int = 7) -> float:
    """The median CPU seconds of ``work`` in this thread."""
    seconds = []
    for _ in range(times):
        start = time.thread_time()
        work()
        seconds.append(time.thread_time() - start)
    return statistics.median(seconds)


def report_log(samples: int) -> None:
    cpu_times, wall_times, changed, evaluated = in_new_folder(lambda folder: measure_log(samples, folder))
    cpu = print_medians(cpu_times, f"each command a fresh process on a copy of the mailed game, {samples} samples,"
                                   " medians; CPU time:")
    wall = print_medians(wall_times, "wall clock:")
    ratio = cpu[GUESSES] / cpu[FLOOR]
    print(f"{GUESSES} / {FLOOR}, CPU time: {ratio:.2f} (goal <= {LOG_GOAL}: {verdict(ratio, LOG_GOAL)});"
          f" wall {wall[GUESSES] / wall[FLOOR]:.2f} (for information)")
    for name in cpu:
        if name not in (FLOOR, GUESSES):
            print(f"  {name} / {FLOOR}, CPU time: {cpu[name] / cpu[FLOOR]:.2f} (for information)")
    share = changed * 1000 / cpu["evaluate"]
    print(f"changed_rounds in this process: {changed * 1000:.1f} ms CPU; / the evaluate command's CPU time:"
          f" {share:.3f} (for information: the commands' own ratio above is what the game master waits on);"
          f" / evaluate in this process"
          f" ({evaluated * 1000:.1f} ms): {changed / evaluated:.1f} (for information)")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--samples", type=int, default=7)
    parser.add_argument("--part", choices=("evaluate", "log", "all"), default="all")
    args = parser.parse_args()
    print(machine_load())
    if args.part in ("evaluate", "all"):
        report_evaluate(args.samples)
    if args.part in ("log", "all"):
        report_log(args.samples)
    print(machine_load())


def report_evaluate(samples: int) -> None:
    times = in_new_folder(lambda folder: measure_evaluate(samples, folder))
    median = print_medians(times, f"each command a fresh process, {samples} samples, medians")
    for label in ("", ", PYTHONUNBUFFERED=1"):
        ratio = median[f"evaluate --json{label}"] / median[f"mark{label}"]
        print(f"evaluate --json / mark{label}: {ratio:.2f} (goal <= {RATIO_GOAL}: {verdict(ratio, RATIO_GOAL)})")


if __name__ == "__main__":
    main()
