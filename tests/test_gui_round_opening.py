"""When a round opens, in the app: shown and set on the Rounds page, recorded when a report goes out.

A round opens when the report of the round before goes out: mailed with
Game ▸ Mail the Players…, saved as letters on its Post tab, or set by the
game master on the Rounds page. Each is one undo step; a report sent again
opens nothing.
"""

from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDateTime, QPoint, Qt
from PySide6.QtTest import QTest

from wordmastermind.core.wmm.round_window import opened_at
from wordmastermind.files.mail.dates import local_date
from wordmastermind.files.wmm.file import load_game, save_game

from smtp_support import Server
from test_gui_inbox import smtp_settings
from test_cli_inbox import new_game, ok
from test_corrections import ended_in_round_two
from test_mail_dialog import send_and_wait


def test_the_rounds_page_shows_when_the_round_opened_and_sets_or_clears_it(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys)
    ok(capsys, "deadline", game, "--round", 1, "--at", "2026-12-01T18:00+01:00")
    guesses = tmp_path / "round1.csv"
    guesses.write_text("guesser,target,word\nAlfons,Beatrix,STUHL\n", encoding="utf-8")
    ok(capsys, "guesses", game, "--round", 1, guesses)
    assert window.open_path(game)
    page = window.wmm.show_rounds(1)
    field = page.opening
    assert field.label.text() == "Opened: not known"
    assert "every mail may be its" in field.label.toolTip()
    assert not field.clear_action.isEnabled()
    document = window.wmm.document
    # set: a date and time, one undo step
    field.edit.setDateTime(QDateTime.fromString("2026-11-24T09:03", "yyyy-MM-ddTHH:mm"))
    field.menu.popup(field.button.mapToGlobal(QPoint(0, field.button.height())))  # Change: a date and time, Set
    QTest.mouseClick(field.set_button, Qt.MouseButton.LeftButton)
    assert not field.menu.isVisible()
    at = datetime(2026, 11, 24, 9, 3).astimezone()
    assert opened_at(document.game, 1) == at
    assert document.undo_stack.undoText() == "Opening of round 1"
    assert field.label.text() == f"Opened: {local_date(at, 'en')}" and field.clear_action.isEnabled()
    # cleared, and undone
    field.clear_action.trigger()
    assert document.game.opening(1) == "" and field.label.text() == "Opened: not known"
    document.undo_stack.undo()
    assert opened_at(document.game, 1) == at
    # now
    before = datetime.now().astimezone().replace(second=0, microsecond=0)
    field.now_action.trigger()
    now = opened_at(document.game, 1)
    assert now is not None and before <= now <= datetime.now().astimezone()
    assert document.undo_stack.count() == 2  # set, then now (the clear was undone)
    # round 2, not recorded: worked out from round 1's deadline, and says so
    page.show_round(2)
    assert page.current_round() == 2
    deadline = datetime.fromisoformat("2026-12-01T18:00+01:00")
    assert field.label.text() == f"Opened: {local_date(deadline, 'en')} (worked out)"
    assert "worked out from the deadline of round 1" in field.label.toolTip()
    save_game(document.game, game)  # kept in the game file
    assert load_game(game).opening(1) == document.game.opening(1)


def test_mailing_the_lot_opens_round_1_once(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server, dialogs: Any) -> None:
    game = new_game(tmp_path, capsys)
    smtp_settings(window, smtp_server)
    assert window.open_path(game)
    document = window.wmm.document
    dialog = window.wmm.mail_players()
    try:
        assert dialog.number == 0  # the lot
        before = datetime.now().astimezone() - timedelta(seconds=1)
        send_and_wait(dialog, dialog.send_button, dialogs)
        assert smtp_server.handler.count() == 5
        opened = opened_at(document.game, 1)
        assert opened is not None and before <= opened <= datetime.now().astimezone()
        assert document.undo_stack.count() == 1 and document.undo_stack.undoText() == "Round 1 opened"
        assert "Round 1 opened now" in dialog.status_label.text()
        page = window.wmm.show_rounds(1)
        assert page.opening.label.text() == f"Opened: {local_date(opened, 'en')}"
        send_and_wait(dialog, dialog.send_button, dialogs)  # sent again: it opened before
        assert document.undo_stack.count() == 2 and opened_at(document.game, 1) == opened
        assert document.undo_stack.undoText() == "Mails of the lot sent"  # kept in the log, nothing opened
        assert [r.kind for r in document.game.sent] == ["lot"] * 10
        document.undo_stack.undo()
    finally:
        dialog.wait_for_sending()
        dialog.reject()
    document.undo_stack.undo()
    assert document.game.opening(1) == ""


def test_a_sending_that_fails_for_everyone_opens_nothing(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], start_server: Any, dialogs: Any) -> None:
    game = new_game(tmp_path, capsys)
    server = start_server()
    server.handler.refuse.update({"alfons@example.org", "Gustav@Example.org", "beatrix@example.org",
                                  "emil@example.org", "fritz@example.org"})
    smtp_settings(window, server)
    assert window.open_path(game)
    dialog = window.wmm.mail_players()
    try:
        send_and_wait(dialog, dialog.send_button, dialogs)
    finally:
        dialog.wait_for_sending()
        dialog.reject()
    game = window.wmm.document.game
    assert game.opening(1) == ""  # the failures are kept in the log, and open nothing
    assert {(r.kind, r.status) for r in game.sent} == {("lot", "failed")} and len(game.sent) == 5
    assert window.wmm.document.undo_stack.undoText() == "Mails of the lot not sent"


def test_saving_the_letters_opens_the_next_round(window: Any, tmp_path: Path) -> None:
    from test_mail_dialog_post import postal_game

    path = tmp_path / "post.wmm"
    game = postal_game()
    save_game(dataclasses.replace(game, rounds=game.rounds[:2]), path)
    assert window.open_path(path)
    document = window.wmm.document
    dialog = window.wmm.mail_players()
    try:
        assert dialog.number == 2
        assert dialog.save_letters(tmp_path / "letters.pdf") is not None
        assert document.game.opening(3) != "" and document.undo_stack.undoText() == "Round 3 opened"
        assert "Round 3 opened now" in dialog.status_label.text()
    finally:
        dialog.reject()


def test_saving_the_final_reports_letters_opens_no_round(window: Any, tmp_path: Path) -> None:
    """The last round's letters saved said "Round 3 opened now" of a game that is over."""

    from test_mail_dialog_post import postal_game

    game = postal_game()
    game = ended_in_round_two(game)  # every word guessed in round 2: the game is over
    path = tmp_path / "over.wmm"
    save_game(game, path)
    assert window.open_path(path)
    document = window.wmm.document
    assert document.evaluation.game_over
    dialog = window.wmm.mail_players()
    try:
        assert dialog.save_letters(tmp_path / "letters.pdf") is not None
        assert document.game.openings == () and "opened" not in dialog.status_label.text()
        assert document.undo_stack.undoText() != "Round 3 opened"
    finally:
        dialog.reject()


def test_the_opening_button_has_room_for_its_text_and_its_menu_arrow(
        window: Any, qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # A tool button whose menu opens at a click has Qt draw its arrow over the end of its text ("Beginn" lost
    # its n); a push button with a menu draws its text beside the arrow, in the room left of it.
    from PySide6.QtWidgets import QStyle

    assert window.open_path(new_game(tmp_path, capsys))
    button = window.wmm.show_rounds(1).opening.button
    assert button.isVisible()

    def room() -> bool:
        text = button.fontMetrics().horizontalAdvance(button.text().replace("&", ""))
        arrow = button.style().pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, None, button)
        margin = button.style().pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, button)
        return button.width() - arrow - 2 * margin >= text

    for language in ("en", "de", "nl", "fr"):
        window.switch_language(language)
        qtbot.waitUntil(room, timeout=2000)
