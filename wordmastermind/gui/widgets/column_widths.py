"""A table's columns sized to their texts, until the game master sizes one;
the widths they set are kept in the settings, one key per table (if it has one).

Qt's own ResizeToContents asks the model for every cell in every role after
every change; here only the display texts are measured, each text once, and
a change measures only the cells it changed. While the game master types, a
column only grows: the table does not jump when a total loses a digit. A new
game, a font or new titles fit every column afresh: first to the rows a
screen can show, then, a moment later or at the first scroll, to every row.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QObject, QSortFilterProxyModel, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QHeaderView, QStyledItemDelegate, QStyleOptionViewItem, QTableView

from wordmastermind.gui.rowmodel import RowModel
from wordmastermind.gui.settings import AppSettings, Setting

REST_MS = 250
"""How long after a fit to the rows shown first the other rows are measured: sooner if the table scrolls or
its rows are sorted or filtered (other rows come into view)."""


class ColumnWidths(QObject):
    """Keeps ``view``'s column widths: fitted to the texts, or as the user left them.

    ``padding``: pixels beside the text and the style's focus margins; ``least_chars``
    and ``most_chars``: the narrowest and widest a fitted column gets, in M widths;
    ``italics``: some rows are painted in italics (a player who withdrew), so each
    text is measured in the column's font and in its italics, and the wider counts.
    """

    fitted = Signal()
    """Columns were sized to their texts (a splitter beside the table may want to follow)."""

    def __init__(
        self,
        view: QTableView,
        settings: AppSettings | None,
        setting: Setting[list[str]] | None,
        *,
        stretch_last: bool = True,
        least_chars: int = 4,
        most_chars: int = 50,
        padding: int = 8,
        italics: bool = False,
    ) -> None:
        super().__init__(view)
        self.view = view
        self.settings = settings if setting is not None else None
        self.setting = setting
        self.stretch_last = stretch_last
        self.padding = padding
        self.italics = italics
        self.least_chars, self.most_chars = least_chars, most_chars
        self.least = self.most = 0
        self._measure_em()
        self._fitting = False
        self._measured: dict[tuple[str, str], int] = {}  # (font, text) -> width
        # Each column's least width (its title's) and the font of its texts: made once per fit.
        self._columns_kept: dict[int, tuple[int, QFont | None, str]] = {}
        self._margin_kept: int | None = None
        self._rest_pending = False  # fitted to the rows shown first: the others are still to measure
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(stretch_last)
        self.user_set = self._restore()
        header.sectionResized.connect(self._resized)
        model = view.model()
        if isinstance(model, QSortFilterProxyModel):  # the texts are the source's; a sort or filter changes none
            model = model.sourceModel()
        self.model = model
        # Bound methods: a model that outlives the view holds nothing of it.
        model.modelReset.connect(self.fit)
        model.headerDataChanged.connect(self._titles_changed)
        model.rowsInserted.connect(self._rows_inserted)  # only the new rows measured, and columns only grow
        model.dataChanged.connect(self._changed)
        view.verticalScrollBar().valueChanged.connect(self._fit_rest)  # other rows come into view
        view.model().layoutChanged.connect(self._fit_rest)  # sorted or filtered: likewise
        self.fit()

    def _measure_em(self) -> None:
        em = self.view.fontMetrics().horizontalAdvance("M")
        self.least, self.most = em * self.least_chars, em * self.most_chars

    def _columns(self) -> range:
        count = self.view.horizontalHeader().count()
        return range(count - 1 if self.stretch_last else count)

    def _restore(self) -> bool:
        if self.settings is None or self.setting is None:
            return False
        saved = self.settings.get(self.setting)
        header = self.view.horizontalHeader()
        if len(saved) != header.count() or not all(w.isdigit() for w in saved):
            return False
        self._fitting = True
        try:
            for column in self._columns():
                header.resizeSection(column, max(int(saved[column]), header.minimumSectionSize()))
        finally:
            self._fitting = False
        return True

    def fit(self) -> None:
        """Each column as wide as its widest text (within limits), unless the user sized them.

        A table of more rows than its screen shows at once is fitted to the rows it shows first (a big
        game's round opens sooner), and to the others :data:`REST_MS` later or when it first scrolls,
        growing only: then each column is as wide as a fit to every row at once makes it.
        """
        self._columns_kept.clear()
        self._margin_kept = None
        shown = self._rows_shown_first()
        self._fit(self._columns(), shown, grow_only=False)
        if shown is not None and not self._rest_pending:
            self._rest_pending = True
            QTimer.singleShot(REST_MS, self, self._fit_rest)

    def _rows_shown_first(self) -> Sequence[int] | None:
        """The model's rows a screenful of the view shows from its top row, or None if that is every row."""
        view, count = self.view, self.model.rowCount()
        row_height = max(1, view.verticalHeader().defaultSectionSize())
        most = view.screen().availableGeometry().height() // row_height + 1
        if count <= most:
            return None
        model = view.model()
        top = max(0, view.rowAt(0))
        shown = range(top, min(top + most, model.rowCount()))
        if isinstance(model, QSortFilterProxyModel):  # in the view's order: the source's rows behind them
            return sorted(model.mapToSource(model.index(row, 0)).row() for row in shown)
        return shown

    def _fit_rest(self, *_args: object) -> None:
        """The rows not measured by the last fit, measured: a column only grows."""
        if self._rest_pending:
            self._rest_pending = False
            self._fit(self._columns(), None, grow_only=True)

    def font_changed(self) -> None:
        """The view's font changed: every text measured again in it."""
        self._measured.clear()
        self._measure_em()
        self.fit()

    def width(self, column: int) -> int:
        """The width ``column`` needs for its widest text and its title (within limits)."""
        return self._wanted(column, None, self._margin())

    def _titles_changed(self, orientation: Qt.Orientation, _first: int, _last: int) -> None:
        if orientation == Qt.Orientation.Horizontal:
            self.fit()

    def _rows_inserted(self, _parent: QModelIndex, first: int, last: int) -> None:
        self._fit(self._columns(), range(first, last + 1), grow_only=True)

    def _changed(self, top_left: QModelIndex, bottom_right: QModelIndex, _roles: object = None) -> None:
        wanted = range(top_left.column(), bottom_right.column() + 1)
        columns = self._columns()
        self._fit(range(max(wanted.start, columns.start), min(wanted.stop, columns.stop)),
                  range(top_left.row(), bottom_right.row() + 1), grow_only=True)

    def _fit(self, columns: range, rows: Sequence[int] | None, *, grow_only: bool) -> None:
        """Size ``columns`` to the texts of ``rows`` (all: None); ``grow_only``: a column never narrows."""
        if self.user_set or not columns:
            return
        header = self.view.horizontalHeader()
        margin = self._margin()
        resized = False
        self._fitting = True
        try:
            for column in columns:
                size = self._wanted(column, rows, margin)
                now = header.sectionSize(column)
                if size > now or (size < now and not grow_only):
                    header.resizeSection(column, size)
                    resized = True
        finally:
            self._fitting = False
        if resized:
            self.fitted.emit()

    def _margin(self) -> int:
        if self._margin_kept is None:  # the style's, made once per fit
            self._margin_kept = text_margins(self.view)
        return self._margin_kept + self.padding

    def _wanted(self, column: int, rows: Sequence[int] | None, margin: int) -> int:
        """The width of ``column``'s widest text among ``rows`` (all: None), its title's, within limits."""
        kept = self._columns_kept.get(column)
        if kept is None:  # asked once per fit: the header asks the model for each role of its title
            model, header = self.model, self.view.horizontalHeader()
            font = model.index(0, column).data(Qt.ItemDataRole.FontRole) if model.rowCount() else None
            least = max(header.sectionSizeHint(column), header.minimumSectionSize(), self.least)
            font = font if isinstance(font, QFont) else None
            kept = self._columns_kept[column] = (least, font, font.key() if font is not None else "")
        least, font, font_key = kept
        measured, new = self._measured, []
        widest = 0
        for text in self._texts(column, rows):
            width = measured.get((font_key, text)) if text else 0
            if width is None:
                new.append(text)
            elif width > widest:
                widest = width
        if new:  # the font's metrics made once for the texts not measured before
            fonts = [QFont(font if font is not None else self.view.font())]
            if self.italics:  # German "nach Runde 2 zurückgezogen; Wort ausgeschieden": 1.2 pixels wider
                fonts.append(QFont(fonts[0]))
                fonts[0].setItalic(False)
                fonts[1].setItalic(True)
            advances = [QFontMetricsF(each).horizontalAdvance for each in fonts]
            for text in new:  # whole pixels up: a text 258.8 pixels wide is elided in 258 (at 150%, most are)
                width = measured[(font_key, text)] = math.ceil(max(advance(text) for advance in advances))
                widest = max(widest, width)
        return min(max(widest + margin, least), self.most)

    def _texts(self, column: int, rows: Sequence[int] | None) -> set[str]:
        model = self.model
        if isinstance(model, RowModel):
            return model.column_texts(column, rows)
        shown = range(model.rowCount()) if rows is None else rows
        return {str(model.index(row, column).data() or "") for row in shown}

    def _resized(self, column: int, _old: int, new: int) -> None:
        if self._fitting or column not in self._columns():
            return
        self.user_set = True
        if self.settings is not None and self.setting is not None:
            header = self.view.horizontalHeader()
            self.settings.set(self.setting, [str(header.sectionSize(c)) for c in range(header.count())])

    def forget(self) -> None:
        """Back to widths fitted to the texts (the user's are dropped)."""
        self.user_set = False
        if self.settings is not None and self.setting is not None:
            self.settings.set(self.setting, [])
        self.fit()


def text_margins(view: QTableView) -> int:
    """The room ``view``'s style leaves beside a cell's text, both sides together (its focus frame's margins,
    ``2 * (PM_FocusFrameHMargin + 1)`` in Qt's styles): what it makes an empty text's cell wide.

    Asked through an item delegate, as Qt sizes a cell, not of ``view.style()``: a style in Python needs
    PySide to make the QStyle type, its enums and all (5 ms), which nothing else at start-up needs.
    """
    option = QStyleOptionViewItem()
    option.initFrom(view)
    option.widget = view
    option.features = QStyleOptionViewItem.ViewItemFeature.HasDisplay
    return QStyledItemDelegate().sizeHint(option, QModelIndex()).width()
