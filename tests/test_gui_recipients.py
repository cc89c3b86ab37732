"""Who gets the mail: the mail dialog's ticks, the question before a sending, and the game master's blind copy.

The game master opens Game ▸ Mail the Players…, unticks players in the
list, clicks Send and answers the question that names how many mails go to
whom; a local SMTP server takes what arrives. A copy to the game master
(Edit ▸ Settings ▸ Copy every mail to) is on the envelope only.
"""

from __future__ import annotations

import email
import email.policy
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QListWidget, QMessageBox, QPushButton

from wordmastermind.files.wmm.file import save_game
from wordmastermind.gui import settings as keys

from smtp_support import Server
from test_mail_dialog import mail_evaluation, wait_until

YES = QMessageBox.StandardButton.Yes
NO = QMessageBox.StandardButton.No
SENDER = "gm@example.org"


def open_game(window: Any, tmp_path: Path, smtp_server: Server, game: Any = None) -> Path:
    """The rules' example after round 2 (Beatrix without an e-mail address) open in the window, the mail
    dialog's server and sender kept in the settings."""
    store = window.settings
    store.set(keys.SMTP_HOST, "127.0.0.1")
    store.set(keys.SMTP_PORT, smtp_server.port)
    store.set(keys.SMTP_SECURITY, "none")
    store.set(keys.MAIL_SENDER, f"Spielleiter <{SENDER}>")
    path = tmp_path / "game.wmm"
    save_game(game if game is not None else mail_evaluation().game, path)
    assert window.open_path(path)
    return path


def click(button: QPushButton) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def listed(view: QListWidget) -> list[tuple[str, bool, bool]]:
    """(text, ticked, enabled) of each player in the list."""
    return [(view.item(i).text(), view.item(i).checkState() == Qt.CheckState.Checked,
             bool(view.item(i).flags() & Qt.ItemFlag.ItemIsEnabled)) for i in range(view.count())]


def toggle(qtbot: Any, view: QListWidget, row: int) -> None:
    """Tick or untick a player as from the keyboard: choose the line, press Space."""
    view.setFocus()
    view.setCurrentRow(row)
    qtbot.keyClick(view, Qt.Key.Key_Space)


def send(dialog: Any) -> None:
    """Click Send and wait until the sending is over."""
    finished: list[bool] = []
    dialog.sending_finished.connect(lambda: finished.append(True))
    click(dialog.send_button)
    wait_until(lambda: bool(finished) and not dialog.busy)


def test_only_the_ticked_players_get_the_mail_after_a_question_and_the_gm_a_blind_copy(
        window: Any, tmp_path: Path, smtp_server: Server, dialogs: Any, qtbot: Any) -> None:
    open_game(window, tmp_path, smtp_server)
    window.settings.set(keys.MAIL_BCC, keys.BCC_SENDER)  # a copy to my own address
    dialog = window.wmm.mail_players()
    try:
        view = dialog.recipients_list
        assert listed(view) == [
            ("Alfons <alfons@example.org>", True, True), ("Gustav <gustav@example.org>", True, True),
            ("Beatrix (no mail: no e-mail address)", False, False), ("Emil <emil@example.org>", True, True),
            ("Fritzchen <fritzchen@example.org>", True, True)]
        toggle(qtbot, view, 3)  # not Emil
        assert dialog.preview_combo.currentText() == "Emil"  # the line chosen is the one previewed
        assert listed(view)[3] == ("Emil <emil@example.org>", False, True)
        assert dialog.preview_note.text() == "3 of 5 players get a mail."
        # asked first: how many, to whom, what; No sends nothing
        dialogs.answers.append(NO)
        click(dialog.send_button)
        assert dialogs.texts("question") == [
            "Send the report of round 2 by mail to 3 players: Alfons, Gustav, Fritzchen?"]
        assert not dialog.busy and smtp_server.handler.count() == 0
        assert dialog.status_label.text() == "Nothing was sent."
        assert window.wmm.document.game.sent == ()
        dialogs.answers.append(YES)
        send(dialog)
    finally:
        dialog.wait_for_sending()
        dialog.reject()
    received = smtp_server.handler.messages()
    assert [m.rcpt_tos for m in received] == [[f"{name}@example.org", SENDER]
                                               for name in ("alfons", "gustav", "fritzchen")]
    for one in received:
        message = email.message_from_bytes(one.data, policy=email.policy.default)
        assert message["Bcc"] is None and SENDER not in str(message["To"])  # on the envelope only
    assert [(r.kind, r.round, r.player, r.status) for r in window.wmm.document.game.sent] == [
        ("round", 2, "Alfons", "sent"), ("round", 2, "Gustav", "sent"), ("round", 2, "Fritzchen", "sent")]


def test_one_players_mail_goes_out_again_without_a_question(
        window: Any, tmp_path: Path, smtp_server: Server, dialogs: Any, qtbot: Any) -> None:
    open_game(window, tmp_path, smtp_server)
    dialog = window.wmm.mail_players()
    try:
        click(dialog.tick_none_button)
        assert not dialog.send_button.isEnabled() and not dialog.save_button.isEnabled()
        toggle(qtbot, dialog.recipients_list, 1)  # only Gustav
        assert dialog.chosen_names() == ["Gustav"] and dialog.send_button.isEnabled()
        send(dialog)
        assert dialogs.texts("question") == []  # one mail: nothing to ask
        assert dialog.result_rows() == [("Gustav", "gustav@example.org", "sent")]
    finally:
        dialog.wait_for_sending()
        dialog.reject()
    assert [m.rcpt_tos for m in smtp_server.handler.messages()] == [["gustav@example.org"]]  # no copy asked for
    assert [(r.player, r.status) for r in window.wmm.document.game.sent] == [("Gustav", "sent")]


def test_a_refused_recipient_is_logged_as_failed_and_retry_sends_only_it(
        window: Any, tmp_path: Path, smtp_server: Server, dialogs: Any) -> None:
    box = smtp_server.handler
    box.refuse = {"gustav@example.org"}
    open_game(window, tmp_path, smtp_server)
    window.settings.set(keys.MAIL_BCC, "copies@example.net")
    dialog = window.wmm.mail_players()
    try:
        dialogs.answers.append(YES)
        send(dialog)
        assert dialogs.texts("question")[-1] == (
            "Send the report of round 2 by mail to 4 players: Alfons, Gustav, Emil, Fritzchen?")
        log = window.wmm.document.game.sent
        assert [(r.player, r.status) for r in log] == [
            ("Alfons", "sent"), ("Emil", "sent"), ("Fritzchen", "sent"), ("Gustav", "failed")]
        assert "550 no such user here" in log[-1].reason and log[-1].snapshot == ""
        assert all(r.snapshot for r in log[:3])  # what each was told, to see a change later
        box.refuse = set()
        send_again: list[bool] = []
        dialog.sending_finished.connect(lambda: send_again.append(True))
        click(dialog.retry_button)  # one mail failed: sent again without a question
        wait_until(lambda: bool(send_again) and not dialog.busy)
    finally:
        dialog.wait_for_sending()
        dialog.reject()
    assert len(dialogs.texts("question")) == 1
    assert box.messages()[-1].rcpt_tos == ["gustav@example.org", "copies@example.net"]
    assert [(r.player, r.status) for r in window.wmm.document.game.sent][-1] == ("Gustav", "sent")
    assert len(window.wmm.document.game.sent) == 5


def test_many_players_are_named_ten_and_how_many_more(window: Any, tmp_path: Path, smtp_server: Server,
                                                      dialogs: Any) -> None:
    from wordmastermind.core.wmm.game import Game, Player, Settings
    from wordmastermind.core.wmm.lot import with_drawn_lot

    names = [f"Spieler{chr(65 + i)}" for i in range(14)]
    words = ["SALAT", "HOSEN", "TISCH", "LAMPE", "KERZE", "SAHNE", "ATLAS", "TOLLE", "KAMPF", "ABEND",
             "BIRNE", "FEDER", "GABEL", "NEBEL"]
    game = Game(Settings(title="Groß"), tuple(Player(n, w, f"{n.lower()}@example.org") for n, w in zip(names, words)))
    open_game(window, tmp_path, smtp_server, with_drawn_lot(game, 7))
    dialog = window.wmm.mail_players()
    try:
        click(dialog.send_button)  # answered No (no answer given): nothing goes out
    finally:
        dialog.reject()
    assert dialogs.texts("question") == [
        "Send the lot for round 1 by mail to 14 players: " + ", ".join(names[:10]) + " and 4 more?"]
    assert smtp_server.handler.count() == 0 and window.wmm.document.game.sent == ()


def test_the_settings_keep_where_a_copy_of_every_mail_goes(window: Any, qtbot: Any) -> None:
    from wordmastermind.gui.preferences import PreferencesDialog

    dialog = PreferencesDialog(window.settings, window)
    dialog.show()
    qtbot.waitExposed(dialog)
    try:
        assert not dialog.copy_own.isChecked() and dialog.copy_edit.text() == "" and dialog.chosen_copy() == ""
        qtbot.keyClicks(dialog.copy_edit, "kein Mail")
        dialog.accept()  # not an address: said, and the dialog stays
        assert dialog.result() != PreferencesDialog.DialogCode.Accepted
        assert "'kein Mail'" in dialog.copy_error.text()
        click_box = dialog.copy_own
        QTest.mouseClick(click_box, Qt.MouseButton.LeftButton, pos=click_box.rect().center())
        assert dialog.chosen_copy() == keys.BCC_SENDER and not dialog.copy_edit.isEnabled()
    finally:
        dialog.reject()
        dialog.deleteLater()
