"""Word checks in the app: warnings from the word lists, and the GM's word on them."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.files.wmm.file import load_game
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


def test_the_candidates_page_shows_how_the_numbers_fell(window: Any, qtbot: Any) -> None:
    from pytestqt.modeltest import ModelTester

    window.wmm.load_demo()
    lists_ready(window, qtbot)
    sheet = window.wmm
    page = sheet.candidates_page
    sheet.pages.setCurrentWidget(sheet.content().candidates)
    qtbot.waitUntil(lambda: page.model.rowCount() > 0, timeout=3000)
    rows = {page.model.index(r, 0).data(): (page.model.index(r, 1).data(), page.model.index(r, 2).data())
            for r in range(page.model.rowCount())}
    # 16 five-letter nouns in the small list; after round 1 those that give
    # TOLLE +o, as SALAT does (the reference count); after round 2 only SALAT.
    from conftest import SMALL_NOUNS

    from wordmastermind.core.wmm.candidates import candidates
    from wordmastermind.core.wmm.marks import Marks

    after_one = len(candidates([w.upper() for w in SMALL_NOUNS], [("TOLLE", Marks(1, 1))]))
    assert rows["Alfons"] == ("1", f"16 › {after_one} › 1")
    assert "Emil" not in rows  # guessed in round 2
    page.table.selectRow(list(rows).index("Alfons"))
    assert [page.words.item(i).text() for i in range(page.words.count())] == ["SALAT"]
    assert page.hints.count() == 3  # the rules' illustrative round 2 contradicts TOLLE's +o
    assert "for the game master only" in page.caption.text().lower()
    ModelTester(qtbot._request.config).check(page.model, force_py=True)
    # An edit while the page is shown counts again at once.
    model = sheet.rounds_page.round_model
    sheet.show_rounds(3)
    sheet.pages.setCurrentWidget(sheet.content().candidates)
    model.setData(model.index(0, 0), "Gustav")
    model.setData(model.index(0, 1), "Alfons")
    model.setData(model.index(0, 2), "SALAT")
    assert "Alfons" not in [page.model.index(r, 0).data() for r in range(page.model.rowCount())]


# -- the word lists' loading ends when the app is done with it ---------------------------------


def building_german(tmp_path: Path) -> Any:
    """The real way to the German lists, into an empty cache: a build in a process of its own."""
    from wordmastermind.files.lexicon_store import load_lexicon

    return lambda language="de": load_lexicon(language, cache_dir=tmp_path)


def word_list_threads() -> list[Any]:
    import threading

    return [t for t in threading.enumerate() if t.name == "word lists"]


def wait_for_the_build(qtbot: Any, before: set[int]) -> None:
    """Until a process of the lists' build runs (a child of this process that was not there ``before``)."""
    from conftest import _children

    qtbot.waitUntil(lambda: bool(_children() - before), timeout=60_000)


def test_stopping_the_word_checkers_ends_a_build_at_once(tmp_path: Path, qtbot: Any) -> None:
    from conftest import _children
    from PySide6.QtCore import QCoreApplication

    from wordmastermind.gui.word_checker import WordCheckers

    before = _children()
    checkers = WordCheckers(load=building_german(tmp_path))
    failures: list[str] = []
    checkers.failed.connect(lambda _language, reason: failures.append(reason))
    checker = checkers.get("de")
    assert checker.lexicon() is None  # the build begins
    wait_for_the_build(qtbot, before)
    checkers.stop()
    # at once: the build was not waited for (it would have left its cache), and nothing of it runs on
    assert word_list_threads() == [] and _children() - before == set()
    assert list(tmp_path.iterdir()) == []  # no cache, not even half of one
    QCoreApplication.sendPostedEvents()  # whatever the ended thread still said arrives now
    QCoreApplication.processEvents()
    assert checker.lexicon() is None and failures == []  # stopped is not failed, and stays stopped


def test_a_checker_deleted_while_it_loads_stops_its_build(tmp_path: Path, qtbot: Any) -> None:
    import shiboken6

    from wordmastermind.gui.word_checker import WordChecker

    from conftest import _children

    before = _children()
    checker = WordChecker(load=building_german(tmp_path))
    checker.lexicon()
    wait_for_the_build(qtbot, before)
    shiboken6.delete(checker)  # as when its window goes
    assert word_list_threads() == [] and _children() - before == set()
    assert list(tmp_path.iterdir()) == []



def test_quitting_while_the_lists_module_is_still_being_imported_ends_quietly(monkeypatch: Any) -> None:
    """Closing the app at the moment the loading thread imports the word lists' module (it is then in
    ``sys.modules`` without its functions) ends the load without an error (once a crash report on quitting)."""
    import threading
    import types

    from wordmastermind.gui.word_checker import _Loading

    looked = threading.Event()
    importing = types.ModuleType("wordmastermind.files.lexicon_store")

    def not_yet(name: str) -> object:  # what a half-imported module says of a function it has not reached
        looked.set()
        raise AttributeError(name)

    importing.__getattr__ = not_yet  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "wordmastermind.files.lexicon_store", importing)
    loading = _Loading(lambda: looked.wait(60))
    assert loading.stop(timeout=60)  # ended, once the thread went on
    assert loading.done.is_set() and not loading.thread.is_alive()

def choose(box: Any, language: str) -> None:
    """Pick ``language`` in a language box of the Game page, as the game master does."""
    box.setCurrentIndex(box.findData(language))
    box.activated.emit(box.currentIndex())


def test_the_words_language_decides_the_roster_warnings_whatever_the_reports(window: Any, qtbot: Any) -> None:
    window.new_action.trigger()
    sheet = window.wmm
    page = sheet.game_page
    model = page.roster_model
    for row, (name, secret) in enumerate((("Anna", "Paard"), ("Bernd", "Salat"), ("Cor", "Chien"))):
        model.setData(model.index(row, 0), name)
        model.setData(model.index(row, SECRET), secret)

    def warnings() -> dict[str, str | None]:
        lists_ready(window, qtbot)
        return {model.index(r, 0).data(): model.index(r, SECRET).data(WARNING_ROLE) for r in range(3)}

    # Anna's PAARD is Dutch, Bernd's SALAT German, Cor's CHIEN French
    german = {"Anna": "not a known noun", "Bernd": None, "Cor": "not a known noun"}
    dutch = {"Anna": None, "Bernd": "not a known word", "Cor": "not a known word"}
    french = {"Anna": "not a known word", "Bernd": "not a known word", "Cor": None}
    choose(page.language, "nl")  # a Dutch club's reports: the words stay German nouns, as the rules say
    assert (page.words.language(), warnings()) == ("de", german)
    choose(page.words, "nl")
    assert sheet.document.game.settings.word_language == "nl"
    assert sheet.document.undo_stack.undoText() == "Words in Dutch"
    assert warnings() == dutch
    choose(page.words, "fr")
    assert warnings() == french
    choose(page.language, "de")  # German reports of French words
    assert (page.words.language(), warnings()) == ("fr", french)
    sheet.document.undo_stack.undo()
    sheet.document.undo_stack.undo()  # the words back in Dutch
    assert (page.language.language(), page.words.language(), warnings()) == ("nl", "nl", dutch)
    nouns = sheet.checker.nouns(sheet.document.game.settings.word_rules)  # what the candidates count
    assert nouns is not None and "PAARD" in nouns and "SALAT" not in nouns
    sheet.document.undo_stack.undo()
    assert (page.words.language(), warnings()) == ("de", german)


def test_the_guesses_are_checked_in_the_words_language(window: Any, qtbot: Any) -> None:
    window.wmm.load_demo()
    model = window.wmm.show_rounds(2).round_model

    def warning(row: int) -> str | None:
        lists_ready(window, qtbot)
        return model.index(row, WORD).data(WARNING_ROLE)

    assert model.index(0, WORD).data() == "SAHNE"
    assert (warning(0), warning(3)) == (None, "not a known noun")  # SAHNE a German noun, SALSA not
    choose(window.wmm.game_page.words, "nl")
    assert (warning(0), warning(3)) == ("not a known word", "not a known word")


def test_an_old_games_words_follow_its_reports_as_they_did(window: Any, qtbot: Any, tmp_path: Path) -> None:
    import json

    from wordmastermind.files.wmm.file import save_game

    path = tmp_path / "old.wmm"
    save_game(rules_example(), path)
    data = json.loads(path.read_text("utf-8"))
    data["schema_version"], data["settings"]["language"] = 6, "nl"  # as the app wrote it before
    path.write_text(json.dumps(data), "utf-8")
    window.open_path(path)
    sheet = window.wmm
    page = sheet.game_page
    model = page.roster_model
    lists_ready(window, qtbot)
    assert (page.words.language(), model.index(0, SECRET).data(WARNING_ROLE)) == ("nl", "not a known word")
    choose(page.language, "de")  # as before the setting: German reports check German nouns
    lists_ready(window, qtbot)
    assert (page.words.language(), model.index(0, SECRET).data(WARNING_ROLE)) == ("de", None)


def test_the_candidates_page_loads_the_open_games_word_language(qtbot: Any, tmp_path: Path, dialogs: Any) -> None:
    import threading

    from conftest import small_lexicon

    from wordmastermind.gui.settings import AppSettings
    from wordmastermind.gui.window.main_window import MainWindow
    from wordmastermind.gui.window.recovery import RecoveryStore
    from wordmastermind.gui.word_checker import WordCheckers

    gate = threading.Event()
    asked: list[str] = []

    def load(language: str) -> Any:
        asked.append(language)
        gate.wait(10)
        return small_lexicon(language)

    checkers = WordCheckers(load=load)
    window = MainWindow(AppSettings.at(tmp_path / "settings.ini"), RecoveryStore(tmp_path / "recovery"),
                        checkers=checkers)
    checkers.setParent(window)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    try:
        window.new_action.trigger()
        sheet = window.wmm
        choose(sheet.game_page.words, "nl")
        sheet.pages.setCurrentWidget(sheet.content().candidates)
        page = sheet.candidates_page
        page.update_now()
        assert page.caption.text() == "Loading the Dutch word list…"
    finally:
        gate.set()
    qtbot.waitUntil(lambda: "game master only" in page.caption.text(), timeout=5000)
    assert asked == ["nl"]
    assert "words of the list" in page.caption.text()
    checkers.stop()


def test_a_window_hidden_while_its_frame_is_awaited_is_not_watched_afterwards(qtbot: Any, qapp: Any) -> None:
    # The tab asks for the lists while its window is on screen: the lists wait for the window's next frame
    # (an event filter on it). The window is hidden, and a check needs the lists at once (wait): they load,
    # and the window is no longer watched (shown again, its events go by the checker).
    from conftest import small_lexicon
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QWidget

    from wordmastermind.gui.wmm.document import GameDocument
    from wordmastermind.gui.wmm.word_lists import GameWordChecker
    from wordmastermind.gui.word_checker import WordCheckers

    class Watching(GameWordChecker):
        seen = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            self.seen += 1
            return super().eventFilter(watched, event)

    window = QWidget()
    qtbot.addWidget(window)
    checkers = WordCheckers(load=small_lexicon)
    checkers.setParent(window)
    checker = Watching(checkers, GameDocument(rules_example(), parent=window), window)
    window.show()
    qtbot.waitExposed(window)
    assert checker.lexicon() is None  # waiting for the window's next frame
    window.hide()
    checker.wait()
    assert checker.lexicon() is not None
    seen = checker.seen
    window.show()
    window.update()
    qtbot.waitExposed(window)
    qapp.processEvents()
    assert checker.seen == seen
    checkers.stop()
