"""A report as an A4 PDF, drawn with ReportLab's canvas.

Headings, paragraphs and tables flow over as many pages as they need.
Every table spans the full text width; its header row is repeated at the
top of each page it runs onto; a column is never narrower than the longest
word of its title, so that no title breaks inside a word; a long cell (a
long name) wraps at its spaces. A heading never stands alone at the foot of
a page: it goes to the next one with the start of its table. The report's
title stands above every page and the page number below it. The text is
Helvetica (:mod:`~wordmastermind.files.writers.pdf_text` says which letters
it holds, and measures and wraps it).

The pages are laid out here and drawn straight on the canvas: ReportLab's
page layout engine (platypus) takes longer to import than python-docx
takes to write the whole Word report. ReportLab is imported only when a
PDF is made, so that the program starts without it.
"""

from __future__ import annotations

import errno
import io
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wordmastermind.core.report import Heading, Paragraph, Report, Table
from wordmastermind.files.writers.pdf_text import (
    BOLD, CELL_SIZE, FONT, MARGIN, PADDING, PAGE_HEIGHT, PAGE_WIDTH, cell_text, column_widths,
    printable, wrapped,
)
from wordmastermind.files.writers.sanitize import clean_text

AUTHOR = "wordmastermind"
CELL_LEADING = 11.5
BODY_SIZE, BODY_LEADING, BODY_AFTER = 10.0, 13.0, 5.0
HEADINGS = {1: (15.0, 19.0, 8.0, 6.0), 2: (12.0, 15.0, 8.0, 4.0)}
"""Size, leading, space before and space after of a heading of each level."""
TABLE_AFTER = 8.0
KEEP_ROWS = 3
MAX_CELL_LINES = 40
"""The most lines one table cell takes (a row must fit on a page); a longer cell ends in "…"."""
"""A heading goes to the next page unless its table's header and this many rows fit under it."""
HEADER_FILL = (0.91, 0.91, 0.91)
RULE_GREY = 0.6


@dataclass(frozen=True, slots=True)
class Page:
    """The paper: its size and the margin all round, in points (A4, 18 mm)."""

    width: float = PAGE_WIDTH
    height: float = PAGE_HEIGHT
    margin: float = MARGIN

    @property
    def text_width(self) -> float:
        return self.width - 2 * self.margin

    @property
    def top(self) -> float:
        return self.height - self.margin


def write_pdf(report: Report, path: str | os.PathLike[str]) -> None:
    """Write ``report`` to ``path`` as a PDF, atomically.

    The path is checked first (:func:`~wordmastermind.files.outputs.check_output`:
    never over a game file, a folder or a device; raises
    :class:`~wordmastermind.files.outputs.OutputError`). The PDF is made in
    memory and checked to be a whole PDF before it replaces anything; an
    :class:`OSError` of the disk (full, read-only) leaves an existing file as
    it was.
    """
    from wordmastermind.files.atomic import atomic_write
    from wordmastermind.files.outputs import check_output

    check_output(Path(path))
    atomic_write(Path(path), pdf_bytes(report), keep_backup=False)


def pdf_bytes(report: Report) -> bytes:
    """The report as the bytes of an A4 PDF, made in memory; :class:`OSError` if none was made."""
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, PAGE_WIDTH, PAGE_HEIGHT, report.title)
    canvas.setSubject(printable(report.subject))
    draw_report(report, canvas, Page())
    return saved(canvas, buffer)


def new_canvas(buffer: io.BytesIO, width: float, height: float, title: str) -> Any:
    """A ReportLab canvas of pages ``width`` × ``height`` drawing into ``buffer``, titled (letters, labels too)."""
    from reportlab import rl_config
    from reportlab.pdfgen.canvas import Canvas

    rl_config.useA85 = 0  # compressed streams as bytes: ASCII85 text only makes them bigger and slower
    canvas = Canvas(buffer, pagesize=(width, height), pageCompression=1)
    canvas.setTitle(printable(title))
    canvas.setAuthor(AUTHOR)
    canvas.setCreator(AUTHOR)
    return canvas


def saved(canvas: Any, buffer: io.BytesIO) -> bytes:
    """The PDF ``canvas`` drew into ``buffer``, finished; :class:`OSError` if it is not a whole PDF."""
    canvas.save()
    data = buffer.getvalue()
    if not data.startswith(b"%PDF-") or b"%%EOF" not in data[-64:]:
        raise OSError(errno.EIO, "ReportLab made no whole PDF")
    return data


def draw_report(report: Report, canvas: Any, page: Page) -> None:
    """Lay ``report`` out on pages of ``page`` and draw it on ``canvas``, page by page.

    ``canvas`` is a ReportLab canvas, or anything with the few of its
    methods used here (setFont, setFillGray, setFillColorRGB, setStrokeGray,
    setLineWidth, drawString, drawRightString, drawCentredString, rect,
    lines, showPage; points, from the foot of the page up): the printout
    draws the same pages with Qt (:mod:`wordmastermind.gui.printing`).
    """
    _Pages(canvas, printable(report.title), page).report(report)


def draw_report_from(report: Report, canvas: Any, page: Page, top: float) -> int:
    """Draw ``report`` as :func:`draw_report` does, but from height ``top`` of the first page; the pages it took.

    A letter draws its own head on the first page first (``files/writers/letter_pdf.py``).
    """
    pages = _Pages(canvas, printable(report.title), page)
    pages.y = min(top, page.top)
    pages.report(report)
    return pages.page


class _Table:
    """A table's text in lines that fit its columns, and the height of each row."""

    def __init__(self, table: Table, text_width: float) -> None:
        self.widths = column_widths(table, text_width=text_width)
        self.right = [column.numeric for column in table.columns]
        inner = [width - 2 * PADDING for width in self.widths]
        self.header = [wrapped(printable(c.title), room, BOLD) for c, room in zip(table.columns, inner)]
        self.rows = [[_cut(wrapped(cell_text(cell), room, FONT)) for cell, room in zip(row, inner)]
                     for row in table.rows]

    @staticmethod
    def height(row: Sequence[list[str]]) -> float:
        return max(len(lines) for lines in row) * CELL_LEADING + 1.5 * PADDING

    def start(self) -> float:
        """The height of the header and the first rows, which a heading above the table keeps with it."""
        return sum(self.height(row) for row in [self.header, *self.rows[:KEEP_ROWS]])


def _cut(lines: list[str]) -> list[str]:
    return lines if len(lines) <= MAX_CELL_LINES else [*lines[: MAX_CELL_LINES - 1], lines[MAX_CELL_LINES - 1] + "…"]


class _Pages:
    """Lays the report's blocks out from the top of a page down, and draws them on ``canvas``."""

    def __init__(self, canvas: Any, title: str, paper: Page) -> None:
        self.canvas = canvas
        self.title = title
        self.paper = paper
        self.page = 0
        self.y = paper.top
        self._begin_page()

    def report(self, report: Report) -> None:
        blocks = [b for b in report.blocks if not isinstance(b, Table) or b.columns]
        for number, block in enumerate(blocks):
            if isinstance(block, Heading):
                following = next((b for b in blocks[number:] if not isinstance(b, Heading)), None)
                if number == 0 or not isinstance(blocks[number - 1], Heading):
                    self._keep_with(blocks[number:], following)
                self.heading(block)
            elif isinstance(block, Paragraph):
                self.paragraph(block)
            else:
                for part in block.parts():
                    self.table(part)

    def _keep_with(self, blocks: list[Heading | Paragraph | Table], following: object) -> None:
        """A new page unless this run of headings and the first rows of the table after them fit on this one."""
        if not isinstance(following, Table) or self.y == self.paper.top:
            return
        headings = [b for b in blocks[: blocks.index(following)] if isinstance(b, Heading)]
        needed = sum(self._heading_height(h) for h in headings) + _Table(following, self.paper.text_width).start()
        if needed > self.y - self.paper.margin:
            self._new_page()

    # ---------------------------------------------------------------- pages

    def _begin_page(self) -> None:
        self.page += 1
        paper = self.paper
        self.y = paper.top
        canvas = self.canvas
        canvas.setFont(FONT, 8)
        canvas.setFillGray(0.35)
        canvas.drawString(paper.margin, paper.height - paper.margin / 2, self.title)
        canvas.drawCentredString(paper.width / 2, paper.margin / 2, str(self.page))
        canvas.setFillGray(0)

    def _new_page(self) -> None:
        self.canvas.showPage()
        self._begin_page()

    def _room_for(self, height: float) -> None:
        if height > self.y - self.paper.margin and self.y < self.paper.top:
            self._new_page()

    # ---------------------------------------------------------------- blocks

    def _heading_lines(self, heading: Heading) -> list[str]:
        size = HEADINGS[1 if heading.level <= 1 else 2][0]
        return wrapped(printable(heading.text), self.paper.text_width, BOLD, size)

    def _heading_height(self, heading: Heading) -> float:
        size, leading, before, after = HEADINGS[1 if heading.level <= 1 else 2]
        return before + len(self._heading_lines(heading)) * leading + after

    def heading(self, heading: Heading) -> None:
        size, leading, before, after = HEADINGS[1 if heading.level <= 1 else 2]
        lines = self._heading_lines(heading)
        if not printable(heading.text).strip():
            return
        if self.y < self.paper.top:
            self.y -= before
        self._lines(lines, BOLD, size, leading)
        self.y -= after

    def paragraph(self, paragraph: Paragraph) -> None:
        text = clean_text(paragraph.text).replace("\r\n", "\n").replace("\r", "\n").strip()
        if not text:
            return
        font = BOLD if paragraph.emphasis else FONT
        room = self.paper.text_width
        lines = [line for part in text.split("\n") for line in wrapped(printable(part), room, font, BODY_SIZE)]
        self._lines(lines, font, BODY_SIZE, BODY_LEADING)
        self.y -= BODY_AFTER

    def _lines(self, lines: list[str], font: str, size: float, leading: float) -> None:
        self.canvas.setFont(font, size)
        for line in lines:
            self._room_for(leading)
            self.canvas.setFont(font, size)
            self.y -= leading
            self.canvas.drawString(self.paper.margin, self.y + (leading - size) * 0.9, line)

    def table(self, table: Table) -> None:
        laid = _Table(table, self.paper.text_width)
        edges = [self.paper.margin]
        for width in laid.widths:
            edges.append(edges[-1] + width)
        self._room_for(laid.start())
        top = self.y
        rules = self._row(laid, laid.header, edges, header=True)
        for row in laid.rows:
            if laid.height(row) > self.y - self.paper.margin and self.y < self.paper.top:
                self._grid(edges, top, rules)
                self._new_page()
                top = self.y
                rules = self._row(laid, laid.header, edges, header=True)
            rules.append(self._row(laid, row, edges)[0])
        self._grid(edges, top, rules)
        self.y -= TABLE_AFTER

    def _row(self, laid: _Table, row: Sequence[list[str]], edges: list[float], *, header: bool = False) -> list[float]:
        """Draw one row's text (and the header's shading) at the current height; the height of its lower rule."""
        canvas = self.canvas
        height = laid.height(row)
        bottom = self.y - height
        if header:
            canvas.setFillColorRGB(*HEADER_FILL)
            canvas.rect(edges[0], bottom, edges[-1] - edges[0], height, stroke=0, fill=1)
            canvas.setFillGray(0)
        canvas.setFont(BOLD if header else FONT, CELL_SIZE)
        first = self.y - PADDING / 2 - CELL_SIZE * 0.95
        for lines, left, right, align_right in zip(row, edges, edges[1:], laid.right):
            for number, line in enumerate(lines):
                if not line:
                    continue
                baseline = first - number * CELL_LEADING
                if align_right:
                    canvas.drawRightString(right - PADDING, baseline, line)
                else:
                    canvas.drawString(left + PADDING, baseline, line)
        self.y = bottom
        return [bottom]

    def _grid(self, edges: list[float], top: float, rules: list[float]) -> None:
        """The rules of a table's rows on this page, from ``top`` down to the last of ``rules``."""
        canvas = self.canvas
        canvas.setStrokeGray(RULE_GREY)
        canvas.setLineWidth(0.5)
        bottom = rules[-1]
        lines = [(edges[0], y, edges[-1], y) for y in (top, *rules)]
        lines += [(x, top, x, bottom) for x in edges]
        canvas.lines(lines)
