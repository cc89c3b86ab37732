"""A reply to a correction held back by the inbox names the correction by the rounds that player's mail named.

A correction of round 2 that reaches round 3 covers rounds 2–3 (one mail to each player), but a player only
round 3 changed for got "correction of round 3". The log keeps their mail for both rounds it covers, and the inbox
named a late reply to it "the correction of rounds 2–3", a mail they never got. It names it as their mail did:
"the correction of round 3", in the command line's listing (text and --json) and in the app's fetch dialog, in
English, German, Dutch and French; so too a correction of rounds 1–2 sent after the game ended, which was
"correction of round 1" to a player only round 1 changed for. Real servers (aiosmtpd for what goes out, pymap for what comes in), and replies
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
from reply_listing import held_back, inbox, listing_test
from smtp_support import Server
from test_cli_inbox import ok
from test_corrections_several_rounds import TITLE, rounds_two_and_three_changed, smtp, subjects
from test_translations import french

REASON = {"en": "it answers the correction of round 3, which asked for round 4's guesses, and round 4 is closed",
          "de": "sie antwortet auf die Korrektur der Runde 3, die um die Rateversuche für Runde 4 bat, und Runde 4 "
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


def _reply(server: ImapServer, player: str, subject: str, answered: str, language: str = "en") -> bytes:
    """``player``'s answer to the mail ``answered`` (its Message-ID) from Thunderbird, arriving now; the whole
    mail. Its Message-ID is the player's initial and ``5@test``."""
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)
    raw = reply("thunderbird", sender=f"{player} <{player.lower()}@example.org>", subject=f"Re: {subject}",
                date=arrived, message_id=f"<{player[0].lower()}5@test>", language=language, body="Emil: LAMPE",
                thread=(answered,))
    server.append(raw, arrived=arrived)
    return raw


def test_a_late_reply_names_the_correction_by_the_rounds_of_the_players_own_mail(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    game, subject, correction = _corrected_then_round_four(tmp_path, capsys, smtp_server)
    _reply(imap_server, "Gustav", subject, correction)
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


def _dialog_reason(game: Path, raw: bytes, number: int, player: str, language: str) -> str:
    """The reason the app's fetch dialog on round ``number``, in ``language``, gives for the mail ``raw`` of
    ``player``'s, held back (not ticked)."""
    from wordmastermind.core.wmm.intake import Choices, plan_intake
    from wordmastermind.files.mail.inbound import in_mail
    from wordmastermind.gui.i18n import Translators
    from wordmastermind.gui.mail.intake_model import IntakeModel
    from wordmastermind.gui.mail.intake_rows import intake_rows

    assert Translators().install(language)  # English again after the test (conftest)
    choices = Choices()
    model = IntakeModel()
    model.show(intake_rows(plan_intake(load_game(game), number, [in_mail(raw, datetime.now(timezone.utc))],
                                       choices), choices, language))
    rows = [model.index(row, 0, group) for group in (model.index(n, 0) for n in range(model.rowCount()))
            for row in range(model.rowCount(group))]
    one, = (row for row in rows if row.data() == player)
    assert one.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    return str(one.siblingAtColumn(2).data())


@pytest.mark.parametrize("language", ["en", "de", "nl", "fr"])
def test_the_fetch_dialog_names_the_correction_by_the_rounds_of_the_players_own_mail(
        qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer,
        smtp_server: Server, language: str) -> None:
    game, subject, correction = _corrected_then_round_four(tmp_path, capsys, smtp_server)
    raw = _reply(imap_server, "Gustav", subject, correction, language)
    assert _dialog_reason(game, raw, 5, "Gustav", language) == REASON[language]


# -- a correction sent after the game ended ----------------------------------------------------------------------

LATE = {"en": "it answers the correction of round 1, sent after the game ended",
        "de": "sie antwortet auf die Korrektur der Runde 1, verschickt nach dem Ende der Partie",
        "nl": "hij antwoordt op de correctie van ronde 1, verstuurd nadat het spel voorbij was",
        "fr": french("il répond à la correction de la manche 1, envoyée après la fin de la partie")}
"""The reason for Alfons's reply to his correction of round 1, which went out once the game was over."""


def _game_over_corrected(tmp_path: Path, capsys: pytest.CaptureFixture[str], server: Server
                         ) -> tuple[Path, dict[tuple[str, str], str]]:
    """The game over after round 2, then Fritzchen's forgotten guess of round 1 entered and the correction mailed
    once the final report had gone out: it covers rounds 1–2, and the log keeps each player's mail for both, but
    only round 1 changed for Alfons ("correction of round 1")."""
    from test_late_correction_replies import _game_over_corrected as corrected

    went = len(server.handler.messages())
    game, ids = corrected(tmp_path, capsys, server)
    said = subjects(server, went)
    assert (said["Alfons"], said["Gustav"]) == ("Herbst: correction of round 1", "Herbst: correction of rounds 1–2")
    assert sorted(r.round for r in load_game(game).sent if r.kind == "correction" and r.player == "Alfons") == [1, 2]
    return game, ids


def test_a_reply_to_a_correction_sent_after_the_end_names_the_players_own_round(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    game, ids = _game_over_corrected(tmp_path, capsys, smtp_server)
    _reply(imap_server, "Alfons", "Herbst: correction of round 1", ids["correction", "Alfons"])
    out, reasons = held_back(capsys, monkeypatch, game, imap_server, 2, player="Alfons", reason=LATE["en"],
                             message_id="<a5@test>")
    assert "1–2" not in out, out
    assert reasons == [("intake.answers_late_correction", {"report": "1"})]


test_the_late_correction_is_named_by_the_players_own_round_in_the_game_masters_language = listing_test(
    _game_over_corrected, answered=("correction", "Alfons"), reasons=LATE, english="1–2",
    sender="Alfons <alfons@example.org>", message_id="<a2@test>")


@pytest.mark.parametrize("language", ["en", "de", "nl", "fr"])
def test_the_fetch_dialog_names_the_late_correction_by_the_players_own_round(
        qapp: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server, language: str) -> None:
    game, ids = _game_over_corrected(tmp_path, capsys, smtp_server)
    raw = reply("gmail", sender="Alfons <alfons@example.org>", subject="Re: Herbst", date=datetime.now(timezone.utc),
                message_id="<a2@test>", language=language, body="Gustav: HOSEN", thread=(ids["correction", "Alfons"],))
    assert _dialog_reason(game, raw, 2, "Alfons", language) == LATE[language]
