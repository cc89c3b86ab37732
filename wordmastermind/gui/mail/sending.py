"""The mail dialog's two ways out: .eml files in a folder, or SMTP in a worker thread.

Sending runs in a :class:`SendThread`, so the window stays alive; the
password is the one typed or the one in the system keyring, kept there only
when asked and once a login has worked. The texts belong to the
``MailDialog`` translation context.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QThread, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from wordmastermind.files.mail.errors import KeyringError, MailError
from wordmastermind.files.mail.eml import write_eml
from wordmastermind.files.mail.message import PlayerMail
from wordmastermind.files.mail.smtp import (
    DEFAULT_PORTS,
    SECURITIES,
    Progress,
    Security,
    SendResult,
    SmtpSettings,
    password_from_keyring,
    retry_failed,
    send_mails,
    store_password_in_keyring,
)
from wordmastermind.files.messages import said
from wordmastermind.gui.i18n import rule_text
from wordmastermind.gui.mail.parts import MailParts

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

translate = QCoreApplication.translate

Job = Callable[[Progress, Callable[[], bool]], list[SendResult]]
"""Sending work: called with a progress callback and a stop test."""


class SendThread(QThread):
    """Runs one sending job away from the window; reports through signals."""

    progressed = Signal(int, int, object)
    """(mails done, mails in all, the SendResult just made)."""
    ended = Signal(object)
    """The thread itself, once it is over (in the window's thread, after ``finished``)."""

    def __init__(self, job: Job, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._job = job
        self._stop = threading.Event()
        self.results: list[SendResult] = []
        self.error = ""
        self.finished.connect(self._ended)  # queued: this object lives in the window's thread

    def _ended(self) -> None:
        self.ended.emit(self)

    def stop(self) -> None:
        """Ask the job to stop before the next mail."""
        self._stop.set()

    def run(self) -> None:
        try:
            self.results = self._job(self._report, self._stop.is_set)
        except Exception as error:  # shown in the window, never lost in a thread
            self.error = said(error) or type(error).__name__  # a message: shown in the interface's language

    def _report(self, done: int, total: int, result: SendResult) -> None:
        self.progressed.emit(done, total, result)


class MailSending(MailParts):
    """The two ways out (a part of :class:`MailDialog`)."""

    if TYPE_CHECKING:
        went_out: SignalInstance  # dialog.py
    # ---------------------------------------------------------------- values

    def port(self) -> int:
        # Read from the text: only settings.py may call a value method (see the tests).
        return int(self.port_spin.cleanText() or 0)

    def security(self) -> Security:
        value = str(self.security_combo.currentData())
        for security in SECURITIES:
            if security == value:
                return security
        return "starttls"

    def smtp_settings(self) -> SmtpSettings:
        """The SMTP server as entered (no password), with the game master's blind copy; raises MailError if
        incomplete."""
        from wordmastermind.gui.settings import copy_address

        return SmtpSettings(
            self.host_edit.text(), self.port(), self.security(), self.user_edit.text(),
            bcc=copy_address(self.copy_to, self.sender_address()),
        )

    @property
    def busy(self) -> bool:
        """Whether mail is being sent right now."""
        return self._thread is not None

    # ---------------------------------------------------------------- SMTP settings

    def _security_changed(self) -> None:
        new = self.security()
        if self.port() == DEFAULT_PORTS[self._security]:
            self.port_spin.setValue(DEFAULT_PORTS[new])
        self._security = new
        self._update_smtp_hints()

    def _update_smtp_hints(self) -> None:
        self.plain_warning.setVisible(self.security() == "none" and bool(self.user_edit.text().strip()))

    # ---------------------------------------------------------------- the mails to go out

    def _checked_mails(self) -> list[PlayerMail] | None:
        """The mails to go out, or None after saying why there are none."""
        if not self.sender_address():
            self._set_status(translate("MailDialog", "Enter your own address in From first."), error=True)
            self.sender_edit.setFocus()
            return None
        try:
            mails = self.build(attach=True)
        except MailError as error:
            self._set_status(rule_text(error), error=True)
            return None
        if not any(m.message is not None for m in mails):
            self.mails = mails
            self._set_status(translate("MailDialog", "No player has an e-mail address."), error=True)
            return None
        chosen = self.chosen_mails(mails)  # the ticks of the list as it stands, before it is built again
        self.mails = mails
        self._sync_recipients()
        if not any(m.message is not None for m in chosen):
            self._set_status(translate("MailDialog", "Tick the players to send the mail to."), error=True)
            return None
        return chosen

    # ---------------------------------------------------------------- files

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, translate("MailDialog", "A folder for the mails"), self.folder() or str(Path.home())
        )
        if folder:
            self.folder_edit.setText(folder)

    def save_files(self) -> list[Path]:
        """Write the .eml files; returns them (none after an error, which is shown)."""
        mails = self._checked_mails()
        if mails is None:
            return []
        if not self.folder():
            self.choose_folder()
            if not self.folder():
                return []
        try:
            paths = write_eml(mails, Path(self.folder()))
        except (OSError, MailError, ValueError) as error:  # ValueError: a folder or file refused
            self._set_status(
                translate("MailDialog", "The files could not be written: {0}").format(rule_text(error)), error=True
            )
            return []
        names = iter(paths)
        self.results = []
        self.results_table.setRowCount(0)
        written: list[tuple[str, str]] = []
        for mail in mails:
            if mail.message is None:
                self._add_row(mail, translate("MailDialog", "skipped: {0}").format(rule_text(mail.skipped)))
            else:
                path = next(names)
                written.append((mail.name, str(path)))
                self._add_row(mail, translate("MailDialog", "saved: {0}").format(path.name))
        self._log_written(written)
        self.progress_bar.setRange(0, 1)
        self.progress_bar.setValue(1)
        self._set_status(translate("MailDialog", "{0} files saved in {1}").format(len(paths), self.folder()))
        self._update_buttons()
        return paths

    # ---------------------------------------------------------------- SMTP

    def _password(self, settings: SmtpSettings) -> str | None:
        """The password typed, or the one in the keyring; None when one is needed and missing."""
        self._password_typed = self.password_edit.text()
        if not settings.username:
            return ""
        if self._password_typed:
            return self._password_typed
        kept = password_from_keyring(settings)
        if kept:
            return kept
        self._set_status(
            translate("MailDialog", "Enter the password for {0}: the system keyring has none.").format(
                settings.username
            ),
            error=True,
        )
        self.password_edit.setFocus()
        return None

    def _smtp_ready(self) -> tuple[SmtpSettings, str] | None:
        try:
            settings = self.smtp_settings()
        except MailError as error:
            self._set_status(rule_text(error), error=True)
            self.host_edit.setFocus()
            return None
        password = self._password(settings)
        if password is None:
            return None
        return settings, password

    def send(self) -> None:
        """Send every mail, in the background."""
        if self.busy:
            return
        mails = self._checked_mails()
        ready = self._smtp_ready() if mails is not None else None
        if mails is None or ready is None:
            return
        if not self._confirmed([m.name for m in mails if m.message is not None]):
            self._set_status(translate("MailDialog", "Nothing was sent."))
            return
        settings, password = ready
        self.results = []
        self.results_table.setRowCount(0)
        for mail in mails:
            self._add_row(mail, translate("MailDialog", "waiting…"))
        self._rows_sent = list(range(len(mails)))
        context = self.ssl_context

        def job(progress: Progress, stop: Callable[[], bool]) -> list[SendResult]:
            return send_mails(mails, settings, password or None, progress=progress, context=context,
                              stop=stop)

        self._start(job, len(mails), settings)

    def retry(self) -> None:
        """Send the failed mails again, in the background."""
        if self.busy or not any(r.failed for r in self.results):
            return
        ready = self._smtp_ready()
        if ready is None:
            return
        if not self._confirmed([r.name for r in self.results if r.failed]):
            self._set_status(translate("MailDialog", "Nothing was sent."))
            return
        settings, password = ready
        before = list(self.results)
        self._rows_sent = [row for row, result in enumerate(before) if result.failed]
        for row in self._rows_sent:
            self._set_row(row, translate("MailDialog", "waiting…"))
        context = self.ssl_context

        def job(progress: Progress, stop: Callable[[], bool]) -> list[SendResult]:
            return retry_failed(before, settings, password or None, progress=progress, context=context,
                                stop=stop)

        self._start(job, len(self._rows_sent), settings)

    def _confirmed(self, names: list[str]) -> bool:
        """Whether the game master says yes to mailing ``names`` (asked when they are more than one)."""
        from wordmastermind.gui.mail.confirm import confirm_sending

        return confirm_sending(self, self.report_kind(), self.number, names)

    def stop(self) -> None:
        """Stop sending after the mail on its way."""
        if self._thread is not None:
            self._thread.stop()
            self._set_status(translate("MailDialog", "Stopping after the mail on its way…"))

    def _log_written(self, written: list[tuple[str, str]]) -> None:
        """Keep in the game's log that the mails of these (player, file) were saved as files."""
        from wordmastermind.gui.mail.sent_records import now, written_records

        if written:
            self._log(written_records(self.evaluation, self.number, self.report_kind(), written, now()))

    def _start(self, job: Job, count: int, settings: SmtpSettings) -> None:
        self.progress_bar.setRange(0, max(count, 1))
        self.progress_bar.setValue(0)
        self._set_status(translate("MailDialog", "Sending to {0}…").format(settings.host))
        thread = SendThread(job, self)
        thread.progressed.connect(self._progressed)
        thread.finished.connect(self._finished)
        self._thread = thread
        self._update_buttons()
        thread.start()

    def _progressed(self, done: int, total: int, result: object) -> None:
        assert isinstance(result, SendResult)
        self.progress_bar.setRange(0, max(total, 1))
        self.progress_bar.setValue(done)
        if 0 < done <= len(self._rows_sent):
            self._set_row(self._rows_sent[done - 1], self.result_text(result), failed=result.failed)

    def _finished(self) -> None:
        thread = self._thread
        if thread is None:
            return
        self._thread = None
        thread.deleteLater()
        if thread.error:
            self._set_status(translate("MailDialog", "Sending stopped: {0}").format(rule_text(thread.error)),
                             error=True)
        else:
            self.show_results(thread.results)
            self._keep_password()
        self._update_buttons()
        moment = datetime.now().astimezone()
        if not thread.error:  # what went out (or failed to) is kept in the game's log
            from wordmastermind.gui.mail.sent_records import mail_records

            tried = [thread.results[row] for row in self._rows_sent if row < len(thread.results)]  # a retry's
            records = mail_records(self.evaluation, self.number, self.report_kind(), tried,
                                   moment.isoformat(timespec="seconds"))
            if records:
                self._log(records)
        if any(result.sent for result in thread.results):  # the report went out: the next round opens
            self.went_out.emit(self.number, moment)
        self.sending_finished.emit()

    def _keep_password(self) -> None:
        """Keep a typed password in the keyring once it has worked, if asked to."""
        typed = self._password_typed
        self._password_typed = ""
        if not (self.remember_check.isChecked() and typed and any(r.sent for r in self.results)):
            return
        try:
            settings = self.smtp_settings()
            store_password_in_keyring(settings, typed)
        except (KeyringError, MailError) as error:
            self._set_status(self.status_label.text() + "\n" + rule_text(error), error=True)

    def wait_for_sending(self, timeout_ms: int = 60_000) -> None:
        """Stop sending and wait for the thread (used when the dialog closes)."""
        thread = self._thread
        if thread is not None:
            thread.stop()
            thread.wait(timeout_ms)
            self._finished()
