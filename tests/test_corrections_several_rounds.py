"""A correction that covers several rounds: round 2 changed after rounds 2 and 3 went out, and round 3 with it.

The correction of round 2 covers round 3 too (one mail to each player). Its subject names the rounds it corrects
for the player ("correction of rounds 2–3"; a player only round 3 changed for reads "correction of round 3"),
the game master's question and undo step name the rounds it covers, and a mail that failed is kept in the log
for each round it covers, as one that went out is: those rounds stay marked for that player.
"""

from __future__ import annotations

import dataclasses
import email.policy
from email.parser import BytesParser
from pathlib import Path
from typing import Any

import pytest

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game, Guess
from wordmastermind.core.wmm.sent_log import changed_rounds, sent_reports
from wordmastermind.files.wmm.file import load_game, save_game

from smtp_support import REFUSED, Handler, Server
from test_cli_mail import run

AT = "2026-12-02T09:03:00+01:00"
TITLE = "Joes Wörter-MasterMind: the rules' example"
NAMES = ("Alfons", "Gustav", "Beatrix", "Emil", "Fritzchen")


def rounds_two_and_three_changed() -> Game:
    """The rules' example with a round 3, both reports mailed to everyone; then Alfons's LAMPE of round 2 is
    corrected to LAMPA: his figures of rounds 2 and 3 change, and Emil's word is in play again in both."""
    game = rules_example()
    game = dataclasses.replace(game, players=tuple(dataclasses.replace(p, email=f"{p.name.lower()}@example.org")
                                                   for p in game.players))
    game = game.with_sent(sent_reports(evaluate(game), 2, "round", NAMES, AT))
    game = game.with_round(3, [Guess("Alfons", "Gustav", "MOTEL"), Guess("Gustav", "Alfons", "SALTO"),
                               Guess("Beatrix", "Fritzchen", "KERNE"), Guess("Emil", "Fritzchen", "KERZE"),
                               Guess("Fritzchen", "Gustav", "HOTEL")])
    game = game.with_sent(sent_reports(evaluate(game), 3, "round", NAMES, AT))
    row = next(i for i, g in enumerate(game.rounds[1].guesses) if g.guesser == "Alfons")
    changed = game.with_guess(2, row, Guess("Alfons", "Emil", "LAMPA"))
    assert changed_rounds(evaluate(changed)) == (2, 3)
    return changed


def subjects(server: Server, start: int = 0) -> dict[str, str]:
    """The subject of each mail the server took (from ``start`` on), by its recipient's name."""
    found = {}
    for received in server.handler.messages()[start:]:
        message = BytesParser(policy=email.policy.default).parsebytes(received.data)
        found[received.rcpt_tos[0].split("@")[0].capitalize()] = str(message["Subject"])
    return found


def smtp(server: Server) -> tuple[str, ...]:
    return ("--from", "gm@example.org", "--smtp", server.address, "--security", "none")


def test_a_correction_of_two_rounds_names_both_in_its_subject(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], smtp_server: Server) -> None:
    path = tmp_path / "game.wmm"
    save_game(rounds_two_and_three_changed(), path)
    code, _out, err = run(capsys, "mail", path, "--round", 2, "--correction", *smtp(smtp_server))
    assert code == 0, err
    # Alfons's and Emil's round 2 and round 3 changed; the others', only round 3 (their next round of round 2
    # was told again by round 3's report)
    assert subjects(smtp_server) == {
        "Alfons": f"{TITLE}: correction of rounds 2–3", "Gustav": f"{TITLE}: correction of round 3",
        "Beatrix": f"{TITLE}: correction of round 3", "Emil": f"{TITLE}: correction of rounds 2–3",
        "Fritzchen": f"{TITLE}: correction of round 3"}
    game = load_game(path)
    assert changed_rounds(evaluate(game)) == ()


@pytest.mark.parametrize("fault", ["refuse", "drop_data_for"])
def test_a_correction_of_two_rounds_that_failed_is_logged_for_both(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], start_server: Any, fault: str) -> None:
    """The server refuses Alfons, or hangs up on his mail before it answers: the log keeps the failure for
    round 2 and for round 3, as the others' mails are kept for both, each with the mail's Message-ID; both
    rounds stay changed for him, and sending him the correction again covers them both."""
    server = start_server(Handler(**{fault: {"alfons@example.org"}}))
    path = tmp_path / "game.wmm"
    save_game(rounds_two_and_three_changed(), path)
    code, _out, err = run(capsys, "mail", path, "--round", 2, "--correction", *smtp(server))
    assert code == 1 and "1 of 5 mails failed" in err and "--only 'Alfons'" in err
    log = load_game(path).sent[10:]  # after the reports of rounds 2 and 3
    assert [(r.round, r.player, r.status) for r in log if r.player == "Alfons"] == [
        (2, "Alfons", "failed"), (3, "Alfons", "failed")]
    assert [(r.round, r.player) for r in log if r.status == "sent"] == [
        (number, name) for number in (2, 3) for name in NAMES if name != "Alfons"]
    failed = [r for r in log if r.status == "failed"]
    assert failed[0].reason == failed[1].reason and failed[0].reason
    if fault == "refuse":
        assert REFUSED in failed[0].reason
    assert failed[0].message_id.startswith("<") and failed[0].message_id == failed[1].message_id
    assert changed_rounds(evaluate(load_game(path))) == (2, 3)  # Alfons was not told

    good = start_server()
    code, _out, err = run(capsys, "mail", path, "--round", 2, "--correction", "--only", "Alfons", *smtp(good))
    assert code == 0, err
    assert subjects(good) == {"Alfons": f"{TITLE}: correction of rounds 2–3"}
    assert changed_rounds(evaluate(load_game(path))) == ()


def test_a_correction_of_two_rounds_for_nobody_by_mail_says_which_rounds(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = rounds_two_and_three_changed()
    alfons = dataclasses.replace(game.players[0], channel="post", address="Alfons Amsel, Weg 1, 12345 Ort")
    path = tmp_path / "game.wmm"
    save_game(game.with_player(0, alfons), path)
    code, out, err = run(capsys, "mail", path, "--round", 2, "--correction", "--only", "Alfons",
                         "--from", "gm@example.org", "--eml", tmp_path / "fix")
    assert code == 0, err
    assert out.splitlines()[-1] == "no correction of rounds 2–3 to send by mail"
    assert not (tmp_path / "fix").exists()
