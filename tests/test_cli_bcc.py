"""``--bcc ADDRESS``: a blind copy of every mail ``mail``, ``remind`` and ``inbox --receipts`` send by SMTP goes to
the game master's own address, on the envelope only (no header names it); a refused copy fails no player's mail."""

from __future__ import annotations

import email.policy
from email.message import EmailMessage
from email.parser import BytesParser
from pathlib import Path

import pytest

from imap_support import ImapServer, mail
from smtp_support import Received, Server
from test_cli_inbox import at, inbox
from test_cli_inbox import new_game as inbox_game
from test_cli_mail import new_game, run

GM = "gm@example.org"
PLAYERS = ["alfons@example.org", "gustav@example.org", "beatrix@example.org", "emil@example.org",
           "fritzchen@example.org"]


def smtp(server: Server, *bcc: str) -> tuple[str, ...]:
    return ("--from", f"Spielleiter <{GM}>", "--smtp", server.address, "--security", "none",
            *(("--bcc", *bcc) if bcc else ()))


def parsed(received: Received) -> EmailMessage:
    message = BytesParser(policy=email.policy.default).parsebytes(received.data)
    assert isinstance(message, EmailMessage)
    return message


def head(data: bytes) -> bytes:
    """A message's header block, as it went over the wire, each line after a line break."""
    return b"\n" + data.replace(b"\r\n", b"\n").split(b"\n\n", 1)[0]


def assert_blind_copies(server: Server, players: list[str], copy: str = GM) -> None:
    """Each player's mail went to them and to ``copy``, with no header naming ``copy``."""
    received = server.handler.messages()
    assert [r.rcpt_tos for r in received] == [[player, copy] for player in players]
    for one in received:
        message = parsed(one)
        assert message["Bcc"] is None and b"\nbcc:" not in head(one.data).lower()
        assert copy not in str(message["To"]) and message["Cc"] is None


def test_mail_sends_a_blind_copy_of_every_mail_to_the_bcc_address(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    game = new_game(tmp_path, capsys)
    code, out, err = run(capsys, "mail", game, *smtp(smtp_server, GM))
    assert code == 0, err
    assert out.count("sent ") == 5
    assert_blind_copies(smtp_server, PLAYERS)


def test_bcc_takes_an_address_with_a_name_and_a_bad_one_is_refused_before_anything_is_sent(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    game = new_game(tmp_path, capsys)
    for bad in ("gm@", "gm at example.org", ""):
        code, out, err = run(capsys, "mail", game, *smtp(smtp_server, bad))
        assert code == 1 and out == "", err
        assert err == f"wordmastermind: --bcc: not a valid e-mail address: {bad!r}\n"
    assert smtp_server.handler.count() == 0
    code, out, err = run(capsys, "mail", game, *smtp(smtp_server, "Ich selbst <GM@Example.org>"), "--only", "Emil")
    assert code == 0, err
    assert_blind_copies(smtp_server, ["emil@example.org"], "GM@Example.org")


def test_a_refused_copy_fails_no_players_mail(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    game = new_game(tmp_path, capsys)
    smtp_server.handler.refuse.add(GM)
    code, out, err = run(capsys, "mail", game, *smtp(smtp_server, GM))
    assert code == 0, err
    assert out.count("sent ") == 5 and "failed" not in out
    assert [r.rcpt_tos for r in smtp_server.handler.messages()] == [[player] for player in PLAYERS]


def test_bcc_leaves_the_eml_files_as_they_are(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys)
    code, _out, err = run(capsys, "mail", game, "--from", GM, "--eml", tmp_path / "mails", "--bcc", GM)
    assert code == 0, err
    files = sorted((tmp_path / "mails").iterdir())
    assert len(files) == 5
    for file in files:
        assert b"\nbcc:" not in head(file.read_bytes()).lower() and GM not in str(parsed_file(file)["To"])
    assert "only with --smtp" in " ".join(run(capsys, "mail", "--help")[1].split())


def parsed_file(path: Path) -> EmailMessage:
    message = BytesParser(policy=email.policy.default).parsebytes(path.read_bytes())
    assert isinstance(message, EmailMessage)
    return message


def test_remind_sends_its_blind_copies_too(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    game = new_game(tmp_path, capsys, rounds=0)
    code, out, err = run(capsys, "remind", game, "--round", 1, *smtp(smtp_server, GM), "--only", "Gustav,Emil")
    assert code == 0, err
    assert_blind_copies(smtp_server, ["gustav@example.org", "emil@example.org"])


def test_inbox_receipts_send_their_blind_copies_too(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    game = inbox_game(tmp_path, capsys)
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL", date=at(9), message_id="<a1@test>"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply", "--receipts", "--from", GM,
                           "--smtp", smtp_server.address, "--smtp-security", "none", "--bcc", GM)
    assert code == 0, err
    assert "sent Alfons" in out
    assert_blind_copies(smtp_server, ["alfons@example.org"])
