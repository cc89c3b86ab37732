"""Every visible string is translated into German, Dutch and French, and the app switches language."""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
from defusedxml import ElementTree

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import update_translations  # noqa: E402

PLACEHOLDER = re.compile(r"\{\d*\}|%\d|%n")


def messages(path: Path) -> list[tuple[str, str, str, str | None]]:
    """(context, source, translation, type) of every message in a .ts file."""
    root = ElementTree.parse(str(path)).getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            text = "" if translation is None else "".join(translation.itertext())
            kind = None if translation is None else translation.get("type")
            found.append((name, message.findtext("source") or "", text, kind))
    return found


@pytest.mark.parametrize("language", update_translations.LANGUAGES)
def test_every_visible_string_is_translated(language: str, tmp_path: Path) -> None:
    committed = update_translations.FOLDER / f"wordmastermind_{language}.ts"
    assert committed.is_file(), f"{committed.name} is missing: run tools/update_translations.py"
    # lupdate over today's code, into a copy: a string added since the last
    # update comes in as unfinished, one removed goes away.
    current = tmp_path / committed.name
    shutil.copy(committed, current)
    update_translations.update(current, language)
    missing = [
        f"{context}: {source!r}"
        for context, source, text, kind in messages(current)
        if not text.strip() or kind in ("unfinished", "vanished", "obsolete")
    ]
    assert not missing, f"{len(missing)} strings not translated into {language}:\n" + "\n".join(missing[:40])


@pytest.mark.parametrize("language", update_translations.LANGUAGES)
def test_translations_keep_placeholders_and_mnemonics(language: str) -> None:
    committed = update_translations.FOLDER / f"wordmastermind_{language}.ts"
    wrong = []
    for context, source, text, _kind in messages(committed):
        if not text:
            continue
        if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text)):
            wrong.append(f"{context}: {source!r} -> {text!r}: placeholders differ")
        if re.search(r"&[^&\s]", source.replace("&&", "")) and not re.search(r"&[^&\s]", text.replace("&&", "")):
            wrong.append(f"{context}: {source!r} -> {text!r}: the keyboard shortcut (&) is lost")
    assert not wrong, "\n".join(wrong[:40])


def test_the_game_terms_keep_their_names_in_german() -> None:
    texts = {source: text for _c, source, text, _k in messages(
        update_translations.FOLDER / "wordmastermind_de.ts")}
    joined = "\n".join(texts.values())
    for term in ("Ratepunkte", "Wortpunkte"):
        assert term in joined


def test_switching_the_language_keeps_the_open_game(window: Any, tmp_path: Path, qtbot: Any) -> None:
    from wordmastermind.gui import settings as keys

    window.wmm.load_demo()
    window.wmm.document.edit("Notes", lambda game: game.with_notes(1, "Gut gespielt"))
    game = window.wmm.document.game
    new = window.switch_language("de")
    qtbot.addWidget(new)
    assert new is not window
    assert new.wmm.document.game == game and new.wmm.document.modified
    assert new.menuBar().actions()[0].text() == "&Datei"
    assert new.settings.get(keys.LANGUAGE) == "de"
    back = new.switch_language("en")
    qtbot.addWidget(back)
    assert back.menuBar().actions()[0].text() == "&File"
    assert back.wmm.document.game == game


def test_switching_the_language_keeps_the_undo_history(window: Any, qtbot: Any) -> None:
    # Two edits, a language switch there and back: both can be undone in the new window, from its
    # Edit menu, and done again; the game is marked saved again once back where it was loaded.
    window.wmm.load_demo()
    loaded = window.wmm.document.game
    window.wmm.document.undo_stack.setClean()
    window.wmm.document.edit("Notes", lambda game: game.with_notes(1, "Gut gespielt"))
    window.wmm.document.edit("Notes", lambda game: game.with_notes(2, "Knapp"))
    edited = window.wmm.document.game
    german = window.switch_language("de")
    qtbot.addWidget(german)
    qtbot.waitUntil(lambda: not window.isVisible())
    english = german.switch_language("en")
    qtbot.addWidget(english)
    stack = english.wmm.document.undo_stack
    assert english.wmm.document.game == edited and stack.count() == 2 and english.wmm.document.modified
    assert english.undo_group.activeStack() is stack
    undo = english.undo_group.createUndoAction(english)
    assert undo.isEnabled() and undo.text() == "Undo Notes"
    undo.trigger()
    undo.trigger()
    assert english.wmm.document.game == loaded and not english.wmm.document.modified
    stack.redo()
    assert english.wmm.document.game.rounds[0].notes == "Gut gespielt"
    assert english.wmm.shows_game()


def test_a_side_game_keeps_its_undo_history_over_a_language_switch(window: Any, qtbot: Any) -> None:
    from wordmastermind.games import WOORDSPEL

    woordspel = window.sheet_of_kind(WOORDSPEL.kind)
    assert woordspel is not None
    woordspel.load_demo()
    window.tabs.setCurrentWidget(woordspel)
    before = woordspel.document.game
    woordspel.document.edit("Title", lambda game: game.with_title("Herbst"))
    german = window.switch_language("de")
    qtbot.addWidget(german)
    moved = german.sheet_of_kind(WOORDSPEL.kind)
    assert moved is not None and moved.shows_game() and moved.document is woordspel.document
    assert german.tabs.currentWidget() is moved
    assert moved.document.game.title == "Herbst"
    moved.document.undo_stack.undo()
    assert moved.document.game == before
