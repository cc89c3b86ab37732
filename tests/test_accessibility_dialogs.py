"""What a screen reader gets in the app's dialogs: every control a user can reach has a name, the tables,
lists and text fields a description too, in the interface's language (English and German here).

Every item of every menu is triggered on every tab with a game open (as ``test_no_english_de_nl_fr`` does), and
every window it opens is walked, each page of its tab widgets in turn: the mail dialog, the inbox, the
reminders, withdrawing and taking over a place, the settings, Wachtwoord's word lists, the import preview,
help and About; the correction and the crash dialog, which no menu opens with the example games, are opened
directly. An export only asks for a file name (Qt's file dialog, answered by the ``dialogs`` fixture). Qt's own
dialogs (printing, the print preview) speak Qt's words and are not walked.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QApplication, QMessageBox, QTabWidget, QWidget  # noqa: E402

from dialog_walk import menu_items, opened_by  # noqa: E402
from english_texts import detector  # noqa: E402
from test_accessibility import spoken_texts, undescribed, unnamed  # noqa: E402
from test_keyboard import _open_game, window_in  # noqa: E402,F401 (window_in: a fixture)

REAL_ABOUT = QMessageBox.about
"""Qt's About box, as it is before a test's ``dialogs`` fixture answers message boxes itself."""

QT_OWN = ("QPrintDialog", "QPrintPreviewDialog", "QFileDialog", "QColorDialog", "QFontDialog")
"""Qt's own dialogs: their words and names are Qt's."""

EXPECTED = {"MailDialog", "InboxDialog", "RemindDialog", "WithdrawDialog", "TakeOverDialog", "PreferencesDialog",
            "WordListsDialog", "ImportPreviewDialog", "HelpDialog", "QMessageBox", "CorrectionDialog",
            "CrashDialog"}
"""The dialogs the walk must have reached (by class)."""


def each_page(window: QWidget) -> Iterator[str]:
    """Each page of each tab widget of ``window`` brought to the front in turn (the first as it is)."""
    yield ""
    for tabs in window.findChildren(QTabWidget):
        if not tabs.isVisible():
            continue
        first = tabs.currentIndex()
        for index in range(tabs.count()):
            if index != first and tabs.isTabEnabled(index):
                tabs.setCurrentIndex(index)
                QApplication.processEvents()
                yield f", page {tabs.tabText(index)!r}"
        tabs.setCurrentIndex(first)


class Listener:
    """What a screen reader misses in each window looked at, and which windows were looked at."""

    def __init__(self, language: str) -> None:
        self.english = detector(language) if language != "en" else None
        self.seen: set[str] = set()
        self.found: dict[str, str] = {}

    def look(self, window: QWidget) -> list[tuple[str, str]]:
        kind = type(window).__name__
        if any(window.inherits(name) for name in QT_OWN):
            return []
        self.seen.add(kind)
        for page in each_page(window):
            where = f"{kind} {window.windowTitle()!r}{page}"
            problems = [f"no name: {what}" for what in unnamed(window)]
            problems += [f"no description: {what}" for what in undescribed(window)]
            if self.english is not None:
                problems += [f"English {what}: {text!r} ({reason})" for what, text in spoken_texts(window)
                             if (reason := self.english.english_in(text)) is not None]
            for problem in problems:
                self.found.setdefault(f"{kind}: {problem}", f"{where}: {problem}")
        return []

    def report(self) -> str:
        return f"{len(self.found)} problems:\n" + "\n".join(self.found.values())


def walk_menus(window: Any, listener: Listener, dialogs: Any, folder: Path, wait: Callable[[int], None]) -> None:
    """Trigger every item of every menu for the current tab (see ``dialog_walk.menu_items``) and listen to
    what each opens."""
    for _menu, action in menu_items(window, dialogs, folder):
        opened_by(action.trigger, wait, listener.look)


def open_others(window: Any, listener: Listener, wait: Callable[[int], None], monkeypatch: pytest.MonkeyPatch) -> None:
    """The dialogs no menu opens on the example games (the correction, the crash dialog), and Help ▸ About with
    Qt's own box (the ``dialogs`` fixture answers it otherwise)."""
    from wordmastermind.gui.crash_dialog import CrashDialog
    from wordmastermind.gui.wmm.mailbox import send_correction

    sheet = window.wmm
    window.tabs.setCurrentWidget(sheet)
    opened_by(lambda: send_correction(sheet, 1, ()), wait, listener.look)

    def crash() -> None:
        dialog = CrashDialog("Traceback (most recent call last):\n  ValueError", None, True, window)
        dialog.open()

    opened_by(crash, wait, listener.look)
    monkeypatch.setattr(QMessageBox, "about", REAL_ABOUT)
    opened_by(window.about, wait, listener.look)


@pytest.mark.parametrize("language", ("en", "de"))
def test_every_control_of_every_dialog_has_a_name(
        window_in: Any, dialogs: Any, tmp_path: Path, qtbot: Any, monkeypatch: pytest.MonkeyPatch,
        language: str) -> None:
    window = window_in(language)
    listener = Listener(language)
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        qtbot.waitUntil(lambda: window.tabs.currentWidget() is window.current_sheet())  # built when first shown
        sheet = window.current_sheet()
        _open_game(sheet, tmp_path)
        walk_menus(window, listener, dialogs, tmp_path, qtbot.wait)
        sheet.document.undo_stack.setClean()  # leave without being asked to save
    open_others(window, listener, qtbot.wait, monkeypatch)
    assert not EXPECTED - listener.seen, f"not reached: {EXPECTED - listener.seen}"
    assert not listener.found, listener.report()
