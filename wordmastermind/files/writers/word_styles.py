"""The Word documents' styles: Arial everywhere, the sizes and spacing of the PDF (:func:`apply_styles`).

python-docx's template sets its text in the theme's fonts (Calibri, and
Cambria for headings), which LibreOffice lacks and replaces with a serif.
Here every style of the document (its defaults, the body text, the
headings, the table style, header and footer) gets Arial in every
script's slot (Latin, East Asian, complex scripts): Word has it, and
LibreOffice prints it as Liberation Sans, its metric twin; the font table
names that as Arial's alternative and marks Arial a sans serif ("swiss"),
so that a program with neither falls back to a sans serif too.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from docx.document import Document

FONT = "Arial"
FONT_ALTERNATIVE = "Liberation Sans"
"""Arial's metric twin, which LibreOffice prints Arial as."""
BODY_SIZE, CELL_SIZE, HEADER_SIZE = 20, 19, 16
"""Half-points: the text 10 pt, a table's cells 9.5 pt, the page's header and footer 8 pt."""
HEADINGS = {1: (30, 160, 120), 2: (24, 160, 80)}
"""Each heading level's size (half-points), space before and after (twips); deeper levels as level 2."""
CELL_MARGIN = 60
"""Left and right of a cell's text (3 pt, as the PDF's); a cell's text has its width less twice this."""
CELL_STYLE = "Table Text"
"""The paragraph style of the cells' text."""
RULE_COLOUR = "999999"


def apply_styles(document: Document, language: str = "") -> None:
    """Arial in every style and every script's slot, sizes and spacing as in the PDF, black headings, the
    table style's rules grey, a paragraph style for the cells' text, and Arial in the font table; the text's
    ``language``, if given, in the defaults (python-docx's template says American English)."""
    from docx.enum.style import WD_STYLE_TYPE
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn
    from docx.shared import Pt, Twips

    from wordmastermind.files.i18n import LANGUAGE_TAGS

    styles = document.styles
    root = styles.element
    for fonts in root.iter(qn("w:rFonts")):  # the template's theme fonts (Calibri, Cambria) nowhere
        for key in list(fonts.attrib):
            del fonts.attrib[key]
        _set_fonts(fonts)
    defaults = root.find(qn("w:docDefaults"))
    run = defaults.find(qn("w:rPrDefault")).find(qn("w:rPr"))
    _size(run, BODY_SIZE)
    if language in LANGUAGE_TAGS:
        said = run.find(qn("w:lang"))
        if said is None:
            said = OxmlElement("w:lang")
            run.append(said)
        said.set(qn("w:val"), LANGUAGE_TAGS[language])
    spacing = defaults.find(qn("w:pPrDefault")).find(qn("w:pPr")).find(qn("w:spacing"))
    spacing.set(qn("w:after"), "100")
    spacing.set(qn("w:line"), "240")
    spacing.set(qn("w:lineRule"), "auto")
    for level in range(1, 10):
        size, before, after = HEADINGS[min(level, 2)]
        style = styles[f"Heading {level}"]
        style.font.size = Pt(size / 2)
        style.font.bold = True
        style.font.italic = False
        _black(style.element.get_or_add_rPr())
        style.paragraph_format.space_before = Twips(before)
        style.paragraph_format.space_after = Twips(after)
    for name in ("Header", "Footer"):
        style = styles[name]
        style.font.size = Pt(HEADER_SIZE / 2)
        style.paragraph_format.space_after = Twips(0)
    cells = styles.add_style(CELL_STYLE, WD_STYLE_TYPE.PARAGRAPH)
    cells.base_style = styles["Normal"]
    cells.font.size = Pt(CELL_SIZE / 2)
    cells.paragraph_format.space_before = cells.paragraph_format.space_after = Twips(0)
    cells.paragraph_format.line_spacing = 1.0
    grid = styles["Table Grid"].element
    grid.get_or_add_rPr()
    _size(grid.find(qn("w:rPr")), CELL_SIZE)
    for border in grid.iter(qn("w:tblBorders")):
        for edge in border:
            edge.set(qn("w:color"), RULE_COLOUR)
    for margins in grid.iter(qn("w:tblCellMar")):
        for edge in margins:
            edge.set(qn("w:w"), str(CELL_MARGIN if edge.tag in (qn("w:left"), qn("w:right")) else 30))
    for style in root.iter(qn("w:style")):  # every rPr without fonts gets them too (a character style's own)
        properties = style.find(qn("w:rPr"))
        if properties is not None and properties.find(qn("w:rFonts")) is None:
            fonts = OxmlElement("w:rFonts")
            _set_fonts(fonts)
            properties.insert(0, fonts)
    _font_table(document)


def _set_fonts(fonts: object) -> None:
    from docx.oxml.ns import qn

    for slot in ("w:ascii", "w:hAnsi", "w:eastAsia", "w:cs"):
        fonts.set(qn(slot), FONT)  # type: ignore[attr-defined]


def _size(properties: object, half_points: int) -> None:
    """``w:sz`` and ``w:szCs`` of a run's properties set to ``half_points``."""
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    for tag in ("w:sz", "w:szCs"):
        element = properties.find(qn(tag))  # type: ignore[attr-defined]
        if element is None:
            element = OxmlElement(tag)
            properties.append(element)  # type: ignore[attr-defined]
        element.set(qn("w:val"), str(half_points))


def _black(properties: object) -> None:
    from docx.oxml.ns import qn

    colour = properties.find(qn("w:color"))  # type: ignore[attr-defined]
    if colour is not None:
        properties.remove(colour)  # type: ignore[attr-defined]


def _font_table(document: Document) -> None:
    """Arial in the document's font table, a sans serif ("swiss") with Liberation Sans as its alternative."""
    from docx.opc.constants import RELATIONSHIP_TYPE as RT

    part = next((rel.target_part for rel in document.part.rels.values() if rel.reltype == RT.FONT_TABLE), None)
    if part is None:
        return
    blob = part.blob.decode("utf-8")
    entry = (f'<w:font w:name="{FONT}"><w:altName w:val="{FONT_ALTERNATIVE}"/>'
             '<w:panose1 w:val="020B0604020202020204"/><w:charset w:val="00"/><w:family w:val="swiss"/>'
             '<w:pitch w:val="variable"/></w:font>')
    blob = re.sub(rf'<w:font w:name="{FONT}">.*?</w:font>', "", blob, flags=re.DOTALL)  # the template's, "auto"
    part._blob = blob.replace("</w:fonts>", entry + "</w:fonts>").encode("utf-8")
