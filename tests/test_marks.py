"""Plus and Kringel (rules 2.1): the rules' examples, duplicate letters, text handling."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordmastermind.core.errors import WordError
from wordmastermind.core.wmm.marks import Marks, mark
from wordmastermind.core.words import normalize_word

# --- the rules' own example: Alfons's secret is SALAT ---------------------------


@pytest.mark.parametrize(
    ("guess", "written", "plus", "kringel"),
    [
        ("SAHNE", "++", 2, 0),  # Gustav: S and A
        ("TOLLE", "+o", 1, 1),  # Beatrix: L in place, T elsewhere
        ("ATLAS", "++ooo", 2, 3),  # Emil
        ("SALSA", "+++o", 3, 1),  # Fritzchen: nothing for the second S
    ],
)
def test_rules_example_salat(guess: str, written: str, plus: int, kringel: int) -> None:
    marks = mark("SALAT", guess)
    assert str(marks) == written
    assert (marks.plus, marks.kringel) == (plus, kringel)
    assert marks == Marks(plus, kringel)


def test_rules_example_ratepunkte() -> None:
    # "Gustav also 2 mal 3 = 6 Ratepunkte. Beatrix ... 3 + 2 = 5 ...
    # Emil ganze (2 mal 3) + (3 mal 2) = 12 Ratepunkte."
    assert mark("SALAT", "SAHNE").kp == 6
    assert mark("SALAT", "TOLLE").kp == 5
    assert mark("SALAT", "ATLAS").kp == 12
    # Fritzchen's SALSA: 3 Plus and 1 Kringel, the second S earns nothing
    assert mark("SALAT", "SALSA").kp == 3 * 3 + 2


def test_round_one_counts_one_point_per_mark() -> None:
    assert mark("SALAT", "SAHNE").count == 2
    assert mark("SALAT", "TOLLE").count == 2
    assert mark("SALAT", "ATLAS").count == 5
    assert mark("SALAT", "SALSA").count == 4


def test_points_only_variant_examples() -> None:
    # Rules 3: 2 Plus give 6 points, indistinguishable from 3 Kringel; 5 means
    # 1 Plus + 1 Kringel, 7 means 1 Plus + 2 Kringel.
    assert Marks(2, 0).kp == Marks(0, 3).kp == 6
    assert Marks(1, 1).kp == 5
    assert Marks(1, 2).kp == 7
    assert Marks(3, 0).kp == Marks(1, 3).kp == 9


def test_exact_hit_is_all_plus() -> None:
    assert str(mark("SALAT", "SALAT")) == "+++++"
    assert mark("SALAT", "SALAT").kp == 15


def test_nothing_in_common() -> None:
    marks = mark("SALAT", "HYMNE")
    assert marks == Marks(0, 0)
    assert str(marks) == "-"
    assert marks.kp == 0


# --- duplicate letters, worked out by hand, both directions -------------------
#
# THOSE/GEESE: S and E in place; rest T,H,O against G,E,E: nothing.
# DREAD/ADDED: final D in place; rest D,R,E,A against A,D,D,E: A, one D, E.
# STAGE/SPASM: S and A in place; rest T,G,E against P,S,M: nothing.
# SOUTH/TRUSS: U in place; rest S,O,T,H against T,R,S,S: T and one S.
# ESSAY/SEASE: nothing in place; E,S,S,A,Y against S,E,A,S,E: S,E,A,S.


@pytest.mark.parametrize(
    ("secret", "guess", "written"),
    [
        ("THOSE", "GEESE", "++"),
        ("GEESE", "THOSE", "++"),
        ("DREAD", "ADDED", "+ooo"),
        ("ADDED", "DREAD", "+ooo"),
        ("STAGE", "SPASM", "++"),
        ("SPASM", "STAGE", "++"),
        ("SOUTH", "TRUSS", "+oo"),
        ("TRUSS", "SOUTH", "+oo"),
        ("ESSAY", "SEASE", "oooo"),
        ("SEASE", "ESSAY", "oooo"),
    ],
)
def test_duplicate_letters(secret: str, guess: str, written: str) -> None:
    assert str(mark(secret, guess)) == written


def test_exact_matches_are_taken_before_kringel() -> None:
    # Secret SALAT has two A; SAAAA puts one A in place (2nd letter) and one
    # more A (4th letter): the 3rd and 5th A find no A left.
    assert str(mark("SALAT", "SAAAA")) == "+++"
    # A letter already used for a Plus cannot also give a Kringel.
    assert str(mark("ABCDE", "AAAAA")) == "+"
    assert str(mark("AAAAA", "ABCDE")) == "+"


def test_different_lengths_cannot_be_marked() -> None:
    with pytest.raises(WordError, match="SALATE has 6 letters, SALAT has 5"):
        mark("SALAT", "SALATE")


# --- case, spaces and Unicode normalisation -----------------------------------


def test_normalize_word_case_and_spaces() -> None:
    assert normalize_word("  salat ") == "SALAT"
    assert normalize_word("\tSaLaT\n") == "SALAT"
    assert mark(normalize_word(" Salat"), normalize_word("atlas  ")) == Marks(2, 3)


def test_normalize_word_nfc() -> None:
    decomposed = "Ko\u0308nig"  # O + COMBINING DIAERESIS
    composed = "König"
    assert decomposed != composed
    assert normalize_word(decomposed) == normalize_word(composed) == "KÖNIG"
    assert len(normalize_word(decomposed)) == 5
    assert str(mark(normalize_word(composed), normalize_word(decomposed))) == "+++++"


def test_normalize_word_keeps_sharp_s_one_letter() -> None:
    assert normalize_word("Fuß") == "FU\u1e9e"
    assert normalize_word("straße") == "STRA\u1e9eE"
    assert "SS" not in normalize_word("Straße")


def test_normalize_word_keeps_bad_letters_for_the_message() -> None:
    assert normalize_word(" sa lat ") == "SA LAT"
    assert normalize_word("bär1") == "BÄR1"


# --- Marks as text -------------------------------------------------------------


def test_marks_str() -> None:
    assert str(Marks(2, 3)) == "++ooo"
    assert str(Marks(0, 2)) == "oo"
    assert str(Marks(5, 0)) == "+++++"
    assert str(Marks(0, 0)) == "-"


@pytest.mark.parametrize(
    ("text", "plus", "kringel"),
    [("++ooo", 2, 3), ("+o", 1, 1), ("ooo", 0, 3), ("++", 2, 0), ("-", 0, 0),
     ("", 0, 0), ("  +oo  ", 1, 2), ("+OO", 1, 2)],
)
def test_marks_parse(text: str, plus: int, kringel: int) -> None:
    assert Marks.parse(text) == Marks(plus, kringel)


@pytest.mark.parametrize("text", ["o+", "+o+", "++x", "+ o", "0"])
def test_marks_parse_rejects_bad_text(text: str) -> None:
    with pytest.raises(ValueError, match="write pluses first, then o's"):
        Marks.parse(text)


def test_marks_cannot_be_negative() -> None:
    with pytest.raises(ValueError, match="marks cannot be negative"):
        Marks(-1, 0)
    with pytest.raises(ValueError, match="marks cannot be negative"):
        Marks(0, -2)


def test_marks_kp_and_count() -> None:
    marks = Marks(2, 3)
    assert marks.kp == 2 * 3 + 3 * 2 == 12
    assert marks.count == 5


@given(st.integers(0, 20), st.integers(0, 20))
def test_marks_str_parse_round_trip(plus: int, kringel: int) -> None:
    marks = Marks(plus, kringel)
    assert Marks.parse(str(marks)) == marks
    assert marks.kp == 3 * plus + 2 * kringel
    assert marks.count == plus + kringel


# --- properties ----------------------------------------------------------------

LETTERS = "ABCDEÄẞ"


@st.composite
def word_pairs(draw: st.DrawFn) -> tuple[str, str]:
    length = draw(st.integers(1, 8))
    word = st.text(alphabet=LETTERS, min_size=length, max_size=length)
    return draw(word), draw(word)


@settings(max_examples=300, deadline=None)
@given(word_pairs())
def test_mark_is_symmetric(pair: tuple[str, str]) -> None:
    a, b = pair
    assert mark(a, b) == mark(b, a)


@settings(max_examples=300, deadline=None)
@given(word_pairs())
def test_plus_and_kringel_is_multiset_intersection(pair: tuple[str, str]) -> None:
    a, b = pair
    marks = mark(a, b)
    common = sum((Counter(a) & Counter(b)).values())
    assert marks.plus + marks.kringel == common
    assert marks.plus == sum(x == y for x, y in zip(a, b))
    assert marks.plus + marks.kringel <= len(a)


@settings(max_examples=100, deadline=None)
@given(st.text(alphabet=LETTERS, min_size=1, max_size=10))
def test_word_against_itself_is_all_plus(word: str) -> None:
    assert mark(word, word) == Marks(len(word), 0)


# --- marks against one secret, for many guesses (what the evaluation does) -------

from wordmastermind.core.wmm.marks import marker  # noqa: E402


@settings(max_examples=500)
@given(st.text("ABCDEẞ", min_size=2, max_size=8), st.data())
def test_marker_gives_what_mark_gives(secret: str, data: st.DataObject) -> None:
    guess = data.draw(st.text("ABCDEFẞ", min_size=len(secret), max_size=len(secret)))
    assert marker(secret)(guess) == mark(secret, guess)


def test_marker_refuses_a_guess_of_another_length() -> None:
    with pytest.raises(WordError, match="SALATE has 6 letters, SALAT has 5"):
        marker("SALAT")("SALATE")
