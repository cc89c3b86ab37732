"""Wachtwoord as its players keep it (issue 20): the rules' own sentences, in the core, the file,
``score`` and ``report``."""

from __future__ import annotations

import dataclasses
import json
from functools import partial
from pathlib import Path

import pytest

from wordmastermind.cli.entry import main
from wordmastermind.core.lexicon import make_lexicon
from wordmastermind.core.wachtwoord.clues import clue_problem, clue_warning
from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.game import (
    Method,
    Team,
    TeamGame,
    TeamRound,
    TeamWord,
    missed,
    won,
)
from wordmastermind.core.wachtwoord.play import end_game, miss, new_round, set_starting_team, turn
from wordmastermind.core.wachtwoord.report import wachtwoord_report as bare_wachtwoord_report
from wordmastermind.files.i18n import translation
from wordmastermind.core.wachtwoord.sheet import team_sheet
from wordmastermind.files.wachtwoord.file import game_from_json, game_to_json, load_wachtwoord, save_wachtwoord

# The rules' example (American): A-list and B-list as (team, dial value); None: nobody.
A = (won(2, 8), won(1, 5), missed(), won(1, 7), won(2, 6))
B = (won(1, 8), won(2, 7), won(1, 9), won(2, 2), won(1, 7))

wachtwoord_report = partial(bare_wachtwoord_report, catalogs=translation)
"""The score sheet as the app and the command line make it: its texts from the catalogs."""


def example(**rules: object) -> TeamGame:
    game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"), Method.AMERICAN, rounds=(TeamRound(A, B),))
    return dataclasses.replace(game, **rules)  # type: ignore[arg-type]


def score(path: Path, capsys: pytest.CaptureFixture[str], *more: str) -> str:
    main(["score", str(path), *more])
    out, err = capsys.readouterr()
    assert err == ""
    return out


# ------------------------------------------------------------ running totals


def test_the_report_shows_the_running_totals_of_the_printed_sheet() -> None:
    # "ANNIE 8 8 17 17 31 ... JOOP 8 8 8 8 20"
    report = wachtwoord_report(example())
    running, points = report.tables()[0], report.tables()[1]
    rows = {row[0]: row[1:] for row in running.rows}
    assert rows["Annie"][5:10] == (8, 8, 17, 17, 31)
    assert rows["Joop"][:5] == (8, 8, 8, 8, 20)
    assert rows["Fred"][:5] == (0, 5, 5, 12, 12)
    # the points of each word stay as a second view
    assert {row[0]: row[1:] for row in points.rows}["Annie"][5:11] == (8, 0, 9, 0, 14, 31)


def test_the_words_table_says_whom_the_points_went_to() -> None:
    # A1 was guessed by Marie (2B) on Joop's clue: the row credits Joop's team, under "Points to".
    english = wachtwoord_report(example()).tables()[2]
    dutch = wachtwoord_report(example(), language="nl").tables()[2]
    assert english.columns[2].title == "Points to" and dutch.columns[2].title == "Punten voor"
    assert english.rows[0][:3] == ("A1", 8, "Joop")


# ------------------------------------------------------------ the game's end


def test_a_leader_not_a_winner_until_the_game_is_over(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sheet = team_sheet(example())
    assert sheet.leader == 1 and sheet.winner is None and not sheet.over
    text = wachtwoord_report(example()).text()
    assert "win the game" not in text and "Fred & Annie lead, 43 to 29; the game is not over yet." in text
    path = tmp_path / "fred.wwd"
    save_wachtwoord(example(), path)
    assert "Undecided: no winner yet" in score(path, capsys)
    assert json.loads(score(path, capsys, "--json"))["winner"] is None


def test_the_winner_once_the_agreed_rounds_are_played(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    two = example(agreed_rounds=2)
    assert team_sheet(two).winner is None
    with pytest.raises(WachtwoordError, match="the game has 1 agreed rounds, so round 2 cannot be played"):
        team_sheet(dataclasses.replace(example(agreed_rounds=1), rounds=(TeamRound(A, B), TeamRound())))
    one = example(agreed_rounds=1)
    assert team_sheet(one).winner == 1
    with pytest.raises(WachtwoordError, match="the game is over after 1 rounds"):
        new_round(one)
    path = tmp_path / "one.wwd"
    save_wachtwoord(one, path)
    assert load_wachtwoord(path) == one
    assert "Winner: Fred & Annie" in score(path, capsys)
    assert "Fred & Annie win the game, 43 to 29." in wachtwoord_report(one).text()


def test_the_game_master_ends_the_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ended = end_game(example())
    assert ended.ended and team_sheet(ended).winner == 1
    assert "The game master ended the game after round 1." in wachtwoord_report(ended).text()
    assert team_sheet(end_game(ended, False)).winner is None
    path = tmp_path / "ended.wwd"
    save_wachtwoord(ended, path)
    assert json.loads(path.read_text("utf-8"))["ended"] is True
    assert "Winner: Fred & Annie" in score(path, capsys)
    open_round = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"), rounds=(TeamRound(A[:2], B[:1]),))
    with pytest.raises(WachtwoordError, match="round 1 is not finished, so the game cannot be ended yet"):
        end_game(open_round)


def test_the_file_names_a_wrong_agreed_number_or_end() -> None:
    doc = game_to_json(example())
    with pytest.raises(Exception, match="agreed_rounds: the agreed number of rounds is at least 1, not 0"):
        game_from_json({**doc, "agreed_rounds": 0})
    unfinished = game_to_json(TeamGame(Team("a", "b"), Team("c", "d"), rounds=(TeamRound((won(1, 3),)),)))
    with pytest.raises(Exception, match="ended: round 1 is not finished"):
        game_from_json({**unfinished, "ended": True})


# ------------------------------------------------------------ who starts


def test_the_starting_team_alternates_by_round() -> None:
    # Round 1: "Begonnen wordt door 1A"; the fifth, doubled word is again team 1's first.
    game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"), rounds=(TeamRound(A, B),))
    assert turn(TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"))).clue_giver == "Fred"
    second = new_round(game)
    due = turn(second)
    assert due is not None and (due.word, due.clue_giver, due.team) == ("A1", "Joop", 2)
    due = turn(miss(second))
    assert due is not None and due.clue_giver == "Fred"
    assert team_sheet(second).rounds[1].starts == 2
    # the default is derived, never stored
    assert "starts" not in game_to_json(second)["rounds"][1]


def test_the_game_master_sets_the_starting_team() -> None:
    second = set_starting_team(new_round(example()), 1)
    due = turn(second)
    assert due is not None and due.clue_giver == "Fred"
    data = game_to_json(second)
    assert data["rounds"][1]["starts"] == 1 and "starts" not in data["rounds"][0]
    assert game_from_json(json.loads(json.dumps(data))) == second
    third = new_round(dataclasses.replace(second, rounds=(*second.rounds[:1], TeamRound(A, B, starts=1))))
    assert team_sheet(third).rounds[2].starts == 2  # alternates from the round before
    assert "Fred & Annie give the first clue." in wachtwoord_report(second).text()
    with pytest.raises(WachtwoordError, match=r"the starting team must be 1, 2 or null \(alternating\)"):
        TeamRound(starts=3)


def test_an_old_file_still_opens() -> None:
    doc = game_to_json(example())
    for key in ("agreed_rounds", "ended"):
        assert key not in doc
    assert game_from_json(doc) == example()


# ------------------------------------------------------------ clue words


def test_a_clue_that_contains_the_password_is_a_warning_only() -> None:
    # "Een gedeelte of een bepaalde vorm van het wachtwoord mag niet als sleutelwoord worden gebruikt":
    # a part or a form is refused (apothek, tol, stelen: tests/test_wachtwoord.py), a clue containing it is not
    assert clue_problem("apothek", "apotheker") is not None
    assert clue_problem("kater", "kat") is None
    assert str(clue_warning("kater", "kat")) == "'kater' contains the password 'kat'"
    assert clue_warning("poes", "kat") is None


def test_irregular_forms_are_caught() -> None:
    # "een bepaalde vorm van het wachtwoord": a plural with a changed vowel, a strong verb's past or participle
    assert str(clue_problem("schepen", "schip")) == "'schepen' is a form of the password 'schip'"
    assert str(clue_problem("steden", "stad")) == "'steden' is a form of the password 'stad'"
    assert str(clue_problem("kinderen", "kind")) == "'kinderen' is a form of the password 'kind'"
    assert str(clue_problem("liep", "gelopen")) == "'liep' is a form of the password 'gelopen'"
    assert str(clue_problem("zwom", "zwemmen")) == "'zwom' is a form of the password 'zwemmen'"
    assert clue_problem("haven", "schip") is None


def test_a_changed_vowel_alone_is_a_warning_not_a_refusal() -> None:
    # "kasten" (cupboards) is a fine clue for "kist" (chest), though it has the same consonants
    dutch = make_lexicon("nl", words=[("kist", 5.0), ("kasten", 4.5), ("kerk", 5.0), ("kurk", 4.0)])
    assert clue_problem("kasten", "kist") is None
    assert clue_problem("kurk", "kerk") is None
    assert str(clue_warning("kasten", "kist", dutch.knows)) == (
        "'kasten' may be a form of the password 'kist': the game master decides")
    # a word the list does not know gets no such warning
    assert clue_warning("kisten", "kast", dutch.knows) is None
    assert clue_warning("kasten", "kist") is None


def test_a_word_entered_after_the_game_is_over_is_refused() -> None:
    from wordmastermind.core.wachtwoord.play import add_word

    with pytest.raises(WachtwoordError):
        add_word(example(agreed_rounds=1), TeamWord(1, 5))


def test_the_report_command_prints_the_running_totals_and_the_leader(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "fred.wwd"
    save_wachtwoord(example(language="nl"), path)
    main(["report", str(path)])
    out, err = capsys.readouterr()
    assert err == ""
    annie = next(line for line in out.splitlines() if line.startswith("Annie") and "31" in line)
    assert annie.split()[1:] == ["8", "8", "17", "17", "31", "31"]
    assert "Punten voor" in out and "Geraden door" not in out
    assert "Fred & Annie staan voor, 43 tegen 29; het spel is nog niet afgelopen." in out
