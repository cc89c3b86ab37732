"""Damaged game files that still open, opened in the real window: every page (and every round of
Wörter-MasterMind) shown and painted, and no error raised or shown (the damage as in ``test_file_fuzz.py``)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QTabWidget

from test_file_fuzz import SEED, damaged, saved_games, saved_json
from wordmastermind.files.jsonread import DocumentError
from wordmastermind.games import GAMES, by_key

OPENED = 12
"""Damaged files of each game opened in the window (about one damaged file in eight still opens)."""


def painted(window: Any) -> None:
    QApplication.processEvents()
    assert not window.grab().isNull()  # every shown cell's data asked for


def every_page(window: Any, game: Any) -> None:
    """Each page of the game's tab shown and painted, and each round of a Wörter-MasterMind ``game``."""
    sheet = window.tabs.currentWidget()
    for tabs in sheet.findChildren(QTabWidget):
        if tabs.isVisible():
            for page in range(tabs.count()):
                tabs.setCurrentIndex(page)
                painted(window)
    if sheet is window.wmm:
        for number in range(1, len(game.rounds) + 1):
            sheet.show_rounds(number)
            painted(window)


@pytest.mark.slow
@pytest.mark.parametrize("key", [game.key for game in GAMES])
def test_a_damaged_file_that_opens_shows_every_page(window: Any, dialogs: Any, tmp_path: Path, key: str) -> None:
    kind = by_key(key)
    read = kind.reader.load()
    rng = random.Random(f"{SEED}-window-{key}")
    documents = [saved_json(kind, game) for game in saved_games(key)]
    opened = tries = 0
    while opened < OPENED:
        tries += 1
        assert tries < 100 * OPENED, "hardly any damaged file opens: the damage is not what this test is for"
        bad = damaged(rng, documents[tries % len(documents)])
        path = tmp_path / f"damaged-{tries}{kind.suffix}"
        path.write_text(json.dumps(bad), encoding="utf-8")
        try:
            game = read(path)
        except DocumentError:
            continue
        assert window.open_path(path), (tries, json.dumps(bad)[:2000])
        assert window.tabs.currentWidget() is window.sheet_for(path)  # its own game's tab
        every_page(window, game)
        opened += 1
    assert not [text for kind_, text in dialogs.shown if kind_ in ("critical", "warning")]
