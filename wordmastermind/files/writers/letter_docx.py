"""The postal players' letters as one Word document, for game masters who edit before printing.

The same letters as :mod:`wordmastermind.files.writers.letter_pdf`, on the
same page (:data:`~wordmastermind.files.writers.letter_pdf.LAYOUTS`): each
letter is a section of its own that begins on a new page (with ``duplex``
on the next odd page, so that Word leaves the back of a letter's last sheet
blank), and numbers its pages from 1. The return line and the address stand
in a table without borders anchored to the page at the window field (the
return line's row as high as the field's top zone, the address's row the
rest, both of exact height), then the place and date, and below them the
letter and the players' report, written as the Word report writes them
(:func:`~wordmastermind.files.writers.word.add_blocks`) but smaller and
closer; the guesses at each word as in the PDF, in columns that run on
from one to the next and onto the next page, as many as their widths allow,
one list under one header, each word's heading a caption row above its
guesses (:func:`_add_words`). Each
letter begins with a paragraph, not its window's table: LibreOffice lets a
section that begins with a table begin on the page before.

The answer slip ends each letter (a round's, and the lot's) as in the PDF,
as a card to cut out: a table of one row that is never split (so Word and
LibreOffice keep it whole on one page), a third of the page high, dashed
rules above and below it to cut along, laid out as a letter's top third
for the same window envelope: the heading, the deadline and where to,
then the player as the sender and the game master's address at the window
field's place below the upper cut, and a line to fill in for each player
the reader may guess at beside them. A slip with more lines than that
holds grows to hold them (it no longer fits the envelope unfolded).

The lot's letter takes one page with its card wherever that fits: its
table's columns side by side, its lines closer, the page's bottom margin
10 mm (:mod:`~wordmastermind.files.writers.letter_docx_lot`).
"""

from __future__ import annotations

import os
from dataclasses import replace
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from wordmastermind.core.report import Block, Heading, Paragraph, Report, Table
from wordmastermind.core.wmm.letter import Letter, Slip, address_lines
from wordmastermind.files.writers.letter_pdf import LAYOUTS, REPORT_IN_LETTER, REPORT_IN_LETTER_DENSE, Layout, \
    carried_blocks, check_letters, date_line, letter_blocks, return_line, slip_height
from wordmastermind.files.writers.letter_docx_lot import LotLayout, add_side_by_side, group_widths, lines, \
    lot_layout, most_groups, set_tightly
from wordmastermind.files.writers.pdf_columns import COLUMN_ROWS
from wordmastermind.files.writers.pdf_tables import Style
from wordmastermind.files.writers.pdf_text import MM
from wordmastermind.files.writers.sanitize import clean_text
from wordmastermind.files.writers.word import (
    add_blocks, add_captioned_tables, add_element, document_bytes, new_document,
)
from wordmastermind.files.writers.word_styles import CELL_MARGIN, CELL_STYLE

TWIPS = 20  # a point's twentieths


def _tw(points: float) -> int:
    return round(points * TWIPS)


def letters_docx(letters: Sequence[Letter], report: Report, *, layout: str = "din5008-b", sender: str = "",
                 place: str = "", duplex: bool = False) -> bytes:
    """The letters, each followed by ``report`` (a letter's own, if it has one), as the bytes of one .docx
    (refusals as :func:`letters_pdf`'s)."""
    from docx.enum.section import WD_SECTION
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_LINE_SPACING
    from docx.shared import Pt, Twips

    paper = LAYOUTS[layout]
    check_letters(letters, paper, sender)
    document = new_document(report)
    _tighter(document)
    for number, letter in enumerate(letters):
        if number:
            document.add_section(WD_SECTION.ODD_PAGE if duplex else WD_SECTION.NEW_PAGE)
            _least(document.paragraphs[-1])  # the last letter's section ends in it, below its card
        section = document.sections[-1]
        section.page_width, section.page_height = Twips(_tw(paper.width)), Twips(_tw(paper.height))
        section.left_margin = section.right_margin = Twips(_tw(paper.margin))
        section.top_margin = section.bottom_margin = Twips(_tw(paper.margin))
        _number_from_one(section)
        spacer = document.add_paragraph()  # down to the date: a line of that height, which no program drops at
        spacer.paragraph_format.line_spacing = Pt(_spacer(paper))  # a page's top as it does a paragraph's space
        spacer.paragraph_format.line_spacing_rule = WD_LINE_SPACING.EXACTLY  # before; and the letter begins
        spacer.paragraph_format.space_after = Pt(0)  # with it: LibreOffice begins a section that begins with a
        add_element(document, _window(paper, letter, sender))  # table on the page before
        dated = date_line(place, letter.date)
        blocks = letter_blocks(letter, sender) + carried_blocks(letter, letter.report or report)  # its own, if any
        text = _tw(paper.width - 2 * paper.margin)  # the tables as wide as the letter's text
        lot = _lot_layout(paper, letter, (Paragraph(dated), *blocks))
        first = len(document.paragraphs)
        document.add_paragraph(dated).alignment = WD_ALIGN_PARAGRAPH.RIGHT
        if lot is not None:  # on one page with its card: its table's columns side by side, tighter
            section.bottom_margin, section.footer_distance = Twips(_tw(LOT_BOTTOM)), Twips(_tw(LOT_FOOTER))
            _add_side_by_side(document, blocks, lot, text)
            set_tightly(document.paragraphs[first:], lot.style)
        else:
            _add_blocks(document, blocks, text)
        if letter.slip is not None:
            apart = document.add_paragraph()  # from the report's last table: two tables in a row are one to
            _least(apart, CUT_GAP if lot else LEAST)  # Word and LibreOffice (its header above the cut line)
            add_element(document, _slip(paper, letter, letter.slip, sender))
            _least(document.add_paragraph())  # a table is followed by a paragraph: as small as can be
    return document_bytes(document)


def _widen(table: Any, merged: Table, width: int, style: Style, margin: int) -> None:
    """The columns of a word's ``table`` (WordprocessingML) as wide as those of all the words' tables
    (``merged``) at ``style``'s size, ``width`` twips together: no cell wraps."""
    from docx.oxml.ns import qn

    widths = [str(_tw(points)) for points in group_widths(merged, 1, width / TWIPS, style, margin) or ()]
    if not widths:
        return
    for column, twips in zip(table.find(qn("w:tblGrid")).findall(qn("w:gridCol")), widths):
        column.set(qn("w:w"), twips)
    for row in table.findall(qn("w:tr")):
        cells = row.findall(qn("w:tc"))
        for cell, twips in zip(cells, widths if len(cells) == len(widths) else [str(width)]):
            cell.find(qn("w:tcPr")).find(qn("w:tcW")).set(qn("w:w"), twips)
    table.find(qn("w:tblPr")).find(qn("w:tblW")).set(qn("w:w"), str(width))


LEAST = 1.0
"""The height of a paragraph that is there only to part two tables, or to end a section."""
LOT_BOTTOM, LOT_FOOTER = 10 * MM, 5 * MM
"""The bottom margin of a lot's letter on one page with its card, and its page number's distance from the
page's foot: its card may come that close to the foot (the PDF's slip comes to it)."""
CUT_GAP = 2 * MM
"""Between a lot letter's table and its card's cut line (as in the PDF)."""


def _least(paragraph: Any, height: float = LEAST) -> None:
    """``paragraph`` only ``height`` points high."""
    from docx.shared import Pt

    paragraph.paragraph_format.space_after = Pt(0)
    paragraph.paragraph_format.line_spacing = Pt(height)


def _spacer(paper: Layout) -> float:
    """The height of the line above the date."""
    return paper.date_top - paper.margin - 12


def _add_blocks(document: Any, blocks: Sequence[Block], text: int) -> None:
    """The letter and the report, each word's heading a row above its table of guesses."""
    first, last = _run(blocks)  # the guesses at each word: each word's heading a row above its table
    add_blocks(document, blocks[:first], text)
    _add_words(document, [(heading, table) for heading, table in zip(
        blocks[first:last:2], blocks[first + 1:last:2]) if isinstance(heading, Heading)
        and isinstance(table, Table)], text)
    add_blocks(document, blocks[last:], text)


WORDS_GAP = 3 * MM
"""Between two columns of the words' tables (the denser type's own gap, if smaller: 7 pt)."""
DENSE_MARGIN = 16
"""The cells' margins left and right, in twips, of the words' tables in the denser type (the PDF's 0.8 pt)."""


def _add_words(document: Any, pairs: Sequence[tuple[Heading, Table]], text: int) -> None:
    """The guesses at each word in as many columns as their widths allow (at most the PDF's three; one if not
    two), as the PDF sets them: a section of the letter of its own, whose columns run on from one to the next
    and onto the next page (down the first, then the second…), holding one list under one header (repeated
    atop each column), each word's heading a caption row above its guesses (:func:`_one_list`)."""
    from docx.oxml.ns import nsdecls, qn
    from docx.oxml.parser import parse_xml
    from docx.shared import Pt

    if not pairs:
        return
    merged = Table(pairs[0][1].columns, tuple(row for _, table in pairs for row in table.rows))
    tries = ((replace(REPORT_IN_LETTER, gap=WORDS_GAP), CELL_MARGIN),
             (replace(REPORT_IN_LETTER_DENSE, gap=min(WORDS_GAP, REPORT_IN_LETTER_DENSE.gap)), DENSE_MARGIN))
    counts = [most_groups(merged, (text - margin) / TWIPS, style, REPORT_IN_LETTER_DENSE.columns, margin)
              for style, margin in tries]
    count = max(counts)
    style, margin = tries[counts.index(count)]  # the larger type, where it sets as many side by side
    gap = _tw(style.gap)
    if count < 2:
        add_captioned_tables(document, pairs, text)
        return
    width = (text - (count - 1) * gap) // count
    _columns(document, count, gap)
    first = len(document.element.body) - 1  # before the body's last section's properties
    add_captioned_tables(document, pairs, width - margin)
    table = _one_list(document.element.body[first:-1])
    for run in table.iter(qn("w:r")):  # the denser type and margins, if they brought more side by side
        run.get_or_add_rPr().sz_val = Pt(style.cell_size)
    _widen(table, merged, width - margin, style, margin)
    properties = table.find(qn("w:tblPr"))
    properties.find(qn("w:tblInd")).set(qn("w:w"), str(margin))
    properties.find(qn("w:tblLayout")).addnext(parse_xml(
        f'<w:tblCellMar {nsdecls("w")}><w:left w:w="{margin}" w:type="dxa"/>'
        f'<w:right w:w="{margin}" w:type="dxa"/></w:tblCellMar>'))
    _columns(document, 1, gap)


def _one_list(elements: Sequence[Any]) -> Any:
    """The words' tables (``elements``: each a caption row, a header row and its guesses, a paragraph between
    two) made one, the first: its header first, alone repeated (atop each column and page), then each word's
    caption row and guesses. A word's guesses may break between two rows that leave at least
    :data:`~wordmastermind.files.writers.pdf_columns.COLUMN_ROWS` of them on either side (as the PDF's
    between columns); its other rows, and its caption, are kept with the next."""
    from docx.oxml.ns import qn

    tables = [element for element in elements if element.tag == qn("w:tbl")]
    for element in elements:
        if element.tag != qn("w:tbl"):
            element.getparent().remove(element)  # the paragraphs that parted the tables
    one = tables[0]
    for number, table in enumerate(tables):
        caption, header, *rows = table.findall(qn("w:tr"))
        caption.find(qn("w:trPr")).remove(caption.find(qn("w:trPr")).find(qn("w:tblHeader")))
        if number:
            table.getparent().remove(table)
            one.append(caption)
        else:
            caption.addprevious(header)
        for at, row in enumerate(rows):
            if COLUMN_ROWS - 1 <= at < len(rows) - COLUMN_ROWS:
                for kept in row.iter(qn("w:keepNext")):
                    kept.getparent().remove(kept)
            one.append(row)
    return one


def _columns(document: Any, count: int, gap: int) -> None:
    """From here on, the letter's text in ``count`` columns ``gap`` twips apart: a section break that begins no
    new page (in the paragraph that ends the section before, as small as can be) nor numbers its pages anew."""
    from docx.enum.section import WD_SECTION
    from docx.oxml.ns import qn

    properties = document.add_section(WD_SECTION.CONTINUOUS)._sectPr
    _least(document.paragraphs[-1])
    numbering = properties.find(qn("w:pgNumType"))
    if numbering is not None:
        properties.remove(numbering)
    columns = properties.find(qn("w:cols"))
    columns.set(qn("w:num"), str(count))
    columns.set(qn("w:space"), str(gap))


def _lot_layout(paper: Layout, letter: Letter, blocks: Sequence[Block]) -> LotLayout | None:
    """How the lot's letter is set to take one page with its card (None: as a round's letter, or if it does
    not fit): the page's height less the line above the date, the card and the lines around it."""
    if not letter.lot or letter.slip is None or _slip_lines(paper, letter.slip) is None:
        return None
    room = paper.height - paper.margin - LOT_BOTTOM - _spacer(paper) - slip_height(paper) - CUT_GAP - 2 * LEAST
    return lot_layout(blocks, paper, room)


def _add_side_by_side(document: Any, blocks: Sequence[Block], lot: LotLayout, text: int) -> None:
    """The blocks, each table in the lot's groups of its columns side by side."""
    start = 0
    for number, block in enumerate([*blocks, None]):
        if block is None or isinstance(block, Table) and block.columns:
            add_blocks(document, blocks[start:number], text)
            if block is not None:
                add_side_by_side(document, block, lot)
                start = number + 1


def _tighter(document: Any) -> None:
    """The letters' type smaller and closer than the Word report's, as in the PDF's letters: 8.5 pt text,
    7.5 pt table cells, headings of 10 and 9 pt, little space around them."""
    from docx.oxml.ns import qn
    from docx.shared import Pt

    styles = document.styles
    styles["Normal"].font.size = Pt(8.5)
    styles["Normal"].paragraph_format.space_after = Pt(2)
    styles[CELL_STYLE].font.size = Pt(7.5)
    for level in range(1, 10):
        style = styles[f"Heading {level}"]
        style.font.size = Pt(10 if level == 1 else 9)
        style.paragraph_format.space_before = Pt(5 if level == 1 else 3)
        style.paragraph_format.space_after = Pt(1.5)
    for margins in styles["Table Grid"].element.iter(qn("w:tblCellMar")):
        for edge in margins:
            if edge.tag in (qn("w:top"), qn("w:bottom")):
                edge.set(qn("w:w"), "0")


def _number_from_one(section: Any) -> None:
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    numbering = section._sectPr.find(qn("w:pgNumType"))  # a new section is a copy of the one before
    if numbering is None:
        numbering = OxmlElement("w:pgNumType")
        section._sectPr.insert_element_before(numbering, *_AFTER_NUMBERING)
    numbering.set(qn("w:start"), "1")


_AFTER_NUMBERING = ("w:cols", "w:formProt", "w:vAlign", "w:noEndnote", "w:titlePg", "w:textDirection", "w:bidi",
                    "w:rtlGutter", "w:docGrid", "w:printerSettings", "w:sectPrChange")
"""What follows ``w:pgNumType`` in a section's properties (WordprocessingML's order)."""


def _run(blocks: Sequence[Block]) -> tuple[int, int]:
    """Where the first run of headed tables of the same columns (the guesses at each word) begins and ends."""
    number = 0
    while number < len(blocks):
        end = number
        while end + 1 < len(blocks) and isinstance(blocks[end], Heading) and isinstance(blocks[end + 1], Table) \
                and _shape(blocks[end + 1]) == _shape(blocks[number + 1]):
            end += 2
        if end - number >= 4:
            return number, end
        number += 1
    return len(blocks), len(blocks)


def _shape(block: Block) -> tuple[tuple[str, bool], ...]:
    return tuple((column.title, column.numeric) for column in block.columns) if isinstance(block, Table) else ()


def _window(paper: Layout, letter: Letter, sender: str) -> Any:
    """The window field: a borderless table anchored to the page, the return line above the address."""
    from xml.sax.saxutils import escape

    from docx.oxml.ns import nsdecls
    from docx.oxml.parser import parse_xml

    width = _tw(paper.field_width)
    inset = _tw(paper.inset)

    def paragraph(text: str, size: int, underline: bool = False) -> str:
        line = '<w:u w:val="single"/>' if underline else ""
        return (f'<w:p><w:pPr><w:spacing w:before="0" w:after="0" w:line="{size * 24}" w:lineRule="exact"/></w:pPr>'
                f'<w:r><w:rPr><w:sz w:val="{size * 2}"/>{line}</w:rPr>'
                f'<w:t xml:space="preserve">{escape(clean_text(text))}</w:t></w:r></w:p>')

    def row(height: float, align: str, paragraphs: str) -> str:
        return (f'<w:tr><w:trPr><w:trHeight w:val="{_tw(height)}" w:hRule="exact"/></w:trPr>'
                f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/><w:vAlign w:val="{align}"/></w:tcPr>'
                f'{paragraphs or paragraph("", 7)}</w:tc></w:tr>')

    sent_from = return_line(sender)
    xml = (
        f'<w:tbl {nsdecls("w")}><w:tblPr>'
        f'<w:tblpPr w:leftFromText="0" w:rightFromText="0" w:vertAnchor="page" w:horzAnchor="page" '
        f'w:tblpX="{_tw(paper.field_left)}" w:tblpY="{_tw(paper.field_top)}"/>'
        f'<w:tblW w:w="{width}" w:type="dxa"/><w:tblLayout w:type="fixed"/>'
        f'<w:tblCellMar><w:left w:w="{inset}" w:type="dxa"/><w:right w:w="{inset}" w:type="dxa"/></w:tblCellMar>'
        f'</w:tblPr><w:tblGrid><w:gridCol w:w="{width}"/></w:tblGrid>'
        + row(paper.return_zone, "bottom", paragraph(sent_from, 7, underline=True) if sent_from else "")
        + row(paper.field_height - paper.return_zone, "top", "".join(paragraph(line, 10) for line in letter.address))
        + "</w:tbl>"
    )
    return parse_xml(xml)


SLIP_INDENT = 5 * MM
"""The slip's lines to fill in, from the window field's right edge."""
SLIP_PITCHES = ((10, 9.0), (10, 8.0), (10, 7.0), (10, 6.0), (9, 5.0), (8, 4.2))
"""(size in points, room per line in mm) for the lines to fill in, roomiest first."""


def _slip_lines(paper: Layout, slip: Slip) -> tuple[int, float] | None:
    """The size and pitch of the slip's lines to fill in on a card a third of the page high (None: too many
    lines for that, the card grows): a line too wide for its place beside the field takes two or more (Word
    wraps it, the blank on the next)."""
    room = slip_height(paper) - 10 * MM  # beside the field, in points
    beside = paper.width - paper.margin - paper.field_left - paper.field_width - SLIP_INDENT
    return next(((size, pitch) for size, pitch in SLIP_PITCHES
                 if sum(lines(text, size, beside) for text in slip.lines) * pitch * MM <= room), None)


def _slip(paper: Layout, letter: Letter, slip: Slip, sender: str) -> Any:
    """The answer slip: a table of one row, never split, a third of the page high between two dashed cut
    lines, laid out as a letter's top third (the window field on the left, the lines beside it)."""
    from xml.sax.saxutils import escape

    from docx.oxml.ns import nsdecls
    from docx.oxml.parser import parse_xml

    field = _tw(paper.field_width)
    rest = _tw(paper.width - paper.margin - paper.field_left - paper.field_width)
    inset = _tw(paper.inset)
    chosen = _slip_lines(paper, slip)

    def paragraph(text: str, size: float, *, bold: bool = False, grey: bool = False, underline: bool = False,
                  line: float = 0.0, before: float = 0.0) -> str:
        spacing = f'<w:spacing w:before="{_tw(before)}" w:after="0"' + (
            f' w:line="{_tw(line)}" w:lineRule="exact"/>' if line else "/>")
        runs = ("<w:b/>" if bold else "") + ('<w:color w:val="595959"/>' if grey else "") + \
            ('<w:u w:val="single"/>' if underline else "")
        return (f"<w:p><w:pPr><w:keepNext/><w:keepLines/>{spacing}</w:pPr><w:r><w:rPr>{runs}"
                f'<w:sz w:val="{round(size * 2)}"/><w:szCs w:val="{round(size * 2)}"/></w:rPr>'
                f'<w:t xml:space="preserve">{escape(clean_text(text))}</w:t></w:r></w:p>')

    head = "".join([paragraph(f"\u2702 {slip.cut}", 7, grey=True, before=1.5),
                    paragraph(slip.heading, 10, bold=True, before=4),
                    *(paragraph(text, 8.5) for text in (slip.deadline, slip.send_to) if text)])
    sent_from = paragraph(return_line(", ".join(letter.address)) or letter.name, 7, underline=True)
    address = "".join(paragraph(line, 10, line=12) for line in address_lines(sender)) or paragraph("", 10)
    size, pitch = chosen or (8, 4.2)
    lines = "".join(paragraph(text, size, line=pitch * MM, before=(4 * MM if number == 0 else 0))
                    for number, text in enumerate(slip.lines)) or paragraph("", 10)
    dashed = '<w:{edge} w:val="dashed" w:sz="4" w:space="0" w:color="595959"/>'
    borders = f"<w:tblBorders>{dashed.format(edge='top')}{dashed.format(edge='bottom')}</w:tblBorders>"

    def row(height: float, content: str, align: str = "top") -> str:
        return (f'<w:tr><w:trPr><w:cantSplit/><w:trHeight w:val="{_tw(height)}" w:hRule="exact"/></w:trPr>'
                f'<w:tc><w:tcPr><w:tcW w:w="{field}" w:type="dxa"/><w:vAlign w:val="{align}"/></w:tcPr>'
                f"{content}</w:tc></w:tr>")

    window = (  # the heading above the window field, the player as the sender, the game master's address
        f'<w:tbl><w:tblPr><w:tblW w:w="{field}" w:type="dxa"/><w:tblLayout w:type="fixed"/>'
        f'<w:tblCellMar><w:left w:w="{inset}" w:type="dxa"/><w:right w:w="{inset}" w:type="dxa"/></w:tblCellMar>'
        f'</w:tblPr><w:tblGrid><w:gridCol w:w="{field}"/></w:tblGrid>'
        + row(paper.field_top, head) + row(paper.return_zone, sent_from, "bottom")
        + row(paper.field_height - paper.return_zone, address) + "</w:tbl>")
    rule = "exact" if chosen is not None else "atLeast"  # too many lines for a third: as high as they need
    return parse_xml(
        f'<w:tbl {nsdecls("w")}><w:tblPr><w:tblW w:w="{field + rest}" w:type="dxa"/>'
        f'<w:tblInd w:w="{_tw(paper.field_left - paper.margin)}" w:type="dxa"/>{borders}'
        '<w:tblLayout w:type="fixed"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="0" w:type="dxa"/>'
        '<w:bottom w:w="0" w:type="dxa"/><w:right w:w="0" w:type="dxa"/></w:tblCellMar></w:tblPr>'
        f'<w:tblGrid><w:gridCol w:w="{field}"/><w:gridCol w:w="{rest}"/></w:tblGrid>'
        f'<w:tr><w:trPr><w:cantSplit/><w:trHeight w:val="{_tw(slip_height(paper))}" w:hRule="{rule}"/></w:trPr>'
        f'<w:tc><w:tcPr><w:tcW w:w="{field}" w:type="dxa"/></w:tcPr>{window}{paragraph("", 1, line=1)}</w:tc>'
        f'<w:tc><w:tcPr><w:tcW w:w="{rest}" w:type="dxa"/><w:tcMar><w:left w:w="{_tw(SLIP_INDENT)}" w:type="dxa"/>'
        f"</w:tcMar></w:tcPr>{lines}</w:tc></w:tr></w:tbl>")


def write_letters_docx(letters: Sequence[Letter], report: Report, path: str | os.PathLike[str],
                       **options: Any) -> None:
    """All the letters in one Word document at ``path``, written atomically."""
    from wordmastermind.files.atomic import atomic_write
    from wordmastermind.files.outputs import check_output

    check_output(Path(path))
    atomic_write(Path(path), letters_docx(letters, report, **options), keep_backup=False)

