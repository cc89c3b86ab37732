"""A reply to a correction sent once the game was over is no guess of the last round, and a reply to a correction
of several rounds is named by those rounds.

A correction of rounds N to M asks for round M+1's guesses; once the game is over that round never opens, and the
intake reads the last round's mails. A reply to a correction that covers the game's last round, or that went out
after the final report, was read as a mail of the last round: a line such as ``Gustav: HOSEN`` in it went in as
the player's guess. It is listed apart, as a reply to the final report is ("it answers the correction of rounds
1–2, sent after the game ended"), and taken only when the game master takes it. A reply to a correction of rounds
1–2 that arrives once round 3 is closed names the correction as its subject did ("the correction of rounds 1–2"),
not only its last round. Real servers (aiosmtpd for what goes out, pymap for what comes in) and replies as real
clients write them (:mod:`mail_corpus`)."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Guess, Sent
from wordmastermind.core.wmm.intake import Choices, InMail, plan_intake
from wordmastermind.files.wmm.file import load_game, save_game

from imap_support import PASSWORD, USER, ImapServer
from mail_corpus import reply
from reply_listing import listing_test
from smtp_support import Server
from test_cli_inbox import guesses_of, new_game, ok, run
from test_final_report_replies import _game_over
from test_intake_replies import _inbox
from test_translations import french

LATE = {"en": "it answers the correction of rounds 1–2, sent after the game ended",
        "de": "sie antwortet auf die Korrektur der Runden 1–2, verschickt nach dem Ende der Partie",
        "nl": "hij antwoordt op de correctie van de rondes 1–2, verstuurd nadat het spel voorbij was",
        "fr": french("il répond à la correction des manches 1–2, envoyée après la fin de la partie")}
"""The reason for a reply to the correction of rounds 1–2 of a game over after round 2, as the listings give it."""


AT = "2026-12-02T09:03:00+01:00"


def _smtp(server: Server) -> tuple[str, ...]:
    return ("--from", "gm@example.org", "--smtp", server.address, "--security", "none")


def _corrections(game: Path) -> dict[str, tuple[tuple[int, ...], str]]:
    """The rounds each player's correction covers and its Message-ID, by player."""
    found: dict[str, tuple[tuple[int, ...], str]] = {}
    for record in load_game(game).sent:
        if record.kind == "correction":
            rounds, _ = found.get(record.player, ((), ""))
            found[record.player] = ((*rounds, record.round), record.message_id)
    return found


def _fritzchen_guessed_in_round_1(game: Path, word: str) -> None:
    """Fritzchen's guess of round 1 at Gustav (HOSEN), forgotten when round 1 was entered, goes in after the
    reports went out (the game stays over after round 2)."""
    loaded = load_game(game)
    save_game(loaded.with_round(1, (*loaded.rounds[0].guesses, Guess("Fritzchen", "Gustav", word))), game)
    assert evaluate(load_game(game)).game_over_after == 2


def _game_over_corrected(tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> tuple[Path, dict]:
    """The game over after round 2 (:func:`_game_over`), then Fritzchen's forgotten guess of round 1 entered and
    the correction mailed: his points of round 1, and his total in the final report, changed, so his correction
    covers rounds 1–2. The Message-IDs of what each player got, by (kind, player)."""
    game, ids = _game_over(tmp_path, capsys, smtp_server)
    _fritzchen_guessed_in_round_1(game, "HASEN")
    ok(capsys, "mail", game, "--round", 1, "--correction", *_smtp(smtp_server))
    corrections = _corrections(game)
    assert corrections["Fritzchen"][0] == (1, 2), corrections
    return game, {**ids, **{("correction", name): message_id for name, (_, message_id) in corrections.items()}}


def test_replies_to_a_correction_sent_after_the_game_ended_are_listed_apart_and_taken_only_when_said(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    game, ids = _game_over_corrected(tmp_path, capsys, smtp_server)
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)  # after the correction went out
    # Fritzchen answers from Outlook (In-Reply-To alone), with a line that reads as a guess of round 2's
    imap_server.append(reply("outlook", sender="Fritzchen <fritz@example.org>", subject="AW: Herbst: correction "
                             "of rounds 1–2", date=arrived, message_id="<f2@test>", language="en",
                             body="Thanks for the points!\nGustav: HOSEN", thread=(ids["correction", "Fritzchen"],)),
                       arrived=arrived)
    # ... and from Thunderbird (References folded, the final report first), then Gmail, then Apple Mail's HTML
    for client, message_id, thread in (
            ("thunderbird", "<f3@test>", (ids["final", "Fritzchen"], ids["correction", "Fritzchen"])),
            ("gmail", "<f4@test>", (ids["correction", "Fritzchen"], "<f2@test>")),
            ("apple-mail-html", "<f5@test>", (ids["correction", "Fritzchen"],))):
        arrived += timedelta(seconds=10)
        imap_server.append(reply(client, sender="Fritzchen <fritz@example.org>", subject="Re: Herbst: correction "
                                 "of rounds 1–2", date=arrived, message_id=message_id, body="Gustav: HOSEN",
                                 language="en", thread=thread), arrived=arrived)
    before = game.read_bytes()

    out = _inbox(capsys, monkeypatch, game, imap_server)
    assert f"Fritzchen (no mail for this round): not taken: {LATE['en']}\n" in out, out
    for message_id in ("<f2@test>", "<f3@test>", "<f4@test>", "<f5@test>"):
        assert f", {LATE['en']} (--take {message_id} takes it for round 2)" in out, out
    assert "would take" not in out, out

    data = json.loads(_inbox(capsys, monkeypatch, game, imap_server, "--json"))
    fritzchen = next(one for one in data["players"] if one["player"] == "Fritzchen")
    assert fritzchen["outcome"] == "stale" and fritzchen["mail"] is None
    assert [(m["message_id"], m["reason"]["code"], m["reason"]["params"]) for m in fritzchen["stale"]][0] == (
        "<f2@test>", "intake.answers_late_correction_rounds", {"rounds": "1–2", "report": "2"})

    _inbox(capsys, monkeypatch, game, imap_server, "--apply")
    assert guesses_of(game, 2) == [("Emil", "Alfons", "SALAT")]  # the guess that ended the game stays
    assert load_game(game).mails_taken == () and game.read_bytes() == before

    # the game master reads Fritzchen's first and says it is round 2's after all
    _inbox(capsys, monkeypatch, game, imap_server, "--apply", "--take", "<f2@test>")
    assert guesses_of(game, 2) == [("Emil", "Alfons", "SALAT"), ("Fritzchen", "Gustav", "HOSEN")]
    assert [m.message_id for m in load_game(game).mails_taken] == ["<f2@test>"]


test_the_inbox_listing_gives_the_late_correction_in_the_game_masters_language = listing_test(
    _game_over_corrected, answered=("correction", "Fritzchen"), reasons=LATE, english="sent after the game ended",
    sender="Fritzchen <fritz@example.org>", message_id="<f2@test>")


def test_a_reply_to_a_correction_of_an_earlier_round_alone_is_held_back_when_it_went_out_after_the_end() -> None:
    """A correction of round 1 alone asks for round 2's guesses, the last round's: once the final report went
    out, that round is over, and a reply to it is held back; one sent before the final report asked for round 2
    indeed, and its reply is that round's."""
    import dataclasses

    from test_final_report_replies import _over_with_log

    game, _thanks = _over_with_log()  # the log: round 1's report, the final report (of round 2), to Emil
    fix = Sent("correction", 1, "Emil", AT, message_id="<c@gm>")
    reply_ = InMail("emil@example.org", datetime.fromisoformat(AT) + timedelta(hours=1), "<e@x>", "AW: Korrektur",
                    "Alfons: WOLKE", replies_to=("<c@gm>",))
    after = game.with_sent([fix])
    one, = plan_intake(after, 2, [reply_]).players
    assert one.outcome == "stale" and one.mail is None
    assert [(str(why), why.code, why.params) for _mail, why in one.stale] == [(
        "it answers the correction of round 1, sent after the game ended", "intake.answers_late_correction",
        {"report": 1})]
    taken, = plan_intake(after, 2, [reply_], Choices(take=frozenset({"<e@x>"}))).players
    assert taken.outcome == "taken" and taken.guesses[0].word == "WOLKE"

    before = dataclasses.replace(game, sent=(game.sent[0], fix, game.sent[1]))  # during round 2
    one, = plan_intake(before, 2, [reply_]).players
    assert one.outcome == "taken" and not one.stale


# -- a correction of several rounds, while the game goes on ------------------------------------------------------

def _round_four_open_after_a_correction_of_rounds_1_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                      smtp_server: Server) -> tuple[Path, str]:
    """Rounds 1 and 2 played and mailed, Fritzchen's forgotten guess of round 1 entered and the correction mailed
    (to him: of rounds 1–2, asking for round 3's guesses), round 3 played and mailed: round 4 is open, round 3
    closed. The game file, and the Message-ID of Fritzchen's correction."""
    game = new_game(tmp_path, capsys)
    smtp = _smtp(smtp_server)
    ok(capsys, "mail", game, "--lot", *smtp)
    for number, lines in ((1, "Alfons,Beatrix,TISCH\nGustav,Emil,LAMPE\n"), (2, "Emil,Alfons,SALBE\n")):
        rounds = tmp_path / f"r{number}.csv"
        rounds.write_text("guesser,target,word\n" + lines, encoding="utf-8")
        ok(capsys, "guesses", game, "--round", number, rounds)
        ok(capsys, "mail", game, "--round", number, *smtp)  # round 3 opens
    assert evaluate(load_game(game)).game_over_after is None
    loaded = load_game(game)
    save_game(loaded.with_round(1, (*loaded.rounds[0].guesses, Guess("Fritzchen", "Gustav", "HASEN"))), game)
    ok(capsys, "mail", game, "--round", 1, "--correction", *smtp)
    rounds_covered, correction = _corrections(game)["Fritzchen"]
    assert rounds_covered == (1, 2)
    rounds = tmp_path / "r3.csv"
    rounds.write_text("guesser,target,word\nBeatrix,Fritzchen,KERNE\n", encoding="utf-8")
    ok(capsys, "guesses", game, "--round", 3, rounds)
    ok(capsys, "mail", game, "--round", 3, *smtp)  # round 4 opens: round 3 is closed
    assert load_game(game).opening(4)
    return game, correction


def test_a_late_reply_to_a_correction_of_rounds_1_and_2_names_both_rounds(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    game, correction = _round_four_open_after_a_correction_of_rounds_1_2(tmp_path, capsys, smtp_server)
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)
    imap_server.append(reply("thunderbird", sender="Fritzchen <fritz@example.org>", subject="Re: Herbst: "
                             "correction of rounds 1–2", date=arrived, message_id="<f3@test>", language="en",
                             body="Gustav: HOSEN", thread=(correction,)), arrived=arrived)
    monkeypatch.setenv("IMAP_PASSWORD", PASSWORD)
    code, out, err = run(capsys, "inbox", game, "--round", 4, "--imap", imap_server.address, "--security", "none",
                         "--user", USER, "--password-env", "IMAP_PASSWORD")
    assert code == 0, err
    assert ("Fritzchen (no mail for this round): not taken: it answers the correction of rounds 1–2, which asked "
            "for round 3's guesses, and round 3 is closed\n") in out, out


# -- the app's listing -------------------------------------------------------------------------------------------



@pytest.mark.parametrize(("language", "group", "tip"), [
    ("en", "Answers to a correction sent after the game ended",
     "for round 2 although it answers a correction sent after the game ended"),
    ("de", "Antworten auf eine Korrektur, verschickt nach dem Ende der Partie",
     "für Runde 2 zu übernehmen, obwohl sie auf eine Korrektur antwortet, die nach dem Ende der Partie"),
    ("nl", "Antwoorden op een correctie, verstuurd nadat het spel voorbij was",
     "voor ronde 2 over te nemen, hoewel hij antwoordt op een correctie die verstuurd is nadat het spel"),
    ("fr", "Réponses à une correction envoyée après la fin de la partie",
     "pour la manche 2 bien qu’il réponde à une correction envoyée après la fin de la partie"),
])
def test_the_fetch_dialog_lists_a_reply_to_a_late_correction_apart_and_a_tick_takes_it(
        qapp: Any, language: str, group: str, tip: str) -> None:
    from test_final_report_replies import _over_with_log, listed_apart_and_ticked

    game, _thanks = _over_with_log()  # over after round 2, its final report mailed to Emil
    game = game.with_sent([Sent("correction", n, "Emil", AT, message_id="<c@gm>") for n in (1, 2)])
    thanks = InMail("emil@example.org", datetime.fromisoformat(AT) + timedelta(hours=1), "<e@x>", "AW: Korrektur",
                    "Danke!\nAlfons: WOLKE", replies_to=("<c@gm>",))
    listed_apart_and_ticked(game, thanks, language, group, tip, LATE[language])
