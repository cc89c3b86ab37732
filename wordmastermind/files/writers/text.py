"""A report as plain text, for the body of an e-mail.

The title is ruled above and below with ``=``, section headings are
underlined with ``=`` and subsections with ``-``; paragraphs are wrapped at
72 columns without breaking words; tables are aligned columns under a rule,
numbers right-aligned; blocks are set apart by blank lines. Emphasised paragraphs
are framed in asterisks, as mail readers show bold. A no-break space is kept
wherever the text has one (French: ``Mot d’Emil\u00a0: LAMPE``).

A table column is never wider than :data:`MAX_COLUMN`: a longer cell (a long
name, say) wraps onto more lines inside its column, at spaces where it can,
at most :data:`MAX_CELL_LINES` of them, and the rest of a still longer one is
cut, ending in ``…``. So no cell pads every other row of its table: a report
grows with what it shows, whatever one cell holds. A column of data to be read
whole (:attr:`Column.whole <wordmastermind.core.report.Column.whole>`) wraps onto
as many lines as its cells need.

>>> from wordmastermind.core.report import Column, Heading, Paragraph, Report, Table
>>> table = Table((Column("Name"), Column("Total", numeric=True)), (("Alfons", 31), ("Emil", 9)))
>>> print(render_text(Report("Round 2", (Heading("Round 2"), Paragraph("News."), table))), end="")
=======
Round 2
=======
<BLANKLINE>
News.
<BLANKLINE>
Name    Total
------  -----
Alfons     31
Emil        9
"""

from __future__ import annotations

import os
import re
import unicodedata
from functools import lru_cache
from pathlib import Path

from wordmastermind.core.report import Cell, Heading, Paragraph, Report, Table
from wordmastermind.files.atomic import atomic_write
from wordmastermind.files.writers.sanitize import clean_text
from wordmastermind.files.writers.line_breaks import GLUE, glued, wrapped_at_spaces
from wordmastermind.files.writers.per_table import per_table

WIDTH = 72
"""Where paragraphs are wrapped."""
GAP = "  "
"""Between table columns."""
MAX_COLUMN = 40
"""The widest a table column gets, in columns of a fixed-width font."""
MAX_CELL_LINES = 3
"""The most lines one table cell takes; a longer cell is cut, ending in ``…``."""
ELLIPSIS = "…"

_SPACE = re.compile(r"[^\S\u00a0\u202f]+")
"""A run of white space, made one space in a table's cell or a heading; not a no-break space (U+00A0, U+202F),
which French has before ``:``, ``;``, ``?``, ``!`` and inside « » and which is kept (one column wide, as any
other character)."""


def render_text(report: Report) -> str:
    """The whole report as text, ending in a line break."""
    parts: list[str] = []
    title = _one_line(report.title)
    blocks = list(report.blocks)
    if title:
        rule = "=" * max(display_width(title), 1)
        parts.append(f"{rule}\n{title}\n{rule}")
        first = blocks[0] if blocks else None
        if isinstance(first, Heading) and _one_line(first.text) == title:
            blocks = blocks[1:]  # the title again, as the first heading
    for block in blocks:
        if isinstance(block, Heading):
            text = _one_line(block.text)
            if text:
                parts.append(_underlined(text, "=" if block.level <= 1 else "-"))
        elif isinstance(block, Paragraph):
            parts.append(_paragraph(block))
        elif block.columns:
            parts.append(_table_block(block))
    return "\n\n".join(part for part in parts if part) + "\n"


@per_table
def _table_block(table: Table) -> str:
    """A table as text, its parts (:meth:`Table.parts`) one below the other: made once for equal tables (the
    report of a run's mails and the few readers' own share all their tables, and the tables are most of the
    work)."""
    return "\n\n".join(_table(part) for part in table.parts())


def write_text(report: Report, path: str | os.PathLike[str]) -> None:
    """Write :func:`render_text` of ``report`` to ``path`` as UTF-8, atomically."""
    atomic_write(Path(path), render_text(report).encode("utf-8"), keep_backup=False)


def display_width(text: str) -> int:
    """How many columns ``text`` takes in a fixed-width font.

    >>> display_width("Wörter"), display_width("日本"), display_width("e\\u0301")
    (6, 4, 1)
    """
    if text.isascii():  # a column a character: most of a report's cells
        return len(text)
    return sum(map(_char_width, text))


@lru_cache(maxsize=4096)
def _char_width(char: str) -> int:
    """The columns ``char`` takes: none (a combining mark, a format character), two (wide), or one."""
    if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1


def _one_line(text: str) -> str:
    return _SPACE.sub(" ", clean_text(text)).strip()


def _underlined(text: str, rule: str) -> str:
    return f"{text}\n{rule * max(display_width(text), 1)}"


def _paragraph(paragraph: Paragraph) -> str:
    text = clean_text(paragraph.text).replace("\r\n", "\n").replace("\r", "\n").strip()
    if not text:
        return ""
    if paragraph.emphasis:
        text = f"*{text}*"
    lines: list[str] = []
    for line in text.split("\n"):
        lines += wrapped_at_spaces(glued(line), WIDTH) or [""]
    return "\n".join(lines).replace(GLUE, " ")


def _cell(cell: Cell) -> str:
    if cell is None:
        return ""
    if isinstance(cell, int):
        return str(cell)
    return _one_line(cell)


def _table(table: Table) -> str:
    heads = [_one_line(column.title) for column in table.columns]
    rows = [[_cell(cell) for cell in row] for row in table.rows]
    columns = [[head, *(row[i] for row in rows)] for i, head in enumerate(heads)]
    widths = [
        min(MAX_COLUMN, max(1, *(_width_up_to(text, MAX_COLUMN) for text in column))) for column in columns
    ]
    right = [column.numeric for column in table.columns]
    wholes = [column.whole for column in table.columns]

    def lines(cells: list[str]) -> list[str]:
        wrapped = [_wrap_cell(text, width, whole) for text, width, whole in zip(cells, widths, wholes)]
        out = []
        for number in range(max(len(cell) for cell in wrapped)):
            padded = []
            for cell, width, align_right in zip(wrapped, widths, right):
                text = cell[number] if number < len(cell) else ""
                fill = " " * (width - display_width(text))
                padded.append(fill + text if align_right else text + fill)
            out.append(GAP.join(padded).rstrip())
        return out

    out = lines(heads) + [GAP.join("-" * width for width in widths)]
    for row in rows:
        out += lines(row)
    return "\n".join(out)


def _width_up_to(text: str, most: int) -> int:
    """:func:`display_width` of ``text``, or any number over ``most`` once it is wider."""
    if len(text) <= most:
        return display_width(text)
    return display_width(text[: 2 * most + 1]) if len(text) <= 2 * most + 1 else most + 1


def _wrap_cell(text: str, width: int, whole: bool = False) -> list[str]:
    """``text`` in lines of at most ``width`` columns: at spaces where it can, at most
    :data:`MAX_CELL_LINES` of them, the last ending in ``…`` if that is not all of it
    (all of it, ``whole``).

    >>> _wrap_cell("Anna Maria Schmidt", 10)
    ['Anna Maria', 'Schmidt']
    >>> _wrap_cell("X" * 25, 10)
    ['XXXXXXXXXX', 'XXXXXXXXXX', 'XXXXX']
    >>> _wrap_cell("word " * 20, 10)
    ['word word', 'word word', 'word word…']
    >>> len(_wrap_cell("word " * 20, 10, whole=True))
    10
    """
    if _width_up_to(text, width) <= width:
        return [text]
    room = len(text) if whole else width * MAX_CELL_LINES + 1  # characters: never fewer than the lines can show
    lines: list[str] = []
    line = ""
    for word in text[:room].split(" "):
        while word:
            joined = f"{line} {word}" if line else word
            if display_width(joined) <= width:
                line, word = joined, ""
            elif line:
                lines.append(line)
                line = ""
            else:
                piece = _fitting(word, width)
                lines.append(piece)
                word = word[len(piece):]
    if line:
        lines.append(line)
    if not whole and (len(lines) > MAX_CELL_LINES or len(text) > room):
        lines = lines[:MAX_CELL_LINES]
        lines[-1] = _fitting(lines[-1], width - 1).rstrip() + ELLIPSIS
    return lines


def _fitting(text: str, width: int) -> str:
    """The longest start of ``text`` that takes at most ``width`` columns (one character at least)."""
    end = 1
    while end < len(text) and display_width(text[: end + 1]) <= width:
        end += 1
    return text[:end]
