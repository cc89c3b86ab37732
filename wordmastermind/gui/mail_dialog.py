"""Mail to the players: save one .eml file each, or send them by SMTP.

:class:`MailDialog` shows the template the game master may edit (with the
placeholders it knows), a preview of one player's mail (the first player's
at the start), and two ways out: a folder for ``.eml`` files, or an SMTP
server. Sending runs in a worker thread, so the window stays alive; each
mail's result (sent, failed and why, skipped and why) fills a table, and
"Retry failed" sends only the failed ones again.

The dialog reads and writes no settings: the app passes in what it kept
(sender, folder, SMTP server, template) and reads it back from the
dialog's accessors afterwards. The SMTP password is never one of them: it is
typed in, or taken from the system keyring, and kept there only when the
user ticks the box (and only once a login has worked).
"""

from __future__ import annotations

import re
import ssl
import threading
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Qt, QThread, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QColor, QFontDatabase
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.files.mail.errors import KeyringError, MailError
from wordmastermind.files.mail.message import (
    DEFAULT_SUBJECTS,
    DEFAULT_TEMPLATES,
    PlayerMail,
    build_mails,
    parse_sender,
    write_eml,
)
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
from wordmastermind.files.mail.template import PLACEHOLDERS
from wordmastermind.gui.widgets.colors import BAD

PREVIEW_SENDER = "game.master@example.invalid"
"""Stands in for the sender in the preview until one is entered."""
PREVIEW_DELAY_MS = 250
HIDDEN = "●"
ERROR_COLOR = QColor(BAD.red(), BAD.green(), BAD.blue()).name()
"""Text in the colour of a problem (BAD itself is a translucent background)."""

Job = Callable[[Progress, Callable[[], bool]], list[SendResult]]
"""Sending work: called with a progress callback and a stop test."""


class SendThread(QThread):
    """Runs one sending job away from the window; reports through signals."""

    progressed = Signal(int, int, object)
    """(mails done, mails in all, the SendResult just made)."""

    def __init__(self, job: Job, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._job = job
        self._stop = threading.Event()
        self.results: list[SendResult] = []
        self.error = ""

    def stop(self) -> None:
        """Ask the job to stop before the next mail."""
        self._stop.set()

    def run(self) -> None:
        try:
            self.results = self._job(self._report, self._stop.is_set)
        except Exception as error:  # shown in the window, never lost in a thread
            self.error = str(error) or type(error).__name__

    def _report(self, done: int, total: int, result: SendResult) -> None:
        self.progressed.emit(done, total, result)


class MailDialog(QDialog):
    """The mail of round ``number`` to every player, as files or by SMTP."""

    sending_finished = Signal()
    """Emitted once a sending (or retry) is over and the table is filled."""

    def __init__(
        self,
        evaluation: Evaluation,
        number: int,
        parent: QWidget | None = None,
        *,
        language: str = "de",
        sender: str = "",
        folder: str = "",
        smtp: SmtpSettings | None = None,
        template: str | None = None,
        subject_template: str | None = None,
        ssl_context: ssl.SSLContext | None = None,
    ) -> None:
        super().__init__(parent)
        self.evaluation = evaluation
        self.number = number
        self.ssl_context = ssl_context
        self.mails: list[PlayerMail] = []
        self.results: list[SendResult] = []
        self._thread: SendThread | None = None
        self._rows_sent: list[int] = []  # table row of each mail the thread sends, in order
        self._password_typed = ""
        self.problem = ""
        """What keeps the mails from going out (a template error, a bad sender), or ""."""

        self.setWindowTitle(self.tr("Mail to the players: round {0}").format(number))

        # -- the mail
        self.language_combo = QComboBox()
        self.language_combo.addItem(self.tr("English"), "en")
        self.language_combo.addItem(self.tr("German"), "de")
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(language)))
        self.sender_edit = QLineEdit(sender)
        self.sender_edit.setPlaceholderText(self.tr("Joe <joe@example.org>"))
        self.subject_edit = QLineEdit()
        self.template_edit = QPlainTextEdit()
        self.template_edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.template_edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.reset_button = QPushButton(self.tr("&Default Text"))
        self.reset_button.setToolTip(self.tr("Put back the default text in the language chosen."))
        self.reset_button.clicked.connect(self.reset_template)
        self.placeholders_label = QLabel(self._placeholders_text())
        self.placeholders_label.setWordWrap(True)
        self.placeholders_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(f"color: {ERROR_COLOR};")
        self.error_label.hide()

        form = QFormLayout()
        form.addRow(self.tr("&Language:"), self.language_combo)
        form.addRow(self.tr("&From:"), self.sender_edit)
        form.addRow(self.tr("&Subject:"), self.subject_edit)
        editor = QWidget()
        editor_layout = QVBoxLayout(editor)
        editor_layout.setContentsMargins(0, 0, 0, 0)
        editor_layout.addLayout(form)
        text_label = QLabel(self.tr("&Text:"))
        text_label.setBuddy(self.template_edit)
        editor_layout.addWidget(text_label)
        editor_layout.addWidget(self.template_edit, 1)
        reset_row = QHBoxLayout()
        reset_row.addWidget(self.placeholders_label, 1)
        reset_row.addWidget(self.reset_button)
        editor_layout.addLayout(reset_row)
        editor_layout.addWidget(self.error_label)

        # -- the preview
        self.preview_combo = QComboBox()
        for player in evaluation.game.players:
            self.preview_combo.addItem(player.name)
        self.show_secret_check = QCheckBox(self.tr("Show the &secret word"))
        self.preview_edit = QPlainTextEdit()
        self.preview_edit.setReadOnly(True)
        self.preview_edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.preview_edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.preview_note = QLabel()
        self.preview_note.setWordWrap(True)
        preview = QWidget()
        preview_layout = QVBoxLayout(preview)
        preview_layout.setContentsMargins(0, 0, 0, 0)
        preview_row = QHBoxLayout()
        preview_row.addWidget(QLabel(self.tr("Preview of the mail to")))
        preview_row.addWidget(self.preview_combo, 1)
        preview_row.addWidget(self.show_secret_check)
        preview_layout.addLayout(preview_row)
        preview_layout.addWidget(self.preview_edit, 1)
        preview_layout.addWidget(self.preview_note)

        splitter = QSplitter()
        splitter.addWidget(editor)
        splitter.addWidget(preview)
        splitter.setChildrenCollapsible(False)

        # -- the way out: files
        self.folder_edit = QLineEdit(folder)
        self.browse_button = QPushButton(self.tr("&Browse…"))
        self.browse_button.clicked.connect(self.choose_folder)
        self.save_button = QPushButton(self.tr("Save .eml &Files"))
        self.save_button.clicked.connect(self.save_files)
        files = QWidget()
        files_layout = QVBoxLayout(files)
        folder_row = QHBoxLayout()
        folder_row.addWidget(QLabel(self.tr("Folder:")))
        folder_row.addWidget(self.folder_edit, 1)
        folder_row.addWidget(self.browse_button)
        files_layout.addLayout(folder_row)
        files_hint = QLabel(
            self.tr("One file per player, to open in a mail program and send from there.")
        )
        files_hint.setWordWrap(True)
        files_layout.addWidget(files_hint)
        files_layout.addWidget(self.save_button)
        files_layout.addStretch(1)

        # -- the way out: SMTP
        self.host_edit = QLineEdit(smtp.host if smtp else "")
        self.host_edit.setPlaceholderText(self.tr("smtp.example.org"))
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(smtp.port if smtp else DEFAULT_PORTS["starttls"])
        self.security_combo = QComboBox()
        names = {
            "starttls": self.tr("STARTTLS"),
            "ssl": self.tr("SSL/TLS"),
            "none": self.tr("None (unencrypted)"),
        }
        for security in SECURITIES:
            self.security_combo.addItem(names[security], security)
        self.security_combo.setCurrentIndex(
            max(0, self.security_combo.findData(smtp.security if smtp else "starttls"))
        )
        self._security: str = self.security()
        self.security_combo.currentIndexChanged.connect(self._security_changed)
        self.user_edit = QLineEdit((smtp.username or "") if smtp else "")
        self.password_edit = QLineEdit()
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_edit.setPlaceholderText(self.tr("from the system keyring, if kept there"))
        self.remember_check = QCheckBox(self.tr("&Remember the password in the system keyring"))
        self.plain_warning = QLabel(self.tr("Without encryption the password goes over the network as it is."))
        self.plain_warning.setWordWrap(True)
        self.plain_warning.setStyleSheet(f"color: {ERROR_COLOR};")
        self.send_button = QPushButton(self.tr("&Send"))
        self.send_button.clicked.connect(self.send)
        smtp_box = QWidget()
        smtp_form = QFormLayout(smtp_box)
        smtp_form.addRow(self.tr("&Server:"), self.host_edit)
        smtp_form.addRow(self.tr("&Port:"), self.port_spin)
        smtp_form.addRow(self.tr("&Encryption:"), self.security_combo)
        smtp_form.addRow(self.tr("&User:"), self.user_edit)
        smtp_form.addRow(self.tr("Pass&word:"), self.password_edit)
        smtp_form.addRow("", self.remember_check)
        smtp_form.addRow("", self.plain_warning)
        smtp_form.addRow("", self.send_button)

        self.delivery_tabs = QTabWidget()
        self.delivery_tabs.addTab(files, self.tr("Save as .eml Files"))
        self.delivery_tabs.addTab(smtp_box, self.tr("Send by SMTP"))
        if smtp is not None:
            self.delivery_tabs.setCurrentIndex(1)

        # -- the results
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 1)
        self.progress_bar.setValue(0)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.results_table = QTableWidget(0, 3)
        self.results_table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("E-mail"), self.tr("Result")]
        )
        self.results_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.results_table.verticalHeader().setVisible(False)
        header = self.results_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.retry_button = QPushButton(self.tr("&Retry Failed"))
        self.retry_button.setEnabled(False)
        self.retry_button.clicked.connect(self.retry)
        self.stop_button = QPushButton(self.tr("S&top"))
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        results = QGroupBox(self.tr("Results"))
        results_layout = QVBoxLayout(results)
        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress_bar, 1)
        progress_row.addWidget(self.stop_button)
        progress_row.addWidget(self.retry_button)
        results_layout.addLayout(progress_row)
        results_layout.addWidget(self.status_label)
        results_layout.addWidget(self.results_table, 1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 3)
        lower = QHBoxLayout()
        lower.addWidget(self.delivery_tabs, 1)
        lower.addWidget(results, 1)
        layout.addLayout(lower, 2)
        layout.addWidget(self.buttons)

        # -- the text, and keeping the preview up to date
        self.subject_edit.setText(
            DEFAULT_SUBJECTS[self.language()] if subject_template is None else subject_template
        )
        self.template_edit.setPlainText(
            DEFAULT_TEMPLATES[self.language()] if template is None else template
        )
        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(PREVIEW_DELAY_MS)
        self._preview_timer.timeout.connect(self.update_preview)
        for signal in (self.subject_edit.textChanged, self.sender_edit.textChanged):
            signal.connect(self._preview_timer.start)
        self.template_edit.textChanged.connect(self._preview_timer.start)
        self.language_combo.currentIndexChanged.connect(self._language_changed)
        self.preview_combo.currentIndexChanged.connect(self._show_preview)
        self.show_secret_check.toggled.connect(self._show_preview)
        self.user_edit.textChanged.connect(self._update_smtp_hints)
        self._update_smtp_hints()
        self.update_preview()
        self.resize(1100, 760)

    # ---------------------------------------------------------------- values

    def language(self) -> str:
        return str(self.language_combo.currentData())

    def sender_address(self) -> str:
        return self.sender_edit.text().strip()

    def folder(self) -> str:
        return self.folder_edit.text().strip()

    def template(self) -> str:
        return self.template_edit.toPlainText()

    def subject_template(self) -> str:
        return self.subject_edit.text()

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
        """The SMTP server as entered (no password); raises MailError if incomplete."""
        return SmtpSettings(
            self.host_edit.text(), self.port(), self.security(), self.user_edit.text()
        )

    @property
    def busy(self) -> bool:
        """Whether mail is being sent right now."""
        return self._thread is not None

    # ---------------------------------------------------------------- texts

    def _placeholders_text(self) -> str:
        described = {
            "name": self.tr("the player's name"),
            "round": self.tr("the round"),
            "total": self.tr("their total"),
            "rank": self.tr("their rank"),
            "guess_points": self.tr("their guess points"),
            "word_points": self.tr("their word points"),
            "targets": self.tr("whom they may guess at next"),
            "your_word": self.tr("their own secret word"),
            "report": self.tr("the round report for the players"),
            "title": self.tr("the game's title"),
        }
        listed = ", ".join(f"{{{name}}} {described.get(name, '')}".strip() for name in PLACEHOLDERS)
        return self.tr("Placeholders: {0}. Write {{{{ and }}}} for braces.").format(listed)

    def result_text(self, result: SendResult) -> str:
        if result.status == "sent":
            return self.tr("sent")
        if result.status == "skipped":
            return self.tr("skipped: {0}").format(result.reason)
        return self.tr("failed: {0}").format(result.reason)

    # ---------------------------------------------------------------- the template

    def reset_template(self) -> None:
        language = self.language()
        self.subject_edit.setText(DEFAULT_SUBJECTS[language])
        self.template_edit.setPlainText(DEFAULT_TEMPLATES[language])
        self.update_preview()

    def _language_changed(self) -> None:
        # An untouched default follows the language; edited text stays.
        old = {*DEFAULT_TEMPLATES.values()}
        if self.template() in old and self.subject_template() in {*DEFAULT_SUBJECTS.values()}:
            self.reset_template()
        else:
            self.update_preview()

    def build(self, sender: str | None = None) -> list[PlayerMail]:
        """The mails as the dialog stands; raises MailError (TemplateError) if they cannot be made."""
        return build_mails(
            self.evaluation,
            self.number,
            template=self.template(),
            subject_template=self.subject_template(),
            sender=self.sender_address() if sender is None else sender,
            language=self.language(),
        )

    def update_preview(self) -> None:
        """Build the mails again and show the chosen player's."""
        self._preview_timer.stop()
        sender, sender_error = self.sender_address(), ""
        if sender:
            try:
                parse_sender(sender)
            except MailError as error:
                sender, sender_error = "", self.tr("From: {0}").format(error)
        try:
            self.mails = self.build(sender or PREVIEW_SENDER)
        except MailError as error:
            self.mails = []
            self._show_error(str(error))
            self.preview_edit.setPlainText("")
            self.preview_note.setText("")
            self._update_buttons()
            return
        self._show_error(sender_error)
        self._show_preview()
        self._update_buttons()

    def _show_error(self, text: str) -> None:
        self.problem = text
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    def preview_mail(self) -> PlayerMail | None:
        index = self.preview_combo.currentIndex()
        return self.mails[index] if 0 <= index < len(self.mails) else None

    def _show_preview(self) -> None:
        mail = self.preview_mail()
        if mail is None:
            self.preview_edit.setPlainText("")
            self.preview_note.setText("")
            return
        text = mail.preview()
        if not self.show_secret_check.isChecked():
            player = self.evaluation.game.player(mail.name)
            if player is not None and player.secret:
                pattern = re.compile(rf"(?<!\w){re.escape(player.secret)}(?!\w)", re.IGNORECASE)
                text = pattern.sub(HIDDEN * len(player.secret), text)
        self.preview_edit.setPlainText(text)
        if mail.message is None:
            self.preview_note.setText(self.tr("Not sent: {0}").format(mail.skipped))
        else:
            count = sum(m.message is not None for m in self.mails)
            self.preview_note.setText(
                self.tr("{0} of {1} players get a mail.").format(count, len(self.mails))
            )

    # ---------------------------------------------------------------- buttons

    def _update_buttons(self) -> None:
        busy = self.busy
        ready = bool(self.mails) and not self.problem
        for button in (self.save_button, self.send_button):
            button.setEnabled(ready and not busy)
        self.retry_button.setEnabled(not busy and any(r.failed for r in self.results))
        self.stop_button.setEnabled(busy)
        for widget in (self.template_edit, self.subject_edit, self.sender_edit, self.language_combo,
                       self.reset_button):
            widget.setEnabled(not busy)

    def _security_changed(self) -> None:
        new = self.security()
        if self.port() == DEFAULT_PORTS[self._security]:
            self.port_spin.setValue(DEFAULT_PORTS[new])
        self._security = new
        self._update_smtp_hints()

    def _update_smtp_hints(self) -> None:
        self.plain_warning.setVisible(self.security() == "none" and bool(self.user_edit.text().strip()))

    def _checked_mails(self) -> list[PlayerMail] | None:
        """The mails to go out, or None after saying why there are none."""
        if not self.sender_address():
            self._set_status(self.tr("Enter your own address in From first."), error=True)
            self.sender_edit.setFocus()
            return None
        try:
            mails = self.build()
        except MailError as error:
            self._set_status(str(error), error=True)
            return None
        self.mails = mails
        if not any(m.message is not None for m in mails):
            self._set_status(self.tr("No player has an e-mail address."), error=True)
            return None
        return mails

    def _set_status(self, text: str, *, error: bool = False) -> None:
        self.status_label.setText(text)
        self.status_label.setStyleSheet(f"color: {ERROR_COLOR};" if error else "")

    # ---------------------------------------------------------------- files

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("A folder for the mails"), self.folder() or str(Path.home())
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
        except (OSError, MailError) as error:
            self._set_status(self.tr("The files could not be written: {0}").format(error), error=True)
            return []
        names = iter(paths)
        self.results = []
        self.results_table.setRowCount(0)
        for mail in mails:
            if mail.message is None:
                self._add_row(mail, self.tr("skipped: {0}").format(mail.skipped))
            else:
                self._add_row(mail, self.tr("saved: {0}").format(next(names).name))
        self.progress_bar.setRange(0, 1)
        self.progress_bar.setValue(1)
        self._set_status(self.tr("{0} files saved in {1}").format(len(paths), self.folder()))
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
            self.tr("Enter the password for {0}: the system keyring has none.").format(settings.username),
            error=True,
        )
        self.password_edit.setFocus()
        return None

    def _smtp_ready(self) -> tuple[SmtpSettings, str] | None:
        try:
            settings = self.smtp_settings()
        except MailError as error:
            self._set_status(str(error), error=True)
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
        settings, password = ready
        self.results = []
        self.results_table.setRowCount(0)
        for mail in mails:
            self._add_row(mail, self.tr("waiting…"))
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
        settings, password = ready
        before = list(self.results)
        self._rows_sent = [row for row, result in enumerate(before) if result.failed]
        for row in self._rows_sent:
            self._set_row(row, self.tr("waiting…"))
        context = self.ssl_context

        def job(progress: Progress, stop: Callable[[], bool]) -> list[SendResult]:
            return retry_failed(before, settings, password or None, progress=progress, context=context,
                                stop=stop)

        self._start(job, len(self._rows_sent), settings)

    def stop(self) -> None:
        """Stop sending after the mail on its way."""
        if self._thread is not None:
            self._thread.stop()
            self._set_status(self.tr("Stopping after the mail on its way…"))

    def _start(self, job: Job, count: int, settings: SmtpSettings) -> None:
        self.progress_bar.setRange(0, max(count, 1))
        self.progress_bar.setValue(0)
        self._set_status(self.tr("Sending to {0}…").format(settings.host))
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
            self._set_status(self.tr("Sending stopped: {0}").format(thread.error), error=True)
        else:
            self.show_results(thread.results)
            self._keep_password()
        self._update_buttons()
        self.sending_finished.emit()

    def show_results(self, results: Sequence[SendResult]) -> None:
        """Fill the table with ``results`` and sum them up."""
        self.results = list(results)
        self.results_table.setRowCount(0)
        for result in self.results:
            self._add_row(result.mail, self.result_text(result), failed=result.failed)
        sent = sum(r.sent for r in self.results)
        failed = sum(r.failed for r in self.results)
        skipped = sum(r.status == "skipped" for r in self.results)
        self._set_status(
            self.tr("{0} sent, {1} failed, {2} skipped").format(sent, failed, skipped), error=failed > 0
        )

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
            self._set_status(self.status_label.text() + "\n" + str(error), error=True)

    # ---------------------------------------------------------------- table

    def _add_row(self, mail: PlayerMail, text: str, *, failed: bool = False) -> None:
        row = self.results_table.rowCount()
        self.results_table.insertRow(row)
        self.results_table.setItem(row, 0, QTableWidgetItem(mail.name))
        self.results_table.setItem(row, 1, QTableWidgetItem(mail.address))
        self._set_row(row, text, failed=failed)

    def _set_row(self, row: int, text: str, *, failed: bool = False) -> None:
        item = QTableWidgetItem(text)
        item.setToolTip(text)
        if failed:
            item.setForeground(QColor(ERROR_COLOR))
        self.results_table.setItem(row, 2, item)

    def result_rows(self) -> list[tuple[str, str, str]]:
        """(player, address, result) of each row of the table, as shown."""
        rows = []
        for row in range(self.results_table.rowCount()):
            cells = [self.results_table.item(row, column) for column in range(3)]
            name, address, result = ("" if cell is None else cell.text() for cell in cells)
            rows.append((name, address, result))
        return rows

    # ---------------------------------------------------------------- closing

    def wait_for_sending(self, timeout_ms: int = 60_000) -> None:
        """Stop sending and wait for the thread (used when the dialog closes)."""
        thread = self._thread
        if thread is not None:
            thread.stop()
            thread.wait(timeout_ms)
            self._finished()

    def done(self, result: int) -> None:
        self.wait_for_sending()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.wait_for_sending()
        super().closeEvent(event)
