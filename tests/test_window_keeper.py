"""What belongs to the app, not to one window, goes to the main window, which a language switch keeps."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_crash import raise_and_catch


def test_files_the_system_opens_and_the_crash_handler_follow_the_current_window(
    window: Any, tmp_path: Path, qtbot: Any, capsys: Any
) -> None:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFileOpenEvent

    from wordmastermind.core.wachtwoord.game import Team, TeamGame
    from wordmastermind.files.wachtwoord.file import save_wachtwoord
    from wordmastermind.gui.crash import CrashHandler
    from wordmastermind.gui.window.keeper import WindowKeeper

    app = QCoreApplication.instance()
    crash = CrashHandler(folder=tmp_path / "logs")
    keeper = WindowKeeper(window, crash)
    keeper.install()
    try:
        # a Wachtwoord game double-clicked in the Finder (macOS sends an open-file event)
        sheet_path = tmp_path / "club.wwd"
        save_wachtwoord(TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie")), sheet_path)
        QCoreApplication.sendEvent(app, QFileOpenEvent(str(sheet_path)))
        shown = window.tabs.currentWidget()
        assert shown.kind == "wachtwoord" and shown.document.path == sheet_path

        window.switch_language("de")
        assert keeper.window is window
        # the next file goes to the window, as before
        window.wmm.load_demo()
        demo_path = tmp_path / "demo.wmm"
        window.wmm.save(demo_path)
        QCoreApplication.sendEvent(app, QFileOpenEvent(str(demo_path)))
        assert window.tabs.currentWidget() is window.wmm and window.wmm.document.path == demo_path
        assert keeper.opened == [sheet_path, demo_path]

        # a bug now saves the window's work and shows the details over it
        window.wmm.document.edit("Notes", lambda game: game.with_notes(1, "Gut gespielt"))
        crash.handle(*raise_and_catch())
        assert window.recovery.path_for(window.slot(window.wmm)).exists()
        assert crash.dialog is not None and crash.dialog.parent() is window
        crash.dialog.close()
        assert "KeyError" in capsys.readouterr().err
    finally:
        app.removeEventFilter(keeper)
        window.translators.install("en")  # the next tests read English
