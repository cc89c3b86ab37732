"""The evaluate and candidates tables and the roster export speak the game's report language."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from test_cli import RULES_ROSTER, csv_file
from test_cli_language import wordmastermind
from wordmastermind.core.wmm.game import Player
from wordmastermind.files.wmm.imports import read_roster
from wordmastermind.files.wmm.roster_export import export_roster

ROUND_1 = [("Alfons", "Gustav", "TOLLE"), ("Gustav", "Beatrix", "SAHNE")]


def played(tmp_path: Path, language: str) -> Path:
    roster = csv_file(tmp_path / "roster.csv", "name,secret", RULES_ROSTER)
    game = tmp_path / f"game-{language}.wmm"
    for args in (("new", game, "--roster", roster, "--language", language, "--title", "Probe"),
                 ("lot", game, "--seed", 1)):
        assert wordmastermind(tmp_path, {}, *args).returncode == 0
    return game


def test_evaluate_and_candidates_in_the_games_language(tmp_path: Path) -> None:
    game = played(tmp_path, "de")
    shown = wordmastermind(tmp_path, {"LC_ALL": "C"}, "evaluate", game).stdout.splitlines()
    assert shown[:2] == ["Probe: vor Runde 1", "Nächste Runde: 1 Rateversuch je Spieler, WF 1"]
    assert "Stand" in shown
    header = next(line for line in shown if line.lstrip().startswith("Platz"))
    assert header.split() == ["Platz", "Spieler", "Ratepunkte", "Wortpunkte", "Gesamt", "V", "Wort"]
    words = tmp_path / "words.txt"
    words.write_text("SALAT\nHOSEN\n", "utf-8")
    listed = wordmastermind(tmp_path, {}, "candidates", game, "--words", words).stdout.splitlines()
    assert listed[0] == "Vor Runde 1, 2 Wörter in der Liste (nur für den Spielleiter):"
    assert listed[1].split() == ["Spieler", "Kandidaten", "Nach", "Runden"]
    english = played(tmp_path, "en")
    assert wordmastermind(tmp_path, {"LANG": "de_DE.UTF-8"}, "evaluate", english).stdout.startswith(
        "Probe: before round 1\n")


@pytest.mark.parametrize(("language", "titles"), [
    ("en", ["Name", "Secret", "Email", "Address"]),
    ("de", ["Name", "Geheimwort", "E-Mail", "Adresse"]),
    ("nl", ["Naam", "Geheim woord", "E-mail", "Adres"]),
    ("fr", ["Nom", "Mot secret", "E-mail", "Adresse"]),
])
def test_the_roster_export_is_titled_in_the_games_language_and_reads_back(
        tmp_path: Path, language: str, titles: list[str]) -> None:
    players = [Player("Anna", "SALAT", "anna@example.org", "Weg 1"), Player("Bert", "HOSEN")]
    path = tmp_path / "roster.csv"
    export_roster(players, path, with_secrets=True, language=language)
    with path.open(encoding="utf-8-sig", newline="") as stream:
        assert next(csv.reader(stream)) == titles
    assert read_roster(path)[0] == players
    xlsx = tmp_path / "roster.xlsx"
    export_roster(players, xlsx, with_secrets=True, language=language)
    assert read_roster(xlsx)[0] == players
