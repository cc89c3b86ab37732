"""PASSWORD's score summary: who won."""

from __future__ import annotations

from wordmastermind.core.password.game import Game, play
from wordmastermind.core.summary import PlayerTotal, ScoreSummary, TeamTotal


def score_summary(game: Game) -> ScoreSummary:
    """Who won.

    PASSWORD has no points: a game is won by the last player left in (or, if
    the winner's password is refused, by the last player put out). So
    ``total`` is 1 for the winner and 0 for everybody else; ``winner`` is
    ``None`` while the game goes on. ``players`` lists every player in seating
    order (each team member with the team's total); ``teams`` is there only
    in a game of teams.
    """
    winner = play(game).winner
    totals = {side.name: int(side.name == winner) for side in game.sides}
    return ScoreSummary(
        tuple(PlayerTotal(player, totals[side.name]) for side in game.sides for player in side.players),
        teams=tuple(
            TeamTotal(side.name, tuple(side.players), totals[side.name]) for side in game.sides
        ) if game.teams else None,
        winner=winner,
        over=winner is not None,
    )
