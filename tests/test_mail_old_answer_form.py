"""A reply to a mail of the old answer form: its line left unfilled is no guess, a guess of the word still is.

Until 30 November 2026 the answer lines said the language's word (``Fritzchen: WORT``, ``WORD``, ``WOORD``,
``MOT``) whatever the game's word length; since, a game whose words have its length gets question marks, and
``Fritzchen: WORT`` is read as a guess there. A German game of 4-letter words running over the upgrade got
Emil's reply to the old lot mail, "Beatrix: BROT" and the line "Fritzchen: WORT" left as the mail wrote it, and
took WORT as his guess at Fritzchen's word. A line exactly as the quoted mail wrote it is the line left unfilled
now; written otherwise (``Fritzchen: wort``), it is the player's guess of the word.
"""

from __future__ import annotations

import re
from datetime import timedelta
from email.message import EmailMessage
from email.policy import SMTP
from email.utils import format_datetime
from pathlib import Path

import pytest

from mail_corpus import reply
from old_answer_forms import OLD_LOT_MAILS
from test_cli_inbox import guesses_of, inbox
from test_mail_answer_word import OPENED, REPLY_PREFIX, game_of
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game, Sent
from wordmastermind.core.wmm.intake import Intake, plan_intake
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.files.i18n import render
from wordmastermind.files.mail.inbound import in_mail
from wordmastermind.files.mail.receipts import receipts
from wordmastermind.files.wmm.file import save_game

from imap_support import ImapServer

GAMES = {"de": (4, "WORT", "BROT"), "en": (4, "WORD", "BROT"), "nl": (5, "WOORD", "SALAT"), "fr": (3, "MOT", "SEL")}
"""Each language's game (its words' length), the old form's word, which has that length, and Emil's guess at
Beatrix."""
CLIENTS = ("outlook", "gmail", "thunderbird", "apple-mail", "outlook-html", "gmail-html", "apple-mail-html")
ARRIVED = OPENED + timedelta(hours=5)
REASON = {
    "de": "genau wie in der Mail des Spielleiters, wo es auszufüllen war: als nicht ausgefüllt gelesen, nicht als "
          "Rateversuch; wenn du WORT meinst, schreib es klein: „Fritzchen: wort“",
    "en": "exactly as in the game master's mail, where it was to be filled in: read as not filled in, not as a "
          "guess; if you mean WORD, write it in small letters: \"Fritzchen: word\"",
    "nl": "precies zoals in de mail van de spelleider, waar het ingevuld moest worden: gelezen als niet ingevuld, "
          "niet als raadpoging; bedoel je WOORD, schrijf het dan klein: “Fritzchen: woord”",
    "fr": "écrite exactement comme dans le courriel du meneur de jeu, où elle était à remplir : lue comme non "
          "remplie, pas comme une proposition ; si vous voulez proposer MOT, écrivez-le en minuscules : "
          "« Fritzchen : mot »",
}
"""Why the unfilled line is not taken, as the receipt and the listing say it in the game's language."""


def emils_reply(game: Game, language: str, client: str, lines: tuple[str, ...], *,
                thread: tuple[str, ...] = ("<lot.old@example.org>",)) -> Intake:
    """The intake of Emil's reply, with ``lines`` as his own text above his name, to the old lot mail, which his
    ``client`` quotes its way."""
    subject, body = OLD_LOT_MAILS[language]
    assert game.lot is not None and game.lot.targets("Emil") == ("Beatrix", "Fritzchen")
    raw = reply(client, sender="Emil <emil@example.org>", date=ARRIVED, subject=REPLY_PREFIX[language] + subject,
                message_id="<emil-1@example.org>", body="\n".join([*lines, "", "Emil"]), original=body,
                language=language, thread=thread)
    return plan_intake(game, 1, [in_mail(raw, ARRIVED)])


@pytest.mark.parametrize("client", CLIENTS)
@pytest.mark.parametrize("language", sorted(GAMES))
def test_the_old_forms_line_left_unfilled_is_no_guess(language: str, client: str) -> None:
    length, word, guess = GAMES[language]
    subject, body = OLD_LOT_MAILS[language]
    assert f"\nFritzchen: {word}\n" in body  # the old form wrote the word that could be a guess, as it was
    game = game_of(length, language)
    intake = emils_reply(game, language, client,
                         (f"Beatrix: {guess}", f"Fritzchen: {word}"))  # the two lines copied, one filled in
    (emil,) = intake.players
    assert emil.outcome == "taken" and [(g.target, g.word) for g in emil.taken] == [("Beatrix", guess)]
    (unfilled,) = [line for line in emil.not_taken if line.text == f"Fritzchen: {word}"]
    assert unfilled.reason.code == "intake.old_example"
    said = render(unfilled.reason, language).replace("\u00a0", " ")
    assert said == REASON[language].replace("WORT", word).replace("wort", word.lower()), said
    (receipt,) = receipts(intake, player_view(evaluate(game), 0), "Joe <joe@example.org>", language)
    assert f"Fritzchen: {word}  ({said})" in receipt.body.replace("\u00a0", " "), receipt.body  # Emil is told how


@pytest.mark.parametrize("language", sorted(GAMES))
def test_a_guess_of_the_word_written_otherwise_is_taken(language: str) -> None:
    """Emil means the word: in small letters, or as a line the old mail did not write, it is his guess."""
    length, word, guess = GAMES[language]
    game = game_of(length, language)
    for client, written in (("outlook", f"Fritzchen: {word.lower()}"), ("gmail", f"Fritzchen: {word.title()}"),
                            ("thunderbird", f"Fritzchen = {word}"), ("apple-mail", f"- Fritzchen: {word}")):
        (emil,) = emils_reply(game, language, client, (f"Beatrix: {guess}", written)).players
        assert [(g.target, g.word) for g in emil.taken] == [("Beatrix", guess), ("Fritzchen", word)], (client, written)


def test_a_reply_to_a_mail_of_the_sent_log_takes_the_word_as_written() -> None:
    """A mail the log keeps with its Message-ID was written with question marks: its reply is read as today's,
    whatever it quotes (here a thread that holds the old mail too)."""
    game = game_of(4, "de")
    game = game.with_sent([Sent("reminder", 1, "Emil", ARRIVED.isoformat(), message_id="<remind-1@example.org>")])
    (emil,) = emils_reply(game, "de", "thunderbird", ("Beatrix: BROT", "Fritzchen: WORT"),
                          thread=("<lot.old@example.org>", "<remind-1@example.org>")).players
    assert [(g.target, g.word) for g in emil.taken] == [("Beatrix", "BROT"), ("Fritzchen", "WORT")]


def test_inbox_leaves_the_old_forms_line_out_of_an_outlook_reply(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    """The command line's inbox, on a real IMAP server: Emil's Outlook reply to the old German lot mail."""
    path = tmp_path / "herbst.wmm"
    save_game(game_of(4, "de"), path)
    subject, body = OLD_LOT_MAILS["de"]
    imap_server.append(reply("outlook", sender="Emil <emil@example.org>", date=ARRIVED, subject="AW: " + subject,
                             message_id="<emil-9@example.org>", body="Beatrix: BROT\nFritzchen: WORT\n\nEmil",
                             original=body, language="de", thread=("<lot.old@example.org>",)), arrived=ARRIVED)
    code, out, err = inbox(capsys, monkeypatch, path, imap_server, "--apply")
    assert code == 0, err
    assert guesses_of(path) == [("Emil", "Beatrix", "BROT")], out
    assert "Fritzchen: WORT (exactly as in the game master's mail, where it was to be filled in: read as not filled in" \
        in out, out



def unquoted_reply(lines: tuple[str, ...]) -> bytes:
    """Emil's reply to the old German lot mail with the quote deleted, as a phone's mail app sends it: plain text,
    answering the lot's Message-ID, which the log does not have."""
    message = EmailMessage(policy=SMTP)
    message["From"], message["To"] = "Emil <emil@example.org>", "Joe <joe@example.org>"
    message["Subject"] = "AW: " + OLD_LOT_MAILS["de"][0]
    message["Date"], message["Message-ID"] = format_datetime(ARRIVED), "<emil-2@example.org>"
    message["In-Reply-To"] = message["References"] = "<lot.old@example.org>"
    message.set_content("\n".join(["Hallo Joe,", "", *lines, "", "Gesendet von meinem iPhone"]), charset="utf-8")
    return message.as_bytes()


@pytest.mark.parametrize(("logged", "taken"), [
    ("", [("Beatrix", "BROT")]),  # the lot went out before the log kept Message-IDs: the old form's line
    ("<lot.new@example.org>", [("Beatrix", "BROT"), ("Fritzchen", "WORT")]),  # it went out with question marks
    (None, [("Beatrix", "BROT"), ("Fritzchen", "WORT")]),  # no mail of the round logged: nothing to go by
])
def test_a_reply_that_quotes_nothing_goes_by_the_log_of_the_rounds_mail(
        logged: str | None, taken: list[tuple[str, str]]) -> None:
    game = game_of(4, "de")
    if logged is not None:
        game = game.with_sent([Sent("lot", 0, "Emil", OPENED.isoformat(), message_id=logged)])
    (emil,) = plan_intake(game, 1, [in_mail(unquoted_reply(("Beatrix: BROT", "Fritzchen: WORT")), ARRIVED)]).players
    assert [(g.target, g.word) for g in emil.taken] == taken
    left = [line.reason.code for line in emil.not_taken if line.text == "Fritzchen: WORT"]
    assert left == ([] if len(taken) == 2 else ["intake.old_example"])
    if logged == "":  # written as the old form never wrote it, the word is Emil's guess
        (emil,) = plan_intake(game, 1, [in_mail(unquoted_reply(("Beatrix: BROT", "Fritzchen: wort")), ARRIVED)]
                              ).players
        assert [(g.target, g.word) for g in emil.taken] == [("Beatrix", "BROT"), ("Fritzchen", "WORT")]


@pytest.mark.parametrize("language", sorted(GAMES))
def test_a_player_who_means_the_word_is_told_how_and_it_is_taken(language: str) -> None:
    """Emil means the word itself (WORT is a German noun of 4 letters) and writes it as the old mail wrote the
    line: the receipt does not claim he left it unfilled, it says it was read so and how to write the guess,
    and the line as it says (here in a new reply to the same mail) is his guess."""
    length, word, guess = GAMES[language]
    game = game_of(length, language)
    intake = emils_reply(game, language, "gmail", (f"Beatrix: {guess}", f"Fritzchen: {word}"))
    (receipt,) = receipts(intake, player_view(evaluate(game), 0), "Joe <joe@example.org>", language)
    told = receipt.body.replace("\u00a0", " ").replace("\u202f", " ")
    line = next(line for line in told.splitlines() if f"Fritzchen: {word}  (" in line)
    claimed = {"de": "nicht ausgefüllt:", "en": "not filled in:", "nl": "niet ingevuld:", "fr": "non remplie :"}
    assert word.lower() in line and claimed[language] not in line, line  # it said "not filled in: not read as …"
    advice = re.search(r"[„\"“«] ?([^„\"“”«»]+?) ?[“\"”»]\)$", line)
    assert advice is not None, line
    (emil,) = emils_reply(game, language, "gmail", (f"Beatrix: {guess}", advice.group(1))).players
    assert [(g.target, g.word) for g in emil.taken] == [("Beatrix", guess), ("Fritzchen", word)]
