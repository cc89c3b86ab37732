"""The Woordspel file (.woordspel) and its score summary."""

from __future__ import annotations

import copy
import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from wordmastermind.core.woordspel.game import Game
from wordmastermind.core.woordspel.moves import Exchange, Pass, Penalty
from wordmastermind.core.woordspel.board import BoardDefinition, Bonus, Square
from wordmastermind.core.woordspel.play import Play
from wordmastermind.core.woordspel.simulate import random_game
from wordmastermind.files.atomic import backup_path
from wordmastermind.files.jsonread import DocumentError
from wordmastermind.files.woordspel.file import (
    KIND,
    SCHEMA_VERSION,
    SUFFIX,
    WoordspelFileError,
    game_from_json,
    game_to_json,
    load_woordspel,
    save_woordspel,
)
from wordmastermind.core.woordspel.summary import score_summary as summarize
from wordmastermind.games import WOORDSPEL


def score_summary(game: object) -> dict[str, object]:
    """The summary as ``wordmastermind score --json`` prints it."""
    return summarize(game).to_json(WOORDSPEL.kind)  # type: ignore[arg-type]

def played() -> Game:
    """Anna LEES 18; Bas AN with a blank (N in AN, R in ER) 7; Anna exchanges; Bas
    loses 5 points and lays IJS with the Y as IJ (8); Anna passes."""
    game = Game(("Anna", "Bas"), title="Clubavond", description="Ronde 3")
    for move in (
        Play.parse("8H LEES", rack="EELSSTU?"),
        Play.parse("9H An", rack="AGINOZ?Y", cross={"i9": "R"}),  # 7
        Exchange("QX", rack="EQSTUX?V"),
        Penalty(1, 5),
        Play.parse("K7 ĲS"),  # Y as IJ: 8
        Pass(),
    ):
        game = game.with_move(move)
    return game.with_racks(("ABCDEFGH", None))


def ended() -> Game:
    game = Game(("Anna", "Bas")).with_move(Play.parse("8H LEES")).with_move(Play.parse("9G ZO"))
    for _ in range(3):
        game = game.with_move(Pass())
    return game.with_end(("EN", "Q"))


def document(game: Game | None = None) -> dict[str, Any]:
    return game_to_json(played() if game is None else game)


def refusal(data: object) -> str:
    with pytest.raises(WoordspelFileError) as info:
        game_from_json(data)
    return str(info.value)


# -- round trips ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "game",
    [played(), ended(), Game(("Anna", "Bas")), random_game(5),
     Game(("Anna", "Bas"), BoardDefinition().with_bonus(Square.parse("h8"), Bonus.TRIPLE_WORD)),
     dataclasses.replace(played(), language="nl"), Game(("Anna", "Bas"), language="nl")],
    ids=["played", "ended", "empty", "random", "own-board", "dutch-reports", "empty-dutch-reports"],
)
def test_round_trip_is_exact(game: Game, tmp_path: Path) -> None:
    assert game_from_json(game_to_json(game)) == game
    assert game_from_json(json.loads(json.dumps(game_to_json(game)))) == game
    path = tmp_path / f"game{SUFFIX}"
    save_woordspel(game, path)
    assert load_woordspel(path) == game
    first = path.read_bytes()
    save_woordspel(load_woordspel(path), path)
    assert path.read_bytes() == first
    assert backup_path(path).read_bytes() == first


def test_the_document_stores_only_what_was_entered() -> None:
    data = document()
    assert data["kind"] == KIND == "woordspel" and SUFFIX == ".woordspel"
    assert data["schema_version"] == SCHEMA_VERSION == 1
    assert set(data) == {"kind", "schema_version", "app_version", "title", "description",
                         "language", "players", "board", "racks", "moves", "end"}
    assert data["language"] == "en"
    assert data["players"] == ["Anna", "Bas"]
    assert data["board"][7] == "T..d...D...d..T" and len(data["board"]) == 15
    assert data["racks"] == ["ABCDEFGH", None]
    assert data["moves"] == [
        {"type": "play", "play": "8H LEES", "rack": "EELSSTU?", "cross": {}, "withdrawn": False},
        {"type": "play", "play": "9H An", "rack": "AGINOYZ?", "cross": {"i9": "R"},
         "withdrawn": False},
        {"type": "exchange", "tiles": "QX", "count": 2, "rack": "EQSTUVX?"},
        {"type": "penalty", "player": "Bas", "points": 5},
        {"type": "play", "play": "K7 ĲS", "rack": None, "cross": {}, "withdrawn": False},
        {"type": "pass", "rack": None},
    ]
    assert data["end"] is None
    assert document(ended())["end"] == {"racks": ["EN", "Q"]}
    text = json.dumps(data)
    for computed in ("total", "score", "points\": 18", "winner"):
        assert computed not in text


def test_optional_fields_have_defaults() -> None:
    data = {"kind": "woordspel", "schema_version": 1, "players": ["Anna", "Bas"],
            "moves": [{"type": "play", "play": "8h LEES"}, {"type": "pass"},
                      {"type": "exchange", "count": 3}]}
    game = game_from_json(data)
    assert game.board == BoardDefinition() and game.racks == (None, None) and game.end is None
    assert game.language == "en"
    assert game.moves == (Play.parse("8H LEES"), Pass(), Exchange(count=3))
    assert game.sheet().totals == (18, 0)


def edited(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(document())
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.pop("players"), "players: missing"),
        (lambda d: d.update(players=["Anna"]), "players: expected 2 entries, found 1"),
        (lambda d: d.update(players=["Anna", 3]), "players[1]: expected text, found a number"),
        (lambda d: d.update(players=["Anna", "anna"]), "players: both players are called Anna"),
        (lambda d: d.update(colour="red"), "the file: unknown field colour"),
        (lambda d: d.update(kind="chess"), "kind: this is a 'chess' document, not a Woordspel game"),
        (lambda d: d.update(kind="rondo"), "this is a RONDO game file (kind 'rondo'), not a Woordspel one "
                                           "(.woordspel); a RONDO game file's name ends in .rondo"),
        (lambda d: d.update(schema_version=2), ("written by a newer wordmastermind (schema version 2);"
                                                " this version reads up to 1: please update")),
        (lambda d: d["board"].__setitem__(0, "T..d...T...d..X"),
         ("board: o1: 'X' is no bonus (. none, d double letter, t triple letter, D double word, "
          "T triple word)")),
        (lambda d: d.update(racks=["ABCDEFGHI", None]),
         "racks[0]: the rack 'ABCDEFGHI' has 9 tiles; a rack holds at most 8"),
        (lambda d: d["moves"][0].update(type="jump"),
         "moves[0].type: 'jump' is no kind of move (play, pass, exchange, penalty)"),
        (lambda d: d["moves"][0].update(play="8H LE?S"),
         ("moves[0].play: the word 'LE?S', position 3: '?' is no tile (A-Z a tile, a-z a blank "
          "standing for that letter, . a tile on the board, Ĳ or [IJ] the Y as IJ)")),
        (lambda d: d["moves"][0].update(play="8I LEES"),
         "moves[0]: turn 1 (Anna): the first word must cover the centre square h8"),
        (lambda d: d["moves"][1].update(play="9H TE"),
         "moves[1]: turn 2 (Bas): the rack AGINOYZ? lacks E and T for this play"),
        (lambda d: d["moves"][4].update(play="H7 ZO"),
         "moves[4]: turn 4 (Bas): h8 already holds L: a word through it uses that letter, not O"),
        (lambda d: d["moves"][1]["cross"].update({"z9": "R"}),
         "moves[1].cross.z9: 'z9' is no square: columns a-o, rows 1-15 (h8 is the centre)"),
        (lambda d: d["moves"][1].update(rack=7), "moves[1].rack: expected text, found a number"),
        (lambda d: d["moves"][1].update(extra=1), "moves[1]: unknown field extra"),
        (lambda d: d["moves"][2].update(count=3),
         "moves[2]: 2 tiles are named (QX), but 3 exchanged"),
        (lambda d: d["moves"][3].update(player="Cor"),
         "moves[3].player: 'Cor' is not a player (Anna or Bas)"),
        (lambda d: d["moves"][3].update(points=-5),
         "moves[3]: a penalty takes 0 points or more, not -5"),
        (lambda d: d.update(end={"racks": ["", ""]}),
         ("end: the bag still holds 97 tiles: the game ends when a player has no tiles left and "
          "the bag is empty (the racks left and the board must account for all 104 tiles)")),
        (lambda d: d.update(end={"racks": ["A", "E"]}),
         ("end: the game is not over: it ends after three passes in a row, or when a player has "
          "no tiles left and the bag is empty; both players still hold tiles")),
        (lambda d: d.update(end={"racks": ["", "ZZ"]}),
         "end.racks: rack 2 left 'ZZ' has 2 Z; the game has 1"),
        (lambda d: d.update(racks=[None, "QQ"]), "racks[1]: the rack 'QQ' has 2 Q; the game has 1"),
        (lambda d: d.update(language="fr"), "language: the reports' language is one of en, nl, not 'fr'"),
        (lambda d: d.update(language=1), "language: expected text, found a number"),
    ],
)
def test_every_refusal_names_the_field(change: Any, message: str) -> None:
    assert refusal(edited(change)) == message


def test_the_reports_language_is_kept_and_a_file_without_it_has_english_ones(tmp_path: Path) -> None:
    game = dataclasses.replace(played(), language="nl")
    path = tmp_path / f"dutch{SUFFIX}"
    save_woordspel(game, path)
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "nl"
    assert load_woordspel(path).language == "nl" and load_woordspel(path) == game
    data = document(game)
    del data["language"]  # a file from before the language was kept
    assert game_from_json(data).language == "en"
    assert game_from_json(data) == played()


def test_a_file_whose_rack_the_board_contradicts_is_refused() -> None:
    data = document(ended())
    data["end"] = None
    data["racks"] = ["LLL", None]  # the game has 3 L, and one is on the board
    assert refusal(data) == (
        "racks: the rack of Anna, LLL, holds L, but the game has no more of them off the board")
    data["racks"] = ["AEEEEEEE", "EEEEEEEE"]  # 16 E: two on the board, 15 in the racks
    assert refusal(data) == (
        "racks: the racks of Anna and Bas together hold E, but the game has no more of them "
        "off the board")


def test_accepted_words_are_kept_and_written_only_when_there_are_any(tmp_path: Path) -> None:
    game = played().with_accepted("zoen").with_accepted("ĳs")
    data = game_to_json(game)
    assert data["accepted_words"] == ["ZOEN", "ĲS"]
    assert game_from_json(data) == game
    path = tmp_path / "accepted.woordspel"
    save_woordspel(game, path)
    assert load_woordspel(path).accepted_words == {"ZOEN", "ĲS"}
    assert "accepted_words" not in game_to_json(played())
    data["accepted_words"] = [" qi "]
    assert game_from_json(data).accepted_words == {"QI"}
    data["accepted_words"] = ["QI", 3]
    assert refusal(data) == "accepted_words[1]: expected text, found a number"
    data["accepted_words"] = ["QI", "zo en"]
    assert refusal(data) == "accepted_words[1]: 'zo en' is no word (letters only)"
    data["accepted_words"] = "QI"
    assert refusal(data).startswith("accepted_words: expected a list")


def test_load_names_the_file_and_the_problem(tmp_path: Path) -> None:
    path = tmp_path / "x.woordspel"
    with pytest.raises(WoordspelFileError, match=r"x\.woordspel: no such file"):
        load_woordspel(path)
    path.write_text('{"kind": "woordspel", ', encoding="utf-8")
    with pytest.raises(WoordspelFileError, match="the file is cut off"):
        load_woordspel(path)
    data = document()
    data["moves"][1]["play"] = "9H ZO"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(WoordspelFileError, match=r"x\.woordspel: moves\[1\]: turn 2 \(Bas\): "):
        load_woordspel(path)
    assert issubclass(WoordspelFileError, DocumentError)


def test_a_failed_save_leaves_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "game.woordspel"
    save_woordspel(played(), path)
    before = path.read_bytes()
    with pytest.raises(WoordspelFileError, match="cannot be saved"):
        save_woordspel(played(), tmp_path / "missing" / "game.woordspel")
    assert path.read_bytes() == before


# -- the score summary ------------------------------------------------------------------


def test_score_summary_of_a_finished_game() -> None:
    summary = score_summary(ended())
    assert summary == {
        "kind": "woordspel",
        "rules": "woordspel",  # the preset it was scored by (issue 32, item 6)
        "players": [{"name": "Anna", "total": 18 - 2}, {"name": "Bas", "total": 18 - 7}],
        "winner": "Anna",
        "result": "won",
    }
    json.dumps(summary)


def test_score_summary_while_undecided() -> None:
    assert score_summary(played()) == {
        "kind": "woordspel",
        "rules": "woordspel",  # the preset it was scored by (issue 32, item 6)
        "players": [{"name": "Anna", "total": 18}, {"name": "Bas", "total": 7 - 5 + 8}],
        "winner": None,
        "result": "open",
    }
    # over after three passes, but the tiles left are not entered: no deduction, no winner
    over = ended().without_end()
    assert over.sheet().over
    assert score_summary(over)["players"] == [{"name": "Anna", "total": 18},
                                              {"name": "Bas", "total": 18}]
    assert score_summary(over)["winner"] is None and score_summary(over)["result"] == "open"
    assert score_summary(Game(("Anna", "Bas")))["players"][0] == {"name": "Anna", "total": 0}
