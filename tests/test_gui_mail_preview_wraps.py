"""The mail dialog's preview shows each player's mail as the player's mail program shows it: its sentences
wrapped at the pane's width between words (never inside ``++o`` or at a name's hyphen), each row of its
tables, its headings and its guess lines on one line, and only a table wider than the pane scrolls sideways.

Qt's own wrap, which the preview had, broke a table's row across lines, its columns out of line, and a
sentence at the hyphen of "Müller-Lüdenscheidt". In German, a game of 20 with long names, the dialog on the
suite's screen (800 × 800) at its own size and narrower."""

from __future__ import annotations

from typing import Any

from mail_text_lines import mail_lines, misshown, room, widest_kept
from screen_fit_walk import twenty_players
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.gui.i18n import Translators
from wordmastermind.gui.mail.dialog import MailDialog


def test_the_mail_preview_wraps_its_sentences_between_words_and_keeps_its_tables(qtbot: Any) -> None:
    assert Translators().install("de")  # English again after the test (conftest)
    game = twenty_players("de")
    dialog = MailDialog(evaluate(game), len(game.rounds), sender="Joe <joe@example.org>")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = dialog.preview_edit
    for width in (dialog.width(), dialog.minimumWidth()):
        dialog.resize(width, dialog.height())
        for name in ("Elisabeth Müller-Lüdenscheidt", "Paul-Gerhard Wunderlich"):
            dialog.preview_combo.setCurrentText(name)
            qtbot.waitUntil(lambda: f"Hallo {name}," in view.toPlainText())  # noqa: B023 (this turn's name)
            lines = list(mail_lines(view))
            assert any(kept and "+" in line for line, kept, _block, _shown in lines)  # a table's marks, "++o"
            assert any(not kept and "Müller-Lüdenscheidt," in line for line, kept, _block, _shown in lines)
            assert not misshown(view), (width, room(view), misshown(view)[:5])
            # sideways only as far as the widest table needs
            assert view.horizontalScrollBar().maximum() <= max(0.0, widest_kept(view) - room(view)) + 1
