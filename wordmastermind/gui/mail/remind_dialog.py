"""Game ▸ Remind Players…: what ``remind`` does, in the app.

Every player with no guess in the round yet gets a reminder in the game's
language (the round, its deadline if it has one, how to answer): the list
shows them, ticked (those reminded of the round by SMTP already unticked,
saying when: a second Send reminds nobody twice unless ticked again), and
the text of the one selected; the reminders are
saved as .eml files in a folder, or sent with the mail dialog's SMTP
settings in a thread.
"""

from __future__ import annotations

import ssl
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.wmm.game import Game
from wordmastermind.core.words import name_key
from wordmastermind.core.wmm.player_view import view_before
from wordmastermind.files.mail.message import PlayerMail
from wordmastermind.gui import settings as keys
from wordmastermind.gui.i18n import rule_text
from wordmastermind.gui.mail.parts import show_status, status_lines
from wordmastermind.gui.mail.sending import SendThread
from wordmastermind.gui.settings import AppSettings
from wordmastermind.gui.widgets.screen_fit import fit_to_screen


class RemindDialog(QDialog):
    """The players who owe guesses, a preview, and the two ways out."""

    sent = Signal()
    logged = Signal(object)
    """What went out (or failed to): the records for the game's log (a tuple of ``Sent``), before :attr:`sent`."""

    def __init__(self, game: Callable[[], Game], number: int, parent: QWidget | None = None, *,
                 settings: AppSettings | None = None, ssl_context: ssl.SSLContext | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Remind Players"))
        self.game = game
        self.store = settings
        self.ssl_context = ssl_context
        self.mails: list[PlayerMail] = []
        self._send: SendThread | None = None
        self._sending_round = 0
        self.round_spin = QSpinBox()
        self.round_spin.setRange(1, len(game().rounds) + 1)
        self.round_spin.setValue(min(max(number, 1), len(game().rounds) + 1))
        self.round_spin.valueChanged.connect(self.refresh)
        self.players_list = QListWidget()
        # A line with its reason wraps rather than running off the right edge.
        self.players_list.setWordWrap(True)
        self.players_list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.players_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.players_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.players_list.currentRowChanged.connect(self._show_text)
        self.players_list.itemChanged.connect(self._update_buttons)
        self.text_view = QPlainTextEdit()
        self.text_view.setReadOnly(True)
        self.players_list.setAccessibleName(self.tr("Players to remind"))
        self.players_list.setAccessibleDescription(self.tr("The players with no guess in the round: ticked,"
                                                           " they get a reminder"))
        self.text_view.setAccessibleName(self.tr("Text of the reminder"))
        self.text_view.setAccessibleDescription(self.tr("The reminder the chosen player gets"))
        form = QFormLayout()
        form.addRow(self.tr("Ro&und:"), self.round_spin)
        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(QLabel(self.tr("Players with no guess in the round:")))
        left.addWidget(self.players_list, 1)
        columns.addLayout(left, 2)
        columns.addWidget(self.text_view, 3)
        self.status_label = status_lines()  # whole lines, as many as fit: the tip has them all
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.save_button = self.buttons.addButton(self.tr("Save as .&eml Files…"),
                                                  QDialogButtonBox.ButtonRole.ActionRole)
        self.save_button.clicked.connect(self._save_clicked)
        self.send_button = self.buttons.addButton(self.tr("&Send"), QDialogButtonBox.ButtonRole.ActionRole)
        self.send_button.clicked.connect(self.send)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.status_label)
        layout.addWidget(self.buttons)
        self.resize(860, 520)
        fit_to_screen(self)
        self.refresh()

    # ---------------------------------------------------------------- the reminders

    def _set_status(self, text: str, *, error: bool = False) -> None:
        show_status(self.status_label, text, error=error)

    def refresh(self) -> None:
        """The players who owe guesses in the round chosen, and their reminders."""
        from wordmastermind.core.wmm.evaluation import evaluate
        from wordmastermind.core.wmm.intake import owing
        from wordmastermind.files.mail.errors import MailError
        from wordmastermind.files.mail.receipts import reminders

        game, number = self.game(), self.round_spin.value()
        self.players_list.blockSignals(True)
        self.players_list.clear()
        self.mails = []
        self.text_view.clear()
        before = evaluate(game, upto=number - 1)
        if before.game_over:
            self._set_status(self.tr("The game ended after round {0}: nobody guesses any more.").format(
                before.game_over_after), error=True)
        else:
            sender = self.store.get(keys.MAIL_SENDER) if self.store is not None else ""
            try:  # the preview; the mails that go out are made again with the sender kept
                self.mails = reminders(view_before(game, number), number, owing(game, number),
                                       sender or "game.master@example.org", game.settings.language)
            except MailError as error:
                self._set_status(rule_text(error), error=True)
            from wordmastermind.gui.mail.recipients import had_it, said_on

            # run again: those reminded already are not reminded twice
            reminded = {name_key(name): at for name, at in had_it(game, number, ("reminder",)).items()}
            for mail in self.mails:
                label = f"{mail.name} <{mail.address}>" if mail.message is not None else \
                    self.tr("{0} (no reminder: {1})").format(mail.name, rule_text(mail.skipped))
                when = reminded.get(name_key(mail.name)) if mail.message is not None else None
                if when is not None:
                    label = self.tr("{0} <{1}> (reminded on {2})").format(mail.name, mail.address, said_on(when))
                item = QListWidgetItem(label, self.players_list)
                item.setToolTip(label)
                checkable = mail.message is not None
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable if checkable
                              else item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                item.setCheckState(Qt.CheckState.Checked if checkable and when is None else Qt.CheckState.Unchecked)
            if not self.mails:
                self._set_status(self.tr("Round {0}: every player has guessed; no reminder to send.").format(number))
            else:
                self._set_status("")
        self.players_list.blockSignals(False)
        if self.mails:
            self.players_list.setCurrentRow(0)
        self._update_buttons()

    def _show_text(self, row: int) -> None:
        self.text_view.setPlainText(self.mails[row].body if 0 <= row < len(self.mails) else "")

    def chosen(self) -> list[PlayerMail]:
        """The reminders of the players ticked."""
        return [mail for row, mail in enumerate(self.mails)
                if mail.message is not None
                and self.players_list.item(row).checkState() == Qt.CheckState.Checked]

    def _made_again(self) -> list[PlayerMail] | None:
        """The chosen reminders from the sender the mail dialog keeps; None after saying why there are none."""
        from wordmastermind.files.mail.errors import MailError
        from wordmastermind.files.mail.receipts import reminders

        sender = self.store.get(keys.MAIL_SENDER) if self.store is not None else ""
        if not sender:
            self._set_status(self.tr("Set your address in Game ▸ Mail the Players… first."), error=True)
            return None
        game, names = self.game(), {mail.name for mail in self.chosen()}
        try:
            number = self.round_spin.value()
            return reminders(view_before(game, number), number, [p for p in game.players if p.name in names],
                             sender, game.settings.language)
        except MailError as error:
            self._set_status(rule_text(error), error=True)
            return None

    def _save_clicked(self) -> None:
        self.save_files()

    def _update_buttons(self) -> None:
        ready = self._send is None and bool(self.chosen())
        self.save_button.setEnabled(ready)
        self.send_button.setEnabled(ready)

    # ---------------------------------------------------------------- the ways out

    def save_files(self, folder: Path | None = None) -> list[Path]:
        """Write the chosen reminders as .eml files into ``folder`` (asked for if not given)."""
        from wordmastermind.files.mail.eml import write_eml
        from wordmastermind.files.mail.errors import MailError

        mails = self._made_again()
        if mails is None:
            return []
        if folder is None:
            chosen = QFileDialog.getExistingDirectory(self, self.tr("A folder for the reminders"),
                                                      str(Path.home()))
            if not chosen:
                return []
            folder = Path(chosen)
        try:
            paths = write_eml(mails, folder)
        except (OSError, MailError, ValueError) as error:
            self._set_status(self.tr("The files could not be written: {0}").format(rule_text(error)), error=True)
            return []
        self._set_status(self.tr("{0} files saved in {1}").format(len(paths), folder))
        return paths

    def send(self) -> None:
        """Send the chosen reminders with the mail dialog's SMTP settings."""
        from wordmastermind.gui.mail.outgoing import start_sending, stored_smtp

        stored = stored_smtp(self.store)
        if isinstance(stored, str):
            self._set_status(stored, error=True)
            return
        smtp, password, _sender = stored
        mails = self._made_again()
        if mails is None:
            return
        from wordmastermind.gui.mail.confirm import confirm_sending

        number = self.round_spin.value()
        if not confirm_sending(self, "reminder", number, [mail.name for mail in mails if mail.sendable]):
            self._set_status(self.tr("Nothing was sent."))
            return
        self._sending_round = number
        self._set_status(self.tr("Sending the reminders to {0}…").format(smtp.host))
        self._send = start_sending(self, mails, smtp, password, self._done, self.ssl_context)
        self._update_buttons()

    def _done(self, thread: SendThread) -> None:
        from wordmastermind.gui.mail.outgoing import finished_text

        if self._send is not thread:
            return
        self._send = None
        thread.deleteLater()
        text, failed = finished_text(thread)
        self._set_status(text, error=failed)
        self._update_buttons()
        if not thread.error:
            from wordmastermind.gui.mail.sent_records import now, plain_records

            records = plain_records("reminder", self._sending_round, thread.results, now())
            if records:
                self.logged.emit(records)
                if self._sending_round == self.round_spin.value():
                    text = self.status_label.text()
                    self.refresh()  # those reminded now are listed so, unticked: a second Send reminds nobody twice
                    self._set_status(text, error=failed)
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
