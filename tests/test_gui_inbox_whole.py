"""The fetch dialog in German reads whole without hovering: what becomes of each reply, and the password's hint.

German at 150 % on 1920 × 1080, "Was daraus wird" (what the app does with each player's reply) was cut on most
rows, "nicht übernommen: Zeile 2 („Carla …" with the reason only in the tooltip, and the password field's hint
"aus dem Schlüsselbund des Systems, falls dort hinterlegt" lost its end. The listing's texts now wrap onto the
lines they need, and the password field is as wide as its hint. Looked at here with 20 and 100 players, the
dialog as it opens and at its narrowest (the suite's screen is 1280 × 720 at 150 % narrower still).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timezone
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect, Qt  # noqa: E402
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem  # noqa: E402

from wordmastermind.core.wmm.intake import InMail  # noqa: E402
from wordmastermind.core.wmm.simulate import random_game  # noqa: E402
from wordmastermind.gui.i18n import Translators  # noqa: E402
from wordmastermind.gui.mail.inbox_dialog import InboxDialog  # noqa: E402
from wordmastermind.gui.mail.intake_model import MAIL, WHY  # noqa: E402

from screen_fit_walk import NAMES  # noqa: E402
from test_gui_mail_choices_fit import hint_cut_by, settle  # noqa: E402


def replies_read(count: int) -> InboxDialog:
    """The German fetch dialog of a game of ``count`` players with long names, every player's reply read: a
    guess each, some a word of the wrong length, a name mistyped or a line of greetings, and a stranger's mail."""
    assert Translators().install("de")  # English again after the test (conftest)
    names = [NAMES[row % len(NAMES)] + (f" {row // len(NAMES) + 1}" if row >= len(NAMES) else "")
             for row in range(count)]
    game = random_game(count, 2, seed=1, hit_chance=0.0)
    game = game.with_players(replace(player, name=names[row], email=f"spieler{row}@beispiel-verein.example.org")
                             for row, player in enumerate(game.players))
    game = game.with_settings(replace(game.settings, language="de"))
    number = len(game.rounds) + 1
    mails = []
    for row, player in enumerate(game.players):
        other = names[(row + 2) % count]
        body = f"{names[(row + 1) % count]}: SAHNE\n"
        body += (f"{other}: XY\n", f"{other.split()[0][:-1]}: TOLLE\n",
                 "Viele Grüße und viel Glück euch allen in dieser Runde!\n", "")[row % 4]
        mails.append(InMail(player.email, datetime(2030, 11, 30, 8, row % 60, tzinfo=timezone.utc), f"<{row}@test>",
                            "Tipps", body))
    mails.append(InMail("fremd@example.org", datetime(2030, 11, 30, 9, tzinfo=timezone.utc), "<x@test>", "Hallo",
                        "Hallo\n"))
    dialog = InboxDialog(lambda: game, number, lambda *_: None)
    dialog.mails, dialog.before, dialog.read_round = mails, 0, number
    dialog.round_spin.setValue(number)
    dialog.account_button.setChecked(True)  # unfolded, as the first time
    dialog.replan()
    return dialog


def cut_in_column(dialog: InboxDialog, column: int) -> list[tuple[str, int, int]]:
    """The texts of ``column`` not shown whole, but in a title that spans its row: (text, the height the cell
    gives it, the height it needs). Qt paints a cell's text where the style puts it (beside a tick, if any)
    less the style's margins on each side, wrapped at its words if the view wraps, and cuts what does not fit."""
    view = dialog.view
    metrics, style = view.fontMetrics(), view.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    asker = QStyledItemDelegate()  # how Qt fills a cell's option: its text, its tick
    cut = []
    for index in dialog.model.walk():
        cell = index.siblingAtColumn(column)
        text = cell.data() or ""
        if not text or view.isFirstColumnSpanned(index.row(), index.parent()):
            continue
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        asker.initStyleOption(option, cell)
        option.rect = view.visualRect(cell)
        shown = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, view)
        room = QRect(0, 0, shown.width() - 2 * margin, 10_000)
        wrapped = metrics.boundingRect(room, int(Qt.TextFlag.TextWordWrap), text)
        if wrapped.height() > shown.height() or wrapped.width() > room.width() or (
                not view.wordWrap() and metrics.horizontalAdvance(text) > room.width()):
            cut.append((text, shown.height(), wrapped.height()))
    return cut


@pytest.mark.parametrize("count", [20, 100])
def test_what_becomes_of_each_reply_and_the_password_hint_read_whole(qtbot: Any, count: int) -> None:
    dialog = replies_read(count)
    qtbot.addWidget(dialog)
    dialog.show()
    settle()
    view = dialog.view
    third = view.header().sectionSize(WHY)
    longest = max(view.fontMetrics().horizontalAdvance(index.siblingAtColumn(WHY).data() or "")
                  for index in dialog.model.walk())
    assert longest > third, "no text wider than its column: nothing tested"
    sizes = {"as it opens": dialog.size(), "at its narrowest": dialog.minimumSizeHint()}
    for state, size in sizes.items():
        dialog.resize(size)
        settle()
        assert dialog.account.password_edit.placeholderText().startswith("aus dem Schlüsselbund")
        cut = hint_cut_by(dialog.account.password_edit)
        assert cut == 0, f"{state}, {dialog.width()} wide: the hint lacks {cut} px"
        cut = cut_in_column(dialog, WHY)
        assert not cut, f"{state}, {dialog.width()} wide, column {view.header().sectionSize(WHY)}: {cut[:3]}"
        cut = cut_in_column(dialog, MAIL)  # the players, their guesses and lines, the ticks
        assert not cut, f"{state}, {dialog.width()} wide, column {view.header().sectionSize(MAIL)}: {cut[:3]}"
        horizontal = view.horizontalScrollBar()
        assert not horizontal.isVisible(), f"{state}: the listing scrolls sideways"
