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
(:func:`~wordmastermind.files.writers.word.add_blocks`).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from wordmastermind.core.report import Report
from wordmastermind.core.wmm.letter import Letter
from wordmastermind.files.writers.letter_pdf import LAYOUTS, Layout, check_letters, letter_blocks, return_line
from wordmastermind.files.writers.sanitize import clean_text
from wordmastermind.files.writers.word import add_blocks, add_element, document_bytes, new_document

TWIPS = 20  # a point's twentieths


def _tw(points: float) -> int:
    return round(points * TWIPS)


def letters_docx(letters: Sequence[Letter], report: Report, *, layout: str = "din5008-b", sender: str = "",
                 place: str = "", duplex: bool = False) -> bytes:
    """The letters, each followed by ``report``, as the bytes of one .docx (refusals as :func:`letters_pdf`'s)."""
    from docx.enum.section import WD_SECTION
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.shared import Pt, Twips

    paper = LAYOUTS[layout]
    check_letters(letters, paper, sender)
    document = new_document(report)
    for number, letter in enumerate(letters):
        if number:
            document.add_section(WD_SECTION.ODD_PAGE if duplex else WD_SECTION.NEW_PAGE)
        section = document.sections[-1]
        section.page_width, section.page_height = Twips(_tw(paper.width)), Twips(_tw(paper.height))
        section.left_margin = section.right_margin = Twips(_tw(paper.margin))
        section.top_margin = section.bottom_margin = Twips(_tw(paper.margin))
        _number_from_one(section)
        add_element(document, _window(paper, letter, sender))
        dated = document.add_paragraph(", ".join(p for p in (" ".join(place.split()), letter.date) if p))
        dated.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        dated.paragraph_format.space_before = Pt(paper.date_top - paper.margin - 12)
        add_blocks(document, letter_blocks(letter, sender) + report.blocks)
    return document_bytes(document)


def _number_from_one(section: Any) -> None:
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    numbering = OxmlElement("w:pgNumType")
    numbering.set(qn("w:start"), "1")
    section._sectPr.append(numbering)


def _window(paper: Layout, letter: Letter, sender: str) -> Any:
    """The window field: a borderless table anchored to the page, the return line above the address."""
    from xml.sax.saxutils import escape

    from docx.oxml.ns import nsdecls
    from docx.oxml.parser import parse_xml

    width = _tw(paper.field_width)
    inset = _tw(paper.inset)

    def paragraph(text: str, size: int, underline: bool = False) -> str:
        line = '<w:u w:val="single"/>' if underline else ""
        return (f'<w:p><w:pPr><w:spacing w:before="0" w:after="0" w:line="{size * 12}" w:lineRule="exact"/></w:pPr>'
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


def write_letters_docx(letters: Sequence[Letter], report: Report, path: str | os.PathLike[str],
                       **options: Any) -> None:
    """All the letters in one Word document at ``path``, written atomically."""
    from wordmastermind.files.atomic import atomic_write
    from wordmastermind.files.outputs import check_output

    check_output(Path(path))
    atomic_write(Path(path), letters_docx(letters, report, **options), keep_backup=False)

