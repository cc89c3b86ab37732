"""An unexpected error: the work is saved, the details logged and shown with a way to copy them."""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QGuiApplication


def raise_and_catch() -> tuple[type[BaseException], BaseException, Any]:
    try:
        {}["missing"]
    except KeyError:
        kind, error, trace = sys.exc_info()
        assert kind is not None and error is not None
        return kind, error, trace
    raise AssertionError("unreachable")


def test_an_unexpected_error_saves_the_game_logs_and_shows_the_details(
    window: Any, tmp_path: Path, qtbot: Any, capsys: Any
) -> None:
    from wordmastermind.gui.crash import LOG_NAME, CrashHandler

    window.wmm.load_demo()
    window.wmm.document.edit("Notes", lambda game: game.with_notes(1, "Gut gespielt"))  # unsaved work
    assert window.wmm.document.modified
    handler = CrashHandler(window, save_all=window.autosave_all, folder=tmp_path / "logs")
    handler.handle(*raise_and_catch())
    # the game is in the recovery store
    assert window.recovery.path_for(window.slot(window.wmm)).exists()
    # the details are logged
    log = (tmp_path / "logs" / LOG_NAME).read_text(encoding="utf-8")
    assert "KeyError: 'missing'" in log and "wordmastermind " in log
    # and shown, with a way to copy them
    dialog = handler.dialog
    assert dialog is not None and dialog.isVisible()
    assert "saved for recovery" in dialog.message.text() and str(tmp_path / "logs") in dialog.message.text()
    dialog.copy_button.click()
    assert "KeyError: 'missing'" in QGuiApplication.clipboard().text()
    dialog.close()
    assert "KeyError" in capsys.readouterr().err


def test_errors_in_other_threads_reach_the_dialog(qtbot: Any, tmp_path: Path) -> None:
    from wordmastermind.gui.crash import CrashHandler

    handler = CrashHandler(folder=tmp_path)
    old_thread_hook = threading.excepthook
    old_hook = sys.excepthook
    try:
        handler.install()
        thread = threading.Thread(target=lambda: 1 / 0)
        thread.start()
        thread.join()
        qtbot.waitUntil(lambda: handler.dialog is not None)
        assert "ZeroDivisionError" in handler.dialog.details.toPlainText()
        handler.dialog.close()
    finally:
        threading.excepthook = old_thread_hook
        sys.excepthook = old_hook


def test_the_log_keeps_one_older_file(tmp_path: Path) -> None:
    from wordmastermind.gui import crash

    (tmp_path / crash.LOG_NAME).write_text("x" * (crash.LOG_LIMIT + 1), encoding="utf-8")
    crash.write_log(tmp_path, "new error")
    assert (tmp_path / (crash.LOG_NAME + ".1")).stat().st_size > crash.LOG_LIMIT
    assert (tmp_path / crash.LOG_NAME).read_text(encoding="utf-8").startswith("new error")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux log folder")
def test_the_log_folder_is_the_users_state_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from wordmastermind.gui.crash import log_folder

    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_STATE_HOME", raising=False)
    assert log_folder() == tmp_path / ".local" / "state" / "wordmastermind" / "log"
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    assert log_folder() == tmp_path / "state" / "wordmastermind" / "log"
