"""A German, Dutch or French game master sees no English in the app (issue 18).

Like ``test_keyboard.py``, the main window is walked in each language: every
tab before a game, with a new game and with a game open, on each of its
pages (folded and unfolded), with every menu filled as it opens. What each
shows (see ``shown_texts.py``) must hold no English (see
``english_texts.py``): no piece of an English source string or message
template that the language translates, no common English word.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from dialog_walk import menu_items, opened_by  # noqa: E402
from english_texts import detector  # noqa: E402
from shown_texts import menu_texts, shown_texts  # noqa: E402
from test_keyboard import _open_game, _pages, each_state, window_in  # noqa: E402,F401 (window_in: a fixture)

LANGUAGES = ("de", "nl", "fr")

KNOWN_ENGLISH: dict[str, str] = {
    # Temporary: English that comes from files/ or cli/ and is being made a
    # message code by part 3 of issue 18 (files and command line), or from
    # the report modules' STRINGS (part 1). Each entry is a pattern of the
    # English text as shown, and where it comes from; delete it once that
    # text is translated.
}

MEANT_ENGLISH: dict[str, str] = {
    # English on purpose, wherever it is shown (patterns, as above).
    r"GM overview": "the mark of the game master's overview, the same in every language (README)",
    r"GM copy": "the mark of the game master's copy of a side game, the same in every language (README)",
    r"'\w+' \([^()']+\)": "a column and the other names it may have in a spreadsheet, English ones too",
}


@cache
def _drawable_words() -> frozenset[str]:
    """The Dutch words Wachtwoord draws for play (its "Word lists for play" dialog shows them): game
    data, not the interface's words, though a few are English too ("column", "team")."""
    from wordmastermind.files.wachtwoord.common_words import load_common_words

    return frozenset(load_common_words())


class English:
    """The English found in one language, each text once, with where it was seen first."""

    def __init__(self, language: str) -> None:
        self.detector = detector(language)
        self.found: dict[str, str] = {}
        self._seen: set[str] = set()

    def look(self, state: str, texts: Iterable[tuple[str, str]]) -> None:
        for where, text in texts:
            if text in self._seen or where == "QTableWidget cell" and text in _drawable_words():
                continue
            self._seen.add(text)
            rest = text
            for known in (*KNOWN_ENGLISH, *MEANT_ENGLISH):
                rest = re.sub(known, " ", rest)
            reason = self.detector.english_in(rest)
            if reason is not None:
                self.found[text] = f"{state}, {where}: {text[:160]!r} ({reason})"

    def report(self) -> str:
        return f"{len(self.found)} English texts in {self.detector.language}:\n" + "\n".join(self.found.values())


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
def test_no_tab_page_or_menu_shows_english(window_in: Any, tmp_path: Path, language: str) -> None:
    window = window_in(language)
    english = English(language)
    for state, _sheet in each_state(window, tmp_path):
        english.look(state, shown_texts(window))
        if "game open," in state and "unfolded" not in state or "before a game" in state:
            for action in window.menuBar().actions():
                english.look(state, menu_texts(action.menu(), "menu"))
    assert not english.found, english.report()


@pytest.fixture
def boxes(dialogs: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The ``dialogs`` fixture, its message boxes' titles recorded in ``shown`` too."""
    from PySide6.QtWidgets import QMessageBox

    for kind in ("question", "warning", "critical", "information", "about"):
        answer = getattr(QMessageBox, kind)

        def box(parent: Any, title: str, *args: Any, _answer: Any = answer, _kind: str = kind, **kwargs: Any) -> Any:
            dialogs.shown.append((f"{_kind} title", title))
            return _answer(parent, title, *args, **kwargs)

        monkeypatch.setattr(QMessageBox, kind, box)
    return dialogs


def _export_names(sheet: Any) -> list[str]:
    """The words of the default names of the exports, less the saved file's name (the user's own);
    none where the game's reports are in English (their names follow them: a side game without the
    language, or an example game in English)."""
    game, path = sheet.document.game, sheet.document.path
    if (game.settings.language if hasattr(game, "settings") else game.language) == "en":
        return []
    names = [Path(action.default_name).stem for action in sheet.exports()]
    if path is not None:
        names = [name.removeprefix(path.stem) for name in names]
    return [name.replace("-", " ") for name in names]


def walk_menus(window: Any, tab: str, english: English, dialogs: Any, folder: Path, wait: Any) -> None:
    """Trigger every item of every menu for the current tab (see ``dialog_walk.menu_items``), looking at what
    each opens and says."""
    english.look(f"{tab}, export names", [("default file name", name) for name in _export_names(window.current_sheet())])
    for menu, action in menu_items(window, dialogs, folder):
        where = f"{tab}, {menu.title()} ▸ {action.text()}"
        dialogs.shown.clear()
        english.look(where, opened_by(action.trigger, wait))
        english.look(where, [(f"message box ({kind})", text) for kind, text in dialogs.shown])
        english.look(where, [("status bar", window.statusBar().currentMessage())])


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
def test_no_menu_item_or_dialog_shows_english(
        window_in: Any, boxes: Any, tmp_path: Path, qtbot: Any, language: str) -> None:
    window = window_in(language)
    english = English(language)
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        qtbot.waitUntil(lambda: window.tabs.currentWidget() is window.current_sheet())  # built when first shown
        sheet = window.current_sheet()
        assert window.tabs.currentWidget() is sheet
        _open_game(sheet, tmp_path)
        if hasattr(sheet, "set_report_language") and language in sheet.game_kind.languages():
            sheet.set_report_language(language)  # the game's reports, and their files' names, in the language
        walk_menus(window, window.tabs.tabText(index), english, boxes, tmp_path, qtbot.wait)
        sheet.document.undo_stack.setClean()  # leave without being asked to save
    assert not english.found, english.report()


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_played_out_game_shows_no_english(
        window_in: Any, boxes: Any, tmp_path: Path, qtbot: Any, language: str) -> None:
    from dataclasses import replace

    from wordmastermind.core.wmm.simulate import random_game

    window = window_in(language)
    english = English(language)
    game = random_game(6, 30, seed=0, hit_chance=0.03)  # over after 7 rounds; random letters: no word the lists know
    for row, name in enumerate(("Anna", "Bernd", "Carla", "Dirk", "Emil", "Fenna")):  # "Player 001": English
        game = game.with_player(row, replace(game.players[row], name=name))
    game = game.with_settings(replace(game.settings, language=language, title="Herbst"))
    sheet = window.wmm
    sheet.document.replace(game, None)
    sheet.show_rounds(len(game.rounds))
    assert sheet.document.evaluation.game_over
    for page in _pages(sheet):
        english.look(f"a game played out, {page}", shown_texts(window))
    walk_menus(window, "a game played out", english, boxes, tmp_path, qtbot.wait)
    sheet.document.undo_stack.setClean()
    assert not english.found, english.report()
