"""The mail dialog's preview keeps its place while the game master types the text, and a status cut to a few
lines shows whole from its "Show all…" link."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QPlainTextEdit

from test_gui_rounds_room import settle
from test_mail_dialog import make_dialog
from wordmastermind.gui.i18n import Translators
from wordmastermind.gui.mail.parts import status_lines


def type_into_text(qtbot: Any, dialog: Any, typed: str, shown: str = "") -> None:
    """Type ``typed`` at the end of the mail's text, as the game master does, and wait for the preview made anew:
    the mail ending in ``shown`` (by default what was typed)."""
    dialog.template_edit.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClicks(dialog.template_edit, typed)
    qtbot.waitUntil(lambda: dialog.preview_edit.toPlainText().rstrip().endswith(shown or typed.strip()))


def test_the_preview_stays_where_it_was_read_while_the_text_is_typed(qtbot: Any) -> None:
    """Each pause in typing made the preview anew and jumped it back to its top: a game master checking how the
    report's lines read at the bottom of Gustav's mail scrolled down again after every word."""
    dialog = make_dialog(qtbot)
    dialog.resize(900, 600)
    dialog.preview_combo.setCurrentText("Gustav")
    preview = dialog.preview_edit
    bar = preview.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 100)  # a mail longer than the view
    preview.document().documentLayout().documentSize()  # laid out whole at the view's width, as it is read
    settle(qtbot)
    place = bar.maximum() // 2
    bar.setValue(place)
    top_line = preview.cursorForPosition(QPoint(5, 5)).block().text()  # the line read at the top of the view
    type_into_text(qtbot, dialog, " Gruss")
    assert bar.value() == place
    assert preview.cursorForPosition(QPoint(5, 5)).block().text() == top_line
    type_into_text(qtbot, dialog, " und bis bald")  # again: still there
    assert bar.value() == place
    dialog.template_edit.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClicks(dialog.template_edit, " {")  # a placeholder half typed: no mail to show, for a moment
    qtbot.waitUntil(lambda: dialog.error_label.isVisible() and not preview.toPlainText())
    type_into_text(qtbot, dialog, "round}", "bis bald 2")  # the round's number: Gustav's mail again, in its place
    assert bar.value() == place

    dialog.preview_combo.setCurrentText("Emil")  # another player's mail: read from its top
    qtbot.waitUntil(lambda: preview.toPlainText().startswith("To: Emil"))
    assert bar.value() == 0
    bar.setValue(bar.maximum())
    dialog.preview_combo.setCurrentText("Gustav")
    qtbot.waitUntil(lambda: preview.toPlainText().startswith("To: Gustav"))
    assert bar.value() == 0


def test_a_status_cut_shows_whole_from_its_link_in_a_dialog_of_its_own(qtbot: Any) -> None:
    dialog = make_dialog(qtbot)
    dialog.resize(900, 600)
    status = dialog.status_label
    assert not status.link.isVisible()  # nothing to show more of
    dialog.tell("\n".join(f"Line {number}: something the game master should read." for number in range(1, 13)))
    qtbot.waitUntil(status.is_cut)
    qtbot.waitUntil(status.link.isVisible)
    assert status.link.text().endswith(">Show all…</a>")
    spacing = status.fontMetrics().lineSpacing()
    link = status.link.geometry()
    assert link.right() <= status.width() and link.bottom() <= status.shown_lines() * spacing  # on its last line
    text = status.text()

    qtbot.mouseClick(status.link, Qt.MouseButton.LeftButton, pos=status.link.rect().center())
    qtbot.waitUntil(lambda: bool(dialog.findChildren(QDialog)))
    whole, = dialog.findChildren(QDialog)
    assert whole.parent() is dialog and whole.isVisible()
    assert whole.findChild(QPlainTextEdit).toPlainText() == text  # every line, selectable
    assert whole.height() < dialog.height()  # a small one, over the mail dialog
    with qtbot.waitSignal(whole.destroyed):
        whole.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close).click()
    assert dialog.findChildren(QDialog) == []  # closed: deleted, not kept hidden

    dialog.say("Saved.")  # a short status again: no link
    qtbot.waitUntil(lambda: not status.link.isVisible())


@pytest.mark.parametrize(("language", "link"), [("en", "Show all…"), ("de", "Alles zeigen…"),
                                                ("nl", "Alles tonen…"), ("fr", "Tout afficher…")])
def test_the_link_speaks_the_apps_language(qtbot: Any, language: str, link: str) -> None:
    translators = Translators()
    try:
        assert translators.install(language)
        status = status_lines()
        qtbot.addWidget(status)
        assert status.link.text() == f'<a href="#whole">{link}</a>'
    finally:
        translators.install("en")
    QApplication.processEvents()
