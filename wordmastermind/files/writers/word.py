"""A report as a Word document (.docx), with python-docx.

Headings become Word headings, emphasised paragraphs are bold, and tables
are real Word tables: a bold, shaded header row that Word repeats at the
top of every page a table runs onto, numbers right-aligned. Every table
runs across the text width, its columns sized to their text: a column is
never narrower than its longest word (title or cell), so that a word never
breaks inside, only a text of several words wraps between them
(:func:`column_widths`). A table is kept together if it is short, and
otherwise split only where each part keeps at least four rows (its rows
kept with the next, as Word and LibreOffice both honour); no row breaks
across pages; a table that is one picture (a board: ``Table.whole``) is
kept whole. A heading is kept with what follows it (``keep_with_next``,
set on the paragraph itself, whatever the style says), and so is a
paragraph that introduces it (``Paragraph.keep_with_next``, a table's
title). The report's title stands in the page header and the page
number (a PAGE field) in the footer. The page is A4 with 18 mm margins,
as the PDF's.

The text is Arial in every style and every script's slot, never a theme's
font, so that LibreOffice prints it in Liberation Sans rather than a serif
(:mod:`~wordmastermind.files.writers.word_styles`). Sizes as in the PDF:
10 pt text, 9.5 pt table cells, headings of 15 and 12 pt, bold and black.

The document properties hold the title, the subject and "wordmastermind"
as the author, nothing else: the template's own description is removed.
Nothing is written that is not in the report model, and nothing is hidden
(no hidden text, no comments), so a game master's overview looks like what
it is.

python-docx is imported only when a document is written, so that the
program starts without it.
"""

from __future__ import annotations

import io
import os
import re
from datetime import datetime, timezone
from functools import lru_cache
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape, quoteattr

from wordmastermind.core.report import Block, Cell, Heading, Paragraph, Report, Table
from wordmastermind.files.atomic import atomic_write
from wordmastermind.files.writers.column_room import widened
from wordmastermind.files.writers.line_breaks import kept
from wordmastermind.files.writers.sanitize import clean_text
from wordmastermind.files.writers.word_styles import CELL_MARGIN, CELL_SIZE, CELL_STYLE, apply_styles

if TYPE_CHECKING:
    from docx.document import Document
    from docx.text.paragraph import Paragraph as DocxParagraph

AUTHOR = "wordmastermind"
PROPERTY_LENGTH = 255
"""Word keeps at most this many characters of a document property."""

# Sizes in twentieths of a point (twips).
PAGE_WIDTH, PAGE_HEIGHT = 11906, 16838  # A4
MARGIN = 1020  # 18 mm, as the PDF's
TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN
HEADER_FILL = "E8E8E8"
CAPTION_FILL = "F7F7F7"
KEEP_ROWS = 4
"""No page holds fewer rows of a table than this, unless the table has fewer (as in the PDF)."""
EM = CELL_SIZE * 10
"""The size of the cells' type in twips: the unit the character widths below are in thousandths of."""


def write_docx(report: Report, path: str | os.PathLike[str]) -> None:
    """Write ``report`` to ``path`` as a Word document.

    The document is built in memory and then written atomically: a failure
    never leaves a half-written file behind.
    """
    atomic_write(Path(path), docx_bytes(report), keep_backup=False)


def docx_bytes(report: Report) -> bytes:
    """The Word document of ``report``, as the bytes of a .docx file."""
    document = new_document(report)
    add_blocks(document, report.blocks)
    return document_bytes(document)


def new_document(report: Report) -> Document:
    """An empty A4 document with ``report``'s title in its header, page numbers and properties."""
    import docx

    document = docx.Document()
    apply_styles(document, report.language)
    _page(document, clean_text(report.title))
    _properties(document, report)
    return document


def document_bytes(document: Document) -> bytes:
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def add_blocks(document: Document, blocks: Sequence[Block], width: int = TEXT_WIDTH) -> None:
    """Add ``blocks`` at the end of ``document``: headings, paragraphs and real tables (the letters' too), the
    tables ``width`` twips wide (the text's width, or a column's)."""
    writer = _BlockWriter(document, width)
    after_table = False
    for block in blocks:
        if isinstance(block, Heading):
            writer.heading(block)
        elif isinstance(block, Paragraph):
            writer.paragraph(block)
        elif not block.columns:
            continue  # a table of no columns shows nothing
        else:
            for part in block.parts():
                if after_table:
                    document.add_paragraph()  # or Word runs the two tables together
                writer.table(part)
                after_table = True
            continue
        after_table = False


_NARROW = frozenset("fijlrtI.,;:!|'` -()[]")
_WIDE = frozenset("mwMW@%")


@lru_cache(maxsize=8192)
def text_width(text: str, *, bold: bool = False) -> int:
    """Roughly how wide ``text`` is in Arial at the cells' size, in twips, on the wide side: a narrow letter
    (i, l, t) 0.3 em, m and w 0.9 em, another capital or a digit 0.7 em, anything else 0.56 em, bold 8 % more.

    >>> text_width("Wort") < text_width("WORT") < text_width("WORT", bold=True)
    True
    """
    thousandths = sum(300 if c in _NARROW else 900 if c in _WIDE else 700 if c.isupper() or c.isdigit() else 560
                      for c in text)
    return -(-thousandths * EM * (108 if bold else 100) // 100_000)


def _longest_word(text: str, *, bold: bool = False) -> int:
    """The width of ``text``'s longest word in twips (:func:`text_width`).

    >>> _longest_word("Diese Runde") == _longest_word("Runde") < _longest_word("Runde", bold=True)
    True
    """
    return max((text_width(word, bold=bold) for word in text.split()), default=0)


def column_widths(table: Table, text_width_: int = TEXT_WIDTH) -> list[int]:
    """The widths of ``table``'s columns in twips, together ``text_width_``: sized to their text.

    A column is never narrower than the longest word of its title (bold)
    or of its cells, so that no word breaks inside ("Ratepunkte", "erraten");
    it wants its longest text on one line (up to a third of the width, and
    more of what the other columns leave: :func:`widened`). The
    room left over is shared out in proportion, so that the table runs
    across the text width as in the PDF; what is missing is taken from
    what each column has above its longest word, so that words stay whole
    and only a text of several words wraps between them ("erraten in Runde
    2" over two lines, never "errat-en"). Only a table whose longest words
    alone are wider than the page is shrunk as a whole.

    >>> from wordmastermind.core.report import Column
    >>> widths = column_widths(Table((Column("Rang"), Column("Ratepunkte"), Column("Wort")),
    ...                              ((1, 12, "erraten in Runde 2"),)))
    >>> sum(widths) == TEXT_WIDTH and widths[1] > widths[0]
    True
    >>> column_widths(Table((Column("Diese Runde", width=4),), ())) == [TEXT_WIDTH]
    True
    >>> narrow = column_widths(Table(tuple(Column("Ratepunkte") for _ in range(6)) + (Column("Wort"),),
    ...                              ((*range(6), "erraten in Runde 2"),)))
    >>> narrow[-1] >= _longest_word("erraten") + 2 * CELL_MARGIN and sum(narrow) == TEXT_WIDTH
    True
    >>> player, targets = column_widths(Table((Column("Player"), Column("Guesses at")), (
    ...     ("Friederike Konstantinopoulou-Schmidt 03", "Bartholomäus Konstantinopoulou-Schmidt 04, Maximilian X"),)))
    >>> player >= text_width("Friederike Konstantinopoulou-Schmidt 03") and targets > player
    True
    """
    room = 2 * CELL_MARGIN + EM // 4  # the cell's margins, and a little for the rough measure
    cap = text_width_ // 3
    texts = [[_cell_text(row[i]) for row in table.rows] for i in range(len(table.columns))]
    least = [
        max([_longest_word(column.title, bold=True), *(_longest_word(text) for text in cells)]) + room
        for column, cells in zip(table.columns, texts)
    ]
    full = [max(floor, max([text_width(column.title, bold=True), *(text_width(text) for text in cells)]) + room)
            for column, cells, floor in zip(table.columns, texts, least)]
    wanted = [int(w) for w in widened([max(floor, min(cap, whole)) for whole, floor in zip(full, least)], full,
                                      text_width_)]  # a column cut at the cap gets what the others leave first
    total = sum(wanted)
    if total <= text_width_:
        widths = [w * text_width_ // total for w in wanted]
    elif sum(least) <= text_width_:
        slack = [w - floor for w, floor in zip(wanted, least)]
        excess = total - text_width_
        widths = [w - s * excess // sum(slack) for w, s in zip(wanted, slack)]
    else:  # even the longest words do not fit side by side: everything in proportion
        widths = [max(floor * text_width_ // sum(least), 1) for floor in least]
    widths[widths.index(max(widths))] += text_width_ - sum(widths)  # what rounding left, to the widest
    return widths


def _page(document: Document, title: str) -> None:
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Twips

    section = document.sections[0]
    section.page_width, section.page_height = Twips(PAGE_WIDTH), Twips(PAGE_HEIGHT)
    section.left_margin = section.right_margin = Twips(MARGIN)
    section.top_margin = section.bottom_margin = Twips(MARGIN)
    section.header.paragraphs[0].text = title
    footer = section.footer.paragraphs[0]
    footer.alignment = WD_ALIGN_PARAGRAPH.CENTER
    _page_field(footer)


def _page_field(paragraph: DocxParagraph) -> None:
    """A PAGE field, which Word shows as the number of the page it is on."""
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    def field_char(kind: str) -> None:
        char = OxmlElement("w:fldChar")
        char.set(qn("w:fldCharType"), kind)
        paragraph.add_run()._r.append(char)

    field_char("begin")
    instruction = OxmlElement("w:instrText")
    instruction.set(qn("xml:space"), "preserve")
    instruction.text = " PAGE "
    paragraph.add_run()._r.append(instruction)
    field_char("separate")
    paragraph.add_run("1")
    field_char("end")


def _properties(document: Document, report: Report) -> None:
    from wordmastermind.files.i18n import LANGUAGE_TAGS

    properties = document.core_properties
    properties.title = _property(report.title)
    properties.subject = _property(report.subject)
    properties.author = AUTHOR
    properties.last_modified_by = ""
    properties.comments = ""  # the template says "generated by python-docx"
    properties.keywords = ""
    properties.category = ""
    properties.language = LANGUAGE_TAGS.get(report.language, "")  # as the styles' w:lang says it
    properties.revision = 1
    now = datetime.now(timezone.utc).replace(microsecond=0, tzinfo=None)
    properties.created = properties.modified = now
    from docx.opc.constants import RELATIONSHIP_TYPE

    # python-docx's template's own: its extended properties say "Microsoft Macintosh Word" made the file, and
    # its thumbnail is a picture of an empty page. Both are optional parts: left out.
    template_parts = (RELATIONSHIP_TYPE.EXTENDED_PROPERTIES, RELATIONSHIP_TYPE.THUMBNAIL)
    relationships = document.part.package.rels
    for key in [key for key, relationship in relationships.items() if relationship.reltype in template_parts]:
        relationships.pop(key)


def _property(text: str) -> str:
    return clean_text(text)[:PROPERTY_LENGTH]


class _BlockWriter:
    """Adds blocks to a document, looking each style up only once."""

    def __init__(self, document: Document, width: int = TEXT_WIDTH) -> None:
        self.document = document
        self.width = width
        self.heading_styles: dict[int, str] = {}
        self.table_style = document.styles["Table Grid"].style_id
        self.cell_style = document.styles[CELL_STYLE].style_id

    def heading(self, heading: Heading) -> None:
        level = min(max(heading.level, 1), 9)
        style = self.heading_styles.get(level)
        if style is None:
            style = self.heading_styles[level] = self.document.styles[f"Heading {level}"].style_id
        paragraph = self.document.add_paragraph()
        paragraph._p.style = style
        paragraph.paragraph_format.keep_with_next = True  # never last on a page
        paragraph.add_run(clean_text(heading.text))

    def paragraph(self, paragraph: Paragraph) -> None:
        added = self.document.add_paragraph()
        if paragraph.keep_with_next:
            added.paragraph_format.keep_with_next = True
        run = added.add_run(kept(clean_text(paragraph.text)))  # Word breaks the lines: not at a kept space
        if paragraph.emphasis:
            run.bold = True

    def table(self, table: Table, caption: str = "") -> None:
        """Add ``table`` as a Word table; with a ``caption`` (its heading), that as a row across it above its
        header, repeated with it on every page (or column) the table runs onto.

        The table is written as WordprocessingML and parsed in one go:
        building thousands of cells through python-docx's objects, each
        looked up and checked on its own, takes several times longer.
        """
        from docx.oxml.ns import nsdecls
        from docx.oxml.parser import parse_xml

        widths = column_widths(table, self.width)
        cells = [f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/></w:tcPr>' for width in widths]
        heads = [f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/>'
                 f'<w:shd w:val="clear" w:color="auto" w:fill="{HEADER_FILL}"/></w:tcPr>' for width in widths]
        style = f"<w:pStyle w:val={quoteattr(self.cell_style)}/>"
        xml = [
            f"<w:tbl {nsdecls('w')}><w:tblPr>",
            f'<w:tblStyle w:val={quoteattr(self.table_style)}/>',
            f'<w:tblW w:w="{sum(widths)}" w:type="dxa"/><w:tblInd w:w="{CELL_MARGIN}" w:type="dxa"/>',
            '<w:tblLayout w:type="fixed"/>'
            '<w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" '
            'w:lastColumn="0" w:noHBand="0" w:noVBand="1"/></w:tblPr><w:tblGrid>',
            *(f'<w:gridCol w:w="{width}"/>' for width in widths),
            "</w:tblGrid>",
        ]
        if caption:
            xml.append(f'<w:tr><w:trPr><w:cantSplit/><w:tblHeader/></w:trPr><w:tc><w:tcPr>'
                       f'<w:tcW w:w="{sum(widths)}" w:type="dxa"/><w:gridSpan w:val="{len(widths)}"/>'
                       f'<w:shd w:val="clear" w:color="auto" w:fill="{CAPTION_FILL}"/></w:tcPr>'
                       f"<w:p><w:pPr>{style}{KEEP}</w:pPr>{_runs(clean_text(caption), BOLD)}</w:p></w:tc></w:tr>")
        xml.append("<w:tr><w:trPr><w:cantSplit/><w:tblHeader/></w:trPr>")
        for cell, column in zip(heads, table.columns):
            align = RIGHT_ALIGN if column.numeric else ""
            xml.append(f"{cell}<w:p><w:pPr>{style}{KEEP}{align}</w:pPr>{_runs(clean_text(column.title), BOLD)}"
                       "</w:p></w:tc>")
        xml.append("</w:tr>")
        count = len(table.rows)
        properties = [f"<w:pPr>{style}{KEEP if keep else ''}{RIGHT_ALIGN if column.numeric else ''}</w:pPr>"
                      for keep in (False, True) for column in table.columns]
        for number, values in enumerate(table.rows):
            xml.append("<w:tr><w:trPr><w:cantSplit/></w:trPr>")
            keep = number < count - 1 if table.whole else _kept_with_next(number, count)
            for cell, value, paragraph in zip(cells, values, properties[len(cells) if keep else 0:]):
                xml.append(f"{cell}<w:p>{paragraph}{_runs(_cell_text(value))}</w:p></w:tc>")
            xml.append("</w:tr>")
        xml.append("</w:tbl>")
        add_element(self.document, parse_xml("".join(xml)))


def add_captioned_tables(document: Document, pairs: Sequence[tuple[Heading, Table]],
                         width: int = TEXT_WIDTH) -> None:
    """Add each table with its heading as a caption row above its header, repeated with it on every page (as
    the PDF's letters set the guesses at each word), ``width`` twips wide, a small gap between them."""
    from docx.shared import Pt

    writer = _BlockWriter(document, width)
    for number, (heading, table) in enumerate(pairs):
        if number:
            gap = document.add_paragraph()  # or Word runs the two tables together
            gap.paragraph_format.space_after = Pt(0)
            gap.paragraph_format.line_spacing = Pt(4)
        writer.table(table, clean_text(heading.text) or " ")


def _kept_with_next(row: int, rows: int) -> bool:
    """Whether row ``row`` (from 0) of a table of ``rows`` is kept on the page of the row after it: every row
    but the last of a table too short to split, the first and the last rows of a longer one, so that a
    page holds at least :data:`KEEP_ROWS` of its rows.

    >>> [_kept_with_next(n, 5) for n in range(5)]
    [True, True, True, True, False]
    >>> "".join("k" if _kept_with_next(n, 10) else "." for n in range(10))
    'kkk...kkk.'
    """
    if rows < 2 * KEEP_ROWS:
        return row < rows - 1
    return row < KEEP_ROWS - 1 or rows - KEEP_ROWS <= row < rows - 1


def add_element(document: Document, element: object) -> None:
    """Add a WordprocessingML ``element`` (a table) at the end of ``document``'s body, before its last section's properties."""
    from docx.oxml.ns import qn

    body = document.element.body
    section = body.find(qn("w:sectPr"))
    if section is None:
        body.append(element)
    else:
        section.addprevious(element)


RIGHT_ALIGN = '<w:jc w:val="right"/>'
KEEP = "<w:keepNext/>"
BOLD = "<w:rPr><w:b/></w:rPr>"
_BREAKS = re.compile(r"(\r\n|[\t\n\r])")


def _runs(text: str, properties: str = "") -> str:
    """``text`` as a WordprocessingML run: tabs and line breaks as Word's own."""
    if not text:
        return ""
    parts = []
    for piece in _BREAKS.split(text):
        if piece == "\t":
            parts.append("<w:tab/>")
        elif piece in ("\n", "\r", "\r\n"):
            parts.append("<w:br/>")
        elif piece:
            parts.append(f'<w:t xml:space="preserve">{escape(piece)}</w:t>')
    return f"<w:r>{properties}{''.join(parts)}</w:r>"


def _cell_text(cell: Cell) -> str:
    if cell is None:
        return ""
    if isinstance(cell, int):
        return str(cell)
    return clean_text(cell)
