"""A game's score summary: who has how many points, and who won.

Every game gives one (``wordmastermind score``), whatever its scoring:

>>> summary = ScoreSummary((PlayerTotal("Anna", 18), PlayerTotal("Bas", 9)), winner="Anna", over=True)
>>> summary.to_json("woordspel")
{'kind': 'woordspel', 'players': [{'name': 'Anna', 'total': 18}, {'name': 'Bas', 'total': 9}], 'winner': 'Anna', 'result': 'won'}

A game over with no one winner is a draw; one that goes on is open:

>>> ScoreSummary((PlayerTotal("Anna", 9), PlayerTotal("Bas", 9)), winner=None, over=True).result
'draw'
>>> ScoreSummary((PlayerTotal("Anna", 9), PlayerTotal("Bas", 9)), winner=None).result
'open'
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
    over: bool = False
    """Whether the game is over (with a winner, or drawn: several share the top)."""
    rules: str | None = None
    """The rules preset the game was scored by, where a game has presets (Woordspel: ``woordspel``,
    ``scrabble-en``, ``scrabble-nl``, ``scrabble-pl``)."""

    @property
    def result(self) -> str:
        """``"won"`` (one winner), ``"draw"`` (over, and no one winner) or ``"open"`` (the game goes on)."""
        if self.winner is not None:
            return "won"
        return "draw" if self.over else "open"

    def to_json(self, kind: str) -> JsonObject:
        """The summary as ``score --json`` prints it, naming the game's file ``kind``; but ``warnings``, here each
        as its text in English (and no key for none), which the command line gives each with its code and
        parameters, in the user's language (``[]`` for none)."""
        data: JsonObject = {"kind": kind}
        if self.rules is not None:
            data["rules"] = self.rules
        data["players"] = [p.to_json() for p in self.players]
        if self.teams is not None:
            data["teams"] = [t.to_json() for t in self.teams]
        data["winner"] = self.winner
        data["result"] = self.result
        if self.differences is not None:
            data["differences"] = [d.to_json() for d in self.differences]
        if self.warnings:
            data["warnings"] = [str(w) for w in self.warnings]
        return data
