"""After the greeting, an English or Dutch mail or letter goes on with a capital; a German one in small letters.

Play-testers' English mails read "Dear Anna,\\n\\nhere is the report of round 2" and were signed "your game
master": the German habit ("Hallo Anna,\\n\\nhier ist die Auswertung"), which English letters do not share.
Dutch did the same on purpose ("Beste Anna,\\n\\nhier is het verslag"); the Dutch letter conventions say
otherwise: the salutation is an element of its own, and the letter's first sentence begins with a capital
even after a comma (Taalunie, taaladvies.net "Geachte mevrouw / Geachte mevrouw,"; Onze Taal, "Kleine letter
na aanhef"). French was put right the same way before (tests/test_french_mails.py). German keeps its small
letter, which is right in German.
"""

from __future__ import annotations

import dataclasses
import datetime

import pytest

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game, Guess
from wordmastermind.core.wmm.intake import plan_intake
from wordmastermind.core.wmm.letter import build_letters
from wordmastermind.core.wmm.player_view import player_view, view_before
from wordmastermind.core.wmm.sent_log import sent_reports
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.i18n import translation
from wordmastermind.files.mail.corrections import build_corrections
from wordmastermind.files.mail.message import build_mails
from wordmastermind.files.mail.receipts import receipts, reminders

from test_intake_rounds import at, game_with_lot, mail

SENDER = "Spielleiter <gm@example.org>"
GREETING = {"en": ("Dear ", "Hello "), "nl": ("Beste ",), "de": ("Hallo ",)}
SIGNED = {"en": "Your game master", "nl": "Je spelleider", "de": "dein Spielleiter"}
CAPITAL = {"en": True, "nl": True, "de": False}


def by_mail_and_post(game: Game) -> Game:
    return dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"{p.name.lower().replace(' ', '')}@example.org",
                            address="Hauptstraße 1, 12345 Berlin") for p in game.players))


def opening(body: str, language: str) -> str:
    """The first line after the greeting (``Dear Anna,`` and a blank line)."""
    lines = body.split("\n")
    assert lines[0].startswith(GREETING[language]) and lines[0].endswith(",") and lines[1] == "", body
    return lines[2]


def goes_on_as(language: str, text: str) -> bool:
    return text[:1].isupper() if CAPITAL[language] else text[:1].islower()


@pytest.mark.parametrize("language", sorted(CAPITAL))
def test_the_lot_round_and_final_mails_go_on_after_the_greeting_as_the_language_writes(language: str) -> None:
    game = by_mail_and_post(random_game(6, 12, seed=4, hit_chance=0.5))
    evaluation = evaluate(game)
    assert evaluation.game_over
    for number in (0, 1, evaluation.round):
        for one in build_mails(player_view(evaluation, number), sender=SENDER, language=language):
            first = opening(one.body, language)
            final = number == evaluation.round  # German: "Endstand: …", a noun
            assert goes_on_as(language, first) or final and language == "de", (number, first)
            assert f"\n{SIGNED[language]}\n" in one.body, one.body


@pytest.mark.parametrize("language", sorted(CAPITAL))
def test_a_receipt_and_a_reminder_go_on_after_the_greeting_as_the_language_writes(language: str) -> None:
    game = game_with_lot().with_deadline(1, "2026-12-01T18:00+01:00")
    intake = plan_intake(game, 1, [mail("gustav@example.org", "Emil: TOLLE", at(1, 10), "<g1@x>"),
                                   mail("emil@example.org", "Alfons: SALAT", at(1, 18), "<e1@x>")])
    taken, late = receipts(intake, view_before(game, 1), SENDER, language)
    reminder = reminders(view_before(game, 1), 1, game.players[:1], SENDER, language)[0]
    for one in (taken, late, reminder):
        first = opening(one.body, language)
        assert goes_on_as(language, first), first


@pytest.mark.parametrize("language", sorted(CAPITAL))
def test_a_letter_goes_on_after_the_greeting_as_the_language_writes(language: str) -> None:
    game = by_mail_and_post(random_game(6, 2, seed=4))
    evaluation = evaluate(game)
    for number in (0, 1):
        letter = build_letters(player_view(evaluation, number), language=language, everyone=True,
                               date=datetime.date(2026, 12, 1), catalogs=translation).letters[0]
        assert letter.salutation.startswith(GREETING[language])
        assert goes_on_as(language, letter.opening), letter.opening


@pytest.mark.parametrize("language", sorted(CAPITAL))
def test_a_correction_mail_goes_on_after_the_greeting_and_is_signed_as_the_language_writes(language: str) -> None:
    game = by_mail_and_post(random_game(6, 2, seed=4))
    names = [p.name for p in game.players]
    game = game.with_sent(sent_reports(evaluate(game), 2, "round", names, "2026-12-02T09:03:00+01:00"))
    first = game.rounds[1].guesses[0]
    changed = game.with_guess(2, 0, Guess(first.guesser, first.target, "ZZZZZ"))
    mails, _view = build_corrections(evaluate(changed), 2, sender=SENDER, language=language)
    assert mails
    for one in mails:
        assert goes_on_as(language, opening(one.body, language)), one.body
        assert f"\n{SIGNED[language]}" in one.body, one.body


def test_a_german_letter_of_a_game_without_a_title_names_it_der_partie() -> None:
    """Without a title a German letter read "hier ist dein Ergebnis der Runde 1 von das Spiel.": the words stood
    where a title stands, after "von", and named the game "Spiel", where the app says "Partie"."""
    game = by_mail_and_post(random_game(6, 2, seed=4))
    evaluation = evaluate(game.with_settings(dataclasses.replace(game.settings, title="")))
    openings = [build_letters(player_view(evaluation, number), language="de", everyone=True,
                              date=datetime.date(2026, 12, 1), catalogs=translation).letters[0].opening
                for number in (0, 1)]
    assert openings[0].startswith("hier ist die Auslosung für Runde 1 von der Partie: du rätst bei "), openings
    assert openings[1] == "hier ist dein Ergebnis der Runde 1 von der Partie.", openings
