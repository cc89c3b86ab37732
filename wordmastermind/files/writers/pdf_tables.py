"""The PDF's tables laid out: how a report is set (:class:`Style`), a table's text in lines that fit its columns,
and where a table may break between pages (:func:`rows_on_page`): never leaving fewer than :data:`KEEP_ROWS`
of its rows on a page, unless it has fewer.

The pages themselves are laid out by :mod:`~wordmastermind.files.writers.pdf_layout`, runs of small tables set in
columns side by side by :mod:`~wordmastermind.files.writers.pdf_columns`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wordmastermind.core.report import Table
from wordmastermind.files.writers.pdf_text import (
    BOLD, CELL_SIZE, FONT, PADDING, cell_text, column_widths, printable, wrapped,
)
from wordmastermind.files.writers.per_table import per_table

KEEP_ROWS = 4
"""No page holds fewer than this many rows of a table, unless the table has fewer: a table
of fewer than twice as many rows is never split, a longer one leaves at least this many on either side."""
MAX_CELL_LINES = 40
"""The most lines one table cell takes (a row must fit on a page); a longer cell ends in "…"."""
HEADER_FILL = (0.91, 0.91, 0.91)
CAPTION_FILL = (0.97, 0.97, 0.97)
RULE_GREY = 0.6


@dataclass(frozen=True, slots=True)
class Style:
    """How a report is set: its type's sizes and spacing, in points.

    :data:`REPORT_STYLE` is the report's own (and the printout's): every
    table across the text width. The letters set the report they carry
    more tightly (``files/writers/letter_pdf.py``): tables as wide as their
    text, and a run of small tables of the same columns (the guesses at
    each word) in ``columns`` columns side by side, as one list under one
    header per column with each table's heading as a caption row.
    """

    cell_size: float = CELL_SIZE
    cell_leading: float = 11.5
    padding: float = PADDING
    """Left and right of a cell's text; half of it above and below."""
    body_size: float = 10.0
    body_leading: float = 13.0
    body_after: float = 5.0
    headings: tuple[tuple[float, float, float, float], ...] = ((15.0, 19.0, 8.0, 6.0), (12.0, 15.0, 8.0, 4.0))
    """Size, leading, space before and space after of a heading of level 1, and of level 2 and below."""
    table_after: float = 8.0
    full_width: bool = True
    """Every table across the text width; otherwise as wide as its text wants."""
    columns: int = 1
    """How many columns a run of headed tables of the same columns may be set in (1: never)."""
    gap: float = 12.0
    """Between those columns."""
    number_at_top: bool = False
    """The page number at the right of the title above the page, not below it (a letter's answer slip
    fills the foot of its last page)."""

    def heading(self, level: int) -> tuple[float, float, float, float]:
        return self.headings[0 if level <= 1 else 1]


REPORT_STYLE = Style()


def rows_on_page(heights: Sequence[float], start: int, room: float, keep: int = KEEP_ROWS) -> int:
    """How many of a table's rows from ``start`` on go on a page (or column) with ``room`` points for them.

    All that are left if they fit; otherwise as many as fit, but every part
    of a split table holds at least ``keep`` rows (all of them, for a table
    of fewer): the rows that would be left too few for the next page stay
    back with them, and if fewer than ``keep`` fit here, none do (0: the
    table goes on to the next page).

    >>> rows_on_page([10] * 9, 0, 65)   # 6 fit, but 3 would be left alone: 5 here, 4 on the next page
    5
    >>> rows_on_page([10] * 9, 0, 35), rows_on_page([10] * 6, 0, 50), rows_on_page([10] * 6, 0, 60)
    (0, 0, 6)
    """
    left = len(heights) - start
    fit = fitting(heights, start, room)
    if fit >= left:
        return left
    least = min(keep, len(heights))
    fit = min(fit, left - least)
    return fit if fit >= least else 0


def fitting(heights: Sequence[float], start: int, room: float) -> int:
    used, count = 0.0, 0
    for height in heights[start:]:
        used += height
        if used > room + 1e-6:
            break
        count += 1
    return count


def first_part(rows: int) -> int:
    """The fewest rows a table begins a page with: all of a table too short to split."""
    return rows if rows < 2 * KEEP_ROWS else KEEP_ROWS


class LaidTable:
    """A table's text in lines that fit its columns, and the height of each row."""

    def __init__(self, table: Table, text_width: float, style: Style, widths: list[float] | None = None) -> None:
        self.style = style
        self.widths = widths or column_widths(table, text_width=text_width, size=style.cell_size,
                                              padding=style.padding, stretch=style.full_width)
        self.right = [column.numeric for column in table.columns]
        inner = [width - 2 * style.padding for width in self.widths]
        size = style.cell_size
        self.header = [wrapped(printable(c.title), room, BOLD, size) for c, room in zip(table.columns, inner)]
        self.rows = [[cut_lines(wrapped(cell_text(cell), room, FONT, size)) for cell, room in zip(row, inner)]
                     for row in table.rows]

    def height(self, row: Sequence[list[str]]) -> float:
        return max((len(lines) for lines in row), default=1) * self.style.cell_leading + 1.5 * self.style.padding

    def heights(self) -> list[float]:
        return [self.height(row) for row in self.rows]

    def full(self) -> float:
        """The height of the whole table on one page: its header and every row."""
        return self.height(self.header) + sum(self.heights())

    def start(self) -> float:
        """The height of the header and the first rows, which a heading above the table keeps with it."""
        return sum(self.height(row) for row in [self.header, *self.rows[:first_part(len(self.rows))]])


@per_table
def laid_table(table: Table, text_width: float, style: Style) -> LaidTable:
    """``table`` laid out (:class:`LaidTable`, never changed once made): once for equal tables of the same
    width and style, which a page's flow asks for more than once (to keep a heading with it, then to set it),
    and which the report of a run's mails and the few readers' own share."""
    return LaidTable(table, text_width, style)


def cut_lines(lines: list[str]) -> list[str]:
    return lines if len(lines) <= MAX_CELL_LINES else [*lines[: MAX_CELL_LINES - 1], lines[MAX_CELL_LINES - 1] + "…"]


def shape(table: Table) -> tuple[tuple[str, bool], ...]:
    return tuple((column.title, column.numeric) for column in table.columns)


