"""Every widget lives as long as its owner, not as long as Python's collector lets it.

A sheet, page or dialog that only a reference cycle keeps alive is deleted
whenever Python's cyclic collector runs, perhaps while Qt paints it (the
crash of ``test_gui_woordspel.py`` run alone); one that a signal keeps
through a lambda is never deleted. Here the real main window opens and
closes every tab (Wörter-MasterMind, Wachtwoord, RONDO, Woordspel and
PASSWORD: before a game, with a new game and with a game open, every page,
see ``test_keyboard.each_state``) and every dialog its menus reach (see
``dialog_walk``: the settings, print and print preview, the exports and
imports with their file dialogs cancelled, mailing the players, fetching
their guesses, reminding them, the help, About and Wachtwoord's word
lists), round after round with ``gc.collect()`` between: nothing crashes,
and after the first round (which builds what is built once) the windows and
the QObjects are as many as before. A language switch deletes the window it
replaces. And the suite's own check (``widgets_die_with_the_test`` in
``conftest.py``) fails a test that leaves a widget in a reference cycle or
leaks one.
"""

from __future__ import annotations

import gc
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QCoreApplication, QEvent, QObject  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from dialog_walk import leaf_actions, opened_by  # noqa: E402
from test_keyboard import each_state, window_in  # noqa: E402,F401 (window_in: a fixture)
from dialog_walk import bad_file  # noqa: E402
from test_suite_hygiene import CONFTEST, run_pytest  # noqa: E402

ROUNDS = 50
"""Rounds of every tab, page and dialog."""
FILE_ROUNDS = (1, ROUNDS)
"""The rounds in which every import reads a file with a mistake (its preview is cancelled): a
Wörter-MasterMind import reads in a worker process, too slow for every round. In the others the
imports' file dialogs are cancelled, as the exports' are in every round."""

REAL_ABOUT = QMessageBox.about
"""Help ▸ About's real box (the ``dialogs`` fixture answers it unseen): opened, and closed again."""


def settle() -> None:
    """Let Qt delete what is to be deleted, and Python collect what it holds."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()


def census() -> Counter[str]:
    """The app's windows and every QObject in them and of the application, by class."""
    import shiboken6

    settle()
    app = QApplication.instance()
    assert app is not None
    found: Counter[str] = Counter()
    for window in app.topLevelWidgets():
        found[f"window {type(window).__name__}"] += 1
        for thing in [window, *window.findChildren(QObject)]:
            found[type(thing).__name__] += 1
    for thing in app.findChildren(QObject):
        found[f"application's {type(thing).__name__}"] += 1
    for thing in shiboken6.getAllValidWrappers():
        if isinstance(thing, QObject):
            found[f"Python's {type(thing).__name__}"] += 1
    return found


def open_every_dialog(window: Any, dialogs: Any, folder: Path, wait: Any, files: bool) -> int:
    """Trigger every item of every menu for the current tab; each window it opens is closed again.

    Leaving, Close, New, Undo, Redo, the rules' example and the recent files are not
    triggered (the tabs' walk opens games). With ``files`` an import reads a
    file with a mistake; else, as an export always, its file dialog is cancelled.
    How many items were triggered.
    """
    sheet = window.current_sheet()
    skipped = {window.quit_action, window.close_action, window.new_action, window.undo_action, window.redo_action,
               window.demo_action,
               *window.recent_menu.actions()}
    imports = {action.label: (number, action) for number, action in enumerate(sheet.imports())}
    triggered = 0
    for menu in [action.menu() for action in window.menuBar().actions()]:
        for action in leaf_actions(menu):
            if action in skipped:
                continue
            dialogs.files = []
            if files and action.text() in imports:
                number, file_import = imports[action.text()]
                dialogs.files = [str(bad_file(folder, file_import.file_filter, sheet is window.wmm and number > 0))]
            opened_by(action.trigger, wait)
            triggered += 1
    sheet.document.undo_stack.setClean()  # leave without being asked to save
    return triggered


def one_round(window: Any, dialogs: Any, folder: Path, qtbot: Any, files: bool) -> int:
    """Every tab and page, then every dialog of every tab; how many menu items were triggered."""
    for _state, _sheet in each_state(window, folder):
        pass
    triggered = 0
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        triggered += open_every_dialog(window, dialogs, folder, lambda _ms: QApplication.processEvents(), files)
    return triggered


@pytest.mark.slow
def test_every_tab_page_and_dialog_opened_and_closed_50_times_leaves_nothing_behind(
        window: Any, dialogs: Any, tmp_path: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "about", REAL_ABOUT)
    inputs = tmp_path / "inputs"
    inputs.mkdir()
    triggered = one_round(window, dialogs, inputs, qtbot, files=1 in FILE_ROUNDS)
    assert triggered > 40  # the walk reached the menus of every tab
    after_one = census()
    assert after_one["window MainWindow"] == 1
    for number in range(2, ROUNDS + 1):
        one_round(window, dialogs, inputs, qtbot, files=number in FILE_ROUNDS)
        gc.collect()
    grown = census() - after_one
    assert not grown, f"after {ROUNDS} rounds, more than after the first: {dict(grown)}"
    assert QApplication.activeModalWidget() is None


def test_language_switches_leave_nothing_behind(window_in: Any, qtbot: Any, tmp_path: Path) -> None:
    window = window_in("en")
    window.wmm.load_demo()
    window.wmm.document.undo_stack.setClean()
    for number, language in enumerate(["de", "nl", "fr", "en"] * 3):
        if number == 4:
            before = census()
        window.switch_language(language)  # in place
        settle()
        assert window.wmm.document.game.players[0].name == "Alfons"
    windows = [w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow"]
    assert windows == [window]
    grown = census() - before
    assert not grown, f"more after eight more switches than after four: {dict(grown)}"


# -- the suite's own check ------------------------------------------------------------------

LIFETIME_BUGS = '''
from PySide6.QtWidgets import QPushButton, QWidget


class Sheet(QWidget):
    def __init__(self):
        super().__init__()
        self.button = QPushButton("OK", self)
        self.button.clicked.connect(self.close)  # a bound method: no cycle
        self.button.sheet = self  # back to its sheet: a cycle only Python's collector would break


def test_a_sheet_in_a_reference_cycle(qtbot):
    sheet = Sheet()
    qtbot.addWidget(sheet)
    sheet.show()


def test_a_sheet_that_the_test_holds_alone(qtbot):
    sheet = QWidget()
    qtbot.addWidget(sheet)
    sheet.show()


def test_word_lists_a_lambda_keeps(qapp):
    from wordmastermind.gui.word_checker import WordCheckers

    checkers = WordCheckers()
    qapp.aboutToQuit.connect(lambda: checkers.stop())  # the application holds the lambda, the lambda them
'''


def test_a_widget_in_a_reference_cycle_or_leaked_fails_the_test(tmp_path: Path) -> None:
    folder = tmp_path / "suite"
    folder.mkdir()
    (folder / "conftest.py").write_text(CONFTEST.read_text(encoding="utf-8"), encoding="utf-8")
    (folder / "test_lifetime_bugs.py").write_text(LIFETIME_BUGS, encoding="utf-8")
    home = tmp_path / "home"
    home.mkdir()
    result = run_pytest(["test_lifetime_bugs.py"], home, tmp_path / "basetemp", cwd=folder)
    out = result.stdout
    assert result.returncode == 1, out
    assert "3 passed, 2 errors" in out, out  # each test ran; two fail at teardown
    assert "ERROR at teardown of test_a_sheet_in_a_reference_cycle" in out
    assert "kept alive only by a reference cycle" in out
    assert "Sheet: Sheet → QPushButton → .sheet itself" in out, out
    assert "ERROR at teardown of test_word_lists_a_lambda_keeps" in out
    assert "outlived the test (leaked): wordmastermind.gui.word_checker.WordCheckers ×1" in out
