"""RONDO's score sheet, computed from the game: a column per side, its strokes and totals."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from wordmastermind.core.rondo.errors import TurnError
from wordmastermind.core.rondo.holder import Holder, check_turn, turn_points
from wordmastermind.core.rondo.messages import RONDO
from wordmastermind.core.rondo.sides import start_value, who_starts

if TYPE_CHECKING:
    from wordmastermind.core.rondo.game import Game


@dataclass(frozen=True, slots=True)
class SheetEntry:
    """One turn on the sheet: the word ('' and a stroke when skipped), points, total."""

    turn: int
    round: int
    word: str
    holder: str
    exchanges: int
    points: int
    stroke: bool
    total: int


@dataclass(frozen=True, slots=True)
class SideSheet:
    """One side's column: its turns in order, strokes and running total."""

    name: str
    start_value: int
    entries: tuple[SheetEntry, ...]
    started: bool = True
    """Whether the side has laid its start word; one without cannot begin, and has no turns."""

    @property
    def total(self) -> int:
        return self.entries[-1].total if self.entries else 0

    @property
    def strokes(self) -> int:
        return sum(e.stroke for e in self.entries)


@dataclass(frozen=True, slots=True)
class Sheet:
    """The score sheet, computed from the game; nothing of it is stored."""

    starter: str
    columns: tuple[SideSheet, ...]
    next_side: str | None
    over: bool

    @property
    def leaders(self) -> tuple[str, ...]:
        """The side(s) with the highest total: the winner(s) once the game is over."""
        best = max(c.total for c in self.columns)
        return tuple(c.name for c in self.columns if c.total == best)

    @property
    def not_started(self) -> tuple[str, ...]:
        """The sides without a start word: they cannot begin (their turns are refused)."""
        return tuple(c.name for c in self.columns if not c.started)

    @property
    def winners(self) -> tuple[str, ...]:
        return self.leaders if self.over else ()


def compute_sheet(game: Game) -> Sheet:
    """Check every turn and compute the sheet.

    Turn *n* is played by the *n*-th side clockwise from the starter. A bad
    turn raises :class:`TurnError` naming the turn and the side; so does a
    turn of a side without a start word, which cannot begin.

    >>> import datetime
    >>> from wordmastermind.core.rondo.game import Game
    >>> from wordmastermind.core.rondo.holder import Turn
    >>> from wordmastermind.core.rondo.sides import Side
    >>> d = datetime.date
    >>> game = Game((Side.solo("Anna", d(1970, 5, 1), "RAT"), Side.solo("Bas", d(2010, 2, 3), "ART")))
    >>> game = game.with_turn(Turn(Holder.parse("ZON"))).with_turn(Turn.skipped())
    >>> game = game.with_turn(Turn(Holder.parse("ZONE")))
    >>> sheet = compute_sheet(game)
    >>> sheet.starter, [(c.name, c.total, c.strokes) for c in sheet.columns]
    ('Bas', [('Anna', 0, 1), ('Bas', 17, 0)])
    >>> [(e.word, e.points, e.total) for e in sheet.columns[1].entries]
    [('ZON', 8, 8), ('ZONE', 9, 17)]
    >>> game.with_turn(Turn(Holder.parse("ZONE")))
    Traceback (most recent call last):
    ...
    wordmastermind.core.rondo.errors.TurnError: turn 4 (Anna): no card was laid: a turn forms a new word, or is entered as skipped
    """
    count = len(game.sides)
    starter = who_starts(game.sides, game.values)
    if game.rounds is not None and len(game.turns) > game.rounds * count:
        over = game.rounds * count + 1
        raise TurnError(RONDO.say("rondo.game_over", turn=over, rounds=game.rounds), turn=over)
    entries: list[list[SheetEntry]] = [[] for _ in game.sides]
    holder = Holder.empty()
    for number, turn in enumerate(game.turns, start=1):
        index = (starter + number - 1) % count
        side = game.sides[index]
        try:
            if not side.start_word:
                raise TurnError(RONDO.say("rondo.start.not_started", name=side.name))
            check_turn(holder, turn, beginner=game.beginner)
        except TurnError as error:
            raise TurnError(RONDO.say("rondo.turn", turn=number, side=side.name, problem=error.message),
                            turn=number) from None
        points = turn_points(turn, game.values)
        column = entries[index]
        total = (column[-1].total if column else 0) + points
        if turn.holder is not None:
            holder = turn.holder
        column.append(
            SheetEntry(
                turn=number,
                round=(number - 1) // count + 1,
                word="" if turn.holder is None else turn.holder.word,
                holder="" if turn.holder is None else str(turn.holder),
                exchanges=turn.exchanges,
                points=points,
                stroke=turn.holder is None,
                total=total,
            )
        )
    over = game.rounds is not None and len(game.turns) == game.rounds * count
    next_index = (starter + len(game.turns)) % count
    return Sheet(
        starter=game.sides[starter].name,
        columns=tuple(
            SideSheet(s.name, start_value(s, game.values), tuple(e), bool(s.start_word))
            for s, e in zip(game.sides, entries)
        ),
        next_side=None if over else game.sides[next_index].name,
        over=over,
    )
