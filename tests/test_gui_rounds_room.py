"""Room on the rounds page and in the Remind dialog: what the game master can read without scrolling sideways."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QSplitter

from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.gui.wmm.round_model import NOTE


def settle(qtbot: Any) -> None:
    """Let Qt lay out what changed: every posted event (layout requests, resizes) and zero timer that is due,
    delivered now. Nothing waits for a clock, so no machine is too slow for it."""
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def rounds_of(window: Any, players: int, width: int = 1280, height: int = 800) -> Any:
    window.resize(width, height)
    window.wmm.document.replace(random_game(players, 6, seed=2026, hit_chance=0.02), None)
    return window.wmm.show_rounds(3)


def standings_readable(page: Any) -> None:
    """Every standings column as wide as its widest text, and no sideways scrolling."""
    view = page.standings
    model, header = view.model(), view.horizontalHeader()
    advance = view.fontMetrics().horizontalAdvance
    for column in range(model.columnCount()):
        widest = max(advance(str(model.index(row, column).data() or "")) for row in range(model.rowCount()))
        assert header.sectionSize(column) > widest, (column, header.sectionSize(column), widest)
    assert not view.horizontalScrollBar().isVisible()
    # ... and the round table still shows all its columns but the note.
    table = page.table.horizontalHeader()
    assert sum(table.sectionSize(c) for c in range(NOTE)) < page.table.viewport().width()


@pytest.fixture
def german_window(make_window: Any, qtbot: Any) -> Iterator[Any]:
    window = make_window()
    window.switch_language("de")
    assert window.translators.language == "de"
    yield window
    window.translators.install("en")


@pytest.mark.parametrize("players", [20, 100])
def test_the_standings_show_all_their_columns_at_1280_wide(qtbot: Any, window: Any, players: int) -> None:
    page = rounds_of(window, players)
    settle(qtbot)
    standings_readable(page)


@pytest.mark.parametrize("players", [20, 100])
def test_the_german_standings_show_all_their_columns_at_1280_wide(
    qtbot: Any, german_window: Any, players: int
) -> None:
    page = rounds_of(german_window, players)
    settle(qtbot)
    assert german_window.wmm.document.game.players  # the German page, filled
    standings_readable(page)


def test_the_splitter_stays_where_the_game_master_dragged_it(qtbot: Any, window: Any) -> None:
    page = rounds_of(window, 20)
    settle(qtbot)
    splitter = page.findChild(QSplitter)
    handle = splitter.handle(1)
    left = splitter.sizes()[0]
    middle = handle.rect().center()
    qtbot.mousePress(handle, Qt.MouseButton.LeftButton, pos=middle)
    qtbot.mouseMove(handle, QPoint(middle.x() - 150, middle.y()))
    qtbot.mouseRelease(handle, Qt.MouseButton.LeftButton, pos=QPoint(middle.x() - 150, middle.y()))
    settle(qtbot)
    dragged = splitter.sizes()[0]
    assert dragged < left - 100
    page.show_round(1)  # another round, other standings
    window.resize(1250, 800)
    settle(qtbot)
    assert abs(splitter.sizes()[0] - dragged) < 40


def test_the_find_hits_leave_the_round_table_room_in_a_small_window(qtbot: Any, window: Any) -> None:
    # 1280x800 at 150%: 853x533 in Qt's pixels
    page = rounds_of(window, 20, 853, 533)
    settle(qtbot)
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    bar = page.find_bar
    qtbot.waitUntil(bar.field.hasFocus)
    qtbot.keyClicks(bar.field, "a")  # hundreds of hits
    settle(qtbot)
    assert bar.hits.count() > 100
    assert bar.hits.verticalScrollBar().isVisible()  # the rest scrolls
    assert bar.hits.visualItemRect(bar.hits.item(2)).bottom() <= bar.hits.viewport().height()  # three hits show
    assert bar.hits.height() * 2 <= page.table.height(), (bar.hits.height(), page.table.height())


def test_the_find_hits_show_more_when_there_is_room(qtbot: Any, window: Any) -> None:
    page = rounds_of(window, 20, 1280, 800)
    settle(qtbot)
    page.find_action.trigger()
    page.find_bar.field.setText("a")
    settle(qtbot)
    hits = page.find_bar.hits
    assert hits.visualItemRect(hits.item(5)).bottom() <= hits.viewport().height()  # six hits show


def test_the_remind_list_shows_each_players_whole_line(qtbot: Any, window: Any) -> None:
    from wordmastermind.gui.wmm.mailbox import remind_players

    window.wmm.document.replace(random_game(20, 6, seed=2026, hit_chance=0.02), None)
    dialog = remind_players(window.wmm, 7)  # nobody has an e-mail address: each line says why
    try:
        qtbot.waitExposed(dialog)
        settle(qtbot)
        listed = dialog.players_list
        assert listed.count() == 20
        assert not listed.horizontalScrollBar().isVisible()
        metrics = listed.fontMetrics()
        for row in range(listed.count()):
            item = listed.item(row)
            rect = listed.visualItemRect(item)
            assert rect.right() <= listed.viewport().width()
            text_width = rect.width() - 2 * metrics.averageCharWidth() - listed.style().pixelMetric(
                listed.style().PixelMetric.PM_IndicatorWidth)  # the tick box beside the text
            needed = metrics.boundingRect(QRect(0, 0, text_width, 10_000), Qt.TextFlag.TextWordWrap, item.text())
            assert rect.height() >= needed.height(), (row, item.text(), rect, needed)
            assert item.toolTip() == item.text()
    finally:
        dialog.reject()


@pytest.fixture
def french_window(make_window: Any, qtbot: Any) -> Iterator[Any]:
    window = make_window()
    window.switch_language("fr")
    yield window
    window.translators.install("en")


def withdrawn_rounds(window: Any, players: int, width: int, height: int) -> tuple[Any, int]:
    """The rounds page of a game whose eighth player withdrew after round 2 (their word left), and the row
    of that player in the standings."""
    from wordmastermind.core.wmm.departures import withdraw

    game = random_game(players, 6, seed=2026, hit_chance=0.02)
    window.resize(width, height)
    window.wmm.document.replace(withdraw(game, game.players[7].name, 2), None)
    page = window.wmm.show_rounds(6)
    model = page.standings.model()
    row = next(r for r in range(model.rowCount()) if model.index(r, 1).data() == game.players[7].name)
    return page, row


def room_for_text(view: Any, column: int) -> float:
    """The pixels a cell of ``column`` has for its text: the section less the grid line and the style's
    margins beside the text (PM_FocusFrameHMargin + 1 each side, as Qt's item views paint it)."""
    from PySide6.QtWidgets import QStyle

    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    return view.horizontalHeader().sectionSize(column) - (1 if view.showGrid() else 0) - 2 * margin


def text_width(view: Any, row: int, column: int) -> float:
    """The width of the cell's text in its own font (a withdrawn player's row: italics), to the fraction."""
    from PySide6.QtGui import QFont, QFontMetricsF

    index = view.model().index(row, column)
    font = index.data(Qt.ItemDataRole.FontRole)
    return QFontMetricsF(font if isinstance(font, QFont) else view.font()).horizontalAdvance(index.data())


@pytest.mark.parametrize("players", [20, 100])
def test_a_withdrawn_players_word_is_whole_in_the_french_standings_at_1600_wide(
        qtbot: Any, french_window: Any, players: int) -> None:
    """"retrait après la manche 2 ; mot sorti du jeu" was cut to "… mot sorti du j…" (100 players): its
    column was a pixel short of the italic text. There is room: the standings show it whole, unscrolled."""
    from wordmastermind.gui.wmm.standings_model import WORD

    page, row = withdrawn_rounds(french_window, players, 1600, 900)
    view = page.standings
    # a big game's standings are fitted to the rows a screen shows first, to the others a moment later
    qtbot.waitUntil(lambda: text_width(view, row, WORD) <= room_for_text(view, WORD), timeout=3000)
    settle(qtbot)
    assert view.model().index(row, WORD).data() == "retrait après la manche 2\u00a0; mot sorti du jeu"
    for column in range(view.model().columnCount()):
        assert text_width(view, row, column) <= room_for_text(view, column), column
    header = view.horizontalHeader()
    assert header.sectionViewportPosition(WORD) + header.sectionSize(WORD) <= view.viewport().width()
    assert not view.horizontalScrollBar().isVisible()


@pytest.mark.parametrize("players", [20, 100])
def test_a_withdrawn_players_word_is_whole_in_the_german_standings(
        qtbot: Any, german_window: Any, players: int) -> None:
    """German "nach Runde 2 zurückgezogen; Wort ausgeschieden" was cut to "… Wort ausgeschied…" at 1920 wide:
    its column was measured in the upright font and a pixel added for the italics, 1.2 pixels wider."""
    from wordmastermind.gui.wmm.standings_model import WORD

    page, row = withdrawn_rounds(german_window, players, 1920, 1000)
    view = page.standings
    assert view.model().index(row, WORD).data() == "nach Runde 2 zurückgezogen; Wort ausgeschieden"
    qtbot.waitUntil(lambda: view.horizontalHeader().sectionSize(WORD) > 200, timeout=3000)  # every row measured
    settle(qtbot)
    for column in range(view.model().columnCount()):
        assert text_width(view, row, column) <= room_for_text(view, column), column


@pytest.mark.parametrize("size", [(1100, 800), (1066, 600)])  # the second: 1600x900 at 150%
def test_a_withdrawn_players_word_stays_whole_where_the_standings_scroll(
        qtbot: Any, french_window: Any, size: tuple[int, int]) -> None:
    """With too little room beside the round table, the Word column was squeezed to fill the view: the text
    was cut, and scrolling sideways did not show it. It keeps its width (scrolling shows it all), and its tip
    says it whole."""
    from wordmastermind.gui.wmm.standings_model import WORD

    page, row = withdrawn_rounds(french_window, 20, *size)
    view = page.standings
    qtbot.waitUntil(lambda: text_width(view, row, WORD) <= room_for_text(view, WORD), timeout=3000)
    settle(qtbot)
    assert view.horizontalScrollBar().isVisible()  # no room for all the columns
    tip = view.model().index(row, WORD).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("retrait après la manche 2\u00a0; mot sorti du jeu\n"), tip


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_sideways_scrolling_in_the_standings_of_100_players_at_1920_wide(
        qtbot: Any, make_window: Any, language: str) -> None:
    """The standings' columns fit beside the round table at 1920 wide, and no sideways scroll bar shows, after
    the late fit to every row and a resize too. The Word column, fitted to round 12's "guessed in round 11"
    when the page was made, grows only: the splitter gave the standings the width of round 3's shorter texts,
    and a scroll bar showed for the 7-8 pixels missing."""
    window = make_window()
    window.switch_language(language)
    try:
        window.resize(1920, 1050)
        window.wmm.document.replace(random_game(100, 12, seed=2026, hit_chance=0.02), None)
        page = window.wmm.show_rounds(3)
        view, widths = page.standings, page.standings_widths
        header = view.horizontalHeader()
        settle(qtbot)
        # fitted to the rows a screen shows first, to the others a moment later: every column as wide as its
        # widest text among all rows
        qtbot.waitUntil(lambda: all(header.sectionSize(c) >= widths.width(c) for c in range(header.count())),
                        timeout=3000)
        settle(qtbot)
        for width in (1920, 1900, 1920):  # the game master resizes the window
            window.resize(width, 1050)
            settle(qtbot)
            assert header.length() <= view.viewport().width() < page.splitter.width() // 2
            assert not view.horizontalScrollBar().isVisible(), (width, header.length(), view.viewport().width())
    finally:
        window.translators.install("en")
