"""A report as an A4 PDF, drawn with ReportLab's canvas.

Headings, paragraphs and tables flow over as many pages as they need.
Every table spans the full text width; its header row is repeated at the
top of each page it runs onto; a column is never narrower than the longest
word of its title, so that no title breaks inside a word; a long cell (a
long name) wraps at its spaces. A heading never stands alone at the foot of
a page: it goes to the next one with the start of its table. The report's
title stands above every page and the page number below it. The text is
DejaVu Sans Condensed, embedded (:mod:`~wordmastermind.files.writers.pdf_fonts`):
Latin, Greek, Cyrillic, Hebrew and Arabic letters print as they are, a
right-to-left line in the order it is read, Arabic letters joined
(:mod:`~wordmastermind.files.writers.pdf_bidi`); a character the font lacks
prints as the replacement character, and :func:`font_warnings` says which
(:mod:`~wordmastermind.files.writers.pdf_text` measures and wraps the text).

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
from functools import lru_cache
from pathlib import Path
from typing import Any

from wordmastermind.core.messages import Message
from wordmastermind.core.report import Heading, Paragraph, Report, Table
from wordmastermind.files.messages import FILES
from wordmastermind.files.writers.pdf_text import (
    BOLD, CELL_SIZE, FONT, MARGIN, PADDING, PAGE_HEIGHT, PAGE_WIDTH, REPLACEMENT, cell_text, column_widths,
    described, one_line, printable, unprintable, wrapped,
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
    canvas.setSubject(one_line(report.subject))
    draw_report(report, canvas, Page())
    return saved(canvas, buffer)


def new_canvas(buffer: io.BytesIO, width: float, height: float, title: str) -> Any:
    """A ReportLab canvas of pages ``width`` × ``height`` drawing into ``buffer``, titled (letters, labels too).

    Its fonts are registered (:func:`~wordmastermind.files.writers.pdf_fonts.register`);
    it draws every string it is given in logical order as it is seen
    (:func:`~wordmastermind.files.writers.pdf_bidi.visual`): a line left to
    right as a whole, or with ``drawString(x, y, line, own=True)`` (an
    address line) the way its first letter runs.
    """
    from reportlab import rl_config

    from wordmastermind.files.writers.pdf_fonts import register

    register()
    rl_config.useA85 = 0  # compressed streams as bytes: ASCII85 text only makes them bigger and slower
    canvas = _canvas_class()(buffer, pagesize=(width, height), pageCompression=1, initialFontName=FONT)
    canvas.setTitle(one_line(title))
    canvas.setAuthor(AUTHOR)
    canvas.setCreator(AUTHOR)
    return canvas


@lru_cache(maxsize=1)
def _canvas_class() -> Any:
    """ReportLab's canvas, drawing each string in visual order: made when the first PDF is (ReportLab's import)."""
    from reportlab.pdfgen.canvas import Canvas

    from wordmastermind.files.writers.pdf_bidi import visual

    class VisualCanvas(Canvas):  # type: ignore[misc]  # ReportLab has no types
        """``own``: the line runs the way its first letter does (an address line), not left to right."""

        def drawString(self, x: float, y: float, text: str, *args: Any, own: bool = False,  # noqa: N802
                       **kwargs: Any) -> None:
            super().drawString(x, y, visual(text, own), *args, **kwargs)

        def drawRightString(self, x: float, y: float, text: str, *args: Any, **kwargs: Any) -> None:  # noqa: N802
            super().drawRightString(x, y, visual(text), *args, **kwargs)

        def drawCentredString(self, x: float, y: float, text: str, *args: Any, **kwargs: Any) -> None:  # noqa: N802
            super().drawCentredString(x, y, visual(text), *args, **kwargs)

    return VisualCanvas


def font_warnings(report: Report) -> tuple[Message, ...]:
    """What the PDF of ``report`` prints as the replacement character: a warning for the game master per text.

    Each character the font lacks is named once, with the first piece of
    text it stands in (the report's title, a heading, a paragraph, a column
    title or a cell), so that the warnings are few even when a name recurs
    on every page. Empty if everything prints as it is.
    """
    first: dict[str, str] = {}
    for text in _printed_texts(report):
        for char in unprintable(text):
            first.setdefault(char, text)
    chars_of: dict[str, str] = {}
    for char, text in first.items():
        chars_of[text] = chars_of.get(text, "") + char
    return tuple(FILES.say("pdf.replaced", chars=described(chars), text=_excerpt(one_line(text), chars[0]),
                           replacement=REPLACEMENT) for text, chars in chars_of.items())


def _printed_texts(report: Report) -> list[str]:
    texts = [report.title]
    for block in report.blocks:
        if isinstance(block, Table):
            texts += [column.title for column in block.columns]
            texts += [cell for row in block.rows for cell in row if isinstance(cell, str)]
        else:
            texts.append(block.text)
    return texts


def _excerpt(text: str, char: str, most: int = 60) -> str:
    """``text``, or the part of it around the first ``char`` if it is longer than ``most`` characters."""
    if len(text) <= most:
        return text
    start = max(0, min(text.find(char) - most // 2, len(text) - most))
    return ("…" if start else "") + text[start:start + most] + ("…" if start + most < len(text) else "")


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
