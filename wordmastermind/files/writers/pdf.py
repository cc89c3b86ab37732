"""A report as an A4 PDF, with ReportLab.

Headings, paragraphs and tables flow over as many pages as they need.
Every table spans the full text width; its header row is repeated at the
top of each page it runs onto; a column is never narrower than the longest
word of its title, so that no title breaks inside a word; a long cell (a
long name) wraps at its spaces. A heading never stands alone at the foot of
a page: it goes to the next one with the start of its table. The report's
title stands above every page and the page number below it.

The text is set in the PDF's own Helvetica, which holds every letter of
Western European languages, umlauts and ß included. A letter it lacks is
written without its accent where it has one (Ł as L), and as "?" where it
has none (Ω), so that no name makes writing fail or comes out as a blank.

ReportLab is imported only when a PDF is made, so that the program starts
without it.
"""

from __future__ import annotations

import errno
import os
import re
import unicodedata
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from wordmastermind.core.report import Cell, Heading, Paragraph, Report, Table
from wordmastermind.files.writers.sanitize import clean_text

if TYPE_CHECKING:
    from reportlab.platypus import Flowable

AUTHOR = "wordmastermind"
MM = 72 / 25.4
PAGE_WIDTH, PAGE_HEIGHT = 210 * MM, 297 * MM  # A4, in points
MARGIN = 18 * MM
TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN
FONT, BOLD = "Helvetica", "Helvetica-Bold"
BODY_SIZE = 10.0
CELL_SIZE = 9.5
CELL_LEADING = 11.5
PADDING = 3.0
"""Left and right of a cell's text; half of it above and below."""
KEEP_ROWS = 3
"""A heading goes to the next page unless its table's header and this many rows fit under it."""

# Letters Helvetica lacks that have no decomposition into a base letter and an accent.
_PLAIN = str.maketrans({"Ł": "L", "ł": "l", "Đ": "D", "đ": "d", "Ħ": "H", "ħ": "h", "ı": "i",
                        "Ŧ": "T", "ŧ": "t", "ẞ": "SS", "\u2212": "-", "\u2010": "-", "\u2011": "-"})
_SPACE = re.compile(r"[ \t]+")


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
    import io

    from reportlab import rl_config
    from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate

    rl_config.useA85 = 0  # compressed streams as bytes: ASCII85 text only makes them bigger and slower
    buffer = io.BytesIO()
    title = printable(report.title)
    frame = Frame(MARGIN, MARGIN, TEXT_WIDTH, PAGE_HEIGHT - 2 * MARGIN,
                  leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    document = BaseDocTemplate(
        buffer,
        pagesize=(PAGE_WIDTH, PAGE_HEIGHT),
        leftMargin=MARGIN, rightMargin=MARGIN, topMargin=MARGIN, bottomMargin=MARGIN,
        title=title, subject=printable(report.subject), author=AUTHOR, creator=AUTHOR,
        pageTemplates=[PageTemplate("page", [frame], onPage=_page_frame(title))],
    )
    document.build(flowables(report))
    data = buffer.getvalue()
    if not data.startswith(b"%PDF-") or b"%%EOF" not in data[-64:]:
        raise OSError(errno.EIO, "ReportLab made no whole PDF")
    return data


def printable(text: str) -> str:
    """``text`` in the letters Helvetica holds, on one line.

    >>> printable("Müßig  Łukasz\\tΩmega Zoë")
    'Müßig Lukasz ?mega Zoë'
    """
    return _SPACE.sub(" ", _letters(clean_text(text)).replace("\r\n", " ").replace("\n", " ").replace("\r", " "))


def _letters(text: str) -> str:
    try:
        text.encode("cp1252")
        return text
    except UnicodeEncodeError:
        pass
    out = []
    for char in text.translate(_PLAIN):
        try:
            char.encode("cp1252")
            out.append(char)
            continue
        except UnicodeEncodeError:
            pass
        base = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
        try:
            out.append(base.encode("cp1252").decode("cp1252") if base else "")
        except UnicodeEncodeError:
            out.append("?")
    return "".join(out)


def flowables(report: Report) -> list[Flowable]:
    """The report's blocks as ReportLab's flowables, each heading kept with the start of its table."""
    from reportlab.platypus import CondPageBreak

    make = _Blocks()
    out: list[Flowable] = []
    pending: list[Flowable] = []  # headings and paragraphs since the last table
    for block in report.blocks:
        if isinstance(block, Heading):
            if printable(block.text).strip():
                pending.append(make.heading(block))
        elif isinstance(block, Paragraph):
            if block.text.strip():
                pending.append(make.paragraph(block))
        elif block.columns:
            table, start = _table(block)
            lead = _keep_with_next(pending)
            out += pending[: len(pending) - len(lead)]
            if lead:
                # To the next page, unless the headings and the table's first rows fit on this one.
                out.append(CondPageBreak(sum(f.wrap(TEXT_WIDTH, PAGE_HEIGHT)[1] for f in lead) + start))
                out += lead
            out.append(table)
            pending = []
    return out + pending


def _keep_with_next(pending: list[Flowable]) -> list[Flowable]:
    """What leads into a table: the run of headings at the end of ``pending``.

    A section's heading and the subsection's heading over a table go with
    it; paragraphs before them do not.
    """
    start = len(pending)
    while start > 0 and getattr(pending[start - 1], "heading", False):
        start -= 1
    return pending[start:]


class _Blocks:
    """Headings and paragraphs as ReportLab's paragraphs, in the report's styles."""

    def __init__(self) -> None:
        from reportlab.lib.styles import ParagraphStyle
        from reportlab.platypus import Paragraph as Made

        self.make = Made
        self.body = ParagraphStyle("body", fontName=FONT, fontSize=BODY_SIZE, leading=13, spaceAfter=5)
        self.bold = ParagraphStyle("bold", parent=self.body, fontName=BOLD)
        self.heading1 = ParagraphStyle("h1", fontName=BOLD, fontSize=15, leading=19, spaceBefore=8, spaceAfter=6)
        self.heading2 = ParagraphStyle("h2", fontName=BOLD, fontSize=12, leading=15, spaceBefore=8, spaceAfter=4)

    def heading(self, heading: Heading) -> Flowable:
        made: Flowable = self.make(escape(printable(heading.text)),
                                   self.heading1 if heading.level <= 1 else self.heading2)
        made.heading = True
        return made

    def paragraph(self, paragraph: Paragraph) -> Flowable:
        """The paragraph's text (which is escaped: it is not markup), its line breaks kept."""
        lines = clean_text(paragraph.text).replace("\r\n", "\n").replace("\r", "\n").strip().split("\n")
        markup = "<br/>".join(escape(_SPACE.sub(" ", _letters(line))) for line in lines)
        return self.make(markup, self.bold if paragraph.emphasis else self.body)


def _table(table: Table) -> tuple[Flowable, float]:
    """``table`` as a ReportLab table across the text width, and the height of its header and first rows."""
    from reportlab.lib import colors
    from reportlab.platypus import Table as RLTable
    from reportlab.platypus import TableStyle

    widths = column_widths(table)
    inner = [width - 2 * PADDING for width in widths]
    header = [_wrapped(printable(column.title), width, BOLD) for column, width in zip(table.columns, inner)]
    rows = [[_wrapped(_cell(cell), width, FONT) for cell, width in zip(row, inner)] for row in table.rows]
    style: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), FONT, CELL_SIZE, CELL_LEADING),
        ("FONT", (0, 0), (-1, 0), BOLD, CELL_SIZE, CELL_LEADING),
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e8e8e8")),
        ("GRID", (0, 0), (-1, -1), 0.5, colors.HexColor("#999999")),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), PADDING),
        ("RIGHTPADDING", (0, 0), (-1, -1), PADDING),
        ("TOPPADDING", (0, 0), (-1, -1), PADDING / 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), PADDING / 2 + 1),
    ]
    style += [("ALIGN", (i, 0), (i, -1), "RIGHT") for i, column in enumerate(table.columns) if column.numeric]
    made = RLTable([header, *rows], colWidths=widths, repeatRows=1, style=TableStyle(style), hAlign="LEFT")
    start = sum(_height(row) for row in [header, *rows[:KEEP_ROWS]])
    return made, start


def _height(row: Sequence[str]) -> float:
    return max(cell.count("\n") + 1 for cell in row) * CELL_LEADING + 2 * PADDING + 1


def _cell(cell: Cell) -> str:
    if cell is None:
        return ""
    if isinstance(cell, int):
        return str(cell)
    return printable(cell)


_WIDTHS: dict[str, dict[str, float]] = {}


def _width(text: str, font: str) -> float:
    """The width of ``text`` in ``font`` at :data:`CELL_SIZE`, in points (text as :func:`printable` makes it)."""
    widths = _WIDTHS.get(font)
    if widths is None:
        from reportlab.pdfbase.pdfmetrics import stringWidth

        letters = bytes(range(32, 256)).decode("cp1252", errors="ignore")
        widths = _WIDTHS[font] = {c: float(stringWidth(c, font, CELL_SIZE)) for c in letters}
    try:
        return sum(map(widths.__getitem__, text))
    except KeyError:
        from reportlab.pdfbase.pdfmetrics import stringWidth

        return float(stringWidth(text, font, CELL_SIZE))


def _wrapped(text: str, width: float, font: str) -> str:
    """``text`` in lines of at most ``width`` points, broken at spaces (a word wider than that on its own)."""
    if _width(text, font) <= width:
        return text
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        joined = f"{line} {word}" if line else word
        if line and _width(joined, font) > width:
            lines.append(line)
            line = word
        else:
            line = joined
        while _width(line, font) > width and len(line) > 1:  # a word longer than the column
            cut = len(line) - 1
            while cut > 1 and _width(line[:cut], font) > width:
                cut -= 1
            hyphen = line.rfind("-", 0, cut)
            cut = hyphen + 1 if hyphen > 0 else cut  # after a hyphen, if there is one
            lines.append(line[:cut])
            line = line[cut:]
    lines.append(line)
    return "\n".join(lines)


Measure = Callable[[str, bool], float]
"""The width of a text, plain or bold (``True``), in some unit."""


def _measure(text: str, bold: bool) -> float:
    return _width(text, BOLD if bold else FONT)


def _longest_word(text: str, measure: Measure, bold: bool) -> float:
    return max((measure(word, bold) for word in text.split()), default=0.0)


def column_widths(
    table: Table, *, text_width: float = TEXT_WIDTH, measure: Measure = _measure, padding: float = 2 * PADDING + 1
) -> list[float]:
    """The widths of ``table``'s columns, together ``text_width``: in points in this PDF.

    A column is never narrower than the longest word of its (bold) title,
    nor than the longest word of its cells up to a third of the width; it
    wants its widest text on one line. What is left over is shared out in
    proportion; what is missing is taken first from the room above each
    column's least width, so that titles stay whole. ``measure`` and
    ``padding`` (what a cell adds to its text) let the printout use the
    same rule with its own fonts and units.

    >>> from wordmastermind.core.report import Column
    >>> widths = column_widths(Table((Column("Rank"), Column("Name"), Column("Ratepunkte")), (("1", "Anna", "9"),)))
    >>> round(sum(widths), 2) == round(TEXT_WIDTH, 2) and widths[2] > _width("Ratepunkte", BOLD)
    True
    """
    cap = text_width / 3
    texts = [[_cell(row[i]) for row in table.rows] for i in range(len(table.columns))]
    titles = [printable(column.title) for column in table.columns]
    whole_titles = [_longest_word(title, measure, True) + padding for title in titles]
    least = [
        max(floor, min(cap, max((_longest_word(t, measure, False) for t in cells), default=0.0)) + padding)
        for floor, cells in zip(whole_titles, texts)
    ]
    if sum(least) > text_width:
        least = whole_titles  # a long word in a cell breaks, rather than a title
    wanted = [
        max(floor, min(cap, max([measure(title, True), *(measure(t, False) for t in cells)]) + padding))
        for title, cells, floor in zip(titles, texts, least)
    ]
    total = sum(wanted)
    if total <= text_width:
        spare = text_width - total
        return [width + spare * width / total for width in wanted]
    slack = [w - floor for w, floor in zip(wanted, least)]
    excess = total - text_width
    if sum(slack) >= excess:
        return [w - s * excess / sum(slack) for w, s in zip(wanted, slack)]
    return [width * text_width / sum(least) for width in least]


def _page_frame(title: str) -> Callable[[Any, Any], None]:
    """Draws the title above and the page number below each page."""

    def draw(canvas: Any, document: Any) -> None:
        canvas.saveState()
        canvas.setFont(FONT, 8)
        canvas.setFillGray(0.35)
        canvas.drawString(MARGIN, PAGE_HEIGHT - MARGIN / 2, title)
        canvas.drawCentredString(PAGE_WIDTH / 2, MARGIN / 2, str(document.page))
        canvas.restoreState()

    return draw
