"""A game's score summary: who has how many points, and who won.

Every game gives one (``wordmastermind score``), whatever its scoring:

>>> summary = ScoreSummary((PlayerTotal("Anna", 18), PlayerTotal("Bas", 9)), winner="Anna")
>>> summary.to_json("woordspel")
{'kind': 'woordspel', 'players': [{'name': 'Anna', 'total': 18}, {'name': 'Bas', 'total': 9}], 'winner': 'Anna'}
"""

from __future__ import annotations

from wordmastermind.core.messages import Message

from dataclasses import dataclass

JsonObject = dict[str, object]


@dataclass(frozen=True, slots=True)
class PlayerTotal:
    name: str
    total: int

    def to_json(self) -> JsonObject:
        return {"name": self.name, "total": self.total}


@dataclass(frozen=True, slots=True)
class TeamTotal:
    name: str
    members: tuple[str, ...]
    total: int

    def to_json(self) -> JsonObject:
        return {"name": self.name, "members": list(self.members), "total": self.total}


@dataclass(frozen=True, slots=True)
class ScoreDifference:
    """Where a record from another program scores a move otherwise than our rules.

    ``move`` and ``line`` are ``None`` for a deduction the record does not hold.
    """

    move: int | None
    line: int | None
    player: str
    file_score: int
    our_score: int

    def to_json(self) -> JsonObject:
        return {"move": self.move, "line": self.line, "player": self.player,
                "file": self.file_score, "ours": self.our_score}


@dataclass(frozen=True, slots=True)
class ScoreSummary:
    players: tuple[PlayerTotal, ...]
    """Every player, in seating order (a team's members each with the team's total)."""
    winner: str | None
    """The one player or team that won; ``None`` while undecided or on a shared win."""
    teams: tuple[TeamTotal, ...] | None = None
    """The teams, where the game is played in teams."""
    differences: tuple[ScoreDifference, ...] | None = None
    """For a record read from another program: where its scores differ from ours."""
    warnings: tuple[Message, ...] = ()
    """For a record read from another program: the rules its moves break (kept, with a warning)."""

    def to_json(self, kind: str) -> JsonObject:
        """The summary as ``score --json`` prints it, naming the game's file ``kind``."""
        data: JsonObject = {"kind": kind, "players": [p.to_json() for p in self.players]}
        if self.teams is not None:
            data["teams"] = [t.to_json() for t in self.teams]
        data["winner"] = self.winner
        if self.differences is not None:
            data["differences"] = [d.to_json() for d in self.differences]
        if self.warnings:
            data["warnings"] = [str(w) for w in self.warnings]
        return data
