"""Corrections and players who withdrew: a player who withdrew after round N received round N's report, so a
correction of it is theirs, with round N's figures and report, though later rounds went out since (their
reports did not go to them); what the command line says is owed, the app's mark and what is sent agree. A
correction never tells a player that they themselves withdrew."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from wordmastermind.core.wmm.correction import correction_subject, corrections_told
from wordmastermind.core.wmm.departures import withdraw
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game, Guess
from wordmastermind.core.wmm.sent_log import changed_rounds, find_corrections, sent_reports
from wordmastermind.files.wmm.file import load_game, save_game

from test_cli_mail import SENDER
from test_cli_mail import read as load_message
from test_mail_departures import eml_names, ok, pdf_text, round_file, text_of

TOLD = ("Round 2's report went out before this change: tell the players with mail --round 2 --correction (by post:"
        " letters --round 2 --correction).")
TOLD_2_3 = ("The reports of rounds 2–3 went out before this change: tell the players with mail --round 2 --correction"
            " (by post: letters --round 2 --correction).")
"""Said where round 3's report went out too: the correction of round 2 covers it."""
ROUND_3 = [("Alfons", "Gustav", "MOTEL"), ("Gustav", "Alfons", "SALTO"), ("Emil", "Fritzchen", "KERZE"),
           ("Fritzchen", "Gustav", "HOTEL")]
"""Round 3 of the rules' example after Beatrix withdrew (her word stays in play): Gustav's MOTEL and Fritzchen's
KERZE are guessed in it."""
AT = "2026-12-02T09:03:00+01:00"


def round_three_mailed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """The rules' example, every player with an address: round 2's report mailed, Beatrix withdrew after round
    2 (her word stays), round 3 entered and its report mailed to the others."""
    path = tmp_path / "game.wmm"
    game = rules_example()
    save_game(dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"{p.name.lower()}@example.org") for p in game.players)), path)
    ok(capsys, "mail", path, "--round", 2, "--from", SENDER, "--eml", tmp_path / "round2")
    said = ok(capsys, "withdraw", path, "Beatrix", "--after-round", 2, "--word", "stays")
    assert "--correction" not in said  # nobody's next round changed: her word stays in play
    ok(capsys, "guesses", path, "--round", 3, round_file(tmp_path, 3, ROUND_3))
    out = ok(capsys, "mail", path, "--round", 3, "--from", SENDER, "--eml", tmp_path / "round3")
    assert "skipped Beatrix: withdrew after round 2, no mail" in out
    return path


def retyped_round_two(tmp_path: Path, game: Game) -> Path:
    """Round 2 as Beatrix sent it: SAHNE at Alfons, where the game master had typed TOLLE (the word above)."""
    rows = [(g.guesser, g.target, "SAHNE" if g.guesser == "Beatrix" else g.word) for g in game.rounds[1].guesses]
    return round_file(tmp_path, 2, rows)


def test_a_correction_of_their_last_round_reaches_a_withdrawn_player_after_a_later_round_went_out(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Beatrix wrote SAHNE in round 2, her last; TOLLE was typed. Round 3's report went out (not to her) before
    the game master saw it. `guesses` said to send a correction of round 2, and `mail --correction` then skipped
    her ("withdrew after round 2, no mail": the correction carried round 3's report) and sent nobody anything.
    She gets the correction of round 2, with her round 2 figures and round 2's report."""
    path = round_three_mailed(tmp_path, capsys)
    said = ok(capsys, "guesses", path, "--round", 2, retyped_round_two(tmp_path, load_game(path)), "--replace")
    assert said.splitlines()[-1] == TOLD_2_3
    out = ok(capsys, "mail", path, "--round", 2, "--correction", "--from", SENDER, "--eml", tmp_path / "fix")
    assert "skipped" not in out and eml_names(tmp_path / "fix") == ["Beatrix"]  # only her figures changed
    beatrix = text_of(tmp_path / "fix" / "Beatrix.eml")
    assert ("Dear Beatrix,\n\nThe report of round 2 you received was corrected after it went out. What changed for"
            " you:\n- Your guess 1: TOLLE at Alfons: +o 5, now SAHNE at Alfons: ++ 6\n- Your guess points of the"
            " round: 5, now 6\n- Your total: 13, now 14\n- Your rank: 5, now 4\nThe corrected report follows.\n"
            in beatrix), beatrix
    # the report it carries is round 2's, the last she got: not round 3's, whose words guessed are news to her
    assert "the rules' example, round 2\n" in beatrix and "the rules' example, round 3" not in beatrix
    assert "MOTEL" not in beatrix and "KERZE" not in beatrix
    # the log keeps what she was told, round 2 (round 3's report is still not hers), and nothing is owed now
    game = load_game(path)
    assert [(r.kind, r.round, r.player) for r in game.sent if r.kind == "correction"] == [
        ("correction", 2, "Beatrix")]
    out = ok(capsys, "mail", path, "--round", 2, "--correction", "--from", SENDER, "--eml", tmp_path / "again")
    assert out.splitlines() == ["nothing changed for any player since round 2 went out: no correction to send"]


def test_a_withdrawn_players_correction_of_their_last_round_with_a_later_round_leaves_out_the_later_round(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A change of round 2 that changes round 3 for the others too (Beatrix's guess a word new at Alfons: round
    3's weighting factor grows): the others get both rounds' corrections and round 3's report; Beatrix round
    2's correction alone, and round 2's report."""
    path = round_three_mailed(tmp_path, capsys)
    game = load_game(path)
    rows = [(g.guesser, g.target, "TULLE" if g.guesser == "Beatrix" else g.word) for g in game.rounds[1].guesses]
    said = ok(capsys, "guesses", path, "--round", 2, round_file(tmp_path, 2, rows), "--replace")
    assert said.splitlines()[-1] == TOLD_2_3
    out = ok(capsys, "mail", path, "--round", 2, "--correction", "--from", SENDER, "--eml", tmp_path / "fix")
    assert "skipped" not in out
    assert eml_names(tmp_path / "fix") == ["Alfons", "Beatrix", "Emil", "Fritzchen", "Gustav"]
    beatrix = text_of(tmp_path / "fix" / "Beatrix.eml")
    assert "- Your guess 1: TOLLE at Alfons: +o 5, now TULLE at Alfons: +o 5\nThe corrected report follows." \
           in beatrix
    assert "The report of round 3" not in beatrix and "the rules' example, round 2\n" in beatrix
    assert "MOTEL" not in beatrix and "KERZE" not in beatrix
    alfons = text_of(tmp_path / "fix" / "Alfons.eml")
    assert "The report of round 3 you received was corrected" in alfons and "the rules' example, round 3\n" in alfons
    game = load_game(path)
    others = ("Alfons", "Emil", "Fritzchen", "Gustav")  # the log keeps, of each, the rounds told: hers is round 2
    assert sorted((r.round, r.player) for r in game.sent if r.kind == "correction") == [
        (2, "Alfons"), (2, "Beatrix"), *((2, name) for name in others[1:]), *((3, name) for name in others)]


def postal_beatrix_corrected(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """The rules' example, Beatrix by post: round 2's mails and letter went out, Beatrix withdrew after it (her
    word stays), round 3's mails went out, then round 2 was retyped as she sent it (`guesses` says a correction
    is owed)."""
    path = tmp_path / "game.wmm"
    game = mailed(rules_example())
    row = next(i for i, p in enumerate(game.players) if p.name == "Beatrix")
    save_game(game.with_player(row, dataclasses.replace(game.players[row], email="", channel="post",
                                                        address="Beatrix Muster, Weg 3, 12345 Ort")), path)
    ok(capsys, "mail", path, "--round", 2, "--from", SENDER, "--eml", tmp_path / "round2")
    ok(capsys, "letters", path, "--round", 2, "--pdf", tmp_path / "round2.pdf")
    ok(capsys, "withdraw", path, "Beatrix", "--after-round", 2, "--word", "stays")
    ok(capsys, "guesses", path, "--round", 3, round_file(tmp_path, 3, ROUND_3))
    ok(capsys, "mail", path, "--round", 3, "--from", SENDER, "--eml", tmp_path / "round3")
    said = ok(capsys, "guesses", path, "--round", 2, retyped_round_two(tmp_path, load_game(path)), "--replace")
    assert said.splitlines()[-1] == TOLD_2_3
    return path


def test_a_postal_withdrawn_player_gets_the_correction_letter_of_their_last_round(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """As the mail above, by post: Beatrix got round 2's letter. `letters --correction` left her out ("Beatrix
    withdrew after round 2: no letter"), though `guesses` said a corrected letter was owed; she gets one, with
    round 2's report."""
    path = postal_beatrix_corrected(tmp_path, capsys)
    out = ok(capsys, "letters", path, "--round", 2, "--correction", "--pdf", tmp_path / "fix.pdf")
    assert out.splitlines() == [str(tmp_path / "fix.pdf")]
    text = pdf_text(tmp_path / "fix.pdf")
    assert "TOLLE at Alfons: +o 5, now SAHNE at Alfons: ++ 6" in text
    assert "the rules' example, round 2" in text and "the rules' example, round 3" not in text
    assert "MOTEL" not in text and "KERZE" not in text
    assert [(r.kind, r.round, r.player) for r in load_game(path).sent[-1:]] == [("letter", 2, "Beatrix")]


def test_a_correction_never_tells_a_player_that_they_withdrew(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Gustav (his word leaves) and Beatrix (hers stays) withdrew after round 2, whose report went out, and
    Beatrix's guess of round 2 is corrected. The others read that both withdrew; Beatrix reads the correction of
    her figures, not that she withdrew; Gustav, whose report nothing changed in but his own withdrawal, gets
    none."""
    path = tmp_path / "game.wmm"
    save_game(mailed(rules_example()), path)
    ok(capsys, "mail", path, "--round", 2, "--from", SENDER, "--eml", tmp_path / "round2")
    assert ok(capsys, "withdraw", path, "Gustav", "--after-round", 2).splitlines()[-1] == TOLD
    ok(capsys, "withdraw", path, "Beatrix", "--after-round", 2, "--word", "stays")
    ok(capsys, "guesses", path, "--round", 2, retyped_round_two(tmp_path, load_game(path)), "--replace")
    ok(capsys, "mail", path, "--round", 2, "--correction", "--from", SENDER, "--eml", tmp_path / "fix")
    assert eml_names(tmp_path / "fix") == ["Alfons", "Beatrix", "Emil", "Fritzchen"]
    alfons = text_of(tmp_path / "fix" / "Alfons.eml")
    assert "Since the report of round 2 went out, Gustav and Beatrix withdrew. What changed for you:" in alfons
    beatrix = text_of(tmp_path / "fix" / "Beatrix.eml")
    told = beatrix.partition("The corrected report follows.")[0]  # the report after it names who withdrew
    assert "withdrew" not in told and "Beatrix and" not in told, told
    assert beatrix.startswith("Dear Beatrix,\n\nThe report of round 2 you received was corrected after it went"
                              " out. What changed for you:\n- Your guess 1: TOLLE at Alfons: +o 5, now SAHNE")
    assert str(load_message(tmp_path / "fix" / "Beatrix.eml")["Subject"]).endswith(": correction of round 2")


@pytest.mark.parametrize("seed", range(12))
def test_no_player_reads_in_their_correction_that_they_withdrew(seed: int) -> None:
    """Random games whose reports went out round by round, to each player whose they were, players withdrawing
    on the way (some after later reports went out), a few guesses retyped: whoever's correction names players
    who withdrew, it never names its reader among them, in any round it corrects, nor in its subject."""
    import random

    from wordmastermind.core.wmm.departures import DepartureError, report_withheld
    from wordmastermind.core.wmm.player_view import player_view
    from wordmastermind.core.wmm.simulate import random_game

    rnd = random.Random(seed)
    full = random_game(rnd.randint(4, 7), rnd.randint(2, 5), seed, hit_chance=0.3)
    names = [p.name for p in full.players]
    game = full.truncated(1)
    game = game.with_sent(sent_reports(evaluate(game), 1, "round", names, AT))
    for number in range(2, len(full.rounds) + 1):
        for name in names:
            if rnd.random() < 0.25:
                try:
                    game = withdraw(game, name, number - 1, rnd.choice(["leaves", "stays"]))
                except DepartureError:
                    pass
        gone = {w.player for w in game.withdrawals}
        game = game.with_round(number, [g for g in full.rounds[number - 1].guesses
                                        if g.guesser not in gone and g.target not in gone])
        result = evaluate(game)
        view = player_view(result, number)
        game = game.with_sent(sent_reports(result, number, "round", [n for n in names
                                                                     if report_withheld(view, n) is None], AT))
        if result.game_over:
            break
    for name in names:
        if rnd.random() < 0.3:
            try:
                game = withdraw(game, name, rnd.randint(1, len(game.rounds)), past_reports=True)
            except DepartureError:
                pass
    for _ in range(3):
        number = rnd.randint(1, len(game.rounds))
        if game.rounds[number - 1].guesses:
            row = rnd.randrange(len(game.rounds[number - 1].guesses))
            guess = game.rounds[number - 1].guesses[row]
            game = game.with_guess(number, row, Guess(guess.guesser, guess.target, "".join(
                rnd.choice("ABDEGKLMNORSTU") for _ in range(5))))
    result = evaluate(game)
    changed = changed_rounds(result)
    if not changed:
        return
    for name, fixes in find_corrections(result, changed[0], changed).by_player.items():
        said = "\n".join(corrections_told(fixes, "en", None))
        subject = correction_subject("Game", changed[0], "en", None, fixes)
        assert "withdrew" not in subject or name not in subject
        for line in said.splitlines():
            if line.startswith("Since the report"):
                assert name not in line.partition(", ")[2], said


def mailed(game: Game) -> Game:
    return dataclasses.replace(game, players=tuple(
        dataclasses.replace(p, email=f"{p.name.lower()}@example.org") for p in game.players))
