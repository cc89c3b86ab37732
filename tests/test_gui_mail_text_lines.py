"""A MailTextView given a new text replaces only the lines that changed (the mail dialog's preview keeps its
report laid out while the game master types the mail's text), and shows what a new view would."""

from __future__ import annotations

from typing import Any


def shown(view: Any) -> list[tuple[str, bool]]:
    """Each block of ``view``'s document: its text, and whether it may not wrap."""
    block, found = view.document().firstBlock(), []
    while block.isValid():
        found.append((block.text(), block.blockFormat().nonBreakableLines()))
        block = block.next()
    return found


def test_a_new_text_shows_as_in_a_new_view_whatever_lines_it_shares_with_the_last(qtbot: Any) -> None:
    """The view replaces only the lines that changed (the preview's report stays laid out while the mail's
    text is typed): what it shows is what a view given the text alone shows, from its top."""
    import random

    from wordmastermind.gui.mail.mail_text import MailTextView

    pieces = ["Hallo Jo,", "", "Deine Ziele: Anna Müller-Lüdenscheidt, Bo", "Runde  Wort", "-----  -----",
              "    1  ++o 8", "Bo: WORT", "Heading", "=======", "-- ", "  indented", "Gruss"]
    chance = random.Random(2026)
    view = MailTextView()
    qtbot.addWidget(view)
    view.resize(200, 300)
    view.show()
    texts = ["", "x", "\n", "a\nb", "a\n", "\na"] + [
        "\n".join(chance.choice(pieces) for _ in range(chance.randrange(1, 12))) for _ in range(300)]
    for text in texts + texts[::-1]:
        view.verticalScrollBar().setValue(view.verticalScrollBar().maximum())
        view.setPlainText(text)
        fresh = MailTextView()
        fresh.setPlainText(text)
        assert view.toPlainText() == text
        assert shown(view) == shown(fresh), text
        assert view.verticalScrollBar().value() == 0 and view.textCursor().position() == 0
    view.document().setPlainText("changed elsewhere")
    view.setPlainText("a\nb")
    assert view.toPlainText() == "a\nb"
