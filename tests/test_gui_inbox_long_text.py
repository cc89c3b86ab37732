"""The fetch dialog's listing keeps a very long text to a few lines: cut with "…", the whole in its tooltip.

A stranger's mail with a subject of three hundred characters made its row seven lines tall at 743 pixels (more
the narrower the column): the listing's cap of :data:`~wordmastermind.gui.mail.intake_view.MOST_LINES` lines
never took effect (it was measured from the text's own wrapped height), so a long enough text could make a row
taller than the listing. The row is that many lines now, its last line ending in "…" (Qt's elision), and the
tooltip has the whole subject. German, as the game master reading the mails at 743 and 1180 pixels wide.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRect, Qt  # noqa: E402
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem  # noqa: E402

from wordmastermind.gui.mail.intake_model import WHY  # noqa: E402
from wordmastermind.gui.mail.intake_view import MOST_LINES  # noqa: E402

from test_gui_inbox_whole import replies_read  # noqa: E402
from test_gui_mail_choices_fit import settle  # noqa: E402

SUBJECT = ("Anmeldung zur Herbstpartie der Wortfreunde und eine Frage zur Wertung der Wortpunkte, wenn zwei"
           " Spielerinnen dasselbe Geheimwort gewählt haben, was laut Regeln ja eigentlich nicht vorkommen darf,"
           " aber bei uns im Verein schon zweimal passiert ist, zuletzt im Frühjahr, als Gertrud und Hannelore"
           " beide SAHNE wählten")


@pytest.mark.parametrize("width", [743, 1180])
def test_a_very_long_subject_takes_a_few_lines_and_ends_in_an_ellipsis(qtbot: Any, width: int) -> None:
    dialog = replies_read(20)
    qtbot.addWidget(dialog)
    stranger = dialog.mails[-1]
    assert stranger.sender == "fremd@example.org"
    dialog.mails[-1] = replace(stranger, subject=SUBJECT)
    dialog.replan()
    dialog.show()
    dialog.resize(width, 700)
    settle()
    view = dialog.view
    cell = next(index.siblingAtColumn(WHY) for index in dialog.model.walk()
                if index.siblingAtColumn(WHY).data() == SUBJECT)
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    QStyledItemDelegate().initStyleOption(option, cell)
    option.rect = view.visualRect(cell)
    shown = view.style().subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, view)
    metrics = view.fontMetrics()
    needed = metrics.boundingRect(QRect(0, 0, shown.width(), 100_000), int(Qt.TextFlag.TextWordWrap), SUBJECT)
    lines = metrics.lineSpacing()
    assert needed.height() > MOST_LINES * lines, "the subject fits its lines: nothing tested"
    rows = shown.height() // lines  # the lines the cell has room for
    assert rows == MOST_LINES, f"{width} wide: the subject has {rows} lines of {needed.height() // lines}"
    assert view.textElideMode() == Qt.TextElideMode.ElideRight  # the last line shown ends in "…"
    assert cell.data(Qt.ItemDataRole.ToolTipRole) == SUBJECT  # and the tooltip has it whole
    assert view.viewport().height() > 2 * view.visualRect(cell).height()  # other rows in view beside it
