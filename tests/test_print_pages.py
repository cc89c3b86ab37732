"""File ▸ Print and Print Preview: the report at its real size, over as many pages as it needs.

A printer writing PDF (QPrinter's PdfFormat) is what the preview and a
real printer are painted like; the PDF it writes is read back with pypdf.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pypdf
import pytest
from PySide6.QtGui import QPageSize
from PySide6.QtPrintSupport import QPrinter

from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.gui.printing import print_report
from wordmastermind.gui.theme import apply_theme

from test_pdf_writer import text_sizes


def printed(tmp_path: Path, players: int = 100) -> pypdf.PdfReader:
    evaluation = evaluate(random_game(players, 6, seed=2026))
    path = tmp_path / "printed.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setOutputFileName(str(path))
    print_report(round_report(player_view(evaluation, evaluation.round)), printer)
    del printer  # finishes the file
    return pypdf.PdfReader(str(path))


def text_colours(page: Any) -> list[tuple[float, ...]]:
    """The fill colour (grey or RGB, 0 to 1) each piece of text on ``page`` is drawn in."""
    colour: list[tuple[float, ...]] = [(0.0,)]
    found: list[tuple[float, ...]] = []

    def visit(op: bytes, args: Any, _cm: Any, _tm: Any) -> None:
        if op in (b"g", b"rg", b"sc", b"scn") and args and all(isinstance(a, (int, float)) for a in args):
            colour[0] = tuple(float(a) for a in args)
        elif op in (b"Tj", b"TJ"):
            found.append(colour[0])

    page.extract_text(visitor_operand_before=visit)
    return found


def test_a_100_player_report_prints_over_many_pages_at_real_size(qapp: Any, tmp_path: Path) -> None:
    reader = printed(tmp_path)
    assert len(reader.pages) > 5
    sizes = [size for page in reader.pages[:3] for text, size in text_sizes(page)
             if re.fullmatch(r"Player \d+", text)]
    assert sizes and all(8.5 <= size <= 10.5 for size in sizes), sorted(set(sizes))
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (595, 842)


def test_the_standings_header_is_printed_on_every_page_they_run_onto(qapp: Any, tmp_path: Path) -> None:
    reader = printed(tmp_path)
    texts = [" ".join(page.extract_text().split()) for page in reader.pages]
    first = next(i for i, text in enumerate(texts) if "Standings" in text)
    assert len(texts) > first + 1
    for text in texts[first:]:
        assert "Rank Name Guess points" in text, text[:200]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_printout_is_dark_text_on_white_paper_in_both_themes(qapp: Any, tmp_path: Path, theme: str) -> None:
    apply_theme(qapp, theme, qapp.style().name())
    try:
        reader = printed(tmp_path, players=20)
    finally:
        apply_theme(qapp, "light", qapp.style().name())
    colours = [colour for page in reader.pages for colour in text_colours(page)]
    assert colours and all(max(colour) <= 0.35 for colour in colours), set(colours)  # black, the page header dark grey


def test_no_heading_is_printed_at_the_foot_of_a_page(qapp: Any, tmp_path: Path) -> None:
    for number, page in enumerate(printed(tmp_path).pages, 1):
        lines = [" ".join(line.split()) for line in page.extract_text().splitlines() if line.strip()]
        last = lines[-1] if not lines[-1].isdigit() else lines[-2]  # the page number may come last
        assert "'s word" not in last and last not in ("Standings", "The words"), (number, last)


def preview_darkness(qapp: Any, theme: str) -> int:
    """How many nearly black pixels the print preview of a 20-player report shows, in ``theme``."""
    from PySide6.QtPrintSupport import QPrintPreviewWidget

    apply_theme(qapp, theme, qapp.style().name())
    try:
        evaluation = evaluate(random_game(20, 6, seed=2026))
        report = round_report(player_view(evaluation, evaluation.round))
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        preview = QPrintPreviewWidget(printer)
        preview.paintRequested.connect(lambda device: print_report(report, device))
        preview.resize(900, 1200)
        preview.fitToWidth()
        preview.show()
        preview.updatePreview()
        qapp.processEvents()
        image = preview.grab().toImage()
        preview.close()
        preview.deleteLater()
    finally:
        apply_theme(qapp, "light", qapp.style().name())
    edge = 40  # the scroll bars, drawn in the theme's colours
    return sum(
        1 for y in range(0, image.height() - edge, 2) for x in range(0, image.width() - edge, 2)
        if image.pixelColor(x, y).lightness() < 60
    )


def test_the_print_preview_shows_dark_text_in_the_dark_theme_too(qapp: Any) -> None:
    light = preview_darkness(qapp, "light")
    assert light > 500
    assert preview_darkness(qapp, "dark") >= 0.95 * light
