"""Receipts, reminders and correction mails are sent as RFC 3676 format=flowed, as the round's mails are.

Found by a game master: the round's mails wrapped their long paragraphs, but a reminder to a player in a game
of 60 still said "You may guess at Player 002, Player 003, …" in one line of 600 characters, and a correction
mail its "The report of round 2 you received was corrected" paragraph in one line: a mail program that does
not wrap plain text shows them as endless lines. They are flowed now, as the round's mails: the paragraph
wrapped at soft line breaks a program reading format=flowed joins again, the guess lines a player copies back
and the report's tables as they are.
"""

from __future__ import annotations

import email
import email.policy
from dataclasses import replace
from email.message import EmailMessage

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.sent_log import sent_reports
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.mail.corrections import build_corrections
from wordmastermind.files.mail.eml import message_bytes
from wordmastermind.files.mail.flowed import LONGEST, unflowed
from wordmastermind.files.mail.message import PlayerMail
from wordmastermind.files.mail.receipts import reminders

SENDER = "Spielleiter <gm@example.org>"


def sixty() -> Game:
    """A game of 60 players, each with an address, two rounds played."""
    game = random_game(60, 3, seed=7)
    return game.with_players(replace(p, email=f"p{i}@example.org") for i, p in enumerate(game.players))


def sent_text(mail: PlayerMail) -> str:
    """The plain text of the mail as sent, read back by the ``email`` package; it says it is format=flowed."""
    assert mail.message is not None
    read = email.message_from_bytes(message_bytes(mail.message), policy=email.policy.default)
    assert isinstance(read, EmailMessage) and not read.defects and all(not p.defects for p in read.walk())
    part = read.get_body(("plain",))
    assert isinstance(part, EmailMessage)
    assert part.get_content_type() == "text/plain" and part.get_content_charset() == "utf-8"
    assert (part.get_param("format"), part.get_param("delsp")) == ("flowed", "no")
    content = part.get_content()
    assert isinstance(content, str)
    return content.replace("\r\n", "\n")


def assert_flowed(mail: PlayerMail, long: str) -> list[str]:
    """The mail's text is flowed: ``long`` (a line of its text) wrapped, every line short but a table's, the
    text as written when read as format=flowed. Its lines as sent."""
    assert len(next(line for line in mail.body.split("\n") if long in line)) > LONGEST
    sent = sent_text(mail)
    assert unflowed(sent) == mail.body
    lines = sent.split("\n")
    assert any(long in line and line.endswith(" ") for line in lines)  # wrapped: a soft line break
    for line in lines:  # only a table's row or rule, which has no single space to break at, stays long
        assert len(line) <= LONGEST or "  " in line.strip() or set(line.strip()) <= {"=", "-"}, line
    return lines


def test_a_reminder_to_a_player_of_sixty_is_flowed() -> None:
    game = sixty()
    mail = reminders(player_view(evaluate(game), 2), 3, game.players[:1], SENDER, "en")[0]
    lines = assert_flowed(mail, "Player 002, Player 003")  # whom they may guess at, after their guesses and WF
    examples = [line for line in mail.body.split("\n") if line.startswith("Player ") and line.endswith(": WORD")]
    assert len(examples) > 40 and all(line in lines for line in examples)  # each a line of its own, as written


def test_a_correction_mail_in_a_game_of_sixty_is_flowed() -> None:
    game = sixty()
    names = [p.name for p in game.players]
    game = game.with_sent(sent_reports(evaluate(game), 2, "round", names, "2026-12-02T09:03:00+01:00"))
    first = game.rounds[1].guesses[0]
    game = game.with_guess(2, 0, replace(first, word="ZZZZZ"))
    mails, _view = build_corrections(evaluate(game), 2, sender=SENDER, language="en")
    assert mails
    lines = assert_flowed(mails[0], "The report of round 2 you received was")
    table = [line for line in lines if "  " in line.strip()]
    assert table and not any(line.endswith(" ") for line in table)  # the report's tables: hard line breaks
