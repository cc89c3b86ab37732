"""The command line's own refusals, of every command family, in the language of the environment."""

from __future__ import annotations

import re
from pathlib import Path

from test_cli import csv_file
from test_cli_language import drawn_game, wordmastermind  # noqa: F401 (drawn_game: a fixture)
from test_translations import french

GERMAN = {"LANG": "de_DE.UTF-8"}


def refusal(tmp_path: Path, env: dict[str, str], *args: object) -> str:
    done = wordmastermind(tmp_path, env, *args)
    assert done.returncode == 1, done.stdout
    return done.stderr.strip()


def test_every_family_of_commands_refuses_in_german(tmp_path: Path, drawn_game: Path) -> None:
    header_only = csv_file(tmp_path / "empty.csv", "guesser,target,word", [])
    roster = tmp_path / "roster.csv"
    sheet = tmp_path / "sheet.json"
    sheet.write_text('{"kind": "chess"}', "utf-8")
    cases = {
        ("mark", "", "SALAT"): "wordmastermind: nennen Sie ein Geheimwort und einen Rateversuch",
        ("new", drawn_game, "--roster", roster):
            f"wordmastermind: {drawn_game} gibt es schon; mit --force wird es ersetzt",
        ("lot", drawn_game): "wordmastermind: das Los ist schon gezogen (Startwert 1);"
                             " mit --redraw wird es neu gezogen",
        ("guesses", drawn_game, "--round", 1, header_only):
            f"wordmastermind: {header_only}: es gibt keine Rateversuche zu importieren; nichts geschrieben",
        ("deadline", drawn_game, "--round", 1):
            "wordmastermind: geben Sie den Einsendeschluss mit --at DATUM-ZEIT an oder entfernen Sie ihn mit --clear",
        ("report", drawn_game): "wordmastermind: die Partie hat noch keine Runde für einen Bericht",
        ("report", drawn_game, "--round", 3, "--overview"):
            "wordmastermind: es gibt keine Runde 3 für einen Bericht: die Partie hat 0",
        ("report", drawn_game, "--lot", "--round", 1):
            "wordmastermind: --lot ist das Los für Runde 1, für alle Spieler: lassen Sie --round und --overview weg",
        ("mail", drawn_game, "--from", "gm@example.org"):
            "wordmastermind: wohin gehen die Mails? --eml ORDNER, --smtp HOST:PORT oder beides",
        ("lists", "--out", tmp_path / "lists.odt"):
            f"wordmastermind: {tmp_path / 'lists.odt'}: schreiben Sie .docx, .xlsx, .pdf oder .txt, nicht .odt",
        ("candidates", drawn_game, "--words", tmp_path / "missing.txt"):
            f"wordmastermind: {tmp_path / 'missing.txt'}: diese Datei gibt es nicht",
        ("score", sheet): f"wordmastermind: {sheet}: ein Dokument der Art 'chess' kann nicht gewertet werden",
    }
    for args, german in cases.items():
        assert refusal(tmp_path, GERMAN, *args) == german, args


def test_refusals_in_dutch_and_french_and_english(tmp_path: Path, drawn_game: Path) -> None:
    said = {lang: refusal(tmp_path, {"LANG": lang}, "mail", drawn_game, "--from", "gm@example.org",
                          "--eml", tmp_path, "--lot", "--round", 1)
            for lang in ("nl_NL.UTF-8", "fr_FR.UTF-8", "C.UTF-8")}
    assert said == {
        "nl_NL.UTF-8": "wordmastermind: mail --lot of --round N, niet allebei: de loting komt vóór ronde 1",
        "fr_FR.UTF-8": french("wordmastermind: mail --lot ou --round N, pas les deux : le tirage au sort précède"
                              " la manche 1"),
        "C.UTF-8": "wordmastermind: mail --lot or --round N, not both: the lot comes before round 1",
    }
    wachtwoord = tmp_path / "game.wwd"
    wachtwoord.write_text('{"kind": "wachtwoord"}', "utf-8")
    assert refusal(tmp_path, {"LANGUAGE": "fr"}, "report", wachtwoord, "--round", 2) == french(
        "wordmastermind: --round ne vaut que pour Wörter-MasterMind : une feuille de score de Wachtwoord"
        " couvre toute la partie"
    )


def test_a_side_game_without_a_copy_asks_the_game_master_as_sie(tmp_path: Path) -> None:
    """'report GAME.wwd --overview' said "also lass --overview weg": the only refusals to the game master
    in German that said du, beside the lot's "lass --round und --overview weg"."""
    import dataclasses

    from test_wachtwoord_file import example_game

    from wordmastermind.files.wachtwoord.file import save_wachtwoord

    sheet = tmp_path / "fred.wwd"
    save_wachtwoord(dataclasses.replace(example_game(), agreed_rounds=1), sheet)
    assert refusal(tmp_path, GERMAN, "report", sheet, "--overview") == (
        "wordmastermind: ein Punkteblatt von Wachtwoord hat keine Kopie für den Spielleiter: es enthält keine"
        " Geheimnisse, lassen Sie also --overview weg")


def test_a_lot_not_drawn_is_said_in_german(tmp_path: Path) -> None:
    roster = csv_file(tmp_path / "roster.csv", "name,secret",
                      [("Alfons", "Salat"), ("Gustav", "Hosen"), ("Beatrix", "Tisch"), ("Emil", "Lampe")])
    game = tmp_path / "undrawn.wmm"
    assert wordmastermind(tmp_path, {}, "new", game, "--roster", roster).returncode == 0
    assert refusal(tmp_path, GERMAN, "report", game, "--lot") == (
        "wordmastermind: das Los für Runde 1 ist noch nicht gezogen: erst mit 'wordmastermind lot PARTIE' ziehen")
    assert refusal(tmp_path, GERMAN, "mail", game, "--lot", "--from", "gm@example.org", "--eml", tmp_path) == (
        "wordmastermind: das Los für Runde 1 ist noch nicht gezogen: mit 'wordmastermind lot' ziehen")


def test_no_letter_with_all_says_nobody_has_an_address_not_to_add_all(tmp_path: Path, drawn_game: Path) -> None:
    """With --all given, the refusal told the game master to give --all."""
    for command in (("letters", drawn_game, "--lot", "--pdf", tmp_path / "letters.pdf"),
                    ("labels", drawn_game, "--pdf", tmp_path / "labels.pdf")):
        assert refusal(tmp_path, GERMAN, *command, "--all").splitlines()[-1] == (
            "wordmastermind: kein Spieler bekommt einen Brief: keiner hat eine Postanschrift"), command
        assert refusal(tmp_path, GERMAN, *command).splitlines()[-1] == (
            "wordmastermind: kein Spieler bekommt einen Brief: keiner hat eine Postanschrift ohne E-Mail-Adresse"
            " (--all: jede Anschrift)"), command
    assert not (tmp_path / "letters.pdf").exists() and not (tmp_path / "labels.pdf").exists()


def test_a_file_that_is_no_game_is_said_to_be_none_and_a_damaged_game_where_it_breaks(
        tmp_path: Path, drawn_game: Path) -> None:
    """A roster given to report was refused with JSON's own English: "not valid JSON at line 1, column 1:
    Expecting value"."""
    roster = csv_file(tmp_path / "roster.csv", "name,secret", [("Alfons", "Salat")])
    for command in ("report", "score"):
        assert refusal(tmp_path, GERMAN, command, roster) == f"wordmastermind: {roster}: kein Dokument von wordmastermind"
    damaged = tmp_path / "damaged.wmm"
    damaged.write_bytes(drawn_game.read_bytes()[:-40])
    assert refusal(tmp_path, GERMAN, "report", damaged).startswith(f"wordmastermind: {damaged}: die Datei ist abgeschnitten")


def test_a_damaged_game_says_where_it_breaks_and_what_is_there_not_in_the_parsers_english(
        tmp_path: Path, drawn_game: Path) -> None:
    """A comma lost between two lines was refused with "kein gültiges JSON in Zeile 3, Spalte 3: Expecting ','
    delimiter": Python's English inside the German sentence. Now the text found there is shown instead."""
    lines = drawn_game.read_text(encoding="utf-8").splitlines()
    broken = next(i for i, line in enumerate(lines) if line.rstrip().endswith(",") and i > 1)
    lines[broken] = lines[broken].rstrip()[:-1]
    damaged = tmp_path / "damaged.wmm"
    damaged.write_text("\n".join(lines), encoding="utf-8")
    found = lines[broken + 1].lstrip()[:16]
    column = len(lines[broken + 1]) - len(lines[broken + 1].lstrip()) + 1
    said = refusal(tmp_path, GERMAN, "report", damaged)
    assert said == (f"wordmastermind: {damaged}: kein gültiges JSON in Zeile {broken + 2}, Spalte {column},"
                    f" wo „{found}…“ steht"), said
    assert "Expecting" not in said
    tab = tmp_path / "tab.wmm"
    tab.write_text('{"a": "x\ty"}', encoding="utf-8")
    assert refusal(tmp_path, GERMAN, "report", tab).endswith("Spalte 9, wo „␉y\"}“ steht")


def test_a_refused_output_file_is_explained_in_german(tmp_path: Path, drawn_game: Path) -> None:
    assert refusal(tmp_path, GERMAN, "report", drawn_game, "--xlsx", drawn_game) == (
        f"wordmastermind: {drawn_game}: abgelehnt: aus dieser Spieldatei wird der Bericht gemacht;"
        " wählen Sie einen anderen Namen")
    folder = tmp_path / "ordner"
    folder.mkdir()
    assert refusal(tmp_path, GERMAN, "report", drawn_game, "--txt", folder) == (
        f"wordmastermind: {folder}: kann nicht geschrieben werden: es ist ein Ordner")


def test_the_dutch_and_french_command_lines_name_a_guess_as_their_interfaces_do() -> None:
    from wordmastermind.cli.messages import all_tables
    from wordmastermind.files.i18n import translation

    dutch, french = translation("nl"), translation("fr")
    for table in all_tables().values():
        for code, template in table.templates.items():
            texts = {"nl": [dutch.pgettext(code, template.text)], "fr": [french.pgettext(code, template.text)]}
            if template.plural is not None:
                texts = {"nl": [dutch.npgettext(code, template.text, template.plural, n) for n in (1, 2)],
                         "fr": [french.npgettext(code, template.text, template.plural, n) for n in (1, 2)]}
            for text in texts["nl"]:
                assert not re.search(r"\bgok", text, re.IGNORECASE), (code, text)  # raadpoging, as in the interface
            for text in texts["fr"]:
                assert not re.search(r"\} essais?\b", text), (code, text)  # a count of propositions


def test_score_speaks_german_dutch_and_french(tmp_path: Path) -> None:
    import dataclasses

    from test_wachtwoord_file import example_game

    from wordmastermind.files.wachtwoord.file import save_wachtwoord

    sheet = tmp_path / "fred.wwd"
    save_wachtwoord(dataclasses.replace(example_game(), agreed_rounds=1), sheet)
    said = {lang: wordmastermind(tmp_path, {"LANG": lang}, "score", sheet).stdout
            for lang in ("de_DE.UTF-8", "nl_NL.UTF-8", "fr_FR.UTF-8")}
    german = said["de_DE.UTF-8"]
    assert german.splitlines()[0].split() == ["Spieler", "Gesamt"]
    assert "Team" in german and "Mitglieder" in german and "Sieger: Fred & Annie" in german
    assert "Winnaar: Fred & Annie" in said["nl_NL.UTF-8"] and "Leden" in said["nl_NL.UTF-8"]
    assert french("Vainqueur : Fred & Annie") in said["fr_FR.UTF-8"] and "Membres" in said["fr_FR.UTF-8"]
    for text in said.values():
        assert "Winner" not in text and "Members" not in text and "Player" not in text


def test_an_output_folder_that_is_not_there_and_a_round_below_1_are_refused_in_german(
        tmp_path: Path, drawn_game: Path) -> None:
    target = tmp_path / "nowhere" / "report.xlsx"
    assert refusal(tmp_path, GERMAN, "report", drawn_game, "--xlsx", target) == (
        f"wordmastermind: {target}: kann nicht geschrieben werden: den Ordner {target.parent} gibt es nicht")
    done = wordmastermind(tmp_path, GERMAN, "lot", drawn_game, "--seed", -1)
    assert done.returncode == 2 and done.stderr.strip().endswith("-1 ist negativ"), done.stderr


def test_a_wrong_team_in_a_wachtwoord_file_names_json_null_not_pythons_none(tmp_path: Path) -> None:
    """The refusal said "1, 2 oder None (niemand)": a game master who wrote None in the file, as told,
    had a file that is no JSON at all."""
    import json

    from test_wachtwoord_file import team_doc

    doc = team_doc()
    doc["rounds"][0]["a_words"][0]["team"] = 3
    sheet = tmp_path / "fred.wwd"
    sheet.write_text(json.dumps(doc), "utf-8")
    assert refusal(tmp_path, GERMAN, "score", sheet) == (
        f"wordmastermind: {sheet}: rounds[0].a_words[0]: das Team ist 1, 2 oder null (niemand), nicht 3")
    doc["rounds"][0]["a_words"][0]["team"] = 1
    doc["rounds"][0]["starts"] = 3
    sheet.write_text(json.dumps(doc), "utf-8")
    assert refusal(tmp_path, {"LANG": "fr_FR.UTF-8"}, "score", sheet) == french(
        f"wordmastermind: {sheet} : rounds[0] : l’équipe qui commence est 1, 2 ou null (en alternance), pas 3")
