"""A round corrected after its report went out reaches the players who hold the old report.

The game file logs every mail that went out with what it told each player (``sent``); a round
changed since is "changed after it was sent", and ``mail --round N --correction`` tells each
player whose marks, points, total, rank, word or next round changed what changed (old → new) with the
corrected report, and nobody else.
"""

from __future__ import annotations

import dataclasses
import email.policy
from email.message import EmailMessage
from email.parser import BytesParser
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordmastermind.core.wmm.correction import correction_lines
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game, Guess
from wordmastermind.core.wmm.sent_log import changed_rounds, corrections, find_corrections, sent_reports
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.mail.flowed import unflowed
from wordmastermind.files.wmm.file import game_from_json, game_to_json, load_game, save_game

from smtp_support import Server
from test_cli_mail import run

AT = "2026-12-02T09:03:00+01:00"


def mailed(game: Game) -> Game:
    return dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"{p.name.lower()}@example.org") for p in game.players))


def plain_text(message: Any) -> str:
    """The plain text of a mail as a mail program that reads format=flowed shows it (its lines ending in ``\\n``)."""
    assert isinstance(message, EmailMessage)
    part = message.get_body(("plain",))
    assert part is not None
    content = part.get_content()
    assert isinstance(content, str)
    return unflowed(content.replace("\r\n", "\n"))


def smtp(server: Server) -> tuple[str, ...]:
    return ("--from", "gm@example.org", "--smtp", server.address, "--security", "none")


def alfons_row(game: Game) -> int:
    return next(i for i, g in enumerate(game.rounds[1].guesses) if g.guesser == "Alfons")


def test_the_log_keeps_what_went_out_and_a_round_changed_since_is_seen(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    path = tmp_path / "game.wmm"
    save_game(mailed(rules_example()), path)
    code, out, err = run(capsys, "mail", path, "--round", 2, *smtp(smtp_server))
    assert code == 0, err
    game = load_game(path)
    assert [(s.kind, s.round, s.player, s.status) for s in game.sent] == [
        ("round", 2, name, "sent") for name in ("Alfons", "Gustav", "Beatrix", "Emil", "Fritzchen")]
    assert "total\t31" in game.sent[0].snapshot
    assert changed_rounds(evaluate(game)) == ()
    # the game master finds a typo in Alfons's guess of round 2 and corrects it
    save_game(game.with_guess(2, alfons_row(game), Guess("Alfons", "Emil", "LAMPA")), path)
    assert changed_rounds(evaluate(load_game(path))) == (2,)

    received = smtp_server.handler.count()
    code, out, err = run(capsys, "mail", path, "--round", 2, "--correction", *smtp(smtp_server))
    assert code == 0, err
    new = smtp_server.handler.messages()[received:]
    # Emil's word is in play again: Emil is told so, and everyone may guess at it in round 3
    assert [m.rcpt_tos for m in new] == [[f"{name}@example.org"] for name in
                                         ("alfons", "gustav", "beatrix", "emil", "fritzchen")]
    bodies = [BytesParser(policy=email.policy.default).parsebytes(m.data) for m in new]
    body = plain_text(bodies[0])
    assert str(bodies[0]["Subject"]) == "Joes Wörter-MasterMind: the rules' example: correction of round 2"
    assert "- Your guess 1: LAMPE at Emil: +++++ 15, now LAMPA at Emil: ++++ 12" in body
    assert "- Your total: 31, now 28" in body
    assert "- Your guess points of the round: 15, now 12" in body  # not "points of the round": the word's are apart
    assert "The corrected report follows." in body and "Standings" in body
    emil = plain_text(bodies[3])
    assert "- Your word: guessed in round 2, now in play\n" in emil and "Your total" not in emil
    gustav = plain_text(bodies[1])
    assert ("- Your next round: one guess at Alfons, Beatrix and Fritzchen, now one guess at Alfons, Beatrix,"
            " Emil and Fritzchen\n") in gustav
    game = load_game(path)
    assert game.sent[-1].kind == "correction" and game.sent[-1].player == "Fritzchen"
    assert changed_rounds(evaluate(game)) == ()  # told: no longer changed after it was sent
    code, out, _err = run(capsys, "mail", path, "--round", 2, "--correction", *smtp(smtp_server))
    assert code == 0 and "no correction to send" in out and smtp_server.handler.count() == received + 5


def test_a_correction_of_an_early_round_covers_the_later_rounds_that_went_out() -> None:
    game = rules_example()
    evaluation = evaluate(game)
    names = [p.name for p in game.players]
    game = game.with_sent(sent_reports(evaluate(game, upto=1), 1, "round", names, AT)
                          + sent_reports(evaluation, 2, "round", names, AT))
    first = game.rounds[0].guesses[0]
    changed = game.with_guess(1, 0, Guess(first.guesser, first.target, first.word[::-1]))
    assert changed_rounds(evaluate(changed)) == (1, 2)
    told = {c.player for c in corrections(evaluate(changed), 1)}
    assert told == {first.guesser}
    # the mail greets, tells round 1's and round 2's changes each apart, says once that the corrected report
    # (round 2's) follows, and signs off, as the round's own mail
    from wordmastermind.files.mail.corrections import build_corrections

    scoring = mailed(game.with_guess(1, 0, Guess(first.guesser, first.target, "ZZZZZ")))  # round 2 changes too
    mails, _view = build_corrections(evaluate(scoring), 1, sender="gm@example.org", language="en")
    (mail,) = [mail for mail in mails if mail.name == first.guesser]
    lines = mail.body.splitlines()
    assert lines[:2] == [f"Dear {first.guesser},", ""]
    assert [line for line in lines if line.startswith("The report of round")] == [
        "The report of round 1 you received was corrected after it went out. What changed for you:",
        "The report of round 2 you received was corrected after it went out. What changed for you:"]
    assert lines.count("The corrected report follows.") == 1
    assert lines.index("The corrected report follows.") < lines.index("Standings")
    assert lines[-2:] == ["Best wishes,", "Your game master"]
    # and it carries the corrected report as the round's mail did: as the player's entry asks, or as told
    assert mail.message is not None and not list(mail.message.iter_attachments())
    row = next(i for i, p in enumerate(scoring.players) if p.name == first.guesser)
    wants_word = scoring.with_player(row, dataclasses.replace(scoring.players[row], attachment="docx"))
    (mail,) = [m for m in build_corrections(evaluate(wants_word), 1, sender="gm@example.org", language="en")[0]
               if m.name == first.guesser]
    assert mail.message is not None
    assert [a.get_filename() for a in mail.message.iter_attachments()] == [
        "Joes Wörter-MasterMind_ the rules' example - round 2.docx"]
    (mail,) = [m for m in build_corrections(evaluate(scoring), 1, sender="gm@example.org", language="en",
                                            attach="pdf")[0] if m.name == first.guesser]
    assert mail.message is not None
    assert [a.get_content_type() for a in mail.message.iter_attachments()] == ["application/pdf"]


def test_a_guess_of_a_round_never_reported_is_corrected_in_the_report_that_first_told_of_it() -> None:
    """Found by a game master: only round 3's report went out (it lists every guess at every word so far);
    a guess of round 2 corrected after it changed the player's total, but the correction did not say which."""
    game = rules_example()
    names = [p.name for p in game.players]
    told = game.with_sent(sent_reports(evaluate(game), 2, "round", names, AT))  # round 1's report never went out
    row, first = next((i, g) for i, g in enumerate(game.rounds[0].guesses) if g.guesser == "Alfons")
    before = next(g for g in evaluate(game).rounds[0].guesses if g.row == row)
    assert f"earlier.1.1\t{first.word} → {first.target}: {before.marks} {before.points}\n" in told.sent[0].snapshot
    changed = told.with_guess(1, row, Guess("Alfons", first.target, "ZZZZZ"))
    assert changed_rounds(evaluate(changed)) == (2,)
    (fix,) = [c for c in corrections(evaluate(changed), 2) if c.player == "Alfons"]
    after = next(g for g in evaluate(changed).rounds[0].guesses if g.row == row)
    assert (after.marks, after.points) != (before.marks, before.points)
    lines = correction_lines(fix, "en", None)
    assert lines[1] == (f"- Your guess 1 of round 1: {first.word} at {first.target}: {before.marks} {before.points},"
                        f" now ZZZZZ at {first.target}: {after.marks} {after.points}")
    # reported round by round, a report tells only of its own round's guesses, as before
    both = game.with_sent(sent_reports(evaluate(game, upto=1), 1, "round", names, AT))
    both = both.with_sent(sent_reports(evaluate(both), 2, "round", names, AT))
    assert not any("earlier." in record.snapshot for record in both.sent)
    # a correction sent keeps telling of the earlier round: a second change of it is seen again
    from wordmastermind.core.wmm.sent_log import correction_records

    fixed = changed.with_sent(correction_records(evaluate(changed), 2, names, AT))
    assert changed_rounds(evaluate(fixed)) == ()
    assert changed_rounds(evaluate(fixed.with_guess(1, row, first))) == (2,)


def test_a_guess_added_to_a_round_never_reported_where_the_player_had_none_is_corrected() -> None:
    """A player who made no guess in round 1 (its report never went out) was told so by round 2's report; a
    guess of theirs added to round 1 afterwards changed their total, and the correction has to say which."""
    game = rules_example()
    names = [p.name for p in game.players]
    first = next(g for g in game.rounds[0].guesses if g.guesser == "Alfons")
    rows = [i for i, g in enumerate(game.rounds[0].guesses) if g.guesser == "Alfons"]
    without = game.without_guesses(1, rows)
    told = without.with_sent(sent_reports(evaluate(without), 2, "round", names, AT))
    alfons = next(r for r in told.sent if r.player == "Alfons")
    assert alfons.snapshot.splitlines()[0] == "earlier.1\t"  # round 1 told of: no guess of theirs
    added = told.with_guesses_inserted(1, 0, [first])
    assert changed_rounds(evaluate(added)) == (2,)
    (fix,) = [c for c in corrections(evaluate(added), 2) if c.player == "Alfons"]
    after = next(g for g in evaluate(added).rounds[0].guesses if g.guesser == "Alfons")
    lines = correction_lines(fix, "en", None)
    assert lines[1] == (f"- Your guess 1 of round 1: (none), now {first.word} at {first.target}: {after.marks}"
                        f" {after.points}")


def test_a_correction_reads_each_report_told_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A review found it: to see what changed for a player, the snapshot their report carried was read twice
    (once for the earlier rounds it told of, once to compare it); each snapshot, old and new, is read once.
    And a snapshot now that is word for word the one the report carried is not read at all: nothing changed."""
    import wordmastermind.core.wmm.sent_log as sent_log

    game = rules_example()
    names = [p.name for p in game.players]
    told = game.with_sent(sent_reports(evaluate(game), 2, "round", names, AT))  # it tells of round 1 too
    row, first = next((i, g) for i, g in enumerate(game.rounds[0].guesses) if g.guesser == "Alfons")
    changed = evaluate(told.with_guess(1, row, Guess("Alfons", first.target, "ZZZZZ")))
    expected = corrections(changed, 2)
    assert [c.player for c in expected] == ["Alfons"]  # every player told is compared
    assert [c.what for c in expected[0].changes][:1] == ["earlier.1.1"]
    read: list[str] = []
    fields = sent_log._fields

    def counted(text: str) -> dict[str, str]:
        read.append(text)
        return fields(text)

    monkeypatch.setattr(sent_log, "_fields", counted)
    assert corrections(changed, 2) == expected
    assert len(read) == len(names) + 1  # for each player told, the report they had; Alfons's snapshot now
    assert {record.snapshot for record in told.sent} <= set(read)


def test_the_log_survives_the_file_and_a_bad_entry_is_refused_naming_it() -> None:
    game = rules_example()
    game = game.with_sent(sent_reports(evaluate(game), 2, "round", ["Alfons"], AT)
                          + sent_reports(evaluate(game), 2, "round", ["Gustav"], AT, status="failed",
                                         reasons=["550 no such user"]))
    data = game_to_json(game)
    assert game_from_json(data) == game
    data["sent"][1]["kind"] = "fax"
    with pytest.raises(ValueError, match=r"sent\[1\]\.kind"):
        game_from_json(data)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(4, 12))
def test_an_unchanged_game_needs_no_correction_and_a_changed_word_only_for_whom_it_changes(
        seed: int, players: int) -> None:
    game = random_game(players, 4, seed)
    evaluation = evaluate(game)
    names = [p.name for p in game.players]
    for number in range(1, evaluation.round + 1):
        game = game.with_sent(sent_reports(evaluate(game, upto=number), number, "round", names, AT))
    assert changed_rounds(evaluate(game)) == ()
    first = game.rounds[0].guesses[0]
    changed = game.with_guess(1, 0, Guess(first.guesser, first.target, "Q" * len(first.word)))
    found = corrections(evaluate(changed), 1)
    assert {c.player for c in found} <= {first.guesser, first.target} | set(names)
    for correction in found:  # each tells only what really differs
        assert correction.changes and all(change.old != change.new for change in correction.changes)
    if found:
        assert changed_rounds(evaluate(changed))[0] == 1


def test_postal_players_get_a_correction_letter_and_nobody_else(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import pypdf

    path = tmp_path / "game.wmm"
    game = rules_example()
    save_game(dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, address=f"{p.name}, Weg 1, 12345 Ort") for p in game.players)), path)
    code, _out, err = run(capsys, "letters", path, "--round", 2, "--pdf", tmp_path / "round2.pdf")
    assert code == 0, err
    game = load_game(path)
    assert [(s.kind, s.status) for s in game.sent] == [("letter", "written")] * 5
    save_game(game.with_guess(2, alfons_row(game), Guess("Alfons", "Emil", "LAMPA")), path)
    out_pdf = tmp_path / "correction.pdf"
    code, _out, err = run(capsys, "letters", path, "--round", 2, "--correction", "--pdf", out_pdf)
    assert code == 0, err
    text = " ".join(" ".join(page.extract_text().split()) for page in pypdf.PdfReader(str(out_pdf)).pages)
    assert text.count("Dear ") == 5 and "Dear Alfons," in text  # Emil's word is in play again: for everyone
    assert "Your total: 31, now 28" in text and "Your word: guessed in round 2, now in play" in text
    assert changed_rounds(evaluate(load_game(path))) == ()


def told_round_two(game: Game) -> Game:
    return game.with_sent(sent_reports(evaluate(game), 2, "round", [p.name for p in game.players], AT))


ROUND_TWO_HITS = {"Gustav": "Beatrix", "Beatrix": "Gustav", "Emil": "Fritzchen", "Fritzchen": "Alfons",
                  "Alfons": "Emil"}
"""Whom each player guesses at in round 2 of :func:`ended_in_round_two`."""


def ended_in_round_two(game: Game) -> Game:
    """The rules' example (its players as given) with every guess of round 2 a hit, each at another word:
    every word is guessed, and the game is over after round 2."""
    secret = {p.name: p.secret for p in game.players}
    for row, guess in enumerate(game.rounds[1].guesses):
        target = ROUND_TWO_HITS[guess.guesser]
        game = game.with_guess(2, row, Guess(guess.guesser, target, secret[target]))
    return game


def test_a_correction_that_ends_the_game_tells_everyone_that_it_is_over() -> None:
    """The players were told their next round; after the correction there is none. They were not told."""
    game = told_round_two(rules_example())
    assert not evaluate(game).game_over
    game = ended_in_round_two(game)  # the round as it really was: every word guessed
    evaluation = evaluate(game)
    assert evaluation.game_over
    found = {c.player: c for c in corrections(evaluation, 2)}
    assert set(found) == {p.name for p in game.players}
    for correction in found.values():
        said = correction_lines(correction, "en", None)
        assert [line for line in said if line.startswith("- Your next round:")][0].endswith(
            ", now none: the game is over"), said
    from wordmastermind.files.i18n import translation

    german = correction_lines(found["Emil"], "de", translation)
    assert [line for line in german if line.startswith("- Deine nächste Runde:")][0].endswith(
        ", jetzt keine: die Partie ist zu Ende"), german


def test_a_report_sent_before_the_log_kept_word_and_next_round_needs_no_correction() -> None:
    """Games whose log was written before it kept each player's word and next round (2026-11-29): their
    snapshots lack those lines (and the later WF and words guessed), and nothing is taken for changed that was
    never recorded."""
    game = told_round_two(rules_example())
    old = tuple(dataclasses.replace(record, snapshot="\n".join(
        line for line in record.snapshot.splitlines() if not line.startswith(("word\t", "next\t", "guessed\t",
                                                                               "wf\t"))))
        for record in game.sent)
    game = dataclasses.replace(game, sent=old)
    assert changed_rounds(evaluate(game)) == ()
    fixed = game.with_guess(2, alfons_row(game), Guess("Alfons", "Emil", "LAMPA"))
    assert [c.player for c in corrections(evaluate(fixed), 2)] == ["Alfons"]  # as the log could tell


def test_an_early_rounds_next_round_is_not_told_again_once_a_later_report_went_out() -> None:
    game = rules_example()
    names = [p.name for p in game.players]
    game = game.with_sent(sent_reports(evaluate(game, upto=1), 1, "round", names, AT))
    round_one = {c.player for c in corrections(evaluate(game.with_guess(
        2, alfons_row(game), Guess("Alfons", "Emil", "LAMPA"))), 1)}
    assert round_one == set()  # round 2 changed, not round 1: its report told round 2's targets, still so
    first = game.rounds[0].guesses[0]
    secret = {p.name: p.secret for p in game.players}[first.target]
    guessed = game.with_guess(1, 0, Guess(first.guesser, first.target, secret))
    # Fritzchen's word is guessed in round 1 now: while round 2 has not gone out, everyone who was told to
    # guess at it in round 2 is told otherwise; once round 2's report went out, round 1's "next round" is history
    before_two = {c.player: [x.what for x in c.changes] for c in corrections(evaluate(guessed), 1)}
    after_two = {c.player: [x.what for x in c.changes] for c in corrections(evaluate(told_round_two(guessed)), 1)}
    assert before_two["Emil"] == ["guessed.Fritzchen", "next"] and before_two["Fritzchen"] == ["word"]
    assert "Emil" not in after_two and after_two["Fritzchen"] == ["word"]
    assert all("next" not in changed and "guessed.Fritzchen" not in changed for changed in after_two.values())


def test_a_big_games_changed_next_round_names_only_who_left_it_or_came_into_it() -> None:
    """In a game of 12, a word found guessed after the report went out takes one player off everyone's
    next round: the correction says so, not the 11 names and the 10 names side by side."""
    game = random_game(12, 3, 7, hit_chance=0)
    game = game.with_sent(sent_reports(evaluate(game), 2, "round", [p.name for p in game.players], AT))
    first = game.rounds[1].guesses[0]
    secret = {p.name: p.secret for p in game.players}[first.target]
    guessed = game.with_guess(2, 0, Guess(first.guesser, first.target, secret))
    told = {c.player: c for c in corrections(evaluate(guessed), 2)}
    other = next(p.name for p in game.players if p.name not in (first.guesser, first.target))
    lines = correction_lines(told[other], "en", None)
    assert ("- Your next round: 3 guesses at 11 players, now 3 guesses at 10 players: no longer at"
            f" {first.target}") in lines
    from wordmastermind.files.i18n import translation

    german = correction_lines(told[other], "de", translation)
    assert ("- Deine nächste Runde: 3 Rateversuche bei 11 Mitspielern, jetzt 3 Rateversuche bei 10 Mitspielern:"
            f" nicht mehr bei {first.target}") in german
    # the other way round: a report that told the word guessed, corrected to a miss
    told_guessed = guessed.with_sent(sent_reports(evaluate(guessed), 2, "correction",
                                                  [p.name for p in game.players], AT))
    back = {c.player: c for c in corrections(evaluate(told_guessed.with_guess(2, 0, first)), 2)}
    assert ("- Your next round: 3 guesses at 10 players, now 3 guesses at 11 players: now also at"
            f" {first.target}") in correction_lines(back[other], "en", None)


def test_a_name_with_a_comma_stays_one_name_in_a_correction() -> None:
    """A roster of "surname, first name": the next round's list keeps each name whole."""
    game = rules_example()
    row = next(i for i, p in enumerate(game.players) if p.name == "Fritzchen")
    game = game.with_player(row, dataclasses.replace(game.players[row], name="Klein, Fritz"))
    game = told_round_two(game)
    fixed = game.with_guess(2, alfons_row(game), Guess("Alfons", "Emil", "LAMPA"))  # Emil's word in play again
    gustav = {c.player: c for c in corrections(evaluate(fixed), 2)}["Gustav"]
    assert ("- Your next round: one guess at Alfons; Beatrix and Klein, Fritz, now one guess at Alfons; Beatrix;"
            " Emil and Klein, Fritz") in correction_lines(gustav, "en", None)


def test_the_first_form_of_the_next_round_in_the_log_is_read_as_the_same() -> None:
    """Snapshots written first (2026-11-29) kept the next round as ``1 Alfons, Beatrix``: an unchanged round
    is not taken for changed because the form changed since."""
    game = told_round_two(rules_example())

    def first_form(line: str) -> str:
        if not line.startswith("next\t") or line == "next\tover":
            return line
        count, *targets = line.removeprefix("next\t").split("\t")
        return f"next\t{count} {', '.join(targets)}".rstrip()

    game = dataclasses.replace(game, sent=tuple(dataclasses.replace(record, snapshot="\n".join(
        first_form(line) for line in record.snapshot.splitlines())) for record in game.sent))
    assert any("next\t1 Alfons, " in record.snapshot for record in game.sent)
    assert changed_rounds(evaluate(game)) == ()
    fixed = game.with_guess(2, alfons_row(game), Guess("Alfons", "Emil", "LAMPA"))
    gustav = {c.player: c for c in corrections(evaluate(fixed), 2)}["Gustav"]
    assert ("- Your next round: one guess at Alfons, Beatrix and Fritzchen, now one guess at Alfons, Beatrix,"
            " Emil and Fritzchen") in correction_lines(gustav, "en", None)


def test_a_place_taken_over_after_the_report_went_out_needs_no_correction() -> None:
    """Gustav's place is taken over by Otto after round 2, whose report went out: the report named Gustav,
    as the history still does; Otto's name in the next round is the same place, not a new player."""
    from wordmastermind.core.wmm.departures import take_over

    game = told_round_two(rules_example())
    taken = take_over(game, "Gustav", "Otto", email="otto@example.org")
    assert changed_rounds(evaluate(taken)) == ()


def test_a_withdrawal_after_the_report_went_out_tells_only_the_next_round() -> None:
    """In a game of 12, a player withdraws after round 2, whose report went out (and another place is taken
    over): the others are told that they no longer guess at the player who left, and nothing else."""
    from wordmastermind.core.wmm.departures import take_over, withdraw

    game = random_game(12, 3, 7, hit_chance=0)
    game = game.with_sent(sent_reports(evaluate(game), 2, "round", [p.name for p in game.players], AT))
    gone, taken, other = game.players[3].name, game.players[5].name, game.players[0].name
    game = take_over(withdraw(game, gone, 2), taken, "Otto Neu", after_round=2)
    told = {c.player: c for c in corrections(evaluate(game), 2)}
    assert [change.what for change in told[other].changes] == ["next"]
    assert ("- Your next round: 3 guesses at 11 players, now 3 guesses at 10 players: no longer at"
            f" {gone}") in correction_lines(told[other], "en", None)
    # nothing of the round was corrected: the correction says why the next round is other
    assert correction_lines(told[other], "en", None)[0] == (
        f"Since the report of round 2 went out, {gone} withdrew. What changed for you:")
    # the new player of the place taken over is told whom that report went to (it was not theirs)
    assert [change.what for change in told["Otto Neu"].changes] == ["next"]
    assert correction_lines(told["Otto Neu"], "en", None)[0] == (
        f"Since the report of round 2 went to {taken}, whose place you took over, {gone} withdrew. What changed"
        " for the place:")
    from wordmastermind.files.i18n import translation

    # German goes on from the greeting in small letters ("Hallo Emil,\n\nseit die …")
    assert correction_lines(told[other], "de", translation)[0] == (
        f"seit die Auswertung der Runde 2 hinausging, hat sich {gone} zurückgezogen. Was sich für dich geändert hat:")
    # and so does the mail's subject: it is no "correction of round 2"
    from wordmastermind.files.mail.corrections import build_corrections

    mails, _view = build_corrections(evaluate(game), 2, sender="gm@example.org", language="en")
    subjects = {mail.name: mail.subject for mail in mails}
    assert subjects[other] == f"{game.settings.title}: {gone} withdrew"
    gone_too = game.players[7].name
    both = withdraw(game, gone_too, 2)
    mails, _view = build_corrections(evaluate(both), 2, sender="gm@example.org", language="de")
    assert {mail.name: mail.subject for mail in mails}[other] == (
        f"{game.settings.title}: {gone} und {gone_too} haben sich zurückgezogen")


def test_a_correction_to_a_place_taken_over_since_says_whom_the_report_went_to() -> None:
    """Round 2's report went to Gustav; Otto took the place over after it; then round 2 was corrected. Otto
    gets the correction, which says it was Gustav's report."""
    from wordmastermind.core.wmm.departures import take_over
    from wordmastermind.files.i18n import translation

    game = take_over(told_round_two(rules_example()), "Gustav", "Otto", email="otto@example.org")
    row = next(i for i, g in enumerate(game.rounds[1].guesses) if g.guesser == "Otto")
    fixed = game.with_guess(2, row, dataclasses.replace(game.rounds[1].guesses[row], word="ZZZZZ"))
    otto = {c.player: c for c in corrections(evaluate(fixed), 2)}["Otto"]
    assert correction_lines(otto, "en", None)[0] == (
        "The report of round 2, which went to Gustav before you took the place over, was corrected after it went"
        " out. What changed for the place:")
    assert correction_lines(otto, "de", translation)[0].startswith("die Auswertung der Runde 2, die an Gustav ging,")
    others = [c for c in corrections(evaluate(fixed), 2) if c.player != "Otto"]
    assert others and all(correction_lines(c, "en", None)[0].startswith("The report of round 2 you received")
                          for c in others)


def test_correction_letters_written_already_are_not_refused_with_a_false_reason(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Alfons, Gustav and Beatrix get mail, Emil and Fritzchen letters. Round 2 is corrected after it went out;
    the correction letters are written. Asked again, there is none to write (the mail players' corrections
    are mails): said so, not that nobody has a postal address."""
    path = tmp_path / "game.wmm"
    game = rules_example()
    postal = ("Emil", "Fritzchen")
    game = dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, address=f"{p.name}, Weg 1, 12345 Ort") if p.name in postal else
        dataclasses.replace(p, email=f"{p.name.lower()}@example.org") for p in game.players))
    save_game(told_round_two(game).with_guess(2, alfons_row(game), Guess("Alfons", "Emil", "LAMPA")), path)
    code, _out, err = run(capsys, "letters", path, "--round", 2, "--correction", "--pdf", tmp_path / "fix.pdf")
    assert code == 0, err
    code, out, err = run(capsys, "letters", path, "--round", 2, "--correction", "--pdf", tmp_path / "again.pdf")
    assert code == 0, err
    assert out.splitlines()[-1] == ("no correction of round 2 to write by letter: whom it changed for gets mail,"
                                    " or was told by letter already")
    assert not (tmp_path / "again.pdf").exists()


def test_a_change_to_a_round_that_went_out_says_which_correction_to_send(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Round 2's report went out; the game master enters round 2 again with a typo fixed, or withdraws a player
    after it: the command says the players were told otherwise, and how to tell them."""
    path = told_and_withdrawn(tmp_path, capsys)
    code, out, err = run(capsys, "withdraw", path, "Beatrix", "--undo")
    assert code == 0 and TOLD not in out, err
    code, out, err = run(capsys, "guesses", path, "--round", 2, round_two_with_lampa(tmp_path))
    assert code == 0 and out.splitlines()[-1] == TOLD, err


TOLD = ("Round 2's report went out before this change: tell the players with mail --round 2 --correction"
        " (by post: letters --round 2 --correction).")


def told_and_withdrawn(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """The rules' example, round 2 mailed to everyone; then Beatrix withdraws after it, and is said to."""
    path = tmp_path / "game.wmm"
    save_game(told_round_two(mailed(rules_example())), path)
    code, out, err = run(capsys, "withdraw", path, "Beatrix", "--after-round", 2)
    assert code == 0 and out.splitlines()[-1] == TOLD, err
    return path


def round_two_with_lampa(tmp_path: Path) -> Path:
    """Round 2 as a file, Alfons's LAMPE written LAMPA."""
    rows = tmp_path / "round2.csv"
    rows.write_text("guesser,target,word\n" + "".join(
        f"{g.guesser},{g.target},{'LAMPA' if g.word == 'LAMPE' else g.word}\n" for g in rules_example().rounds[1].guesses),
        encoding="utf-8")
    return rows


def test_a_second_change_to_a_round_that_owes_a_correction_is_said_too(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by a Dutch game master: round 2 owed a correction already (a withdrawal after it, not yet told);
    a guess of round 2 corrected then changed four players' totals, and nothing said so."""
    path = told_and_withdrawn(tmp_path, capsys)
    rows = round_two_with_lampa(tmp_path)
    code, out, err = run(capsys, "guesses", path, "--round", 2, rows)
    assert code == 0 and out.splitlines()[-1] == TOLD, err
    code, out, err = run(capsys, "guesses", path, "--round", 2, rows)  # the same again: nothing new to tell
    assert code == 0 and TOLD not in out, err


def test_whether_a_change_owes_a_correction_is_sought_once_before_it_and_once_after(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Found measuring a game of 100 players and 40 rounds mailed round by round: a withdrawal took 15 seconds,
    the rounds changed since their report went out (each compared, player by player, with what the report told)
    sought five times: twice for the game after the change, three times for the one before. Once each."""
    import wordmastermind.core.wmm.sent_log as sent_log

    path = told_and_withdrawn(tmp_path, capsys)
    rows = round_two_with_lampa(tmp_path)
    code, out, err = run(capsys, "guesses", path, "--round", 2, rows)
    assert code == 0 and out.splitlines()[-1] == TOLD, err
    sought: list[int] = []
    changed_rounds = sent_log.changed_rounds

    def counted(evaluation: Any) -> tuple[int, ...]:
        sought.append(id(evaluation))
        return changed_rounds(evaluation)

    monkeypatch.setattr(sent_log, "changed_rounds", counted)
    code, out, err = run(capsys, "guesses", path, "--round", 2, rows)  # the same again: nothing new to tell
    assert code == 0 and TOLD not in out, err
    assert len(sought) == len(set(sought)) == 2  # the game before the change, and after it


def test_a_correction_written_as_eml_files_or_as_letters_can_be_made_again(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    """Found by a Dutch game master: the correction written as .eml files to look at it was used up, and the
    SMTP run after said there was none to send; correction letters lost could not be written again."""
    path = tmp_path / "game.wmm"
    game = mailed(rules_example())
    postal = dataclasses.replace(game.players[4], email="", address="Fritz Frech, Schulweg 9, 99999 Kleckersdorf")
    game = dataclasses.replace(game, players=(*game.players[:4], postal))
    save_game(told_round_two(game).with_guess(2, alfons_row(game), Guess("Alfons", "Emil", "LAMPA")), path)
    code, _out, err = run(capsys, "mail", path, "--round", 2, "--correction", "--from", "gm@example.org",
                          "--eml", tmp_path / "look")
    assert code == 0, err
    code, out, _err = run(capsys, "mail", path, "--round", 2, "--correction", *smtp(smtp_server))
    assert code == 0 and "no correction of round 2 to send by mail" in out and smtp_server.handler.count() == 0
    code, _out, err = run(capsys, "mail", path, "--round", 2, "--correction", "--again", *smtp(smtp_server))
    assert code == 0, err
    sent = [BytesParser(policy=email.policy.default).parsebytes(m.data) for m in smtp_server.handler.messages()]
    assert [m["To"].addresses[0].username for m in sent] == ["alfons", "gustav", "beatrix", "emil"]
    body = plain_text(sent[0])
    assert "- Your guess 1: LAMPE at Emil: +++++ 15, now LAMPA at Emil: ++++ 12" in body
    # the letter to Fritzchen, written and lost: written again, the same
    first, again = tmp_path / "fix.pdf", tmp_path / "again.pdf"
    code, _out, err = run(capsys, "letters", path, "--round", 2, "--correction", "--pdf", first)
    assert code == 0, err
    code, out, err = run(capsys, "letters", path, "--round", 2, "--correction", "--again", "--pdf", again)
    assert code == 0, err
    assert again.exists() and again.stat().st_size > 1000
    save_game(told_round_two(mailed(rules_example())), path)  # no letter ever written
    code, _out, err = run(capsys, "letters", path, "--round", 2, "--correction", "--again", "--pdf", again)
    assert code == 1 and "no correction of round 2 went out this way: there is none to make again" in err
    code, _out, err = run(capsys, "letters", path, "--round", 2, "--again", "--pdf", again)
    assert code == 1 and "--again makes a correction again: give it with --correction" in err


def test_lost_correction_letters_are_made_again_after_a_later_rounds_letters_went_out(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by a French game master: once the next round's letters were written, ``letters --correction
    --again`` said there was no correction and wrote nothing (it took the next round's letters for the
    correction's); a correction written as .eml files was logged as sent, with no file."""
    path = tmp_path / "game.wmm"
    game = mailed(rules_example())
    postal = dataclasses.replace(game.players[4], email="", address="Fritz Frech, Schulweg 9, 99999 Kleckersdorf")
    game = dataclasses.replace(game, players=(*game.players[:4], postal))
    game = game.with_sent(sent_reports(evaluate(game), 1, "round", [p.name for p in game.players], AT))
    for name in ("Fritzchen", "Alfons"):  # round 1 corrected: a postal player's guess, one of a player by mail
        row, guess = next((i, g) for i, g in enumerate(game.rounds[0].guesses) if g.guesser == name)
        game = game.with_guess(1, row, dataclasses.replace(guess, word="KAMPE"))
    save_game(game, path)
    code, _out, err = run(capsys, "letters", path, "--round", 1, "--correction", "--pdf", tmp_path / "fix.pdf")
    assert code == 0, err
    code, _out, err = run(capsys, "mail", path, "--round", 1, "--correction", "--from", "gm@example.org",
                          "--eml", tmp_path / "look")
    assert code == 0, err
    logged = [(s.kind, s.status, s.file) for s in load_game(path).sent if s.kind == "correction"]
    assert logged and all(entry == ("correction", "written", str(tmp_path / "look")) for entry in logged)
    code, _out, err = run(capsys, "letters", path, "--round", 2, "--pdf", tmp_path / "round2.pdf")
    assert code == 0, err
    again = tmp_path / "again.pdf"
    code, out, err = run(capsys, "letters", path, "--round", 1, "--correction", "--again", "--pdf", again)
    assert code == 0 and "no correction" not in out, err
    assert again.exists() and again.stat().st_size > 1000


def test_a_withdrawal_that_changes_nothing_anybody_else_was_told_asks_for_no_correction(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by a French game master: a player whose word was guessed already withdrew; withdraw said to send a
    correction of the round, and mail --correction and letters --correction then had none to send."""
    path = tmp_path / "game.wmm"
    save_game(told_round_two(mailed(rules_example())), path)  # Emil's LAMPE was guessed in round 2
    code, out, err = run(capsys, "withdraw", path, "Emil", "--after-round", 2)
    assert code == 0 and "--correction" not in out, err
    code, out, err = run(capsys, "withdraw", path, "Gustav", "--after-round", 2)  # his word leaves: targets change
    assert code == 0 and out.splitlines()[-1] == TOLD, err


def test_a_correction_letter_that_changes_whom_the_player_guesses_at_carries_a_new_answer_slip(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Found by a French game master: the correction letter told a postal player whom they guess at now, and
    the slip they had kept a line for a player no more to guess at."""
    import datetime

    from pypdf import PdfReader

    from wordmastermind.core.wmm.correction_letters import build_correction_letters

    path = tmp_path / "game.wmm"
    game = mailed(rules_example())
    postal = dataclasses.replace(game.players[4], email="", address="Fritz Frech, Schulweg 9, 99999 Kleckersdorf")
    game = dataclasses.replace(game, players=(*game.players[:4], postal))
    game = told_round_two(game).with_guess(2, alfons_row(game), Guess("Alfons", "Emil", "LAMPA"))  # LAMPE in play
    letters, _view = build_correction_letters(evaluate(game), 2, date=datetime.date(2026, 12, 3),
                                              return_address="Joe Grimm, Hauptstraße 1, 12345 Berlin")
    (fritzchen,) = letters.letters
    assert fritzchen.slip is not None and "Emil: ________________" in fritzchen.slip.lines
    assert fritzchen.slip.send_to == "Send to: Joe Grimm, Hauptstraße 1, 12345 Berlin"
    save_game(game, path)
    pdf = tmp_path / "fix.pdf"
    code, _out, err = run(capsys, "letters", path, "--round", 2, "--correction", "--pdf", pdf,
                          "--from-address", "Joe Grimm, Hauptstraße 1, 12345 Berlin")
    assert code == 0, err
    text = " ".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Answer for round 3: Fritzchen" in text and "Emil: ________________" in text


@pytest.mark.parametrize(("language", "first", "second"), [
    ("de", "die Auswertung der Runde 1, die du", "Die Auswertung der Runde 2, die du"),
    ("nl", "Het verslag van ronde 1 dat je kreeg", "Het verslag van ronde 2 dat je kreeg"),
])
def test_a_correction_goes_on_from_the_greeting_as_the_language_writes_letters(
        language: str, first: str, second: str) -> None:
    """German goes on after "Hallo Emil," in small letters; Dutch after "Beste Sanne," with a capital (the
    Taalunie's taaladvies.net and Onze Taal: the salutation stands apart, the letter's first sentence begins
    with a capital), as the round's own mail does. A second round's part is a paragraph of its own, with its
    capital."""
    from wordmastermind.core.wmm.correction import corrections_told
    from wordmastermind.files.i18n import translation

    game = rules_example()
    names = [p.name for p in game.players]
    game = game.with_sent(sent_reports(evaluate(game, upto=1), 1, "round", names, AT)
                          + sent_reports(evaluate(game), 2, "round", names, AT))
    first_guess = game.rounds[0].guesses[0]
    fixes = find_corrections(evaluate(game.with_guess(1, 0, Guess(first_guess.guesser, first_guess.target,
                                                                  "ZZZZZ"))), 1)
    told = corrections_told(fixes.by_player[first_guess.guesser], language, translation)
    assert told[0].startswith(first), told[0]
    later = told[told.index("") + 1]
    assert later.startswith(second), later


def test_a_correction_mails_report_names_another_player_than_its_reader_in_the_answer_example() -> None:
    """Alfons's LAMPE of round 2 was a typo: Emil's word is in play again, and the corrected report shows how to
    answer with "Emil: WORD" (the shortest name in play). Emil's own correction mail carries it with Alfons in
    the example, as his round mail does; Alfons's with Emil."""
    from wordmastermind.files.mail.corrections import build_corrections

    game = rules_example()
    names = [p.name for p in game.players]
    game = mailed(game.with_sent(sent_reports(evaluate(game), 2, "round", names, AT)))
    row = alfons_row(game)
    changed = game.with_guess(2, row, Guess("Alfons", "Emil", "ZZZZZ"))
    mails = {m.name: m for m in build_corrections(evaluate(changed), 2, sender="gm@example.org", language="en")[0]}
    assert 'as "Alfons: WORD"' in mails["Emil"].body and '"Emil: WORD"' not in mails["Emil"].body
    assert 'as "Emil: WORD"' in mails["Alfons"].body
