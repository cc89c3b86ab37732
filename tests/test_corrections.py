"""A round corrected after its report went out reaches the players who hold the old report.

The game file logs every mail that went out with what it told each player (``sent``); a round
changed since is "changed after it was sent", and ``mail --round N --correction`` tells each
player whose marks, points, total or rank changed what changed (old → new) with the corrected
report, and nobody else.
"""

from __future__ import annotations

import dataclasses
import email.policy
from email.parser import BytesParser
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game, Guess
from wordmastermind.core.wmm.sent_log import changed_rounds, corrections, sent_reports
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.wmm.file import game_from_json, game_to_json, load_game, save_game

from smtp_support import Server
from test_cli_mail import run

AT = "2026-12-02T09:03:00+01:00"


def mailed(game: Game) -> Game:
    return dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"{p.name.lower()}@example.org") for p in game.players))


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
    assert [m.rcpt_tos for m in new] == [["alfons@example.org"]]  # nobody else's figures changed
    message = BytesParser(policy=email.policy.default).parsebytes(new[0].data)
    body = message.get_body(("plain",)).get_content()  # type: ignore[union-attr]
    assert str(message["Subject"]) == "Joes Wörter-MasterMind: the rules' example: correction of round 2"
    assert "- Your guess 1: LAMPE → Emil: +++++ 15, now LAMPA → Emil: ++++ 12" in body
    assert "- Your total: 31, now 28" in body
    assert "The corrected report follows." in body and "Standings" in body
    game = load_game(path)
    assert game.sent[-1].kind == "correction" and game.sent[-1].player == "Alfons"
    assert changed_rounds(evaluate(game)) == ()  # told: no longer changed after it was sent
    code, out, _err = run(capsys, "mail", path, "--round", 2, "--correction", *smtp(smtp_server))
    assert code == 0 and "no correction to send" in out and smtp_server.handler.count() == received + 1


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
    assert text.count("Dear ") == 1 and "Dear Alfons," in text
    assert "Your total: 31, now 28" in text
    assert changed_rounds(evaluate(load_game(path))) == ()
