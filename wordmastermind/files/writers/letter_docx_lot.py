"""The lot's letter in Word on one page with its answer card, wherever that fits.

The lot's letter (:attr:`~wordmastermind.core.wmm.letter.Letter.lot`) is
short: the letter, the lot's rules and the lot's table. Written as a
round's letter is, its card (a third of the page high, after the text)
would go alone onto a second page. As the PDF does
(:mod:`~wordmastermind.files.writers.letter_pdf`), the lot's table is set in
two groups of its columns side by side, or more (up to
:data:`~wordmastermind.files.writers.letter_pdf.LOT_COLUMNS`, as many as it
takes and the names' widths allow; one, if even two do not fit), the fewest
that bring the letter and its card onto one page, at the report's sizes in
the PDF's letters, then at the denser ones. Every paragraph of the letter
has an exact line height, so that its height is known before Word or
LibreOffice lays it out (:func:`lot_layout`: its lines counted with Arial's
widths, which are Helvetica's, a little on the wide side). A lot that does
not fit even so is written as a round's letter is.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from wordmastermind.core.report import Block, Heading, Paragraph, Table
from wordmastermind.files.writers.letter_pdf import LOT_COLUMNS, REPORT_IN_LETTER, REPORT_IN_LETTER_DENSE, Layout
from wordmastermind.files.writers.line_breaks import kept
from wordmastermind.files.writers.pdf_tables import Style
from wordmastermind.files.writers.sanitize import clean_text
from wordmastermind.files.writers.word_styles import CELL_MARGIN, CELL_STYLE, RULE_COLOUR

TWIPS = 20
"""A point's twentieths."""
RULE = 0.5
"""The table's rules, in points: a row is as high as its line and one rule."""
SPARE = 4.0
"""Points left over below the card on a page the letter is taken to fit."""
WIDE = 1.03
"""How much wider than Helvetica's a text is taken to be (its spaces may be a little wider in Word)."""


@dataclass(frozen=True, slots=True)
class LotLayout:
    """How a lot's letter is set to fit one page with its card: its type's sizes, and how many groups of the
    lot table's columns stand side by side."""

    style: Style
    groups: int
    width: float
    """The tables' width in points."""


def lot_layout(blocks: Sequence[Block], paper: Layout, room: float) -> LotLayout | None:
    """The layout of the letter's ``blocks`` (from the date on) that takes at most ``room`` points of the
    page's height: the report's sizes first, then the denser ones, each with the fewest groups side by side
    from two on (one, if the names leave no room for two); None if none fits.

    >>> from wordmastermind.files.writers.letter_pdf import LAYOUTS
    >>> from wordmastermind.core.report import Column
    >>> lot = Table((Column("Player"), Column("Guesses at")), tuple((f"P{n}", f"P{n + 1}") for n in range(20)))
    >>> lot_layout([Paragraph("Dear P1,"), lot], LAYOUTS["din5008-b"], 120.0).groups
    2
    >>> lot_layout([Paragraph("Dear P1,"), lot], LAYOUTS["din5008-b"], 72.0).groups
    4
    >>> lot_layout([Paragraph("Dear P1,"), lot], LAYOUTS["din5008-b"], 40.0) is None
    True
    """
    width = paper.width - 2 * paper.margin - CELL_MARGIN / TWIPS  # a table's text in line with the text's
    tables = [block for block in blocks if isinstance(block, Table) and block.columns]
    for style in (REPORT_IN_LETTER, REPORT_IN_LETTER_DENSE):
        for groups in range(2, LOT_COLUMNS + 1):
            if not all(group_widths(table, groups, width, style) for table in tables):  # names too wide for two:
                groups = 1 if groups == 2 and all(group_widths(table, 1, width, style) for table in tables) else 0
            if groups and _height(blocks, groups, width, style) <= room - SPARE:
                return LotLayout(style, groups, width)
            if groups < 2:
                break  # the names leave no room for more
    return None


def _height(blocks: Sequence[Block], groups: int, width: float, style: Style) -> float:
    """The points ``blocks`` take, each table in ``groups`` groups side by side."""
    height = 0.0
    for block in blocks:
        if isinstance(block, Heading):
            size, leading, before, after = style.heading(block.level)
            height += before + lines(block.text, size, width, bold=True) * leading + after
        elif isinstance(block, Paragraph):
            count = lines(block.text, style.body_size, width, bold=block.emphasis)
            height += count * style.body_leading + style.body_after if count else style.body_leading
        elif block.columns:
            height += (1 + math.ceil(len(block.rows) / groups)) * _row(style)
    return height


def _row(style: Style) -> float:
    return style.cell_leading + RULE


def _measure(text: str, size: float, bold: bool = False) -> float:
    """How wide ``text`` is at ``size`` in points, a little on the wide side: Arial's widths are Helvetica's
    (and LibreOffice's Liberation Sans's); a character outside Windows' Latin set is taken as one em.

    >>> _measure("Player 012", 10) < _measure("Player 012", 10, bold=True)
    True
    >>> _measure("漢字", 10) == 2 * 10 * WIDE
    True
    """
    from reportlab.pdfbase.pdfmetrics import stringWidth

    latin = "".join(c for c in text if _latin(c))
    helvetica: float = stringWidth(latin, "Helvetica-Bold" if bold else "Helvetica", size)
    return (helvetica + (len(text) - len(latin)) * size) * WIDE


def _latin(char: str) -> bool:
    try:
        char.encode("cp1252")
    except UnicodeEncodeError:
        return False
    return char >= " "


def lines(text: str, size: float, width: float, *, bold: bool = False) -> int:
    """How many lines ``text`` takes ``width`` points wide (its words wrapped where Word may break)."""
    count = 0
    space = _measure(" ", size, bold)
    for line in kept(clean_text(text)).replace("\r\n", "\n").split("\n"):
        count += 1
        taken = -space
        for word in line.split(" "):
            wide = _measure(word, size, bold)
            if taken > 0 and taken + space + wide > width:
                count += 1
                taken = wide
            else:
                taken += space + wide
    return count


def most_groups(table: Table, width: float, style: Style, most: int, margin: int = CELL_MARGIN) -> int:
    """The most groups of ``table``'s columns, up to ``most``, that stand side by side across ``width`` points
    at ``style``'s size and gap, each column as wide as its widest text and its cells' ``margin`` (in twips)
    each side (1 if not even two).

    >>> from wordmastermind.core.report import Column
    >>> words = Table((Column("Round"), Column("Word")), ((1, "HOSEN"), (2, "HASEN")))
    >>> most_groups(words, 480.0, REPORT_IN_LETTER, 3), most_groups(words, 60.0, REPORT_IN_LETTER, 3)
    (3, 1)
    """
    return next((groups for groups in range(most, 1, -1) if group_widths(table, groups, width, style, margin)), 1)


def group_widths(table: Table, groups: int, width: float, style: Style, margin: int = CELL_MARGIN) -> list[float] | None:
    """The widths in points of each of ``table``'s columns in ``groups`` groups side by side across ``width``
    (each as wide as its widest text, and a share of what is left), or None if their widest texts do not
    fit."""
    from wordmastermind.files.writers.word import _cell_text

    margins = 2 * margin / TWIPS + style.cell_size / 4
    natural = [max([_measure(clean_text(column.title), style.cell_size, bold=True),
                    *(_measure(_cell_text(row[n]), style.cell_size) for row in table.rows)]) + margins
               for n, column in enumerate(table.columns)]
    group = (width - (groups - 1) * style.gap) / groups
    if sum(natural) > group:
        return None
    return [part * group / sum(natural) for part in natural]


def add_side_by_side(document: Any, table: Table, layout: LotLayout) -> None:
    """``table`` as one Word table: its rows in :attr:`LotLayout.groups` groups of its columns side by side
    (down the first, then the second…), each under its header, a gap without rules between them."""
    from xml.sax.saxutils import escape, quoteattr

    from docx.oxml.ns import nsdecls
    from docx.oxml.parser import parse_xml

    from wordmastermind.files.writers.word import HEADER_FILL, _cell_text, add_element

    style, groups = layout.style, layout.groups
    widths = group_widths(table, groups, layout.width, style)
    assert widths is not None
    gap = _tw(style.gap)
    grid = [_tw(w) for w in widths]
    depth = math.ceil(len(table.rows) / groups)
    rule = f'w:val="single" w:sz="4" w:space="0" w:color="{RULE_COLOUR}"'
    ruled = "<w:tcBorders>" + "".join(f"<w:{edge} {rule}/>" for edge in ("top", "left", "bottom", "right")) + \
        "</w:tcBorders>"
    cells = quoteattr(document.styles[CELL_STYLE].style_id)
    paragraph = (f'<w:p><w:pPr><w:pStyle w:val={cells}/><w:spacing w:before="0" w:after="0" '
                 f'w:line="{_tw(style.cell_leading)}" w:lineRule="exact"/>{{align}}</w:pPr>{{run}}</w:p>')
    size = round(style.cell_size * 2)

    def cell(twips: int, text: str | None, *, bold: bool = False, right: bool = False, shaded: bool = False) -> str:
        if text is None:  # the gap, or no more rows in the last group
            return f'<w:tc><w:tcPr><w:tcW w:w="{twips}" w:type="dxa"/></w:tcPr>' + \
                paragraph.format(align="", run="") + "</w:tc>"
        shading = f'<w:shd w:val="clear" w:color="auto" w:fill="{HEADER_FILL}"/>' if shaded else ""
        run = (f'<w:r><w:rPr>{"<w:b/>" if bold else ""}<w:sz w:val="{size}"/><w:szCs w:val="{size}"/></w:rPr>'
               f'<w:t xml:space="preserve">{escape(text)}</w:t></w:r>') if text else ""
        return (f'<w:tc><w:tcPr><w:tcW w:w="{twips}" w:type="dxa"/>{ruled}{shading}</w:tcPr>'
                + paragraph.format(align='<w:jc w:val="right"/>' if right else "", run=run) + "</w:tc>")

    def row(texts: Sequence[Sequence[str] | None], *, head: bool = False) -> str:
        parts = []
        for number, group in enumerate(texts):
            if number:
                parts.append(cell(gap, None))
            for column, twips in enumerate(grid):
                text = None if group is None else group[column]
                parts.append(cell(twips, text, bold=head, shaded=head, right=table.columns[column].numeric))
        header = "<w:tblHeader/>" if head else ""
        return f"<w:tr><w:trPr><w:cantSplit/>{header}</w:trPr>{''.join(parts)}</w:tr>"

    titles = [clean_text(column.title) for column in table.columns]
    rows = [row([titles] * groups, head=True)]
    for line in range(depth):
        rows.append(row([[_cell_text(value) for value in table.rows[at]] if at < len(table.rows) else None
                         for at in range(line, groups * depth, depth)]))
    full = groups * sum(grid) + (groups - 1) * gap
    columns = "".join("".join(f'<w:gridCol w:w="{twips}"/>' for twips in grid) + (
        f'<w:gridCol w:w="{gap}"/>' if number < groups - 1 else "") for number in range(groups))
    add_element(document, parse_xml(
        f'<w:tbl {nsdecls("w")}><w:tblPr><w:tblW w:w="{full}" w:type="dxa"/>'
        f'<w:tblInd w:w="{CELL_MARGIN}" w:type="dxa"/><w:tblLayout w:type="fixed"/>'
        f'<w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="{CELL_MARGIN}" w:type="dxa"/>'
        f'<w:bottom w:w="0" w:type="dxa"/><w:right w:w="{CELL_MARGIN}" w:type="dxa"/></w:tblCellMar>'
        f"</w:tblPr><w:tblGrid>{columns}</w:tblGrid>{''.join(rows)}</w:tbl>"))


def set_tightly(paragraphs: Sequence[Any], style: Style) -> None:
    """Give each of the letter's ``paragraphs`` (python-docx's) the exact line height and spacing of
    ``style``'s body text, or of its headings: what :func:`lot_layout` counted on."""
    from docx.shared import Pt

    for paragraph in paragraphs:
        name = paragraph.style.name if paragraph.style is not None else ""
        if name.startswith("Heading"):
            size, leading, before, after = style.heading(int(name.split()[-1]))
        else:
            size, leading, before, after = style.body_size, style.body_leading, 0.0, style.body_after
        form = paragraph.paragraph_format
        form.line_spacing, form.space_before, form.space_after = Pt(leading), Pt(before), Pt(after)
        for run in paragraph.runs:
            run.font.size = Pt(size)


def _tw(points: float) -> int:
    return round(points * TWIPS)


