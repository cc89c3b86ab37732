"""The mail dialog's template and preview: the previewed mail made anew as the text changes.

A moment after each edit the template is read and checked again, and the
preview shows the chosen player's mail, with the secret word hidden unless
the game master asks for it, and any error in the template or the sender.
Only that one mail is made, and only its words: where each player's mail
goes (the recipients, the counts) does not depend on the text and is known
without making any mail (:func:`~wordmastermind.files.mail.message.addressee`),
and the mails themselves, their MIME and their attachment, are made when
they are saved or sent, in the sending thread (:mod:`.sending`). The
texts belong to the ``MailDialog`` translation context.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import partial

from PySide6.QtCore import QCoreApplication

from wordmastermind.core.wmm.player_view import PlayerView, player_view
from wordmastermind.core.report import Report
from wordmastermind.core.wmm.game import REPORT_LANGUAGES
from wordmastermind.files.mail.addresses import parse_sender
from wordmastermind.files.mail.attachments import Attachment
from wordmastermind.files.mail.errors import MailError
from wordmastermind.files.mail.message import (
    Addressee,
    MailMaker,
    addressee,
    default_texts,
    mail_attachment,
    mail_report,
)
from wordmastermind.files.messages import said
from wordmastermind.gui.i18n import rule_text
from wordmastermind.gui.mail.parts import MailParts

PREVIEW_SENDER = "game.master@example.invalid"
"""Stands in for the sender in the preview until one is entered."""
PREVIEW_DELAY_MS = 250
HIDDEN = "●"

translate = QCoreApplication.translate


def get_a_mail(count: int, players: int) -> str:
    """How many of the ``players`` get a mail, the verb and noun agreeing with ``count`` (none, one, several)."""
    if count == 0:
        return translate("MailDialog", "None of the {0} players gets a mail.").format(players)
    if count == 1:
        return translate("MailDialog", "1 of {0} players gets a mail.").format(players)
    return translate("MailDialog", "{0} of {1} players get a mail.").format(count, players)


class MailPreview(MailParts):
    """The template and the preview (a part of :class:`MailDialog`)."""

    # ---------------------------------------------------------------- the template

    def defaults(self, language: str | None = None) -> tuple[str, str]:
        """(subject, text) of the default mail in ``language`` (the dialog's): the final report's after the
        round that ended the game, as ``wordmastermind mail`` has it."""
        final = self.number > 0 and self.view().state.game_over
        return default_texts(self.number, language or self.language(), final)

    def reset_template(self) -> None:
        subject, template = self.defaults()
        self.subject_edit.setText(subject)
        self.template_edit.setPlainText(template)
        self.update_preview()

    def _language_changed(self) -> None:
        # An untouched default follows the language; edited text stays.
        defaults = [self.defaults(language) for language in REPORT_LANGUAGES]
        if (self.subject_template(), self.template()) in defaults:
            self.reset_template()
        else:
            self.update_preview()

    def view(self) -> PlayerView:
        """The game as the players may read it after the round mailed: the one door to every mail (made once)."""
        if self._view is None:
            self._view = player_view(self.evaluation, self.number)
        return self._view

    def report(self) -> Report:
        """The players' report the mails carry, in the language chosen (made once per language)."""
        language = self.language()
        if language not in self._reports:
            try:
                self._reports[language] = mail_report(self.view(), language)
            except ValueError as error:
                raise MailError(said(error)) from None
        return self._reports[language]

    def attach_kind(self) -> str:
        """What the game's mails carry, as chosen: ``""`` nothing, or ``pdf``, ``docx``, ``xlsx``."""
        return str(self.attach_combo.currentData() or "")

    def report_kind(self) -> str:
        """What the mails are, for the game's log: the lot, a round's report, or the final report."""
        from wordmastermind.gui.mail.sent_records import report_kind

        return report_kind(self.number, self.view().state.game_over)

    def attachment(self) -> list[Attachment]:
        """The report as the file chosen to attach, if any (made when the mails go out)."""
        kind = self.attach_kind()
        if not kind:
            return []
        return [self.attachment_of(kind)]

    def attachment_of(self, kind: str) -> Attachment:
        """The report as a file of ``kind`` (``pdf``, ``docx``, ``xlsx``): what a player's entry asks for."""
        return mail_attachment(self.view(), self.report(), kind, language=self.language())

    def _mail_view(self) -> PlayerView:
        """The view the mails are made of: the game's attachment as chosen here (a player's own choice wins);
        made once for each choice."""
        view, kind = self.view(), self.attach_kind()
        settings = view.game.settings
        if settings.attachment == kind or (settings.attachment == "none" and not kind):
            return view
        if kind not in self._mail_views:
            game = view.game.with_settings(replace(settings, attachment=kind))
            self._mail_views[kind] = replace(view, state=replace(view.state, game=game))
        return self._mail_views[kind]

    def mail_maker(self, sender: str | None = None, previous: MailMaker | None = None) -> MailMaker:
        """The mails as the dialog stands, each with the report attached as its player's entry or the game
        asks: made one at a time, none yet (what they share taken over from ``previous`` where it stays).

        Raises MailError (TemplateError) if they cannot be made.
        """
        view = self._mail_view()
        return MailMaker(
            view,
            template=self.template(),
            subject_template=self.subject_template(),
            sender=self.sender_address() if sender is None else sender,
            language=self.language(),
            report=self.report(),
            attachment_for=partial(mail_attachment, self.view(), self.report(), language=self.language()),
            previous=previous,
        )

    def addressees(self) -> list[Addressee]:
        """Where each player's mail goes, or why they get none, in roster order (known without the mails)."""
        if self._addressees is None:
            view = self.view()
            self._addressees = [addressee(view, player) for player in view.state.game.players]
        return self._addressees

    def update_preview(self) -> None:
        """Read the template again and show the chosen player's mail."""
        self._preview_timer.stop()
        sender, sender_error = self.sender_address(), ""
        if sender:
            try:
                parse_sender(sender)
            except MailError as error:
                sender, sender_error = "", translate("MailDialog", "From: {0}").format(rule_text(error))
        try:
            maker = self.mail_maker(sender or PREVIEW_SENDER, self._maker)
            maker.check_formats()
            self._maker = maker
        except MailError as error:
            self._maker = None
            self._show_error(rule_text(error))
            self.preview_edit.setPlainText("")
            self.preview_note.setText("")
            self._update_buttons()
            return
        self._show_error(sender_error)
        self._sync_recipients()
        self._show_warnings()
        self._show_preview()
        self._update_buttons()

    def _show_warnings(self) -> None:
        """What the report masked, and what the attached PDF's font cannot print (worked out once each)."""
        kinds = {p.attachment_of(self._mail_view().game.settings) for p in self.evaluation.game.players}
        key = (self.language(), "pdf" in kinds)
        warnings = self._warnings.get(key)
        if warnings is None:
            warnings = list(self.report().warnings)
            if key[1]:  # what the attached PDF's font cannot print
                from wordmastermind.files.writers.pdf import font_warnings

                warnings += [rule_text(warning) for warning in font_warnings(self.report())]
            self._warnings[key] = warnings
        if self.warning_label.text() != "\n".join(warnings):
            self.warning_label.setText("\n".join(warnings))
        self.warning_label.setVisible(bool(warnings))

    def _show_error(self, text: str) -> None:
        self.problem = text
        self.error_label.setText(text)
        self.error_label.setVisible(bool(text))

    def _show_preview(self) -> None:
        """The chosen player's mail (only its words: made here, for this one player)."""
        index = self.preview_combo.currentIndex()
        addressees = self.addressees()
        if self._maker is None or not 0 <= index < len(addressees):
            self.preview_edit.setPlainText("")
            self.preview_note.setText("")
            return
        who = addressees[index]
        words = self._maker.text(index, html=False)
        text = "\n".join((translate("MailDialog", "To: {0}").format(who.shown),
                          translate("MailDialog", "Subject: {0}").format(words.subject), "", words.body))
        if not self.show_secret_check.isChecked():
            player = self.evaluation.game.players[index]
            if player.secret:
                pattern = re.compile(rf"(?<!\w){re.escape(player.secret)}(?!\w)", re.IGNORECASE)
                text = pattern.sub(HIDDEN * len(player.secret), text)
        self.preview_edit.setPlainText(text, self.evaluation.game.players[index].name)  # the same: kept in place
        if not who.sendable:
            self.preview_note.setText(translate("MailDialog", "Not sent: {0}").format(rule_text(who.skipped)))
        else:
            count = len(self.chosen_names())
            self.preview_note.setText(get_a_mail(count, len(addressees)))
