"""Tables in text files (CSV): the encoding, the separator, and what a file is.

CSV files may be UTF-8 (with or without a byte order mark), UTF-16 (Excel's
"Unicode text") or Windows-1252, and separated by commas, semicolons (German
Excel), tabs or bars.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from wordmastermind.core.messages import Message
from wordmastermind.files.tables.messages import TABLES
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
        raise TableFileError(TABLES.say("table.not_text", path=str(path), reason=what_it_is(path, raw)))
    delimiter = _delimiter(text)
    rows: list[list[str]] = []
    read = started = 0  # the text lines read so far, and before the last row began
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, quotechar='"')
    try:
        for row in reader:
            rows.append(list(row))
            started, read = read, reader.line_num
    except csv.Error as error:
        raise TableFileError(TABLES.say("table.not_csv", path=str(path), error=str(error))) from None
    if rows and _open_at_end(text, started, delimiter):
        raise TableFileError(TABLES.say("table.open_quote", path=str(path), line=len(rows)))
    return rows


def text_rows(text: str) -> list[list[str]]:
    """The cells of pasted text: rows copied from a spreadsheet (tabs between the cells, a cell with a line break
    in quotes) or lines of text separated as a CSV file is (:func:`_delimiter`), a space after a separator
    skipped. A quote never closed, or followed by more than the separator, is no quote: the lines are split as
    they stand.

    >>> text_rows('Anna\\t"Weg 1\\nKöln"\\nEmil\\tPlatz 2\\n'), text_rows("Anna; SALAT\\nEmil; HOSEN")
    ([['Anna', 'Weg 1\\nKöln'], ['Emil', 'Platz 2']], [['Anna', 'SALAT'], ['Emil', 'HOSEN']])
    >>> text_rows('Anna, SALAT, "Weg 1, Köln"')
    [['Anna', 'SALAT', 'Weg 1, Köln']]
    >>> text_rows('"Anna, SALAT\\nEmil, HOSEN')
    [['"Anna', ' SALAT'], ['Emil', ' HOSEN']]
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n")  # a line break in a cell too
    delimiter = "\t" if "\t" in text else _delimiter(text)
    try:
        return list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, quotechar='"',
                               skipinitialspace=True, strict=True))
    except csv.Error:
        return [line.split(delimiter) for line in text.splitlines()]


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


def what_it_is(path: Path, raw: bytes) -> Message:
    """What a file that is no spreadsheet seems to be, and what to do."""
    head = raw[:2048].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    if path.name.startswith("~$"):
        return TABLES.say("table.lock_file", name=path.name[2:])
    if head.startswith(b"%pdf"):
        return TABLES.say("table.pdf")
    if head.startswith(b"<") and (b"<html" in head or b"<table" in head or b"<!doctype html" in head):
        return TABLES.say("table.html")
    if head.startswith(b"<?xml") and b"office:spreadsheet" in head:
        return TABLES.say("table.xml2003")
    if _looks_like_text(raw[:4096]):
        return TABLES.say("table.text")
    return TABLES.say("table.neither")


def _looks_like_text(sample: bytes) -> bool:
    text = decode_text(sample)
    controls = sum(1 for char in text if ord(char) < 32 and char not in "\t\r\n")
    return controls == 0 and "\ufffd" not in text
