"""The fetch dialog's question whose a mail is, from an address no player has or several have.

Asked by **Take as a Player's Mail…** (:meth:`.inbox_dialog.InboxDialog.ask_whose`): the players to choose
from (those who share the address, or everyone), the one the mail's sender name names chosen already. The
texts belong to the ``InboxDialog`` translation context.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QInputDialog, QWidget

from wordmastermind.core.printable import printable
from wordmastermind.core.wmm.intake import InMail

translate = QCoreApplication.translate


def whose_question(parent: QWidget, mail: InMail, sharing: Sequence[str], players: Sequence[str],
                   number: int) -> QInputDialog:
    """The question, not yet open; its ``message_id`` property is the mail's. ``sharing``: the players whose
    address it is (none: the address is nobody's)."""
    ask = QInputDialog(parent)
    ask.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    ask.setWindowTitle(translate("InboxDialog", "Take as a Player's Mail"))
    sender = printable(mail.sender) or "?"
    if sharing:  # the address of several players: one of them
        ask.setLabelText(translate("InboxDialog", "{0} is the address of {1}. Whose mail is it? It counts as theirs"
                                   " in round {2}.").format(sender, ", ".join(sharing), number))
    else:
        ask.setLabelText(translate("InboxDialog", "{0} is no player's address. Whose mail is it? It counts as"
                                   " theirs in round {1}, as if it came from their address.").format(sender, number))
    names = list(sharing) or list(players)
    ask.setComboBoxItems(names)
    ask.setComboBoxEditable(False)
    named = named_sender(mail.sender_name, names)
    if named:  # the name the mail gives its sender: "Jürgen Wagner <juergen.wagner@web.de>" is Jürgen's
        ask.setTextValue(named)
    ask.setProperty("message_id", mail.message_id)
    return ask


def named_sender(name: str, names: Sequence[str]) -> str:
    """The player whose name is the name a mail gives its sender (``Jürgen Wagner``), loosely; else ``""``.

    >>> named_sender("Jürgen Wagner", ["Alfons", "Juergen Wagner"]), named_sender("", ["Alfons"])
    ('Juergen Wagner', '')
    """
    from wordmastermind.core.wmm.player_names import fold

    wanted = fold(name)
    return next((player for player in names if wanted and fold(player) == wanted), "")
