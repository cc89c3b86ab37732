"""Reading a table of rows from a CSV or spreadsheet file.

The first non-empty row is the header. Columns are found by name, ignoring
case, spaces and hyphens, under the usual German, English and Dutch names.
Every row keeps the line number it has in the file, so that a problem can be
reported where the game master will look for it.

CSV files may be UTF-8 (with or without a byte order mark) or Windows-1252,
and separated by commas, semicolons (German Excel) or tabs. Spreadsheets are
read with pandas, which is imported only when one is opened.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path


class TableFileError(ValueError):
    """A file that does not hold a usable table; the message says why."""


@dataclass(frozen=True, slots=True)
class TableRow:
    line: int
    """The row's number in the file (the header is usually line 1)."""
    values: Mapping[str, str]
    """Cell text by canonical column name; missing optional columns are ''."""


SPREADSHEET_SUFFIXES = {".xlsx", ".xlsm"}
CSV_SUFFIXES = {".csv", ".txt", ".tsv"}


def column_key(header: str) -> str:
    """``" E-Mail "`` and ``"email"`` are the same column."""
    return re.sub(r"[\s_\-.]+", "", header.strip().casefold())


def read_table(
    path: Path,
    columns: Mapping[str, Sequence[str]],
    required: Sequence[str],
) -> list[TableRow]:
    """Read ``path`` into rows keyed by the canonical names of ``columns``.

    ``columns`` maps each canonical name to the headers accepted for it.
    Raises :class:`TableFileError` when the file cannot be read or a required
    column is missing. Blank rows are skipped.
    """
    grid = read_grid(Path(path))
    header_at = next((i for i, row in enumerate(grid) if any(c.strip() for c in row)), None)
    if header_at is None:
        raise TableFileError(f"{path}: the file has no rows")
    header = grid[header_at]
    lookup = {column_key(alias): name for name, aliases in columns.items() for alias in aliases}
    positions: dict[str, int] = {}
    for position, title in enumerate(header):
        name = lookup.get(column_key(title))
        if name is not None and name not in positions:
            positions[name] = position
    missing = [name for name in required if name not in positions]
    if missing:
        found = ", ".join(repr(t.strip()) for t in header if t.strip()) or "none"
        wanted = " and ".join(repr(name) for name in missing)
        raise TableFileError(f"{path}: no column {wanted} in the first row (found: {found})")
    rows: list[TableRow] = []
    for index in range(header_at + 1, len(grid)):
        cells = grid[index]
        if not any(cell.strip() for cell in cells):
            continue
        values = {
            name: cells[position].strip() if position < len(cells) else ""
            for name, position in positions.items()
        }
        for name in columns:
            values.setdefault(name, "")
        rows.append(TableRow(index + 1, values))
    return rows


def read_grid(path: Path) -> list[list[str]]:
    """All cells of the file's first sheet, as text."""
    suffix = path.suffix.lower()
    if not path.exists():
        raise TableFileError(f"{path}: no such file")
    if suffix in SPREADSHEET_SUFFIXES:
        return _read_spreadsheet(path)
    if suffix in CSV_SUFFIXES or not suffix:
        return _read_csv(path)
    raise TableFileError(
        f"{path}: cannot read {suffix} files; use CSV or XLSX"
    )


def decode_text(raw: bytes) -> str:
    """UTF-8 (a byte order mark is dropped), else Windows-1252.

    >>> decode_text("Grüße".encode("cp1252"))
    'Grüße'
    >>> decode_text("\\ufeffGrüße".encode("utf-8"))
    'Grüße'
    """
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return raw.decode("cp1252", errors="replace")


def _read_csv(path: Path) -> list[list[str]]:
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise TableFileError(f"{path}: cannot be read: {error.strerror or error}") from None
    if b"\x00" in raw[:4096]:
        raise TableFileError(f"{path}: this is not a text (CSV) file")
    text = decode_text(raw)
    sample = "\n".join(text.splitlines()[:20])
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(sample, delimiters=",;\t|")
    except csv.Error:
        dialect = csv.excel
    try:
        return [list(row) for row in csv.reader(io.StringIO(text, newline=""), dialect)]
    except csv.Error as error:
        raise TableFileError(f"{path}: not a readable CSV file: {error}") from None


def _read_spreadsheet(path: Path) -> list[list[str]]:
    import pandas as pd  # heavy: imported on first use only

    try:
        frame = pd.read_excel(
            path, sheet_name=0, header=None, dtype=object, keep_default_na=False, na_filter=False
        )
    except ImportError as error:
        raise TableFileError(f"{path}: cannot read this format here ({error})") from None
    except Exception as error:  # pandas raises many kinds for a bad file
        reason = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise TableFileError(f"{path}: not a readable spreadsheet: {reason}") from None
    return [[_cell_text(cell) for cell in row] for row in frame.itertuples(index=False)]


def _cell_text(cell: object) -> str:
    if cell is None:
        return ""
    if isinstance(cell, float) and cell.is_integer():
        return str(int(cell))
    return str(cell)
