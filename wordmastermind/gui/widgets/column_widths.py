"""A table's columns sized to their texts, until the game master sizes one;
the widths they set are kept in the settings, one key per table (if it has one).

Qt's own ResizeToContents asks the model for every cell in every role after
every change; here only the display texts are measured, each text once, and
a change measures only the cells it changed. While the game master types, a
column only grows: the table does not jump when a total loses a digit. A new
game, a font or new titles fit every column afresh: first to the rows a
screen can show, then, a moment later or at the first scroll, to every row.

Columns of long texts (names) may give way: where the view is too narrow for every column as wide as its
texts, they are narrowed, the widest first, down to a least width each (the texts elided), before the view
needs a sideways scroll bar; where it needs one anyway, they keep their texts whole. That is worked out from
the widths fitted to the texts, not the texts again.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager

from PySide6.QtCore import QEvent, QModelIndex, QObject, QSortFilterProxyModel, Qt, QTimer, Signal
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
    ``giving``: the columns that give way where the view is too narrow (see the module), each with the least
    width it keeps, in M widths; ``last_chars``: the room kept for the last column, if stretched (the round
    table's note, which wraps in it).
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
        giving: Mapping[int, int] | None = None,
        last_chars: int = 0,
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
        self.giving_chars, self.last_chars = dict(giving or {}), last_chars
        self.giving: dict[int, int] = {}  # column -> the least width it gives way to
        self.last_least = 0  # the room kept for the stretched last column
        self._measure_em()
        self.fitted_widths: dict[int, int] = {}
        """Each column's width fitted to its texts: the width it has unless it gives way."""
        self._fitting = False
        self._measured: dict[tuple[str, str], int] = {}  # (font, text) -> width
        # Each column's least width (its title's) and the font of its texts: made once per fit.
        self._columns_kept: dict[int, tuple[int, QFont | None, str]] = {}
        self._margin_kept: int | None = None
        self._rest_pending = False  # fitted to the rows shown first: the others are still to measure
        self._held = False  # the model's rows change for another fit afresh: not measured as they come
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(stretch_last)
        self.user_set = self._restore()
        header.sectionResized.connect(self._resized)
        if self.giving:
            header.installEventFilter(self)  # as wide as the view's viewport: its resizes say the room changed
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
        self.giving = {column: em * chars for column, chars in self.giving_chars.items()}
        self.last_least = em * self.last_chars

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

    @contextmanager
    def fitted_afresh(self) -> Iterator[None]:
        """The model's rows are changed in the block to show something else (another round's standings):
        the columns fitted afresh after it, narrower too, not grown to the rows as they change."""
        self._held = True
        try:
            yield
        finally:
            self._held = False
        self.fit()

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

    @property
    def all_measured(self) -> bool:
        """Whether the last fit has measured every row (the rows below the first screenful too)."""
        return not self._rest_pending

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
        if not self._held:
            self._fit(self._columns(), range(first, last + 1), grow_only=True)

    def _changed(self, top_left: QModelIndex, bottom_right: QModelIndex, _roles: object = None) -> None:
        if self._held:
            return
        wanted = range(top_left.column(), bottom_right.column() + 1)
        columns = self._columns()
        self._fit(range(max(wanted.start, columns.start), min(wanted.stop, columns.stop)),
                  range(top_left.row(), bottom_right.row() + 1), grow_only=True)

    def _fit(self, columns: range, rows: Sequence[int] | None, *, grow_only: bool) -> None:
        """Size ``columns`` to the texts of ``rows`` (all: None); ``grow_only``: a column never narrows."""
        if self.user_set or not columns:
            return
        margin = self._margin()
        fitted, changed = self.fitted_widths, False
        for column in columns:
            size = self._wanted(column, rows, margin)
            now = fitted.get(column)
            if now is None or size > now or (size < now and not grow_only):
                fitted[column] = size
                changed = True
        resized = self._lay_out() if changed or not grow_only else False  # a fit afresh: the user's widths gone
        if changed or resized:
            self.fitted.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and not self.user_set:
            self._lay_out()  # more room or less: the columns that give way follow
        return False

    def _lay_out(self) -> bool:
        """Each column as wide as fitted, but those that give way where the view is too narrow for that;
        whether any column's width changed."""
        header = self.view.horizontalHeader()
        widths = self.giving_way(header.width()) if self.giving else self.fitted_widths
        resized = False
        self._fitting = True
        try:
            for column in self._columns():
                size = widths.get(column)
                if size is not None and size != header.sectionSize(column):
                    header.resizeSection(column, size)
                    resized = True
        finally:
            self._fitting = False
        return resized

    def giving_way(self, room: int) -> dict[int, int]:
        """The columns' widths in a view ``room`` wide: as fitted, but the columns that give way narrowed,
        the widest first, as far as needed; where even their least widths leave the view too narrow, it
        scrolls sideways, and they keep their texts whole.

        >>> from PySide6.QtWidgets import QApplication
        >>> app = QApplication.instance() or QApplication([])
        >>> view = QTableView()
        >>> from PySide6.QtGui import QStandardItemModel
        >>> view.setModel(QStandardItemModel(0, 4))
        >>> widths = ColumnWidths(view, None, None, stretch_last=False, giving={1: 0, 2: 0})
        >>> widths.fitted_widths = {0: 50, 1: 300, 2: 120, 3: 40}
        >>> widths.giving_way(1000)
        {0: 50, 1: 300, 2: 120, 3: 40}
        >>> widths.giving_way(300)  # the widest gives way first: both 105 wide
        {0: 50, 1: 105, 2: 105, 3: 40}
        >>> widths.giving_way(350)
        {0: 50, 1: 140, 2: 120, 3: 40}
        >>> widths.fitted_widths = {0: 50, 1: 300, 2: 120, 3: 40}
        >>> widths.giving = {1: 100, 2: 100}
        >>> widths.giving_way(290)  # each at its least
        {0: 50, 1: 100, 2: 100, 3: 40}
        >>> widths.giving_way(289)  # too narrow even so: scrolled sideways, every text whole
        {0: 50, 1: 300, 2: 120, 3: 40}
        """
        widths = dict(self.fitted_widths)
        giving = {column: width for column, width in widths.items() if column in self.giving}
        room -= sum(widths.values()) - sum(giving.values()) + (self.last_least if self.stretch_last else 0)
        least = {column: min(width, self.giving[column]) for column, width in giving.items()}
        if sum(giving.values()) <= room or sum(least.values()) > room:  # room for all, or it scrolls anyway:
            return widths  # every text whole (scrolling shows it)

        def total(cap: int) -> int:
            return sum(max(least[column], min(width, cap)) for column, width in giving.items())

        low, high = 0, max(giving.values())  # the widest cap whose widths fit the room (or 0: the least)
        while low < high:
            middle = (low + high + 1) // 2
            low, high = (middle, high) if total(middle) <= room else (low, middle - 1)
        for column, width in giving.items():
            widths[column] = max(least[column], min(width, low))
        return widths

    def needs(self, every_row: Sequence[int] = ()) -> tuple[int, int]:
        """The columns' widths together: the least (those that give way at their least widths) and as
        fitted to their texts (or as the user sized them); with the room kept for a stretched last column.
        ``every_row``: columns taken as wide as their widest text among every row while only the rows a
        screen shows first are measured (a splitter beside does not move a moment later for them)."""
        last = self.last_least if self.stretch_last else 0
        if self.user_set:
            header = self.view.horizontalHeader()
            sized = sum(header.sectionSize(column) for column in self._columns()) + last
            return sized, sized
        widths = self.fitted_widths
        if self._rest_pending and every_row:
            widths = {**widths, **{column: max(widths.get(column, 0), self.width(column)) for column in every_row}}
        fitted = sum(widths.get(column, 0) for column in self._columns())
        given = sum(max(0, widths.get(column, 0) - least) for column, least in self.giving.items())
        return fitted - given + last, fitted + last

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
