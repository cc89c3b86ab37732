"""Every message a player gets says what to do next: the deadline with its weekday, whom and how often to
guess, how to answer (a line per target, as the intake reads it) and where to; the final one says the
game is over and nothing of a next round.

A game master's complaint: round 2's deadline (12.12.2026 18:00) appeared nowhere in round 1's report,
mail and letter, nor in the lot's; postal players got no form to answer on; the final mail's subject
was "Runde 4" and it said "In der nächsten Runde darfst du raten bei: niemandem mehr".
"""

from __future__ import annotations

import dataclasses
import datetime

import pytest

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.wmm.letter import build_letters
from wordmastermind.core.wmm.lot_report import lot_report
from wordmastermind.core.wmm.mail_guesses import read_mail_text
from wordmastermind.core.wmm.next_round import ANSWER_WORDS, deadline_words, spoken_list
from wordmastermind.core.wmm.player_view import player_view, view_before
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.i18n import translation
from wordmastermind.files.mail.message import build_mails, default_texts
from wordmastermind.files.mail.receipts import receipts, reminders
from wordmastermind.files.writers.text import render_text

SENDER = "Joe <joe@example.org>"


def mailed(game: Game) -> Game:
    return dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"{p.name.lower()}@example.org") for p in game.players))


@pytest.mark.parametrize(("language", "said"), [
    ("de", "Samstag, 12.12.2026, 18:00 Uhr"),
    ("en", "Saturday, 12 December 2026, 18:00"),
    ("nl", "zaterdag 12 december 2026, 18.00 uur"),
    ("fr", "samedi 12 décembre 2026 à 18 h 00"),
])
def test_a_deadline_reads_as_the_readers_language_writes_it_with_the_weekday(language: str, said: str) -> None:
    assert deadline_words("2026-12-12T18:00", language, translation) == said


@pytest.mark.parametrize(("language", "said"), [
    ("de", "Dienstag, 01.12.2026, 09:05 Uhr"),
    ("en", "Tuesday, 1 December 2026, 09:05"),
    ("nl", "dinsdag 1 december 2026, 09.05 uur"),
    ("fr", "mardi 1er décembre 2026 à 9 h 05"),
])
def test_a_deadline_on_the_first_of_a_month_in_the_morning_reads_as_the_language_writes_it(
        language: str, said: str) -> None:
    """A French player read "mardi 1 décembre 2026 à 09 h 05": French writes the first of a month 1er (as
    the French letters' date did already) and the hour before "h" without a leading zero."""
    assert deadline_words("2026-12-01T09:05", language, translation) == said


@pytest.mark.parametrize(("language", "two", "three", "apart"), [
    ("de", "Emil und Otto", "Emil, Otto und Käthe", "Klein, Fritz; Müller, Käthe und Emil"),
    ("en", "Emil and Otto", "Emil, Otto and Käthe", "Klein, Fritz; Müller, Käthe and Emil"),
    ("nl", "Emil en Otto", "Emil, Otto en Käthe", "Klein, Fritz; Müller, Käthe en Emil"),
    ("fr", "Emil et Otto", "Emil, Otto et Käthe", "Klein, Fritz\u00a0; Müller, Käthe et Emil"),
])
def test_lists_of_names_read_as_the_language_writes_them(language: str, two: str, three: str, apart: str) -> None:
    assert spoken_list(["Emil", "Otto"], language, translation) == two
    assert spoken_list(["Emil", "Otto", "Käthe"], language, translation) == three
    # names of a roster of "surname, first name" are set apart by semicolons
    assert spoken_list(["Klein, Fritz", "Müller, Käthe", "Emil"], language, translation) == apart


def test_the_answer_word_of_every_language_is_known_to_the_intake() -> None:
    from wordmastermind.core.wmm.next_round import answer_word

    assert {answer_word(language, translation) for language in ("en", "de", "nl", "fr")} == ANSWER_WORDS


def test_the_round_mail_says_the_deadline_whom_to_guess_and_how_and_the_intake_reads_the_answer() -> None:
    game = mailed(rules_example()).with_deadline(3, "2026-12-12T18:00")
    view = player_view(evaluate(game), 2)
    mails = {m.name: m for m in build_mails(view, sender=SENDER, language="de")}
    emil = mails["Emil"].body
    assert "Einsendeschluss für Runde 3: Samstag, 12.12.2026, 18:00 Uhr." in emil
    assert ("In Runde 3 hast du einen Rateversuch, Wertungsfaktor (WF) 4. Du darfst raten bei Alfons, Gustav, Beatrix und"
            " Fritzchen.") in emil
    assert "Antworte auf diese Mail oder schreib an joe@example.org." in emil
    assert "In der nächsten Runde" not in emil
    # the example lines are the form the intake reads; left as they are, they are no guesses
    lines = [line for line in emil.splitlines() if line.endswith(": WORT")]
    assert lines == ["Alfons: WORT", "Gustav: WORT", "Beatrix: WORT", "Fritzchen: WORT"]
    names = [p.name for p in game.players]
    untouched = read_mail_text("\n".join(lines), names)
    assert not untouched.guesses and len(untouched.ignored) == 4
    filled = read_mail_text("\n".join(lines).replace("Gustav: WORT", "Gustav: HOSEN"), names)
    assert [(g.target, g.word) for g in filled.guesses] == [("Gustav", "HOSEN")]
    assert "Einsendeschluss" in mails["Emil"].html and "Alfons: WORT" in mails["Emil"].html


def test_a_round_without_a_deadline_says_so() -> None:
    view = player_view(evaluate(mailed(rules_example())), 2)
    body = build_mails(view, sender=SENDER, language="de")[0].body
    assert "Einsendeschluss für Runde 3: sobald alle geantwortet haben." in body


def test_the_lot_mail_letter_and_report_say_round_ones_deadline() -> None:
    game = mailed(rules_example()).truncated(0).with_deadline(1, "2026-12-05T12:00")
    game = dataclasses.replace(game, players=tuple(dataclasses.replace(p, address="Weg 1, 12345 Ort")
                                                   for p in game.players))
    view = player_view(evaluate(game), 0)
    said = "Einsendeschluss für Runde 1: Samstag, 05.12.2026, 12:00 Uhr."
    assert all(said in m.body for m in build_mails(view, sender=SENDER, language="de"))
    letters = build_letters(view, language="de", everyone=True, date=datetime.date(2026, 11, 28),
                            return_address="Joe, Hauptstr. 1, 12345 Berlin", catalogs=translation)
    alfons = letters.letters[0]
    assert said in alfons.next_lines
    assert "Dein Geheimwort, wie du es geschickt hast: SALAT." in render_text(
        dataclasses.replace(lot_report(view, "de", catalogs=translation), blocks=alfons.guesses))
    assert alfons.slip is not None and alfons.slip.heading == "Antwort für Runde 1: Alfons"
    assert alfons.slip.send_to == "Senden an: Joe, Hauptstr. 1, 12345 Berlin"
    assert alfons.slip.lines == tuple(f"{t}: ________________" for t in game.lot.targets("Alfons"))  # type: ignore[union-attr]
    text = render_text(lot_report(view, "de", catalogs=translation))
    assert said in text and "So antwortest du" in text


def test_the_round_report_says_the_deadline_and_how_to_answer_in_every_format() -> None:
    game = rules_example().with_deadline(3, "2026-12-12T18:00")
    report = round_report(player_view(evaluate(game), 2), language="en")
    text = render_text(report)
    assert "Deadline for round 3: Saturday, 12 December 2026, 18:00." in text
    assert 'How to answer: one line per guess, as "Alfons: WORD"' in text


def test_a_reminder_says_the_deadline_whom_and_how() -> None:
    game = mailed(rules_example()).with_deadline(3, "2026-12-12T18:00")
    view = view_before(game, 3)
    mail = reminders(view, 3, game.players[:1], SENDER, "en")[0]
    assert "Deadline for round 3: Saturday, 12 December 2026, 18:00." in mail.body
    assert "Gustav: WORD" in mail.body and "Answer this mail, or write to joe@example.org." in mail.body


@pytest.mark.parametrize(("language", "said", "arrived"), [
    ("de", "Dienstag, 01.12.2026, 18:00 Uhr", "01.12.2026 18:30"),
    ("en", "Tuesday, 1 December 2026, 18:00", "Tue, 01 Dec 2026 18:30:00 +0100"),
    ("nl", "dinsdag 1 december 2026, 18.00 uur", "01-12-2026 18:30"),
    ("fr", "mardi 1er décembre 2026 à 18 h 00", "01/12/2026 18:30"),
])
def test_a_receipt_says_the_deadline_a_late_mail_missed_as_the_round_mail_said_it(
        language: str, said: str, arrived: str) -> None:
    """A deadline entered with its zone (``deadline --at 2026-12-01T18:00+01:00``): the lot mail said 18:00,
    and the receipt of a mail that came half an hour late said the deadline was 17:00 on a computer that
    keeps UTC, as the suite's does (tests/conftest.py); in English, the file's own "2026-12-01 18:00+01:00".
    The mail's time is said in the deadline's zone too: "your mail of 17:30 came after the deadline, 18:00"
    would not hold."""
    from test_intake_rounds import at, game_with_lot, mail

    from wordmastermind.core.wmm.intake import plan_intake

    game = game_with_lot().with_deadline(1, "2026-12-01T18:00+01:00")
    lot_mails = build_mails(player_view(evaluate(game), 0), sender=SENDER, language=language)
    assert all(said in m.body for m in lot_mails)
    intake = plan_intake(game, 1, [mail("gustav@example.org", "Emil: TOLLE", at(1, 17, 30), "<g1@x>")])
    assert [one.outcome for one in intake.players] == ["late"]
    body = receipts(intake, view_before(game, 1), SENDER, language)[0].body
    assert f"({said})" in body and arrived in body, body
    assert "17:" not in body and "+01:00" not in body, body


@pytest.mark.parametrize(("language", "subject", "first"), [
    ("de", "Endstand", "Endstand"), ("en", "final standings", "Final standings"),
    ("nl", "eindstand", "Eindstand"), ("fr", "classement final", "Classement final"),
])
def test_the_final_mail_and_letter_say_final_standings_and_nothing_of_a_next_round(
        language: str, subject: str, first: str) -> None:
    game = mailed(random_game(4, 30, seed=1))
    evaluation = evaluate(game)
    assert evaluation.game_over
    view = player_view(evaluation, evaluation.round)
    for mail in build_mails(view, sender=SENDER, language=language):
        assert mail.subject.endswith(subject)
        assert first in mail.body.split("\n")[2]
        assert "niemandem mehr" not in mail.body and "nobody" not in mail.body
        assert "WORT" not in mail.body and "Einsendeschluss" not in mail.body
    game = dataclasses.replace(game, players=tuple(dataclasses.replace(p, address="Weg 1") for p in game.players))
    letter = build_letters(player_view(evaluate(game), evaluation.round), language=language, everyone=True,
                           date=datetime.date(2026, 11, 28), catalogs=translation).letters[0]
    assert letter.opening.casefold().startswith(first.casefold()) and letter.slip is None and not letter.next_lines


def test_the_lot_letter_names_two_targets_as_german_says_it() -> None:
    game = random_game(9, 0, seed=3)
    game = dataclasses.replace(game, players=tuple(dataclasses.replace(p, address="Weg 1") for p in game.players),
                               settings=dataclasses.replace(game.settings, language="de"))
    letter = build_letters(player_view(evaluate(game), 0), language="de", date=datetime.date(2026, 11, 28),
                           catalogs=translation).letters[0]
    first, second = game.lot.targets(letter.name)  # type: ignore[union-attr]
    assert f"du rätst bei {first} und {second}." in letter.opening
    assert f"In Runde 1 hast du 2 Rateversuche. Du darfst raten bei {first} und {second}." in letter.next_lines


@pytest.mark.parametrize(("language", "separator"), [
    ("de", "-----Ursprüngliche Nachricht-----\nVon: Joe <joe@example.org>"),  # Outlook, German
    ("en", "On Sat, Dec 5, 2026 at 9:03 AM Joe <joe@example.org> wrote:"),  # Gmail: the original quoted below
    ("nl", "Op 5 dec 2026 om 09:03 heeft Joe <joe@example.org> het volgende geschreven:"),  # Apple Mail
    ("fr", "Le 05/12/2026 à 09:03, Joe a écrit :"),  # Thunderbird
])
def test_a_reply_that_copies_the_example_lines_gives_only_what_the_player_filled_in(
        language: str, separator: str) -> None:
    """Players answer by copying the mail's example lines and filling in some: the rest are no guesses, and
    the mail quoted below the reply (its own example lines too) is not read."""
    game = mailed(rules_example())
    mail = next(m for m in build_mails(player_view(evaluate(game), 2), sender=SENDER, language=language)
                if m.name == "Emil")
    examples = [line for line in mail.body.splitlines()  # French: « Alfons : MOT », with a no-break space
                if line.startswith(tuple(f"{name}{colon}" for name in ("Alfons", "Gustav", "Beatrix")
                                         for colon in (": ", "\u00a0: ")))]
    assert len(examples) == 3
    filled = [examples[0].split(": ")[0] + ": SALAT", *examples[1:]]
    quoted = "\n".join("> " + line for line in mail.body.splitlines())
    reply = "\n".join(["Hallo,", "", *filled, "", separator, "", quoted])
    read = read_mail_text(reply, [p.name for p in game.players], length=game.settings.word_length)
    assert [(g.target, g.word) for g in read.guesses] == [("Alfons", "SALAT")]
    assert not read.broken


EXAMPLE_LINE = {  # how the report's answer example reads with Alfons in it, in each language's own quotes (Dutch
    # WOORD could be a guess in this game of 5-letter words: question marks stand for it)
    "en": 'as "Alfons: WORD"', "de": "als „Alfons: WORT“", "nl": "als “Alfons: ?????”",
    "fr": "comme «\u00a0Alfons\u00a0: MOT\u00a0»"}


@pytest.mark.parametrize("language", sorted(EXAMPLE_LINE))
def test_the_reports_answer_example_never_names_its_reader_and_is_in_the_languages_quotes(language: str) -> None:
    """Found in review: Emil's own mail showed him how to answer with "Emil: WORT" (a guess at his own word), in
    German between straight quotes. The report's example names the shortest name in play (Emil) for everybody
    else; Emil's mail, its HTML and its attached report name the next (Alfons)."""
    import io

    import docx

    from wordmastermind.files.mail.message import mail_attachment, mail_report

    view = player_view(evaluate(mailed(rules_example())), 1)
    report = mail_report(view, language)
    attachment = mail_attachment(view, report, "docx", language=language)
    # a template without {answer}: the mail's report says how to answer (with {answer}, the mail's own words do,
    # and its report leaves it out: tests/test_mail_said_once.py)
    template = default_texts(1, language)[1].replace("{answer}", "")
    mails = {m.name: m for m in build_mails(view, sender=SENDER, language=language, report=report,
                                            attachments=[attachment], template=template)}
    mine = EXAMPLE_LINE[language]
    others = mine.replace("Alfons", "Emil")
    emil = mails["Emil"]
    assert mine in emil.body and others not in emil.body, emil.body
    from html import unescape

    html = unescape(emil.html).replace("\u00a0", " ")  # French HTML keeps « » with their words (non-breaking)
    plain, plain_others = mine.replace("\u00a0", " "), others.replace("\u00a0", " ")
    assert plain in html and plain_others not in html
    assert all(others in mail.body and mine not in mail.body for name, mail in mails.items() if name != "Emil")
    assert emil.message is not None and mails["Gustav"].message is not None

    def attached(message: object) -> str:
        (part,) = message.iter_attachments()  # type: ignore[attr-defined]
        # as a reader sees it: Word keeps « and » with their words by non-breaking spaces
        return "\n".join(p.text for p in docx.Document(io.BytesIO(part.get_content())).paragraphs).replace(
            "\xa0", " ")

    assert plain in attached(emil.message) and plain_others in attached(mails["Gustav"].message)


def test_a_letters_report_names_another_player_in_its_example_than_its_reader() -> None:
    game = rules_example()
    game = dataclasses.replace(game, players=tuple(dataclasses.replace(p, address="Weg 1, 12345 Ort")
                                                   for p in game.players))
    view = player_view(evaluate(game), 1)
    letters = {letter.name: letter for letter in build_letters(
        view, language="de", everyone=True, date=datetime.date(2026, 11, 28), catalogs=translation).letters}
    assert letters["Alfons"].report is None  # the run's report: its example names Emil
    own = letters["Emil"].report
    assert own is not None and "als „Alfons: WORT“" in render_text(own) and "Emil: WORT" not in render_text(own)
    from wordmastermind.files.writers.letter_docx import letters_docx

    import io

    import docx

    run = round_report(view, language="de", catalogs=translation)
    text = "\n".join(p.text for p in docx.Document(io.BytesIO(letters_docx([letters["Emil"]], run))).paragraphs)
    assert "„Emil: WORT“" not in text  # nor the report's example at all: the letter says how to answer, for its slip
    assert "als „Alfons: WORT“" not in text and text.count("So antwortest du:") == 1


def test_the_answer_example_names_no_masked_player() -> None:
    """A player named like a secret still in play is masked for the players ("•••••"): the example, which
    takes the shortest name, names another, and the secret is never in it."""
    def renamed(name: str) -> str:
        return "Tisch" if name == "Emil" else name  # Beatrix's secret is TISCH

    game = rules_example().truncated(0)
    assert game.lot is not None
    lot = dataclasses.replace(game.lot, assignment=tuple((renamed(g), tuple(renamed(t) for t in targets))
                                                         for g, targets in game.lot.assignment))
    game = dataclasses.replace(game, lot=lot, players=tuple(dataclasses.replace(p, name=renamed(p.name))
                                                            for p in game.players))
    view = player_view(evaluate(game), 0)
    text = render_text(lot_report(view, "de", catalogs=translation))
    line = next(line for line in text.split("\n\n") if line.startswith("So antwortest du"))
    assert "„Alfons: WORT“" in " ".join(line.split()), line
    assert "TISCH" not in text.upper().replace("TISCH: WORT", "")
