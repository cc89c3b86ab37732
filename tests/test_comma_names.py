"""A roster of "surname, first name" (``Klein, Fritz``): wherever players' names are listed (the lot, whom
a player guesses at, a refusal, the app's lot page), a name's own comma does not split it; the names are
set apart by semicolons then (the lists in words: ``test_next_round``)."""

from __future__ import annotations

import csv
import email.policy
from email.parser import BytesParser
from pathlib import Path

import pytest

from wordmastermind.core.errors import RoundError
from wordmastermind.core.wmm.evaluation import check_round
from wordmastermind.core.wmm.game import Guess
from wordmastermind.files.wmm.file import load_game

from test_cli_mail import run

ROSTER = [("Klein, Fritz", "Salat"), ("Alfons Abendroth", "Hosen"), ("Müller, Käthe", "Tisch"), ("Emil", "Lampe"),
          ("Beatrix", "Kerze"), ("Gustav", "Nudel"), ("Ida", "Gabel")]
"""A club's list: two names as surname, first name."""


def new_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A new game of the roster above, its lot not drawn yet."""
    roster = tmp_path / "roster.csv"
    with roster.open("w", encoding="utf-8", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(["name", "secret", "email"])
        writer.writerows((name, secret, f"{secret.lower()}@example.org") for name, secret in ROSTER)
    game = tmp_path / "game.wmm"
    code, _out, err = run(capsys, "new", game, "--roster", roster)
    assert code == 0, err
    return game


def drawn_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """:func:`new_game` with the lot drawn (seed 3): Klein, Fritz guesses at Müller, Käthe and Gustav."""
    game = new_game(tmp_path, capsys)
    code, _out, err = run(capsys, "lot", game, "--seed", 3)
    assert code == 0, err
    return game


def test_the_lot_as_the_command_line_prints_it_and_as_the_players_read_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game(tmp_path, capsys)
    code, out, err = run(capsys, "lot", game, "--seed", 3)
    assert code == 0, err
    assert "  Klein, Fritz     -> Müller, Käthe; Gustav\n" in out
    assert "  Alfons Abendroth -> Klein, Fritz; Emil\n" in out
    assert "  Emil             -> Beatrix, Ida\n" in out  # no name of a comma: as ever
    code, out, err = run(capsys, "mail", game, "--lot", "--eml", tmp_path / "mails", "--from", "gm@example.org")
    assert code == 0, err
    mail = BytesParser(policy=email.policy.default).parsebytes((tmp_path / "mails" / "Emil.eml").read_bytes())
    body = mail.get_body(("plain",)).get_content()  # type: ignore[union-attr]
    assert "Klein, Fritz      Müller, Käthe; Gustav" in body  # the lot's table
    assert "Beatrix           Klein, Fritz; Alfons Abendroth" in body


def test_a_guess_at_a_player_not_drawn_names_the_drawn_ones_apart(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = drawn_game(tmp_path, capsys)
    with pytest.raises(RoundError) as refused:
        check_round(load_game(game), 1, [Guess("Klein, Fritz", "Emil", "HAFER")])
    assert str(refused.value.problems[0].message) == (  # as the round's mail says whom to guess at
        "in round 1 the lot lets Klein, Fritz guess at Müller, Käthe and Gustav, not at Emil")


@pytest.mark.parametrize("written", ["Müller, Käthe: TASCH", "Käthe Müller: TASCH", "Mueller Kaethe - tasch",
                                     "Käthe: TASCH", "käthe müller = TASCH"])
def test_a_reply_names_a_surname_first_player_as_players_write_names(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], written: str) -> None:
    """Klein, Fritz guesses at Müller, Käthe in round 1: his reply may name her as people do."""
    from datetime import datetime, timezone

    from wordmastermind.core.wmm.intake import InMail, plan_intake

    game = drawn_game(tmp_path, capsys)
    reply = f"Hallo Spielleiter,\n\n{written}\nGustav: NADEL\n\nViele Grüße\nFritz\n"
    arrived = datetime(2026, 12, 1, 10, tzinfo=timezone.utc)
    intake = plan_intake(load_game(game), 1, [InMail("salat@example.org", arrived, "<f1@x>", "Re: Runde 1", reply)])
    (fritz,) = intake.players
    assert fritz.outcome == "taken", fritz
    assert [(g.target, g.word) for g in fritz.taken] == [("Müller, Käthe", "TASCH"), ("Gustav", "NADEL")]


def test_a_surname_first_player_is_greeted_and_addressed_first_name_first(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """"Hallo Klein, Fritz" reads as a form: the mail greets Fritz Klein, the letter's window names him so."""
    import datetime

    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.letter import build_letters
    from wordmastermind.core.wmm.player_view import player_view

    game = drawn_game(tmp_path, capsys)
    code, _out, err = run(capsys, "mail", game, "--lot", "--eml", tmp_path / "mails", "--from", "gm@example.org")
    assert code == 0, err
    mail = BytesParser(policy=email.policy.default).parsebytes((tmp_path / "mails" / "Klein, Fritz.eml").read_bytes())
    assert mail.get_body(("plain",)).get_content().startswith("Dear Fritz Klein,")  # type: ignore[union-attr]
    assert mail["To"].addresses[0].display_name == "Klein, Fritz"  # as the roster has it: the mail program's
    played = load_game(game)
    row = next(i for i, p in enumerate(played.players) if p.name == "Klein, Fritz")
    played = played.with_player(row, played.players[row].__class__(
        "Klein, Fritz", "SALAT", address="Am Markt 3, 10115 Berlin"))
    letters = build_letters(player_view(evaluate(played), 0), date=datetime.date(2026, 12, 1), everyone=True)
    (letter,) = [one for one in letters.letters if one.name == "Klein, Fritz"]
    assert letter.address == ("Fritz Klein", "Am Markt 3", "10115 Berlin")
    assert letter.salutation == "Dear Fritz Klein,"


def test_a_round_file_may_name_a_surname_first_player_first_name_first(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = drawn_game(tmp_path, capsys)
    sheet = tmp_path / "runde1.csv"
    sheet.write_text("Rater;Ziel;Wort\nFritz Klein;Kaethe Mueller;TASCH\nklein fritz;Gustav;NADEL\n", encoding="utf-8")
    code, _out, err = run(capsys, "guesses", game, "--round", 1, sheet)
    assert code == 0, err
    assert [(g.guesser, g.target) for g in load_game(game).rounds[0].guesses] == [
        ("Klein, Fritz", "Müller, Käthe"), ("Klein, Fritz", "Gustav")]


def test_the_apps_import_preview_takes_the_names_as_the_command_line_does(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from wordmastermind.files.wmm.imports import preview_guesses

    game = drawn_game(tmp_path, capsys)
    sheet = tmp_path / "runde1.csv"
    sheet.write_text("Rater;Ziel;Wort\nFritz Klein;Kaethe Mueller;TASCH\n", encoding="utf-8")
    for source in (sheet, "Fritz Klein\tKaethe Mueller\tTASCH\n"):  # a file, and the same pasted
        preview = preview_guesses(source, load_game(game), 1)
        assert preview.ok, preview.problems
        assert [(row.guess.guesser, row.guess.target) for row in preview.rows] == [("Klein, Fritz", "Müller, Käthe")]
