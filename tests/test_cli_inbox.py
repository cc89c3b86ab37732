"""``wordmastermind inbox`` and ``remind``: guesses from the mailbox (a real IMAP server, pymap), receipts, reminders."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

import pytest

from wordmastermind.cli.entry import main
from wordmastermind.files.wmm.file import GameFileError, load_game

from imap_support import DEMO_MAILS, ImapServer, mail

ROSTER = [("Alfons", "Salat", "alfons@example.org"), ("Gustav", "Hosen", "Gustav@Example.org"),
          ("Beatrix", "Tisch", "beatrix@example.org"), ("Emil", "Lampe", "emil@example.org"),
          ("Fritzchen", "Kerze", "fritz@example.org")]


def test_the_imap_server_takes_mails_and_gives_them_back(imap_server: ImapServer) -> None:
    imap_server.append(mail("gustav@example.org", "Alfons: SAHNE\n",
                            date=datetime(2026, 11, 30, 12, tzinfo=timezone.utc), message_id="<1@test>"))
    messages = imap_server.fetch_all()
    assert len(messages) == DEMO_MAILS + 1
    assert b"Alfons: SAHNE" in messages[-1][1]


# -- the deadline -------------------------------------------------------------


def run(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = 0
    try:
        main([str(a) for a in args])
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def ok(capsys: pytest.CaptureFixture[str], *args: object) -> str:
    code, out, err = run(capsys, *args)
    assert code == 0, err
    return out


def new_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    roster = tmp_path / "roster.csv"
    roster.write_text("name,secret,email\n" + "".join(f"{n},{s},{e}\n" for n, s, e in ROSTER), encoding="utf-8")
    game = tmp_path / "game.wmm"
    ok(capsys, "new", game, "--roster", roster, "--title", "Herbst")
    ok(capsys, "lot", game, "--seed", 1)
    return game


def test_a_rounds_deadline_is_set_kept_in_the_file_and_cleared(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys)
    out = ok(capsys, "deadline", game, "--round", 1, "--at", "2026-12-01 18:00")
    assert "round 1" in out.lower() and "2026-12-01T18:00" in out
    data = json.loads(game.read_text(encoding="utf-8"))
    assert data["deadlines"] == [{"round": 1, "at": "2026-12-01T18:00"}]
    assert load_game(game).deadline(1) == "2026-12-01T18:00"
    assert load_game(game).rounds == ()  # a deadline begins no round
    ok(capsys, "deadline", game, "--round", 2, "--at", "2026-12-08T18:00+01:00")
    assert load_game(game).deadlines == ((1, "2026-12-01T18:00"), (2, "2026-12-08T18:00+01:00"))
    ok(capsys, "deadline", game, "--round", 1, "--clear")
    assert load_game(game).deadlines == ((2, "2026-12-08T18:00+01:00"),)


def test_a_deadline_that_is_no_date_and_time_is_refused_and_nothing_changes(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys)
    before = game.read_bytes()
    for bad in ("tomorrow", "2026-12-01", "2026-13-01T18:00"):
        code, out, err = run(capsys, "deadline", game, "--round", 1, "--at", bad)
        assert code != 0 and "Traceback" not in err
        assert f"deadline {bad!r}" in err and len(err.strip().splitlines()) == 1, err
    assert game.read_bytes() == before


def test_a_game_file_with_a_broken_deadline_is_refused_naming_the_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys)
    data = json.loads(game.read_text(encoding="utf-8"))
    data["deadlines"] = [{"round": 1, "at": "soon"}]
    game.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(GameFileError, match=r"deadlines\[0\]\.at: deadline 'soon'"):
        load_game(game)
