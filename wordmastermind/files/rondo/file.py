"""The RONDO score sheet file (``.rondo``): JSON with a schema version.

It stores only what was entered: the sides (their members' names and birth
dates, their start words), the letter-value table, the beginner variant, the
agreed number of rounds, the language of the score sheets and the turns in
the order played. Points, totals, strokes, who starts and the winner are
computed on load by :func:`wordmastermind.core.rondo.sheet.compute_sheet`, never
stored.

Reading is strict, as for the Wörter-MasterMind file: a missing, unknown or
wrong-typed field is refused with a message naming it, and so is a turn that
breaks a rule (``turns[3]: turn 4 (Anna): no card was laid: ...``).
``docs/file-formats.md`` describes the format.
"""

from __future__ import annotations

import datetime
import re
from pathlib import Path
from typing import Any

from wordmastermind.core.rondo.cards import LETTERS, Card, LetterValues, cards_text, parse_cards
from wordmastermind.core.rondo.errors import RondoError, SetupError, StartError, TurnError
from wordmastermind.core.rondo.game import REPORT_LANGUAGES, Game
from wordmastermind.core.rondo.holder import Growth, Turn
from wordmastermind.core.rondo.holder import Holder as _Holder
from wordmastermind.core.rondo.sheet import compute_sheet
from wordmastermind.core.rondo.sides import Player, Side
from wordmastermind.core.words import name_problem
from wordmastermind.files.envelope import Envelope
from wordmastermind.files.jsonread import DocumentError, Fields
from wordmastermind.files.messages import FILES, placed
from wordmastermind.games import RONDO

KIND = RONDO.kind
SUFFIX = RONDO.suffix
SCHEMA_VERSION = 1

__all__ = [
    "SCHEMA_VERSION",
    "RondoFileError",
    "game_from_json",
    "game_to_json",
    "load_rondo",
    "save_rondo",
]

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


class RondoFileError(DocumentError):
    """A RONDO file that cannot be read or written; the message says why."""


ENVELOPE = Envelope(RONDO, SCHEMA_VERSION, "document.not_rondo", RondoFileError)


# -- writing -----------------------------------------------------------------


def game_to_json(game: Game) -> dict[str, Any]:
    """The document of ``game``: what was entered, nothing computed."""
    return ENVELOPE.wrap({
        "beginner": game.beginner,
        "rounds": game.rounds,
        "language": game.language,
        "letter_values": dict(game.values.values),
        "sides": [
            {
                "name": side.name,
                "members": [
                    {"name": m.name, "born": m.born.isoformat()} for m in side.members
                ],
                "start_word": cards_text(side.start_word),
            }
            for side in game.sides
        ],
        "turns": [
            {
                "skipped": turn.holder is None,
                "holder": None if turn.holder is None else str(turn.holder),
                "exchanges": turn.exchanges,
                "grew": turn.grew,
            }
            for turn in game.turns
        ],
        **({"accepted_words": sorted(game.accepted_words)} if game.accepted_words else {}),
    })


# -- reading -----------------------------------------------------------------


def game_from_json(data: object) -> Game:
    """Build a game from parsed JSON, or raise :class:`RondoFileError`.

    Every turn is checked against the rules, as if entered again.
    """
    return ENVELOPE.read(data, _read_game)


def _read_game(top: Fields) -> Game:
    beginner = top.flag("beginner", False)
    rounds = top.number("rounds") if top.has("rounds") else None
    language = top.language(REPORT_LANGUAGES)
    values = _read_values(top.obj("letter_values")) if top.has("letter_values") else LetterValues()
    sides = top.items("sides", _read_side)
    turns = top.items("turns", _read_turn, optional=True)
    accepted = top.texts("accepted_words") if top.has("accepted_words") else []
    top.done()
    try:
        game = Game(tuple(sides), values, beginner, rounds, tuple(turns),
                    frozenset(w.strip().upper() for w in accepted if w.strip()), language)
    except SetupError as error:
        bad_rounds = rounds is not None and rounds < 1
        raise RondoFileError(placed("rounds" if bad_rounds else "sides", error)) from None
    if game.turns:
        _check_turns(game)
    return game


def _check_turns(game: Game) -> None:
    try:
        compute_sheet(game)
    except StartError as error:
        raise RondoFileError(placed("sides", error)) from None
    except TurnError as error:
        place = "turns" if error.turn is None else f"turns[{error.turn - 1}]"
        raise RondoFileError(placed(place, error)) from None
    except RondoError as error:  # pragma: no cover - compute_sheet raises the two above
        raise RondoFileError(placed("turns", error)) from None


def _read_values(fields: Fields) -> LetterValues:
    table = {letter: fields.number(letter) for letter in LETTERS}
    fields.done()
    try:
        return LetterValues(tuple(table.items()))
    except RondoError as error:
        raise RondoFileError(placed(fields.where, error)) from None


def _read_cards(fields: Fields, key: str) -> tuple[Card, ...]:
    text = fields.text(key, "")
    try:
        slots = parse_cards(text)
    except RondoError as error:
        raise RondoFileError(placed(fields.path(key), error)) from None
    cards = tuple(s for s in slots if s is not None)
    if len(cards) != len(slots):
        raise RondoFileError(FILES.say("game.no_empty_slot", where=fields.path(key)))
    return cards


def _read_player(value: object, where: str) -> Player:
    fields = Fields(value, where)
    name = fields.text("name")
    born_text = fields.text("born")
    fields.done()
    born: datetime.date | None = None
    if _DATE.fullmatch(born_text):
        try:
            born = datetime.date.fromisoformat(born_text)
        except ValueError:
            born = None
    if born is None:
        raise RondoFileError(FILES.say("game.date", where=fields.path("born"), value=repr(born_text)))
    try:
        return Player(name, born)
    except RondoError as error:
        raise RondoFileError(placed(fields.path("name"), error)) from None


def _read_side(value: object, where: str) -> Side:
    fields = Fields(value, where)
    name = fields.text("name", "")
    members = fields.items("members", _read_player)
    start_word = _read_cards(fields, "start_word")
    fields.done()
    try:
        return Side(tuple(members), start_word, name)
    except StartError as error:
        raise RondoFileError(placed(fields.path("start_word"), error)) from None
    except RondoError as error:
        own_name = name.strip() not in ("", " & ".join(m.name for m in members))
        field = "name" if own_name and name_problem(name) else "members"
        raise RondoFileError(placed(fields.path(field), error)) from None


def _read_turn(value: object, where: str) -> Turn:
    fields = Fields(value, where)
    skipped = fields.flag("skipped", False)
    holder_text = fields.text("holder") if fields.has("holder") else None
    exchanges = fields.number("exchanges", 0)
    grew_text = fields.text("grew") if fields.has("grew") else None
    fields.done()
    if skipped and holder_text is not None:
        raise RondoFileError(FILES.say("game.skipped_holder", where=fields.path("holder")))
    if not skipped and holder_text is None:
        raise RondoFileError(FILES.say("game.holder_missing", where=fields.path("holder")))
    holder = None
    if holder_text is not None:
        try:
            holder = _Holder.parse(holder_text)
        except RondoError as error:
            raise RondoFileError(placed(fields.path("holder"), error)) from None
    if grew_text is not None and grew_text not in ("front", "end"):
        raise RondoFileError(FILES.say("game.grew", where=fields.path("grew"), value=repr(grew_text)))
    if exchanges < 0:
        raise RondoFileError(FILES.say("game.exchanges", where=fields.path("exchanges"), number=exchanges))
    grew: Growth | None = None
    if grew_text == "front":
        grew = "front"
    elif grew_text == "end":
        grew = "end"
    try:
        return Turn(holder, exchanges, grew)
    except RondoError as error:
        raise RondoFileError(placed(fields.where, error)) from None


def load_rondo(path: Path) -> Game:
    """Read a RONDO file. Raises :class:`RondoFileError` naming the problem."""
    return ENVELOPE.load(path, _read_game)


def save_rondo(game: Game, path: Path) -> None:
    """Save atomically, keeping the previous version as ``NAME.bak``."""
    ENVELOPE.save(game_to_json(game), path)
