"""Each round takes only its own mails: the round's window, choices line by line, receipts once (the core, no server)."""

from __future__ import annotations

import json
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from wordmastermind.core.messages import WMM
from wordmastermind.core.wmm.game import Game, Guess, Player, Round
from wordmastermind.core.wmm.intake import INTAKE, Choices, InMail, Intake, plan_intake
from wordmastermind.core.wmm.lot import with_drawn_lot
from wordmastermind.core.wmm.receipt_log import for_player, receipt_key, receipts_due, receipts_record
from wordmastermind.core.wmm.round_window import mail_window, opened_at, report_went_out
from wordmastermind.files.wmm.file import game_from_json, game_to_json, load_game, save_game

ROSTER = (Player("Alfons", "SALAT", "alfons@example.org"), Player("Gustav", "HOSEN", "Gustav@Example.org"),
          Player("Beatrix", "TISCH", "beatrix@example.org"), Player("Emil", "LAMPE", "emil@example.org"),
          Player("Fritzchen", "KERZE", "fritz@example.org; fritz.privat@example.net"))
LOT = {"Alfons": "Beatrix", "Gustav": "Emil", "Beatrix": "Fritzchen", "Emil": "Alfons", "Fritzchen": "Gustav"}


def at(day: int, hour: int, minute: int = 0) -> datetime:
    return datetime(2026, 12, day, hour, minute, tzinfo=timezone.utc)


def game_with_lot() -> Game:
    game = with_drawn_lot(Game(players=ROSTER), seed=1)
    assert {guesser: targets[0] for guesser, targets in game.lot.assignment} == LOT  # type: ignore[union-attr]
    return game


def mail(sender: str, text: str, arrived: datetime, message_id: str, **more: object) -> InMail:
    return InMail(sender, arrived, message_id, "Tipps", text, **more)  # type: ignore[arg-type]


def by_player(intake: Intake) -> dict[str, tuple[str, list[tuple[str, str]]]]:
    return {one.player: (one.outcome, [(g.target, g.word) for g in one.taken]) for one in intake.players}


def played_to_round_3() -> tuple[Game, list[InMail]]:
    """Rounds 1 and 2 played by mail; the reports went out on 1, 3 and 5 December at 9:00."""
    game = report_went_out(game_with_lot(), 0, at(1, 9))
    round_1 = [mail("alfons@example.org", "Beatrix: STUHL", at(1, 10), "<a1@x>"),
               mail("gustav@example.org", "Emil: TOLLE", at(1, 11), "<g1@x>"),
               mail("fritz.privat@example.net", "Gustav: HOSER", at(1, 12), "<f1@x>")]
    intake = plan_intake(game, 1, round_1)
    assert by_player(intake) == {"Alfons": ("taken", [("Beatrix", "STUHL")]), "Gustav": ("taken", [("Emil", "TOLLE")]),
                                 "Fritzchen": ("taken", [("Gustav", "HOSER")])}
    game = report_went_out(intake.game, 1, at(3, 9))
    round_2 = [mail("beatrix@example.org", "Alfons: SAHNE", at(3, 10), "<b2@x>"),
               mail("beatrix@example.org", "Alfons: SALBE", at(3, 11), "<b2b@x>")]
    intake = plan_intake(game, 2, round_1 + round_2)
    assert by_player(intake) == {"Beatrix": ("taken", [("Alfons", "SALBE")])}
    assert [m.message_id for m in intake.players[0].superseded] == ["<b2@x>"]
    assert {m.message_id for m, number in intake.elsewhere} == {"<a1@x>", "<g1@x>", "<f1@x>"}
    return report_went_out(intake.game, 2, at(5, 9)), round_1 + round_2


def test_an_earlier_rounds_mail_is_never_taken_again() -> None:
    game, mails = played_to_round_3()
    # Beatrix sent nothing for round 3: neither her taken round-2 mail nor the one it superseded is taken
    intake = plan_intake(game, 3, mails)
    assert not intake.changed and len(game.rounds) == 2
    assert intake.players == ()  # the one her round-2 mail superseded is round 2's: only counted, not offered
    assert [(m.message_id, number) for m, number in intake.earlier] == [("<b2@x>", 2)]
    assert {m.message_id for m, _ in intake.elsewhere} == {"<a1@x>", "<g1@x>", "<f1@x>", "<b2b@x>"}
    # the game master may still take it, by its Message-ID
    taken = plan_intake(game, 3, mails, Choices(take=frozenset({"<b2@x>"})))
    assert by_player(taken) == {"Beatrix": ("taken", [("Alfons", "SAHNE")])} and taken.earlier == ()
    assert plan_intake(game, 3, mails, Choices(include_late=True)).changed is False


def test_a_mail_before_the_round_opened_is_offered_only_if_it_may_be_meant_for_it() -> None:
    game, mails = played_to_round_3()
    emil = mail("emil@example.org", "Alfons: SAUNA", at(4, 10), "<e2@x>")  # before round 3 opened (5 Dec 9:00)
    # Round 2 had no deadline and nothing was taken from Emil for it: it may be an answer to round 3, early
    intake = plan_intake(game, 3, [*mails, emil])
    assert [(one.player, one.outcome) for one in intake.players] == [("Emil", "early")]
    assert [m.message_id for m, _ in intake.earlier] == ["<b2@x>"]  # Beatrix's, superseded in round 2
    # by round 2's deadline, it was round 2's (refused or left out there): only counted, in round 2's summary
    by_deadline = game.with_deadline(2, "2026-12-04T12:00+00:00")
    intake = plan_intake(by_deadline, 3, [*mails, emil])
    assert intake.players == () and [(m.message_id, n) for m, n in intake.earlier] == [("<b2@x>", 2), ("<e2@x>", 2)]
    # after that deadline, it may be meant for round 3: offered, to be ticked
    late = mail("emil@example.org", "Alfons: SAUNA", at(4, 13), "<e2b@x>")
    intake = plan_intake(by_deadline, 3, [*mails, late])
    assert [(one.player, one.outcome) for one in intake.players] == [("Emil", "early")]
    assert [m.message_id for m in intake.players[0].early] == ["<e2b@x>"]


def test_the_listing_and_the_apps_rows_count_the_mails_of_an_earlier_round(capsys: pytest.CaptureFixture[str]) -> None:
    from wordmastermind.cli.inbox_listing import intake_json, print_intake
    from wordmastermind.gui.mail.intake_rows import intake_rows

    game, mails = played_to_round_3()
    intake = plan_intake(game, 3, mails)
    print_intake(intake, len(mails), applied=False)
    out = capsys.readouterr().out
    assert "1 player's mail of round 2 or before, dealt with there (not offered again).\n" in out
    assert "Beatrix" not in out  # not listed under her name, with an offer to take it
    assert [(m["message_id"], m["round"]) for m in intake_json(intake, 5, applied=False, saved=False)["earlier"]] == [
        ("<b2@x>", 2)]
    rows = {row.key: row for row in intake_rows(intake, Choices(), "en")}
    assert ("group", "early") not in rows
    assert rows[("earlier",)].texts[0] == "1 mail was for round 2 or before"
    # the mails taken for rounds 1 and 2 (Beatrix's of round 2 among them): "round 1, 2" was said before
    assert rows[("elsewhere",)].tips[0] == "Taken for rounds 1–2: never offered again."


def test_only_mails_after_the_opening_count_and_strangers_before_it_are_counted() -> None:
    game, mails = played_to_round_3()
    new = [mail("emil@example.org", "Alfons: SAUNA", at(5, 10), "<e3@x>"),
           mail("spam@example.net", "Buy now", at(5, 11), "<s3@x>"),
           mail("spam@example.net", "Buy again", at(4, 11), "<s2@x>")]
    intake = plan_intake(game, 3, mails + new, before=300)
    assert by_player(intake)["Emil"] == ("taken", [("Alfons", "SAUNA")])
    assert [m.message_id for m in intake.strangers] == ["<s3@x>"]
    assert intake.before == 301  # the fetch's 300 not read, and the stranger's mail before round 3 opened
    assert intake.opened == at(5, 9)
    window = mail_window(game, 3)
    assert window.since == at(3, 9) and window.opened == at(5, 9)  # round 2's opening: the early mails are listed
    assert window.wanted("Fritz <FRITZ.PRIVAT@example.net>", "<new@x>")
    assert not window.wanted("spam@example.net", "<new@x>") and not window.wanted("alfons@example.org", "<a1@x>")


def test_without_a_recorded_opening_the_newest_mail_taken_or_the_deadline_opens_the_round() -> None:
    game = game_with_lot()
    intake = plan_intake(game, 1, [mail("alfons@example.org", "Beatrix: STUHL", at(1, 10), "<a1@x>")])
    game = intake.game.with_deadline(1, "2026-12-01T08:00+00:00")
    assert opened_at(game, 2) == at(1, 10)  # the mail taken is later than the deadline
    assert opened_at(game.with_deadline(1, "2026-12-02T18:00+00:00"), 2) == at(2, 18)
    # a game written before arrival times were kept: round 2 has no known opening, every mail may be its
    old = Game(game.settings, game.players, game.lot, game.rounds, mails_taken=(
        type(game.mails_taken[0])(1, "Alfons", "<a1@x>"),))
    assert opened_at(old, 2) is None


def test_the_arrival_decides_what_is_latest_and_late_not_the_senders_date() -> None:
    game = game_with_lot().with_deadline(1, "2026-12-01T18:00+00:00")
    future = mail("alfons@example.org", "Beatrix: STUHL", at(1, 10), "<a1@x>",
                  dated=datetime(2099, 1, 1, tzinfo=timezone.utc))
    correction = mail("alfons@example.org", "Beatrix: TOLLE", at(1, 12), "<a2@x>", dated=at(1, 12))
    backdated = mail("gustav@example.org", "Emil: TOLLE", at(1, 19), "<g1@x>", dated=at(1, 17))
    intake = plan_intake(game, 1, [future, correction, backdated])
    assert by_player(intake) == {"Alfons": ("taken", [("Beatrix", "TOLLE")]), "Gustav": ("late", [])}
    assert future.misdated and not correction.misdated and not backdated.misdated


def test_a_mail_with_several_senders_or_no_sender_is_listed_not_taken() -> None:
    game = game_with_lot()
    broken = mail("alfons@example.org", "Beatrix: STUHL", at(1, 10), "<a1@x>", problem="several senders")
    intake = plan_intake(game, 1, [broken])
    assert intake.unreadable == (broken,) and not intake.players and not intake.changed


def test_a_closed_round_takes_no_mail_and_says_so() -> None:
    game, mails = played_to_round_3()
    late_correction = mail("gustav@example.org", "Emil: LAMPE", at(4, 10), "<g2@x>")
    intake = plan_intake(game, 2, [*mails, late_correction])
    assert intake.closed and not intake.changed
    gustav = next(one for one in intake.players if one.player == "Gustav")
    assert gustav.outcome == "refused" and gustav.reason.code == "intake.closed"  # type: ignore[attr-defined]
    assert str(gustav.reason) == "round 2 is closed: its report went out and round 3 has begun"


def test_the_good_lines_of_a_mail_go_in_the_bad_one_marked() -> None:
    game = report_went_out(game_with_lot(), 0, at(1, 9))
    # Alfons may guess only at Beatrix in round 1: his second line breaks the lot, his third cannot be read
    text = "Beatrix: STUHL\nEmil: LAMPE\nGustav: HO SEN\n"
    mails = [mail("alfons@example.org", text, at(1, 10), "<a1@x>")]
    refused = plan_intake(game, 1, mails).players[0]
    assert refused.outcome == "refused" and refused.takeable == 2
    taken = plan_intake(game, 1, mails, Choices(good_lines=frozenset({"<a1@x>"})))
    alfons = taken.players[0]
    assert alfons.outcome == "taken" and [(g.target, g.word) for g in alfons.taken] == [("Beatrix", "STUHL"),
                                                                                      ("Emil", "LAMPE")]
    assert [(line.number, line.reason.code) for line in alfons.marked] == [(2, "guess.not_drawn")]  # type: ignore[attr-defined]
    assert [line.number for line in alfons.not_taken] == [3]
    assert [(g.guesser, g.target, g.word) for g in taken.game.rounds[0].guesses] == [
        ("Alfons", "Beatrix", "STUHL"), ("Alfons", "Emil", "LAMPE")]


def test_a_suggested_name_is_taken_only_when_the_game_master_takes_it() -> None:
    game = report_went_out(game_with_lot(), 0, at(1, 9))
    mails = [mail("gustav@example.org", "Emli: LAMPE", at(1, 10), "<g1@x>")]
    held = plan_intake(game, 1, mails).players[0]
    assert held.outcome == "refused" and [(s.written, s.target) for s in held.suggestions] == [("Emli", "Emil")]
    assert str(held.not_taken[0].reason) == "Emli is no player: did you mean Emil?"
    for choices in (Choices(all_names=True), Choices(names=frozenset({("<g1@x>", 1, "Emli")}))):
        assert by_player(plan_intake(game, 1, mails, choices)) == {"Gustav": ("taken", [("Emil", "LAMPE")])}


def test_a_left_mail_does_not_count_and_the_one_before_does() -> None:
    game = report_went_out(game_with_lot(), 0, at(1, 9))
    mails = [mail("gustav@example.org", "Emil: TOLLE", at(1, 10), "<g1@x>"),
             mail("gustav@example.org", "Emil: BIRNE", at(1, 11), "<g2@x>")]
    intake = plan_intake(game, 1, mails, Choices(leave=frozenset({"<g2@x>"})))
    assert by_player(intake) == {"Gustav": ("taken", [("Emil", "TOLLE")])}
    assert [m.message_id for m in intake.players[0].left] == ["<g2@x>"]


def test_a_guess_twice_at_a_target_names_the_mails_line_not_the_rounds_row() -> None:
    game = report_went_out(game_with_lot(), 0, at(1, 9))
    typed = game.with_round(1, Round((Guess("Emil", "Alfons", "SAHNE"),)))
    mails = [mail("gustav@example.org", "Emil: TOLLE\nEmil: BIRNE", at(1, 10), "<g1@x>")]
    gustav = plan_intake(typed, 1, mails).players[0]
    assert gustav.outcome == "refused"
    assert "(line 1)" in str(gustav.reason) and "row" not in str(gustav.reason), gustav.reason


def test_a_receipt_is_owed_once_and_again_when_what_it_says_changes() -> None:
    game = report_went_out(game_with_lot(), 0, at(1, 9))
    first = [mail("gustav@example.org", "Emil: TOLLE", at(1, 10), "<g1@x>"),
             mail("alfons@example.org", "Beatrix: STUHL", at(1, 10), "<a1@x>")]
    intake = plan_intake(game, 1, first)
    assert [one.player for one in receipts_due(intake, intake.game)] == ["Alfons", "Gustav"]
    game = intake.game.with_receipts(receipts_record(1, intake.players))
    again = plan_intake(game, 1, first)  # taken before now: the same receipt
    assert [one.outcome for one in again.players] == ["already", "already"]
    assert receipts_due(again, game) == ()
    assert len(receipts_due(again, game, again=True)) == 2
    # Gustav's correction, and a late one of Alfons's that is not taken: each owes a receipt
    game = game.with_deadline(1, "2026-12-01T18:00+00:00")
    more = [*first, mail("gustav@example.org", "Emil: BIRNE", at(1, 11), "<g2@x>"),
            mail("alfons@example.org", "Beatrix: TOLLE", at(1, 19), "<a2@x>")]
    later = plan_intake(game, 1, more)
    assert [one.player for one in receipts_due(later, later.game)] == ["Alfons", "Gustav"]
    assert receipt_key(later.players[0]) != receipt_key(again.players[0])


def test_a_receipt_tells_nothing_of_another_players_secret() -> None:
    inner = WMM.say("guess.bad_secret", name="Emil", reason="LAMPEN has 6 letters, the game needs 5")
    told = for_player(INTAKE.say("intake.line", line=1, text="Emil: LAMPE", reason=inner))
    assert "LAMPEN" not in str(told) and "6 letters" not in str(told) and "game master will tell you" in str(told)
    safe = WMM.say("guess.own_word", name="Emil")
    assert for_player(safe) is safe


def test_the_game_file_keeps_openings_receipts_and_arrivals(tmp_path: Path) -> None:
    game, _ = played_to_round_3()
    game = game.with_receipts(receipts_record(2, plan_intake(game, 2, []).players))
    path = tmp_path / "game.wmm"
    save_game(game, path)
    again = load_game(path)
    assert again.openings == game.openings == ((1, "2026-12-01T09:00:00+00:00"), (2, "2026-12-03T09:00:00+00:00"),
                                               (3, "2026-12-05T09:00:00+00:00"))
    assert again.mails_taken == game.mails_taken and again.mails_taken[0].received == at(1, 10)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["openings"][0] == {"round": 1, "at": "2026-12-01T09:00:00+00:00"}
    # a file written before: no openings, no receipts, taken mails without their arrival
    for key in ("openings", "receipts"):
        data.pop(key, None)
    for taken in data["mails_taken"]:
        taken.pop("received")
    old = game_from_json(data)
    assert old.openings == () and all(m.received is None for m in old.mails_taken)
    data["openings"] = [{"round": 2, "at": "soon"}]
    with pytest.raises(Exception, match=r"openings\[0\]\.at"):
        game_from_json(data)


def test_a_report_sent_again_opens_nothing() -> None:
    game, _ = played_to_round_3()
    assert report_went_out(game, 1, at(9, 9)) is game  # round 2 opened long ago
    game = game.with_round(3, Round((Guess("Emil", "Alfons", "SAUNA"),)))
    assert report_went_out(game.with_opening(3, ""), 2, at(9, 9)).opening(3) == ""  # round 3 holds guesses
    assert game_to_json(game)["openings"][-1] == {"round": 3, "at": "2026-12-05T09:00:00+00:00"}


def test_a_mail_that_replaces_a_players_guesses_names_those_that_go() -> None:
    """Found by a Dutch game master: a player's second mail, with another guess, replaced the round's guess
    from her first, and the listing only said "superseded"; the guess entered and scored went unsaid."""
    game, mails = played_to_round_3()
    game = game.with_round(3, Round((Guess("Beatrix", "Alfons", "SAHNE"), Guess("Gustav", "Emil", "TOLLE"))))
    newer = [mail("beatrix@example.org", "Emil: LAMPA", at(5, 10), "<b3@x>"),
             mail("gustav@example.org", "Emil: BIRNE", at(5, 11), "<g3@x>")]
    intake = plan_intake(game, 3, mails + newer)
    assert by_player(intake) == {"Beatrix": ("taken", [("Emil", "LAMPA")]), "Gustav": ("taken", [("Emil", "BIRNE")])}
    gustav, beatrix = intake.players  # in the roster's order
    assert beatrix.dropped == (Guess("Beatrix", "Alfons", "SAHNE"),)
    assert gustav.dropped == ()  # a new word at the same player: his newer guess
    assert sorted((g.guesser, g.target, g.word) for g in intake.game.rounds[2].guesses) == [
        ("Beatrix", "Emil", "LAMPA"), ("Gustav", "Emil", "BIRNE")]


def test_the_listing_and_the_apps_rows_say_which_guesses_go(capsys: pytest.CaptureFixture[str]) -> None:
    from wordmastermind.cli.inbox_listing import intake_json, print_intake
    from wordmastermind.gui.mail.intake_rows import intake_rows

    game, mails = played_to_round_3()
    game = game.with_round(3, Round((Guess("Beatrix", "Alfons", "SAHNE"),)))
    intake = plan_intake(game, 3, [*mails, mail("beatrix@example.org", "Emil: LAMPA", at(5, 10), "<b3@x>")])
    print_intake(intake, len(mails) + 1, applied=False)
    assert "  goes from the round: Alfons: SAHNE (in the round now, not in this mail)\n" in capsys.readouterr().out
    assert intake_json(intake, 1, applied=False, saved=False)["players"][0]["dropped"] == [
        {"target": "Alfons", "word": "SAHNE"}]
    counting = next(row for row in intake_rows(intake, Choices(), "en") if row.key == ("group", "counting"))
    lines = [child.texts for child in counting.children[0].children]
    assert ("Alfons: SAHNE", "", "goes from the round: not in this mail") in lines


def test_a_receipt_lists_a_guess_that_scores_nothing_apart_from_those_that_count() -> None:
    """Found by a Dutch game master: a receipt listed a guess taken marked under "these guesses count", with
    "(taken, but it scores nothing: …)" beside it; the player could not tell what counted."""
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.player_view import player_view
    from wordmastermind.files.mail.receipts import receipts

    game = report_went_out(game_with_lot(), 0, at(1, 9))
    mails = [mail("alfons@example.org", "Beatrix: STUHL\nGustav: HOSEN", at(1, 10), "<a1@x>"),
             mail("gustav@example.org", "Beatrix: TASSE", at(1, 11), "<g1@x>")]
    intake = plan_intake(game, 1, mails, Choices(good_lines=frozenset({"<a1@x>", "<g1@x>"})))
    view = player_view(evaluate(intake.game), 0)
    bodies = {one.name: one.body for one in receipts(intake, view, "gm@example.org", "en")}
    alfons = bodies["Alfons"].split("\n")
    assert alfons[2:9] == [
        "Your mail of Tue, 01 Dec 2026 10:00:00 +0000 is in: these guesses count for round 1:",
        "  Beatrix: STUHL", "", "These guesses were taken but score nothing:",
        "  Gustav: HOSEN  (in round 1 the lot lets Alfons guess at Beatrix, not at Gustav)",
        "To correct them, send all your guesses for round 1 again.", ""]
    gustav = bodies["Gustav"].split("\n")
    assert gustav[2] == "Your mail of Tue, 01 Dec 2026 11:00:00 +0000 is in, but none of its guesses counts for round 1."
    assert "these guesses count" not in bodies["Gustav"]
    # planned again once the mails are in (a second inbox run): the receipt is the same, and owed no more
    from wordmastermind.core.wmm.receipt_log import receipt_key

    again = plan_intake(intake.game, 1, mails, Choices(good_lines=frozenset({"<a1@x>", "<g1@x>"})))
    assert [one.outcome for one in again.players] == ["already", "already"]
    repeated = {one.name: one.body for one in receipts(again, player_view(evaluate(again.game), 0), "gm@example.org",
                                                       "en")}
    assert repeated["Alfons"].split("\n")[3:9] == alfons[3:9]  # HOSEN scores nothing, said apart as before
    assert [receipt_key(one) for one in again.players] == [receipt_key(one) for one in intake.players]


def test_a_receipt_leaves_out_the_quoted_mail_the_greeting_and_the_players_signature() -> None:
    """Found by a Dutch game master: receipts listed "line 7: On Mon … wrote: (the quoted original (120 lines):
    not read)", the greeting ("Hallo Joe, (names no player)") and the player's own signature among the lines
    not taken: the game master's clutter. A guess at a name that is nobody's is told."""
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.player_view import player_view
    from wordmastermind.files.mail.receipts import receipts

    game = report_went_out(game_with_lot(), 0, at(1, 9))
    text = ("Hallo Joe,\n\nBeatrix: STUHL\nStefan: TASSE\n\n-- \nAlfons Meier\n\nOn Tue, 1 Dec 2026 at 09:00 Joe"
            " <gm@example.org> wrote:\n> Beatrix: WORT\n> Gustav: WORT\n")
    intake = plan_intake(game, 1, [mail("alfons@example.org", text, at(1, 10), "<a1@x>")])
    assert {line.reason.code for line in intake.players[0].not_taken} >= {"intake.signature"}
    (body,) = [one.body for one in receipts(intake, player_view(evaluate(intake.game), 0), "gm@example.org", "en")]
    assert "  Beatrix: STUHL" in body
    assert "Hallo Joe" not in body and "names no player" not in body
    assert "Lines not taken:\n  line 4: Stefan: TASSE  (Stefan is no player)\n" in body
    assert "signature" not in body and "quoted" not in body and "WORT" not in body
    (german,) = [one.body for one in receipts(intake, player_view(evaluate(intake.game), 0), "gm@example.org",
                                              "de")]
    assert "Hallo Joe" not in german and "Zeile 4: Stefan: TASSE  (Stefan ist kein Spieler)" in german


def test_the_senders_own_name_as_a_greeting_or_a_signature_is_no_guess_and_no_line_of_the_receipt() -> None:
    """Found in the app: "Otto hier." was read as Otto's guess HIER at his own word, the mail refused whole (its
    "take the good lines" counted it), and a receipt listed "line 10: Alfons (a name without a word)", the
    player's own name signed under the guesses."""
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.player_view import player_view
    from wordmastermind.files.mail.receipts import receipts

    game = report_went_out(game_with_lot(), 0, at(1, 9))
    text = "Alfons hier.\n\nBeatrix: STUHL\n\nGruß\nAlfons\n"
    intake = plan_intake(game, 1, [mail("alfons@example.org", text, at(1, 10), "<a1@x>")])
    (alfons,) = [one for one in intake.players if one.player == "Alfons"]
    assert alfons.outcome == "taken" and [(g.target, g.word) for g in alfons.taken] == [("Beatrix", "STUHL")]
    reasons = {line.number: line.reason.code for line in alfons.not_taken}
    assert reasons == {1: "intake.own_name", 5: "intake.no_player", 6: "intake.own_signature"}  # 5: "Gruß"
    (body,) = [one.body for one in receipts(intake, player_view(evaluate(intake.game), 0), "gm@example.org", "en")]
    assert "  Beatrix: STUHL" in body and "Lines not taken" not in body and "hier" not in body
    # another player's name and a word, no separator: a guess as ever
    intake = plan_intake(game, 1, [mail("alfons@example.org", "Beatrix stuhl\n", at(1, 10), "<a2@x>")])
    assert [(g.target, g.word) for one in intake.players for g in one.taken] == [("Beatrix", "STUHL")]
