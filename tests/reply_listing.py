"""The inbox's listing of a reply held back, in the game master's language: shared by the tests of replies to the
final report, to a correction sent after the game ended and to a correction that told of withdrawals."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from imap_support import PASSWORD, USER, ImapServer
from mail_corpus import reply
from smtp_support import Server
from test_cli_mail import run


def inbox(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, game: Path, server: ImapServer,
          number: int, *extra: object) -> str:
    """What ``inbox GAME --round number`` prints of the mailbox on ``server``."""
    monkeypatch.setenv("IMAP_PASSWORD", PASSWORD)
    code, out, err = run(capsys, "inbox", game, "--round", number, "--imap", server.address, "--security", "none",
                         "--user", USER, "--password-env", "IMAP_PASSWORD", *extra)
    assert code == 0, err
    return out


def held_back(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, game: Path, server: ImapServer,
              number: int, *, player: str, reason: str, message_id: str) -> tuple[str, list[tuple[str, object]]]:
    """The inbox read for round ``number`` holds ``player``'s reply ``message_id`` back with ``reason``, on the
    player's line and on the mail's under it. What it printed, and the code and parameters of the reason of each
    mail of the player's it held back, as ``--json`` gives them."""
    out = inbox(capsys, monkeypatch, game, server, number)
    assert f"{player} (no mail for this round): not taken: {reason}\n" in out, out
    assert f", {reason} (--take {message_id} takes it for round {number})" in out, out
    data = json.loads(inbox(capsys, monkeypatch, game, server, number, "--json"))
    one = next(one for one in data["players"] if one["player"] == player)
    return out, [(m["reason"]["code"], m["reason"]["params"]) for m in one["stale"]]


def listed_in_language(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, game: Path,
                       server: ImapServer, language: str, *, sender: str, answered: str, reason: str, english: str,
                       subject: str = "Re: Herbst", message_id: str = "<r@test>", number: int = 2) -> str:
    """``sender``'s reply from Gmail, in ``language``, to the mail ``answered`` (its Message-ID), with a line that
    reads as a guess, read for round ``number`` in ``language``: held back with ``reason`` on the player's line and
    on the mail's under it, which names ``--take`` for it; none of the English ``english``. What the inbox printed."""
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)  # after the mail it answers went out
    server.append(reply("gmail", sender=sender, subject=subject, date=arrived, message_id=message_id,
                        body="Gustav: HOSEN", language=language, thread=(answered,)), arrived=arrived)
    monkeypatch.setenv("LANGUAGE", language)
    out = inbox(capsys, monkeypatch, game, server, number)
    assert f"{reason} (--take {message_id} " in out, out
    assert out.count(reason) == 2, out  # the player's line, and the mail's under it
    assert english not in out, out
    return out


Played = Callable[[Path, pytest.CaptureFixture[str], Server], tuple[Path, dict[tuple[str, str], str]]]
"""A game played through the SMTP server (tmp_path, capsys, the server given), and the Message-IDs of what each
player got, by (kind, player)."""


def listing_test(played: Played, *, answered: tuple[str, str], reasons: dict[str, str], english: str,
                 sender: str, message_id: str, subject: str = "Re: Herbst") -> Callable[..., None]:
    """The test that the inbox lists a reply to the mail ``answered`` (kind, player) of the game ``played`` in the
    game master's German, Dutch and French (:func:`listed_in_language`), with ``reasons`` by language."""

    @pytest.mark.parametrize("language", ["de", "nl", "fr"])
    def test(tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
             imap_server: ImapServer, smtp_server: Server, language: str) -> None:
        game, ids = played(tmp_path, capsys, smtp_server)
        listed_in_language(capsys, monkeypatch, game, imap_server, language, sender=sender, answered=ids[answered],
                           reason=reasons[language], english=english, subject=subject, message_id=message_id)

    return test
