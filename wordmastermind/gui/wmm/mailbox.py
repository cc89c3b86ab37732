"""The Wörter-MasterMind tab's mail loop: Game ▸ Fetch Guesses from the Mailbox… and Game ▸ Remind Players….

The dialogs are :mod:`wordmastermind.gui.mail.inbox_dialog` and
:mod:`wordmastermind.gui.mail.remind_dialog`; here the tab opens them on its
game and enters a round's mails as one undoable step (the document's undo
stack, the core's :func:`~wordmastermind.core.wmm.intake.plan_intake`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from wordmastermind.core.wmm.intake import InMail, Intake
    from wordmastermind.gui.mail.inbox_dialog import InboxDialog
    from wordmastermind.gui.mail.remind_dialog import RemindDialog
    from wordmastermind.gui.wmm.sheet import WmmSheet

translate = QCoreApplication.translate


def fetch_guesses(sheet: WmmSheet, number: int) -> InboxDialog:
    """Open the fetch dialog on the round ``number`` (the one to enter next, or shown)."""
    from wordmastermind.gui.mail.inbox_dialog import InboxDialog

    document = sheet._document  # the tab's own GameDocument

    def enter(round_number: int, mails: list[InMail], include_late: bool) -> Intake | None:
        from wordmastermind.core.errors import RoundOrderError
        from wordmastermind.core.wmm.intake import plan_intake

        try:  # planned again on the game as it is now
            intake = plan_intake(document.game, round_number, mails, include_late=include_late)
        except RoundOrderError as error:
            from wordmastermind.gui.i18n import rule_text

            dialog.status_label.setText(rule_text(error))
            return None
        if not intake.changed:
            return None
        document.edit(translate("WmmSheet", "Enter round {0} from the mailbox").format(round_number),
                      lambda _game: intake.game)
        sheet.show_rounds(round_number)
        return intake

    dialog = InboxDialog(lambda: document.game, number, enter, sheet, settings=sheet.settings)
    dialog.open()
    return dialog


def remind_players(sheet: WmmSheet, number: int) -> RemindDialog:
    """Open the reminders of round ``number`` to every player with no guess in it yet."""
    from wordmastermind.gui.mail.remind_dialog import RemindDialog

    document = sheet._document  # the tab's own GameDocument
    dialog = RemindDialog(lambda: document.game, number, sheet, settings=sheet.settings)
    dialog.open()
    return dialog
