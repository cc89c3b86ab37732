"""A roster of "surname, first name" in the app: the round's line names the players whose words were
guessed apart by semicolons, as the lot page does (``test_gui_models``)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

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
