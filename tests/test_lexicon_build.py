"""The build of the word lists' cache: read the quick way, the same words as read the plain way."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
import threading
import time
import unicodedata
from collections.abc import Iterator
from importlib.resources import files
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordmastermind.core.noun_rows import Form, parse_noun_table
from wordmastermind.core.spelling import NORMALIZERS, is_word, words_of
from wordmastermind.files.lexicon_store import (
    LexiconError,
    build_cache,
    cache_path,
    load_lexicon,
    stop_build,
    unpack_sections,
)
from wordmastermind.files.noun_lines import parse_noun_lines

# Letters, marks that compose with them or not, white space, separators, a letter that NFC
# replaces (the Angstrom sign), Hangul jamo that NFC joins, digits and punctuation.
TRICKY = "aAsßẞäÄoöÖ\u0308\u0301\u030c\u212b\u1100\u1161 \t\u00a0\u2000\n\r,-'4ǰŉ"


def plain_words(language: str, entries: list[str]) -> list[str]:
    normalize = NORMALIZERS[language]
    return [word if is_word(word) else "" for word in map(normalize, entries)]


@given(st.lists(st.text(alphabet=TRICKY, max_size=8), max_size=30), st.sampled_from(["de", "nl", "fr"]))
def test_words_of_normalises_all_entries_as_each_alone(entries: list[str], language: str) -> None:
    assert words_of(language, entries) == plain_words(language, entries)


def test_words_of_the_real_german_list_are_the_plain_ones() -> None:
    import wordfreq

    buckets = wordfreq.read_cBpack(wordfreq.available_languages("large")["de"])
    entries = [word for bucket in buckets for word in bucket]
    assert len(entries) > 500_000
    assert words_of("de", entries) == plain_words("de", entries)


@pytest.mark.parametrize("language", ["de", "nl", "fr"])
def test_wordfreqs_list_is_read_as_wordfreq_reads_it(language: str) -> None:
    import wordfreq

    from wordmastermind.files.lexicon_build import frequency_buckets

    assert list(frequency_buckets(language)) == wordfreq.read_cBpack(wordfreq.available_languages("large")[language])


def noun_csv_lines() -> Iterator[str]:
    with files("german_nouns").joinpath("nouns.csv").open("rb") as raw, io.TextIOWrapper(
        raw, encoding="utf-8", newline=""
    ) as handle:
        yield from handle


def plain_table(lines: list[str]) -> tuple[frozenset[str], dict[str, tuple[Form, ...]], dict[str, str]]:
    rows = csv.reader(lines)
    return parse_noun_table(next(rows), rows)


def assert_same_reading(quick: tuple[frozenset[str], dict[str, tuple[Form, ...]], dict[str, str]],
                        plain: tuple[frozenset[str], dict[str, tuple[Form, ...]], dict[str, str]]) -> None:
    assert quick[0] == plain[0]
    assert list(quick[1].items()) == list(plain[1].items())  # the forms in the same order too
    assert list(quick[2].items()) == list(plain[2].items())


@pytest.mark.slow
def test_the_quick_reading_of_the_real_noun_list_is_the_plain_one() -> None:
    lines = list(noun_csv_lines())
    quick = parse_noun_lines(lines)
    assert_same_reading(quick, plain_table(lines))
    assert len(quick[0]) > 80_000 and len(quick[1]) > 150_000 and len(quick[2]) > 5_000


HEADER = (
    "lemma,pos,genus,"
    + ",".join(f"{case} {number}{suffix}" for case in ("nominativ", "genitiv", "dativ", "akkusativ")
               for number in ("singular", "plural") for suffix in ("", " 1", " 2"))
    + "\r\n"
)


def row(lemma: str, pos: str, *cells: str) -> str:
    """A line of HEADER's list: the case cells in the header's order, the missing ones empty."""
    tags = f'"{pos}"' if "," in pos else pos
    return ",".join([lemma, tags, "m", *cells, *[""] * (24 - len(cells))]) + "\r\n"


REGIONAL_ROWS = [
    row("Kerl", "Substantiv", "Kerl", "", "", "Kerle", "", "", "Kerls", "", "", "Kerle", "", "", "Kerl", "", "", "Kerlen"),
    row("Kerle", "Substantiv", "Kerle", "", "", "Kerle", "", "", "Kerles", "", "", "Kerle", "", "", "Kerle", "", "",
        "Kerle"),
    row("Reis", "Substantiv", "Reis", "", "", "Reise", "", "", "Reises", "", "", "Reise", "", "", "Reis", "", "",
        "Reisen"),
    row("Reise", "Substantiv", "Reise", "", "", "Reisen", "", "", "Reise", "", "", "Reisen", "", "", "Reise", "", "",
        "Reisen"),
]

ODD_ROWS = [
    row("Salat", "Substantiv", "Salat", "", "", "Salate", "", "", "Salats", "Salates"),  # two genitives
    row("Fuß", "Substantiv", "Fuß", "", "", "Füße", "", "", "Fußes", "", "", "Füße"),
    row("Bär", "substantiv", "Bär"),  # not the tag
    row("Eltern", "Substantiv", "", "", "", "Eltern"),  # plural only
    row("Ko\u0308nig", "Substantiv", "Ko\u0308nig", "", "", "Ko\u0308nige"),  # decomposed umlauts
    row("Tisch", "Substantiv", " Tisch ", "", "", "Tische ", "", "", "Tisch-es", "", "", "4er"),
    row("Regen", "Substantiv,Toponym", "Regen"),
    row("Regen", "Substantiv", "Regen", "", "", "", "", "", "Regens"),
    row("Kfz", "Abkürzung,Substantiv"),
    row("Nix", "Substantiv"),
    row("Angström", "Substantiv", "\u212bngström", "", "", "\u212bngströme"),
    'Zug,"Substantiv,Wortverbindung",m,Zug,,,"Zü\r\nge",,,Zuges' + "," * 17 + "\r\n",  # a cell over two lines
    'Weg,Substantiv,m,Weg,,,"Wege, Wegs",,,Weges' + "," * 17 + "\r\n",  # a comma in a cell
    'Hut,Substantiv,"m,f",Hut,,,Hüte' + "," * 20 + "\r\n",  # a comma in another quoted cell
    '"Wal,Fisch",Substantiv,m,Walfisch,,,Walfische' + "," * 20 + "\r\n",  # and in the lemma
    'Dach,"Substantiv",m,Dach,,,Dächer' + "," * 20 + "\r\n",
    "Kurz,Substantiv,m,Kurz\r\n",  # a short row
    "\r\n",
    row("Salat", "Substantiv", "", "Salat", "", "Salate"),  # the noun in the second column
    # a proper name and a common noun in one row (the sun, a sun: declined in both numbers); names only
    row("Sonne", "Eigenname,Substantiv", "Sonne", "", "", "Sonnen", "", "", "Sonne"),
    row("Agamemnon", "Eigenname,Substantiv"),
    row("Jupiter", "Eigenname,Substantiv", "Jupiter", "", "", "", "", "", "Jupiters"),
    row("Plejaden", "Eigenname,Substantiv", "", "", "", "Plejaden"),
    row("Goethestraße", "Eigenname,Straßenname,Substantiv", "Goethestraße", "", "", "Goethestraßen"),
    # a name declined in both numbers, its entry no gender's (a club): a name
    'Arminia,"Eigenname,Substantiv",,Arminia,,,Arminias' + "," * 20 + "\r\n",
    # a regional noun that is another's plural, no -n in its dative plural (den Kerle): that plural;
    # one that declines as German does (den Reisen) stays a noun
    *REGIONAL_ROWS,
]


def test_the_quick_reading_of_odd_rows_is_the_plain_one() -> None:
    lines = [HEADER, *ODD_ROWS]
    plain = plain_table(lines)
    assert_same_reading(parse_noun_lines(lines), plain)
    assert {"SALAT", "FUẞ", "KÖNIG", "TISCH", "REGEN", "NIX", "ÅNGSTRÖM", "ZUG", "WEG", "KURZ"} <= plain[0]
    assert {"HUT", "WALFISCH", "DACH"} <= plain[0] and plain[1]["DÄCHER"] == (("plural", "DACH"),)
    assert plain[1]["SALATES"] == (("genitive", "SALAT"),) and plain[1]["ELTERN"] == (("plural only", "ELTERN"),)
    assert "BÄR" not in plain[0] and plain[2] == {"KFZ": "abbreviation", "AGAMEMNON": "proper name",
                                                 "JUPITER": "proper name", "PLEJADEN": "proper name",
                                                 "GOETHESTRAẞE": "proper name", "ARMINIA": "proper name"}
    assert "SONNE" in plain[0] and plain[1]["SONNEN"] == (("plural", "SONNE"),)
    assert "ARMINIAS" not in plain[1]
    assert "KERLE" not in plain[0] and plain[1]["KERLE"][0] == ("plural", "KERL")
    assert "KERLES" not in plain[1]  # the regional noun's forms are gone with it
    assert {"KERL", "REIS", "REISE"} <= plain[0] and ("plural", "REISE") in plain[1]["REISEN"]
    # a row given line by line as a file gives them, and as one text
    assert_same_reading(parse_noun_lines(io.StringIO("".join(lines), newline="")), plain)


@pytest.mark.parametrize("cut", [1, 3, 7])
def test_the_quick_reading_of_rows_in_another_order_is_the_plain_one(cut: int) -> None:
    """Columns in another order, or fewer of them: read as CSV rows are."""
    header = next(csv.reader([HEADER]))
    order = [*range(cut, len(header)), *range(cut)]
    lines = [",".join(header[i] for i in order) + "\r\n"]
    for line in ODD_ROWS[:11] + ODD_ROWS[13:16] + REGIONAL_ROWS:
        cells = next(csv.reader([line]))
        lines.append(",".join(cells[i] for i in order) + "\r\n")
    assert_same_reading(parse_noun_lines(lines), plain_table(lines))


@pytest.mark.slow
def test_the_built_german_lists_check_as_the_plain_reading(lexicon_cache: Path) -> None:
    """The cache the app builds holds the words the plain reading of the lists gives."""
    lexicon = load_lexicon("de", cache_dir=lexicon_cache)
    nouns, forms, others = plain_table(list(noun_csv_lines()))
    assert set(lexicon.nouns) == nouns
    assert dict(lexicon.forms) == forms
    assert dict(lexicon.others) == others
    assert unicodedata.is_normalized("NFC", "".join(nouns))


def build(*args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "wordmastermind.files.lexicon_build", *args],
                          capture_output=True, check=False)


@pytest.mark.slow
@pytest.mark.parametrize("part", ["words", "nouns"])
def test_each_part_is_its_sections_of_the_whole_build(lexicon_cache: Path, part: str) -> None:
    """The app builds the parts at once; their sections are what one process alone builds."""
    load_lexicon("de", cache_dir=lexicon_cache)
    whole = cache_path("de", lexicon_cache).read_bytes()
    header = json.loads(whole[: whole.index(b"\n")])
    body = whole[whole.index(b"\n") + 1 :]
    alone = build("de")
    assert alone.returncode == 0, alone.stderr
    assert alone.stdout == whole
    made = build("de", part)
    assert made.returncode == 0, made.stderr
    sections = unpack_sections(made.stdout)
    assert sections is not None
    assert sections == {name: body[slice(*header["sections"][name])] for name in sections}
    assert set(sections) == ({"words"} if part == "words" else {"nouns", "forms", "others"})
    assert unpack_sections(made.stdout[:-1]) is None and unpack_sections(b"{}\n" + made.stdout) is None


def peak_mib(pid: int) -> float:
    """A process's peak resident memory so far (VmHWM), in MiB; 0 once it is gone."""
    try:
        with open(f"/proc/{pid}/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmHWM:")) / 1024
    except (OSError, StopIteration):
        return 0.0


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the processes' memory read in /proc")
def test_the_german_parts_built_at_once_peak_under_200_mib_together() -> None:
    """The issue's memory goal, for what runs at the same time: the nouns' and the words' builders."""
    parts = {part: subprocess.Popen([sys.executable, "-m", "wordmastermind.files.lexicon_build", "de", part],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) for part in ("nouns", "words")}
    peaks = dict.fromkeys(parts, 0.0)
    try:
        while any(process.poll() is None for process in parts.values()):
            for part, process in parts.items():
                peaks[part] = max(peaks[part], peak_mib(process.pid))
            time.sleep(0.002)
    finally:
        for process in parts.values():
            process.kill()
            process.communicate()
    print(f"the builders' peaks: {peaks}")
    assert all(process.returncode == 0 for process in parts.values())
    assert sum(peaks.values()) < 200, peaks


@pytest.mark.parametrize("args", [["de", "nouns", "x"], [], ["de", "word"], ["de", "save"], ["--low"]])
def test_the_builder_says_how_it_is_called(args: list[str]) -> None:
    out = build(*args)
    assert out.returncode == 2 and out.stdout == b""
    assert out.stderr.decode() == (
        "usage: python -m wordmastermind.files.lexicon_build LANG [words|nouns|lookup|save PATH] [--low]\n"
    )


@pytest.mark.parametrize("part", ["words", "nouns"])
def test_an_unknown_language_part_says_why(part: str) -> None:
    out = build("xx", part)
    assert out.returncode == 1 and out.stdout == b""
    assert out.stderr.decode().startswith("unknown language 'xx'")


def children() -> set[int]:
    pids: set[int] = set()
    for listing in Path(f"/proc/{os.getpid()}/task").glob("*/children"):
        pids.update(int(pid) for pid in listing.read_text().split())
    return pids


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the processes' children listed in /proc")
def test_stopping_a_build_ends_its_part_and_starts_no_other() -> None:
    before = children()
    failed: list[str] = []

    def load() -> None:
        try:
            build_cache("de")
        except LexiconError as error:
            failed.append(str(error))

    thread = threading.Thread(target=load)
    thread.start()
    deadline = time.monotonic() + 10
    while not children() - before and time.monotonic() < deadline:
        time.sleep(0.01)
    parts = children() - before
    assert len(parts) == 1  # the nouns first; the words after them, one part at a time
    assert thread.ident is not None and stop_build(thread.ident)
    thread.join(10)
    assert not thread.is_alive()
    assert failed == ["building the de word lists was stopped"]
    assert not children() - before  # the words' part was never started
    assert not children() & parts
