"""Issue 32, item 6: the final totals of the real tournament records are the records' own.

The Scrabble presets end a game of two as the NASPA and WESPA tournament rules do (the player who
goes out adds twice the opponent's tiles left; the opponent's score is not reduced), and a record's
own end line wins over the preset's ending, with a warning where they differ. Woordspel keeps
Brettspielnetz's ending; a game of three or four under a Scrabble preset ends as before.

The records are read from ../shared/external/gcg/ (never copied into the project).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from wordmastermind.core.woordspel.moves import GameEnd
from wordmastermind.core.woordspel.rules import SCRABBLE_EN, SCRABBLE_NL, SCRABBLE_PL, WOORDSPEL_RULES
from wordmastermind.core.woordspel.sheet import end_points
from wordmastermind.files.woordspel.file import (
    WoordspelFileError,
    game_from_json,
    game_to_json,
    load_woordspel,
    save_woordspel,
)
from wordmastermind.files.woordspel.gcg.reading import load_gcg, read_gcg
from wordmastermind.files.woordspel.gcg.rescoring import rescore
from wordmastermind.files.woordspel.gcg.writing import write_gcg

RECORDS = Path(__file__).resolve().parents[1].parent / "shared" / "external" / "gcg"

needs_records = pytest.mark.skipif(not RECORDS.is_dir(), reason="the real GCG records are not at ../shared/external/gcg")

ENDED = {
    # record: {player: the cumulative score on the player's last line, as the record writes it}
    "liwords_many_challenges.gcg": {"Winter": 373, "jvc": 477},  # >Winter:  (RR) +4 373
    "liwords_vs_josh_time_penalty.gcg": {"Cesar": 387, "Josh": 397},  # (BLONST) +16 457, then (time) -70 387
    "macondo_doug_v_emely.gcg": {"doug": 451, "emely": 345},  # >emely:  (OPEG) +14 345
    "macondo_noah_vs_mishu.gcg": {"whatnoloan": 377, "mishu7": 388},  # >whatnoloan:  (P) +6 377
    "macondo_utf8_dos.gcg": {"angwantibo": 375, "Michal Josko": 488},  # >angwantibo:  (ET) +4 375
    "macondo_vs_frentz.gcg": {"cesar": 439, "frentz": 550},  # >frentz:  (AHNTT) +16 550
    "quackle_capp.gcg": {"Brian Cappelletto": 481, "Pakorn Nemitrmansuk": 393},  # >Brian:    (ENOR) +8 481
    "macondo_polish_endgame.gcg": {"ptf1559": 316, "smut3k": 323},  # >2:  (BHUWZ) +22 323 (Polish tiles)
}
"""The records with an end whose moves these rules score as the record does."""

WITHOUT_AN_END = ["macondo_name_iso8859-1.gcg", "quackle_multiplayer-crash.gcg"]
"""Records with no end line: totalled as they stand, which is what they write."""

POLISH = "macondo_polish_endgame.gcg"
"""Played with the Polish tiles: read under Scrabble in Polish (by its letters)."""


def test_every_record_is_named_here() -> None:
    if RECORDS.is_dir():
        assert sorted(path.name for path in RECORDS.glob("*.gcg")) == sorted(
            [*ENDED, *WITHOUT_AN_END])


@needs_records
@pytest.mark.parametrize("name", sorted(ENDED))
def test_the_final_totals_are_the_records(name: str) -> None:
    record = load_gcg(RECORDS / name)
    result = rescore(record)
    sheet = result.sheet
    assert record.game.rules is (SCRABBLE_PL if name == POLISH else SCRABBLE_EN) and sheet.final
    totals = dict(zip(record.game.players, sheet.totals))
    assert totals == ENDED[name] == dict(zip(record.game.players, result.file_totals))
    # the end is the preset's own (the tournament ending): no warning, no record points kept; Woogles'
    # time-penalty record has one warning, on a move: two racks its tiles cannot make (test_gcg_presets)
    assert [move for move, _ in sheet.warnings] == ([20] if name == "liwords_vs_josh_time_penalty.gcg" else [])
    assert record.game.end is not None and record.game.end.points == ()
    kinds = {event.number: event.kind for event, _ in result.scores}
    # every event scores as the file says, the end lines too; only Quackle's old-style
    # withdrawal (-- +0) writes no points for taking the play back (its running total does)
    assert all(d.move is not None and kinds[d.move] == "withdrawn" for d in result.differences)
    # the spread and the winner agree with the record
    file_totals = ENDED[name]
    winner = max(file_totals, key=lambda player: file_totals[player])
    assert sheet.winner is not None and record.game.players[sheet.winner] == winner
    first, second = record.game.players
    assert sheet.totals[0] - sheet.totals[1] == file_totals[first] - file_totals[second]


@needs_records
@pytest.mark.parametrize("name", WITHOUT_AN_END)
def test_a_record_without_an_end_is_totalled_as_it_stands(name: str) -> None:
    record = load_gcg(RECORDS / name)
    result = rescore(record)
    assert record.game.end is None and not result.sheet.final and result.sheet.winner is None
    assert result.sheet.totals == result.file_totals


@needs_records
def test_the_polish_records_end_is_the_tournament_ending() -> None:
    record = load_gcg(RECORDS / POLISH)
    result = rescore(record)
    game, sheet = record.game, result.sheet
    # 2 (smut3k) went out: +22, twice BHUWZ by Polish values (B 3, H 3, U 3, W 1, Z 1)
    assert game.end is not None and game.end.racks == ("BHUWZ", "") and game.end.points == ()
    assert [row.points for row in sheet.rows if row.kind == "end"] == [0, 22]


# --- the endings ---------------------------------------------------------------------------


def test_each_preset_ends_as_its_rules_say() -> None:
    # Woordspel (Brettspielnetz): no bonus for going out; everyone loses the tiles left
    assert end_points(WOORDSPEL_RULES, ("", "GK"), "out") == (0, -7)
    # Scrabble, two players: the tournament ending, twice the opponent's tiles, the opponent not reduced
    assert end_points(SCRABBLE_EN, ("", "GK"), "out") == (2 * (2 + 5), 0)
    assert end_points(SCRABBLE_NL, ("QX", ""), "out") == (0, 2 * (10 + 8))
    # three or four players: the published rules, as before: the others' tiles once, which they lose
    assert end_points(SCRABBLE_EN, ("", "GK", "Q", "?"), "out") == (7 + 10, -7, -10, 0)
    # after six scoreless turns everyone loses the tiles left
    assert end_points(SCRABBLE_EN, ("E", "GK"), "passes") == (-1, -7)


@needs_records
def test_a_scrabble_game_entered_ends_by_the_tournament_rules() -> None:
    record = load_gcg(RECORDS / "macondo_doug_v_emely.gcg")
    game = record.game.without_end()
    assert not game.tolerant
    sheet = game.with_end(("EGOP", "")).sheet()
    assert sheet.deductions == (0, -14) and sheet.totals == (451, 345) and sheet.winner == 0
    assert [(row.text, row.points) for row in sheet.rows if row.kind == "end"] == [("(EGOP)", 0), ("(EGOP)", 14)]
    # under Woordspel's rules the same end gives emely nothing and takes doug's tiles
    woordspel = load_gcg(RECORDS / "macondo_doug_v_emely.gcg", rules=WOORDSPEL_RULES).game
    ended = replace(woordspel, end=GameEnd(("EGOP", ""))).sheet()
    assert ended.deductions[1] == 0 and ended.deductions[0] == 1 + 3 + 2 + 5  # E1 G3 O2 P5 by Woordspel's values


DOUG = RECORDS / "macondo_doug_v_emely.gcg"


def _doug_with_end(*end_lines: str) -> str:
    lines = DOUG.read_text(encoding="utf-8").splitlines()
    assert lines[-1] == ">emely:  (OPEG) +14 345"
    return "\n".join([*lines[:-1], *end_lines]) + "\n"


@needs_records
def test_a_records_own_end_lines_win_with_a_warning() -> None:
    # the published rules' ending, written by the record: emely adds EGOP once, doug loses it
    record = read_gcg(_doug_with_end(">emely:  (OPEG) +7 338", ">doug: EGOP (EGOP) -7 444"))
    game, sheet = record.game, record.game.sheet()
    assert game.rules is SCRABBLE_EN and game.tolerant
    assert sheet.totals == (444, 338) == rescore(record).file_totals and sheet.winner == 0
    assert [str(w) for w in sheet.warnings_of(None)] == [
        "the end of the game: the record gives doug -7 points, these rules +0; the record's points are taken",
        "the end of the game: the record gives emely +7 points, these rules +14; the record's points are taken",
    ]
    assert rescore(record).differences == ()
    # kept with the game: saved, read back, written back as GCG
    assert game.end is not None and game.end.points == (-7, 7)
    assert game_to_json(game)["end"] == {"racks": ["EGOP", ""], "points": [-7, 7]}
    assert game_from_json(game_to_json(game)) == game
    assert read_gcg(write_gcg(game)).game == game
    # "(RACK) -N" without the rack in front is the player's own tiles left too
    short = read_gcg(_doug_with_end(">emely:  (OPEG) +7 338", ">doug:  (EGOP) -7 444")).game
    assert short.end == game.end and short.sheet().totals == (444, 338)
    assert [e.kind for e in read_gcg(_doug_with_end(">doug:  (EGOP) -7 444")).events][-1] == "left"


@needs_records
def test_an_end_line_that_agrees_with_the_preset_keeps_the_record_strict(tmp_path: Path) -> None:
    record = load_gcg(DOUG)
    assert not record.game.tolerant and record.game.end == GameEnd(("EGOP", ""))
    # written back as a tournament record: the line of the player who went out names the opponent's tiles
    text = write_gcg(record.game)
    assert text.endswith(">emely: (EGOP) +14 345\n") and ">doug: EGOP (EGOP)" not in text
    assert read_gcg(text).game == record.game
    path = tmp_path / "doug.woordspel"
    save_woordspel(record.game, path)
    assert load_woordspel(path) == record.game and "points" not in game_to_json(record.game)["end"]


@needs_records
def test_the_files_end_points_are_checked() -> None:
    game = read_gcg(_doug_with_end(">emely:  (OPEG) +7 338")).game
    data = game_to_json(game)
    assert data["end"]["points"] == [None, 7] and data["rule_breaks_warned"] is True
    for bad, message in (([None], r"end\.points: expected 2 entries, found 1"),
                         ([None, "7"], r"end\.points\[1\]: expected a number, found text")):
        with pytest.raises(WoordspelFileError, match=message):
            game_from_json({**data, "end": {"racks": ["EGOP", ""], "points": bad}})
    # a record's points that differ from the preset's are a rule break: refused in a strict file
    strict = {key: value for key, value in data.items() if key != "rule_breaks_warned"}
    with pytest.raises(WoordspelFileError, match=r"end: the end of the game: the record gives emely \+7"):
        game_from_json(strict)


# --- score says which preset it used ---------------------------------------------------------


@needs_records
def test_score_names_the_preset() -> None:
    run = [sys.executable, "-m", "wordmastermind", "score"]
    english = {**os.environ, "LANGUAGE": "en"}
    out = subprocess.run([*run, str(DOUG)], capture_output=True, text=True, check=True, env=english).stdout
    assert "Scored by the rules of Scrabble in English." in out and "doug      451" in out
    data = json.loads(subprocess.run([*run, "--json", str(DOUG)], capture_output=True, text=True, check=True,
                                     env=english).stdout)
    assert data["rules"] == "scrabble-en" and data["differences"] == []
    assert {p["name"]: p["total"] for p in data["players"]} == {"doug": 451, "emely": 345}
    woordspel = json.loads(subprocess.run([*run, "--json", "--rules", "woordspel", str(DOUG)], capture_output=True,
                                          text=True, check=True).stdout)
    assert woordspel["rules"] == "woordspel"
    # the rules a record's end breaks are said with the preset's name
    dutch = subprocess.run([*run, "--rules", "scrabble-nl", str(DOUG)], capture_output=True, text=True, check=True,
                           env=english).stdout
    assert "Scored by the rules of Scrabble in Dutch." in dutch
    assert "the record gives emely +14 points, these rules +16" in dutch  # twice EGOP: E1 G3 O1 P3 in Dutch


@needs_records
def test_the_standings_do_not_call_the_points_added_for_going_out_a_deduction() -> None:
    """The standings of doug v emely read "emely: scored 331, deduction 14, total 345": 14 taken that
    were given. A Woordspel game, whose end only takes, keeps the column "Deduction"."""
    from functools import partial

    from wordmastermind.core.woordspel.report import woordspel_report
    from wordmastermind.files.i18n import translation

    report = partial(woordspel_report, catalogs=translation)
    record = load_gcg(DOUG)
    for language, title in (("en", "End of game"), ("nl", "Speleinde")):
        standings = next(t for t in report(record.game, language=language).tables() if "Tiles left" in
                         [c.title for c in t.columns] or "Stenen over" in [c.title for c in t.columns])
        assert standings.columns[3].title == title
        assert [row[1:] for row in standings.rows] == [(451, "EGOP", 0, 451), (331, "", 14, 345)]
    woordspel = load_gcg(DOUG, rules=WOORDSPEL_RULES).game
    ended = replace(woordspel, end=GameEnd(("EGOP", "")))
    standings = next(t for t in report(ended).tables() if "Tiles left" in [c.title for c in t.columns])
    assert standings.columns[3].title == "Deduction" and standings.rows[0][3] == -(1 + 3 + 2 + 5)
