"""The app says why the rules refuse something in the interface's language, from the error's code and params."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt

from test_gui_entry import demo_round_three, press, type_text
from test_gui_rondo_holder import click, play_three_by_hand
from wordmastermind.gui.i18n import Translators
from wordmastermind.gui.roles import STATUS_ROLE
from wordmastermind.gui.wmm.round_model import NOTE


@pytest.fixture
def german_window(make_window: Any, qtbot: Any) -> Iterator[Any]:
    window = make_window()
    window.switch_language("de")
    assert window.translators.language == "de"
    yield window
    window.translators.install("en")


def test_a_typed_guess_that_breaks_a_rule_says_why_in_german(qtbot: Any, german_window: Any) -> None:
    page = demo_round_three(german_window)
    for text in ("Alfons", "Alfons", "hosen"):
        type_text(qtbot, text)
        press(qtbot, Qt.Key.Key_Tab if text != "hosen" else Qt.Key.Key_Return)
    model = page.round_model
    assert model.index(0, 0).data(STATUS_ROLE) == "bad"
    assert model.index(0, NOTE).data() == "Alfons kann nicht auf das eigene Wort raten"
    assert model.index(0, NOTE).data(Qt.ItemDataRole.ToolTipRole) == "Alfons kann nicht auf das eigene Wort raten"


def test_a_roster_cell_that_breaks_a_rule_says_why_in_german(qtbot: Any, german_window: Any) -> None:
    german_window.wmm.load_demo()
    model = german_window.wmm.game_page.roster_model
    column = next(c for c in range(model.columnCount())
                  if model.headerData(c, Qt.Orientation.Horizontal) == "Geheimwort")
    model.setData(model.index(0, column), "Hose")
    tip = model.index(0, column).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == "HOSE hat 4 Buchstaben, die Partie verlangt 5"


@pytest.fixture
def german(tmp_path: Any) -> Iterator[None]:
    translators = Translators(tmp_path)
    assert translators.install("de")
    yield
    translators.install("en")


def test_the_rondo_holder_marks_the_slots_a_german_refusal_names(qtbot: Any, german: None) -> None:
    sheet = play_three_by_hand(qtbot)
    editor = sheet.holder_editor
    click(qtbot, editor.cards[1])
    click(qtbot, editor.erase_button)
    click(qtbot, editor.cards[0])
    qtbot.keyClicks(editor.cards[0], "B")
    assert sheet.problem_label.text() == (
        "Fach 2: eine Löschkarte steht nur am Anfang oder Ende des Wortes, nicht zwischen Buchstaben")
    assert editor.cards[1].bad and not editor.cards[0].bad
    qtbot.keyClick(editor.cards[1], Qt.Key.Key_Return)  # Enter asks to play: refused, with why
    assert sheet.problem_label.text().startswith("Zug 4 (Bas): Fach 2: eine Löschkarte")


def test_the_candidates_pages_hints_are_german(qtbot: Any, german_window: Any) -> None:
    sheet = german_window.wmm
    sheet.load_demo()
    checker = sheet.checker
    checker.lexicon()
    qtbot.waitUntil(lambda: checker.lexicon() is not None, timeout=5000)
    sheet.pages.setCurrentWidget(sheet.content().candidates)
    page = sheet.candidates_page
    qtbot.waitUntil(lambda: page.hints.count() > 0, timeout=3000)
    hints = [page.hints.item(i).text() for i in range(page.hints.count())]
    assert all(hint.startswith("Runde 2: ") and "was nicht das Wort sein kann" in hint for hint in hints), hints
