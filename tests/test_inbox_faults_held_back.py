"""Replies held back from the round (to the final report, to a correction sent after the game ended, late to a
correction of several rounds) read through a misbehaving IMAP server (:mod:`imap_faults`).

A server that drops the connection in the middle of the texts, ends the session or drips its answer past the
deadline fails the command with one line and leaves the game file as it was; the next try, from a server that
answers slowly in pieces cut inside the mails, holds each reply back with its reason, each reply once, and a
reply the game master takes is taken once however often the command runs. Replies as Outlook, Gmail,
Thunderbird and Apple Mail write them, in German and French (:mod:`mail_corpus`)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from wordmastermind.files.wmm.file import load_game

from imap_faults import FaultyImap
from mail_corpus import reply
from smtp_support import Server
from test_cli_inbox import guesses_of, run
from test_final_report_replies import _game_over
from test_late_correction_replies import _game_over_corrected, _round_four_open_after_a_correction_of_rounds_1_2

Folder = Mapping[int, tuple[bytes, datetime]]
Start = Callable[..., FaultyImap]
DROPPED = "closed the connection before all mails were read"


@pytest.fixture
def faulty() -> Iterator[Start]:
    """Start misbehaving servers; each is stopped and its thread joined after the test."""
    servers: list[FaultyImap] = []

    def start(fault: str, mails: Folder, **options: object) -> FaultyImap:
        server = FaultyImap(fault, mails=mails, **options)  # type: ignore[arg-type]
        servers.append(server)
        return server.start()

    yield start
    for server in servers:
        server.stop()


def _inbox(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, game: Path, server: FaultyImap,
           number: int, *extra: object, timeout: float = 120.0) -> tuple[int, str, str]:
    monkeypatch.setenv("IMAP_PASSWORD", "pw")
    return run(capsys, "inbox", game, "--round", number, "--imap", f"127.0.0.1:{server.port}", "--security", "none",
               "--user", "gm", "--password-env", "IMAP_PASSWORD", "--timeout", timeout, *extra)


def _held_back(out: str) -> dict[str, list[tuple[str, str, dict[str, Any]]]]:
    """Each player's replies held back, as ``inbox --json`` lists them: (Message-ID, reason's code, its params)."""
    data = json.loads(out)
    return {one["player"]: [(m["message_id"], m["reason"]["code"], m["reason"]["params"]) for m in one["stale"]]
            for one in data["players"] if one["stale"]}


def _failed(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, game: Path, server: FaultyImap,
            number: int, said: str, *extra: object, timeout: float = 120.0) -> None:
    """The command fails with one line saying ``said``, and the game file is as it was."""
    before = game.read_bytes()
    code, out, err = _inbox(capsys, monkeypatch, game, server, number, "--apply", *extra, timeout=timeout)
    assert code != 0 and said in err and len(err.strip().splitlines()) == 1, (code, out, err)
    assert game.read_bytes() == before


def answers_to_the_final_report(ids: Mapping[tuple[str, str], str], arrived: datetime) -> Folder:
    """Emil thanks from German Outlook (In-Reply-To alone) with a line that reads as a guess of round 2's, and
    Gustav argues a figure from Thunderbird in French (References folded, round 1's report first), its closing
    guillemet lost: the folder's first two mails, by UID, ``ids`` the Message-IDs of what the players got."""
    return {
        1: (reply("outlook", sender="Emil <emil@example.org>", subject="AW: Herbst: Schlussstand", date=arrived,
                  message_id="<e2@test>", body="Danke, gut gespielt!\n„Gustav: HOSEN“", language="de",
                  thread=(ids["final", "Emil"],)), arrived),
        2: (reply("thunderbird", sender="Gustav <gustav@example.org>", subject="Re: Herbst : classement final",
                  date=arrived, message_id="<g2@test>", body="«\u00a0Alfons\u00a0: SALAT", language="fr",
                  thread=(ids["round", "Gustav"], ids["final", "Gustav"])), arrived + timedelta(seconds=10)),
    }


def test_replies_to_the_final_report_survive_a_dropped_connection_and_are_held_back_once(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, smtp_server: Server,
        faulty: Start) -> None:
    game, ids = _game_over(tmp_path, capsys, smtp_server)
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)
    mails = {
        **answers_to_the_final_report(ids, arrived),
        # Alfons from Gmail in German, Beatrix from Apple Mail's HTML in French
        3: (reply("gmail", sender="Alfons <alfons@example.org>", subject="Re: Herbst: Schlussstand", date=arrived,
                  message_id="<a2@test>", body="Gustav: HOSEN", language="de",
                  thread=(ids["final", "Alfons"], "<a1@test>")), arrived + timedelta(seconds=20)),
        4: (reply("apple-mail-html", sender="Beatrix <beatrix@example.org>", subject="Re: Herbst", date=arrived,
                  message_id="<b2@test>", body="Merci, bien joué !", language="fr",
                  thread=(ids["final", "Beatrix"],)), arrived + timedelta(seconds=30)),
    }
    _failed(capsys, monkeypatch, game, faulty("drop", mails, on="FETCH", after=1), 2, DROPPED)  # mid-texts
    _failed(capsys, monkeypatch, game, faulty("bye", mails, on="FETCH", after=1), 2, "ended the session")

    slow = faulty("slow", mails, on="FETCH", drip_seconds=0.05)
    code, out, err = _inbox(capsys, monkeypatch, game, slow, 2, "--json")
    assert code == 0, err
    assert _held_back(out) == {
        name: [(message_id, "intake.answers_final", {"report": "2"})]
        for name, message_id in (("Alfons", "<a2@test>"), ("Beatrix", "<b2@test>"), ("Emil", "<e2@test>"),
                                 ("Gustav", "<g2@test>"))}
    before = game.read_bytes()
    code, out, err = _inbox(capsys, monkeypatch, game, slow, 2, "--apply")
    assert code == 0, err
    for name, message_id in (("Emil", "<e2@test>"), ("Gustav", "<g2@test>")):
        assert f"{name} (no mail for this round): not taken: it answers the final report\n" in out, out
        assert out.count(f"--take {message_id} ") == 1, out
    assert game.read_bytes() == before and load_game(game).mails_taken == ()

    # the game master takes Emil's: the connection drops first, then it is taken once, however often said
    _failed(capsys, monkeypatch, game, faulty("drop", mails, on="FETCH", after=1), 2, DROPPED, "--take", "<e2@test>")
    for server in (slow, faulty("none", mails)):
        code, out, err = _inbox(capsys, monkeypatch, game, server, 2, "--apply", "--take", "<e2@test>")
        assert code == 0, err
        assert guesses_of(game, 2) == [("Emil", "Gustav", "HOSEN")]
        assert [m.message_id for m in load_game(game).mails_taken] == ["<e2@test>"]


def test_replies_to_a_correction_sent_after_the_end_survive_a_server_that_ends_the_session(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, smtp_server: Server,
        faulty: Start) -> None:
    game, ids = _game_over_corrected(tmp_path, capsys, smtp_server)
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)  # after the correction went out
    correction = ids["correction", "Fritzchen"]
    mails = {
        1: (reply("outlook-web", sender="Fritzchen <fritz@example.org>", subject="AW: Herbst: Korrektur der Runden "
                  "1–2", date=arrived, message_id="<f2@test>", body="Danke!\nGustav: HOSEN", language="de",
                  thread=(correction,)), arrived),
        2: (reply("thunderbird-bottom", sender="Fritzchen <fritz@example.org>", subject="Re: Herbst : correction "
                  "des manches 1–2", date=arrived, message_id="<f3@test>", body="« Gustav : HOSEN", language="fr",
                  thread=(ids["final", "Fritzchen"], correction)), arrived + timedelta(seconds=10)),
    }
    _failed(capsys, monkeypatch, game, faulty("bye", mails, on="FETCH"), 2, "ended the session")  # at the heads
    _failed(capsys, monkeypatch, game, faulty("drop", mails, on="FETCH", after=1), 2, DROPPED)

    slow = faulty("slow", mails, on="FETCH", drip_seconds=0.05)
    code, out, err = _inbox(capsys, monkeypatch, game, slow, 2, "--json")
    assert code == 0, err
    late = ("intake.answers_late_correction_rounds", {"rounds": "1–2", "report": "2"})
    assert _held_back(out) == {"Fritzchen": [("<f2@test>", *late), ("<f3@test>", *late)]}
    before = game.read_bytes()
    code, out, err = _inbox(capsys, monkeypatch, game, slow, 2, "--apply")
    assert code == 0, err
    assert game.read_bytes() == before and guesses_of(game, 2) == [("Emil", "Alfons", "SALAT")]


def test_a_late_reply_to_a_correction_of_two_rounds_survives_a_dripping_server(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, smtp_server: Server,
        faulty: Start) -> None:
    game, correction = _round_four_open_after_a_correction_of_rounds_1_2(tmp_path, capsys, smtp_server)
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)
    mails = {
        1: (reply("apple-mail", sender="Fritzchen <fritz@example.org>", subject="Re: Herbst : correction des "
                  "manches 1–2", date=arrived, message_id="<f3@test>", body="«\u00a0Gustav\u00a0: HOSEN",
                  language="fr", thread=(correction,)), arrived),
        2: (reply("gmail-html", sender="Fritzchen <fritz@example.org>", subject="Re: Herbst: Korrektur der Runden "
                  "1–2", date=arrived, message_id="<f4@test>", body="Gustav: HOSEN", language="de",
                  thread=(correction,)), arrived + timedelta(seconds=10)),
    }
    _failed(capsys, monkeypatch, game, faulty("drip", mails, on="FETCH", after=1, drip_seconds=0.2), 4,
            "did not finish in", timeout=1.0)

    code, out, err = _inbox(capsys, monkeypatch, game, faulty("slow", mails, on="FETCH", drip_seconds=0.05), 4,
                            "--json")
    assert code == 0, err
    closed = ("intake.answers_correction_rounds", {"rounds": "1–2", "round": "3", "report": "2"})
    assert _held_back(out) == {"Fritzchen": [("<f3@test>", *closed), ("<f4@test>", *closed)]}
