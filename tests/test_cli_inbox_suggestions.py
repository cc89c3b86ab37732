"""``inbox`` says where it lists a suggested name how to take it: ``--take-suggestions``, in every language.

A game master's complaint: the listing said "Amlie is no player: did you mean Amélie?" under Gustav's mail,
"not taken", and nothing of how to take it; only ``inbox --help`` named ``--take-suggestions``.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

import pytest

from imap_support import ImapServer
from mail_corpus import original_mail, reply
from test_cli_inbox import inbox, ok
from test_translations import french

ROSTER = (("Alfons", "SALAT", "alfons@example.org"), ("Gustav", "HOSEN", "gustav@example.org"),
          ("Beatrix", "TISCH", "beatrix@example.org"), ("Amélie", "LAMPE", "amelie@example.org"),
          ("Fritzchen", "KERZE", "fritz@example.org"))
ARRIVED = datetime(2026, 11, 30, 9, tzinfo=timezone.utc)
SAID = {
    "en": "line 3 not taken: Amlie: BIRNE (Amlie is no player: did you mean Amélie? --take-suggestions takes it"
          " as a guess at Amélie)",
    "de": "Zeile 3 nicht übernommen: Amlie: BIRNE (Amlie ist kein Spieler: ist Amélie gemeint? --take-suggestions"
          " nimmt sie als Rateversuch bei Amélie)",
    "nl": "regel 3 niet overgenomen: Amlie: BIRNE (Amlie is geen speler: bedoel je Amélie? --take-suggestions"
          " neemt hem mee als raadpoging bij Amélie)",
    "fr": french("ligne 3 non prise : Amlie: BIRNE (Amlie n’est pas un joueur : vouliez-vous dire Amélie ?"
                 " --take-suggestions la prend comme proposition pour Amélie)"),
}


def game_with_gustavs_reply(tmp_path: Path, capsys: pytest.CaptureFixture[str], server: ImapServer) -> Path:
    """Round 1 opened; Gustav answered the lot's mail from Thunderbird, misspelling Amélie."""
    roster = tmp_path / "roster.csv"
    roster.write_text("name,secret,email\n" + "".join(f"{n},{s},{e}\n" for n, s, e in ROSTER), encoding="utf-8")
    game = tmp_path / "game.wmm"
    ok(capsys, "new", game, "--roster", roster, "--title", "Herbst", "--language", "de")
    ok(capsys, "lot", game, "--seed", 1)
    ok(capsys, "open", game, "--round", 1, "--at", "2026-11-30T08:00+00:00")
    names = tuple(name for name, _, _ in ROSTER)
    server.append(reply("thunderbird", sender="Gustav <gustav@example.org>", date=ARRIVED,
                        subject="Re: Herbst: Auslosung für Runde 1", message_id="<g1@test>",
                        body="Hallo Joe,\n\nAmlie: BIRNE\n\nGustav",
                        original=original_mail("Gustav", "de", names, round=1)), arrived=ARRIVED)
    return game


@pytest.mark.parametrize("language", sorted(SAID))
def test_a_suggested_name_is_listed_with_how_to_take_it(
        language: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer) -> None:
    game = game_with_gustavs_reply(tmp_path, capsys, imap_server)
    monkeypatch.setenv("LANGUAGE", language)
    code, out, err = inbox(capsys, monkeypatch, game, imap_server)
    assert code == 0, err
    assert SAID[language] in out, out
    # and it does what it says
    code, out, err = inbox(capsys, monkeypatch, game, imap_server, "--take-suggestions")
    assert code == 0, err
    assert "  Amélie: BIRNE\n" in out and "--take-suggestions" not in out, out

