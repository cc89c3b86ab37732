"""The Wörter-MasterMind tab's mail loop: Game ▸ Mail the Players…, Fetch Guesses…, Remind Players…, Send a
Correction….

The dialogs are :mod:`wordmastermind.gui.mail.dialog`,
:mod:`wordmastermind.gui.mail.inbox_dialog` and
:mod:`wordmastermind.gui.mail.remind_dialog`; here the tab opens them on its
game, and every change they make to it is one undoable step of the
document: a round's mails entered (the core's
:func:`~wordmastermind.core.wmm.intake.plan_intake`), the receipts that
went out (:func:`~wordmastermind.core.wmm.receipt_log.receipts_record`),
and the opening of the next round once a report went out by mail or as
letters (:func:`~wordmastermind.core.wmm.round_window.report_went_out`), and
the log of every mail and letter that went out (or failed to): a sending's
records and the opening it brings are one step.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt

from wordmastermind.core.wmm.rounds_named import rounds_named
from wordmastermind.gui import settings as keys
from wordmastermind.gui.i18n import Phrase
from wordmastermind.gui.settings import AppSettings

OPENING_KINDS = ("lot", "round", "final")
"""The mails whose sending opens the next round (and the letters of ``kind`` letter, saved)."""


def log_label(kind: str, number: int, status: str = "sent", rounds: Sequence[int] = ()) -> Phrase:
    """The undo step's name for what went out (``kind`` of round ``number``, as files if ``status`` written; a
    correction's, of each of the ``rounds`` it covers)."""
    if kind == "correction":
        return _correction_label(number, status, rounds)
    if kind == "letter":
        return (Phrase.translate("WmmSheet", "Letters of the lot saved") if number == 0
                else Phrase.translate("WmmSheet", "Letters of round {0} saved").format(number))
    if status == "written":
        return (Phrase.translate("WmmSheet", "Mails of the lot saved as files") if number == 0
                else Phrase.translate("WmmSheet", "Mails of round {0} saved as files").format(number))
    if status == "failed":  # every one of them
        return (Phrase.translate("WmmSheet", "Mails of the lot not sent") if number == 0
                else Phrase.translate("WmmSheet", "Mails of round {0} not sent").format(number))
    if kind == "reminder":
        return Phrase.translate("WmmSheet", "Reminders of round {0} sent").format(number)
    if kind == "receipt":
        return Phrase.translate("WmmSheet", "Receipts of round {0} sent").format(number)
    if number == 0:
        return Phrase.translate("WmmSheet", "Mails of the lot sent")
    return Phrase.translate("WmmSheet", "Mails of round {0} sent").format(number)


def _correction_label(number: int, status: str, rounds: Sequence[int]) -> Phrase:
    """The undo step's name for a correction of round ``number`` sent, saved as files (``written``), failed
    for everyone, or its letters saved (``letters``): naming each of the ``rounds`` it covers, where they are
    more than one, as the mails' subjects do."""
    named = rounds_named(rounds or (number,))
    many = named.several
    if status == "letters":
        said = (Phrase.translate("WmmSheet", "Correction letters of rounds {0} saved") if many
                else Phrase.translate("WmmSheet", "Correction letters of round {0} saved"))
    elif status == "written":
        said = (Phrase.translate("WmmSheet", "Correction of rounds {0} saved as files") if many
                else Phrase.translate("WmmSheet", "Correction of round {0} saved as files"))
    elif status == "failed":  # every one of them
        said = (Phrase.translate("WmmSheet", "Correction of rounds {0} not sent") if many
                else Phrase.translate("WmmSheet", "Correction of round {0} not sent"))
    else:
        said = (Phrase.translate("WmmSheet", "Correction of rounds {0} sent") if many
                else Phrase.translate("WmmSheet", "Correction of round {0} sent"))
    return said.format(named.words)


if TYPE_CHECKING:
    from wordmastermind.core.wmm.game import Sent
    from wordmastermind.core.wmm.intake import Choices, InMail, Intake, PlayerIntake
    from wordmastermind.gui.mail.correction_dialog import CorrectionDialog
    from wordmastermind.gui.mail.dialog import MailDialog
    from wordmastermind.gui.mail.inbox_dialog import InboxDialog
    from wordmastermind.gui.mail.remind_dialog import RemindDialog
    from wordmastermind.gui.wmm.document import GameDocument
    from wordmastermind.gui.wmm.sheet import WmmSheet

translate = QCoreApplication.translate


class MailDesk(QObject):
    """What the mail dialogs change in the tab's game, each change one undo step (a child of its dialog)."""

    def __init__(self, sheet: WmmSheet, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.sheet = sheet
        self.document: GameDocument = sheet._document  # the tab's own GameDocument

    def enter(self, number: int, mails: Sequence[InMail], choices: Choices, before: int) -> Intake | None:
        """Enter round ``number``'s mails as planned on the game as it is now; None if that changes nothing."""
        from wordmastermind.core.wmm.intake import plan_intake

        intake = plan_intake(self.document.game, number, mails, choices, before=before)  # RoundOrderError: said
        if not intake.changed:
            return None
        entered = intake.game
        self.document.edit(Phrase.translate("WmmSheet", "Enter round {0} from the mailbox").format(number),
                           lambda _game: entered)
        self.sheet.show_rounds(number)
        return intake

    def record_receipts(self, number: int, sent: Sequence[PlayerIntake], log: Sequence[Sent] = ()) -> None:
        """Keep in the game which receipts of round ``number`` went out, and ``log`` (what went out or failed
        to) in its log: one undo step."""
        from wordmastermind.core.wmm.receipt_log import receipts_record

        records, logged = receipts_record(number, sent), tuple(log)
        self.document.edit(log_label("receipt", number),
                           lambda game: game.with_receipts(records).with_sent(logged))

    def log_sent(self, records: object) -> None:
        """Keep ``records`` (what went out, or failed to) in the game's log: one undo step. A report that
        went out (a mail sent, the letters saved) opens the next round in the same step, unless it opened
        before."""
        from wordmastermind.core.wmm.round_window import report_went_out
        from wordmastermind.files.mail.dates import local_date
        from wordmastermind.gui.i18n import interface_language
        from wordmastermind.gui.mail.dialog import MailDialog

        kept = tuple(records) if isinstance(records, (tuple, list)) else ()
        if not kept:
            return
        first = kept[0]
        out = [r for r in kept if (r.kind in OPENING_KINDS and r.status == "sent")
               or (r.kind == "letter" and r.status == "written")]
        moment = datetime.fromisoformat(out[0].at) if out else None
        game = self.document.game
        logged = game.with_sent(kept)
        ended = self.document.evaluation.game_over_after
        opened = report_went_out(logged, first.round, moment, ended_after=ended) if moment is not None else logged
        if opened.opening(first.round + 1) != game.opening(first.round + 1):
            label = Phrase.translate("WmmSheet", "Round {0} opened").format(first.round + 1)
        else:
            label = log_label(first.kind, first.round,
                              "failed" if all(r.status == "failed" for r in kept) else first.status)
        self.document.edit(label, lambda _game: opened)
        parent = self.parent()
        if moment is not None and opened.opening(first.round + 1) != game.opening(first.round + 1) \
                and isinstance(parent, MailDialog):
            parent.tell(translate("WmmSheet", "Round {0} opened now ({1}): mails before it are not its.").format(
                first.round + 1, local_date(moment, interface_language())))

    def log_correction(self, records: object) -> None:
        """Keep the corrections that went out (mails, or letters saved) in the game's log: one undo step that
        opens no round (the corrected rounds' reports went out before)."""
        kept = tuple(records) if isinstance(records, (tuple, list)) else ()
        if not kept:
            return
        first, rounds = kept[0], sorted({r.round for r in kept})  # a correction covers each round it logs
        status = "letters" if first.kind == "letter" else \
            "failed" if all(r.status == "failed" for r in kept) else first.status
        label = _correction_label(first.round, status, rounds)
        self.document.edit(label, lambda game: game.with_sent(kept))

    def choose_attachment(self, kind: str) -> None:
        """The game's mails carry ``kind`` (``""``: nothing) unless a player's entry says otherwise."""
        from dataclasses import replace

        names: dict[str, Phrase | str] = {"": Phrase.translate("WmmSheet", "nothing"), "pdf": "PDF", "docx": "Word",
                                          "xlsx": "Excel"}
        self.document.edit(Phrase.translate("WmmSheet", "Mails carry {0}").format(names.get(kind, kind)),
                           lambda game: game.with_settings(replace(game.settings, attachment=kind)))

    def report_went_out(self, number: int, moment: object) -> None:
        """The report of round ``number`` (0: the lot) went out at ``moment``: the next round opens then,
        unless it opened before, holds guesses, or the game is over."""
        from wordmastermind.core.wmm.round_window import report_went_out
        from wordmastermind.files.mail.dates import local_date
        from wordmastermind.gui.i18n import interface_language
        from wordmastermind.gui.mail.dialog import MailDialog

        assert isinstance(moment, datetime)
        before = self.document.game
        ended = self.document.evaluation.game_over_after  # the final report opens no round
        self.document.edit(Phrase.translate("WmmSheet", "Round {0} opened").format(number + 1),
                           lambda game: report_went_out(game, number, moment, ended_after=ended))
        parent = self.parent()
        if self.document.game is not before and isinstance(parent, MailDialog):
            parent.tell(translate("WmmSheet", "Round {0} opened now ({1}): mails before it are not its.").format(
                number + 1, local_date(moment, interface_language())))


    def remember_mail_settings(self, _result: int = 0) -> None:
        """The mail dialog (this desk's parent) closed: keep what it ended with."""
        from wordmastermind.gui.mail.dialog import MailDialog

        dialog = self.parent()
        if isinstance(dialog, MailDialog):
            remember_mail_settings(self.sheet, dialog)


def fetch_guesses(sheet: WmmSheet, number: int) -> InboxDialog:
    """Open the fetch dialog on the round ``number`` (the one to enter next, or shown)."""
    from wordmastermind.gui.mail.inbox_dialog import InboxDialog

    document = sheet._document
    desk = MailDesk(sheet)
    dialog = InboxDialog(lambda: document.game, number, desk.enter, sheet, record=desk.record_receipts,
                         settings=sheet.settings)
    desk.setParent(dialog)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # closed: no longer planned at every change
    document.changed.connect(dialog.replan)  # an Enter, the receipts kept: the listing follows the game
    dialog.open()
    return dialog


def remind_players(sheet: WmmSheet, number: int) -> RemindDialog:
    """Open the reminders of round ``number`` to every player with no guess in it yet."""
    from wordmastermind.gui.mail.remind_dialog import RemindDialog

    document = sheet._document  # the tab's own GameDocument
    dialog = RemindDialog(lambda: document.game, number, sheet, settings=sheet.settings)
    desk = MailDesk(sheet, dialog)
    dialog.logged.connect(desk.log_sent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # nothing reads it once it is closed
    dialog.open()
    return dialog


def send_correction(sheet: WmmSheet, first: int, postal: Sequence[str] = ()) -> CorrectionDialog:
    """Open the corrections of round ``first`` (and the later rounds that went out and changed) to the players
    they changed for; ``postal``: the players who need a corrected letter. What went out is one undo step."""
    from wordmastermind.gui.mail.correction_dialog import CorrectionDialog

    dialog = CorrectionDialog(sheet._document.evaluation, first, sheet, settings=sheet.settings, postal=postal)
    desk = MailDesk(sheet, dialog)
    dialog.logged.connect(desk.log_correction)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def mail_players(sheet: WmmSheet) -> MailDialog:
    """Open the mail dialog for the round reported (before round 1: the lot); it remembers its settings.

    The lot's mail starts from its own default text: a text kept for the
    rounds' mails is not its. Once the report went out (a mail sent, or the
    letters saved), the next round opens: one undo step.
    """
    from wordmastermind.files.mail.errors import MailError
    from wordmastermind.files.mail.smtp import SmtpSettings
    from wordmastermind.gui.mail.dialog import MailDialog

    store = sheet.settings
    document = sheet._document
    smtp = None
    if store is not None and store.get(keys.SMTP_HOST):
        try:
            smtp = SmtpSettings(
                store.get(keys.SMTP_HOST), store.get(keys.SMTP_PORT),
                store.get(keys.SMTP_SECURITY), store.get(keys.SMTP_USER) or None,  # type: ignore[arg-type]
                bcc=keys.copy_address(store.get(keys.MAIL_BCC), store.get(keys.MAIL_SENDER)),
            )
        except MailError:
            smtp = None
    number = sheet.report_round()
    kept = number > 0  # the lot's mail starts from its own default text
    dialog = MailDialog(
        document.evaluation,
        number,
        sheet,
        language=document.game.settings.language,
        sender=store.get(keys.MAIL_SENDER) if store else "",
        folder=store.get(keys.MAIL_FOLDER) if store else "",
        smtp=smtp,
        template=(store.get(keys.MAIL_TEMPLATE) or None) if store and kept else None,
        subject_template=(store.get(keys.MAIL_SUBJECT) or None) if store and kept else None,
        post=MailDialog.kept_post(store),
        bcc=store.get(keys.MAIL_BCC) if store else "",
    )
    desk = MailDesk(sheet, dialog)
    dialog.logged.connect(desk.log_sent)  # before went_out: the log and the opening are one undo step
    dialog.attachment_chosen.connect(desk.choose_attachment)
    dialog.went_out.connect(desk.report_went_out)
    dialog.finished.connect(desk.remember_mail_settings)  # as it closes, before it is deleted
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def remember_mail_settings(sheet: WmmSheet, dialog: MailDialog) -> None:
    """Keep what the mail dialog ended with in the app's settings (the lot's text is not the rounds')."""
    from wordmastermind.files.mail.message import DEFAULT_SUBJECTS, DEFAULT_TEMPLATES

    store = sheet.settings
    if store is None:
        return
    store.set(keys.MAIL_SENDER, dialog.sender_address())
    store.set(keys.MAIL_FOLDER, dialog.folder())
    dialog.remember_post(store)
    if dialog.number > 0:
        language = dialog.language()
        template = dialog.template()
        subject = dialog.subject_template()
        store.set(keys.MAIL_TEMPLATE, "" if template == DEFAULT_TEMPLATES.get(language) else template)
        store.set(keys.MAIL_SUBJECT, "" if subject == DEFAULT_SUBJECTS.get(language) else subject)
    _remember_smtp(store, dialog)


def _remember_smtp(store: AppSettings, dialog: MailDialog) -> None:
    from wordmastermind.files.mail.errors import MailError

    try:
        smtp = dialog.smtp_settings()
    except MailError:
        return
    store.set(keys.SMTP_HOST, smtp.host)
    store.set(keys.SMTP_PORT, smtp.port)
    store.set(keys.SMTP_SECURITY, smtp.security)
    store.set(keys.SMTP_USER, smtp.username or "")
