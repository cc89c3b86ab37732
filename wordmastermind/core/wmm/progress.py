"""How the players fared round by round: the players × rounds table of points, and the
standings after any round with their change since the round before.

A player's points in a round are everything their total gained in it: the
points of their guesses and their word points (2 per guess received, 1 for
the round if their word was still in play). So a row's points add up to its
total. In the rules' example, Alfons gains 7 in round 1 and 24 in round 2:

>>> from wordmastermind.core.wmm.examples import rules_example
>>> from wordmastermind.core.wmm.evaluation import evaluate
>>> evaluation = evaluate(rules_example())
>>> [(row.name, row.points, row.total) for row in points_by_round(evaluation)][:2]
[('Alfons', (7, 24), 31), ('Gustav', (7, 7), 14)]
>>> first = standings_after(evaluation, 2)[0]
>>> first.player.name, first.player.rank, first.gained, first.rank_before
('Alfons', 1, 24, 1)
"""

from __future__ import annotations

from dataclasses import dataclass

from wordmastermind.core.wmm.evaluation import players_after
from wordmastermind.core.wmm.results import Evaluation, PlayerResult


@dataclass(frozen=True, slots=True)
class PointsRow:
    """A player's points in each round (round 1 first) and their total after the last."""

    name: str
    points: tuple[int, ...]
    total: int


def points_by_round(evaluation: Evaluation, upto: int | None = None) -> tuple[PointsRow, ...]:
    """Each player's points in rounds 1 to ``upto`` (default: every round evaluated), in roster order.

    Raises :class:`ValueError` for a round the evaluation does not have.
    """
    last = evaluation.round if upto is None else upto
    if not 0 <= last <= evaluation.round:
        raise ValueError(f"there is no round {last}: the game has {evaluation.round}")
    names = [p.name for p in evaluation.players]
    before = (0,) * len(names)
    columns: list[tuple[int, ...]] = []
    for round_ in evaluation.rounds[:last]:
        totals = round_.totals
        columns.append(tuple(now - then for now, then in zip(totals, before)))
        before = totals
    return tuple(
        PointsRow(name, tuple(column[i] for column in columns), before[i]) for i, name in enumerate(names)
    )


@dataclass(frozen=True, slots=True)
class Standing:
    """Where a player stands after a round, and how that changed in it."""

    player: PlayerResult
    """Rank, points, V and word as they were after the round."""
    gained: int
    """The points the player's total gained in the round."""
    rank_before: int | None
    """Their rank after the round before; None after round 1."""

    @property
    def climbed(self) -> int:
        """Places gained in the round (negative: lost); 0 after round 1."""
        return 0 if self.rank_before is None else self.rank_before - self.player.rank


def standings_after(evaluation: Evaluation, number: int) -> tuple[Standing, ...]:
    """The standings after round ``number`` (1 to the last evaluated), by rank (ties in roster order).

    Rounds after ``number`` do not count: the standings are those the
    report of round ``number`` gave. Raises :class:`ValueError` for a
    round the evaluation does not have.
    """
    if not 1 <= number <= evaluation.round:
        raise ValueError(f"there is no round {number}: the game has {evaluation.round}")
    players = players_after(evaluation, number)  # kept by the evaluation: nothing evaluated again
    totals_before = evaluation.rounds[number - 2].totals if number > 1 else None
    ranks_before = evaluation.ranks_after(number - 1) if number > 1 else None
    standings = [
        Standing(
            player,
            player.total - (totals_before[i] if totals_before is not None else 0),
            ranks_before[i] if ranks_before is not None else None,
        )
        for i, player in enumerate(players)
    ]
    return tuple(sorted(standings, key=lambda s: s.player.rank))
