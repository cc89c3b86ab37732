"""What counts as a word: length, alphabet, umlauts, ß, Unicode normalisation."""

from __future__ import annotations

import pytest

from wordmastermind.core.errors import RuleError, SettingsError, WordError
from wordmastermind.core.wmm.game import Settings
from wordmastermind.core.words import WordRules, name_key, normalize_word


def test_default_rules_are_five_letters_a_to_z() -> None:
    rules = WordRules()
    assert rules.length == 5
    assert rules.umlauts is False
    assert str(rules.describe()) == "5 letters, A-Z"
    assert rules.alphabet == frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")


def test_check_returns_the_normalised_word() -> None:
    assert WordRules().check("Salat") == "SALAT"
    assert WordRules().check("  salat\n") == "SALAT"
    assert WordRules().problem("hosen") is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Sala", "SALA has 4 letters, the game needs 5"),
        ("Salate", "SALATE has 6 letters, the game needs 5"),
        ("A", "A has 1 letters, the game needs 5"),
    ],
)
def test_length_messages(text: str, message: str) -> None:
    assert str(WordRules().problem(text)) == message
    with pytest.raises(WordError) as caught:
        WordRules().check(text)
    assert str(caught.value) == message


def test_empty_word() -> None:
    assert str(WordRules().problem("")) == "no word given"
    assert str(WordRules().problem("   ")) == "no word given"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("Bären", "BÄREN: Ä is not allowed (this game allows only A-Z)"),
        ("Köder", "KÖDER: Ö is not allowed (this game allows only A-Z)"),
        ("Mühle", "MÜHLE: Ü is not allowed (this game allows only A-Z)"),
        ("Maße", "MAẞE: ß is not allowed (this game allows only A-Z)"),
        ("Bär1", "BÄR1: Ä, 1 are not allowed (this game allows only A-Z)"),
        ("sa lt", "SA LT: a space is not allowed (this game allows only A-Z)"),
        ("sa-lt", "SA-LT: - is not allowed (this game allows only A-Z)"),
        # accents as French players write them: the word without them is offered (not for umlauts: AE is longer)
        ("écran", "ÉCRAN: É is not allowed (this game allows only A-Z): write ECRAN"),
        ("lèvre", "LÈVRE: È is not allowed (this game allows only A-Z): write LEVRE"),
        ("Crêpé", "CRÊPÉ: Ê, É are not allowed (this game allows only A-Z): write CREPE"),
        ("Çécil", "ÇÉCIL: Ç, É are not allowed (this game allows only A-Z): write CECIL"),
        ("Bäré", "BÄRÉ: Ä, É are not allowed (this game allows only A-Z)"),
    ],
)
def test_alphabet_messages_without_umlauts(text: str, message: str) -> None:
    assert str(WordRules().problem(text)) == message
    with pytest.raises(WordError, match="is not allowed|are not allowed"):
        WordRules().check(text)


def test_bad_letters_are_named_once_in_order_of_appearance() -> None:
    # Ü appears twice, Ö once; each bad letter is listed once, first seen first.
    assert (
        str(WordRules(length=5, umlauts=False).problem("ÜÖÜAB"))
        == "ÜÖÜAB: Ü, Ö are not allowed (this game allows only A-Z)"
    )


def test_alphabet_is_checked_before_length() -> None:
    # A word that is both too short and has an umlaut is reported for the letter.
    assert str(WordRules().problem("Bär")) == "BÄR: Ä is not allowed (this game allows only A-Z)"


def test_umlauts_allowed() -> None:
    rules = WordRules(umlauts=True)
    assert str(rules.describe()) == "5 letters, A-Z, Ä, Ö, Ü and ß"
    assert rules.check("Bären") == "BÄREN"
    assert rules.check("köder") == "KÖDER"
    assert rules.check("MÜHLE") == "MÜHLE"
    assert rules.check("Grüße") == "GRÜẞE"
    assert {"Ä", "Ö", "Ü", "\u1e9e"} <= rules.alphabet
    assert str(rules.problem("Bär1x")) == (
        "BÄR1X: 1 is not allowed (this game allows only A-Z, Ä, Ö, Ü and ß)"
    )


def test_sharp_s_stays_one_letter() -> None:
    assert WordRules(length=6, umlauts=True).check("Straße") == "STRA\u1e9eE"
    assert WordRules(length=6, umlauts=True).problem("Straße") is None
    # "STRASSE" would be 7 letters; ß must not become SS
    assert str(WordRules(length=7, umlauts=True).problem("Straße")) == (
        "STRAẞE has 6 letters, the game needs 7"
    )
    assert WordRules(length=3, umlauts=True).check("Fuß") == "FU\u1e9e"
    assert str(WordRules(length=5, umlauts=True).problem("Fuß")) == (
        "FUẞ has 3 letters, the game needs 5"
    )
    assert len(normalize_word("Fuß")) == 3


def test_capital_sharp_s_typed_directly() -> None:
    assert WordRules(length=3, umlauts=True).check("FU\u1e9e") == "FU\u1e9e"
    assert normalize_word("FU\u1e9e") == normalize_word("fuß")


def test_decomposed_umlaut_equals_composed() -> None:
    rules = WordRules(umlauts=True)
    decomposed = "Ko\u0308der"  # 6 code points, 5 letters
    assert len(decomposed) == 6
    assert rules.check(decomposed) == rules.check("Köder") == "KÖDER"
    assert rules.problem(decomposed) is None
    # and without umlauts it is rejected for the Ö, not for a stray U+0308
    assert str(WordRules().problem(decomposed)) == (
        "KÖDER: Ö is not allowed (this game allows only A-Z)"
    )


def test_decomposed_upper_case_umlaut() -> None:
    assert WordRules(umlauts=True).check("BA\u0308REN") == "BÄREN"


def test_combining_mark_that_does_not_compose_is_rejected() -> None:
    # Q + diaeresis has no precomposed form, so NFC leaves a lone U+0308,
    # which is no letter of the game even with umlauts allowed.
    problem = WordRules(length=6, umlauts=True).problem("Q\u0308uark")
    assert problem is not None
    assert str(problem).startswith("Q\u0308UARK: ")
    assert str(problem).endswith(" is not allowed (this game allows only A-Z, Ä, Ö, Ü and ß)")


@pytest.mark.parametrize("length", [2, 5, 15])
def test_lengths_in_range(length: int) -> None:
    rules = WordRules(length=length)
    assert str(rules.describe()) == f"{length} letters, A-Z"
    assert rules.check("A" * length) == "A" * length


@pytest.mark.parametrize("length", [0, 1, 16])
def test_lengths_out_of_range(length: int) -> None:
    with pytest.raises(SettingsError, match=f"word length {length} is outside 2 to 15"):
        WordRules(length=length)
    with pytest.raises(SettingsError):
        Settings(word_length=length)


def test_errors_are_value_errors() -> None:
    with pytest.raises(ValueError):
        WordRules().check("Sala")
    assert issubclass(WordError, RuleError)
    assert issubclass(SettingsError, RuleError)


def test_name_key_ignores_case_and_spaces() -> None:
    assert name_key(" Gustav ") == name_key("GUSTAV") == name_key("gustav")
    assert name_key("Jo\u0308rg") == name_key("JÖRG")
    assert name_key("Gustav") != name_key("Gustave")
