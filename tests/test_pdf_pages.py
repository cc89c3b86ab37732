"""A PDF's pages drawn once for the PDFs that have them alike (files/writers/pdf_pages.py): the example's
player's copy of a run's report takes the pages it shares with the run's PDF, and is byte for byte the PDF drawn
page by page."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from wordmastermind.core.report import Paragraph, Report
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.reader_reports import ReaderReports
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.mail.message import mail_report
from wordmastermind.files.writers import pdf, pdf_pages


@pytest.fixture
def recorders(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The PDFs' page recorders, as made (each says how many pages it took); ReportLab's invariant mode (no
    date or random document id: two PDFs of the same pages are the same bytes); nothing kept from before."""
    from reportlab import rl_config

    monkeypatch.setattr(rl_config, "invariant", 1)
    made: list[Any] = []

    class Counted(pdf_pages.PageRecorder):
        def __init__(self, canvas: Any) -> None:
            super().__init__(canvas)
            made.append(self)

    monkeypatch.setattr(pdf, "PageRecorder", Counted)
    pdf_pages._DRAWN.clear()
    yield made
    pdf_pages._DRAWN.clear()


def fresh(report: Report) -> bytes:
    """``report``'s PDF as a report on its own is made (``report --pdf``): each page drawn on the canvas."""
    return pdf.pdf_bytes(report)


def copy(report: Report) -> bytes:
    """``report``'s PDF as one of the copies a run's mails carry."""
    return pdf.pdf_bytes(report, copies=True)


def pages(data: bytes) -> list[str]:
    import io

    from pypdf import PdfReader

    return [page.extract_text() for page in PdfReader(io.BytesIO(data)).pages]


def test_the_example_players_copy_takes_the_pages_it_shares(recorders: list[Any]) -> None:
    game = random_game(60, 3, seed=7)
    view = player_view(evaluate(game), 3)
    report = mail_report(view, "de")
    readers = ReaderReports(view, report, lambda reader: mail_report(view, "de", reader))
    named = next(p.name for p in game.players if readers.key(p.name).startswith("example:"))
    own = readers.of(named)
    run = copy(report)
    made = copy(own)
    count = len(pages(run))
    assert count > 5 and [r.taken for r in recorders] == [0, count - 1]  # all but the page of the example
    assert made == fresh(own) and made != run and run == fresh(report)
    assert len(recorders) == 2  # a report on its own is drawn as it always was
    text, run_text = pages(made), pages(run)
    assert text[1:] == run_text[1:] and text[0] != run_text[0]
    assert f"„{named}: WORT“" not in text[0] and f"„{named}: WORT“" in run_text[0]


def test_a_page_whose_characters_the_pdf_numbers_otherwise_is_drawn(recorders: list[Any]) -> None:
    """A PDF numbers the characters of its fonts in the order they are first drawn: two PDFs whose first pages
    show ö and Ω in turn number them the other way round, and a later page showing them is drawn in each
    (taken, it would show the other's letters); the pages between, of plain text, are taken. Each PDF is the
    PDF drawn page by page."""
    filler = tuple(Paragraph(f"Line {n} of the pages between, plain ASCII.") for n in range(150))
    last = (Paragraph("Both: ö and Ω."),)
    first = Report("Numbers", (Paragraph("One: ö"), Paragraph("Two: Ω"), *filler, *last))
    second = Report("Numbers", (Paragraph("One: Ω"), Paragraph("Two: ö"), *filler, *last))
    copy(first)
    made = copy(second)
    count = len(pages(made))
    assert count >= 4 and recorders[-1].taken == count - 2  # the first page and the last are drawn
    assert made == fresh(second) and pages(made)[-1].strip().endswith("Both: ö and Ω.")
    pdf_pages._DRAWN.clear()
    copy(first)
    again = replace(second, blocks=(Paragraph("One: Ω"), Paragraph("Two: x"), *filler, *last))
    assert copy(again) == fresh(again)  # ö new to the PDF on the last page: drawn


def test_pdfs_drawn_one_after_the_other_stay_each_their_own(recorders: list[Any]) -> None:
    """Reports of other games and rounds, in turn, twice: each PDF the same bytes as drawn alone."""
    reports = [mail_report(player_view(evaluate(random_game(players, 3, seed=seed)), number), language)
               for players, seed, number, language in ((12, 1, 2, "fr"), (30, 2, 3, "de"), (12, 1, 3, "fr"))]
    alone = [fresh(report) for report in reports]
    assert [copy(report) for report in reports * 2] == alone * 2
    assert sum(r.taken for r in recorders) > 0  # the second time round, the pages were taken


def test_a_canvas_that_is_not_reportlabs_as_read_draws_every_page() -> None:
    """A canvas without the parts of ReportLab's the recorder reads (another ReportLab, a canvas of one's own)
    gets every call, in order, page by page; nothing is kept."""
    calls: list[tuple[Any, ...]] = []

    class Plain:
        def __getattr__(self, name: str) -> Any:
            if name.startswith("_"):
                raise AttributeError(name)
            return lambda *args, **kwargs: calls.append((name, args, kwargs))

    report = Report("Plain", (Paragraph("One"), Paragraph("Two")))
    pdf_pages._DRAWN.clear()
    recorder = pdf_pages.PageRecorder(Plain())
    from wordmastermind.files.writers.pdf_layout import Page, draw_report

    draw_report(report, recorder, Page())
    assert calls == []  # nothing drawn before the page is done
    recorder.finish()
    assert [c[0] for c in calls if c[0] == "drawString"] and [c[1][2] for c in calls if c[0] == "drawString"][-2:] \
        == ["One", "Two"]
    assert recorder.taken == 0 and not pdf_pages._DRAWN._pages
