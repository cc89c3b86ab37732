"""A game's word rules and the characters a word may not hold, said in the user's language."""

from __future__ import annotations

from pathlib import Path

from test_cli import RULES_ROSTER, csv_file
from test_cli_language import wordmastermind
from wordmastermind.core.words import WordRules
from wordmastermind.files.i18n import render


def test_a_space_among_other_forbidden_characters_is_translated() -> None:
    problem = WordRules(5, False).problem("ÄB CD")
    assert problem is not None
    assert render(problem, "de") == "ÄB CD: Ä, ein Leerzeichen sind nicht erlaubt (diese Partie erlaubt nur A–Z)"
    assert str(problem) == "ÄB CD: Ä, a space are not allowed (this game allows only A-Z)"


def test_the_rules_described_in_german_dutch_and_french() -> None:
    rules = WordRules(5, True).describe()
    assert str(rules) == "5 letters, A-Z, Ä, Ö, Ü and ß"
    assert render(rules, "de") == "5 Buchstaben, A–Z, Ä, Ö, Ü und ß"
    assert render(WordRules(6, False).describe(), "nl") == "6 letters, A–Z"
    assert render(WordRules(6, False).describe(), "fr") == "6 lettres, A–Z"


def test_new_says_what_it_made_in_german(tmp_path: Path) -> None:
    roster = csv_file(tmp_path / "roster.csv", "name,secret", RULES_ROSTER)
    done = wordmastermind(tmp_path, {"LANG": "de_DE.UTF-8"}, "new", tmp_path / "g.wmm", "--roster", roster)
    assert done.stdout.strip() == (f"{tmp_path / 'g.wmm'}: neue Partie mit 5 Spielern (5 Buchstaben, A–Z;"
                                   " deutsche Substantive; Berichte auf Deutsch)")
