"""``wordmastermind inbox`` and ``remind``: guesses from the mailbox (a real IMAP server, pymap), receipts, reminders."""

from __future__ import annotations

import email.policy
import json
from datetime import datetime, timezone
from email.message import EmailMessage
from email.parser import BytesParser
from pathlib import Path

import pytest

from wordmastermind.files.mail.flowed import unflowed
from wordmastermind.files.wmm.file import GameFileError, load_game

from imap_support import DEMO_MAILS, PASSWORD, USER, ImapServer, free_port, mail
from smtp_support import MemoryKeyring, Server
from test_cli_mail import run

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


def ok(capsys: pytest.CaptureFixture[str], *args: object) -> str:
    code, out, err = run(capsys, *args)
    assert code == 0, err
    return out


def new_game(tmp_path: Path, capsys: pytest.CaptureFixture[str], language: str = "en") -> Path:
    roster = tmp_path / "roster.csv"
    roster.write_text("name,secret,email\n" + "".join(f"{n},{s},{e}\n" for n, s, e in ROSTER), encoding="utf-8")
    game = tmp_path / "game.wmm"
    ok(capsys, "new", game, "--roster", roster, "--title", "Herbst", "--language", language)
    ok(capsys, "lot", game, "--seed", 1)
    return game


def test_a_rounds_deadline_is_set_kept_in_the_file_and_cleared(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys)
    out = ok(capsys, "deadline", game, "--round", 1, "--at", "2026-12-01 18:00")
    assert out == "Round 1: deadline Tuesday, 1 December 2026, 18:00.\n", out  # as the round's mail says it
    data = json.loads(game.read_text(encoding="utf-8"))
    assert data["deadlines"] == [{"round": 1, "at": "2026-12-01T18:00"}]
    assert load_game(game).deadline(1) == "2026-12-01T18:00"
    assert load_game(game).rounds == ()  # a deadline begins no round
    out = ok(capsys, "deadline", game, "--round", 2, "--at", "2026-12-08T18:00+01:00")
    assert out == "Round 2: deadline Tuesday, 8 December 2026, 18:00 (UTC+01:00).\n", out
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


# -- reading the mailbox ------------------------------------------------------

STRANGER = "mallory@example.net"


def at(hour: int, minute: int = 0, day: int = 30) -> datetime:
    return datetime(2026, 11, day, hour, minute, tzinfo=timezone.utc)


def fill_mailbox(server: ImapServer) -> None:
    """Round 1 (the lot: Alfons->Beatrix, Gustav->Emil, Beatrix->Fritzchen, Emil->Alfons, Fritzchen->Gustav)."""
    server.append(mail(STRANGER, "Alfons: SAHNE\n", date=at(9), message_id="<s1@test>"))
    server.append(mail("gustav@example.org", "Emil: TOLLE\n", date=at(10), message_id="<g1@test>"))
    server.append(mail("Gustl <GUSTAV@EXAMPLE.ORG>",
                       "Hallo Spielleiter,\n\nemil: Birne\n\n> Alfons: SAHNE\n> Emil: TOLLE\n-- \nEmil KATZE\n",
                       date=at(11), message_id="<g2@test>"))
    server.append(mail("alfons@example.org", "", date=at(10, 30), message_id="<a1@test>",
                       html="<html><body><p>Hallo!</p><p>Beatrix - Stuhl</p></body></html>"))
    server.append(mail("beatrix@example.org", "Fritzchen: KER ZE\n", date=at(10, 45), message_id="<b1@test>"))
    server.append(mail("emil@example.org", "Alfons: SAHNE\nEmil: LAMPE\n", date=at(11, 15), message_id="<e1@test>"))


def inbox(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, game: Path, server: ImapServer,
          *extra: object, password: str = PASSWORD) -> tuple[int, str, str]:
    monkeypatch.setenv("IMAP_PASSWORD", password)
    return run(capsys, "inbox", game, "--round", 1, "--imap", server.address, "--security", "none",
               "--user", USER, "--password-env", "IMAP_PASSWORD", *extra)


def guesses_of(game: Path, number: int = 1) -> list[tuple[str, str, str]]:
    rounds = load_game(game).rounds
    return [(g.guesser, g.target, g.word) for g in rounds[number - 1].guesses] if len(rounds) >= number else []


def test_a_dry_run_prints_player_by_player_and_changes_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys)
    fill_mailbox(imap_server)
    file_before, mailbox_before = game.read_bytes(), imap_server.fetch_all()
    code, out, err = inbox(capsys, monkeypatch, game, imap_server)
    assert code == 0, err
    assert f"{DEMO_MAILS + 6} mails read, 5 from players" in out
    # the latest of Gustav's two mails counts (any case of his address); quotes and signature left out
    assert "Gustav (mail of Mon, 30 Nov 2026 11:00:00 +0000): would take 1 guess\n  Emil: BIRNE\n" in out
    assert "line 1 not taken: Hallo Spielleiter, (names no player)" in out
    assert "superseded: mail of Mon, 30 Nov 2026 10:00:00 +0000" in out
    assert "KATZE" not in out and "TOLLE" not in out
    # an HTML-only mail
    assert "Alfons (mail of Mon, 30 Nov 2026 10:30:00 +0000): would take 1 guess\n  Beatrix: STUHL\n" in out
    # a broken line: none of Beatrix's guesses
    assert 'Beatrix (mail of Mon, 30 Nov 2026 10:45:00 +0000): not taken: line 1 ("Fritzchen: KER ZE"):' in out
    # a guess that breaks a rule: none of Emil's, the reason given
    assert "Emil (mail of Mon, 30 Nov 2026 11:15:00 +0000): not taken: line" in out
    assert "Emil cannot guess at their own word" in out
    assert "line 1 not taken: Alfons: SAHNE (not taken: another line of the mail breaks a rule)" in out
    # strangers: the demo mails and Mallory, by address
    assert "Not from a player (not taken; --take-for MESSAGE-ID NAME takes one as a player's):" in out
    assert f"  {STRANGER}, " in out and "friend@example.com" in out
    assert "\nFritzchen (" not in out  # wrote nothing
    assert "Nothing changed" in out
    assert game.read_bytes() == file_before
    assert imap_server.fetch_all() == mailbox_before  # no flag set, nothing moved
    assert all(b"\\Seen" not in flags for flags, _ in mailbox_before[-6:])  # the players' mails stay unread


def test_apply_enters_the_guesses_once_and_a_newer_mail_replaces_them(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys)
    fill_mailbox(imap_server)
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply")
    assert code == 0, err
    assert "Round 1: 2 guesses entered and saved." in out
    assert guesses_of(game) == [("Alfons", "Beatrix", "STUHL"), ("Gustav", "Emil", "BIRNE")]
    data = json.loads(game.read_text(encoding="utf-8"))
    assert data["mails_taken"] == [
        {"round": 1, "player": "Alfons", "message_id": "<a1@test>", "received": "2026-11-30T10:30:00+00:00"},
        {"round": 1, "player": "Gustav", "message_id": "<g2@test>", "received": "2026-11-30T11:00:00+00:00"}]
    saved = game.read_bytes()
    # a second run over the same mailbox changes nothing
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply")
    assert code == 0, err
    assert "Gustav (mail of Mon, 30 Nov 2026 11:00:00 +0000): taken before 1 guess" in out
    assert "nothing new to enter; the game file is unchanged" in out
    assert game.read_bytes() == saved
    # Gustav thinks again: his newer mail replaces his guess, Alfons's stays
    imap_server.append(mail("gustav@example.org", "Emil - katze\n", date=at(12), message_id="<g3@test>"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply")
    assert code == 0, err
    assert guesses_of(game) == [("Alfons", "Beatrix", "STUHL"), ("Gustav", "Emil", "KATZE")]
    assert [m.message_id for m in load_game(game).taken_in(1)] == ["<a1@test>", "<g3@test>"]


def test_a_late_mail_is_listed_and_taken_only_when_asked(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys)
    ok(capsys, "deadline", game, "--round", 1, "--at", "2026-11-30T12:00+00:00")
    imap_server.append(mail("fritz@example.org", "Gustav: HOSEN\n", date=at(12, 1), message_id="<f1@test>"))
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL\n", date=at(11, 59), message_id="<a1@test>"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply")
    assert code == 0, err
    assert ("Fritzchen (no mail before the deadline): late: the mail came after the deadline (Monday, 30 November 2026,"
            " 12:00 (UTC+00:00))") in out  # as the round's mail says it, not as the file keeps it
    assert "late: mail of Mon, 30 Nov 2026 12:01:00 +0000 (--include-late or --take <f1@test> takes it)" in out
    assert guesses_of(game) == [("Alfons", "Beatrix", "STUHL")]
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply", "--include-late")
    assert code == 0, err
    assert guesses_of(game) == [("Alfons", "Beatrix", "STUHL"), ("Fritzchen", "Gustav", "HOSEN")]


def test_the_mails_times_are_given_in_the_deadlines_zone_not_the_computers(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    """The computer runs in UTC, the deadline was set at 12:00 in UTC+01:00: a mail of 11:30 UTC came half an hour
    late, and the listing says 12:30 beside the deadline's 12:00 (as the receipt does), not 11:30."""
    game = new_game(tmp_path, capsys)
    ok(capsys, "deadline", game, "--round", 1, "--at", "2026-11-30T12:00+01:00")
    imap_server.append(mail("fritz@example.org", "Gustav: HOSEN\n", date=at(11, 30), message_id="<f1@test>"))
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL\n", date=at(10, 59), message_id="<a1@test>"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server)
    assert code == 0, err
    assert "late: the mail came after the deadline (Monday, 30 November 2026, 12:00 (UTC+01:00))" in out
    assert "late: mail of Mon, 30 Nov 2026 12:30:00 +0100 (--include-late or --take <f1@test> takes it)" in out
    assert "Alfons (mail of Mon, 30 Nov 2026 11:59:00 +0100): would take 1 guess" in out
    assert "+0000" not in out.split("Not from a player")[0]  # no player's mail in the computer's zone


def test_too_many_guesses_or_a_word_of_the_wrong_length_refuse_the_mail(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys)
    imap_server.append(mail("fritz@example.org", "Gustav: HOSEN\nGustav: HOSER\n", date=at(9), message_id="<f1@test>"))
    imap_server.append(mail("alfons@example.org", "Beatrix: STÜHLE\n", date=at(9), message_id="<a1@test>"))
    imap_server.append(mail("emil@example.org", "Alfons: SAHNE\n", date=at(9), message_id="<e1@test>"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply")
    assert code == 0, err
    assert "Fritzchen (mail of Mon, 30 Nov 2026 09:00:00 +0000): not taken: line 2" in out
    assert "Alfons (mail of Mon, 30 Nov 2026 09:00:00 +0000): not taken: line 1" in out
    assert guesses_of(game) == [("Emil", "Alfons", "SAHNE")]


@pytest.mark.parametrize("case", ["password", "unreachable", "tls"])
def test_a_wrong_password_an_unreachable_server_or_a_tls_failure_is_one_line(
        case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys)
    before = game.read_bytes()
    monkeypatch.setenv("IMAP_PASSWORD", "falsch" if case == "password" else PASSWORD)
    address = f"127.0.0.1:{free_port()}" if case == "unreachable" else imap_server.address
    security = "ssl" if case == "tls" else "none"
    code, out, err = run(capsys, "inbox", game, "--round", 1, "--imap", address, "--security", security,
                         "--user", USER, "--password-env", "IMAP_PASSWORD", "--apply")
    assert code != 0 and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    expected = {"password": f"IMAP login to {imap_server.address} as gm failed",
                "unreachable": "refused the connection", "tls": "secure connection (SSL/TLS) failed"}[case]
    assert expected in err
    assert game.read_bytes() == before


# -- receipts and reminders ---------------------------------------------------

SECRETS = {name: secret.upper() for name, secret, _ in ROSTER}


def bodies(server: Server) -> dict[str, EmailMessage]:
    found = {}
    for received in server.handler.messages():
        message = BytesParser(policy=email.policy.default).parsebytes(received.data)
        assert isinstance(message, EmailMessage)
        found[received.rcpt_tos[0].casefold()] = message
    return found


def text_of(message: EmailMessage) -> str:
    part = message.get_body(preferencelist=("plain",))
    assert part is not None
    content = part.get_content()
    assert isinstance(content, str)
    return unflowed(content.replace("\r\n", "\n"))  # as a mail program that reads format=flowed shows it


def test_receipts_go_to_every_player_who_wrote_and_hold_no_other_secret(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    game = new_game(tmp_path, capsys)
    fill_mailbox(imap_server)
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply", "--receipts",
                           "--from", "Spielleiter <gm@example.org>", "--smtp", smtp_server.address,
                           "--smtp-security", "none")
    assert code == 0, err
    got = bodies(smtp_server)
    assert sorted(got) == ["alfons@example.org", "beatrix@example.org", "emil@example.org", "gustav@example.org"]
    assert all(f"sent {name}" in out for name in ("Alfons", "Gustav", "Beatrix", "Emil"))
    gustav = text_of(got["gustav@example.org"])
    assert "these guesses count for round 1:\n  Emil: BIRNE" in gustav
    assert "Hallo Spielleiter" not in gustav and "Lines not taken" not in gustav  # a greeting: no guess
    assert "Your other mails of round 1 do not count:\n  mail of Mon, 30 Nov 2026 10:00:00 +0000: a later mail of " \
           "yours counts" in gustav
    assert got["gustav@example.org"]["In-Reply-To"] == "<g2@test>"
    emil = text_of(got["emil@example.org"])
    assert "was not taken, none of its guesses count" in emil and "Emil cannot guess at their own word" in emil
    assert "line 1: Alfons: SAHNE  (not taken: another line of the mail breaks a rule)" in emil
    beatrix = text_of(got["beatrix@example.org"])
    assert 'line 1: Fritzchen: KER ZE  (write a player\'s name and one word, as "Fritzchen: WORD")' in beatrix
    for address, message in got.items():
        owner = next(name for name, _, mail_ in ROSTER if mail_.casefold() == address)
        others = [secret for name, secret in SECRETS.items() if name != owner]
        assert not any(secret in message.as_string().upper() for secret in others), address
    assert STRANGER not in smtp_server.handler.recipients()


def test_receipts_as_eml_files_in_the_games_language(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys, "de")
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL\n", date=at(9), message_id="<a1@test>"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--receipts", "--from", "gm@example.org",
                           "--eml", tmp_path / "quittungen")
    assert code == 0, err
    files = sorted(p.name for p in (tmp_path / "quittungen").iterdir())
    assert files == ["Alfons.eml"]
    message = BytesParser(policy=email.policy.default).parsebytes((tmp_path / "quittungen" / "Alfons.eml").read_bytes())
    assert isinstance(message, EmailMessage)
    assert "deine Rateversuche für Runde 1" in str(message["Subject"])
    assert "Beatrix: STUHL" in text_of(message)


def test_remind_mails_every_player_without_a_guess_in_the_round(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    game = new_game(tmp_path, capsys)
    ok(capsys, "deadline", game, "--round", 1, "--at", "2026-11-30T18:00")
    fill_mailbox(imap_server)
    inbox(capsys, monkeypatch, game, imap_server, "--apply")
    out = ok(capsys, "remind", game, "--round", 1, "--from", "gm@example.org", "--smtp", smtp_server.address,
             "--security", "none")
    got = bodies(smtp_server)
    # Alfons and Gustav have guessed; Beatrix's and Emil's mails were refused; Fritzchen wrote nothing
    assert sorted(got) == ["beatrix@example.org", "emil@example.org", "fritz@example.org"]
    assert "sent Fritzchen" in out
    fritz = text_of(got["fritz@example.org"])
    assert "no guesses from you for round 1" in fritz and "Deadline for round 1: Monday, 30 November 2026, 18:00." in fritz and "Gustav: WORD" in fritz
    assert not any(secret in fritz.upper() for name, secret in SECRETS.items() if name != "Fritzchen")
    # run again (a script after a failure, say): nobody is reminded twice, unless asked (found by a game master
    # whose re-run reminded the same players again)
    smtp = ("--from", "gm@example.org", "--smtp", smtp_server.address, "--security", "none")
    out = ok(capsys, "remind", game, "--round", 1, *smtp)
    assert smtp_server.handler.count() == 3 and out.count("reminded of this round on") == 3
    ok(capsys, "remind", game, "--round", 1, *smtp, "--resend")  # a second reminder, meant
    assert smtp_server.handler.count() == 6


def test_the_imap_password_can_come_from_the_keyring_not_the_smtp_ones(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        memory_keyring: MemoryKeyring) -> None:
    game = new_game(tmp_path, capsys)
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL\n", date=at(9), message_id="<a1@test>"))
    memory_keyring.passwords[("wordmastermind-smtp", USER)] = "the SMTP one"
    command = ["inbox", game, "--round", 1, "--imap", imap_server.address, "--security", "none", "--user", USER]
    code, out, err = run(capsys, *command)  # no terminal to ask in, and no IMAP password kept
    assert code != 0 and "no password" in err and len(err.strip().splitlines()) == 1
    memory_keyring.passwords[("wordmastermind-imap", USER)] = PASSWORD
    out = ok(capsys, *command)
    assert "Alfons (mail of Mon, 30 Nov 2026 09:00:00 +0000): would take 1 guess" in out


def test_a_mail_for_a_closed_round_is_refused_for_that_reason_alone(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys)
    rounds = tmp_path / "r.csv"
    rounds.write_text("guesser,target,word\nAlfons,Beatrix,STUHL\n", encoding="utf-8")
    ok(capsys, "guesses", game, "--round", 1, rounds)
    rounds.write_text("guesser,target,word\nGustav,Emil,TOLLE\nAlfons,Gustav,SAHNE\n", encoding="utf-8")
    ok(capsys, "guesses", game, "--round", 2, rounds)
    before = load_game(game).rounds
    # Fritzchen's late round-1 guess is Gustav's word: it would make Alfons's round-2 guess at Gustav illegal,
    # and the receipt must not say so (that would tell him HOSEN is Gustav's word)
    imap_server.append(mail("fritz@example.org", "Gustav: HOSEN\n", date=at(9), message_id="<f1@test>"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply", "--receipts", "--from",
                           "gm@example.org", "--eml", tmp_path / "receipts")
    assert code == 0, err
    assert "Round 1 is closed: its report went out and round 2 has begun; no mail is taken." in out
    assert "Fritzchen (mail of Mon, 30 Nov 2026 09:00:00 +0000): not taken: round 1 is closed" in out
    assert "illegal" not in out and "guessed" not in out
    assert load_game(game).rounds == before and load_game(game).mails_taken == ()
    receipt = text_of(BytesParser(policy=email.policy.default).parsebytes(
        (tmp_path / "receipts" / "Fritzchen.eml").read_bytes()))
    assert "round 1 is closed" in receipt and "guessed" not in receipt and "Alfons" not in receipt, receipt


def test_a_mail_without_a_message_id_is_still_taken_only_once(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys)
    plain = (b"From: alfons@example.org\r\nTo: gm@example.org\r\nSubject: Tipp\r\n"
             b"Date: Mon, 30 Nov 2026 09:00:00 +0000\r\n\r\nBeatrix: STUHL\r\n")
    imap_server.append(plain)
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply")
    assert code == 0, err
    assert guesses_of(game) == [("Alfons", "Beatrix", "STUHL")]
    # another mail without one, later: it replaces the first, which a blank Message-ID would have hidden
    imap_server.append(plain.replace(b"09:00", b"10:00").replace(b"STUHL", b"TOLLE"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply")
    assert code == 0, err
    assert guesses_of(game) == [("Alfons", "Beatrix", "TOLLE")]
    saved = game.read_bytes()
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply")
    assert "nothing new to enter" in out
    assert game.read_bytes() == saved


def test_receipts_are_not_sent_for_guesses_that_were_not_entered(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    game = new_game(tmp_path, capsys)
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL\n", date=at(9), message_id="<a1@test>"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--receipts", "--from", "gm@example.org",
                           "--smtp", smtp_server.address, "--smtp-security", "none")
    assert code != 0 and "--apply" in err and len(err.strip().splitlines()) == 1
    assert smtp_server.handler.count() == 0


def test_a_mail_from_an_address_two_players_share_is_listed_not_taken(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys)
    data = json.loads(game.read_text(encoding="utf-8"))
    data["players"][4]["email"] = "EMIL@example.org"  # Fritzchen writes from Emil's address
    game.write_text(json.dumps(data), encoding="utf-8")
    imap_server.append(mail("emil@example.org", "Alfons: SAHNE\n", date=at(9), message_id="<e1@test>"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply")
    assert code == 0, err
    assert ("From an address more than one player has (not taken; --take-for MESSAGE-ID NAME takes one as that"
            " player's):\n  emil@example.org (Emil, Fritzchen), Mon, 30 Nov 2026 09:00:00 +0000: Tipps <e1@test>\n"
            ) in out  # its Message-ID: found by a German game master, who could only find it in --json
    assert guesses_of(game) == []
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply", "--take-for", "<e1@test>", "Emil")
    assert code == 0, err
    assert guesses_of(game) == [("Emil", "Alfons", "SAHNE")]


@pytest.mark.parametrize(("language", "receipt", "reminder"), [
    ("nl", "je raadpogingen voor ronde 1", "nog geen raadpogingen van je voor ronde 1"),
    ("fr", "vos propositions pour la manche 1", "pas encore de propositions de votre part pour la manche 1"),
])
def test_receipts_and_reminders_of_a_dutch_or_french_game_are_in_its_language(
        language: str, receipt: str, reminder: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch, imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys, language)
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL\n", date=at(9), message_id="<a1@test>"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply", "--receipts",
                           "--from", "gm@example.org", "--eml", tmp_path / "receipts")
    assert code == 0, err
    message = BytesParser(policy=email.policy.default).parsebytes((tmp_path / "receipts" / "Alfons.eml").read_bytes())
    assert isinstance(message, EmailMessage)
    said = "Beatrix\u00a0: STUHL" if language == "fr" else "Beatrix: STUHL"  # the guess as its line is written
    assert receipt in str(message["Subject"]) and said in text_of(message)
    ok(capsys, "remind", game, "--round", 1, "--from", "gm@example.org", "--eml", tmp_path / "reminders")
    message = BytesParser(policy=email.policy.default).parsebytes((tmp_path / "reminders" / "Emil.eml").read_bytes())
    assert isinstance(message, EmailMessage)
    assert reminder in text_of(message)


def test_a_receipts_reasons_are_in_the_games_language(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys, "de")
    imap_server.append(mail("alfons@example.org", "Hallo\nAlfons: SAHNE\n", date=at(9), message_id="<a1@test>"))
    imap_server.append(mail("emil@example.org", "Alfons SA HNE\n", date=at(9), message_id="<e1@test>"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--apply", "--receipts",
                           "--from", "gm@example.org", "--eml", tmp_path / "receipts")
    assert code == 0, err
    alfons = text_of(BytesParser(policy=email.policy.default).parsebytes(
        (tmp_path / "receipts" / "Alfons.eml").read_bytes()))
    assert "Zeile 2 („Alfons: SAHNE“): Alfons kann nicht auf das eigene Wort raten" in alfons, alfons
    assert "cannot guess" not in alfons and "names no player" not in alfons and "line 2" not in alfons
    emil = text_of(BytesParser(policy=email.policy.default).parsebytes(
        (tmp_path / "receipts" / "Emil.eml").read_bytes()))
    assert "write a player" not in emil and "Zeile 1" in emil, emil
    # the mail's date as a German reader writes it, not the header's "Mon, 30 Nov 2026"
    assert "deine Mail vom 30.11.2026 09:00" in alfons and "Nov" not in alfons, alfons


def test_a_late_receipt_and_a_reminder_write_the_deadline_in_the_games_language(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys, "de")
    ok(capsys, "deadline", game, "--round", 1, "--at", "2026-11-30 08:00")
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL\n", date=at(9), message_id="<a1@test>"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--receipts",
                           "--from", "gm@example.org", "--eml", tmp_path / "receipts")
    assert code == 0, err
    alfons = text_of(BytesParser(policy=email.policy.default).parsebytes(
        (tmp_path / "receipts" / "Alfons.eml").read_bytes()))
    # the deadline as the round mail and the reminder below write it
    assert "30.11.2026 09:00" in alfons and "(Montag, 30.11.2026, 08:00 Uhr)" in alfons, alfons
    assert "2026-11-30" not in alfons and "Nov" not in alfons
    ok(capsys, "remind", game, "--round", 1, "--from", "gm@example.org", "--eml", tmp_path / "reminders")
    emil = text_of(BytesParser(policy=email.policy.default).parsebytes(
        (tmp_path / "reminders" / "Emil.eml").read_bytes()))
    assert "Einsendeschluss für Runde 1: Montag, 30.11.2026, 08:00 Uhr." in emil and "2026-11-30" not in emil, emil


def test_a_players_mail_from_another_address_is_taken_as_theirs_when_the_game_master_says_so(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    """Found by a Dutch game master: a player wrote from her other address; the listing gave no Message-ID,
    --take did nothing and said nothing, and no command adds an address to a player."""
    game = new_game(tmp_path, capsys)
    imap_server.append(mail("Alfons <alfons.privat@example.net>", "Beatrix: STUHL\n", date=at(10),
                            message_id="<ap@test>"))
    code, out, err = inbox(capsys, monkeypatch, game, imap_server)
    assert code == 0, err
    assert "  alfons.privat@example.net, Mon, 30 Nov 2026 10:00:00 +0000: Tipps <ap@test>\n" in out
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--take-for", "<ap@test>", "Otto")
    assert code == 1 and "--take-for: Otto is not a player" in err
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--take-for", "<ap@test>", "alfons", "--apply")
    assert code == 0, err
    assert "Alfons (mail of Mon, 30 Nov 2026 10:00:00 +0000): took 1 guess\n  Beatrix: STUHL\n" in out
    assert guesses_of(game) == [("Alfons", "Beatrix", "STUHL")]
    code, out, err = inbox(capsys, monkeypatch, game, imap_server)  # taken: his from now on, unasked
    assert code == 0 and "Alfons (mail of Mon, 30 Nov 2026 10:00:00 +0000): taken before 1 guess" in out, err
    assert "<ap@test>" not in out.split("Alfons (mail of", 1)[0]
