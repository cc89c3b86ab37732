"""The early answer for a few German words, from german-nouns' CSV itself, is the built lists' answer."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from test_lexicon_build import HEADER, ODD_ROWS, row

from wordmastermind.core.lexicon import Lexicon, check_noun
from wordmastermind.core.words import normalize_word
from wordmastermind.files.lexicon_store import load_lexicon
from wordmastermind.files.noun_lines import parse_noun_lines
from wordmastermind.files import noun_lookup
from wordmastermind.files.noun_lookup import early_nouns, looked_up, nouns_in


def sample(words: list[str], count: int) -> list[str]:
    step = max(1, len(words) // count)
    return words[::step][:count]


def test_the_early_answers_are_the_built_lists_answers(lexicon_cache: Path) -> None:
    built = load_lexicon("de", cache_dir=lexicon_cache)
    nouns = sorted(built.nouns)
    forms, others = sorted(built.forms), sorted(built.others)
    beyond_ascii = [word for word in nouns + forms if not word.isascii()]
    asked = [
        *sample(nouns, 40), *sample(forms, 40), *sample(others, 25), *sample(beyond_ascii, 30),
        "Salate", "Salats", "Salat", "Straße", "STRASSE", "Füßen", "Peter", "Regen", "Eltern", "Leute",
        "Kfz", "Yalçın", "Käse", "Quarx", "SAHNE", "SALSA", "e", "Tisch-es", "",
        "Sonne", "Sonnen", "Jungfrau", "Agamemnon", "Jupiter", "Airbus",  # proper names, and nouns as well
    ]
    start = time.perf_counter()
    early = early_nouns(asked)
    print(f"{len(asked)} words looked up early in {time.perf_counter() - start:.2f} s")
    for word in asked:
        if word and normalize_word(word).isalpha():
            assert normalize_word(word) in early.words, word
            assert check_noun(early.lexicon, word) == check_noun(built, word), word
    # some of each kind of answer
    reasons = {str(check_noun(early.lexicon, word).reason or "known") for word in asked if word}
    assert {"known", "plural of SALAT", "not a known noun", "not a common noun: first name",
            "plural of SONNE", "not a common noun: proper name"} <= reasons
    assert any(reason.startswith("not nominative:") for reason in reasons)


def test_a_single_word_is_looked_up_in_a_fraction_of_the_build() -> None:
    import resource

    def cpu_seconds() -> float:  # this process's and its waited-for children's: a busy machine does not stretch it
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        return time.process_time() + children.ru_utime + children.ru_stime

    start, started = time.perf_counter(), cpu_seconds()
    early = looked_up(["SALATE"])  # as the app does: in a process of its own
    seconds, cpu = time.perf_counter() - start, cpu_seconds() - started
    print(f"SALATE looked up early in {seconds:.3f} s, {cpu:.3f} s of CPU")
    assert str(check_noun(early.lexicon, "SALATE").reason) == "plural of SALAT"
    assert cpu < 1.0  # the whole build takes seconds of CPU, two processes at once


def test_a_lookup_in_a_process_of_its_own_answers_as_in_this_one() -> None:
    asked = ["Salate", "Salats", "Straße", "Füßen", "Peter", "Eltern", "Yalçın", "Quarx", "Käse", "4er", ""]
    assert looked_up(asked) == early_nouns(asked)
    assert looked_up([]) == early_nouns([]) and looked_up([]).words == set()


ODD_CHARACTERS = [
    row("Gaſt", "Substantiv", "Gaſt", "", "", "Gäſte"),  # a long s: GAST, GÄSTE
    row("Schiﬀ", "Substantiv", "Schiﬀ", "", "", "Schiﬀe"),  # a ligature: SCHIFF
    row("Yalçın", "Nachname,Substantiv"),  # a dotless i: YALÇIN
    row("Käse", "Substantiv", "Ka\u0308se", "", "", "Ka\u0308se", "", "", "Ka\u0308ses"),  # decomposed
    row("Kaese", "Substantiv", "Kaese"),
]


def plain_lexicon(lines: list[str]) -> Lexicon:
    nouns, forms, others = parse_noun_lines(lines)
    return Lexicon("de", nouns=nouns, forms=forms, others=others)


@pytest.mark.parametrize("piece", [None, 7, 64, 301])
def test_odd_rows_and_characters_are_answered_as_the_whole_list_reads_them(
    piece: int | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Also when the list is searched in small pieces: words across their ends are found."""
    if piece is not None:
        monkeypatch.setattr(noun_lookup, "PIECE", piece)
    lines = [HEADER, *ODD_ROWS, *ODD_CHARACTERS]
    lines.remove(next(line for line in lines if '"Zü' in line))  # a cell over two lines: see below
    whole = plain_lexicon(lines)
    asked = sorted({*whole.nouns, *whole.forms, *whole.others}) + ["GÄSTE", "KAESES", "TISCHE", "QUARX", "Ä"]
    assert {"GAST", "SCHIFF", "KÄSE", "KÖNIG", "ÅNGSTRÖM"} <= set(whole.nouns) and "YALÇIN" in whole.others
    early = nouns_in("".join(lines).encode("utf-8"), asked)
    assert early.words == {normalize_word(word) for word in asked}
    for word in asked:
        assert check_noun(early.lexicon, word) == check_noun(whole, word), word


def test_a_cell_over_two_lines_gives_no_early_answer_where_it_could_hold_the_word() -> None:
    lines = [HEADER, *ODD_ROWS]
    whole = plain_lexicon(lines)
    raw = "".join(lines).encode("utf-8")
    assert nouns_in(raw, ["ZUG"]).words == set()  # its lines are the row's
    assert nouns_in(raw, ["ZUGES"]).words == set()  # the second line is in the row's quote
    early = nouns_in(raw, ["SALATE", "DÄCHER"])
    assert early.words == {"SALATE", "DÄCHER"}
    for word in early.words:
        assert check_noun(early.lexicon, word) == check_noun(whole, word)
