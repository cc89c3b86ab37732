"""A refused game file is explained in the user's language: by the app's Open and by the command line."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from test_cli_language import wordmastermind
from test_gui_side_rule_messages import speak  # noqa: F401 (a fixture)

CUT_OFF = '{"kind": "wordmastermind", "schema_version": 1, "players": ['
WRONG_TYPE = '{"kind": "wordmastermind", "schema_version": 1, "settings": 3}'


def test_opening_a_broken_game_file_in_a_german_window_says_why_in_german(
        window: Any, tmp_path: Path, dialogs: Any, speak: Callable[[str], None]) -> None:
    speak("de")
    cut = tmp_path / "cut.wmm"
    cut.write_text(CUT_OFF, "utf-8")
    wrong = tmp_path / "wrong.wmm"
    wrong.write_text(WRONG_TYPE, "utf-8")
    assert not window.open_path(cut)
    assert not window.open_path(wrong)
    assert dialogs.texts("critical") == [
        f"{cut}: die Datei ist abgeschnitten: sie endet mitten in den Daten (Zeile 1, Spalte 61)",
        f"{wrong}: settings: erwartet wurde ein Objekt, gefunden eine Zahl",
    ]


def test_the_command_line_refuses_a_broken_game_file_in_german(tmp_path: Path) -> None:
    game = tmp_path / "game.wmm"
    game.write_text('{"kind": "wordmastermind", "schema_version": 1}', "utf-8")
    done = wordmastermind(tmp_path, {"LANG": "de_DE.UTF-8"}, "report", game)
    assert done.returncode == 1
    assert done.stderr.strip() == f"wordmastermind: {game}: settings: fehlt"
    game.write_bytes(b'{"kind": "wordmastermind", "name": "\xff"}')
    done = wordmastermind(tmp_path, {"LANG": "de_DE.UTF-8"}, "report", game)
    assert done.stderr.strip() == f"wordmastermind: {game}: keine Spieldatei: Byte 36 ist kein UTF-8-Text"
