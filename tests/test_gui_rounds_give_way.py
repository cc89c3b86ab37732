"""The rounds page of a game of long names: the names (and the standings' words' states) give way, elided on
one line, and the round's notes wrap, before either table needs a sideways scroll bar; going back to a round of
short texts makes the standings' columns narrower again."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QStyleOptionViewItem

from wordmastermind.core.wmm.game import Game
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.gui.wmm.round_model import GUESSER, NOTE, TARGET
from wordmastermind.gui.wmm.standings_model import PLAYER, WORD

FIRST = ("Annemarie", "Friedrich-Wilhelm", "Käthe", "Maximilian", "Hildegard", "Jean-Baptiste", "Otto",
         "Wilhelmine", "Dieter", "Marie-Luise")
LAST = ("Schulze-Wittgenstein", "Becker", "Müller-Lüdenscheid", "von Hohenzollern", "Klein", "Oberhuber",
        "Lindqvist", "Papadopoulos", "Ng", "Fischer")
SIZES = [(1280, 690), (1366, 730)]  # 1920x1080 at 150 % (in Qt's pixels), and 1366x768 at 100 %


def settle() -> None:
    """Let Qt lay out what changed: every posted event and zero timer due, delivered now (no clock waited for)."""
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def long_names_game(players: int) -> Game:
    """A game of 12 rounds whose players have names as long as real ones, the eighth withdrawn after round 2."""
    from wordmastermind.core.wmm.departures import withdraw

    game = random_game(players, 12, seed=2026, hit_chance=0.02)
    for i, player in enumerate(game.players):
        game = game.with_player(i, replace(player, name=f"{FIRST[i % 10]} {LAST[(i // 10 + i) % 10]}"))
    return withdraw(game, game.players[7].name, 2)


@pytest.fixture(params=["en", "de"])
def language_window(request: Any, make_window: Any) -> Iterator[Any]:
    window = make_window()
    window.switch_language(request.param)
    yield window
    window.translators.install("en")


def widest_text(view: Any, column: int) -> int:
    advance = view.fontMetrics().horizontalAdvance
    model = view.model()
    return max(advance(model.index(row, column).data() or "") for row in range(model.rowCount()))


def one_line(view: Any, row: int, column: int) -> bool:
    """Whether the cell's text is painted on one line (elided where too long), not wrapped."""
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)  # as the view paints: its word wrap said
    view.itemDelegate().initStyleOption(option, view.model().index(row, column))
    return not option.features & QStyleOptionViewItem.ViewItemFeature.WrapText


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [20, 100])
def test_neither_table_scrolls_sideways_in_a_game_of_long_names(
        qtbot: Any, language_window: Any, players: int, size: tuple[int, int]) -> None:
    """Both tables scrolled sideways: the names' columns took the room their longest names wanted, beside
    numbers and the note's 25 letters. The names give way, elided on one line, the note wraps in less."""
    window = language_window
    window.resize(*size)
    window.wmm.document.replace(long_names_game(players), None)
    page = window.wmm.show_rounds(12)
    standings, table = page.standings, page.table
    qtbot.waitUntil(lambda: page.standings_widths.all_measured, timeout=3000)  # every row measured
    settle()
    assert standings.horizontalScrollBar().maximum() == 0
    assert table.horizontalScrollBar().maximum() == 0
    # the names gave way, and say themselves whole in their tips
    assert standings.horizontalHeader().sectionSize(PLAYER) < widest_text(standings, PLAYER)
    assert table.horizontalHeader().sectionSize(GUESSER) < widest_text(table, GUESSER)
    index = standings.model().index(0, PLAYER)
    assert index.data(Qt.ItemDataRole.ToolTipRole) == index.data()
    # ... elided on one line in the round table too, where the note wraps, and whole in their tips there
    assert one_line(table, 0, GUESSER) and not one_line(table, 0, NOTE)
    for column in (GUESSER, TARGET):
        cell = table.model().index(0, column)
        assert cell.data() and cell.data(Qt.ItemDataRole.ToolTipRole) == cell.data()
    # the splitter shares the room: neither side gets all of it
    left, right = page.splitter.sizes()
    assert min(left, right) > sum(page.splitter.sizes()) * 2 // 5


def test_the_names_are_whole_where_there_is_room(qtbot: Any, window: Any) -> None:
    window.resize(2400, 900)
    window.wmm.document.replace(long_names_game(20), None)
    page = window.wmm.show_rounds(12)
    settle()
    for view, column in ((page.standings, PLAYER), (page.table, GUESSER)):
        assert view.horizontalHeader().sectionSize(column) > widest_text(view, column)
        assert view.horizontalScrollBar().maximum() == 0


@pytest.mark.parametrize("players", [20, 100])
def test_the_standings_columns_fit_the_round_shown(qtbot: Any, window: Any, players: int) -> None:
    """The standings' columns only grew when another round was shown: after a late round's "withdrew after round
    5; word left", round 1's short texts were shown in columns as wide. They fit the round shown."""
    from wordmastermind.core.wmm.departures import withdraw

    window.resize(1920, 1000)
    game = random_game(players, 12, seed=2026, hit_chance=0.02)
    window.wmm.document.replace(withdraw(game, game.players[7].name, 5), None)
    last = len(window.wmm.document.game.rounds)
    page = window.wmm.show_rounds(last)
    view, widths = page.standings, page.standings_widths
    header = view.horizontalHeader()

    def fitted() -> bool:  # to every row (a big game's a moment after the rows a screen shows first)
        return widths.all_measured and all(header.sectionSize(c) >= widths.width(c) for c in range(8))

    qtbot.waitUntil(fitted, timeout=3000)
    late = header.sectionSize(WORD)
    assert late >= widest_text(view, WORD)  # "withdrew after round 5; word left"
    page.show_round(1)
    qtbot.waitUntil(fitted, timeout=3000)
    settle()
    assert header.sectionSize(WORD) < widest_text(view, WORD) + 20 < late  # "guessed in round 1", "in play"
    assert view.horizontalScrollBar().maximum() == 0
    page.show_round(last)
    qtbot.waitUntil(fitted, timeout=3000)
    assert header.sectionSize(WORD) == late
