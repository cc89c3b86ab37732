"""Game ▸ Fetch Guesses from the Mailbox… in the app: a real IMAP server (pymap), a real SMTP server (aiosmtpd)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton

from wordmastermind.files.mail.dates import local_date
from wordmastermind.files.mail.imap import KEYRING_SERVICE
from wordmastermind.gui import settings as keys
from wordmastermind.gui.mail.inbox_dialog import InboxDialog
from wordmastermind.gui.roles import ROW_KIND_ROLE

from imap_support import PASSWORD, USER, ImapServer, free_port, mail
from smtp_support import MemoryKeyring, Server
from test_cli_inbox import STRANGER, at, fill_mailbox, guesses_of, new_game
from test_keyboard import window_in  # noqa: F401 (a fixture)
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
    import shiboken6

    opened: list[InboxDialog] = []
    yield opened
    for dialog in opened:
        if not shiboken6.isValid(dialog):  # gone with its window, which the test let go of
            continue
        dialog.wait()
        dialog.close()
        dialog.deleteLater()


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


def rows(dialog: InboxDialog, parent: QModelIndex = QModelIndex(), depth: int = 0) -> list[str]:  # noqa: B008
    """The listing as the game master reads it: one line a row, indented by depth, its cells parted by |,
    a tick as [x] or [ ]."""
    model = dialog.model
    lines = []
    for number in range(model.rowCount(parent)):
        index = model.index(number, 0, parent)
        check = index.data(Qt.ItemDataRole.CheckStateRole)
        tick = "" if check is None else ("[x] " if check == Qt.CheckState.Checked else "[ ] ")
        cells = [index.siblingAtColumn(c).data() or "" for c in range(model.columnCount())]
        lines.append("  " * depth + tick + " | ".join(cells).rstrip(" |"))
        lines.extend(rows(dialog, index, depth + 1))
    return lines


def groups(dialog: InboxDialog) -> dict[str, list[str]]:
    """Each group's title and the lines under it."""
    found: dict[str, list[str]] = {}
    title = ""
    for line in rows(dialog):
        if not line.startswith(" "):
            title = line
            found[title] = []
        else:
            found[title].append(line.strip())
    return found


def find(dialog: InboxDialog, text: str, kind: str | None = None) -> QModelIndex:
    """The first row whose first cell starts with ``text`` (and is of ``kind``)."""
    for index in dialog.model.walk():
        if (index.data() or "").startswith(text) and (kind is None or index.data(ROW_KIND_ROLE) == kind):
            return index
    raise AssertionError(f"no row {text!r} in\n" + "\n".join(rows(dialog)))


def tick(dialog: InboxDialog, text: str, kind: str | None = None) -> None:
    """Tick (or untick) a row as the game master does: select it, press the space bar."""
    index = find(dialog, text, kind)
    view = dialog.view
    view.setFocus()
    view.scrollTo(index)
    view.setCurrentIndex(index)
    assert index.data(Qt.ItemDataRole.CheckStateRole) is not None, f"{text!r} has no tick"
    before = rows(dialog)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert rows(dialog) != before, f"ticking {text!r} changed nothing"


def when(moment: Any) -> str:
    return local_date(moment, "en")


def smtp_settings(window: Any, smtp_server: Server) -> None:
    store = window.settings
    store.set(keys.SMTP_HOST, "127.0.0.1")
    store.set(keys.SMTP_PORT, smtp_server.port)
    store.set(keys.SMTP_SECURITY, "none")
    store.set(keys.MAIL_SENDER, "gm@example.org")


def test_fetch_listing_enter_undo_and_receipts_once(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        smtp_server: Server, memory_keyring: MemoryKeyring, dialogs: Any, qtmodeltester: Any,
        dialogs_to_close: list[InboxDialog]) -> None:
    game = new_game(tmp_path, capsys)
    fill_mailbox(imap_server)
    smtp_settings(window, smtp_server)
    store = window.settings
    dialog = open_fetch(window, game)
    dialogs_to_close.append(dialog)
    fill_account(dialog, imap_server)
    dialog.account.remember_check.setChecked(True)
    assert not dialog.receipts_button.isEnabled()
    fetch(dialog)
    qtmodeltester.check(dialog.model)  # and it watches every change from here on: Enter, undo, redo
    found = groups(dialog)
    # the mails that count, player by player, with the arrival in this computer's time zone
    counting = found["Mails that count"]
    assert counting == [
        f"[x] Alfons | {when(at(10, 30))} | 1 guess to enter",  # an HTML-only mail
        "Beatrix: STUHL |  | line 2",
        "line 1: Hallo! |  | names no player",
        f"[x] Gustav | {when(at(11))} | 1 guess to enter",  # the later of two
        "Emil: BIRNE |  | line 3",
        "line 1: Hallo Spielleiter, |  | names no player",
        "line 5: > Alfons: SAHNE |  | the quoted original (2 lines): not read",
        "line 7: -- |  | the signature (2 lines): not read",
        f"[x] Beatrix | {when(at(10, 45))} | not taken: line 1 (\"Fritzchen: KER ZE\"): write a player's name and"
        " one word, as \"Fritzchen: WORD\"",
        "line 1: Fritzchen: KER ZE |  | write a player's name and one word, as \"Fritzchen: WORD\"",
        f"[x] Emil | {when(at(11, 15))} | not taken: line 2 (\"Emil: LAMPE\"): Emil cannot guess at their own word",
        "[ ] Take the good lines (2 guesses)",
        "line 1: Alfons: SAHNE |  | not taken: another line of the mail breaks a rule",
        "line 2: Emil: LAMPE |  | Emil cannot guess at their own word"], "\n".join(counting)
    # apart from them: the mails that do not count
    assert found["Superseded by a later mail"] == [f"[ ] Gustav | {when(at(10))} | Tipps"]
    assert f"{STRANGER} | {when(at(9))} | Tipps" in found["Not from a player"]
    assert any(line.startswith("friend@example.com") for line in found["Not from a player"])
    assert list(found) == ["Mails that count", "Superseded by a later mail", "Not from a player"]
    assert dialog.summary_label.text() == "Round 1: 10 mails read, 5 from players."
    assert dialog.window_label.text() == "When round 1 opened is not known: every mail read may be its."
    assert guesses_of(game) == [] and not window.current_sheet().document.undo_stack.canUndo()
    assert not dialog.receipts_button.isEnabled()  # the plan is not entered yet
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
    assert stack.count() == 1 and stack.undoText() == "Enter round 1 from the mailbox"
    assert "the guesses are entered" in dialog.status_label.text()
    assert f"[x] Gustav | {when(at(11))} | 1 guess entered" in groups(dialog)["Mails that count"]  # as the game is
    assert not dialog.enter_button.isEnabled()
    stack.undo()
    assert sheet.document.game.rounds == ()
    assert dialog.enter_button.isEnabled() and not dialog.receipts_button.isEnabled()
    stack.redo()
    assert len(sheet.document.game.rounds[0].guesses) == 2

    # receipts once: counted, confirmed naming the players, kept in the game
    assert dialog.receipts_button.text() == "Send Re&ceipts (4 new)"
    dialogs.answers.append(QMessageBox.StandardButton.Yes)
    sent: list[bool] = []
    dialog.receipts_sent.connect(lambda: sent.append(True))
    click(dialog.receipts_button)
    assert dialogs.texts("question") == [
        "Send the receipts of round 1 by mail to 4 players: Alfons, Gustav, Beatrix, Emil?"]
    wait_until(lambda: bool(sent) and not dialog.busy)
    assert "Mails sent: 4 of 4" in dialog.status_label.text()
    assert sorted(smtp_server.handler.recipients()) == sorted(
        ["alfons@example.org", "Gustav@Example.org", "beatrix@example.org", "emil@example.org"])
    assert sorted(r.player for r in sheet.document.game.receipts) == ["Alfons", "Beatrix", "Emil", "Gustav"]
    assert sorted((r.kind, r.round, r.player, r.status) for r in sheet.document.game.sent) == [
        ("receipt", 1, name, "sent") for name in ("Alfons", "Beatrix", "Emil", "Gustav")]  # in the log too
    assert stack.undoText() == "Receipts of round 1 sent"
    assert dialog.receipts_button.text() == "Send Re&ceipts (none new)"
    # nothing new: the question offers them all again; answered Cancel, nothing goes out
    dialogs.answers.append(QMessageBox.StandardButton.Cancel)
    click(dialog.receipts_button)
    assert dialogs.texts("question")[-1] == ("Every player who wrote has had their receipt for round 1."
                                             " Send them all again: Alfons, Gustav, Beatrix, Emil?")
    assert not dialog.busy and smtp_server.handler.count() == 4
    sheet.document.save()
    from wordmastermind.files.wmm.file import load_game

    assert len(load_game(game).receipts) == 4  # saved with the game


def test_receipts_go_only_to_players_whose_receipt_changed_unless_all_again(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        smtp_server: Server, dialogs: Any, dialogs_to_close: list[InboxDialog]) -> None:
    game = new_game(tmp_path, capsys)
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL\n", date=at(9), message_id="<a1@test>"))
    imap_server.append(mail("gustav@example.org", "Emil: TOLLE\n", date=at(9, 30), message_id="<g1@test>"))
    smtp_settings(window, smtp_server)
    dialog = open_fetch(window, game)
    dialogs_to_close.append(dialog)
    fill_account(dialog, imap_server)
    fetch(dialog)
    click(dialog.enter_button)
    sent: list[bool] = []
    dialog.receipts_sent.connect(lambda: sent.append(True))
    dialogs.answers.append(QMessageBox.StandardButton.Yes)
    click(dialog.receipts_button)
    wait_until(lambda: len(sent) == 1 and not dialog.busy)
    assert smtp_server.handler.count() == 2
    # Gustav thinks again: only his receipt is owed; the question names him, and offers all again
    imap_server.append(mail("gustav@example.org", "Emil: BIRNE\n", date=at(10), message_id="<g2@test>"))
    fetch(dialog)
    click(dialog.enter_button)
    assert dialog.receipts_button.text() == "Send Re&ceipts (1 new)"
    dialogs.answers.append(QMessageBox.StandardButton.Yes)
    click(dialog.receipts_button)
    wait_until(lambda: len(sent) == 2 and not dialog.busy)
    assert smtp_server.handler.recipients()[2:] == ["Gustav@Example.org"]  # the roster's address
    assert dialogs.texts("question")[-1] == (
        "Send the receipts of round 1 to Gustav?\n\nYes to All sends every player who wrote their receipt,"
        " whether they had it or not: Alfons, Gustav.")
    # all again, when the game master says so
    imap_server.append(mail("gustav@example.org", "Emil: TOLLE\n", date=at(11), message_id="<g3@test>"))
    fetch(dialog)
    click(dialog.enter_button)
    dialogs.answers.append(QMessageBox.StandardButton.YesToAll)
    click(dialog.receipts_button)
    wait_until(lambda: len(sent) == 3 and not dialog.busy)
    assert sorted(smtp_server.handler.recipients()[3:]) == ["Gustav@Example.org", "alfons@example.org"]
    assert dialog.receipts_button.text() == "Send Re&ceipts (none new)"


def test_send_receipts_when_there_was_nothing_new_to_enter(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        smtp_server: Server, dialogs: Any, dialogs_to_close: list[InboxDialog]) -> None:
    game = new_game(tmp_path, capsys)
    imap_server.append(mail("beatrix@example.org", "Fritzchen: KER ZE\n", date=at(9), message_id="<b1@test>"))
    smtp_settings(window, smtp_server)
    dialog = open_fetch(window, game)
    dialogs_to_close.append(dialog)
    fill_account(dialog, imap_server)
    fetch(dialog)
    assert not dialog.enter_button.isEnabled() and "Nothing new to enter" in dialog.status_label.text()
    assert dialog.receipts_button.text() == "Send Re&ceipts (1 new)"
    dialogs.answers.append(QMessageBox.StandardButton.Yes)
    sent: list[bool] = []
    dialog.receipts_sent.connect(lambda: sent.append(True))
    click(dialog.receipts_button)
    wait_until(lambda: bool(sent) and not dialog.busy)
    assert smtp_server.handler.recipients() == ["beatrix@example.org"]
    assert [r.player for r in window.wmm.document.game.receipts] == ["Beatrix"]


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
    assert groups(dialog)["Mails that count"][0] == f"[x] Alfons | {when(at(9))} | 1 guess entered"


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
    assert guesses_of(game) == [] and dialog.model.rowCount() == 0


def test_an_unreachable_server_is_said_in_the_interfaces_language_to_the_end(
        window_in: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        dialogs_to_close: list[InboxDialog]) -> None:
    """The network's reason, given by the mail code as a message, is said in German too, not in English."""
    game = new_game(tmp_path, capsys)
    dialog = open_fetch(window_in("de"), game, "Rateversuche aus dem Postfach holen…")
    dialogs_to_close.append(dialog)
    fill_account(dialog, imap_server, port=free_port())
    fetch(dialog)
    said = dialog.status_label.text()
    assert "der Server hat die Verbindung abgelehnt (falscher Host oder Port?)" in said, said
    assert "refused" not in said


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
    assert dialog.model.rowCount() == 0 and not dialog.enter_button.isEnabled()


def test_the_fetch_dialog_speaks_german(
        make_window: Any, qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        dialogs_to_close: list[InboxDialog]) -> None:
    window = make_window()
    window.switch_language("de")
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
        texts = "\n".join(rows(dialog))
        assert "kann nicht auf das eigene Wort raten" in texts, texts
        # the dates as German writes them, in this computer's time zone
        assert f"Gustav | {local_date(at(11), 'de')} |" in texts, texts
        assert dialog.windowTitle() == "Rateversuche aus dem Postfach holen"
    finally:
        window.translators.install("en")


MAILS_READ = {  # one mail not from a player; then a player's too; a folder with a player's alone
    "en": ("Fetch Guesses from the Mailbox…", "Round 1: 1 mail read, not from a player.",
           "Round 1: 2 mails read, 1 from a player.", "Round 1: 1 mail read, from a player."),
    "de": ("Rateversuche aus dem Postfach holen…", "Runde 1: 1 Mail gelesen, nicht von einem Spieler.",
           "Runde 1: 2 Mails gelesen, 1 von einem Spieler.", "Runde 1: 1 Mail gelesen, von einem Spieler."),
    "fr": ("Relever les propositions dans la boîte aux lettres…",
           "Manche 1\u00a0: 1 courriel lu, qui n’est pas d’un joueur.",
           "Manche 1\u00a0: 2 courriels lus, dont 1 d’un joueur.", "Manche 1\u00a0: 1 courriel lu, d’un joueur."),
}


@pytest.mark.parametrize("language", sorted(MAILS_READ))
def test_the_mails_read_are_counted_one_and_several(
        make_window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        dialogs_to_close: list[InboxDialog], language: str) -> None:
    """Found reading the summary: "Round 1: 1 mails read, 1 from players."."""
    window = make_window()
    window.switch_language(language)
    try:
        game = new_game(tmp_path, capsys)
        menu, stranger_only, one_of_two, from_a_player = MAILS_READ[language]
        for folder in ("Round1", "Solo"):  # the inbox holds pymap's demo mails (DEMO_MAILS)
            imap_server.create(folder)
        imap_server.append(mail(STRANGER, "Alfons: SAHNE\n", date=at(9), message_id="<s1@test>"), "Round1")
        imap_server.append(mail("gustav@example.org", "Emil: TOLLE\n", date=at(9), message_id="<g1@test>"), "Solo")
        dialog = open_fetch(window, game, menu)
        dialogs_to_close.append(dialog)
        fill_account(dialog, imap_server)
        dialog.account.folder_edit.setText("Round1")
        fetch(dialog)
        assert dialog.summary_label.text() == stranger_only
        imap_server.append(mail("alfons@example.org", "Beatrix: STUHL\n", date=at(10), message_id="<a1@test>"),
                           "Round1")
        fetch(dialog)
        assert dialog.summary_label.text() == one_of_two
        dialog.account.folder_edit.setText("Solo")
        fetch(dialog)
        assert dialog.summary_label.text() == from_a_player
    finally:
        window.translators.install("en")


# -- Game ▸ Remind Players… ---------------------------------------------------


def test_remind_players_previews_saves_and_sends_to_those_without_a_guess(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server, dialogs: Any) -> None:
    from email.parser import BytesParser
    import email.policy

    from wordmastermind.gui.mail.remind_dialog import RemindDialog
    from test_cli_inbox import ok

    game = new_game(tmp_path, capsys)
    ok(capsys, "deadline", game, "--round", 1, "--at", "2026-12-01 18:00")
    rounds = tmp_path / "r.csv"
    rounds.write_text("guesser,target,word\nAlfons,Beatrix,STUHL\n", encoding="utf-8")
    ok(capsys, "guesses", game, "--round", 1, rounds)
    smtp_settings(window, smtp_server)
    assert window.open_path(game)
    window.wmm.show_rounds(1)
    game_menu_action(window, "Remind Players…").trigger()
    dialog = window.findChild(RemindDialog)
    assert dialog is not None and dialog.isVisible()
    try:
        assert dialog.round_spin.value() == 1
        listed = [dialog.players_list.item(i).text() for i in range(dialog.players_list.count())]
        assert [text.split(" <")[0] for text in listed] == ["Gustav", "Beatrix", "Emil", "Fritzchen"]
        assert "Deadline for round 1: Tuesday, 1 December 2026, 18:00." in dialog.text_view.toPlainText() and "round 1 yet" in dialog.text_view.toPlainText()
        dialog.players_list.item(3).setCheckState(Qt.CheckState.Unchecked)  # not Fritzchen
        paths = dialog.save_files(tmp_path / "reminders")
        assert sorted(p.name for p in paths) == ["Beatrix.eml", "Emil.eml", "Gustav.eml"]
        message = BytesParser(policy=email.policy.default).parsebytes(paths[0].read_bytes())
        assert "gm@example.org" in str(message["From"])
        sent: list[bool] = []
        dialog.sent.connect(lambda: sent.append(True))
        click(dialog.send_button)  # asked first: answered No, nothing goes out
        assert dialogs.texts("question") == [
            "Send a reminder for round 1 by mail to 3 players: Gustav, Beatrix, Emil?"]
        assert not sent and smtp_server.handler.count() == 0
        dialogs.answers.append(QMessageBox.StandardButton.Yes)
        click(dialog.send_button)
        wait_until(lambda: bool(sent))
        assert "Mails sent: 3 of 3" in dialog.status_label.text()
        log = window.wmm.document.game.sent  # kept in the game's log
        assert [(r.kind, r.round, r.player, r.status) for r in log] == [
            ("reminder", 1, "Gustav", "sent"), ("reminder", 1, "Beatrix", "sent"), ("reminder", 1, "Emil", "sent")]
        assert sorted(smtp_server.handler.recipients()) == sorted(
            ["Gustav@Example.org", "beatrix@example.org", "emil@example.org"])
        # Those reminded are listed so, unticked: Send again reminds only the one left (Fritzchen, ticked again).
        listed = [dialog.players_list.item(i) for i in range(dialog.players_list.count())]
        when = local_date(datetime.fromisoformat(log[0].at), "en")
        assert [(item.text(), item.checkState()) for item in listed] == [
            (f"Gustav <Gustav@Example.org> (reminded on {when})", Qt.CheckState.Unchecked),
            (f"Beatrix <beatrix@example.org> (reminded on {when})", Qt.CheckState.Unchecked),
            (f"Emil <emil@example.org> (reminded on {when})", Qt.CheckState.Unchecked),
            ("Fritzchen <fritz@example.org>", Qt.CheckState.Checked)]
        assert "Mails sent: 3 of 3" in dialog.status_label.text()
        click(dialog.send_button)  # one player: not asked
        assert len(dialogs.texts("question")) == 2
        wait_until(lambda: len(sent) == 2)
        assert smtp_server.handler.count() == 4
        assert [r.player for r in window.wmm.document.game.sent] == ["Gustav", "Beatrix", "Emil", "Fritzchen"]
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
