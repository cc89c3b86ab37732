"""Typing guesses into a round as the game master does: the columns make room for what is typed and do not
jump back while typing; the standings are painted from their rows as the model gives them (issue 30)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QDateTime, Qt
from PySide6.QtTest import QTest

from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.gui.wmm.deadline_field import minute_of
from wordmastermind.gui.wmm.round_model import WORD
from wordmastermind.gui.wmm.standings_model import PLAYER


def type_word(qtbot: Any, page: Any, row: int, word: str) -> None:
    """Type ``word`` into the word cell of ``row`` as the game master does: F2, the letters, Enter."""
    table = page.table
    index = table.model().index(row, WORD)
    table.setCurrentIndex(index)
    table.edit(index)
    editor = table.indexWidget(index)
    assert editor is not None
    editor.selectAll()
    QTest.keyClicks(editor, word)
    QTest.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.round_model.guesses()[row].word == word.upper())


def test_the_word_column_grows_for_a_long_word_and_stays_while_a_short_one_is_typed(
    qtbot: Any, window: Any
) -> None:
    window.wmm.document.replace(random_game(20, 3, seed=2026, hit_chance=0.02), None)
    page = window.wmm.show_rounds(2)
    header = page.table.horizontalHeader()
    long_word = "DONAUDAMPFSCHIFFFAHRTSGESELLSCHAFT"
    type_word(qtbot, page, 0, long_word)
    font = page.table.model().index(0, WORD).data(Qt.ItemDataRole.FontRole)
    from PySide6.QtGui import QFontMetrics

    grown = header.sectionSize(WORD)
    assert grown > QFontMetrics(font).horizontalAdvance(long_word)  # the long word is shown whole
    type_word(qtbot, page, 0, "ZANGE")
    assert header.sectionSize(WORD) == grown  # the column does not jump back while typing
    assert page.table.model().index(0, WORD).data() == "ZANGE"


def test_the_standings_player_column_grows_with_a_longer_name(qtbot: Any, window: Any) -> None:
    from wordmastermind.gui.wmm.roster_model import NAME

    window.resize(1920, 1000)  # room for the long name whole (where there is none, it is elided)
    window.wmm.document.replace(random_game(20, 3, seed=2026, hit_chance=0.02), None)
    page = window.wmm.show_rounds(2)
    standings = page.standings
    header = standings.horizontalHeader()
    before = header.sectionSize(PLAYER)
    roster = window.wmm.game_page.roster.model()
    long_name = "Maximiliane-Friederike von Hohenzollern-Sigmaringen"
    assert roster.setData(roster.index(0, NAME), long_name)
    qtbot.waitUntil(lambda: header.sectionSize(PLAYER) > before)
    assert header.sectionSize(PLAYER) > standings.fontMetrics().horizontalAdvance(long_name)
    shown = [standings.model().index(row, PLAYER).data() for row in range(standings.model().rowCount())]
    assert long_name in shown


def test_the_standings_show_a_withdrawn_player_in_italics_and_the_guessed_word_on_colour(window: Any) -> None:
    from wordmastermind.core.wmm.departures import withdraw
    from wordmastermind.core.wmm.examples import rules_example

    game = withdraw(rules_example(), "Gustav", 1, "leaves")
    window.wmm.document.replace(game, None)
    page = window.wmm.show_rounds(2)
    model = page.standings.model()
    rows = {model.index(row, PLAYER).data(): row for row in range(model.rowCount())}
    gustav = model.index(rows["Gustav"], PLAYER)
    assert gustav.data(Qt.ItemDataRole.FontRole).italic()
    assert not model.index(rows["Alfons"], PLAYER).data(Qt.ItemDataRole.FontRole)
    # What the view paints is what the model says: its delegate sets the cell up from the same looks.
    from PySide6.QtWidgets import QStyleOptionViewItem

    option = QStyleOptionViewItem()
    option.initFrom(page.standings)
    page.standings.itemDelegate().initStyleOption(option, gustav)
    assert option.text == "Gustav" and option.font.italic()


def test_a_deadline_is_read_to_the_minute_and_a_broken_one_is_no_date() -> None:
    shown = minute_of("2026-12-01T18:30:00+01:00")
    assert shown == QDateTime.fromString("2026-12-01T18:30", "yyyy-MM-ddTHH:mm")
    assert not minute_of("2026-12-01").isValid()
    assert not minute_of("Montag").isValid()


def test_the_round_caption_takes_the_lines_its_text_needs(qtbot: Any, window: Any) -> None:
    window.resize(900, 600)
    window.wmm.document.replace(random_game(20, 3, seed=2026, hit_chance=0.02), None)
    page = window.wmm.show_rounds(2)
    caption = page.caption
    qtbot.waitUntil(caption.isVisible)
    line = caption.fontMetrics().height()
    assert caption.height() < 2 * line  # "Round 2: WF …, … guesses scored." fits one line
    caption.setText(" ".join(["Ein langer Satz über die Runde, der nicht in eine Zeile passt."] * 8))
    qtbot.waitUntil(lambda: caption.height() >= 3 * line)
    caption.setText("Kurz.")
    qtbot.waitUntil(lambda: caption.height() < 2 * line)
