"""The main window as a desktop user expects it: files, title, undo, recovery."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QScrollArea

from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.files.wmm.file import load_game, save_game
from wordmastermind.gui import settings as keys
from wordmastermind.gui.roles import PROBLEM_ROLE, STATUS_ROLE
from wordmastermind.gui.wmm.roster_model import HIDDEN, NAME, SECRET

Buttons = QMessageBox.StandardButton


def saved_demo(tmp_path: Path) -> Path:
    path = tmp_path / "demo.wmm"
    save_game(rules_example(), path)
    return path


def test_the_title_shows_the_file_and_unsaved_changes(window: Any, tmp_path: Path) -> None:
    path = saved_demo(tmp_path)
    assert window.open_path(path)
    assert window.windowTitle() == "demo.wmm[*] — wordmastermind"
    assert not window.isWindowModified()
    window.wmm.game_page.roster_model.setData(window.wmm.game_page.roster_model.index(0, NAME), "Alfonso")
    assert window.isWindowModified()
    window.undo_action.trigger()
    assert not window.isWindowModified()  # back where the file is


def test_save_and_save_as_write_the_game(window: Any, tmp_path: Path, dialogs: Any) -> None:
    window.wmm.load_demo()
    target = tmp_path / "neu"
    dialogs.files = [str(target)]
    window.save_action.trigger()  # no file yet: asks for one, adds .wmm
    assert (tmp_path / "neu.wmm").exists()
    assert load_game(tmp_path / "neu.wmm") == window.wmm.document.game
    assert window.windowTitle() == "neu.wmm[*] — wordmastermind"
    assert not window.isWindowModified()
    assert window.settings.recent_files()[0] == str((tmp_path / "neu.wmm").resolve())
    model = window.wmm.rounds_page.round_model
    window.wmm.rounds_page.show_round(3)
    model.setData(model.index(0, 0), "Gustav")
    window.save_action.trigger()
    assert load_game(tmp_path / "neu.wmm").rounds[2].guesses[0].guesser == "Gustav"
    assert (tmp_path / "neu.wmm.bak").exists()


def test_save_as_offers_a_new_game_its_title_as_the_file_name(
        window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    offered: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda _parent, _caption, start, _filters, *rest: (offered.append(start), ("", ""))[1])
    window.settings.set(keys.LAST_FOLDER, str(tmp_path))
    window.wmm.load_demo()  # titled "Joes Wörter-MasterMind: the rules' example"
    window.save_action.trigger()
    assert offered == [str(tmp_path / "Joes Wörter-MasterMind_ the rules' example.wmm")]  # no ":" in a file name
    window.wmm.new_document()  # no title: "game"
    window.save_action.trigger()
    assert offered[-1] == str(tmp_path / "game.wmm")


def test_a_bad_file_is_refused_and_nothing_changes(window: Any, tmp_path: Path, dialogs: Any) -> None:
    path = saved_demo(tmp_path)
    window.open_path(path)
    broken = tmp_path / "broken.wmm"
    broken.write_text('{"kind": "wordmastermind", "schema_version": 1, "players": [')
    assert not window.open_path(broken)
    assert "cut off" in dialogs.texts("critical")[0]
    assert window.wmm.document.path == path
    assert window.wmm.document.game == rules_example()
    assert broken.read_text().endswith("[")


def test_open_recent_and_drag_and_drop(window: Any, tmp_path: Path) -> None:
    path = saved_demo(tmp_path)
    window.settings.add_recent_file(path)
    window._fill_recent_menu()
    actions = window.recent_menu.actions()
    assert [a.text() for a in actions] == ["demo.wmm"]
    actions[0].trigger()
    assert window.wmm.document.path == path

    window.new_action.trigger()
    assert window.wmm.document.path is None
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    drop = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, data,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    window.dropEvent(drop)
    assert window.wmm.document.path == path


def test_closing_with_unsaved_work_asks_first(window: Any, dialogs: Any) -> None:
    window.wmm.load_demo()
    model = window.wmm.game_page.roster_model
    model.setData(model.index(0, NAME), "Alfonso")
    dialogs.answers = [Buttons.Cancel]
    assert not window.close()
    assert "unsaved changes" in dialogs.texts("warning")[0]
    assert window.isVisible()
    dialogs.answers = [Buttons.Discard]
    assert window.close()


def test_new_with_unsaved_work_can_be_cancelled(window: Any, dialogs: Any) -> None:
    window.wmm.load_demo()
    window.wmm.game_page.roster_model.setData(window.wmm.game_page.roster_model.index(0, NAME), "X")
    dialogs.answers = [Buttons.Cancel]
    window.new_action.trigger()
    assert window.wmm.document.game.players[0].name == "X"


def test_first_start_offers_the_rules_example_once(make_window: Any, dialogs: Any) -> None:
    first = make_window()
    dialogs.answers = [Buttons.Yes]
    first.start()
    assert "SALAT" in dialogs.texts("question")[0]
    names = [p.name for p in first.wmm.document.game.players]
    assert names == ["Alfons", "Gustav", "Beatrix", "Emil", "Fritzchen"]
    assert first.wmm.document.evaluation.rounds[1].guesses[2].points == 12  # Emil's ATLAS
    first.wmm.document.undo_stack.setClean()
    first.close()
    second = make_window()
    second.start()
    assert len(dialogs.texts("question")) == 1  # not offered again
    assert second.settings.get(keys.DEMO_OFFERED)


def test_unsaved_work_survives_a_crash(make_window: Any, tmp_path: Path, dialogs: Any, qtbot: Any) -> None:
    path = saved_demo(tmp_path)
    crashed = make_window()
    crashed.open_path(path)
    page = crashed.wmm.rounds_page
    page.show_round(3)
    page.round_model.setData(page.round_model.index(0, 0), "Gustav")
    page.round_model.setData(page.round_model.index(0, 1), "Alfons")
    page.round_model.setData(page.round_model.index(0, 2), "salat")
    crashed.autosave(crashed.wmm)  # what the timer does a moment after a change
    assert list((tmp_path / "recovery").glob("*.recovery.json"))
    # The process dies: no close, no save. Its lock goes with it.
    crashed.recovery.release(crashed.slot(crashed.wmm))
    crashed.recovery = type(crashed.recovery)(tmp_path / "elsewhere")

    restarted = make_window()
    restarted.recovery.release(restarted.slot(restarted.wmm))  # a new process, a new slot
    dialogs.answers = [Buttons.Yes]
    restarted.start()
    assert "demo.wmm" in dialogs.texts("question")[-1]
    document = restarted.wmm.document
    assert document.path == path
    assert document.modified
    assert document.evaluation.player("Alfons").guessed_in_round == 3
    assert load_game(path) == rules_example()  # the file itself is untouched
    restarted.undo_action.trigger()
    assert document.game == rules_example()


def test_autosave_runs_after_a_change_and_a_save_clears_it(window: Any, tmp_path: Path, qtbot: Any) -> None:
    path = saved_demo(tmp_path)
    window.open_path(path)
    recovery = tmp_path / "recovery"
    window._timers[id(window.wmm)].setInterval(10)
    model = window.wmm.game_page.roster_model
    model.setData(model.index(0, NAME), "Alfonso")
    qtbot.waitUntil(lambda: bool(list(recovery.glob("*.recovery.json"))), timeout=3000)
    record = json.loads(next(recovery.glob("*.recovery.json")).read_text())
    assert record["original"] == str(path)
    window.save_action.trigger()
    assert not list(recovery.glob("*.recovery.json"))


def test_roster_entry_marks_bad_entries_and_hides_secrets(window: Any) -> None:
    page = window.wmm.game_page
    model = page.roster_model
    for row, (name, secret) in enumerate(
        [("Anna", "Abend"), ("Bernd", "Birne"), ("anna", "Chlor"), ("Dora", "Dach")]
    ):
        assert model.setData(model.index(row, NAME), name)
        assert model.setData(model.index(row, SECRET), secret)
    assert model.index(0, SECRET).data() == HIDDEN
    assert model.index(2, NAME).data(PROBLEM_ROLE) == "anna is already row 1 (names must differ, ignoring case)"
    assert model.index(3, SECRET).data(PROBLEM_ROLE) == "DACH has 4 letters, the game needs 5"
    assert model.index(3, SECRET).data(STATUS_ROLE) == "bad"
    assert not page.draw.isEnabled()  # the lot waits for a good roster
    page.show_secrets.setChecked(True)
    assert model.index(0, SECRET).data() == "ABEND"
    model.setData(model.index(2, NAME), "Clara")
    model.setData(model.index(3, SECRET), "Dachs")
    assert page.draw.isEnabled()
    page.draw.click()
    lot = window.wmm.document.game.lot
    assert lot is not None and len(lot.assignment) == 4
    assert page.lot_model.rowCount() == 4
    assert window.wmm.rounds_page.round_model.completions(0, 0) == ["Anna", "Bernd", "Clara", "Dora"]


def test_settings_changes_are_undoable_steps(window: Any) -> None:
    page = window.wmm.game_page
    page.length.setValue(6)
    page.umlauts.setChecked(True)
    settings = window.wmm.document.game.settings
    assert (settings.word_length, settings.umlauts) == (6, True)
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert (page.length.value(), page.umlauts.isChecked()) == (5, False)


def test_the_game_over_is_announced(window: Any) -> None:
    window.wmm.load_demo()
    page = window.wmm.rounds_page
    page.show_round(3)
    model = page.round_model
    # Three more words out of five: Alfons's, Fritzchen's and Gustav's.
    for row, (guesser, target, word) in enumerate(
        [("Beatrix", "Alfons", "SALAT"), ("Alfons", "Fritzchen", "KERZE"), ("Emil", "Gustav", "MOTEL")]
    ):
        for column, text in enumerate((guesser, target, word)):
            model.setData(model.index(row, column), text)
    assert window.wmm.document.evaluation.game_over_after == 3
    assert "The game is over after round 3" in window.wmm.status.text()
    assert page.tabs.count() == 3  # no new round after the end


def test_app_main_opens_the_game_given(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: Any, qtbot: Any) -> None:
    from PySide6.QtWidgets import QApplication

    from wordmastermind.gui import app as app_module
    from wordmastermind.gui.settings import AppSettings

    monkeypatch.setattr(AppSettings, "user", classmethod(lambda cls: AppSettings.at(tmp_path / "s.ini")))
    monkeypatch.setattr(app_module, "recovery_folder", lambda: tmp_path / "rec")
    path = saved_demo(tmp_path)
    seen: list[tuple[str, Path | None]] = []

    def run_briefly(app: QApplication) -> int:
        # Instead of the real event loop (quitting that would end every
        # later test's event loops too): look at the window and close it.
        # The window is on screen first, its title naming the file; the game opens once it is.
        window = next(w for w in QApplication.topLevelWidgets() if w.isVisible() and w.windowTitle())
        seen.append((window.windowTitle(), window.wmm.document.path))
        qtbot.waitUntil(lambda: window.wmm.document.path is not None)
        seen.append((window.windowTitle(), window.wmm.document.path))
        window.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", run_briefly)
    assert app_module.main([str(path)]) == 0
    assert seen == [("demo.wmm[*] — wordmastermind", None), ("demo.wmm[*] — wordmastermind", path)]


def test_app_main_lets_the_garbage_collector_work_once_the_start_has_settled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dialogs: Any, qtbot: Any
) -> None:
    """The collector waits while the window and the game given are made, then works again, leaving what
    the start made out of its way; after the app, all is as before."""
    import gc

    from PySide6.QtWidgets import QApplication

    from wordmastermind.gui import app as app_module
    from wordmastermind.gui.settings import AppSettings

    monkeypatch.setattr(AppSettings, "user", classmethod(lambda cls: AppSettings.at(tmp_path / "s.ini")))
    monkeypatch.setattr(app_module, "recovery_folder", lambda: tmp_path / "rec")
    monkeypatch.setattr(app_module, "START_SETTLED_MS", 50)
    path = saved_demo(tmp_path)
    seen: list[tuple[bool, bool]] = []

    def run_briefly(app: QApplication) -> int:
        window = next(w for w in QApplication.topLevelWidgets() if w.isVisible() and w.windowTitle())
        seen.append((gc.isenabled(), gc.get_freeze_count() > 0))
        qtbot.waitUntil(lambda: "demo.wmm" in window.windowTitle() and gc.isenabled())
        seen.append((gc.isenabled(), gc.get_freeze_count() > 0))
        window.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", run_briefly)
    assert gc.isenabled()
    assert app_module.main([str(path)]) == 0
    assert seen == [(False, False), (True, True)]
    assert gc.isenabled() and gc.get_freeze_count() == 0


def test_settings_declares_every_key_once() -> None:
    names = [s.key for s in keys.ALL_SETTINGS]
    assert len(names) == len(set(names))
    source = Path(keys.__file__).read_text()
    assert source.count("Setting(") - 1 == len(names)  # the dataclass itself, then each key
    import wordmastermind.gui as gui

    # Every setting goes through the settings module: no other module opens QSettings.
    package = Path(gui.__file__).parent.parent
    for module in package.rglob("*.py"):
        if module.name != "settings.py":
            assert "QSettings" not in module.read_text(), module


def test_recent_files_are_kept_and_capped(tmp_path: Path) -> None:
    from wordmastermind.gui.settings import MAX_RECENT_FILES, AppSettings

    store = AppSettings.at(tmp_path / "s.ini")
    for i in range(MAX_RECENT_FILES + 3):
        store.add_recent_file(tmp_path / f"g{i}.wmm")
    store.sync()
    again = AppSettings.at(tmp_path / "s.ini")
    recent = again.recent_files()
    assert len(recent) == MAX_RECENT_FILES
    assert recent[0].endswith(f"g{MAX_RECENT_FILES + 2}.wmm")
    assert again.get(keys.LAST_FOLDER) == str(tmp_path.resolve())
    assert again.get(keys.DEMO_OFFERED) is False


def test_drag_enter_accepts_only_game_files(window: Any, tmp_path: Path) -> None:
    assert window.sheet_for(Path("x.wmm")) is window.wmm
    assert window.sheet_for(Path("x.txt")) is None


def test_a_fresh_start_shows_the_ways_to_begin(window: Any, tmp_path: Path, qtbot: Any) -> None:
    panel = window.wmm.start_panel
    assert panel.isVisible()
    assert not panel.recent.isVisible()  # nothing recent yet
    qtbot.mouseClick(panel.new_button, Qt.MouseButton.LeftButton)
    assert window.wmm.game_page.isVisible()
    assert not panel.isVisible()


def test_the_start_panel_opens_recent_games_and_the_example(make_window: Any, tmp_path: Path, qtbot: Any) -> None:
    path = saved_demo(tmp_path)
    first = make_window()
    first.open_path(path)
    first.close()
    second = make_window()
    panel = second.wmm.start_panel
    assert panel.recent.count() == 1
    assert panel.recent.item(0).toolTip() == str(path.resolve())
    panel.recent.itemActivated.emit(panel.recent.item(0))
    assert second.wmm.document.path == path.resolve()
    third = make_window()
    qtbot.mouseClick(third.wmm.start_panel.demo_button, Qt.MouseButton.LeftButton)
    example = rules_example()
    assert third.wmm.document.game == example.with_settings(replace(example.settings, words_in="de"))  # a new game's
    assert third.wmm.rounds_page.isVisible()


def test_the_window_comes_back_where_it_was(make_window: Any, qtbot: Any) -> None:
    from wordmastermind.gui.window.main_window import MainWindow

    first = make_window()
    first.resize(700, 500)  # within the offscreen screen (800 x 600)
    qtbot.waitUntil(lambda: first.width() == 700)
    first.close()
    again = MainWindow(first.settings, first.recovery)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (700, 500)


def test_about_names_the_word_lists_and_their_licences(window: Any, dialogs: Any) -> None:
    window.about()
    text = dialogs.texts("about")[0]
    assert "german-nouns" in text and "Wiktionary" in text and "wordfreq" in text and "simplemma" in text
    assert text.count("CC BY-SA 4.0") == 3 and "Apache 2.0" in text and "ODbL" in text
    from PySide6.QtCore import qVersion

    from wordmastermind import __version__

    assert f"wordmastermind {__version__}" in text and "MIT licence" in text
    assert f"Qt {qVersion()}" in text and "LGPL v3" in text


def test_the_other_games_tabs_are_built_when_first_needed(window: Any, tmp_path: Path) -> None:
    from wordmastermind.gui.rondo.sheet import RondoSheet
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "Wörter-MasterMind", "Wachtwoord", "RONDO", "Woordspel", "PASSWORD"
    ]
    assert len(window.sheets) == 1  # only the first is built at start
    window.tabs.setCurrentIndex(2)
    assert isinstance(window.current_sheet(), RondoSheet)
    assert window.tabs.widget(2) is window.current_sheet()
    # Opening a file of another kind builds its tab and opens it there.
    from test_wachtwoord_file import example_game

    from wordmastermind.files.wachtwoord.file import save_wachtwoord

    save_wachtwoord(example_game(), tmp_path / "fred.wwd")
    assert window.open_path(tmp_path / "fred.wwd")
    sheet = window.current_sheet()
    assert isinstance(sheet, WachtwoordSheet)
    assert sheet.document.path == tmp_path / "fred.wwd"
    assert window.windowTitle() == "fred.wwd[*] — wordmastermind"


def test_each_start_panel_lists_its_own_kind_and_opens_its_own_example(
    window: Any, tmp_path: Path, qtbot: Any
) -> None:
    from test_wachtwoord_file import example_game

    from wordmastermind.files.wachtwoord.file import save_wachtwoord
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    save_wachtwoord(example_game(), tmp_path / "fred.wwd")
    window.open_path(saved_demo(tmp_path))
    window.open_path(tmp_path / "fred.wwd")
    wmm_recent = [window.wmm.start_panel.recent.item(i).toolTip()
                  for i in range(window.wmm.start_panel.recent.count())]
    assert wmm_recent and all(name.endswith(".wmm") for name in wmm_recent)
    sheet = window.current_sheet()
    assert isinstance(sheet, WachtwoordSheet)
    panel = sheet.start_panel
    assert [panel.recent.item(i).toolTip() for i in range(panel.recent.count())] == [
        str((tmp_path / "fred.wwd").resolve())
    ]
    # The Wachtwoord tab's own example, as a new unsaved game in that tab
    sheet.new_document()
    sheet.document.undo_stack.setClean()
    qtbot.mouseClick(panel.demo_button, Qt.MouseButton.LeftButton)
    assert sheet.document.game == example_game() and sheet.document.path is None
    assert window.current_sheet() is sheet


def test_the_status_bar_shows_while_the_word_lists_load(qtbot: Any, tmp_path: Path) -> None:
    import threading

    from conftest import small_german_lexicon

    from wordmastermind.gui.window.main_window import MainWindow
    from wordmastermind.gui.window.recovery import RecoveryStore
    from wordmastermind.gui.settings import AppSettings
    from wordmastermind.gui.word_checker import WordCheckers

    gate = threading.Event()

    def slow(language: str) -> Any:
        gate.wait(10)
        if language == "fr":
            raise OSError("the package is broken")
        return small_german_lexicon()

    checkers = WordCheckers(load=slow)
    window = MainWindow(AppSettings.at(tmp_path / "s.ini"), RecoveryStore(tmp_path / "r"), checkers=checkers)
    qtbot.addWidget(window)
    window.show()
    busy = window.word_list_status
    assert not busy.isVisible()
    assert checkers.get("de").lexicon() is None  # the first check starts the load
    assert busy.isVisible()
    assert "Loading the German word lists" in window.statusBar().currentMessage()
    try:  # still loading: a language switch says so in the new language
        window.switch_language("de")
        assert window.statusBar().currentMessage().startswith("Die deutschen Wortlisten werden geladen")
    finally:
        window.switch_language("en")
    assert "Loading the German word lists" in window.statusBar().currentMessage()
    gate.set()
    qtbot.waitUntil(lambda: not busy.isVisible(), timeout=5000)
    assert window.statusBar().currentMessage() == "The German word lists are ready."
    checkers.get("fr").lexicon()
    qtbot.waitUntil(lambda: "could not be loaded" in window.statusBar().currentMessage(), timeout=5000)
    assert "French" in window.statusBar().currentMessage() and "broken" in window.statusBar().currentMessage()
    assert not busy.isVisible()


def test_help_shows_the_first_game_guide_and_the_current_games_rules(window: Any, qtbot: Any) -> None:
    from wordmastermind.gui.help_dialog import HelpDialog, sections

    window.guide_action.trigger()
    dialog = window.findChild(HelpDialog)
    assert dialog is not None and dialog.isVisible()
    assert "Your first game of Joes Wörter-MasterMind" in dialog.current_text()
    window.rules_action.trigger()
    assert window.findChildren(HelpDialog) == [dialog]  # one help window, reused
    text = dialog.current_text()
    assert text.startswith("Joes Wörter-MasterMind") and "Plus and Kringel" in text
    window.tabs.setCurrentIndex(1)  # Wachtwoord
    window.rules_action.trigger()
    assert dialog.current_text().startswith("Wachtwoord") and "American method" in dialog.current_text()
    titles = [dialog.contents.item(i).text() for i in range(dialog.contents.count())]
    assert titles[:3] == ["Your first game", "Rules: Joes Wörter-MasterMind", "Rules: Wachtwoord"]
    assert "Rules: PASSWORD" in titles and titles[-1] == "File formats"
    dialog.close()
    assert sections("x\n## A\na\n```\n## no\n```\n## B\nb") == [("A", "## A\na\n```\n## no\n```"), ("B", "## B\nb")]


def test_the_file_menus_example_opens_in_the_current_tab(window: Any) -> None:
    from test_wachtwoord_file import example_game

    window.tabs.setCurrentIndex(1)
    sheet = window.current_sheet()
    window.demo_action.trigger()
    assert sheet.document.game == example_game()
    window.tabs.setCurrentIndex(2)  # RONDO has no example: Wörter-MasterMind's opens
    window.demo_action.trigger()
    assert window.current_sheet() is window.wmm and window.wmm.document.game is not None


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_window_fits_a_small_laptop_screen_on_every_tab(window: Any, language: str) -> None:
    """A laptop's 1366 × 768 screen at 150 % leaves the window 911 × 512, less its title bar and the task
    bar. A side tab needed 956 × 463 (1,032 in German), Woordspel 621 high, and every tab shares the
    window, so once one was opened the window could not be made small enough for the screen. Each tab now
    scrolls what does not fit instead, with a game open, and shows no scroll bar where it does."""
    if language != "en":
        window.switch_language(language)
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        sheet = window.current_sheet()
        sheet.load_demo() if hasattr(sheet, "load_demo") else sheet.new_document()
        sheet.document.undo_stack.setClean()
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        window.resize(911, 440)
        QApplication.processEvents()
        assert (window.width(), window.height()) == (911, 440), window.tabs.tabText(index)
        if not window.current_sheet().scrolls:  # its pages fit as they are
            assert window.current_sheet().minimumSizeHint().width() <= 911 - 20
            continue
        scroll = window.current_sheet().findChild(QScrollArea)
        content, least, view = scroll.widget(), scroll.widget().minimumSizeHint(), scroll.viewport()
        assert content.width() >= least.width() and content.height() >= least.height()  # nothing squeezed
        assert scroll.horizontalScrollBar().maximum() == max(0, content.width() - view.width())  # all of it
        assert scroll.verticalScrollBar().maximum() == max(0, content.height() - view.height())  # in reach
        window.resize(1600, 1000)
        QApplication.processEvents()
        assert not scroll.horizontalScrollBar().isVisible() and not scroll.verticalScrollBar().isVisible()
