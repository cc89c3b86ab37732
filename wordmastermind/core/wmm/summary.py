"""Wörter-MasterMind's score summary: the standings' totals and the winner."""

from __future__ import annotations

from wordmastermind.core.summary import PlayerTotal, ScoreSummary
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game


def score_summary(game: Game) -> ScoreSummary:
    """Every player's total, best first; the winner once the game is over with one player on top."""
    result = evaluate(game)
    first = [p for p in result.standings if p.rank == 1]
    return ScoreSummary(
        tuple(PlayerTotal(p.name, p.total) for p in result.standings),
        winner=first[0].name if result.game_over and len(first) == 1 else None,
        over=result.game_over,
    )
