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
def kept(window: Any) -> Iterator[None]:
    """The window wired as the app wires it; afterwards unwired, and what the test left out of the
    collector looked over again (as the app's end does): the next test starts as ever."""
    stop = keep_out_of_collections(window, window.checkers)
    try:
        yield
    finally:
        stop()
        gc.unfreeze()


def test_a_game_opened_is_left_out_of_the_collectors_rounds(window: Any, tmp_path: Path, kept: None) -> None:
    path = tmp_path / "big.wmm"
    save_game(random_game(60, 10, seed=4, hit_chance=0.02), path)
    before = gc.get_freeze_count()
    assert window.open_path(path)
    assert gc.get_freeze_count() - before > 60 * 10, "the game's guesses were not left out"
    assert not [o for o in gc.get_objects() if isinstance(o, Guess)], "a full round still looks at the guesses"
    assert len(window.wmm.document.game.rounds) == 10


def test_word_lists_loaded_are_left_out_of_the_collectors_rounds(window: Any, qtbot: Any, kept: None) -> None:
    before = gc.get_freeze_count()
    with qtbot.waitSignal(window.checkers.loaded, timeout=60_000):
        window.checkers.get("de").lexicon()  # loading starts when asked
    assert gc.get_freeze_count() > before


def test_once_unwired_a_game_opened_is_looked_over_as_ever(window: Any, tmp_path: Path) -> None:
    """What the app's end calls: later lists or games (a test's next start in the same process) are
    collected as before."""
    keep_out_of_collections(window, window.checkers)()
    path = tmp_path / "small.wmm"
    save_game(random_game(8, 3, seed=4, hit_chance=0.02), path)
    before = gc.get_freeze_count()
    try:
        assert window.open_path(path)
        assert gc.get_freeze_count() == before
    finally:
        gc.unfreeze()
