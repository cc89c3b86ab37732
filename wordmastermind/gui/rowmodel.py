"""A read-mostly table model whose rows are tuples computed from the core."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QObject, Qt

from wordmastermind.gui.rowsync import Row as Row
from wordmastermind.gui.rowsync import sync_rows

Index = QModelIndex | QPersistentModelIndex
# Made once: views ask every cell's flags on every repaint, and combining flags goes through Python's enum machinery.
NO_FLAGS = Qt.ItemFlag.NoItemFlags
READ_ONLY = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
EDITABLE = READ_ONLY | Qt.ItemFlag.ItemIsEditable


class RowModel(QAbstractTableModel):
    """Rows as tuples whose first fields are the columns.

    Subclasses give the column titles, build their rows in :meth:`build_rows`
    and say what identifies a row in :meth:`row_key`; :meth:`refresh` then
    announces exactly what changed. The titles are made once per refresh
    (views ask for the column count thousands of times a second). A model
    that names what its rows are made of in :meth:`inputs` is not rebuilt
    while those stay the same.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []
        self._titles: tuple[str, ...] | None = None
        self._inputs: tuple[object, ...] | None = None
        # A model that resets itself (with its own begin/endResetModel) may
        # have other columns afterwards: made before any view is told.
        self.modelReset.connect(self._forget_titles)

    # to override
    def headers(self) -> Sequence[str]:
        raise NotImplementedError

    def build_rows(self) -> list[Row]:
        raise NotImplementedError

    def row_key(self, row: Row) -> Hashable:
        key: Hashable = row[0]
        return key

    def shows(self) -> Mapping[int, Sequence[int]]:
        """For each field past the columns, the columns whose cells it changes (default: all)."""
        return {}

    def inputs(self) -> tuple[object, ...] | None:
        """What the rows are made of: the same objects again (``is``) mean the same rows.

        ``None`` (the default): the rows are built on every refresh.
        """
        return None

    # the model
    def titles(self) -> tuple[str, ...]:
        """The column titles, as :meth:`headers` gives them, made once per refresh."""
        if self._titles is None:
            self._titles = tuple(self.headers())
        return self._titles

    def _forget_titles(self) -> None:
        self._titles = None

    def refresh(self) -> None:
        inputs = self.inputs()
        if inputs is not None and _same(inputs, self._inputs):
            return
        old = self._titles
        self._titles = None
        titles = self.titles()
        if old is not None and len(titles) != len(old):
            self.reset()
            return
        self._inputs = inputs
        sync_rows(self, self._rows, self.build_rows(), self.row_key, self.shows())
        if old is not None and titles != old:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(titles) - 1)

    def refresh_rows(self) -> None:
        """As :meth:`refresh`, for a change that leaves the column titles as they are (not made again)."""
        inputs = self.inputs()
        if inputs is not None and _same(inputs, self._inputs):
            return
        if self._titles is None:
            self.refresh()
            return
        self._inputs = inputs
        sync_rows(self, self._rows, self.build_rows(), self.row_key, self.shows())

    def rebuild(self) -> None:
        """Build the rows again although :meth:`inputs` say nothing changed (the word lists came)."""
        self._inputs = None
        self.refresh()

    def reset(self) -> None:
        """Rebuild from scratch: for a change of what the model shows."""
        self.beginResetModel()
        self._titles = None
        self._inputs = self.inputs()
        self._rows = self.build_rows()
        self.endResetModel()

    def row(self, number: int) -> Row:
        return self._rows[number]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.titles())

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        # A sort proxy makes an index for every cell it paints; Qt's own asks
        # rowCount and columnCount for each, two calls into Python instead of one.
        if 0 <= row < len(self._rows) and 0 <= column < len(self.titles()) and not parent.isValid():
            return self.createIndex(row, column)
        return QModelIndex()

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            titles = self.titles()
            return titles[section] if 0 <= section < len(titles) else None
        if orientation == Qt.Orientation.Vertical and role == Qt.ItemDataRole.DisplayRole:
            return section + 1
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        """Read-only by default; editable models add ItemIsEditable."""
        return READ_ONLY if index.isValid() else NO_FLAGS

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and index.isValid():
            return self.text(index)
        return None

    def column_texts(self, column: int, rows: Sequence[int] | None = None) -> set[str]:
        """Every text shown in ``column`` (each once), as :meth:`text` shows it; only ``rows`` if given."""
        if rows is None:
            shown: Sequence[Row] = self._rows
        elif isinstance(rows, range):
            shown = self._rows[rows.start : rows.stop]
        else:
            shown = [self._rows[r] for r in rows if 0 <= r < len(self._rows)]
        return {"" if row[column] is None else str(row[column]) for row in shown}

    def text(self, index: Index) -> str:
        """The cell as display text: numbers as digits, nothing as ''."""
        value = self.cell(index)
        return "" if value is None else str(value)

    def cell(self, index: Index) -> Any:
        """The row field behind ``index``, or None for an invalid index."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        return self._rows[index.row()][index.column()]


def _same(inputs: tuple[object, ...], before: tuple[object, ...] | None) -> bool:
    return (
        before is not None
        and len(inputs) == len(before)
        and all(new is old for new, old in zip(inputs, before))
    )
