"""What a screen reader gets on the side games' tabs (Wachtwoord, RONDO, Woordspel, PASSWORD): every control
a user can reach has a name, the tables, lists and text fields a description too, in the interface's
language (English and German here).

Each tab is walked as the game master meets it (``test_keyboard.each_state``): before a game, with a new game
being set up, and with a game open (the rules' example or a short game), folded and unfolded, on each of its
pages.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QWidget  # noqa: E402

from english_texts import detector  # noqa: E402
from test_accessibility import spoken_description, spoken_name, spoken_texts, undescribed, unnamed  # noqa: E402
from test_keyboard import each_state, window_in  # noqa: E402,F401 (window_in: a fixture)


def side_game_states(window: Any, tmp_path: Path) -> Iterator[tuple[str, QWidget]]:
    """Every state of every side game's tab (the Wörter-MasterMind tab has a test of its own)."""
    for state, sheet in each_state(window, tmp_path):
        if sheet is not window.wmm:
            yield state, sheet


def problems(window: Any, tmp_path: Path) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for state, sheet in side_game_states(window, tmp_path):
        missing = [f"no name: {what}" for what in unnamed(sheet)]
        missing += [f"no description: {what}" for what in undescribed(sheet)]
        if missing:
            found[state] = missing
    return found


@pytest.mark.parametrize("language", ("en", "de"))
def test_every_control_of_every_side_game_page_has_a_name(window_in: Any, tmp_path: Path, language: str) -> None:
    window = window_in(language)
    found = problems(window, tmp_path)
    assert not found, "\n".join(f"{state}: {what}" for state, what in found.items())


def test_the_side_games_names_are_german_in_german(window_in: Any, tmp_path: Path) -> None:
    window = window_in("de")
    english = detector("de")
    found: dict[str, str] = {}
    for state, sheet in side_game_states(window, tmp_path):
        for where, text in spoken_texts(sheet):
            reason = english.english_in(text)
            if reason is not None and text not in found:
                found[text] = f"{state}, {where}: {text!r} ({reason})"
    assert not found, "\n".join(found.values())


def test_a_side_games_controls_say_what_they_are(window_in: Any, tmp_path: Path) -> None:
    """A few names as a screen-reader user hears them: what the control is, not its class."""
    window = window_in("en")
    said: dict[str, tuple[str, str]] = {}
    for _state, sheet in side_game_states(window, tmp_path):
        for key, widget in named_controls(sheet).items():
            if widget.isVisible():
                said[key] = (spoken_name(widget), spoken_description(widget))  # as last seen: with a game
    assert said["wachtwoord.table"][0] == "Score sheet" and said["wachtwoord.table"][1]
    assert said["rondo.name"][0] == "Name of player 1"
    assert said["rondo.born"][0] == "Birth date of player 1"
    assert said["woordspel.moves"][0] == "Moves"
    assert said["woordspel.tiles"][0] == "Tiles unseen by Anna"
    assert said["password.log"][0] == "Log of the questions"
    assert said["password.secret"][0] == "Password of player 1"


def named_controls(sheet: Any) -> dict[str, QWidget]:
    found: dict[str, QWidget] = {}
    if hasattr(sheet, "live"):
        found["wachtwoord.table"] = sheet.table
    elif hasattr(sheet, "values_table"):
        found.update({"rondo.name": sheet.name_edits[0], "rondo.born": sheet.born_edits[0]})
    elif hasattr(sheet, "tiles"):
        found.update({"woordspel.moves": sheet.table, "woordspel.tiles": sheet.tiles.tile_labels[0]})
    elif hasattr(sheet, "grids"):
        found.update({"password.log": sheet.log.table, "password.secret": sheet.setup.secret_edits[0]})
    return found
