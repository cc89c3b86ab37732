"""Benchmark: the mail to 60 players, as the game master waits for it.

1. Typing in the mail dialog: the real ``MailDialog`` of a game of 60
   players (6 rounds, every player with an address), shown; a sentence is
   typed at the end of the template key by key (QTest key clicks, 40 ms
   apart, a pause of 400 ms after each word so that the preview's timer
   fires), with the event loop running all the while. A precise 1 ms timer
   ticks through it: the longest gap between two ticks is the longest time
   the window did not answer (a stall). Goal: no stall over one frame
   (16 ms). Beside it, the floor: showing one player's preview (choosing
   another player in the preview's list), median; and the CPU time this
   process's main thread spent on the whole sentence.
2. ``wordmastermind mail GAME --eml DIR --attach pdf`` for the same game, a
   fresh process each time (a fresh copy of the game too: the command
   writes its log into it), against ``wordmastermind report GAME --pdf
   FILE``, the same report without the mails. The two take turns; medians
   of the wall time and of the CPU time (user + system) of the process.
   Goal: at most 1.5 times as long, in both.

Nothing is written into the source tree; HOME is a new temporary folder.

Run by hand: ``.venv/bin/python benchmarks/mail.py [--samples N] [--words N] [--part typing|command]``
(``--part``: only the one part; both without it).
Not part of the test suite.
"""

from __future__ import annotations

import sys

sys.dont_write_bytecode = True  # timing (imported next) keeps bytecode out of the tree

import argparse  # noqa: E402
import os  # noqa: E402
import shutil  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import time  # noqa: E402
from dataclasses import replace  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

from timing import (  # noqa: E402
    child_env, machine_load, median_ms, new_home, remove, use_user_folders, verdict,
)

PLAYERS = 60
ROUNDS = 6
STALL_GOAL_MS = 16.0
RATIO_GOAL = 1.5
KEY_MS = 40
PAUSE_MS = 400
SENTENCE = "Viel Erfolg in der naechsten Runde, und schreibt mir bis Freitag eure Tipps!"
"""Typed key by key (ASCII: what QTest types as keys)."""
WORDMASTERMIND = [sys.executable, "-m", "wordmastermind.cli.entry"]


def game_file(folder: Path) -> Path:
    """A game of 60 players after 6 rounds, each player with an e-mail address."""
    from wordmastermind.core.wmm.simulate import random_game
    from wordmastermind.files.wmm.file import save_game

    game = random_game(PLAYERS, ROUNDS, seed=2026)
    game = game.with_players(replace(p, email=f"player{i:03d}@example.org") for i, p in enumerate(game.players))
    path = folder / "sixty.wmm"
    save_game(game, path)
    return path


# ---------------------------------------------------------------- 1. the dialog


class Ticks:
    """A 1 ms timer's ticks: the gaps between them are the times the event loop did not run."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.times: list[float] = []
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(1)
        self.timer.timeout.connect(self.tick)

    def tick(self) -> None:
        self.times.append(time.perf_counter())

    def longest_gap_ms(self) -> float:
        return max((b - a for a, b in zip(self.times, self.times[1:])), default=0.0) * 1000


def run_loop(ms: int) -> None:
    """Run the event loop for ``ms`` milliseconds, as it runs between a typist's keys."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def typing(path: Path, words: int) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextCursor
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.files.wmm.file import load_game
    from wordmastermind.gui.mail.dialog import MailDialog

    app = QApplication.instance() or QApplication([])
    evaluation = evaluate(load_game(path))
    dialog = MailDialog(evaluation, evaluation.round, sender="Joe <joe@example.org>")
    dialog.show()
    run_loop(500)  # shown, painted, the first preview made
    combo = dialog.preview_combo
    floor: list[float] = []
    floor_cpu: list[float] = []
    for index in [*range(1, 12), 0]:  # one preview shown, and painted
        start, cpu = time.perf_counter(), time.thread_time()
        combo.setCurrentIndex(index)
        app.processEvents()
        floor.append(time.perf_counter() - start)
        floor_cpu.append(time.thread_time() - cpu)
    edit = dialog.template_edit
    edit.setFocus()
    cursor = edit.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.End)
    edit.setTextCursor(cursor)
    run_loop(PAUSE_MS)
    ticks = Ticks()
    typed = " ".join(SENTENCE.split()[:words])
    ticks.timer.start()
    start, cpu = time.perf_counter(), time.thread_time()
    QTest.keyClick(edit, Qt.Key.Key_Return)
    for word in typed.split(" "):
        for char in word + " ":
            QTest.keyClicks(edit, char)
            run_loop(KEY_MS)
        run_loop(PAUSE_MS)  # the preview's timer fires in the pause
    seconds, cpu_seconds = time.perf_counter() - start, time.thread_time() - cpu
    ticks.timer.stop()
    assert typed in dialog.preview_edit.toPlainText(), "the preview does not show the text typed"
    stall = ticks.longest_gap_ms()
    gaps = sorted(((b - a) * 1000 for a, b in zip(ticks.times, ticks.times[1:])), reverse=True)
    over = sum(gap > STALL_GOAL_MS for gap in gaps)
    pauses = len(typed.split(" "))
    print(f"typing {len(typed)} characters in {pauses} words into the template ({PLAYERS} players),"
          f" {seconds:.1f} s with the pauses:")
    print(f"  longest stall {stall:.1f} ms (goal <= {STALL_GOAL_MS:.0f} ms: {verdict(stall, STALL_GOAL_MS)});"
          f" stalls over {STALL_GOAL_MS:.0f} ms: {over}; the five longest: "
          + ", ".join(f"{gap:.1f}" for gap in gaps[:5]) + " ms")
    print(f"  CPU time of the window's thread for the whole sentence: {cpu_seconds * 1000:.0f} ms"
          f" ({cpu_seconds * 1000 / pauses:.1f} ms a pause, keys included)")
    floor_ms, floor_cpu_ms = median_ms(floor), median_ms(floor_cpu)
    print(f"  floor, showing one player's preview: {floor_ms:.1f} ms median ({floor_cpu_ms:.1f} ms CPU);"
          f" longest stall / floor: {stall / floor_ms:.1f} (for information)")
    dialog.close()
    dialog.deleteLater()
    app.processEvents()


# ---------------------------------------------------------------- 2. the command


def whole_process(command: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """(wall seconds, CPU seconds: user + system) of ``command``, a fresh process (it must succeed)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _pid, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    errors = process.stderr.read().decode(errors="replace") if process.stderr else ""
    if process.stderr:
        process.stderr.close()
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{errors}")
    return wall, usage.ru_utime + usage.ru_stime


def commands(path: Path, home: Path, samples: int) -> None:
    env = child_env(home)
    out = home / "out"
    out.mkdir()
    game = home / "game.wmm"

    def fresh() -> Path:
        shutil.copyfile(path, game)  # the mail command logs what it wrote into the game
        folder = out / "mails"
        shutil.rmtree(folder, ignore_errors=True)
        return folder

    def mail() -> tuple[float, float]:
        folder = fresh()
        return whole_process([*WORDMASTERMIND, "mail", str(game), "--from", "gm@example.org", "--eml", str(folder),
                              "--attach", "pdf"], env, home)

    def report() -> tuple[float, float]:
        fresh()
        return whole_process([*WORDMASTERMIND, "report", str(game), "--pdf", str(out / "report.pdf")], env, home)

    tasks = {"mail --eml --attach pdf": mail, "report --pdf": report}
    for task in tasks.values():  # bytecode caches, fonts
        task()
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in tasks}
    for _ in range(samples):
        for name, task in tasks.items():
            times[name].append(task())
    print(f"each command a fresh process, {samples} samples each, taking turns; medians:")
    median: dict[str, tuple[float, float]] = {}
    for name, values in times.items():
        median[name] = (statistics.median(w for w, _ in values) * 1000, statistics.median(c for _, c in values) * 1000)
        print(f"  {name:24s} {median[name][0]:6.0f} ms wall, {median[name][1]:6.0f} ms CPU")
    (mail_wall, mail_cpu), (report_wall, report_cpu) = median["mail --eml --attach pdf"], median["report --pdf"]
    for what, ratio in (("wall", mail_wall / report_wall), ("CPU", mail_cpu / report_cpu)):
        print(f"mail --eml --attach pdf / report --pdf, {what}: {ratio:.2f}"
              f" (goal <= {RATIO_GOAL}: {verdict(ratio, RATIO_GOAL)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--samples", type=int, default=7, help="runs of each command")
    parser.add_argument("--words", type=int, default=len(SENTENCE.split()), help="words of the sentence to type")
    parser.add_argument("--part", choices=("typing", "command"), help="run only this part (both without it)")
    args = parser.parse_args()
    print(machine_load())
    home = new_home()
    try:
        use_user_folders(home)
        path = game_file(home)
        if args.part != "command":
            typing(path, args.words)
        if args.part != "typing":
            commands(path, home, args.samples)
    finally:
        remove(home)
    print(machine_load())


if __name__ == "__main__":
    main()
