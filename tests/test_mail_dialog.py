"""The mail dialog: template, preview, .eml files, and sending to a local SMTP server."""

from __future__ import annotations

import email
import email.policy
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Player
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.files.mail.smtp import KEYRING_SERVICE
from wordmastermind.gui.mail.dialog import MailDialog

from smtp_support import MemoryKeyring, Server, accept_login

SECRETS = {"Alfons": "SALAT", "Gustav": "MOTEL", "Beatrix": "TISCH", "Fritzchen": "KERZE"}
"""Still in play after round 2."""
WAIT_MS = 60_000
"""How long a test waits for the app to send or fetch through a local server: polled, so an idle machine
waits no longer than the work takes, and a loaded one has room."""


def mail_evaluation() -> Evaluation:
    game = rules_example()
    return evaluate(game.with_players(
        Player(p.name, p.secret, email="" if p.name == "Beatrix" else f"{p.name.lower()}@example.org")
        for p in game.players
    ))


check_login = accept_login("joe", "richtig")


# -- the dialog ---------------------------------------------------------------


def make_dialog(qtbot: Any, server: Server | None = None, **kwargs: Any) -> MailDialog:
    kwargs.setdefault("sender", "Joe <joe@example.org>")
    if server is not None:
        kwargs.setdefault("smtp", server.settings("none", None))
    dialog = MailDialog(mail_evaluation(), 2, **kwargs)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def wait_until(condition: Callable[[], bool], timeout_ms: int = WAIT_MS) -> None:
    """Like qtbot.waitUntil, but by processing events in a loop of its own.

    qtbot's waits run a QEventLoop, and QEventLoop.exec() returns at once
    for the rest of the session once the application has been told to quit
    outside its exec() (test_gui_window's test of main() does that: the last
    window closes after exec() returned). processEvents() still works.
    """
    deadline = time.monotonic() + timeout_ms / 1000
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"still not so after {timeout_ms} ms")
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.005)


def send_and_wait(dialog: MailDialog, button: QPushButton, dialogs: Any = None) -> None:
    """Click ``button`` and wait until the dialog has sent and filled its table; with ``dialogs`` (the fixture),
    the question before a sending to more than one player is answered Yes."""
    if dialogs is not None:
        from PySide6.QtWidgets import QMessageBox

        dialogs.answers.append(QMessageBox.StandardButton.Yes)
    finished: list[bool] = []
    dialog.sending_finished.connect(lambda: finished.append(True))
    qtbot_click(button)
    wait_until(lambda: bool(finished) and not dialog.busy)


def qtbot_click(button: QPushButton) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def save_and_wait(dialog: MailDialog) -> None:
    """Click Save and wait until the files are written (in the background) and the table is filled."""
    finished: list[bool] = []
    dialog.sending_finished.connect(lambda: finished.append(True))
    qtbot_click(dialog.save_button)
    wait_until(lambda: bool(finished) and not dialog.busy)


def test_the_preview_shows_the_first_players_mail(qtbot: Any) -> None:
    dialog = make_dialog(qtbot)
    assert dialog.preview_combo.currentText() == "Alfons"
    text = dialog.preview_edit.toPlainText()
    assert text.startswith("To: Alfons <alfons@example.org>\nSubject: Joes Wörter-MasterMind: "
                           "the rules' example: Runde 2\n\nHallo Alfons,")
    assert "Dein Geheimwort: ●●●●●" in text  # not on the screen unless asked for
    assert "SALAT" not in text
    assert dialog.preview_note.text() == "4 of 5 players get a mail."
    dialog.show_secret_check.setChecked(True)
    assert "Dein Geheimwort: SALAT" in dialog.preview_edit.toPlainText()
    for owner, secret in SECRETS.items():
        if owner != "Alfons":
            assert secret not in dialog.preview_edit.toPlainText()
    dialog.preview_combo.setCurrentText("Beatrix")
    assert "Hallo Beatrix," in dialog.preview_edit.toPlainText()
    # the reason is for the game master: in the interface's language, not the mail's
    assert dialog.preview_note.text() == "Not sent: no e-mail address"
    assert "{your_word}" in dialog.placeholders_label.text()


def test_every_placeholder_is_described(qtbot: Any) -> None:
    """The game master reads what each placeholder stands for before using it: {deadline} and {answer} too."""
    from wordmastermind.files.mail.template import PLACEHOLDERS

    listed = dialog_placeholders(make_dialog(qtbot))
    assert set(listed) == set(PLACEHOLDERS)
    assert all(listed.values()), [name for name, said in listed.items() if not said]
    assert listed["answer"].startswith("what they do next: the deadline")


def dialog_placeholders(dialog: MailDialog) -> dict[str, str]:
    """Each placeholder the dialog lists, with the words after it."""
    text = dialog.placeholders_label.text().removeprefix("Placeholders: ")
    text = text.removesuffix(". Write {{ and }} for braces.")
    parts = re.split(r"\{(\w+)\}", text)
    return {name: said.strip(" ,") for name, said in zip(parts[1::2], parts[2::2])}


def test_editing_the_template_updates_the_preview_and_errors_block_sending(qtbot: Any) -> None:
    dialog = make_dialog(qtbot)
    dialog.template_edit.setPlainText("Moin {name}, Platz {rank}.")
    wait_until(lambda: dialog.preview_edit.toPlainText().endswith("Moin Alfons, Platz 1."))
    dialog.template_edit.setPlainText("Moin {nmae}")
    dialog.update_preview()
    assert dialog.error_label.isVisible()
    assert "{nmae}" in dialog.error_label.text() and "{name}" in dialog.error_label.text()
    assert not dialog.send_button.isEnabled() and not dialog.save_button.isEnabled()
    dialog.template_edit.setPlainText("Moin {{name}} {name")
    dialog.update_preview()
    assert "stray" in dialog.error_label.text()
    dialog.reset_button.click()
    assert not dialog.error_label.isVisible()
    assert dialog.send_button.isEnabled()
    assert dialog.template().startswith("Hallo {name},")


def test_the_default_text_follows_the_language(qtbot: Any) -> None:
    dialog = make_dialog(qtbot)
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("en"))
    assert dialog.template().startswith("Dear {name},")
    assert "Dear Alfons," in dialog.preview_edit.toPlainText()
    assert dialog.subject_template() == "{title}: round {round}"
    dialog.template_edit.setPlainText("Eigener Text {name}")
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("de"))
    assert dialog.template() == "Eigener Text {name}"  # edited text stays


def test_the_mails_can_be_dutch_or_french(qtbot: Any) -> None:
    dialog = make_dialog(qtbot)
    combo = dialog.language_combo
    assert [combo.itemText(i) for i in range(combo.count())] == ["English", "German", "Dutch", "French"]
    combo.setCurrentIndex(combo.findData("fr"))
    assert dialog.template().startswith("Bonjour {name},")
    assert "Bonjour Alfons," in dialog.preview_edit.toPlainText()
    combo.setCurrentIndex(combo.findData("nl"))
    assert dialog.subject_template() == "{title}: ronde {round}"
    assert "Beste Alfons," in dialog.preview_edit.toPlainText()


def test_a_bad_sender_is_shown_and_blocks_sending(qtbot: Any) -> None:
    dialog = make_dialog(qtbot, sender="joe")
    assert dialog.error_label.isVisible() and "'joe'" in dialog.error_label.text()
    assert dialog.problem == dialog.error_label.text()
    assert "Hallo Alfons," in dialog.preview_edit.toPlainText()  # the preview still works
    assert not dialog.send_button.isEnabled()


def test_saving_eml_files(qtbot: Any, tmp_path: Path) -> None:
    dialog = make_dialog(qtbot, folder=str(tmp_path / "mails"))
    save_and_wait(dialog)
    files = sorted((tmp_path / "mails").iterdir())
    assert [p.name for p in files] == ["Alfons.eml", "Emil.eml", "Fritzchen.eml", "Gustav.eml"]
    assert dialog.result_rows() == [
        ("Alfons", "alfons@example.org", "saved: Alfons.eml"),
        ("Gustav", "gustav@example.org", "saved: Gustav.eml"),
        ("Beatrix", "", "skipped: no e-mail address"),
        ("Emil", "emil@example.org", "saved: Emil.eml"),
        ("Fritzchen", "fritzchen@example.org", "saved: Fritzchen.eml"),
    ]
    message = email.message_from_bytes((tmp_path / "mails" / "Gustav.eml").read_bytes(),
                                       policy=email.policy.default)
    assert message["To"] == "Gustav <gustav@example.org>"
    assert "4 files saved" in dialog.status_label.text()


def test_eml_files_into_a_folder_that_is_a_file_or_holds_a_game(qtbot: Any, tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    plain.write_text("a file, not a folder")
    dialog = make_dialog(qtbot, folder=str(plain))
    save_and_wait(dialog)
    assert dialog.status_label.text() == (
        f"The files could not be written: {plain}: cannot be written: it is a file, not a folder")
    folder = tmp_path / "mails"
    folder.mkdir()
    game = folder / "Gustav.eml"  # a game saved under a player's mail name
    game.write_text('{"kind": "wordmastermind", "schema_version": 2}')
    dialog = make_dialog(qtbot, folder=str(folder))
    save_and_wait(dialog)
    assert "this is a Wörter-MasterMind game file" in dialog.status_label.text()
    assert [p.name for p in folder.iterdir()] == ["Gustav.eml"]  # nothing written, not even Alfons's
    assert plain.read_text() == "a file, not a folder"


def test_sending_fills_the_table_and_retry_sends_only_the_failed(qtbot: Any, smtp_server: Server,
                                                                  dialogs: Any) -> None:
    box = smtp_server.handler
    box.refuse = {"gustav@example.org"}
    dialog = make_dialog(qtbot, smtp_server)
    assert dialog.delivery_tabs.currentIndex() == 1
    started: list[bool] = []
    dialog.send_button.clicked.connect(
        lambda: started.append(dialog.busy and not dialog.send_button.isEnabled())
    )
    send_and_wait(dialog, dialog.send_button, dialogs)
    assert started == [True]  # sent in the background, the buttons disabled meanwhile
    rows = dialog.result_rows()
    assert [(name, result.split(":")[0]) for name, _, result in rows] == [
        ("Alfons", "sent"), ("Gustav", "failed"), ("Beatrix", "skipped"), ("Emil", "sent"),
        ("Fritzchen", "sent"),
    ]
    assert "550 no such user here" in rows[1][2]
    assert dialog.progress_bar.value() == dialog.progress_bar.maximum() == 5
    assert dialog.status_label.text() == "3 sent, 1 failed, 1 skipped"
    assert box.count() == 3
    assert dialog.retry_button.isEnabled()

    box.refuse = set()
    send_and_wait(dialog, dialog.retry_button)
    assert box.count() == 4
    assert box.messages()[-1].rcpt_tos == ["gustav@example.org"]
    assert [result for _, _, result in dialog.result_rows()] == [
        "sent", "sent", "skipped: no e-mail address", "sent", "sent",
    ]
    assert dialog.progress_bar.value() == dialog.progress_bar.maximum() == 1
    assert not dialog.retry_button.isEnabled()


def test_a_typed_password_is_kept_in_the_keyring_when_asked(
    qtbot: Any, start_server: Callable[..., Server], memory_keyring: MemoryKeyring, dialogs: Any
) -> None:
    server = start_server(authenticator=check_login, auth_require_tls=False)
    box, port = server.handler, server.port
    smtp = server.settings("none", "joe")
    dialog = make_dialog(qtbot, smtp=smtp)
    assert dialog.plain_warning.isVisible()

    dialog.send_button.click()  # no password typed, none kept
    assert not dialog.busy and box.count() == 0
    assert "Enter the password for joe" in dialog.status_label.text()

    dialog.password_edit.setText("falsch")
    dialog.remember_check.setChecked(True)
    send_and_wait(dialog, dialog.send_button, dialogs)
    assert all(result.startswith("failed: login failed: 535") for _, address, result in dialog.result_rows()
               if address)
    assert memory_keyring.passwords == {}  # a password that did not work is not kept

    dialog.password_edit.setText("richtig")
    send_and_wait(dialog, dialog.retry_button, dialogs)
    assert box.count() == 4
    assert memory_keyring.passwords == {(KEYRING_SERVICE, "joe"): "richtig"}

    again = make_dialog(qtbot, smtp=smtp)  # nothing typed: the keyring's password is used
    send_and_wait(again, again.send_button, dialogs)
    assert box.count() == 8
    assert again.status_label.text() == "4 sent, 0 failed, 1 skipped"
    assert again.smtp_settings() == smtp.__class__("127.0.0.1", port, "none", "joe")


def test_closing_while_sending_waits_for_the_thread(qtbot: Any, smtp_server: Server, dialogs: Any) -> None:
    from PySide6.QtWidgets import QMessageBox

    box = smtp_server.handler
    box.delay = 0.2
    dialog = make_dialog(qtbot, smtp_server)
    dialogs.answers.append(QMessageBox.StandardButton.Yes)
    dialog.send_button.click()
    wait_until(lambda: dialog.progress_bar.value() >= 1)
    dialog.stop_button.click()
    dialog.close()
    assert not dialog.busy
    assert 1 <= box.count() < 4
    rows = dialog.result_rows()
    assert any("stopped" in result for _, _, result in rows)


# -- attachments, the lot, the warning ----------------------------------------


def attached(path: Path) -> list[tuple[str, bytes]]:
    message = email.message_from_bytes(path.read_bytes(), policy=email.policy.default)
    assert isinstance(message, email.message.EmailMessage)
    return [(p.get_filename() or "", p.get_content()) for p in message.iter_attachments()]


def test_the_report_attached_as_chosen(qtbot: Any, tmp_path: Path) -> None:
    import io

    import openpyxl

    dialog = make_dialog(qtbot, folder=str(tmp_path / "none"))
    assert dialog.attach_combo.currentData() == ""  # nothing attached unless chosen
    save_and_wait(dialog)
    assert attached(tmp_path / "none" / "Alfons.eml") == []
    dialog.attach_combo.setCurrentIndex(dialog.attach_combo.findData("xlsx"))
    dialog.folder_edit.setText(str(tmp_path / "xlsx"))
    save_and_wait(dialog)
    (name, data), = attached(tmp_path / "xlsx" / "Alfons.eml")
    assert name == "Joes Wörter-MasterMind_ the rules' example - Runde 2.xlsx"
    book = openpyxl.load_workbook(io.BytesIO(data))
    cells = {str(c.value) for ws in book.worksheets for row in ws.iter_rows() for c in row}
    assert "Alfons" in cells and not cells & set(SECRETS.values())
    dialog.attach_combo.setCurrentIndex(dialog.attach_combo.findData("pdf"))
    dialog.folder_edit.setText(str(tmp_path / "pdf"))
    save_and_wait(dialog)
    (name, data), = attached(tmp_path / "pdf" / "Gustav.eml")
    assert name.endswith(" - Runde 2.pdf") and data.startswith(b"%PDF")


def test_the_lot_by_mail_from_the_dialog(qtbot: Any, tmp_path: Path) -> None:
    game = mail_evaluation().game
    while game.rounds:
        game = game.without_last_round()
    lot = game.lot
    assert lot is not None
    dialog = MailDialog(evaluate(game), 0, sender="Joe <joe@example.org>", folder=str(tmp_path))
    qtbot.addWidget(dialog)
    dialog.show()
    assert "the lot" in dialog.windowTitle()
    text = dialog.preview_edit.toPlainText()
    assert "Subject: Joes Wörter-MasterMind: the rules' example: Auslosung für Runde 1" in text
    assert f"In Runde 1 hast du einen Rateversuch. Du darfst raten bei {' und '.join(lot.targets('Alfons'))}.\n" in text
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("en"))
    assert dialog.subject_template() == "{title}: the lot for round {round}"
    save_and_wait(dialog)
    assert len(list(tmp_path.glob("*.eml"))) == 4


def test_a_masked_secret_is_said_once(qtbot: Any) -> None:
    game = mail_evaluation().game.with_notes(2, "Salat und Motel sind bald heraus.")
    dialog = MailDialog(evaluate(game), 2, sender="Joe <joe@example.org>")
    qtbot.addWidget(dialog)
    dialog.show()
    note = dialog.warning_label.text()
    assert dialog.warning_label.isVisibleTo(dialog)
    assert "Alfons" in note and "Gustav" in note
    dialog.preview_combo.setCurrentText("Gustav")
    assert dialog.warning_label.text() == note


def test_the_game_menu_mails_the_lot_before_round_1(window: Any, tmp_path: Path) -> None:
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.files.wmm.file import save_game

    game = rules_example()
    while game.rounds:
        game = game.without_last_round()
    path = tmp_path / "lot.wmm"
    save_game(game.with_lot(None), path)
    window.open_path(path)
    window._fill_game_menu()
    assert not window.game_menu.actions()[0].isEnabled()  # no lot, no round: nothing to mail yet
    save_game(game, path)
    window.open_path(path)
    window._fill_game_menu()
    assert [a.text() for a in window.game_menu.actions()] == ["&Mail the Players…", "&Fetch Guesses from the Mailbox…",
                                                                "&Remind Players…"]
    dialog = window.wmm.mail_players()
    assert dialog.number == 0 and dialog.subject_template() == "{title}: the lot for round {round}"
    dialog.reject()


# -- typing: only the previewed mail is made ----------------------------------


def test_typing_makes_only_the_previewed_mail_and_no_mime(qtbot: Any, monkeypatch: Any, tmp_path: Path) -> None:
    from wordmastermind.files.mail.message import MailMaker
    from wordmastermind.files.mail.mime import MimeMaker

    made: list[tuple[int, bool]] = []
    mimed: list[bool] = []
    text, message = MailMaker.text, MimeMaker.message

    def counted_text(self: MailMaker, index: int, *, html: bool = True) -> Any:
        made.append((index, html))
        return text(self, index, html=html)

    def counted_message(self: MimeMaker, **kwargs: Any) -> Any:
        mimed.append(True)
        return message(self, **kwargs)

    monkeypatch.setattr(MailMaker, "text", counted_text)
    monkeypatch.setattr(MimeMaker, "message", counted_message)
    dialog = make_dialog(qtbot, folder=str(tmp_path / "mails"))
    dialog.preview_combo.setCurrentText("Gustav")
    made.clear()
    dialog.template_edit.moveCursor(QTextCursor.MoveOperation.End)
    for char in " Gruss":  # typed, the pause's timer fires once
        qtbot.keyClicks(dialog.template_edit, char)
    qtbot.waitUntil(lambda: dialog.preview_edit.toPlainText().endswith(" Gruss"))
    assert made and set(made) == {(1, False)} and mimed == []  # Gustav's words only (once a pause): no MIME
    assert dialog.preview_note.text() == "4 of 5 players get a mail."  # the counts as they were
    assert [dialog.recipients_list.item(i).text() for i in range(5)][2] == "Beatrix (no mail: no e-mail address)"
    dialog.attach_combo.setCurrentIndex(dialog.attach_combo.findData("pdf"))
    made.clear()
    save_and_wait(dialog)  # now the mails are made, whole, in the sending thread
    assert sorted(index for index, html in made if html) == [0, 1, 2, 3, 4] and len(mimed) == 4
    saved = email.message_from_bytes((tmp_path / "mails" / "Emil.eml").read_bytes(), policy=email.policy.default)
    assert isinstance(saved, email.message.EmailMessage)
    body = saved.get_body(("plain",))
    assert body is not None and body.get_content().rstrip().endswith("Gruss")  # the text as edited
    (name, data), = attached(tmp_path / "mails" / "Emil.eml")
    assert name.endswith(" - Runde 2.pdf") and data.startswith(b"%PDF")


def test_a_format_the_values_do_not_take_blocks_sending(qtbot: Any) -> None:
    dialog = make_dialog(qtbot)
    dialog.template_edit.setPlainText("Platz {rank:d}, {name:>3d}")  # a name is no number
    dialog.update_preview()
    assert dialog.error_label.isVisible() and "{name:>3d}" in dialog.error_label.text()
    assert not dialog.save_button.isEnabled() and not dialog.send_button.isEnabled()
