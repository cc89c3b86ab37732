"""A table's rows made taller where one column's text is wider than the column: the text wraps over a few
lines (the round table's notes: "Dieter Becker hat sich nach Runde 2 zurückgezogen, daher zählt ab Runde 3
kein Rateversuch von Dieter Becker mehr" was cut to its first half at 1920 wide).

Qt's own ResizeToContents on the rows asks every cell of every row for its size after every change; here
only the column's texts are measured, each once in a line, and wrapped only where wider than the column
(a few rows: most notes are empty or a word). A change looks at the rows it changed; a new width of the
column, at the rows whose text is wider than it and those made taller before; a reset (another round shown),
at those and the rows that were taller before it, which the header would keep as tall.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QTableView

from wordmastermind.gui.looks import LooksDelegate
from wordmastermind.gui.rowmodel import RowModel
from wordmastermind.gui.widgets.column_widths import text_margins


class WrappedRows(QObject):
    """Keeps the rows of ``view`` tall enough for ``column``'s text wrapped, up to ``most_lines`` lines
    (a longer text ends in "…" on the last line, and its cell's tooltip holds it whole).

    ``column`` is the view's last, stretched to the view's width, but never narrower than ``least_chars`` M
    widths: where the other columns leave it less, it is that wide and the view scrolls sideways to it (at
    1366 wide, 150 %, it was squeezed to a hundred pixels, three lines of a dozen letters each).
    ``view``'s model is a :class:`RowModel`, or a sort and filter proxy of one.
    """

    def __init__(self, view: QTableView, column: int, *, most_lines: int = 3, least_chars: int = 25) -> None:
        super().__init__(view)
        self.view, self.column, self.most_lines, self.least_chars = view, column, most_lines, least_chars
        view.setWordWrap(True)  # a row of one line's height shows a line, "…" at its end, as without wrapping
        delegate = view.itemDelegate()
        if isinstance(delegate, LooksDelegate):  # the other columns' texts stay on one line, elided where long
            delegate.wrapping = column
        self._widths: dict[str, float] = {}  # text -> its width in one line
        self._lines: dict[tuple[str, int], int] = {}  # (text, room) -> lines wrapped in that room
        self._tall: list[QPersistentModelIndex] = []  # the rows made taller (they follow sorts and filters)
        self._room = 0
        self._font_metrics: tuple[QFontMetricsF, int] | None = None  # the view's font's, and its line height
        self._margins: int | None = None  # the style's beside a cell's text
        model = view.model()
        source = model.sourceModel() if isinstance(model, QSortFilterProxyModel) else model
        assert isinstance(source, RowModel)
        self.source = source
        self._before_reset: list[int] = []  # the rows tall before the model was reset (another round's)
        model.modelAboutToBeReset.connect(self._resetting)
        model.modelReset.connect(self.fit)
        model.rowsInserted.connect(self._rows_inserted)  # typed into the last row; shown again by a filter
        model.dataChanged.connect(self._changed)
        header = view.horizontalHeader()
        header.sectionResized.connect(self._resized)
        header.installEventFilter(self)  # as wide as the view's viewport: its resizes say the room changed
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._stretch()
        return False

    def _stretch(self, resized: int = -1, width: int = 0) -> None:
        """The column stretched to the view's width if that leaves it ``least_chars`` wide, else that wide
        (``resized``: a column whose new ``width`` the header has not set yet, as it tells it)."""
        header = self.view.horizontalHeader()
        least = self.view.fontMetrics().horizontalAdvance("M") * self.least_chars
        others = sum(width if c == resized else header.sectionSize(c)
                     for c in range(header.count()) if c != self.column)
        stretched = header.width() - others >= least
        if stretched != header.stretchLastSection():
            header.setStretchLastSection(stretched)
        if not stretched and header.sectionSize(self.column) != least:
            header.resizeSection(self.column, least)

    def font_changed(self) -> None:
        """The view's font changed: every text measured again in it."""
        self._widths.clear()
        self._lines.clear()
        self._font_metrics = self._margins = None
        self.fit()

    def fit(self, width: int | None = None) -> None:
        """Every row as tall as its text wrapped in the column's width needs: the rows made taller before,
        and those whose text is wider than the column. ``width``: the column's, where the header has not
        set it yet (as it says a stretched column's new width)."""
        self._room = self._room_now(width)
        count = self.view.model().rowCount()
        rows = sorted(self._wide_rows() | self._tall_rows() | {row for row in self._before_reset if row < count})
        self._before_reset = []
        self._tall = []
        self._fit_rows(rows, again=True)

    def _resetting(self) -> None:
        # A reset forgets the rows (their indexes are gone) but not the header's heights: the rows made
        # taller are sized again for the rows that come in their places (a round with short notes).
        self._before_reset = sorted(self._tall_rows())

    def _wide_rows(self) -> set[int]:
        """The view's rows whose text is wider than the column: looked up in the source's rows (a
        hundred rows shown again by a filter are not asked for one by one)."""
        source, column, room = self.source, self.column, self._room
        wide = [number for number in range(source.rowCount())
                if self._one_line(_text(source.row(number)[column])) > room]
        model = self.view.model()
        if isinstance(model, QSortFilterProxyModel):
            shown = (model.mapFromSource(source.index(number, 0)) for number in wide)
            return {index.row() for index in shown if index.isValid()}
        return set(wide)

    def _tall_rows(self) -> set[int]:
        return {index.row() for index in self._tall if index.isValid()}

    def _room_now(self, width: int | None) -> int:
        grid = 1 if self.view.showGrid() else 0
        if width is None:
            width = self.view.horizontalHeader().sectionSize(self.column)
        if self._margins is None:
            self._margins = text_margins(self.view)
        return width - grid - self._margins

    def _resized(self, column: int, old: int, new: int) -> None:
        if column != self.column:
            self._stretch(column, new)  # the others took more room, or left more
        elif new != old:
            self.fit(new)

    def _rows_inserted(self, _parent: QModelIndex, first: int, last: int) -> None:
        # a new row is one line high: only a wide text makes it taller
        self._fit_rows(sorted(row for row in self._wide_rows() if first <= row <= last))

    def _changed(self, top_left: QModelIndex, bottom_right: QModelIndex, _roles: object = None) -> None:
        if top_left.column() <= self.column <= bottom_right.column():
            top, bottom = top_left.row(), bottom_right.row()
            self._fit_rows(sorted(row for row in self._wide_rows() | self._tall_rows() if top <= row <= bottom))

    def _fit_rows(self, rows: Iterable[int], *, again: bool = False) -> None:
        """Each of the view's ``rows`` as tall as its text needs (one line's height if it fits); ``again``:
        the rows made taller are among them, and are listed anew."""
        model, header = self.view.model(), self.view.verticalHeader()
        proxy = model if isinstance(model, QSortFilterProxyModel) else None
        usual = header.defaultSectionSize()
        for row in rows:
            index = model.index(row, self.column)
            text = self.source.text(proxy.mapToSource(index) if proxy is not None else index)
            height = usual
            if self._one_line(text) > self._room:
                height += (min(self._wrapped(text), self.most_lines) - 1) * self._metrics()[1]
            now = header.sectionSize(row)
            if now != height:
                header.resizeSection(row, height)
            if height != usual and (again or now == usual):  # looked at again when the column's width changes
                self._tall.append(QPersistentModelIndex(index))

    def _metrics(self) -> tuple[QFontMetricsF, int]:
        if self._font_metrics is None:
            metrics = QFontMetricsF(self.view.font())
            self._font_metrics = (metrics, math.ceil(metrics.height()))  # a wrapped line's, as Qt lays it out
        return self._font_metrics

    def _one_line(self, text: str) -> float:
        width = self._widths.get(text)
        if width is None:
            width = self._widths[text] = self._metrics()[0].horizontalAdvance(text) if text else 0.0
        return width

    def _wrapped(self, text: str) -> int:
        """The lines ``text`` takes wrapped at its words in the column's room, as Qt's item views wrap it."""
        key = (text, self._room)
        lines = self._lines.get(key)
        if lines is None:
            from PySide6.QtGui import QTextLayout, QTextOption  # a note wider than its column: seldom at start-up

            layout = QTextLayout(text, self.view.font())
            option = QTextOption()
            option.setWrapMode(QTextOption.WrapMode.WordWrap)
            layout.setTextOption(option)
            layout.beginLayout()
            lines = 0
            while (line := layout.createLine()).isValid():
                line.setLineWidth(self._room)
                lines += 1
            layout.endLayout()
            if len(self._lines) > 4096:  # widths dragged through: the old ones dropped
                self._lines.clear()
            self._lines[key] = lines
        return lines


def _text(value: object) -> str:
    return "" if value is None else str(value)
