"""The roster as an Excel workbook (``.xlsx``) or a CSV file, to share or to mail-merge.

Columns: name, secret word (only when asked for), e-mail, address. Without
secrets, the file holds no secret word at all. The file is written
atomically, and no backup of an older version is kept beside it: an export
without secrets must not leave a copy of an earlier one with them.

- ``.xlsx`` (openpyxl, imported only here): a bold, frozen header row with an
  auto-filter; every cell is written as text, never as a formula or number,
  so a name like ``=Jörg`` or ``0815`` stays what it is. (Only a text that
  itself starts with an apostrophe before such a character gets one more,
  as in CSV, since the import takes one off in every format.)
- ``.csv``: UTF-8 with a byte order mark, so that Excel shows umlauts right,
  comma-separated, Windows line ends; an address's line breaks stay inside
  its quoted cell. A cell that a spreadsheet would run as a formula (it
  starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return) gets a
  leading apostrophe, which the import takes off again
  (:func:`~wordmastermind.files.tables.rows.escape_cell`).

Control characters other than tab and line breaks cannot be stored in an
``.xlsx`` file and are left out of it. Both formats read back with :func:`~wordmastermind.files.wmm.imports.read_roster` to the
same players.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Mapping, Sequence
from pathlib import Path

from wordmastermind.core.wmm.game import Player
from wordmastermind.files.atomic import atomic_write
from wordmastermind.files.outputs import check_output
from wordmastermind.files.tables.rows import FORMULA_STARTS, escape_cell, unescape_cell

EXPORT_SUFFIXES = (".xlsx", ".csv")
HEADERS = {
    "en": {"name": "Name", "secret": "Secret", "email": "Email", "address": "Address", "channel": "Channel",
           "attachment": "Attachment", "sheet": "Roster"},
    "de": {"name": "Name", "secret": "Geheimwort", "email": "E-Mail", "address": "Adresse", "channel": "Weg",
           "attachment": "Anhang", "sheet": "Spielerliste"},
    "nl": {"name": "Naam", "secret": "Geheim woord", "email": "E-mail", "address": "Adres", "channel": "Kanaal",
           "attachment": "Bijlage", "sheet": "Spelerslijst"},
    "fr": {"name": "Nom", "secret": "Mot secret", "email": "E-mail", "address": "Adresse", "channel": "Canal",
           "attachment": "Pièce jointe", "sheet": "Joueurs"},
}
"""The column titles (and the sheet's name) written in each report language; the import knows them all
(``files/wmm/columns.py``)."""

_WIDTHS = {"name": (12, 30), "secret": (10, 18), "email": (16, 40), "address": (20, 50), "channel": (8, 10),
           "attachment": (10, 12)}
_NOT_IN_XML = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")
"""Control characters an .xlsx file cannot hold at all."""


def roster_columns(*, with_secrets: bool, players: Sequence[Player] = ()) -> tuple[str, ...]:
    """The fields exported, in order: the way of sending and the attachment too if a player has one chosen."""
    base = ("name", "secret", "email", "address") if with_secrets else ("name", "email", "address")
    chosen = tuple(extra for extra in ("channel", "attachment") if any(getattr(p, extra) for p in players))
    return base + chosen


def export_roster(players: Sequence[Player], path: Path, *, with_secrets: bool, language: str = "en") -> None:
    """Write ``players`` to ``path`` (``.xlsx`` or ``.csv``), secret words only ``with_secrets``,
    the columns titled in ``language`` (the game's report language; English for one without titles).

    Raises :class:`ValueError` for another file ending and for a path
    :func:`~wordmastermind.files.outputs.check_output` refuses (a game file,
    a folder that is not there), before anything is written, and
    :class:`OSError` when the file cannot be written; an existing file is
    then left as it was.
    """
    path = Path(path)
    check_output(path)
    atomic_write(path, roster_bytes(players, path, with_secrets=with_secrets, language=language), keep_backup=False)


def roster_bytes(players: Sequence[Player], path: Path, *, with_secrets: bool, language: str = "en") -> bytes:
    """The file :func:`export_roster` writes to ``path``, as bytes (of the format its ending names)."""
    suffix = Path(path).suffix.lower()
    fields = roster_columns(with_secrets=with_secrets, players=players)
    rows = [[getattr(player, field) for field in fields] for player in players]
    titles = HEADERS.get(language, HEADERS["en"])
    if suffix == ".xlsx":
        return _xlsx(fields, rows, titles)
    if suffix == ".csv":
        return _csv(fields, rows, titles)
    ending = f"{suffix} files" if suffix else "a file without an ending"
    raise ValueError(f"{path}: a roster is exported as .xlsx or .csv, not as {ending}")


def _csv(fields: Sequence[str], rows: Sequence[Sequence[str]], titles: Mapping[str, str]) -> bytes:
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, delimiter=",", quotechar='"', lineterminator="\r\n")
    writer.writerow([titles[field] for field in fields])
    for row in rows:
        writer.writerow([escape_cell(value) for value in row])
    return ("\ufeff" + buffer.getvalue()).encode("utf-8")


def _xlsx(fields: Sequence[str], rows: Sequence[Sequence[str]], titles: Mapping[str, str]) -> bytes:
    from openpyxl import Workbook
    from openpyxl.styles import Alignment, Font
    from openpyxl.utils import get_column_letter

    book = Workbook()
    sheet = book.active
    sheet.title = titles["sheet"]
    bold = Font(bold=True)
    for column, field in enumerate(fields, 1):
        cell = sheet.cell(row=1, column=column, value=titles[field])
        cell.font = bold
    wrapped = Alignment(wrap_text=True, vertical="top")
    top = Alignment(vertical="top")
    for number, row in enumerate(rows, 2):
        for column, (field, value) in enumerate(zip(fields, row), 1):
            text = _NOT_IN_XML.sub("", value)
            if not text:
                continue
            if unescape_cell(text) != text:
                text = "'" + text  # "'=x" itself: the import would take its apostrophe off
            cell = sheet.cell(row=number, column=column)
            cell.value = text
            cell.data_type = "s"  # text, even when it starts with "=" or looks like a number
            if text.startswith(FORMULA_STARTS):
                cell.quotePrefix = True  # and stays text when edited in Excel
            cell.alignment = wrapped if "\n" in text else top
    for column, field in enumerate(fields, 1):
        least, most = _WIDTHS[field]
        longest = max(
            (max(len(line) for line in row[column - 1].split("\n")) for row in rows),
            default=0,
        )
        width = max(least, len(titles[field]) + 4, min(most, longest + 2))
        sheet.column_dimensions[get_column_letter(column)].width = width
    sheet.freeze_panes = "A2"
    last = get_column_letter(len(fields))
    sheet.auto_filter.ref = f"A1:{last}{len(rows) + 1}"
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()
