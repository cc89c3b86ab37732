"""Word checks in the app: warnings from the word lists, and the GM's word on them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wordmastermind.core.examples import rules_example
from wordmastermind.files.gamefile import load_game
from wordmastermind.gui.roles import WARNING_ROLE
from wordmastermind.gui.wmm.roster_model import SECRET
from wordmastermind.gui.wmm.round_model import WORD


def lists_ready(window: Any, qtbot: Any) -> None:
    checker = window.wmm.checker
    checker.lexicon()
    qtbot.waitUntil(lambda: checker.lexicon() is not None, timeout=5000)


def test_a_guess_the_lists_do_not_know_is_a_warning_not_a_refusal(window: Any, qtbot: Any) -> None:
    window.wmm.load_demo()
    lists_ready(window, qtbot)
    model = window.wmm.show_rounds(2).round_model
    # Round 2: SAHNE, TOLLE, ATLAS are in the small list; SALSA and LAMPE?
    warnings = {model.index(r, WORD).data(): model.index(r, WORD).data(WARNING_ROLE) for r in range(5)}
    assert warnings["SAHNE"] is None
    assert warnings["SALSA"] == "not a known noun"
    assert model.index(3, WORD).data() == "SALSA"
    assert "Right-click to accept it" in model.index(3, WORD).data(0x03)  # tooltip
    assert model.index(3, 4).data() == "11"  # it still scores


def test_accepting_a_word_is_remembered_in_the_game(window: Any, qtbot: Any, tmp_path: Path, dialogs: Any) -> None:
    window.wmm.load_demo()
    lists_ready(window, qtbot)
    model = window.wmm.show_rounds(2).round_model
    [(label, accept)] = model.word_actions(model.index(3, WORD))
    assert label == "Accept SALSA although the word lists say: not a known noun"
    accept()
    assert model.index(3, WORD).data(WARNING_ROLE) is None
    assert "SALSA" in window.wmm.document.game.accepted_words
    dialogs.files = [str(tmp_path / "game.wmm")]
    window.save_action.trigger()
    assert load_game(tmp_path / "game.wmm").accepted_words == {"SALSA"}
    [(label, take_back)] = model.word_actions(model.index(3, WORD))
    assert label == "Take back: SALSA is no longer accepted"
    window.undo_action.trigger()
    assert model.index(3, WORD).data(WARNING_ROLE) == "not a known noun"


def test_a_secret_that_is_a_plural_is_flagged_in_the_roster(window: Any, qtbot: Any) -> None:
    window.new_action.trigger()
    lists_ready(window, qtbot)
    model = window.wmm.game_page.roster_model
    model.setData(model.index(0, 0), "Anna")
    model.setData(model.index(0, SECRET), "Salat")
    model.setData(model.index(1, 0), "Bernd")
    model.setData(model.index(1, SECRET), "Quarx")
    assert model.index(0, SECRET).data(WARNING_ROLE) is None
    assert model.index(1, SECRET).data(WARNING_ROLE) == "not a known noun"
    assert rules_example().accepted_words == frozenset()
