"""Reports on pages (the PDF, the printout, Word): a heading stays with what follows it, a board is one picture.

The side games' reports were printed with a heading alone at the foot of a
page (Wachtwoord's "Points per word:" above a table on the next page) and
with the Woordspel board split over two pages (issue 32, item 9). The PDFs
are read back with pypdf, page by page, as a reader sees them; the printout
is printed through a QPrinter writing PDF and read back the same way.
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import docx
import pypdf
from docx.oxml.ns import qn

from wordmastermind.core.report import Column, Heading, Paragraph, Report, Table
from wordmastermind.core.wachtwoord.game import (
    Method, Team, TeamGame, TeamRound, TrioGame, TrioRound, TrioWord, missed, won,
)
from wordmastermind.core.wachtwoord.report import wachtwoord_report
from wordmastermind.core.woordspel.report import woordspel_report
from wordmastermind.core.woordspel.simulate import random_game
from wordmastermind.files.i18n import translation
from wordmastermind.files.writers import report_bytes

from test_pdf_writer import text_sizes

EXAMPLE_A = (won(2, 8), won(1, 5), missed(), won(1, 7), won(2, 6))
EXAMPLE_B = (won(1, 8), won(2, 7), won(1, 9), won(2, 2), won(1, 7))
FRED_ANNIE, JOOP_MARIE = Team("Fred", "Annie"), Team("Joop", "Marie")


def wachtwoord_reports() -> dict[str, Report]:
    """The rules' example (American method) in English and Dutch, a long team game and a long trio game."""
    example = TeamGame(FRED_ANNIE, JOOP_MARIE, Method.AMERICAN, rounds=(TeamRound(EXAMPLE_A, EXAMPLE_B),))
    long = TeamGame(FRED_ANNIE, JOOP_MARIE, Method.AMERICAN, rounds=(TeamRound(EXAMPLE_A, EXAMPLE_B),) * 6,
                    leader="Lies")
    trio_round = TrioRound("Els", tuple(TrioWord((("Wim",), ("Kees",))[n % 2], 10 - n) for n in range(5)))
    trio = TrioGame(("Els", "Wim", "Kees"), Method.AMERICAN, rounds=(trio_round,) * 8)
    return {
        "example, English": wachtwoord_report(example, "en", catalogs=translation),
        "example, Dutch": wachtwoord_report(example, "nl", catalogs=translation),
        "six rounds, Dutch": wachtwoord_report(long, "nl", catalogs=translation),
        "six rounds, English": wachtwoord_report(long, "en", catalogs=translation),
        "trio, eight rounds": wachtwoord_report(trio, "nl", catalogs=translation),
    }


def woordspel_reports() -> dict[str, Report]:
    """Games whose board used to be split: the heading "Board" fell where the header and a few rows fit."""
    return {f"seed {seed}, {turns} turns, {language}": woordspel_report(
        random_game(seed, turns=turns), language=language, catalogs=translation)
        for seed, turns, language in ((0, 10, "nl"), (0, 14, "en"), (1, 18, "nl"), (1, 10, "en"))}


def headings(report: Report) -> set[str]:
    """What a reader takes for a heading: the headings, and the paragraphs that introduce what follows them."""
    found = set()
    for block in report.blocks:
        if isinstance(block, Heading) or isinstance(block, Paragraph) and (
                block.text.endswith(":") or getattr(block, "keep_with_next", False)):
            found.add(" ".join(block.text.split()))
    return found


def pages_of(reader: pypdf.PdfReader) -> list[list[str]]:
    """Each page's lines of text, as they stand on it (the title above it first), without the page number at
    its foot."""
    pages = []
    for page in reader.pages:
        lines = [" ".join(line.split()) for line in page.extract_text(extraction_mode="layout").splitlines()
                 if line.strip()]
        pages.append(lines[:-1] if lines and lines[-1].isdigit() else lines)
    return pages


def last_lines(pages: list[list[str]]) -> list[str]:
    return [lines[-1] for lines in pages if lines]


def printed(report: Report, tmp_path: Path) -> pypdf.PdfReader:
    from PySide6.QtGui import QPageSize
    from PySide6.QtPrintSupport import QPrinter

    from wordmastermind.gui.printing import print_report

    path = tmp_path / "printed.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setOutputFileName(str(path))
    print_report(report, printer)
    del printer  # finishes the file
    return pypdf.PdfReader(str(path))


def board_pages(pages: list[list[str]], title: str) -> list[int]:
    """The page of each of the board's rows 1 to 15: the lines after the heading ``title`` whose first word is
    the row's number, on that page and the next."""
    start = next(n for n, lines in enumerate(pages) if title in lines)
    found: dict[int, int] = {}
    for number, lines in enumerate(pages[start:start + 2], start):
        after = lines[lines.index(title) + 1:] if number == start else lines
        for line in after:
            first = line.split()[0]
            if re.fullmatch(r"\d+", first) and len(found) + 1 == int(first) and int(first) not in found:
                found[int(first)] = number
    assert sorted(found) == list(range(1, 16)), found
    return [found[row] for row in range(1, 16)]


def board_title(report: Report) -> str:
    return [block.text for block in report.blocks if isinstance(block, Heading)][-1]  # "Board", "Bord"


# ---------------------------------------------------------------- the PDF


def test_no_page_of_a_wachtwoord_pdf_ends_with_a_heading() -> None:
    ends = {}
    for name, report in wachtwoord_reports().items():
        pages = pages_of(pypdf.PdfReader(io.BytesIO(report_bytes(report, ".pdf"))))
        titles = headings(report)
        assert {"Points per word:", "Punten per woord:"} & titles or "trio" in name
        ends[name] = [(number, last) for number, last in enumerate(last_lines(pages), 1) if last in titles]
    assert ends == {name: [] for name in ends}


def test_the_woordspel_board_is_on_one_page_of_the_pdf() -> None:
    for name, report in woordspel_reports().items():
        pages = pages_of(pypdf.PdfReader(io.BytesIO(report_bytes(report, ".pdf"))))
        assert len(set(board_pages(pages, board_title(report)))) == 1, name
        assert board_title(report) not in last_lines(pages), name


def test_a_whole_table_taller_than_a_page_is_set_smaller_on_one() -> None:
    board = Table((Column("Row", numeric=True), Column("Text")), tuple((n, f"line {n}") for n in range(1, 121)),
                  whole=True)
    titled = (Heading("Its heading", 2), Paragraph("Its title:", keep_with_next=True))
    for before in ((Paragraph("Before it."),), (Heading("Its heading"),), titled):  # under headings: on their page
        blocks = (Heading("Tall board"), Paragraph("A paragraph."), *before, board, Paragraph("After it."))
        report = Report("Tall", blocks)
        reader = pypdf.PdfReader(io.BytesIO(report_bytes(report, ".pdf")))
        pages = pages_of(reader)
        rows = [[line for line in lines if re.fullmatch(r"\d+ line \d+", line)] for lines in pages]
        assert [len(on_page) for on_page in rows if on_page] == [120]
        page = next(number for number, on_page in enumerate(rows) if on_page)
        assert rows[page] == [f"{n} line {n}" for n in range(1, 121)]
        sizes = [size for text, size in text_sizes(reader.pages[page]) if text.startswith("line ")]
        assert sizes and max(sizes) < 5.5  # 9.5 pt would need three pages
        assert [last for last in last_lines(pages) if last in headings(report)] == []


def test_a_short_whole_table_is_drawn_as_any_table() -> None:
    table = Table((Column("Row", numeric=True), Column("Text")), tuple((n, f"line {n}") for n in range(1, 16)))
    whole = Table(table.columns, table.rows, whole=True)
    sizes = [[size for text, size in text_sizes(pypdf.PdfReader(io.BytesIO(
        report_bytes(Report("T", (t,)), ".pdf"))).pages[0]) if text.startswith("line ")] for t in (table, whole)]
    assert sizes[0] == sizes[1] and len(sizes[0]) == 15


# ---------------------------------------------------------------- the printout


def test_the_printout_keeps_headings_with_what_follows_and_the_board_on_one_page(qapp: Any,
                                                                                 tmp_path: Path) -> None:
    report = wachtwoord_reports()["six rounds, Dutch"]
    pages = pages_of(printed(report, tmp_path))
    assert len(pages) > 2
    assert [last for last in last_lines(pages) if last in headings(report)] == []
    report = woordspel_reports()["seed 0, 10 turns, nl"]
    assert len(set(board_pages(pages_of(printed(report, tmp_path)), board_title(report)))) == 1


# ---------------------------------------------------------------- Word


def test_word_keeps_headings_and_table_titles_with_what_follows_and_the_board_whole() -> None:
    report = wachtwoord_reports()["six rounds, Dutch"]
    document = docx.Document(io.BytesIO(report_bytes(report, ".docx")))
    kept = {paragraph.text: paragraph.paragraph_format.keep_with_next for paragraph in document.paragraphs
            if paragraph.text}
    for block in report.blocks:
        if isinstance(block, Heading):
            assert kept[block.text] is True, block.text
    assert kept["Punten per woord:"] is True and kept["Lopende totalen, zoals op het gedrukte scoreblad:"] is True
    assert not kept["Fred & Annie winnen ronde 1, 43 tegen 29."]

    report = woordspel_reports()["seed 0, 10 turns, nl"]
    board = docx.Document(io.BytesIO(report_bytes(report, ".docx"))).tables[-1]
    rows = [row._tr.find(qn("w:tc")).find(qn("w:p")).find(qn("w:pPr")).find(qn("w:keepNext")) is not None
            for row in board.rows]
    assert len(rows) == 16 and rows == [True] * 15 + [False]  # the header and rows 1 to 14 kept with the next
