"""The mail dialog's template and preview: the mails built anew as the text changes.

A moment after each edit the mails are built again from the template; the
preview shows the chosen player's, with the secret word hidden unless the
game master asks for it, and any error in the template or the sender. The
texts belong to the ``MailDialog`` translation context.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from wordmastermind.files.mail.errors import MailError
from wordmastermind.files.mail.message import (
    DEFAULT_SUBJECTS,
    DEFAULT_TEMPLATES,
    PlayerMail,
    build_mails,
    parse_sender,
)
from wordmastermind.gui.mail.parts import MailParts

PREVIEW_SENDER = "game.master@example.invalid"
"""Stands in for the sender in the preview until one is entered."""
PREVIEW_DELAY_MS = 250
HIDDEN = "●"

translate = QCoreApplication.translate


class MailPreview(MailParts):
    """The template and the preview (a part of :class:`MailDialog`)."""

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
                sender, sender_error = "", translate("MailDialog", "From: {0}").format(error)
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
            self.preview_note.setText(translate("MailDialog", "Not sent: {0}").format(mail.skipped))
        else:
            count = sum(m.message is not None for m in self.mails)
            self.preview_note.setText(
                translate("MailDialog", "{0} of {1} players get a mail.").format(count, len(self.mails))
            )
