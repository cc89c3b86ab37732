"""A correction's Message-ID, as the players got it, is kept in the game's log, and a reply to it is the next round's.

A correction covering rounds 1 and 2 is one mail to each player: the log keeps one entry a round, both with
that mail's Message-ID (docs/file-formats.md, ``sent[].message_id``), and a player's reply to it (``In-Reply-To``
that id) is taken for round 3, the round after the last it corrected, as a reply to round 2's report would be
(docs/mail.md, "Guesses from the mailbox"); a reply to round 1's report is not. Sent both ways: by
``wordmastermind mail --correction`` in a process of its own, and by the app's correction dialog; real servers
(aiosmtpd takes what goes out, pymap holds the replies that ``inbox``, a process of its own too, fetches)."""

from __future__ import annotations

import email.policy
import os
import subprocess
import sys
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from email.parser import BytesParser
from pathlib import Path
from typing import Any

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game, Guess
from wordmastermind.core.wmm.sent_log import sent_reports
from wordmastermind.files.wmm.file import load_game, save_game
from wordmastermind.gui.mail.correction_dialog import CorrectionDialog

from imap_support import PASSWORD, USER, ImapServer
from mail_corpus import reply
from smtp_support import Server
from test_gui_corrections import mail_round_2, retype
from test_gui_recipients import YES, click, open_game
from test_mail_dialog import mail_evaluation, wait_until

def wordmastermind(tmp_path: Path, *args: object) -> str:
    """Run ``wordmastermind`` as a process of its own (English, HOME in ``tmp_path``); its output."""
    clean = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    done = subprocess.run([sys.executable, "-m", "wordmastermind", *(str(a) for a in args)], capture_output=True,
                          text=True, cwd=tmp_path, timeout=180, check=False,
                          env={**clean, "HOME": str(tmp_path), "LANG": "C.UTF-8", "IMAP_PASSWORD": PASSWORD})
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def smtp(server: Server) -> tuple[str, ...]:
    return ("--from", "gm@example.org", "--smtp", server.address, "--security", "none")


def received(server: Server, since: int = 0) -> dict[str, str]:
    """The Message-ID of each mail the server took after the first ``since``, by its recipient."""
    found = {}
    for mail in server.handler.messages()[since:]:
        message = BytesParser(policy=email.policy.default).parsebytes(mail.data)
        assert isinstance(message, EmailMessage)
        (to,) = mail.rcpt_tos
        found[to] = str(message["Message-ID"])
    return found


def alfons_guessed_otherwise_in_round_1(game: Game) -> Game:
    """Alfons's guess of round 1, KERBE at Fritzchen, was BIRNE: his points of round 1 change, and with them the
    totals of rounds 1 and 2, whose reports went out."""
    row = next(i for i, g in enumerate(game.rounds[0].guesses) if g.guesser == "Alfons")
    assert game.rounds[0].guesses[row] == Guess("Alfons", "Fritzchen", "KERBE")
    return game.with_guess(1, row, Guess("Alfons", "Fritzchen", "BIRNE"))


def corrections_logged(game: Game, ids: dict[str, str]) -> dict[str, tuple[int, ...]]:
    """The rounds each player's correction covers, by player, checking that each entry has the Message-ID of
    the mail that player's address got (``ids``, by address), one for all its rounds."""
    by_player: dict[str, list[int]] = {}
    for record in game.sent:
        if record.kind == "correction":
            address = next(p.email for p in game.players if p.name == record.player)
            assert record.message_id == ids[address], (record, ids)
            by_player.setdefault(record.player, []).append(record.round)
    return {name: tuple(rounds) for name, rounds in by_player.items()}


def replies_fetched(tmp_path: Path, game: Path, server: ImapServer, ids: dict[tuple[str, str], str]) -> str:
    """Emil answers the correction, Gustav round 1's report (a late answer), each with a guess of his; ``inbox
    --round 3 --apply`` takes what it takes: its output. The replies arrive five minutes after round 3 opened
    (the report of round 2 went out in the test: a time taken when the module was read could be before it)."""
    arrived = datetime.now(timezone.utc) + timedelta(minutes=5)
    server.append(reply("gmail", sender="Emil <emil@example.org>", subject="Re: correction", date=arrived,
                        message_id="<emil.3@test>", body="Gustav: HASEN", thread=(ids["correction", "Emil"],)),
                  arrived=arrived)
    server.append(reply("outlook", sender="Gustav <gustav@example.org>", subject="AW: Runde 1", date=arrived,
                        message_id="<gustav.2@test>", body="Emil: LAMPE", thread=(ids["round 1", "Gustav"],)),
                  arrived=arrived)
    return wordmastermind(tmp_path, "inbox", game, "--round", 3, "--imap", server.address, "--security", "none",
                          "--user", USER, "--password-env", "IMAP_PASSWORD", "--apply")


def check_the_replies(tmp_path: Path, game: Path, server: ImapServer) -> None:
    """A reply to the correction of rounds 1 and 2 is round 3's; one to round 1's report is not."""
    ids = {(("round 1" if r.kind == "round" and r.round == 1 else r.kind), r.player): r.message_id
           for r in load_game(game).sent}
    out = replies_fetched(tmp_path, game, server, ids)
    rounds = load_game(game).rounds
    assert [(g.guesser, g.target, g.word) for g in (rounds[2].guesses if len(rounds) > 2 else ())] == [
        ("Emil", "Gustav", "HASEN")], out
    assert ("Gustav (no mail for this round): not taken: it answers round 1's report, which asked for round 2's "
            "guesses, and round 2 is closed") in out, out


def test_the_command_lines_correction_of_two_rounds_is_one_mail_whose_reply_is_round_3s(
        tmp_path: Path, smtp_server: Server, imap_server: ImapServer) -> None:
    game = tmp_path / "game.wmm"
    save_game(mail_evaluation().game, game)  # the rules' example after round 2; Beatrix has no address
    wordmastermind(tmp_path, "mail", game, "--round", 1, *smtp(smtp_server))  # round 2 opens
    wordmastermind(tmp_path, "mail", game, "--round", 2, *smtp(smtp_server))  # round 3 opens
    before = smtp_server.handler.count()
    save_game(alfons_guessed_otherwise_in_round_1(load_game(game)), game)

    out = wordmastermind(tmp_path, "mail", game, "--round", 1, "--correction", *smtp(smtp_server))
    ids = received(smtp_server, before)
    assert len(ids) == smtp_server.handler.count() - before == 3, out  # one mail a player it changed for
    assert len(set(ids.values())) == 3
    assert corrections_logged(load_game(game), ids) == {
        name: (1, 2) for name in ("Alfons", "Emil", "Fritzchen")}
    check_the_replies(tmp_path, game, imap_server)


def test_the_apps_correction_of_two_rounds_is_one_mail_whose_reply_is_round_3s(
        window: Any, tmp_path: Path, smtp_server: Server, imap_server: ImapServer, dialogs: Any,
        qtbot: Any) -> None:
    first = mail_evaluation()  # round 1's report went out by mail before (to whom has an address)
    told = [p.name for p in first.game.players if p.email]
    at = datetime.now().astimezone().isoformat(timespec="seconds")
    game = first.game.with_opening(1, at).with_opening(2, at).with_sent(tuple(
        replace(record, message_id=f"<round1.{record.player}@gm>")
        for record in sent_reports(evaluate(first.game), 1, "round", told, at)))
    path = open_game(window, tmp_path, smtp_server, game)
    mail_round_2(window, dialogs)  # round 3 opens
    before = smtp_server.handler.count()
    page = window.wmm.show_rounds(1)
    row = next(r for r in range(page.proxy.rowCount()) if page.proxy.index(r, 0).data() == "Alfons")
    retype(qtbot, page, row, "birne")
    assert load_game(path).rounds[0].guesses != window.wmm.document.game.rounds[0].guesses
    assert window.wmm.document.game.rounds[0] == alfons_guessed_otherwise_in_round_1(game).rounds[0]

    click(page.correction_button)
    dialog = window.findChild(CorrectionDialog)
    assert dialog is not None and dialog.isVisible() and dialog.first == 1
    try:
        dialogs.answers.append(YES)
        sent: list[bool] = []
        dialog.sent.connect(lambda: sent.append(True))
        click(dialog.send_button)
        wait_until(lambda: bool(sent))
    finally:
        dialog.wait()
        dialog.reject()
    ids = received(smtp_server, before)
    assert len(ids) == smtp_server.handler.count() - before == 3  # one mail a player it changed for
    assert len(set(ids.values())) == 3
    assert corrections_logged(window.wmm.document.game, ids) == {
        name: (1, 2) for name in ("Alfons", "Emil", "Fritzchen")}
    window.wmm.document.save()
    assert corrections_logged(load_game(path), ids) == corrections_logged(window.wmm.document.game, ids)
    check_the_replies(tmp_path, path, imap_server)
