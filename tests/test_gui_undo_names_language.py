"""Undo steps follow a language switch: Undo and Redo name them in the new language.

The steps of each game (the rules' game and the side games) are made as a
game master makes them; after a switch to German (and the main window's
``retranslate_history()``) the undo history says them as the German catalog
does, and after the switch back again in English. The German texts are the
catalog's (``wordmastermind/resources/locale/de/LC_MESSAGES/wordmastermind.po``).
"""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402
from test_gui_password import guess  # noqa: E402
from test_gui_password import set_up as password_set_up  # noqa: E402
from test_gui_rondo import play as rondo_play  # noqa: E402
from test_gui_rondo import set_up as rondo_set_up  # noqa: E402
from test_gui_wachtwoord import click_word  # noqa: E402
from test_gui_wachtwoord import set_up as wachtwoord_set_up  # noqa: E402
from test_gui_woordspel import MOVE, play_on_board  # noqa: E402
from test_gui_woordspel import set_up as woordspel_set_up  # noqa: E402

from wordmastermind.gui.i18n import Translators  # noqa: E402


def steps(sheet: Any) -> list[str]:
    """The names of the sheet's undo steps, the first made first."""
    stack = sheet.document.undo_stack
    return [stack.text(index) for index in range(stack.count())]


def said_in(language: str, sheet: Any, translators: Translators) -> list[str]:
    """Switch the interface to ``language`` as the main window does (its steps said anew): their names."""
    assert translators.install(language)
    sheet.document.retranslate_history()
    return steps(sheet)


def check_in_german_and_back(sheet: Any, english: list[str], german: list[str]) -> None:
    """The sheet's steps are ``english``; in German ``german`` (the last one Undo's); in English again after."""
    stack = sheet.document.undo_stack
    assert steps(sheet) == english
    translators = Translators()
    try:
        assert said_in("de", sheet, translators) == german
        assert stack.undoText() == german[-1].replace("&", "&&")  # Undo's text: an "&" of a name doubled
    finally:
        translators.install("en")
    sheet.document.retranslate_history()
    assert steps(sheet) == english
    assert stack.undoText() == english[-1].replace("&", "&&")


def test_wachtwoord_a_word_entered_is_named_in_the_new_language(qtbot: Any) -> None:
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    sheet = WachtwoordSheet()
    qtbot.addWidget(sheet)
    wachtwoord_set_up(sheet)
    click_word(sheet, 1, 8)  # Fred & Annie got the first word at 8
    check_in_german_and_back(
        sheet,
        ["Set up the game", "Word A1: Fred & Annie at 8"],
        # "Set up the game", "Word {0}: {1}" with "{0} at {1}": the inner text follows as well
        ["Partie einrichten", "Wort A1: Fred & Annie mit 8"],
    )


def test_rondo_a_turn_and_the_reports_language_are_named_in_the_new_language(qtbot: Any) -> None:
    sheet = rondo_set_up(qtbot)
    rondo_play(qtbot, sheet, "ZON")
    qtbot.keyClick(sheet.setup.reports, Qt.Key.Key_Down)  # the game master picks Dutch for the reports
    assert sheet.document.game.language == "nl"
    check_in_german_and_back(
        sheet,
        ["Set up the players", "Play ZON", "Reports in Dutch"],
        # "Reports in {0}" with "Dutch": the language's name follows as well
        ["Spieler einrichten", "ZON legen", "Berichte auf Niederländisch"],
    )


def test_woordspel_a_play_and_a_withdrawn_play_are_named_in_the_new_language(qtbot: Any) -> None:
    sheet = woordspel_set_up(qtbot)
    play_on_board(qtbot, sheet, "h8", "lees")
    [(label, withdraw)] = sheet.model.move_actions(sheet.model.index(0, MOVE))  # the right-click menu
    assert label == "Withdraw the play 8H LEES (a phony: it scores nothing)"
    withdraw()
    check_in_german_and_back(
        sheet,
        ["Set up the game", "Play 8H LEES", "Withdraw the play 8H LEES"],
        # the menu entry's German up to its explanation in brackets
        ["Partie einrichten", "8H LEES legen", "Legen 8H LEES zurücknehmen"],
    )


def test_password_an_entry_of_the_log_is_named_in_the_new_language(qtbot: Any) -> None:
    sheet = password_set_up(qtbot)
    guess(qtbot, sheet, "Bob", "radio", right=False)  # Anna guesses Bob's password, wrongly
    check_in_german_and_back(
        sheet,
        ["Set up the players", "Anna asks Bob: is it RADIO? no"],
        # "{0} asks {1}: {2} {3}" with "is it {0}?" and "no": the question and the answer follow as well
        ["Spieler einrichten", "Anna fragt Bob: ist es RADIO? nein"],
    )


def test_the_windows_undo_names_the_step_in_the_language_switched_to(window: Any) -> None:
    sheet = window.sheet_of_kind("wachtwoord")
    window.tabs.setCurrentWidget(sheet)
    assert window.current_sheet() is sheet
    wachtwoord_set_up(sheet)
    click_word(sheet, 1, 8)
    # the menu shows "&&" as the "&" of the team's name (a single one would be a shortcut's mark)
    assert "Word A1: Fred && Annie at 8" in window.undo_action.text()
    try:
        window.switch_language("de")
        assert "Wort A1: Fred && Annie mit 8" in window.undo_action.text()
    finally:
        window.switch_language("en")
    assert "Word A1: Fred && Annie at 8" in window.undo_action.text()


def test_the_rules_game_names_its_undo_steps_in_the_language_switched_to(window: Any, qtbot: Any) -> None:
    """Steps made in English (a guess retyped; the reports' language picked, itself a name) are named in
    German in Undo once the game master switches, and in English again when switched back."""
    from wordmastermind.gui.wmm.round_model import WORD

    window.wmm.load_demo()
    page = window.wmm.show_rounds(2)
    assert page.round_model.setData(page.round_model.index(0, WORD), "zebra")
    box = window.wmm.game_page.language
    qtbot.keyClicks(box, "Dutch")  # picked from the box by typing, as the keyboard does
    assert window.wmm.document.game.settings.language == "nl"
    stack = window.wmm.document.undo_stack
    english = [stack.text(i) for i in range(stack.count())]
    assert english[-2:] == ["Change Word in round 2, row 1", "Reports in Dutch"]
    try:
        window.switch_language("de")
        assert [stack.text(i) for i in range(stack.count())][-2:] == [
            "Wort in Runde 2, Zeile 1 ändern", "Berichte auf Niederländisch"]
        assert "Berichte auf Niederländisch" in window.undo_action.text()
        stack.undo()
        assert "Wort in Runde 2, Zeile 1 ändern" in window.undo_action.text()
        assert "Berichte auf Niederländisch" in window.redo_action.text()
    finally:
        window.switch_language("en")
    assert [stack.text(i) for i in range(stack.count())] == english
    assert "Change Word in round 2, row 1" in window.undo_action.text()
    assert "Reports in Dutch" in window.redo_action.text()
