"""A roster that keeps the postcode and the town in columns of their own (``Adresse``, ``Code postal``,
``Ville``; ``Straße``… ``PLZ``, ``Ort``; ``Address``, ``Town``, ``Postcode``) gives each player the whole
postal address: its street, then the postcode and town, in the order of the list's columns, then the country.

A French game master's play-test by post: a roster of "Prénom, Nom, Mot secret, Adresse, Code postal, Ville"
made a game whose letters went to "12 rue des Lilas" alone, with a warning that 'Code postal' and 'Ville' were
not read.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from wordmastermind.files.wmm.file import load_game
from wordmastermind.files.wmm.pasted_roster import read_pasted_players

from test_cli_mail import ok

PLAYERS = (("Hélène", "Dupont", "TABLE", "12 rue des Lilas", "75011", "Paris"),
           ("François", "Martin", "CHIEN", "3 avenue Foch", "69006", "Lyon"),
           ("Zoé", "Bernard", "FLEUR", "8 place du Marché", "33000", "Bordeaux"),
           ("Jérôme", "Petit", "PLAGE", "1 chemin des Vignes", "21000", "Dijon"))


def test_a_french_workbook_with_postcode_and_town_columns_gives_the_letters_the_whole_address(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import openpyxl
    from pypdf import PdfReader

    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.append(["Prénom", "Nom", "Mot secret", "Adresse", "Code postal", "Ville"])
    for row in PLAYERS:
        sheet.append(list(row))
    roster = tmp_path / "joueurs.xlsx"
    workbook.save(roster)
    game = tmp_path / "partie.wmm"
    _out, err = ok(capsys, "new", game, "--roster", roster, "--language", "fr")
    assert "Code postal" not in err and "Ville" not in err, err  # every column is read
    assert [p.address for p in load_game(game).players] == [
        "12 rue des Lilas\n75011 Paris", "3 avenue Foch\n69006 Lyon", "8 place du Marché\n33000 Bordeaux",
        "1 chemin des Vignes\n21000 Dijon"]
    out, _err = ok(capsys, "player", game, "Hélène Dupont")
    assert "12 rue des Lilas, 75011 Paris" in out, out
    ok(capsys, "lot", game, "--seed", 1)
    ok(capsys, "letters", game, "--lot", "--pdf", tmp_path / "tirage.pdf", "--only", "Hélène Dupont")
    window = PdfReader(tmp_path / "tirage.pdf").pages[0].extract_text().splitlines()[:3]  # no return address
    assert window == ["Hélène Dupont", "12 rue des Lilas", "75011 Paris"], window


def test_an_english_list_has_the_town_before_the_postcode_and_a_country_last(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    roster = tmp_path / "roster.csv"
    roster.write_text("Name,Secret,Address,Town,Postcode,Country\n"
                      "Alfons,SALAT,1 High Street,Oxford,OX1 2JD,United Kingdom\n"
                      "Gustav,HOSEN,,,,\n"
                      "Beatrix,TISCH,,Bath,,\n"
                      "Emil,LAMPE,2 Low Road,,,\n", encoding="utf-8")
    game = tmp_path / "game.wmm"
    _out, err = ok(capsys, "new", game, "--roster", roster)
    assert "not read" not in err, err
    assert [p.address for p in load_game(game).players] == [
        "1 High Street\nOxford OX1 2JD\nUnited Kingdom", "", "Bath", "2 Low Road"]


def test_players_pasted_with_such_a_header_get_the_whole_address() -> None:
    pasted = read_pasted_players("Name\tStraße\tPLZ\tOrt\nFritz Klein\tAm Markt 3\t10115\tBerlin\n"
                                 "Emil\t\t\t\n")
    assert pasted.rows == ((0, {"name": "Fritz Klein", "address": "Am Markt 3\n10115 Berlin"}),
                           (1, {"name": "Emil"}))
    assert pasted.problems == ()
