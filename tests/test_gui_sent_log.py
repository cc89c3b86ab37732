"""The log of what went out: every mail sent (or failed) and every file saved is kept in the game and shown
on its Sent page; each player's channel and attachment are chosen in the roster, the game's in the mail
dialog, and each player's mail follows them.
"""

from __future__ import annotations

import email
import email.policy
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox

from wordmastermind.files.wmm.file import load_game, save_game
from wordmastermind.gui.wmm.sent_model import (
    DETAIL,
    FILE_ROLE,
    KIND_ROLE,
    PLAYER,
    PLAYER_ROLE,
    REASON_ROLE,
    ROUND_ROLE,
    SENT_STATUS_ROLE,
    STATUS,
)

from smtp_support import Server
from test_gui_recipients import YES, click, open_game, send


def table(page: Any) -> list[tuple[str, ...]]:
    """The Sent page's rows as shown (what, round, player, status, reason or file)."""
    view = page.table.model()
    return [tuple(str(view.index(row, column).data() or "") for column in range(1, 6))
            for row in range(view.rowCount())]


def test_the_sent_out_page_lists_every_mail_and_follows_undo(
        window: Any, tmp_path: Path, smtp_server: Server, dialogs: Any, qtmodeltester: Any) -> None:
    smtp_server.handler.refuse = {"gustav@example.org"}
    path = open_game(window, tmp_path, smtp_server)
    page = window.wmm.show_sent()
    qtmodeltester.check(page.model)  # and it watches every change from here on: the sending, undo, redo
    assert page.summary.text().startswith("Nothing went out to the players yet")
    assert page.model.roleNames()[KIND_ROLE] == b"kind" and page.model.roleNames()[REASON_ROLE] == b"reason"
    inserted: list[tuple[int, int]] = []
    page.model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    dialog = window.wmm.mail_players()
    try:
        dialogs.answers.append(YES)
        send(dialog)
    finally:
        dialog.wait_for_sending()
        dialog.reject()
    assert inserted == [(0, 3)]  # the rows came in, nothing was reset
    rows = table(page)
    assert [row[:4] for row in rows] == [
        ("round report", "2", "Alfons", "sent"), ("round report", "2", "Emil", "sent"),
        ("round report", "2", "Fritzchen", "sent"), ("round report", "2", "Gustav", "failed")]
    assert "550 no such user here" in rows[3][4]
    model = page.model
    failed = model.index(3, STATUS)
    assert (failed.data(KIND_ROLE), failed.data(ROUND_ROLE), failed.data(PLAYER_ROLE),
            failed.data(SENT_STATUS_ROLE)) == ("round", 2, "Gustav", "failed")
    assert model.index(3, DETAIL).data(Qt.ItemDataRole.ForegroundRole) is not None  # in the colour of a problem
    assert page.summary.text().startswith("4 mails to the players, 1 failed.")
    # only the failed, ticked from the keyboard
    page.only_failed.setFocus()
    QTest.keyClick(page.only_failed, Qt.Key.Key_Space)
    assert [row[2] for row in table(page)] == ["Gustav"]
    page.only_failed.setChecked(False)
    # an undo takes the rows away, a redo brings them back; the game file keeps them once saved
    stack = window.wmm.document.undo_stack
    assert stack.undoText() == "Round 3 opened"  # the report went out: the log and the opening, one step
    stack.undo()
    assert table(page) == [] and page.summary.text().startswith("Nothing went out")
    assert window.wmm.document.game.opening(3) == ""
    stack.redo()
    assert len(table(page)) == 4
    window.wmm.document.save()
    assert [(r.player, r.status) for r in load_game(path).sent][-1] == ("Gustav", "failed")
    # each mail's Message-ID is kept, as the player got it: a reply names it, and the intake knows what it answers
    got = {email.message_from_bytes(m.data, policy=email.policy.default)["Message-ID"]
           for m in smtp_server.handler.messages()}
    kept = [r.message_id for r in load_game(path).sent]
    assert len(got) == 3 and set(kept[:3]) == got and kept[3].startswith("<")
    # a rename follows into the log
    from wordmastermind.gui.wmm.roster_model import NAME

    roster = window.wmm.game_page.roster_model
    roster.setData(roster.index(1, NAME), "Gustl")
    assert model.index(3, PLAYER).data() == "Gustl"


def test_letters_and_mails_saved_as_files_are_logged_with_their_files(
        window: Any, tmp_path: Path, smtp_server: Server) -> None:
    from test_mail_dialog_post import postal_game

    open_game(window, tmp_path, smtp_server, postal_game())
    dialog = window.wmm.mail_players()
    try:
        letters = dialog.save_letters(tmp_path / "letters.pdf")
        assert letters is not None
        dialog.folder_edit.setText(str(tmp_path / "mails"))
        click(dialog.save_button)
    finally:
        dialog.reject()
    page = window.wmm.show_sent()
    rows = table(page)
    assert rows == [
        ("letter", "2", "Emil", "saved", str(letters)), ("letter", "2", "Fritzchen", "saved", str(letters)),
        ("round report", "2", "Alfons", "saved", str(tmp_path / "mails" / "Alfons.eml")),
        ("round report", "2", "Gustav", "saved", str(tmp_path / "mails" / "Gustav.eml"))]
    assert page.model.index(0, DETAIL).data(FILE_ROLE) == str(letters)
    saved = {name: email.message_from_bytes((tmp_path / "mails" / f"{name}.eml").read_bytes(),
                                            policy=email.policy.default)["Message-ID"] for name in ("Alfons", "Gustav")}
    assert [(r.player, r.message_id) for r in window.wmm.document.game.sent] == [
        ("Emil", ""), ("Fritzchen", ""), ("Alfons", saved["Alfons"]), ("Gustav", saved["Gustav"])]  # a letter has none
    stack = window.wmm.document.undo_stack
    assert stack.undoText() == "Mails of round 2 saved as files"
    assert stack.command(stack.count() - 2).text() == "Round 3 opened"  # the letters went out: one step


def pick(qtbot: Any, view: Any, row: int, column: int, steps: int) -> None:
    """Choose in a roster cell's list as from the keyboard: the cell, F2 (the list opens), ``steps`` times
    Down, Return."""
    view.setFocus()
    view.setCurrentIndex(view.model().index(row, column))
    qtbot.keyClick(view, Qt.Key.Key_F2)
    editor = view.indexWidget(view.currentIndex()) or view.findChild(QComboBox)
    assert isinstance(editor, QComboBox)
    qtbot.waitUntil(editor.view().isVisible)
    for _ in range(steps):
        qtbot.keyClick(editor.view(), Qt.Key.Key_Down)
    qtbot.keyClick(editor.view(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.state() != view.State.EditingState)


def attached(path: Path) -> list[str]:
    message = email.message_from_bytes(path.read_bytes(), policy=email.policy.default)
    assert isinstance(message, email.message.EmailMessage)
    return [p.get_filename() or "" for p in message.iter_attachments()]


def test_each_player_gets_their_channel_and_attachment_and_the_game_keeps_its_own(
        window: Any, tmp_path: Path, smtp_server: Server, qtbot: Any) -> None:
    from wordmastermind.gui.wmm.roster_model import ATTACHMENT, CHANNEL

    open_game(window, tmp_path, smtp_server)
    document = window.wmm.document
    page = window.wmm.game_page
    window.wmm.pages.setCurrentWidget(page)
    roster = page.roster
    assert roster.model().headerData(CHANNEL, Qt.Orientation.Horizontal) == "Channel"
    assert roster.model().index(1, ATTACHMENT).data() == "game's choice"
    pick(qtbot, roster, 1, ATTACHMENT, 1)  # Gustav: no attachment
    pick(qtbot, roster, 3, CHANNEL, 2)  # Emil: by post
    assert roster.model().index(1, ATTACHMENT).data() == "none" and roster.model().index(3, CHANNEL).data() == "post"
    players = document.game.players
    assert (players[1].attachment, players[3].channel) == ("none", "post")
    assert document.undo_stack.undoText() == "Change Channel of Emil"
    assert not roster.model().flags(roster.model().index(5, CHANNEL)) & Qt.ItemFlag.ItemIsEditable  # the new row

    dialog = window.wmm.mail_players()
    try:
        assert dialog.attach_combo.currentData() == ""
        assert dialog.recipients_list.item(3).text() == "Emil (no mail: gets a letter (the roster says: by post))"
        combo = dialog.attach_combo
        combo.setFocus()
        qtbot.keyClick(combo, Qt.Key.Key_Down)  # PDF, for the game
        assert document.game.settings.attachment == "pdf"
        assert document.undo_stack.undoText() == "Mails carry PDF"
        dialog.folder_edit.setText(str(tmp_path / "mails"))
        click(dialog.save_button)
    finally:
        dialog.reject()
    mails = tmp_path / "mails"
    assert sorted(p.name for p in mails.iterdir()) == ["Alfons.eml", "Fritzchen.eml", "Gustav.eml"]
    assert [name[-4:] for name in attached(mails / "Alfons.eml")] == [".pdf"]
    assert attached(mails / "Gustav.eml") == []  # his own choice wins
    again = window.wmm.mail_players()  # the game's choice is kept, not reset
    try:
        assert again.attach_combo.currentData() == "pdf"
    finally:
        again.reject()
    save_game(document.game, tmp_path / "kept.wmm")
    assert load_game(tmp_path / "kept.wmm").settings.attachment == "pdf"


def test_the_last_rounds_mail_is_logged_as_the_final_report(
        window: Any, tmp_path: Path, smtp_server: Server, dialogs: Any) -> None:
    import dataclasses

    from wordmastermind.core.wmm.simulate import random_game

    game = random_game(players=6, rounds=30, seed=1, hit_chance=0.3)  # over after round 2
    game = dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"p{i}@example.org") for i, p in enumerate(game.players)))
    open_game(window, tmp_path, smtp_server, game)
    dialog = window.wmm.mail_players()
    try:
        assert dialog.number == 2 and dialog.report_kind() == "final"
        dialogs.answers.append(YES)
        send(dialog)
    finally:
        dialog.wait_for_sending()
        dialog.reject()
    assert dialogs.texts("question")[-1].startswith("Send the final report (round 2) by mail to 6 players: ")
    assert {(r.kind, r.round, r.status) for r in window.wmm.document.game.sent} == {("final", 2, "sent")}
    assert table(window.wmm.show_sent())[0][:2] == ("final report", "2")


def test_the_log_writes_when_as_the_interfaces_language_does(monkeypatch: pytest.MonkeyPatch) -> None:
    from datetime import datetime

    from wordmastermind.gui import i18n
    from wordmastermind.gui.wmm.sent_model import when_text

    at = "2026-12-02T09:03:00+01:00"
    local = datetime.fromisoformat(at).astimezone()
    monkeypatch.setattr(i18n, "interface_language", lambda: "de")
    assert when_text(at) == local.strftime("%d.%m.%Y %H:%M")
    assert when_text("not a date") == "not a date"
