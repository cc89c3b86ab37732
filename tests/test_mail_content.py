"""What each player's mail holds: their own guesses with points, a plain-text and an HTML part.

The mails are read back as a mail program reads them: from the .eml files
and from a real local SMTP server, parsed by the ``email`` package.
"""

from __future__ import annotations

import email.policy
import re
from email.message import EmailMessage
from email.parser import BytesParser
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game, Player
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.mail.flowed import unflowed
from wordmastermind.files.mail.eml import write_eml
from wordmastermind.files.mail.message import PlayerMail, build_mails
from wordmastermind.files.mail.smtp import send_mails

from smtp_support import Server

SENDER = "Joe <joe@example.org>"
HIDDEN_AFTER_2 = {"Alfons": "SALAT", "Gustav": "MOTEL", "Beatrix": "TISCH", "Fritzchen": "KERZE"}


def with_addresses(game: Game) -> Game:
    return game.with_players(
        Player(p.name, p.secret, email=f"p{i}@example.org") for i, p in enumerate(game.players)
    )


def read_eml(path: Path) -> EmailMessage:
    with path.open("rb") as handle:
        message = BytesParser(policy=email.policy.default).parse(handle)
    assert isinstance(message, EmailMessage)
    return message


def part(message: EmailMessage, kind: str) -> str:
    """The text of ``message``'s ``kind`` part as a mail program shows it: the plain one read as format=flowed."""
    body = message.get_body((kind,))
    assert body is not None, f"no {kind} part"
    content = body.get_content()
    assert isinstance(content, str)
    content = content.replace("\r\n", "\n")
    if kind == "plain":
        assert (body.get_param("format"), body.get_param("delsp")) == ("flowed", "no")
        return unflowed(content)
    return content


class Cells(HTMLParser):
    """The rows of every table in an HTML text, as lists of cell texts; and every tag seen."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.rows: list[list[str]] = []
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._cell is not None:
            self.rows[-1].append("".join(self._cell).strip())
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def cells_of(html: str) -> Cells:
    parser = Cells()
    parser.feed(html)
    parser.close()
    return parser


def own_lines(evaluation: Evaluation, name: str, number: int) -> list[tuple[str, str, str, int]]:
    """(word, target, marks, points) of each guess ``name`` made in round ``number``, as evaluated."""
    return [
        (g.word, g.target, str(g.marks), g.points)
        for g in evaluation.rounds[number - 1].guesses
        if g.guesser == name
    ]


# -- each player's own guesses ------------------------------------------------


def test_each_mail_opens_with_the_players_own_guesses_and_points(tmp_path: Path) -> None:
    game = with_addresses(random_game(6, 4, seed=3))
    evaluation = evaluate(game)
    number = evaluation.round
    assert number >= 3
    mails = build_mails(player_view(evaluation, number), sender=SENDER, language="de")
    write_eml(mails, tmp_path)
    weighted = False
    for mail in mails:
        message = read_eml(tmp_path / f"{mail.name}.eml")
        text = part(message, "plain")
        lines = own_lines(evaluation, mail.name, number)
        assert lines, mail.name
        report_at = text.index(f", Runde {number}\n")  # the report's title comes after
        for word, target, marks, points in lines:
            found = re.search(
                rf"^{re.escape(word)}\s+{re.escape(target)}\s+{re.escape(marks)}\s+{points}$", text, re.M
            )
            assert found, (mail.name, word, text[:600])
            assert found.start() < report_at
            weighted |= points not in (0, len(marks.strip("-")))
        result = evaluation.player(mail.name)
        assert f"Dein Stand: {result.total} Punkte, Platz {result.rank} von 6." in text[:report_at]
        # The HTML part: the same guesses in a real table.
        rows = cells_of(part(message, "html")).rows
        for word, target, marks, points in lines:
            assert [word, target, marks, str(points)] in rows, (mail.name, rows[:5])
    assert weighted  # the points are the weighted ones of the evaluation, not the marks counted


def test_the_own_guesses_in_english_and_in_an_earlier_round() -> None:
    evaluation = evaluate(with_addresses(rules_example()))
    mails = build_mails(player_view(evaluation, 1), sender=SENDER, language="en")
    alfons = mails[0]
    for word, target, marks, points in own_lines(evaluation, "Alfons", 1):
        assert re.search(rf"^{word}\s+{target}\s+{re.escape(marks)}\s+{points}$", alfons.body, re.M)
    totals = evaluation.rounds[0].totals
    rank = evaluation.ranks_after(1)[0]
    assert f"Your total: {totals[0]} points, rank {rank} of 5." in alfons.body
    # the round's points as the standings' "This round" has them: his guesses' and his word's, each said
    assert "Points this round: 4 for your guesses, 3 for your word.\nYour total: 7 points" in alfons.body
    assert totals[0] == 4 + 3


# -- plain text and HTML ------------------------------------------------------


def test_mails_are_plain_text_and_html_alternatives(tmp_path: Path) -> None:
    game = with_addresses(rules_example())
    game = game.with_players(
        Player('Jo <b>"&amp;"</b>' if p.name == "Emil" else p.name, p.secret, email=p.email)
        for p in game.players
    ).with_notes(2, "Bis bald! <script>alert(1)</script> & Co.")
    evaluation = evaluate(game)
    mails = build_mails(player_view(evaluation, 2), sender=SENDER, language="de")
    paths = write_eml(mails, tmp_path)
    assert len(paths) == 5
    for path, mail in zip(paths, mails):
        message = read_eml(path)
        assert message.get_content_type() == "multipart/alternative"
        kinds = [p.get_content_type() for p in message.iter_parts()]
        assert kinds == ["text/plain", "text/html"]  # the richer one last, as RFC 2046 asks
        assert part(message, "plain") == mail.body
        html = part(message, "html")
        parsed = cells_of(html)
        tags = {tag for tag, _ in parsed.tags}
        assert "table" in tags and "th" in tags
        assert not tags & {"script", "img", "link", "iframe", "object", "style"}, tags
        assert not re.search(r"(?i)\b(src|href)\s*=|url\(|https?:", html)  # no remote content
        assert "<script>" not in html and "&lt;script&gt;" in html
        assert '<b>"&amp;"</b>' not in html
        # The standings, as a table: the escaped name comes back as it was typed.
        names = {row[1] for row in parsed.rows if len(row) == 7}
        assert 'Jo <b>"&amp;"</b>' in names and "Alfons" in names
        for owner, secret in HIDDEN_AFTER_2.items():
            assert (secret in html) == (owner == mail.name), (owner, mail.name)


def test_both_parts_arrive_over_smtp(smtp_server: Server) -> None:
    evaluation = evaluate(with_addresses(rules_example()))
    mails = build_mails(player_view(evaluation, 2), sender=SENDER, language="en")
    results = send_mails(mails, smtp_server.settings(), None)
    assert [r.status for r in results] == ["sent"] * 5
    received = smtp_server.handler.received
    assert len(received) == 5
    for got, mail in zip(received, mails):
        message = BytesParser(policy=email.policy.default).parsebytes(got.data)
        assert isinstance(message, EmailMessage)
        assert message.get_content_type() == "multipart/alternative"
        assert part(message, "plain") == mail.body
        rows = cells_of(part(message, "html")).rows
        for word, target, marks, points in own_lines(evaluation, mail.name, 2):
            assert [word, target, marks, str(points)] in rows


def test_the_preview_is_the_plain_text(tmp_path: Any) -> None:
    evaluation = evaluate(with_addresses(rules_example()))
    mail: PlayerMail = build_mails(player_view(evaluation, 2), sender=SENDER, language="en")[0]
    assert mail.preview().endswith(mail.body)


# -- the end of the game ------------------------------------------------------


def test_once_the_game_is_over_nothing_is_masked_or_refused() -> None:
    game = with_addresses(random_game(4, 30, seed=1))
    evaluation = evaluate(game)
    assert evaluation.game_over
    last = evaluation.round
    secret = next(p.secret for p, r in zip(game.players, evaluation.players) if r.in_play)
    game = game.with_settings(game.settings.__class__(title=f"Partie {secret}"))
    evaluation = evaluate(game)
    mails = build_mails(player_view(evaluation, last), sender=SENDER, language="en", template=f"The last word was {secret}.\n{{report}}")
    for mail in mails:
        assert mail.subject == f"Partie {secret}: final standings"
        assert mail.body.startswith(f"The last word was {secret}.")
    # An earlier round still keeps it.
    earlier = build_mails(player_view(evaluation, last - 1), sender=SENDER, language="en", template="{title}")
    assert all(secret not in m.subject and secret not in m.body for m in earlier)


def test_the_final_mail_says_each_players_total_and_rank_once() -> None:
    """Found by a Dutch game master: every final mail said "Your total: 25 points, rank 1 of 5." and then, in the
    same words' place, "… 25 points in all, rank 1."."""
    game = with_addresses(random_game(4, 30, seed=1))
    evaluation = evaluate(game)
    assert evaluation.game_over
    for language, rank in (("en", "rank"), ("de", "Platz"), ("nl", "plaats"), ("fr", "rang")):
        for mail in build_mails(player_view(evaluation, evaluation.round), sender=SENDER, language=language):
            body = mail.body.split("=====", 1)[0]  # the mail's own text, before the report
            assert len(re.findall(rf"\b{rank}\b", body)) == 1, (language, body)
