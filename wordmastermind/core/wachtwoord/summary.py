"""Wachtwoord's score summary: each player's and team's total over all rounds, and the winner."""

from __future__ import annotations

from wordmastermind.core.summary import PlayerTotal, ScoreSummary, TeamTotal
from wordmastermind.core.wachtwoord.game import TeamGame, TrioGame
from wordmastermind.core.wachtwoord.report import team_name
from wordmastermind.core.wachtwoord.sheet import team_sheet, trio_sheet


def score_summary(game: TeamGame | TrioGame) -> ScoreSummary:
    """Each player's and team's total over all rounds, and the winner.

    The winner is a team's name (team game) or a player's name (three
    players), ``None`` while the game is undecided or drawn. A three-player
    game has no teams. Raises
    :class:`~wordmastermind.core.wachtwoord.errors.WachtwoordError` for a sheet that
    breaks the rules.
    """
    if isinstance(game, TeamGame):
        sheet = team_sheet(game)
        teams = (game.team1, game.team2)
        names = [p for t in teams for p in (t.a_player, t.b_player)]
        totals = dict.fromkeys(names, 0)
        for rnd in sheet.rounds:
            for row in rnd.rows:
                totals[row.player] += row.total
        return ScoreSummary(
            tuple(PlayerTotal(n, totals[n]) for n in names),
            teams=tuple(
                TeamTotal(team_name(t), (t.a_player, t.b_player), total)
                for t, total in zip(teams, sheet.totals, strict=True)
            ),
            winner=None if sheet.winner is None else team_name(teams[int(sheet.winner) - 1]),
            over=sheet.over,
        )
    trio = trio_sheet(game)
    return ScoreSummary(
        tuple(PlayerTotal(n, t) for n, t in zip(game.players, trio.totals, strict=True)),
        winner=None if trio.winner is None else str(trio.winner),
        over=trio.over,
    )
