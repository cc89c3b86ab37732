"""Reading rosters and rounds from CSV and spreadsheet files."""

from __future__ import annotations

import doctest
import io
import struct
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import openpyxl
import pandas as pd
import pytest

from wordmastermind.core.wmm.game import Player
from wordmastermind.files.tables import csv_text, spreadsheets
from wordmastermind.files.tables import rows as table_rows
from wordmastermind.files.tables.grid import read_grid
from wordmastermind.files.tables.rows import HEADER_SEARCH_ROWS, TableFileError
from wordmastermind.files.wmm import imports, roster_export
from wordmastermind.files.wmm.imports import read_guesses, read_roster


def test_a_german_excel_csv_with_semicolons_in_cp1252(tmp_path: Path) -> None:
    path = tmp_path / "spieler.csv"
    path.write_bytes("Spieler;Geheimwort;E-Mail;Adresse\r\nJörg;Salat;j@x.de;Hauptstraße 1\r\n".encode("cp1252"))
    players, lines, _ = read_roster(path)
    assert [(p.name, p.secret, p.email, p.address) for p in players] == [
        ("Jörg", "SALAT", "j@x.de", "Hauptstraße 1")
    ]
    assert lines == [2]


def test_utf8_with_byte_order_mark_and_english_headers(tmp_path: Path) -> None:
    path = tmp_path / "roster.csv"
    path.write_bytes("\ufeffName,Secret,Email\nÄnne,Tisch,\n".encode())
    players, _, _ = read_roster(path)
    assert players[0].name == "Änne"
    assert players[0].email == ""


def test_tab_separated_dutch_headers(tmp_path: Path) -> None:
    path = tmp_path / "spelers.tsv"
    path.write_text("Naam\tWachtwoord\tAdres\nJoop\tfiets\tDorpsstraat 2\n", encoding="utf-8")
    players, _, _ = read_roster(path)
    assert (players[0].name, players[0].secret, players[0].address) == ("Joop", "FIETS", "Dorpsstraat 2")


@pytest.mark.parametrize(("email", "address"), [
    ("Courriel", "Adresse postale"), ("Adresse électronique", "Adresse"), ("Adresse e-mail", "Adresse"),
    ("E-Mail-Adresse", "Postanschrift"), ("Mailadresse", "Postadresse"), ("E-mailadres", "Postadres"),
    ("Email address", "Postal address"),
])
def test_the_usual_names_of_the_mail_and_postal_address_columns_are_read(
        tmp_path: Path, email: str, address: str) -> None:
    """A French roster's "Courriel" column was left out: the game was made with no e-mail address."""
    path = tmp_path / "roster.csv"
    path.write_text(f"Nom,Mot secret,{email},{address}\nAmélie,Birne,amelie@example.fr,1 rue Haute\n",
                    encoding="utf-8")
    players, _, unread = read_roster(path)
    assert (players[0].email, players[0].address, unread) == ("amelie@example.fr", "1 rue Haute", ())


@pytest.mark.parametrize(("header", "row"), [
    ("Vorname;Nachname;Geheimwort", "Fritz;Klein;Salat"),
    ("Name;Vorname;Geheimwort", "Klein;Fritz;Salat"),  # a German list's "Name" beside "Vorname": the surname
    ("First name;Last name;Secret", "Fritz;Klein;Salat"),
    ("Voornaam;Achternaam;Wachtwoord", "Fritz;Klein;Salat"),
    ("Prénom;Nom;Mot secret", "Fritz;Klein;Salat"),
])
def test_a_roster_with_first_names_and_surnames_in_two_columns_names_each_player_by_both(
        tmp_path: Path, header: str, row: str) -> None:
    """A club's list keeps first names and surnames apart: it was refused for want of a "Name" column."""
    path = tmp_path / "verein.csv"
    path.write_text(f"{header}\n{row}\nAnna;;Hosen\n", encoding="utf-8")
    players, lines, unread = read_roster(path)
    assert [(p.name, p.secret) for p in players] == [("Fritz Klein", "SALAT"), ("Anna", "HOSEN")]
    assert (lines, unread) == ([2, 3], ())


def test_a_roster_with_first_names_alone_is_read_and_one_without_any_name_still_refused(tmp_path: Path) -> None:
    path = tmp_path / "vornamen.csv"
    path.write_text("Vorname;Geheimwort\nFritz;Salat\n", encoding="utf-8")
    assert [p.name for p in read_roster(path).players] == ["Fritz"]
    path.write_text("Mail;Geheimwort\nx@example.org;Salat\n", encoding="utf-8")
    with pytest.raises(TableFileError, match="no column 'name' in line 1"):
        read_roster(path)


def test_the_columns_not_read_are_named_as_written(tmp_path: Path) -> None:
    path = tmp_path / "roster.csv"
    path.write_text("Nom,Mot secret,Téléphone,,Notes\nAmélie,Birne,0612,,x\n", encoding="utf-8")
    assert read_roster(path).unread == ("Téléphone", "Notes")  # a column without a title is nobody's


def test_blank_rows_are_skipped_and_lines_still_count(tmp_path: Path) -> None:
    path = tmp_path / "r2.csv"
    path.write_text("guesser,target,word\nGustav,Alfons,sahne\n\n,,\nEmil,Alfons,atlas\n", encoding="utf-8")
    guesses, lines = read_guesses(path)
    assert [g.word for g in guesses] == ["SAHNE", "ATLAS"]
    assert lines == [2, 5]


def test_an_xlsx_round_with_numbers_and_empty_cells(tmp_path: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["Guesser", "Target", "Word"])
    sheet.append(["Gustav", "Alfons", "Sahne"])
    sheet.append([None, None, None])
    sheet.append(["Emil", "Alfons", 12345])
    book.save(tmp_path / "round.xlsx")
    guesses, lines = read_guesses(tmp_path / "round.xlsx")
    assert [(g.guesser, g.word) for g in guesses] == [("Gustav", "SAHNE"), ("Emil", "12345")]
    assert lines == [2, 4]


def test_a_missing_column_names_what_was_found(tmp_path: Path) -> None:
    path = tmp_path / "roster.csv"
    path.write_text("name,mail\nAlfons,a@x\n", encoding="utf-8")
    with pytest.raises(TableFileError, match=r"no column 'secret' in line 1 \(found: 'name', 'mail'\); needed: 'name' .*and 'secret' \(or Geheimwort"):
        read_roster(path)


def test_files_that_are_no_table_are_refused(tmp_path: Path) -> None:
    fake = tmp_path / "roster.xlsx"
    fake.write_bytes(b"this is not a zip file at all")
    with pytest.raises(TableFileError, match="not a readable spreadsheet"):
        read_roster(fake)
    empty = tmp_path / "empty.csv"
    empty.write_text("\n\n", encoding="utf-8")
    with pytest.raises(TableFileError, match="no rows"):
        read_roster(empty)
    with pytest.raises(TableFileError, match="cannot read .pdf files"):
        read_roster(tmp_path / "roster.pdf") if (tmp_path / "roster.pdf").write_text("x") else None
    with pytest.raises(TableFileError, match="no such file"):
        read_roster(tmp_path / "nowhere.csv")


# ---------------------------------------------------------------- helpers

ROSTER = [["Name", "Geheimwort", "E-Mail", "Adresse"], ["Jörg", "salat", "j@x.de", "Weg 1"],
          ["Anna", "hosen", "", ""]]


def _xlsx(path: Path, rows: list[list[object]], *, title: str | None = None) -> Path:
    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    if title is not None:
        sheet.append([title])
        sheet.merge_cells(start_row=1, start_column=1, end_row=1, end_column=4)
    for row in rows:
        sheet.append(row)
    book.save(path)
    return path


def _record(kind: int, data: bytes) -> bytes:
    return struct.pack("<HH", kind, len(data)) + data


def _biff8(rows: list[list[str]], *, encrypted: bool = False) -> bytes:
    """A minimal Excel 97-2003 workbook stream: one sheet of text cells."""

    def bof(kind: int) -> bytes:
        return _record(0x0809, struct.pack("<HHHHII", 0x0600, kind, 0x0DBB, 0x07CC, 0, 6))

    name = b"Tabelle1"
    start = bof(0x0005)
    if encrypted:
        start += _record(0x002F, struct.pack("<H", 1) + bytes(52))  # FILEPASS
    start += _record(0x0042, struct.pack("<H", 1200))  # CODEPAGE: UTF-16
    eof = _record(0x000A, b"")
    sheet_at = len(start) + 4 + 8 + len(name) + len(eof)
    boundsheet = _record(0x0085, struct.pack("<IBBBB", sheet_at, 0, 0, len(name), 0) + name)
    sheet = bof(0x0010)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            if text:
                cell = struct.pack("<HHHHB", r, c, 0, len(text), 1) + text.encode("utf-16-le")
                sheet += _record(0x0204, cell)  # LABEL
    return start + boundsheet + eof + sheet + eof


def _cfb(stream_name: str, stream: bytes) -> bytes:
    """A compound file (OLE2, magic D0 CF 11 E0) holding one stream, as old Office files do."""
    stream = stream + bytes(max(0, 4096 - len(stream)))  # a regular stream, not a mini one
    stream += bytes(-len(stream) % 512)
    count = len(stream) // 512
    fat = [0xFFFFFFFD, 0xFFFFFFFE] + [3 + i for i in range(count - 1)] + [0xFFFFFFFE]
    fat += [0xFFFFFFFF] * (128 - len(fat))

    def entry(name: str, kind: int, child: int, first: int, size: int) -> bytes:
        encoded = (name + "\0").encode("utf-16-le") if name else b""
        return (encoded.ljust(64, b"\0") + struct.pack("<HBB", len(encoded), kind, 1)
                + struct.pack("<III", 0xFFFFFFFF, 0xFFFFFFFF, child) + bytes(36)
                + struct.pack("<II", first, size) + bytes(4))

    directory = (entry("Root Entry", 5, 1, 0xFFFFFFFE, 0)
                 + entry(stream_name, 2, 0xFFFFFFFF, 2, len(stream))
                 + entry("", 0, 0xFFFFFFFF, 0, 0) * 2)
    header = (bytes.fromhex("D0CF11E0A1B11AE1") + bytes(16)
              + struct.pack("<HHHHH", 0x3E, 3, 0xFFFE, 9, 6) + bytes(6)
              + struct.pack("<9I", 0, 1, 1, 0, 4096, 0xFFFFFFFE, 0, 0xFFFFFFFE, 0)
              + struct.pack("<I", 0) + b"\xff" * (4 * 108))
    return header + struct.pack("<128I", *fat) + directory + stream


def _ods(path: Path, rows_xml: str) -> Path:
    """An OpenDocument spreadsheet whose sheet holds ``rows_xml``, as LibreOffice writes it."""
    content = (
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"'
        ' xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"'
        ' xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2">'
        '<office:body><office:spreadsheet><table:table table:name="Tabelle1">'
        f'{rows_xml}</table:table></office:spreadsheet></office:body></office:document-content>'
    )
    manifest = (
        '<?xml version="1.0" encoding="UTF-8"?>'
        '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"'
        ' manifest:version="1.2"><manifest:file-entry manifest:full-path="/"'
        ' manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>'
        '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
        '</manifest:manifest>'
    )
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.spreadsheet",
                         compress_type=zipfile.ZIP_STORED)
        archive.writestr("content.xml", content, compress_type=zipfile.ZIP_DEFLATED)
        archive.writestr("META-INF/manifest.xml", manifest, compress_type=zipfile.ZIP_DEFLATED)
    return path


def _cells(*texts: str) -> str:
    return "<table:table-row>" + "".join(
        f'<table:table-cell office:value-type="string"><text:p>{t}</text:p></table:table-cell>'
        if t else "<table:table-cell/>"
        for t in texts
    ) + "</table:table-row>"


# ---------------------------------------------------------------- formats


def test_an_old_xls_workbook_with_a_title_and_blank_rows(tmp_path: Path) -> None:
    path = tmp_path / "spieler.xls"
    rows = [[], ["Spielerliste"], ["Spieler", "Geheimwort", "E-Mail"], [], ["Jörg", "salat", "j@x.de"],
            ["Änne", "hosen"]]
    path.write_bytes(_cfb("Workbook", _biff8(rows)))
    players, lines, _ = read_roster(path)
    assert [(p.name, p.secret, p.email) for p in players] == [("Jörg", "SALAT", "j@x.de"), ("Änne", "HOSEN", "")]
    assert lines == [5, 6]


def test_an_old_xls_workbook_renamed_to_xlsx_is_still_read(tmp_path: Path) -> None:
    path = tmp_path / "spieler.xlsx"
    path.write_bytes(_cfb("Workbook", _biff8([["Name", "Secret"], ["Jörg", "salat"]])))
    assert read_roster(path) == ([Player("Jörg", "SALAT")], [2], ())


def test_an_ods_with_repeated_empty_rows_and_a_merged_title(tmp_path: Path) -> None:
    rows = (
        '<table:table-row table:number-rows-repeated="2"><table:table-cell table:number-columns-repeated="4"/></table:table-row>'
        '<table:table-row><table:table-cell office:value-type="string" table:number-columns-spanned="3">'
        "<text:p>Runde 2</text:p></table:table-cell><table:covered-table-cell table:number-columns-repeated=\"2\"/></table:table-row>"
        + _cells("Rater", "Ziel", "Wort")
        + '<table:table-row table:number-rows-repeated="3"><table:table-cell table:number-columns-repeated="3"/></table:table-row>'
        + _cells("Gustav", "Alfons", "sahne")
        + _cells("Jörg", "Anna Maria", "Bären")
        + '<table:table-row table:number-rows-repeated="1048560"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>'
    )
    path = _ods(tmp_path / "runde2.ods", rows)
    guesses, lines = read_guesses(path)
    assert [(g.guesser, g.target, g.word) for g in guesses] == [
        ("Gustav", "Alfons", "SAHNE"), ("Jörg", "Anna Maria", "BÄREN")
    ]
    assert lines == [8, 9]


def test_an_ods_written_by_pandas(tmp_path: Path) -> None:
    path = tmp_path / "spelers.ods"
    frame = pd.DataFrame([["Naam", "Wachtwoord", "Adres"], ["Joop", "fiets", "Dorpsstraat 2"]])
    with pd.ExcelWriter(path, engine="odf") as writer:
        frame.to_excel(writer, header=False, index=False, startrow=1)
    players, lines, _ = read_roster(path)
    assert (players[0].name, players[0].secret, players[0].address) == ("Joop", "FIETS", "Dorpsstraat 2")
    assert lines == [3]


def test_a_title_merged_over_the_header_is_skipped(tmp_path: Path) -> None:
    path = _xlsx(tmp_path / "roster.xlsx", [[], ROSTER[0], *ROSTER[1:]], title="Spielerliste Herbst")
    sheet = openpyxl.load_workbook(path).active
    assert sheet is not None and [str(r) for r in sheet.merged_cells.ranges] == ["A1:D1"]
    players, lines, _ = read_roster(path)
    assert [p.name for p in players] == ["Jörg", "Anna"]
    assert lines == [4, 5]


def test_an_xlsm_workbook(tmp_path: Path) -> None:
    path = _xlsx(tmp_path / "roster.xlsx", ROSTER)
    path = path.rename(tmp_path / "roster.xlsm")
    assert read_roster(path)[1] == [2, 3]


def test_utf16_unicode_text_from_excel(tmp_path: Path) -> None:
    path = tmp_path / "spieler.txt"
    path.write_bytes("\ufeffSpieler\tGeheimwort\r\nJörg\tSalat\r\n".encode("utf-16-le"))
    assert read_roster(path) == ([Player("Jörg", "SALAT")], [2], ())


def test_the_separator_is_the_one_that_splits_rows_evenly(tmp_path: Path) -> None:
    german = tmp_path / "de.csv"
    german.write_bytes("Spieler;Geheimwort;Adresse\r\nJörg;Salat;Weg 1, Köln\r\nAnna;Hosen;Platz 2, Bonn\r\n".encode("cp1252"))
    assert [p.address for p in read_roster(german)[0]] == ["Weg 1, Köln", "Platz 2, Bonn"]
    english = tmp_path / "en.csv"
    english.write_text('Name,Secret,Address\n"Anna; Maria",Hosen,"Weg 1; Köln"\n', encoding="utf-8")
    assert read_roster(english)[0] == [Player("Anna; Maria", "HOSEN", "", "Weg 1; Köln")]


def test_an_apostrophe_that_guards_a_formula_is_taken_off(tmp_path: Path) -> None:
    path = tmp_path / "roster.csv"
    path.write_text("Name,Secret\n'=Jörg,salat\n'+Anna,hosen\n'-,tisch\n't Hart,fiets\n''=x,lampe\n", encoding="utf-8")
    assert [p.name for p in read_roster(path)[0]] == ["=Jörg", "+Anna", "-", "'t Hart", "'=x"]


# ---------------------------------------------------------------- refusals


def test_random_bytes_and_other_zips_are_no_spreadsheet(tmp_path: Path) -> None:
    noise = tmp_path / "roster.xlsx"
    noise.write_bytes(bytes(range(256)) * 8)
    with pytest.raises(TableFileError, match="not a readable spreadsheet: the file is neither an Excel"):
        read_roster(noise)
    text = tmp_path / "text.xlsx"
    text.write_text("Name;Secret\nJörg;Salat\n", encoding="utf-8")
    with pytest.raises(TableFileError, match="this is a text file.*rename it to .csv"):
        read_roster(text)
    archive = tmp_path / "archive.xlsx"
    with zipfile.ZipFile(archive, "w") as handle:
        handle.writestr("hello.txt", "hello")
    with pytest.raises(TableFileError, match="this is a zip archive, not an Excel or OpenDocument workbook"):
        read_roster(archive)
    word = tmp_path / "letter.xlsx"
    with zipfile.ZipFile(word, "w") as handle:
        handle.writestr("[Content_Types].xml", "<Types/>")
        handle.writestr("word/document.xml", "<document/>")
    with pytest.raises(TableFileError, match="this is a text document"):
        read_roster(word)
    binary = tmp_path / "roster.xlsx"
    with zipfile.ZipFile(binary, "w") as handle:
        handle.writestr("xl/workbook.bin", b"\x00\x01")
    with pytest.raises(TableFileError, match=r"Excel binary workbook \(.xlsb\).*save it as .xlsx"):
        read_roster(binary)
    page = tmp_path / "export.xls"
    page.write_text("<html><body><table><tr><td>Name</td></tr></table></body></html>", encoding="utf-8")
    with pytest.raises(TableFileError, match=r"a web page \(HTML\)"):
        read_roster(page)
    lock = tmp_path / "~$roster.xlsx"
    lock.write_bytes(b"\x0bJoe Meier" + bytes(150))
    with pytest.raises(TableFileError, match=r"lock file Excel keeps.*choose roster.xlsx instead"):
        read_roster(lock)
    binary_csv = tmp_path / "roster.csv"
    binary_csv.write_bytes(b"Name,Secret\x00\x01\x02")
    with pytest.raises(TableFileError, match=r"not a text \(CSV\) file"):
        read_roster(binary_csv)


@pytest.mark.parametrize("name", ["roster.xlsx", "roster.csv", "roster.ods", "roster.xls"])
def test_an_empty_file(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_bytes(b"")
    with pytest.raises(TableFileError, match="the file is empty"):
        read_roster(path)


def test_an_empty_sheet_has_no_rows(tmp_path: Path) -> None:
    with pytest.raises(TableFileError, match="the file has no rows"):
        read_roster(_xlsx(tmp_path / "empty.xlsx", []))


def test_a_password_protected_xlsx(tmp_path: Path) -> None:
    # Excel keeps an encrypted .xlsx in an OLE compound file, not a zip.
    path = tmp_path / "geheim.xlsx"
    path.write_bytes(_cfb("EncryptedPackage", b"\x08\x00\x00\x00\x00\x00\x00\x00" + bytes(600)))
    with pytest.raises(TableFileError, match="the workbook is password-protected and cannot be read; open it"):
        read_roster(path)


def test_a_password_protected_xls(tmp_path: Path) -> None:
    path = tmp_path / "geheim.xls"
    path.write_bytes(_cfb("Workbook", _biff8([["Name", "Secret"]], encrypted=True)))
    with pytest.raises(TableFileError, match="password-protected"):
        read_roster(path)


def test_an_ole_file_without_a_workbook(tmp_path: Path) -> None:
    path = tmp_path / "roster.xlsx"
    path.write_bytes(_cfb("WordDocument", bytes(100)))
    with pytest.raises(TableFileError, match="password-protected or old-format Office file"):
        read_roster(path)


def test_a_truncated_xlsx(tmp_path: Path) -> None:
    whole = _xlsx(tmp_path / "whole.xlsx", ROSTER).read_bytes()
    for cut in (len(whole) // 2, len(whole) - 30, 100):
        path = tmp_path / "cut.xlsx"
        path.write_bytes(whole[:cut])
        with pytest.raises(TableFileError, match="damaged or incomplete"):
            read_roster(path)


def test_a_workbook_with_broken_xml(tmp_path: Path) -> None:
    whole = _xlsx(tmp_path / "whole.xlsx", ROSTER)
    path = tmp_path / "broken.xlsx"
    with zipfile.ZipFile(whole) as source, zipfile.ZipFile(path, "w") as broken:
        for info in source.infolist():
            data = source.read(info)
            if info.filename == "xl/worksheets/sheet1.xml":
                data = data[: len(data) // 2]
            broken.writestr(info, data)
    with pytest.raises(TableFileError, match=r"damaged or incomplete.*\(.*line 1"):
        read_roster(path)


def test_a_sheet_without_the_columns_says_what_it_found_and_needs(tmp_path: Path) -> None:
    path = _xlsx(tmp_path / "roster.xlsx", [["Telefon", "Verein"], ["0815", "TSV"]], title="Liste")
    with pytest.raises(TableFileError) as caught:
        read_roster(path)
    message = str(caught.value)
    assert "no columns 'name' and 'secret' in line 1 (found: 'Liste')" in message
    assert "needed: 'name' (or Naam, Nom, Spieler, …) and 'secret' (or Geheimwort" in message
    names = _xlsx(tmp_path / "names.xlsx", [["Vorname", "Nachname", "Telefon"], ["Jörg", "Meier", "0815"]],
                  title="Liste")  # the names in two columns: the secret is what it lacks
    with pytest.raises(TableFileError, match=r"no column 'secret' in line 2 \(found: 'Vorname', 'Nachname', "):
        read_roster(names)
    partly = _xlsx(tmp_path / "partly.xlsx", [["Spieler", "Mail"], ["Jörg", "j@x"]], title="Liste")
    with pytest.raises(TableFileError, match=r"no column 'secret' in line 2 \(found: 'Spieler', 'Mail'\)"):
        read_roster(partly)


def test_the_header_is_looked_for_only_near_the_top(tmp_path: Path) -> None:
    path = tmp_path / "roster.csv"
    path.write_text("".join(f"note {i}\n" for i in range(HEADER_SEARCH_ROWS)) + "Name,Secret\nA,SALAT\n",
                    encoding="utf-8")
    with pytest.raises(TableFileError, match="no columns 'name' and 'secret' in line 1"):
        read_roster(path)


# ---------------------------------------------------------------- XML bombs


def _billion_laughs(part: str) -> bytes:
    levels = ['<!ENTITY lol0 "lol">'] + [
        f'<!ENTITY lol{i} "{("&lol" + str(i - 1) + ";") * 10}">' for i in range(1, 10)
    ]
    dtd = f"<!DOCTYPE lolz [{''.join(levels)}]>"
    if part == "sharedStrings":
        body = ('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" '
                'uniqueCount="1"><si><t>&lol9;</t></si></sst>')
    else:
        body = ('<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
                '<row r="1"><c r="A1" t="inlineStr"><is><t>&lol9;</t></is></c></row></sheetData></worksheet>')
    return f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n{dtd}\n{body}'.encode()


def _bomb(path: Path, part: str) -> Path:
    good = io.BytesIO()
    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["Name", "Secret"])
    book.save(good)
    with zipfile.ZipFile(good) as source, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as bomb:
        for info in source.infolist():
            data = source.read(info)
            if part == "sheet" and info.filename == "xl/worksheets/sheet1.xml":
                data = _billion_laughs("sheet")
            elif part == "sharedStrings" and info.filename == "[Content_Types].xml":
                data = data.replace(b"</Types>", b'<Override PartName="/xl/sharedStrings.xml" ContentType='
                                    b'"application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>')
            elif part == "sharedStrings" and info.filename == "xl/_rels/workbook.xml.rels":
                data = data.replace(b"</Relationships>", b'<Relationship Id="rIdS" Target="sharedStrings.xml" Type='
                                    b'"http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings"/>'
                                    b"</Relationships>")
            bomb.writestr(info, data)
        if part == "sharedStrings":
            bomb.writestr("xl/sharedStrings.xml", _billion_laughs("sharedStrings"))
    return path


@pytest.mark.parametrize("part", ["sharedStrings", "sheet"])
def test_a_billion_laughs_xlsx_is_refused(tmp_path: Path, part: str) -> None:
    path = _bomb(tmp_path / "lol.xlsx", part)
    started = time.process_time()  # CPU time: a busy machine does not stretch it
    with pytest.raises(TableFileError, match=r'declares XML entities.*\(an "XML bomb"\)'):
        read_roster(path)
    assert time.process_time() - started < 5


@pytest.mark.parametrize("part", ["sharedStrings", "sheet"])
def test_the_xml_parsers_refuse_the_bomb_too(
    tmp_path: Path, part: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Without the check of the zip's parts, defusedxml stops it in the parser.
    monkeypatch.setattr(spreadsheets, "_refuse_xml_declarations", lambda *args: None)
    path = _bomb(tmp_path / "lol.xlsx", part)
    started = time.process_time()  # CPU time: a busy machine does not stretch it
    with pytest.raises(TableFileError, match=r"refused: the spreadsheet declares XML entities"):
        read_roster(path)
    assert time.process_time() - started < 5
    import xml.etree.ElementTree as ElementTree

    from defusedxml import EntitiesForbidden

    with pytest.raises(EntitiesForbidden):  # and Python's own parsers are defused for good
        ElementTree.fromstring(_billion_laughs("sheet"))


# ---------------------------------------------------------------- size, laziness


def test_ten_thousand_rows_read_quickly_with_their_lines(tmp_path: Path) -> None:
    rows: list[list[object]] = [["Spieler", "Geheimwort", "E-Mail", "Adresse"]]
    for i in range(10_000):
        rows.append([f"Spieler {i}", "salat", f"s{i}@example.org", f"Weg {i}"])
        if i == 4999:
            rows.append([None, None, None, None])  # a blank row in the middle
    workbook = _xlsx(tmp_path / "big.xlsx", rows, title="Großes Turnier")
    text = tmp_path / "big.csv"
    text.write_bytes("Großes Turnier\r\n".encode("cp1252") + "\r\n".join(
        ";".join("" if cell is None else str(cell) for cell in row) for row in rows
    ).encode("cp1252"))
    pd.read_excel(_xlsx(tmp_path / "warm.xlsx", ROSTER))  # pandas and openpyxl loaded already
    for path, limit in ((workbook, 5.0), (text, 1.0)):  # here: about 1.5 s and 0.05 s of CPU
        started = time.process_time()  # CPU time: a busy machine does not stretch it
        players, lines, _ = read_roster(path)
        elapsed = time.process_time() - started
        assert len(players) == 10_000
        assert lines[:2] == [3, 4] and lines[4999] == 5002 and lines[5000] == 5004
        assert lines[-1] == 10_003
        assert players[-1] == Player("Spieler 9999", "SALAT", "s9999@example.org", "Weg 9999")
        assert elapsed < limit, f"{path.name}: {elapsed:.1f} s"


def test_reading_a_csv_loads_no_pandas(tmp_path: Path) -> None:
    path = tmp_path / "roster.csv"
    path.write_text("Name,Secret\nJörg,Salat\n", encoding="utf-8")
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from wordmastermind.files.wmm.imports import preview_roster\n"
        "import wordmastermind.files.wmm.roster_export\n"
        f"preview_roster(Path({str(path)!r}))\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in {'pandas', 'openpyxl', 'defusedxml'}))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("module", [table_rows, csv_text, imports, roster_export])
def test_the_examples_in_the_docstrings(module: object) -> None:
    failed, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)  # type: ignore[arg-type]
    assert failed == 0
    assert tried > 0 or module is roster_export


def test_read_grid_keeps_every_row(tmp_path: Path) -> None:
    path = _xlsx(tmp_path / "grid.xlsx", [[None], ["a", 1.0, 2.5]])
    assert read_grid(path) == [["", "", ""], ["a", "1", "2.5"]]


def test_a_round_file_without_its_columns_lists_them_as_a_sentence_does(tmp_path: Path) -> None:
    """Three columns missing read 'guesser', 'target' and 'word' (it said 'guesser' and 'target' and 'word'),
    their other names kept apart by semicolons, as each has commas of its own."""
    path = tmp_path / "round.csv"
    path.write_text("who,what\nAlfons,SAHNE\n", encoding="utf-8")
    with pytest.raises(TableFileError) as caught:
        read_guesses(path)
    assert str(caught.value) == (
        f"{path}: no columns 'guesser', 'target' and 'word' in line 1 (found: 'who', 'what'); needed: 'guesser'"
        " (or Rater, Rader, Joueur, …); 'target' (or Ziel, Doel, Cible, …) and 'word' (or Wort, Woord, Mot, …),"
        " in one row near the top")
