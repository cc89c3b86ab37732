"""Woordspel's score summary: who has how many points, and the winner."""

from __future__ import annotations

from wordmastermind.core.summary import PlayerTotal, ScoreDifference, ScoreSummary
from wordmastermind.core.woordspel.game import Game
from wordmastermind.core.woordspel.sheet import compute_sheet


def score_summary(game: Game, differences: tuple[ScoreDifference, ...] | None = None) -> ScoreSummary:
    """Who has how many points, and the winner.

    ``total`` is the final score (points scored minus the tiles left, once
    the end is entered; as it stands before). ``winner`` is the player with
    more points once the end of the game is entered with the tiles left; it
    is ``None`` while the game goes on and on a draw. ``differences`` is
    given for a game read from GCG (see
    :func:`wordmastermind.files.woordspel.gcg.rescoring.rescore`); ``rules``
    names the rules preset it was scored by.
    """
    sheet = compute_sheet(game)
    return ScoreSummary(
        tuple(PlayerTotal(name, sheet.totals[i]) for i, name in enumerate(game.players)),
        winner=None if sheet.winner is None else game.players[sheet.winner],
        differences=differences,
        warnings=tuple(text for _, text in sheet.warnings),
        over=sheet.final,
        rules=game.rules.key,
    )
