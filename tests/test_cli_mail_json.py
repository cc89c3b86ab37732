"""``mail --json`` and ``letters --json``: what became of each player's mail or letter as one JSON document, for a
game master's scripts, whatever the language of the texts. A real SMTP server (aiosmtpd)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from wordmastermind.files.wmm.file import load_game, save_game

from smtp_support import Server
from test_cli_mail import SENDER, new_game, run

NAMES = ["Alfons", "Gustav", "Beatrix", "Emil", "Fritzchen"]
SAID = {"en": ("1 of 4 mails failed", "send them again with: --only 'Beatrix'", "Round 2 opened on "),
        "de": ("1 von 4 Mails sind fehlgeschlagen", "noch einmal senden mit: --only 'Beatrix'", "Runde 2 begann am ")}


def parsed(out: str) -> dict[str, Any]:
    """stdout as one JSON document, and nothing else: written as json.dump writes it."""
    data = json.loads(out)
    assert out == json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    return data


def emil_unmailed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A new game, round 1 entered, in which Emil has no e-mail address (his mail is skipped)."""
    game = new_game(tmp_path, capsys)
    loaded = load_game(game)
    save_game(loaded.with_players(tuple(p if p.name != "Emil" else replace(p, email="") for p in loaded.players)), game)
    return game


def smtp_options(server: Server) -> tuple[str, ...]:
    """``mail``'s options to send through the test's SMTP ``server``."""
    return ("--from", SENDER, "--smtp", server.address, "--security", "none")


@pytest.mark.parametrize("language", ["en", "de"])
def test_mail_json_tells_each_player_sent_failed_or_skipped_as_the_server_got_them(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server, monkeypatch: pytest.MonkeyPatch,
        language: str) -> None:
    """A game master's script could only tell who was sent, who failed and why, and whom to send again by
    parsing lines of text in the game master's language."""
    game = emil_unmailed(tmp_path, capsys)
    monkeypatch.setenv("LANGUAGE", language)
    smtp = smtp_options(smtp_server)
    smtp_server.handler.drop_data_for = {"beatrix@example.org"}
    code, out, err = run(capsys, "mail", game, "--round", 1, *smtp, "--json")
    assert code == 1  # as without --json: a mail failed
    data = parsed(out)
    got = set(smtp_server.handler.recipients())
    statuses = {mail["player"]: mail["status"] for mail in data["mails"]}
    assert statuses == {"Alfons": "sent", "Gustav": "sent", "Beatrix": "failed", "Emil": "skipped",
                        "Fritzchen": "sent"}
    assert got == {f"{name.lower()}@example.org" for name, status in statuses.items() if status == "sent"}
    assert data["what"] == "round" and data["round"] == 1
    assert data["totals"] == {"players": 5, "sent": 3, "failed": 1, "skipped": 1, "written": 0}
    mails = {mail["player"]: mail for mail in data["mails"]}
    assert mails["Alfons"]["reason"] is None and mails["Alfons"]["file"] is None
    assert mails["Beatrix"]["reason"]["text"] and mails["Emil"]["reason"]["code"]
    assert data["only_again"] == "Beatrix"
    assert data["failed"]["code"] == "cli.mail.failed" and data["failed"]["params"] == {"failed": "1", "count": "4"}
    assert data["send_again"]["code"] == "cli.mail.send_again"
    assert data["send_again"]["params"] == {"names": "'Beatrix'"}
    assert [line["code"] for line in data["said"]] == ["cli.open.recorded"]  # round 2 opened: said in the JSON
    assert data["warnings"] == []
    failed, again, opened = SAID[language]  # the texts in the language asked for, on stderr as in the JSON
    assert data["failed"]["text"] == failed and data["send_again"]["text"] == again
    assert err.splitlines()[-2:] == [f"wordmastermind: {failed}", f"  {again}"]
    assert data["said"][0]["text"].startswith(opened)
    # the rest, as the JSON says: Beatrix alone; those sent before are skipped as having had it
    smtp_server.handler.drop_data_for = set()
    code, out, err = run(capsys, "mail", game, "--round", 1, *smtp, "--only", data["only_again"], "--json")
    assert code == 0, err
    again = parsed(out)
    assert [(m["player"], m["status"]) for m in again["mails"]] == [("Beatrix", "sent")]
    assert smtp_server.handler.recipients()[-1] == "beatrix@example.org"
    assert again["only_again"] is None and again["failed"] is None and again["send_again"] is None
    code, out, err = run(capsys, "mail", game, "--round", 1, *smtp, "--json")  # all again: all had it
    assert code == 0, err
    had = parsed(out)
    assert {m["player"]: m["status"] for m in had["mails"]} == dict.fromkeys(NAMES, "skipped")
    assert had["mails"][0]["reason"]["code"] == "cli.mail.had_it"
    assert len(smtp_server.handler.recipients()) == 4


def test_mail_json_names_each_eml_file_written_and_gives_the_warnings_inside_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Written as .eml files alone, each player's file is in the JSON; a warning (two players at one address)
    is in it too, not on stderr as a line of text."""
    game = new_game(tmp_path, capsys)
    loaded = load_game(game)
    save_game(loaded.with_players(tuple(p if p.name != "Gustav" else replace(p, email="alfons@example.org")
                                        for p in loaded.players)), game)
    code, out, err = run(capsys, "mail", game, "--round", 1, "--from", SENDER, "--eml", tmp_path / "out", "--json")
    assert code == 0, err
    data = parsed(out)
    assert [m["status"] for m in data["mails"]] == ["written"] * 5
    assert all(Path(mail["file"]).is_file() for mail in data["mails"])
    assert sorted(Path(m["file"]).name for m in data["mails"]) == sorted(f"{name}.eml" for name in NAMES)
    assert data["totals"]["written"] == 5 and data["only_again"] is None
    assert [(w["code"], w["params"]["names"]) for w in data["warnings"]] == [("cli.mail.shared", "Alfons, Gustav")]
    assert "warning" not in err and "Alfons, Gustav" not in err
    # a correction nobody is owed: no mail, and the line that says so is in the JSON
    code, out, err = run(capsys, "mail", game, "--round", 1, "--correction", "--from", SENDER, "--eml",
                         tmp_path / "corrections", "--json")
    assert code == 0, err
    nothing = parsed(out)
    assert (nothing["what"], nothing["mails"], nothing["totals"]["players"]) == ("correction", [], 0)
    assert [line["code"] for line in nothing["said"]] == ["cli.mail.no_correction"]


@pytest.mark.parametrize("language", ["en", "de"])
def test_letters_json_gives_each_players_letter_file_or_why_none(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """A script could tell which letters were written, and who got none and why, only from lines of text."""
    game = new_game(tmp_path, capsys)
    loaded = load_game(game)
    post = {"Gustav": "Gustav Gans, Hauptstr. 1, 12345 Berlin", "Emil": "Emil Tischbein, Gartenweg 2, 50667 Köln"}
    save_game(loaded.with_players(tuple(replace(p, email="", address=post[p.name]) if p.name in post else p
                                        for p in loaded.players)), game)
    monkeypatch.setenv("LANGUAGE", language)
    code, out, err = run(capsys, "letters", game, "--round", 1, "--folder", tmp_path / "letters", "--json")
    assert code == 0, err
    data = parsed(out)
    assert data["what"] == "round" and data["round"] == 1
    assert [(o["player"], o["status"]) for o in data["letters"]] == [
        (name, "written" if name in post else "skipped") for name in NAMES]
    files = [o["file"] for o in data["letters"] if o["status"] == "written"]
    assert files == data["files"] and all(Path(file).read_bytes().startswith(b"%PDF") for file in files)
    skipped = [o["reason"] for o in data["letters"] if o["status"] == "skipped"]
    assert {reason["code"] for reason in skipped} == {"letter.no_address"}
    assert skipped[0]["params"] == {"name": "Alfons"}
    assert skipped[0]["text"] == {"en": "Alfons has no postal address: no letter",
                                  "de": "Alfons hat keine Postanschrift: kein Brief"}[language]
    assert data["totals"] == {"players": 5, "sent": 0, "failed": 0, "skipped": 3, "written": 2}
    assert [w["code"] for w in data["warnings"]] == ["cli.letters.no_deadline"]  # round 1 has none
    assert [line["code"] for line in data["said"]] == ["cli.open.recorded"]
    assert err == ""
    logged = {s.player: s.file for s in load_game(game).sent if s.round == 1}
    assert logged == {o["player"]: o["file"] for o in data["letters"] if o["status"] == "written"}
