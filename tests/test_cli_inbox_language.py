"""``inbox`` and ``remind`` speak the language the environment asks for: their listing, their lines, their ``--help``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from imap_support import PASSWORD, USER, ImapServer, mail
from test_cli_inbox import at, fill_mailbox, new_game, ok
from test_cli_language import wordmastermind


def german_inbox(tmp_path: Path, game: Path, server: ImapServer,
                 password: str = PASSWORD) -> subprocess.CompletedProcess[str]:
    """A dry run of ``inbox`` on ``server``'s mailbox by a fresh process under LANG=de_DE."""
    clean = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    return subprocess.run(
        [sys.executable, "-c", "from wordmastermind.cli import main; main()", "inbox", str(game), "--round", "1",
         "--imap", server.address, "--security", "none", "--user", USER, "--password-env", "IMAP_PASSWORD"],
        capture_output=True, text=True, env={**clean, "LANG": "de_DE.UTF-8", "IMAP_PASSWORD": password},
        cwd=tmp_path, timeout=120, check=False)


def test_an_inbox_dry_run_in_german(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                    imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys)
    fill_mailbox(imap_server)
    done = german_inbox(tmp_path, game, imap_server)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Runde 1: " in out and "5 von Spielern" in out
    assert ("Gustav (Mail vom 30.11.2026 11:00): würde 1 Rateversuch übernehmen\n"
            "  Emil: BIRNE\n") in out
    assert "Zeile 1 nicht übernommen: Hallo Spielleiter, (nennt keinen Spieler)" in out
    assert "ersetzt: Mail vom 30.11.2026 10:00" in out
    assert 'Beatrix (Mail vom 30.11.2026 10:45): nicht übernommen: Zeile 1 („Fritzchen: KER ZE“):' in out
    assert "Nicht von einem Spieler (nicht übernommen; --take-for MESSAGE-ID NAME übernimmt eine als die eines Spielers):" in out
    assert "Nichts geändert: ein Probelauf; --apply trägt die Rateversuche ein." in out
    for english in ("would take", "mail of", "not taken", "Round 1", "Nothing changed", "Not from a player", "Nov 2026"):
        assert english not in out


def test_a_late_mails_time_in_german_is_the_deadlines_zones(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                              imap_server: ImapServer) -> None:
    """German writes no zone beside a mail's time: the computer's (UTC) 11:30 would look in time for a deadline
    of 12:00 in UTC+01:00, which it missed by half an hour."""
    game = new_game(tmp_path, capsys)
    ok(capsys, "deadline", game, "--round", 1, "--at", "2026-11-30T12:00+01:00")
    imap_server.append(mail("fritz@example.org", "Gustav: HOSEN\n", date=at(11, 30), message_id="<f1@test>"))
    done = german_inbox(tmp_path, game, imap_server)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "nach dem Einsendeschluss (Montag, 30.11.2026, 12:00 Uhr (UTC+01:00))" in out, out
    assert "Mail vom 30.11.2026 12:30" in out and "11:30" not in out, out


def test_remind_and_inbox_help_in_german(tmp_path: Path) -> None:
    remind = wordmastermind(tmp_path, {"LANG": "de_DE.UTF-8"}, "remind", "--help")
    assert remind.returncode == 0
    assert remind.stdout.startswith("Aufruf: wordmastermind remind")
    assert "Erinnerung" in remind.stdout and "reminder" not in remind.stdout
    inbox = wordmastermind(tmp_path, {"LANG": "de_DE.UTF-8"}, "inbox", "--help")
    assert inbox.returncode == 0
    assert "Postfach" in inbox.stdout and "mailbox" not in inbox.stdout
