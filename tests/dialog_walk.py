"""Triggering a menu item and looking at every window it opens, then closing them.

A modal dialog (``exec()``: settings, print, print preview) is looked at and
cancelled from a timer while it runs; a window-modal or free one (mail,
fetch, remind, help, word lists) is looked at and closed once the item has
run. Message boxes are the ``dialogs`` fixture's: their texts are in its
``shown``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

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
