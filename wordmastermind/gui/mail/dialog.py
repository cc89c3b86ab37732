"""Mail to the players: save one .eml file each, or send them by SMTP.

:class:`MailDialog` shows the template the game master may edit (with the
placeholders it knows), a preview of one player's mail (the first player's
at the start), and two ways out: a folder for ``.eml`` files, or an SMTP
server. Sending runs in a worker thread, so the window stays alive; each
mail's result (sent, failed and why, skipped and why) fills a table, and
"Retry failed" sends only the failed ones again. Once a mail went out, or
the letters were saved (:mod:`.post`), :attr:`MailDialog.went_out` says
so: the report went out, the next round opens.

The dialog reads and writes no settings: the app passes in what it kept
(sender, folder, SMTP server, template, and ``post``: the game master's
postal address and place for the letters of :mod:`.post`) and reads it back from the
dialog's accessors afterwards. The SMTP password is never one of them: it is
typed in, or taken from the system keyring, and kept there only when the
user ticks the box (and only once a login has worked).

This module builds the dialog's widgets; what they do is in the dialog's
parts: :mod:`.preview` (the template and the preview), :mod:`.sending`
(the two ways out) and :mod:`.results` (the status line and the table).
Where the recipients, the ways out and the results do not fit side by side
(a laptop's screen at 150 %), :mod:`.narrow` puts them under one another.
"""

from __future__ import annotations

import ssl

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QFontDatabase
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
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
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.wmm.game import Sent
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.files.mail.smtp import DEFAULT_PORTS, SECURITIES, SendResult, SmtpSettings
from wordmastermind.files.mail.template import PLACEHOLDERS
from wordmastermind.gui.mail.narrow import (
    FormPage,
    PaneFlow,
    WrappingCheckBox,
    listing,
    never_squeezed,
    scrolling_down,
    share_height,
    showing_lines,
    tab_pane,
    whole_placeholder,
    wrapping,
)
from wordmastermind.gui.mail.parts import ERROR_COLOR, status_lines
from wordmastermind.gui.mail.mail_text import MailTextView
from wordmastermind.gui.mail.post import MailPost
from wordmastermind.gui.mail.preview import PREVIEW_DELAY_MS, MailPreview
from wordmastermind.gui.mail.recipients import MailRecipients
from wordmastermind.gui.mail.results import MailResults
from wordmastermind.gui.mail.sending import MailSending, SendThread
from wordmastermind.gui.widgets.screen_fit import fit_to_screen, scrolling
from wordmastermind.gui.widgets.table_keys import tab_leaves


class MailDialog(MailPreview, MailSending, MailResults, MailPost, MailRecipients):
    """The mail of round ``number`` (0: the lot for round 1) to every player, as files or by SMTP."""

    sending_finished = Signal()
    """Emitted once a sending (or retry) is over and the table is filled."""
    went_out = Signal(int, object)
    """The report of round ``number`` (0: the lot) went out at a moment (an aware datetime): a mail
    was sent, or the letters were saved. The sheet records that the next round opened."""
    logged = Signal(object)
    """What went out (or failed to), saved as files or written as letters: the records for the game's
    log (a tuple of :class:`~wordmastermind.core.wmm.game.Sent`), emitted before :attr:`went_out`."""
    attachment_chosen = Signal(str)
    """The game master chose what the mails carry (``""``, ``pdf``, ``docx``, ``xlsx``): the game keeps it."""

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
        post: tuple[str, str] = ("", ""),
        bcc: str = "",
    ) -> None:
        """``bcc``: where a blind copy of every mail goes, as the settings keep it (``MAIL_BCC``)."""
        super().__init__(parent)
        self.evaluation = evaluation
        self.copy_to = bcc
        self.number = number
        self.ssl_context = ssl_context
        self._maker = None
        self._addressees = None
        self._warnings = {}
        self._mail_views = {}
        self.results: list[SendResult] = []
        self._thread: SendThread | None = None
        self._saving = False
        self._rows_sent: list[int] = []  # table row of each mail the thread sends, in order
        self._password_typed = ""
        self._reports = {}
        self._view = None
        self.problem = ""
        """What keeps the mails from going out (a template error, a bad sender), or ""."""

        if number == 0:
            self.setWindowTitle(self.tr("Mail to the players: the lot for round 1"))
        else:
            self.setWindowTitle(self.tr("Mail to the players: round {0}").format(number))

        editor = self._build_editor(language, sender)
        preview = self._build_preview()
        splitter = QSplitter()
        # the mail's fields and several lines of its text in view, however low the dialog (911 × 512 at 150 %)
        splitter.addWidget(never_squeezed(scrolling(editor, name=self.tr("The mail"))))
        splitter.addWidget(preview)
        splitter.setChildrenCollapsible(False)
        for side in (0, 1):  # half each: shared as their hints ask, the mail left the preview too narrow for a name
            splitter.setStretchFactor(side, 1)
        splitter.setSizes([1000, 1000])

        files = self._build_files(folder)
        smtp_box = self._build_smtp(smtp)
        self.delivery_tabs = QTabWidget()
        for page, title in ((files, self.tr("Save as .eml Files")), (smtp_box, self.tr("Send by SMTP")),
                            (self._build_post(*post), self.tr("Post: Letters and Labels"))):
            self.delivery_tabs.setTabToolTip(self.delivery_tabs.addTab(tab_pane(page, title), title), title)
        # Every tab's title whole (the panes go under one another where the tabs do not fit beside the others:
        # .narrow); cut, "Al…", "P…", "P…" were all a 1366 × 768 screen at 150 % showed
        self.delivery_tabs.setUsesScrollButtons(False)
        self.delivery_tabs.setElideMode(Qt.TextElideMode.ElideNone)
        self.delivery_tabs.setAccessibleName(self.tr("Ways out"))
        self.delivery_tabs.setAccessibleDescription(self.tr("Save the mails as files, send them by SMTP, or make"
                                                            " letters and labels for the post"))
        if smtp is not None:
            self.delivery_tabs.setCurrentIndex(1)

        results = self._build_results()

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)

        who = self._build_who()  # 20 names: whole lines, as many as there is room for (its tip has them all)
        lower = PaneFlow(self._build_recipients(), self.delivery_tabs, results)
        self.lower_panes = lower
        parts = QSplitter(Qt.Orientation.Vertical)  # after a sending, the results can be given the height
        parts.addWidget(splitter)
        self.lower_area = scrolling_down(lower, 6, self.tr("Recipients, ways out and results"))  # low: it scrolls
        below = QWidget()  # the line of who gets what above the pane: scrolled, it showed half a line (at 150 %)
        below_layout = QVBoxLayout(below)
        below_layout.setContentsMargins(0, 0, 0, 0)
        below_layout.addWidget(who)
        below_layout.addWidget(self.lower_area, 1)
        parts.addWidget(below)
        parts.setChildrenCollapsible(False)
        lower.rearranged.connect(lambda arrangement: share_height(parts, arrangement))
        share_height(parts, lower.arrangement)
        layout = QVBoxLayout(self)
        layout.addWidget(parts, 1)
        layout.addWidget(self.buttons)

        self._keep_preview_current(template, subject_template)
        # the recipients, the ways out and the results side by side, as wide as they would like, where there is room
        margins = layout.contentsMargins()
        self.resize(max(1280, lower.sizeHint().width() + margins.left() + margins.right()), 760)
        fit_to_screen(self)

    # ---------------------------------------------------------------- building

    def _build_editor(self, language: str, sender: str) -> QWidget:
        """The mail: its language, sender, subject and text, with the placeholders it knows."""
        self.language_combo = QComboBox()
        from wordmastermind.core.wmm.game import REPORT_LANGUAGES
        from wordmastermind.gui.widgets.report_language import language_name

        for code in REPORT_LANGUAGES:
            self.language_combo.addItem(language_name(code), code)
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(language)))
        self.sender_edit = QLineEdit(sender)
        self.sender_edit.setPlaceholderText(self.tr("Joe <joe@example.org>"))
        self.subject_edit = QLineEdit()
        self.template_edit = QPlainTextEdit()
        wrapping(self.template_edit)
        self.template_edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        showing_lines(self.template_edit)  # on a small screen too
        self.template_edit.setAccessibleDescription(self.tr("The mail's text, the same for every player: each"
                                                            " placeholder is filled in for the player"))
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
        self.attach_combo = QComboBox()
        self.attach_combo.addItem(self.tr("Nothing"), "")
        self.attach_combo.addItem(self.tr("PDF"), "pdf")
        self.attach_combo.addItem(self.tr("Word (.docx)"), "docx")
        self.attach_combo.addItem(self.tr("Excel (.xlsx)"), "xlsx")
        self.attach_combo.setToolTip(self.tr("The players' report as a file, attached to every mail."))
        chosen = self.evaluation.game.settings.attachment  # the game keeps the choice
        self.attach_combo.setCurrentIndex(max(0, self.attach_combo.findData("" if chosen == "none" else chosen)))

        form = QFormLayout()
        form.addRow(self.tr("&Language:"), self.language_combo)
        form.addRow(self.tr("&From:"), self.sender_edit)
        form.addRow(self.tr("&Subject:"), self.subject_edit)
        form.addRow(self.tr("&Attach the report:"), self.attach_combo)
        editor = QWidget()
        editor_layout = QVBoxLayout(editor)
        editor_layout.setContentsMargins(0, 0, 0, 0)
        editor_layout.addLayout(form)
        text_label = QLabel(self.tr("&Text:"))
        text_label.setBuddy(self.template_edit)
        editor_layout.addWidget(text_label)
        editor_layout.addWidget(self.template_edit, 1)
        reset_row = QHBoxLayout()
        reset_row.addWidget(scrolling(self.placeholders_label, lines=2, name=self.tr("Placeholders")), 1)  # small
        reset_row.addWidget(self.reset_button)
        editor_layout.addLayout(reset_row)
        editor_layout.addWidget(self.error_label)
        return editor

    def _build_preview(self) -> QWidget:
        """One player's mail as it will go out, the secret word hidden unless asked for."""
        self.preview_combo = QComboBox()
        self.preview_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.preview_combo.setMinimumContentsLength(12)  # a long name does not widen the dialog
        for player in self.evaluation.game.players:
            self.preview_combo.addItem(player.name)
        listing(self.preview_combo)  # a hundred names: a list that scrolls
        self.show_secret_check = QCheckBox(self.tr("Show the &secret word"))
        self.preview_edit = MailTextView()  # as a mail program shows it: prose wrapped between words, tables whole
        self.preview_edit.setMinimumHeight(3 * self.preview_edit.fontMetrics().lineSpacing())  # a small screen
        self.preview_edit.setAccessibleName(self.tr("Preview of the mail"))
        self.preview_edit.setAccessibleDescription(self.tr("The mail to the chosen player as it will go out"))
        self.preview_note = QLabel()
        self.preview_note.setWordWrap(True)
        self.warning_label = QLabel()
        self.warning_label.setWordWrap(True)
        self.warning_label.setStyleSheet(f"color: {ERROR_COLOR};")
        self.warning_label.hide()
        preview = QWidget()
        preview_layout = QVBoxLayout(preview)
        preview_layout.setContentsMargins(0, 0, 0, 0)
        preview_row = QHBoxLayout()
        preview_label = QLabel(self.tr("Preview of the mail to"))
        preview_label.setBuddy(self.preview_combo)  # what a screen reader says for the choice of player
        preview_row.addWidget(preview_label)
        preview_row.addWidget(self.preview_combo, 1)  # the row's width: a name read whole at 911 pixels (150 %)
        preview_layout.addLayout(preview_row)
        preview_layout.addWidget(self.preview_edit, 1)
        preview_layout.addWidget(self.preview_note)
        preview_layout.addWidget(self.show_secret_check)  # beside the choice of player, it cut the names
        preview_layout.addWidget(self.warning_label)
        return preview

    def _build_files(self, folder: str) -> QWidget:
        """The way out through files: a folder for one .eml file per player."""
        self.folder_edit = QLineEdit(folder)
        self.browse_button = QPushButton(self.tr("&Browse…"))
        self.browse_button.clicked.connect(self.choose_folder)
        self.save_button = QPushButton(self.tr("Save .eml &Files"))
        self.save_button.clicked.connect(self.save_files)
        files = QWidget()
        files_layout = QVBoxLayout(files)
        folder_row = QHBoxLayout()
        folder_label = QLabel(self.tr("Folder:"))
        folder_label.setBuddy(self.folder_edit)
        folder_row.addWidget(folder_label)
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
        return files

    def _build_smtp(self, smtp: SmtpSettings | None) -> QWidget:
        """The way out through SMTP: the server, the account and the Send button."""
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
        whole_placeholder(self.password_edit)  # squeezed with its pane, its end was cut (German at 150 %)
        self.remember_check = WrappingCheckBox(self.tr("&Remember the password in the system keyring"))
        self.plain_warning = QLabel(self.tr("Without encryption the password goes over the network as it is."))
        self.plain_warning.setWordWrap(True)
        self.plain_warning.setStyleSheet(f"color: {ERROR_COLOR};")
        self.send_button = QPushButton(self.tr("&Send"))
        self.send_button.clicked.connect(self.send)
        smtp_box = FormPage()  # narrow: every label above its field (not the password's alone, at 150 %)
        smtp_form = smtp_box.form
        smtp_form.addRow(self.tr("&Server:"), self.host_edit)
        smtp_form.addRow(self.tr("&Port:"), self.port_spin)
        smtp_form.addRow(self.tr("&Encryption:"), self.security_combo)
        smtp_form.addRow(self.tr("&User:"), self.user_edit)
        smtp_form.addRow(self.tr("Pass&word:"), self.password_edit)
        smtp_form.addRow("", self.remember_check)
        smtp_form.addRow("", self.plain_warning)
        smtp_form.addRow("", self.send_button)
        return smtp_box

    def _build_results(self) -> QGroupBox:
        """The progress of a sending, a status line and each mail's result."""
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 1)
        self.progress_bar.setValue(0)
        self.status_label = status_lines()  # whole lines, as many as fit: the tip has them all
        self.results_table = tab_leaves(QTableWidget(0, 3))
        self.results_table.setHorizontalHeaderLabels(
            [self.tr("Player"), self.tr("E-mail"), self.tr("Result")]
        )
        self.results_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.results_table.verticalHeader().setVisible(False)
        self.results_table.setWordWrap(False)  # a row a line: more of them show; the whole text is in the tip
        self.results_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().lineSpacing() + 6)
        # its header and a row at least: on 911 × 512 (150 %) the ways out's form above has the height it leaves
        self.results_table.setMinimumHeight(self.results_table.horizontalHeader().sizeHint().height()
                                            + self.results_table.verticalHeader().defaultSectionSize() + 4)
        header = self.results_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)  # both fitted as rows come: results.py
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.sectionResized.connect(self._result_column_resized)  # the table narrower: the columns fitted again
        self.results_table.setAccessibleName(self.tr("Results"))
        self.results_table.setAccessibleDescription(self.tr("Each mail sent: the player, the address and what"
                                                            " became of it"))
        self.retry_button = QPushButton(self.tr("&Retry Failed"))
        self.retry_button.setEnabled(False)
        self.retry_button.clicked.connect(self.retry)
        self.stop_button = QPushButton(self.tr("S&top"))
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        results = self.results_box = QGroupBox(self.tr("Results"))
        results_layout = QVBoxLayout(results)
        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress_bar, 1)
        progress_row.addWidget(self.stop_button)
        progress_row.addWidget(self.retry_button)
        results_layout.addLayout(progress_row)
        results_layout.addWidget(self.status_label)
        results_layout.addWidget(self.results_table, 1)
        return results

    def _keep_preview_current(self, template: str | None, subject_template: str | None) -> None:
        """The text, and keeping the preview up to date."""
        default_subject, default_template = self.defaults()
        self.subject_edit.setText(default_subject if subject_template is None else subject_template)
        self.template_edit.setPlainText(default_template if template is None else template)
        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(PREVIEW_DELAY_MS)
        self._preview_timer.timeout.connect(self.update_preview)
        for signal in (self.subject_edit.textChanged, self.sender_edit.textChanged):
            signal.connect(self._preview_timer.start)
        self.template_edit.textChanged.connect(self._preview_timer.start)
        self.language_combo.currentIndexChanged.connect(self._language_changed)
        self.preview_combo.currentIndexChanged.connect(self._show_preview)
        self.preview_combo.currentIndexChanged.connect(self._show_recipient)
        self.attach_combo.currentIndexChanged.connect(self._attachment_chosen)
        self.show_secret_check.toggled.connect(self._show_preview)
        self.user_edit.textChanged.connect(self._update_smtp_hints)
        self._update_smtp_hints()
        self.update_preview()

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
            "deadline": self.tr("the next round's deadline"),
            "answer": self.tr("what they do next: the deadline, whom and how often to guess, how to answer"),
            "your_word": self.tr("their own secret word (once guessed: when and by whom)"),
            "your_guesses": self.tr("their guesses of the round with marks and points, their total and rank"),
            "report": self.tr("the round report for the players"),
            "title": self.tr("the game's title"),
        }
        listed = ", ".join(f"{{{name}}} {described.get(name, '')}".strip() for name in PLACEHOLDERS)
        return self.tr("Placeholders: {0}. Write {{{{ and }}}} for braces.").format(listed)

    # ---------------------------------------------------------------- buttons

    def _update_buttons(self) -> None:
        busy = self.busy
        ready = self._maker is not None and not self.problem and bool(self.chosen_names())
        for button in (self.save_button, self.send_button):
            button.setEnabled(ready and not busy)
        for button in (self.letters_button, self.labels_button):
            button.setEnabled(not busy)
        self.retry_button.setEnabled(not busy and any(r.failed for r in self.results))
        self.stop_button.setEnabled(busy)
        for widget in (self.template_edit, self.subject_edit, self.sender_edit, self.language_combo,
                       self.reset_button, self.attach_combo, self.recipients_list, self.tick_all_button,
                       self.tick_none_button):
            widget.setEnabled(not busy)

    def _attachment_chosen(self) -> None:
        self.attachment_chosen.emit(self.attach_kind())
        self.update_preview()

    def _log(self, records: tuple[Sent, ...]) -> None:
        """Hand what went out to the game's log (the sheet keeps it: :attr:`logged`)."""
        self.logged.emit(records)

    def tell(self, text: str) -> None:
        """Add a line to the status (it keeps its colour)."""
        shown = self.status_label.text()
        self.say(f"{shown}\n{text}" if shown else text)

    # ---------------------------------------------------------------- closing

    def done(self, result: int) -> None:
        self.wait_for_sending()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.wait_for_sending()
        super().closeEvent(event)
