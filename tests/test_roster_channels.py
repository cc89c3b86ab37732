"""Each player's way of sending and attachment travel with the roster spreadsheets: read in any of the
four languages, refused with the row and the column when unknown, and written back by the export."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from wordmastermind.core.wmm.game import Player
from wordmastermind.files.wmm.file import load_game
from wordmastermind.files.wmm.imports import preview_roster, read_roster
from wordmastermind.files.wmm.roster_export import export_roster

from test_cli_mail import run

ROWS = [("Alfons", "Salat", "alfons@example.org", "", "E-Mail", "PDF"),
        ("Gustav", "Hosen", "gustav@example.org", "Weg 1, 12345 Ort", "beides", "keiner"),
        ("Beatrix", "Tisch", "", "Gasse 2, 54321 Dorf", "Post", ""),
        ("Emil", "Lampe", "emil@example.org", "", "", "Word")]


def roster(path: Path, rows: list[tuple[str, ...]], headers: tuple[str, ...]) -> Path:
    with path.open("w", encoding="utf-8", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(headers)
        writer.writerows(rows)
    return path


GERMAN = ("Spieler", "Geheimwort", "E-Mail", "Adresse", "Weg", "Anhang")


def test_a_german_roster_says_how_each_player_gets_post_and_what_their_mails_carry(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = roster(tmp_path / "spieler.csv", ROWS, GERMAN)
    game = tmp_path / "game.wmm"
    code, _out, err = run(capsys, "new", game, "--roster", path)
    assert code == 0, err
    players = load_game(game).players
    assert [(p.channel, p.attachment) for p in players] == [("mail", "pdf"), ("both", "none"), ("post", ""),
                                                             ("", "docx")]
    assert [p.by_post for p in players] == [False, True, True, False]


def test_the_games_choice_reads_as_the_german_roster_shows_it_and_as_it_showed_it_before(tmp_path: Path) -> None:
    rows = [("Alfons", "Salat", "a@example.org", "", "", "wie die Partie"),
            ("Gustav", "Hosen", "g@example.org", "", "", "wie das Spiel")]
    read, _lines, _ = read_roster(roster(tmp_path / "spieler.csv", rows, GERMAN))
    assert [(p.name, p.attachment) for p in read] == [("Alfons", ""), ("Gustav", "")]


def test_the_ways_of_sending_read_as_the_french_roster_shows_them(tmp_path: Path) -> None:
    """The French app shows "selon l’adresse" (a typographic apostrophe); copied into a roster file, it was
    refused as an unknown way of sending, as only "selon l'adresse" was known."""
    rows = [("Alfons", "Salat", "a@example.org", "", "selon l’adresse", "choix de la partie"),
            ("Gustav", "Hosen", "g@example.org", "Weg 1", "selon l'adresse", "aucune")]
    read, _lines, _ = read_roster(roster(tmp_path / "joueurs.csv", rows, ("Nom", "Mot secret", "E-mail", "Adresse",
                                                                          "Canal", "Pièce jointe")))
    assert [(p.name, p.channel, p.attachment) for p in read] == [("Alfons", "", ""), ("Gustav", "", "none")]


def test_an_unknown_way_of_sending_is_refused_naming_its_line_and_column(tmp_path: Path) -> None:
    rows = [*ROWS[:3], ("Emil", "Lampe", "emil@example.org", "", "Brieftaube", "Fax")]
    preview = preview_roster(roster(tmp_path / "spieler.csv", rows, GERMAN))
    said = [str(problem) for problem in preview.problems]
    assert any("line 5" in text and "channel" in text and "'brieftaube'" in text for text in said), said
    assert any("line 5" in text and "attachment" in text and "'fax'" in text for text in said), said


def test_the_export_writes_them_back_and_the_import_reads_what_it_wrote(tmp_path: Path) -> None:
    players = [Player("Alfons", "SALAT", "a@example.org", channel="both", attachment="xlsx"),
               Player("Gustav", "HOSEN", "g@example.org")]
    for suffix in (".csv", ".xlsx"):
        out = tmp_path / f"roster{suffix}"
        export_roster(players, out, with_secrets=True, language="fr")
        read, _lines, _ = read_roster(out)
        assert [(p.name, p.channel, p.attachment) for p in read] == [("Alfons", "both", "xlsx"), ("Gustav", "", "")]
    plain = tmp_path / "plain.csv"
    export_roster([Player("Gustav", "HOSEN")], plain, with_secrets=False)
    assert plain.read_text(encoding="utf-8-sig").splitlines()[0] == "Name,Email,Address"
