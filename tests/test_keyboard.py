"""Keyboard access, tab by tab and in every interface language.

A game master who works from the keyboard reaches every control with Tab,
in an order that follows the screen, and every Alt+letter shortcut
(mnemonic) does one thing: two visible controls with the same letter, or a
control with the letter of a menu, would make Alt+letter land on the
wrong one. Every tab is looked at as the game master meets it: before a
game, while setting one up, and with a game open, on each of its pages.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QRect, Qt  # noqa: E402
from PySide6.QtGui import QKeySequence  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QToolButton,
    QWidget,
)

LANGUAGES = ("en", "de", "nl", "fr")
INTERACTIVE = (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox, QAbstractItemView, QTextEdit,
               QPlainTextEdit, QAbstractSlider)


def mnemonic(text: str) -> str | None:
    """The Alt+letter of a text ("Save &As…" -> "a"), if it has one."""
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).casefold() if found else None


def shown(widget: QWidget) -> bool:
    return widget.isVisible() and widget.isEnabled()


def visible_mnemonics(window: Any) -> list[tuple[str, str]]:
    """Every Alt+letter that does something in the window as it is now, with what it does."""
    found = [(key, f"menu {action.text()}") for action in window.menuBar().actions()
             if (key := mnemonic(action.text()))]
    for widget in window.centralWidget().findChildren(QWidget):
        if not widget.isVisible():  # a disabled control counts: it is enabled in another moment of play
            continue
        texts: list[str] = []
        if isinstance(widget, QAbstractButton) and not widget.parent().inherits("QAbstractItemView"):
            texts = [widget.text()]
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            texts = [widget.text()]
        elif isinstance(widget, QTabBar):
            texts = [widget.tabText(i) for i in range(widget.count()) if widget.isTabEnabled(i)]
        elif isinstance(widget, QGroupBox) and widget.isCheckable():
            texts = [widget.title()]
        found += [(key, f"{type(widget).__name__} {text!r}") for text in texts if (key := mnemonic(text))]
    return found


def clashes(found: list[tuple[str, str]]) -> list[str]:
    by_key: dict[str, list[str]] = defaultdict(list)
    for key, what in found:
        by_key[key].append(what)
    return [f"Alt+{key.upper()}: {', '.join(whats)}" for key, whats in by_key.items() if len(whats) > 1]


def not_reachable_by_tab(window: Any) -> list[str]:
    """Controls a user can see and use but Tab never reaches."""
    missing = []
    for widget in window.centralWidget().findChildren(QWidget):
        if not isinstance(widget, INTERACTIVE) or not shown(widget):
            continue
        if widget.parent() is not None and widget.parent().inherits("QAbstractItemView"):
            continue  # a view's own header and corner button: the view itself takes the focus
        if widget.inherits("QScrollBar"):
            continue  # the keys of the view or area it belongs to scroll it
        if not widget.focusPolicy().value & Qt.FocusPolicy.TabFocus.value and widget.focusProxy() is None:
            text = widget.text() if isinstance(widget, (QAbstractButton, QLineEdit)) else ""
            missing.append(f"{type(widget).__name__} {text!r}")
    return missing


def focus_chain(window: Any, within: QWidget) -> list[QWidget]:
    """The controls Tab visits in ``within``, in the order it visits them."""
    chain: list[QWidget] = []
    widget = window.nextInFocusChain()
    for _ in range(10000):
        if widget is window:
            break
        if (shown(widget) and widget.focusPolicy().value & Qt.FocusPolicy.TabFocus.value
                and widget.focusProxy() is None and within.isAncestorOf(widget)):
            chain.append(widget)
        widget = widget.nextInFocusChain()
    return chain


def backward_steps(window: Any, within: QWidget) -> list[str]:
    """Tab steps that go back up the same column: the order does not follow the screen."""
    def place(widget: QWidget) -> QRect:
        return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())

    chain = focus_chain(window, within)
    wrong = []
    for a, b in zip(chain, chain[1:]):
        ra, rb = place(a), place(b)
        same_column = min(ra.right(), rb.right()) > max(ra.left(), rb.left())
        if same_column and rb.bottom() < ra.top():
            wrong.append(f"{type(a).__name__} at y={ra.y()} -> {type(b).__name__} at y={rb.y()}")
    return wrong


# ----------------------------------------------------------- the states


def _rondo_game(sheet: Any, tmp_path: Path) -> None:
    from test_rondo_file import solo_game

    from wordmastermind.files.rondo.file import save_rondo

    path = tmp_path / "game.rondo"
    save_rondo(solo_game(), path)
    sheet.open(path)


def _password_game(sheet: Any, tmp_path: Path) -> None:
    from test_password_file import solo_game

    from wordmastermind.files.password.file import save_password

    path = tmp_path / "game.password"
    save_password(solo_game(), path)
    sheet.open(path)


def _open_game(sheet: Any, tmp_path: Path) -> None:
    if hasattr(sheet, "load_demo"):
        sheet.load_demo()
    elif sheet.kind == "rondo":
        _rondo_game(sheet, tmp_path)
    else:
        _password_game(sheet, tmp_path)


def _pages(sheet: QWidget) -> Iterator[str]:
    """Show each page of each (visible) tab widget of ``sheet`` in turn."""
    yield "first page"
    for tabs in sheet.findChildren(QTabWidget):
        if not tabs.isVisible():
            continue
        first = tabs.currentIndex()
        for i in range(tabs.count()):
            if tabs.isTabEnabled(i):
                tabs.setCurrentIndex(i)
                QApplication.processEvents()
                yield f"page {tabs.tabText(i)!r}"
        tabs.setCurrentIndex(first)


def _unfold(sheet: QWidget) -> None:
    """Open every folded part (the set-up forms fold away once a game runs)."""
    for button in sheet.findChildren(QToolButton):
        if button.isCheckable() and not button.isChecked() and button.arrowType() != Qt.ArrowType.NoArrow:
            button.setChecked(True)
    QApplication.processEvents()


def each_state(window: Any, tmp_path: Path) -> Iterator[tuple[str, QWidget]]:
    """Every tab before a game, with a new game being set up, and with a game open (folded and not)."""
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        sheet = window.current_sheet()
        title = window.tabs.tabText(index)
        yield f"{title}, before a game", sheet
        sheet.new_document()
        QApplication.processEvents()
        for page in _pages(sheet):
            yield f"{title}, a new game, {page}", sheet
        _open_game(sheet, tmp_path)
        QApplication.processEvents()
        for page in _pages(sheet):
            yield f"{title}, a game open, {page}", sheet
        _unfold(sheet)
        for page in _pages(sheet):
            yield f"{title}, a game open with the set-up unfolded, {page}", sheet
        sheet.document.undo_stack.setClean()  # leave without being asked to save


@pytest.fixture
def window_in(make_window: Any, qtbot: Any) -> Iterator[Callable[[str], Any]]:
    """A main window in the given interface language (English again afterwards)."""
    built: list[Any] = []

    def make(language: str) -> Any:
        window = make_window()
        built.append(window)
        if language != "en":
            window.switch_language(language)  # in place
            assert window.translators.language == language
        return window

    yield make
    if built:
        built[0].translators.install("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_two_visible_controls_share_an_alt_letter(window_in: Any, tmp_path: Path, language: str) -> None:
    window = window_in(language)
    problems = []
    for state, _sheet in each_state(window, tmp_path):
        problems += [f"{state}: {clash}" for clash in clashes(visible_mnemonics(window))]
    assert not problems, "\n".join(dict.fromkeys(problems))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_leave_for_a_clue_refused_as_a_form_has_its_own_alt_letter(window_in: Any, language: str) -> None:
    """Wachtwoord's live mode, with two teams and with three players: the game leader's "Allow it" shows only
    beside a refused form, which no state of :func:`each_state` shows."""
    window = window_in(language)
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        if window.current_sheet().kind == "wachtwoord":
            break
    sheet = window.current_sheet()
    problems = []
    for variant, names in (("teams", ("Fred", "Annie", "Joop", "Marie")), ("trio", ("Els", "Wim", "Kees"))):
        sheet.new_document()
        sheet.setup.variant.setCurrentIndex(sheet.setup.variant.findData(variant))
        for edit, name in zip(sheet.setup.player_edits, names):
            edit.setText(name)
        sheet.setup.apply_button.click()
        sheet.live.password.setText("zonen")
        sheet.live.clue.setText("zones")
        QApplication.processEvents()
        assert sheet.live.allow_form.isVisible() and mnemonic(sheet.live.allow_form.text()) is not None
        problems += [f"{variant}: {clash}" for clash in clashes(visible_mnemonics(window))]
        sheet.document.undo_stack.setClean()  # a new game without being asked to save
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_of_a_game_has_an_alt_letter(window_in: Any, tmp_path: Path, language: str) -> None:
    """The "Sent" page had none in any language ("Sent", "Versandt", "Envois", "Verstuurd"): every letter of
    its name was another control's."""
    window = window_in(language)
    sheet = window.current_sheet()
    _open_game(sheet, tmp_path)
    pages = sheet.content().pages
    assert [pages.tabText(i) for i in range(pages.count()) if mnemonic(pages.tabText(i)) is None] == []
    sheet.document.undo_stack.setClean()


@pytest.mark.parametrize("language", LANGUAGES)
def test_menu_items_have_their_own_alt_letters(window_in: Any, tmp_path: Path, language: str) -> None:
    window = window_in(language)
    problems = []

    def check(menu: QMenu, where: str) -> None:
        menu.aboutToShow.emit()  # the menus that fill themselves when opened
        found = [(key, action.text()) for action in menu.actions()
                 if action.isVisible() and (key := mnemonic(action.text()))]
        problems.extend(f"{where} ▸ {menu.title()}: {clash}" for clash in clashes(found))
        for action in menu.actions():
            if action.menu() is not None:
                check(action.menu(), where)

    for state, _sheet in each_state(window, tmp_path):
        if "game open," in state and "unfolded" not in state:
            for action in window.menuBar().actions():
                check(action.menu(), state.split(",")[0])
    assert not problems, "\n".join(dict.fromkeys(problems))


def test_every_control_is_reached_with_tab_in_screen_order(window: Any, tmp_path: Path) -> None:
    unreachable, backwards = [], []
    for state, sheet in each_state(window, tmp_path):
        unreachable += [f"{state}: {what}" for what in not_reachable_by_tab(window)]
        backwards += [f"{state}: {step}" for step in backward_steps(window, sheet)]
    assert not unreachable, "\n".join(dict.fromkeys(unreachable))
    assert not backwards, "\n".join(dict.fromkeys(backwards))


def test_the_menus_use_the_platforms_standard_keys(window: Any) -> None:
    standard = {
        window.new_action: QKeySequence.StandardKey.New,
        window.open_action: QKeySequence.StandardKey.Open,
        window.save_action: QKeySequence.StandardKey.Save,
        window.save_as_action: QKeySequence.StandardKey.SaveAs,
        window.close_action: QKeySequence.StandardKey.Close,
        window.print_action: QKeySequence.StandardKey.Print,
        window.quit_action: QKeySequence.StandardKey.Quit,
        window.undo_action: QKeySequence.StandardKey.Undo,
        window.redo_action: QKeySequence.StandardKey.Redo,
        window.rules_action: QKeySequence.StandardKey.HelpContents,
    }
    for action, key in standard.items():
        assert action.shortcuts() == QKeySequence.keyBindings(key), action.text()
    assert window.save_action.shortcut() == QKeySequence("Ctrl+S")
    assert window.undo_action.shortcut() == QKeySequence("Ctrl+Z")
    assert QKeySequence("Ctrl+W") in window.close_action.shortcuts()
    # The settings: the platform's own key, Ctrl+, where it has none.
    assert window.preferences_action.shortcuts() == (QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
                                                     or [QKeySequence("Ctrl+,")])


def _round_table(window: Any) -> Any:
    from wordmastermind.core.wmm.simulate import random_game

    window.wmm.document.replace(random_game(6, 3, seed=2026, hit_chance=0.05), None)
    page = window.wmm.show_rounds(2)
    QApplication.processEvents()
    page.table.setFocus()
    page.table.setCurrentIndex(page.proxy.index(0, 0))
    QApplication.processEvents()
    assert page.table.hasFocus()
    return page


def _next_shown(widget: QWidget, forward: bool) -> QWidget:
    """The control Tab (or Shift+Tab) would reach from ``widget``."""
    found: QWidget | None = widget
    for _ in range(10000):
        assert found is not None
        found = found.nextInFocusChain() if forward else found.previousInFocusChain()
        if found is not None and shown(found) and found.focusPolicy().value & Qt.FocusPolicy.TabFocus.value:
            return found
    raise AssertionError("nothing to go to")


def test_tab_stays_in_the_round_table_and_ctrl_tab_leaves_it(window: Any, qtbot: Any) -> None:
    page = _round_table(window)
    table = page.table
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert table.hasFocus() and table.currentIndex().column() == 1  # Tab: the next cell
    following = _next_shown(table, True)
    qtbot.keyClick(table, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert not table.hasFocus()
    assert QApplication.focusWidget() is following
    assert window.wmm.pages.currentWidget() is window.wmm.content().rounds  # not the next page, as a tab widget's
    table.setFocus()
    before = _next_shown(table, False)
    qtbot.keyClick(table, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is before


def test_ctrl_tab_leaves_the_round_table_while_a_cell_is_typed(window: Any, qtbot: Any) -> None:
    page = _round_table(window)
    table = page.table
    blank = page.proxy.index(page.proxy.rowCount() - 1, 0)
    table.setCurrentIndex(blank)
    following = _next_shown(table, True)
    qtbot.keyClicks(table, "z")  # a guesser typed in the empty row: its editor is open
    editor = QApplication.focusWidget()
    assert editor is not table and table.isAncestorOf(editor)
    qtbot.keyClick(editor, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is following, QApplication.focusWidget()
    assert table.state() != table.State.EditingState
    assert page.document.game.rounds[1].guesses[-1].guesser == "z"  # what was typed is kept, as Tab keeps it


def test_ctrl_w_closes_the_game_after_asking_about_its_changes(window: Any, qtbot: Any, dialogs: Any) -> None:
    from PySide6.QtWidgets import QMessageBox

    wmm = window.wmm
    window.open_demo()
    wmm.game_page.title.setText("Changed")
    wmm.game_page.title.editingFinished.emit()
    assert wmm.document.modified and wmm.shows_game()
    dialogs.answers = [QMessageBox.StandardButton.Cancel]
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert dialogs.texts("warning") and wmm.shows_game() and wmm.document.modified  # kept open
    dialogs.answers = [QMessageBox.StandardButton.Discard]
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert not wmm.shows_game()
    assert not wmm.document.modified and wmm.document.path is None and not wmm.document.game.players
    assert not wmm.document.undo_stack.count()
    assert len(dialogs.texts("warning")) == 2


def test_close_puts_every_tab_back_at_its_start(window: Any, tmp_path: Path) -> None:
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        sheet = window.current_sheet()
        _open_game(sheet, tmp_path)
        QApplication.processEvents()
        assert sheet.shows_game()
        assert window.close_game()
        QApplication.processEvents()
        assert not sheet.shows_game() and sheet.document.path is None, window.tabs.tabText(index)
        sheet.new_document()  # and a new game starts from there
        assert sheet.shows_game()
