"""The right-click menu of a table whose model offers word actions."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSortFilterProxyModel
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QAbstractItemView, QMenu


def word_menu(
    view: QAbstractItemView, event: QContextMenuEvent, more: Callable[[QMenu], None] | None = None
) -> bool:
    """Show the model's actions for the word under the mouse, then what ``more`` adds; False if none."""
    index = view.indexAt(event.pos())
    model = view.model()
    if isinstance(model, QSortFilterProxyModel):  # a sorted table: its rows are the source's
        index = model.mapToSource(index)
        model = model.sourceModel()
    actions = getattr(model, "word_actions", None)
    entries = actions(index) if actions is not None and index.isValid() else []
    menu = QMenu(view)
    for label, run in entries:
        menu.addAction(label).triggered.connect(run)  # held by the action, gone with the menu
    if more is not None:
        more(menu)
    shown = not menu.isEmpty()
    if shown:
        menu.exec(event.globalPos())
    menu.deleteLater()  # its actions and what they call go with it
    return shown
