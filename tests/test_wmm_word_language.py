"""A Wörter-MasterMind game's words have a language of their own, apart from its reports'.

The rules play with German nouns; a Dutch club may play the German game with Dutch reports. A game
file from before the setting checks its words in its reports' language, as it did.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from wordmastermind.core.errors import SettingsError
from wordmastermind.core.wmm.game import NEW_GAME_WORDS, WORD_LISTS, Settings


def test_a_new_game_plays_with_german_nouns_as_the_rules_say() -> None:
    assert NEW_GAME_WORDS == "de"
    dutch_club = Settings(language="nl", words_in=NEW_GAME_WORDS)
    assert (dutch_club.language, dutch_club.word_language) == ("nl", "de")


@pytest.mark.parametrize("reports", ["en", "de", "nl", "fr"])
@pytest.mark.parametrize("words", WORD_LISTS)
def test_the_words_language_is_the_one_set_whatever_the_reports(reports: str, words: str) -> None:
    settings = Settings(language=reports, words_in=words)
    assert settings.word_language == words
    assert replace(settings, language="fr" if reports != "fr" else "nl").word_language == words


@pytest.mark.parametrize(("reports", "words"), [("en", "de"), ("de", "de"), ("nl", "nl"), ("fr", "fr")])
def test_a_game_that_sets_none_checks_in_its_reports_language_as_before(reports: str, words: str) -> None:
    assert Settings(language=reports).word_language == words


@pytest.mark.parametrize("words", ["en", "DE", "xx"])
def test_a_words_language_without_word_lists_is_refused(words: str) -> None:
    with pytest.raises(SettingsError, match=f"the words' language is one of de, nl, fr, not '{words}'"):
        Settings(words_in=words)
