"""Tab out of a table that is only read: the focus goes on to the next control (Shift+Tab: the previous one), not
through every cell of the standings, a player's guesses, the words, the lot, the log of what was sent or the
candidates. The round table, typed into, keeps Tab for its cells."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from test_gui_words import lists_ready
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.records import Sent

PAGES = ("standings", "own guesses", "points by round", "words", "lot", "sent", "candidates")


def shown_table(qtbot: Any, window: Any, which: str) -> Any:
    """The read-only table ``which``, its page brought to the front with a click on its tab."""
    wmm = window.wmm
    content = wmm.content()
    page = {"standings": content.rounds, "own guesses": content.players, "points by round": content.players,
            "words": content.words, "lot": content.game, "sent": content.sent,
            "candidates": content.candidates}[which]
    tabs = content.pages.tabBar()
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(content.pages.indexOf(page)).center())
    table = {"standings": lambda: wmm.rounds_page.standings, "own guesses": lambda: content.players.page().guesses,
             "points by round": lambda: content.players.page().points, "words": lambda: wmm.words_page.table,
             "lot": lambda: content.game_page.lot, "sent": lambda: wmm.sent_page.table,
             "candidates": lambda: wmm.candidates_page.table}[which]()
    qtbot.waitUntil(table.isVisible)
    return table


@pytest.mark.parametrize("which", PAGES)
def test_tab_leaves_a_read_only_table(qtbot: Any, window: Any, which: str) -> None:
    game = rules_example()
    window.wmm.document.replace(game.with_sent([Sent("round", 2, "Emil", "2026-12-01T10:00:00+01:00"),
                                                Sent("round", 2, "Gustav", "2026-12-01T10:00:00+01:00")]), None)
    if which == "own guesses":  # a player chosen: their guesses shown
        window.wmm.content().players.page().players.setCurrentRow(0)
    if which == "candidates":  # counted from the word lists
        lists_ready(window, qtbot)
    table = shown_table(qtbot, window, which)
    model = table.model()
    qtbot.waitUntil(lambda: model.rowCount() > 1)
    assert model.rowCount() > 1 and model.columnCount() > 1, "a table of one cell: Tab tested on nothing"
    first = table.visualRect(model.index(0, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=first.center())
    qtbot.waitUntil(table.hasFocus)
    current = table.currentIndex()
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not table)  # on to the next control
    assert table.currentIndex() == current  # the cursor stayed where it was
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    qtbot.keyClick(table, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not table)  # back to the one before
    assert table.currentIndex() == current
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Right)  # the arrows still move within it
    assert (table.currentIndex().row(), table.currentIndex().column()) == (current.row(), current.column() + 1)
