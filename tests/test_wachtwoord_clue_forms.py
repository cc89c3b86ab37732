"""Wachtwoord's clue check: the plural and the diminutive of the password are refused (issue 32, item 1).

"Een gedeelte of een bepaalde vorm van het wachtwoord mag niet als
sleutelwoord worden gebruikt"; the rules name the plural ("ringen") and the
diminutive ("ringetje") as forms. Each regular Dutch form has a test here
named after it; the pairs at the end are different words that stay allowed.
"""

from __future__ import annotations

import pytest

from wordmastermind.core.wachtwoord.clues import clue_problem, clue_warning
from wordmastermind.core.wachtwoord.dutch_forms import same_word
from wordmastermind.core.wachtwoord.noun_forms import bases, diminutives, one_noun, plurals


def refused_as_form(clue: str, password: str) -> bool:
    return str(clue_problem(clue, password)) == f"{clue!r} is a form of the password {password!r}"


# ------------------------------------------------------------ plurals


@pytest.mark.parametrize(("password", "clue"), [
    ("huis", "huizen"), ("glas", "glazen"), ("roos", "rozen"), ("kaas", "kazen"),
    ("reis", "reizen"), ("prijs", "prijzen"), ("gans", "ganzen"), ("muis", "muizen"),
])
def test_plural_en_with_s_voiced_to_z(password: str, clue: str) -> None:
    assert refused_as_form(clue, password)


@pytest.mark.parametrize(("password", "clue"), [
    ("brief", "brieven"), ("wolf", "wolven"), ("neef", "neven"), ("duif", "duiven"),
    ("hof", "hoven"), ("graaf", "graven"), ("dief", "dieven"),
])
def test_plural_en_with_f_voiced_to_v(password: str, clue: str) -> None:
    assert refused_as_form(clue, password)


@pytest.mark.parametrize(("password", "clue"), [("oog", "ogen"), ("boom", "bomen"), ("aap", "apen"), ("uur", "uren")])
def test_plural_en_with_a_doubled_vowel_written_once(password: str, clue: str) -> None:
    assert refused_as_form(clue, password)


@pytest.mark.parametrize(("password", "clue"), [("bom", "bommen"), ("bal", "ballen"), ("fles", "flessen")])
def test_plural_en_with_the_consonant_doubled(password: str, clue: str) -> None:
    assert refused_as_form(clue, password)


@pytest.mark.parametrize(("password", "clue"), [("ring", "ringen"), ("koning", "koningen"), ("waarheid", "waarheden")])
def test_plural_en(password: str, clue: str) -> None:
    assert refused_as_form(clue, password)


@pytest.mark.parametrize(("password", "clue"), [("tafel", "tafels"), ("jongen", "jongens"), ("bode", "bodes")])
def test_plural_s(password: str, clue: str) -> None:
    assert refused_as_form(clue, password)


@pytest.mark.parametrize(("password", "clue"), [("auto", "auto's"), ("oma", "oma's"), ("menu", "menu’s")])
def test_plural_apostrophe_s(password: str, clue: str) -> None:
    # typed with ' or ’; the "contains" warning it had before is gone with the refusal
    assert refused_as_form(clue, password)
    assert clue_warning(clue, password) is None


@pytest.mark.parametrize(("password", "clue"), [("zee", "zeeën"), ("knie", "knieën"), ("olie", "oliën"), ("zee", "zeeen")])
def test_plural_e_diaeresis_en(password: str, clue: str) -> None:
    assert refused_as_form(clue, password)


@pytest.mark.parametrize(("password", "clue"), [("ui", "uien"), ("bij", "bijen")])
def test_plural_en_after_a_diphthong(password: str, clue: str) -> None:
    assert refused_as_form(clue, password)


@pytest.mark.parametrize(("password", "clue"), [
    ("kind", "kinderen"), ("ei", "eieren"), ("lam", "lammeren"), ("kalf", "kalveren"), ("blad", "bladeren"),
])
def test_plural_eren(password: str, clue: str) -> None:
    # no rule tells which nouns take -eren ("pas", "passeren" are two words): they are listed
    assert refused_as_form(clue, password)


# ------------------------------------------------------------ diminutives


@pytest.mark.parametrize(("password", "clue"), [("oog", "oogje"), ("huis", "huisje"), ("lamp", "lampje"), ("kaas", "kaasje")])
def test_diminutive_je(password: str, clue: str) -> None:
    assert refused_as_form(clue, password)


@pytest.mark.parametrize(("password", "clue"), [
    ("stoel", "stoeltje"), ("ei", "eitje"), ("zee", "zeetje"), ("tafel", "tafeltje"), ("oma", "omaatje"),
    ("auto", "autootje"),
])
def test_diminutive_tje(password: str, clue: str) -> None:
    assert refused_as_form(clue, password)


@pytest.mark.parametrize(("password", "clue"), [("boom", "boompje"), ("raam", "raampje"), ("film", "filmpje")])
def test_diminutive_pje(password: str, clue: str) -> None:
    assert refused_as_form(clue, password)


@pytest.mark.parametrize(("password", "clue"), [
    ("ring", "ringetje"), ("bal", "balletje"), ("weg", "weggetje"), ("kam", "kammetje"),
])
def test_diminutive_etje(password: str, clue: str) -> None:
    assert refused_as_form(clue, password)


@pytest.mark.parametrize(("password", "clue"), [("koning", "koninkje"), ("woning", "woninkje")])
def test_diminutive_kje(password: str, clue: str) -> None:
    assert refused_as_form(clue, password)


def test_the_diminutives_plural() -> None:
    assert refused_as_form("huisjes", "huis") and refused_as_form("koninkjes", "koning")


# ------------------------------------------------------------ either way, and two forms of one noun


def test_the_singular_of_a_plural_password() -> None:
    assert refused_as_form("huis", "huizen") and refused_as_form("brief", "brieven")
    assert refused_as_form("oog", "ogen") and refused_as_form("kaas", "kazen")
    # "zee" is inside "zeeën": a part of the password, the rules' other refusal
    assert str(clue_problem("zee", "zeeën")) == "'zee' is a part of the password 'zeeën'"


def test_two_forms_of_one_noun() -> None:
    assert refused_as_form("oogje", "ogen") and refused_as_form("huisjes", "huizen")
    assert refused_as_form("kindje", "kinderen") and refused_as_form("beentjes", "benen")


def test_case_and_accents_are_ignored() -> None:
    assert str(clue_problem("Huizen", "HUIS")) == "'Huizen' is a form of the password 'HUIS'"


def test_the_forms_are_made_by_the_spelling_rules() -> None:
    assert {"huizen", "huisen"} <= plurals("huis")
    assert "kazen" in plurals("kaas") and "kaasen" in plurals("kaas")
    assert "glazen" in plurals("glas") and "lezen" not in plurals("les")  # only the listed nouns lengthen
    assert plurals("auto") == {"autos"}
    assert {"koninkje", "koninkjes"} <= diminutives("koning")
    assert "huis" in bases("huizen") and "schip" in bases("schepen")
    assert one_noun("ogen", "oogje") and not one_noun("ogen", "oogst")


# ------------------------------------------------------------ different words stay allowed


@pytest.mark.parametrize(("password", "clue"), [
    # a voiced plural or a diminutive of another word
    ("les", "lezen"), ("gras", "grazen"), ("mes", "mezen"), ("kas", "kazen"), ("bus", "buizen"),
    ("mus", "muzen"), ("lef", "leven"), ("nevel", "neven"), ("huid", "huizen"), ("zeef", "zeeën"),
    ("oogst", "ogen"), ("eis", "eitje"), ("maas", "maatje"), ("gaas", "gaatje"), ("poos", "pootje"),
    ("wees", "weetje"), ("konijn", "koninkje"), ("raap", "raampje"), ("boon", "boompje"), ("ros", "rozen"),
    ("glans", "glazen"), ("duin", "duiven"), ("reus", "reis"),
    # words with a stem-like start
    ("boot", "boos"), ("kaart", "kaars"), ("paard", "paars"), ("kist", "kasten"), ("bal", "bel"),
    ("broek", "broer"), ("kerk", "kern"), ("loon", "loop"), ("stof", "stok"), ("tand", "tang"),
    ("vliegen", "vlieger"), ("printen", "printer"), ("gebruiken", "gebruiker"),
])
def test_different_words_stay_allowed(password: str, clue: str) -> None:
    assert clue_problem(clue, password) is None
    assert clue_problem(password, clue) is None


def test_the_listed_forms_keep_to_their_own_line() -> None:
    # each line of the list is one word: two lines run together made "kind" a form of "gebed",
    # "beginnen" one of "bedrogen", and the pasts "drong" and "dronk", "stak" and "stal" one word
    assert same_word("kind", "kinderen") and same_word("liep", "gelopen")
    assert not same_word("kind", "gebed") and not same_word("beginnen", "bedrogen")
    assert clue_problem("dronk", "drong") is None and clue_problem("stal", "stak") is None
