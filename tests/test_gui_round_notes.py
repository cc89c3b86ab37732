"""The round table's notes, read whole: a note wider than its column wraps in a taller row ("das Wort von
Dieter Becker ist aus der Partie ausgeschieden, als sich Dieter Becker nach Runde 2 zurückzog" was cut to its first
half at 1920 wide, the rest only in a tooltip), by sorting, filtering and typing too; where the page is too
narrow, the note column keeps a width to read it in, and the table scrolls sideways to it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QStyle

from wordmastermind.core.wmm.departures import withdraw
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.gui.wmm.round_model import GUESSER, NOTE, TARGET, WORD


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


@pytest.fixture
def german_window(make_window: Any) -> Iterator[Any]:
    window = make_window()
    window.switch_language("de")
    yield window
    window.translators.install("en")


def rounds_with_a_withdrawal(window: Any, players: int, width: int, height: int, number: int) -> Any:
    """Round ``number`` of a game whose second player, Dieter Becker, withdrew after round 2, their word
    leaving the game: the guesses at that word from round 3 on are refused, the note says why. The fifth
    player's long name, Käthe Müller-Lüdenscheidt, makes the columns before the note wide, as in a real game."""
    from dataclasses import replace

    game = random_game(players, 6, seed=2026, hit_chance=0.02)
    for row, name in ((1, "Dieter Becker"), (4, "Käthe Müller-Lüdenscheidt")):
        game = game.with_player(row, replace(game.players[row], name=name))
    window.resize(width, height)
    window.wmm.document.replace(withdraw(game, game.players[1].name, 2, "leaves"), None)
    page = window.wmm.show_rounds(number)
    settle()
    return page


def unreadable_notes(page: Any) -> list[tuple[int, str, int, int]]:
    """The notes the round table does not show whole: (row, note, the cell's height, the height the note
    wrapped in the cell's room needs). Qt paints a cell's text in its rectangle less the grid line and the
    style's margins beside the text, wrapped at its words if the view wraps, and cuts what does not fit."""
    view = page.table
    model, metrics = view.model(), view.fontMetrics()
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    grid = 1 if view.showGrid() else 0
    cut = []
    for row in range(model.rowCount()):
        index = model.index(row, NOTE)
        note = index.data() or ""
        if not note or index.data(Qt.ItemDataRole.FontRole) is not None:  # "incomplete", a word in italics
            continue
        cell = view.visualRect(index)
        room = QRect(0, 0, cell.width() - grid - 2 * margin, 10_000)
        wrapped = metrics.boundingRect(room, int(Qt.TextFlag.TextWordWrap), note)
        shown = cell.height() - grid
        if (metrics.horizontalAdvance(note) > room.width() and not view.wordWrap()) or wrapped.height() > shown \
                or wrapped.width() > room.width():
            cut.append((row, note, shown, wrapped.height()))
    return cut


def long_notes(page: Any) -> list[str]:
    """The notes too long for one line of their column."""
    view = page.table
    width = view.horizontalHeader().sectionSize(NOTE)
    model = view.model()
    notes = (model.index(row, NOTE).data() or "" for row in range(model.rowCount()))
    return [note for note in notes if view.fontMetrics().horizontalAdvance(note) > width]


@pytest.mark.parametrize("players", [20, 100])
def test_a_long_note_is_shown_whole_at_1920_wide(qtbot: Any, german_window: Any, players: int) -> None:
    page = rounds_with_a_withdrawal(german_window, players, 1920, 1050, 4)
    assert long_notes(page), "no note wider than its column: nothing tested"
    assert any("mit dem Rückzug nach Runde" in note for note in long_notes(page))
    assert unreadable_notes(page) == []
    header = page.table.horizontalHeader()  # and the note column in view: no sideways scrolling to it
    assert header.sectionViewportPosition(NOTE) + header.sectionSize(NOTE) <= page.table.viewport().width()
    assert not page.table.horizontalScrollBar().isVisible()


def test_long_notes_stay_whole_when_sorted_filtered_and_when_the_splitter_moves(
        qtbot: Any, german_window: Any) -> None:
    page = rounds_with_a_withdrawal(german_window, 20, 1920, 1050, 4)
    withdrawn = page.document.game.players[1].name
    page.table.sortByColumn(NOTE, Qt.SortOrder.DescendingOrder)
    settle()
    assert unreadable_notes(page) == []
    page.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
    page.filter.setText(withdrawn)  # the withdrawn player's rows, shown again after the filter is cleared
    settle()
    assert long_notes(page)
    assert unreadable_notes(page) == []
    page.filter.clear()
    settle()
    assert unreadable_notes(page) == []
    sizes = page.splitter.sizes()
    page.splitter.setSizes([sizes[0] - 200, sizes[1] + 200])  # the note column narrower: more lines
    settle()
    assert unreadable_notes(page) == []
    page.splitter.setSizes([sizes[0] + 200, sizes[1] - 200])
    settle()
    assert unreadable_notes(page) == []
    usual = page.table.verticalHeader().defaultSectionSize()
    model = page.table.model()
    for row in range(model.rowCount()):  # a row of a note in one line is no taller than the others
        if not page.table.fontMetrics().horizontalAdvance(model.index(row, NOTE).data() or "") \
                > page.table.horizontalHeader().sectionSize(NOTE) - 10:
            assert page.table.rowHeight(row) == usual, row


def rows_taller_than_their_notes(page: Any) -> list[int]:
    """The rows taller than the others though their note fits one line of its column."""
    view, usual = page.table, page.table.verticalHeader().defaultSectionSize()
    model, width = view.model(), view.horizontalHeader().sectionSize(NOTE)
    return [row for row in range(model.rowCount()) if view.rowHeight(row) != usual
            and view.fontMetrics().horizontalAdvance(model.index(row, NOTE).data() or "") <= width - 10]


def test_each_round_shown_has_rows_as_tall_as_its_own_notes(qtbot: Any, german_window: Any) -> None:
    page = rounds_with_a_withdrawal(german_window, 20, 1920, 1050, 4)
    german_window.show()
    qtbot.waitExposed(german_window)
    assert len(long_notes(page)) > 1  # round 4: several rows wrapped, taller
    tabs = page.tabs
    for number in (2, 4, 1, 3, 2):  # round 3 has one long note, rounds 1 and 2 none
        qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(number - 1).center())
        assert page.current_round() == number
        settle()
        assert rows_taller_than_their_notes(page) == [], number  # no row kept the height of another round's
        assert unreadable_notes(page) == [], number
        assert bool(long_notes(page)) == (number in (3, 4))


def test_a_note_made_by_a_typed_guess_is_shown_whole(qtbot: Any, german_window: Any) -> None:
    page = rounds_with_a_withdrawal(german_window, 20, 1920, 1050, 4)
    players = page.document.game.players
    model = page.round_model
    blank = model.rowCount() - 1
    for column, text in ((GUESSER, players[5].name), (TARGET, players[1].name), (WORD, "QUARK")):
        assert model.setData(model.index(blank, column), text)
    settle()
    shown = page.proxy.mapFromSource(model.index(blank, NOTE))
    assert "mit dem Rückzug nach Runde" in shown.data()  # the withdrawn player's word left the game
    assert unreadable_notes(page) == []
    assert page.table.rowHeight(shown.row()) > page.table.verticalHeader().defaultSectionSize()


@pytest.mark.parametrize("size", [(1366, 740), (853, 533)])  # 1366x768 and 1280x800 at 150 %
def test_a_narrow_page_keeps_the_note_column_wide_enough_to_read(
        qtbot: Any, german_window: Any, size: tuple[int, int]) -> None:
    """The note column is in view (the names gave way) or the round table scrolls sideways to it (too
    narrow even so), and it holds the long note whole in a few lines: it was squeezed to a hundred pixels, a
    dozen letters a line, the rest cut."""
    page = rounds_with_a_withdrawal(german_window, 100, *size, 4)
    view, header = page.table, page.table.horizontalHeader()
    # a big round's columns are fitted to the rows a screen shows first, to the others a moment later
    widths = page.widths
    qtbot.waitUntil(lambda: all(widths.fitted_widths[c] >= widths.width(c) for c in range(NOTE)), timeout=3000)
    settle()
    assert header.sectionSize(NOTE) <= view.viewport().width()
    model = view.model()
    row = next(r for r in range(model.rowCount()) if "mit dem Rückzug nach Runde" in (model.index(r, NOTE).data() or ""))
    view.scrollTo(model.index(row, NOTE))  # the game master moves into the note, or scrolls sideways to it
    settle()
    cell = view.visualRect(model.index(row, NOTE))
    assert 0 <= cell.left() and cell.right() < view.viewport().width(), (cell, view.viewport().width())
    assert long_notes(page)
    assert unreadable_notes(page) == []
