"""Reading rosters and rounds from CSV and spreadsheet files."""

from __future__ import annotations

from pathlib import Path

import openpyxl
import pytest

from wordmastermind.files.imports import read_guesses, read_roster
from wordmastermind.files.tables import TableFileError


def test_a_german_excel_csv_with_semicolons_in_cp1252(tmp_path: Path) -> None:
    path = tmp_path / "spieler.csv"
    path.write_bytes("Spieler;Geheimwort;E-Mail;Adresse\r\nJörg;Salat;j@x.de;Hauptstraße 1\r\n".encode("cp1252"))
    players, lines = read_roster(path)
    assert [(p.name, p.secret, p.email, p.address) for p in players] == [
        ("Jörg", "SALAT", "j@x.de", "Hauptstraße 1")
    ]
    assert lines == [2]


def test_utf8_with_byte_order_mark_and_english_headers(tmp_path: Path) -> None:
    path = tmp_path / "roster.csv"
    path.write_bytes("\ufeffName,Secret,Email\nÄnne,Tisch,\n".encode())
    players, _ = read_roster(path)
    assert players[0].name == "Änne"
    assert players[0].email == ""


def test_tab_separated_dutch_headers(tmp_path: Path) -> None:
    path = tmp_path / "spelers.tsv"
    path.write_text("Naam\tWachtwoord\tAdres\nJoop\tfiets\tDorpsstraat 2\n", encoding="utf-8")
    players, _ = read_roster(path)
    assert (players[0].name, players[0].secret, players[0].address) == ("Joop", "FIETS", "Dorpsstraat 2")


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
    with pytest.raises(TableFileError, match=r"no column 'secret' in the first row \(found: 'name', 'mail'\)"):
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
