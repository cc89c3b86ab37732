"""Every label and combo box of the side-game tabs shows its whole text (issue 32, item 8).

Not collected by itself: ``test_side_tabs_fit.py`` runs it in a child process whose Qt (the offscreen
platform) has one screen of the size and scale it names in :data:`SCREEN` (``1600x1000@150``: Qt's
``QT_SCALE_FACTOR`` 1.5, a screen of 1066 × 666 for the layouts). The main window fills the screen's
available area; each side tab has a game of players with long names open (:mod:`side_games_long`), and
on each page of each of its tabs, its set-up folded and unfolded, every label, combo box, check box and
radio button it shows must show its whole text: a label's text within its width (and, wrapped, its
height), each of a combo box's items within its field, and the widget inside what shows it (the window,
or a scroll area that cannot scroll sideways). Nothing elided either: the PASSWORD grids' titles and
status lines are drawn whole.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtGui import QTextDocument  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QRadioButton,
    QStyle,
    QStyleOptionComboBox,
    QTabWidget,
    QToolButton,
    QWidget,
)

import side_games_long  # noqa: E402
from test_keyboard import window_in  # noqa: E402,F401 (a fixture)

SCREEN = "WORDMASTERMIND_TEST_SCREEN"
"""The screen the child process was given: ``WIDTHxHEIGHT@PERCENT``."""

LANGUAGES = ("en", "de", "nl", "fr")
SLACK = 1
"""A pixel for rounding (fractional advances at 150 %)."""


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def rich(label: QLabel) -> bool:
    """Whether ``label`` shows its text as rich text."""
    from PySide6.QtGui import Qt as GuiQt

    return label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(label.text()))


def _document(label: QLabel) -> QTextDocument:
    document = QTextDocument()
    document.setDocumentMargin(0)
    document.setDefaultFont(label.font())
    text = label.text()
    if rich(label):
        document.setHtml(text)
    else:  # a buddy's mnemonic & is not shown
        document.setPlainText(re.sub(r"&(.)", r"\1", text) if label.buddy() is not None else text)
    return document


def label_cut(label: QLabel) -> str | None:
    """Why ``label`` does not show its whole text (``None``: it does)."""
    if not label.text() or label.pixmap() is not None and not label.pixmap().isNull():
        return None
    area = label.contentsRect()
    width = area.width() - 2 * label.margin()
    document = _document(label)
    if label.wordWrap():
        document.setTextWidth(max(width, 1))
        needed_width = document.idealWidth()
        needed_height = document.size().height()
        if needed_width > width + SLACK:
            return f"a word {needed_width:.0f} wide in {width}"
        if needed_height > area.height() + SLACK:
            return f"wrapped {needed_height:.0f} high in {area.height()}"
        return None
    needed = document.idealWidth()
    if needed > width + SLACK:
        return f"{needed:.0f} wide in {width}"
    return None


def combo_cut(box: QComboBox) -> str | None:
    """Why ``box`` does not show one of its items whole (``None``: it shows each)."""
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                       QStyle.SubControl.SC_ComboBoxEditField, box).width()
    metrics = box.fontMetrics()
    for index in range(box.count()):
        text = box.itemText(index)
        if metrics.horizontalAdvance(text) > field + SLACK:
            return f"its item {text!r} is {metrics.horizontalAdvance(text)} wide in a field of {field}"
    return None


def button_cut(button: QAbstractButton) -> str | None:
    if button.width() + SLACK < button.sizeHint().width():
        return f"{button.width()} wide, {button.sizeHint().width()} for its text"
    return None


def clipped(widget: QWidget, window: QWidget) -> str | None:
    """Whether a part of ``widget`` lies outside what shows it: the window, or a scroll area that cannot
    scroll sideways (one that can lets the user bring it into view)."""
    ancestor = widget.parentWidget()
    while ancestor is not None:
        area = ancestor.parentWidget()
        if isinstance(area, QAbstractScrollArea) and ancestor is area.viewport() \
                and area.horizontalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff:
            return None
        left = widget.mapTo(ancestor, QPoint(0, 0)).x()
        if left < -SLACK or left + widget.width() > ancestor.width() + SLACK:
            return (f"it reaches from x={left} to {left + widget.width()} in its {type(ancestor).__name__} "
                    f"{ancestor.width()} wide")
        if ancestor is window:
            return None
        ancestor = ancestor.parentWidget()
    return None


def problems(sheet: QWidget, window: QWidget) -> list[str]:
    """Every text of ``sheet`` not shown whole, as it is now."""
    found = []
    for widget in sheet.findChildren(QWidget):
        if not widget.isVisibleTo(window) or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel):
            if not widget.text():
                continue  # nothing to show (a problem line with no problem)
            why, text = label_cut(widget), widget.text()
        elif isinstance(widget, QComboBox) and not widget.isEditable():
            why, text = combo_cut(widget), widget.currentText()
        elif isinstance(widget, (QCheckBox, QRadioButton)):
            why, text = button_cut(widget), widget.text()
        else:
            continue
        why = why or clipped(widget, window)
        if why:
            found.append(f"{type(widget).__name__} {text[:70]!r}: {why}")
    found += grid_problems(sheet)
    return found


def grid_problems(sheet: QWidget) -> list[str]:
    """A PASSWORD grid's title, status line and captions over its boxes, drawn whole."""
    from wordmastermind.gui.password.grid_view import GridView

    found = []
    for view in sheet.findChildren(GridView):
        if view.isVisible() and view.grid is not None:
            for text, shown in view.heading_lines() + view.caption_lines():
                if shown != text:
                    found.append(f"the grid of {view.title!r} shows {shown!r} for {text!r}")
    return found


def pages(sheet: QWidget) -> Iterator[str]:
    """Each page of each visible tab widget of ``sheet`` in turn."""
    yield "first page"
    for tabs in sheet.findChildren(QTabWidget):
        if not tabs.isVisible():
            continue
        first = tabs.currentIndex()
        for index in range(tabs.count()):
            if tabs.isTabEnabled(index):
                tabs.setCurrentIndex(index)
                settle()
                yield f"page {tabs.tabText(index)!r}"
        tabs.setCurrentIndex(first)


def unfold(sheet: QWidget, unfolded: bool) -> None:
    for button in sheet.findChildren(QToolButton):
        if button.isCheckable() and button.arrowType() != Qt.ArrowType.NoArrow and button.isChecked() != unfolded:
            button.setChecked(unfolded)
    settle()


GAMES: dict[str, tuple[tuple[str, Callable[[], Any]], ...]] = {
    "wachtwoord": (("two teams", side_games_long.wachtwoord_teams), ("three players", side_games_long.wachtwoord_trio)),
    "password": (("three players", side_games_long.password_game),),
    "rondo": (("two players", side_games_long.rondo_game),),
    "woordspel": (("two players", side_games_long.woordspel_game),),
}


def screen_asked() -> tuple[int, int, int]:
    found = re.fullmatch(r"(\d+)x(\d+)@(\d+)", os.environ.get(SCREEN, ""))
    if found is None:
        pytest.skip(f"run by test_side_tabs_fit.py, which gives {SCREEN}")
    width, height, percent = (int(part) for part in found.groups())
    return width, height, percent


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_label_and_combo_of_the_side_tabs_shows_its_whole_text(window_in: Any, language: str) -> None:
    width, height, percent = screen_asked()
    window = window_in(language)
    area = window.screen().availableGeometry()
    assert abs(area.width() - width * 100 / percent) <= 1, area
    window.setGeometry(area)
    settle()
    found: list[str] = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        settle()
        sheet = window.current_sheet()
        kind = getattr(getattr(sheet, "game_kind", None), "kind", "")
        for name, make in GAMES.get(kind, ()):
            sheet.document.replace(make(), None)
            sheet._show_content()
            settle()
            if window.width() > area.width() + SLACK:
                found.append(f"{kind}, {name}: the window is {window.width()} wide on a screen of {area.width()}")
            for unfolded in (False, True):
                unfold(sheet, unfolded)
                for page in pages(sheet):
                    where = f"{window.tabs.tabText(index)}, {name}, set-up {'un' if unfolded else ''}folded, {page}"
                    found += [f"{where}: {problem}" for problem in problems(sheet, window)]
            sheet.document.undo_stack.setClean()
    assert not found, f"{len(found)} texts cut at {width}×{height} and {percent} %:\n" + "\n".join(
        dict.fromkeys(found))
