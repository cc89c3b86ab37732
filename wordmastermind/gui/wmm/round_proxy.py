"""The round table as shown: sorted on the column clicked, filtered to one player.

The guesses stay saved in the order they were entered; only the view is
sorted. The empty row for a new guess stays last in either order, and a row
still being typed stays shown whatever the filter, so keyboard entry goes on.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QModelIndex,
    QModelRoleData,
    QModelRoleDataSpan,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from wordmastermind.core.words import name_key
from wordmastermind.gui.roles import SORT_ROLE
from wordmastermind.gui.wmm.round_model import GUESSER, GUESSER_NAME, STATUS, TARGET, TARGET_NAME, RoundModel

Index = QModelIndex | QPersistentModelIndex
_DISPLAY = Qt.ItemDataRole.DisplayRole.value


class RoundProxy(QSortFilterProxyModel):
    """A :class:`RoundModel` sorted and filtered for the eye."""

    def __init__(self, source: RoundModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._player = ""
        self._source = source
        self._ascending = True
        self._ranks: list[int] | None = None  # each source row's place in the order sorted on
        self._shown: dict[int, int] = {}  # the source row of each row shown, as last mapped
        self._version = 0  # counts the changes that may change which rows are shown
        # Connected before the proxy's own (setSourceModel), which sort again on these.
        for signal in (source.dataChanged, source.rowsInserted, source.rowsRemoved, source.rowsMoved,
                       source.modelReset, source.layoutChanged):
            signal.connect(self._forget)
        self.setSourceModel(source)
        for signal in (self.rowsInserted, self.rowsRemoved, self.rowsMoved, self.modelReset, self.layoutChanged):
            signal.connect(self._shown.clear)  # shown rows mapped anew
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)

    def round_model(self) -> RoundModel:
        source = self.sourceModel()
        assert isinstance(source, RoundModel)
        return source

    @property
    def player(self) -> str:
        return self._player

    def set_player(self, text: str) -> None:
        """Show only the rows whose guesser or target starts with ``text`` (all for "")."""
        key = name_key(text.strip())
        if key != self._player:
            self.beginFilterChange()
            self._player = key
            self._version += 1
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._ascending = order == Qt.SortOrder.AscendingOrder
        self._ranks = None
        super().sort(column, order)

    # What a repaint asks for every cell, answered without the proxy's detours.
    def multiData(self, index: Index, roleDataSpan: QModelRoleDataSpan | QModelRoleData) -> None:
        self._source.multiData(self._source.index(self.source_row(index.row()), index.column()), roleDataSpan)

    def flags(self, index: Index) -> Qt.ItemFlag:
        # The same in every row of a column: no need to map the row.
        return self._source.column_flags()[index.column()] if index.isValid() else Qt.ItemFlag.NoItemFlags

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        # The vertical header asks each row's number in some six roles after every
        # sort or filter (to size itself); only the text is answered: a row's saved place.
        if role != _DISPLAY:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._source.headerData(section, orientation, role)
        return self.source_row(section) + 1

    def cell_looks(self, index: Index) -> dict[int, Any]:
        """The cell's roles as painted (``index`` valid and shown); not to be changed."""
        return self._source.looks(self.source_row(index.row()))[index.column()]

    def source_row(self, row: int) -> int:
        """The source row shown as ``row`` (-1 for none)."""
        source_row = self._shown.get(row)
        if source_row is None:
            source_row = self._shown[row] = self.mapToSource(self.index(row, 0)).row()
        return source_row

    # The two below read the source's rows directly, not through data():
    # sorting 100 rows asks for some 700 comparisons, and must fit in a frame.
    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        if not self._player:
            return True
        row = self._source.row(source_row)
        if row[STATUS] in ("blank", "incomplete"):
            return True
        # the names shown (Käthe (now Otto), in a round before Otto took Käthe's place over) and the roster's
        return any(name_key(str(row[c])).startswith(self._player) for c in (GUESSER, TARGET, GUESSER_NAME, TARGET_NAME))

    def lessThan(self, left: Index, right: Index) -> bool:
        # Equal values keep the entry order (Qt's sort is stable).
        ranks = self._ranks
        if ranks is None:
            ranks = self._ranks = self._rank(left.column())
        return ranks[left.row()] < ranks[right.row()]

    def _rank(self, column: int) -> list[int]:
        """Each source row's place when sorted on ``column`` (equal values, equal places).

        The empty row is last, ascending or descending (Qt swaps for descending).
        """
        source = self._source
        rows = [source.row(r) for r in range(source.rowCount())]
        last = (1,) if self._ascending else (-1,)
        keys = [last if row[STATUS] == "blank" else (0, _key(row[column])) for row in rows]
        ranks = [0] * len(keys)
        place, previous = 0, None
        for i, r in enumerate(sorted(range(len(keys)), key=keys.__getitem__)):
            if keys[r] != previous:
                place, previous = i, keys[r]
            ranks[r] = place
        return ranks

    def shown_version(self) -> int:
        """Changes whenever the rows shown (not their order) may change: the source's rows or the filter."""
        return self._version

    def _forget(self) -> None:
        self._ranks = None
        self._shown.clear()
        self._version += 1

    def shown_index(self, source_row: int, column: int) -> QModelIndex:
        """Where saved row ``source_row`` is shown (invalid while filtered out)."""
        return self.mapFromSource(self.round_model().index(source_row, column))


def _key(value: Any) -> tuple[int, Any]:
    """No value first, then numbers, then texts without regard to case."""
    if value is None or value == "":
        return (0, 0)
    if isinstance(value, (int, float)):
        return (1, value)
    return (2, str(value).casefold())
