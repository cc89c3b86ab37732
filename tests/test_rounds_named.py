"""Some rounds are named the same way in every text that names them, in every language: one round in the
singular (``correction of round 3``), several in the plural, a run of adjacent rounds with a dash (``2–4``) and
runs apart listed as the language lists (``2, 4 and 6``, ``2, 4 und 6``, ``2, 4 en 6``, ``2, 4 et 6``). The
mail's subject, the command line, the inbox's reason for a reply it sets aside and the reason a player cannot
be removed each made that choice themselves before, and listed runs apart with a bare comma in every language
(``rounds 1–3, 5``)."""

from __future__ import annotations

import pytest

from wordmastermind.cli.messages import CLI
from wordmastermind.cli.told import of_rounds
from wordmastermind.core.messages import WMM
from wordmastermind.core.wmm.correction import correction_subject
from wordmastermind.core.wmm.departures import removal_problems
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.replies import REPLIES
from wordmastermind.core.wmm.rounds_named import rounds_named
from wordmastermind.core.wmm.sent_log import Change, Correction
from wordmastermind.files.i18n import render, translation

from test_translations import french

MIXED = (7, 1, 2, 3, 5, 8)
WORDS = {  # the rounds' numbers as each language says them
    (3,): {"en": "3", "de": "3", "nl": "3", "fr": "3"},
    (2, 3): {"en": "2–3", "de": "2–3", "nl": "2–3", "fr": "2–3"},
    (2, 3, 4): {"en": "2–4", "de": "2–4", "nl": "2–4", "fr": "2–4"},
    (2, 4): {"en": "2 and 4", "de": "2 und 4", "nl": "2 en 4", "fr": "2 et 4"},
    (2, 4, 6): {"en": "2, 4 and 6", "de": "2, 4 und 6", "nl": "2, 4 en 6", "fr": "2, 4 et 6"},
    MIXED: {"en": "1–3, 5 and 7–8", "de": "1–3, 5 und 7–8", "nl": "1–3, 5 en 7–8", "fr": "1–3, 5 et 7–8"},
}
OF = {  # and after "correction of"
    (3,): {"en": "round 3", "de": "der Runde 3", "nl": "ronde 3", "fr": "de la manche 3"},
    (2, 3): {"en": "rounds 2–3", "de": "der Runden 2–3", "nl": "de rondes 2–3", "fr": "des manches 2–3"},
    (2, 3, 4): {"en": "rounds 2–4", "de": "der Runden 2–4", "nl": "de rondes 2–4", "fr": "des manches 2–4"},
    (2, 4): {"en": "rounds 2 and 4", "de": "der Runden 2 und 4", "nl": "de rondes 2 en 4",
             "fr": "des manches 2 et 4"},
    (2, 4, 6): {"en": "rounds 2, 4 and 6", "de": "der Runden 2, 4 und 6", "nl": "de rondes 2, 4 en 6",
                "fr": "des manches 2, 4 et 6"},
    MIXED: {"en": "rounds 1–3, 5 and 7–8", "de": "der Runden 1–3, 5 und 7–8", "nl": "de rondes 1–3, 5 en 7–8",
            "fr": "des manches 1–3, 5 et 7–8"},
}
SUBJECT = {"en": "Herbst: correction of {}", "de": "Herbst: Korrektur {}", "nl": "Herbst: correctie van {}",
           "fr": french("Herbst : correction {}")}
"""A correction's subject, of the rounds said."""
LANGUAGES = ("en", "de", "nl", "fr")
CASES = [(rounds, language) for rounds in WORDS for language in LANGUAGES]


@pytest.mark.parametrize(("rounds", "language"), CASES)
def test_the_words_of_rounds_in_four_languages(rounds: tuple[int, ...], language: str) -> None:
    named = rounds_named(rounds)
    assert render(named.words, language) == WORDS[rounds][language]
    assert named.several == (len(rounds) > 1)


@pytest.mark.parametrize(("rounds", "language"), CASES)
def test_a_correction_of_rounds_is_named_alike_in_its_subject_on_the_command_line_and_in_the_inbox(
        rounds: tuple[int, ...], language: str) -> None:
    """The mail's subject, the command line's word that none went out, and the inbox's reason for a reply to it
    (German said "Korrektur von Runde 3" there, "Korrektur der Runde 3" everywhere else)."""
    said = OF[rounds][language]
    fixes = [Correction("Alfons", number, (Change("total", "31", "28"),)) for number in rounds]
    assert correction_subject("Herbst", min(rounds), language, translation, fixes) == SUBJECT[language].format(said)
    told = render(of_rounds("cli.again.none", min(rounds), rounds), language)
    reply = render(rounds_named(rounds).say(REPLIES, "intake.answers_late_correction", report=max(rounds)), language)
    assert said in told and said in reply, (told, reply)


@pytest.mark.parametrize(("rounds", "language"), CASES)
def test_the_rounds_a_player_has_guesses_in_are_said_so_too(rounds: tuple[int, ...], language: str) -> None:
    """The reason a player who has played cannot be removed names their rounds as a correction does."""
    named = rounds_named(rounds)
    told = render(WMM.say(named.code("departure.guesses_in"), name="Emil", rounds=named.words), language)
    singular = {"en": "in round 3", "de": "in Runde 3", "nl": "in ronde 3", "fr": "à la manche 3"}
    assert told.endswith(f" {WORDS[rounds][language]}") and (singular[language] in told) == (rounds == (3,)), told


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_player_who_has_played_is_not_removed(language: str) -> None:
    """Alfons guessed in every round of the rules' example."""
    game = rules_example()
    said = render(removal_problems(game, [0], "Game ▸ Withdraw…")[0], language)
    words = render(rounds_named(range(1, len(game.rounds) + 1)).words, language)
    assert said.split(";")[0].rstrip("\xa0 ").endswith(f" {words}"), said


def test_a_round_named_twice_is_one() -> None:
    named = rounds_named([4, 2, 4])
    assert named.numbers == (2, 4) and named.several and named.code("cli.again.none") == "cli.again.none_rounds"
    assert rounds_named([3, 3]).words == "3" and not rounds_named([3]).several
    assert CLI.say(rounds_named([3]).code("cli.again.none"), round=3).english() == (
        "no correction of round 3 went out this way: there is none to make again")
    with pytest.raises(ValueError):
        rounds_named([])


def test_the_app_names_them_so_too(qapp: object) -> None:
    """The question before a correction goes out, and the undo step's name after it, in the interface's language
    (English here): the same words as the mails' subjects."""
    from wordmastermind.gui.mail.confirm import question_text
    from wordmastermind.gui.wmm.mailbox import log_label

    assert question_text("correction", 2, ["Emil", "Otto"], (2, 4, 5)) == (
        "Send a correction of rounds 2 and 4–5 by mail to 2 players: Emil, Otto?")
    assert question_text("correction", 3, ["Emil", "Otto"]) == (
        "Send a correction of round 3 by mail to 2 players: Emil, Otto?")
    assert str(log_label("correction", 2, "sent", (2, 4, 6))) == "Correction of rounds 2, 4 and 6 sent"
    assert str(log_label("correction", 2, "written", (2,))) == "Correction of round 2 saved as files"
