"""RONDO's score summary: who has how many points, and the winner."""

from __future__ import annotations

from wordmastermind.core.rondo.game import Game
from wordmastermind.core.rondo.sheet import compute_sheet
from wordmastermind.core.summary import PlayerTotal, ScoreSummary, TeamTotal


def score_summary(game: Game) -> ScoreSummary:
    """Who has how many points, and the winner.

    ``players`` lists every player in seating order. In a team game the sheet
    keeps one column per team and the rules do not record which member laid
    a turn, so each member is listed with the team's total. ``teams`` is
    there only when the sides are teams. ``winner`` is the one side with the
    highest total once the agreed rounds are played; it is ``None`` while the
    game is undecided (no number of rounds agreed, or rounds still to play)
    and also on a shared win (two or more sides tied at the top), since no
    single name wins then.
    """
    totals = {side.name: 0 for side in game.sides}
    winner: str | None = None
    over = False
    if game.turns:
        sheet = compute_sheet(game)
        totals = {column.name: column.total for column in sheet.columns}
        over = sheet.over
        if len(sheet.winners) == 1:
            winner = sheet.winners[0]
    teams = all(len(side.members) == 2 for side in game.sides)
    return ScoreSummary(
        tuple(PlayerTotal(member.name, totals[side.name]) for side in game.sides for member in side.members),
        teams=tuple(
            TeamTotal(side.name, tuple(m.name for m in side.members), totals[side.name])
            for side in game.sides
        ) if teams else None,
        winner=winner,
        over=over,
    )
