"""A read-mostly table model whose rows are tuples computed from the core."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QObject, Qt

from wordmastermind.gui.rowsync import Row as Row
from wordmastermind.gui.rowsync import sync_rows

Index = QModelIndex | QPersistentModelIndex


class RowModel(QAbstractTableModel):
    """Rows as tuples whose first fields are the columns.

    Subclasses give the column titles, build their rows in :meth:`build_rows`
    and say what identifies a row in :meth:`row_key`; :meth:`refresh` then
    announces exactly what changed.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []

    # to override
    def headers(self) -> Sequence[str]:
        raise NotImplementedError

    def build_rows(self) -> list[Row]:
        raise NotImplementedError

    def row_key(self, row: Row) -> Hashable:
        key: Hashable = row[0]
        return key

    # the model
    def refresh(self) -> None:
        sync_rows(self, self._rows, self.build_rows(), self.row_key)

    def reset(self) -> None:
        """Rebuild from scratch: for a change of what the model shows."""
        self.beginResetModel()
        self._rows = self.build_rows()
        self.endResetModel()

    def row(self, number: int) -> Row:
        return self._rows[number]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers())

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            headers = self.headers()
            return headers[section] if 0 <= section < len(headers) else None
        if orientation == Qt.Orientation.Vertical and role == Qt.ItemDataRole.DisplayRole:
            return section + 1
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        """Read-only by default; editable models add ItemIsEditable."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and index.isValid():
            return self.text(index)
        return None

    def text(self, index: Index) -> str:
        """The cell as display text: numbers as digits, nothing as ''."""
        value = self.cell(index)
        return "" if value is None else str(value)

    def cell(self, index: Index) -> Any:
        """The row field behind ``index``, or None for an invalid index."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        return self._rows[index.row()][index.column()]
