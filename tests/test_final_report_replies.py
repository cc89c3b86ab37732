"""A player's reply to the final report ("thanks, well played", or a figure argued) is no guess of the last round.

No round follows the final report, so the intake reads the last round's mails after it went out; a reply to it
was read as any mail of that round, and a line such as ``Gustav: HOSEN`` in it went in as the player's guess,
replacing the one that ended the game. It is listed apart, as a late answer to a closed round's mail is, with
why ("it answers the final report"), and taken only when the game master takes it. Real servers (aiosmtpd for
what goes out, pymap for what comes in) and replies as real clients write them (:mod:`mail_corpus`)."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Sent
from wordmastermind.core.wmm.intake import Choices, InMail, plan_intake
from wordmastermind.files.wmm.file import load_game

from imap_support import ImapServer
from mail_corpus import reply
from reply_listing import listing_test
from smtp_support import Server
from test_cli_inbox import guesses_of, new_game, ok
from test_intake_replies import _inbox, _sent
from test_translations import french

REASON = {"en": "it answers the final report", "de": "sie antwortet auf den Schlussbericht",
          "nl": "hij antwoordt op het eindverslag", "fr": french("il répond au compte rendu final")}
"""The reason in each language, as the listings give it."""


def _game_over(tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> tuple[Path, dict]:
    """The lot mailed, round 1 played and mailed, round 2 played (Emil's SALAT ends the game) and its final
    report mailed to everyone. The Message-IDs of what each player got, by (kind, player)."""
    game = new_game(tmp_path, capsys)  # the lot: Alfons->Beatrix, Gustav->Emil, Beatrix->Fritzchen, Emil->Alfons,
    smtp = ("--from", "gm@example.org", "--smtp", smtp_server.address, "--security", "none")  # Fritzchen->Gustav
    ok(capsys, "mail", game, "--lot", *smtp)
    rounds = tmp_path / "r1.csv"
    rounds.write_text("guesser,target,word\nAlfons,Beatrix,TISCH\nGustav,Emil,LAMPE\nBeatrix,Fritzchen,KERZE\n",
                      encoding="utf-8")
    ok(capsys, "guesses", game, "--round", 1, rounds)
    ok(capsys, "mail", game, "--round", 1, *smtp)
    rounds = tmp_path / "r2.csv"
    rounds.write_text("guesser,target,word\nEmil,Alfons,SALAT\n", encoding="utf-8")
    ok(capsys, "guesses", game, "--round", 2, rounds)
    assert evaluate(load_game(game)).game_over_after == 2
    ok(capsys, "mail", game, "--round", 2, *smtp)
    log = load_game(game).sent
    finals = {record.player: record.message_id for record in log if record.kind == "final"}
    assert len(finals) == 5 and all(finals.values())
    assert {record.message_id for record in log} == {message["Message-ID"] for message in _sent(smtp_server)}
    assert load_game(game).openings == ((1, load_game(game).opening(1)), (2, load_game(game).opening(2)))
    return game, {(record.kind, record.player): record.message_id for record in log}


def test_replies_to_the_final_report_are_listed_apart_and_taken_only_when_the_game_master_says(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        imap_server: ImapServer, smtp_server: Server) -> None:
    game, ids = _game_over(tmp_path, capsys, smtp_server)
    arrived = datetime.now(timezone.utc) + timedelta(minutes=1)  # after the final report went out
    # Emil thanks from Outlook (In-Reply-To alone), with a line that reads as a guess of round 2's
    imap_server.append(reply("outlook", sender="Emil <emil@example.org>", subject="AW: Herbst: final standings",
                             date=arrived, message_id="<e2@test>", body="Thanks, well played!\nGustav: HOSEN",
                             language="en", thread=(ids["final", "Emil"],)), arrived=arrived)
    # Gustav argues a figure with Thunderbird: In-Reply-To, and References folded, round 1's report first
    imap_server.append(reply("thunderbird", sender="Gustav <gustav@example.org>", subject="Re: Herbst: final "
                             "standings", date=arrived, message_id="<g2@test>", body="Alfons: SALAT",
                             language="en", thread=(ids["round", "Gustav"], ids["final", "Gustav"])),
                       arrived=arrived)
    # Alfons answers from Gmail his own mail of the thread: the final report only in References
    imap_server.append(reply("gmail", sender="Alfons <alfons@example.org>", subject="Re: Herbst: final standings",
                             date=arrived, message_id="<a2@test>", body="Gustav: HOSEN", language="en",
                             thread=(ids["final", "Alfons"], "<a1@test>")), arrived=arrived)
    # Beatrix thanks from Apple Mail in HTML alone, in French
    imap_server.append(reply("apple-mail-html", sender="Beatrix <beatrix@example.org>", subject="Re: Herbst",
                             date=arrived, message_id="<b2@test>", body="Merci, bien joué !", language="fr",
                             thread=(ids["final", "Beatrix"],)), arrived=arrived)
    before = game.read_bytes()

    out = _inbox(capsys, monkeypatch, game, imap_server)
    for name, message_id in (("Emil", "<e2@test>"), ("Gustav", "<g2@test>"), ("Alfons", "<a2@test>"),
                             ("Beatrix", "<b2@test>")):
        assert f"{name} (no mail for this round): not taken: it answers the final report\n" in out, out
        assert f", it answers the final report (--take {message_id} takes it for round 2)" in out, out
    assert "would take" not in out, out

    data = json.loads(_inbox(capsys, monkeypatch, game, imap_server, "--json"))
    emil = next(one for one in data["players"] if one["player"] == "Emil")
    assert emil["outcome"] == "stale" and emil["mail"] is None
    assert [(m["message_id"], m["reason"]["code"], m["reason"]["params"]) for m in emil["stale"]] == [
        ("<e2@test>", "intake.answers_final", {"report": "2"})]

    _inbox(capsys, monkeypatch, game, imap_server, "--apply")
    assert guesses_of(game, 2) == [("Emil", "Alfons", "SALAT")]  # the guess that ended the game stays
    assert load_game(game).mails_taken == () and game.read_bytes() == before

    # the game master reads Emil's and says it is round 2's after all
    _inbox(capsys, monkeypatch, game, imap_server, "--apply", "--take", "<e2@test>")
    assert guesses_of(game, 2) == [("Emil", "Gustav", "HOSEN")]
    assert [m.message_id for m in load_game(game).mails_taken] == ["<e2@test>"]


test_the_inbox_listing_gives_the_reason_in_the_game_masters_language = listing_test(
    _game_over, answered=("final", "Emil"), reasons=REASON, english="final report", sender="Emil <emil@example.org>",
    subject="Re: Herbst: final standings", message_id="<e2@test>")


# -- the core, and the app's listing -----------------------------------------------------------------------------

AT = "2026-12-02T09:03:00+01:00"


def _over_with_log() -> tuple:  # type: ignore[type-arg]
    """The rules' example, over after round 2, its final report mailed to Emil (his address set)."""
    import dataclasses

    from wordmastermind.core.wmm.examples import rules_example
    from test_corrections import ended_in_round_two

    game = ended_in_round_two(rules_example())
    game = dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"{p.name.lower()}@example.org") for p in game.players))
    game = game.with_opening(1, AT).with_opening(2, AT).with_sent([
        Sent("round", 1, "Emil", AT, message_id="<1@gm>"), Sent("final", 2, "Emil", AT, message_id="<f@gm>")])
    assert evaluate(game).game_over_after == 2
    thanks = InMail("emil@example.org", datetime.fromisoformat(AT) + timedelta(hours=1), "<e@x>", "AW: Endstand",
                    "Danke!\nAlfons: WOLKE", replies_to=("<f@gm>", "<1@gm>"))
    return game, thanks


def test_the_core_holds_a_reply_to_the_final_report_back_with_its_code() -> None:
    game, thanks = _over_with_log()
    one, = plan_intake(game, 2, [thanks]).players
    assert one.outcome == "stale" and one.mail is None
    assert [(why.code, why.params) for _mail, why in one.stale] == [("intake.answers_final", {"report": 2})]
    taken, = plan_intake(game, 2, [thanks], Choices(take=frozenset({"<e@x>"}))).players
    assert taken.outcome == "taken" and not taken.stale


@pytest.mark.parametrize(("language", "group", "tip"), [
    ("en", "Answers to the final report", "for round 2 although it answers the final report"),
    ("de", "Antworten auf den Schlussbericht", "für Runde 2 zu übernehmen, obwohl sie auf den Schlussbericht"),
    ("nl", "Antwoorden op het eindverslag", "voor ronde 2 over te nemen, hoewel hij antwoordt op het eindverslag"),
    ("fr", "Réponses au compte rendu final", "pour la manche 2 bien qu’il réponde au compte rendu final"),
])
def test_the_fetch_dialog_lists_a_reply_to_the_final_report_apart_and_a_tick_takes_it(
        qapp: Any, language: str, group: str, tip: str) -> None:
    game, thanks = _over_with_log()
    listed_apart_and_ticked(game, thanks, language, group, tip, REASON[language])


def listed_apart_and_ticked(game: Any, thanks: InMail, language: str, group: str, tip: str, reason: str) -> None:
    """The fetch dialog on round 2, in ``language``, lists Emil's ``thanks`` alone in ``group``, with ``reason``
    and a tooltip holding ``tip``; its tick takes its guess, WOLKE."""
    from wordmastermind.gui.i18n import Translators
    from wordmastermind.gui.mail.intake_model import IntakeModel
    from wordmastermind.gui.mail.intake_rows import Toggle, intake_rows, toggled
    from wordmastermind.gui.roles import TOGGLE_ROLE

    assert Translators().install(language)  # English again after the test (conftest)
    choices = Choices()
    model = IntakeModel()
    model.show(intake_rows(plan_intake(game, 2, [thanks], choices), choices, language))
    groups = {model.index(row, 0).data(): model.index(row, 0) for row in range(model.rowCount())}
    assert list(groups) == [group]
    emil = model.index(0, 0, groups[group])
    assert emil.data() == "Emil"
    assert emil.siblingAtColumn(2).data() == reason
    assert emil.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    assert tip in emil.data(Qt.ItemDataRole.ToolTipRole)
    toggle = emil.data(TOGGLE_ROLE)
    assert toggle == Toggle("take", thanks.message_id)
    taken, = plan_intake(game, 2, [thanks], toggled(choices, toggle, True)).players
    assert taken.outcome == "taken" and taken.guesses[0].word == "WOLKE"
