"""Wachtwoord's "Word lists for play" dialog is not modal: it follows a language switch of its window.

The dialog stays open while the game master switches the interface's
language; its texts then read as in a dialog built in that language, and
switching back brings the English back. The lists drawn and what was chosen
stay.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget  # noqa: E402

from shown_texts import shown_texts  # noqa: E402

WORDS = (
    "huis", "boom", "fiets", "water", "kast", "tafel", "lamp", "deur", "raam", "stoel",
    "zee", "bos", "kerk", "markt", "brood", "melk", "kaas", "appel", "peer", "druif",
    "trein", "auto", "boot", "brug", "weg", "school", "klok", "muur", "vloer", "dak",
    "jas", "hoed", "schoen", "sok", "pen", "boek", "krant", "radio", "fluit", "trom",
)


def _words() -> dict[str, float]:
    return {word: 5.0 for word in WORDS}


def _open_dialog(qtbot: Any, parent: QWidget) -> Any:
    """The dialog as the tab's command opens it (not modal, gone when closed), its lists drawn."""
    from wordmastermind.core.wachtwoord.lists import Difficulty
    from wordmastermind.gui.wachtwoord.lists_dialog import WordListsDialog

    dialog = WordListsDialog(parent, words=_words, rng=random.Random(3))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    dialog.difficulty.setCurrentIndex(dialog.difficulty.findData(Difficulty.EASY))
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    dialog.rounds.setValue(2)
    qtbot.waitUntil(lambda: bool(dialog.lists), timeout=5000)
    dialog.table.setCurrentCell(3, 1)
    return dialog


def _texts(dialog: Any) -> Counter[tuple[str, str]]:
    QApplication.processEvents()
    texts = Counter(shown_texts(dialog))
    texts.update(("save menu", action.text()) for action in dialog.save_menu.actions())
    texts.update(("accessible", text) for text in (dialog.table.accessibleName(), dialog.table.accessibleDescription()))
    return texts


def test_the_word_lists_dialog_follows_a_language_switch(make_window: Any, qtbot: Any) -> None:
    from wordmastermind.gui.i18n import Translators

    window = make_window()
    sheet = window.sheet_of_kind("wachtwoord")
    translators = Translators()
    translators.install("de")
    built_in_german = _open_dialog(qtbot, sheet)
    german = _texts(built_in_german)
    built_in_german.close()
    translators.install("en")

    dialog = _open_dialog(qtbot, sheet)
    english = _texts(dialog)
    lists = dialog.lists
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    close_in_english = close.text()
    assert dialog.windowTitle() == "Wachtwoord: word lists for play"

    window.switch_language("de")
    assert _texts(dialog) - german == Counter() and german - _texts(dialog) == Counter()
    assert dialog.windowTitle() == "Wachtwoord: Wortlisten zum Spielen"
    assert dialog.draw_button.text() == "&Neue Listen ziehen"
    assert dialog.replace_button.text() == "Dieses &Wort neu ziehen"
    assert dialog.difficulty_label.text() == "&Schwierigkeit:"
    assert dialog.difficulty.currentText() == "Leicht: Alltagswörter"
    assert dialog.language.currentText() == "Englisch"
    assert dialog.status.text().startswith("Das fünfte Wort jeder Liste (5*)")
    assert close.text() != close_in_english  # Qt's own translation

    window.switch_language("en")
    assert _texts(dialog) == english
    assert dialog.windowTitle() == "Wachtwoord: word lists for play"
    assert dialog.draw_button.text() == "&Draw new lists"
    assert close.text() == close_in_english
    # what was drawn and chosen stays
    assert dialog.lists == lists and dialog.rounds.value() == 2
    assert (dialog.table.currentRow(), dialog.table.currentColumn()) == (3, 1)
    assert dialog.language.currentData() == "en"
    dialog.close()
