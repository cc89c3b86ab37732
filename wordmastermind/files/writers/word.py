"""A report as a Word document (.docx), with python-docx.

Headings become Word headings, emphasised paragraphs are bold, and tables
are real Word tables: a bold header row that Word repeats at the top of
every page a table runs onto, widths from the model's columns, numbers
right-aligned. The report's title stands in the page header and the page
number (a PAGE field) in the footer. The page is A4.

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
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape, quoteattr

from wordmastermind.core.report import Block, Cell, Heading, Paragraph, Report, Table
from wordmastermind.files.atomic import atomic_write
from wordmastermind.files.writers.sanitize import clean_text

if TYPE_CHECKING:
    from docx.document import Document
    from docx.text.paragraph import Paragraph as DocxParagraph

AUTHOR = "wordmastermind"
PROPERTY_LENGTH = 255
"""Word keeps at most this many characters of a document property."""

# Sizes in twentieths of a point (twips).
PAGE_WIDTH, PAGE_HEIGHT = 11906, 16838  # A4
MARGIN = 1134  # 2 cm
TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN
CHAR_WIDTH = 115  # an average character of the body font
CAPITAL_WIDTH = 165  # a capital letter of the body font (S, O, N are wide)
CELL_PADDING = 2 * 108  # Word's default left and right cell margins


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
    _page(document, clean_text(report.title))
    _properties(document, report)
    return document


def document_bytes(document: Document) -> bytes:
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def add_blocks(document: Document, blocks: Sequence[Block]) -> None:
    """Add ``blocks`` at the end of ``document``: headings, paragraphs and real tables (the letters' too)."""
    writer = _BlockWriter(document)
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


def _longest_word(text: str, *, bold: bool = False) -> int:
    """The width of ``text``'s longest word in twips: capitals are wider, bold a quarter wider.

    >>> _longest_word("Diese Runde") == _longest_word("Runde") < _longest_word("Runde", bold=True)
    True
    """
    widest = max(
        (sum(CAPITAL_WIDTH if c.isupper() else CHAR_WIDTH for c in word) for word in text.split()),
        default=0,
    )
    return widest * 5 // 4 if bold else widest


def column_widths(table: Table) -> list[int]:
    """The widths of ``table``'s columns in twips, scaled down to fit the page.

    >>> from wordmastermind.core.report import Column
    >>> column_widths(Table((Column("A", width=10), Column("B", width=5)), ()))
    [1366, 791]
    >>> sum(column_widths(Table(tuple(Column(str(i), width=30) for i in range(9)), ()))) <= TEXT_WIDTH
    True

    A column is never narrower than its (bold) title, so that no title
    breaks in the middle of a word ("Ratepunkte" needs more than 8):

    >>> column_widths(Table((Column("Ratepunkte", width=8),), ())) > column_widths(
    ...     Table((Column("Punkte", width=8),), ()))
    True

    A title of several words may break between them ("Diese / Runde"):

    >>> column_widths(Table((Column("Diese Runde", width=4),), ())) == column_widths(
    ...     Table((Column("Runde", width=4),), ()))
    True
    """
    # No title breaks in the middle of a word (a title of several words may
    # break between them), nor does a word in a cell, up to the column's
    # model width.
    least = [
        max(
            _longest_word(column.title, bold=True),
            min(column.width * CHAR_WIDTH,
                max((_longest_word(str(row[i])) for row in table.rows if row[i] is not None), default=0)),
        )
        + CHAR_WIDTH + CELL_PADDING
        for i, column in enumerate(table.columns)
    ]
    # A column wants its model width, or less if no cell is that long.
    longest = [
        max((len(str(row[i])) for row in table.rows if row[i] is not None), default=column.width)
        for i, column in enumerate(table.columns)
    ]
    wanted = [
        max(max(min(column.width, length + 1), 1) * CHAR_WIDTH + CELL_PADDING, floor)
        for column, length, floor in zip(table.columns, longest, least)
    ]
    total = sum(wanted)
    if total <= TEXT_WIDTH:
        return wanted
    # Too wide for the page: take the excess from what each column has above
    # its title's width, so that titles stay whole; only if that is not
    # enough, shrink everything alike.
    slack = [w - floor for w, floor in zip(wanted, least)]
    excess = total - TEXT_WIDTH
    if sum(slack) >= excess:
        # Each share rounded up, so that the table never ends past the margin.
        return [w - -(-s * excess // sum(slack)) for w, s in zip(wanted, slack)]
    if sum(least) <= TEXT_WIDTH + MARGIN // 4:
        return least  # a little into the right margin rather than a broken word
    return [max(width * TEXT_WIDTH // total, 1) for width in wanted]


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
    properties = document.core_properties
    properties.title = _property(report.title)
    properties.subject = _property(report.subject)
    properties.author = AUTHOR
    properties.last_modified_by = ""
    properties.comments = ""  # the template says "generated by python-docx"
    properties.keywords = ""
    properties.category = ""
    properties.revision = 1
    now = datetime.now(timezone.utc).replace(microsecond=0, tzinfo=None)
    properties.created = properties.modified = now


def _property(text: str) -> str:
    return clean_text(text)[:PROPERTY_LENGTH]


class _BlockWriter:
    """Adds blocks to a document, looking each style up only once."""

    def __init__(self, document: Document) -> None:
        self.document = document
        self.heading_styles: dict[int, str] = {}
        self.table_style = document.styles["Table Grid"].style_id

    def heading(self, heading: Heading) -> None:
        level = min(max(heading.level, 1), 9)
        style = self.heading_styles.get(level)
        if style is None:
            style = self.heading_styles[level] = self.document.styles[f"Heading {level}"].style_id
        paragraph = self.document.add_paragraph()
        paragraph._p.style = style
        paragraph.add_run(clean_text(heading.text))

    def paragraph(self, paragraph: Paragraph) -> None:
        run = self.document.add_paragraph().add_run(clean_text(paragraph.text))
        if paragraph.emphasis:
            run.bold = True

    def table(self, table: Table) -> None:
        """Add ``table`` as a Word table.

        The table is written as WordprocessingML and parsed in one go:
        building thousands of cells through python-docx's objects, each
        looked up and checked on its own, takes several times longer.
        """
        from docx.oxml.ns import nsdecls
        from docx.oxml.parser import parse_xml

        widths = column_widths(table)
        right = [column.numeric for column in table.columns]
        cells = [f'<w:tc><w:tcPr><w:tcW w:w="{width}" w:type="dxa"/></w:tcPr>' for width in widths]
        xml = [
            f"<w:tbl {nsdecls('w')}><w:tblPr>",
            f'<w:tblStyle w:val={quoteattr(self.table_style)}/>',
            f'<w:tblW w:w="{sum(widths)}" w:type="dxa"/><w:tblLayout w:type="fixed"/>',
            '<w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" '
            'w:lastColumn="0" w:noHBand="0" w:noVBand="1"/></w:tblPr><w:tblGrid>',
            *(f'<w:gridCol w:w="{width}"/>' for width in widths),
            "</w:tblGrid><w:tr><w:trPr><w:tblHeader/></w:trPr>",
        ]
        for cell, column in zip(cells, table.columns):
            align = RIGHT if column.numeric else ""
            xml.append(f"{cell}<w:p>{align}{_runs(clean_text(column.title), BOLD)}</w:p></w:tc>")
        xml.append("</w:tr>")
        for values in table.rows:
            xml.append("<w:tr>")
            for cell, value, align_right in zip(cells, values, right):
                align = RIGHT if align_right else ""
                xml.append(f"{cell}<w:p>{align}{_runs(_cell_text(value))}</w:p></w:tc>")
            xml.append("</w:tr>")
        xml.append("</w:tbl>")
        add_element(self.document, parse_xml("".join(xml)))


def add_element(document: Document, element: object) -> None:
    """Add a WordprocessingML ``element`` (a table) at the end of ``document``'s body, before its last section's properties."""
    from docx.oxml.ns import qn

    body = document.element.body
    section = body.find(qn("w:sectPr"))
    if section is None:
        body.append(element)
    else:
        section.addprevious(element)


RIGHT = '<w:pPr><w:jc w:val="right"/></w:pPr>'
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
