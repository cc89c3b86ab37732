"""Imports read their file away from the window: it keeps repainting, and Cancel changes nothing.

A large spreadsheet takes seconds to read. The app reads it in a worker
process while a progress dialog names the file; a timer that ticks every
16 ms (as a repaint would) keeps ticking, and Cancel stops the worker at
once: no preview, the game as it was, no process or thread left over. A
normal import still opens the preview, and a file that cannot be read
gives the same message as before.
"""

from __future__ import annotations

import operator
import os
import threading
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from background_support import GameMaster, child_processes  # noqa: E402
from openpyxl import Workbook  # noqa: E402
from PySide6.QtWidgets import QApplication, QProgressDialog  # noqa: E402

from wordmastermind.core.errors import RosterError  # noqa: E402
from wordmastermind.core.wmm.game import Player  # noqa: E402
from wordmastermind.core.wmm.roster import check_roster  # noqa: E402
from wordmastermind.core.words import WordRules  # noqa: E402

def large_workbook(path: Path, header: list[str], row: list[str], rows: int) -> Path:
    """A workbook of ``rows`` rows (numbered in the first column): seconds to read, and
    about 5 MB unpacked, inside the limit for a table of players or guesses."""
    book = Workbook(write_only=True)
    sheet = book.create_sheet()
    sheet.append(header)
    for number in range(rows):
        sheet.append([f"{row[0]}{number}", *row[1:]])
    book.save(path)
    return path


@pytest.fixture(autouse=True)
def progress_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The progress dialog shows as the work starts (as the app shows it after half a second): these tests
    answer it, and a small file is done within half a second."""
    monkeypatch.setattr("wordmastermind.gui.background_work.PROGRESS_AFTER_MS", 0)


def opened_demo(window: Any, tmp_path: Path) -> Any:
    window.wmm.load_demo()
    path = tmp_path / "demo.wmm"
    window.wmm.save(path)
    return window.wmm


def import_action(window: Any, start: str) -> Any:
    return next(a for a in window.current_sheet().imports() if a.label.startswith(start))


@pytest.mark.parametrize("what", ["players", "round"])
def test_a_slow_import_keeps_the_window_responsive_and_cancel_leaves_the_game(
    window: Any, tmp_path: Path, qtbot: Any, what: str
) -> None:
    sheet = opened_demo(window, tmp_path)
    if what == "players":
        action = import_action(window, "Players from a spreadsheet")
        path = large_workbook(tmp_path / "players.xlsx", ["Name", "Geheimwort"], ["Spieler", "SALAT"],
                              40_000)
    else:
        sheet.show_rounds(3)
        action = import_action(window, "Guesses of round 3")
        path = large_workbook(tmp_path / "round3.xlsx", ["guesser", "target", "word"],
                              ["Gustav", "Alfons", "SALAT"], 30_000)
    game = sheet.document.game
    steps = sheet.document.undo_stack.count()
    children, threads = child_processes(), threading.active_count()

    with GameMaster(qtbot, cancel_after=60) as gm:  # about a second of ticks: a fraction of the reading
        window.import_from(action, path)
        returned = time.perf_counter()

    assert gm.progress_labels == [f"Reading {path.name}…"], "no progress dialog named the file"
    gaps = gm.gaps_while_waiting() if gm.cancelled_at is not None else []
    # 60 ticks came while the file was read: the window was free. Read in the window's own
    # thread there would be none until the end; read in a thread of the app (pandas holds
    # the GIL) one every 190 to 230 ms, and the reading over long before the 60th.
    assert gm.cancelled_at is not None and not gm.previews, (
        f"the import was over before Cancel: the window froze ({gm.progress_ticks} ticks while it read,"
        f" the longest gap {max(gaps, default=0):.2f} s)")
    assert gm.progress_shown is not None
    waited, stopping = gm.cancelled_at - gm.progress_shown, returned - gm.cancelled_at
    assert stopping < waited, f"Cancel did not stop the wait at once: {stopping:.2f} s, after {waited:.2f} s of reading"
    assert sheet.document.game == game and sheet.document.undo_stack.count() == steps
    assert not sheet.document.modified
    assert child_processes() == children, "the worker is still running"
    assert threading.active_count() == threads
    assert not any(isinstance(w, QProgressDialog) and w.isVisible() for w in QApplication.topLevelWidgets())


def test_cancel_leaves_the_woordspel_game_as_it_was(window: Any, tmp_path: Path, dialogs: Any, qtbot: Any) -> None:
    from wordmastermind.core.woordspel.game import Game
    from wordmastermind.core.woordspel.play import Play
    from wordmastermind.files.woordspel.file import save_woordspel

    path = tmp_path / "club.woordspel"
    save_woordspel(Game(("Anna", "Bas")).with_move(Play.parse("8H LEES")), path)
    assert window.open_path(path)
    sheet = window.current_sheet()
    game = sheet.document.game
    record = tmp_path / "r.gcg"
    record.write_text("#player1 An Anna\n#player2 Bo Bas\n>An: EELSSTU 8H LEES +8 8\n", encoding="utf-8")
    children = child_processes()
    with GameMaster(qtbot, cancel_after=0) as gm:
        window.import_from(import_action(window, "Game from a GCG record"), record)
    assert gm.progress_labels == ["Reading r.gcg…"] and gm.cancelled_at is not None
    assert not dialogs.shown, "the record was imported before Cancel"
    assert sheet.document.game == game and not sheet.document.modified
    assert child_processes() == children


def test_a_normal_import_opens_the_preview_and_leaves_no_worker(window: Any, tmp_path: Path, qtbot: Any) -> None:
    path = tmp_path / "players.csv"
    path.write_text("Name;Geheimwort\nAnna;Abend\nBert;Birne\nCleo;Feder\nDora;Gabel\n", encoding="utf-8")
    window.new_action.trigger()
    children = child_processes()
    with GameMaster(qtbot, answer="Import") as gm:
        assert window.import_from(import_action(window, "Players from a spreadsheet"), path)
    assert gm.previews == ["4 players read, no problems"]
    assert [p.name for p in window.wmm.document.game.players] == ["Anna", "Bert", "Cleo", "Dora"]
    assert child_processes() == children


def test_a_file_that_cannot_be_read_gives_its_message(window: Any, tmp_path: Path, dialogs: Any, qtbot: Any) -> None:
    sheet = opened_demo(window, tmp_path)
    game = sheet.document.game
    path = tmp_path / "players.xlsx"
    path.write_bytes(b"PK\x03\x04 this is no spreadsheet")
    children = child_processes()
    with GameMaster(qtbot) as gm:
        assert not window.import_from(import_action(window, "Players from a spreadsheet"), path)
    assert not gm.previews and gm.progress_labels == ["Reading players.xlsx…"]
    [message] = dialogs.texts("critical")
    assert message == f"{path}: the spreadsheet is damaged or incomplete (was a download or copy cut short?); " \
                      "open it in Excel or LibreOffice and save it again"
    assert sheet.document.game == game
    assert child_processes() == children


# -- the worker itself ---------------------------------------------------------------------


def test_an_error_comes_back_with_its_message_even_when_it_cannot_be_pickled(
    window: Any, tmp_path: Path
) -> None:
    from wordmastermind.gui.background_work import read_in_background

    players = [Player("Anna", "SALAT"), Player("Anna", "TISCH")]
    with pytest.raises(RosterError) as here:
        check_roster(players, WordRules())
    with pytest.raises(ValueError) as there:
        read_in_background(window, tmp_path / "roster.csv", check_roster, players, WordRules())
    assert str(there.value) == str(here.value)


def test_a_bug_in_the_worker_is_reported_with_its_traceback(window: Any, tmp_path: Path) -> None:
    from wordmastermind.gui.background_work import read_in_background

    with pytest.raises(RuntimeError, match="KeyError: 'name'"):
        read_in_background(window, tmp_path / "roster.csv", operator.getitem, {}, "name")


def test_a_worker_that_dies_is_told_as_the_file_not_read(window: Any, tmp_path: Path) -> None:
    from wordmastermind.gui.background_work import read_in_background

    children = child_processes()
    with pytest.raises(OSError, match=r"roster.csv: cannot be read: the reading stopped unexpectedly \(exit code 3\)"):
        read_in_background(window, tmp_path / "roster.csv", os._exit, 3)
    assert child_processes() == children
