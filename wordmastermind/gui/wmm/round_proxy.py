"""The round table as shown: sorted on the column clicked, filtered to one player.

The guesses stay saved in the order they were entered; only the view is
sorted. The empty row for a new guess stays last in either order, and a row
still being typed stays shown whatever the filter, so keyboard entry goes on.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel, Qt

from wordmastermind.core.words import name_key
from wordmastermind.gui.roles import SORT_ROLE, STATUS_ROLE
from wordmastermind.gui.wmm.round_model import GUESSER, TARGET, RoundModel

Index = QModelIndex | QPersistentModelIndex


class RoundProxy(QSortFilterProxyModel):
    """A :class:`RoundModel` sorted and filtered for the eye."""

    def __init__(self, source: RoundModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._player = ""
        self.setSourceModel(source)
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
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        if not self._player:
            return True
        source = self.round_model()
        index = source.index(source_row, GUESSER)
        if index.data(STATUS_ROLE) in ("blank", "incomplete"):
            return True
        row = source.row(source_row)
        return any(name_key(str(row[c])).startswith(self._player) for c in (GUESSER, TARGET))

    def lessThan(self, left: Index, right: Index) -> bool:
        # The empty row is last, ascending or descending (Qt swaps for descending).
        ascending = self.sortOrder() == Qt.SortOrder.AscendingOrder
        if left.data(STATUS_ROLE) == "blank":
            return not ascending
        if right.data(STATUS_ROLE) == "blank":
            return ascending
        a, b = _key(left.data(SORT_ROLE)), _key(right.data(SORT_ROLE))
        if a != b:
            return a < b
        return left.row() < right.row()  # equal values keep the entry order

    def source_rows(self, indexes: list[QModelIndex]) -> list[int]:
        """The saved rows (0-based, in entry order) of the shown ``indexes``."""
        return sorted({self.mapToSource(i).row() for i in indexes if i.isValid()})

    def shown_index(self, source_row: int, column: int) -> QModelIndex:
        """Where saved row ``source_row`` is shown (invalid while filtered out)."""
        return self.mapFromSource(self.round_model().index(source_row, column))


def _key(value: Any) -> tuple[int, Any]:
    """Numbers before texts, texts without regard to case."""
    if isinstance(value, (int, float)):
        return (0, value)
    return (1, str(value or "").casefold())
