"""A round mail says each thing once: the deadline, how to answer, that the reader withdrew.

Found by a game master: a player who withdrew read "You withdrew after round 1" twice in their mail, once in
the mail's own words ({answer}) and once in the report below it; every other player read the deadline and how
to answer twice. The mail's report now leaves out what the mail's own words say; a game master's template
that does not say it keeps it in the report, and their own words stay as they wrote them.
"""

from __future__ import annotations

import email
import email.policy
import html
import re
from dataclasses import replace

import pytest

from wordmastermind.core.wmm.departures import withdraw
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.next_round import deadline_words, withdrawn_line
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.files.i18n import translation
from wordmastermind.files.mail.eml import message_bytes
from wordmastermind.files.mail.flowed import unflowed
from wordmastermind.files.mail.message import PlayerMail, build_mails

SENDER = "Spielleiter <gm@example.org>"
DEADLINE = "2026-12-12T18:00"
OWN_ANSWER = {  # how the mail's own words begin to say how to answer
    "en": "How to answer: one line per guess, like this", "de": "So antwortest du, ein", "nl": "Zo antwoord je, één",
    "fr": "Pour répondre, une",
}
REPORTS_ANSWER = {  # how the players' report begins to say it
    "en": "How to answer: one line per guess, as", "de": "So antwortest du: ein", "nl": "Zo antwoord je: één",
    "fr": "Comment répondre",
}


def round_one_mails(language: str, template: str | None = None) -> dict[str, PlayerMail]:
    """The mails after round 1 of the rules' example, every player with an address, Fritzchen withdrawn after
    it, round 2's deadline set."""
    game = withdraw(rules_example(), "Fritzchen", 1).with_deadline(2, DEADLINE)
    game = game.with_players(replace(p, email=f"{p.name.lower()}@example.org") for p in game.players)
    mails = build_mails(player_view(evaluate(game), 1), sender=SENDER, language=language, template=template)
    return {mail.name: mail for mail in mails}


def parts(mail: PlayerMail) -> tuple[str, str]:
    """The plain text (as a mail program that reads format=flowed shows it) and the HTML's text, of the mail as
    written and read back by the ``email`` package."""
    assert mail.message is not None
    read = email.message_from_bytes(message_bytes(mail.message), policy=email.policy.default)
    assert isinstance(read, email.message.EmailMessage) and not read.defects
    plain, page = read.get_body(("plain",)), read.get_body(("html",))
    assert plain is not None and page is not None
    text = unflowed(plain.get_content().replace("\r\n", "\n"))
    shown = html.unescape(re.sub(r"<[^>]+>", " ", page.get_content())).replace("\u00a0", " ")
    return text, " ".join(shown.split())


def once(needle: str, mail: PlayerMail) -> list[int]:
    """How often ``needle`` is in the plain text and in the HTML (every space read as one: French keeps some
    with their words)."""
    text, shown = parts(mail)
    needle = " ".join(needle.split())
    return [" ".join(text.split()).count(needle), shown.count(needle)]


@pytest.mark.parametrize("language", ["en", "de", "nl", "fr"])
def test_a_withdrawn_player_reads_once_that_they_withdrew(language: str) -> None:
    mails = round_one_mails(language)
    withdrew = withdrawn_line(1, language, translation)
    assert once(withdrew, mails["Fritzchen"]) == [1, 1]
    assert once(withdrew, mails["Alfons"]) == [0, 0]


@pytest.mark.parametrize("language", ["en", "de", "nl", "fr"])
def test_a_player_reads_the_deadline_and_how_to_answer_once(language: str) -> None:
    mails = round_one_mails(language)
    deadline = deadline_words(DEADLINE, language, translation)
    for name in ("Alfons", "Emil"):
        assert once(deadline, mails[name]) == [1, 1], name
        assert once(OWN_ANSWER[language], mails[name]) == [1, 1], name
        assert once(REPORTS_ANSWER[language], mails[name]) == [0, 0], name
        text, _shown = parts(mails[name])
        assert text.index(deadline) < text.index("====")  # in the mail's own words, above the report
    assert once(deadline, mails["Fritzchen"]) == [0, 0]  # no next round for him


def test_in_german_the_withdrawn_player_reads_it_once_and_the_others_the_deadline() -> None:
    mails = round_one_mails("de")
    assert once("Du hast dich nach Runde 1 zurückgezogen", mails["Fritzchen"]) == [1, 1]
    assert once("Samstag, 12.12.2026, 18:00 Uhr", mails["Gustav"]) == [1, 1]
    assert once("Einsendeschluss für Runde 2", mails["Gustav"]) == [1, 1]


def test_a_template_without_the_answer_keeps_it_in_the_report_and_its_own_words() -> None:
    """The game master's own words are theirs: a template that says the deadline itself ({deadline}) has the
    report leave out only its deadline; one that says neither keeps the report's."""
    mails = round_one_mails("en", "Hello {name}, answer by {deadline}, please!\n\n{report}\n")
    text, shown = parts(mails["Alfons"])
    assert text.startswith("Hello Alfons, answer by Saturday, 12 December 2026, 18:00, please!\n\n")
    assert once("Saturday, 12 December 2026, 18:00", mails["Alfons"]) == [1, 1]
    assert once("Deadline for round 2", mails["Alfons"]) == [0, 0]
    assert once('How to answer: one line per guess, as "', mails["Alfons"]) == [1, 1]  # the report says it
    mails = round_one_mails("en", "Hello {name}!\n\n{report}\n")
    assert once("Deadline for round 2: Saturday, 12 December 2026, 18:00.", mails["Alfons"]) == [1, 1]
    assert once("You withdrew after round 1", mails["Fritzchen"]) == [1, 1]


def test_the_attached_report_keeps_the_deadline() -> None:
    """A file stands alone: the report attached to the mail still says the deadline and how to answer."""
    from wordmastermind.files.mail.message import MailMaker

    game = rules_example().with_deadline(2, DEADLINE)
    game = game.with_players(replace(p, email=f"{p.name.lower()}@example.org") for p in game.players)
    maker = MailMaker(player_view(evaluate(game), 1), sender=SENDER, language="en")
    assert "Deadline for round 2" in maker.report.text()
    assert "Deadline for round 2" not in maker.text(0).body.split("====", 1)[1]
