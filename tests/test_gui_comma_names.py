"""A roster of "surname, first name" in the app: the round's line names the players whose words were
guessed apart by semicolons, as the lot page does (``test_gui_models``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt

from test_corrections import ended_in_round_two
from wordmastermind.core.wmm.examples import rules_example

CLUB = {"Emil": "Ernst, Emil", "Gustav": "Grün, Gustav"}


def test_the_round_s_line_lists_the_words_guessed_apart(qtbot: Any, window: Any) -> None:
    game = ended_in_round_two(rules_example())  # every word guessed in round 2
    for row, player in enumerate(game.players):
        game = game.with_player(row, replace(player, name=CLUB.get(player.name, player.name)))
    sheet = window.wmm
    sheet.document.replace(game, None)
    page = sheet.show_rounds(2)
    assert page.caption.text().endswith(
        "Guessed: Beatrix; Grün, Gustav; Fritzchen; Alfons; Ernst, Emil.")  # in the order they were guessed


def test_a_name_typed_first_name_first_or_without_umlauts_is_the_roster_s(qtbot: Any, window: Any) -> None:
    """The roster says "Klein, Fritz"; the game master types "fritz klein", or "Kaethe" for Käthe."""
    from test_gui_entry import cells, press, type_text

    game = rules_example()
    names = {"Fritzchen": "Klein, Fritz", "Gustav": "Käthe"}
    for row, player in enumerate(game.players):
        game = game.with_player(row, replace(player, name=names.get(player.name, player.name)))
    sheet = window.wmm
    sheet.document.replace(game, None)
    page = sheet.show_rounds(3)
    page.focus_new_row()
    for text, key in (("fritz klein", "tab"), ("kaethe", "tab"), ("hosen", "enter")):
        type_text(qtbot, text)
        press(qtbot, Qt.Key.Key_Tab if key == "tab" else Qt.Key.Key_Return)
    assert cells(page.round_model, 0)[:3] == ["Klein, Fritz", "Käthe", "HOSEN"]


def test_a_surname_first_player_completes_from_the_first_name(qtbot: Any, window: Any) -> None:
    from test_gui_entry import cells, focus, press, type_text

    page = round_three_typed(window, {"Fritzchen": "Klein, Fritz"})
    type_text(qtbot, "fri")
    assert focus(qtbot).text() == "fritz Klein"  # completed inline, as "gus" is to "gustav"
    press(qtbot, Qt.Key.Key_Tab)
    assert cells(page.round_model, 0)[0] == "Klein, Fritz"


def test_a_name_of_two_words_completes_from_its_first_name_written_without_umlauts(qtbot: Any, window: Any) -> None:
    """Found by a game master: "Käthe" and Tab gave Käthe Müller, but "kaethe" and Tab stayed "kaethe", a row
    marked red ("kaethe is not a player; perhaps Käthe Müller?")."""
    from test_gui_entry import cells, focus, press, type_text

    page = round_three_typed(window, {"Gustav": "Käthe Müller"})
    type_text(qtbot, "kaethe")
    assert focus(qtbot).text() == "kaethe mueller"  # completed inline
    press(qtbot, Qt.Key.Key_Tab)
    type_text(qtbot, "alfons")
    press(qtbot, Qt.Key.Key_Tab)
    type_text(qtbot, "salat")
    press(qtbot, Qt.Key.Key_Return)
    assert cells(page.round_model, 0)[:3] == ["Käthe Müller", "Alfons", "SALAT"]


def round_three_typed(window: Any, names: dict[str, str]) -> Any:
    """The rules' example with players renamed (``names``), round 3 shown, its new row's first cell to type in."""
    game = rules_example()
    for row, player in enumerate(game.players):
        game = game.with_player(row, replace(player, name=names.get(player.name, player.name)))
    window.wmm.document.replace(game, None)
    page = window.wmm.show_rounds(3)
    page.focus_new_row()
    return page
