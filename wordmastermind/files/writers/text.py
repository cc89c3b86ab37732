"""A report as plain text, for the body of an e-mail.

The title is ruled above and below with ``=``, section headings are
underlined with ``=`` and subsections with ``-``; paragraphs are wrapped at
72 columns without breaking words; tables are aligned columns under a rule,
numbers right-aligned; blocks are set apart by blank lines. Emphasised paragraphs
are framed in asterisks, as mail readers show bold.

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
import textwrap
import unicodedata
from pathlib import Path

from wordmastermind.core.report import Cell, Heading, Paragraph, Report, Table
from wordmastermind.files.atomic import atomic_write
from wordmastermind.files.writers.sanitize import clean_text

WIDTH = 72
"""Where paragraphs are wrapped."""
GAP = "  "
"""Between table columns."""

_SPACE = re.compile(r"\s+")


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
            parts.append(_table(block))
    return "\n\n".join(part for part in parts if part) + "\n"


def write_text(report: Report, path: str | os.PathLike[str]) -> None:
    """Write :func:`render_text` of ``report`` to ``path`` as UTF-8, atomically."""
    atomic_write(Path(path), render_text(report).encode("utf-8"), keep_backup=False)


def display_width(text: str) -> int:
    """How many columns ``text`` takes in a fixed-width font.

    >>> display_width("Wörter"), display_width("日本"), display_width("e\\u0301")
    (6, 4, 1)
    """
    width = 0
    for char in text:
        if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Cf"):
            continue
        width += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return width


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
        lines += textwrap.wrap(
            line,
            WIDTH,
            break_long_words=False,
            break_on_hyphens=False,
        ) or [""]
    return "\n".join(lines)


def _cell(cell: Cell) -> str:
    if cell is None:
        return ""
    if isinstance(cell, int):
        return str(cell)
    return _one_line(cell)


def _table(table: Table) -> str:
    heads = [_one_line(column.title) for column in table.columns]
    rows = [[_cell(cell) for cell in row] for row in table.rows]
    widths = [
        max([display_width(head), 1] + [display_width(row[i]) for row in rows])
        for i, head in enumerate(heads)
    ]
    right = [column.numeric for column in table.columns]

    def line(cells: list[str]) -> str:
        padded = []
        for text, width, align_right in zip(cells, widths, right):
            fill = " " * (width - display_width(text))
            padded.append(fill + text if align_right else text + fill)
        return GAP.join(padded).rstrip()

    out = [line(heads), GAP.join("-" * width for width in widths)]
    out += [line(row) for row in rows]
    return "\n".join(out)
