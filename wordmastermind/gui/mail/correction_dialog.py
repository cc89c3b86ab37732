"""Game ▸ Send a Correction…: the players told otherwise by a report that changed after it went out.

The rounds page marks a round whose report went out and changed since
(:mod:`wordmastermind.gui.wmm.sent_watch`). Here each player for whom it
(or a later round that went out) changed is listed (their figures, word or
next round; everyone told the next round, where the words in play or its
WF changed), ticked, with the
correction they get (:func:`~wordmastermind.files.mail.corrections.build_corrections`):
what changed, old → new, then the corrected report; nobody else gets one. Its
text wraps at the pane's width, its tables whole (:mod:`.mail_text`).
The corrections go out with the mail dialog's SMTP settings, in its sending
thread, after a question naming the players and the rounds their mails
correct (a player only round 3 changed for reads of round 3 alone), or are saved as .eml files
for the game master's own mail program (Save as .eml Files…, as the mail
dialog saves a round's mails); what went out is handed to the
game's log (:attr:`CorrectionDialog.logged`: the log's
:func:`~wordmastermind.files.mail.corrections.correction_records`), which
takes the mark away. Players told the round by letter are named: they need
a corrected letter, which Save Correction Letters… writes (as ``letters
--correction`` does), with the return address and place the mail dialog's
Post tab keeps.
"""

from __future__ import annotations

import datetime
import ssl
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.core.words import names_listed
from wordmastermind.files.mail.message import PlayerMail
from wordmastermind.gui import settings as keys
from wordmastermind.gui.i18n import counted, rule_text
from wordmastermind.gui.mail.mail_text import MailTextView
from wordmastermind.gui.mail.parts import show_status, status_lines
from wordmastermind.gui.mail.sending import SendThread
from wordmastermind.gui.settings import AppSettings
from wordmastermind.gui.widgets.screen_fit import fit_to_screen

PREVIEW_SENDER = "game.master@example.invalid"
"""Stands in for the sender in the preview until one is kept."""


class CorrectionDialog(QDialog):
    """The correction mails of round ``first`` (and the later rounds that went out and changed)."""

    sent = Signal()
    """Emitted when a sending is over (and what went out is handed to the log)."""
    logged = Signal(object)
    """What went out (or failed to): the records for the game's log (a tuple of ``Sent``), before :attr:`sent`."""

    def __init__(self, evaluation: Evaluation, first: int, parent: QWidget | None = None, *,
                 settings: AppSettings | None = None, ssl_context: ssl.SSLContext | None = None,
                 postal: Sequence[str] = ()) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Send a Correction"))
        self.evaluation = evaluation
        self.first = first
        self.postal = tuple(postal)
        self.store = settings
        self.ssl_context = ssl_context
        self.mails: list[PlayerMail] = []
        self.rounds: tuple[int, ...] = (first,)
        """The rounds the correction covers: ``first`` and the later ones that went out and changed since."""
        self.told: dict[str, tuple[int, ...]] = {}
        """The rounds each player's mail corrects (roster name; their subject names them): those that changed for
        them, of :attr:`rounds`."""
        self._send: SendThread | None = None
        self._sending: list[PlayerMail] = []

        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.players_list = QListWidget()
        self.players_list.setWordWrap(True)
        self.players_list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.players_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.players_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.players_list.currentRowChanged.connect(self._show_text)
        self.players_list.itemChanged.connect(self._update_buttons)
        self.text_view = MailTextView()  # its prose wraps at its width, its tables stay whole
        self.players_list.setAccessibleName(self.tr("Players to correct"))
        self.players_list.setAccessibleDescription(self.tr("The players the changed rounds were told otherwise:"
                                                           " ticked, they get the correction"))
        self.text_view.setAccessibleName(self.tr("Text of the correction"))
        self.text_view.setAccessibleDescription(self.tr("The mail the chosen player gets, old → new"))
        self.postal_label = QLabel()
        self.postal_label.setWordWrap(True)
        self.postal_label.setVisible(bool(postal))
        if postal:
            self.postal_label.setText(self.tr("By post, these players need a corrected letter: {0}.").format(
                names_listed(postal)))
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 1)
        self.progress_bar.setValue(0)
        self.progress_bar.hide()  # shown while the corrections go out
        self.status_label = status_lines()  # whole lines, as many as fit: the tip has them all
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.letters_button = self.buttons.addButton(self.tr("Save Correction &Letters…"),
                                                     QDialogButtonBox.ButtonRole.ActionRole)
        self.letters_button.clicked.connect(self._save_letters_clicked)
        self.letters_button.setVisible(bool(postal))
        self.files_button = self.buttons.addButton(self.tr("Save as .&eml Files…"),
                                                   QDialogButtonBox.ButtonRole.ActionRole)
        self.files_button.clicked.connect(self._save_files_clicked)
        self.send_button = self.buttons.addButton(self.tr("&Send"), QDialogButtonBox.ButtonRole.ActionRole)
        self.send_button.clicked.connect(self.send)
        self.buttons.rejected.connect(self.reject)

        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("Players told otherwise:")))
        left.addWidget(self.players_list, 1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addWidget(self.text_view, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(columns, 1)
        layout.addWidget(self.postal_label)
        layout.addWidget(self.progress_bar)
        layout.addWidget(self.status_label)
        layout.addWidget(self.buttons)
        self.resize(900, 560)
        fit_to_screen(self)
        self.refresh()

    # ---------------------------------------------------------------- the corrections

    def _sender(self) -> str:
        return self.store.get(keys.MAIL_SENDER) if self.store is not None else ""

    def _set_status(self, text: str, *, error: bool = False) -> None:
        show_status(self.status_label, text, error=error)

    def _build(self, sender: str, only: Sequence[str] = ()) -> list[PlayerMail]:
        """The correction mails, from ``sender`` (``only``: to these players); raises MailError."""
        from wordmastermind.files.mail.corrections import build_corrections

        mails, _view = build_corrections(self.evaluation, self.first, sender=sender,
                                         language=self.evaluation.game.settings.language, only=only)
        return mails

    def refresh(self) -> None:
        """The players a correction goes to, each ticked, and the first one's mail."""
        from wordmastermind.core.wmm.rounds_named import rounds_named
        from wordmastermind.files.mail.errors import MailError

        from wordmastermind.core.wmm.sent_log import changed_rounds, find_corrections

        self.rounds = tuple(n for n in changed_rounds(self.evaluation) if n >= self.first) or (self.first,)
        self.told = {name: tuple(fix.round for fix in fixes)
                     for name, fixes in find_corrections(self.evaluation, self.first, self.rounds).by_player.items()}
        named = rounds_named(self.rounds)
        if named.several:  # named as the mails' subjects and the log's step name them
            intro = self.tr(
                "Changed after their reports went out: rounds {0}. Each player they told otherwise gets a"
                " correction: what changed for them, old → new (figures, their word, the words in play, the next"
                " round's WF, their next round), then the corrected report. Nobody else gets one.")
        else:
            intro = self.tr(
                "Changed after its report went out: round {0}. Each player it told otherwise gets a correction:"
                " what changed for them, old → new (figures, their word, the words in play, the next round's WF,"
                " their next round), then the corrected report. Nobody else gets one.")
        self.intro.setText(intro.format(rule_text(named.words)))
        self.players_list.blockSignals(True)
        self.players_list.clear()
        try:
            self.mails = self._build(self._sender() or PREVIEW_SENDER)
        except MailError as error:
            self.mails = []
            self._set_status(rule_text(error), error=True)
        for mail in self.mails:
            if mail.message is not None:
                label = f"{mail.name} <{mail.address}>"
            elif mail.name in self.postal:
                label = self.tr("{0} (by post: a corrected letter)").format(mail.name)
            elif getattr(mail.skipped, "code", None) == "mail.default.withdrawn":  # it says "no mail" itself
                label = f"{mail.name} ({rule_text(mail.skipped)})"
            else:
                label = self.tr("{0} (no mail: {1})").format(mail.name, rule_text(mail.skipped))
            item = QListWidgetItem(label, self.players_list)
            item.setToolTip(label)
            sendable = mail.message is not None
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable if sendable
                          else item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            item.setCheckState(Qt.CheckState.Checked if sendable else Qt.CheckState.Unchecked)
        self.players_list.blockSignals(False)
        if self.mails:
            self.players_list.setCurrentRow(0)
        elif not self.status_label.text():
            self._set_status(self.tr("Nobody was told otherwise: no correction to send."))
        self._update_buttons()

    def _show_text(self, row: int) -> None:
        if 0 <= row < len(self.mails):
            mail = self.mails[row]
            head = [self.tr("To: {0}").format(mail.message["To"]) if mail.message is not None else "",
                    self.tr("Subject: {0}").format(mail.subject)]
            self.text_view.setPlainText("\n".join(line for line in head if line) + "\n\n" + mail.body)
        else:
            self.text_view.clear()

    def chosen(self) -> list[str]:
        """The players ticked (roster names)."""
        return [mail.name for row, mail in enumerate(self.mails)
                if mail.message is not None and self.players_list.item(row).checkState() == Qt.CheckState.Checked]

    def rounds_told(self, names: Sequence[str]) -> tuple[int, ...]:
        """The rounds the mails to ``names`` correct (as their subjects name them): the question names those, not
        every round the correction covers (Gustav's mail of a correction of rounds 2–3 may correct round 3 alone)."""
        return tuple(sorted({n for name in names for n in self.told.get(name, ())})) or self.rounds

    def _update_buttons(self) -> None:
        self.send_button.setEnabled(self._send is None and bool(self.chosen()))
        self.files_button.setEnabled(self._send is None and bool(self.chosen()))
        self.letters_button.setEnabled(self._send is None)
        self.players_list.setEnabled(self._send is None)

    # ---------------------------------------------------------------- letters

    def _save_letters_clicked(self) -> None:
        self.save_letters()

    def save_letters(self, path: Path | None = None) -> Path | None:
        """The correction letters to the postal players at ``path`` (asked for if not given: a PDF, or a Word
        document if it ends in .docx); where they are, or None (said why)."""
        from wordmastermind.core.wmm.correction_letters import build_correction_letters
        from wordmastermind.core.wmm.sent_log import correction_records
        from wordmastermind.files.i18n import translation
        from wordmastermind.files.mail.message import mail_report
        from wordmastermind.files.outputs import OutputError
        from wordmastermind.files.writers.letters import kind_of, write_letters
        from wordmastermind.gui.background_work import Cancelled, make_in_background
        from wordmastermind.gui.mail.sent_records import now

        if path is None:
            chosen, _kind = QFileDialog.getSaveFileName(
                self, self.tr("Save the correction letters"), str(Path.home()),
                ";;".join((self.tr("PDF (*.pdf)"), self.tr("Word (*.docx)"))))
            if not chosen:
                return None
            path = Path(chosen) if chosen.lower().endswith((".pdf", ".docx")) else Path(chosen + ".pdf")
        language = self.evaluation.game.settings.language
        try:
            kept = self.store
            letters, view = build_correction_letters(self.evaluation, self.first, language=language,
                                                     date=datetime.date.today(), catalogs=translation,
                                                     return_address=kept.get(keys.LETTERS_ADDRESS) if kept else "")
            if view is None or not letters.letters:
                self._set_status(self.tr("Nobody gets a corrected letter."), error=True)
                return None
            sender, _masked = view.text(kept.get(keys.LETTERS_ADDRESS) if kept else "", "address")
            place, _masked = view.text(kept.get(keys.LETTERS_PLACE) if kept else "", "address")
            # made and written in the worker process, as the Post tab's letters are
            _written, unprinted = make_in_background(
                self, path, write_letters, kind_of(path, folder=False), letters.letters,
                mail_report(view, language), path, sender=sender, place=place)
        except Cancelled:
            self._set_status(self.tr("The letters were not saved: cancelled."), error=True)
            return None
        except (OSError, OutputError, ValueError) as error:
            self._set_status(self.tr("The letters could not be written: {0}").format(rule_text(error)), error=True)
            return None
        names = [view.roster_name(letter.name) for letter in letters.letters]
        self.logged.emit(correction_records(self.evaluation, self.first, names, now(), kind="letter",
                                            status="written", file=str(path)))
        # and what the PDF's font could not print, if anything
        saved = counted(len(names), self.tr("{0} correction letter saved in {1}."),
                        self.tr("{0} correction letters saved in {1}."), path)
        self._set_status(saved + "".join("\n" + rule_text(warning) for warning in unprinted))
        return path

    # ---------------------------------------------------------------- files

    def _save_files_clicked(self) -> None:
        self.save_files()

    def save_files(self, folder: Path | None = None) -> list[Path]:
        """The corrections to the players ticked as .eml files in ``folder`` (asked for if not given), one per
        player, to send from the game master's own mail program; the files, or none (said why)."""
        from wordmastermind.core.wmm.sent_log import correction_records
        from wordmastermind.files.mail.eml import write_eml
        from wordmastermind.files.mail.errors import MailError
        from wordmastermind.files.outputs import OutputError
        from wordmastermind.gui.mail.sent_records import now

        sender = self._sender()
        if not sender:
            self._set_status(self.tr("Set your address in Game ▸ Mail the Players… first: the mails are from it."),
                             error=True)
            return []
        if folder is None:
            kept = self.store.get(keys.MAIL_FOLDER) if self.store is not None else ""
            chosen = QFileDialog.getExistingDirectory(self, self.tr("A folder for the corrections"),
                                                      kept or str(Path.home()))
            if not chosen:
                return []
            folder = Path(chosen)
        try:
            mails = [mail for mail in self._build(sender, self.chosen()) if mail.message is not None]
            written = write_eml(mails, folder)
        except (MailError, OutputError, OSError) as error:
            self._set_status(self.tr("The files could not be written: {0}").format(rule_text(error)), error=True)
            return []
        at = now()
        self.logged.emit(tuple(replace(record, message_id=mail.message_id) for mail, path in zip(mails, written)
                               for record in correction_records(self.evaluation, self.first, [mail.name], at,
                                                                status="written", file=str(path))))
        self._set_status(self.tr("{0} corrections saved in {1}: send them from your mail program.").format(
            len(written), folder))
        self.sent.emit()
        return written

    # ---------------------------------------------------------------- sending

    def send(self) -> None:
        """Send the corrections to the players ticked, with the mail dialog's SMTP settings, after asking."""
        from wordmastermind.files.mail.errors import MailError
        from wordmastermind.gui.mail.confirm import confirm_sending
        from wordmastermind.gui.mail.outgoing import start_sending, stored_smtp

        if self._send is not None:
            return
        stored = stored_smtp(self.store)
        if isinstance(stored, str):
            self._set_status(stored, error=True)
            return
        smtp, password, sender = stored
        names = self.chosen()
        try:
            mails = [mail for mail in self._build(sender, names) if mail.message is not None]
        except MailError as error:
            self._set_status(rule_text(error), error=True)
            return
        if not mails:
            return
        rounds = self.rounds_told([mail.name for mail in mails])
        if not confirm_sending(self, "correction", rounds[0], [mail.name for mail in mails], rounds):
            self._set_status(self.tr("Nothing was sent."))
            return
        self._sending = mails
        self._set_status(self.tr("Sending the corrections to {0}…").format(smtp.host))
        self.progress_bar.setRange(0, 0)
        self.progress_bar.show()
        self._send = start_sending(self, mails, smtp, password, self._done, self.ssl_context)
        self._update_buttons()

    def _done(self, thread: SendThread) -> None:
        from wordmastermind.core.wmm.records import with_message_ids
        from wordmastermind.core.wmm.sent_log import correction_records
        from wordmastermind.gui.mail.outgoing import finished_text
        from wordmastermind.gui.mail.sent_records import message_ids, now

        if self._send is not thread:
            return
        self._send = None
        thread.deleteLater()
        self.progress_bar.setRange(0, 1)
        self.progress_bar.setValue(1)
        text, failed = finished_text(thread)
        self._set_status(text, error=failed)
        if not thread.error:
            at = now()
            went = [result.name for result in thread.results if result.sent]
            refused = [(result.name, rule_text(result.reason)) for result in thread.results if result.failed]
            # a failed correction is logged for every round it covers, as one that went out
            records = correction_records(self.evaluation, self.first, went, at, failed=refused) \
                if went or refused else ()
            records = with_message_ids(records, message_ids(thread.results))
            if records:
                self.logged.emit(records)
        self._sending = []
        self._update_buttons()
        self.sent.emit()

    def wait(self, timeout_ms: int = 60_000) -> None:
        """Stop sending and wait for the thread (the dialog closes, a test ends)."""
        thread = self._send
        if thread is not None:
            thread.stop()
            thread.wait(timeout_ms)
            self._done(thread)

    def done(self, result: int) -> None:
        self.wait()
        super().done(result)
