"""Game ▸ Fetch Guesses from the Mailbox…: a player's mail from an address no player has is taken as theirs in
the app, as ``inbox --take-for`` does (a real IMAP server, pymap)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QInputDialog

from wordmastermind.gui.mail.inbox_dialog import InboxDialog

from imap_support import ImapServer, mail
from test_cli_inbox import at, guesses_of, new_game
from test_gui_inbox import click, dialogs_to_close, fetch, fill_account, find, groups, open_fetch  # noqa: F401
from test_keyboard import window_in  # noqa: F401 (a fixture)
from test_mail_dialog import wait_until


def choose_player(dialog: InboxDialog, name: str) -> None:
    """In the question Take as a Player's Mail… asks, choose ``name`` and press OK, as the game master does."""
    ask = dialog.findChild(QInputDialog)
    assert ask is not None and ask.isVisible()
    combo = ask.findChild(QComboBox)
    assert combo is not None
    combo.setCurrentIndex(combo.findText(name))
    buttons = ask.findChild(QDialogButtonBox)
    assert buttons is not None
    click(buttons.button(QDialogButtonBox.StandardButton.Ok))


def test_a_mail_from_another_address_is_taken_as_the_players_entered_and_stays_theirs(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        memory_keyring: Any, dialogs_to_close: list[InboxDialog]) -> None:
    """Found in play: in the app, a player's mail from her other address could only be listed as "not from a
    player"; the command line had --take-for, the dialog nothing."""
    game = new_game(tmp_path, capsys)
    imap_server.append(mail("Gustav <gustav.privat@example.net>", "Hallo,\n\nEmil: BIRNE\n", date=at(10),
                            message_id="<gp@test>"))
    dialog = open_fetch(window, game)
    dialogs_to_close.append(dialog)
    fill_account(dialog, imap_server)
    fetch(dialog)
    assert "gustav.privat@example.net | 30 Nov 2026 10:00 | Tipps" in groups(dialog)["Not from a player"]
    assert "Mails that count" not in groups(dialog)
    assert not dialog.take_for_button.isEnabled()  # no mail chosen yet
    row = find(dialog, "gustav.privat@example.net", "mail")
    dialog.view.setFocus()
    dialog.view.setCurrentIndex(row)
    assert dialog.take_for_button.isEnabled()
    click(dialog.take_for_button)
    ask = dialog.findChild(QInputDialog)
    assert ask is not None and "gustav.privat@example.net is no player's address" in ask.labelText()
    assert ask.textValue() == "Gustav"  # the name the mail gives its sender, chosen already (not the roster's first)
    done: list[bool] = []
    dialog.fetched.connect(lambda: done.append(True))
    choose_player(dialog, "Gustav")
    wait_until(lambda: bool(done) and not dialog.busy)  # read again, whole: the mail is Gustav's now
    found = groups(dialog)
    assert found["Mails that count"][:2] == [found["Mails that count"][0], "Emil: BIRNE |  | line 3"]
    assert found["Mails that count"][0].startswith("[x] Gustav | ")
    assert not any("gustav.privat" in line for line in found["Not from a player"])  # the demo mails stay
    assert dialog.status_label.text() == "1 player's mail is new: Enter takes its guesses into round 1."
    click(dialog.enter_button)
    sheet = window.current_sheet()
    assert [(g.guesser, g.target, g.word) for g in sheet.document.game.rounds[0].guesses] == [
        ("Gustav", "Emil", "BIRNE")]
    assert sheet.document.undo_stack.undoText() == "Enter round 1 from the mailbox"
    sheet.document.save()
    assert guesses_of(game) == [("Gustav", "Emil", "BIRNE")]
    taken = json.loads(game.read_text(encoding="utf-8"))["mails_taken"]
    assert [(t["player"], t["message_id"]) for t in taken] == [("Gustav", "<gp@test>")]
    # a later fetch, in a new dialog, knows it as Gustav's, unasked
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    wait_until(lambda: not shiboken6.isValid(dialog))  # closed, and gone
    again = open_fetch(window, game)
    dialogs_to_close.append(again)
    fill_account(again, imap_server)
    fetch(again)
    assert groups(again)["Mails that count"][0] == "[x] Gustav | 30 Nov 2026 10:00 | 1 guess entered"
    assert "gustav.privat@example.net | 30 Nov 2026 10:00 | Tipps" not in groups(again)["Not from a player"]


def test_a_mail_from_an_address_two_players_share_is_taken_as_the_one_chosen_of_them(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        memory_keyring: Any, dialogs_to_close: list[InboxDialog]) -> None:
    """Found by a German game master: a mail from the family's address, which two players have, could be
    taken by nobody."""
    game = new_game(tmp_path, capsys)
    data = json.loads(game.read_text(encoding="utf-8"))
    data["players"][4]["email"] = "EMIL@example.org"  # Fritzchen shares Emil's address
    game.write_text(json.dumps(data), encoding="utf-8")
    imap_server.append(mail("emil@example.org", "Alfons: SAHNE\n", date=at(9), message_id="<e1@test>"))
    dialog = open_fetch(window, game)
    dialogs_to_close.append(dialog)
    fill_account(dialog, imap_server)
    fetch(dialog)
    assert groups(dialog)["From an address several players have"] == [
        "emil@example.org | 30 Nov 2026 09:00 | an address of Emil, Fritzchen"]
    dialog.view.setFocus()
    dialog.view.setCurrentIndex(find(dialog, "emil@example.org", "mail"))
    click(dialog.take_for_button)
    ask = dialog.findChild(QInputDialog)
    assert ask is not None and ask.labelText().startswith("emil@example.org is the address of Emil, Fritzchen.")
    assert ask.comboBoxItems() == ["Emil", "Fritzchen"]  # one of them
    done: list[bool] = []
    dialog.fetched.connect(lambda: done.append(True))
    choose_player(dialog, "Emil")
    wait_until(lambda: bool(done) and not dialog.busy)
    assert groups(dialog)["Mails that count"][:2] == ["[x] Emil | 30 Nov 2026 09:00 | 1 guess to enter",
                                                      "Alfons: SAHNE |  | line 1"]
