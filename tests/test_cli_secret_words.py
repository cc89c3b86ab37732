"""The secret words the word lists do not know: ``new`` warns of them as ``settings --words`` does, and makes the
game all the same; ``settings --json`` gives such warnings as data. The real lists the test run built."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from test_cli import Run, csv_file, run  # noqa: F401  (run: the fixture)
from test_cli_language import wordmastermind
from test_cli_settings import GERMAN_SECRETS
from test_translations import french
from wordmastermind.files.wmm.file import load_game, save_game


def test_new_warns_of_the_secret_words_the_word_lists_do_not_know_and_makes_the_game(tmp_path: Path, run: Run) -> None:
    """``new --words nl`` made a game of German nouns and said nothing of them; ``settings --words nl`` warned of
    the same words, and the app's roster marks them."""
    roster = csv_file(tmp_path / "roster.csv", "name,secret", GERMAN_SECRETS)
    game = tmp_path / "club.wmm"
    code, out, err = run("new", game, "--roster", roster, "--words", "nl")
    assert code == 0 and out == f"{game}: new game with 5 players (5 letters, A-Z; Dutch words; reports in English)\n"
    assert err.splitlines() == [
        "warning: the word lists (Dutch words) do not know 2 secret words; the game keeps them all the same:",
        "  Gustav's secret word BIRNE: not a known word",
        "  Fritzchen's secret word KERZE: not a known word",
    ]
    assert [p.secret for p in load_game(game).players] == ["SALAT", "BIRNE", "TISCH", "SAHNE", "KERZE"]
    assert run("new", game, "--roster", roster, "--words", "nl", "--force")[2] == err  # the same words, the same way
    code, _out, err = run("new", game, "--roster", roster, "--force")  # German nouns all: nothing to say
    assert (code, err) == (0, "")


@pytest.mark.parametrize(("length", "secret", "warned"), [
    (5, "Sonne", ()),
    (8, "Jungfrau", ()),
    (9, "Agamemnon", ("Gustav's secret word AGAMEMNON: not a common noun: proper name",)),
])
def test_a_noun_that_is_a_proper_name_too_is_not_warned_of_as_a_name(
        tmp_path: Path, run: Run, length: int, secret: str, warned: tuple[str, ...]) -> None:
    """Found by a German game master: ``new`` warned that SONNE and JUNGFRAU were proper names. The noun list
    gives each one row, tagged a proper name and a noun (the sun and a sun; a mountain and a maiden), as it
    tags AGAMEMNON, and every such row was read as a name's. A name of one thing is still warned of."""
    others = {5: ["Salat", "Tisch", "Lampe"], 8: ["Flugzeug", "Handtuch", "Kalender"],
              9: ["Kartoffel", "Schlitten", "Marmelade"]}[length]
    roster = csv_file(tmp_path / "roster.csv", "name,secret",
                      list(zip(["Alfons", "Gustav", "Beatrix", "Emil"], [others[0], secret, *others[1:]], strict=True)))
    run.new(tmp_path / "g.wmm", "--roster", roster, "--length", length, unknown=warned)  # the real lists


@pytest.mark.parametrize(("lang", "expected"), [
    ("de_DE.UTF-8", ["Warnung: die Wortlisten (französische Wörter) kennen 3 Geheimwörter nicht; die Partie behält"
                     " sie trotzdem:", "  das Geheimwort von Gustav, BIRNE: kein bekanntes Wort",
                     "  das Geheimwort von Emil, SAHNE: kein bekanntes Wort",
                     "  das Geheimwort von Fritzchen, KERZE: kein bekanntes Wort"]),
    ("nl_NL.UTF-8", ["waarschuwing: de woordenlijsten (Franse woorden) kennen 3 geheime woorden niet; het spel houdt"
                     " ze toch:", "  het geheime woord van Gustav, BIRNE: geen bekend woord",
                     "  het geheime woord van Emil, SAHNE: geen bekend woord",
                     "  het geheime woord van Fritzchen, KERZE: geen bekend woord"]),
    ("fr_FR.UTF-8", [french(line) for line in (
        "avertissement : les listes de mots (mots français) ne connaissent pas 3 mots secrets ; la partie les garde"
        " quand même :", "  le mot secret de Gustav, BIRNE : mot inconnu", "  le mot secret d’Emil, SAHNE : mot inconnu",
        "  le mot secret de Fritzchen, KERZE : mot inconnu")]),
])
def test_new_says_the_unknown_secret_words_in_the_users_language(tmp_path: Path, lang: str, expected: list[str]) -> None:
    roster = csv_file(tmp_path / "roster.csv", "name,secret", GERMAN_SECRETS)
    made = wordmastermind(tmp_path, {"LANG": lang}, "new", "partie.wmm", "--roster", roster, "--words", "fr")
    assert made.returncode == 0 and made.stderr.splitlines() == expected, made.stderr
    assert (tmp_path / "partie.wmm").exists()


def test_the_lists_are_read_only_for_secret_words_to_look_up(
        tmp_path: Path, run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    """Reading the lists costs a command a quarter of a second or more (the whole lists of a language; the
    build where none is cached): ``settings`` read them to look up no word at all where the game master had
    accepted every secret word, and any change but the word language reads none."""
    from wordmastermind.files import lexicon_check

    looked_up: list[list[str]] = []
    lists = lexicon_check.lexicon_for_check
    monkeypatch.setattr(lexicon_check, "lexicon_for_check",
                        lambda language, words, **how: looked_up.append(list(words)) or lists(language, words, **how))
    game = tmp_path / "herbst.wmm"
    run.new(game, "--roster", csv_file(tmp_path / "roster.csv", "name,secret", GERMAN_SECRETS), unknown=())
    assert looked_up == [["SALAT", "BIRNE", "TISCH", "SAHNE", "KERZE"]]
    run.ok("settings", game, "--title", "Herbst", "--attach", "pdf", "--language", "de")
    accepted = load_game(game)
    for word in GERMAN_SECRETS:
        accepted = accepted.with_accepted(word[1])
    save_game(accepted, game)
    assert run.ok("settings", game, "--words", "fr").endswith("German nouns → French words\n")  # no warning
    assert looked_up == [["SALAT", "BIRNE", "TISCH", "SAHNE", "KERZE"]]


def test_settings_json_says_its_warnings_in_the_users_language_with_their_codes(tmp_path: Path) -> None:
    roster = csv_file(tmp_path / "roster.csv", "name,secret", GERMAN_SECRETS)
    assert wordmastermind(tmp_path, {}, "new", "herbst.wmm", "--roster", roster).returncode == 0
    changed = wordmastermind(tmp_path, {"LANG": "de_DE.UTF-8"}, "settings", "herbst.wmm", "--words", "nl", "--json")
    assert (changed.returncode, changed.stderr) == (0, "")
    warning = json.loads(changed.stdout)["warnings"][0]
    assert (warning["code"], warning["params"], warning["text"]) == (
        "cli.unknown_secrets", {"count": "2", "words": "Dutch words"},
        "die Wortlisten (niederländische Wörter) kennen 2 Geheimwörter nicht; die Partie behält sie trotzdem:")
    assert [(d["params"]["player"], d["text"]) for d in warning["details"]] == [
        ("Gustav", "das Geheimwort von Gustav, BIRNE: kein bekanntes Wort"),
        ("Fritzchen", "das Geheimwort von Fritzchen, KERZE: kein bekanntes Wort")]

