"""What a screen reader gets on the Wörter-MasterMind tab's pages: every control has a name, in the interface's
language, and the chart tells its standings in words.

Each page of an open game is brought to the front and its controls walked as the accessibility tree shows
them: a control a user can reach (with Tab or by clicking) must have a name, either set for it or taken
from its own text or its label (a form's label names its field).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QAccessible  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

from wordmastermind.core.wmm.simulate import random_game  # noqa: E402

CONTROLS = (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox, QAbstractItemView, QTextEdit, QPlainTextEdit,
            QTabBar)


def settle() -> None:
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def spoken_name(widget: QWidget) -> str:
    """The name a screen reader says for ``widget``."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None, widget
    return interface.text(QAccessible.Text.Name).strip()


def spoken_description(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None, widget
    return interface.text(QAccessible.Text.Description).strip()


def controls(within: QWidget) -> list[QWidget]:
    """The controls of ``within`` a user can see and reach."""
    found = []
    for widget in within.findChildren(QWidget):
        if not widget.isVisible():
            continue
        parent = widget.parentWidget()
        if parent is not None and (parent.inherits("QAbstractItemView") or parent.inherits("QAbstractSpinBox")
                                   or parent.inherits("QComboBox") or parent.inherits("QTabBar")):
            continue  # a view's header, a spin box's line edit, a tab bar's scroll buttons: part of their owner
        if widget.inherits("QScrollBar") or widget.inherits("QSplitterHandle"):
            continue
        if isinstance(widget, CONTROLS) or widget.focusPolicy() != Qt.FocusPolicy.NoFocus:
            found.append(widget)
    return found


def unnamed(within: QWidget) -> list[str]:
    return [f"{type(w).__name__} {w.objectName()!r} in {type(w.parentWidget()).__name__}"
            for w in controls(within) if not spoken_name(w)]


HOLDERS = (QAbstractItemView, QTextEdit, QPlainTextEdit)
"""Controls whose name cannot say what they hold (tables, lists, free text): they need a description too."""


def undescribed(within: QWidget) -> list[str]:
    """The reachable tables, lists and text fields of ``within`` that a screen reader names but cannot describe."""
    return [f"{type(w).__name__} {spoken_name(w)!r} in {type(w.parentWidget()).__name__}"
            for w in controls(within) if isinstance(w, HOLDERS) and not spoken_description(w)]


def spoken_texts(within: QWidget) -> list[tuple[str, str]]:
    """What a screen reader says for each reachable control of ``within``: its name and its description."""
    return [(f"{type(w).__name__} {kind}", text) for w in controls(within)
            for kind, text in (("name", spoken_name(w)), ("description", spoken_description(w))) if text]


def game_window(window: Any) -> Any:
    window.wmm.document.replace(random_game(6, 4, seed=2026, hit_chance=0.05), None)
    window.wmm.show_rounds(3)
    settle()
    return window


def pages_of(window: Any) -> Iterator[tuple[str, QWidget]]:
    """Each page of the game, brought to the front in turn, as the window shows it."""
    pages = window.wmm.pages
    for index in range(pages.count()):
        pages.setCurrentIndex(index)
        settle()
        yield pages.tabText(index), pages.currentWidget()


def test_every_control_of_every_page_has_a_name(window: Any) -> None:
    game_window(window)
    missing = {}
    for title, _page in pages_of(window):
        found = unnamed(window.wmm.content().widget)
        if found:
            missing[title] = found
    assert not missing, "\n".join(f"{k}: {v}" for k, v in missing.items())


def named_controls(window: Any) -> dict[str, QWidget]:
    """The controls given a name of their own (they show no text a screen reader could take)."""
    wmm = window.wmm
    rounds, game = wmm.rounds_page, wmm.game_page
    players, words = wmm.content().players.page(), wmm.words_page
    candidates = wmm.candidates_page
    return {
        "pages": wmm.pages,
        "rounds.tabs": rounds.tabs, "rounds.filter": rounds.filter, "rounds.table": rounds.table,
        "rounds.deadline": rounds.deadline.edit, "rounds.opening": rounds.opening.edit, "rounds.notes": rounds.notes,
        "rounds.standings": rounds.standings, "rounds.find": rounds.find_bar.field, "rounds.hits": rounds.find_bar.hits,
        "game.roster": game.roster, "game.lot": game.lot,
        "players.list": players.players, "players.guesses": players.guesses, "players.points": players.points,
        "words.list": words.players, "words.table": words.table,
        "sent.table": wmm.sent_page.table,
        "candidates.table": candidates.table, "candidates.words": candidates.words,
        "candidates.hints": candidates.hints,
        "chart": wmm.chart,
    }


def what_is_said(window: Any) -> dict[str, tuple[str, str]]:
    return {key: (spoken_name(widget), spoken_description(widget))
            for key, widget in named_controls(window).items()}


def test_the_named_controls_say_what_they_hold(window: Any) -> None:
    game_window(window)
    said = what_is_said(window)
    # A tab bar's name is its current tab's text (Qt's QAccessibleTabBar), and it has no description.
    assert not [key for key, (name, description) in said.items()
                if not (name and (description or key == "rounds.tabs"))]
    assert said["rounds.tabs"][0] == "Round 3"
    assert said["rounds.table"][0] == "Guesses of the round"
    assert "Ctrl+Tab" in said["rounds.table"][1]
    assert said["rounds.standings"][0] == "Standings"


def test_the_names_are_in_the_interface_language(make_window: Any, qtbot: Any) -> None:
    window = game_window(make_window())
    english = what_is_said(window)
    window.switch_language("de")
    try:
        game_window(window)
        said = what_is_said(window)
        same = {key: said[key] for key in english if said[key][0] == english[key][0]
                or said[key][1] and said[key][1] == english[key][1]}
        assert not same, same
        assert said["rounds.table"][0] == "Rateversuche der Runde"
        assert said["chart"][1].startswith("Gesamtpunkte nach Runde 4:")
        missing = {}
        for title, _page in pages_of(window):
            found = unnamed(window.wmm.content().widget)
            if found:
                missing[title] = found
        assert not missing, missing
    finally:
        window.translators.install("en")


def test_the_chart_says_the_standings_it_draws(qtbot: Any) -> None:
    from wordmastermind.gui.widgets.totals_chart import TotalsChart

    chart = TotalsChart()
    qtbot.addWidget(chart)
    assert spoken_name(chart) == "Chart of the totals"
    assert spoken_description(chart) == "No players yet"
    chart.set_data(["Ann", "Bob", "Cy"], [[3, 5, 1], [4, 9, 12]])
    assert spoken_description(chart) == "Totals after round 2: Cy: 12; Bob: 9; Ann: 4."
    chart.set_data(["Ann", "Bob", "Cy"], [[3, 5, 1], [4, 9, 12], [20, 9, 12]])
    assert spoken_description(chart) == "Totals after round 3: Ann: 20; Cy: 12; Bob: 9."


def test_the_keyboard_reaches_the_chart_and_picks_a_players_line(qtbot: Any) -> None:
    from PySide6.QtWidgets import QLineEdit, QVBoxLayout

    from wordmastermind.gui.widgets.totals_chart import TotalsChart

    page = QWidget()
    qtbot.addWidget(page)
    before = QLineEdit(page)
    chart = TotalsChart(page)
    layout = QVBoxLayout(page)
    layout.addWidget(before)
    layout.addWidget(chart)
    chart.set_data(["Ann", "Bob", "Cy"], [[3, 5, 1], [4, 9, 12]])
    page.show()
    qtbot.waitExposed(page)
    before.setFocus()
    qtbot.waitUntil(before.hasFocus)
    qtbot.keyClick(before, Qt.Key.Key_Tab)
    qtbot.waitUntil(chart.hasFocus)  # Tab reaches it
    qtbot.keyClick(chart, Qt.Key.Key_Down)
    assert chart.highlighted() == "Cy"  # the leader first, as the legend and the description say
    qtbot.keyClick(chart, Qt.Key.Key_Down)
    assert chart.highlighted() == "Bob"
    qtbot.keyClick(chart, Qt.Key.Key_Up)
    qtbot.keyClick(chart, Qt.Key.Key_Up)
    assert chart.highlighted() == "Ann"  # round the list
    qtbot.keyClick(chart, Qt.Key.Key_Escape)
    assert chart.highlighted() is None


def test_the_chart_of_a_game_says_its_totals(window: Any) -> None:
    game_window(window)
    chart = window.wmm.chart
    evaluation = window.wmm.document.evaluation
    description = spoken_description(chart)
    assert description.startswith(f"Totals after round {evaluation.round}:")
    for player in evaluation.players:
        assert f"{player.name}: {player.total}" in description
