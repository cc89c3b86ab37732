"""Game ▸ Fetch Guesses from the Mailbox… in the app: a real IMAP server (pymap), a real SMTP server (aiosmtpd)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton, QTreeWidgetItemIterator

from wordmastermind.files.mail.imap import KEYRING_SERVICE
from wordmastermind.gui import settings as keys
from wordmastermind.gui.mail.inbox_dialog import InboxDialog

from imap_support import PASSWORD, USER, ImapServer, free_port, mail
from smtp_support import MemoryKeyring, Server
from test_cli_inbox import at, fill_mailbox, guesses_of, new_game
from test_mail_dialog import wait_until


def game_menu_action(window: Any, label: str) -> Any:
    window._fill_game_menu()
    found = [a for a in window.game_menu.actions() if a.text().replace("&", "") == label]
    assert found, [a.text() for a in window.game_menu.actions()]
    return found[0]


def open_fetch(window: Any, game: Path, label: str = "Fetch Guesses from the Mailbox…") -> InboxDialog:
    assert window.open_path(game)
    game_menu_action(window, label).trigger()
    dialog = window.findChild(InboxDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


@pytest.fixture
def dialogs_to_close() -> Iterator[list[InboxDialog]]:
    opened: list[InboxDialog] = []
    yield opened
    for dialog in opened:
        dialog.wait()


def fill_account(dialog: InboxDialog, server: ImapServer, *, password: str = PASSWORD, port: int | None = None,
                 security: str = "none") -> None:
    account = dialog.account
    account.host_edit.setText("127.0.0.1")
    account.security_combo.setCurrentIndex(account.security_combo.findData(security))
    account.port_spin.setValue(port or server.port)
    account.user_edit.setText(USER)
    account.password_edit.setText(password)


def click(button: QPushButton) -> None:
    assert button.isEnabled()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def fetch(dialog: InboxDialog) -> None:
    done: list[bool] = []
    dialog.fetched.connect(lambda: done.append(True))
    click(dialog.fetch_button)
    wait_until(lambda: bool(done) and not dialog.busy)


def tree_texts(dialog: InboxDialog) -> list[str]:
    texts = []
    iterator = QTreeWidgetItemIterator(dialog.tree)
    while iterator.value():
        item = iterator.value()
        texts.append(f"{item.text(0)} | {item.text(1)}")
        iterator += 1
    return texts


def test_fetch_preview_enter_undo_and_receipts(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        smtp_server: Server, memory_keyring: MemoryKeyring, dialogs_to_close: list[InboxDialog]) -> None:
    game = new_game(tmp_path, capsys)
    fill_mailbox(imap_server)
    store = window.settings
    store.set(keys.SMTP_HOST, "127.0.0.1")
    store.set(keys.SMTP_PORT, smtp_server.port)
    store.set(keys.SMTP_SECURITY, "none")
    store.set(keys.MAIL_SENDER, "gm@example.org")
    dialog = open_fetch(window, game)
    dialogs_to_close.append(dialog)
    fill_account(dialog, imap_server)
    dialog.account.remember_check.setChecked(True)
    fetch(dialog)
    texts = tree_texts(dialog)
    joined = "\n".join(texts)
    assert any(t.startswith("Gustav, mail of") and "1 guess to enter" in t for t in texts), joined
    assert "Emil: BIRNE | " in texts and any(t.startswith("superseded: mail of") for t in texts), joined
    assert "Beatrix: STUHL | " in texts  # Alfons's HTML-only mail
    assert any(t.startswith("Beatrix, mail of") and "not taken" in t and "one word" in t for t in texts), joined
    assert any(t.startswith("Emil, mail of") and "cannot guess at their own word" in t for t in texts), joined
    assert any(t.startswith("mallory@example.net") for t in texts), joined
    assert guesses_of(game) == [] and not window.current_sheet().document.undo_stack.canUndo()
    # the account is kept in the settings, the password only in the keyring
    assert store.get(keys.IMAP_HOST) == "127.0.0.1" and store.get(keys.IMAP_USER) == USER
    assert memory_keyring.passwords == {(KEYRING_SERVICE, USER): PASSWORD}
    store.sync()
    assert PASSWORD not in (tmp_path / "settings.ini").read_text(encoding="utf-8")

    click(dialog.enter_button)
    sheet = window.current_sheet()
    game_now = sheet.document.game
    assert [(g.guesser, g.target, g.word) for g in game_now.rounds[0].guesses] == [
        ("Alfons", "Beatrix", "STUHL"), ("Gustav", "Emil", "BIRNE")]
    stack = sheet.document.undo_stack
    assert stack.count() == 1 and "mailbox" in stack.undoText()
    stack.undo()
    assert sheet.document.game.rounds == ()
    stack.redo()
    assert len(sheet.document.game.rounds[0].guesses) == 2

    sent: list[bool] = []
    dialog.receipts_sent.connect(lambda: sent.append(True))
    click(dialog.receipts_button)
    wait_until(lambda: bool(sent) and not dialog.busy)
    assert "4 of 4 mails sent" in dialog.status_label.text()
    assert sorted(smtp_server.handler.recipients()) == sorted(
        ["alfons@example.org", "Gustav@Example.org", "beatrix@example.org", "emil@example.org"])


def test_a_second_fetch_finds_nothing_new_and_the_kept_password_is_used(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        memory_keyring: MemoryKeyring, dialogs_to_close: list[InboxDialog]) -> None:
    game = new_game(tmp_path, capsys)
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL\n", date=at(9), message_id="<a1@test>"))
    memory_keyring.set_password(KEYRING_SERVICE, USER, PASSWORD)
    dialog = open_fetch(window, game)
    dialogs_to_close.append(dialog)
    fill_account(dialog, imap_server, password="")
    fetch(dialog)
    click(dialog.enter_button)
    fetch(dialog)
    assert "Nothing new to enter" in dialog.status_label.text()
    assert not dialog.enter_button.isEnabled()
    assert any("entered before" in t for t in tree_texts(dialog))


def test_a_wrong_password_an_unreachable_server_and_a_tls_failure_each_say_so(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        memory_keyring: MemoryKeyring, dialogs_to_close: list[InboxDialog]) -> None:
    game = new_game(tmp_path, capsys)
    dialog = open_fetch(window, game)
    dialogs_to_close.append(dialog)
    dialog.account.remember_check.setChecked(True)
    fill_account(dialog, imap_server, password="falsch")
    fetch(dialog)
    assert "refused the user or password" in dialog.status_label.text()
    assert memory_keyring.passwords == {}  # a password that did not work is not kept
    fill_account(dialog, imap_server, port=free_port())
    fetch(dialog)
    assert "cannot be reached" in dialog.status_label.text()
    fill_account(dialog, imap_server, security="ssl")
    fetch(dialog)
    assert "secure connection to 127.0.0.1 failed" in dialog.status_label.text()
    fill_account(dialog, imap_server, security="starttls")
    fetch(dialog)
    assert "secure connection to 127.0.0.1 failed" in dialog.status_label.text()
    assert guesses_of(game) == [] and dialog.tree.topLevelItemCount() == 0


def test_cancel_stops_the_fetch_and_uses_nothing(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        dialogs_to_close: list[InboxDialog]) -> None:
    game = new_game(tmp_path, capsys)
    fill_mailbox(imap_server)
    dialog = open_fetch(window, game)
    dialogs_to_close.append(dialog)
    fill_account(dialog, imap_server)
    done: list[bool] = []
    dialog.fetched.connect(lambda: done.append(True))
    click(dialog.fetch_button)
    click(dialog.cancel_button)
    wait_until(lambda: bool(done) and not dialog.busy)
    assert "Cancelled" in dialog.status_label.text()
    assert dialog.tree.topLevelItemCount() == 0 and not dialog.enter_button.isEnabled()


def test_the_fetch_dialog_speaks_german(
        make_window: Any, qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        dialogs_to_close: list[InboxDialog]) -> None:
    english = make_window()
    window = english.switch_language("de")
    qtbot.addWidget(window)
    try:
        game = new_game(tmp_path, capsys)
        fill_mailbox(imap_server)
        dialog = open_fetch(window, game, "Rateversuche aus dem Postfach holen…")
        dialogs_to_close.append(dialog)
        fill_account(dialog, imap_server, password="falsch")
        fetch(dialog)
        assert "Benutzer oder Passwort" in dialog.status_label.text(), dialog.status_label.text()
        fill_account(dialog, imap_server)
        fetch(dialog)
        texts = "\n".join(tree_texts(dialog))
        assert "kann nicht auf das eigene Wort raten" in texts and "1 Rateversuch einzutragen" in texts, texts
        # the word of the rest of the German interface (a mail's own subject may say "Tipps")
        assert dialog.windowTitle() == "Rateversuche aus dem Postfach holen"
        assert [line for line in texts.splitlines() if "Tipp" in line and "@" not in line] == [], texts
    finally:
        window.translators.install("en")


# -- Game ▸ Remind Players… ---------------------------------------------------


def test_remind_players_previews_saves_and_sends_to_those_without_a_guess(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    from email.parser import BytesParser
    import email.policy

    from wordmastermind.gui.mail.remind_dialog import RemindDialog
    from test_cli_inbox import ok

    game = new_game(tmp_path, capsys)
    ok(capsys, "deadline", game, "--round", 1, "--at", "2026-12-01 18:00")
    rounds = tmp_path / "r.csv"
    rounds.write_text("guesser,target,word\nAlfons,Beatrix,STUHL\n", encoding="utf-8")
    ok(capsys, "guesses", game, "--round", 1, rounds)
    store = window.settings
    store.set(keys.SMTP_HOST, "127.0.0.1")
    store.set(keys.SMTP_PORT, smtp_server.port)
    store.set(keys.SMTP_SECURITY, "none")
    store.set(keys.MAIL_SENDER, "gm@example.org")
    assert window.open_path(game)
    window.wmm.show_rounds(1)
    game_menu_action(window, "Remind Players…").trigger()
    dialog = window.findChild(RemindDialog)
    assert dialog is not None and dialog.isVisible()
    try:
        assert dialog.round_spin.value() == 1
        listed = [dialog.players_list.item(i).text() for i in range(dialog.players_list.count())]
        assert [text.split(" <")[0] for text in listed] == ["Gustav", "Beatrix", "Emil", "Fritzchen"]
        assert "2026-12-01 18:00" in dialog.text_view.toPlainText() and "round 1 yet" in dialog.text_view.toPlainText()
        dialog.players_list.item(3).setCheckState(Qt.CheckState.Unchecked)  # not Fritzchen
        paths = dialog.save_files(tmp_path / "reminders")
        assert sorted(p.name for p in paths) == ["Beatrix.eml", "Emil.eml", "Gustav.eml"]
        message = BytesParser(policy=email.policy.default).parsebytes(paths[0].read_bytes())
        assert "gm@example.org" in str(message["From"])
        sent: list[bool] = []
        dialog.sent.connect(lambda: sent.append(True))
        click(dialog.send_button)
        wait_until(lambda: bool(sent))
        assert "3 of 3 mails sent" in dialog.status_label.text()
        assert sorted(smtp_server.handler.recipients()) == sorted(
            ["Gustav@Example.org", "beatrix@example.org", "emil@example.org"])
    finally:
        dialog.wait()


# -- the round's deadline on the rounds page ----------------------------------


def test_a_rounds_deadline_is_set_on_the_rounds_page_undone_and_cleared(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from PySide6.QtCore import QDateTime

    game = new_game(tmp_path, capsys)
    assert window.open_path(game)
    page = window.wmm.show_rounds(1)
    field = page.deadline
    assert not field.check.isChecked() and not field.edit.isEnabled()
    assert field.edit.text().strip() == ""  # no made-up date while there is no deadline
    field.check.setChecked(True)  # ticked: a deadline a week ahead, one undo step
    document = window.wmm.document
    assert document.game.deadline(1) != ""
    field.edit.setDateTime(QDateTime.fromString("2026-12-01T18:00", "yyyy-MM-ddTHH:mm"))
    field.edit.editingFinished.emit()
    assert document.game.deadline(1) == "2026-12-01T18:00"
    assert document.undo_stack.undoText() == "Deadline of round 1"
    document.undo_stack.undo()
    assert document.game.deadline(1) != "2026-12-01T18:00"
    document.undo_stack.redo()
    assert field.check.isChecked() and field.edit.dateTime().toString("yyyy-MM-dd HH:mm") == "2026-12-01 18:00"
    field.check.setChecked(False)
    assert document.game.deadline(1) == "" and document.game.deadlines == ()
    assert field.edit.text().strip() == ""
    document.undo_stack.undo()
    assert document.game.deadline(1) == "2026-12-01T18:00"


def test_a_deadline_with_a_time_zone_set_by_the_command_line_is_kept_until_changed(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from test_cli_inbox import ok

    game = new_game(tmp_path, capsys)
    ok(capsys, "deadline", game, "--round", 1, "--at", "2026-12-08T18:00+01:00")
    assert window.open_path(game)
    page = window.wmm.show_rounds(1)
    field = page.deadline
    assert field.check.isChecked() and field.text() == "2026-12-08T18:00+01:00"
    field.edit.editingFinished.emit()  # nothing changed: no undo step
    assert not window.wmm.document.undo_stack.canUndo()
