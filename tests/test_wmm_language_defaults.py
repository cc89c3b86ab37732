"""A new Wörter-MasterMind game's reports are in the user's language: the environment's on
the command line, the interface's in the app. Its words are German nouns, as the rules say, whatever
the reports' language, unless the game master chooses otherwise."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from wordmastermind.files.wmm.file import load_game

ROSTER = "name,secret\nAlfons,Salat\nGustav,Hosen\nBeatrix,Tisch\nEmil,Lampe\n"


def new_game(tmp_path: Path, environment: dict[str, str], *more: str) -> subprocess.CompletedProcess[str]:
    """``wordmastermind new`` in a process of its own, under ``environment``'s locale variables only."""
    roster = tmp_path / "roster.csv"
    roster.write_text(ROSTER, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    env.update(environment)
    return subprocess.run(
        [sys.executable, "-m", "wordmastermind", "new", str(tmp_path / "g.wmm"), "--roster", str(roster), *more],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )


@pytest.mark.parametrize(("environment", "language"), [
    ({"LANG": "fr_FR.UTF-8"}, "fr"),  # not installed here: the name is enough
    ({"LANG": "nl_BE.UTF-8"}, "nl"),
    ({"LC_ALL": "de_AT.UTF-8", "LANG": "fr_FR.UTF-8"}, "de"),
    ({"LANGUAGE": "eo:nl", "LANG": "de_DE.UTF-8"}, "nl"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "POSIX"}, "en"),
    ({"LANG": "es_ES.UTF-8"}, "en"),
    ({}, "en"),
])
def test_the_command_line_makes_a_game_in_the_environments_language(
    tmp_path: Path, environment: dict[str, str], language: str
) -> None:
    done = new_game(tmp_path, environment)
    assert done.returncode == 0, done.stderr
    settings = load_game(tmp_path / "g.wmm").settings
    assert (settings.language, settings.word_language) == (language, "de")


def test_language_says_otherwise(tmp_path: Path) -> None:
    done = new_game(tmp_path, {"LANG": "fr_FR.UTF-8"}, "--language", "en")
    assert done.returncode == 0, done.stderr
    assert load_game(tmp_path / "g.wmm").settings.language == "en"


def test_words_say_otherwise_whatever_the_reports(tmp_path: Path) -> None:
    done = new_game(tmp_path, {"LANG": "de_DE.UTF-8"}, "--language", "nl", "--words", "fr")
    assert done.returncode == 0, done.stderr
    settings = load_game(tmp_path / "g.wmm").settings
    assert (settings.language, settings.word_language) == ("nl", "fr")


def in_language(make_window: Any, qtbot: Any, language: str) -> Any:
    """A main window in ``language`` (the caller installs English again)."""
    window = make_window()
    if language != "en":
        window.switch_language(language)
    return window


@pytest.mark.parametrize("language", ["de", "nl", "fr", "en"])
def test_file_new_in_the_app_makes_a_game_in_the_interface_language(
    make_window: Any, qtbot: Any, language: str
) -> None:
    window = in_language(make_window, qtbot, language)
    try:
        window.new_action.trigger()
        assert window.wmm.document.game.settings.language == language
        assert window.wmm.game_page.language.language() == language  # the Game page's "Reports in" says so
        assert window.wmm.document.game.settings.word_language == "de"  # German nouns, whatever the reports
        assert window.wmm.game_page.words.language() == "de"
    finally:
        window.translators.install("en")


@pytest.mark.parametrize("language", ["en", "de", "nl", "fr"])
def test_the_rules_example_reports_in_the_interface_language_and_keeps_its_german_nouns(
    make_window: Any, qtbot: Any, language: str
) -> None:
    from wordmastermind.gui.roles import WARNING_ROLE
    from wordmastermind.gui.wmm.roster_model import SECRET

    window = in_language(make_window, qtbot, language)
    try:
        window.demo_action.trigger()
        sheet = window.wmm
        assert sheet.document.game.settings.language == language  # Dutch reports of a game of German words
        assert sheet.document.game.settings.word_language == "de"
        assert sheet.game_page.words.language() == "de"  # the Game page's "Words in" says so
        assert sheet.game_page.title.text() != "Joes Wörter-MasterMind: the rules' example" or language == "en"
        sheet.checker.lexicon()
        qtbot.waitUntil(lambda: sheet.checker.lexicon() is not None, timeout=5000)
        model = sheet.game_page.roster_model
        alfons = model.index(0, SECRET)
        assert sheet.document.game.players[0].secret == "SALAT"
        assert alfons.data(WARNING_ROLE) is None  # a German noun the lists know
        sheet.document.undo_stack.setClean()
    finally:
        window.translators.install("en")
