"""Starting the desktop app: ``wordmastermind-gui [GAME]``."""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

# The window's modules make thousands of objects that live as long as the app, and next to no garbage:
# Python's collector would look them over a dozen times while they are imported (some 3 ms of the start).
# It rests for the imports alone (as in main() for the start), whoever imports this module.
_collecting = gc.isenabled()
gc.disable()
try:
    from PySide6.QtCore import QStandardPaths, QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from wordmastermind import __version__
    from wordmastermind.gui import settings as keys
    from wordmastermind.gui.window.main_window import MainWindow
    from wordmastermind.gui.window.recovery import RecoveryStore
    from wordmastermind.gui.settings import AppSettings
finally:
    if _collecting:
        gc.enable()

if TYPE_CHECKING:
    from wordmastermind.gui.word_checker import WordCheckers

START_SETTLED_MS = 1000
"""How long after the window is shown the garbage collector is let work again (see :func:`main`)."""


def recovery_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "recovery"


def app_icon() -> QIcon:
    """The app's icon: the drawing, or its 256-pixel picture where SVG is not read."""
    icons = Path(__file__).resolve().parent.parent / "resources" / "icons"
    icon = QIcon(str(icons / "wordmastermind.svg"))
    if icon.isNull():  # no SVG icon engine, or the file unreadable
        icon = QIcon(str(icons / "wordmastermind-256.png"))
    return icon


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    """The command line's game (and the build's options); ``--help`` and mistakes end the program."""
    if not argv or (len(argv) == 1 and not argv[0].startswith("-")):
        # A start with a game or without, as the parser below reads it, without building the
        # parser: its help texts are looked up in the system's message catalogs at every start.
        return argparse.Namespace(game=Path(argv[0]) if argv else None, smoke_test=None)
    parser = argparse.ArgumentParser(
        prog="wordmastermind-gui", description="The game master's desktop app."
    )
    parser.add_argument("game", nargs="?", type=Path, metavar="GAME", help="a game file to open")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    # A check of the installed or frozen app, for the build (see gui/smoke.py).
    parser.add_argument("--smoke-test", type=Path, metavar="OUTDIR", help=argparse.SUPPRESS)
    return parser.parse_args(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_arguments(sys.argv[1:] if argv is None else argv)
    if args.smoke_test is not None:
        from wordmastermind.gui.smoke import run_smoke_test

        return run_smoke_test(args.smoke_test)
    # The start (the window, then the game given) makes tens of thousands of objects that live as long as
    # the app, and next to no garbage: Python's collector would look them over some 80 times meanwhile
    # (10 ms of a big game's start). It waits until the start has settled, and then leaves them out of
    # every later collection (gc.freeze: they are there for good), as Python's documentation suggests.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _run(args, collecting)
    finally:
        gc.unfreeze()  # what runs after the app (a test's next start) is collected as before
        if collecting:
            gc.enable()


def _settled(collecting: bool) -> None:
    """The start is over: what it made is kept out of the collector's way, and the collector works again."""
    gc.freeze()
    if collecting:
        gc.enable()


def keep_out_of_collections(window: MainWindow, checkers: WordCheckers) -> Callable[[], None]:
    """A game opened later, and word lists loaded, are kept out of the collector's way too, until the
    function returned is called (the app calls it as it ends).

    Both live as long as they are used, and they are many objects: a
    collection that looks over all there are (Python makes one every few
    dozen typed guesses) took 12-20 ms with a big game and the German lists,
    a stall beside the 6 ms a typed guess takes. Objects left out this way
    are still freed when nothing refers to them any more.
    """
    window.opened.connect(_keep_for_good)
    checkers.loaded.connect(_keep_for_good)

    def stop() -> None:  # lists that arrive after the app (in a test's process) are collected as ever
        for owner, signal in ((window, "opened"), (checkers, "loaded")):
            try:
                getattr(owner, signal).disconnect(_keep_for_good)
            except (RuntimeError, TypeError):  # gone already, or not connected
                pass

    return stop


def _keep_for_good(*_what: object) -> None:
    gc.freeze()


def _run(args: argparse.Namespace, collecting: bool) -> int:
    existing = QApplication.instance()
    if existing is None:
        from wordmastermind.gui.platform_plugin import platform_problem

        problem = platform_problem()  # Qt's own message would not say what to install
        if problem is not None:
            print(f"wordmastermind-gui: {problem}", file=sys.stderr)
            return 1
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0]])
    app.setOrganizationName(keys.ORGANIZATION)
    app.setApplicationName(keys.APPLICATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("org.wordmastermind.WordMasterMind")  # matches the .desktop file
    app.setWindowIcon(app_icon())
    from wordmastermind.gui.word_checker import WordCheckers

    checkers = WordCheckers(app)  # each language's word lists, loaded when first needed
    settings = AppSettings.user()
    from wordmastermind.gui.i18n import Translators, chosen_language

    translators = Translators()  # its cache folder is found if a translation must be built
    translators.install(chosen_language(settings.get(keys.LANGUAGE)))
    theme = settings.get(keys.THEME)
    system_style = ""  # the window asks for it when the theme changes: asking costs start-up
    if theme in ("light", "dark"):  # the system's look is the look the app starts with
        from wordmastermind.gui.theme import apply_theme

        system_style = app.style().name()
        apply_theme(app, theme, system_style)
    window = MainWindow(settings, RecoveryStore(recovery_folder()), checkers=checkers,
                        translators=translators, system_style=system_style)
    stop_keeping = keep_out_of_collections(window, checkers)
    from wordmastermind.gui.crash import CrashHandler

    crash = CrashHandler()  # a bug shows its details, work saved first
    crash.install()
    from wordmastermind.gui.window.keeper import WindowKeeper

    keeper = WindowKeeper(window, crash)
    if sys.platform == "darwin":
        # macOS's open-file events come to the application: a filter of all
        # its events, which would cost every event anywhere else.
        keeper.install()
    window.start_after_first_frame(args.game)  # the window first, then the game (asked before it is shown)
    window.show()
    settled = QTimer()
    settled.setSingleShot(True)
    settled.timeout.connect(lambda: _settled(collecting))
    settled.start(START_SETTLED_MS)
    app.aboutToQuit.connect(checkers.stop)  # the word lists' loading ends before the window goes
    try:
        return int(app.exec())
    finally:
        settled.stop()
        stop_keeping()
        checkers.stop()
        crash.uninstall()  # nothing of this run's outlives it (a test calls main() again)


if __name__ == "__main__":
    raise SystemExit(main())
