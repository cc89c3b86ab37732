"""Why the word lists refuse a word, and why they cannot be loaded, in the user's language."""

from __future__ import annotations

from pathlib import Path

from wordmastermind.core.lexicon import check_noun, make_lexicon
from wordmastermind.files.i18n import render

from test_cli_language import wordmastermind

ROWS = [
    {"lemma": "Salat", "pos": "Substantiv", "nominativ singular": "Salat", "nominativ plural": "Salate",
     "genitiv singular": "Salats", "dativ plural": "Salaten"},
    {"lemma": "Fuß", "pos": "Substantiv", "nominativ singular": "Fuß", "dativ plural": "Füßen",
     "akkusativ plural": "Füßen"},
    {"lemma": "Peter", "pos": "Substantiv,Vorname"},
    {"lemma": "Eltern", "pos": "Substantiv", "nominativ plural": "Eltern"},
]


def test_a_word_check_s_reasons_read_german_dutch_and_french() -> None:
    lexicon = make_lexicon("de", noun_rows=ROWS)
    said = {word: check_noun(lexicon, word).reason or "" for word in ("Salate", "Salats", "Füßen", "Peter", "Eltern")}
    assert {word: str(reason) for word, reason in said.items()} == {
        "Salate": "plural of SALAT", "Salats": "not nominative: genitive of SALAT",
        "Füßen": "not nominative: dative plural/accusative plural of FUẞ",
        "Peter": "not a common noun: first name", "Eltern": "plural only (no singular)",
    }
    assert {word: render(reason, "de") for word, reason in said.items()} == {
        "Salate": "Plural von SALAT", "Salats": "nicht im Nominativ: Genitiv von SALAT",
        "Füßen": "nicht im Nominativ: Dativ Plural/Akkusativ Plural von FUẞ",
        "Peter": "kein Gattungsname: Vorname", "Eltern": "nur im Plural (kein Singular)",
    }
    assert render(said["Salats"], "nl") == "geen nominatief: genitief van SALAT"
    assert render(said["Peter"], "fr") == "pas un nom commun\u00a0: prénom"


def test_an_own_list_that_is_missing_or_no_text_is_refused_in_german(tmp_path: Path) -> None:
    missing = tmp_path / "missing.txt"
    done = wordmastermind(tmp_path, {"LANG": "de_DE.UTF-8"}, "check", "--list", missing, "--replace", "SALAT")
    assert (done.returncode, done.stderr.strip()) == (1, f"wordmastermind: {missing}: diese Datei gibt es nicht")
    latin = tmp_path / "latin.txt"
    latin.write_bytes("Fuß\n".encode("latin-1"))
    done = wordmastermind(tmp_path, {"LANG": "de_DE.UTF-8"}, "check", "--list", latin, "--replace", "SALAT")
    assert done.stderr.strip() == f"wordmastermind: {latin}: kein UTF-8-Text"
