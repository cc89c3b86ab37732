"""The letter values as a table: letter and value, the values editable.

The RONDO rules text prints the values on the cards but does not list them,
so the game keeps its own table (:class:`~wordmastermind.core.rondo.cards.LetterValues`),
stored with the sheet. The default is the table of the Woordspel rules text
(Brettspielnetz.de). Each edit is one undoable step of the document; a value
the rules do not allow, or one that would let another side start once turns
are entered, is refused and :attr:`LetterValuesModel.refused` says why.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont

from wordmastermind.core.rondo.cards import LETTERS, LetterValues
from wordmastermind.core.rondo.errors import RondoError
from wordmastermind.gui.i18n import Phrase, rule_text
from wordmastermind.gui.rondo.document import RondoDocument

Index = QModelIndex | QPersistentModelIndex
LETTER, VALUE = range(2)
DEFAULT = LetterValues()


class LetterValuesModel(QAbstractTableModel):
    """26 rows, A to Z: the letter and its value (editable once the players are set up)."""

    refused = Signal(str)
    """A value was refused; the reason, as a sentence."""

    def __init__(self, document: RondoDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        document.changed.connect(self.refresh)

    def values(self) -> LetterValues:
        game = self._document.game
        return game.values if game is not None else DEFAULT

    def refresh(self) -> None:
        self.dataChanged.emit(self.index(0, LETTER), self.index(len(LETTERS) - 1, VALUE))

    def retranslate(self) -> None:
        """The column titles and the tooltips in the interface's language."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, LETTER, VALUE)
        self.refresh()

    # the model -----------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(LETTERS)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 2

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return (self.tr("Letter"), self.tr("Value"))[section] if 0 <= section < 2 else None
        return section + 1

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == VALUE and self._document.game is not None:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(LETTERS):
            return None
        letter = LETTERS[index.row()]
        value = self.values().value(letter)
        default = DEFAULT.value(letter)
        if index.column() == LETTER:
            if role == Qt.ItemDataRole.DisplayRole:
                return letter
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return str(value)
        if role == Qt.ItemDataRole.EditRole:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            if value != default:
                return self.tr("Changed: the default value of {0} is {1}").format(letter, default)
            return self.tr("The default value of {0}").format(letter)
        if role == Qt.ItemDataRole.FontRole and value != default:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid() or index.column() != VALUE:
            return False
        letter = LETTERS[index.row()]
        number = _whole_number(value)
        if number is None:
            self.refused.emit(self.tr(
                "the value of {0} must be a whole number of at least 0, not {1!r}"
            ).format(letter, value))
            return False
        return self.set_value(letter, number)

    # edits -----------------------------------------------------------------

    def set_value(self, letter: str, value: int) -> bool:
        """Make ``value`` the value of ``letter``: one undo step, or refused with the reason."""
        game = self._document.game
        if game is None:
            self.refused.emit(self.tr("Set up the players first: the values are stored with the game."))
            return False
        try:
            values = game.values.with_value(letter, value)
            self._document.edit(
                Phrase.tr("Set the value of {0} to {1}").format(letter.upper(), value),
                lambda g: g.with_values(values),
            )
        except RondoError as error:
            self.refused.emit(rule_text(error))
            return False
        return True

    def reset_values(self) -> bool:
        """Back to the default table (one undo step), unless that is refused."""
        game = self._document.game
        if game is None:
            return False
        try:
            self._document.edit(
                Phrase.tr("Reset the letter values"), lambda g: g.with_values(LetterValues())
            )
        except RondoError as error:
            self.refused.emit(rule_text(error))
            return False
        return True


def _whole_number(value: Any) -> int | None:
    """``value`` as a whole number (an int, or text of one), else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            return None
    return None
