"""The mail dialog on a laptop's screen and on 1920 × 1080, at 100 % and 150 %: nothing scrolls sideways (not
even the mail's text and its preview, whose long lines wrap), the ways out's titles and the Post form are read
whole, and so is every player's name in the preview's choice of player.

On 1366 × 768 at 150 % (911 × 512 for the layouts) the recipients, the ways out and the results side by side
were wider than the dialog: the panes scrolled sideways and the tabs read "Al…", "P…", "P…"; the Post tab's
form was wider than its pane even on 1920 × 1080 at 150 %, and the duplex box's text was cut. The preview's
choice of player, beside its label and the "Show the secret word" box, cut the longer names at 150 % (German).

Run by ``test_mail_dialog_narrow.py`` in a child process whose Qt (the offscreen platform) has the screen that
:data:`~screen_fit_walk.SCREEN` names (the suite's own screen, 800 × 800 at 100 %, is another)."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QRect  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractScrollArea,
    QCheckBox,
    QPlainTextEdit,
    QScrollArea,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)

from mail_text_lines import room, widest_kept  # noqa: E402
from screen_fit_walk import screen_asked, twenty_players  # noqa: E402
from test_gui_rounds_room import settle  # noqa: E402
from test_keyboard import window_in  # noqa: E402,F401 (a fixture)


def sideways(dialog: QWidget) -> list[str]:
    """The scroll areas of ``dialog`` that show a horizontal scroll bar, the mail's text wherever a line is wider
    than it is (it wraps: never sideways), and its preview wherever it scrolls further than a table wider than it
    needs (it wraps as a mail program does, a table's rows whole)."""
    texts = (dialog.template_edit, dialog.preview_edit)
    found = [f"{type(area).__name__} {area.accessibleName()!r}" for area in dialog.findChildren(QAbstractScrollArea)
             if area.isVisible() and area not in texts and area.horizontalScrollBar().isVisible()]
    tables = (0.0, max(0.0, widest_kept(dialog.preview_edit) - room(dialog.preview_edit)))
    return found + [f"the {name} ({text.horizontalScrollBar().maximum()} pixels)"
                    for name, text, table in zip(("mail's text", "preview"), texts, tables)
                    if text.horizontalScrollBar().maximum() > table + 1
                    or (not table and text.horizontalScrollBar().isVisible())]


LONG_LINE = ("Wer bis Freitag, den 12. Dezember, um 18 Uhr nicht geraten hat, bekommt in dieser Runde die Punkte"
             " für die Wörter, die er schon kennt: https://beispiel-verein.example.org/herbstpartie/regeln-und-wertung")
"""A line of the mail's text wider than any screen: a sentence, then an address with no space to break at."""


def cut_tabs(dialog: Any) -> list[str]:
    """The ways out's titles not shown whole."""
    bar = dialog.delivery_tabs.tabBar()
    metrics = bar.fontMetrics()
    return [bar.tabText(tab) for tab in range(bar.count())
            if bar.tabRect(tab).width() < metrics.horizontalAdvance(bar.tabText(tab).replace("&", ""))
            or not bar.rect().contains(bar.tabRect(tab))]


def cut_names(dialog: Any) -> list[str]:
    """The players whose name the preview's choice of player cannot show whole (it is as wide as its pane lets it)."""
    combo = dialog.preview_combo
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    room = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                        QStyle.SubControl.SC_ComboBoxEditField, combo).width()
    advance = combo.fontMetrics().horizontalAdvance
    return [combo.itemText(row) for row in range(combo.count()) if advance(combo.itemText(row)) > room]


def outside(page: QWidget) -> list[str]:
    """What on the tab ``page`` reaches past the right edge of the part of it that shows, or whose text is
    cut: a check box narrower than its text, on one line (or on the lines it wraps onto, not as tall)."""
    area = page.parentWidget().parentWidget()
    assert isinstance(area, QScrollArea)
    shown = area.viewport().width()
    found = []
    for widget in page.findChildren(QWidget):
        if not widget.isVisibleTo(page) or widget.parentWidget() is not page:
            continue
        right = widget.geometry().right()
        if right >= shown:
            found.append(f"{type(widget).__name__} reaches {right} of {shown}")
        if isinstance(widget, QCheckBox):
            wraps = widget.hasHeightForWidth()
            if (wraps and widget.height() < widget.heightForWidth(widget.width())) or (
                    not wraps and widget.width() < widget.sizeHint().width()):
                found.append(f"the text of {widget.text()!r} is cut")
    return found


@pytest.mark.parametrize("language", ["en", "de"])
def test_nothing_scrolls_sideways_and_every_title_is_whole(qtbot: Any, window_in: Any, language: str) -> None:
    size, _scale = screen_asked()
    window = window_in(language)
    area = window.screen().availableGeometry()
    window.setGeometry(area)
    game = twenty_players(language)
    window.wmm.document.replace(game, None)
    window.wmm.show_rounds(len(game.rounds))
    dialog = window.wmm.mail_players()  # at the size it asks for, as the app opens it
    try:
        dialog.template_edit.setPlainText(f"Hallo {{name}},\n\n{LONG_LINE}\n\n{{report}}\n")
        dialog.update_preview()
        settle(qtbot)
        assert LONG_LINE in dialog.preview_edit.toPlainText()
        assert area.contains(dialog.frameGeometry()), (dialog.frameGeometry(), area)
        problems = []
        for tab in range(dialog.delivery_tabs.count()):
            dialog.delivery_tabs.setCurrentIndex(tab)
            settle(qtbot)
            title = dialog.delivery_tabs.tabText(tab)
            problems += [f"{title}: {area} scrolls sideways" for area in sideways(dialog)]
            problems += [f"{title}: {said}" for said in outside(dialog.delivery_tabs.widget(tab).widget())]
        problems += [f"the title {title!r} is cut" for title in cut_tabs(dialog)]
        problems += [f"the preview's choice of player cuts {name!r}" for name in cut_names(dialog)]
        assert not problems, f"at {size.width()}×{size.height()}, {dialog.width()} wide: " + "; ".join(problems)
    finally:
        dialog.reject()
        window.wmm.document.undo_stack.setClean()


SEVERAL_LINES = 4
"""The lines of the mail's text the game master sees at least, however small the dialog."""


def text_lines_in_view(dialog: Any) -> int:
    """How many lines of the mail's text the game master sees: the part of the text box that its pane (which
    scrolls) shows, less the document's margins, in lines of its font."""
    edit = dialog.template_edit
    pane = edit.parentWidget().parentWidget()  # the scroll area's viewport
    top_left = edit.viewport().mapTo(pane, QPoint(0, 0))
    seen = QRect(top_left, edit.viewport().size()).intersected(pane.rect())
    margin = edit.document().documentMargin()
    return int((seen.height() - margin) // edit.fontMetrics().lineSpacing()) if seen.isValid() else 0


@pytest.mark.parametrize("players", [20, 100])
def test_the_mails_text_shows_several_lines_and_the_dialog_never_scrolls_sideways(
        qtbot: Any, window_in: Any, players: int) -> None:
    """At 911 × 512 (1366 × 768 at 150 %) the text box showed one line before its pane scrolled; at the dialog's
    narrowest its smallest layout was taller than the screen, and all it holds went into a scroll area that
    scrolled sideways."""
    from screen_fit_walk import NAMES

    size, _scale = screen_asked()
    window = window_in("de")
    area = window.screen().availableGeometry()
    window.setGeometry(area)
    game = twenty_players("de")
    if players > len(NAMES):
        from dataclasses import replace

        from wordmastermind.core.wmm.simulate import random_game

        more = random_game(players, 3, seed=1, hit_chance=0.0)
        game = more.with_players(replace(player, name=f"{NAMES[row % len(NAMES)]} {row // len(NAMES) + 1}",
                                         email=f"spieler{row}@beispiel-verein.example.org")
                                 for row, player in enumerate(more.players))
        game = game.with_settings(replace(game.settings, language="de"))
    window.wmm.document.replace(game, None)
    window.wmm.show_rounds(len(game.rounds))
    dialog = window.wmm.mail_players()  # at the size it asks for, as the app opens it
    try:
        problems = []
        for state in ("as it opens", "at its narrowest"):
            if state == "at its narrowest":
                dialog.resize(dialog.minimumSize().expandedTo(dialog.minimumSizeHint()).width(), dialog.height())
            settle(qtbot)
            where = f"{state}, {dialog.width()}×{dialog.height()} on {area.width()}×{area.height()}"
            assert area.contains(dialog.frameGeometry()), (where, dialog.frameGeometry(), area)
            if text_lines_in_view(dialog) < SEVERAL_LINES:
                problems.append(f"{where}: {text_lines_in_view(dialog)} lines of the text in view")
            whole = [scroller for scroller in dialog.findChildren(QScrollArea)
                     if scroller.accessibleName() == dialog.windowTitle()]
            if whole:
                problems.append(f"{where}: all the dialog holds is in a scroll area")
            problems += [f"{where}: {said} scrolls sideways" for said in sideways(dialog)]
        assert not problems, "; ".join(problems)
    finally:
        dialog.reject()
        window.wmm.document.undo_stack.setClean()
