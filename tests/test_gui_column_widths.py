"""Columns sized to their texts (gui/widgets/column_widths.py): a table of more rows than a screen shows
is fitted to the rows shown first, and to every row a moment later, or as soon as other rows come into view;
the style's room beside a cell's text is asked without a QStyle in Python."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QStyle, QStyleFactory, QTableView, QVBoxLayout, QWidget

from wordmastermind.gui.rowmodel import Row, RowModel
from wordmastermind.gui.widgets import column_widths
from wordmastermind.gui.widgets.column_widths import ColumnWidths, text_margins

LONG = "Wilhelmine Auguste von Hohenzollern-Sigmaringen"


class Names(RowModel):
    """Many short names, and one long one far below what a screen shows."""

    def __init__(self, count: int, long_at: int) -> None:
        super().__init__()
        self.count, self.long_at = count, long_at
        self.reset()

    def headers(self) -> Sequence[str]:
        return ("Name", "Note")

    def build_rows(self) -> list[Row]:
        return [(LONG if row == self.long_at else f"Jo {row}", "") for row in range(self.count)]


def a_screenful(view: QTableView) -> int:
    return view.screen().availableGeometry().height() // view.verticalHeader().defaultSectionSize() + 1


def a_table(qtbot: Any) -> tuple[QWidget, QTableView]:
    """A table in a window the test's teardown closes (the view owned by its window, as a page's are)."""
    window = QWidget()
    qtbot.addWidget(window)
    view = QTableView(window)
    QVBoxLayout(window).addWidget(view)
    return window, view


def names_table(qtbot: Any, screens: int, *, sorted_view: bool = False) -> tuple[QWidget, QTableView, Names]:
    window, view = a_table(qtbot)
    count = screens * a_screenful(view)
    model = Names(count, count - 2)
    if sorted_view:
        proxy = QSortFilterProxyModel(view)
        proxy.setSourceModel(model)
        view.setModel(proxy)
    else:
        view.setModel(model)
    return window, view, model


def full_width(view: QTableView, widths: ColumnWidths) -> int:
    """What a fit to every row gives the first column."""
    return widths.width(0)


@pytest.mark.parametrize("style", ["Fusion", "Windows"])
def test_the_room_beside_a_cells_text_is_the_styles_focus_margins(qtbot: Any, style: str) -> None:
    _window, view = a_table(qtbot)
    chosen = QStyleFactory.create(style)
    chosen.setParent(view)
    view.setStyle(chosen)
    expected = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
    assert text_margins(view) == expected


def test_a_long_table_fits_the_rows_shown_first_and_every_row_a_moment_later(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(column_widths, "REST_MS", 50)
    _window, view, _model = names_table(qtbot, 3)
    widths = ColumnWidths(view, None, None, stretch_last=False)
    header = view.horizontalHeader()
    shown_first = header.sectionSize(0)
    long_text = view.fontMetrics().horizontalAdvance(LONG)
    assert shown_first < long_text  # the long name, far below, is not measured yet
    assert shown_first >= view.fontMetrics().horizontalAdvance(f"Jo {a_screenful(view) - 1}")  # the rows shown are
    qtbot.waitUntil(lambda: header.sectionSize(0) > long_text)
    assert header.sectionSize(0) == full_width(view, widths)


@pytest.mark.parametrize("move", ["scroll", "sort"])
def test_rows_coming_into_view_are_measured_at_once(qtbot: Any, monkeypatch: pytest.MonkeyPatch, move: str) -> None:
    monkeypatch.setattr(column_widths, "REST_MS", 60_000)  # not by the timer
    window, view, _model = names_table(qtbot, 3, sorted_view=True)
    window.resize(400, 300)
    window.show()
    qtbot.waitExposed(window)
    widths = ColumnWidths(view, None, None, stretch_last=False)
    header = view.horizontalHeader()
    long_text = view.fontMetrics().horizontalAdvance(LONG)
    assert header.sectionSize(0) < long_text
    if move == "scroll":
        view.scrollToBottom()
    else:
        view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    assert header.sectionSize(0) > long_text
    assert header.sectionSize(0) == full_width(view, widths)


def test_a_table_a_screen_shows_whole_is_fitted_at_once(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(column_widths, "REST_MS", 60_000)
    _window, view = a_table(qtbot)
    model = Names(10, 8)
    view.setModel(model)
    widths = ColumnWidths(view, None, None, stretch_last=False)
    assert view.horizontalHeader().sectionSize(0) == full_width(view, widths)
    assert view.horizontalHeader().sectionSize(0) > view.fontMetrics().horizontalAdvance(LONG)


class Guests(RowModel):
    """A name, a number and a note: the name long."""

    def headers(self) -> Sequence[str]:
        return ("Name", "Points", "Note")

    def build_rows(self) -> list[Row]:
        return [(LONG, "123456789", "a note"), ("Jo", "1", "")]


@pytest.mark.parametrize(("width", "expected"), [(900, "whole"), (330, "gives way"), (150, "scrolls")])
def test_a_column_of_names_gives_way_before_the_table_scrolls_sideways(qtbot: Any, width: int, expected: str) -> None:
    """Wide enough: every column whole. Narrower: the name is elided (its column narrower than its text), and
    no sideways scroll bar shows. Too narrow even for the name's least width: it scrolls, the name whole."""
    window, view = a_table(qtbot)
    model = Guests()
    model.reset()
    view.setModel(model)
    widths = ColumnWidths(view, None, None, stretch_last=False, giving={0: 8})
    window.resize(width, 200)
    window.show()
    qtbot.waitExposed(window)
    header, em = view.horizontalHeader(), view.fontMetrics().horizontalAdvance("M")
    qtbot.waitUntil(lambda: header.width() == view.viewport().width())
    long_text = view.fontMetrics().horizontalAdvance(LONG)
    room = view.viewport().width()
    whole = header.sectionSize(0) > long_text
    others = widths.width(1) + widths.width(2)
    assert expected == ("whole" if widths.width(0) + others <= room else
                        "gives way" if 8 * em + others <= room else "scrolls")  # the window as wide as meant
    if expected == "whole":
        assert whole and view.horizontalScrollBar().maximum() == 0
    elif expected == "gives way":
        assert not whole and header.sectionSize(0) >= 8 * em
        assert view.horizontalScrollBar().maximum() == 0
    else:
        assert whole and view.horizontalScrollBar().maximum() > 0
    assert header.sectionSize(1) == widths.width(1)  # the number and the note are never cut
    assert header.sectionSize(2) == widths.width(2)
    window.resize(1200, 200)  # room again: the name whole
    qtbot.waitUntil(lambda: header.sectionSize(0) > long_text)
