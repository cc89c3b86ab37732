"""Benchmark: the app's start-up and an edit, as the game master waits for them.

1. Start-up through the real entry point (``wordmastermind.gui.app.main``, as
   ``wordmastermind-gui`` runs it) until its window's first frame is painted,
   against a bare PySide6 QMainWindow's first frame. Each start is a fresh
   process, timed from its launch (perf_counter is the system's monotonic
   clock), and ended as soon as it has measured, so that its CPU time
   (getrusage of the children) is the start's own; the kinds take turns.
   Bytecode is cached (outside the tree), as in an installed app, and the
   example game was offered already, as after the first start. Goal: at most
   1.5 times as long. The same with a game of 100 players and 40 rounds given
   on the command line: to the first frame (goal: 1.5 times), and to
   interactive (goal: 2 times): the round's table and the standings painted
   with their rows, and then a zero-timer fired (nothing queued before it).
   The window's update requests tell when: in each, Qt paints whatever of
   the window changed and puts the frame on screen; the first one that
   finds the tables shown with their rows paints them. The probe's own time
   in the window's thread (looking for the tables gives the window's widgets
   Python wrappers) is taken out of the figures, the app's and the twin's.
   (Until 2026-11-29 the probe looked every 5 ms and asked the tables it
   found to paint again: a second paint that nobody waits for, some 10 ms
   in the app, 2 ms in the twin.) For information: the event loop's longest
   pause in the second after that (the word lists arriving, say); and the
   same start by plain Qt, a floor for the interactive one: a bare window,
   then the file read as JSON, every guess marked, the last round's guesses
   and the players' totals in two QStandardItemModel tables, painted; and
   the bare window with one line of text, which reads Qt's font database
   as every window with text does (the bare window has none).
2. Typing a guess in the real window: the main window as the app builds it
   (the game and the lists left out of Python's collector's full rounds, as
   the app leaves them), the German word lists loaded, a game of 100 players and 40 rounds opened
   from its file, round 20 shown; a guess's word typed into the round
   table's editor (opened as F2 does, QTest key clicks, Enter) until the
   window has repainted, both tables. By turns with the same typing into a
   plain-Qt twin: two QStandardItemModel tables of the same size, the word
   changed, every player's total changed and the standings sorted again,
   repainted. Goal: this thread's CPU time at most 1.3 times the twin's; the
   slowest word at most 4 times the median in wall time.
3. Sorting and filtering that round (100 players' guesses) in the same
   window: a header click's sort on each column in turn, ascending and
   descending, the filter box set to a player, and cleared, each until the
   window has repainted. Goal: median at most one frame (16 ms).
4. A game whose every report went out (``--only sent``): benchmarks/cli.py's,
   100 players and 40 rounds mailed round by round by the command line, and a
   round 41 entered (not sent). Opened to interactive, as in 1, against the
   plain-Qt twin (for information); then words typed as in 2, into round 41
   (no correction owed) and into round 20 (a correction of rounds 20 to 40
   owed: the banner says so), against the twin. Goal: as in 2, the CPU time
   until repainted at most 1.3 times the twin's. For information: the time
   until the banner says what changed after it went out (the watch works out
   the rest in later turns of the event loop), and its longest step.

Medians; the load average is printed with the figures. Edits, sorts and
filters also give the CPU time this process's main thread spent on them,
which a loaded machine changes less than the time that passed. Under ``offscreen``
unless QT_QPA_PLATFORM says otherwise (``xcb`` with Xvfb paints as on a
desktop). Nothing is written into the source tree; the first run builds the
word lists' cache in the system's temporary folder.

Run by hand: ``.venv/bin/python benchmarks/gui.py [--starts N] [--edits N] [--only start-up|edits|sent]``.
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
INTERACTIVE_GOAL = 2.0
"""A start with a big game given, until it can be worked with, against a bare window's first frame."""
BIG_PLAYERS = 100
EDIT_GOAL = 1.3
"""A typed word's CPU time against the plain-Qt twin's."""
WORST_GOAL = 4.0
"""The slowest typed word against the median one, in wall time."""
FRAME_MS = 16.0

FIRST_FRAME = """
import os, sys, time
start = float(sys.argv[1])
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstFrame(QObject):
    painted = False
    then = None  # what follows the first frame; by default the process ends
    def eventFilter(self, watched, event):
        if not self.painted and event.type() == QEvent.Type.Paint:
            self.painted = True
            QTimer.singleShot(0, self.done)  # once the frame is painted
        return False
    def done(self):
        if self.then is not None:
            self.then()
            return
        print(time.perf_counter() - start, flush=True)
        os._exit(0)  # at once: the process's CPU time is the start's own

first = FirstFrame()
"""


def bare(text: str = "") -> str:
    """The bare window's start: a QMainWindow shown until its first frame, with one line of ``text`` if given."""
    central = ("" if not text else
               f"from PySide6.QtWidgets import QLabel\nwindow.setCentralWidget(QLabel({text!r}))\n")
    return FIRST_FRAME + f"""
app = QApplication([sys.argv[0]])
window = QMainWindow()
{central}window.installEventFilter(first)
window.show()
app.exec()
"""


BARE = bare()
# The bare window with one line of text: Qt's font database (fontconfig, the font files) is read for it,
# as for any window that shows text. For information: the bare window shows none.
BARE_TEXT = bare("Round 1 of 40: 100 players")

INTERACTIVE = """
from PySide6.QtWidgets import QTableView

class Interactive(QObject):
    # From the first frame on, this watches the window's update requests: in each, Qt paints every widget of
    # the window that changed, and puts the frame on screen. The first one in which a table of at least ROWS
    # rows is shown (the game's round, the standings: all such tables) paints them with their rows; once a
    # zero-timer posted then has fired (after that frame, nothing queued before it), the game is interactive.
    # The watch's own time (looking for the tables gives every widget of the window a Python wrapper) is not
    # the start's: it is taken out of the figures, the app's and the twin's.
    # With "pause", the longest pause of the event loop in the second after that is the figure.
    def __init__(self, window, rows, pause):
        super().__init__()
        self.window, self.rows, self.pause = window, rows, pause
        self.found, self.ready_at, self.longest = False, None, 0.0
        self.probe_wall = self.probe_cpu = 0.0
        self.tick = QTimer(self)
        self.tick.setInterval(5)
        self.tick.timeout.connect(self.look)
    def begin(self):
        self.window.installEventFilter(self)
    def eventFilter(self, watched, event):
        if not self.found and event.type() == QEvent.Type.UpdateRequest:
            wall, cpu = time.perf_counter(), time.process_time()
            try:
                self.found = any(self.shown(table) for table in self.window.findChildren(QTableView))
            finally:
                self.probe_wall += time.perf_counter() - wall
                self.probe_cpu += time.process_time() - cpu
            if self.found:  # this update paints them
                QTimer.singleShot(0, self.ready)
        return False
    def shown(self, table):
        model = table.model()
        return table.isVisible() and model is not None and model.rowCount() >= self.rows
    def ready(self):
        self.window.removeEventFilter(self)
        if not self.pause:
            print(time.perf_counter() - start - self.probe_wall, self.probe_cpu, flush=True)
            os._exit(0)
        self.ready_at = self.last = time.perf_counter()
        self.tick.start()
    def look(self):
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.last)
        self.last = now
        if now - self.ready_at > 1.0:
            print(self.longest, flush=True)
            os._exit(0)
"""

APP = FIRST_FRAME + INTERACTIVE + """
mode, rows = sys.argv[2], int(sys.argv[3])
from wordmastermind.gui.app import main  # first, as wordmastermind-gui imports it
from wordmastermind.gui.window import main_window
show = main_window.MainWindow.show
def show_watched(self):
    self.installEventFilter(first)
    if mode != "first":
        first.watch = Interactive(self, rows, mode == "pause")
        first.then = first.watch.begin
    show(self)
main_window.MainWindow.show = show_watched
main(sys.argv[4:])
"""

TWIN = FIRST_FRAME + INTERACTIVE + """
# The same start done by plain Qt, for a floor: a bare window first; after its first frame the game's file
# read (JSON), every guess marked (+ and o), the last round's guesses and the players' totals put into two
# QStandardItemModel tables side by side, until both are painted with their rows.
import json
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QApplication, QMainWindow, QSplitter

def mark(word, secret):
    plus = sum(a == b for a, b in zip(word, secret))
    common = sum(min(word.count(c), secret.count(c)) for c in set(word))
    return plus, common - plus

def table(rows, titles):
    model = QStandardItemModel(len(rows), len(titles))
    model.setHorizontalHeaderLabels(titles)
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            model.setItem(r, c, QStandardItem(str(value)))
    view = QTableView()
    view.setModel(model)
    view.setSortingEnabled(True)
    return view

def open_game():
    with open(sys.argv[4], encoding="utf-8-sig") as handle:
        game = json.load(handle)
    secrets = {player["name"]: player["secret"] for player in game["players"]}
    totals = dict.fromkeys(secrets, 0)
    shown = []
    for number, round_ in enumerate(game["rounds"], 1):
        for guess in round_["guesses"]:
            plus, o = mark(guess["word"], secrets[guess["target"]])
            totals[guess["guesser"]] += 2 * plus + o
            if number == len(game["rounds"]):
                shown.append((guess["guesser"], guess["target"], guess["word"], plus, o))
    standings = sorted(totals.items(), key=lambda item: -item[1])
    splitter = QSplitter()
    splitter.addWidget(table(shown, ["Guesser", "Target", "Word", "+", "o"]))
    splitter.addWidget(table([(rank, name, total) for rank, (name, total) in enumerate(standings, 1)],
                             ["Rank", "Player", "Total"]))
    window.setCentralWidget(splitter)
    first.watch.begin()

rows = int(sys.argv[3])
app = QApplication([sys.argv[0]])
window = QMainWindow()
window.resize(1200, 800)
window.installEventFilter(first)
first.watch = Interactive(window, rows, False)
first.then = open_game
window.show()
app.exec()
"""


def big_game_file(folder: Path) -> Path:
    from wordmastermind.core.wmm.simulate import random_game
    from wordmastermind.files.wmm.file import save_game

    game = random_game(BIG_PLAYERS, 40, seed=2026, hit_chance=0.02)
    assert len(game.rounds) == 40, "the synthetic game ended early: lower hit_chance"
    path = folder / "big.wmm"
    save_game(game, path)
    return path


def first_frame(code: str, home: Path, *args: str) -> tuple[float, float]:
    """What a fresh process of ``code`` measured (seconds from its launch), and the CPU time it took: the
    process ends as soon as it has measured, so its CPU time is that of the start alone."""
    import resource
    import subprocess

    def used() -> float:
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        return usage.ru_utime + usage.ru_stime

    before = used()
    begin = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", code, repr(begin), *args],
        capture_output=True, text=True, env=child_env(home), cwd=home, check=False, timeout=300,
    )
    if done.returncode != 0:
        raise SystemExit(f"a start failed:\n{done.stderr}")
    # its last line: the seconds, and the CPU seconds of its probe when it had one (taken out of the start's)
    seconds, *probe = (float(figure) for figure in done.stdout.strip().splitlines()[-1].split())
    return seconds, used() - before - sum(probe)


def start_up(starts: int, game: Path) -> None:
    """The starts, by turns: a bare window, the app, the app with the big game (first frame, interactive, and
    the event loop's longest pause in the second after)."""
    from functools import partial

    home = new_home()
    rows = str(BIG_PLAYERS)
    kinds: dict[str, tuple[str, ...]] = {
        "bare QMainWindow": (BARE,),
        "bare window with a line of text": (BARE_TEXT,),
        "wordmastermind-gui": (APP, "first", rows),
        "with the game: first frame": (APP, "first", rows, str(game)),
        "with the game: interactive": (APP, "interactive", rows, str(game)),
        "with the game: longest pause": (APP, "pause", rows, str(game)),
        "plain-Qt twin: interactive": (TWIN, "interactive", rows, str(game)),
    }
    cpu: dict[str, list[float]] = {name: [] for name in kinds}

    def start(name: str) -> float:
        code, *args = kinds[name]
        seconds, used = first_frame(code, home, *args)
        cpu[name].append(used)
        return seconds

    try:
        config = home / ".config" / "wordmastermind"
        config.mkdir(parents=True)
        (config / "wordmastermind.conf").write_text("[ui]\ndemo_offered=true\n", encoding="utf-8")
        for name in kinds:  # bytecode caches, fonts
            start(name)
        for values in cpu.values():
            values.clear()
        times = interleaved({name: partial(start, name) for name in kinds}, starts)
    finally:
        remove(home)
    wall = {name: median_ms(values) for name, values in times.items()}
    used = {name: median_ms(values) for name, values in cpu.items()}
    bare, bare_cpu = wall["bare QMainWindow"], used["bare QMainWindow"]
    print(f"start-up ({starts} fresh processes each, interleaved; medians of the wall time from the launch,"
          f" and of the process's CPU time until then)")
    print(f"  bare QMainWindow, first frame: {bare:.0f} ms, CPU {bare_cpu:.0f} ms")
    text, text_cpu = wall["bare window with a line of text"], used["bare window with a line of text"]
    print(f"  for information, the bare window with a line of text (the font database read): {text:.0f} ms,"
          f" {text / bare:.2f} x bare, CPU {text_cpu:.0f} ms")
    for name, goal in (("wordmastermind-gui", START_GOAL), ("with the game: first frame", START_GOAL),
                       ("with the game: interactive", INTERACTIVE_GOAL)):
        ratio = wall[name] / bare
        label = name if name.startswith("with") else f"{name}, first frame"
        print(f"  {label}: {wall[name]:.0f} ms, {ratio:.2f} x bare (goal <= {goal}: {verdict(ratio, goal)});"
              f" CPU {used[name]:.0f} ms, {used[name] / bare_cpu:.2f} x bare")
    twin, twin_cpu = wall["plain-Qt twin: interactive"], used["plain-Qt twin: interactive"]
    interactive, interactive_cpu = wall["with the game: interactive"], used["with the game: interactive"]
    print(f"  for information, the same start by plain Qt (the file read, every guess marked, two tables of"
          f" {BIG_PLAYERS} rows painted): {twin:.0f} ms, {twin / bare:.2f} x bare, CPU {twin_cpu:.0f} ms;"
          f" the app to interactive is {interactive / twin:.2f} x that (CPU {interactive_cpu / twin_cpu:.2f} x)")
    pause = wall["with the game: longest pause"]
    print(f"  with the game: the event loop's longest pause in the second after interactive: {pause:.0f} ms"
          f" (for information; a game of {BIG_PLAYERS} players x 40 rounds)")


WORDS = ("QUARK", "ZANGE", "KERZE", "LAMPE")


def near_miss(secret: str, turn: int) -> str:
    """A word that scores against ``secret`` without guessing it: its last letter, or last two, replaced.

    Typed in turns, the guesser's points change with every word, and so do the standings."""
    cut = 1 + turn % 2
    return secret[:-cut] + "Q" * cut if "Q" not in secret[-cut:] else secret[:-cut] + "X" * cut


def typed(app: Any, table: Any, index: Any, word: str) -> tuple[float, float]:
    """Type ``word`` into ``index``'s editor (opened as F2 does), Enter, until the window has repainted.

    Wall time and this thread's CPU time, in seconds."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = table.window()
    if not window.isActiveWindow():  # typed into as the game master does: in the window they work in
        window.activateWindow()
        table.setFocus()
        # On X11 the window system answers in its own time (a loaded machine, no window manager): waited for
        for _ in range(200):
            app.processEvents()
            if window.isActiveWindow():
                break
            QTest.qWait(10)
        assert window.isActiveWindow(), "the window to type into is not active"
    table.setCurrentIndex(index)
    app.processEvents()
    start, start_cpu = time.perf_counter(), time.thread_time()
    table.edit(index)
    editor = table.indexWidget(index)
    editor.selectAll()
    QTest.keyClicks(editor, word)
    QTest.keyClick(editor, Qt.Key.Key_Return)
    app.processEvents()  # the views repaint
    return time.perf_counter() - start, time.thread_time() - start_cpu


def plain_twin(app: Any, round_rows: int, players: int) -> tuple[Any, Any, Any]:
    """The floor: the same two tables in plain Qt, a round's guesses and the standings beside it.

    A word typed into the round's editor changes every player's total, and the
    standings are sorted again on it, as the real window's are."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QStandardItem, QStandardItemModel
    from PySide6.QtWidgets import QMainWindow, QSplitter, QTableView

    window = QMainWindow()
    splitter = QSplitter(window)
    guesses, standings = QStandardItemModel(round_rows, 6, window), QStandardItemModel(players, 8, window)
    for row in range(round_rows):
        for column, text in enumerate((f"Spieler {row}", f"Spieler {(row + 1) % players}", WORDS[row % 4],
                                       "++o", "3", "")):
            guesses.setItem(row, column, QStandardItem(text))
    for row in range(players):
        for column in range(8):
            item = QStandardItem()
            item.setData(row * 7 % 101 if column != 1 else f"Spieler {row}", Qt.ItemDataRole.DisplayRole)
            standings.setItem(row, column, item)
    left, right = QTableView(splitter), QTableView(splitter)
    left.setModel(guesses)
    right.setModel(standings)
    right.setSortingEnabled(True)
    right.sortByColumn(4, Qt.SortOrder.DescendingOrder)
    edits = [0]

    def word_changed(item: Any) -> None:  # the totals follow, the standings are sorted again
        if item.column() != 2:
            return
        edits[0] += 1
        for row in range(players):
            standings.item(row, 4).setData((row * 7 + edits[0]) % 101, Qt.ItemDataRole.DisplayRole)
        right.sortByColumn(4, Qt.SortOrder.DescendingOrder)

    guesses.itemChanged.connect(word_changed)
    window.setCentralWidget(splitter)
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    return window, left, guesses


def real_window(folder: Path) -> tuple[Any, Any, Any]:
    """The application, the main window as the app builds it (shown) and its German word lists, loaded."""
    from PySide6.QtWidgets import QApplication

    from wordmastermind.gui.settings import AppSettings
    from wordmastermind.gui.window.main_window import MainWindow
    from wordmastermind.gui.window.recovery import RecoveryStore
    from wordmastermind.gui.word_checker import WordCheckers

    from wordmastermind.gui.app import keep_out_of_collections

    app = QApplication.instance() or QApplication([sys.argv[0]])
    checkers = WordCheckers(app)
    window = MainWindow(AppSettings.at(folder / "settings.ini"), RecoveryStore(folder / "recovery"),
                        checkers=checkers)
    keep_out_of_collections(window, checkers)  # as wordmastermind-gui does: the game and lists kept for good
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    started = time.perf_counter()
    german = checkers.get("de")
    german.wait(600)  # the first run builds the lists' cache
    app.processEvents()
    print(f"German word lists loaded ({time.perf_counter() - started:.1f} s)")
    return app, window, german


def edit_latency(edits: int, game: Path) -> None:
    """Words typed into round 20's editor in the real window, against the plain-Qt twin, by turns."""
    from wordmastermind.gui.wmm.round_model import WORD

    app, window, german = real_window(Path(game).parent)
    assert window.open_path(game)
    page = window.wmm.show_rounds(20)
    app.processEvents()
    table = page.table
    rows = page.round_model.rowCount() - 1
    twin, twin_table, twin_model = plain_twin(app, rows + 1, len(page.document.game.players))
    real: list[tuple[float, float]] = []
    plain: list[tuple[float, float]] = []
    game_now = page.document.game
    targets = [game_now.player(guess.target) for guess in page.round_model.guesses()[:10]]
    secrets = [target.secret for target in targets if target is not None]
    assert len(secrets) == 10, "round 20's first guesses name no player"
    for i in range(edits + 3):  # the first three warm up
        word = near_miss(secrets[i % 10], i // 10)
        measured = typed(app, table, table.model().index(i % 10, WORD), word)
        floor = typed(app, twin_table, twin_model.index(i % 10, 2), word)
        if i >= 3:
            real.append(measured)
            plain.append(floor)
    last = edits + 2
    assert page.round_model.guesses()[last % 10].word == near_miss(secrets[last % 10], last // 10), \
        "the typing did not reach the game"
    sort_and_filter(page, app, edits)
    twin.close()
    twin.deleteLater()
    german.stop()
    window.wmm.document.undo_stack.setClean()  # nothing to ask about on closing
    window.close()
    wall, cpu = [w for w, _ in real], [c for _, c in real]
    floor_wall, floor_cpu = [w for w, _ in plain], [c for _, c in plain]
    ratio = median_ms(cpu) / median_ms(floor_cpu)
    worst = max(wall) / median_ms(wall) * 1000
    print(f"a word typed in round 20 of 100 players x 40 rounds ({rows} guesses), Enter, repainted ({edits} words)")
    print(f"  CPU median {median_ms(cpu):.2f} ms, the plain-Qt twin {median_ms(floor_cpu):.2f} ms:"
          f" ratio {ratio:.2f} (goal <= {EDIT_GOAL}: {verdict(ratio, EDIT_GOAL)})")
    print(f"  wall median {median_ms(wall):.2f} ms (twin {median_ms(floor_wall):.2f} ms),"
          f" worst {max(wall) * 1000:.2f} ms = {worst:.1f} x the median"
          f" (goal <= {WORST_GOAL}: {verdict(worst, WORST_GOAL)})")


def mailed_game(folder: Path) -> Path:
    """benchmarks/cli.py's game whose every report went out (100 players, 40 rounds, mailed round by round by
    the command line: the log keeps 4,000 snapshots), with a round 41 entered by it (``guesses``), not sent."""
    from cli import command_time, guess_files
    from cli import mailed_game as mailed

    folder.mkdir()
    env = {k: v for k, v in child_env(folder).items() if k != "PYTHONUNBUFFERED"}
    path = mailed(folder, env)
    round41, _round20 = guess_files(path, folder)
    command_time(["guesses", str(path), str(round41), "--round", "41"], env, folder / "out.txt")
    return path


def edit_after_sending(edits: int, starts: int, game: Path) -> None:
    """Words typed into round 41 and into round 20 of a game whose every report went out, in the real window,
    against the plain-Qt twin, by turns; and that game opened, to interactive."""
    from functools import partial

    from wordmastermind.gui.wmm.round_model import WORD

    rows = str(BIG_PLAYERS)
    kinds = {"the app": (APP, "interactive", rows, str(game)),
             "the plain-Qt twin": (TWIN, "interactive", rows, str(game))}
    cpu: dict[str, list[float]] = {name: [] for name in kinds}

    def start(name: str) -> float:
        seconds, used = first_frame(*kinds[name][:1], game.parent, *kinds[name][1:])
        cpu[name].append(used)
        return seconds

    config = game.parent / ".config" / "wordmastermind"
    config.mkdir(parents=True, exist_ok=True)
    (config / "wordmastermind.conf").write_text("[ui]\ndemo_offered=true\n", encoding="utf-8")
    for name in kinds:  # bytecode caches
        start(name)
    for values in cpu.values():
        values.clear()
    wall = interleaved({name: partial(start, name) for name in kinds}, starts)
    print(f"a game of {BIG_PLAYERS} players x 40 rounds whose every report went out, and a round 41,"
          f" opened to interactive ({starts} fresh processes each, medians):")
    for name in kinds:
        print(f"  {name}: {median_ms(wall[name]):.0f} ms, CPU {median_ms(cpu[name]):.0f} ms")
    app, window, german = real_window(game.parent)
    assert window.open_path(game)
    steps: list[float] = []  # the CPU time of each step of the watch of what changed after it went out
    watcher = window.wmm.show_rounds(41).sent_watch
    if hasattr(watcher, "watch_of"):  # before 2026-12-01 the whole watch was done in the edit
        step = watcher.watch_of.step

        def timed_step(*args: Any, **kwargs: Any) -> Any:
            begin = time.thread_time()
            try:
                return step(*args, **kwargs)
            finally:
                steps.append(time.thread_time() - begin)

        watcher.watch_of.step = timed_step
    twin = None
    for number, owed in ((41, False), (20, True)):
        page = window.wmm.show_rounds(number)
        app.processEvents()
        table = page.table
        if twin is None:
            twin, twin_table, twin_model = plain_twin(app, page.round_model.rowCount(), BIG_PLAYERS)
        game_now = page.document.game
        secrets = [game_now.player(guess.target).secret for guess in page.round_model.guesses()[:10]]
        real: list[tuple[float, float]] = []
        plain: list[tuple[float, float]] = []
        settled: list[float] = []
        steps.clear()
        for i in range(edits + 3):  # the first three warm up
            word = near_miss(secrets[i % 10], i // 10)
            measured = typed(app, table, table.model().index(i % 10, WORD), word)
            begin = time.perf_counter()
            while getattr(page.sent_watch, "busy", False):
                app.processEvents()
            settled.append(time.perf_counter() - begin + measured[0])
            floor = typed(app, twin_table, twin_model.index(i % 10, 2), word)
            if i >= 3:
                real.append(measured)
                plain.append(floor)
        assert page.banner.isVisible() == owed, "the banner does not say what is owed"
        wall, used = [w for w, _ in real], [c for _, c in real]
        ratio = median_ms(used) / median_ms([c for _, c in plain])
        print(f"a word typed in round {number} of that game ({'a correction owed' if owed else 'none owed'}),"
              f" Enter, repainted ({edits} words)")
        print(f"  CPU median {median_ms(used):.2f} ms, the plain-Qt twin {median_ms([c for _, c in plain]):.2f} ms:"
              f" ratio {ratio:.2f} (goal <= {EDIT_GOAL}: {verdict(ratio, EDIT_GOAL)});"
              f" wall median {median_ms(wall):.2f} ms, worst {max(wall) * 1000:.2f} ms")
        print(f"  for information: until the banner says what changed, wall median {median_ms(settled):.1f} ms;"
              f" the watch's steps, CPU median {median_ms(steps or [0]):.1f} ms,"
              f" longest {max(steps, default=0) * 1000:.1f} ms")
    twin.close()
    german.stop()
    window.wmm.document.undo_stack.setClean()  # nothing to ask about on closing
    window.close()


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
    parser.add_argument("--only", choices=("start-up", "edits", "sent"),
                        help="measure only the start-up, or the edits, or those of a game whose reports went out")
    args = parser.parse_args()
    home = new_home()
    try:
        use_user_folders(home)
        print(machine_load())
        game = big_game_file(home)
        if args.only in (None, "start-up"):
            start_up(args.starts, game)
        if args.only in (None, "edits"):
            edit_latency(args.edits, game)
        if args.only in (None, "sent"):
            edit_after_sending(args.edits, args.starts, mailed_game(home / "sent"))
        print(machine_load())
    finally:
        remove(home)


if __name__ == "__main__":
    main()
