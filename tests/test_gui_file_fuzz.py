"""Damaged game files that still open, opened in the real window: every page and every round shown and
painted, and no error raised or shown (the damage as in ``test_file_fuzz.py``)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from test_file_fuzz import SEED, damaged, saved_json, wmm_game
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.files.wmm.file import GameFileError, game_from_json
from wordmastermind.games import WMM

OPENED = 12
"""Damaged files opened in the window (about one damaged file in eight still opens)."""


@pytest.mark.slow
def test_a_damaged_file_that_opens_shows_every_page_and_round(window: Any, dialogs: Any, tmp_path: Path) -> None:
    rng = random.Random(f"{SEED}-window")
    document = saved_json(WMM, wmm_game())
    opened = tries = 0
    while opened < OPENED:
        tries += 1
        assert tries < 100 * OPENED, "hardly any damaged file opens: the damage is not what this test is for"
        bad = damaged(rng, document)
        try:
            game = game_from_json(bad)
        except GameFileError:
            continue
        path = tmp_path / f"damaged-{tries}.wmm"
        path.write_text(json.dumps(bad), encoding="utf-8")
        assert window.open_path(path), (tries, json.dumps(bad)[:2000])
        sheet = window.wmm
        for page in range(sheet.pages.count()):
            sheet.pages.setCurrentIndex(page)
            QApplication.processEvents()
            assert not window.grab().isNull()  # painted: every shown cell's data asked for
        for number in range(1, evaluate(game).round + 1):
            sheet.show_rounds(number)
            QApplication.processEvents()
            assert not window.grab().isNull()
        opened += 1
    assert not [text for kind, text in dialogs.shown if kind in ("critical", "warning")]
