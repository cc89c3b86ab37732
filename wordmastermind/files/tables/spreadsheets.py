"""Tables in spreadsheets (``.xlsx``, ``.xlsm``, ``.xls``, ``.ods``), read with pandas.

pandas is imported only when a spreadsheet is opened. What a file holds is
told by its first bytes, not its name: an old ``.xls`` workbook renamed to
``.xlsx`` is still read, and a file that is no spreadsheet, a damaged or
password-protected one, or one whose XML declares entities (an "XML bomb")
is refused with a message that says so.
"""

from __future__ import annotations

import io
import re
import warnings
import zipfile
import zlib
from pathlib import Path

from wordmastermind.core.messages import Message
from wordmastermind.files.tables.messages import TABLES
from wordmastermind.files.tables.rows import TableFileError

MAX_UNPACKED_BYTES = 8 * 1024 * 1024
"""The most a spreadsheet may unpack to: 10,000 players with addresses unpack
to 2.5 MB; more than this is no roster or round (a "zip bomb", or a workbook
that would keep the import busy for minutes)."""

_ZIP_MAGIC = (b"PK\x03\x04", b"PK\x05\x06")
_OLE_MAGIC = bytes.fromhex("D0CF11E0A1B11AE1")
_PROLOG_LIMIT = 64 * 1024
_ELEMENT_START = re.compile(r"<[A-Za-z_:]")


def is_spreadsheet(raw: bytes) -> bool:
    """Whether ``raw`` starts as a workbook does: a zip archive or an old Office file."""
    return raw.startswith(_ZIP_MAGIC) or raw.startswith(_OLE_MAGIC)


def read_spreadsheet(path: Path, raw: bytes) -> list[list[str]]:
    """The cells of the first sheet of the workbook ``path`` (its bytes ``raw``), checked first."""
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
    raise TableFileError(TABLES.say("table.ole", path=str(path)))


def _password_protected(path: Path) -> Message:
    return TABLES.say("table.password", path=str(path))


def _damaged(path: Path) -> Message:
    return TABLES.say("table.damaged", path=str(path))


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
            raise TableFileError(TABLES.say("table.too_big", path=str(path), size=unpacked // 2**20,
                                            limit=MAX_UNPACKED_BYTES // 2**20))
        for info in archive.infolist():
            if not info.is_dir():
                _refuse_xml_declarations(path, archive, info)
    return engine


def _zip_kind(path: Path, archive: zipfile.ZipFile, names: set[str]) -> str:
    if "xl/workbook.xml" in names:
        return "openpyxl"
    if "xl/workbook.bin" in names:
        raise TableFileError(TABLES.say("table.xlsb", path=str(path)))
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
        what = TABLES.say("table.zip.text")
    elif "ppt/presentation.xml" in names:
        what = TABLES.say("table.zip.presentation")
    elif mimetype.startswith("application/vnd.oasis.opendocument"):
        what = TABLES.say("table.zip.opendocument")
    else:
        what = TABLES.say("table.zip.archive")
    raise TableFileError(TABLES.say("table.other_zip", path=str(path), what=what))


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
        raise TableFileError(TABLES.say("table.xml_part", path=str(path), part=info.filename))


_xml_defused = False


def _defuse_xml() -> None:
    """Make Python's own XML parsers refuse entities, once, before any spreadsheet is parsed."""
    global _xml_defused
    if _xml_defused:
        return
    import defusedxml

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
        raise TableFileError(TABLES.say("table.format", path=str(path), error=str(error))) from None
    except Exception as error:  # the readers raise many kinds for a bad file
        causes = _causes(error)
        if any(
            isinstance(cause, DefusedXmlException) or "amplification" in str(cause)
            for cause in causes
        ):
            raise TableFileError(TABLES.say("table.xml_bomb", path=str(path))) from None
        if any(isinstance(cause, (zipfile.BadZipFile, zlib.error, EOFError)) for cause in causes):
            raise TableFileError(_damaged(path)) from None
        text = str(error)
        if "encrypt" in text.lower() or "password" in text.lower():
            raise TableFileError(_password_protected(path)) from None
        innermost = str(causes[-1])
        reason = innermost.splitlines()[0] if innermost else type(causes[-1]).__name__
        if any(isinstance(cause, SyntaxError) for cause in causes):  # XML that does not parse
            raise TableFileError(TABLES.say("table.damaged_because", path=str(path), reason=reason)) from None
        raise TableFileError(TABLES.say("table.not_spreadsheet", path=str(path), reason=reason)) from None
    return [[_cell_text(cell) for cell in row] for row in frame.itertuples(index=False)]


def _causes(error: BaseException) -> list[BaseException]:
    """``error`` and the errors it was raised from (openpyxl wraps what its parser raised)."""
    chain: list[BaseException] = []
    current: BaseException | None = error
    while current is not None and current not in chain and len(chain) < 20:
        chain.append(current)
        current = current.__cause__ or current.__context__
    return chain


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
