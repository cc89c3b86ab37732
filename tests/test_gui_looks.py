"""Cells painted from a row's kept looks (gui/looks.py): the delegate sets a cell up as the looks say,
and what it keeps per font stays small however often the fonts change."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QModelIndex
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QStyleOptionViewItem, QTableView

from wordmastermind.gui.looks import _FONTS_KEPT, DISPLAY, FONT, Looks, LooksDelegate, LooksModel
from wordmastermind.gui.rowmodel import Row


class Names(LooksModel):
    """Two rows of names, the second in italics, in a font made anew with each set of looks."""

    def __init__(self) -> None:
        super().__init__()
        self.point_size = 10
        self.reset()

    def headers(self) -> Sequence[str]:
        return ("Name",)

    def build_rows(self) -> list[Row]:
        return [("Anna",), ("Bernd",)]

    def make_looks(self, row: Row) -> Looks:
        font = QFont()
        font.setPointSize(self.point_size)
        font.setItalic(row[0] == "Bernd")
        return ({DISPLAY: row[0], FONT: font},)


def test_a_cell_is_set_up_from_its_looks_and_font_changes_keep_few_fonts(qtbot: Any) -> None:
    model = Names()
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    delegate = LooksDelegate(view)
    view.setItemDelegate(delegate)
    option = QStyleOptionViewItem()
    option.font = view.font()
    index: QModelIndex = model.index(1, 0)
    delegate.initStyleOption(option, index)
    assert option.text == "Bernd" and option.font.italic()
    for size in range(11, 11 + 3 * _FONTS_KEPT):  # the game master changes the font, again and again
        model.point_size = size
        model.forget_looks()
        for row in (0, 1):
            option = QStyleOptionViewItem()
            option.font = view.font()
            delegate.initStyleOption(option, model.index(row, 0))
            assert option.font.pointSize() == size
        assert len(delegate._fonts) <= _FONTS_KEPT
    assert option.text == "Bernd" and option.font.italic()


def test_a_background_brush_is_the_colours_solid_brush(qtbot: Any) -> None:
    """Made without QBrush(colour) (which has PySide make the gradient and image types at start-up),
    a cell's background brush is the same brush."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QBrush, QColor

    from wordmastermind.gui.looks import _brush

    for colour in (QColor(255, 200, 200), QColor(10, 20, 30, 128), QColor(Qt.GlobalColor.yellow)):
        brush = _brush(colour)
        assert brush == QBrush(colour)
        assert brush.style() == Qt.BrushStyle.SolidPattern and brush.color() == colour
        assert _brush(QColor(colour)) is brush  # made once per colour
