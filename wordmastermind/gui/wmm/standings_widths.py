"""The standings' columns as wide as their widest text and their title, grown as the texts grow.

Qt's own ResizeToContents asks the model for every cell in every role after
every change. Here a change measures only the cells it changed, each text
once, and a column only grows while the game master types: the table beside
the standings does not jump when a total loses a digit. A new game, a font or
new titles fit every column afresh.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Signal
from PySide6.QtWidgets import QTableView

from wordmastermind.gui.rowmodel import RowModel

Index = QModelIndex | QPersistentModelIndex


class StandingsWidths(QObject):
    """Sizes ``view``'s columns (all but the last, which stretches) to ``model``'s texts."""

    fitted = Signal()
    """The columns' sizes changed (the splitter beside them may want to follow)."""

    def __init__(self, view: QTableView, model: RowModel) -> None:
        super().__init__(view)
        self.view, self.model = view, model
        self._measured: dict[str, int] = {}  # each text's width in the view's font
        self._widest: dict[int, int] = {}  # each column's widest text, as measured
        self._least: dict[int, int] = {}  # each column's title, or the header's least
        self._margin = 0
        model.modelReset.connect(self.fit)
        model.headerDataChanged.connect(self.fit)
        model.rowsInserted.connect(self._rows_inserted)
        model.dataChanged.connect(self._changed)

    def fit(self) -> None:
        """Measure every text again and size every column to its widest (a column may shrink)."""
        view = self.view
        header = view.horizontalHeader()
        style = view.style()
        self._margin = 2 * (style.pixelMetric(style.PixelMetric.PM_FocusFrameHMargin, None, view) + 1) + 1
        columns = range(self.model.columnCount())
        self._least = {c: max(header.sectionSizeHint(c), header.minimumSectionSize()) for c in columns}
        self._widest = {c: self._measure(self.model.column_texts(c)) for c in columns}
        self._size()

    def font_changed(self) -> None:
        """The view's font changed: every text measured again."""
        self._measured.clear()
        self.fit()

    def width(self, column: int) -> int:
        """The width ``column`` needs to show its widest text and its title."""
        if not self._least:
            self.fit()
        return max(self._widest.get(column, 0) + self._margin, self._least.get(column, 0))

    def _rows_inserted(self, _parent: Index, first: int, last: int) -> None:
        self._grow(first, last, range(self.model.columnCount()))

    def _changed(self, top_left: Index, bottom_right: Index, _roles: object = None) -> None:
        self._grow(top_left.row(), bottom_right.row(), range(top_left.column(), bottom_right.column() + 1))

    def _grow(self, first: int, last: int, columns: range) -> None:
        if not self._least:  # not fitted yet: fitted whole when first asked
            return
        grown = False
        rows = range(first, last + 1)
        for column in columns:
            widest = self._measure(self.model.column_texts(column, rows))
            if widest > self._widest.get(column, 0):
                self._widest[column] = widest
                grown = True
        if grown:
            self._size()

    def _measure(self, texts: set[str]) -> int:
        measured = self._measured
        advance = self.view.fontMetrics().horizontalAdvance
        widest = 0
        for text in texts:
            width = measured.get(text)
            if width is None:
                width = measured[text] = advance(text)
            widest = max(widest, width)
        return widest

    def _size(self) -> None:
        header = self.view.horizontalHeader()
        for column in range(self.model.columnCount() - 1):
            size = self.width(column)
            if header.sectionSize(column) != size:
                header.resizeSection(column, size)
        self.fitted.emit()
