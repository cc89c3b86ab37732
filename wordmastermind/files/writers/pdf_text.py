"""Text for the PDF: in the letters its font holds, measured, wrapped, and table columns sized.

The PDF is set in DejaVu Sans Condensed (:mod:`~wordmastermind.files.writers.pdf_fonts`),
embedded in it, which holds every letter of Latin, Greek, Cyrillic, Hebrew
and Arabic. A line of Hebrew or Arabic is measured here as it will be drawn
(Arabic letters joined) and turned into the order it is seen in when it is
drawn (:mod:`~wordmastermind.files.writers.pdf_bidi`). A character the font
lacks (most emoji, Chinese, Japanese, Korean, Indic scripts) is never
printed as "?" nor left out: :func:`printable` writes the visible
replacement character "\ufffd" in its place, and :func:`unprintable` finds
such characters beforehand, so that a letter's address can be refused
naming the player and a report's replacements said to the game master
(:func:`~wordmastermind.files.writers.pdf.font_warnings`). Invisible
characters the font has no glyph for (format and control characters,
variation selectors) are dropped; a space it lacks is a space.

Widths come from the font's own metrics, read when the first PDF is written
or measured.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from wordmastermind.core.report import Cell, Table
from wordmastermind.files.writers.pdf_bidi import shaped
from wordmastermind.files.writers.pdf_fonts import BOLD as BOLD, FONT as FONT, glyphs, widths
from wordmastermind.files.writers.column_room import widened
from wordmastermind.files.writers.line_breaks import words
from wordmastermind.files.writers.sanitize import clean_text

CELL_SIZE = 9.5
PADDING = 3.0
"""Left and right of a cell's text, in points; half of it above and below."""
MM = 72 / 25.4
PAGE_WIDTH, PAGE_HEIGHT = 210 * MM, 297 * MM  # A4, in points
MARGIN = 18 * MM
TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN
REPLACEMENT = "\ufffd"
"""What is printed for a character the font lacks: the replacement character, a "?" in a black diamond."""

_SPACE = re.compile(r"[ \t\r\n\u2028\u2029]+")


def one_line(text: str) -> str:
    """``text`` as one line: what XML cannot hold dropped, composed (NFC), line breaks and runs of spaces one space.

    >>> one_line("Zoe\u0308  und\\n\\tAnna")
    'Zoë und Anna'
    """
    return _SPACE.sub(" ", unicodedata.normalize("NFC", clean_text(text)))


@lru_cache(maxsize=8192)
def printable(text: str) -> str:
    """``text`` on one line in the letters the font holds: a character it lacks as :data:`REPLACEMENT`.

    >>> printable("Müßig  Łukasz\\tΩmega Dvořák Фёдор שלום \U0001f3b2")
    'Müßig Łukasz Ωmega Dvořák Фёдор שלום \ufffd'
    """
    line = one_line(text)
    if line.isascii() and line.isprintable():
        return line
    have = glyphs()
    out = []
    for char in line:
        if ord(char) in have:
            out.append(char)
        elif _invisible(char):
            continue
        elif unicodedata.category(char) == "Zs":
            out.append(" ")
        else:
            out.append(REPLACEMENT)
    return "".join(out)


def unprintable(text: str) -> str:
    """The visible characters of ``text`` the font lacks, each once, in order: what :func:`printable` replaces.

    >>> unprintable("Anna \U0001f3b2\u200d\U0001f3b2 山田")
    '\U0001f3b2山田'
    """
    line = one_line(text)
    if line.isascii():
        return ""
    have = glyphs()
    found = dict.fromkeys(char for char in line
                          if ord(char) not in have and not _invisible(char) and unicodedata.category(char) != "Zs")
    return "".join(found)


def described(chars: str) -> str:
    """Each of ``chars`` with its code and Unicode name, for a message: "🎲 (U+1F3B2 GAME DIE)".

    >>> described("\u4e2d")
    '中 (U+4E2D CJK UNIFIED IDEOGRAPH-4E2D)'
    """
    return ", ".join(f"{char} (U+{ord(char):04X} {unicodedata.name(char, 'UNNAMED')})".replace(" UNNAMED)", ")")
                     for char in chars)


def _invisible(char: str) -> bool:
    """A control or format character, or a variation selector: nothing to see, so nothing to replace."""
    return unicodedata.category(char) in ("Cc", "Cf") or "\ufe00" <= char <= "\ufe0f" or \
        "\U000e0100" <= char <= "\U000e01ef"


def cell_text(cell: Cell) -> str:
    """A table cell as :func:`printable` text (a number as its digits, nothing as "")."""
    return "" if cell is None else printable(str(cell))


def width(text: str, font: str, size: float = CELL_SIZE) -> float:
    """The width of ``text`` in ``font`` (:data:`FONT` or :data:`BOLD`) at ``size``, in points, as it is drawn.

    Arabic letters are measured joined, as they are drawn; a character the
    font lacks is as wide as the :data:`REPLACEMENT` printed for it.
    """
    chars, missing = widths(font)
    text = shaped(text)
    try:
        return sum(map(chars.__getitem__, text)) * size / 1000
    except KeyError:
        lacking = chars.get(REPLACEMENT, missing)
        return sum(chars.get(char, 0.0 if _invisible(char) else lacking) for char in text) * size / 1000


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
    for word in words(text):  # not at a space French typography keeps (« MOT »)
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


def _measure(text: str, bold: bool, size: float = CELL_SIZE) -> float:
    return width(text, BOLD if bold else FONT, size)


def _longest_word(text: str, bold: bool, size: float = CELL_SIZE) -> float:
    return max((_measure(word, bold, size) for word in text.split()), default=0.0)


def column_widths(table: Table, *, text_width: float = TEXT_WIDTH, size: float = CELL_SIZE,
                  padding: float = PADDING, stretch: bool = True) -> list[float]:
    """The widths of ``table``'s columns in points, set at ``size`` with ``padding`` left and right of
    each cell's text: together ``text_width`` (``stretch``), or as wide as their text wants, at most that.

    A column is never narrower than the longest word of its (bold) title,
    nor than the longest word of its cells up to a third of the width; it
    wants its widest text on one line (a column that the third cuts short
    gets first what the others leave, :func:`widened`: two columns of long
    names run across the text). What is left over is shared out in
    proportion (unless not ``stretch``: the table then ends where its text
    does); what is missing is taken first from the room above each
    column's least width, so that titles stay whole.

    >>> from wordmastermind.core.report import Column
    >>> widths = column_widths(Table((Column("Rank"), Column("Name"), Column("Ratepunkte")), (("1", "Anna", "9"),)))
    >>> round(sum(widths), 2) == round(TEXT_WIDTH, 2) and widths[2] > width("Ratepunkte", BOLD)
    True
    >>> sum(column_widths(Table((Column("Rank"), Column("Name")), (("1", "Anna"),)), stretch=False)) < 100
    True
    >>> lot = Table((Column("Player"), Column("Guesses at")), (("Friederike Konstantinopoulou-Schmidt 03",
    ...     "Bartholomäus Konstantinopoulou-Schmidt 04, Maximilian Konstantinopoulou-Schmidt 08"),))
    >>> round(sum(column_widths(lot, stretch=False)) / TEXT_WIDTH, 2)
    1.0
    """
    cap = text_width / 3
    texts = [[cell_text(row[i]) for row in table.rows] for i in range(len(table.columns))]
    titles = [printable(column.title) for column in table.columns]
    room = 2 * padding + 1
    whole_titles = [_longest_word(title, True, size) + room for title in titles]
    least = [
        max(floor, min(cap, max((_longest_word(t, False, size) for t in cells), default=0.0)) + room)
        for floor, cells in zip(whole_titles, texts)
    ]
    if sum(least) > text_width:
        least = whole_titles  # a long word in a cell breaks, rather than a title
    full = [max(floor, max([_measure(title, True, size), *(_measure(t, False, size) for t in cells)]) + room)
            for title, cells, floor in zip(titles, texts, least)]
    wanted = widened([max(floor, min(cap, whole)) for whole, floor in zip(full, least)], full, text_width)
    total = sum(wanted)
    if total <= text_width:
        if not stretch:
            return wanted
        spare = text_width - total
        return [w + spare * w / total for w in wanted]
    slack = [w - floor for w, floor in zip(wanted, least)]
    excess = total - text_width
    if sum(slack) >= excess:
        return [w - s * excess / sum(slack) for w, s in zip(wanted, slack)]
    return [w * text_width / sum(least) for w in least]
