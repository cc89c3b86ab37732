"""The first German word check, while the lists' cache is still being built, is answered early: from the
noun list itself, the same the built lists answer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from wordmastermind.core.words import WordRules
from wordmastermind.gui.roles import WARNING_ROLE
from wordmastermind.gui.wmm.round_model import WORD


@pytest.fixture
def no_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's cache folder is empty: the German lists are built on first use."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "wordmastermind"


def test_the_first_german_check_is_answered_before_the_lists_are_built(no_cache: Path, qtbot: Any) -> None:
    from wordmastermind.gui.word_checker import WordCheckers

    checkers = WordCheckers()
    checker = checkers.get("de")
    six, five = WordRules(6), WordRules(5)
    try:
        assert checker.warning("SALATE", six, ()) is None  # the lists begin to load
        with qtbot.waitSignal(checker.answered, timeout=10_000):
            pass
        assert checker.lexicon() is None  # still being built
        assert str(checker.warning("SALATE", six, ())) == "plural of SALAT"
        assert checker.warning("Salat", five, ()) is None  # asked now: looked up next
        assert checker.warning("Peter", five, ()) is None
        with qtbot.waitSignal(checker.answered, timeout=10_000):
            pass
        early = [checker.warning(word, five, ()) for word in ("Salat", "Peter")]
        assert [None if said is None else str(said) for said in early] == [None, "not a common noun: first name"]
        with qtbot.waitSignal(checker.ready, timeout=60_000):
            pass
        assert checker.lexicon() is not None and (no_cache / "lexicon-de.json").is_file()
        assert str(checker.warning("SALATE", six, ())) == "plural of SALAT"
        assert [checker.warning(word, five, ()) for word in ("Salat", "Peter")] == early
    finally:
        checkers.stop()


def test_no_early_lookup_where_the_cache_is_there(lexicon_cache: Path, qtbot: Any) -> None:
    from wordmastermind.files.lexicon_store import load_lexicon
    from wordmastermind.gui.word_checker import WordCheckers, early_answers

    load_lexicon("de")  # the run's cache, the user's cache folder in the tests
    assert early_answers("de", ["SALATE"]) is None
    assert early_answers("nl", ["FIETS"]) is None  # no nouns of its own
    checkers = WordCheckers()
    checker = checkers.get("de")
    answered: list[bool] = []
    checker.answered.connect(lambda: answered.append(True))
    try:
        assert checker.warning("SALATE", WordRules(6), ()) is None
        with qtbot.waitSignal(checker.ready, timeout=10_000):
            pass
        assert str(checker.warning("SALATE", WordRules(6), ())) == "plural of SALAT" and answered == []
    finally:
        checkers.stop()


def test_the_rounds_page_shows_an_early_answer(no_cache: Path, qtbot: Any, tmp_path: Path, dialogs: Any) -> None:
    from wordmastermind.gui.settings import AppSettings
    from wordmastermind.gui.window.main_window import MainWindow
    from wordmastermind.gui.window.recovery import RecoveryStore
    from wordmastermind.gui.word_checker import WordCheckers

    checkers = WordCheckers()
    window = MainWindow(AppSettings.at(tmp_path / "settings.ini"), RecoveryStore(tmp_path / "recovery"),
                        checkers=checkers)
    checkers.setParent(window)
    qtbot.addWidget(window)
    window.show()
    try:
        window.wmm.load_demo()
        model = window.wmm.show_rounds(2).round_model
        checker = window.wmm.checker
        with qtbot.waitSignal(checker.answered, timeout=10_000):
            model.setData(model.index(0, WORD), "HUNDE")
            assert model.index(0, WORD).data(WARNING_ROLE) is None  # the lists begin to load
        assert checker.lexicon() is None
        qtbot.waitUntil(lambda: model.index(0, WORD).data(WARNING_ROLE) is not None, timeout=5_000)
        assert checker.lexicon() is None
        assert model.index(0, WORD).data(WARNING_ROLE) == "plural of HUND"
        with qtbot.waitSignal(checker.ready, timeout=60_000):
            pass
        assert model.index(0, WORD).data(WARNING_ROLE) == "plural of HUND"
    finally:
        checkers.stop()
