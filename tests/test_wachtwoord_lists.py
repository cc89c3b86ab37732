"""Word lists for playing Wachtwoord: drawn from a Dutch frequency list, printable."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from wordmastermind.core.report import Audience
from wordmastermind.core.wachtwoord.clues import clue_problem
from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.lists import (
    Difficulty,
    WordList,
    draw_lists,
    playable_words,
    replace_word,
    word_lists_report,
)
from wordmastermind.files.i18n import translation

EASY = ["huis", "boom", "fiets", "water", "kast", "tafel", "lamp", "deur", "raam", "stoel",
        "zee", "bos", "kerk", "markt", "brood", "melk", "kaas", "appel", "peer", "druif",
        "trein", "auto", "boot", "brug", "weg"]


def all_words(lists: tuple[WordList, ...]) -> list[str]:
    return [w for lst in lists for w in lst.words]


def test_each_round_has_an_a_and_a_b_list_of_five_different_words() -> None:
    lists = draw_lists(EASY, 2, random.Random(7))
    assert [lst.name for lst in lists] == ["A1", "B1", "A2", "B2"]
    assert all(len(lst.words) == 5 for lst in lists)
    words = all_words(lists)
    assert len(set(words)) == 20 and set(words) <= set(EASY)
    # the same seed draws the same lists: a printout can be made again
    assert draw_lists(EASY, 2, random.Random(7)) == lists


def test_no_password_is_a_part_or_form_of_another() -> None:
    pool = ["ring", "ringen", "ringetje", "kring", "tol", "tolk", "stelen", "gestolen",
            "huis", "boom", "fiets", "water", "kast", "tafel", "lamp", "deur"]
    for seed in range(30):
        words = all_words(draw_lists(pool, 1, random.Random(seed)))
        for i, a in enumerate(words):
            for b in words[i + 1:]:
                assert clue_problem(a, b) is None and clue_problem(b, a) is None, (a, b)


def test_too_few_words_for_the_rounds_is_refused_with_the_reason() -> None:
    with pytest.raises(WachtwoordError, match=r"too few different words for this: \d+ found, 30 needed"):
        draw_lists(EASY, 3, random.Random(1))
    with pytest.raises(WachtwoordError, match="1 to 20 rounds"):
        draw_lists(EASY, 0, random.Random(1))


def test_the_difficulty_is_a_frequency_band_of_one_word_passwords() -> None:
    frequencies = [("huis", 5.6), ("boom", 4.5), ("kast", 4.49), ("tjalk", 3.0), ("x-as", 5.0),
                   ("vergeet-mij-niet", 3.0), ("de", 7.2), ("Fiets", 4.9), ("fiets", 4.9)]
    assert playable_words(frequencies, Difficulty.EASY) == ["boom", "fiets", "huis"]
    assert playable_words(frequencies, Difficulty.MEDIUM) == ["kast"]
    assert playable_words(frequencies, Difficulty.HARD) == ["tjalk"]


def test_one_word_can_be_drawn_again() -> None:
    lists = draw_lists(EASY, 1, random.Random(3))
    again = replace_word(lists, 1, 4, EASY, random.Random(4))
    before, after = all_words(lists), all_words(again)
    changed = [i for i, (a, b) in enumerate(zip(before, after)) if a != b]
    assert changed == [9]
    assert after[9] not in before and len(set(after)) == 10
    with pytest.raises(WachtwoordError, match="no word 6 on list 1"):
        replace_word(lists, 0, 5, EASY, random.Random(4))


@pytest.mark.parametrize("suffix", ["docx", "xlsx", "txt"])
def test_the_lists_print_for_the_clue_givers_only(suffix: str, tmp_path: Path) -> None:
    from wordmastermind.files.writers import write_report

    lists = draw_lists(EASY, 2, random.Random(5))
    report = word_lists_report(lists, Difficulty.MEDIUM, catalogs=translation)
    assert report.audience is Audience.GAME_MASTER
    assert "gemiddeld" in report.text() and "5*" in report.text()
    assert [t.columns[1].title for t in report.tables()] == ["A-lijst", "A-lijst"]
    assert report.tables()[1].rows[4] == ("5*", lists[2].words[4], lists[3].words[4])
    target = tmp_path / f"lists.{suffix}"
    write_report(report, target)
    if suffix == "txt":
        text = target.read_text(encoding="utf-8")
        assert all(word in text for word in all_words(lists))
    assert target.stat().st_size > 0


def test_lists_from_the_real_dutch_word_list(tmp_path: Path) -> None:
    from wordmastermind.files.lexicon_store import load_lexicon

    dutch = load_lexicon("nl", cache_dir=tmp_path)
    for difficulty in Difficulty:
        pool = playable_words(dutch.zipf.items(), difficulty)
        assert len(pool) > 1000
        lists = draw_lists(pool, 3, random.Random(1))
        low, high = difficulty.band
        for word in all_words(lists):
            assert word.isalpha() and word == word.lower()
            assert low <= dutch.frequency(word) < high
