"""Reading a table of rows from a CSV or spreadsheet file.

:func:`read_grid` reads every cell of a file, told by its first bytes
whether it is a spreadsheet (:mod:`~wordmastermind.files.tables.spreadsheets`)
or text (:mod:`~wordmastermind.files.tables.csv_text`); :func:`read_table`
finds the header and the rows below it
(:mod:`~wordmastermind.files.tables.rows`). Nothing is changed when a file
is refused.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from wordmastermind.files.messages import placed
from wordmastermind.files.reading import TABLE_FILE_LIMIT, FileRefused, read_limited
from wordmastermind.files.tables.messages import TABLES
from wordmastermind.files.tables.csv_text import read_csv, what_it_is
from wordmastermind.files.tables.rows import Required, Table, TableFileError, table_rows
from wordmastermind.files.tables.spreadsheets import is_spreadsheet, read_spreadsheet

SPREADSHEET_SUFFIXES = {".xlsx", ".xlsm", ".xls", ".ods"}
CSV_SUFFIXES = {".csv", ".txt", ".tsv"}
IMPORT_PATTERNS = "*.csv *.tsv *.txt *.xlsx *.xlsm *.xls *.ods"
"""Every file name pattern that can be read, for a file dialog's filter."""


def read_table(
    path: Path,
    columns: Mapping[str, Sequence[str]],
    required: Required,
) -> Table:
    """Read ``path`` into rows keyed by the canonical names of ``columns``, and the header's titles that name
    none of them.

    ``columns`` maps each canonical name to the headers accepted for it.
    Raises :class:`TableFileError` when the file cannot be read or no row near
    the top names every required column. Blank rows are skipped.
    """
    path = Path(path)
    return table_rows(read_grid(path), columns, required, str(path))


def read_grid(path: Path) -> list[list[str]]:
    """All cells of the file's first sheet, as text; row ``i`` is line ``i + 1``."""
    path = Path(path)
    suffix = path.suffix.lower()
    if not path.exists():
        raise TableFileError(TABLES.say("table.no_file", path=str(path)))
    if suffix not in SPREADSHEET_SUFFIXES | CSV_SUFFIXES and suffix:
        raise TableFileError(TABLES.say("table.suffix", path=str(path), suffix=suffix))
    if path.is_dir():
        raise TableFileError(TABLES.say("table.folder", path=str(path)))
    try:
        raw = read_limited(path, TABLE_FILE_LIMIT)
    except FileRefused as error:  # a pipe, a device, a file too large
        raise TableFileError(placed(str(path), error.strerror or str(error))) from None
    except OSError as error:
        reason = error.strerror or str(error)
        raise TableFileError(TABLES.say("table.unreadable", path=str(path), reason=reason)) from None
    if not raw:
        raise TableFileError(TABLES.say("table.empty", path=str(path)))
    if is_spreadsheet(raw):
        return read_spreadsheet(path, raw)
    if suffix in SPREADSHEET_SUFFIXES:
        raise TableFileError(TABLES.say("table.not_spreadsheet", path=str(path), reason=what_it_is(path, raw)))
    return read_csv(path, raw)
