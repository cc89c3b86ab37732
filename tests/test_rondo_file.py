"""The RONDO file (.rondo), its score summary and the score-sheet report."""

from __future__ import annotations

import copy
import dataclasses
import datetime
import json
from functools import partial
from pathlib import Path
from typing import Any

import docx
import openpyxl  # type: ignore[import-untyped]
import pytest

from wordmastermind.core.report import Paragraph, Table
from wordmastermind.core.rondo.cards import LetterValues
from wordmastermind.core.rondo.game import Game
from wordmastermind.core.rondo.holder import Holder, Turn
from wordmastermind.core.rondo.report import rondo_report as bare_rondo_report
from wordmastermind.files.i18n import translation
from wordmastermind.core.rondo.sheet import compute_sheet
from wordmastermind.core.rondo.sides import Player, Side
from wordmastermind.core.rondo.summary import score_summary as summarize
from wordmastermind.files.atomic import backup_path
from wordmastermind.files.jsonread import DocumentError
from wordmastermind.files.rondo.file import (
    SCHEMA_VERSION,
    RondoFileError,
    game_from_json,
    game_to_json,
    load_rondo,
    save_rondo,
)
from wordmastermind.files.writers import write_report
from wordmastermind.games import RONDO

D = datetime.date

rondo_report = partial(bare_rondo_report, catalogs=translation)
"""The score sheet as the app and the command line make it: its texts from the catalogs."""


def score_summary(game: object) -> dict[str, object]:
    """The summary as ``wordmastermind score --json`` prints it."""
    return summarize(game).to_json(RONDO.kind)  # type: ignore[arg-type]

def solo_game(rounds: int | None = 2) -> Game:
    """Anna (RAT, 5) and Bas (ART, 5, younger): Bas starts."""
    game = Game(
        (Side.solo("Anna", D(1970, 5, 1), "RAT"), Side.solo("Bas", D(2010, 2, 3), "ART")),
        rounds=rounds,
    )
    for turn in (
        Turn(Holder.parse("ZON")),  # Bas 8
        Turn.skipped(1),  # Anna -2, a stroke
        Turn(Holder.parse("ZONE")),  # Bas 9 -> 17
        Turn(Holder.parse("ZONES"), exchanges=1, grew="end"),  # Anna 12 - 2 = 10 -> 8
    ):
        game = game.with_turn(turn)
    return game


def team_game() -> Game:
    north = Side(
        (Player("Anna", D(1970, 5, 1)), Player("Bert", D(1972, 1, 1))),
        tuple(c for c in Holder.parse("RAT").slots if c is not None),
        "North",
    )
    south = Side(
        (Player("Cor", D(1980, 1, 1)), Player("Dirk", D(2001, 3, 4))),
        tuple(c for c in Holder.parse("*Z*O*O").slots if c is not None),
    )
    game = Game((north, south), LetterValues().with_value("Q", 10), beginner=True, rounds=1)
    game = game.with_turn(Turn(Holder.parse("ZON")))  # North 8
    return game.with_turn(Turn(Holder.parse("-ON*S")))  # South -2 + O 2 + N 1 + joker 1 = 2


def document(game: Game | None = None) -> dict[str, Any]:
    return game_to_json(solo_game() if game is None else game)


# -- round trips ----------------------------------------------------------------


@pytest.mark.parametrize(
    "game",
    [
        solo_game(),
        solo_game(rounds=None),
        team_game(),
        Game((Side.solo("Anna", D(1970, 5, 1)), Side.solo("Bas", D(2010, 2, 3)))),
        dataclasses.replace(team_game(), language="nl"),
    ],
    ids=["solo", "open-ended", "teams", "no-start-words", "dutch-sheets"],
)
def test_round_trip_is_exact(game: Game, tmp_path: Path) -> None:
    assert game_from_json(game_to_json(game)) == game
    assert game_from_json(json.loads(json.dumps(game_to_json(game)))) == game
    path = tmp_path / f"game{RONDO.suffix}"
    save_rondo(game, path)
    assert load_rondo(path) == game
    first = path.read_bytes()
    save_rondo(load_rondo(path), path)
    assert path.read_bytes() == first
    assert backup_path(path).read_bytes() == first


def test_the_document_stores_only_what_was_entered() -> None:
    data = document(team_game())
    assert data["kind"] == RONDO.kind == "rondo"
    assert data["schema_version"] == SCHEMA_VERSION == 1
    assert set(data) == {
        "kind", "schema_version", "app_version", "beginner", "rounds", "language", "letter_values",
        "sides", "turns",
    }
    assert data["language"] == "en"
    assert data["letter_values"]["Q"] == 10 and len(data["letter_values"]) == 26
    assert data["sides"][0] == {
        "name": "North",
        "members": [{"name": "Anna", "born": "1970-05-01"}, {"name": "Bert", "born": "1972-01-01"}],
        "start_word": "RAT",
    }
    assert data["sides"][1]["name"] == "Cor & Dirk"
    assert data["sides"][1]["start_word"] == "*Z*O*O"
    assert data["turns"][1] == {"skipped": False, "holder": "-ON*S", "exchanges": 0, "grew": None}
    assert document()["turns"][1] == {"skipped": True, "holder": None, "exchanges": 1, "grew": None}
    assert "total" not in json.dumps(data) and "points" not in json.dumps(data)


def test_optional_fields_take_their_defaults() -> None:
    data = document(solo_game(rounds=None))
    for key in ("app_version", "beginner", "rounds", "letter_values"):
        del data[key]
    for turn in data["turns"]:
        turn.pop("exchanges")
        turn.pop("grew")
        if not turn["skipped"]:
            del turn["skipped"]
    game = game_from_json(data)
    assert game.values == LetterValues() and game.beginner is False and game.rounds is None
    assert [t.exchanges for t in game.turns] == [0, 0, 0, 0]
    data.pop("turns")
    assert game_from_json(data).turns == ()


def test_the_language_of_the_score_sheets_is_kept(tmp_path: Path) -> None:
    game = dataclasses.replace(solo_game(), language="nl")
    assert game_to_json(game)["language"] == "nl"
    path = tmp_path / "dutch.rondo"
    save_rondo(game, path)
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "nl"
    assert load_rondo(path).language == "nl"
    assert "Winnaar: Bas met 17 punten." in rondo_report(load_rondo(path)).text()


def test_a_file_from_before_the_language_was_kept_has_english_sheets() -> None:
    data = document()
    del data["language"]
    game = game_from_json(data)
    assert game.language == "en"
    assert game == solo_game()


# -- refusals -------------------------------------------------------------------


def edited(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(document())
    change(data)
    return data


def refusal(data: object) -> str:
    with pytest.raises(RondoFileError) as info:
        game_from_json(data)
    assert isinstance(info.value, DocumentError)
    return str(info.value)


def test_the_top_must_be_an_object() -> None:
    assert refusal([]) == "the file: expected an object, found a list"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.pop("kind"), "kind: missing"),
        (lambda d: d.update(kind="chess"), "kind: this is a 'chess' document, not a RONDO score sheet"),
        (lambda d: d.update(kind="wordmastermind"),
         "this is a Wörter-MasterMind game file (kind 'wordmastermind'), not a RONDO one (.rondo); "
         "a Wörter-MasterMind game file's name ends in .wmm"),
        (lambda d: d.pop("schema_version"), "schema_version: missing"),
        (lambda d: d.update(schema_version="1"), "schema_version: expected a whole number, found text"),
        (lambda d: d.update(schema_version=2),
         "written by a newer wordmastermind (schema version 2); this version reads up to 1: please update"),
        (lambda d: d.update(schema_version=0), "schema_version: 0 is not a valid version"),
        (lambda d: d.update(colour="red"), "the file: unknown field colour"),
        (lambda d: d.update(beginner=1), "beginner: expected true or false, found a number"),
        (lambda d: d.update(rounds=True), "rounds: expected a whole number, found true/false"),
        (lambda d: d.update(rounds=0), "rounds: the agreed number of rounds is at least 1, not 0"),
        (lambda d: d.update(language="fr"), "language: the reports' language is one of en, nl, not 'fr'"),
        (lambda d: d.update(language=1), "language: expected text, found a number"),
        (lambda d: d.update(language=None), "language: expected text, found null"),
        (lambda d: d.update(letter_values=[]), "letter_values: expected an object, found a list"),
        (lambda d: d["letter_values"].pop("Q"), "letter_values.Q: missing"),
        (lambda d: d["letter_values"].update(Q="7"), "letter_values.Q: expected a whole number, found text"),
        (lambda d: d["letter_values"].update(Q=-1),
         "letter_values: the value of Q must be a whole number of at least 0, not -1"),
        (lambda d: d["letter_values"].update(AE=1), "letter_values: unknown field AE"),
        (lambda d: d.pop("sides"), "sides: missing"),
        (lambda d: d.update(sides={}), "sides: expected a list, found an object"),
        (lambda d: d["sides"].pop(), "sides: RONDO is played by 2 to 6 players, not 1"),
        (lambda d: d["sides"][1].update(name="anna"), "sides: two sides are called anna"),
        (lambda d: d["sides"][0].update(nickname="A"), "sides[0]: unknown field nickname"),
        (lambda d: d["sides"][0].update(name=3), "sides[0].name: expected text, found a number"),
        (lambda d: d["sides"][0].pop("members"), "sides[0].members: missing"),
        (lambda d: d["sides"][0].update(members=[]),
         "sides[0].members: Anna: a side is one player or a team of two, not 0"),
        (lambda d: d["sides"][0]["members"][0].pop("born"), "sides[0].members[0].born: missing"),
        (lambda d: d["sides"][0]["members"][0].update(born="1970-02-30"),
         "sides[0].members[0].born: expected a date as YYYY-MM-DD, not '1970-02-30'"),
        (lambda d: d["sides"][0]["members"][0].update(born="19700501"),
         "sides[0].members[0].born: expected a date as YYYY-MM-DD, not '19700501'"),
        (lambda d: d["sides"][0]["members"][0].update(name="  "),
         "sides[0].members[0].name: a player needs a name"),
        (lambda d: d["sides"][0]["members"].append({"name": "X", "born": "2000-01-01"}),
         "sides: either every side is one player or every side is a team of two"),
        (lambda d: d["sides"][0].update(start_word="R?T"),
         "sides[0].start_word: position 2: '?' is no card (A-Z, *A for a joker, - erase, # face down, . empty)"),
        (lambda d: d["sides"][0].update(start_word="R.T"),
         "sides[0].start_word: a start word has no empty slot"),
        (lambda d: d["sides"][0].update(start_word="RATS"),
         "sides[0].start_word: Anna: the start word is 3 letter cards or jokers, not 'RATS'"),
        (lambda d: d["sides"][0].update(start_word=""),
         "turns[1]: turn 2 (Anna): Anna has no start word yet: a side without a start word cannot begin"),
        (lambda d: d["sides"][0]["members"][0].update(born="2010-02-03"),
         ("sides: Anna and Bas tie at 5 points and their youngest were born on the same day"
         " (2010-02-03): who starts cannot be decided")),
        (lambda d: d.update(turns="ZON"), "turns: expected a list, found text"),
        (lambda d: d["turns"][0].update(word="ZON"), "turns[0]: unknown field word"),
        (lambda d: d["turns"][0].pop("holder"),
         ('turns[0].holder: missing (a turn that lays cards needs the holder after it; '
         'a turn without a word has "skipped": true)')),
        (lambda d: d["turns"][0].update(holder=5), "turns[0].holder: expected text, found a number"),
        (lambda d: d["turns"][1].update(holder="ZON"),
         "turns[1].holder: a skipped turn has no holder (null)"),
        (lambda d: d["turns"][1].update(skipped="yes"),
         "turns[1].skipped: expected true or false, found text"),
        (lambda d: d["turns"][0].update(holder="ZO"),
         "turns[0].holder: the holder has at least 3 slots, not 2"),
        (lambda d: d["turns"][0].update(holder="Z*"),
         "turns[0].holder: position 2: '*' (a joker) needs the letter it stands for"),
        (lambda d: d["turns"][0].update(exchanges=-1),
         "turns[0].exchanges: exchanges must be a whole number of at least 0, not -1"),
        (lambda d: d["turns"][0].update(exchanges=1.5),
         "turns[0].exchanges: expected a whole number, found a number"),
        (lambda d: d["turns"][0].update(grew="middle"),
         "turns[0].grew: the holder grows at the 'front' or the 'end', not 'middle'"),
        (lambda d: d["turns"][0].update(grew=1), "turns[0].grew: expected text, found a number"),
        (lambda d: d["turns"][1].update(grew="end"),
         "turns[1]: a skipped turn does not pull out a slot"),
        # Turns that break a rule of the game: the rules' own message and the place.
        (lambda d: d["turns"][2].update(holder="ZON"),
         "turns[2]: turn 3 (Bas): no card was laid: a turn forms a new word, or is entered as skipped"),
        (lambda d: d["turns"][0].update(holder="ZONE"),
         "turns[0]: turn 1 (Bas): the first word goes into the 3 slots of the closed holder, not 4"),
        (lambda d: d["turns"][3].update(holder="Z-NES"),
         ("turns[3]: turn 4 (Anna): slot 2: an erase card goes only at the start or end of the word,"
         " not between letters")),
        (lambda d: d["turns"][3].update(holder="#ONES"),
         ("turns[3]: turn 4 (Anna): slot 1: a card laid face down counts as an erase card only in"
         " the beginner variant")),
        (lambda d: d["turns"][2].update(grew="front"),
         ("turns[2]: turn 3 (Bas): no letter of the previous word ZON stays: at least one must stay"
         " uncovered")),
        (lambda d: d["turns"][2].update(holder="-ONE"),  # then ONE -> ZONES: two letters longer
         ("turns[3]: turn 4 (Anna): the word ZONES has 5 letters, ONE had 3: a new word may be at most"
          " one letter longer than the previous one")),
        (lambda d: d.update(rounds=1),
         "turns[2]: turn 3: the game is over after the agreed 1 rounds"),
    ],
)
def test_every_refusal_names_the_field(change: Any, message: str) -> None:
    assert refusal(edited(change)) == message


def test_a_side_without_a_start_word_does_not_refuse_the_sheet(tmp_path: Path) -> None:
    # Anna has not laid her start word: Bas begins, and the file opens with his first turn.
    data = document()
    data["sides"][0]["start_word"] = ""
    data["turns"] = data["turns"][:1]
    path = tmp_path / "late.rondo"
    path.write_text(json.dumps(data), encoding="utf-8")
    game = load_rondo(path)
    sheet = compute_sheet(game)
    assert sheet.starter == "Bas" and sheet.not_started == ("Anna",) and sheet.next_side == "Anna"
    assert score_summary(game)["players"] == [{"name": "Anna", "total": 0}, {"name": "Bas", "total": 8}]


def test_load_names_the_file_and_the_problem(tmp_path: Path) -> None:
    path = tmp_path / "x.rondo"
    with pytest.raises(RondoFileError, match=r"x\.rondo: no such file"):
        load_rondo(path)
    path.write_text('{"kind": "rondo", ', encoding="utf-8")
    with pytest.raises(RondoFileError, match="the file is cut off"):
        load_rondo(path)
    data = document()
    data["turns"][2]["holder"] = "ZON"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RondoFileError, match=r"x\.rondo: turns\[2\]: turn 3 \(Bas\): no card"):
        load_rondo(path)


def test_a_failed_save_leaves_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "game.rondo"
    save_rondo(solo_game(), path)
    before = path.read_bytes()
    with pytest.raises(RondoFileError, match="cannot be saved"):
        save_rondo(solo_game(), tmp_path / "missing" / "game.rondo")
    assert path.read_bytes() == before


# -- the score summary ------------------------------------------------------------


def test_score_summary_of_a_played_solo_game() -> None:
    game = solo_game()
    assert score_summary(game) == {
        "kind": "rondo",
        "players": [{"name": "Anna", "total": 8}, {"name": "Bas", "total": 17}],
        "winner": "Bas",
        "result": "won",
    }
    json.dumps(score_summary(game))


def test_score_summary_of_a_played_team_game() -> None:
    assert score_summary(team_game()) == {
        "kind": "rondo",
        "players": [
            {"name": "Anna", "total": 8},
            {"name": "Bert", "total": 8},
            {"name": "Cor", "total": 2},
            {"name": "Dirk", "total": 2},
        ],
        "teams": [
            {"name": "North", "members": ["Anna", "Bert"], "total": 8},
            {"name": "Cor & Dirk", "members": ["Cor", "Dirk"], "total": 2},
        ],
        "winner": "North",
        "result": "won",
    }


def test_score_summary_while_undecided() -> None:
    open_ended = solo_game(rounds=None)
    assert score_summary(open_ended)["winner"] is None
    assert score_summary(open_ended)["players"][1] == {"name": "Bas", "total": 17}
    unfinished = solo_game(rounds=3)
    assert score_summary(unfinished)["winner"] is None
    fresh = Game((Side.solo("Anna", D(1970, 5, 1)), Side.solo("Bas", D(2010, 2, 3))), rounds=1)
    assert score_summary(fresh) == {
        "kind": "rondo",
        "players": [{"name": "Anna", "total": 0}, {"name": "Bas", "total": 0}],
        "winner": None,
        "result": "open",
    }


def test_a_shared_win_has_no_single_winner() -> None:
    game = Game(
        (Side.solo("Anna", D(1970, 5, 1), "RAT"), Side.solo("Bas", D(2010, 2, 3), "ART")),
        rounds=1,
    )
    game = game.with_turn(Turn(Holder.parse("ZON"))).with_turn(Turn(Holder.parse("ZOE")))
    sheet = compute_sheet(game)
    assert sheet.over and sheet.winners == ("Anna", "Bas")
    assert score_summary(game)["winner"] is None and score_summary(game)["result"] == "draw"
    assert "Shared win: Bas and Anna with 8 points each." not in rondo_report(game).text()
    assert "Shared win: Anna and Bas with 8 points each." in rondo_report(game).text()


# -- the report -------------------------------------------------------------------


def test_the_report_holds_the_sheets_numbers() -> None:
    game = solo_game()
    report = rondo_report(game)
    sheet = compute_sheet(game)
    turns = [t for t in report.tables() if t.sheet == "Turns"]
    assert [t.group for t in turns] == ["Anna", "Bas"]
    for table, column in zip(turns, sheet.columns):
        assert [row[0] for row in table.rows] == [e.turn for e in column.entries]
        assert [row[2] for row in table.rows] == [e.holder for e in column.entries]
        assert [row[3] for row in table.rows] == [e.exchanges for e in column.entries]
        assert [row[4] for row in table.rows] == [e.points for e in column.entries]
        assert [row[6] for row in table.rows] == [e.total for e in column.entries]
    assert turns[0].rows == ((2, "", "", 1, -2, "/", -2), (4, "ZONES", "ZONES", 1, 10, "", 8))
    totals = next(t for t in report.tables() if t.sheet == "Totals")
    assert totals.rows == (("Anna", 1, 8), ("Bas", 0, 17))
    text = report.text()
    assert "Bas started (start word ART, 5 points)." in text
    assert "Winner: Bas with 17 points." in text
    assert report.sheets() == ("Turns", "Totals")


def boom_game() -> Game:
    """Beginner variant. Bas: BOO; Anna: *BOOM (a joker for B); Bas: -OOM after an exchange; Anna: #OOMS."""
    game = Game((Side.solo("Anna", D(1970, 5, 1), "RAT"), Side.solo("Bas", D(2010, 2, 3), "ART")),
                beginner=True)
    for turn in (Turn(Holder.parse("BOO")), Turn(Holder.parse("*BOOM")), Turn(Holder.parse("-OOM"), 1),
                 Turn(Holder.parse("#OOMS"))):
        game = game.with_turn(turn)
    return game


def test_the_printed_sheet_shows_each_turns_holder_and_exchanges(tmp_path: Path) -> None:
    # "BOOM 9" checks out on paper only with the joker in sight: *B 1 + O 2 + O 2 + M 4.
    report = rondo_report(boom_game())
    anna, bas = (t for t in report.tables() if t.sheet == "Turns")
    assert [c.title for c in anna.columns] == ["Turn", "Word", "Holder", "Exchanges", "Points", "Stroke", "Total"]
    assert anna.rows == ((2, "BOOM", "*BOOM", 0, 9, "", 9), (4, "OOMS", "#OOMS", 0, 9, "", 18))
    assert bas.rows == ((1, "BOO", "BOO", 0, 7, "", 7), (3, "OOM", "-OOM", 1, 4, "", 11))
    assert ("Holder: the cards after the turn, *B a joker standing for B, - an erase card, "
            "# a card laid face down.") in report.text()
    write_report(report, tmp_path / "sheet.txt")
    lines = (tmp_path / "sheet.txt").read_text(encoding="utf-8").splitlines()
    assert any(line.split() == ["2", "BOOM", "*BOOM", "0", "9", "9"] for line in lines)
    assert any(line.split() == ["3", "OOM", "-OOM", "1", "4", "11"] for line in lines)
    dutch = rondo_report(boom_game(), "nl")
    assert [c.title for c in dutch.tables()[0].columns][2:4] == ["Kaartenhouder", "Geruild"]


def test_the_report_shows_a_side_without_a_start_word_as_not_started() -> None:
    game = Game((Side.solo("Anna", D(1970, 5, 1), "RAT"), Side.solo("Bas", D(2010, 2, 3))))
    report = rondo_report(game.with_turn(Turn(Holder.parse("ZON"))))
    paragraphs = [b.text for b in report.blocks if isinstance(b, Paragraph)]
    assert "Anna started (start word RAT, 5 points)." in paragraphs
    assert "Bas has no start word yet: a side without a start word cannot begin." in paragraphs
    assert "Next: Bas (turn 2)." in paragraphs
    assert "Bas heeft nog geen beginwoord: wie geen beginwoord heeft, kan niet beginnen." in rondo_report(
        dataclasses.replace(game.with_turn(Turn(Holder.parse("ZON"))), language="nl")).text()


def test_the_report_says_a_tie_of_start_words_went_to_the_youngest(tmp_path: Path) -> None:
    # Anna's RAT and Bas's ART are worth 5 each: Bas starts as the younger, and the players read why.
    tie = "The start words of Anna and Bas tie at 5 points: the youngest player, Bas, started."
    report = rondo_report(solo_game())
    paragraphs = [b.text for b in report.blocks if isinstance(b, Paragraph)]
    assert paragraphs[1:3] == ["Bas started (start word ART, 5 points).", tie]
    write_report(report, tmp_path / "sheet.txt")
    assert tie in " ".join((tmp_path / "sheet.txt").read_text("utf-8").split())
    assert ("De beginwoorden van Anna en Bas staan gelijk op 5 punten: de jongste speler, Bas, begon."
            in rondo_report(solo_game(), "nl").text())
    # a team starts by its youngest member; no tie, no such line
    south = dataclasses.replace(team_game().sides[1], start_word=team_game().sides[0].start_word)
    teams = dataclasses.replace(team_game(), sides=(team_game().sides[0], south), turns=())
    assert ("The start words of North and Cor & Dirk tie at 5 points: the team of the youngest player, "
            "Dirk, started." in rondo_report(teams).text())
    assert "tie at" not in rondo_report(team_game()).text()


def test_the_report_of_a_team_game_in_dutch() -> None:
    report = rondo_report(team_game(), "nl")
    text = report.text()
    assert "RONDO-scoreblad" in text
    assert "2 teams van twee, 1 ronde afgesproken, beginnersvariant." in text
    assert "Winnaar: North met 8 punten." in text
    totals = report.tables()[-1]
    assert totals.rows == (("North", "Anna, Bert", 0, 8), ("Cor & Dirk", "Cor, Dirk", 0, 2))
    assert report.tables()[0].group_title == "Team"


def test_the_report_before_the_first_turn() -> None:
    game = Game((Side.solo("Anna", D(1970, 5, 1)), Side.solo("Bas", D(2010, 2, 3))))
    report = rondo_report(game)
    paragraphs = [b.text for b in report.blocks if isinstance(b, Paragraph)]
    assert "Who starts is decided by the start words; not all are entered yet." in paragraphs
    assert paragraphs.count("No turns yet.") == 3
    assert [t.rows for t in report.tables()] == [(("Anna", 0, 0), ("Bas", 0, 0))]


def test_the_report_while_the_game_goes_on() -> None:
    text = rondo_report(solo_game(rounds=None)).text()
    assert "2 players, no number of rounds agreed." in text
    assert "Leading: Bas with 17 points." in text
    assert "Next: Bas (turn 5)." in text


def test_the_report_is_in_the_games_language_unless_asked_otherwise() -> None:
    game = dataclasses.replace(solo_game(), language="nl")
    text = rondo_report(game).text()
    assert "RONDO-scoreblad" in text and "Winnaar: Bas met 17 punten." in text
    english = rondo_report(game, "en").text()
    assert "RONDO score sheet" in english and "Winner: Bas with 17 points." in english
    assert "Winner: Bas with 17 points." in rondo_report(solo_game()).text()
    assert "Winnaar: Bas met 17 punten." in rondo_report(solo_game(), "nl").text()


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="no RONDO report in 'de'"):
        rondo_report(solo_game(), "de")


def test_the_report_writes_to_word_excel_and_text(tmp_path: Path) -> None:
    report = rondo_report(solo_game())
    for suffix in ("docx", "xlsx", "txt"):
        write_report(report, tmp_path / f"sheet.{suffix}")

    document_ = docx.Document(str(tmp_path / "sheet.docx"))
    cells = [[cell.text for cell in row.cells] for t in document_.tables for row in t.rows]
    assert ["4", "ZONES", "ZONES", "1", "10", "", "8"] in cells
    assert ["Bas", "0", "17"] in cells
    paragraphs = "\n".join(p.text for p in document_.paragraphs)
    assert "Winner: Bas with 17 points." in paragraphs

    workbook = openpyxl.load_workbook(tmp_path / "sheet.xlsx")
    assert workbook.sheetnames == ["Report", "Turns", "Totals"]
    turns = [tuple(row) for row in workbook["Turns"].iter_rows(values_only=True)]
    assert turns[0] == ("Player", "Turn", "Word", "Holder", "Exchanges", "Points", "Stroke", "Total")
    assert [tuple(c or "" for c in row) for row in turns if row[1] == 2] == [("Anna", 2, "", "", 1, -2, "/", -2)]
    assert [tuple(c or "" for c in row) for row in turns if row[1] == 3] == [("Bas", 3, "ZONE", "ZONE", "", 9, "", 17)]
    assert len(turns) == 5
    totals = [tuple(row) for row in workbook["Totals"].iter_rows(values_only=True)]
    assert ("Bas", 0, 17) in totals
    # the Report sheet: the holder's notation under Turns, not under the last side's name (Bas) alone
    texts = [row[0] for row in workbook["Report"].iter_rows(values_only=True)]
    legend = next(i for i, text in enumerate(texts) if str(text).startswith("Holder: the cards after the turn"))
    assert texts[legend - 1] == "Turns" and "Bas" not in texts and "Anna" not in texts
    workbook.close()

    text = (tmp_path / "sheet.txt").read_text(encoding="utf-8")
    assert "ZONES" in text and "17" in text and "Winner: Bas with 17 points." in text


def test_tables_carry_a_sheet_and_a_group() -> None:
    for table in rondo_report(team_game()).tables():
        assert isinstance(table, Table) and table.sheet
    groups = [t.group for t in rondo_report(team_game()).tables() if t.sheet == "Turns"]
    assert groups == ["North", "Cor & Dirk"]


def test_accepted_words_are_kept_and_read_strictly(tmp_path: Path) -> None:
    game = solo_game().with_accepted("zones")
    data = game_to_json(game)
    assert data["accepted_words"] == ["ZONES"]
    assert "accepted_words" not in game_to_json(solo_game())
    save_rondo(game, tmp_path / "a.rondo")
    assert load_rondo(tmp_path / "a.rondo").accepted_words == {"ZONES"}
    data["accepted_words"] = "ZONES"
    with pytest.raises(RondoFileError, match="accepted_words"):
        game_from_json(data)
    data["accepted_words"] = [3]
    with pytest.raises(RondoFileError, match=r"accepted_words\[0\]: expected text"):
        game_from_json(data)
