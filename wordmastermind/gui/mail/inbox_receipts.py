"""The fetch dialog's Send Receipts: each player the receipt they are owed, once.

A player is owed a receipt for a round when what it would say changed
since the last one that went out
(:func:`~wordmastermind.core.wmm.receipt_log.receipts_due`): the button
counts them ("Send Receipts (3 new)"). Before anything is sent a question
names them, and offers to send every player who wrote theirs again. The
receipts go out with the mail dialog's SMTP settings in a thread
(:mod:`.outgoing`); those that went out are kept in the game (``record``:
one undoable step of the sheet's), so that they are saved with it. The
texts belong to the ``InboxDialog`` translation context.
"""

from __future__ import annotations

import ssl
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QDialog, QLabel, QMessageBox, QProgressBar, QPushButton

from wordmastermind.core.wmm.player_view import view_before
from wordmastermind.gui.i18n import rule_text

if TYPE_CHECKING:
    from wordmastermind.core.wmm.game import Game, Sent
    from wordmastermind.core.wmm.intake import Intake, PlayerIntake
    from wordmastermind.files.mail.message import PlayerMail
    from wordmastermind.gui.mail.sending import SendThread
    from wordmastermind.gui.settings import AppSettings

translate = QCoreApplication.translate


class InboxReceipts(QDialog):
    """Send Receipts (a part of :class:`~.inbox_dialog.InboxDialog`, never built on its own)."""

    receipts_sent = Signal()
    """Emitted when a sending of receipts is over (and what went out is kept)."""

    # the dialog's (inbox_dialog.py)
    game: Callable[[], Game]
    intake: Intake | None
    store: AppSettings | None
    ssl_context: ssl.SSLContext | None
    _record: Callable[[int, Sequence[PlayerIntake], Sequence[Sent]], None] | None
    receipts_button: QPushButton
    progress_bar: QProgressBar
    status_label: QLabel
    _send: SendThread | None = None
    _sending: tuple[int, Sequence[PlayerIntake], Sequence[PlayerMail]] = (0, (), ())

    if TYPE_CHECKING:
        @property
        def busy(self) -> bool: ...
        def _set_status(self, text: str, *, error: bool = False) -> None: ...
        def _update_buttons(self) -> None: ...

    def _receipts_ready(self) -> Intake | None:
        """The plan whose receipts may go out: everything in it entered, someone wrote."""
        intake = self.intake
        if intake is None or intake.changed or not intake.players or self.busy:
            return None
        return intake

    def _update_receipts_button(self) -> None:
        from wordmastermind.core.wmm.receipt_log import receipts_due

        intake = self._receipts_ready()
        if intake is None:
            self.receipts_button.setText(translate("InboxDialog", "Send Re&ceipts"))
            self.receipts_button.setEnabled(False)
            return
        due = len(receipts_due(intake, self.game()))
        text = (translate("InboxDialog", "Send Re&ceipts ({0} new)").format(due) if due
                else translate("InboxDialog", "Send Re&ceipts (none new)"))
        self.receipts_button.setText(text)
        self.receipts_button.setEnabled(True)

    def _chosen(self, intake: Intake, game: Game) -> Sequence[PlayerIntake] | None:
        """The players to send a receipt to, as the game master confirmed it; None: not now."""
        from wordmastermind.core.wmm.receipt_log import receipts_due

        due = receipts_due(intake, game)
        everyone = intake.players
        title = translate("InboxDialog", "Send Receipts")
        buttons = QMessageBox.StandardButton
        if not due:
            text = translate("InboxDialog", "Every player who wrote has had their receipt for round {0}."
                                            " Send them all again: {1}?").format(intake.number, _names(everyone))
            answer = QMessageBox.question(self, title, text, buttons.Yes | buttons.Cancel, buttons.Cancel)
            return everyone if answer == buttons.Yes else None
        if len(due) > 1:  # how many, to whom, what: as every sending to more than one player asks
            from wordmastermind.gui.mail.confirm import question_text

            text = question_text("receipt", intake.number, [one.player for one in due])
        else:
            text = translate("InboxDialog", "Send the receipts of round {0} to {1}?").format(intake.number,
                                                                                             _names(due))
        if len(due) == len(everyone):
            answer = QMessageBox.question(self, title, text, buttons.Yes | buttons.Cancel, buttons.Yes)
            return due if answer == buttons.Yes else None
        text += "\n\n" + translate("InboxDialog", "Yes to All sends every player who wrote their receipt, whether"
                                                  " they had it or not: {0}.").format(_names(everyone))
        answer = QMessageBox.question(self, title, text, buttons.Yes | buttons.YesToAll | buttons.Cancel,
                                      buttons.Yes)
        if answer == buttons.YesToAll:
            return everyone
        return due if answer == buttons.Yes else None

    def send_receipts(self) -> None:
        """Mail the players chosen what became of their mails, in the game's language."""
        from wordmastermind.files.mail.errors import MailError
        from wordmastermind.files.mail.receipts import receipts
        from wordmastermind.gui.mail.outgoing import start_sending, stored_smtp

        intake = self._receipts_ready()
        if intake is None:
            return
        stored = stored_smtp(self.store)
        if isinstance(stored, str):
            self._set_status(stored, error=True)
            return
        smtp, password, sender = stored
        game = self.game()
        chosen = self._chosen(intake, game)
        if not chosen:
            return
        try:
            mails = receipts(intake, view_before(game, intake.number), sender, game.settings.language, players=chosen)
        except MailError as error:
            self._set_status(rule_text(error), error=True)
            return
        self._set_status(translate("InboxDialog", "Sending the receipts to {0}…").format(smtp.host))
        self.progress_bar.setRange(0, 0)
        self._sending = (intake.number, chosen, mails)
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
        number, chosen, mails = self._sending
        self._sending = (0, (), ())
        went_out = {id(result.mail) for result in thread.results if result.sent}
        went = [one for one, mail in zip(chosen, mails) if id(mail) in went_out]
        from wordmastermind.gui.mail.sent_records import now, plain_records

        log = plain_records("receipt", number, thread.results, now()) if not thread.error else ()
        if (went or log) and self._record is not None:
            self._record(number, went, log)  # the sheet keeps them in the game: the listing is planned again
        text, failed = finished_text(thread)
        self._set_status(text, error=failed)
        self._update_buttons()
        self.receipts_sent.emit()

    def wait_for_receipts(self, timeout_ms: int = 60_000) -> None:
        """Stop sending and wait for the thread (the dialog closes, a test ends)."""
        thread = self._send
        if thread is not None:
            thread.stop()
            thread.wait(timeout_ms)
            self._receipts_done(thread)


def _names(players: Sequence[PlayerIntake]) -> str:
    from wordmastermind.gui.mail.confirm import names_text

    return names_text([one.player for one in players])
