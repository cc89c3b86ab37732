"""The report's inline example (``als „Otto: WORT“: der Name …``) is never a player's guess, and no receipt
tells the player something false about it.

The app's mails until 30 November 2026 (:data:`old_answer_forms.OLD_LOT_MAILS`) said how to answer in a
sentence with an example, „Otto: WORT“, whatever the game's word length. In a German game of 4-letter words
running over the upgrade, Emil answered the old lot mail by copying that example into his reply to fill it in
(as he copies the answer lines), and left it: the intake took „Otto: WORT“ as a guess at Otto's word, which
Emil may not guess at in round 1, and refused his whole mail, his receipt saying "in Runde 1 lässt das Los Emil bei Beatrix, Fritzchen raten,
nicht bei Otto".
Where a mail program broke the quoted sentence before the example and the line lost its ``>``
(``„Otto: WORT“:``), the intake asked the game master whether "„Otto" meant Otto, holding the mail back, and
the receipt told Emil "„Otto is no player: did you mean Otto?".
"""

from __future__ import annotations

import pytest

from old_answer_forms import OLD_LOT_MAILS
from test_mail_answer_word import OPENED, game_of
from test_mail_old_answer_form import ARRIVED, GAMES, emils_reply, unquoted_reply
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Sent
from wordmastermind.core.wmm.intake import plan_intake
from wordmastermind.core.wmm.mail_guesses import read_mail_text
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.files.i18n import render
from wordmastermind.files.mail.inbound import in_mail
from wordmastermind.files.mail.receipts import receipts

EXAMPLES = {"de": "„Otto: WORT“", "en": "\"Otto: WORD\"", "nl": "“Otto: WOORD”", "fr": "« Otto: MOT »"}
"""The old mails' inline example, in each language's quotes, as :data:`OLD_LOT_MAILS` write it."""
NAMES = ("Alfons", "Gustav", "Beatrix", "Emil", "Fritzchen", "Otto")
SAID = {
    "de": "genau wie in der Mail des Spielleiters, wo es auszufüllen war: als nicht ausgefüllt gelesen, nicht als "
          "Rateversuch; wenn du WORT meinst, schreib es klein: „Otto: wort“",
    "en": "exactly as in the game master's mail, where it was to be filled in: read as not filled in, not as a "
          "guess; if you mean WORD, write it in small letters: \"Otto: word\"",
    "nl": "precies zoals in de mail van de spelleider, waar het ingevuld moest worden: gelezen als niet ingevuld, "
          "niet als raadpoging; bedoel je WOORD, schrijf het dan klein: “Otto: woord”",
    "fr": "écrite exactement comme dans le courriel du meneur de jeu, où elle était à remplir : lue comme non "
          "remplie, pas comme une proposition ; si vous voulez proposer MOT, écrivez-le en minuscules : "
          "« Otto : mot »",
}


@pytest.mark.parametrize("copied", ["quoted", "bare"])
@pytest.mark.parametrize("client", ["outlook", "gmail", "thunderbird", "apple-mail", "outlook-html", "gmail-html",
                                    "apple-mail-html"])
@pytest.mark.parametrize("language", sorted(GAMES))
def test_the_old_mails_example_copied_into_the_reply_is_no_guess(language: str, client: str, copied: str) -> None:
    length, word, guess = GAMES[language]
    example = EXAMPLES[language]
    assert f" {example}" in OLD_LOT_MAILS[language][1].replace("\n", " ")  # the sentence the mail said it in
    line = example if copied == "quoted" else example.strip("„“\"”«» ")
    game = game_of(length, language)
    intake = emils_reply(game, language, client, (f"Beatrix: {guess}", f"Fritzchen: {guess}", line))
    (emil,) = intake.players
    assert emil.outcome == "taken", render(emil.reason, language)
    assert [(g.target, g.word) for g in emil.taken] == [("Beatrix", guess), ("Fritzchen", guess)]
    (left,) = [other for other in emil.not_taken if other.text == line]
    assert left.reason.code == "intake.old_example"
    said = render(left.reason, language).replace("\u00a0", " ").replace("\u202f", " ")
    assert said == SAID[language], said
    (receipt,) = receipts(intake, player_view(evaluate(game), 0), "Joe <joe@example.org>", language)
    body = receipt.body.replace("\u00a0", " ").replace("\u202f", " ")
    assert f"{line}  ({said})" in body, body
    assert "Otto" not in body.replace(line, "").replace(said, ""), body  # nothing else of Otto: no rule broken


@pytest.mark.parametrize("language", sorted(GAMES))
@pytest.mark.parametrize("fragment", ["{example}:", "{example}: {rest}", "{before} {example}: {rest}"])
def test_the_quoted_sentence_broken_before_its_example_is_no_guess(language: str, fragment: str) -> None:
    """The old mail's sentence as a mail program broke it in a quote whose continuation lines lost their ``>``:
    neither a guess, a line to ask about, nor a broken one, in a game of any length."""
    text = OLD_LOT_MAILS[language][1].replace("\n", " ")
    example = EXAMPLES[language]
    before, rest = text.split(example, 1)
    line = fragment.format(before=before.split()[-1], example=example, rest=rest.lstrip(" :")[:30].rstrip())
    for length in (3, 4, 5):
        for old_form in (False, True):
            read = read_mail_text(f"Beatrix: BROT\n> {text[:40]}\n{line}\n> dann dein Wort.\n", NAMES,
                                  length=length, old_form=old_form)
            assert [(g.target, g.word) for g in read.guesses] == [("Beatrix", "BROT")], (line, length)
            assert not read.broken and not read.suggestions, (line, length, read)
            (other,) = [o for o in read.ignored if o.text == line]
            assert other.reason.code in ("intake.example", "intake.no_player"), other


@pytest.mark.parametrize("language", sorted(GAMES))
def test_todays_example_broken_off_a_quote_is_no_guess(language: str) -> None:
    """The report's example of today, with question marks where the word could be a guess."""
    length = GAMES[language][0]
    example = EXAMPLES[language].replace(GAMES[language][1], "?" * length)
    for line in (f"{example}:", f"{example}: der Name"):
        read = read_mail_text(f"Beatrix: BROT\n{line}\n", NAMES, length=length)
        assert [(g.target, g.word) for g in read.guesses] == [("Beatrix", "BROT")]
        assert not read.broken and not read.suggestions, (line, read)


@pytest.mark.parametrize("language", sorted(GAMES))
def test_a_guess_in_quotes_with_a_sentence_after_it_is_still_read(language: str) -> None:
    """Only the example's word (or its question marks) makes the line the example: Emil's own guess in quotes is
    read as before."""
    quoted = EXAMPLES[language].replace("Otto", "Beatrix").replace(GAMES[language][1], "BROT")
    read = read_mail_text(f"{quoted}\n", NAMES, length=4)
    assert [(g.target, g.word) for g in read.guesses] == [("Beatrix", "BROT")]


def test_a_reply_quoting_nothing_leaves_the_old_example_out_in_its_quotes() -> None:
    """Emil deleted the quote of the lot mail, sent before the log kept Message-IDs, and copied its example with
    its quotes: not filled in, as a line the old form wrote is."""
    game = game_of(4, "de").with_sent([Sent("lot", 0, "Emil", OPENED.isoformat(), message_id="")])
    (emil,) = plan_intake(game, 1, [in_mail(unquoted_reply(("Beatrix: BROT", "„Otto: WORT“")), ARRIVED)]).players
    assert [(g.target, g.word) for g in emil.taken] == [("Beatrix", "BROT")]
    assert [line.reason.code for line in emil.not_taken if line.text == "„Otto: WORT“"] == ["intake.old_example"]
