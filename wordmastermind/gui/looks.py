"""Cells painted from looks made once per row: a model's rows, a delegate and a sort proxy that use them.

A table view paints a cell by asking its model for some ten roles (text,
font, colours, alignment…), each a call into Python; the standings beside a
round repaint a hundred rows when a total changes. Here a row's looks (each
cell's roles, as painted) are made once, when the row is first painted after
it changed, and :class:`LooksDelegate` sets up the cell from them in one call.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from wordmastermind.gui.rowmodel import Row, RowModel

Index = QModelIndex | QPersistentModelIndex
Looks = tuple[dict[int, Any], ...]
"""A row's cells as painted: for each column, its roles' values (roles without one left out)."""

DISPLAY, EDIT, TIP, BACKGROUND, FONT, ALIGNMENT = (
    r.value for r in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole, Qt.ItemDataRole.ToolTipRole,
                      Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.FontRole, Qt.ItemDataRole.TextAlignmentRole)
)
LOOKS = frozenset({DISPLAY, EDIT, TIP, BACKGROUND, FONT, ALIGNMENT})
"""The roles a cell is painted with, kept per row."""
_NO_BRUSH = QBrush()
_FONTS_KEPT = 16
"""A view paints with a few fonts (plain, bold, italic); after font changes, the old ones are let go."""
_HAS_DISPLAY = QStyleOptionViewItem.ViewItemFeature.HasDisplay


class LooksModel(RowModel):
    """A row model that keeps each row's looks, made by :meth:`make_looks` when first painted."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Kept with the row tuple they were made from: a row changed, moved or gone is made again.
        self._looks: dict[int, tuple[Row, Looks]] = {}
        self.modelReset.connect(self._looks.clear)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.fontChanged.connect(self.forget_looks)  # made again in the application's new font

    def make_looks(self, row: Row) -> Looks:
        raise NotImplementedError

    def looks(self, number: int) -> Looks:
        """Row ``number``'s cells as painted."""
        row = self.row(number)
        kept = self._looks.get(number)
        if kept is not None and kept[0] is row:
            return kept[1]
        looks = self.make_looks(row)
        self._looks[number] = (row, looks)
        return looks

    def forget_looks(self) -> None:
        """Every row's looks made again when next painted (a new font, new colours)."""
        self._looks.clear()

    def cell_looks(self, index: Index) -> dict[int, Any]:
        """The cell's roles as painted (``index`` valid); not to be changed."""
        return self.looks(index.row())[index.column()]


class LooksProxy(QSortFilterProxyModel):
    """A sort proxy over a :class:`LooksModel` whose cells the delegate paints from their looks."""

    def cell_looks(self, index: Index) -> dict[int, Any]:
        source = self.sourceModel()
        assert isinstance(source, LooksModel)
        return source.cell_looks(self.mapToSource(index))


class LooksDelegate(QStyledItemDelegate):
    """Sets a cell up from its model's kept looks: one call into Python per cell painted, not one per role."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Each kept font (by id, kept alive here) resolved against the view's, with its metrics.
        self._fonts: dict[int, tuple[QFont, QFont, QFont, QFontMetrics]] = {}
        self.wrapping: int | None = None
        """The one column whose texts wrap where the view wraps its words (WrappedRows): in the others a
        text too long for its cell is elided on one line ("Annemarie Schu…", not "Annemarie …"); None: all."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: Index) -> None:
        model = index.model()
        looks_of = getattr(model, "cell_looks", None)  # a LooksModel, a LooksProxy, or alike
        if looks_of is None or not index.isValid():
            super().initStyleOption(option, index)
            return
        looks = looks_of(index)
        option.index = index if isinstance(index, QModelIndex) else model.index(index.row(), index.column())
        font = looks.get(FONT)
        if font is not None:
            kept = self._fonts.get(id(font))
            if kept is None or kept[1] != option.font:  # the view's font changed
                if len(self._fonts) >= _FONTS_KEPT:  # fonts of looks made before a font change: dropped
                    self._fonts.clear()
                resolved = font.resolve(option.font)
                kept = self._fonts[id(font)] = (font, QFont(option.font), resolved, QFontMetrics(resolved))
            option.font, option.fontMetrics = kept[2], kept[3]
        alignment = looks.get(ALIGNMENT)
        if alignment is not None:
            option.displayAlignment = _alignment(alignment)
        wrapping = self.wrapping
        option.features = (_with_display(option.features) if wrapping is None or wrapping == index.column()
                           else _one_line(option.features))
        option.text = looks[DISPLAY]
        background = looks.get(BACKGROUND)
        option.backgroundBrush = _NO_BRUSH if background is None else _brush(background)
        option.styleObject = None  # type: ignore[assignment]  # as Qt's: no style animations in a cell


# Flags and brushes made once: combining flags goes through Python's enum machinery, a cell at a time.
@cache
def _alignment(value: int) -> Qt.AlignmentFlag:
    return Qt.AlignmentFlag(value)


@cache
def _with_display(features: QStyleOptionViewItem.ViewItemFeature) -> QStyleOptionViewItem.ViewItemFeature:
    return features | _HAS_DISPLAY


@cache
def _one_line(features: QStyleOptionViewItem.ViewItemFeature) -> QStyleOptionViewItem.ViewItemFeature:
    return (features | _HAS_DISPLAY) & ~QStyleOptionViewItem.ViewItemFeature.WrapText


def _brush(color: QColor) -> QBrush:
    brush = _BRUSHES.get(color.rgba())
    if brush is None:
        # Not QBrush(color): choosing among QBrush's constructors makes PySide build the QGradient and
        # QImage types (their enums, 4 ms) on the first one, before a big game's first rows are painted.
        brush = _BRUSHES[color.rgba()] = QBrush()
        brush.setColor(color)
        brush.setStyle(Qt.BrushStyle.SolidPattern)
    return brush


_BRUSHES: dict[int, QBrush] = {}
