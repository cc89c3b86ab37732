"""The PDF report (``report --pdf``, File ▸ Export ▸ PDF), read back as a reader of it sees it."""

from __future__ import annotations

import io
import math
import re
from pathlib import Path
from typing import Any

import pypdf
import pytest

from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.report import Column, Heading, Paragraph, Report, Table
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.outputs import OutputError
from wordmastermind.files.writers import report_bytes, write_report

A4 = (595.3, 841.9)
MARGIN = 18 / 25.4 * 72


def lines_of(page: Any) -> list[str]:
    return [line.strip() for line in page.extract_text().splitlines() if line.strip()]


def text_sizes(page: Any) -> list[tuple[str, float]]:
    """Each piece of text on ``page`` with the size it is shown at, in points."""
    found: list[tuple[str, float]] = []

    def visit(text: str, cm: Any, tm: Any, _font: Any, size: float) -> None:
        if text.strip():
            a, b, c, d = (tm[0] * cm[0] + tm[1] * cm[2], tm[0] * cm[1] + tm[1] * cm[3],
                          tm[2] * cm[0] + tm[3] * cm[2], tm[2] * cm[1] + tm[3] * cm[3])
            found.append((" ".join(text.split()), size * math.sqrt(abs(a * d - b * c))))

    page.extract_text(visitor_text=visit)
    return found


def drawn_x(page: Any) -> list[float]:
    """The x of every point a line or rectangle on ``page`` is drawn through, in points."""
    xs: list[float] = []

    def visit(op: bytes, args: Any, cm: Any, _tm: Any) -> None:
        if op in (b"m", b"l"):
            xs.append(float(args[0]) * cm[0] + float(args[1]) * cm[2] + cm[4])
        elif op == b"re":
            x, w = float(args[0]), float(args[2])
            xs.extend([x * cm[0] + cm[4], (x + w) * cm[0] + cm[4]])

    page.extract_text(visitor_operand_before=visit)
    return xs


def read(data: bytes) -> pypdf.PdfReader:
    return pypdf.PdfReader(io.BytesIO(data))


@pytest.fixture(scope="module")
def hundred() -> pypdf.PdfReader:
    evaluation = evaluate(random_game(100, 6, seed=2026))
    return read(report_bytes(round_report(player_view(evaluation, evaluation.round)), ".pdf"))


def test_write_report_writes_a_pdf_of_the_round(tmp_path: Path) -> None:
    report = round_report(player_view(evaluate(rules_example()), 2))
    path = tmp_path / "round-2.pdf"
    write_report(report, path)
    reader = pypdf.PdfReader(str(path))
    text = "\n".join(page.extract_text() for page in reader.pages)
    assert "ATLAS" in text and "++ooo" in text and "Emil" in text
    assert "Guessed in round 2: Emil's word LAMPE." in text
    assert "SALAT" not in text  # Alfons's word is still in play
    assert reader.metadata is not None and reader.metadata.title == report.title
    box = reader.pages[0].mediabox
    assert (round(float(box.width), 1), round(float(box.height), 1)) == A4


def test_a_100_player_report_runs_over_pages_each_table_header_repeated(hundred: pypdf.PdfReader) -> None:
    assert len(hundred.pages) > 5
    standings = [i for i, page in enumerate(hundred.pages) if "Standings" in page.extract_text()][0]
    lines = lines_of(hundred.pages[standings])
    assert lines[lines.index("Standings") + 1] == "Rank"
    assert len(hundred.pages) > standings + 1  # the standings run onto the next page
    for page in hundred.pages[standings + 1:]:
        lines = lines_of(page)  # the page's title and number, the table's heading again, then its header
        assert lines[2:5] == ["Standings (continued)", "Rank", "Name"] and "Guess points" in lines[:10], lines[:10]


def test_body_text_is_printed_at_nine_to_ten_points(hundred: pypdf.PdfReader) -> None:
    sizes = [size for page in hundred.pages[:3] for text, size in text_sizes(page) if re.fullmatch(r"Player \d+", text)]
    assert sizes and all(9 <= size <= 10.5 for size in sizes), sorted(set(sizes))


def test_tables_span_the_text_width(hundred: pypdf.PdfReader) -> None:
    for page in hundred.pages[:2]:
        xs = drawn_x(page)
        assert min(xs) == pytest.approx(MARGIN, abs=1)
        assert max(xs) == pytest.approx(A4[0] - MARGIN, abs=1)


def test_no_heading_is_left_at_the_foot_of_a_page(hundred: pypdf.PdfReader) -> None:
    for number, page in enumerate(hundred.pages, 1):
        last = lines_of(page)[-1]
        assert "'s word" not in last and last not in ("Standings", "The words"), (number, last)


def test_column_titles_stay_whole_and_long_names_wrap_at_spaces() -> None:
    titles = ("Rang", "Spielername", "Ratepunkte", "Wortpunkte", "Gesamtpunkte", "Diese Runde",
              "Wertungsfaktor")
    long_name = "Anna Maria Theresia Walburga Amalia Christina von Habsburg-Lothringen"
    table = Table(tuple(Column(title, numeric=i != 1) for i, title in enumerate(titles)),
                  tuple((i, long_name if i == 1 else f"Spieler {i}", *range(5)) for i in range(1, 4)))
    reader = read(report_bytes(Report("Titel", (Heading("Stand"), table)), "pdf"))
    words = reader.pages[0].extract_text().split()
    for title in titles:
        assert all(part in words for part in title.split()), title
    for part in long_name.split():
        assert part in words, part  # broken at spaces only
    lines = lines_of(reader.pages[0])
    assert not any(long_name in line for line in lines)  # it did wrap


def test_umlauts_and_letters_beyond_latin1_are_written(tmp_path: Path) -> None:
    table = Table((Column("Spieler"), Column("Wort")),
                  (("Jürgen Groß", "ÄRGER"), ("Łukasz", "ÖL"), ("Ωmega 😀", "ÜBER")))
    report = Report("Müßiggang", (Heading("Straße"), Paragraph("Zoë & <Łódź>", emphasis=True), table))
    write_report(report, tmp_path / "u.pdf")
    text = pypdf.PdfReader(str(tmp_path / "u.pdf")).pages[0].extract_text()
    for word in ("Müßiggang", "Straße", "Jürgen Groß", "ÄRGER", "ÖL", "ÜBER", "Łukasz", "Zoë & <Łódź>", "Ωmega \ufffd"):
        assert word in text, word  # the emoji the font lacks: the replacement character, never "?"


def test_a_pdf_is_not_written_over_a_folder(tmp_path: Path) -> None:
    folder = tmp_path / "report.pdf"
    folder.mkdir()
    with pytest.raises(OutputError, match="report.pdf"):
        write_report(Report("x", ()), folder)
    assert folder.is_dir()


def test_a_huge_cell_is_cut_short_rather_than_run_off_the_page() -> None:
    table = Table((Column("Name"), Column("Notes")), (("Anna", "blah " * 3000), ("Bert", "short")))
    reader = read(report_bytes(Report("Titel", (Heading("Notes"), table)), ".pdf"))
    heights: list[float] = []

    def visit(text: str, cm: Any, tm: Any, _font: Any, _size: float) -> None:
        if text.strip():
            heights.append(tm[5] * cm[3] + cm[5])

    for page in reader.pages:
        page.extract_text(visitor_text=visit)
    assert heights and all(0 < y < A4[1] for y in heights)
    text = " ".join(page.extract_text() for page in reader.pages)
    assert "…" in text and "Bert" in text and "short" in text
