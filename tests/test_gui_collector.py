"""A game opened, and word lists loaded, are left out of Python's collector's full rounds, as the app wires it
(``gui/app.py``): a round that looks over a big game's objects and the German lists took 12-20 ms, a stall
every few dozen typed guesses."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from wordmastermind.core.wmm.game import Guess  # noqa: E402
from wordmastermind.core.wmm.simulate import random_game  # noqa: E402
from wordmastermind.files.wmm.file import save_game  # noqa: E402
from wordmastermind.gui.app import keep_out_of_collections  # noqa: E402


@pytest.fixture
def thawed_after() -> Iterator[None]:
    """What the test left out of the collector is looked over again afterwards (as the app's end does)."""
    try:
        yield
    finally:
        gc.unfreeze()


def test_a_game_opened_is_left_out_of_the_collectors_rounds(window: Any, tmp_path: Path,
                                                           thawed_after: None) -> None:
    keep_out_of_collections(window, window.checkers)
    path = tmp_path / "big.wmm"
    save_game(random_game(60, 10, seed=4, hit_chance=0.02), path)
    before = gc.get_freeze_count()
    assert window.open_path(path)
    assert gc.get_freeze_count() - before > 60 * 10, "the game's guesses were not left out"
    assert not [o for o in gc.get_objects() if isinstance(o, Guess)], "a full round still looks at the guesses"
    assert len(window.wmm.document.game.rounds) == 10


def test_word_lists_loaded_are_left_out_of_the_collectors_rounds(window: Any, qtbot: Any,
                                                                thawed_after: None) -> None:
    keep_out_of_collections(window, window.checkers)
    before = gc.get_freeze_count()
    with qtbot.waitSignal(window.checkers.loaded, timeout=60_000):
        window.checkers.get("de").lexicon()  # loading starts when asked
    assert gc.get_freeze_count() > before
