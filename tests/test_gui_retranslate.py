"""Switching the interface's language retranslates the open window in place (issue 31).

The game master changes the language in Settings while games are open; the
window stays the same window, with its games, their undo history, the page
shown and what was typed. Every text it shows must then read as it would in
a window built in that language, and switching back must bring every
English text back: for each tab, before a game, with a new game and with a
game open (folded and not), on each of its pages, the texts of the switched
window (see ``shown_texts.py``, menus filled) are compared with those of a
window built in the new language in the same state.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from shown_texts import menu_texts, shown_texts  # noqa: E402
from test_keyboard import _open_game, _pages, _unfold  # noqa: E402

from wordmastermind.games import GAMES  # noqa: E402

KINDS = [game.kind for game in GAMES]


def _texts(window: Any) -> Counter[tuple[str, str]]:
    """What ``window`` shows, less the status bar's message: a message is made for its moment (the word
    lists are ready) and goes after a few seconds, in the language it was made in, as a message box."""
    QApplication.processEvents()  # the LanguageChange Qt posts
    texts = Counter(text for text in shown_texts(window) if text[0] != "status bar")
    for action in window.menuBar().actions():
        texts.update(menu_texts(action.menu(), "menu"))
    return texts


def _sheet(window: Any, kind: str) -> Any:
    window.tabs.setCurrentIndex(next(i for i, game in enumerate(GAMES) if game.kind == kind))
    QApplication.processEvents()
    return window.current_sheet()


def _game_file(window: Any, kind: str, folder: Path) -> Path:
    """The game the tests open (the rules' example, or one set up), saved: the windows compared open the same
    game, whatever language a game made in the tab takes its texts from (the example's title)."""
    sheet = _sheet(window, kind)
    _open_game(sheet, folder)
    path = folder / f"compared{sheet.suffix}"
    sheet.save(path)
    return path


def _states(window: Any, kind: str, game: Path) -> Iterator[str]:
    """The tab of ``kind`` before a game, with a new game, with ``game`` open (folded and not), each page;
    its word lists loaded (a window built warns of the words they lack as soon as they are there)."""
    sheet = _sheet(window, kind)
    if sheet.checker is not None:
        sheet.checker.wait(60)
    yield "before a game"
    sheet.new_document()
    QApplication.processEvents()
    for page in _pages(sheet):
        yield f"a new game, {page}"
    sheet.open(game)
    QApplication.processEvents()
    for page in _pages(sheet):
        yield f"a game open, {page}"
    _unfold(sheet)
    for page in _pages(sheet):
        yield f"a game open with the set-up unfolded, {page}"
    sheet.document.undo_stack.setClean()  # leave without being asked to save


def _difference(state: str, switched: Counter[tuple[str, str]], built: Counter[tuple[str, str]]) -> list[str]:
    stale = switched - built
    missing = built - switched
    return ([f"{state}: shown after the switch, not in a window built so: {where}: {text!r}"
             for where, text in sorted(stale)]
            + [f"{state}: in a window built so, not after the switch: {where}: {text!r}"
               for where, text in sorted(missing)])


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
def test_a_language_switch_retranslates_every_text_in_place(
        make_window: Any, qtbot: Any, tmp_path: Path, kind: str) -> None:
    from wordmastermind.gui.i18n import Translators
    from wordmastermind.gui.window.main_window import MainWindow

    maker = make_window()
    game = _game_file(maker, kind, tmp_path)
    maker.close()
    window = make_window()
    for language in ("de", "nl", "fr"):  # both windows' tabs check with them: loaded, they warn alike
        window.checkers.get(language).wait(60)
    translators = Translators()
    translators.install("de")
    built_in_german = MainWindow(window.settings, window.recovery, checkers=window.checkers,
                                 translators=translators)  # as the app builds it, German installed first
    qtbot.addWidget(built_in_german)
    built_in_german.resize(window.size())
    built_in_german.show()
    expected = [_texts(built_in_german) for _state in _states(built_in_german, kind, game)]
    built_in_german.close()
    translators.install("en")
    central: QWidget = window.centralWidget()
    problems: list[str] = []
    for number, state in enumerate(_states(window, kind, game)):  # a page's name is its tab's text
        english = _texts(window)
        window.switch_language("de")
        problems += _difference(f"{state}, English to German", _texts(window), expected[number])
        window.switch_language("en")
        problems += _difference(f"{state}, German to English", _texts(window), english)
    assert window.centralWidget() is central
    assert not problems, f"{len(problems)} differences:\n" + "\n".join(problems[:80])


@pytest.mark.parametrize("kind", [game.kind for game in GAMES[1:]])  # the side games' set-ups
def test_a_box_measured_in_english_shows_its_longer_dutch_items_whole(
        make_window: Any, tmp_path: Path, kind: str) -> None:
    """Qt measures a combo box's items when first shown: after a switch to a language with longer
    texts ("Meeste gewonnen ronden" for "Most rounds won"), each box is as wide as its items again."""
    from PySide6.QtWidgets import QComboBox

    from side_tabs_fit_walk import combo_cut

    window = make_window()
    sheet = _sheet(window, kind)
    sheet.new_document()
    _unfold(sheet)
    QApplication.processEvents()  # every box shown, measured in English
    window.switch_language("nl")
    QApplication.processEvents()
    cut = [f"{box.accessibleName() or box.currentText()}: {combo_cut(box)}"
           for box in sheet.findChildren(QComboBox) if box.isVisible() and combo_cut(box) is not None]
    assert not cut, "\n".join(cut)
