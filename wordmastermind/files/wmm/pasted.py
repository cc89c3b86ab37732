"""Guesses pasted as text into a round's table (Ctrl+V).

Every line is read on its own. Blank lines are skipped, and spaces around a
line or a field do not matter. A line may be

1. a row copied from a spreadsheet: ``guesser<TAB>target<TAB>word``. If the
   first non-blank line holds only column names of a round file (``Rater``,
   ``Ziel``, ``Wort``, ``word``, ``guesser`` ... as in
   :data:`~wordmastermind.files.wmm.columns.GUESS_COLUMNS`), it is a header: it is
   skipped, and its column order holds for every spreadsheet row below it.
   Empty cells at the end of a row are ignored;
2. ``Gustav: SAHNE -> Alfons`` (guesser: word -> target), where the arrow may
   be ``->``, ``→``, ``=>`` or ``>``, with or without spaces;
3. ``Gustav, Alfons, SAHNE`` or ``Gustav; Alfons; SAHNE`` (guesser, target,
   word, the order of a round file);
4. ``Gustav -> Alfons: SAHNE`` (guesser -> target: word).

A name or word may stand in quotes of any common kind (``"Beatrix"``,
``„Beatrix“``, ``“Beatrix”``, ``'Beatrix'``, ``«Beatrix»``): the quotes are
dropped. Inside straight double quotes a field may hold the separator
(``"Dupont, Marie", Beatrix, BROT``), as a spreadsheet's CSV writes it.

Only the reading happens here: unknown names, words of the wrong length and
the like are left to the core's checks of the round.

>>> guesses, lines, problems = parse_pasted_guesses(
...     "Gustav: sahne -> Alfons\\n\\nJörg; Anna Maria; Bären\\nGustav SAHNE\\n"
... )
>>> guesses
[Guess(guesser='Gustav', target='Alfons', word='SAHNE'), Guess(guesser='Jörg', target='Anna Maria', word='BÄREN')]
>>> lines
[1, 3]
>>> print(problems[0])
row 4: cannot read "Gustav SAHNE": write guesser, target and word, e.g. "Gustav, Alfons, SAHNE" or "Gustav: SAHNE -> Alfons"
>>> parse_pasted_guesses('„Gustav“: sahne -> "Alfons"')[0]
[Guess(guesser='Gustav', target='Alfons', word='SAHNE')]
"""

from __future__ import annotations

import csv
import re

from wordmastermind.core.errors import Problem
from wordmastermind.core.messages import SHARED, Message
from wordmastermind.core.wmm.game import Guess
from wordmastermind.files.messages import FILES
from wordmastermind.files.tables.rows import column_key
from wordmastermind.files.wmm.columns import GUESS_COLUMNS

FIELDS = ("guesser", "target", "word")
"""The order of a spreadsheet row without a header, and of format 3."""

_HEADER_NAMES = {
    column_key(alias): name for name, aliases in GUESS_COLUMNS.items() for alias in aliases
}
_BLANK = re.compile(r"[\s,;]*")
"""A line of nothing but spaces and separators, like a spreadsheet's empty row."""
_ARROW = re.compile(r"->|=>|→|>")
_QUOTES = {'"': '"', "„": "“”", "“": "”", "”": "”", "‚": "‘’", "‘": "’", "'": "'",
           "«": "»", "»": "«", "‹": "›", "›": "‹"}
"""Each opening quote and the closing ones that go with it (German ``„…“``, Dutch ``„…”``, French ``«…»``)."""
_QUOTED = re.compile(r'"[^"]*"')
_EXPECTED = FILES.say("paste.expected")
_SHOWN_LENGTH = 60


def parse_pasted_guesses(text: str) -> tuple[list[Guess], list[int], list[Problem]]:
    """The guesses in ``text``, the 1-based line of each, and the unreadable lines.

    Each unreadable line gives a :class:`Problem` whose ``row`` is the line's
    0-based index and whose message quotes the line (cells of a spreadsheet
    row joined by ``" | "``) and says what was expected.
    """
    guesses: list[Guess] = []
    lines: list[int] = []
    problems: list[Problem] = []
    order: tuple[str, ...] = FIELDS
    seen_a_line = False
    for index, line in enumerate(text.splitlines()):
        if _BLANK.fullmatch(line):
            continue
        cells = _split(line, "\t")
        if not seen_a_line:
            seen_a_line = True
            header = _header(cells)
            if header is not None:
                if sorted(header) == sorted(FIELDS):
                    order = header
                else:
                    problems.append(Problem(index, None, FILES.say("paste.header", line=_show(cells))))
                continue
        values = _read_cells(cells, order) if len(cells) > 1 else _read_text(cells[0])
        if isinstance(values, Message):
            problems.append(Problem(index, None, FILES.say("paste.unread", line=_show(cells), reason=values)))
            continue
        empty = next((name for name in FIELDS if not values[name]), None)
        if empty is not None:
            problems.append(Problem(index, None, FILES.say(f"paste.empty.{empty}", line=_show(cells))))
            continue
        guesses.append(Guess(values["guesser"], values["target"], values["word"]))
        lines.append(index + 1)
    return guesses, lines, problems


def _split(line: str, separator: str) -> list[str]:
    """The fields of ``line``, stripped and out of their quotes, without empty fields at the end; a separator
    inside straight double quotes parts nothing."""
    if separator not in line:
        fields = [line]
    elif '"' in line:
        fields = next(csv.reader([line], delimiter=separator, skipinitialspace=True))
    else:
        fields = line.split(separator)
    cells = [unquote(cell) for cell in fields]
    while cells and not cells[-1]:
        cells.pop()
    return cells


def unquote(text: str) -> str:
    """``text`` stripped, and out of the one pair of quotes it stands in whole (``„Beatrix“``, ``'Anna Maria'``).

    >>> unquote(' «Beatrix» '), unquote("'t Hart"), unquote('"Anna" und "Emil"')
    ('Beatrix', "'t Hart", '"Anna" und "Emil"')
    """
    text = text.strip()
    closing = _QUOTES.get(text[:1], "")
    if len(text) > 2 and text[-1] in closing and not any(quote in text[1:-1] for quote in text[0] + closing):
        return text[1:-1].strip()
    return text


def _header(cells: list[str]) -> tuple[str, ...] | None:
    """The column order if ``cells`` (two or more) are all column names, else ``None``."""
    names = tuple(_HEADER_NAMES.get(column_key(cell)) for cell in cells)
    if len(cells) < 2 or None in names:
        return None
    return tuple(name for name in names if name is not None)


def _read_cells(cells: list[str], order: tuple[str, ...]) -> dict[str, str] | Message:
    """A spreadsheet row: its values by field, or what is wrong with it."""
    if len(cells) != len(order):
        first, second, third = (_field(name) for name in order)
        return FILES.say("paste.cells", count=len(cells), expected=len(order),
                         first=first, second=second, third=third)
    return dict(zip(order, cells))


def _field(name: str) -> Message:
    """A column's name, translatable."""
    return FILES.say("field.word") if name == "word" else SHARED.say(f"field.{name}")


def _read_text(line: str) -> dict[str, str] | Message:
    """A line of formats 2 to 4: its values by field, or what is wrong with it."""
    if ":" in line:
        return _read_colon(line)
    bare = _QUOTED.sub("", line)  # "Dupont, Marie": no separator
    separators = [separator for separator in ",;" if separator in bare]
    if len(separators) != 1:
        return _EXPECTED
    sep = separators[0]
    fields = _split(line, sep)
    if len(fields) != len(FIELDS):
        return FILES.say("paste.fields", count=len(fields), sep=sep)
    return dict(zip(FIELDS, fields))


def _read_colon(line: str) -> dict[str, str] | Message:
    """``guesser: word -> target`` or ``guesser -> target: word``."""
    if line.count(":") != 1:
        return _EXPECTED
    before, _, after = line.partition(":")
    left, right = _ARROW.split(before), _ARROW.split(after)
    if len(left) == 1 and len(right) == 2:
        guesser, word, target = before, right[0], right[1]
    elif len(left) == 2 and len(right) == 1:
        guesser, target, word = left[0], left[1], after
    else:
        return _EXPECTED
    return {"guesser": unquote(guesser), "target": unquote(target), "word": unquote(word)}


def _show(cells: list[str]) -> str:
    """The line as quoted in a message, cut short if it is long."""
    text = " | ".join(cells)
    if len(text) > _SHOWN_LENGTH:
        text = text[: _SHOWN_LENGTH - 1] + "…"
    return f'"{text}"'
