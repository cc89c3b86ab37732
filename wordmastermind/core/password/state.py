"""PASSWORD: the state a log implies: the entries as played, who is out, who won, the grids.

:func:`~wordmastermind.core.password.play.play` computes it; nothing of it is stored.
"""

from __future__ import annotations

from dataclasses import dataclass

from wordmastermind.core.password.errors import QuestionError
from wordmastermind.core.password.grid import Grid
from wordmastermind.core.password.log import Answer, Asked, Entry
from wordmastermind.core.password.messages import PASSWORD
from wordmastermind.core.words import name_key


def _same(a: str, b: str) -> bool:
    return name_key(a) == name_key(b)


@dataclass(frozen=True, slots=True)
class Step:
    """One entry as played: who asked whom what, the answer given, the answer
    now (after corrections), and who had the hand after it."""

    number: int
    entry: Entry
    asker: str
    target: str | None
    asked: Asked | None
    given: Answer | None
    answer: Answer | None
    hand_after: str | None
    put_out: str | None = None

    @property
    def corrected(self) -> bool:
        return self.given is not None and self.answer != self.given


@dataclass(frozen=True, slots=True)
class Elimination:
    side: str
    by: str
    number: int
    word: str


@dataclass(frozen=True, slots=True)
class State:
    """Everything the log implies. ``hand``: who may ask now (``None`` once
    the game is over). ``out``: the sides put out, in order. ``refused``: the
    side that put out the last opponent but whose password did not conform
    (``winner_disqualified``); it lost, and ``winner`` is the last side put out."""

    hand: str | None
    steps: tuple[Step, ...]
    eliminations: tuple[Elimination, ...]
    winner: str | None
    grids: tuple[Grid, ...]
    refused: str | None = None

    @property
    def over(self) -> bool:
        return self.hand is None

    @property
    def out(self) -> tuple[str, ...]:
        return tuple(e.side for e in self.eliminations)

    def grid(self, name: str) -> Grid:
        for grid in self.grids:
            if _same(grid.target, name):
                return grid
        raise QuestionError(PASSWORD.say("password.no_player_plain", name=name))

    def opponent_grids(self, viewer: str) -> tuple[Grid, ...]:
        """The grids on ``viewer``'s sheet: every other side's."""
        return tuple(g for g in self.grids if not _same(g.target, viewer))
