"""What the mails of a round hold, player by player, as a tree (the fetch dialog's preview).

Each player who wrote is a branch: what becomes of the mail (taken,
taken before, not taken and why, no guess, late), with the guesses taken,
every line not taken with its reason, and the superseded and late mails
under it. Mails from strangers, and from an address several players share,
follow. The reasons are the rules' messages in the interface's language.
The texts belong to the ``InboxPreview`` translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

from wordmastermind.core.wmm.intake import InMail, Intake, PlayerIntake
from wordmastermind.gui.widgets.colors import BAD

translate = QCoreApplication.translate


def when(mail: InMail) -> str:
    """A mail's time, in the computer's time zone."""
    return mail.sent.astimezone().strftime("%Y-%m-%d %H:%M")


def outcome_text(one: PlayerIntake, entered: bool) -> str:
    count = len(one.taken)
    if count == 1:
        taken = (translate("InboxPreview", "1 guess entered") if entered
                 else translate("InboxPreview", "1 guess to enter"))
        before = translate("InboxPreview", "1 guess entered before")
    else:
        taken = (translate("InboxPreview", "{0} guesses entered") if entered
                 else translate("InboxPreview", "{0} guesses to enter")).format(count)
        before = translate("InboxPreview", "{0} guesses entered before").format(count)
    texts = {
        "taken": taken,
        "already": before,
        "refused": translate("InboxPreview", "not taken"),
        "empty": translate("InboxPreview", "no guess"),
        "late": translate("InboxPreview", "late: not taken"),
    }
    return texts[one.outcome]


def fill_preview(tree: QTreeWidget, intake: Intake, count: int, *, entered: bool) -> str:
    """Fill ``tree`` with what ``intake`` does; the summary line."""
    from wordmastermind.gui.i18n import rule_text

    tree.clear()
    bad = QBrush(BAD)
    for one in intake.players:
        mail = one.mail
        head = (translate("InboxPreview", "{0}, mail of {1}").format(one.player, when(mail))
                if mail is not None else one.player)
        outcome = outcome_text(one, entered)
        if one.reason:
            outcome = translate("InboxPreview", "{0}: {1}").format(outcome, rule_text(one.reason))
        branch = QTreeWidgetItem(tree, [head, outcome])
        if one.outcome in ("refused", "late"):
            branch.setBackground(0, bad)
            branch.setBackground(1, bad)
        for line in one.taken:
            QTreeWidgetItem(branch, [translate("InboxPreview", "{0}: {1}").format(line.target, line.word), ""])
        for other in one.not_taken:
            QTreeWidgetItem(branch, [translate("InboxPreview", "line {0} not taken: {1}").format(other.number, other.text),
                                     rule_text(other.reason)])
        for old in one.superseded:
            QTreeWidgetItem(branch, [translate("InboxPreview", "superseded: mail of {0}").format(when(old)),
                                     translate("InboxPreview", "only the latest mail counts")])
        for late in one.late:
            QTreeWidgetItem(branch, [translate("InboxPreview", "late: mail of {0}").format(when(late)),
                                     translate("InboxPreview", "after the round's deadline")])
        branch.setExpanded(True)
    if intake.shared:
        shared = QTreeWidgetItem(tree, [translate("InboxPreview", "From an address several players have (not taken)"), ""])
        for mail, names in intake.shared:
            QTreeWidgetItem(shared, [f"{mail.sender}, {when(mail)}", ", ".join(names)])
        shared.setExpanded(True)
    if intake.strangers:
        strangers = QTreeWidgetItem(tree, [translate("InboxPreview", "Not from a player (not taken)"), ""])
        for mail in intake.strangers:
            subject = " ".join("".join(c if c.isprintable() else " " for c in mail.subject).split())
            QTreeWidgetItem(strangers, [f"{mail.sender or '?'}, {when(mail)}", subject])
        strangers.setExpanded(True)
    _tooltips(tree)
    players = sum(len(one.superseded) + len(one.late) + (one.mail is not None) for one in intake.players)
    return translate("InboxPreview", "Round {0}: {1} mails read, {2} from players.").format(
        intake.number, count, players)


def _tooltips(tree: QTreeWidget) -> None:
    """Each cell's whole text as its tooltip: a long reason is cut short in the column."""
    from PySide6.QtWidgets import QTreeWidgetItemIterator

    found = QTreeWidgetItemIterator(tree)
    while found.value():
        item = found.value()
        for column in (0, 1):
            item.setToolTip(column, item.text(column))
        found += 1
