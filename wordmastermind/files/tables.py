"""Reading a table of rows from a CSV or spreadsheet file.

The header is the first row, among the first few non-empty ones, that names
every required column, so that a title above the table (merged over its
columns, say) is skipped. Columns are found by name, ignoring case, spaces,
hyphens and underscores, under the usual German, English and Dutch names.
Every row keeps the line number it has in the file (the row number a
spreadsheet program shows), so that a problem can be reported where the game
master will look for it.

CSV files may be UTF-8 (with or without a byte order mark), UTF-16 (Excel's
"Unicode text") or Windows-1252, and separated by commas, semicolons (German
Excel), tabs or bars. Spreadsheets (``.xlsx``, ``.xlsm``, ``.xls``, ``.ods``)
are read with pandas, which is imported only when one is opened. What a file
holds is told by its first bytes, not its name: an old ``.xls`` workbook
renamed to ``.xlsx`` is still read, and a file that is no spreadsheet, a
damaged or password-protected one, or one whose XML declares entities (an
"XML bomb") is refused with a message that says so. Nothing is changed when a
file is refused.

A cell that starts with ``'`` followed by ``=``, ``+``, ``-``, ``@``, a tab or
a carriage return loses the apostrophe: that is how the roster export keeps
spreadsheets from taking such a cell for a formula (see :func:`unescape_cell`).
"""

from __future__ import annotations

import csv
import io
import re
import warnings
import zipfile
import zlib
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


SPREADSHEET_SUFFIXES = {".xlsx", ".xlsm", ".xls", ".ods"}
CSV_SUFFIXES = {".csv", ".txt", ".tsv"}
IMPORT_PATTERNS = "*.csv *.tsv *.txt *.xlsx *.xlsm *.xls *.ods"
"""Every file name pattern that can be read, for a file dialog's filter."""

HEADER_SEARCH_ROWS = 10
"""How many non-empty rows at the top may come before the header."""

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""What makes a spreadsheet take a cell for a formula (CSV injection)."""

MAX_UNPACKED_BYTES = 512 * 1024 * 1024
"""The most a spreadsheet may unpack to; more is a "zip bomb", not a roster."""

_ZIP_MAGIC = (b"PK\x03\x04", b"PK\x05\x06")
_OLE_MAGIC = bytes.fromhex("D0CF11E0A1B11AE1")
_PROLOG_LIMIT = 64 * 1024
_ELEMENT_START = re.compile(r"<[A-Za-z_:]")
_DELIMITERS = (",", ";", "\t", "|")
_SNIFFED_LINES = 50


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


def read_table(
    path: Path,
    columns: Mapping[str, Sequence[str]],
    required: Sequence[str],
) -> list[TableRow]:
    """Read ``path`` into rows keyed by the canonical names of ``columns``.

    ``columns`` maps each canonical name to the headers accepted for it.
    Raises :class:`TableFileError` when the file cannot be read or no row near
    the top names every required column. Blank rows are skipped.
    """
    path = Path(path)
    return table_rows(read_grid(path), columns, required, str(path))


def table_rows(
    grid: Sequence[Sequence[str]],
    columns: Mapping[str, Sequence[str]],
    required: Sequence[str],
    source: str = "the table",
) -> list[TableRow]:
    """The rows of ``grid`` below its header, as :func:`read_table` reads them.

    >>> grid = [["Spielerliste", "", ""], ["Name", "Geheimwort", ""], ["", "", ""],
    ...         ["'=Jörg", "Salat", "x"]]
    >>> rows = table_rows(grid, {"name": ["spieler"], "secret": ["geheimwort"]}, ["name", "secret"])
    >>> [(row.line, dict(row.values)) for row in rows]
    [(4, {'name': '=Jörg', 'secret': 'Salat'})]
    """
    lookup = {
        column_key(alias): name for name, aliases in columns.items() for alias in (name, *aliases)
    }
    header_at: int | None = None
    best: tuple[int, int] | None = None  # (required columns named, row index)
    looked_at = 0
    for index, row in enumerate(grid):
        if not any(cell.strip() for cell in row):
            continue
        named = _positions(row, lookup)
        if all(name in named for name in required):
            header_at = index
            break
        score = sum(name in named for name in required)
        if best is None or score > best[0]:
            best = (score, index)
        looked_at += 1
        if looked_at >= HEADER_SEARCH_ROWS:
            break
    if header_at is None:
        if best is None:
            raise TableFileError(f"{source}: the file has no rows")
        raise TableFileError(_no_header(source, grid[best[1]], best[1], columns, required, lookup))
    positions = _positions(grid[header_at], lookup)
    rows: list[TableRow] = []
    for index in range(header_at + 1, len(grid)):
        cells = grid[index]
        if not any(cell.strip() for cell in cells):
            continue
        values = {name: "" for name in columns}
        for name, position in positions.items():
            if position < len(cells):
                values[name] = unescape_cell(cells[position].strip())
        rows.append(TableRow(index + 1, values))
    return rows


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
    required: Sequence[str],
    lookup: Mapping[str, str],
) -> str:
    """What the file lacks: the columns missing, those found, those needed."""
    named = _positions(row, lookup)
    missing = [name for name in required if name not in named]
    noun = "column" if len(missing) == 1 else "columns"
    wanted = " and ".join(repr(name) for name in missing)
    found = ", ".join(repr(cell.strip()) for cell in row if cell.strip()) or "none"
    needed = " and ".join(_accepted(name, columns[name]) for name in required)
    return (
        f"{source}: no {noun} {wanted} in line {index + 1} (found: {found}); "
        f"needed: {needed}, in one row near the top"
    )


def _accepted(name: str, aliases: Sequence[str]) -> str:
    """``'secret' (or Geheimwort, Wachtwoord, …)``: a column and some other names for it."""
    others = [alias for alias in aliases if column_key(alias) != column_key(name)]
    shown = ", ".join(alias.capitalize() for alias in others[:3])
    if len(others) > 3:
        shown += ", …"
    return f"{name!r} (or {shown})" if shown else repr(name)


def read_grid(path: Path) -> list[list[str]]:
    """All cells of the file's first sheet, as text; row ``i`` is line ``i + 1``."""
    path = Path(path)
    suffix = path.suffix.lower()
    if not path.exists():
        raise TableFileError(f"{path}: no such file")
    if suffix not in SPREADSHEET_SUFFIXES | CSV_SUFFIXES and suffix:
        raise TableFileError(
            f"{path}: cannot read {suffix} files; use CSV, Excel (.xlsx, .xls) "
            "or OpenDocument (.ods)"
        )
    if path.is_dir():
        raise TableFileError(f"{path}: this is a folder, not a file")
    try:
        raw = path.read_bytes()
    except OSError as error:
        reason = error.strerror or str(error)
        raise TableFileError(f"{path}: cannot be read: {reason} (is it open in another program?)") from None
    if not raw:
        raise TableFileError(f"{path}: the file is empty")
    if raw.startswith(_ZIP_MAGIC) or raw.startswith(_OLE_MAGIC):
        return _read_spreadsheet(path, raw)
    if suffix in SPREADSHEET_SUFFIXES:
        raise TableFileError(f"{path}: not a readable spreadsheet: {_what_it_is(path, raw)}")
    return _read_csv(path, raw)


def decode_text(raw: bytes) -> str:
    """UTF-16 with a byte order mark, UTF-8 (a byte order mark is dropped), else Windows-1252.

    >>> decode_text("Grüße".encode("cp1252"))
    'Grüße'
    >>> decode_text("\\ufeffGrüße".encode("utf-8"))
    'Grüße'
    >>> decode_text("\\ufeffGrüße".encode("utf-16-le"))
    'Grüße'
    """
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return raw.decode("utf-16")
        except UnicodeDecodeError:
            pass
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return raw.decode("cp1252", errors="replace")


# ---------------------------------------------------------------- CSV


def _read_csv(path: Path, raw: bytes) -> list[list[str]]:
    text = decode_text(raw)
    if "\x00" in text[:4096]:
        raise TableFileError(f"{path}: this is not a text (CSV) file: {_what_it_is(path, raw)}")
    delimiter = _delimiter(text)
    try:
        return [
            list(row)
            for row in csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, quotechar='"')
        ]
    except csv.Error as error:
        raise TableFileError(f"{path}: not a readable CSV file: {error}") from None


def _delimiter(text: str) -> str:
    """The separator that splits the first rows most evenly into more than one cell.

    >>> _delimiter("Spieler;Adresse\\nJörg;Weg 1, Köln\\nAnna;Platz 2, Bonn\\n")
    ';'
    >>> _delimiter('Name,Address\\n"Anna; Maria","Weg 1; Köln"\\n')
    ','
    """
    sample = "\n".join(text.splitlines()[:_SNIFFED_LINES])
    best, best_score = ",", (0, 0)
    for delimiter in _DELIMITERS:
        try:
            widths = [
                len(row)
                for row in csv.reader(io.StringIO(sample), delimiter=delimiter, quotechar='"')
                if any(cell.strip() for cell in row)
            ]
        except csv.Error:
            continue
        counts: dict[int, int] = {}
        for width in widths:
            if width > 1:
                counts[width] = counts.get(width, 0) + 1
        if not counts:
            continue
        width, rows = max(counts.items(), key=lambda item: (item[1], item[0]))
        if (rows, width) > best_score:
            best, best_score = delimiter, (rows, width)
    return best


# ---------------------------------------------------------------- spreadsheets


def _read_spreadsheet(path: Path, raw: bytes) -> list[list[str]]:
    if raw.startswith(_OLE_MAGIC):
        engine = _ole_engine(path, raw)
    else:
        engine = _zip_engine(path, raw)
    return _read_with_pandas(path, raw, engine)


def _ole_engine(path: Path, raw: bytes) -> str:
    """``xlrd`` for an old-format workbook; a refusal for an encrypted file."""
    if "EncryptedPackage".encode("utf-16-le") in raw:
        raise TableFileError(_password_protected(path))
    if "Workbook".encode("utf-16-le") in raw or "Book".encode("utf-16-le") in raw:
        return "xlrd"
    raise TableFileError(
        f"{path}: not a readable spreadsheet: this is a password-protected or old-format "
        "Office file that holds no workbook; open it in Excel or LibreOffice, remove any "
        "password and save it as .xlsx"
    )


def _password_protected(path: Path) -> str:
    return (
        f"{path}: the workbook is password-protected and cannot be read; open it in Excel "
        "or LibreOffice, remove the password (Excel: File > Info > Protect Workbook) and "
        "save it again, or save the table as CSV"
    )


def _damaged(path: Path) -> str:
    return (
        f"{path}: the spreadsheet is damaged or incomplete (was a download or copy cut "
        "short?); open it in Excel or LibreOffice and save it again"
    )


def _zip_engine(path: Path, raw: bytes) -> str:
    """The pandas engine for a zipped spreadsheet, after checking what it holds."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(raw))
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, ValueError, OSError):
        raise TableFileError(_damaged(path)) from None
    with archive:
        names = set(archive.namelist())
        engine = _zip_kind(path, archive, names)
        unpacked = sum(info.file_size for info in archive.infolist())
        if unpacked > MAX_UNPACKED_BYTES:
            raise TableFileError(
                f"{path}: refused: the spreadsheet would unpack to {unpacked // 2**20} MB, "
                "far more than any table of players or guesses"
            )
        for info in archive.infolist():
            if not info.is_dir():
                _refuse_xml_declarations(path, archive, info)
    return engine


def _zip_kind(path: Path, archive: zipfile.ZipFile, names: set[str]) -> str:
    if "xl/workbook.xml" in names:
        return "openpyxl"
    if "xl/workbook.bin" in names:
        raise TableFileError(
            f"{path}: this is an Excel binary workbook (.xlsb), which cannot be read here; "
            "save it as .xlsx (Excel workbook) or CSV"
        )
    mimetype = ""
    if "mimetype" in names:
        try:
            mimetype = archive.read("mimetype")[:100].decode("ascii", errors="replace").strip()
        except (zipfile.BadZipFile, EOFError, OSError, ValueError):
            raise TableFileError(_damaged(path)) from None
    if mimetype.startswith("application/vnd.oasis.opendocument.spreadsheet") or (
        not mimetype and "content.xml" in names
    ):
        return "odf"
    if "word/document.xml" in names or mimetype.startswith("application/vnd.oasis.opendocument.text"):
        what = "a text document"
    elif "ppt/presentation.xml" in names:
        what = "a presentation"
    elif mimetype.startswith("application/vnd.oasis.opendocument"):
        what = "an OpenDocument file of another kind"
    else:
        what = "a zip archive"
    raise TableFileError(
        f"{path}: not a readable spreadsheet: this is {what}, not an Excel or "
        "OpenDocument workbook"
    )


def _refuse_xml_declarations(path: Path, archive: zipfile.ZipFile, info: zipfile.ZipInfo) -> None:
    """Refuse a part whose XML declares a document type: entities, an "XML bomb".

    Spreadsheet XML never needs a DTD. A declaration can only come before the
    first element, so only the start of each part is read.
    """
    try:
        with archive.open(info) as part:
            start = part.read(_PROLOG_LIMIT)
    except (zipfile.BadZipFile, zlib.error, EOFError, OSError, ValueError, NotImplementedError):
        raise TableFileError(_damaged(path)) from None
    if start.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = start.decode("utf-16", errors="replace")
    else:
        text = start.decode("latin-1")
    stripped = text.lstrip("\ufeff \t\r\n")
    if not stripped.startswith("<"):
        return  # not XML: a picture, a thumbnail
    found = _ELEMENT_START.search(text)
    prolog = text if found is None else text[: found.start()]
    if "<!doctype" in prolog.lower() or "<!entity" in prolog.lower() or found is None:
        raise TableFileError(
            f"{path}: refused: the part {info.filename} of the spreadsheet declares XML "
            "entities or a document type, which no spreadsheet needs and which can make "
            "a reader run out of memory (an \"XML bomb\"); if you trust the file, open it "
            "in Excel or LibreOffice and save it again"
        )


_xml_defused = False


def _defuse_xml() -> None:
    """Make Python's own XML parsers refuse entities, once, before any spreadsheet is parsed."""
    global _xml_defused
    if _xml_defused:
        return
    import defusedxml  # type: ignore[import-untyped]

    with warnings.catch_warnings():
        # defuse_stdlib imports its deprecated cElementTree module on the way.
        warnings.simplefilter("ignore", DeprecationWarning)
        defusedxml.defuse_stdlib()
    _xml_defused = True


def _read_with_pandas(path: Path, raw: bytes, engine: str) -> list[list[str]]:
    _defuse_xml()
    import pandas as pd  # heavy: imported on first use only
    from defusedxml import DefusedXmlException

    try:
        with warnings.catch_warnings():
            # openpyxl's remarks on styles and extensions it drops mean nothing here.
            warnings.simplefilter("ignore", UserWarning)
            # pandas 3 deprecates its xlrd engine; it is still the one for .xls here.
            warnings.filterwarnings("ignore", message="The xlrd engine is deprecated")
            frame = pd.read_excel(
                io.BytesIO(raw),
                sheet_name=0,
                header=None,
                dtype=object,
                keep_default_na=False,
                na_filter=False,
                engine=engine,
            )
    except ImportError as error:
        raise TableFileError(f"{path}: cannot read this format here ({error})") from None
    except Exception as error:  # the readers raise many kinds for a bad file
        causes = _causes(error)
        if any(
            isinstance(cause, DefusedXmlException) or "amplification" in str(cause)
            for cause in causes
        ):
            raise TableFileError(
                f"{path}: refused: the spreadsheet declares XML entities, which no spreadsheet "
                "needs and which can make a reader run out of memory (an \"XML bomb\")"
            ) from None
        if any(isinstance(cause, (zipfile.BadZipFile, zlib.error, EOFError)) for cause in causes):
            raise TableFileError(_damaged(path)) from None
        text = str(error)
        if "encrypt" in text.lower() or "password" in text.lower():
            raise TableFileError(_password_protected(path)) from None
        innermost = str(causes[-1])
        reason = innermost.splitlines()[0] if innermost else type(causes[-1]).__name__
        if any(isinstance(cause, SyntaxError) for cause in causes):  # XML that does not parse
            raise TableFileError(f"{_damaged(path)} ({reason})") from None
        raise TableFileError(f"{path}: not a readable spreadsheet: {reason}") from None
    return [[_cell_text(cell) for cell in row] for row in frame.itertuples(index=False)]


def _causes(error: BaseException) -> list[BaseException]:
    """``error`` and the errors it was raised from (openpyxl wraps what its parser raised)."""
    chain: list[BaseException] = []
    current: BaseException | None = error
    while current is not None and current not in chain and len(chain) < 20:
        chain.append(current)
        current = current.__cause__ or current.__context__
    return chain


def _what_it_is(path: Path, raw: bytes) -> str:
    """What a file that is no spreadsheet seems to be, and what to do."""
    head = raw[:2048].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if path.name.startswith("~$"):
        return (
            "this is the lock file Excel keeps while a workbook is open, not the workbook; "
            f"choose {path.name[2:]} instead"
        )
    if head.startswith(b"%pdf"):
        return "this is a PDF document"
    if head.startswith(b"<") and (b"<html" in head or b"<table" in head or b"<!doctype html" in head):
        return (
            "this is a web page (HTML) under a spreadsheet's name; open it in Excel or "
            "LibreOffice and save it as .xlsx or CSV"
        )
    if head.startswith(b"<?xml") and b"office:spreadsheet" in head:
        return "this is an Excel 2003 XML table; open it in Excel and save it as .xlsx"
    if _looks_like_text(raw[:4096]):
        return (
            "this is a text file, not an Excel or OpenDocument workbook; if it holds "
            "comma- or semicolon-separated values, rename it to .csv"
        )
    return "the file is neither an Excel (.xlsx, .xls) nor an OpenDocument (.ods) workbook"


def _looks_like_text(sample: bytes) -> bool:
    text = decode_text(sample)
    controls = sum(1 for char in text if ord(char) < 32 and char not in "\t\r\n")
    return controls == 0 and "\ufffd" not in text


def _cell_text(cell: object) -> str:
    if cell is None:
        return ""
    if isinstance(cell, float):
        if cell != cell:  # NaN
            return ""
        if cell.is_integer():
            return str(int(cell))
    if isinstance(cell, str):
        return cell
    return str(cell)
