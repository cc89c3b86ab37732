"""Every text a window or dialog shows its user, with where it shows it.

Labels, buttons, group and tab titles, tooltips, placeholder texts, the items
of combo boxes, the headers and cells of every table, list and tree (display
text and tooltip), read-only text fields, spin box prefixes and suffixes,
window titles, the status bar's message, the menus' items, and the items
of a table's right-click menu on a word.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QSpinBox,
    QTabBar,
    QTextBrowser,
    QTextEdit,
    QWidget,
)

ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
MOST_ROWS = 60
"""The rows of a table looked at: enough to meet every kind of cell."""


def _columns(model: QAbstractItemModel, parent: QModelIndex) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # a list model keeps its one column to itself
        return 1


def _rows(model: QAbstractItemModel, parent: QModelIndex) -> int:
    try:
        return model.rowCount(parent)
    except TypeError:  # a table model has no children under a cell
        return 0 if parent.isValid() else model.rowCount()


def _model_texts(
    model: QAbstractItemModel, parent: QModelIndex, where: str, depth: int = 0
) -> Iterator[tuple[str, str]]:
    for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
        count = _columns(model, parent) if orientation == Qt.Orientation.Horizontal else _rows(model, parent)
        if depth == 0:
            for section in range(min(count, MOST_ROWS)):
                for role in ROLES:
                    value = model.headerData(section, orientation, role)
                    if isinstance(value, str):
                        yield f"{where} header", value
    for row in range(min(_rows(model, parent), MOST_ROWS)):
        for column in range(_columns(model, parent)):
            index = model.index(row, column, parent)
            for role in ROLES:
                value = index.data(role)
                if isinstance(value, str):
                    yield f"{where} cell", value
            if depth < 2 and column == 0 and _rows(model, index) > 0:
                yield from _model_texts(model, index, where, depth + 1)


def _word_actions(model: QAbstractItemModel, where: str) -> Iterator[tuple[str, str]]:
    """The items of a table's right-click menu on each word (``word_actions`` of its model)."""
    if isinstance(model, QSortFilterProxyModel):
        model = model.sourceModel()
    actions = getattr(model, "word_actions", None)
    if actions is None:
        return
    for row in range(min(_rows(model, QModelIndex()), MOST_ROWS)):
        for column in range(_columns(model, QModelIndex())):
            for label, _run in actions(model.index(row, column)):
                yield f"{where} right-click menu", label


def widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """The texts of one widget (not of its children)."""
    kind = type(widget).__name__
    if widget.isWindow():
        yield f"{kind} title", widget.windowTitle()
    yield f"{kind} tooltip", widget.toolTip()
    if isinstance(widget, QLabel):
        yield kind, widget.text()
    elif isinstance(widget, QAbstractButton):
        yield kind, widget.text()
    elif isinstance(widget, QGroupBox):
        yield kind, widget.title()
    elif isinstance(widget, QTabBar):
        for i in range(widget.count()):
            yield kind, widget.tabText(i)
            yield f"{kind} tooltip", widget.tabToolTip(i)
    elif isinstance(widget, QLineEdit):
        yield f"{kind} placeholder", widget.placeholderText()
        if widget.isReadOnly():
            yield kind, widget.text()
    elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
        yield f"{kind} placeholder", widget.placeholderText()
        if isinstance(widget, QTextBrowser):  # help: its commands and file names stay in `code`
            yield kind, widget.document().toMarkdown()
        elif widget.isReadOnly():
            yield kind, widget.toPlainText()
    elif isinstance(widget, QComboBox):
        yield f"{kind} placeholder", widget.placeholderText()
        for i in range(widget.count()):
            yield f"{kind} item", widget.itemText(i)
    elif isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView) and widget.model() is not None:
        yield from _model_texts(widget.model(), QModelIndex(), kind)
        yield from _word_actions(widget.model(), kind)
    if isinstance(widget, QAbstractSpinBox):
        yield f"{kind} special value", widget.specialValueText()
        if isinstance(widget, QSpinBox):
            yield f"{kind} prefix", widget.prefix()
            yield f"{kind} suffix", widget.suffix()
    if isinstance(widget, QMainWindow) and widget.statusBar() is not None:
        yield "status bar", widget.statusBar().currentMessage()


def menu_texts(menu: QMenu, where: str) -> Iterator[tuple[str, str]]:
    """A menu's items, filled as when it opens, and its submenus'."""
    menu.aboutToShow.emit()
    yield f"{where} menu", menu.title()
    for action in menu.actions():
        yield f"{where} ▸ {menu.title()}", action.text()
        if action.toolTip() != action.text().replace("&", ""):
            yield f"{where} ▸ {menu.title()} tooltip", action.toolTip()
        yield f"{where} ▸ {menu.title()} status tip", action.statusTip()
        if action.menu() is not None:
            yield from menu_texts(action.menu(), f"{where} ▸ {menu.title()}")


def shown_texts(top: QWidget) -> Iterator[tuple[str, str]]:
    """Every text of ``top`` and of every widget in it, hidden ones included (they show at another moment)."""
    for widget in (top, *top.findChildren(QWidget)):
        if isinstance(widget, QMenu):
            continue  # the menus are looked at through the menu bar, filled as they open
        for where, text in widget_texts(widget):
            if text and text.strip():
                yield where, text
