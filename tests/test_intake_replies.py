"""A player's reply names the mail it answers: a late answer to round 1's mail is not taken for round 2.

The intake reads no subject ("AW: Herbst: Runde 1" answers round 1's report, which asks for round 2's guesses),
but a reply's ``In-Reply-To`` and ``References`` name the game master's mail, whose Message-ID the game's log
of sent mails keeps. Real servers (aiosmtpd for what goes out, pymap for what comes in) and replies as real
clients write them (:mod:`mail_corpus`)."""

from __future__ import annotations

import dataclasses
import email.policy
import json
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from email.parser import BytesParser
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from wordmastermind.core.wmm.game import Game, Guess, Sent
from wordmastermind.core.wmm.intake import Choices, InMail, plan_intake
from wordmastermind.files.wmm.file import load_game

from imap_support import ImapServer, mail
from mail_corpus import guillemets_original, reply
from reply_listing import inbox
from smtp_support import Server
from test_cli_inbox import guesses_of, new_game, ok, text_of


def _sent(server: Server) -> list[EmailMessage]:
    found = []
    for received in server.handler.messages():
        message = BytesParser(policy=email.policy.default).parsebytes(received.data)
        assert isinstance(message, EmailMessage)
        found.append(message)
    return found


def _inbox(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, game: Path, server: ImapServer,
           *extra: object) -> str:
    return inbox(capsys, monkeypatch, game, server, 2, *extra)


def _round_two_open(tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> tuple[Path, dict]:
    """The lot mailed, round 1's reminder mailed, round 1 played and its report mailed: round 2 is open. The
    Message-IDs of what each player got, by (kind, player)."""
    game = new_game(tmp_path, capsys)  # the lot: Alfons->Beatrix, Gustav->Emil, Beatrix->Fritzchen, Emil->Alfons,
    smtp = ("--from", "gm@example.org", "--smtp", smtp_server.address, "--security", "none")  # Fritzchen->Gustav
    ok(capsys, "mail", game, "--lot", *smtp)
    ok(capsys, "remind", game, "--round", 1, *smtp)
    rounds = tmp_path / "r.csv"
    rounds.write_text("guesser,target,word\nAlfons,Beatrix,STUHL\n", encoding="utf-8")
    ok(capsys, "guesses", game, "--round", 1, rounds)
    ok(capsys, "mail", game, "--round", 1, *smtp)
    log = load_game(game).sent
    assert load_game(game).opening(2)
    # the log keeps the Message-ID of every mail the players got, and of nothing else
    got = {message["Message-ID"] for message in _sent(smtp_server)}
    assert len(got) == 15 and {record.message_id for record in log} == got
    return game, {(record.kind, record.player): record.message_id for record in log}


def test_a_late_answer_to_round_1s_mails_is_listed_for_round_2_not_taken(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    game, ids = _round_two_open(tmp_path, capsys, smtp_server)
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)  # once round 2 opened
    # Emil answers round 1's reminder from Outlook (In-Reply-To and Thread-Index, no References)
    imap_server.append(reply("outlook", sender="Emil <emil@example.org>", subject="AW: Herbst: your guesses for "
                             "round 1, please", date=arrived, message_id="<e1@test>", body="Alfons: SAHNE",
                             thread=(ids["reminder", "Emil"],)), arrived=arrived)
    # Fritzchen answers his own mail of round 1 with Thunderbird, which answered the lot's: References folded
    imap_server.append(reply("thunderbird", sender="Fritzchen <fritz@example.org>", subject="Re: Herbst",
                             date=arrived, message_id="<f1@test>", body="Gustav: HOSEN",
                             thread=(ids["lot", "Fritzchen"], "<f0@test>")), arrived=arrived)
    # Gustav answers round 1's report from Gmail (In-Reply-To and References): round 2's, as the report asked
    imap_server.append(reply("gmail", sender="Gustav <gustav@example.org>", subject="Re: Herbst: Runde 1",
                             date=arrived, message_id="<g1@test>", body="Emil: TOLLE",
                             thread=(ids["round", "Gustav"],)), arrived=arrived)
    # Alfons writes a new mail, no In-Reply-To: as ever
    imap_server.append(mail("alfons@example.org", "Beatrix: STUHL\n", date=arrived, message_id="<a1@test>"))

    out = _inbox(capsys, monkeypatch, game, imap_server)
    assert "Gustav (mail of " in out and "): would take 1 guess" in out.split("Gustav (mail of ")[1].split("\n")[0]
    assert "Alfons (mail of " in out and "): would take 1 guess" in out.split("Alfons (mail of ")[1].split("\n")[0]
    assert "Emil (no mail for this round): not taken: it answers the reminder for round 1, which is closed\n" in out
    assert "  not this round's: mail of " in out and (
        ", it answers the reminder for round 1, which is closed (--take <e1@test> takes it for round 2)") in out
    assert ("Fritzchen (no mail for this round): not taken: it answers the mail of the lot, which asked for round "
            "1's guesses, and round 1 is closed") in out

    data = json.loads(_inbox(capsys, monkeypatch, game, imap_server, "--json"))
    emil = next(one for one in data["players"] if one["player"] == "Emil")
    assert emil["outcome"] == "stale" and emil["mail"] is None
    assert [(m["message_id"], m["reason"]["code"], m["reason"]["params"]) for m in emil["stale"]] == [
        ("<e1@test>", "intake.answers_reminder", {"round": "1", "report": "1"})]

    _inbox(capsys, monkeypatch, game, imap_server, "--apply", "--receipts", "--from", "gm@example.org", "--eml",
           tmp_path / "receipts")
    assert sorted(guesses_of(game, 2)) == [("Alfons", "Beatrix", "STUHL"), ("Gustav", "Emil", "TOLLE")]
    receipt = text_of(BytesParser(policy=email.policy.default).parsebytes(
        (tmp_path / "receipts" / "Emil.eml").read_bytes()))
    assert "was not taken for round 2: it answers the reminder for round 1, which is closed." in receipt, receipt

    # the game master reads it and says it is round 2's after all
    _inbox(capsys, monkeypatch, game, imap_server, "--apply", "--take", "<e1@test>")
    assert ("Emil", "Alfons", "SAHNE") in guesses_of(game, 2)


def test_html_only_replies_in_four_languages_go_by_the_mail_they_answer(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    """Replies in HTML alone, as Outlook, Thunderbird, Gmail and Apple Mail send them, quoting the game master's
    mail in French, Dutch, English and German: the answers to round 1's reminder are listed apart, those to
    round 1's report are round 2's."""
    game, ids = _round_two_open(tmp_path, capsys, smtp_server)
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)  # once round 2 opened
    for client, language, name, address, kind, body in (
            ("outlook-html", "fr", "Emil", "emil@example.org", "reminder", "Alfons : SAHNE"),
            ("thunderbird-html", "nl", "Fritzchen", "fritz@example.org", "reminder", "Gustav: HOSEN"),
            ("gmail-html", "en", "Gustav", "gustav@example.org", "round", "Emil: TOLLE"),
            ("apple-mail-html", "de", "Alfons", "alfons@example.org", "round", "Beatrix: STUHL")):
        imap_server.append(reply(client, sender=f"{name} <{address}>", subject="Re: Herbst", date=arrived,
                                 message_id=f"<{name}@test>", body=body, language=language,
                                 thread=(ids[kind, name],)), arrived=arrived)
    out = _inbox(capsys, monkeypatch, game, imap_server)
    for name in ("Emil", "Fritzchen"):
        assert f"{name} (no mail for this round): not taken: it answers the reminder for round 1, which is closed\n" \
            in out, out
    for name in ("Gustav", "Alfons"):
        line = out.split(f"{name} (mail of ")[1].split("\n")[0] if f"{name} (mail of " in out else ""
        assert "): would take 1 guess" in line, out


def test_french_replies_with_the_guess_in_guillemets_are_taken_for_round_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    """French players answer round 1's report writing the guess line in guillemets, « Emil : TOLLE », with the
    no-break spaces French typing puts inside them and before the colon (or plain spaces, or none), and their
    clients quote the game master's mail, which has such lines too (its example, « Alfons : MOT »). Each guess was
    listed as a suggestion at "« Emil" for the game master to accept; it is taken, and none of the quoted lines."""
    game, ids = _round_two_open(tmp_path, capsys, smtp_server)
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)  # once round 2 opened
    for client, name, line in (
            ("outlook", "Emil", "«\u00a0Alfons\u00a0: SAHNE\u00a0»"),
            ("gmail", "Gustav", "«Emil: TOLLE»"),
            ("thunderbird", "Fritzchen", "« Gustav : HOSEN »"),
            ("apple-mail", "Alfons", "“Beatrix\u202f: TISCH”"),
            ("outlook-html", "Beatrix", "«\u00a0Fritzchen\u00a0: KERZE\u00a0»")):
        body = f"Bonjour Joe,\n\nvoici ma proposition pour la manche 2\u00a0:\n\n{line}\n\nCordialement,\n{name}"
        address = "fritz@example.org" if name == "Fritzchen" else f"{name.lower()}@example.org"
        imap_server.append(reply(client, sender=f"{name} <{address}>", subject="RE : Herbst",
                                 date=arrived, message_id=f"<{name}@test>", body=body, language="fr",
                                 original=guillemets_original(name), thread=(ids["round", name],)), arrived=arrived)
    out = _inbox(capsys, monkeypatch, game, imap_server)
    for name in ("Emil", "Gustav", "Fritzchen", "Alfons", "Beatrix"):
        line = out.split(f"{name} (mail of ")[1].split("\n")[0] if f"{name} (mail of " in out else ""
        assert line.endswith("): would take 1 guess"), out
    assert "did you mean" not in out, out

    _inbox(capsys, monkeypatch, game, imap_server, "--apply")
    assert sorted(guesses_of(game, 2)) == [("Alfons", "Beatrix", "TISCH"), ("Beatrix", "Fritzchen", "KERZE"),
                                           ("Emil", "Alfons", "SAHNE"), ("Fritzchen", "Gustav", "HOSEN"),
                                           ("Gustav", "Emil", "TOLLE")]


def test_a_game_whose_log_kept_no_message_ids_takes_the_answer_as_before(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    """A game file written before the log kept Message-IDs reads as it did: a reply is the round's."""
    game, ids = _round_two_open(tmp_path, capsys, smtp_server)
    data = json.loads(game.read_text(encoding="utf-8"))
    for record in data["sent"]:
        del record["message_id"]
    data["schema_version"] = 6
    game.write_text(json.dumps(data), encoding="utf-8")
    assert all(record.message_id == "" for record in load_game(game).sent)
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)
    imap_server.append(reply("apple-mail", sender="Emil <emil@example.org>", subject="AW: Herbst", date=arrived,
                             message_id="<e1@test>", body="Alfons: SAHNE", thread=(ids["reminder", "Emil"],)),
                       arrived=arrived)
    out = _inbox(capsys, monkeypatch, game, imap_server)
    assert "Emil (mail of " in out and "): would take 1 guess" in out.split("Emil (mail of ")[1].split("\n")[0]


# -- which round each mail asked for (the core, no I/O) ----------------------------------------------------------

AT = "2026-12-02T09:03:00+01:00"


def _game_in_round_3() -> Game:
    """The rules' example after round 2, round 3 open, with the log of what Emil got (Emil's address set)."""
    from wordmastermind.core.wmm.examples import rules_example

    game = rules_example()
    game = dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"{p.name.lower()}@example.org") for p in game.players))
    game = game.with_opening(1, AT).with_opening(2, AT).with_opening(3, AT)
    return game.with_sent([Sent("lot", 0, "Emil", AT, message_id="<lot@gm>"),
                           Sent("reminder", 1, "Emil", AT, message_id="<r1@gm>"),
                           Sent("round", 1, "Emil", AT, message_id="<1@gm>"),
                           Sent("receipt", 2, "Emil", AT, message_id="<q2@gm>"),
                           Sent("round", 2, "Emil", AT, message_id="<2@gm>"),
                           Sent("correction", 1, "Emil", AT, message_id="<c@gm>"),
                           Sent("correction", 2, "Emil", AT, message_id="<c@gm>"),
                           Sent("letter", 2, "Emil", AT, status="written")])


@pytest.mark.parametrize(("answers", "why"), [
    ((), None),  # no In-Reply-To: as ever
    (("<elsewhere@x>",), None),  # a mail the log does not have
    (("<2@gm>",), None),  # round 2's report asks for round 3's guesses
    (("<c@gm>",), None),  # a correction of rounds 1 and 2 (one mail): round 3's, as round 2's report
    (("<own@x>", "<2@gm>", "<1@gm>"), None),  # the nearest the log has counts
    (("<1@gm>",), ("intake.answers_round", 2, 1)),  # (code, the round it asked for, the round it was of)
    (("<q2@gm>",), ("intake.answers_receipt", 2, 2)),
    (("<r1@gm>",), ("intake.answers_reminder", 1, 1)),
    (("<lot@gm>",), ("intake.answers_lot", 1, 0)),
    (("<own@x>", "<1@gm>", "<2@gm>"), ("intake.answers_round", 2, 1)),  # the nearest the log has: round 1's report
])
def test_a_reply_is_taken_for_round_3_unless_the_mail_it_answers_asked_for_a_closed_round(
        answers: tuple[str, ...], why: tuple[str, int, int] | None) -> None:
    game = _game_in_round_3()
    mail = InMail("Emil <EMIL@example.org>", datetime.fromisoformat(AT) + timedelta(hours=1), "<e@x>",
                  text="Alfons: WOLKE", replies_to=answers)
    one, = plan_intake(game, 3, [mail]).players
    assert [(r.code, r.params["round"], r.params["report"]) for _mail, r in one.stale] == ([] if why is None else [why])
    if why is None:
        assert one.outcome == "taken" and one.guesses == (Guess("Emil", "Alfons", "WOLKE"),), one
    else:
        assert one.outcome == "stale" and one.mail is None and one.reason == one.stale[0][1]
        taken, = plan_intake(game, 3, [mail], Choices(take=frozenset({"<e@x>"}))).players  # the game master says
        assert taken.outcome == "taken" and not taken.stale


def test_the_fetch_dialog_lists_a_late_answer_apart_and_a_tick_takes_it() -> None:
    from wordmastermind.gui.mail.intake_model import IntakeModel
    from wordmastermind.gui.mail.intake_rows import Toggle, intake_rows, toggled
    from wordmastermind.gui.roles import TOGGLE_ROLE

    game = _game_in_round_3()
    mails = [InMail("emil@example.org", datetime.fromisoformat(AT) + timedelta(hours=1), "<e@x>", "AW: Erinnerung",
                    "Alfons: WOLKE", replies_to=("<r1@gm>",)),
             InMail("gustav@example.org", datetime.fromisoformat(AT) + timedelta(hours=2), "<g@x>", "AW: Runde 2",
                    "Alfons: BIRNE", replies_to=("<2@gm>",))]
    choices = Choices()
    model = IntakeModel()
    model.show(intake_rows(plan_intake(game, 3, mails, choices), choices, "en"))
    groups = {model.index(row, 0).data(): model.index(row, 0) for row in range(model.rowCount())}
    assert list(groups) == ["Mails that count", "Answers to a mail of a closed round"]
    assert model.index(0, 0, groups["Mails that count"]).data() == "Gustav"
    emil = model.index(0, 0, groups["Answers to a mail of a closed round"])
    assert emil.data() == "Emil"
    assert emil.siblingAtColumn(2).data() == "it answers the reminder for round 1, which is closed"
    assert emil.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    assert "for round 3 although it answers a mail of a closed round" in emil.data(Qt.ItemDataRole.ToolTipRole)
    toggle = emil.data(TOGGLE_ROLE)
    assert toggle == Toggle("take", "<e@x>")
    choices = toggled(choices, toggle, True)
    taken = plan_intake(game, 3, mails, choices)
    assert sorted(one.player for one in taken.players if one.outcome == "taken") == ["Emil", "Gustav"]
