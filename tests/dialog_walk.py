"""Triggering a menu item and looking at every window it opens, then closing them.

A modal dialog (``exec()``: settings, print, print preview) is looked at and
cancelled from a timer while it runs; a window-modal or free one (mail,
fetch, remind, help, word lists) is looked at and closed once the item has
run. Message boxes are the ``dialogs`` fixture's: their texts are in its
``shown``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget

from shown_texts import shown_texts

SKIPPED = ("Quit", "New", "Undo", "Redo", "Open &Recent")
"""Menu items not triggered (by their English text): leaving, or what the walk of the tabs shows already."""


def leaf_actions(menu: QMenu) -> Iterator[QAction]:
    """The items of a menu and its submenus, filled as when they open."""
    menu.aboutToShow.emit()
    for action in list(menu.actions()):
        if action.isSeparator():
            continue
        if action.menu() is not None:
            yield from leaf_actions(action.menu())
        elif action.isEnabled():
            yield action


def menu_items(window: Any, dialogs: Any, folder: Path) -> Iterator[tuple[QMenu, QAction]]:
    """Every item of every menu for the current tab, ready to trigger: an import is given a file with a mistake,
    an export a name in ``folder`` (through the ``dialogs`` fixture). Leaving, New, Undo, Redo and the rules'
    example (the walk of the tabs shows them) are left out."""
    sheet = window.current_sheet()
    inputs, outputs = folder / "inputs", folder / "outputs"
    inputs.mkdir(exist_ok=True)
    outputs.mkdir(exist_ok=True)
    skipped = {window.quit_action, window.close_action, window.new_action, window.undo_action, window.redo_action,
               window.demo_action}
    imports = {action.label: (number, action) for number, action in enumerate(sheet.imports())}
    exports = {action.label: action for action in sheet.exports()}
    for menu in [action.menu() for action in window.menuBar().actions()]:
        for action in leaf_actions(menu):
            if action in skipped or action.menu() is window.recent_menu:
                continue
            if action.text() in imports:  # the WMM tab's first import is the players', the others rounds
                number, file_import = imports[action.text()]
                guesses = sheet is window.wmm and number > 0
                dialogs.files = [str(bad_file(inputs, file_import.file_filter, guesses))]
            elif action.text() in exports:
                name = exports[action.text()].default_name
                dialogs.files = [str(outputs / f"{len(list(outputs.iterdir()))}-{name}")]
            yield menu, action


BAD_FILES = {
    "csv": "name,secret\nAnna,XY\nBert,HOSEN\n",
    "xlsx": None,  # a CSV is enough to reach the import dialog; the spreadsheet filters take it too
    "gcg": "#player1 A Anna\n#player2 B Bas\n>Anna: ABC 8H ZZZZZ +10 10\n",
}


def bad_file(folder: Path, file_filter: str, guesses: bool) -> Path:
    """A file with a mistake, of the kind the import asks for: its refusal or its dialog is shown."""
    suffixes = re.findall(r"\*\.(\w+)", file_filter) or ["txt"]
    suffix = "csv" if "csv" in suffixes else suffixes[0]
    text = "guesser,target,word\nFra,Anna,HOSEN\nAnna,Anna,HOSE\n" if guesses else BAD_FILES.get(suffix)
    path = folder / f"bad-{len(list(folder.iterdir()))}.{suffix}"
    path.write_text(text or "no game in here\n", encoding="utf-8")
    return path


def opened_by(run: Callable[[], object], wait: Callable[[int], None],
              look: Callable[[QWidget], Iterable[tuple[str, str]]] = shown_texts) -> list[tuple[str, str]]:
    """Run ``run``; what ``look`` finds in every window it opens (each closed again): their texts."""
    before = set(QApplication.topLevelWidgets())
    texts: list[tuple[str, str]] = []
    handled: list[QWidget] = []  # kept: a new dialog never takes the place of one looked at

    def seen(widget: QWidget) -> bool:
        return any(widget is other for other in handled)

    looking: list[QWidget] = []  # a look that waits lets the timer fire: the window is not closed meanwhile

    def look_at_modal() -> None:
        modal = QApplication.activeModalWidget()
        if modal is None or looking:
            return
        if not seen(modal):
            handled.append(modal)
            looking.append(modal)
            try:
                texts.extend(look(modal))
            finally:
                looking.pop()
        close(modal)  # again, if it did not go the first time: nothing may wait for an answer

    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(look_at_modal)
    timer.start()
    try:
        run()
        wait(50)
        look_at_modal()
    finally:
        timer.stop()
    for widget in QApplication.topLevelWidgets():
        if widget in before or not widget.isVisible() or seen(widget) or isinstance(widget, QMenu):
            continue
        texts.extend(look(widget))
        close(widget)
    return texts


def close(widget: QWidget) -> None:
    if isinstance(widget, QDialog):
        widget.reject()
    widget.close()
