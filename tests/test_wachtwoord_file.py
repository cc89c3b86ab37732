"""The Wachtwoord file (.wwd), its score summary and its report in every format."""

from __future__ import annotations

import copy
import dataclasses
import json
from functools import partial
from pathlib import Path
from typing import Any

import docx
import openpyxl  # type: ignore[import-untyped]
import pytest

from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.game import (
    Method,
    Team,
    TeamGame,
    TeamRound,
    TeamWord,
    TrioGame,
    TrioRound,
    TrioWord,
    WinnerBy,
    missed,
    won,
)
from wordmastermind.core.report import Paragraph
from wordmastermind.core.wachtwoord.report import wachtwoord_report as bare_wachtwoord_report
from wordmastermind.files.i18n import translation
from wordmastermind.core.wachtwoord.summary import score_summary as summarize
from wordmastermind.files.wachtwoord.file import (
    SCHEMA_VERSION,
    WachtwoordFileError,
    game_from_json,
    game_to_json,
    load_wachtwoord,
    save_wachtwoord,
)
from wordmastermind.files.wmm.file import GameFileError
from wordmastermind.files.wmm.file import game_from_json as wmm_from_json
from wordmastermind.files.writers import write_report
from wordmastermind.games import WACHTWOORD

# The rules' example, as in tests/test_wachtwoord.py: (team, dial value), None = nobody.
EXAMPLE_A = ((2, 8), (1, 5), None, (1, 7), (2, 6))
EXAMPLE_B = ((1, 8), (2, 7), (1, 9), (2, 2), (1, 7))

wachtwoord_report = partial(bare_wachtwoord_report, catalogs=translation)
"""The score sheet as the app and the command line make it: its texts from the catalogs."""


def score_summary(game: object) -> dict[str, object]:
    """The summary as ``wordmastermind score --json`` prints it."""
    return summarize(game).to_json(WACHTWOORD.kind)  # type: ignore[arg-type]

def words(data: tuple[tuple[int, int] | None, ...]) -> tuple[TeamWord, ...]:
    return tuple(missed() if d is None else won(*d) for d in data)


def example_game(method: Method = Method.AMERICAN, leader: str = "") -> TeamGame:
    a, b = words(EXAMPLE_A), words(EXAMPLE_B)
    rnd = TeamRound(a, b) if method is Method.AMERICAN else TeamRound(a[:4], b[:3])
    return TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"), method, WinnerBy.POINTS, (rnd,), leader)


def trio_game(method: Method = Method.DUTCH) -> TrioGame:
    return TrioGame(("Els", "Wim", "Kees"), method, WinnerBy.POINTS, (
        TrioRound("Els", (TrioWord(("Wim", "Kees"), 9), TrioWord(("Wim",), 8), TrioWord((), 0),
                          TrioWord(("Kees",), 10), TrioWord(("Wim",), 9))),
    ))


def unfinished_game() -> TeamGame:
    return TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"), Method.AMERICAN,
                    WinnerBy.ROUNDS, (TeamRound(words(EXAMPLE_A[:2]), words(EXAMPLE_B[:1])),))


GAMES: dict[str, TeamGame | TrioGame] = {
    "american": example_game(),
    "dutch": example_game(Method.DUTCH, leader="Piet"),
    "trio": trio_game(),
    "dutch-sheets": dataclasses.replace(example_game(), language="nl"),
    "trio-dutch-sheets": dataclasses.replace(trio_game(), language="nl"),
    "trio-american": TrioGame(("Els", "Wim", "Kees"), Method.AMERICAN, WinnerBy.ROUNDS, (
        TrioRound("Wim", tuple(TrioWord(("Els",), v) for v in (10, 9, 8, 7, 6))),
        TrioRound("Kees", (TrioWord(("Wim", "Els"), 3),)),
    )),
    "unfinished": unfinished_game(),
    "empty": TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie")),
}


# ------------------------------------------------------------ round trips


@pytest.mark.parametrize("name", GAMES)
def test_round_trip_through_json(name: str) -> None:
    game = GAMES[name]
    data = json.loads(json.dumps(game_to_json(game)))
    assert game_from_json(data) == game


@pytest.mark.parametrize("name", GAMES)
def test_round_trip_through_a_file(name: str, tmp_path: Path) -> None:
    game = GAMES[name]
    path = tmp_path / f"sheet{WACHTWOORD.suffix}"
    save_wachtwoord(game, path)
    assert load_wachtwoord(path) == game


def test_the_document_stores_only_what_was_entered() -> None:
    data = game_to_json(example_game())
    assert data["kind"] == WACHTWOORD.kind == "wachtwoord"
    assert data["schema_version"] == SCHEMA_VERSION == 1
    assert set(data) == {"kind", "schema_version", "app_version", "method", "winner_by", "language",
                         "teams", "leader", "rounds"}
    assert data["teams"][0] == {"a_player": "Fred", "b_player": "Annie"}
    assert data["rounds"][0]["a_words"][2] == {"team": None, "value": 0}
    assert "43" not in json.dumps(data)  # no computed totals
    trio = game_to_json(trio_game())
    assert "teams" not in trio and "leader" not in trio and trio["players"] == ["Els", "Wim", "Kees"]


def test_saving_again_keeps_a_backup(tmp_path: Path) -> None:
    path = tmp_path / "sheet.wwd"
    save_wachtwoord(unfinished_game(), path)
    save_wachtwoord(example_game(), path)
    assert load_wachtwoord(path) == example_game()
    assert game_from_json(json.loads((tmp_path / "sheet.wwd.bak").read_text("utf-8"))) == unfinished_game()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sheet.wwd", "sheet.wwd.bak"]


def test_saving_into_a_missing_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(WachtwoordFileError, match="cannot be saved"):
        save_wachtwoord(example_game(), tmp_path / "no" / "sheet.wwd")


# ------------------------------------------------------------ refusals


def team_doc() -> dict[str, Any]:
    return copy.deepcopy(game_to_json(example_game()))


def trio_doc() -> dict[str, Any]:
    return copy.deepcopy(game_to_json(trio_game()))


def refused(data: object, message: str) -> None:
    with pytest.raises(WachtwoordFileError) as info:
        game_from_json(data)
    assert str(info.value) == message


def test_not_an_object() -> None:
    refused([], "the file: expected an object, found a list")


@pytest.mark.parametrize("key", ["kind", "schema_version", "method", "winner_by", "teams"])
def test_a_missing_required_field_is_named(key: str) -> None:
    doc = team_doc()
    del doc[key]
    message = {
        "teams": "teams, players: a sheet has either two teams or three players; neither is there",
    }.get(key, f"{key}: missing")
    refused(doc, message)


def test_optional_fields_may_be_left_out() -> None:
    doc = team_doc()
    for key in ("app_version", "leader", "rounds"):
        del doc[key]
    assert game_from_json(doc) == TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"))


def test_a_file_from_before_the_language_was_kept_has_english_sheets() -> None:
    doc = team_doc()
    del doc["language"]
    assert game_from_json(doc).language == "en"


def test_the_language_is_kept_and_a_wrong_one_refused() -> None:
    doc = team_doc()
    doc["language"] = "nl"
    assert game_from_json(doc).language == "nl"
    doc["language"] = "fr"
    refused(doc, "language: the reports' language is one of en, nl, not 'fr'")
    doc["language"] = 1
    refused(doc, "language: expected text, found a number")


def test_unknown_fields_are_named() -> None:
    doc = team_doc()
    doc["totals"] = [43, 29]
    refused(doc, "the file: unknown field totals")
    doc = team_doc()
    doc["rounds"][0]["a_words"][0]["points"] = 8
    refused(doc, "rounds[0].a_words[0]: unknown field points")
    doc = trio_doc()
    doc["leader"] = "Piet"  # a three-player game has no leader
    refused(doc, "the file: unknown field leader")


def test_both_teams_and_players_is_refused() -> None:
    doc = team_doc()
    doc["players"] = ["Els", "Wim", "Kees"]
    refused(doc, "teams, players: a sheet has either two teams or three players, not both")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(kind=3), "kind: expected text, found a number"),
        (lambda d: d.update(schema_version="1"), "schema_version: expected a whole number, found text"),
        (lambda d: d.update(method=True), "method: expected text, found true/false"),
        (lambda d: d.update(teams={}), "teams: expected a list, found an object"),
        (lambda d: d["teams"].__setitem__(1, "Joop"), "teams[1]: expected an object, found text"),
        (lambda d: d["teams"][0].update(b_player=None), "teams[0].b_player: expected text, found null"),
        (lambda d: d.update(leader=1), "leader: expected text, found a number"),
        (lambda d: d.update(rounds=None), "rounds: expected a list, found null"),
        (lambda d: d["rounds"][0].update(b_words="B"), "rounds[0].b_words: expected a list, found text"),
        (lambda d: d["rounds"][0]["a_words"][1].update(team="1"),
         "rounds[0].a_words[1].team: expected a whole number, found text"),
        (lambda d: d["rounds"][0]["a_words"][1].update(value=7.5),
         "rounds[0].a_words[1].value: expected a whole number, found a number"),
        (lambda d: d["rounds"][0]["a_words"][1].pop("team"), "rounds[0].a_words[1].team: missing"),
        (lambda d: d["rounds"][0]["a_words"][1].pop("value"), "rounds[0].a_words[1].value: missing"),
        (lambda d: d["rounds"][0].pop("b_words"), "rounds[0].b_words: missing"),
    ],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_wrong_types_in_a_team_sheet_are_named(change: Any, message: str) -> None:
    doc = team_doc()
    change(doc)
    refused(doc, message)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(players="Els"), "players: expected a list, found text"),
        (lambda d: d["players"].__setitem__(2, 7), "players[2]: expected text, found a number"),
        (lambda d: d["rounds"][0].update(clue_giver=None), "rounds[0].clue_giver: expected text, found null"),
        (lambda d: d["rounds"][0]["words"][0].update(guessers="Wim"),
         "rounds[0].words[0].guessers: expected a list, found text"),
        (lambda d: d["rounds"][0]["words"][0]["guessers"].append(1),
         "rounds[0].words[0].guessers[2]: expected text, found a number"),
        (lambda d: d["rounds"][0]["words"][0].pop("value"), "rounds[0].words[0].value: missing"),
        (lambda d: d["rounds"][0]["words"][0].update(extra=1), "rounds[0].words[0]: unknown field extra"),
    ],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_wrong_types_in_a_trio_sheet_are_named(change: Any, message: str) -> None:
    doc = trio_doc()
    change(doc)
    refused(doc, message)


def test_unknown_choices_are_refused() -> None:
    doc = team_doc()
    doc["method"] = "german"
    refused(doc, "method: expected 'american' or 'dutch', found 'german'")
    doc = team_doc()
    doc["winner_by"] = "luck"
    refused(doc, "winner_by: expected 'points' or 'rounds', found 'luck'")


def test_a_newer_schema_is_refused() -> None:
    doc = team_doc()
    doc["schema_version"] = SCHEMA_VERSION + 1
    refused(doc, "written by a newer wordmastermind (schema version 2); this version reads up to 1: please update")
    doc["schema_version"] = 0
    refused(doc, "schema_version: 0 is not a valid version")


def test_another_kind_is_refused_both_ways() -> None:
    doc = team_doc()
    doc["kind"] = "wordmastermind"
    refused(doc, "this is a Wörter-MasterMind game file (kind 'wordmastermind'), not a Wachtwoord one (.wwd); "
                 "a Wörter-MasterMind game file's name ends in .wmm")
    with pytest.raises(GameFileError, match="this is a Wachtwoord game file"):
        wmm_from_json(team_doc())
    doc["kind"] = "chess"
    refused(doc, "this is a 'chess' document, not a Wachtwoord score sheet")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["teams"].pop(), "teams: expected 2 teams, found 1"),
        (lambda d: d["teams"][1].update(a_player=" "),
         "teams[1]: a player's name must not be empty, not ' '"),
        (lambda d: d["teams"][1].update(a_player="fred"),
         "teams: player names must differ: 'fred' appears twice"),
        (lambda d: d["rounds"][0]["a_words"][0].update(team=3),
         "rounds[0].a_words[0]: the team must be 1, 2 or null (nobody), not 3"),
        (lambda d: d["rounds"][0].update(starts=3),  # the file's JSON says null: Python's None was shown
         "rounds[0]: the starting team must be 1, 2 or null (alternating), not 3"),
        (lambda d: d["rounds"][0]["a_words"][0].update(value=11),
         "rounds[0].a_words[0]: the dial value must be a whole number from 0 to 10, not 11"),
        (lambda d: d["rounds"][0]["b_words"].pop(),
         None),  # B-list one behind is fine: round unfinished
        (lambda d: d["rounds"][0]["a_words"].pop(),
         ("rounds: round 1: the A-list has 4 words and the B-list 5; words are played "
          "A1, B1, A2, B2, ..., so the A-list is at most one word ahead")),
    ],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_sheets_that_break_the_rules_are_refused(change: Any, message: str | None) -> None:
    doc = team_doc()
    change(doc)
    if message is None:
        game_from_json(doc)
    else:
        refused(doc, message)


def test_trio_rule_breaks_are_refused() -> None:
    doc = trio_doc()
    doc["players"].pop()
    refused(doc, "players: expected 3 players, found 2")
    doc = trio_doc()
    doc["rounds"][0]["words"][1]["guessers"] = ["Els"]
    refused(doc, "rounds: round 1, word 2: Els gives the clues this round and cannot score")
    doc = trio_doc()
    doc["rounds"][0]["words"][0]["guessers"] = ["Wim", "Kees", "Els"]
    refused(doc, "rounds[0].words[0]: at most the two guessers can get a word, not 3")
    doc = trio_doc()
    doc["rounds"][0]["clue_giver"] = ""
    refused(doc, "rounds[0]: a player's name must not be empty, not ''")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "the file is empty"),
        (b'{"kind": "wachtwoord", ', "the file is cut off"),
        (b"\xff\xfe", "is not UTF-8 text"),
    ],
)
def test_bad_files_are_refused_with_the_path(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "bad.wwd"
    path.write_bytes(content)
    with pytest.raises(WachtwoordFileError, match=message) as info:
        load_wachtwoord(path)
    assert str(info.value).startswith(str(path))


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(WachtwoordFileError, match="no such file"):
        load_wachtwoord(tmp_path / "nothing.wwd")


def test_a_refused_field_in_a_file_names_path_and_field(tmp_path: Path) -> None:
    doc = team_doc()
    doc["rounds"][0]["a_words"][3]["value"] = "7"
    path = tmp_path / "sheet.wwd"
    path.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(WachtwoordFileError) as info:
        load_wachtwoord(path)
    assert str(info.value) == f"{path}: rounds[0].a_words[3].value: expected a whole number, found text"


# ------------------------------------------------------------ score summary


def test_score_summary_of_the_rules_example() -> None:
    assert score_summary(example_game())["winner"] is None  # no rounds agreed, not ended: a leader only
    assert score_summary(dataclasses.replace(example_game(), agreed_rounds=1)) == {
        "kind": "wachtwoord",
        "players": [
            {"name": "Fred", "total": 12},
            {"name": "Annie", "total": 31},
            {"name": "Joop", "total": 20},
            {"name": "Marie", "total": 9},
        ],
        "teams": [
            {"name": "Fred & Annie", "members": ["Fred", "Annie"], "total": 43},
            {"name": "Joop & Marie", "members": ["Joop", "Marie"], "total": 29},
        ],
        "winner": "Fred & Annie",
        "result": "won",
    }
    json.dumps(score_summary(example_game()))  # plain JSON


def test_score_summary_of_a_trio_game() -> None:
    assert score_summary(dataclasses.replace(trio_game(), ended=True)) == {
        "kind": "wachtwoord",
        "players": [
            {"name": "Els", "total": 0},
            {"name": "Wim", "total": 26},
            {"name": "Kees", "total": 19},
        ],
        "winner": "Wim",
        "result": "won",
    }


def test_score_summary_adds_up_rounds() -> None:
    summary = score_summary(GAMES["trio-american"])
    assert summary["players"] == [
        {"name": "Els", "total": 10 + 9 + 8 + 7 + 12 + 3},
        {"name": "Wim", "total": 3},
        {"name": "Kees", "total": 0},
    ]
    assert summary["winner"] is None  # round 2 is unfinished


def test_score_summary_of_an_unfinished_game() -> None:
    summary = score_summary(unfinished_game())
    assert summary["winner"] is None and summary["result"] == "open"
    assert [t["total"] for t in summary["teams"]] == [13, 8]
    assert score_summary(GAMES["empty"])["winner"] is None


def drawn_game() -> TeamGame:
    """Two rounds agreed, won by rounds: Fred & Annie win round 1, Joop & Marie round 2 (the words swapped)."""
    swapped = [tuple(None if d is None else (3 - d[0], d[1]) for d in side) for side in (EXAMPLE_A, EXAMPLE_B)]
    return TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"), Method.AMERICAN, WinnerBy.ROUNDS, (
        TeamRound(words(EXAMPLE_A), words(EXAMPLE_B)), TeamRound(words(swapped[0]), words(swapped[1])),
    ), agreed_rounds=2)


def test_a_drawn_game_is_a_draw_in_the_summary_and_the_report(tmp_path: Path, capsys: Any) -> None:
    from wordmastermind.cli import main

    game = drawn_game()
    summary = score_summary(game)
    assert summary["winner"] is None and summary["result"] == "draw"
    assert "The game is a draw, 1 to 1." in wachtwoord_report(game).text()
    path = tmp_path / f"drawn{WACHTWOORD.suffix}"
    save_wachtwoord(game, path)
    assert not main(["score", str(path)])
    shown = capsys.readouterr().out
    assert "A draw: the game is over and no one has won it alone" in shown and "Undecided" not in shown


def test_score_summary_refuses_a_sheet_that_breaks_the_rules() -> None:
    bad = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"),
                   rounds=(TeamRound((), words(EXAMPLE_B[:1])),))
    with pytest.raises(WachtwoordError):
        score_summary(bad)


# ------------------------------------------------------------ the report


def test_the_report_shows_the_example_numbers() -> None:
    report = wachtwoord_report(dataclasses.replace(example_game(), agreed_rounds=1))
    text = report.text()
    for piece in ("A5*", "B5*", "Fred & Annie", "Joop & Marie", "43", "29", "31", "12", "14",
                  "Fred & Annie win round 1, 43 to 29.", "Fred & Annie win the game, 43 to 29."):
        assert piece in text
    rows = {row[0]: row for row in report.tables()[1].rows}
    assert rows["Joop"][1:] == (8, 0, 0, 0, 12, None, None, None, None, None, 20)
    assert rows["Annie"][1:] == (None, None, None, None, None, 8, 0, 9, 0, 14, 31)
    assert report.sheets() == ("Rounds", "Points", "Words", "Game")


@pytest.mark.parametrize(("language", "round_won", "game_won", "leads"), [
    ("en", "Joop & Marie win round 1, 43 to 29.", "Joop & Marie win the game, 43 to 29.",
     "Joop & Marie lead, 43 to 29; the game is not over yet."),
    ("nl", "Joop & Marie winnen ronde 1, 43 tegen 29.", "Joop & Marie winnen het spel, 43 tegen 29.",
     "Joop & Marie staan voor, 43 tegen 29; het spel is nog niet afgelopen."),
])
def test_the_winners_score_comes_first_when_the_second_team_wins(
    language: str, round_won: str, game_won: str, leads: str,
) -> None:
    # The rules' example with the teams' words swapped: Joop & Marie (team 2) get 43, Fred & Annie 29.
    swapped = tuple(None if d is None else (3 - d[0], d[1]) for d in EXAMPLE_A), tuple(
        None if d is None else (3 - d[0], d[1]) for d in EXAMPLE_B)
    game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"), Method.AMERICAN, WinnerBy.POINTS,
                    (TeamRound(words(swapped[0]), words(swapped[1])),), agreed_rounds=1)
    text = wachtwoord_report(game, language=language).text()
    assert round_won in text and game_won in text
    unfinished = dataclasses.replace(game, agreed_rounds=2)
    assert leads in wachtwoord_report(unfinished, language=language).text()


def test_the_report_in_dutch() -> None:
    report = wachtwoord_report(example_game(Method.DUTCH, leader="Piet"), language="nl")
    text = report.text()
    assert "Fred & Annie winnen ronde 1, 29 tegen 15." in text
    assert "De ronde eindigde na A4: 25 punten bereikt." in text
    assert "Spelleider: Piet." in text
    assert report.sheets() == ("Ronden", "Punten", "Woorden", "Spel")


def test_the_report_is_in_the_games_language_unless_asked_otherwise() -> None:
    game = dataclasses.replace(example_game(), language="nl", agreed_rounds=1)
    assert "Fred & Annie winnen het spel, 43 tegen 29." in wachtwoord_report(game).text()
    assert "Fred & Annie win the game, 43 to 29." in wachtwoord_report(game, language="en").text()
    with pytest.raises(WachtwoordError, match="the reports' language is one of en, nl, not 'fr'"):
        dataclasses.replace(game, language="fr")


def test_the_report_of_a_trio_and_of_unfinished_games() -> None:
    text = wachtwoord_report(trio_game()).text()
    assert "Wim wins round 1: Els 0, Wim 26, Kees 19." in text
    assert "Els gives the clues." in text
    text = wachtwoord_report(unfinished_game()).text()
    assert "Round 1 is not finished." in text
    assert "The sides are level, 0 to 0; the game is not over yet." in text
    text = wachtwoord_report(GAMES["empty"]).text()
    assert "No rounds played yet." in text


@pytest.mark.parametrize(("language", "lines", "side"), [
    ("en", ["Dutch method: a round ends as soon as a player has 25 points; nothing counts double.",
            "The player with the most points wins the game."], "Player"),
    ("nl", ["Nederlandse methode: een ronde eindigt zodra een speler 25 punten heeft; niets telt dubbel.",
            "De speler met de meeste punten wint het spel."], "Speler"),
])
def test_the_report_of_three_players_speaks_of_players_not_sides(
    language: str, lines: list[str], side: str,
) -> None:
    report = wachtwoord_report(trio_game(), language=language)
    paragraphs = [b.text for b in report.blocks if isinstance(b, Paragraph)]
    for line in lines:
        assert line in paragraphs
    assert report.tables()[-1].columns[0].title == side  # the game's table: Els, Wim and Kees
    by_rounds = wachtwoord_report(dataclasses.replace(trio_game(), winner_by=WinnerBy.ROUNDS)).text()
    assert "The player who wins the most rounds wins the game." in by_rounds
    level = TrioGame(("Els", "Wim", "Kees"), Method.DUTCH, rounds=(TrioRound("Els", (TrioWord(("Wim", "Kees"), 9),)),))
    assert "No player leads: Els 0, Wim 9, Kees 9; the game is not over yet." in wachtwoord_report(level).text()
    # two teams keep their sides
    text = wachtwoord_report(example_game(Method.DUTCH)).text()
    assert "as soon as a side has 25 points" in text and "The side with the most points" in text


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="no report texts for language 'fr'"):
        wachtwoord_report(example_game(), language="fr")


@pytest.mark.parametrize("name", GAMES)
def test_the_report_writes_to_every_format(name: str, tmp_path: Path) -> None:
    report = wachtwoord_report(GAMES[name])
    for suffix in (".docx", ".xlsx", ".txt"):
        write_report(report, tmp_path / f"sheet{suffix}")
    assert report.title in (tmp_path / "sheet.txt").read_text("utf-8")
    assert docx.Document(str(tmp_path / "sheet.docx")).paragraphs
    openpyxl.load_workbook(tmp_path / "sheet.xlsx").close()


def test_the_written_report_holds_the_example(tmp_path: Path) -> None:
    report = wachtwoord_report(dataclasses.replace(example_game(), agreed_rounds=1))
    paths = {s: tmp_path / f"sheet.{s}" for s in ("docx", "xlsx", "txt")}
    for path in paths.values():
        write_report(report, path)

    text = paths["txt"].read_text("utf-8")
    assert "Fred & Annie win the game, 43 to 29." in text and "A5*" in text

    document = docx.Document(str(paths["docx"]))
    paragraphs = "\n".join(p.text for p in document.paragraphs)
    assert "Fred & Annie win the game, 43 to 29." in paragraphs
    cells = [[c.text for c in row.cells] for table in document.tables for row in table.rows]
    assert ["Fred", "0", "5", "0", "7", "0", "", "", "", "", "", "12"] in cells

    workbook = openpyxl.load_workbook(paths["xlsx"])
    try:
        assert workbook.sheetnames == ["Report", "Rounds", "Points", "Words", "Game"]
        report_text = [r[0] for r in workbook["Report"].iter_rows(values_only=True)]
        assert "Fred & Annie win the game, 43 to 29." in report_text
        values = [list(r) for r in workbook["Rounds"].iter_rows(values_only=True)]
        assert ["Round 1", "Annie", None, None, None, None, None, 8, 8, 17, 17, 31, 31] in values
        values = [list(r) for r in workbook["Points"].iter_rows(values_only=True)]
        assert ["Round 1", "Annie", None, None, None, None, None, 8, 0, 9, 0, 14, 31] in values
        game = [list(r) for r in workbook["Game"].iter_rows(values_only=True)]
        assert ["Fred & Annie", 43, 1] in game and ["Joop & Marie", 29, 0] in game
    finally:
        workbook.close()


def test_a_word_in_play_keeps_its_missed_clues_through_a_save(tmp_path: Path) -> None:
    from wordmastermind.core.wachtwoord.play import miss, turn

    game = miss(miss(miss(TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie")))))
    data = game_to_json(game)
    assert data["rounds"] == [{"a_words": [], "b_words": [], "misses": 3}]
    save_wachtwoord(game, tmp_path / "live.wwd")
    again = load_wachtwoord(tmp_path / "live.wwd")
    assert again == game and turn(again).value == 7
    # no "misses" key when no word is in play
    assert "misses" not in game_to_json(example_game())["rounds"][0]
    trio = miss(TrioGame(("Els", "Wim", "Kees")))
    assert game_from_json(game_to_json(trio)) == trio


@pytest.mark.parametrize(
    ("misses", "message"),
    [
        (10, "rounds[0]: a word in play has 0 to 9 missed clues"),
        ("3", "rounds[0].misses: expected a whole number"),
    ],
)
def test_bad_missed_clues_are_refused(misses: Any, message: str) -> None:
    data = game_to_json(TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"), rounds=(TeamRound(),)))
    data["rounds"][0]["misses"] = misses
    with pytest.raises(WachtwoordFileError, match=message.replace("[", r"\[").replace("]", r"\]")):
        game_from_json(data)


def test_missed_clues_in_a_finished_round_are_refused() -> None:
    data = game_to_json(example_game())
    data["rounds"][0]["misses"] = 2
    with pytest.raises(WachtwoordFileError, match="round 1 is over, so no word can be in play"):
        game_from_json(data)


def test_the_three_player_report_in_dutch_speaks_of_clue_words_and_no_lists() -> None:
    # The rules: one player gives both others "sleutelwoorden", "onverschillig van welke woordenlijst".
    american = wachtwoord_report(GAMES["trio-american"], language="nl").text()
    assert "Drie spelers: één geeft de sleutelwoorden, de andere twee scoren voor zichzelf." in american
    assert "Wim geeft de sleutelwoorden." in american
    assert "Amerikaanse methode: vijf woorden per ronde; het vijfde (*) telt dubbel." in american
    assert "omschrijving" not in american and "per lijst" not in american
    english = wachtwoord_report(GAMES["trio-american"]).text()
    assert "American method: five words per round; the fifth (*) counts double." in english
    assert "per list" not in english
    teams = wachtwoord_report(example_game(), language="nl").text()
    assert "Amerikaanse methode: vijf woorden per lijst; het vijfde (*) telt dubbel." in teams
