"""The mail dialog's two ways out: .eml files in a folder, or SMTP, both in a worker thread.

Saving and sending run in a :class:`SendThread`, so the window stays alive:
the thread makes the mails (their words, their MIME, the attached report,
made and encoded once for all of them), then writes or sends them. The
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
from wordmastermind.files.mail.message import MailMaker, PlayerMail
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
    from wordmastermind.core.messages import Text

translate = QCoreApplication.translate

Job = Callable[[Progress, Callable[[], bool]], object]
"""Saving or sending work: called with a progress callback and a stop test; what it returns is the thread's
:attr:`SendThread.outcome` (the send results; the mails and files saved)."""


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
        self.outcome: object = None
        self.error: Text = ""
        self.finished.connect(self._ended)  # queued: this object lives in the window's thread

    @property
    def results(self) -> list[SendResult]:
        """What a sending job returned: each mail's result (none for other work)."""
        outcome = self.outcome
        return [r for r in outcome if isinstance(r, SendResult)] if isinstance(outcome, list) else []

    def _ended(self) -> None:
        self.ended.emit(self)

    def stop(self) -> None:
        """Ask the job to stop before the next mail."""
        self._stop.set()

    def run(self) -> None:
        try:
            self.outcome = self._job(self._report, self._stop.is_set)
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

    def _checked_rows(self) -> list[int] | None:
        """The roster rows of the mails to go out, or None after saying why there are none."""
        if not self.sender_address():
            self._set_status(translate("MailDialog", "Enter your own address in From first."), error=True)
            self.sender_edit.setFocus()
            return None
        if self._maker is None or self.problem:
            self._set_status(self.problem, error=True)
            return None
        if not any(mail.sendable for mail in self.addressees()):
            self._set_status(translate("MailDialog", "No player has an e-mail address."), error=True)
            return None
        rows = self.chosen_rows()
        if not any(self.addressees()[row].sendable for row in rows):
            self._set_status(translate("MailDialog", "Tick the players to send the mail to."), error=True)
            return None
        return rows

    # ---------------------------------------------------------------- files

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, translate("MailDialog", "A folder for the mails"), self.folder() or str(Path.home())
        )
        if folder:
            self.folder_edit.setText(folder)

    def save_files(self) -> bool:
        """Write the .eml files, in the background; whether the saving began (if not, the status says why).

        :attr:`sending_finished` says when the files are written and the table is filled.
        """
        if self.busy:
            return False
        rows = self._checked_rows()
        if rows is None:
            return False
        if not self.folder():
            self.choose_folder()
            if not self.folder():
                return False
        maker, folder = self.mail_maker(), Path(self.folder())

        def job(_progress: Progress, _stop: Callable[[], bool]) -> tuple[list[PlayerMail], list[Path]]:
            mails = _made(maker, rows)
            return mails, write_eml(mails, folder)

        self.progress_bar.setRange(0, 0)  # busy, for as long as it takes
        self._start(job, translate("MailDialog", "Saving the mails in {0}…").format(folder), saving=True)
        return True

    def _saved(self, thread: SendThread) -> None:
        """The files written (or why not): a row per mail, and the game's log."""
        self.progress_bar.setRange(0, 1)
        if thread.error:
            self.progress_bar.setValue(0)
            self._set_status(
                translate("MailDialog", "The files could not be written: {0}").format(rule_text(thread.error)),
                error=True)
            return
        mails: list[PlayerMail]
        paths: list[Path]
        mails, paths = thread.outcome  # type: ignore[misc]  # what the save job returns
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
        self._log_written(written, {mail.name: mail.message_id for mail in mails if mail.message is not None})
        self.progress_bar.setValue(1)
        self._set_status(translate("MailDialog", "{0} files saved in {1}").format(len(paths), self.folder()))

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
        rows = self._checked_rows()
        ready = self._smtp_ready() if rows is not None else None
        if rows is None or ready is None:
            return
        addressees = [self.addressees()[row] for row in rows]
        if not self._confirmed([mail.name for mail in addressees if mail.sendable]):
            self._set_status(translate("MailDialog", "Nothing was sent."))
            return
        settings, password = ready
        self.results = []
        self.results_table.setRowCount(0)
        for mail in addressees:
            self._add_row(mail, translate("MailDialog", "waiting…"))
        self._rows_sent = list(range(len(rows)))
        context, maker = self.ssl_context, self.mail_maker()

        def job(progress: Progress, stop: Callable[[], bool]) -> list[SendResult]:
            return send_mails(_made(maker, rows), settings, password or None, progress=progress, context=context,
                              stop=stop)

        self._begin(job, len(rows), settings)

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

        self._begin(job, len(self._rows_sent), settings)

    def _confirmed(self, names: list[str]) -> bool:
        """Whether the game master says yes to mailing ``names`` (asked when they are more than one)."""
        from wordmastermind.gui.mail.confirm import confirm_sending

        return confirm_sending(self, self.report_kind(), self.number, names)

    def stop(self) -> None:
        """Stop sending after the mail on its way."""
        if self._thread is not None:
            self._thread.stop()
            self._set_status(translate("MailDialog", "Stopping after the mail on its way…"))

    def _log_written(self, written: list[tuple[str, str]], ids: dict[str, str]) -> None:
        """Keep in the game's log that the mails of these (player, file) were saved as files (``ids``: each one's
        Message-ID, by player)."""
        from wordmastermind.gui.mail.sent_records import now, written_records

        if written:
            self._log(written_records(self.evaluation, self.number, self.report_kind(), written, now(), ids))

    def _begin(self, job: Job, count: int, settings: SmtpSettings) -> None:
        """Send in the background: ``count`` mails to ``settings``' server."""
        self.progress_bar.setRange(0, max(count, 1))
        self.progress_bar.setValue(0)
        self._start(job, translate("MailDialog", "Sending to {0}…").format(settings.host))

    def _start(self, job: Job, status: str, *, saving: bool = False) -> None:
        """Run ``job`` in the background, saying ``status``; once it is over, the files saved (``saving``) or the
        mails sent are shown."""
        self._set_status(status)
        thread = SendThread(job, self)
        thread.progressed.connect(self._progressed)
        thread.finished.connect(self._finished)
        self._thread, self._saving = thread, saving
        self._update_buttons()
        self.bring_results_into_view()  # the progress
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
        if self._saving:
            self._saved(thread)
        else:
            self._sent(thread)
        self._update_buttons()
        self.bring_results_into_view()  # each mail's result
        self.sending_finished.emit()

    def _sent(self, thread: SendThread) -> None:
        """The mails sent (or why not): their results, the game's log, and whether the report went out."""
        results = thread.results
        if thread.error:
            self._set_status(translate("MailDialog", "Sending stopped: {0}").format(rule_text(thread.error)),
                             error=True)
        else:
            self.show_results(results)
            self._keep_password()
        moment = datetime.now().astimezone()
        if not thread.error:  # what went out (or failed to) is kept in the game's log
            from wordmastermind.gui.mail.sent_records import mail_records

            tried = [results[row] for row in self._rows_sent if row < len(results)]  # a retry's
            records = mail_records(self.evaluation, self.number, self.report_kind(), tried,
                                   moment.isoformat(timespec="seconds"))
            if records:
                self._log(records)
        if any(result.sent for result in results):  # the report went out: the next round opens
            self.went_out.emit(self.number, moment)

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


def _made(maker: MailMaker, rows: list[int]) -> list[PlayerMail]:
    """The mails of the roster's ``rows``, made whole (in the sending thread)."""
    return [maker.mail(row) for row in rows]
