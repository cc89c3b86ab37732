"""The Woordspel game file (``.woordspel``): JSON with a schema version.

It stores only what was entered: the players, the board definition (always
written, so that a file keeps its layout even if the default changes), the
moves as entered (plays in GCG notation with the rack before them when
known, passes, exchanges, penalties), the players' current racks where
known, the end of the game with the tiles left (and a record's own points
for the end lines, ``end.points``, where it has them), the language of the
game's reports, the words the game master accepted although the Dutch
word list does not know them, the rules preset (``rules``, when not
Woordspel's), the row numbering (``row_numbering``: ``brettspielnetz``,
15 at the top; the moves are kept in GCG's numbering all the same) and the
notes (``notes``, GCG's ``#note``), each written only when set. Scores,
running totals, the board's tiles, whose turn it is and the winner are
computed on load by
:func:`wordmastermind.core.woordspel.sheet.compute_sheet`, never stored.

Reading is strict, as for the other game files: a missing, unknown or
wrong-typed field is refused with a message naming it, and so is a move
that breaks a rule (``moves[3]: turn 4 (Anna): h8 already holds L: ...``).
``docs/file-formats.md`` describes the format.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wordmastermind.core.woordspel.game import REPORT_LANGUAGES, Game
from wordmastermind.core.woordspel.moves import EndError, Exchange, GameEnd, Move, Pass, Penalty
from wordmastermind.core.woordspel.sheet import Sheet, compute_sheet
from wordmastermind.core.woordspel.board import (
    BoardDefinition,
    Square,
    WoordspelError,
    parse_rack,
)
from wordmastermind.core.woordspel.play import Play
from wordmastermind.core.woordspel.rules import PRESETS, WOORDSPEL_RULES, preset
from wordmastermind.files.envelope import Envelope
from wordmastermind.files.jsonread import DocumentError, Fields, describe
from wordmastermind.files.messages import FILES, placed
from wordmastermind.games import WOORDSPEL

KIND = WOORDSPEL.kind
SUFFIX = WOORDSPEL.suffix
SCHEMA_VERSION = 1

__all__ = [
    "KIND",
    "SCHEMA_VERSION",
    "SUFFIX",
    "WoordspelFileError",
    "game_from_json",
    "game_to_json",
    "load_woordspel",
    "save_woordspel",
]


class WoordspelFileError(DocumentError):
    """A Woordspel file that cannot be read or written; the message says why."""


ENVELOPE = Envelope(WOORDSPEL, SCHEMA_VERSION, "document.not_woordspel", WoordspelFileError)


# -- writing -----------------------------------------------------------------


def _move_to_json(move: Move, players: tuple[str, ...]) -> dict[str, Any]:
    if isinstance(move, Play):
        return {
            "type": "play",
            "play": move.notation,
            "rack": move.rack,
            "cross": {str(square): reading for square, reading in move.cross},
            "withdrawn": move.withdrawn,
        }
    if isinstance(move, Pass):
        return {"type": "pass", "rack": move.rack}
    if isinstance(move, Exchange):
        return {"type": "exchange", "tiles": move.tiles, "count": move.count, "rack": move.rack}
    return {"type": "penalty", "player": players[move.player], "points": move.points,
            **({"reason": move.reason} if move.reason != "time" else {})}


def game_to_json(game: Game) -> dict[str, Any]:
    """The document of ``game``: what was entered, nothing computed."""
    return ENVELOPE.wrap({
        "title": game.title,
        "description": game.description,
        "language": game.language,
        "players": list(game.players),
        "board": list(game.board.rows()),
        "racks": list(game.racks),
        "moves": [_move_to_json(move, game.players) for move in game.moves],
        "end": None if game.end is None else {
            "racks": list(game.end.racks), **({"points": list(game.end.points)} if game.end.points else {})},
        **({"accepted_words": sorted(game.accepted_words)} if game.accepted_words else {}),
        **({"rules": game.rules.key} if not game.rules.is_woordspel else {}),
        **({"row_numbering": "brettspielnetz"} if game.rows_from_bottom else {}),
        **({"rule_breaks_warned": True} if game.tolerant else {}),
        **({"notes": [{"after": after, "text": text} for after, text in game.notes]} if game.notes else {}),
    })


# -- reading -----------------------------------------------------------------


def game_from_json(data: object) -> Game:
    """Build a game from parsed JSON, or raise :class:`WoordspelFileError`.

    Every move is checked against the rules, as if entered again.
    """
    return ENVELOPE.read(data, _read_game)


def _rule(where: str, error: WoordspelError) -> WoordspelFileError:
    return WoordspelFileError(placed(where, error))


def _nullable_texts(fields: Fields, key: str, count: int, *, nulls: bool) -> list[str | None]:
    def one(value: object, where: str) -> str | None:
        if value is None and nulls:
            return None
        if not isinstance(value, str):
            wanted = FILES.say("game.text_or_null" if nulls else "value.text")
            raise WoordspelFileError(FILES.say("document.expected", where=where, expected=wanted,
                                               found=describe(value)))
        return value

    values = fields.items(key, one)
    if len(values) != count:
        raise WoordspelFileError(FILES.say("game.entries", where=fields.path(key), count=count, found=len(values)))
    return values


def _read_game(top: Fields) -> Game:
    title = top.text("title", "")
    description = top.text("description", "")
    language = top.language(REPORT_LANGUAGES)
    rules = WOORDSPEL_RULES
    if top.has("rules"):
        found = preset(top.text("rules"))
        if found is None:
            raise WoordspelFileError(FILES.say("game.rules", where=top.path("rules"), value=repr(top.text("rules")),
                                               known=", ".join(r.key for r in PRESETS)))
        rules = found
    count = 2
    if rules.most_players > count and top.has("players"):  # a Scrabble preset: 2 to 4 players
        count = min(max(len(top.texts("players")), count), rules.most_players)
    names = [n or "" for n in _nullable_texts(top, "players", count, nulls=False)]
    board = BoardDefinition()
    if top.has("board"):
        rows = top.texts("board")
        try:
            board = BoardDefinition.parse(rows)
        except WoordspelError as error:
            raise _rule("board", error) from None
    racks: list[str | None] = [None] * count
    if top.has("racks"):
        racks = _nullable_texts(top, "racks", count, nulls=True)
    end_racks: list[str] | None = None
    end_points: list[int | None] = []
    if top.has("end"):
        end_fields = top.obj("end")
        end_racks = [r or "" for r in _nullable_texts(end_fields, "racks", count, nulls=False)]
        if end_fields.has("points"):
            end_points = end_fields.items("points", _end_point)
            if len(end_points) != count:
                raise WoordspelFileError(FILES.say("game.entries", where=end_fields.path("points"), count=count,
                                                   found=len(end_points)))
        end_fields.done()
    move_data = top.items("moves", lambda value, where: (value, where), optional=True)
    accepted = _accepted_words(top) if top.has("accepted_words") else frozenset()
    numbering = top.text("row_numbering", "gcg")
    if numbering not in ("gcg", "brettspielnetz"):
        raise WoordspelFileError(FILES.say("game.row_numbering", where=top.path("row_numbering"),
                                           value=repr(numbering)))
    notes = tuple(top.items("notes", _read_note, optional=True)) if top.has("notes") else ()
    tolerant = top.flag("rule_breaks_warned", False)
    top.done()
    try:
        players = Game(tuple(names), rules=rules).players
    except WoordspelError as error:
        raise _rule("players", error) from None
    for i, rack in enumerate(racks):
        if rack is not None:
            try:
                parse_rack(rack, counts=rules.counts, most=rules.rack_size)
            except WoordspelError as error:
                raise _rule(f"racks[{i}]", error) from None
    moves = tuple(_read_move(value, where, players) for value, where in move_data)
    end: GameEnd | None = None
    if end_racks is not None:
        try:
            end = GameEnd(tuple(end_racks), tuple(end_points))
        except WoordspelError as error:
            raise _rule("end.racks", error) from None
    game = Game(players, board, moves, tuple(racks), end, title, description, accepted,
                language, rules, rows_from_bottom=numbering == "brettspielnetz", tolerant=tolerant, notes=notes)
    _check_game(game)
    return game


def _end_point(value: object, where: str) -> int | None:
    """A record's own points for a player's end line: a whole number, or null (the preset's)."""
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    raise WoordspelFileError(FILES.say("document.expected", where=where, expected=FILES.say("value.number"),
                                       found=describe(value)))


def _read_note(value: object, where: str) -> tuple[int, str]:
    fields = Fields(value, where)
    after = fields.number("after")
    if after < 0:
        raise WoordspelFileError(FILES.say("game.note_place", where=fields.path("after"), value=after))
    text = fields.text("text")
    fields.done()
    return after, text


def _accepted_words(top: Fields) -> frozenset[str]:
    """The words the game master accepted: texts of letters, kept in capitals."""
    words = set()
    for i, word in enumerate(top.texts("accepted_words")):
        key = word.strip().upper()
        if not key or any(not char.isalpha() for char in key):
            raise WoordspelFileError(FILES.say("game.no_word", where=f"{top.path('accepted_words')}[{i}]",
                                               word=repr(word)))
        words.add(key)
    return frozenset(words)


def _check_game(game: Game) -> Sheet:
    try:
        return compute_sheet(game)
    except EndError as error:
        raise _rule("end", error) from None
    except WoordspelError as error:
        if error.index is not None:
            raise _rule(f"moves[{error.index}]", error) from None
        raise _rule("racks", error) from None


def _read_move(value: object, where: str, players: tuple[str, ...]) -> Move:
    fields = Fields(value, where)
    kind = fields.text("type")
    try:
        move = _read_move_fields(fields, kind, players)
    except WoordspelError as error:
        raise _rule(where, error) from None
    fields.done()
    return move


def _rack(fields: Fields) -> str | None:
    return fields.text("rack") if fields.has("rack") else None


def _read_move_fields(fields: Fields, kind: str, players: tuple[str, ...]) -> Move:
    if kind == "play":
        text = fields.text("play")
        rack = _rack(fields)
        cross_fields = fields.obj("cross") if fields.has("cross") else None
        cross: dict[str, str] = {}
        if cross_fields is not None:
            for key in list(cross_fields.data):
                try:
                    Square.parse(key)
                except WoordspelError as error:
                    raise _rule(cross_fields.path(key), error) from None
                cross[key] = cross_fields.text(key)
            cross_fields.done()
        withdrawn = fields.flag("withdrawn", False)
        try:
            return Play.parse(text, rack=rack, cross=cross, withdrawn=withdrawn)
        except WoordspelError as error:
            raise _rule(fields.path("play"), error) from None
    if kind == "pass":
        return Pass(_rack(fields))
    if kind == "exchange":
        tiles = fields.text("tiles", "")
        count = fields.number("count", 0)
        return Exchange(tiles, count, _rack(fields))
    if kind == "penalty":
        name = fields.text("player")
        if name not in players:
            raise WoordspelFileError(FILES.say("game.not_a_player", where=fields.path("player"), name=repr(name),
                                               first=", ".join(players[:-1]), second=players[-1]))
        reason = fields.text("reason", "time")
        if reason not in ("time", "challenge"):
            raise WoordspelFileError(FILES.say("game.penalty_reason", where=fields.path("reason"), value=repr(reason)))
        return Penalty(players.index(name), fields.number("points"), "challenge" if reason == "challenge" else "time")
    raise WoordspelFileError(FILES.say("game.move_kind", where=fields.path("type"), value=repr(kind)))


def load_woordspel(path: Path) -> Game:
    """Read a Woordspel file. Raises :class:`WoordspelFileError` naming the problem."""
    return ENVELOPE.load(path, _read_game)


def save_woordspel(game: Game, path: Path) -> None:
    """Save atomically, keeping the previous version as ``NAME.bak``."""
    ENVELOPE.save(game_to_json(game), path)
