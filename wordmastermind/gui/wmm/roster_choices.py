"""How each player gets the game master's post, and what their mails carry: the roster's two choice columns.

The roster shows a player's channel (by the addresses known, e-mail, post,
or both) and attachment (the game's choice, none, PDF, Word or Excel) by
name; :class:`ChoiceDelegate` edits them with a list to pick from, and the
model keeps the core's codes (:data:`~wordmastermind.core.wmm.game.CHANNELS`,
:data:`~wordmastermind.core.wmm.game.ATTACHMENTS`). The texts belong to the
``RosterChoices`` translation context.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt, QTimer
from PySide6.QtWidgets import QComboBox, QStyledItemDelegate, QStyleOptionViewItem, QWidget

translate = QCoreApplication.translate

Index = QModelIndex | QPersistentModelIndex


def channel_names() -> dict[str, str]:
    """Each channel's code and its name, in the order offered."""
    return {
        "": translate("RosterChoices", "by address"),
        "mail": translate("RosterChoices", "e-mail"),
        "post": translate("RosterChoices", "post"),
        "both": translate("RosterChoices", "both"),
    }


def attachment_names() -> dict[str, str]:
    """Each attachment's code and its name, in the order offered."""
    return {
        "": translate("RosterChoices", "game's choice"),
        "none": translate("RosterChoices", "none", "no attachment"),
        "pdf": translate("RosterChoices", "PDF"),
        "docx": translate("RosterChoices", "Word", "Microsoft Word"),
        "xlsx": translate("RosterChoices", "Excel"),
    }


def channel_tip() -> str:
    return translate("RosterChoices", "How the player gets your mails and letters: by address follows the addresses"
                                      " known (e-mail if there is one, else a letter).")


def attachment_tip() -> str:
    return translate("RosterChoices", "What the player's mails carry: the game's choice is the one made in"
                                      " Game ▸ Mail the Players….")


def code_of(text: str, names: dict[str, str]) -> str | None:
    """The code ``text`` stands for (a code, or a name in any case); None if neither."""
    wanted = text.strip().casefold()
    for code, name in names.items():
        if wanted in (code, name.casefold()):
            return code
    return None


class ChoiceDelegate(QStyledItemDelegate):
    """Edits a cell with a list of ``names()`` (code: name), the model's EditRole being the code: the list
    opens at once, and the one picked (a click, or the arrow keys and Return) is taken."""

    def __init__(self, names: Callable[[], dict[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names = names

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:  # noqa: N802
        editor = QComboBox(parent)
        for code, name in self._names().items():
            editor.addItem(name, code)
        editor.activated.connect(self._chosen)  # picked in the list: taken at once
        QTimer.singleShot(0, editor, editor.showPopup)  # the list open, to pick from with the keys or the mouse
        return editor

    def _chosen(self) -> None:
        editor = self.sender()
        if isinstance(editor, QWidget):
            self.commitData.emit(editor)
            self.closeEditor.emit(editor)

    def setEditorData(self, editor: QWidget, index: Index) -> None:  # noqa: N802
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(str(index.data(Qt.ItemDataRole.EditRole) or ""))))

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:  # noqa: N802
        if isinstance(editor, QComboBox):
            model.setData(index, str(editor.currentData() or ""), Qt.ItemDataRole.EditRole)
