"""What ``wordmastermind check --noun`` tells a German game master of the rules' hard cases: "ein deutsches
Hauptwort (Einzahl, Nominativ)" (docs/rules.md, "Word lists"), from the real lists, the same at the first
check (read from the lists themselves) as from the built cache."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_check_first import check, cold, real_german  # noqa: F401 (fixtures)

pytestmark = pytest.mark.slow


def verdicts(words: list[str], real_german: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,  # noqa: F811
             capsys: pytest.CaptureFixture[str], *more: str) -> dict[str, str]:
    """Each word's verdict, as the first check and the built lists give it (the same)."""
    argv = [*words, "--noun", "--lang", "de", *more]
    first = check(argv, tmp_path / "cache", monkeypatch, capsys)
    assert first == check(argv, real_german, monkeypatch, capsys)
    return dict(line.split(": ", 1) for line in first.splitlines())


def test_a_plural_that_a_regional_entry_gives_as_a_noun_is_a_plural(
    real_german: Path, cold: list[object], tmp_path: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    """Found by a German game master: KERLE was known, but KERNE "plural of KERN". The list has a regional
    noun *Kerle* besides *Kerl*, its dative plural *Kerle* with no -n; the plural of KERL it is. The nouns
    that are another's plural and decline as German does stay nouns (die Reise, the rice's Reise)."""
    seen = verdicts(["Kerle", "Kerne", "Kerles", "Kerl", "Reise", "Kohle", "Halle", "Fonds", "Hoden"],
                    real_german, tmp_path, monkeypatch, capsys)
    assert seen["KERLE"] == "not accepted (plural of KERL)"
    assert seen["KERNE"] == "not accepted (plural of KERN)"
    assert seen["KERLES"] == "not accepted (not nominative: genitive of KERL)"
    assert {word: seen[word] for word in ("KERL", "REISE", "KOHLE", "HALLE", "FONDS", "HODEN")} == dict.fromkeys(
        ("KERL", "REISE", "KOHLE", "HALLE", "FONDS", "HODEN"), "known")


def test_a_name_whose_entry_gives_no_gender_is_a_name_though_declined_in_the_plural(
    real_german: Path, cold: list[object], tmp_path: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    """Found by a German game master: ARMINIA (Arminia Bielefeld, a club) was known. Its entry, tagged a
    proper name, declines it in the plural too, as SONNE's does, but gives no gender, as a common noun's
    entry does."""
    seen = verdicts(["Arminia", "Arminias", "Sonne", "Airbus", "Jungfrau", "Jupiter", "Otto", "Haus"],
                    real_german, tmp_path, monkeypatch, capsys)
    assert seen["ARMINIA"] == seen["JUPITER"] == "not accepted (not a common noun: proper name)"
    assert seen["ARMINIAS"] == "not accepted (not a known noun)"
    assert seen["OTTO"] == "not accepted (not a common noun: first name)"
    assert seen["SONNE"] == seen["AIRBUS"] == seen["JUNGFRAU"] == seen["HAUS"] == "known"


def test_nominalisations_are_nouns(
    real_german: Path, cold: list[object], tmp_path: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    """A nominalised verb, adjective or adverb is a Hauptwort (das Lesen, die Erste, das Heute): known."""
    seen = verdicts(["Lesen", "Erste", "Heute", "Wissen"], real_german, tmp_path, monkeypatch, capsys)
    assert seen == dict.fromkeys(["LESEN", "ERSTE", "HEUTE", "WISSEN"], "known")


def test_a_noun_the_list_has_as_a_name_only_is_the_game_masters_own_list(
    real_german: Path, cold: list[object], tmp_path: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    """die Nemesis, die Galaxis: their entries are tagged a proper name and decline them in the singular
    only, as JUPITER's and URANUS's do; nothing in the list tells them apart. The check says so, and the
    game master's own list makes them nouns."""
    words = ["Nemesis", "Galaxis", "Uranus"]
    seen = verdicts(words, real_german, tmp_path, monkeypatch, capsys)
    assert seen == dict.fromkeys(["NEMESIS", "GALAXIS", "URANUS"], "not accepted (not a common noun: proper name)")
    own = tmp_path / "mine.txt"
    own.write_text("# nouns the list has as names only\nNemesis\nGalaxis\n", encoding="utf-8")
    seen = verdicts(words, real_german, tmp_path, monkeypatch, capsys, "--list", str(own))
    assert seen["NEMESIS"] == seen["GALAXIS"] == "known"
    assert seen["URANUS"] == "not accepted (not a common noun: proper name)"
