"""Reports as PDF and on the printer, through Qt."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pypdf
from PySide6.QtGui import QPageSize, QPdfWriter

from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.round_report import overview_report
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example, table_example
from wordmastermind.core.report import Column, Heading, Paragraph, Report, Table
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.files.i18n import translation
from wordmastermind.files.writers.pdf import write_pdf
from wordmastermind.gui.printing import print_report


def pdf_text(path: Path) -> tuple[int, str]:
    reader = pypdf.PdfReader(str(path))
    text = "\n".join(page.extract_text() for page in reader.pages)
    # Qt's PDFs separate words with tabs in the extracted text.
    return len(reader.pages), " ".join(text.replace("\t", " ").split())


def test_a_pdf_report_has_pages_and_the_expected_text(qtbot: Any, tmp_path: Path) -> None:
    report = round_report(player_view(evaluate(rules_example()), 2))
    path = tmp_path / "round-2.pdf"
    write_pdf(report, path)
    pages, text = pdf_text(path)
    assert pages >= 1
    assert "round 2" in text
    assert "SAHNE ++ 6 Gustav" in text  # each guess with its points
    assert "ATLAS ++ooo 12 Emil" in text
    assert "Guessed in round 2: Emil's word LAMPE." in text
    assert "SALAT" not in text  # Alfons's word is still in play
    meta = pypdf.PdfReader(str(path)).metadata
    assert meta is not None and meta.title == report.title


def test_a_big_report_runs_over_several_pages(qtbot: Any, tmp_path: Path) -> None:
    report = round_report(player_view(evaluate(table_example()), 3), language="de", catalogs=translation)
    write_pdf(report, tmp_path / "r.pdf")
    pages, text = pdf_text(tmp_path / "r.pdf")
    assert pages > 1
    assert "Stand" in text and "Wertungsfaktor" in text


def test_the_gm_overview_pdf_holds_every_secret(qtbot: Any, tmp_path: Path) -> None:
    game = rules_example()
    write_pdf(overview_report(evaluate(game), 2), tmp_path / "o.pdf")
    _pages, text = pdf_text(tmp_path / "o.pdf")
    assert "for the game master only" in text
    assert all(p.secret in text for p in game.players)


def test_text_is_escaped_and_control_characters_dropped(qtbot: Any, tmp_path: Path) -> None:
    report = Report(
        "<b>Title</b> & co",
        (
            Heading("A <heading>"),
            Paragraph("bell\x07 and null\x00 gone"),
            Table((Column("Name"), Column("Points", numeric=True)), (("=HYPERLINK(\"x\")", 3),)),
        ),
    )
    write_pdf(report, tmp_path / "t.pdf")
    writer = QPdfWriter(str(tmp_path / "printed.pdf"))
    print_report(report, writer)
    del writer
    for path in (tmp_path / "t.pdf", tmp_path / "printed.pdf"):
        _pages, text = pdf_text(path)
        assert "A <heading>" in text
        assert "bell and null gone" in text
        assert '=HYPERLINK("x")' in text


def test_printing_goes_through_the_same_layout(qtbot: Any, tmp_path: Path) -> None:
    # A printer is a paged device like this PDF writer; the preview paints the same.
    writer = QPdfWriter(str(tmp_path / "printed.pdf"))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A5))
    print_report(round_report(player_view(evaluate(rules_example()), 1)), writer)
    del writer
    pages, text = pdf_text(tmp_path / "printed.pdf")
    assert pages >= 1 and "round 1" in text


def test_no_pdf_of_a_whole_game_holds_a_secret_not_yet_guessed(qtbot: Any, tmp_path: Path) -> None:
    # PDF streams are compressed, so the text is read back and searched.
    game = table_example(rounds=8, seed=7, hit_chance=0.08)
    result = evaluate(game)
    revealed_somewhere = False
    for number in range(1, result.round + 1):
        state = evaluate(game, upto=number)
        hidden = [
            p.secret for p in game.players
            if state.player(p.name).guessed_in_round is None and not state.game_over  # the final report reveals all
        ]
        path = tmp_path / f"round-{number}.pdf"
        write_pdf(round_report(player_view(state, number)), path)
        _pages, text = pdf_text(path)
        words = set(re.findall(r"[A-ZÄÖÜẞ]+", text.upper()))
        assert not words & set(hidden), f"round {number}"
        for name in state.rounds[number - 1].revealed:
            assert game.player(name).secret in words  # type: ignore[union-attr]
            revealed_somewhere = True
    assert revealed_somewhere  # the test saw secrets come out as news
