"""The round table paints what its model says, and a repaint of a 100-player round asks Python little.

A repaint of the sorted round table must fit in a frame (issue 19; measured
in benchmarks/gui.py). Each visible cell's look used to cost some twenty
calls from Qt into Python: seven data() roles, each through the sort proxy,
whose every look-up of the source's index asked rowCount and columnCount.
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import FrameType
from typing import Any

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem

import wordmastermind.gui
from wordmastermind.core.wmm.game import Guess
from wordmastermind.gui.wmm.round_model import GUESSER, WORD

GUI = str(Path(wordmastermind.gui.__file__).parent)


def big_round(qtbot: Any, window: Any, tmp_path: Path) -> Any:
    """Round 20 of a game of 100 players and 40 rounds, as benchmarks/gui.py opens it."""
    from wordmastermind.core.wmm.simulate import random_game
    from wordmastermind.files.wmm.file import save_game

    path = tmp_path / "big.wmm"
    save_game(random_game(100, 40, seed=2026, hit_chance=0.02), path)
    assert window.open_path(path)
    page = window.wmm.show_rounds(20)
    window.show()
    qtbot.waitExposed(window)
    window.wmm.checker.wait(10)  # the word lists here before the table is looked at: their arrival repaints it
    return page


def settle() -> None:
    """Let Qt do what a change posted (the view's delayed layout, the header's sizes): every event and zero
    timer that is due, delivered now. Nothing waits for a clock, so no machine is too slow for it."""
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def visible_cells(table: Any) -> list[QModelIndex]:
    model = table.model()
    first = table.rowAt(0)
    last = table.rowAt(table.viewport().height() - 1)
    last = model.rowCount() - 1 if last < 0 else last
    return [model.index(r, c) for r in range(first, last + 1) for c in range(model.columnCount())]


def calls_from_qt(models: tuple[Any, ...], action: Any) -> int:
    """How many times Qt calls into ``models``' Python methods (not counting their calls to each other) during ``action``."""
    count = 0

    def profile(frame: FrameType, event: str, _arg: Any) -> None:
        nonlocal count
        if event == "call" and frame.f_code.co_filename.startswith(GUI) and frame.f_locals.get("self") in models:
            caller = frame.f_back
            if caller is None or not caller.f_code.co_filename.startswith(GUI):
                count += 1

    sys.setprofile(profile)
    try:
        action()
    finally:
        sys.setprofile(None)
    return count


def painted_as_data(table: Any) -> set[str]:
    """Check that each visible cell (and the last guess) is painted with the model's text, font, colour and alignment."""
    model = table.model()
    seen = set()
    for index in visible_cells(table) + [model.index(model.rowCount() - 2, c) for c in range(6)]:
        option = QStyleOptionViewItem()
        table.itemDelegate().initStyleOption(option, index)
        assert option.text == index.data(), (index.row(), index.column())
        font = index.data(Qt.ItemDataRole.FontRole)
        if isinstance(font, QFont):
            assert (option.font.family(), option.font.bold(), option.font.italic()) == (
                font.family(), font.bold(), font.italic())
            seen.add("italic" if font.italic() else "font")
        background = index.data(Qt.ItemDataRole.BackgroundRole)
        if isinstance(background, QColor):
            assert option.backgroundBrush.color() == background
            seen.add(background.name())
        alignment = index.data(Qt.ItemDataRole.TextAlignmentRole)
        if alignment is not None:
            assert int(option.displayAlignment.value) == int(alignment)
            seen.add("aligned")
    return seen


def numbers_sized_as_qt(table: Any) -> bool:
    """The row numbers' header has the size Qt's own measure gives it."""
    from PySide6.QtWidgets import QHeaderView

    header = table.verticalHeader()
    return bool(header.sizeHint() == QHeaderView.sizeHint(header))


def test_a_repaint_of_a_sorted_100_player_round_asks_python_a_few_times_per_cell(
    qtbot: Any, window: Any, tmp_path: Path
) -> None:
    page = big_round(qtbot, window, tmp_path)
    table = page.table
    table.sortByColumn(WORD, Qt.SortOrder.AscendingOrder)
    settle()
    cells = len(visible_cells(table))
    assert cells >= 6 * 15  # the table shows a good part of the round
    calls = calls_from_qt((page.proxy, page.round_model), lambda: table.viewport().repaint())
    assert calls <= 4 * cells, f"{calls} calls from Qt for {cells} cells"


def test_the_painted_cells_are_the_models_data_before_and_after_an_edit(
    qtbot: Any, window: Any, tmp_path: Path
) -> None:
    page = big_round(qtbot, window, tmp_path)
    table, model = page.table, page.table.model()
    table.sortByColumn(WORD, Qt.SortOrder.DescendingOrder)
    # A guess the rules refuse (red, its reason as the tip) and one half typed (the note in italics).
    page.round_model.setData(page.round_model.index(3, WORD), "XYZ")
    blank = page.round_model.rowCount() - 1
    page.round_model.setData(page.round_model.index(blank, 0), page.document.game.players[0].name)
    table.scrollToTop()
    settle()

    seen = painted_as_data(table)
    assert {"font", "italic", "aligned"} <= seen and len(seen) >= 4  # some row is coloured too
    # An edit shows at once: the word changed in its place.
    source = page.round_model.index(5, WORD)
    page.round_model.setData(source, "QUARK")
    shown = page.proxy.mapFromSource(source)
    option = QStyleOptionViewItem()
    table.itemDelegate().initStyleOption(option, shown)
    assert option.text == "QUARK" == shown.data()
    painted_as_data(table)


def test_the_painted_rows_follow_sorting_filtering_and_guesses_added_while_filtered(
    qtbot: Any, window: Any, tmp_path: Path
) -> None:
    page = big_round(qtbot, window, tmp_path)
    table, model = page.table, page.round_model
    players = page.document.game.players
    table.sortByColumn(WORD, Qt.SortOrder.AscendingOrder)
    painted_as_data(table)
    assert numbers_sized_as_qt(table)
    page.filter.setText(players[1].name)
    settle()
    assert table.model().rowCount() < model.rowCount()
    painted_as_data(table)
    assert numbers_sized_as_qt(table)
    # A guess added at the top of the saved order while filtered (the saved rows below it move down),
    # then one by the player filtered on.
    model.insert_guesses(0, [Guess(players[7].name, players[8].name, "LAMPE"),
                             Guess(players[1].name, players[2].name, "KERZE")])
    settle()
    painted_as_data(table)
    assert numbers_sized_as_qt(table)
    assert "KERZE" in [table.model().index(r, WORD).data() for r in range(table.model().rowCount())]
    table.sortByColumn(GUESSER, Qt.SortOrder.DescendingOrder)
    painted_as_data(table)
    assert numbers_sized_as_qt(table)
    page.filter.clear()
    settle()
    painted_as_data(table)
    assert numbers_sized_as_qt(table)
    window.wmm.document.undo_stack.undo()
    settle()
    painted_as_data(table)
    assert numbers_sized_as_qt(table)
    wide = table.verticalHeader().sizeHint().width()
    model.remove_rows([0, 1, 2])  # 98 rows: two digits at the most
    settle()
    painted_as_data(table)
    assert numbers_sized_as_qt(table) and table.verticalHeader().sizeHint().width() < wide
    window.wmm.document.undo_stack.undo()
    settle()
    painted_as_data(table)
    assert numbers_sized_as_qt(table)
    numbers = [table.model().headerData(r, Qt.Orientation.Vertical) for r in range(table.model().rowCount())]
    assert sorted(numbers) == list(range(1, model.rowCount() + 1))  # each row keeps its saved place


def test_the_round_table_is_painted_as_qts_own_delegate_paints_it(qtbot: Any, window: Any, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QStyledItemDelegate

    page = big_round(qtbot, window, tmp_path)
    table, model = page.table, page.round_model
    model.setData(model.index(3, WORD), "XYZ")  # refused: red, its reason as the tip
    model.setData(model.index(model.rowCount() - 1, 0), page.document.game.players[0].name)  # half typed
    table.sortByColumn(WORD, Qt.SortOrder.DescendingOrder)  # the half-typed row first, the refused one last
    ours = table.itemDelegate()

    def grabs() -> list[Any]:
        images = []
        for scroll in (table.scrollToTop, table.scrollToBottom):
            scroll()
            settle()
            images.append(table.viewport().grab().toImage())
        return images

    painted = grabs()
    table.setItemDelegate(QStyledItemDelegate(table))
    assert grabs() == painted
    table.setItemDelegate(ours)


def on_screen(table: Any) -> Any:
    """The table's cells as the screen shows them now (what was last painted, not painted anew)."""
    from PySide6.QtGui import QGuiApplication

    viewport = table.viewport()
    top = viewport.mapToGlobal(viewport.rect().topLeft())
    return QGuiApplication.primaryScreen().grabWindow(0, top.x(), top.y(), viewport.width(),
                                                        viewport.height()).toImage()


def test_a_word_typed_through_the_editor_repaints_what_changed_and_shows_what_a_full_repaint_shows(
    qtbot: Any, window: Any, tmp_path: Path
) -> None:
    # Opening the cell's editor and closing it move the focus away from the table and back.
    # Only the table's frame and its current cell look different for it: the other cells are
    # not painted again, and the screen shows what painting the whole table anew shows.
    from PySide6.QtTest import QTest

    page = big_round(qtbot, window, tmp_path)
    table = page.table
    window.activateWindow()
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    index = table.model().index(3, WORD)
    table.setCurrentIndex(index)
    settle()
    cells = len(visible_cells(table))

    def type_a_word() -> None:
        table.edit(index)
        editor = table.indexWidget(index)
        editor.selectAll()
        QTest.keyClicks(editor, "QUARK")
        settle()
        QTest.keyClick(editor, Qt.Key.Key_Return)
        settle()

    calls = calls_from_qt((page.proxy, page.round_model), type_a_word)
    assert page.round_model.guesses()[page.table.source_row(index)].word == "QUARK"
    assert table.hasFocus()
    assert calls < cells, f"{calls} calls from Qt while typing a word, {cells} cells shown"
    typed = on_screen(table)
    table.viewport().update()
    settle()
    assert on_screen(table) == typed
    # And with the editor open: the table painted as without the focus.
    table.edit(table.currentIndex())
    settle()
    assert table.indexWidget(table.currentIndex()) is not None and not table.hasFocus()
    editing = on_screen(table)
    table.viewport().update()
    settle()
    assert on_screen(table) == editing
