"""``remind --json``: what became of each player's reminder as one JSON document, for a game master's scripts,
whatever the language of the texts. A real SMTP server (aiosmtpd)."""

from __future__ import annotations

from pathlib import Path

import pytest

from smtp_support import Server
from test_cli_mail import SENDER, new_game, run
from test_cli_mail_json import NAMES, emil_unmailed, parsed, smtp_options

SAID = {"en": ("1 of 4 mails failed", "send them again with: --only 'Beatrix'",
               "Round 1: every player has guessed; no reminder to send."),
        "de": ("1 von 4 Mails sind fehlgeschlagen", "noch einmal senden mit: --only 'Beatrix'",
               "Runde 1: alle Spieler haben geraten; keine Erinnerung zu senden.")}


@pytest.mark.parametrize("language", ["en", "de"])
def test_remind_json_tells_each_player_reminded_failed_or_skipped_as_the_server_got_them(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server, monkeypatch: pytest.MonkeyPatch,
        language: str) -> None:
    """A game master's script could tell whom a reminder reached, whom not and why, and whom to remind again
    only by parsing lines of text in the game master's language."""
    game = emil_unmailed(tmp_path, capsys)  # round 1 entered: everybody owes round 2's guesses
    monkeypatch.setenv("LANGUAGE", language)
    smtp = smtp_options(smtp_server)
    smtp_server.handler.drop_data_for = {"beatrix@example.org"}
    code, out, err = run(capsys, "remind", game, "--round", 2, *smtp, "--json")
    assert code == 1  # as without --json: a reminder failed
    data = parsed(out)
    statuses = {mail["player"]: mail["status"] for mail in data["mails"]}
    assert statuses == {"Alfons": "sent", "Gustav": "sent", "Beatrix": "failed", "Emil": "skipped",
                        "Fritzchen": "sent"}
    assert set(smtp_server.handler.recipients()) == {"alfons@example.org", "gustav@example.org",
                                                     "fritzchen@example.org"}
    assert (data["what"], data["round"]) == ("reminder", 2)
    assert data["totals"] == {"players": 5, "sent": 3, "failed": 1, "skipped": 1, "written": 0}
    mails = {mail["player"]: mail for mail in data["mails"]}
    assert mails["Alfons"]["reason"] is None and mails["Alfons"]["file"] is None
    assert mails["Beatrix"]["reason"]["text"] and mails["Emil"]["reason"]["code"]
    failed, again, all_guessed = SAID[language]  # in the language asked for, on stderr as in the JSON
    assert data["only_again"] == "Beatrix"
    assert data["failed"]["code"] == "cli.mail.failed" and data["failed"]["text"] == failed
    assert data["send_again"]["text"] == again
    assert err.splitlines() == [f"wordmastermind: {failed}", f"  {again}"]  # no line per player
    assert data["said"] == [] and data["warnings"] == []
    # the rest, as the JSON says: Beatrix alone; then all again: those reminded are skipped as having had it
    smtp_server.handler.drop_data_for = set()
    code, out, err = run(capsys, "remind", game, "--round", 2, *smtp, "--only", data["only_again"], "--json")
    assert code == 0, err
    assert [(m["player"], m["status"]) for m in parsed(out)["mails"]] == [("Beatrix", "sent")]
    code, out, err = run(capsys, "remind", game, "--round", 2, *smtp, "--json")
    assert code == 0, err
    had = parsed(out)
    assert {m["player"]: m["status"] for m in had["mails"]} == dict.fromkeys(NAMES, "skipped")
    assert {m["reason"]["code"] for m in had["mails"] if m["player"] != "Emil"} == {"cli.remind.had_it"}
    assert len(smtp_server.handler.recipients()) == 4 and err == ""
    # a round every player has guessed: nobody to remind, and the line that says so is in the JSON
    code, out, err = run(capsys, "remind", game, "--round", 1, *smtp, "--json")
    assert code == 0, err
    nobody = parsed(out)
    assert (nobody["mails"], nobody["totals"]["players"], nobody["only_again"]) == ([], 0, None)
    assert [(line["code"], line["text"]) for line in nobody["said"]] == [("cli.remind.all_guessed", all_guessed)]


def test_remind_json_names_each_eml_file_written(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Written as .eml files alone, each player's reminder file is in the JSON, and nothing else is printed."""
    game = new_game(tmp_path, capsys)
    code, out, err = run(capsys, "remind", game, "--round", 2, "--from", SENDER, "--eml", tmp_path / "out",
                         "--json")
    assert code == 0, err
    data = parsed(out)
    assert [(m["player"], m["status"]) for m in data["mails"]] == [(name, "written") for name in NAMES]
    assert sorted(Path(m["file"]).name for m in data["mails"]) == sorted(f"{name}.eml" for name in NAMES)
    assert all(Path(m["file"]).is_file() for m in data["mails"])
    assert data["totals"]["written"] == 5 and err == ""
