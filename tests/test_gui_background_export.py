"""Exports make their file away from the window: it keeps repainting, and Cancel writes nothing.

A round report of a big game takes python-docx, openpyxl or ReportLab a
noticeable time. The app makes the file in a worker process while a
progress dialog names it; a timer that ticks every 16 ms (as a repaint
would) keeps ticking meanwhile. Cancel stops the worker at once: the file
that was there stays as it was, nothing is said written, and no process is
left over. An export that runs to its end writes the same file as before.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from background_support import GameMaster, child_processes  # noqa: E402
from PySide6.QtWidgets import QApplication, QProgressDialog  # noqa: E402

from wordmastermind.core.wmm.simulate import random_game  # noqa: E402
from wordmastermind.files.wmm.file import save_game  # noqa: E402


@pytest.fixture(autouse=True)
def progress_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The progress dialog shows as the work starts (as the app shows it after half a second): these tests
    answer it, and a small file is done within half a second."""
    monkeypatch.setattr("wordmastermind.gui.background_work.PROGRESS_AFTER_MS", 0)


def opened_big_game(window: Any, tmp_path: Path) -> Any:
    """A game of 80 players and 12 rounds, opened from its file: its round report is some pages long."""
    path = tmp_path / "big.wmm"
    save_game(random_game(80, 12, seed=7, hit_chance=0.02), path)
    assert window.open_path(path)
    return window.wmm


def export_action(window: Any, start: str) -> Any:
    return next(a for a in window.current_sheet().exports() if a.label.startswith(start))


@pytest.mark.parametrize("kind", ["PDF", "Word", "Excel"])
def test_an_export_keeps_the_window_responsive_and_writes_the_report(
    window: Any, tmp_path: Path, qtbot: Any, kind: str
) -> None:
    sheet = opened_big_game(window, tmp_path)
    action = export_action(window, f"Round 12 report as {kind}")
    target = tmp_path / action.default_name
    children, threads = child_processes(), threading.active_count()
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)

    with GameMaster(qtbot) as gm:
        assert window.export_to(action, target)

    assert gm.progress_labels == [f"Writing {target.name}…"], "no progress dialog named the file"
    # Made in the window's own thread, there would be no progress dialog and no tick until the end.
    assert gm.progress_ticks >= 2, f"the window froze while the file was made ({gm.progress_ticks} ticks)"
    magic = {"PDF": b"%PDF", "Word": b"PK\x03\x04", "Excel": b"PK\x03\x04"}[kind]
    assert target.read_bytes().startswith(magic)
    assert f"Written: {target}" in said
    assert not sheet.document.modified
    assert child_processes() == children, "the worker is still running"
    assert threading.active_count() == threads
    assert not any(isinstance(w, QProgressDialog) and w.isVisible() for w in QApplication.topLevelWidgets())


def test_a_quick_export_shows_no_progress_dialog_but_a_busy_cursor(
    window: Any, tmp_path: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file made before :data:`PROGRESS_AFTER_MS` has passed flashes no dialog (here however slow the
    machine); the window repaints meanwhile, under a busy cursor, and has its own cursor back after."""
    from PySide6.QtCore import Qt

    monkeypatch.setattr("wordmastermind.gui.background_work.PROGRESS_AFTER_MS", 60_000)
    window.wmm.load_demo()
    action = next(a for a in window.current_sheet().exports() if a.label.startswith("Round") and "as PDF" in a.label)
    target = tmp_path / action.default_name
    cursors: list[Any] = []

    def cursor() -> None:
        shown = QApplication.overrideCursor()
        cursors.append(None if shown is None else shown.shape())

    with GameMaster(qtbot) as gm:
        gm.timer.timeout.connect(cursor)
        assert window.export_to(action, target)
    assert target.read_bytes().startswith(b"%PDF")
    assert gm.progress_labels == [], "a progress dialog showed"
    assert len(gm.ticks) >= 2 and Qt.CursorShape.BusyCursor in cursors  # the window repainted, showing it is busy
    assert QApplication.overrideCursor() is None


def test_the_progress_dialog_shows_once_the_export_has_taken_its_while(
    window: Any, tmp_path: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import time

    monkeypatch.setattr("wordmastermind.gui.background_work.PROGRESS_AFTER_MS", 150)
    opened_big_game(window, tmp_path)
    action = export_action(window, "Round 12 report as Word")
    target = tmp_path / action.default_name
    with GameMaster(qtbot) as gm:
        started = time.perf_counter()
        assert window.export_to(action, target)
    assert gm.progress_labels == [f"Writing {target.name}…"], "no progress dialog named the file"
    assert gm.progress_shown is not None and gm.progress_shown - started >= 0.15
    assert target.read_bytes().startswith(b"PK\x03\x04")


def test_cancel_writes_nothing_and_keeps_the_old_report(window: Any, tmp_path: Path, qtbot: Any) -> None:
    opened_big_game(window, tmp_path)
    action = export_action(window, "Round 12 report as PDF")
    folder = tmp_path / "reports"
    folder.mkdir()
    target = folder / action.default_name
    old = b"%PDF-1.4 last week's report"
    target.write_bytes(old)
    children = child_processes()
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)

    with GameMaster(qtbot, cancel_after=2) as gm:
        written = window.export_to(action, target)

    assert gm.cancelled_at is not None, "the export was over before Cancel: the window froze"
    assert written is False
    assert target.read_bytes() == old, "the report there was replaced"
    assert [p.name for p in folder.iterdir()] == [target.name], "a file was left beside it"
    assert not any("Written" in message for message in said)
    assert child_processes() == children, "the worker is still running"


def test_an_export_refused_says_why_before_any_worker_starts(window: Any, tmp_path: Path, qtbot: Any,
                                                             dialogs: Any) -> None:
    opened_big_game(window, tmp_path)
    action = export_action(window, "Round 12 report as Word")
    children = child_processes()
    with GameMaster(qtbot) as gm:
        assert not window.export_to(action, tmp_path / "no such folder" / "r.docx")
    assert gm.progress_labels == [], "a worker was started for a file that cannot be written"
    assert child_processes() == children
    [(kind, text)] = dialogs.shown
    assert kind == "critical" and "no such folder" in text, text


def test_a_text_report_is_written_at_once(window: Any, tmp_path: Path, qtbot: Any) -> None:
    """Plain text takes no library and no time worth a worker's start: no progress dialog."""
    opened_big_game(window, tmp_path)
    action = export_action(window, "Round 12 report as text")
    target = tmp_path / action.default_name
    children = child_processes()
    with GameMaster(qtbot) as gm:
        assert window.export_to(action, target)
    assert gm.progress_labels == []
    assert "Player 001" in target.read_text(encoding="utf-8")
    assert child_processes() == children


@pytest.mark.parametrize("suffix", ["XLSX", "CSV"])
def test_the_roster_is_exported_away_from_the_window_as_excel(window: Any, tmp_path: Path, qtbot: Any,
                                                             suffix: str) -> None:
    """The roster as an Excel workbook is made in the worker (openpyxl); as CSV at once. Either reads back."""
    from wordmastermind.files.wmm.imports import read_roster

    opened_big_game(window, tmp_path)
    action = export_action(window, f"Roster with secret words as {suffix}")
    target = tmp_path / action.default_name
    with GameMaster(qtbot) as gm:
        assert window.export_to(action, target)
    assert gm.progress_labels == ([f"Writing {target.name}…"] if suffix == "XLSX" else [])
    players, _lines, _ = read_roster(target)
    assert players == list(window.wmm.document.game.players)


def test_letters_are_made_away_from_the_window_and_cancel_saves_none(qtbot: Any, tmp_path: Path) -> None:
    """The letters of the postal players (ReportLab: each one's guesses and the whole report; for 60
    players seconds) are made in the worker: the window ticks meanwhile; Cancel saves no letter, logs
    nothing as sent and says so."""
    import dataclasses

    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.gui.mail.dialog import MailDialog

    game = random_game(12, 6, seed=11, hit_chance=0.02)
    game = dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, address=f"{p.name}\nAm Markt {n}\n10115 Berlin") for n, p in enumerate(game.players, 1)))
    dialog = MailDialog(evaluate(game), 6, sender="Joe <joe@example.org>", post=("Joe Grimm, Hauptstraße 1", "Berlin"))
    qtbot.addWidget(dialog)
    dialog.show()
    sent: list[int] = []

    def went_out(number: int, _moment: Any) -> None:
        sent.append(number)

    dialog.went_out.connect(went_out)
    children = child_processes()

    with GameMaster(qtbot, cancel_after=2) as gm:
        assert dialog.save_letters(tmp_path / "cancelled.pdf") is None
    assert gm.progress_labels == ["Writing cancelled.pdf…"] and gm.cancelled_at is not None
    assert not (tmp_path / "cancelled.pdf").exists() and not sent
    assert dialog.status_label.text() == "The letters were not saved: cancelled."
    assert child_processes() == children

    with GameMaster(qtbot) as gm:
        assert dialog.save_letters(tmp_path / "letters.pdf") == tmp_path / "letters.pdf"
    assert gm.progress_ticks >= 2, f"the window froze while the letters were made ({gm.progress_ticks} ticks)"
    assert dialog.status_label.text().startswith(f"12 letters saved in {tmp_path / 'letters.pdf'}.")
    assert sent == [6]
    assert child_processes() == children
