"""Word lists: the pure checks, the real lists, the cache and ``check``."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from wordmastermind.cli.check import add_check_parser
from wordmastermind.core.lexicon import (
    Lexicon,
    check_noun,
    check_word,
    make_lexicon,
    nouns_for,
    parse_word_list,
    same_lexicon,
    with_own_list,
)
from wordmastermind.core.spelling import dutch_forms, normalize_for
from wordmastermind.core.words import WordRules
from wordmastermind.files import lexicon_store
from wordmastermind.files.lexicon_store import LexiconError, cache_path, load_lexicon

ROWS = [
    {"lemma": "Salat", "pos": "Substantiv", "nominativ singular": "Salat",
     "nominativ plural": "Salate", "genitiv singular": "Salats", "genitiv singular*": "Salates",
     "dativ plural": "Salaten"},
    {"lemma": "Fuß", "pos": "Substantiv", "nominativ singular": "Fuß", "nominativ plural": "Füße"},
    {"lemma": "Bär", "pos": "Substantiv", "nominativ singular": "Bär", "nominativ plural": "Bären"},
    {"lemma": "Regen", "pos": "Substantiv", "nominativ singular": "Regen"},
    {"lemma": "Regen", "pos": "Substantiv,Toponym", "nominativ singular": "Regen"},
    {"lemma": "Essen", "pos": "Substantiv,Toponym", "nominativ singular": "Essen"},
    {"lemma": "Peter", "pos": "Substantiv,Vorname"},
    {"lemma": "Kfz", "pos": "Abkürzung,Substantiv"},
    {"lemma": "Tisch", "pos": "Substantiv", "nominativ singular": "Tisch"},
    {"lemma": "Leute", "pos": "Substantiv", "nominativ plural": "Leute"},
    {"lemma": "ABC-Waffe", "pos": "Substantiv", "nominativ singular": "ABC-Waffe"},
    {"lemma": "laufen", "pos": "Verb"},
]


@pytest.fixture(scope="module")
def german() -> Lexicon:
    return make_lexicon("de", words=[("salat", 4.1), ("strasse", 4.5), ("und", 7.0)], noun_rows=ROWS)


# ---------------------------------------------------------------- pure functions


def test_a_noun_in_nominative_singular_is_known(german: Lexicon) -> None:
    assert check_noun(german, " salat ").known
    assert check_noun(german, "Salat").reason is None


def test_a_plural_says_whose(german: Lexicon) -> None:
    assert str(check_noun(german, "Salate").reason) == "plural of SALAT"
    assert str(check_noun(german, "Füße").reason) == "plural of FUẞ"


def test_other_cases_are_not_nominative(german: Lexicon) -> None:
    assert str(check_noun(german, "Salats").reason) == "not nominative: genitive of SALAT"
    assert str(check_noun(german, "Salaten").reason) == "not nominative: dative plural of SALAT"


def test_names_abbreviations_and_plural_only_words_are_left_out(german: Lexicon) -> None:
    assert str(check_noun(german, "Peter").reason) == "not a common noun: first name"
    assert str(check_noun(german, "Essen").reason) == "not a common noun: place name"
    assert str(check_noun(german, "Kfz").reason) == "not a common noun: abbreviation"
    assert str(check_noun(german, "Leute").reason) == "plural only (no singular)"
    assert str(check_noun(german, "Stuhl").reason) == "not a known noun"


def test_a_plain_noun_that_is_also_a_town_is_a_noun(german: Lexicon) -> None:
    assert check_noun(german, "Regen").known


def test_sharp_s_stays_one_letter(german: Lexicon) -> None:
    assert "FUẞ" in german.nouns
    assert str(check_noun(german, "FUSS").reason) == "not a known noun"
    assert check_noun(german, "Fuß", WordRules(3, umlauts=True)).known
    # wordfreq folds ß to ss: the general list finds STRASSE for STRAẞE
    assert check_word(german, "Straße").known


def test_wrong_length_or_alphabet_is_reported_with_the_list_result(german: Lexicon) -> None:
    assert str(check_noun(german, "Tisch", WordRules(6)).reason) == "TISCH has 5 letters, the game needs 6"
    result = check_noun(german, "Bär", WordRules(3))
    assert not result.known
    assert str(result.reason) == "BÄR: Ä is not allowed (this game allows only A-Z)"
    assert str(check_noun(german, "Salate", WordRules(5)).reason) == (
        "SALATE has 6 letters, the game needs 5; plural of SALAT"
    )


def test_nouns_for_leaves_out_umlauts_without_transliterating(german: Lexicon) -> None:
    assert nouns_for(german, WordRules(5)) == ("REGEN", "SALAT", "TISCH")
    assert nouns_for(german, WordRules(3)) == ()
    assert nouns_for(german, WordRules(3, umlauts=True)) == ("BÄR", "FUẞ")
    assert "ABC-WAFFE" not in german.nouns


def test_general_words(german: Lexicon) -> None:
    assert check_word(german, "und").known
    assert check_word(german, "Salat").known
    assert str(check_word(german, "xyz").reason) == "not a known word"
    assert german.frequency("Salat") == 4.1
    assert german.frequency("xyz") == 0.0


def test_dutch_accents_hyphens_and_ij() -> None:
    assert normalize_for("nl", "café") == "CAFE"
    assert normalize_for("nl", "mee-eten") == "MEEETEN"
    assert dutch_forms("ijzer") == {"IJZER", "YZER"}
    assert dutch_forms("yoga") == {"YOGA", "IJOGA"}
    lex = make_lexicon("nl", words=[("ijs", 4.0), ("café", 4.0), ("mee-eten", 2.0)])
    assert check_word(lex, "YS").known and check_word(lex, "ijs").known
    assert check_word(lex, "Cafe").known and check_word(lex, "meeeten").known
    assert check_word(lex, "YS", WordRules(3)).known  # IJS has three letters
    assert check_word(lex, "YS", WordRules(2)).known  # and YS two
    # a game's letters are the game's, not the Dutch list's folding: KÄLTE breaks an A-to-Z game (found by a
    # Dutch game master, who was told "KALTE: not a known word")
    checked = check_word(make_lexicon("nl", words=[("kalte", 3.0)]), "KÄLTE", WordRules())
    assert not checked.known and str(checked.reason) == "KÄLTE: Ä is not allowed (this game allows only A-Z)"


def test_french_drops_accents_and_ligatures() -> None:
    lex = make_lexicon("fr", words=[("cœur", 5.0), ("été", 5.0)])
    assert check_word(lex, "COEUR").known and check_word(lex, "ete").known


def test_own_list_adds_or_replaces(german: Lexicon) -> None:
    words = parse_word_list("# my words\nQuark\n\nSalate  # counts, here\n")
    assert words == ["Quark", "Salate"]
    mine = with_own_list(german, words)
    assert check_noun(mine, "Quark").known and check_noun(mine, "Salate").known
    assert check_noun(mine, "Salat").known
    only = with_own_list(german, words, replace=True)
    assert check_noun(only, "Quark").known and not check_noun(only, "Salat").known


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown language"):
        make_lexicon("xx")


# ---------------------------------------------------------------- the real lists


@pytest.fixture(scope="module")
def cache(lexicon_cache: Path) -> Path:
    return lexicon_cache  # the run's own: the real lists are built once for every test that needs them


@pytest.fixture(scope="module")
def real_german(cache: Path) -> Lexicon:
    return load_lexicon("de", cache_dir=cache)


def test_real_german_nouns(real_german: Lexicon) -> None:
    assert check_noun(real_german, "Salat").known
    assert str(check_noun(real_german, "Salate").reason) == "plural of SALAT"
    assert str(check_noun(real_german, "Salats").reason) == "not nominative: genitive of SALAT"
    assert check_noun(real_german, "Regen").known
    assert str(check_noun(real_german, "Peter").reason) == "not a common noun: first name"
    assert check_noun(real_german, "Straße").known
    assert "SALAT" in nouns_for(real_german, WordRules(5))
    assert all(w.isascii() for w in nouns_for(real_german, WordRules(5)))


def test_real_german_nouns_that_are_proper_names_too_are_nouns(real_german: Lexicon) -> None:
    """german-nouns tags Sonne (the sun, a sun) and Jungfrau (a maiden, a mountain) a proper name and a noun in
    one row, as it tags Agamemnon; every such row was read as a name's. One that declines its word in the
    plural too is a noun's; a name of one thing (no plural) stays a name."""
    for word in ("Sonne", "Jungfrau", "Airbus", "Nobelpreis"):
        assert check_noun(real_german, word).known, word
    assert str(check_noun(real_german, "Sonnen").reason) == "plural of SONNE"
    for name in ("Agamemnon", "Jupiter", "Eiffelturm", "Zeus"):
        assert str(check_noun(real_german, name).reason) == "not a common noun: proper name", name
    assert str(check_noun(real_german, "Hosen").reason) == "plural of HOSE"  # the rules want the singular


def test_real_german_from_the_cache_is_the_same(real_german: Lexicon, cache: Path) -> None:
    written = built_at(cache_path("de", cache))
    start = time.perf_counter()
    again = load_lexicon("de", cache_dir=cache)
    loaded = time.perf_counter() - start
    first = check_noun(again, "Salate")
    total = time.perf_counter() - start
    print(f"German from the cache: load {loaded:.3f} s, with the first plural check {total:.3f} s")
    assert built_at(cache_path("de", cache)) == written  # read, not built again (its speed: benchmarks/word_lists.py)
    assert str(first.reason) == "plural of SALAT"
    assert str(check_noun(again, "Peter").reason) == "not a common noun: first name"
    assert again.frequency("Salat") == real_german.frequency("Salat") > 3


def test_real_dutch_and_french(cache: Path) -> None:
    dutch = load_lexicon("nl", cache_dir=cache)
    assert check_word(dutch, "fiets").known
    assert check_word(dutch, "YS").known  # ijs
    assert check_word(load_lexicon("fr", cache_dir=cache), "fromage").known


SMALL_WORDS = {"nl": [("fiets", 4.8), ("ijs", 4.0), ("paard", 4.2)], "fr": [("fromage", 4.5), ("chien", 4.9)]}
"""The small lists the tests of a missing or damaged cache build instead of the real ones."""


@pytest.fixture
def small_builds(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Builds make a small list of their own (:data:`SMALL_WORDS`): a cache that is missing or damaged is
    built again as the real lists would be, in a fraction of the time. The languages built, in order."""
    from wordmastermind.files.lexicon_build import section

    built: list[str] = []

    def build_cache(language: str, *, low_priority: bool | None = None) -> bytes:
        built.append(language)
        words = dict((normalize_for(language, word), f"{zipf}") for word, zipf in SMALL_WORDS[language])
        sections = {"words": section(words, words.__getitem__), "nouns": [], "forms": [], "others": []}
        return b"".join(lexicon_store.pack_cache(language, lexicon_store.source_versions(language), sections))

    monkeypatch.setattr(lexicon_store, "build_cache", build_cache)
    return built


def test_the_first_load_builds_the_cache_and_the_second_reads_it(tmp_path: Path, small_builds: list[str]) -> None:
    path = cache_path("nl", tmp_path)
    built = load_lexicon("nl", cache_dir=tmp_path)
    assert path.is_file() and small_builds == ["nl"]
    assert check_word(built, "fiets").known and check_word(built, "YS").known
    cached = load_lexicon("nl", cache_dir=tmp_path)
    assert small_builds == ["nl"]  # read, not built again
    assert same_lexicon(built, cached)


def built_at(path: Path) -> tuple[int, int]:
    """When and as which file the cache at ``path`` was written: a rebuild changes both."""
    status = path.stat()
    return status.st_ino, status.st_mtime_ns


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: b"not a cache",
        lambda data: data[: len(data) // 2],
        lambda data: data[:-10] + b"XXXXXXXXXX",
        lambda data: b"",
    ],
    ids=["garbage", "truncated", "overwritten", "empty"],
)
def test_a_damaged_cache_is_rebuilt(tmp_path: Path, damage, small_builds: list[str]) -> None:  # type: ignore[no-untyped-def]
    path = cache_path("fr", tmp_path)
    load_lexicon("fr", cache_dir=tmp_path)
    good = path.read_bytes()
    path.write_bytes(damage(good))
    damaged = built_at(path)
    lexicon = load_lexicon("fr", cache_dir=tmp_path)
    assert check_word(lexicon, "fromage").known
    assert path.read_bytes() == good and built_at(path) != damaged
    rebuilt = built_at(path)
    load_lexicon("fr", cache_dir=tmp_path)
    assert built_at(path) == rebuilt  # the rebuilt cache is good: read, not built again
    assert small_builds == ["fr", "fr"]


@pytest.mark.parametrize("older", ["versions", "format"])
def test_a_cache_from_other_versions_is_rebuilt(tmp_path: Path, small_builds: list[str], older: str) -> None:
    """Built from other versions of the lists, or by an earlier app that read them otherwise (format 1 read
    SONNE, a proper name and a noun in one row, as a name only)."""
    path = cache_path("fr", tmp_path)
    load_lexicon("fr", cache_dir=tmp_path)
    data = path.read_bytes()
    end = data.index(b"\n")
    header = json.loads(data[:end])
    assert header["versions"] == {"wordfreq": lexicon_store.source_versions("fr")["wordfreq"]}
    assert header["format"] == lexicon_store.FORMAT_VERSION > 1
    if older == "versions":
        header["versions"]["wordfreq"] = "0.0.1"
    else:
        header["format"] = 1
    path.write_bytes(json.dumps(header).encode() + data[end:])
    load_lexicon("fr", cache_dir=tmp_path)
    assert path.read_bytes() == data and small_builds == ["fr", "fr"]


def test_an_own_list_can_replace_the_lists_without_loading_them(tmp_path: Path) -> None:
    own = tmp_path / "mine.txt"
    own.write_text("\ufeff# Spielleiterliste\nquark\nmüsli\n", encoding="utf-8")
    lexicon = load_lexicon("de", cache_dir=tmp_path, own_list=own, replace=True)
    assert not cache_path("de", tmp_path).exists()
    assert sorted(lexicon.nouns) == ["MÜSLI", "QUARK"]
    with pytest.raises(LexiconError, match="no-such"):
        load_lexicon("de", cache_dir=tmp_path, own_list=tmp_path / "no-such.txt", replace=True)
    with pytest.raises(LexiconError, match="unknown language"):
        load_lexicon("xx", cache_dir=tmp_path)


FIRST_GERMAN_CHECK = """
import json, resource, sys
from pathlib import Path
from wordmastermind.core.lexicon import check_noun
from wordmastermind.files.lexicon_store import load_lexicon
lexicon = load_lexicon("de", cache_dir=Path(sys.argv[1]))
peak = next(line for line in open("/proc/self/status") if line.startswith("VmHWM:"))
print(json.dumps({
    "reason": str(check_noun(lexicon, "Salate").reason),
    # ru_maxrss of this process would count the test's own process, whose copy it began as
    "self": int(peak.split()[1]) / 1024,
    # the builder began as a copy of this small process: its ru_maxrss is its own
    "builder": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024,
}))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc and ru_maxrss in KiB, as on Linux")
def test_the_first_german_check_builds_the_lists_in_a_lean_process_of_its_own(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-c", FIRST_GERMAN_CHECK, str(tmp_path)], capture_output=True, text=True, check=True
    )
    seen = json.loads(out.stdout)
    print(f"first German check: the app's process {seen['self']:.0f} MiB, the builder {seen['builder']:.0f} MiB")
    assert seen["reason"] == "plural of SALAT"
    assert cache_path("de", tmp_path).is_file()
    assert seen["builder"] > 50  # the lists were built by a process of their own ...
    assert seen["builder"] <= 200  # ... which stays within 200 MiB
    assert seen["self"] <= 120  # and the app's own process never holds the whole build


def test_the_lean_reading_of_the_noun_list_gives_what_its_rows_give() -> None:
    import csv
    import io
    import itertools
    from importlib.resources import files

    from wordmastermind.core.noun_rows import parse_noun_rows, parse_noun_table

    resource = files("german_nouns").joinpath("nouns.csv")
    with resource.open("rb") as raw, io.TextIOWrapper(raw, encoding="utf-8", newline="") as handle:
        rows = list(itertools.islice(csv.reader(handle), 20001))
    header, body = rows[0], rows[1:]
    as_dicts = [dict(zip(header, row, strict=True)) for row in body]
    lean = parse_noun_table(header, body)
    assert lean == parse_noun_rows(as_dicts)
    assert list(lean[1].items()) == list(parse_noun_rows(as_dicts)[1].items())  # the same order too
    assert len(lean[0]) > 10000 and len(lean[1]) > 10000 and lean[2]
    # columns in another order, and rows cut short, read the same
    order = [*reversed(range(len(header)))]
    shuffled = parse_noun_table([header[i] for i in order], [[row[i] for i in order] for row in body])
    assert shuffled[0] == lean[0] and shuffled[2] == lean[2] and set(shuffled[1]) == set(lean[1])
    short = [row[: header.index("genitiv singular")] for row in body]
    assert parse_noun_table(header, short) == parse_noun_rows(
        [{k: v for k, v in zip(header, row, strict=False)} for row in short]
    )


def test_a_build_that_fails_says_why() -> None:
    with pytest.raises(LexiconError, match=r"^the xx word lists could not be built: unknown language 'xx'"):
        lexicon_store.build_cache("xx")


def test_importing_the_list_code_loads_no_list() -> None:
    code = (
        "import sys, wordmastermind.cli, wordmastermind.cli.check, wordmastermind.core.lexicon, "
        "wordmastermind.files.lexicon_store\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in {'german_nouns', 'wordfreq'}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# ---------------------------------------------------------------- the command


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="wordmastermind")
    sub = parser.add_subparsers(dest="command", required=True)

    def command(name, run, help):  # type: ignore[no-untyped-def]
        p = sub.add_parser(name, help=help)
        p.set_defaults(run=run)
        return p

    add_check_parser(sub, command)
    return parser


def _run(argv: list[str], cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lexicon_store, "default_cache_dir", lambda: cache)
    args = _parser().parse_args(["check", *argv])
    args.run(args)


def test_check_command_says_why(cache: Path, real_german: Lexicon, monkeypatch: pytest.MonkeyPatch,
                                capsys: pytest.CaptureFixture[str]) -> None:
    _run(["Salat", "Salate", "Salats", "Peter", "Qwxzy", "--noun"], cache, monkeypatch)
    assert capsys.readouterr().out.splitlines() == [
        "SALAT: known",
        "SALATE: not accepted (plural of SALAT)",
        "SALATS: not accepted (not nominative: genitive of SALAT)",
        "PETER: not accepted (not a common noun: first name)",
        "QWXZY: not accepted (not a known noun)",
    ]


def test_check_command_uses_the_game_settings(
    cache: Path, real_german: Lexicon, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from wordmastermind.core.wmm.game import Game, Settings
    from wordmastermind.files.wmm.file import save_game

    game = tmp_path / "g.wmm"
    save_game(Game(Settings("t", 5, False, False), ()), game)
    _run(["Salat", "Tische", "Bären", "--noun", "--game", str(game)], cache, monkeypatch)
    assert capsys.readouterr().out.splitlines() == [
        "SALAT: known",
        "TISCHE: not accepted (TISCHE has 6 letters, the game needs 5; plural of TISCH)",
        "BÄREN: not accepted (BÄREN: Ä is not allowed (this game allows only A-Z); plural of BÄR, BÄRE)",
    ]


def test_check_command_with_an_own_list_and_dutch(
    cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    own = tmp_path / "eigen.txt"
    own.write_text("snertje\n", encoding="utf-8")
    _run(["--lang", "nl", "fiets", "YS", "snertje", "qxqzv", "--list", str(own)], cache, monkeypatch)
    assert capsys.readouterr().out.splitlines() == [
        "FIETS: known", "YS: known", "SNERTJE: known", "QXQZV: not accepted (not a known word)",
    ]
    _run(["--lang", "nl", "fiets", "snertje", "--list", str(own), "--replace"], cache, monkeypatch)
    assert capsys.readouterr().out.splitlines() == [
        "FIETS: not accepted (not a known word)", "SNERTJE: known",
    ]


def test_check_command_checks_a_dutch_or_french_games_words_in_its_language(
    cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from wordmastermind.core.wmm.game import Game, Settings
    from wordmastermind.files.wmm.file import save_game

    dutch, french = tmp_path / "nl.wmm", tmp_path / "fr.wmm"
    save_game(Game(Settings("t", 5, language="nl"), ()), dutch)
    save_game(Game(Settings("t", 5, language="fr"), ()), french)
    _run(["fiets", "kerze", "--noun", "--game", str(dutch)], cache, monkeypatch)
    assert capsys.readouterr().out.splitlines() == [
        "note: there is no noun list for Dutch; checking words",
        "FIETS: known",
        "KERZE: not accepted (not a known word)",
    ]
    _run(["chien", "kerze", "--game", str(french)], cache, monkeypatch)
    assert capsys.readouterr().out.splitlines() == ["CHIEN: known", "KERZE: not accepted (not a known word)"]


def test_check_command_checks_a_games_words_in_its_word_language_not_its_reports(
    cache: Path, real_german: Lexicon, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from wordmastermind.core.wmm.game import Game, Settings
    from wordmastermind.files.wmm.file import save_game

    german, dutch = tmp_path / "duits.wmm", tmp_path / "nederlands.wmm"
    save_game(Game(Settings("t", 5, language="nl", words_in="de"), ()), german)  # a Dutch club's German game
    save_game(Game(Settings("t", 5, language="de", words_in="nl"), ()), dutch)
    _run(["salat", "fiets", "--noun", "--game", str(german)], cache, monkeypatch)
    assert capsys.readouterr().out.splitlines() == ["SALAT: known", "FIETS: not accepted (not a known noun)"]
    _run(["fiets", "kerze", "--game", str(dutch)], cache, monkeypatch)
    assert capsys.readouterr().out.splitlines() == ["FIETS: known", "KERZE: not accepted (not a known word)"]


def test_check_command_fails_on_a_missing_list(
    cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_:
        _run(["x", "--list", str(tmp_path / "none.txt"), "--replace"], cache, monkeypatch)
    assert exit_.value.code == 1
    assert "none.txt" in capsys.readouterr().err


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux cache folder")
def test_the_cache_folder_is_the_users_cache_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    assert lexicon_store.default_cache_dir() == tmp_path / ".cache" / "wordmastermind"
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert lexicon_store.default_cache_dir() == tmp_path / "cache" / "wordmastermind"
