"""Players pasted as text into the roster's table (Ctrl+V).

The text is rows copied from a spreadsheet (tabs between the cells) or lines
of text with commas or semicolons between the fields, read as a CSV file is
(:func:`~wordmastermind.files.tables.csv_text.text_rows`). If its first
non-blank row holds only column names of a roster file (``Name``,
``Geheimwort``, ``E-Mail`` ... as in
:data:`~wordmastermind.files.wmm.columns.ROSTER_COLUMNS`; two or more, or the
one of the column pasted into), it is a header: its columns say what each
cell is, as in a roster file, a first name and a surname making the name.
Without one, the cells fill the roster's columns in their order (name,
secret, e-mail, address, channel, attachment) from the column pasted into
on. Each row is the roster's next row, from the row pasted into on. A first row whose cells pasted there are
a channel and an attachment the roster knows (``E-Mail⇥Word`` in the channel column) is a player's, not a header.

A channel or an attachment is read as a roster file's is, in any of the four
languages; one not known is refused, and so is a cell to the right of the
attachment column, each at its roster row and field:

>>> pasted = read_pasted_players("Vorname\\tName\\tWeg\\nFritz\\tKlein\\tBrieftaube\\n„Emil“\\t\\tPost", at_row=4)
>>> pasted.rows
((4, {'name': 'Fritz Klein'}), (5, {'channel': 'post', 'name': 'Emil'}))
>>> [str(problem) for problem in pasted.problems]
['row 5, channel: "Brieftaube" is no way of sending: write e-mail, post, both or by address']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wordmastermind.core.errors import Problem, field
from wordmastermind.files.messages import FILES
from wordmastermind.files.tables.csv_text import text_rows
from wordmastermind.files.tables.rows import column_key, unescape_cell
from wordmastermind.files.wmm.columns import ATTACHMENT_WORDS, CHANNEL_WORDS, ROSTER_COLUMNS, ROSTER_FIELDS, word_code
from wordmastermind.files.wmm.imports import full_name, postal_address, unread_warning
from wordmastermind.files.wmm.pasted import unquote

FIELDS = ROSTER_FIELDS
"""The roster's columns a paste fills, in the table's order."""

_COLUMN_NAMES = {column_key(alias): name for name, aliases in ROSTER_COLUMNS.items() for alias in (name, *aliases)}
_NAME_PARTS = ("first_name", "infix", "surname")
_ADDRESS_PARTS = ("postcode", "town", "country")
_CHOICES = {"channel": CHANNEL_WORDS, "attachment": ATTACHMENT_WORDS}


@dataclass(frozen=True, slots=True)
class PastedPlayers:
    """What a paste puts into the roster: each row's roster row (0-based) and the values of its non-empty cells,
    by field; and what is refused (a cell no field takes, a channel not known), at its roster row and field."""

    rows: tuple[tuple[int, dict[str, str]], ...]
    problems: tuple[Problem, ...]


def read_pasted_players(text: str, first_field: str = "name", at_row: int = 0) -> PastedPlayers:
    """The players in ``text``, pasted at roster row ``at_row`` (0-based) in the column of ``first_field``.

    An empty cell changes nothing (a player's secret word stays); a cell's
    quotes of any kind are dropped (``„Emil“``).
    """
    grid = [[unescape_cell(unquote(cell)) for cell in row] for row in text_rows(text)]
    grid = [row for row in grid if any(row)]
    problems: list[Problem] = []
    columns = _header(grid[0], first_field) if len(grid) > 1 else None
    if columns is not None:
        unread = tuple(title for title, name in zip(grid[0], columns) if title and name is None)
        if (warning := unread_warning(unread)) is not None:
            problems.append(Problem(None, None, warning))
        grid = grid[1:]
    else:
        columns = list(FIELDS[FIELDS.index(first_field):])
    rows: list[tuple[int, dict[str, str]]] = []
    for place, cells in enumerate(grid, start=at_row):
        values = {name: cell for name, cell in zip(columns, cells) if name is not None and cell}
        if any(part in values for part in _NAME_PARTS):
            values["name"] = full_name(values)
        if any(part in values for part in _ADDRESS_PARTS):  # the address's last lines, as a roster file's
            values["address"] = postal_address(values, [name for name in columns if name is not None])
        values = {name: value for name, value in values.items() if name in FIELDS}
        for name, words in _CHOICES.items():
            if name in values and (code := word_code(values[name], words)) not in words.values():
                refusal = FILES.say(f"paste.roster.{name}", written=values.pop(name))
                problems.append(Problem(place, field(name), refusal))
            elif name in values:
                values[name] = code
        if beyond := sum(1 for cell in cells[len(columns):] if cell):  # said after the row's cells
            problems.append(Problem(place, None, FILES.say("paste.roster.beyond", count=beyond)))
        if values:
            rows.append((place, values))
    return PastedPlayers(tuple(rows), tuple(problems))


def _header(cells: Sequence[str], first_field: str) -> list[str | None] | None:
    """Each cell's column if ``cells`` are a header, else ``None``: every title names a roster column (two or
    more, or the one pasted into), or two or more do, a name among them, and the others are not read (``None``);
    none twice."""
    names = [_COLUMN_NAMES.get(column_key(cell)) if cell else None for cell in cells]
    known = [name for name in names if name is not None]
    if not known or len(known) != len(set(known)) or _choices_there(cells, first_field):
        return None
    if any(cell and name is None for cell, name in zip(cells, names)):
        return names if len(known) > 1 and {"name", *_NAME_PARTS} & set(known) else None
    return names if len(known) > 1 or known[0] == first_field else None


def _choices_there(cells: Sequence[str], first_field: str) -> bool:
    """Whether ``cells`` pasted from the column of ``first_field`` on put a channel or an attachment into those
    columns, and nothing else there (``E-Mail⇥Word`` pasted into the channel column: no header)."""
    columns = FIELDS[FIELDS.index(first_field):]
    placed = [(cell, name) for cell, name in zip(cells, columns) if cell and name in _CHOICES]
    return bool(placed) and all(word_code(cell, _CHOICES[name]) in _CHOICES[name].values() for cell, name in placed)
