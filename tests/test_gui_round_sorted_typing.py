"""Typing into a sorted round from the keyboard: each guess lands in the row it was typed into, and Enter goes on
to the row the game master saw below it, however the edit moved the rows (a header click sorts the round; the rows
then move under the cursor as words and points change). Undo puts back the cell typed into."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from test_gui_entry import focus, press, type_text
from test_gui_round_sheet import click_header, shown
from wordmastermind.core.wmm.game import Guess
from wordmastermind.gui.wmm.round_model import GUESSER, POINTS, TARGET, WORD


def step(qtbot: Any, page: Any, key: Qt.Key = Qt.Key.Key_Tab) -> None:
    """Move the table's cursor with ``key``, no cell being typed into (Tab: on to the next cell)."""
    before = page.table.currentIndex()
    qtbot.keyClick(page.table, key)
    qtbot.waitUntil(lambda: page.table.currentIndex() != before)


def cursor(page: Any) -> tuple[str, str, int]:
    """The cursor's row by its guesser and target as shown, and its column."""
    index = page.table.currentIndex()
    model = page.table.model()
    return model.index(index.row(), GUESSER).data(), model.index(index.row(), TARGET).data(), index.column()


def shown_page(qtbot: Any, window: Any, number: int) -> Any:
    window.wmm.load_demo()
    page = window.wmm.show_rounds(number)
    window.show()
    qtbot.waitExposed(window)
    return page


def test_new_guesses_typed_into_a_sorted_round_each_stay_whole(qtbot: Any, window: Any) -> None:
    page = shown_page(qtbot, window, 3)
    click_header(qtbot, page, WORD)  # sorted on the word: a guess typed moves up above those typed before
    page.focus_new_row()
    typed = [("emil", "fritz", "kerze"), ("gus", "alf", "atlas"), ("beat", "alf", "salat")]
    for guesser, target, word in typed:
        assert page.table.currentIndex().row() == page.table.model().rowCount() - 1  # on the empty row
        for text, key in ((guesser, Qt.Key.Key_Tab), (target, Qt.Key.Key_Tab), (word, Qt.Key.Key_Return)):
            type_text(qtbot, text)
            press(qtbot, key)
    assert cursor(page) == ("", "", GUESSER)  # ready for the next guess
    assert list(window.wmm.document.game.rounds[2].guesses) == [
        Guess("Emil", "Fritzchen", "KERZE"), Guess("Gustav", "Alfons", "ATLAS"), Guess("Beatrix", "Alfons", "SALAT")]
    assert shown(page, WORD) == ["ATLAS", "KERZE", "SALAT", ""]
    assert shown(page, GUESSER) == ["Gustav", "Emil", "Beatrix", ""]


def test_words_corrected_down_a_sorted_round_land_in_the_rows_typed_into_and_undo_puts_each_back(
    qtbot: Any, window: Any
) -> None:
    page = shown_page(qtbot, window, 2)
    click_header(qtbot, page, WORD)
    assert shown(page, WORD) == ["ATLAS", "LAMPE", "SAHNE", "SALSA", "TOLLE", ""]
    assert shown(page, GUESSER) == ["Emil", "Alfons", "Gustav", "Fritzchen", "Beatrix", ""]
    table = page.table
    table.setFocus()
    table.setCurrentIndex(table.model().index(0, WORD))  # Emil's ATLAS, shown first
    type_text(qtbot, "zebra")
    press(qtbot, Qt.Key.Key_Return)  # ZEBRA moves to the end: the cursor goes to the row that was shown below
    assert shown(page, WORD) == ["LAMPE", "SAHNE", "SALSA", "TOLLE", "ZEBRA", ""]
    assert cursor(page) == ("Alfons", "Emil", GUESSER)
    step(qtbot, page)  # Tab, Tab: to the word
    step(qtbot, page)
    type_text(qtbot, "yacht")  # moves to the end too; Tab out of the word goes on as Enter does
    assert isinstance(focus(qtbot), QLineEdit)
    press(qtbot, Qt.Key.Key_Tab)
    assert cursor(page) == ("Gustav", "Alfons", GUESSER)  # SAHNE's row, shown below LAMPE as it was typed
    press(qtbot, Qt.Key.Key_Escape)  # Tab opened the guesser's editor: closed, nothing typed
    game = window.wmm.document.game
    assert [(g.guesser, g.word) for g in game.rounds[1].guesses] == [
        ("Gustav", "SAHNE"), ("Beatrix", "TOLLE"), ("Emil", "ZEBRA"), ("Fritzchen", "SALSA"), ("Alfons", "YACHT")]
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [g.word for g in window.wmm.document.game.rounds[1].guesses] == [
        "SAHNE", "TOLLE", "ZEBRA", "SALSA", "LAMPE"]  # Alfons's word back, the others as they were
    qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [g.word for g in window.wmm.document.game.rounds[1].guesses] == [
        "SAHNE", "TOLLE", "ATLAS", "SALSA", "LAMPE"]
    assert shown(page, WORD) == ["ATLAS", "LAMPE", "SAHNE", "SALSA", "TOLLE", ""]
    assert shown(page, GUESSER) == ["Emil", "Alfons", "Gustav", "Fritzchen", "Beatrix", ""]


def test_a_word_that_changes_the_points_keeps_the_next_row_the_one_shown_below(qtbot: Any, window: Any) -> None:
    page = shown_page(qtbot, window, 2)
    click_header(qtbot, page, POINTS)
    click_header(qtbot, page, POINTS)  # most points first
    assert shown(page, GUESSER) == ["Alfons", "Emil", "Fritzchen", "Gustav", "Beatrix", ""]
    table = page.table
    table.setFocus()
    table.setCurrentIndex(table.model().index(0, WORD))
    for typed, below in (("Alfons", "Emil"), ("Emil", "Fritzchen"), ("Fritzchen", "Gustav"), ("Gustav", "Beatrix"),
                         ("Beatrix", "Alfons")):  # the last: all on 0 points, none moves
        assert cursor(page)[0] == typed and shown(page, GUESSER)[table.currentIndex().row() + 1] == below
        type_text(qtbot, "xxxxx")  # no points: the row sinks below the others
        press(qtbot, Qt.Key.Key_Return)
        assert cursor(page) == (below, shown(page, TARGET)[table.currentIndex().row()], GUESSER)
        step(qtbot, page)  # Tab, Tab: to the word
        step(qtbot, page)
    assert [g.word for g in window.wmm.document.game.rounds[1].guesses] == ["XXXXX"] * 5
