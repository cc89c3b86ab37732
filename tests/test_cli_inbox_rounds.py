"""The command line around the intake: ``open``, the opening ``mail`` and ``letters`` record, ``inbox --json``,
receipts that fail, several addresses, and a hostile mail's text kept off the game master's terminal."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from wordmastermind.files.wmm.file import load_game

from imap_support import ImapServer, mail
from smtp_support import Server
from test_cli_inbox import at, guesses_of, inbox, new_game, ok
from test_corrections import ended_in_round_two
from test_cli_mail import run


# -- open ------------------------------------------------------------------------


def test_open_records_when_a_round_opened_and_refuses_what_cannot_be(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys)
    out = ok(capsys, "open", game, "--round", 1, "--at", "2026-12-01T09:00+01:00")
    assert "Round 1 opened on Tuesday, 1 December 2026, 08:00: its mails" in out  # 09:00+01:00, here in UTC
    assert load_game(game).openings == ((1, "2026-12-01T09:00:00+01:00"),)
    before = game.read_bytes()
    for args, said in [(("--round", 3), "round 3 cannot open: the game has 0 rounds, so round 1 is the next"),
                       (("--round", 1, "--at", "morgen"), "deadline 'morgen'"),
                       (("--round", 1, "--at", "2026-12-01T09:00", "--clear"), "not both")]:
        code, out, err = run(capsys, "open", game, *args)
        assert code != 0 and said in err and len(err.strip().splitlines()) == 1, err
    assert game.read_bytes() == before
    ok(capsys, "open", game, "--round", 1, "--clear")
    assert load_game(game).openings == ()
    out = ok(capsys, "open", game, "--round", 1)  # now
    opened = datetime.fromisoformat(load_game(game).opening(1))
    assert abs(opened - datetime.now(timezone.utc)) < timedelta(minutes=5), out


def test_a_round_opened_after_its_deadline_is_said_to_take_no_mail_in_time(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Round 1's deadline is 1 December; the game master opens it on 25 December (a typo, or an old deadline):
    recorded, with the warning that no mail of the round would be in time."""
    game = new_game(tmp_path, capsys)
    ok(capsys, "deadline", game, "--round", 1, "--at", "2026-12-01T18:00+01:00")
    code, _out, err = run(capsys, "open", game, "--round", 1, "--at", "2026-12-25T10:00+01:00")
    assert code == 0 and load_game(game).opening(1) == "2026-12-25T10:00:00+01:00"
    assert err.startswith("warning: round 1 opens after its deadline (") and "would be in time" in err, err
    code, _out, err = run(capsys, "open", game, "--round", 1, "--at", "2026-11-30T10:00+01:00")
    assert code == 0 and err == ""


def test_mailing_the_lot_or_a_report_opens_the_next_round_once(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    game = new_game(tmp_path, capsys)
    ok(capsys, "mail", game, "--lot", "--from", "gm@example.org", "--eml", tmp_path / "preview")
    assert load_game(game).openings == ()  # .eml files are for looking at: nothing went out
    out = ok(capsys, "mail", game, "--lot", "--from", "gm@example.org", "--smtp", smtp_server.address,
             "--security", "none")
    assert "Round 1 opened on" in out
    first = load_game(game).opening(1)
    assert abs(datetime.fromisoformat(first) - datetime.now(timezone.utc)) < timedelta(minutes=5)
    ok(capsys, "mail", game, "--lot", "--from", "gm@example.org", "--smtp", smtp_server.address, "--security", "none")
    assert load_game(game).opening(1) == first  # sent again: round 1 opened the first time
    rounds = tmp_path / "r.csv"
    rounds.write_text("guesser,target,word\nAlfons,Beatrix,STUHL\n", encoding="utf-8")
    ok(capsys, "guesses", game, "--round", 1, rounds)
    ok(capsys, "mail", game, "--round", 1, "--from", "gm@example.org", "--smtp", smtp_server.address,
       "--security", "none")
    assert load_game(game).opening(2)


def test_the_final_report_going_out_opens_no_round(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    """Mailing the last round's report said "Round 3 opened on …" and kept an opening for a round that is
    never played."""
    import dataclasses

    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.files.wmm.file import save_game

    game = rules_example()
    game = dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"{p.name.lower()}@example.org") for p in game.players))
    game = ended_in_round_two(game)  # every word guessed in round 2: the game is over
    assert evaluate(game).game_over
    path = tmp_path / "over.wmm"
    save_game(game, path)
    out = ok(capsys, "mail", path, "--round", 2, "--from", "gm@example.org", "--smtp", smtp_server.address,
             "--security", "none")
    assert smtp_server.handler.count() == 5 and "opened" not in out, out
    assert load_game(path).openings == ()


def test_a_round_after_the_end_of_the_game_neither_opens_nor_has_a_deadline(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """open --round 3 and deadline --round 3 of a game over after round 2 were kept, as guesses are not."""
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.files.wmm.file import save_game

    game = rules_example()
    game = ended_in_round_two(game)  # every word guessed in round 2: the game is over
    path = tmp_path / "over.wmm"
    save_game(game, path)
    before = path.read_bytes()
    for command in (("open", path, "--round", 3), ("deadline", path, "--round", 3, "--at", "2026-12-09 18:00")):
        code, out, err = run(capsys, *command)
        assert code != 0 and err.strip() == "wordmastermind: the game ended after round 2", err
    assert path.read_bytes() == before
    ok(capsys, "deadline", path, "--round", 3, "--clear")  # nothing there: nothing refused
    ok(capsys, "deadline", path, "--round", 2, "--at", "2026-12-09 18:00")  # a round played keeps its own


def test_writing_letters_opens_the_next_round(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys)
    data = json.loads(game.read_text(encoding="utf-8"))
    data["players"][0]["address"] = "Alfons Abendroth\nAm Markt 3\n10115 Berlin"
    game.write_text(json.dumps(data), encoding="utf-8")
    out = ok(capsys, "letters", game, "--lot", "--pdf", tmp_path / "lot.pdf", "--from-address", "Joe, Weg 1, Berlin",
             "--place", "Berlin", "--all")
    assert "Round 1 opened on" in out and load_game(game).opening(1)


# -- inbox --json ------------------------------------------------------------------


def test_inbox_json_gives_scripts_the_whole_intake(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys)
    ok(capsys, "open", game, "--round", 1, "--at", "2026-11-30T08:00+00:00")
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL.\nEmli: LAMPE", date=at(9), message_id="<a1@test>"))
    imap_server.append(mail("alfons@example.org", "Beatrix: TOLLE", date=at(7), message_id="<a0@test>"))
    imap_server.append(mail("spam@example.net", "Kaufen!", date=at(10), message_id="<s1@test>"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["round"] == 1 and data["opened"] == "2026-11-30T08:00:00+00:00" and data["closed"] is False
    assert data["applied"] is False and data["saved"] is False
    (alfons,) = data["players"]
    assert alfons["player"] == "Alfons" and alfons["outcome"] == "refused"
    assert alfons["reason"]["code"] == "intake.line" and "Emli" in alfons["reason"]["text"]
    assert alfons["mail"]["message_id"] == "<a1@test>" and alfons["mail"]["received"] == "2026-11-30T09:00:00+00:00"
    assert alfons["suggestions"] == [{"line": 2, "written": "Emli", "target": "Emil", "word": "LAMPE"}]
    assert alfons["takeable"] == 1
    assert alfons["early"] == []  # round 1 reads nothing from before the lot went out: it is only counted
    assert [m["message_id"] for m in data["strangers"]] == ["<s1@test>"]
    assert data["before"] == 4 + 1  # the demo mails, and Alfons's mail before the lot
    # Emil is not Alfons's target by the lot: with its good lines taken, that guess goes in marked
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--json", "--apply", "--take-suggestions",
                           "--take-good-lines", "<a1@test>")
    data = json.loads(out)
    taken = data["players"][0]["taken"]
    assert data["saved"] is True and [(g["target"], g["word"]) for g in taken] == [("Beatrix", "STUHL"), ("Emil", "LAMPE")]
    assert taken[0]["marked"] is None and taken[1]["marked"]["code"] == "guess.not_drawn"


# -- receipts that fail, several addresses -------------------------------------------------


def test_a_failed_receipt_keeps_the_intake_and_says_how_to_send_it_again(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    game = new_game(tmp_path, capsys)
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL", date=at(9), message_id="<a1@test>"))
    imap_server.append(mail("emil@example.org", "Alfons: SAHNE", date=at(9), message_id="<e1@test>"))
    smtp_server.handler.refuse.add("emil@example.org")
    receipts = ("--apply", "--receipts", "--from", "gm@example.org", "--smtp", smtp_server.address,
                "--smtp-security", "none")
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, *receipts)
    assert code == 0, err
    assert guesses_of(game) == [("Alfons", "Beatrix", "STUHL"), ("Emil", "Alfons", "SAHNE")]
    assert "sent Alfons" in out and "failed Emil" in out
    assert "--receipts --only 'Emil'" in err and "Traceback" not in err
    assert smtp_server.handler.recipients() == ["alfons@example.org"]
    smtp_server.handler.refuse.clear()
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, *receipts)
    assert code == 0, err
    assert smtp_server.handler.recipients() == ["alfons@example.org", "emil@example.org"]  # only the one owed
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, *receipts, "--again", "--only", "Alfons")
    assert smtp_server.handler.recipients()[-1] == "alfons@example.org" and smtp_server.handler.count() == 3


def test_inbox_json_names_each_receipt_that_failed_with_its_reason_and_nothing_else_is_printed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    """A script that drives the game reads ``inbox --json --receipts``: which player got no receipt, and why, is
    in the JSON (it was a line on stderr, and the receipts' lines broke the JSON on stdout)."""
    game = new_game(tmp_path, capsys)
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL", date=at(9), message_id="<a1@test>"))
    imap_server.append(mail("emil@example.org", "Alfons: SAHNE", date=at(9), message_id="<e1@test>"))
    smtp_server.handler.refuse.add("emil@example.org")
    receipts = ("--json", "--apply", "--receipts", "--from", "gm@example.org", "--smtp", smtp_server.address,
                "--smtp-security", "none", "--eml", tmp_path / "receipts")
    # no receipt can go out at all (no SMTP password): the intake is saved and said all the same, the exit is 1
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, *receipts, "--smtp-user", "gm",
                           "--smtp-password-env", "NO_SUCH_VARIABLE")
    assert code == 1 and "NO_SUCH_VARIABLE" in err
    data = json.loads(out)
    assert (data["saved"], data["receipts"], data["warnings"]) == (True, None, [])
    assert [p["player"] for p in data["players"]] == ["Alfons", "Emil"]
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, *receipts)
    assert (code, err) == (0, "")  # the guesses are saved: a failed receipt is no failed run
    data = json.loads(out)
    alfons, emil = data["receipts"]
    assert alfons == {"player": "Alfons", "status": "sent", "reason": None,
                      "file": str(tmp_path / "receipts" / "Alfons.eml")}
    assert (emil["player"], emil["status"], emil["reason"]["code"]) == ("Emil", "failed", "mail.refused_recipient")
    assert emil["reason"]["text"] == "the server refused the recipient: 550 no such user here"
    (warning,) = data["warnings"]
    assert (warning["code"], warning["params"], warning["text"]) == (
        "cli.mail.failed", {"failed": "1", "count": "2"}, "1 of 2 mails failed")
    assert [(d["code"], d["params"]) for d in warning["details"]] == [("cli.inbox.receipts_again", {"names": "'Emil'"})]
    assert guesses_of(game) == [("Alfons", "Beatrix", "STUHL"), ("Emil", "Alfons", "SAHNE")]
    # sent again, then owed to nobody: still JSON alone
    smtp_server.handler.refuse.clear()
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, *receipts)
    data = json.loads(out)
    assert (code, err) == (0, "") and [(r["player"], r["status"]) for r in data["receipts"]] == [("Emil", "sent")]
    assert data["warnings"] == []
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, *receipts)
    assert (code, err) == (0, "") and json.loads(out)["receipts"] == []
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--json")  # no receipts asked for
    assert json.loads(out)["receipts"] is None and smtp_server.handler.count() == 2


def test_a_player_writes_from_a_second_address_and_the_receipt_goes_to_the_first(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    game = new_game(tmp_path, capsys)
    data = json.loads(game.read_text(encoding="utf-8"))
    data["players"][0]["email"] = "alfons@example.org; Alfons privat <ALFONS@privat.example.net>"
    game.write_text(json.dumps(data), encoding="utf-8")
    imap_server.append(mail("alfons@privat.example.net", "Beatrix: STUHL", date=at(9), message_id="<a1@test>"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply", "--receipts", "--from",
                           "gm@example.org", "--smtp", smtp_server.address, "--smtp-security", "none")
    assert code == 0, err
    assert guesses_of(game) == [("Alfons", "Beatrix", "STUHL")]
    assert smtp_server.handler.recipients() == ["alfons@example.org"]


# -- a hostile mail ------------------------------------------------------------------


def test_a_mails_escape_codes_never_reach_the_terminal(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys)
    hostile = "\x1b]0;pwned\x07\x1b[2JHallo \u202eSpielleiter\nBeatrix: ST\x1b[31mUHL\nEmil \x1b[2J hat SALAT\n"
    imap_server.append(mail("alfons@example.org", hostile, date=at(9), message_id="<a1@test>",
                            subject="\x1b]0;title\x07Tipp \u202e"))
    imap_server.append(mail("mallory@example.net", "x", date=at(9), message_id="<m1@test>",
                            subject="\x1b[2J\x1b[HGotcha \u2066"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server)
    assert code == 0, err
    for bad in ("\x1b", "\x07", "\u202e", "\u2066", "\x9b"):
        assert bad not in out and bad not in err, repr(bad)
    assert "  mallory@example.net, Mon, 30 Nov 2026 09:00:00 +0000: Gotcha <m1@test>\n" in out  # the escapes gone whole
    assert "Hallo Spielleiter" in out and "[2J" not in out and "]0;" not in out
