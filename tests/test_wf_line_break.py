"""The round report's "(WF) 2." stays on one line: its number never begins the next line alone.

A play-tester's French mail ended a line with "facteur de pondération (WF)" and began the next with "2.",
which reads as the start of a numbered list. The space between a label in parentheses and its number is
kept in every writer that breaks lines: the plain text (mails, .txt) and the PDF wrap elsewhere, and the
mail's HTML and the Word document, which the reader's program wraps, have a non-breaking space there.
"""

from __future__ import annotations

import io

from wordmastermind.core.report import Paragraph, Report
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.i18n import translation
from wordmastermind.files.mail.html import blocks_html
from wordmastermind.files.writers.pdf_text import FONT, wrapped, width
from wordmastermind.files.writers.text import WIDTH, render_text
from wordmastermind.files.writers.word import docx_bytes

NEXT = "Manche suivante : 3 propositions par joueur, facteur de pondération (WF) 2."


def french_next_round() -> str:
    """The French report's line about the next round, as the report says it."""
    report = round_report(player_view(evaluate(random_game(8, 1, 2)), 1), language="fr", catalogs=translation)
    return next(block.text for block in report.blocks
                if isinstance(block, Paragraph) and block.text.startswith("Manche suivante"))


def test_the_plain_text_keeps_the_number_with_its_label() -> None:
    said = french_next_round()
    assert said.endswith("(WF) 2.") and len(said) > WIDTH >= len(said) - len(" 2."), said  # it broke there
    lines = render_text(Report("", (Paragraph(said),))).splitlines()
    assert lines[-1].endswith("(WF) 2.") and lines[-1] != "2.", lines


def test_the_pdf_keeps_the_number_with_its_label() -> None:
    room = width(NEXT[: NEXT.index(" 2.")], FONT) + 1  # "(WF)" fits on the line, "(WF) 2." does not
    lines = wrapped(NEXT, room, FONT)
    assert lines[-1] == "(WF) 2.", lines


def test_the_mail_html_and_word_have_a_non_breaking_space_there() -> None:
    assert "(WF)&nbsp;2." in blocks_html((Paragraph(NEXT),))
    import docx

    document = docx.Document(io.BytesIO(docx_bytes(Report("Manche 1", (Paragraph(NEXT),)))))
    texts = [p.text for p in document.paragraphs]
    assert any(text.endswith("(WF)\xa02.") for text in texts), texts
    assert not any(text.endswith("(WF) 2.") for text in texts)
