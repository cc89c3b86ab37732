"""Text for the PDF report: in the letters its font holds, measured, wrapped, and table columns sized.

The PDF is set in its own Helvetica, which holds every letter of Western
European languages, umlauts and ß included. A letter it lacks is written
without its accent where it has one (Ł as L), and as "?" where it has none
(Ω), so that no name makes writing fail or comes out as a blank.

Widths come from ReportLab's metrics of the font, imported when first asked for.
"""

from __future__ import annotations

import re
import unicodedata

from wordmastermind.core.report import Cell, Table
from wordmastermind.files.writers.sanitize import clean_text

FONT, BOLD = "Helvetica", "Helvetica-Bold"
CELL_SIZE = 9.5
PADDING = 3.0
"""Left and right of a cell's text, in points; half of it above and below."""
MM = 72 / 25.4
PAGE_WIDTH, PAGE_HEIGHT = 210 * MM, 297 * MM  # A4, in points
MARGIN = 18 * MM
TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN

# Letters Helvetica lacks that have no decomposition into a base letter and an accent.
_PLAIN = str.maketrans({"Ł": "L", "ł": "l", "Đ": "D", "đ": "d", "Ħ": "H", "ħ": "h", "ı": "i",
                        "Ŧ": "T", "ŧ": "t", "ẞ": "SS", "\u2212": "-", "\u2010": "-", "\u2011": "-"})
_SPACE = re.compile(r"[ \t]+")


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


def cell_text(cell: Cell) -> str:
    """A table cell as :func:`printable` text (a number as its digits, nothing as "")."""
    return "" if cell is None else printable(str(cell))


_EM: dict[str, dict[str, float]] = {}
"""Each font's letters' widths, in thousandths of its size."""


def width(text: str, font: str, size: float = CELL_SIZE) -> float:
    """The width of ``text`` (as :func:`printable` makes it) in ``font`` at ``size``, in points."""
    widths = _EM.get(font)
    if widths is None:
        from reportlab.pdfbase.pdfmetrics import stringWidth

        letters = bytes(range(32, 256)).decode("cp1252", errors="ignore")
        widths = _EM[font] = {c: float(stringWidth(c, font, 1000)) for c in letters}
    try:
        return sum(map(widths.__getitem__, text)) * size / 1000
    except KeyError:
        from reportlab.pdfbase.pdfmetrics import stringWidth

        return float(stringWidth(text, font, size))


def wrapped(text: str, room: float, font: str, size: float = CELL_SIZE) -> list[str]:
    """``text`` in lines of at most ``room`` points, broken at spaces; a word wider than that after a
    hyphen, or else where it must.

    >>> wrapped("Anna Maria Schmidt", 60, FONT)
    ['Anna Maria', 'Schmidt']
    >>> wrapped("Habsburg-Lothringen", 60, FONT)
    ['Habsburg-', 'Lothringen']
    """
    if width(text, font, size) <= room:
        return [text]
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        joined = f"{line} {word}" if line else word
        if line and width(joined, font, size) > room:
            lines.append(line)
            line = word
        else:
            line = joined
        while width(line, font, size) > room and len(line) > 1:  # a word longer than the line
            cut = len(line) - 1
            while cut > 1 and width(line[:cut], font, size) > room:
                cut -= 1
            hyphen = line.rfind("-", 0, cut)
            cut = hyphen + 1 if hyphen > 0 else cut
            lines.append(line[:cut])
            line = line[cut:]
    lines.append(line)
    return lines


def _measure(text: str, bold: bool) -> float:
    return width(text, BOLD if bold else FONT)


def _longest_word(text: str, bold: bool) -> float:
    return max((_measure(word, bold) for word in text.split()), default=0.0)


def column_widths(table: Table, *, text_width: float = TEXT_WIDTH) -> list[float]:
    """The widths of ``table``'s columns in points, together ``text_width``.

    A column is never narrower than the longest word of its (bold) title,
    nor than the longest word of its cells up to a third of the width; it
    wants its widest text on one line. What is left over is shared out in
    proportion; what is missing is taken first from the room above each
    column's least width, so that titles stay whole.

    >>> from wordmastermind.core.report import Column
    >>> widths = column_widths(Table((Column("Rank"), Column("Name"), Column("Ratepunkte")), (("1", "Anna", "9"),)))
    >>> round(sum(widths), 2) == round(TEXT_WIDTH, 2) and widths[2] > width("Ratepunkte", BOLD)
    True
    """
    cap = text_width / 3
    texts = [[cell_text(row[i]) for row in table.rows] for i in range(len(table.columns))]
    titles = [printable(column.title) for column in table.columns]
    padding = 2 * PADDING + 1
    whole_titles = [_longest_word(title, True) + padding for title in titles]
    least = [
        max(floor, min(cap, max((_longest_word(t, False) for t in cells), default=0.0)) + padding)
        for floor, cells in zip(whole_titles, texts)
    ]
    if sum(least) > text_width:
        least = whole_titles  # a long word in a cell breaks, rather than a title
    wanted = [
        max(floor, min(cap, max([_measure(title, True), *(_measure(t, False) for t in cells)]) + padding))
        for title, cells, floor in zip(titles, texts, least)
    ]
    total = sum(wanted)
    if total <= text_width:
        spare = text_width - total
        return [w + spare * w / total for w in wanted]
    slack = [w - floor for w, floor in zip(wanted, least)]
    excess = total - text_width
    if sum(slack) >= excess:
        return [w - s * excess / sum(slack) for w, s in zip(wanted, slack)]
    return [w * text_width / sum(least) for w in least]
