"""A game of six played over three rounds by mail: ``inbox`` against a real IMAP server (pymap), replies as real clients write them.

Each round opens when the game master's report goes out (here ``open``,
at fixed moments). The players answer from Outlook (German and English,
the original unquoted below it), Thunderbird and Gmail (German, English,
Dutch, French), Apple Mail, Outlook on the web and GMX (HTML only), in
every form the intake reads: trailing marks, quotes, bullets, numbers,
``=``, ``->``, a tab, two guesses on a line, ``Juergen``, ``KAETHE``,
``Beat`` for Beatrix, and ``Emli`` for Emil (a suggestion). Strangers
write too, a player writes early, one late. Every guess taken is written
out below, and the totals after round 3 are worked by hand.

The lot (seed 1): Alfons -> Gustav, Beatrix; Gustav -> Emil, Jürgen;
Beatrix -> Käthe, Jürgen; Emil -> Beatrix, Käthe; Käthe -> Alfons, Gustav;
Jürgen -> Alfons, Emil. Secrets: SALAT, HOSEN, TISCH, LAMPE, WOLKE, FEUER.
Six players: two guesses a round.
"""

from __future__ import annotations

import email.policy
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from email.parser import BytesParser
from pathlib import Path

import pytest

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.next_round import deadline_words
from wordmastermind.files.i18n import translation
from wordmastermind.files.mail.flowed import unflowed
from wordmastermind.files.wmm.file import load_game

from imap_support import PASSWORD, USER, ImapServer, mail
from mail_corpus import original_mail, reply
from smtp_support import Server
from test_cli_mail import run

CET = timezone(timedelta(hours=1))
PLAYERS = (("Alfons", "SALAT"), ("Gustav", "HOSEN"), ("Beatrix", "TISCH"), ("Emil", "LAMPE"),
           ("Käthe", "WOLKE"), ("Jürgen", "FEUER"))
NAMES = tuple(name for name, _ in PLAYERS)
ADDRESS = {"Alfons": "alfons@example.org", "Gustav": "gustav@example.org", "Beatrix": "beatrix@example.org",
           "Emil": "emil@example.org", "Käthe": "kaethe@example.org", "Jürgen": "juergen@example.org"}
OPENS = {1: datetime(2026, 12, 1, 9, tzinfo=CET), 2: datetime(2026, 12, 4, 9, tzinfo=CET),
         3: datetime(2026, 12, 7, 9, tzinfo=CET)}
DEADLINES = {1: "2026-12-03T18:00+01:00", 2: "2026-12-06T18:00+01:00", 3: "2026-12-09T18:00+01:00"}


def on(day: int, hour: int, minute: int = 0) -> datetime:
    return datetime(2026, 12, day, hour, minute, tzinfo=CET)


class Game:
    """The game file and the command line, as the game master uses them."""

    def __init__(self, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                 imap: ImapServer, smtp: Server) -> None:
        self.tmp_path, self.capsys, self.imap, self.smtp = tmp_path, capsys, imap, smtp
        monkeypatch.setenv("IMAP_PASSWORD", PASSWORD)
        roster = tmp_path / "roster.csv"
        roster.write_text("name,secret,email\n" + "".join(f"{n},{s},{ADDRESS[n]}\n" for n, s in PLAYERS),
                          encoding="utf-8")
        self.path = tmp_path / "herbst.wmm"
        self.ok("new", self.path, "--roster", roster, "--title", "Herbst", "--language", "de")
        self.ok("lot", self.path, "--seed", 1)
        for number, at in DEADLINES.items():
            self.ok("deadline", self.path, "--round", number, "--at", at)

    def ok(self, *args: object) -> str:
        code, out, err = run(self.capsys, *args)
        assert code == 0, err
        return out

    def inbox(self, number: int, *extra: object) -> str:
        return self.ok("inbox", self.path, "--round", number, "--imap", self.imap.address, "--security", "none",
                       "--user", USER, "--password-env", "IMAP_PASSWORD", *extra)

    def receipts(self, number: int, *extra: object) -> str:
        return self.inbox(number, "--apply", "--receipts", "--from", "Spielleiter <gm@example.org>", "--smtp",
                          self.smtp.address, "--smtp-security", "none", *extra)

    def open(self, number: int) -> None:
        self.ok("open", self.path, "--round", number, "--at", OPENS[number].isoformat())

    def guesses(self, number: int) -> list[tuple[str, str, str]]:
        rounds = load_game(self.path).rounds
        return sorted((g.guesser, g.target, g.word) for g in rounds[number - 1].guesses) if len(rounds) >= number else []

    def receipts_to(self) -> dict[str, str]:
        """The receipts received since the last look, by recipient, and forget them."""
        with self.smtp.handler.lock:
            got = {m.rcpt_tos[0]: text_of(m.data) for m in self.smtp.handler.received}
            self.smtp.handler.received.clear()
        return got

    def post(self, client: str, name: str, body: str, arrived: datetime, message_id: str, *,
             language: str = "de", number: int = 1) -> None:
        """A player's reply to the game master's mail of round ``number - 1``, arrived at ``arrived``."""
        raw = reply(client, sender=f"{name} <{ADDRESS[name]}>", subject="AW: Herbst: Runde", date=arrived,
                    message_id=message_id, body=body, language=language,
                    original=original_mail(name, language, NAMES, number))
        self.imap.append(raw, arrived=arrived)


def text_of(raw: bytes) -> str:
    message = BytesParser(policy=email.policy.default).parsebytes(raw)
    assert isinstance(message, EmailMessage)
    part = message.get_body(preferencelist=("plain",))
    assert part is not None
    return unflowed(str(part.get_content()).replace("\r\n", "\n"))  # as a program reading format=flowed shows it


@pytest.mark.slow
def test_three_rounds_by_mail_take_each_rounds_own_mails_and_add_up(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    game = Game(tmp_path, capsys, monkeypatch, imap_server, smtp_server)
    # the mailbox's years of mail: strangers, and a player's before the game began
    for day in range(1, 31):
        imap_server.append(mail(f"news{day}@example.net", "Angebot", date=datetime(2026, 11, day, 8, tzinfo=CET),
                                message_id=f"<news{day}@example.net>"))
    imap_server.append(mail(ADDRESS["Emil"], "Ich bin dabei!\nEmil", date=on(1, 8), message_id="<e0@x>"))

    # -- round 1 -----------------------------------------------------------------------------
    game.open(1)
    game.post("outlook", "Alfons", "Hallo Joe,\n\nGustav: HASEN\nBeatrix: FISCH.\n\nGruß Alfons", on(1, 10), "<a1@x>")
    game.post("outlook-plain", "Gustav", "Hi,\n\n1. Emil: TANTE\n2) Juergen = STEIN\n\nCheers", on(1, 11), "<g1@x>",
              language="en")
    game.post("thunderbird", "Beatrix", "KAETHE: WOLLE", on(1, 12), "<b1@x>")
    game.post("thunderbird", "Beatrix", "Oops, both:\n- Käthe: „WOLLE“\n- Jürgen -> FEIER", on(1, 13), "<b1b@x>",
              language="en")
    game.post("gmail", "Emil", "Beat: TASCH ; Käthe - KOHLE", on(1, 14), "<e1@x>", language="nl")
    game.post("apple-mail", "Käthe", "Alfons SAHNE\nGustav\tROSEN", on(1, 15), "<k1@x>")
    game.post("gmail-html", "Jürgen", "• Alfons: 'ATLAS'\n• Emli: KAMPF", on(1, 16), "<j1@x>", language="fr")
    imap_server.append(mail("spam@example.net", "Gustav: HOSEN", date=on(1, 17), message_id="<s1@x>"))

    out = game.inbox(1)
    assert "Round 1: 8 mails read, 7 from players." in out
    assert "35 mails before round 1 opened (not read)." in out  # the demo mails, November's, Emil's "dabei"
    assert "not taken: line 2 (\"• Emli: KAMPF\"): Emli is no player: did you mean Emil?" in out
    assert "line 1 not taken: • Alfons: 'ATLAS' (not taken: another line of the mail is not clear)" in out
    assert "superseded: mail of" in out and "spam@example.net" in out
    assert "WORT" not in out and "Beatrix, Gustav" not in out  # nothing of the quoted lot mail
    assert load_game(game.path).rounds == ()
    out = game.receipts(1, "--take-suggestions")
    assert "Round 1: 12 guesses entered and saved." in out
    round_1 = [("Alfons", "Beatrix", "FISCH"), ("Alfons", "Gustav", "HASEN"), ("Beatrix", "Jürgen", "FEIER"),
               ("Beatrix", "Käthe", "WOLLE"), ("Emil", "Beatrix", "TASCH"), ("Emil", "Käthe", "KOHLE"),
               ("Gustav", "Emil", "TANTE"), ("Gustav", "Jürgen", "STEIN"), ("Jürgen", "Alfons", "ATLAS"),
               ("Jürgen", "Emil", "KAMPF"), ("Käthe", "Alfons", "SAHNE"), ("Käthe", "Gustav", "ROSEN")]
    assert game.guesses(1) == round_1
    receipts = game.receipts_to()
    assert sorted(receipts) == sorted(ADDRESS[n] for n in NAMES)
    assert "Emil: KAMPF" in receipts[ADDRESS["Jürgen"]]
    assert "Jürgen: FEIER" in receipts[ADDRESS["Beatrix"]] and "eine spätere Mail" in receipts[ADDRESS["Beatrix"]]
    # a second run sends no receipt; a late correction is not taken, and its receipt says why
    out = game.receipts(1, "--take-suggestions")
    assert "keine" in out.lower() or "no receipt" in out, out
    assert game.receipts_to() == {}
    game.post("outlook", "Gustav", "Emil: LAMPE", on(3, 19), "<g1late@x>")
    game.receipts(1, "--take-suggestions")
    assert game.guesses(1) == round_1
    receipts = game.receipts_to()
    assert list(receipts) == [ADDRESS["Gustav"]]
    late = on(3, 19).strftime("%d.%m.%Y %H:%M")  # in the deadline's zone, whatever this computer's
    deadline = deadline_words(DEADLINES[1], "de", translation)  # as the round mail says it
    assert f"Mail vom {late}: nach dem Einsendeschluss ({deadline})" in receipts[ADDRESS["Gustav"]], receipts

    # -- round 2: the round-1 mails are never taken again ------------------------------------
    game.open(2)
    game.post("outlook-web", "Alfons", "Emil -> RAMPE", on(4, 10), "<a2@x>", language="en", number=2)
    game.post("gmail", "Gustav", "Käthe: wolle", on(4, 11), "<g2@x>", number=2)
    game.post("outlook-html", "Beatrix", "Alfons: SALBE?", on(4, 12), "<b2@x>", number=2)
    game.post("thunderbird-bottom", "Emil", "Jürgen: FEIER, Alfons: SALTO", on(4, 13), "<e2@x>", language="fr",
              number=2)
    game.post("webmail-html", "Käthe", "Beatrix = TISCH", on(4, 14), "<k2@x>", number=2)
    game.post("thunderbird", "Jürgen", "* Gustav: ROSEN", on(4, 15), "<j2@x>", language="nl", number=2)
    out = game.receipts(2)
    assert "Round 2: 7 guesses entered and saved." in out, out
    # Gustav's late round-1 mail came before round 2 opened: listed, not taken
    assert "before the round opened: mail of" in out and "<g1late@x>" in out
    round_2 = [("Alfons", "Emil", "RAMPE"), ("Beatrix", "Alfons", "SALBE"), ("Emil", "Alfons", "SALTO"),
               ("Emil", "Jürgen", "FEIER"), ("Gustav", "Käthe", "WOLLE"), ("Jürgen", "Gustav", "ROSEN"),
               ("Käthe", "Beatrix", "TISCH")]
    assert game.guesses(2) == round_2
    assert game.guesses(1) == round_1
    assert len(game.receipts_to()) == 6

    # -- round 3: Gustav sends nothing; Jürgen answered before the round opened ---------------
    game.post("gmail", "Jürgen", "Alfons: SALSA", on(6, 20), "<j3@x>", language="nl", number=3)
    game.open(3)
    game.post("gmail", "Alfons", "Gustav: HOSEN", on(7, 10), "<a3@x>", language="en", number=3)
    game.post("apple-mail-html", "Beatrix", "Käthe: KOHLE", on(7, 11), "<b3@x>", number=3)
    game.post("outlook", "Emil", "Jürgen: TEUER", on(7, 12), "<e3@x>", language="en", number=3)
    game.post("thunderbird", "Käthe", "Emil: PAPPE\nBeatrix: TASSE", on(7, 13), "<k3@x>", language="fr", number=3)
    out = game.inbox(3)
    assert "Gustav (" not in out  # his round-2 mail is round 2's
    assert "before the round opened: mail of" in out and "--take <j3@x>" in out
    assert "TISCH" not in out  # Käthe's refused line says why without naming Beatrix's word
    assert "Beatrix's word was guessed in round 2" in out and "--take-good-lines <k3@x>" in out
    out = game.receipts(3, "--take", "<j3@x>", "--take-good-lines", "<k3@x>")
    round_3 = [("Alfons", "Gustav", "HOSEN"), ("Beatrix", "Käthe", "KOHLE"), ("Emil", "Jürgen", "TEUER"),
               ("Jürgen", "Alfons", "SALSA"), ("Käthe", "Beatrix", "TASSE"), ("Käthe", "Emil", "PAPPE")]
    assert game.guesses(3) == round_3
    assert sorted(game.receipts_to()) == sorted(ADDRESS[n] for n in NAMES if n != "Gustav")
    # no mail of an earlier round in a later one, every round as the players sent it
    assert (game.guesses(1), game.guesses(2)) == (round_1, round_2)

    # -- the totals, worked by hand ----------------------------------------------------------
    # round 1: a point a mark; V 2 at everyone after it, so round 2 scores KP x 2/2; after round 2
    # V: Alfons 4, Emil 3, Beatrix 3 (out: TISCH), the others 2, so WF 4 in round 3, KP x 4/V.
    # Käthe's TASSE at Beatrix (out since round 2) goes in marked and scores nothing.
    guess_points = {"Alfons": 4 + 4 + 12 + 30, "Gustav": 2 + 1 + 12, "Beatrix": 4 + 4 + 9 + 20,
                    "Emil": 4 + 4 + 12 + 11 + 24, "Käthe": 2 + 4 + 15 + 12, "Jürgen": 5 + 3 + 12 + 11}
    word_points = {"Alfons": 5 + 5 + 3, "Gustav": 5 + 3 + 3, "Beatrix": 5 + 3, "Emil": 5 + 3 + 3,
                   "Käthe": 5 + 3 + 3, "Jürgen": 5 + 3 + 3}
    result = evaluate(load_game(game.path))
    assert {p.name: p.guess_points for p in result.players} == guess_points
    assert {p.name: p.word_points for p in result.players} == word_points
    assert {p.name: p.total for p in result.players} == {"Alfons": 63, "Gustav": 26, "Beatrix": 45, "Emil": 66,
                                                         "Käthe": 44, "Jürgen": 42}
