"""Tables in text files (CSV): the encoding, the separator, and what a file is.

CSV files may be UTF-8 (with or without a byte order mark), UTF-16 (Excel's
"Unicode text") or Windows-1252, and separated by commas, semicolons (German
Excel), tabs or bars.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from wordmastermind.files.tables.rows import TableFileError

_DELIMITERS = (",", ";", "\t", "|")
_SNIFFED_LINES = 50


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


def read_csv(path: Path, raw: bytes) -> list[list[str]]:
    """The cells of the text file ``path`` (its bytes ``raw``), split at the separator it uses."""
    text = decode_text(raw)
    if "\x00" in text[:4096]:
        raise TableFileError(f"{path}: this is not a text (CSV) file: {what_it_is(path, raw)}")
    delimiter = _delimiter(text)
    rows: list[list[str]] = []
    read = started = 0  # the text lines read so far, and before the last row began
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, quotechar='"')
    try:
        for row in reader:
            rows.append(list(row))
            started, read = read, reader.line_num
    except csv.Error as error:
        raise TableFileError(f"{path}: not a readable CSV file: {error}") from None
    if rows and _open_at_end(text, started, delimiter):
        raise TableFileError(
            f"{path}: line {len(rows)}: a quote (\") opens a cell here and is never closed, so the "
            "rest of the file would be read into that cell; close it or remove it"
        )
    return rows


def _open_at_end(text: str, lines_before: int, delimiter: str) -> bool:
    """Whether the last row, which starts after ``lines_before`` lines of ``text``,
    ends inside a quoted cell: a quote that is never closed.

    >>> _open_at_end('a,b\\n"c,d\\ne,f\\n', 1, ","), _open_at_end('a,b\\n"c\\nd",e\\n', 1, ",")
    (True, False)
    """
    tail = "".join(io.StringIO(text, newline="").readlines()[lines_before:])
    try:
        for _row in csv.reader(io.StringIO(tail, newline=""), delimiter=delimiter, quotechar='"',
                               strict=True):
            pass
    except csv.Error as error:
        return "unexpected end of data" in str(error)
    return False


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


def what_it_is(path: Path, raw: bytes) -> str:
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
