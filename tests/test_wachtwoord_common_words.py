"""Wachtwoord's drawn lists hold Dutch common words only: no names, no English, with their accents (issue 32)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from wordmastermind.core.wachtwoord.common_words import candidates, common_words
from wordmastermind.core.wachtwoord.lists import Difficulty, draw_lists
from wordmastermind.files.wachtwoord import common_words as store

NAMED_IN_THE_ISSUE = ["maastricht", "michael", "nokia", "heineken", "vancouver", "mayweather", "money", "horse"]
NAMES_AND_ENGLISH = NAMED_IN_THE_ISSUE + [
    "amsterdam", "antwerpen", "duitsland", "zweden", "zeeland", "belgen", "beieren", "peter", "piet", "rachel",
    "google", "youtube", "porsche", "volkswagen", "boeing", "europa", "robert", "charles", "hitler",
    "believe", "beware", "attack", "blood", "border", "body", "the", "with", "love", "world", "people", "matt",
]


@pytest.fixture(scope="module")
def words(tmp_path_factory: pytest.TempPathFactory) -> dict[str, float]:
    return store.load_common_words(tmp_path_factory.mktemp("wachtwoord-words", numbered=False))


def test_the_names_and_english_words_of_the_issue_are_never_drawn(
    words: dict[str, float], tmp_path_factory: pytest.TempPathFactory
) -> None:
    cache_dir = tmp_path_factory.getbasetemp() / "wachtwoord-words"
    assert [w for w in NAMED_IN_THE_ISSUE if w in words] == []
    for difficulty in Difficulty:
        pool = set(store.password_pool(difficulty, cache_dir))
        assert not pool & set(NAMES_AND_ENGLISH), difficulty


def test_words_come_back_with_their_accents(words: dict[str, float]) -> None:
    for word in ("industriële", "café", "privé", "financiële", "ideeën", "geïnteresseerd"):
        assert word in words, word
    for plain in ("industriele", "cafe", "prive", "financiele", "ideeen"):
        assert plain not in words, plain


def test_common_words_stay(words: dict[str, float]) -> None:
    for word in ("huis", "fiets", "deur", "tafel", "kast", "boom", "brood", "trein", "band", "muur", "kent"):
        assert word in words, word


@pytest.mark.parametrize("difficulty", list(Difficulty))
def test_a_seeded_draw_of_twenty_rounds_holds_no_known_name_or_english_word(
    difficulty: Difficulty, words: dict[str, float]
) -> None:
    low, high = difficulty.band
    pool = sorted(w for w, z in words.items() if low <= z < high and w.isalpha() and 4 <= len(w) <= 14)
    drawn = [w for lst in draw_lists(pool, 20, random.Random(32)) for w in lst.words]
    assert len(drawn) == 200
    assert not set(drawn) & set(NAMES_AND_ENGLISH)
    assert all(w.isalpha() and w == w.lower() for w in drawn)


def test_the_rules_on_a_small_list() -> None:
    lemmas = {"huis": "huis", "huizen": "huis", "café": "café", "cafés": "café", "maastricht": "Maastricht",
              "money": "money", "zweden": "zweden", "Zweden": "Zweden", "zweedde": "zweden",
              "band": "band", "banden": "band", "Band": "Band", "google": "googlen", "laren": "laar"}
    dutch = {"huis": 5.6, "huizen": 4.6, "cafe": 4.0, "maastricht": 4.4, "money": 3.9, "zweden": 4.6,
             "band": 4.9, "banden": 4.3, "google": 4.9, "laren": 3.6, "nokia": 3.8}
    found = candidates(dutch, lemmas)
    assert "café" in found and "cafe" not in found and "nokia" not in found
    kept = common_words(found, {"money": 4.9, "band": 4.9}, lemmas)
    assert sorted(kept) == ["band", "banden", "café", "huis", "huizen"]


def test_the_cache_file_is_read_back_and_built_again_for_other_versions(tmp_path: Path) -> None:
    data = store.encode({"café": 4.5, "huis": 5.6}, {"wordfreq": "1", "simplemma": "2"})
    assert store.decode(data, {"wordfreq": "1", "simplemma": "2"}) == {"café": 4.5, "huis": 5.6}
    assert store.decode(data, {"wordfreq": "1", "simplemma": "3"}) is None
    assert store.decode(data[:-5], {"wordfreq": "1", "simplemma": "2"}) is None
    assert store.decode(b"\xff\n", {}) is None
