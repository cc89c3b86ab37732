"""Starting the desktop app: ``wordmastermind-gui [GAME]``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication

from wordmastermind import __version__
from wordmastermind.gui import settings as keys
from wordmastermind.gui.mainwindow import MainWindow
from wordmastermind.gui.recovery import RecoveryStore
from wordmastermind.gui.settings import AppSettings


def recovery_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "recovery"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="wordmastermind-gui", description="The game master's desktop app."
    )
    parser.add_argument("game", nargs="?", type=Path, metavar="GAME", help="a game file to open")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setOrganizationName(keys.ORGANIZATION)
    app.setApplicationName(keys.APPLICATION)
    app.setApplicationVersion(__version__)
    from wordmastermind.gui.word_checker import WordCheckers

    checkers = WordCheckers(app)  # each language's word lists, loaded when first needed
    window = MainWindow(AppSettings.user(), RecoveryStore(recovery_folder()), checkers=checkers)
    from wordmastermind.gui.crash import CrashHandler

    CrashHandler(window, save_all=window.autosave_all).install()  # a bug shows its details, work saved
    window.show()
    window.start(args.game)
    return int(app.exec())


if __name__ == "__main__":
    raise SystemExit(main())
