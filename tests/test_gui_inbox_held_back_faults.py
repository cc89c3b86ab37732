"""The fetch dialog with replies to the final report, read through a misbehaving IMAP server (:mod:`imap_faults`):
a fetch that fails on the way keeps the listing and the game master's ticks, the next one lists each reply once,
and the reply ticked is entered once however often the mailbox is read again."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from wordmastermind.gui.mail.inbox_dialog import InboxDialog

from mail_corpus import reply
from smtp_support import Server
from test_final_report_replies import _game_over
from test_gui_inbox import click, dialogs_to_close, fetch, fill_account, groups, open_fetch, tick  # noqa: F401
from test_inbox_faults_held_back import DROPPED, Start, faulty  # noqa: F401 (a fixture)
from test_inbox_faults_held_back import answers_to_the_final_report
from test_translations import french


def test_a_failed_fetch_keeps_the_tick_on_a_reply_to_the_final_report_and_it_is_entered_once(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server, faulty: Start,
        dialogs_to_close: list[InboxDialog]) -> None:  # noqa: F811
    game, ids = _game_over(tmp_path, capsys, smtp_server)
    mails = answers_to_the_final_report(ids, datetime.now(timezone.utc) + timedelta(minutes=1))
    slow = faulty("slow", mails, on="FETCH", drip_seconds=0.05)
    dialog = open_fetch(window, game)
    dialogs_to_close.append(dialog)
    dialog.round_spin.setValue(2)
    fill_account(dialog, slow)  # type: ignore[arg-type]
    fetch(dialog)
    apart = "Answers to the final report"
    held = groups(dialog)[apart]
    assert [line.split(" | ")[0] for line in held if line.startswith("[")] == ["[ ] Gustav", "[ ] Emil"], held
    tick(dialog, "Emil")
    listing = groups(dialog)
    assert [line.split(" | ")[0] for line in listing[apart] if line.startswith("[")] == ["[ ] Gustav"]
    assert [line.split(" | ")[0] for line in listing["Mails that count"] if line.startswith("[")] == ["[x] Emil"]

    # the connection drops while the texts come: the listing and the tick stay, nothing is entered
    dropping = faulty("drop", mails, on="FETCH", after=1)
    fill_account(dialog, dropping)  # type: ignore[arg-type]
    fetch(dialog)
    assert DROPPED in dialog.status_label.text()
    assert groups(dialog) == listing
    sheet = window.current_sheet()
    assert [(g.guesser, g.target, g.word) for g in sheet.document.game.rounds[1].guesses] == [
        ("Emil", "Alfons", "SALAT")]

    # read again: each reply once, Emil's still ticked; entered once, and once only after reading yet again
    fill_account(dialog, slow)  # type: ignore[arg-type]
    fetch(dialog)
    assert groups(dialog) == listing
    click(dialog.enter_button)
    entered = [(g.guesser, g.target, g.word) for g in sheet.document.game.rounds[1].guesses]
    assert entered == [("Emil", "Gustav", "HOSEN")]
    assert [m.message_id for m in sheet.document.game.mails_taken] == ["<e2@test>"]
    for server in (dropping, slow):
        fill_account(dialog, server)  # type: ignore[arg-type]
        fetch(dialog)
        assert not dialog.enter_button.isEnabled()
        assert [(g.guesser, g.target, g.word) for g in sheet.document.game.rounds[1].guesses] == entered
        assert [m.message_id for m in sheet.document.game.mails_taken] == ["<e2@test>"]
    assert sheet.document.undo_stack.count() == 1


@pytest.mark.parametrize(("language", "dropped", "late"), [
    ("en", "The mailbox could not be read: IMAP server 127.0.0.1:{port} closed the connection before all mails "
     "were read", "The mailbox could not be read: IMAP server 127.0.0.1:{port}: the server did not finish in 120 s"),
    ("de", "Das Postfach konnte nicht gelesen werden: IMAP-Server 127.0.0.1:{port} hat die Verbindung getrennt, "
     "bevor alle Mails gelesen waren",
     "Das Postfach konnte nicht gelesen werden: IMAP-Server 127.0.0.1:{port}: der Server wurde in 120 s nicht "
     "fertig"),
    ("fr", french("La boîte aux lettres n’a pas pu être lue : le serveur IMAP 127.0.0.1:{port} a fermé la connexion "
                  "avant que tous les courriels soient lus"),
     french("La boîte aux lettres n’a pas pu être lue : serveur IMAP 127.0.0.1:{port} : le serveur n’a pas fini en "
            "120 s")),
])
def test_the_dialog_says_why_the_mailbox_could_not_be_read_in_the_interfaces_language(
        window: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server, faulty: Start,
        dialogs_to_close: list[InboxDialog], language: str, dropped: str, late: str) -> None:  # noqa: F811
    """It said "The mailbox could not be read: socket error: EOF" (Python's words, in English in every language)
    when the connection dropped, and "The mailbox could not be read: 120 s" when the deadline passed."""
    from wordmastermind.files.mail.imap import ImapSettings, _timed_out
    from wordmastermind.gui.i18n import Translators

    game, ids = _game_over(tmp_path, capsys, smtp_server)
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)
    thanks = reply("gmail", sender="Emil <emil@example.org>", subject="Re: Herbst", date=arrived,
                   message_id="<e2@test>", body="Merci !", language="fr", thread=(ids["final", "Emil"],))
    dropping = faulty("drop", {1: (thanks, arrived)}, on="FETCH", after=1)
    dialog = open_fetch(window, game)
    dialogs_to_close.append(dialog)
    assert Translators().install(language)  # English again after the test (conftest)
    fill_account(dialog, dropping)  # type: ignore[arg-type]
    fetch(dialog)
    assert dialog.status_label.text() == dropped.format(port=dropping.port)
    timed_out = _timed_out(ImapSettings("127.0.0.1", dropping.port, "none"), 120.0)  # as fetch_mails raises it
    assert dialog._failure(timed_out) == late.format(port=dropping.port)
