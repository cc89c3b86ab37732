"""``--only NAMES`` on the command line: a name that is no player's is refused (exit 2) with the closest names,
before anything is sent or written, in ``mail``, ``remind``, ``inbox --receipts``, ``letters`` and ``labels``."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from wordmastermind.files.wmm.file import load_game

from imap_support import ImapServer, mail
from smtp_support import Server
from test_cli_inbox import at, guesses_of, inbox
from test_cli_inbox import new_game as inbox_game
from test_cli_mail import run

ROSTER = [("Alfons", "Salat"), ("Gustav", "Hosen"), ("Beatrix", "Tisch"), ("Emil", "Lampe"), ("Käthe", "Kerze")]
ADDRESSES = {"Alfons": "Alfons Abendroth, Am Markt 3, 10115 Berlin", "Käthe": "Käthe Kunz, Weg 1, 12345 Ort",
             "Emil": "Emil Ernst, Gasse 2, 54321 Dorf"}


def address(name: str) -> str:
    return f"{name.lower().replace('ä', 'ae')}@example.org"


def new_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """Five players, each with an e-mail address, three with a postal one too; the lot drawn."""
    roster = tmp_path / "roster.csv"
    with roster.open("w", encoding="utf-8", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(["name", "secret", "email", "address"])
        writer.writerows([name, secret, address(name), ADDRESSES.get(name, "")] for name, secret in ROSTER)
    game = tmp_path / "game.wmm"
    for args in (("new", game, "--roster", roster, "--title", "Herbst"), ("lot", game, "--seed", 1)):
        code, _out, err = run(capsys, *args)
        assert code == 0, err
    return game


def smtp(server: Server) -> tuple[str, ...]:
    return ("--from", "gm@example.org", "--smtp", server.address, "--security", "none")


def refused(capsys: pytest.CaptureFixture[str], *args: object) -> str:
    """Run a command that must be refused as a usage error: exit 2, its reason on stderr, nothing on stdout."""
    code, out, err = run(capsys, *args)
    assert code == 2, (code, out, err)
    assert out == "" and "Traceback" not in err
    return err


# -- mail ---------------------------------------------------------------------------------


def test_mail_refuses_a_typo_naming_the_closest_player_and_sends_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    game = new_game(tmp_path, capsys)
    before = game.read_bytes()
    err = refused(capsys, "mail", game, "--lot", *smtp(smtp_server), "--only", "Alfonz")
    assert err == "wordmastermind: Alfonz: no such player; did you mean Alfons?\n"
    assert smtp_server.handler.count() == 0
    assert game.read_bytes() == before  # no round opened: nothing went out


def test_mail_refuses_one_unknown_name_among_good_ones_and_suggests_the_name_with_its_umlaut(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    game = new_game(tmp_path, capsys)
    err = refused(capsys, "mail", game, "--lot", *smtp(smtp_server), "--eml", tmp_path / "mails",
                  "--only", "alfons,Kathe")
    assert err == "wordmastermind: Kathe: no such player; did you mean Käthe?\n"
    assert smtp_server.handler.count() == 0
    assert not (tmp_path / "mails").exists() or not any((tmp_path / "mails").iterdir())


def test_several_unknown_names_are_each_named_and_one_far_from_all_lists_the_players(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys)
    err = refused(capsys, "mail", game, "--lot", "--from", "gm@example.org", "--eml", tmp_path / "mails",
                  "--only", "Gustaf, Zorro,Emil")
    assert err.splitlines() == [
        "wordmastermind: --only names 2 players the game does not have; nothing done",
        "  Gustaf: no such player; did you mean Gustav?",
        "  Zorro: no such player; the players are Alfons, Gustav, Beatrix, Emil, Käthe",
    ]
    assert not (tmp_path / "mails").exists()
    assert refused(capsys, "mail", game, "--lot", "--from", "gm@example.org", "--eml", tmp_path / "mails",
                   "--only", " , ") == (
        "wordmastermind: --only names nobody: give the players' names, separated by commas\n")


def test_mail_only_to_the_players_named_in_any_case_and_any_unicode_form(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    game = new_game(tmp_path, capsys)
    code, out, err = run(capsys, "mail", game, "--lot", *smtp(smtp_server), "--only", " ALFONS ,ka\u0308the")
    assert code == 0, err
    assert "sent Alfons" in out and "sent Käthe" in out and out.count("sent ") == 2
    assert sorted(smtp_server.handler.recipients()) == ["alfons@example.org", "kaethe@example.org"]


def test_mail_only_to_a_player_whose_name_holds_a_comma(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    """A roster of "surname, first name": the comma of such a name does not split it."""
    roster = tmp_path / "roster.csv"
    with roster.open("w", encoding="utf-8", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(["name", "secret", "email"])
        writer.writerows([("Klein, Fritz", "Salat", "fritz@example.org"), ("Alfons", "Hosen", "alfons@example.org"),
                          ("Klein, Emma", "Tisch", "emma@example.org"), ("Emil", "Lampe", "emil@example.org")])
    game = tmp_path / "game.wmm"
    for args in (("new", game, "--roster", roster), ("lot", game, "--seed", 1)):
        code, _out, err = run(capsys, *args)
        assert code == 0, err
    code, out, err = run(capsys, "mail", game, "--lot", *smtp(smtp_server), "--only", "klein, fritz,Alfons")
    assert code == 0, err
    assert sorted(smtp_server.handler.recipients()) == ["alfons@example.org", "fritz@example.org"]
    err = refused(capsys, "mail", game, "--lot", *smtp(smtp_server), "--only", "Klein")
    assert err.startswith("wordmastermind: Klein: no such player; did you mean Klein, "), err
    code, out, err = run(capsys, "mail", game, "--lot", *smtp(smtp_server), "--only", "Emma Klein")  # as said
    assert code == 0, err
    assert smtp_server.handler.recipients()[-1] == "emma@example.org" and "sent Klein, Emma" in out


# -- remind, inbox --receipts --------------------------------------------------------------


def test_remind_refuses_an_unknown_name_and_reminds_only_those_named(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    game = new_game(tmp_path, capsys)
    err = refused(capsys, "remind", game, "--round", 1, *smtp(smtp_server), "--only", "Emil,Beatrice")
    assert err == "wordmastermind: Beatrice: no such player; did you mean Beatrix?\n"
    assert smtp_server.handler.count() == 0
    code, out, err = run(capsys, "remind", game, "--round", 1, *smtp(smtp_server), "--only", "emil,Ka\u0308the")
    assert code == 0, err
    assert smtp_server.handler.recipients() == ["emil@example.org", "kaethe@example.org"]


def test_inbox_refuses_an_unknown_receipt_name_before_the_mailbox_is_read_or_a_guess_entered(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    game = inbox_game(tmp_path, capsys)
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL", date=at(9), message_id="<a1@test>"))
    imap_server.append(mail("emil@example.org", "Alfons: SAHNE", date=at(9), message_id="<e1@test>"))
    before = game.read_bytes()
    receipts = ("--apply", "--receipts", "--from", "gm@example.org", "--smtp", smtp_server.address,
                "--smtp-security", "none")
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, *receipts, "--only", "Alfons,Emill")
    assert (code, out, err) == (2, "", "wordmastermind: Emill: no such player; did you mean Emil?\n")
    assert game.read_bytes() == before and smtp_server.handler.count() == 0
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, *receipts, "--only", "EMIL")
    assert code == 0, err
    assert guesses_of(game) == [("Alfons", "Beatrix", "STUHL"), ("Emil", "Alfons", "SAHNE")]
    assert smtp_server.handler.recipients() == ["emil@example.org"]


# -- letters, labels -----------------------------------------------------------------------


def test_letters_and_labels_refuse_an_unknown_name_and_write_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys)
    letters, labels = tmp_path / "letters.pdf", tmp_path / "labels.pdf"
    err = refused(capsys, "letters", game, "--lot", "--pdf", letters, "--only", "Alfons,Kathe")
    assert err == "wordmastermind: Kathe: no such player; did you mean Käthe?\n"
    err = refused(capsys, "labels", game, "--pdf", labels, "--only", "Emli")
    assert err == "wordmastermind: Emli: no such player; did you mean Emil?\n"
    assert not letters.exists() and not labels.exists()
    assert load_game(game).openings == ()  # no letter went out: the round did not open
    code, out, err = run(capsys, "labels", game, "--pdf", labels, "--only", "ka\u0308the")
    assert code == 0 and labels.exists(), err
