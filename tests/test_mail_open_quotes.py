"""A guess line whose closing quote is lost (``« Emil : LAMPE``) or on the next line is read as without its quotes.

A French player types the line in guillemets, Outlook's and Apple Mail's autocorrect turn a typed ``"`` into ``“``,
``„`` or ``«``, and the closing one is a typing slip away from lost; a mail program that wraps a long quoted line
puts it on the next line. Such a line was a suggestion at "« Emil" for the game master to accept (and a wrapped
line of two guesses half a guess, half a suggestion). A sentence that starts with a quote stays what it was.
"""

from __future__ import annotations

import pytest
from mail_corpus import REPLIED, ROSTER, original_mail, reply

from wordmastermind.core.wmm.mail_guesses import MailText, read_mail_text
from wordmastermind.files.mail.inbound import in_mail

PAIRS = [("«", "»"), ("“", "”"), ("„", "“"), ('"', '"'), ("‹", "›"), ("»", "«"), ("›", "‹")]
NAMES = [*ROSTER, "Anna Maria"]


def guesses(read: MailText) -> list[tuple[str, str]]:
    return [(line.target, line.word) for line in read.guesses]


@pytest.mark.parametrize("space", [" ", "\u00a0", "\u202f", ""])
@pytest.mark.parametrize(("opening", "closing"), PAIRS)
def test_a_line_whose_closing_quote_is_lost_is_a_guess(opening: str, closing: str, space: str) -> None:
    lines = [f"{opening}{space}Anna{space or ' '}Maria{space}: LAMPE", f"{opening}{space}Emil{space}: LAMPE.",
             f"- {opening}Gustav{space}: HOSEN", f"{opening}Emil{space}: LAMPE, Gustav{space}: HOSEN"]
    read = read_mail_text("Bonjour Joe,\n" + "\n".join(lines) + "\nCordialement\n", NAMES)
    assert [(g.number, g.target, g.word) for g in read.guesses] == [
        (2, "Anna Maria", "LAMPE"), (3, "Emil", "LAMPE"), (4, "Gustav", "HOSEN"), (5, "Emil", "LAMPE"),
        (5, "Gustav", "HOSEN")]
    assert read.suggestions == () and read.broken == ()


@pytest.mark.parametrize(("opening", "closing"), PAIRS)
def test_a_quote_wrapped_over_two_lines_is_read_on_both(opening: str, closing: str) -> None:
    text = f"{opening}Emil : LAMPE, Gustav : HOSEN,\nAnna Maria : TISCH{closing}\n"
    read = read_mail_text(text, NAMES)
    assert guesses(read) == [("Emil", "LAMPE"), ("Gustav", "HOSEN"), ("Anna Maria", "TISCH")]
    assert read.suggestions == () and read.broken == () and read.ignored == ()


def test_a_slip_of_a_name_or_an_unknown_name_in_an_open_quote_is_what_it_is_without_it() -> None:
    read = read_mail_text("« Emli : TASCH\n« Stefan : TASSE\n« Alfons : MOT\n", ROSTER)
    assert [(s.written, s.target, s.word) for s in read.suggestions] == [("Emli", "Emil", "TASCH")]
    assert [str(line.reason) for line in read.ignored] == [
        "Stefan is no player", "the example line, not filled in: not read as a guess"]
    assert read.guesses == ()


@pytest.mark.parametrize(("line", "reason"), [
    ("« Emil, tu as trouvé ?", "names no player"), ("« Emil hat bestimmt SALAT", "names no player"),
    ("„Emil hat bestimmt SALAT", "names no player"), ("“Hallo Emil,", "names no player"),
    ("« Alfons Beatrix", "names no player"), ("« Bonne chance à tous", "names no player"),
    ("„Gustav, du bist dran", "names no player"), ("« Emil : SAL AT", "names no player"),
    ("« Emil : LAMPE » sagt Gustav", "names no player"), ("„Das war knapp“, sagt Emil: LAMPE", "names no player"),
    ("“Emil: LAMPE“ oder so", "names no player"), ("«", "names no player"), ('"', "names no player"),
    ('"Emil" sagt: LAMPE', '"Emil" sagt is no player'), ("« Emil » : LAMPE", "« Emil » is no player"),
])
def test_a_sentence_that_starts_with_a_quote_is_no_guess_and_reads_as_it_did(line: str, reason: str) -> None:
    """No guess, no suggestion, and the game master and the receipt are told of it what they were before."""
    read = read_mail_text(f"Hallo Joe,\n{line}\nGruß\n", ROSTER)
    assert read.guesses == () and read.suggestions == () and read.broken == ()
    assert [(other.number, str(other.reason)) for other in read.ignored if other.number == 2] == [(2, reason)]


# -- as real mail programs send it ---------------------------------------------------------------

BODIES = {
    # French Outlook and Apple Mail put a no-break space inside guillemets and before the colon
    "fr": ("Bonjour Joe,\n\nVoici mes propositions :\n\n«\u00a0Alfons\u00a0: SALAT\n«\u00a0Gustav\u00a0: HOSEN\n\n"
           "Cordialement\nEmil"),
    # German Outlook's autocorrect makes a typed " a „
    "de": "Hallo Joe,\n\nhier meine Tipps:\n\n„Alfons: SALAT\n„Gustav: HOSEN\n\nViele Grüße\nEmil",
}
CLIENTS = ["outlook", "outlook-html", "outlook-web", "gmail", "gmail-html", "thunderbird", "thunderbird-bottom",
           "thunderbird-html", "apple-mail", "apple-mail-html"]


@pytest.mark.parametrize("language", sorted(BODIES))
@pytest.mark.parametrize("client", CLIENTS)
def test_open_quotes_in_a_real_clients_reply_are_guesses(client: str, language: str) -> None:
    raw = reply(client, sender="Emil <emil@example.org>", subject="Re: Runde 2", date=REPLIED,
                message_id="<open-quote@example.org>", body=BODIES[language], original=original_mail("Emil", language),
                language=language)
    read = read_mail_text(in_mail(raw, REPLIED).text, ROSTER)
    assert guesses(read) == [("Alfons", "SALAT"), ("Gustav", "HOSEN")]
    assert read.suggestions == () and read.broken == ()
