"""A French player's mails and letters begin as French letters do: after « Bonjour Amélie, » the text starts
with a capital, and the game master signs « Votre meneur de jeu ».

A French game master's play-test: the lot mail began "Bonjour Amélie,\\n\\nla partie commence", the round
mail "voici le rapport", the receipt "votre courriel du …", the reminder "nous n’avons pas encore…", the
letters "voici votre résultat", and the mails were signed "votre meneur de jeu" (German puts a small
letter after "Hallo Emil,"; French does not). The correction mail and the final mail began with a capital
already, so that a player read both kinds from the same game.
"""

from __future__ import annotations

import dataclasses
import datetime

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.wmm.intake import plan_intake
from wordmastermind.core.wmm.letter import build_letters
from wordmastermind.core.wmm.player_view import player_view, view_before
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.i18n import translation
from wordmastermind.files.mail.message import build_mails, default_texts
from wordmastermind.files.mail.receipts import receipts, reminders

from test_intake_rounds import at, game_with_lot, mail

SENDER = "Meneur de jeu <mj@example.fr>"


def by_mail_and_post(game: Game) -> Game:
    return dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"{p.name.lower()}@example.fr", address="1 rue de la Paix, 75002 Paris")
        for p in game.players))


def opening(body: str) -> str:
    """The first line after the greeting (``Bonjour Amélie,`` and a blank line)."""
    lines = body.split("\n")
    assert lines[0].startswith("Bonjour ") and lines[0].endswith(",") and lines[1] == "", body
    return lines[2]


def test_the_lot_round_and_final_mails_go_on_with_a_capital_after_the_greeting() -> None:
    game = by_mail_and_post(random_game(6, 2, seed=4))
    evaluation = evaluate(game)
    for number in (0, 1, evaluation.round):
        for one in build_mails(player_view(evaluation, number), sender=SENDER, language="fr"):
            first = opening(one.body)
            assert first[0].isupper(), (number, first)
            assert "\nvotre meneur de jeu" not in one.body, one.body
            assert "\nVotre meneur de jeu" in one.body


def test_a_receipt_and_a_reminder_go_on_with_a_capital_after_the_greeting() -> None:
    game = game_with_lot().with_deadline(1, "2026-12-01T18:00+01:00")
    intake = plan_intake(game, 1, [mail("gustav@example.org", "Emil: TOLLE", at(1, 10), "<g1@x>"),
                                   mail("emil@example.org", "Alfons: SALAT", at(1, 18), "<e1@x>")])
    taken, late = receipts(intake, view_before(game, 1), SENDER, "fr")
    assert opening(taken.body).startswith("Votre courriel du "), taken.body
    assert opening(late.body).startswith("Votre courriel du "), late.body
    reminder = reminders(view_before(game, 1), 1, game.players[:1], SENDER, "fr")[0]
    assert opening(reminder.body).startswith("Nous n’avons pas encore de propositions"), reminder.body


def test_a_letter_goes_on_with_a_capital_after_the_greeting() -> None:
    game = by_mail_and_post(random_game(6, 2, seed=4))
    evaluation = evaluate(game)
    for number in (0, 1):
        letter = build_letters(player_view(evaluation, number), language="fr", everyone=True,
                               date=datetime.date(2026, 12, 1), catalogs=translation).letters[0]
        assert letter.salutation.startswith("Bonjour ")
        assert letter.opening.startswith("Voici "), letter.opening


def test_the_html_mail_keeps_a_french_colon_and_guillemets_with_their_words() -> None:
    """The HTML part, which Gmail, Apple Mail and Outlook show, broke lines at the plain space before a colon,
    as a phone's narrow screen did: "Votre total" at the end of one line, ": 10 points, rang 5 sur 6." at
    the start of the next. The plain text and the PDF keep them together already (the text writer's
    :mod:`~wordmastermind.files.writers.line_breaks`); the HTML says so with non-breaking spaces."""
    import re

    game = by_mail_and_post(random_game(6, 2, seed=4)).with_deadline(2, "2026-12-12T18:00")
    evaluation = evaluate(game)
    for number in (0, 1):
        # a template without {answer}: the mail's report then says how to answer itself, « Emil : MOT » and all
        template = default_texts(number, "fr")[1].replace("{answer}", "")
        for one in build_mails(player_view(evaluation, number), sender=SENDER, language="fr", template=template):
            breakable = re.findall(r".{0,20} [:;!?»].{0,5}|«  .{0,20}", one.html)
            assert breakable == [], breakable
            kept = one.html.replace("\u00a0", "&nbsp;")  # the catalog's own no-break spaces, or the HTML's
            assert "total&nbsp;: " in kept or number == 0
            assert "comme «&nbsp;" in kept and "&nbsp;» : le nom" not in kept
            assert "&nbsp;»&nbsp;: le nom" in kept


def test_the_html_mail_in_english_or_german_has_no_spaces_made_unbreakable() -> None:
    """None but the one every language keeps: "(WF)" with its number (tests/test_wf_line_break.py)."""
    game = by_mail_and_post(random_game(6, 2, seed=4))
    for language in ("en", "de"):
        for one in build_mails(player_view(evaluate(game), 1), sender=SENDER, language=language):
            assert "&nbsp;" not in one.html.replace("(WF)&nbsp;", "(WF) ")


def test_a_correction_mail_is_signed_as_the_round_mail_is() -> None:
    """The French correction began with a capital already, and was signed "votre meneur de jeu"."""
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.core.wmm.game import Guess
    from wordmastermind.core.wmm.sent_log import sent_reports
    from wordmastermind.files.mail.corrections import build_corrections

    game = by_mail_and_post(rules_example())
    names = [p.name for p in game.players]
    game = game.with_sent(sent_reports(evaluate(game, upto=1), 1, "round", names, "2026-12-02T09:03:00+01:00"))
    first = game.rounds[0].guesses[0]
    changed = game.with_guess(1, 0, Guess(first.guesser, first.target, "ZZZZZ"))
    mails, _view = build_corrections(evaluate(changed, upto=1), 1, sender=SENDER, language="fr")
    assert mails
    for one in mails:
        assert opening(one.body).startswith("Le rapport de la manche 1"), one.body
        assert one.body.rstrip("\n").splitlines()[-2:] == ["Bien cordialement,", "Votre meneur de jeu"], one.body


def test_a_letter_whose_guesses_run_on_keeps_a_french_colon_after_the_column_titles() -> None:
    """A French game master's play-test with 20 players: the letter's report, too long for the sheet as tables,
    ran the guesses at each word on as text under one line of column titles, and that line ended
    "Proposé par:", though every other colon of the letter has French's no-break space before it
    ("Votre total : 6 points")."""
    import io

    import pypdf

    from wordmastermind.files.mail.message import mail_report
    from wordmastermind.files.writers.letter_pdf import letters_pdf

    game = by_mail_and_post(random_game(20, 4, seed=3))
    view = player_view(evaluate(dataclasses.replace(game, settings=dataclasses.replace(game.settings, language="fr"))), 4)
    gm = "Jo Grimm, 1 rue Haute, 67000 Strasbourg"
    letter = build_letters(view, language="fr", everyone=True, date=datetime.date(2026, 12, 1), return_address=gm,
                           catalogs=translation).letters[0]
    pdf = letters_pdf([letter], mail_report(view, "fr"), sender=gm, place="Strasbourg")
    text = "\n".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(pdf)).pages)
    titles = [line.replace("\u00a0", " ") for line in text.splitlines() if line.startswith("Manche Proposition")]
    assert titles == ["Manche Proposition Résultat Points Proposé par :"]  # the guesses run on: titles said once


def test_a_french_letter_without_a_place_is_dated_with_a_capital() -> None:
    """Without --place, the French letter's date line read "le 1er décembre 2026", a line beginning with a small
    letter; with a place it is "Strasbourg, le 1er décembre 2026", as before."""
    import io

    import docx
    import pypdf

    from wordmastermind.files.mail.message import mail_report
    from wordmastermind.files.writers.letter_docx import letters_docx
    from wordmastermind.files.writers.letter_pdf import letters_pdf

    game = by_mail_and_post(random_game(6, 2, seed=4))
    view = player_view(evaluate(dataclasses.replace(game, settings=dataclasses.replace(game.settings, language="fr"))), 1)
    letter = build_letters(view, language="fr", everyone=True, date=datetime.date(2026, 12, 1),
                           catalogs=translation).letters[0]
    report = mail_report(view, "fr")
    for place, dated in (("", "Le 1er décembre 2026"), ("Strasbourg", "Strasbourg, le 1er décembre 2026")):
        pdf = pypdf.PdfReader(io.BytesIO(letters_pdf([letter], report, place=place)))
        assert dated in pdf.pages[0].extract_text().splitlines()
        word = docx.Document(io.BytesIO(letters_docx([letter], report, place=place)))
        assert dated in [paragraph.text for paragraph in word.paragraphs]
