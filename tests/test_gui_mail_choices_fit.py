"""What the mail dialogs offer to choose from reads whole: every player in the preview's list, the keyring's box.

The mail dialog's preview chooses a player from a list. Fusion's popup of 60 or 100 names was as tall as the
screen, the last name shown cut, and only a small arrow at its foot to reach the others: the popup is now a list
of a few names that scrolls, with a scroll bar, each name whole. The fetch dialog's "Remember the password in the
system keyring" box kept its text on one line, and made the dialog as wide as that line: it wraps now.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, QRect  # noqa: E402
from PySide6.QtWidgets import QApplication, QLineEdit, QStyle, QStyleOptionFrame  # noqa: E402

from wordmastermind.core.wmm.evaluation import evaluate  # noqa: E402
from wordmastermind.core.wmm.examples import rules_example  # noqa: E402
from wordmastermind.core.wmm.simulate import random_game  # noqa: E402
from wordmastermind.gui.i18n import Translators  # noqa: E402
from wordmastermind.gui.mail.dialog import MailDialog  # noqa: E402
from wordmastermind.gui.mail.inbox_dialog import InboxDialog  # noqa: E402


def settle() -> None:
    """Let Qt lay out and place what changed (posted events, no waiting)."""
    for _ in range(3):
        QApplication.sendPostedEvents()
        QApplication.processEvents()


def hint_cut_by(edit: QLineEdit) -> int:
    """How many pixels of ``edit``'s hint (its placeholder text) do not fit in it (0: it is read whole): Qt draws
    it in the field's contents less 2 pixels on each side, its end cut where it is wider."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    contents = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    return max(0, edit.fontMetrics().horizontalAdvance(edit.placeholderText()) - (contents.width() - 4))


def many_players(count: int) -> MailDialog:
    """The mail dialog of a game of ``count`` players with long names, alike at their start."""
    game = random_game(count, 2, seed=1, hit_chance=0.0)
    game = game.with_players(replace(player, name=f"Spielerin Nummer {row + 1} Schulze-Wittenberg",
                                     email=f"spielerin{row + 1}@beispiel-verein.example.org")
                             for row, player in enumerate(game.players))
    return MailDialog(evaluate(game), len(game.rounds), language="de", sender="Joe <joe@example.org>")


@pytest.mark.parametrize("count", [60, 100])
def test_every_player_of_the_previews_list_is_reached_by_its_scroll_bar_and_read_whole(
        qtbot: Any, count: int) -> None:
    dialog = many_players(count)
    qtbot.addWidget(dialog)
    dialog.show()
    settle()
    combo = dialog.preview_combo
    combo.showPopup()
    settle()
    try:
        view = combo.view()
        popup = view.window()
        assert popup.isVisible()
        area = dialog.screen().availableGeometry()
        assert area.contains(popup.geometry()), (popup.geometry(), area)
        assert popup.height() < area.height() // 2, popup.height()  # a list of a few names, not the screen's height
        bar = view.verticalScrollBar()
        assert bar.isVisible() and bar.maximum() > 0, "no scroll bar to reach the names below"
        shown = view.viewport().rect()
        names = [view.model().index(row, 0) for row in range(count)]
        widest = max(view.fontMetrics().horizontalAdvance(index.data()) for index in names)
        assert widest < shown.width(), (widest, shown.width())  # "Spielerin Nummer 1…" told apart from "…10…"
        seen = set()
        for value in range(bar.minimum(), bar.maximum() + 1):  # the scroll bar dragged from top to bottom
            bar.setValue(value)
            seen |= {index.row() for index in names if whole_in(view.visualRect(index), shown)}
        assert seen == set(range(count)), sorted(set(range(count)) - seen)
        assert view.visualRect(names[-1]).bottom() <= shown.bottom()  # the last one whole at the end
    finally:
        combo.hidePopup()


def whole_in(rect: QRect, shown: QRect) -> bool:
    return not rect.isEmpty() and shown.contains(rect.topLeft()) and shown.contains(rect.bottomRight())


@pytest.mark.parametrize("language", ["en", "de", "nl", "fr"])
def test_the_keyring_box_of_the_fetch_dialog_wraps_instead_of_widening_it(qtbot: Any, language: str) -> None:
    assert Translators().install(language)  # English again after the test (conftest)
    dialog = InboxDialog(rules_example, 2, lambda *_: None)
    qtbot.addWidget(dialog)
    dialog.account_button.setChecked(True)  # unfolded, as the first time
    dialog.show()
    settle()
    check = dialog.account.remember_check
    assert check.sizeHint().width() <= dialog.width()
    assert inside(check, dialog) and whole(check), (check.geometry(), check.heightForWidth(check.width()))
    dialog.resize(dialog.minimumSizeHint())  # the dialog at its narrowest: the box's text on two lines, or one
    settle()
    assert inside(check, dialog) and whole(check), (check.geometry(), check.heightForWidth(check.width()))
    assert check.minimumSizeHint().width() < check.sizeHint().width(), "the box's line sets how narrow it may be"
    if check.width() < check.sizeHint().width():  # narrower than its line (the password's hint is shorter)
        assert check.height() > check.fontMetrics().lineSpacing() * 3 // 2  # the lines it wraps onto are shown


def inside(widget: Any, window: Any) -> bool:
    """Whether ``widget`` lies inside ``window`` (and inside the group box that holds it)."""
    place = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    group = window.account
    return window.rect().contains(place) and QRect(group.mapTo(window, QPoint(0, 0)), group.size()).contains(place)


def whole(check: Any) -> bool:
    """Whether the check box's text is not cut: as tall as its lines need at its width (on one line: as wide)."""
    if check.hasHeightForWidth():
        return check.height() >= check.heightForWidth(check.width())
    return check.width() >= check.sizeHint().width()
