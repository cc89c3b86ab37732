"""A GCG record scored by its rules preset: where the file's scores differ,
the score summary and the report.

The scores in a file are never trusted: :func:`rescore` scores every event
by the game's rules preset (Woordspel's unless the record or the game
master chose another) and lists where the file says otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass

from wordmastermind.core.report import Report, ReportRequest
from wordmastermind.core.summary import ScoreDifference, ScoreSummary
from wordmastermind.core.woordspel.report import woordspel_report
from wordmastermind.core.woordspel.sheet import Sheet, compute_sheet
from wordmastermind.core.woordspel.summary import score_summary as woordspel_summary
from wordmastermind.files.woordspel.gcg.reading import GcgEvent, GcgGame

__all__ = ["Rescore", "build_report", "rescore", "score_summary"]


@dataclass(frozen=True, slots=True)
class Rescore:
    """Every event with Woordspel's score for it, the differences, the
    sheet, and the last running total the file gives for each player."""

    sheet: Sheet
    scores: tuple[tuple[GcgEvent, int], ...]
    differences: tuple[ScoreDifference, ...]
    file_totals: tuple[int | None, ...]


def rescore(record: GcgGame) -> Rescore:
    """Score every event of ``record`` by Woordspel's rules and list where
    the file says otherwise.

    A challenge bonus scores 0 in Woordspel and the file's under the
    Scrabble presets. The end of a game of two is the record's own end
    lines where it has them (``(EN) +4``: the player went out; ``EN (EN)
    -2``: the tiles left), else the preset's: the player who goes out adds
    twice the opponent's tiles under the Scrabble presets (the tournament
    rules), nothing in Woordspel, where the tiles left are deducted; an end
    the file does not record is a difference with line ``None``.

    >>> from wordmastermind.files.woordspel.gcg.reading import read_gcg
    >>> text = "#player1 An An\\n#player2 Bo Bo\\n>An: EELSSTU? 8H LEES +20 20\\n"
    >>> [d.to_json() for d in rescore(read_gcg(text)).differences]
    [{'move': 1, 'line': 3, 'player': 'An', 'file': 20, 'ours': 18}]
    """
    game = record.game
    sheet = compute_sheet(game)
    move_rows = iter(row for row in sheet.rows if row.kind != "end")
    end_rows = {row.player: row for row in sheet.rows if row.kind == "end"}
    recorded: set[int] = set()
    scores: list[tuple[GcgEvent, int]] = []
    differences: list[ScoreDifference] = []
    file_totals: list[int | None] = [None] * len(game.players)
    rules = game.rules
    for event in record.events:
        if event.kind == "challenge" and rules.challenge_bonus and event.score >= 0:
            ours = next(move_rows).points
        elif event.kind == "out" and event.player in end_rows:
            ours = end_rows[event.player].points
            recorded.add(event.player)
        elif event.kind in ("challenge", "out"):
            ours = 0
        elif event.kind == "left":
            ours = end_rows[event.player].points
            recorded.add(event.player)
        else:
            ours = next(move_rows).points
        scores.append((event, ours))
        file_totals[event.player] = event.total
        if ours != event.score:
            differences.append(ScoreDifference(event.number, event.line, game.players[event.player],
                                          event.score, ours))
    for player, row in sorted(end_rows.items()):
        if player not in recorded and row.points:
            differences.append(ScoreDifference(None, None, game.players[player], 0, row.points))
    return Rescore(sheet, tuple(scores), tuple(differences), tuple(file_totals))


def score_summary(record: GcgGame) -> ScoreSummary:
    """The score summary of a game read from GCG (Woordspel's totals and
    winner), with ``differences``: where the file's scores differ."""
    return woordspel_summary(record.game, rescore(record).differences)


def build_report(record: GcgGame, request: ReportRequest) -> Report:
    """A GCG record's Woordspel score sheet, in English unless asked otherwise (GCG has no language)."""
    return woordspel_report(record.game, request.audience, request.language, catalogs=request.catalogs)
