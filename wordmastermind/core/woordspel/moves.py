"""Woordspel's moves besides a play (a pass, an exchange, a penalty) and the end of the game."""

from __future__ import annotations

from dataclasses import dataclass

from typing import Literal

from wordmastermind.core.woordspel.board import WoordspelError, parse_rack, parse_tiles
from wordmastermind.core.woordspel.messages import WOORDSPEL
from wordmastermind.core.woordspel.play import MoveError, Play
from wordmastermind.core.woordspel.rules import ANY_COUNTS, MOST_ON_RACK

PLAYERS = 2
"""Woordspel's players; a Scrabble preset allows up to MOST_PLAYERS."""
MOST_PLAYERS = 4


class EndError(WoordspelError):
    """An end of the game that does not fit the board and the turns."""


@dataclass(frozen=True, slots=True)
class Pass:
    """A turn without a word. ``rack``: the player's rack, when known."""

    rack: str | None = None

    def __post_init__(self) -> None:
        if self.rack is not None:
            object.__setattr__(self, "rack", parse_rack(self.rack, counts=ANY_COUNTS, most=MOST_ON_RACK))


@dataclass(frozen=True, slots=True)
class Exchange:
    """A turn that puts tiles back into the bag and draws new ones.

    ``tiles`` are the tiles put back, when known; otherwise ``count`` says
    how many. It scores nothing.

    >>> Exchange("qu").count, Exchange(count=3).tiles
    (2, '')
    """

    tiles: str = ""
    count: int = 0
    rack: str | None = None

    def __post_init__(self) -> None:
        tiles = parse_tiles(self.tiles, WOORDSPEL.say("woordspel.what.exchanged"))
        object.__setattr__(self, "tiles", tiles)
        if self.rack is not None:
            object.__setattr__(self, "rack", parse_rack(self.rack, counts=ANY_COUNTS, most=MOST_ON_RACK))
        count = self.count
        if isinstance(count, bool) or not isinstance(count, int):
            raise MoveError(WOORDSPEL.say("woordspel.exchange.count", count=repr(count)))
        if tiles and count and count != len(tiles):
            raise MoveError(WOORDSPEL.say("woordspel.exchange.named", named=len(tiles), tiles=tiles, count=count))
        if tiles:
            object.__setattr__(self, "count", len(tiles))
        if not 1 <= self.count <= MOST_ON_RACK:
            raise MoveError(WOORDSPEL.say("woordspel.exchange.size", most=MOST_ON_RACK, count=self.count))

    @property
    def text(self) -> str:
        """GCG notation: ``-QU``, or ``-2`` when the tiles are not known."""
        return f"-{self.tiles or self.count}"


@dataclass(frozen=True, slots=True)
class Penalty:
    """Points taken from a player outside the turns (a time penalty, in GCG),
    or, with ``reason`` "challenge", points given to a player whose word was
    challenged in vain (GCG's ``(challenge)`` bonus; only the Scrabble
    presets have it: under Woordspel's rules it counts 0).

    >>> Penalty(0, -3)
    Traceback (most recent call last):
    ...
    wordmastermind.core.woordspel.play.MoveError: a penalty takes 0 points or more, not -3
    """

    player: int
    points: int
    reason: Literal["time", "challenge"] = "time"

    @property
    def text(self) -> str:
        """GCG notation: ``(time)`` or ``(challenge)``."""
        return f"({self.reason})"

    def __post_init__(self) -> None:
        if not isinstance(self.player, int) or isinstance(self.player, bool) or not 0 <= self.player < MOST_PLAYERS:
            raise MoveError(WOORDSPEL.say("woordspel.penalty.player", player=repr(self.player)))
        if isinstance(self.points, bool) or not isinstance(self.points, int) or self.points < 0:
            raise MoveError(WOORDSPEL.say("woordspel.penalty.points", points=repr(self.points)))


Move = Play | Pass | Exchange | Penalty
"""One entry of the game: a turn (play, pass, exchange) or a penalty."""


@dataclass(frozen=True, slots=True)
class GameEnd:
    """The end of the game: the tiles each player has left (``""``: none).

    ``points``: where a record from another program gives a player's end
    line (GCG's ``(RACK) +N`` for going out, ``RACK (RACK) -N`` for the
    tiles left), the points it gives, which win over the preset's (with a
    warning where they differ); ``None``, or no ``points`` at all: the
    preset's.

    >>> GameEnd(("", "GK"), (14, None)).points
    (14, None)
    >>> GameEnd(("", "GK"), (14,))
    Traceback (most recent call last):
    ...
    wordmastermind.core.woordspel.moves.EndError: the end of the game gives the points of 1 player; the game has 2
    """

    racks: tuple[str, ...]
    points: tuple[int | None, ...] = ()

    def __post_init__(self) -> None:
        racks = tuple(self.racks)
        if not PLAYERS <= len(racks) <= MOST_PLAYERS:
            raise EndError(WOORDSPEL.say("woordspel.end_racks", players=PLAYERS, count=len(racks)))
        object.__setattr__(
            self, "racks", tuple(parse_rack(r, WOORDSPEL.say("woordspel.what.rack_left", number=i + 1)) for i, r in enumerate(racks))
        )
        points = tuple(self.points)
        if all(p is None for p in points):
            points = ()
        if points and len(points) != len(racks):
            raise EndError(WOORDSPEL.say("woordspel.end_points", players=len(racks), count=len(points)))
        for p in points:
            if p is not None and (isinstance(p, bool) or not isinstance(p, int)):
                raise EndError(WOORDSPEL.say("woordspel.end_point", points=repr(p)))
        object.__setattr__(self, "points", points)

    def recorded(self, player: int) -> int | None:
        """The points the record's end line gives ``player``, or ``None``: the preset's."""
        return self.points[player] if self.points else None
