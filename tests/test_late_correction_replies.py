"""A reply to a correction of several rounds is named by those rounds, as the correction's subject names them.

A correction of rounds 1 and 2 is one mail ("Herbst: correction of rounds 1–2") that asks for round 3's guesses;
a reply to it that arrives once round 3 is closed is listed apart with the reason, which named only the last
round ("the correction of round 2"): it names both ("the correction of rounds 1–2"). Real servers (aiosmtpd for
what goes out, pymap for what comes in) and replies as real clients write them (:mod:`mail_corpus`)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Guess
from wordmastermind.files.wmm.file import load_game, save_game

from imap_support import PASSWORD, USER, ImapServer
from mail_corpus import reply
from smtp_support import Server
from test_cli_inbox import new_game, ok, run


def _smtp(server: Server) -> tuple[str, ...]:
    return ("--from", "gm@example.org", "--smtp", server.address, "--security", "none")


def _corrections(game: Path) -> dict[str, tuple[tuple[int, ...], str]]:
    """The rounds each player's correction covers and its Message-ID, by player."""
    found: dict[str, tuple[tuple[int, ...], str]] = {}
    for record in load_game(game).sent:
        if record.kind == "correction":
            rounds, _ = found.get(record.player, ((), ""))
            found[record.player] = ((*rounds, record.round), record.message_id)
    return found


def test_a_late_reply_to_a_correction_of_rounds_1_and_2_names_both_rounds(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    game = new_game(tmp_path, capsys)
    smtp = _smtp(smtp_server)
    ok(capsys, "mail", game, "--lot", *smtp)
    for number, lines in ((1, "Alfons,Beatrix,TISCH\nGustav,Emil,LAMPE\n"), (2, "Emil,Alfons,SALBE\n")):
        rounds = tmp_path / f"r{number}.csv"
        rounds.write_text("guesser,target,word\n" + lines, encoding="utf-8")
        ok(capsys, "guesses", game, "--round", number, rounds)
        ok(capsys, "mail", game, "--round", number, *smtp)  # round 3 opens
    assert evaluate(load_game(game)).game_over_after is None
    loaded = load_game(game)
    save_game(loaded.with_round(1, (*loaded.rounds[0].guesses, Guess("Fritzchen", "Gustav", "HASEN"))), game)
    ok(capsys, "mail", game, "--round", 1, "--correction", *smtp)
    rounds_covered, correction = _corrections(game)["Fritzchen"]
    assert rounds_covered == (1, 2)
    rounds = tmp_path / "r3.csv"
    rounds.write_text("guesser,target,word\nBeatrix,Fritzchen,KERNE\n", encoding="utf-8")
    ok(capsys, "guesses", game, "--round", 3, rounds)
    ok(capsys, "mail", game, "--round", 3, *smtp)  # round 4 opens: round 3 is closed
    assert load_game(game).opening(4)
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)
    imap_server.append(reply("thunderbird", sender="Fritzchen <fritz@example.org>", subject="Re: Herbst: "
                             "correction of rounds 1–2", date=arrived, message_id="<f3@test>", language="en",
                             body="Gustav: HOSEN", thread=(correction,)), arrived=arrived)
    monkeypatch.setenv("IMAP_PASSWORD", PASSWORD)
    code, out, err = run(capsys, "inbox", game, "--round", 4, "--imap", imap_server.address, "--security", "none",
                         "--user", USER, "--password-env", "IMAP_PASSWORD")
    assert code == 0, err
    assert ("Fritzchen (no mail for this round): not taken: it answers the correction of rounds 1–2, which asked "
            "for round 3's guesses, and round 3 is closed\n") in out, out
