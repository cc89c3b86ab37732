"""The plain text of a round mail is sent as RFC 3676 format=flowed: its long paragraphs wrapped.

Found by a game master: in a game of 60 players the mail's line "You may guess at Player 003, Player 004, …"
was 686 characters long, one line per paragraph, which a mail program that does not wrap plain text shows as
one endless line. The paragraph is wrapped now at soft line breaks (a space before the line end) that a
program reading format=flowed joins again; tables and the guess lines a player copies back stay as they are,
and replies quoting the mail (Thunderbird's, flowed too; Outlook's) are read as before.
"""

from __future__ import annotations

import email
import email.policy
from dataclasses import replace
from email.message import EmailMessage

from hypothesis import given
from hypothesis import strategies as st

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.mail_guesses import read_mail_text
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.mail.eml import message_bytes
from wordmastermind.files.mail.flowed import LONGEST, flowed, flowed_around, unflowed
from wordmastermind.files.mail.inbound import in_mail
from wordmastermind.files.mail.message import PlayerMail, build_mails

SENDER = "Spielleiter <gm@example.org>"


def sixty() -> tuple[list[str], PlayerMail]:
    """The players' names of a game of 60, and the first player's mail after round 2."""
    game = random_game(60, 3, seed=7)
    game = game.with_players(replace(p, email=f"p{i}@example.org") for i, p in enumerate(game.players))
    mail = build_mails(player_view(evaluate(game), 2), sender=SENDER, language="en")[0]
    return [p.name for p in game.players], mail


def plain_part(mail: PlayerMail) -> tuple[EmailMessage, bytes]:
    """The mail's plain-text part as the ``email`` package reads the mail back, and the mail's bytes."""
    assert mail.message is not None
    raw = message_bytes(mail.message)
    read = email.message_from_bytes(raw, policy=email.policy.default)
    assert isinstance(read, EmailMessage) and not read.defects and all(not p.defects for p in read.walk())
    part = read.get_body(("plain",))
    assert isinstance(part, EmailMessage)
    return part, raw


def test_a_long_paragraph_is_sent_wrapped_as_format_flowed() -> None:
    _names, mail = sixty()
    targets = next(line for line in mail.body.split("\n") if "You may guess at" in line)
    assert len(targets) > 600  # one line in the mail's own text, as written
    part, raw = plain_part(mail)
    assert part.get_content_type() == "text/plain" and part.get_content_charset() == "utf-8"
    assert (part.get_param("format"), part.get_param("delsp")) == ("flowed", "no")
    assert max(len(line) for line in raw.split(b"\r\n")) <= 998  # the line length limit of RFC 5322
    sent = part.get_content().replace("\r\n", "\n")
    assert unflowed(sent) == mail.body  # a program that reads format=flowed shows the text as written
    lines = sent.split("\n")
    wrapped = lines[lines.index(next(line for line in lines if "You may guess at" in line)):]
    wrapped = wrapped[: next(i for i, line in enumerate(wrapped) if not line.endswith(" ")) + 1]
    assert len(wrapped) > 8 and all(72 <= len(line) <= LONGEST for line in wrapped[:-1]), wrapped
    assert "".join(wrapped) == targets
    for line in lines:  # only prose is wrapped; a table's row or rule keeps its length
        assert len(line) <= LONGEST or "  " in line or set(line.strip()) <= {"=", "-"}, line


def test_guess_lines_and_tables_are_never_wrapped_or_soft() -> None:
    _names, mail = sixty()
    part, _raw = plain_part(mail)
    lines = part.get_content().replace("\r\n", "\n").split("\n")
    examples = [line for line in mail.body.split("\n") if line.startswith("Player ") and line.endswith(": WORD")]
    assert len(examples) > 40 and all(line in lines for line in examples)  # each a line of its own, as written
    table = [line for line in lines if "  " in line.strip()]
    assert table and not any(line.endswith(" ") for line in table)  # hard line breaks
    # a table whose rows begin with spaces is space-stuffed whole: its columns stay in line where the stuffing
    # space shows, and a program reading format=flowed takes it away
    rows = [line for line in lines if line.lstrip().startswith(("Round  Word", "-----  -----", "1  "))]
    assert rows and all(line.startswith(" ") for line in rows)


def test_lines_that_need_it_are_space_stuffed() -> None:
    text = "Hello,\n\nFrom now on, answer by Friday.\n>quoted by the game master\n\nEmil: LAMPE\n"
    sent = flowed(text)
    assert sent == "Hello,\n\n From now on, answer by Friday.\n >quoted by the game master\n\nEmil: LAMPE\n"
    assert unflowed(sent) == text
    assert flowed("-- \nJo\nwith a space at its end \n") == "-- \nJo\nwith a space at its end\n"


def reply(text: str, *, flowed_reply: bool) -> bytes:
    message = EmailMessage(policy=email.policy.SMTP)
    message["From"] = "Player 001 <p0@example.org>"
    message["To"] = SENDER
    message["Subject"] = "Re: Random game 7: round 2"
    message["Message-ID"] = "<reply@example.org>"
    message.set_content(text, charset="utf-8", cte="quoted-printable")
    if flowed_reply:
        message.set_param("format", "flowed")
    return message.as_bytes()


def test_a_thunderbird_reply_quoting_the_flowed_mail_is_read() -> None:
    """Thunderbird quotes a flowed mail with "> ", soft breaks and all, sends its reply flowed too, and wraps a
    long line the player wrote with a soft break, here between a name and its word: the player's guesses below
    the quote are read, the wrapped line whole (the break read as the space it is), and none of the quoted
    example lines."""
    names, mail = sixty()
    part, _raw = plain_part(mail)
    sent = part.get_content().replace("\r\n", "\n").rstrip("\n")
    quoted = "\n".join("> " + line if line else ">" for line in sent.split("\n"))
    soft = [line for line in quoted.split("\n") if line.startswith("> ") and line.endswith(" ")]
    assert any("You may guess at" in line for line in soft)
    text = ("Am 30.11.2026 um 18:00 schrieb Spielleiter:\n" + quoted + "\n\n"
            "Player 003: LAMPE, Player 004: TISCH, Player 005: KERZE, Player 006: \n"
            "HOSEN, Player 007: SALAT\n\nViele Grüße\nPlayer 001\n")
    read = read_mail_text(in_mail(reply(text, flowed_reply=True), None).text, names, length=5)
    assert [(g.target, g.word) for g in read.guesses] == [
        ("Player 003", "LAMPE"), ("Player 004", "TISCH"), ("Player 005", "KERZE"), ("Player 006", "HOSEN"),
        ("Player 007", "SALAT")]
    assert not read.broken and not read.suggestions


def test_an_outlook_reply_above_the_mail_is_read() -> None:
    """Outlook knows no format=flowed: it shows the soft line breaks as line breaks, and puts the mail below
    its header block, unquoted. Only the player's own line above it is read."""
    names, mail = sixty()
    part, _raw = plain_part(mail)
    shown = "\n".join(line.rstrip(" ") for line in part.get_content().replace("\r\n", "\n").split("\n"))
    text = ("Player 003: LAMPE\n\n________________________________\nFrom: Spielleiter <gm@example.org>\n"
            "Sent: Monday, November 30, 2026 6:00 PM\nTo: Player 001 <p0@example.org>\n"
            "Subject: Random game 7: round 2\n\n" + shown)
    read = read_mail_text(in_mail(reply(text, flowed_reply=False), None).text, names, length=5)
    assert [(g.target, g.word) for g in read.guesses] == [("Player 003", "LAMPE")]
    assert not read.broken


_LINES = st.sampled_from(["", " ", "   ", "-- ", "From here", "> quoted", " indented  table", "=====", "Rank  Name",
                          "Emil: LAMPE", "word " * 20, "x" * 90, "Round 2", "a line  with two spaces " * 4])


@given(before=st.lists(_LINES, max_size=5), block=st.lists(_LINES, min_size=1, max_size=5),
       after=st.lists(_LINES, max_size=5), tail=st.sampled_from(["", "\n"]))
def test_the_report_flowed_once_is_the_mail_flowed_whole(before: list[str], block: list[str], after: list[str],
                                                         tail: str) -> None:
    """A mail's text flowed with its report's lines flowed once for the run (as MimeMaker makes every mail) is
    the text flowed whole, wherever the report stands: in paragraphs of its own or not."""
    report = "\n".join(block)
    text = "\n".join([*before, report, *after]) + tail
    assert flowed_around(text, report, flowed(report)) == flowed(text)
