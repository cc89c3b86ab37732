"""A reply to a correction held back by the inbox names the correction by the rounds that player's mail named.

A correction of round 2 that reaches round 3 covers rounds 2–3 (one mail to each player), but a player only
round 3 changed for got "correction of round 3". The log keeps their mail for both rounds it covers, and the inbox
named a late reply to it "the correction of rounds 2–3", a mail they never got. It names it as their mail did:
"the correction of round 3", in the command line's listing (text and --json) and in the app's fetch dialog, in
English, German, Dutch and French. Real servers (aiosmtpd for what goes out, pymap for what comes in), and replies
as real clients write them (:mod:`mail_corpus`)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from wordmastermind.files.wmm.file import load_game, save_game

from imap_support import ImapServer
from mail_corpus import reply
from reply_listing import held_back, inbox
from smtp_support import Server
from test_cli_inbox import ok
from test_corrections_several_rounds import TITLE, rounds_two_and_three_changed, smtp, subjects
from test_translations import french

REASON = {"en": "it answers the correction of round 3, which asked for round 4's guesses, and round 4 is closed",
          "de": "sie antwortet auf die Korrektur von Runde 3, die um die Rateversuche für Runde 4 bat, und Runde 4 "
                "ist abgeschlossen",
          "nl": "hij antwoordt op de correctie van ronde 3, die om de raadpogingen voor ronde 4 vroeg, en ronde 4 is"
                " gesloten",
          "fr": french("il répond à la correction de la manche 3, qui demandait les propositions de la manche 4, et la"
                       " manche 4 est close")}
"""The reason for Gustav's reply to his correction of round 3, read for round 5, as the listings give it."""


def _corrected_then_round_four(tmp_path: Path, capsys: pytest.CaptureFixture[str], server: Server
                               ) -> tuple[Path, str, str]:
    """Rounds 2 and 3 went out, then round 2 changed and reached round 3: the correction of round 2 went out,
    of rounds 2–3 to Alfons and Emil, of round 3 alone to Gustav. Round 4 played and mailed: round 5 is open,
    round 4 (the correction asked for its guesses) closed. The game file, Gustav's subject and Message-ID."""
    game = tmp_path / "game.wmm"
    save_game(rounds_two_and_three_changed(), game)
    ok(capsys, "mail", game, "--round", 2, "--correction", *smtp(server))
    said = subjects(server)
    assert said["Alfons"] == f"{TITLE}: correction of rounds 2–3"
    assert said["Gustav"] == f"{TITLE}: correction of round 3"
    logged = [r for r in load_game(game).sent if r.kind == "correction" and r.player == "Gustav"]
    assert sorted(r.round for r in logged) == [2, 3]  # the log keeps his mail for both rounds it covers
    guesses = tmp_path / "r4.csv"
    guesses.write_text("guesser,target,word\nGustav,Alfons,SALBE\n", encoding="utf-8")
    ok(capsys, "guesses", game, "--round", 4, guesses)
    ok(capsys, "mail", game, "--round", 4, *smtp(server))  # round 5 opens: round 4 is closed
    assert load_game(game).opening(5)
    return game, said["Gustav"], logged[0].message_id


def _reply(server: ImapServer, subject: str, correction: str, language: str = "en") -> bytes:
    """Gustav's answer to his correction from Thunderbird, arriving now; the whole mail."""
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)
    raw = reply("thunderbird", sender="Gustav <gustav@example.org>", subject=f"Re: {subject}", date=arrived,
                message_id="<g5@test>", language=language, body="Alfons: SALAT", thread=(correction,))
    server.append(raw, arrived=arrived)
    return raw


def test_a_late_reply_names_the_correction_by_the_rounds_of_the_players_own_mail(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    game, subject, correction = _corrected_then_round_four(tmp_path, capsys, smtp_server)
    _reply(imap_server, subject, correction)
    out, reasons = held_back(capsys, monkeypatch, game, imap_server, 5, player="Gustav", reason=REASON["en"],
                             message_id="<g5@test>")
    assert "rounds 2–3" not in out, out
    assert reasons == [("intake.answers_correction", {"report": "3", "round": "4"})]
    for language in ("de", "nl", "fr"):
        monkeypatch.setenv("LANGUAGE", language)
        out = inbox(capsys, monkeypatch, game, imap_server, 5)
        assert f"{REASON[language]} (--take <g5@test> " in out, out
        assert out.count(REASON[language]) == 2, out  # Gustav's line, and his mail's under it
        assert "2–3" not in out, out


@pytest.mark.parametrize("language", ["en", "de", "nl", "fr"])
def test_the_fetch_dialog_names_the_correction_by_the_rounds_of_the_players_own_mail(
        qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        smtp_server: Server, language: str) -> None:
    from wordmastermind.core.wmm.intake import Choices, plan_intake
    from wordmastermind.files.mail.inbound import in_mail
    from wordmastermind.gui.i18n import Translators
    from wordmastermind.gui.mail.intake_model import IntakeModel
    from wordmastermind.gui.mail.intake_rows import intake_rows

    game, subject, correction = _corrected_then_round_four(tmp_path, capsys, smtp_server)
    answer = in_mail(_reply(imap_server, subject, correction, language), datetime.now(timezone.utc))
    assert Translators().install(language)  # English again after the test (conftest)
    choices = Choices()
    model = IntakeModel()
    model.show(intake_rows(plan_intake(load_game(game), 5, [answer], choices), choices, language))
    groups = {model.index(row, 0).data(): model.index(row, 0) for row in range(model.rowCount())}
    stale = next(index for index in groups.values() if model.rowCount(index) and any(
        model.index(row, 0, index).data() == "Gustav" for row in range(model.rowCount(index))))
    gustav = next(model.index(row, 0, stale) for row in range(model.rowCount(stale))
                  if model.index(row, 0, stale).data() == "Gustav")
    assert gustav.siblingAtColumn(2).data() == REASON[language]
    assert gustav.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
