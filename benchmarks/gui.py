"""Benchmark: the app's start-up and an edit, as the game master waits for them.

1. Start-up through the real entry point (``wordmastermind.gui.app.main``, as
   ``wordmastermind-gui`` runs it) until its window's first frame is painted,
   against a bare PySide6 QMainWindow's first frame. Each start is a fresh
   process, timed from its launch (perf_counter is the system's monotonic
   clock); the two kinds take turns. Bytecode is cached (outside the tree), as
   in an installed app, and the example game was offered already, as after
   the first start. Goal: at most 1.5 times as long. For information: the
   start with a game of 100 players and 40 rounds given on the command line.
2. An edit in the real window: the main window as the app builds it, the
   German word lists loaded, a game of 100 players and 40 rounds opened from
   its file, round 20 shown; a guess's word changed through the round table's
   model (as the table's editor does) until the window has repainted.
   Goal: median at most 8 ms.
3. Sorting and filtering that round (100 players' guesses) in the same
   window: a header click's sort on each column in turn, ascending and
   descending, the filter box set to a player, and cleared, each until the
   window has repainted. Goal: median at most one frame (16 ms).

Medians; the load average is printed with the figures. Edits, sorts and
filters also give the CPU time this process's main thread spent on them,
which a loaded machine changes less than the time that passed. Under ``offscreen``
unless QT_QPA_PLATFORM says otherwise (``xcb`` with Xvfb paints as on a
desktop). Nothing is written into the source tree; the first run builds the
word lists' cache in the system's temporary folder.

Run by hand: ``.venv/bin/python benchmarks/gui.py [--starts N] [--edits N]``.
"""

from __future__ import annotations

import sys

sys.dont_write_bytecode = True  # timing (imported next) keeps bytecode out of the tree

import argparse  # noqa: E402
import statistics  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

from timing import (  # noqa: E402
    child_env,
    interleaved,
    machine_load,
    median_ms,
    new_home,
    remove,
    use_user_folders,
    verdict,
)

START_GOAL = 1.5
EDIT_GOAL_MS = 8.0
FRAME_MS = 16.0

FIRST_FRAME = """
import sys, time
start = float(sys.argv[1])
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstFrame(QObject):
    painted = False
    def eventFilter(self, watched, event):
        if not self.painted and event.type() == QEvent.Type.Paint:
            self.painted = True
            QTimer.singleShot(0, self.done)  # once the frame is painted
        return False
    def done(self):
        print(time.perf_counter() - start, flush=True)
        QApplication.instance().quit()

first = FirstFrame()
"""

BARE = FIRST_FRAME + """
app = QApplication([sys.argv[0]])
window = QMainWindow()
window.installEventFilter(first)
window.show()
app.exec()
"""

APP = FIRST_FRAME + """
from wordmastermind.gui.window import main_window
show = main_window.MainWindow.show
def show_watched(self):
    self.installEventFilter(first)
    show(self)
main_window.MainWindow.show = show_watched
from wordmastermind.gui.app import main
main(sys.argv[2:])
"""


def big_game_file(folder: Path) -> Path:
    from wordmastermind.core.wmm.simulate import random_game
    from wordmastermind.files.wmm.file import save_game

    game = random_game(100, 40, seed=2026, hit_chance=0.02)
    assert len(game.rounds) == 40, "the synthetic game ended early: lower hit_chance"
    path = folder / "big.wmm"
    save_game(game, path)
    return path


def first_frame(code: str, home: Path, *args: str) -> float:
    import subprocess

    begin = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", code, repr(begin), *args],
        capture_output=True, text=True, env=child_env(home), cwd=home, check=False, timeout=300,
    )
    if done.returncode != 0:
        raise SystemExit(f"a start failed:\n{done.stderr}")
    return float(done.stdout.split()[-1])


def start_up(starts: int, game: Path) -> None:
    home = new_home()
    try:
        config = home / ".config" / "wordmastermind"
        config.mkdir(parents=True)
        (config / "wordmastermind.conf").write_text("[ui]\ndemo_offered=true\n", encoding="utf-8")
        for code, args in ((BARE, ()), (APP, ()), (APP, (str(game),))):  # bytecode caches, fonts
            first_frame(code, home, *args)
        times = interleaved({
            "bare": lambda: first_frame(BARE, home),
            "app": lambda: first_frame(APP, home),
            "app with a game": lambda: first_frame(APP, home, str(game)),
        }, starts)
    finally:
        remove(home)
    bare, app, with_game = (median_ms(times[name]) for name in ("bare", "app", "app with a game"))
    ratio = app / bare
    print(f"start-up to the first frame ({starts} fresh processes each, interleaved; medians)")
    print(f"  bare QMainWindow {bare:.0f} ms, wordmastermind-gui {app:.0f} ms")
    print(f"  ratio {ratio:.2f} (goal <= {START_GOAL}: {verdict(ratio, START_GOAL)})")
    print(f"  with a 100 x 40 game given: {with_game:.0f} ms, {with_game / bare:.2f} x bare (for information)")


def edit_latency(edits: int, game: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from wordmastermind.gui.settings import AppSettings
    from wordmastermind.gui.window.main_window import MainWindow
    from wordmastermind.gui.window.recovery import RecoveryStore
    from wordmastermind.gui.wmm.round_model import WORD
    from wordmastermind.gui.word_checker import WordCheckers

    app = QApplication.instance() or QApplication([sys.argv[0]])
    checkers = WordCheckers(app)
    folder = Path(game).parent
    window = MainWindow(AppSettings.at(folder / "settings.ini"), RecoveryStore(folder / "recovery"),
                        checkers=checkers)
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    started = time.perf_counter()
    german = checkers.get("de")
    german.wait(600)  # the first run builds the lists' cache
    app.processEvents()
    print(f"German word lists loaded ({time.perf_counter() - started:.1f} s)")
    assert window.open_path(game)
    page = window.wmm.show_rounds(20)
    app.processEvents()
    model = page.round_model
    words = ["QUARK", "ZANGE", "KERZE", "LAMPE"]
    times, cpu = [], []
    for i in range(edits):
        start, start_cpu = time.perf_counter(), time.thread_time()
        model.setData(model.index(i % 10, WORD), words[i % len(words)])
        app.processEvents()  # the views repaint
        times.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
    sort_and_filter(page, app, edits)
    german.stop()
    window.wmm.document.undo_stack.setClean()  # nothing to ask about on closing
    window.close()
    median = median_ms(times)
    ninetieth = statistics.quantiles(times, n=10)[-1] * 1000
    print(f"an edit in round 20 of 100 players x 40 rounds, repainted ({edits} edits)")
    print(f"  median {median:.2f} ms (goal <= {EDIT_GOAL_MS} ms: {verdict(median, EDIT_GOAL_MS)}),"
          f" 90th percentile {ninetieth:.2f} ms, worst {max(times) * 1000:.2f} ms; CPU median {median_ms(cpu):.2f} ms")


def sort_and_filter(page: Any, app: Any, runs: int) -> None:
    """Sort the round on each column and filter it to one player, each until repainted."""
    from PySide6.QtCore import Qt

    table, proxy = page.table, page.proxy
    columns = proxy.columnCount()
    names = [p.name for p in page.document.game.players]
    rows = page.round_model.rowCount() - 1
    times: dict[str, list[float]] = {"a sort": [], "a filter set": [], "a filter cleared": []}
    cpu: dict[str, list[float]] = {label: [] for label in times}

    def timed(label: str, change: Any) -> None:
        start, start_cpu = time.perf_counter(), time.thread_time()
        change()
        app.processEvents()  # the window repaints
        times[label].append(time.perf_counter() - start)
        cpu[label].append(time.thread_time() - start_cpu)

    for i in range(runs):
        order = Qt.SortOrder.AscendingOrder if i % 2 == 0 else Qt.SortOrder.DescendingOrder
        timed("a sort", lambda: table.sortByColumn(i % columns, order))
        timed("a filter set", lambda: page.filter.setText(names[i % len(names)]))
        timed("a filter cleared", page.filter.clear)
    table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
    print(f"sorting and filtering round 20 ({rows} guesses; {runs} of each, repainted)")
    for label, measured in times.items():
        median = median_ms(measured)
        print(f"  {label}: median {median:.2f} ms (goal <= {FRAME_MS:.0f} ms: {verdict(median, FRAME_MS)}),"
              f" worst {max(measured) * 1000:.2f} ms; CPU median {median_ms(cpu[label]):.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--starts", type=int, default=15)
    parser.add_argument("--edits", type=int, default=60)
    args = parser.parse_args()
    home = new_home()
    try:
        use_user_folders(home)
        print(machine_load())
        game = big_game_file(home)
        start_up(args.starts, game)
        edit_latency(args.edits, game)
        print(machine_load())
    finally:
        remove(home)


if __name__ == "__main__":
    main()
