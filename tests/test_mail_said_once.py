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
import io
import re
from dataclasses import replace

import docx
import pytest

from wordmastermind.core.wmm.departures import withdraw
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example, table_example
from wordmastermind.core.wmm.next_round import deadline_words, withdrawn_line
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.files.i18n import translation
from wordmastermind.files.mail.eml import message_bytes
from wordmastermind.files.mail.flowed import unflowed
from wordmastermind.files.mail.message import PlayerMail, build_mails, mail_attachment, mail_report

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


OWN_GUESSES = {  # how the mail's own words say the next round's guesses and its weighting factor (round 2's: WF 1)
    "en": "In round 2 you have one guess, weighting factor (WF) 1.",
    "de": "In Runde 2 hast du einen Rateversuch, Wertungsfaktor (WF) 1.",
    "nl": "In ronde 2 heb je één raadpoging, wegingsfactor (WF) 1.",
    "fr": "À la manche 2, vous avez une proposition, facteur de pondération (WF) 1.",
}
REPORTS_GUESSES = {  # how the players' report says them
    "en": "Next round: 1 guess per player, weighting factor (WF) 1.",
    "de": "Nächste Runde: 1 Rateversuch pro Spieler, Wertungsfaktor (WF) 1.",
    "nl": "Volgende ronde: 1 raadpoging per speler, wegingsfactor (WF) 1.",
    "fr": "Manche suivante : 1 proposition par joueur, facteur de pondération (WF) 1.",
}
LOT_OWN = {  # the lot mail's own words on round 1's guesses (unweighted: no WF) and the lot report's
    "en": ("In round 1 you have 3 guesses.", "In round 1 each player makes 3 guesses"),
    "de": ("In Runde 1 hast du 3 Rateversuche.", "In Runde 1 hat jeder Spieler 3 Rateversuche"),
    "nl": ("In ronde 1 heb je 3 raadpogingen.", "In ronde 1 doet elke speler 3 raadpogingen"),
    "fr": ("À la manche 1, vous avez 3 propositions.", "À la manche 1, chaque joueur fait 3 propositions"),
}


@pytest.mark.parametrize("language", ["en", "de", "nl", "fr"])
def test_a_round_mail_says_the_next_rounds_guesses_and_weighting_factor_once(language: str) -> None:
    """Found by a game master: the mail said "In round 2 you have one guess", and its report again "Next round: 1
    guess per player, weighting factor (WF) 1"; the WF only there. The mail's own words now say both, once; its
    report (text and HTML) leaves its line out. Fritzchen, who withdrew, reads neither."""
    mails = round_one_mails(language)
    for name in ("Alfons", "Emil"):
        assert once(OWN_GUESSES[language], mails[name]) == [1, 1], name
        assert once(REPORTS_GUESSES[language], mails[name]) == [0, 0], name
        text, _shown = parts(mails[name])
        assert " ".join(text.split()).index(OWN_GUESSES[language]) < text.index("====")  # above the report
    assert once(OWN_GUESSES[language], mails["Fritzchen"]) == [0, 0]
    assert once(REPORTS_GUESSES[language], mails["Fritzchen"]) == [0, 0]


def test_a_template_without_the_answer_keeps_the_reports_line_of_the_next_round_and_the_file_keeps_it() -> None:
    """A game master's template that does not say the next round's guesses ({answer}) keeps the report's line;
    the report attached as a file stands alone and keeps it whatever the template."""
    mails = round_one_mails("de", "Hallo {name}, bis {deadline}!\n\n{report}\n")
    assert once(REPORTS_GUESSES["de"], mails["Alfons"]) == [1, 1]
    assert once(OWN_GUESSES["de"], mails["Alfons"]) == [0, 0]
    game = rules_example().with_deadline(2, DEADLINE)
    game = game.with_players(replace(p, email=f"{p.name.lower()}@example.org") for p in game.players)
    view = player_view(evaluate(game), 1)
    report = mail_report(view, "de")
    file = mail_attachment(view, report, "docx", language="de")
    alfons = build_mails(view, sender=SENDER, language="de", report=report, attachments=[file])[0]
    assert alfons.name == "Alfons" and once(REPORTS_GUESSES["de"], alfons) == [0, 0]
    assert alfons.message is not None
    (attached,) = alfons.message.iter_attachments()
    document = docx.Document(io.BytesIO(attached.get_content()))
    assert REPORTS_GUESSES["de"] in [paragraph.text.replace("\u00a0", " ") for paragraph in document.paragraphs]


@pytest.mark.parametrize("language", ["en", "de", "nl", "fr"])
def test_the_lot_mail_says_round_ones_guesses_once(language: str) -> None:
    """The lot's mail said "In round 1 you have 3 guesses" and its report "In round 1 each player makes 3
    guesses, …": its report now leaves that out where the mail's own words say it, and keeps it where they do
    not (a template without {answer})."""
    game = replace(table_example(), rounds=())
    game = game.with_players(replace(p, email=f"p{n}@example.org") for n, p in enumerate(game.players))
    own, reports = LOT_OWN[language]
    (mail, *_others) = build_mails(player_view(evaluate(game), 0), sender=SENDER, language=language)
    assert once(own, mail) == [1, 1] and once(reports, mail) == [0, 0]
    (mail, *_others) = build_mails(player_view(evaluate(game), 0), sender=SENDER, language=language,
                                   template="{name}:\n\n{report}\n")
    assert once(own, mail) == [0, 0] and once(reports, mail) == [1, 1]
