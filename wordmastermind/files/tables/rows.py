"""A table's rows below its header, with the columns found by name.

The header is the first row, among the first few non-empty ones, that names
every required column, so that a title above the table (merged over its
columns, say) is skipped. Columns are found by name, ignoring case, spaces,
hyphens and underscores, under the usual German, English and Dutch names.
Every row keeps the line number it has in the file (the row number a
spreadsheet program shows), so that a problem can be reported where the game
master will look for it. A row with values to the right of its header's
columns is refused (in a text file, a name such as ``Dupont, Marie`` without
quotes around it moves every value after it one column on).

A cell that starts with ``'`` followed by ``=``, ``+``, ``-``, ``@``, a tab or
a carriage return loses the apostrophe: that is how the roster export keeps
spreadsheets from taking such a cell for a formula (see :func:`unescape_cell`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from wordmastermind.core.messages import Message, Text
from wordmastermind.files.tables.messages import TABLES


class TableFileError(ValueError):
    """A file that does not hold a usable table; the message says why."""


@dataclass(frozen=True, slots=True)
class TableRow:
    line: int
    """The row's number in the file (the header is usually line 1)."""
    values: Mapping[str, str]
    """Cell text by canonical column name; missing optional columns are ''."""


@dataclass(frozen=True, slots=True)
class Table:
    """A table's rows below its header, and the header's titles that name no column."""

    rows: list[TableRow]
    unread: tuple[str, ...] = ()
    """The titles of the header's columns that are not read (``Courriel``, ``Notes``), as written."""
    order: tuple[str, ...] = ()
    """The columns found, by canonical name, in the header's order (``Code postal`` before ``Ville``)."""


HEADER_SEARCH_ROWS = 10
"""How many non-empty rows at the top may come before the header."""

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""What makes a spreadsheet take a cell for a formula (CSV injection)."""


def column_key(header: str) -> str:
    """``" E-Mail "`` and ``"email"`` are the same column."""
    return re.sub(r"[\s_\-.]+", "", header.strip().casefold())


def escape_cell(text: str) -> str:
    """``text`` with an apostrophe in front if a spreadsheet would run it as a formula.

    A text that already starts with apostrophes before such a character gets
    one more, so that :func:`unescape_cell` gives back exactly ``text``:

    >>> escape_cell("=SUM(A1)"), escape_cell("Jörg"), escape_cell("'t Hart")
    ("'=SUM(A1)", 'Jörg', "'t Hart")
    >>> all(unescape_cell(escape_cell(t)) == t for t in ["=1", "'=1", "''+1", "'t", "-"])
    True
    """
    return "'" + text if text.lstrip("'").startswith(FORMULA_STARTS) else text


def unescape_cell(text: str) -> str:
    """Undo :func:`escape_cell`: ``'=1`` is ``=1``; ``'t Hart`` stays as it is."""
    if text.startswith("'") and text.lstrip("'").startswith(FORMULA_STARTS):
        return text[1:]
    return text


Required = Sequence[str | tuple[str, ...]]
"""The columns a table needs: each a column's name, or a tuple of names of which one will do (the first is
the one a refusal names)."""


def table_rows(
    grid: Sequence[Sequence[str]],
    columns: Mapping[str, Sequence[str]],
    required: Required,
    source: str = "the table",
) -> Table:
    """The rows of ``grid`` below its header, as :func:`~wordmastermind.files.tables.grid.read_table` reads them.

    >>> grid = [["Spielerliste", "", ""], ["Name", "Geheimwort", "Courriel"], ["", "", ""],
    ...         ["'=Jörg", "Salat", "x"]]
    >>> table = table_rows(grid, {"name": ["spieler"], "secret": ["geheimwort"]}, ["name", "secret"])
    >>> [(row.line, dict(row.values)) for row in table.rows], table.unread
    ([(4, {'name': '=Jörg', 'secret': 'Salat'})], ('Courriel',))
    """
    lookup = {
        column_key(alias): name for name, aliases in columns.items() for alias in (name, *aliases)
    }
    needs = _groups(required)
    header_at: int | None = None
    best: tuple[int, int] | None = None  # (required columns named, row index)
    looked_at = 0
    for index, row in enumerate(grid):
        if not any(cell.strip() for cell in row):
            continue
        named = _positions(row, lookup)
        if all(named.keys() & group for group in needs):
            header_at = index
            break
        score = sum(bool(named.keys() & group) for group in needs)
        if best is None or score > best[0]:
            best = (score, index)
        looked_at += 1
        if looked_at >= HEADER_SEARCH_ROWS:
            break
    if header_at is None:
        if best is None:
            raise TableFileError(TABLES.say("table.no_rows", path=source))
        raise TableFileError(_no_header(source, grid[best[1]], best[1], columns, needs, lookup))
    positions = _positions(grid[header_at], lookup)
    width = len(grid[header_at])
    rows: list[TableRow] = []
    for index in range(header_at + 1, len(grid)):
        cells = grid[index]
        if not any(cell.strip() for cell in cells):
            continue
        if any(cell.strip() for cell in cells[width:]):
            raise TableFileError(_extra_values(source, cells, index, header_at, width))
        values = {name: "" for name in columns}
        for name, position in positions.items():
            if position < len(cells):
                values[name] = unescape_cell(cells[position].strip())
        rows.append(TableRow(index + 1, values))
    unread = tuple(title.strip() for title in grid[header_at]
                   if title.strip() and column_key(title) not in lookup)
    return Table(rows, unread, tuple(sorted(positions, key=positions.__getitem__)))


def _extra_values(source: str, cells: Sequence[str], index: int, header_at: int, width: int) -> Message:
    """A row with values beyond its header's columns (a text file's ``Dupont, Marie,TABLE``: a value with the
    separator in it, not in quotes, moves every value after it one column on)."""
    count = max(position for position, cell in enumerate(cells) if cell.strip()) + 1
    return TABLES.say("table.extra_values", path=source, line=index + 1, count=count, header=header_at + 1,
                      columns=width)


def _groups(required: Required) -> list[tuple[str, ...]]:
    """Each required column as the names of which one will do."""
    return [(need,) if isinstance(need, str) else need for need in required]


def _positions(row: Sequence[str], lookup: Mapping[str, str]) -> dict[str, int]:
    """Where each known column is in a header row (the first of a name counts)."""
    positions: dict[str, int] = {}
    for position, title in enumerate(row):
        name = lookup.get(column_key(title))
        if name is not None and name not in positions:
            positions[name] = position
    return positions


def _no_header(
    source: str,
    row: Sequence[str],
    index: int,
    columns: Mapping[str, Sequence[str]],
    required: Sequence[tuple[str, ...]],
    lookup: Mapping[str, str],
) -> Message:
    """What the file lacks: the columns missing, those found, those needed (of each group, its first)."""
    named = _positions(row, lookup)
    missing = [group[0] for group in required if not named.keys() & group]
    wanted = _listed([repr(name) for name in missing])
    found = ", ".join(repr(cell.strip()) for cell in row if cell.strip()) or TABLES.say("table.none")
    needed = _listed([_accepted(group[0], columns[group[0]]) for group in required], apart=True)
    return TABLES.say("table.no_header", path=source, count=len(missing), wanted=wanted, line=index + 1,
                      found=found, needed=needed)


def _listed(items: Sequence[Text], *, apart: bool = False) -> Text:
    """``'a', 'b' and 'c'``; ``apart``, where the items have commas of their own, ``a (or x, y); b (or z) and c``.

    >>> str(_listed(["'name'", "'secret'", "'email'"])), str(_listed(["'name'"]))
    ("'name', 'secret' and 'email'", "'name'")
    """
    if len(items) < 2:
        return items[0] if items else ""
    joined = TABLES.say("table.and", first=items[-2], more=items[-1])
    for item in reversed(items[:-2]):
        joined = TABLES.say("table.apart" if apart else "table.comma", first=item, more=joined)
    return joined


def _accepted(name: str, aliases: Sequence[str]) -> Text:
    """``'secret' (or Geheimwort, Wachtwoord, …)``: a column and some other names for it."""
    others = [alias for alias in aliases if column_key(alias) != column_key(name)]
    shown = ", ".join(alias.capitalize() for alias in others[:3])
    if len(others) > 3:
        shown += ", …"
    return TABLES.say("table.also_named", name=repr(name), names=shown) if shown else repr(name)
