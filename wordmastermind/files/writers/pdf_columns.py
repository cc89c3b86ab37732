"""Small tables of the same columns set in columns side by side, as one list under one header per column,
each table's heading a caption row (the guesses at each word, in a letter), or one long narrow table running on
from column to column (:class:`ColumnRun`); a table breaks between columns of one page leaving at least
:data:`COLUMN_ROWS` rows on either side, between pages as between the pages of one column
(:func:`~wordmastermind.files.writers.pdf_tables.rows_on_page`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from wordmastermind.core.report import Heading, Table
from wordmastermind.files.writers.pdf_tables import (
    KEEP_ROWS, LaidTable, Style, cut_lines, first_part, fitting,
)
from wordmastermind.files.writers.pdf_text import BOLD, column_widths, printable, wrapped

COLUMN_ROWS = 2
"""The fewest rows of a table that end or begin a column (on one page; across pages :data:`KEEP_ROWS`)."""


def rows_in_column(heights: Sequence[float], start: int, room: float, placed: int, next_room: float | None) -> int:
    """How many of a table's rows from ``start`` on go in a column with ``room`` points for them, ``placed`` of
    its rows being in the page's columns before. In the page's last column (``next_room`` None) what
    follows is on the next page: as :func:`rows_on_page`, but the table's rows on this page together.
    Otherwise the next column is on the same page, with ``next_room`` for the rest: the table may break
    there leaving at least :data:`COLUMN_ROWS` rows on either side, if the page keeps
    :data:`KEEP_ROWS` of them or the rest fits in that column.

    >>> rows_in_column([10] * 6, 0, 35, 0, 100), rows_in_column([10] * 6, 0, 35, 0, None)
    (3, 0)
    >>> rows_in_column([10] * 9, 0, 25, 0, 50)  # 7 rows left would not fit the next column: not 2 here
    0
    >>> rows_in_column([10] * 9, 3, 25, 3, None)  # 3 in the column before: 2 here, 4 on the next page
    2
    """
    left = len(heights) - start
    fit = fitting(heights, start, room)
    if fit >= left:
        return left
    least = min(KEEP_ROWS, len(heights))
    if next_room is None:
        fit = min(fit, left - least)
        return fit if fit >= COLUMN_ROWS and placed + fit >= least else 0
    fit = min(fit, left - COLUMN_ROWS)
    if fit < COLUMN_ROWS:
        return 0
    if placed + fit >= least:
        return fit
    while fit >= COLUMN_ROWS and sum(heights[start + fit:]) > next_room + 1e-6:
        fit -= 1  # fewer here would leave more for the next column: as many as leave it room
    return fit if fit >= COLUMN_ROWS else 0


@dataclass(slots=True)
class ColumnGroup:
    """One table of a run set in columns: its heading as a caption row, and its rows."""

    caption: list[str]
    caption_height: float
    rows: list[list[list[str]]]
    heights: list[float]


Entry = tuple[int, int]
"""A row of a run set in columns: (table, row), the row -1 being the table's caption."""


class ColumnRun:
    """Headed tables of the same columns set in columns side by side: one list under one header per column,
    each table's heading a caption row above its rows (the guesses at each word, in a letter); or one long
    narrow table (heading None) running on from column to column."""

    def __init__(self, pairs: list[tuple[Heading | None, Table]], laid: LaidTable, count: int, width: float) -> None:
        style = laid.style
        self.count = count
        self.width = width
        self.laid = laid
        self.header_height = laid.height(laid.header)
        self.groups: list[ColumnGroup] = []
        row = 0
        for heading, table in pairs:
            rows = laid.rows[row:row + len(table.rows)]
            row += len(table.rows)
            caption = [] if heading is None else \
                cut_lines(wrapped(printable(heading.text), width - 2 * style.padding, BOLD, style.cell_size))
            self.groups.append(ColumnGroup(caption, laid.height([caption]) if caption else 0.0, rows,
                                      [laid.height(r) for r in rows]))

    @classmethod
    def lay(cls, pairs: list[tuple[Heading | None, Table]], text_width: float, style: Style) -> ColumnRun | None:
        """The run in as many columns (at most the style's) as its widest texts fit, or None if not two."""
        columns = pairs[0][1].columns
        merged = Table(columns, tuple(row for _, table in pairs for row in table.rows))
        natural = column_widths(merged, text_width=math.inf, size=style.cell_size, padding=style.padding,
                                stretch=False)
        total = sum(natural)
        for count in range(style.columns, 1, -1):
            width = (text_width - (count - 1) * style.gap) / count
            if total <= width:  # each column its widest text and a share of what is left: no cell wraps
                widths = [part * width / total for part in natural]
                return cls(pairs, LaidTable(merged, width, style, widths), count, width)
        return None

    def start(self) -> float:
        """The header, the first caption and the first rows: what must fit below a heading above the run."""
        first = self.groups[0]
        return self.header_height + first.caption_height + sum(first.heights[:first_part(len(first.rows))])

    def fill(self, at: Entry, room: float, full: bool) -> tuple[list[list[Entry]], list[float], Entry]:
        """The run's rows from ``at`` in up to :attr:`count` columns of ``room`` points: the rows of each column,
        the height each takes, and where the next page goes on. ``full``: a whole page's room (a table
        that does not fit even there is split where it must be)."""
        columns: list[list[Entry]] = []
        used: list[float] = []
        group, row = at
        column: list[Entry] = []
        height = self.header_height
        placed = 0  # the rows of this group on this page so far
        while group < len(self.groups) and len(columns) < self.count:
            this = self.groups[group]
            space = room - height - this.caption_height
            if not this.rows:
                taken = 0 if space >= 0 or not column else -1
            else:
                fresh = room - self.header_height - this.caption_height
                taken = rows_in_column(this.heights, row, space, placed, fresh if len(columns) < self.count - 1
                                        else None)
                if taken == 0 and not column and full:
                    taken = max(1, fitting(this.heights, row, space))
                elif taken == 0:
                    taken = -1
            if taken < 0:  # on to the next column
                if not column and not full:
                    break  # not even a fresh column of this page holds it: the next page
                columns.append(column)
                used.append(height)
                column, height = [], self.header_height
                continue
            if this.caption:
                column.append((group, -1))
            column += [(group, number) for number in range(row, row + taken)]
            height += this.caption_height + sum(this.heights[row:row + taken])
            row += taken
            placed += taken
            if row >= len(this.rows):
                group, row, placed = group + 1, 0, 0
            else:  # the rest in the next column
                columns.append(column)
                used.append(height)
                column, height = [], self.header_height
        if column and len(columns) < self.count:
            columns.append(column)
            used.append(height)
        return columns, used, (group, row)

    def at_end(self, at: Entry) -> bool:
        return at[0] >= len(self.groups)


