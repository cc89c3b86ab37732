"""Game ▸ Fetch Guesses from the Mailbox…: a round's guesses from the players' mails, then the receipts.

The dialog reads the mailbox in a thread (a progress bar, Cancel), shows
what the mails hold player by player (the guesses to take, the lines not
taken and why, superseded and late mails) and the mails of strangers, and
changes nothing until Enter: then the sheet enters the guesses as one
undoable step (``enter``). Send Receipts mails every player who wrote
what was taken and what was not, with the mail dialog's SMTP settings.
The rules are :mod:`wordmastermind.core.wmm.intake`'s, as for ``inbox``.
"""

from __future__ import annotations

import ssl
import threading
from collections.abc import Callable

from PySide6.QtCore import QThread, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.wmm.game import Game
from wordmastermind.core.wmm.intake import InMail, Intake
from wordmastermind.gui.i18n import rule_text
from wordmastermind.gui.mail.inbox_preview import fill_preview
from wordmastermind.gui.mail.mailbox_account import MailboxAccount
from wordmastermind.gui.mail.parts import ERROR_COLOR
from wordmastermind.gui.mail.sending import SendThread
from wordmastermind.gui.settings import AppSettings

Enter = Callable[[int, list[InMail], bool], Intake | None]
"""The sheet's entering: round, mails, take late ones; the intake entered (None if nothing was)."""


class FetchThread(QThread):
    """Reads the mailbox away from the window."""

    progressed = Signal(int, int)

    def __init__(self, job: Callable[[Callable[[int, int], None], Callable[[], bool]], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._job = job
        self._stop = threading.Event()
        self.mails: list[InMail] | None = None
        self.error: BaseException | None = None

    def stop(self) -> None:
        self._stop.set()

    @property
    def stopped(self) -> bool:
        return self._stop.is_set()

    def run(self) -> None:
        try:
            mails = self._job(self.progressed.emit, self._stop.is_set)
            self.mails = mails if isinstance(mails, list) else None
        except Exception as error:  # shown in the window, never lost in a thread
            self.error = error


class InboxDialog(QDialog):
    """Fetch, look, Enter, Send Receipts."""

    fetched = Signal()
    """Emitted when a fetch is over (read, failed or cancelled)."""
    receipts_sent = Signal()

    def __init__(self, game: Callable[[], Game], number: int, enter: Enter, parent: QWidget | None = None, *,
                 settings: AppSettings | None = None, ssl_context: ssl.SSLContext | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Fetch Guesses from the Mailbox"))
        self.game = game
        self._enter = enter
        self.store = settings
        self.ssl_context = ssl_context
        self.mails: list[InMail] = []
        self.intake: Intake | None = None
        self.entered: Intake | None = None
        self._fetch: FetchThread | None = None
        self._send: SendThread | None = None

        self.account = MailboxAccount(settings)
        self.round_spin = QSpinBox()
        self.round_spin.setRange(1, len(game().rounds) + 1)
        self.round_spin.setValue(min(max(number, 1), len(game().rounds) + 1))
        self.late_check = QCheckBox(self.tr("Take &late mails too"))
        round_form = QFormLayout()
        round_form.addRow(self.tr("Ro&und:"), self.round_spin)
        round_form.addRow("", self.late_check)
        self.fetch_button = QPushButton(self.tr("&Fetch"))
        self.fetch_button.clicked.connect(self.fetch)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 1)
        self.progress_bar.setValue(0)
        left = QVBoxLayout()
        left.addWidget(self.account)
        left.addLayout(round_form)
        fetching = QHBoxLayout()
        fetching.addWidget(self.fetch_button)
        fetching.addWidget(self.progress_bar, 1)
        fetching.addWidget(self.cancel_button)
        left.addLayout(fetching)
        left.addStretch(1)

        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("Mail"), self.tr("Why")])
        self.tree.setColumnWidth(0, 300)
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        right = QVBoxLayout()
        right.addWidget(self.tree, 1)
        right.addWidget(self.summary_label)

        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.enter_button = self.buttons.addButton(self.tr("En&ter"), QDialogButtonBox.ButtonRole.ActionRole)
        self.enter_button.clicked.connect(self.enter)
        self.receipts_button = self.buttons.addButton(self.tr("Send Re&ceipts"),
                                                      QDialogButtonBox.ButtonRole.ActionRole)
        self.receipts_button.clicked.connect(self.send_receipts)
        self.buttons.rejected.connect(self.reject)

        columns = QHBoxLayout()
        columns.addLayout(left, 2)
        columns.addLayout(right, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.status_label)
        layout.addWidget(self.buttons)
        self._update_buttons()
        self.resize(1180, 640)

    # ---------------------------------------------------------------- state

    @property
    def busy(self) -> bool:
        return self._fetch is not None or self._send is not None

    def _update_buttons(self) -> None:
        self.fetch_button.setEnabled(not self.busy)
        self.cancel_button.setEnabled(self._fetch is not None)
        intake = self.intake
        self.enter_button.setEnabled(not self.busy and intake is not None and intake.changed and self.entered is None)
        self.receipts_button.setEnabled(not self.busy and self.entered is not None and bool(self.entered.players))

    def _set_status(self, text: str, *, error: bool = False) -> None:
        self.status_label.setStyleSheet(f"color: {ERROR_COLOR};" if error else "")
        self.status_label.setText(text)

    # ---------------------------------------------------------------- fetching

    def fetch(self) -> None:
        """Read the mailbox in a thread; the preview follows when it is read."""
        from wordmastermind.files.mail.errors import MailError
        from wordmastermind.files.mail.imap import fetch_mails

        if self.busy:
            return
        try:
            settings = self.account.settings()
        except MailError:
            self._set_status(self.tr("Enter the mailbox's server first."), error=True)
            self.account.host_edit.setFocus()
            return
        password = self.account.password(settings)
        if password is None:
            self._set_status(self.tr("Enter the password for {0}: the system keyring has none.").format(
                settings.username), error=True)
            self.account.password_edit.setFocus()
            return
        folder, context = self.account.folder(), self.ssl_context

        def job(progress: Callable[[int, int], None], stop: Callable[[], bool]) -> object:
            return fetch_mails(settings, password or "", folder, context, progress=progress, stop=stop)

        self.intake = self.entered = None
        self.tree.clear()
        self.summary_label.clear()
        self.progress_bar.setRange(0, 0)  # busy until the server says how many
        self._set_status(self.tr("Reading the mailbox at {0}…").format(settings.host))
        thread = FetchThread(job, self)
        thread.progressed.connect(self._progressed)
        thread.finished.connect(self._fetched)
        self._fetch = thread
        self._update_buttons()
        thread.start()

    def cancel(self) -> None:
        """Stop reading: the mails read so far are not used."""
        if self._fetch is not None:
            self._fetch.stop()
            self._set_status(self.tr("Cancelling…"))

    def _progressed(self, done: int, total: int) -> None:
        self.progress_bar.setRange(0, max(total, 1))
        self.progress_bar.setValue(done)

    def _fetched(self) -> None:
        thread = self._fetch
        if thread is None:
            return
        self._fetch = None
        thread.deleteLater()
        self.progress_bar.setRange(0, 1)
        self.progress_bar.setValue(0)
        if thread.stopped:
            self._set_status(self.tr("Cancelled: nothing was read."))
        elif thread.error is not None:
            self._set_status(self._failure(thread.error), error=True)
        elif thread.mails is not None:
            self.progress_bar.setValue(1)
            self.mails = thread.mails
            keyring = self.account.remember(worked=True)
            self._plan()
            if keyring:
                self._set_status(self.status_label.text() + "\n" + keyring, error=True)
        self._update_buttons()
        self.fetched.emit()

    def _failure(self, error: BaseException) -> str:
        from wordmastermind.files.mail.errors import MailboxError

        where = self.account.host_edit.text().strip()
        kind = error.kind if isinstance(error, MailboxError) else ""
        detail = error.detail if isinstance(error, MailboxError) else str(error)
        if kind == "login":
            return self.tr("The mailbox refused the user or password ({0}).").format(detail)
        if kind == "unreachable":
            return self.tr("The server {0} cannot be reached: check the server and port ({1}).").format(where, detail)
        if kind == "tls":
            return self.tr("The secure connection to {0} failed: check the security and port ({1}).").format(
                where, detail)
        if kind == "folder":
            return self.tr("The mailbox has no folder {0}.").format(self.account.folder())
        return self.tr("The mailbox could not be read: {0}").format(detail)

    def _plan(self) -> None:
        from wordmastermind.core.errors import RoundOrderError
        from wordmastermind.core.wmm.intake import plan_intake
        from wordmastermind.gui.i18n import rule_text

        number = self.round_spin.value()
        try:
            self.intake = plan_intake(self.game(), number, self.mails, include_late=self.late_check.isChecked())
        except RoundOrderError as error:
            self.intake = None
            self._set_status(rule_text(error), error=True)
            return
        self.summary_label.setText(fill_preview(self.tree, self.intake, len(self.mails), entered=False))
        if self.intake.changed:
            self._set_status(self.tr("Nothing is entered yet: Enter takes the guesses into round {0}.").format(number))
        else:
            self._set_status(self.tr("Nothing new to enter in round {0}.").format(number))

    # ---------------------------------------------------------------- entering

    def enter(self) -> None:
        """Enter the guesses (one undoable step of the game)."""
        if self.intake is None or not self.intake.changed or self.entered is not None:
            return
        number = self.intake.number
        entered = self._enter(number, self.mails, self.late_check.isChecked())
        if entered is None:
            return
        self.entered = self.intake = entered
        self.summary_label.setText(fill_preview(self.tree, entered, len(self.mails), entered=True))
        self._set_status(self.tr("Round {0}: the guesses are entered (Edit ▸ Undo takes them back).").format(number))
        self._update_buttons()

    # ---------------------------------------------------------------- receipts

    def send_receipts(self) -> None:
        """Mail every player who wrote what was taken and what was not, in the game's language."""
        from wordmastermind.files.mail.errors import MailError
        from wordmastermind.files.mail.receipts import receipts
        from wordmastermind.gui.mail.outgoing import start_sending, stored_smtp

        entered = self.entered
        if entered is None or self.busy:
            return
        stored = stored_smtp(self.store)
        if isinstance(stored, str):
            self._set_status(stored, error=True)
            return
        smtp, password, sender = stored
        game = self.game()
        try:
            mails = receipts(entered, game, sender, game.settings.language)
        except MailError as error:
            self._set_status(rule_text(error), error=True)
            return
        self._set_status(self.tr("Sending the receipts to {0}…").format(smtp.host))
        self.progress_bar.setRange(0, 0)
        self._send = start_sending(self, mails, smtp, password, self._receipts_done, self.ssl_context)
        self._update_buttons()

    def _receipts_done(self, thread: SendThread) -> None:
        from wordmastermind.gui.mail.outgoing import finished_text

        if self._send is not thread:
            return
        self._send = None
        thread.deleteLater()
        self.progress_bar.setRange(0, 1)
        self.progress_bar.setValue(1)
        text, failed = finished_text(thread)
        self._set_status(text, error=failed)
        self._update_buttons()
        self.receipts_sent.emit()

    # ---------------------------------------------------------------- closing

    def wait(self, timeout_ms: int = 60_000) -> None:
        """Stop what runs and wait for its thread (the dialog closes, a test ends)."""
        for thread, done in ((self._fetch, self._fetched), (self._send, None)):
            if thread is None:
                continue
            thread.stop()
            thread.wait(timeout_ms)
            if done is not None:
                done()
        if self._send is not None:
            self._receipts_done(self._send)

    def done(self, result: int) -> None:
        self.wait()
        super().done(result)
