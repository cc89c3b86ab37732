"""The command line speaks the language the environment asks for, as gettext reads it, installed or not."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from test_cli import RULES_ROSTER, csv_file
from test_translations import french


def wordmastermind(tmp_path: Path, env: dict[str, str], *args: object) -> subprocess.CompletedProcess[str]:
    """A fresh ``wordmastermind`` process with only ``env`` for its locale variables."""
    clean = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    clean.update(env)
    return subprocess.run(
        [sys.executable, "-c", "from wordmastermind.cli import main; main()", *(str(a) for a in args)],
        capture_output=True, text=True, env=clean, cwd=tmp_path, timeout=120, check=False,
    )


def new_game_in(tmp_path: Path, env: dict[str, str], name: str) -> Path:
    """The rules' example's players in a new game ``name``, made by a ``wordmastermind`` speaking ``env``'s language."""
    roster = csv_file(tmp_path / "roster.csv", "name,secret", RULES_ROSTER)
    game = tmp_path / name
    assert wordmastermind(tmp_path, env, "new", game, "--roster", roster).returncode == 0
    return game


@pytest.fixture
def drawn_game(tmp_path: Path) -> Path:
    roster = csv_file(tmp_path / "roster.csv", "name,secret", RULES_ROSTER)
    game = tmp_path / "game.wmm"
    for args in (("new", game, "--roster", roster, "--language", "de"), ("lot", game, "--seed", 1)):
        assert wordmastermind(tmp_path, {}, *args).returncode == 0
    return game


BAD_ROUND = [("Alfons", "Alfons", "TASSE"), ("Gustav", "Zorro", "TASSE"), ("Beatrix", "Alfons", "TOL")]
EXPECTED = {
    "de_DE.UTF-8": [
        "wordmastermind: {bad}: Runde 1 verstößt gegen die Regeln: 3 Probleme; nichts geschrieben",
        "  Zeile 2: Alfons kann nicht auf das eigene Wort raten",
        "  Zeile 3: Zorro spielt nicht mit",
        "  Zeile 4: TOL hat 3 Buchstaben, die Partie verlangt 5",
    ],
    "nl_BE.UTF-8": [
        "wordmastermind: {bad}: ronde 1 breekt de regels: 3 problemen; niets geschreven",
        "  regel 2: Alfons kan niet op het eigen woord raden",
        "  regel 3: Zorro speelt niet mee",
        "  regel 4: TOL heeft 3 letters, het spel vraagt er 5",
    ],
    "fr_FR.UTF-8": [french(line) for line in (
        "wordmastermind: {bad} : la manche 1 enfreint les règles : 3 problèmes ; rien n’a été écrit",
        "  ligne 2 : Alfons ne peut pas deviner son propre mot",
        "  ligne 3 : Zorro ne joue pas",
        "  ligne 4 : TOL a 3 lettres, la partie en demande 5",
    )],
}


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_a_refused_round_is_explained_in_the_language_of_lang(tmp_path: Path, drawn_game: Path, lang: str) -> None:
    bad = csv_file(tmp_path / "r1.csv", "guesser,target,word", BAD_ROUND)
    before = drawn_game.read_bytes()
    done = wordmastermind(tmp_path, {"LANG": lang}, "guesses", drawn_game, "--round", 1, bad)
    assert done.returncode == 1
    assert done.stderr.splitlines() == [line.format(bad=bad) for line in EXPECTED[lang]]
    assert drawn_game.read_bytes() == before


def test_language_comes_first_and_c_means_english(tmp_path: Path, drawn_game: Path) -> None:
    bad = csv_file(tmp_path / "r1.csv", "guesser,target,word", BAD_ROUND[1:2])
    german = wordmastermind(tmp_path, {"LANGUAGE": "eo:de", "LANG": "fr_FR.UTF-8"}, "guesses", drawn_game,
                            "--round", 1, bad)
    assert "  Zeile 2: Zorro spielt nicht mit" in german.stderr.splitlines()
    english = wordmastermind(tmp_path, {"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "guesses", drawn_game,
                             "--round", 1, bad)
    assert "  line 2: Zorro is not a player" in english.stderr.splitlines()


def test_a_rule_error_of_a_command_speaks_german(tmp_path: Path) -> None:
    done = wordmastermind(tmp_path, {"LC_MESSAGES": "de_AT"}, "mark", "SALAT", "SALATE")
    assert done.returncode == 1
    assert done.stderr.strip() == "wordmastermind: SALATE hat 6 Buchstaben, SALAT hat 5"


WITH_A_PLURAL = [(name, "Hosen" if name == "Gustav" else secret) for name, secret in RULES_ROSTER]
"""The rules' example's roster with a plural for Gustav's secret, which the rules do not allow."""


def test_new_says_in_french_which_roster_columns_it_does_not_read(tmp_path: Path) -> None:
    roster = tmp_path / "joueurs.csv"
    roster.write_text("nom,mot secret,téléphone,courriel\n" + "".join(
        f"{name},{secret},0,{name.lower()}@example.fr\n" for name, secret in WITH_A_PLURAL), encoding="utf-8")
    made = wordmastermind(tmp_path, {"LANG": "fr_FR.UTF-8"}, "new", tmp_path / "partie.wmm", "--roster", roster)
    assert made.returncode == 0, made.stderr
    assert made.stderr == french(f"avertissement : {roster} : la colonne 'téléphone' n’est pas lue : les colonnes"
                                 " d’une liste de joueurs sont Nom (ou Prénom et Nom de famille), Mot secret,"
                                 " E-mail, Adresse (et Code postal, Ville, Pays), Canal et Pièce jointe\n"
                                 "avertissement : les listes de mots (noms allemands) ne connaissent pas 1 mot secret ;"
                                 " la partie le garde quand même :\n"
                                 "  le mot secret de Gustav, HOSEN : pluriel d’HOSE\n")
    from wordmastermind.files.wmm.file import load_game

    assert load_game(tmp_path / "partie.wmm").players[0].email == "alfons@example.fr"  # "courriel" is read


def test_the_success_and_status_lines_are_german(tmp_path: Path) -> None:
    german = {"LANG": "de_DE.UTF-8"}
    game = new_game_in(tmp_path, german, "spiel.wmm")
    lot = wordmastermind(tmp_path, german, "lot", game, "--seed", 1)
    assert lot.stdout.startswith("Runde 1 nach Los (Startwert 1), 1 Rateversuch je Spieler:"), lot.stdout
    from test_cli import lot_round

    rows = lot_round(game)
    round_one = csv_file(tmp_path / "runde1.csv", "guesser,target,word", rows)
    guesses = wordmastermind(tmp_path, german, "guesses", game, "--round", 1, round_one)
    assert guesses.stdout.splitlines()[0] == f"Runde 1: {len(rows)} Rateversuche gespeichert.", guesses.stderr
    notes = wordmastermind(tmp_path, german, "notes", game, "--round", 1, "Hallo")
    assert notes.stdout == "Runde 1: Notizen gespeichert.\n", notes.stdout + notes.stderr
    deadline = wordmastermind(tmp_path, german, "deadline", game, "--round", 1, "--at", "2026-12-12 18:00Z")
    assert deadline.stdout == "Runde 1: Einsendeschluss Samstag, 12.12.2026, 18:00 Uhr (UTC+00:00).\n", (
        deadline.stdout + deadline.stderr)  # as the players read it, not the file's 2026-12-12T18:00+00:00
    opened = wordmastermind(tmp_path, german, "open", game, "--round", 2, "--at", "2026-12-01T09:00+01:00")
    assert opened.stdout == ("Runde 2 begann am Dienstag, 01.12.2026, 08:00 Uhr: ihre Mails sind die seitdem"
                             " angekommenen.\n"), opened.stdout + opened.stderr  # this computer's time: UTC
    deadline = wordmastermind(tmp_path, german, "deadline", game, "--round", 1, "--clear")
    assert deadline.stdout == "Runde 1: kein Einsendeschluss.\n", deadline.stdout + deadline.stderr
    check = wordmastermind(tmp_path, german, "check", "--lang", "nl", "--noun", "paard", "xqzzy")
    assert check.stdout.splitlines() == [
        "Hinweis: für Niederländisch gibt es keine Substantivliste; Wörter werden geprüft",
        "PAARD: bekannt",
        "XQZZY: nicht angenommen (kein bekanntes Wort)",
    ], check.stdout + check.stderr


def test_a_run_in_english_after_one_in_dutch_in_the_same_process_speaks_english(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A script (or a test) that calls the command line twice in one process, first in Dutch, then in English:
    the second run's help was argparse's Dutch ("gebruik:", "opties:"), its own words left as the first set
    them."""
    from wordmastermind.cli import main

    def help_of_mark(language: str) -> str:
        for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
            monkeypatch.delenv(name, raising=False)
        monkeypatch.setenv("LANGUAGE", language)
        with pytest.raises(SystemExit):
            main(["mark", "--help"])
        return capsys.readouterr().out

    assert help_of_mark("nl").startswith("gebruik: wordmastermind mark")
    english = help_of_mark("en")
    assert english.startswith("usage: wordmastermind mark") and "options:" in english and "opties" not in english


NOT_DRAWN = {  # Alfons is drawn to guess at Beatrix (five players), at Gustav and Beatrix (six)
    "en": ("  line 2: in round 1 the lot lets Alfons guess at Beatrix, not at Emil",
           "  line 2: in round 1 the lot lets Alfons guess at Gustav and Beatrix, not at Emil"),
    "de": ("  Zeile 2: in Runde 1 lässt das Los Alfons bei Beatrix raten, nicht bei Emil",
           "  Zeile 2: in Runde 1 lässt das Los Alfons bei Gustav und Beatrix raten, nicht bei Emil"),
    "nl": ("  regel 2: in ronde 1 laat de loting Alfons raden bij Beatrix, niet bij Emil",
           "  regel 2: in ronde 1 laat de loting Alfons raden bij Gustav en Beatrix, niet bij Emil"),
    "fr": (french("  ligne 2 : à la manche 1, selon le tirage au sort, Alfons devine le mot de Beatrix, pas celui"
                  " d’Emil"),
           french("  ligne 2 : à la manche 1, selon le tirage au sort, Alfons devine les mots de Gustav et Beatrix,"
                  " pas celui d’Emil")),
}


@pytest.mark.parametrize("language", sorted(NOT_DRAWN))
def test_a_guess_the_lot_does_not_allow_names_the_one_player_drawn_or_the_several(
        tmp_path: Path, drawn_game: Path, language: str) -> None:
    """French said "les mots de Beatrix" where the lot draws one player: "le mot de Beatrix" for one."""
    one, several = NOT_DRAWN[language]
    six = tmp_path / "six.wmm"
    roster = csv_file(tmp_path / "six.csv", "name,secret", [*RULES_ROSTER, ("Amelie", "Tasse")])
    for args in (("new", six, "--roster", roster, "--language", "de"), ("lot", six, "--seed", 1)):
        assert wordmastermind(tmp_path, {}, *args).returncode == 0
    bad = csv_file(tmp_path / "r1.csv", "guesser,target,word", [("Alfons", "Emil", "TASSE")])
    for game, said in ((drawn_game, one), (six, several)):
        done = wordmastermind(tmp_path, {"LANGUAGE": language}, "guesses", game, "--round", 1, bad)
        assert done.returncode == 1 and done.stderr.splitlines()[1] == said


def test_the_dutch_lot_says_startwaarde_as_its_help_and_the_app_do(tmp_path: Path) -> None:
    """'lot --seed N' is 'loten met deze startwaarde', the Game page says 'Geloot met startwaarde 7.', the lot
    drawn already '(startwaarde 7)': the lot itself said 'startgetal'."""
    dutch = {"LANGUAGE": "nl"}
    game = new_game_in(tmp_path, dutch, "spel.wmm")
    lot = wordmastermind(tmp_path, dutch, "lot", game, "--seed", 7)
    assert lot.stdout.startswith("Ronde 1 volgens loting (startwaarde 7), 1 raadpoging per speler:\n"), lot.stdout
    again = wordmastermind(tmp_path, dutch, "lot", game, "--seed", 8)
    assert again.stderr == ("wordmastermind: de loting is al gedaan (startwaarde 7); met --redraw wordt opnieuw"
                            " geloot\n"), again.stderr


def test_the_dutch_deadline_is_the_sluitingstijd_the_players_mails_say(tmp_path: Path) -> None:
    """The round's mail says 'Sluitingstijd voor ronde 1: zaterdag 12 december 2026, 18.00 uur.', the app's Rounds
    page 'Sluitingstijd'; the command that sets it said 'Ronde 1: deadline zaterdag …'."""
    dutch = {"LANGUAGE": "nl"}
    game = new_game_in(tmp_path, dutch, "spel.wmm")
    deadline = wordmastermind(tmp_path, dutch, "deadline", game, "--round", 1, "--at", "2026-12-12 18:00")
    assert deadline.stdout == "Ronde 1: sluitingstijd zaterdag 12 december 2026, 18.00 uur.\n", deadline.stderr
    cleared = wordmastermind(tmp_path, dutch, "deadline", game, "--round", 1, "--clear")
    assert cleared.stdout == "Ronde 1: geen sluitingstijd.\n", cleared.stderr
