"""The answer lines' word is never a guess a player could mean: in a game whose words have its length, the
mails say question marks, and a guess of the word (WORT in a game of 4-letter words) is taken.

A game master's complaint: in a German game of 4-letter words Emil answered "Alfons: WORT", and the intake
left it out as the example line not filled in; he could never guess WORT by mail. So it was in a French game
of 3-letter words with MOT, and in a Dutch game of 5-letter words (the default) with WOORD.
"""

from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta, timezone

import pytest

from mail_corpus import reply
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game, Player, Settings
from wordmastermind.core.wmm.intake import plan_intake
from wordmastermind.core.wmm.lot import with_drawn_lot
from wordmastermind.core.wmm.lot_report import lot_report
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.round_window import report_went_out
from wordmastermind.files.i18n import translation
from wordmastermind.files.mail.inbound import in_mail
from wordmastermind.files.mail.message import build_mails
from wordmastermind.files.writers.text import render_text

CET = timezone(timedelta(hours=1))
OPENED = datetime(2026, 12, 1, 9, tzinfo=CET)
SECRETS = {2: ("OB", "AN", "IM", "ZU", "UM", "JA"), 3: ("SEL", "VIN", "PAN", "LIT", "NEZ", "MER"),
           4: ("BROT", "HOSE", "KORB", "WOLF", "HAND", "TOPF"),
           5: ("SALAT", "HOSEN", "TISCH", "LAMPE", "KERZE", "WOLKE")}
NAMES = ("Alfons", "Gustav", "Beatrix", "Emil", "Fritzchen", "Otto")
"""Six players: two guesses a round, at two players drawn for each."""
REPLY_PREFIX = {"de": "AW: ", "en": "Re: ", "nl": "Re: ", "fr": "RE : "}
CLIENT = {"de": "outlook", "en": "gmail", "nl": "thunderbird", "fr": "apple-mail"}
"""Each language's reply from another client: the report's own lines are quoted each client's way."""


def game_of(length: int, language: str) -> Game:
    players = tuple(Player(name, secret, f"{name.lower()}@example.org")
                    for name, secret in zip(NAMES, SECRETS[length], strict=True))
    game = Game(Settings(title="Herbst", word_length=length, language=language), players)
    return report_went_out(with_drawn_lot(game, seed=1), 0, OPENED)


def emils_answer(game: Game, language: str, fill: str) -> tuple[list[str], object]:
    """The answer lines of the lot's mail to Emil, and the intake of his reply that fills in the first with
    ``fill`` and leaves the others as they were (his client quotes the mail below)."""
    view = player_view(evaluate(game), 0)
    mail = next(m for m in build_mails(view, sender="Joe <joe@example.org>", language=language) if m.name == "Emil")
    targets = game.lot.targets("Emil")  # type: ignore[union-attr]
    lines = [line for line in mail.body.splitlines()  # French: « Beatrix : MOT », with a no-break space
             if line.startswith(tuple(f"{t}{colon}" for t in targets for colon in (": ", "\u00a0: ")))]
    assert len(lines) == len(targets) >= 2
    body = "\n".join([f"{lines[0].split(': ')[0]}: {fill}", *lines[1:], "", "Emil"])
    raw = reply(CLIENT[language], sender="Emil <emil@example.org>", date=OPENED + timedelta(hours=5),
                subject=f"{REPLY_PREFIX[language]}{mail.subject}", message_id="<emil-1@example.org>", body=body,
                original=mail.body, language=language)
    return lines, plan_intake(game, 1, [in_mail(raw, OPENED + timedelta(hours=5))])


@pytest.mark.parametrize(("language", "length", "word"), [
    ("de", 4, "WORT"), ("en", 4, "WORD"), ("nl", 5, "WOORD"), ("fr", 3, "MOT")])
def test_the_languages_word_is_a_guess_where_the_game_has_words_of_its_length(
        language: str, length: int, word: str) -> None:
    game = game_of(length, language)
    lines, intake = emils_answer(game, language, word)
    # the mail's answer lines say question marks, one a letter, which no guess is
    assert all(line.endswith(": " + "?" * length) for line in lines), lines
    (emil,) = intake.players  # type: ignore[attr-defined]
    first = game.lot.targets("Emil")[0]  # type: ignore[union-attr]
    assert emil.outcome == "taken" and [(g.target, g.word) for g in emil.taken] == [(first, word)]
    example = [line for line in emil.not_taken if "?" * length in line.text]
    assert len(example) == len(lines) - 1 and all(line.reason.code == "intake.example" for line in example)


@pytest.mark.parametrize(("language", "length", "word"), [
    ("de", 5, "WORT"), ("en", 5, "WORD"), ("nl", 4, "WOORD"), ("fr", 4, "MOT"), ("de", 2, "WORT")])
def test_where_the_word_cannot_be_a_guess_the_mails_keep_it_and_a_line_left_so_is_no_guess(
        language: str, length: int, word: str) -> None:
    game = game_of(length, language)
    lines, intake = emils_answer(game, language, SECRETS[length][0])
    assert all(line.endswith(": " + word) for line in lines), lines
    (emil,) = intake.players  # type: ignore[attr-defined]
    assert emil.outcome == "taken" and [g.word for g in emil.taken] == [SECRETS[length][0]]
    assert [line.reason.code for line in emil.not_taken if line.text.endswith(word)] == ["intake.example"] * (
        len(lines) - 1)


@pytest.mark.parametrize(("language", "length", "said"), [
    ("de", 4, "als „Emil: ????“"), ("en", 4, 'as "Emil: ????"'), ("nl", 5, "als “Emil: ?????”"),
    ("fr", 3, "comme « Emil : ??? »"), ("de", 5, "als „Emil: WORT“"), ("nl", 4, "als “Emil: WOORD”")])
def test_the_reports_answer_example_says_question_marks_where_the_word_could_be_a_guess(
        language: str, length: int, said: str) -> None:
    game = game_of(length, language)
    text = render_text(lot_report(player_view(evaluate(game), 0), language, catalogs=translation))
    assert said in " ".join(text.replace("\u00a0", " ").split()), text


def test_a_game_of_4_letter_words_takes_wort_from_a_mail_of_the_old_form() -> None:
    """A reply typed by hand, without the report's lines: "Alfons: WORT" is Emil's guess in a 4-letter game."""
    game = game_of(4, "de")
    first = game.lot.targets("Emil")[0]  # type: ignore[union-attr]
    raw = reply("thunderbird", sender="Emil <emil@example.org>", subject="AW: Herbst: Auslosung für Runde 1",
                date=OPENED + timedelta(hours=2), message_id="<emil-2@example.org>",
                body=f"Hallo Joe,\n\n{first}: WORT\n\nEmil")
    (emil,) = plan_intake(game, 1, [in_mail(raw, OPENED + timedelta(hours=2))]).players
    assert emil.outcome == "taken" and [(g.target, g.word) for g in emil.taken] == [(first, "WORT")]
    five = dataclasses.replace(game, settings=dataclasses.replace(game.settings, word_length=5))
    (emil,) = plan_intake(five, 1, [in_mail(raw, OPENED + timedelta(hours=2))]).players
    assert emil.outcome == "empty"  # in a game of 5-letter words it is the example left as it was
