"""The fetch dialog's listing as a tree model: the rows of :mod:`.intake_rows`, ticks and all.

:meth:`IntakeModel.show` takes the rows of a new plan: when they have the
shape of the rows shown (the same rows under the same rows, by their keys)
only the rows whose texts or ticks changed are announced (``dataChanged``);
otherwise the model is reset. A tick (``Qt.CheckStateRole`` on the first
column) changes nothing here: :attr:`IntakeModel.toggled` tells the dialog,
which plans again and shows the new rows. The texts belong to the
``IntakeModel`` translation context.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QFont

from wordmastermind.gui.mail.intake_rows import IntakeRow
from wordmastermind.gui.roles import ROW_KEY_ROLE, ROW_KIND_ROLE, TOGGLE_ROLE
from wordmastermind.gui.widgets.colors import BAD

Index = QModelIndex | QPersistentModelIndex

COLUMNS = 3
MAIL, ARRIVED, WHY = range(COLUMNS)


@dataclass(eq=False)
class _Node:
    row: IntakeRow
    number: int
    """Its place under its parent."""
    parent: int
    """The parent's id (0: the root)."""
    children: list[int] = field(default_factory=list)


class IntakeModel(QAbstractItemModel):
    """The listing: groups, players and mails at the top, their lines and mails under them."""

    toggled = Signal(object, bool)
    """A row was ticked (True) or unticked: its Toggle."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._nodes: dict[int, _Node] = {}
        self._top: list[int] = []
        self._shape: tuple[object, ...] = ()
        self._bold = QFont()
        self._bold.setBold(True)
        self._titles = (self.tr("Mail"), self.tr("Arrived"), self.tr("What becomes of it"))

    # -- filling ----------------------------------------------------------------

    def show(self, rows: Sequence[IntakeRow]) -> bool:
        """Show ``rows``; True when the model was reset, False when only changed rows were announced."""
        shape = tuple(row.shape() for row in rows)
        if shape == self._shape and self._top:
            self._update(self._top, rows)
            return False
        self.beginResetModel()
        self._nodes.clear()
        self._top = self._add(rows, 0)
        self._shape = shape
        self.endResetModel()
        return True

    def clear(self) -> None:
        self.show(())

    def _add(self, rows: Sequence[IntakeRow], parent: int) -> list[int]:
        ids = []
        for number, row in enumerate(rows):
            node_id = len(self._nodes) + 1
            node = _Node(row, number, parent)
            self._nodes[node_id] = node
            node.children = self._add(row.children, node_id)
            ids.append(node_id)
        return ids

    def _update(self, ids: list[int], rows: Sequence[IntakeRow]) -> None:
        """The same rows with new texts or ticks: each row that changed is announced, once."""
        for node_id, row in zip(ids, rows):
            node = self._nodes[node_id]
            if _own(node.row) != _own(row):
                node.row = row
                self.dataChanged.emit(self.createIndex(node.number, 0, node_id),
                                      self.createIndex(node.number, COLUMNS - 1, node_id))
            else:
                node.row = row
            self._update(node.children, row.children)

    # -- reading ----------------------------------------------------------------

    def row_at(self, index: Index) -> IntakeRow | None:
        node = self._nodes.get(index.internalId()) if index.isValid() else None
        return None if node is None else node.row

    def index_of(self, key: tuple[str, ...]) -> QModelIndex:
        """The first column of the row that stands for ``key`` (invalid if none does)."""
        for node_id, node in self._nodes.items():
            if node.row.key == key:
                return self.createIndex(node.number, 0, node_id)
        return QModelIndex()

    def walk(self, parent: QModelIndex = QModelIndex()) -> Iterator[QModelIndex]:  # noqa: B008
        """Every row's first column, depth first."""
        for number in range(self.rowCount(parent)):
            index = self.index(number, 0, parent)
            yield index
            yield from self.walk(index)

    def column_texts(self, column: int) -> Iterator[str]:
        """Every text of a column (to size it)."""
        return (node.row.texts[column] for node in self._nodes.values())

    def first_cells(self) -> Iterator[tuple[int, IntakeRow]]:
        """Every row with its depth (0: at the top), to size the first column."""
        for node in self._nodes.values():
            depth, parent = 0, node.parent
            while parent:
                depth, parent = depth + 1, self._nodes[parent].parent
            yield depth, node.row

    # -- the model --------------------------------------------------------------

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if column < 0 or column >= COLUMNS or row < 0:
            return QModelIndex()
        siblings = self._children(parent)
        if siblings is None or row >= len(siblings):
            return QModelIndex()
        return self.createIndex(row, column, siblings[row])

    def parent(self, child: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        node = self._nodes.get(child.internalId()) if child.isValid() else None
        if node is None or node.parent == 0:
            return QModelIndex()
        return self.createIndex(self._nodes[node.parent].number, 0, node.parent)

    def _children(self, parent: Index) -> list[int] | None:
        if not parent.isValid():
            return self._top
        node = self._nodes.get(parent.internalId())
        return None if node is None or parent.column() != 0 else node.children

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        children = self._children(parent)
        return 0 if children is None else len(children)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole and 0 <= section < COLUMNS:
            return self._titles[section]
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        row = self.row_at(index)
        if row is None:
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == MAIL and row.toggle is not None and not row.locked:
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        return flags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.row_at(index)
        if row is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return row.texts[column]
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.tips[column] or None
        if role == Qt.ItemDataRole.CheckStateRole:
            if column != MAIL or row.toggle is None:
                return None
            return Qt.CheckState.Checked if row.checked else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.FontRole:
            return self._bold if row.kind == "group" else None
        if role == Qt.ItemDataRole.BackgroundRole:
            return BAD if row.bad else None
        if role == ROW_KIND_ROLE:
            return row.kind
        if role == ROW_KEY_ROLE:
            return row.key
        if role == TOGGLE_ROLE:
            return row.toggle
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """A tick: said through :attr:`toggled` (the rows change when the dialog shows its new plan)."""
        row = self.row_at(index)
        if role != Qt.ItemDataRole.CheckStateRole or row is None or row.toggle is None or row.locked:
            return False
        if index.column() != MAIL:
            return False
        on = _check_state(value) == Qt.CheckState.Checked
        if on != row.checked:
            self.toggled.emit(row.toggle, on)
        return True


def _own(row: IntakeRow) -> tuple[object, ...]:
    """What a row shows itself (not its children)."""
    return (row.kind, row.texts, row.tips, row.toggle, row.checked, row.locked, row.bad)


def _check_state(value: Any) -> Qt.CheckState:
    if isinstance(value, Qt.CheckState):
        return value
    try:
        return Qt.CheckState(int(value))
    except (TypeError, ValueError):
        return Qt.CheckState.Unchecked
