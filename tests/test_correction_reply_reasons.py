"""A reply to a correction held back by the inbox names the correction as its mail did: one that only told of
withdrawals by who withdrew ("it answers the mail saying Fritzchen withdrew, …"), as its subject did ("Herbst:
Fritzchen withdrew"); and one that itself ended the game (a corrected guess, or a withdrawal, left no word in
play) as that: "it answers the correction of round 2, which ended the game", not "sent after the game ended",
which it was not. Real servers (aiosmtpd for what goes out, pymap for what comes in), and the core's log."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game
from wordmastermind.files.wmm.file import load_game

from imap_support import ImapServer
from mail_corpus import reply
from reply_listing import held_back, inbox, listing_test
from smtp_support import Server
from test_cli_inbox import new_game, ok
from test_intake_replies import _sent
from test_translations import french

SMTP = ("--from", "gm@example.org", "--security", "none")

ENDED = {
    "fix": {"en": "it answers the correction of round 2, which ended the game",
            "de": "sie antwortet auf die Korrektur der Runde 2, die die Partie beendete",
            "nl": "hij antwoordt op de correctie van ronde 2, die het spel beëindigde",
            "fr": french("il répond à la correction de la manche 2, qui a mis fin à la partie")},
    "withdraw": {"en": "it answers the mail saying Alfons withdrew, which ended the game",
                 "de": "sie antwortet auf die Mail, dass Alfons sich zurückgezogen hat, die die Partie beendete",
                 "nl": "hij antwoordt op de mail dat Alfons zich heeft teruggetrokken, die het spel beëindigde",
                 "fr": french("il répond au courriel disant qu’Alfons a quitté la partie, ce qui y a mis fin")},
}
"""The reason for a reply to the correction of round 2 that ended the game, by what ended it."""


def _played(tmp_path: Path, capsys: pytest.CaptureFixture[str], server: Server, *rounds: str) -> Path:
    """The lot mailed, then each of ``rounds`` (its guesses' lines) entered and its report mailed."""
    game = new_game(tmp_path, capsys)  # the lot: Alfons->Beatrix, Gustav->Emil, Beatrix->Fritzchen, Emil->Alfons,
    ok(capsys, "mail", game, "--lot", "--smtp", server.address, *SMTP)  # Fritzchen->Gustav
    for number, lines in enumerate(rounds, 1):
        guesses = tmp_path / f"r{number}.csv"
        guesses.write_text("guesser,target,word\n" + lines, encoding="utf-8")
        ok(capsys, "guesses", game, "--round", number, guesses)
        ok(capsys, "mail", game, "--round", number, "--smtp", server.address, *SMTP)
    return game


def _corrected(capsys: pytest.CaptureFixture[str], server: Server, game: Path, number: int) -> dict[str, str]:
    """The correction of round ``number`` mailed: each player's subject, and the Message-ID of each's mail."""
    went = len(_sent(server))
    ok(capsys, "mail", game, "--round", number, "--correction", "--smtp", server.address, *SMTP)
    subjects = {str(m["To"]).split()[0]: str(m["Subject"]) for m in _sent(server)[went:]}
    ids = {r.player: r.message_id for r in load_game(game).sent if r.kind == "correction"}
    return {name: f"{subjects[name]}\n{ids[name]}" for name in ids}


def test_a_late_reply_to_the_mail_saying_a_player_withdrew_names_who_withdrew(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    """Round 1 went out; Fritzchen withdrew after it, and the others were told so ("Herbst: Fritzchen withdrew":
    nothing of round 1 changed, only whom they guess at). Gustav answers that mail once round 2 is closed."""
    game = _played(tmp_path, capsys, smtp_server, "Alfons,Beatrix,TISCH\nGustav,Emil,LAMPE\n")
    ok(capsys, "withdraw", game, "Fritzchen", "--after-round", 1)
    mails = _corrected(capsys, smtp_server, game, 1)
    subject, message_id = mails["Gustav"].split("\n")
    assert subject == "Herbst: Fritzchen withdrew"
    guesses = tmp_path / "r2.csv"
    guesses.write_text("guesser,target,word\nEmil,Alfons,SALBE\n", encoding="utf-8")
    ok(capsys, "guesses", game, "--round", 2, guesses)
    ok(capsys, "mail", game, "--round", 2, "--smtp", smtp_server.address, *SMTP)  # round 3 opens
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)
    imap_server.append(reply("thunderbird", sender="Gustav <gustav@example.org>", subject=f"Re: {subject}",
                             date=arrived, message_id="<g3@test>", language="en", body="Alfons: SALAT",
                             thread=(message_id,)), arrived=arrived)
    reason = ("it answers the mail saying Fritzchen withdrew, which asked for round 2's guesses, and round 2 is"
              " closed")
    out = inbox(capsys, monkeypatch, game, imap_server, 3)
    assert f"Gustav (no mail for this round): not taken: {reason}\n" in out, out
    assert "correction of round 1" not in out, out
    data = json.loads(inbox(capsys, monkeypatch, game, imap_server, 3, "--json"))
    gustav = next(one for one in data["players"] if one["player"] == "Gustav")
    assert [(m["reason"]["code"], m["reason"]["params"]) for m in gustav["stale"]] == [
        ("intake.answers_correction_withdrawn", {"names": "Fritzchen", "report": "1", "round": "2"})]
    monkeypatch.setenv("LANGUAGE", "de")
    out = inbox(capsys, monkeypatch, game, imap_server, 3)
    assert ("Gustav (keine Mail für diese Runde): nicht übernommen: sie antwortet auf die Mail, dass Fritzchen sich"
            " zurückgezogen hat, die um die Rateversuche für Runde 2 bat, und Runde 2 ist abgeschlossen\n") in out, out


def _ended_by_correction(tmp_path: Path, capsys: pytest.CaptureFixture[str], server: Server, how: str
                         ) -> tuple[Path, dict[tuple[str, str], str]]:
    """Round 1 and round 2 went out, the game going on (Emil's SALBE missed Alfons's SALAT); then round 2 is
    corrected (``fix``: it was SALAT) or Alfons withdraws after it (``withdraw``, his word leaving): no other
    word than Gustav's is in play, and the game is over after round 2. The correction of round 2 tells it; the
    Message-ID of each player's, by ("correction", player)."""
    game = _played(tmp_path, capsys, server, "Alfons,Beatrix,TISCH\nGustav,Emil,LAMPE\nBeatrix,Fritzchen,KERZE\n",
                   "Emil,Alfons,SALBE\n")
    assert evaluate(load_game(game)).game_over_after is None
    if how == "fix":
        guesses = tmp_path / "r2.csv"
        guesses.write_text("guesser,target,word\nEmil,Alfons,SALAT\n", encoding="utf-8")
        ok(capsys, "guesses", game, "--round", 2, guesses)
    else:
        ok(capsys, "withdraw", game, "Alfons", "--after-round", 2)
    assert evaluate(load_game(game)).game_over_after == 2
    mails = _corrected(capsys, server, game, 2)
    assert mails["Gustav"].split("\n")[0] == ("Herbst: correction of round 2" if how == "fix" else
                                              "Herbst: Alfons withdrew")
    return game, {("correction", name): mail.split("\n")[1] for name, mail in mails.items()}


@pytest.mark.parametrize("how", ["fix", "withdraw"])
def test_a_reply_to_the_correction_that_ended_the_game_says_so(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server, how: str) -> None:
    game, ids = _ended_by_correction(tmp_path, capsys, smtp_server, how)
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)
    imap_server.append(reply("outlook", sender="Gustav <gustav@example.org>", subject="AW: Herbst", date=arrived,
                             message_id="<g2@test>", language="en", body="Thanks!\nAlfons: SALAT",
                             thread=(ids["correction", "Gustav"],)), arrived=arrived)
    out, reasons = held_back(capsys, monkeypatch, game, imap_server, 2, player="Gustav", reason=ENDED[how]["en"],
                             message_id="<g2@test>")
    assert "sent after the game ended" not in out, out
    assert reasons == [
        ("intake.answers_ending_correction", {"report": "2"}) if how == "fix" else
        ("intake.answers_ending_correction_withdrawn", {"names": "Alfons", "report": "2"})]


test_the_correction_that_ended_the_game_is_named_so_in_the_game_masters_language = listing_test(
    partial(_ended_by_correction, how="fix"), answered=("correction", "Emil"), reasons=ENDED["fix"], english="ended",
    sender="Emil <emil@example.org>", message_id="<e2@test>")

test_the_mail_saying_alfons_withdrew_that_ended_the_game_is_named_so_in_the_game_masters_language = listing_test(
    partial(_ended_by_correction, how="withdraw"), answered=("correction", "Emil"), reasons=ENDED["withdraw"],
    english="ended", sender="Emil <emil@example.org>", message_id="<e2@test>")


# -- the core, and the app's listing -----------------------------------------------------------------------------

AT = "2026-12-02T09:03:00+01:00"


def _told_then_ended() -> Game:
    """The rules' example, round 2's report mailed to everyone while the game went on; then round 2 corrected
    so that every word is guessed (the game is over after it), and the correction mailed to Emil."""
    import dataclasses

    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.core.wmm.sent_log import correction_records

    from test_corrections import ended_in_round_two, told_round_two

    game = told_round_two(rules_example())
    game = dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"{p.name.lower()}@example.org") for p in game.players))
    game = ended_in_round_two(game).with_opening(1, AT).with_opening(2, AT)
    assert evaluate(game).game_over_after == 2
    fixes = correction_records(evaluate(game), 2, ["Emil"], AT)
    return game.with_sent([dataclasses.replace(record, message_id="<c@gm>") for record in fixes])


def test_the_core_tells_a_correction_that_ended_the_game_from_one_sent_after_it_ended() -> None:
    import dataclasses

    from wordmastermind.core.wmm.game import Sent
    from wordmastermind.core.wmm.intake import InMail, plan_intake

    game = _told_then_ended()
    thanks = InMail("emil@example.org", datetime.fromisoformat(AT) + timedelta(hours=1), "<e@x>", "AW: Korrektur",
                    "Danke!\nAlfons: WOLKE", replies_to=("<c@gm>",))
    one, = plan_intake(game, 2, [thanks]).players
    assert [(str(why), why.code) for _mail, why in one.stale] == [
        ("it answers the correction of round 2, which ended the game", "intake.answers_ending_correction")]
    # the same correction logged after a final report of round 2 was sent after the game ended
    final = Sent("final", 2, "Emil", AT, message_id="<f@gm>")
    corrected = [record for record in game.sent if record.kind == "correction"]
    after = dataclasses.replace(game, sent=(*(r for r in game.sent if r.kind != "correction"), final, *corrected))
    one, = plan_intake(after, 2, [thanks]).players
    assert [why.code for _mail, why in one.stale] == ["intake.answers_late_correction"]


@pytest.mark.parametrize(("language", "group", "tip"), [
    ("en", "Answers to a correction that ended the game",
     "for round 2 although it answers a correction that ended the game"),
    ("de", "Antworten auf eine Korrektur, die die Partie beendete",
     "für Runde 2 zu übernehmen, obwohl sie auf eine Korrektur antwortet, die die Partie beendete"),
    ("nl", "Antwoorden op een correctie die het spel beëindigde",
     "voor ronde 2 over te nemen, hoewel hij antwoordt op een correctie die het spel beëindigde"),
    ("fr", "Réponses à une correction qui a mis fin à la partie",
     "pour la manche 2 bien qu’il réponde à une correction qui a mis fin à la partie"),
])
def test_the_fetch_dialog_lists_a_reply_to_the_correction_that_ended_the_game_apart(
        qapp: Any, language: str, group: str, tip: str) -> None:
    from wordmastermind.core.wmm.intake import InMail

    from test_final_report_replies import listed_apart_and_ticked

    thanks = InMail("emil@example.org", datetime.fromisoformat(AT) + timedelta(hours=1), "<e@x>", "AW: Korrektur",
                    "Danke!\nAlfons: WOLKE", replies_to=("<c@gm>",))
    listed_apart_and_ticked(_told_then_ended(), thanks, language, group, tip, ENDED["fix"][language])


def test_the_mail_saying_two_players_withdrew_names_them_both() -> None:
    """Round 2's report went to Alfons; Fritzchen and Beatrix withdrew after it, and he was told so; he answers
    once round 3 is closed. In English, and in German, whose verb counts them."""
    import dataclasses

    from wordmastermind.core.messages import render
    from wordmastermind.core.wmm.departures import withdraw
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.core.wmm.game import Guess
    from wordmastermind.core.wmm.intake import InMail, plan_intake
    from wordmastermind.core.wmm.sent_log import correction_records, sent_reports
    from wordmastermind.files.i18n import translation

    game = rules_example()
    game = dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"{p.name.lower()}@example.org") for p in game.players))
    game = game.with_sent(sent_reports(evaluate(game), 2, "round", ["Alfons"], AT))
    game = withdraw(withdraw(game, "Fritzchen", 2), "Beatrix", 2)
    fixes = correction_records(evaluate(game), 2, ["Alfons"], AT)
    game = game.with_sent(dataclasses.replace(record, message_id="<c@gm>") for record in fixes)
    game = game.with_round(3, [Guess("Alfons", "Gustav", "MOTEL")])
    for number in (1, 2, 3, 4):
        game = game.with_opening(number, AT)
    answer = InMail("alfons@example.org", datetime.fromisoformat(AT) + timedelta(hours=1), "<a@x>", "Re: Herbst",
                    "Gustav: MOTEL", replies_to=("<c@gm>",))
    alfons = next(one for one in plan_intake(game, 4, [answer]).players if one.player == "Alfons")
    (_mail, why), = alfons.stale
    assert (why.code, str(why)) == ("intake.answers_correction_withdrawn_many", "it answers the mail saying "
                                    "Fritzchen and Beatrix withdrew, which asked for round 3's guesses, and round 3"
                                    " is closed")
    assert render(why, translation("de")).startswith(
        "sie antwortet auf die Mail, dass Fritzchen und Beatrix sich zurückgezogen haben, die um")
