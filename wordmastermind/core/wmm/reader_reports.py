"""The players' report as each player reads it: the same for every reader but one.

The players' report of a round (and the lot's) ends with how to answer, with
an example line (``Emil: WORT``) naming a player
(:func:`~wordmastermind.core.wmm.next_round.report_example`). In the mail or
letter of the very player it names, that would read as a guess at their own
word: they get the report with another player in the example. Every other
reader gets the run's report, so a run makes at most two, and each output
(the text, the HTML, an attached file) at most twice.

>>> from wordmastermind.core.wmm.evaluation import evaluate
>>> from wordmastermind.core.wmm.examples import rules_example
>>> from wordmastermind.core.wmm.player_view import player_view
>>> view = player_view(evaluate(rules_example()), 1)
>>> readers = ReaderReports(view, players_report(view, "en", None), lambda reader: players_report(view, "en", None,
...                         reader))
>>> readers.of("Alfons") is readers.report, readers.key("Alfons"), readers.key("Emil")
(True, '', 'Alfons')
>>> [b.text for b in readers.of("Emil").blocks if "one line per guess" in getattr(b, "text", "")]
['How to answer: one line per guess, as "Alfons: WORD": the name of the player whose word you guess, then your word.']
"""

from __future__ import annotations

from collections.abc import Callable

from wordmastermind.core import messages
from wordmastermind.core.report import Report
from wordmastermind.core.wmm.lot_report import lot_report
from wordmastermind.core.wmm.next_round import report_example
from wordmastermind.core.wmm.player_view import PlayerView
from wordmastermind.core.wmm.round_report import round_report


def players_report(view: PlayerView, language: str, catalogs: messages.Catalogs | None, reader: str = "") -> Report:
    """The players' report of the view's round (0: the lot) in ``language``, as ``reader`` (a name as the players
    see it; ``""``: nobody in particular) gets it. Raises :class:`ValueError`, saying why, for a lot not (or no
    longer fitly) drawn."""
    if view.number == 0:
        return lot_report(view, language, catalogs=catalogs, reader=reader)
    return round_report(view, language=language, catalogs=catalogs, reader=reader)


def own_report(view: PlayerView, language: str, catalogs: messages.Catalogs | None, reader: str) -> Report | None:
    """The report ``reader`` gets where it is not the run's (:func:`players_report`'s for nobody in particular);
    None where it is."""
    if report_example(view, reader) == report_example(view):
        return None
    return players_report(view, language, catalogs, reader)


class ReaderReports:
    """The run's ``report`` for every reader, and for the one its example names another, made by ``make(reader)``
    once."""

    def __init__(self, view: PlayerView, report: Report, make: Callable[[str], Report]) -> None:
        self.view, self.report, self.make = view, report, make
        self._example = report_example(view)
        self._made: dict[str, Report] = {}

    def key(self, reader: str) -> str:
        """``""`` if ``reader`` gets the run's report; else the player their report's example names."""
        example = report_example(self.view, reader)
        return "" if example == self._example else example

    def of(self, reader: str) -> Report:
        """The report ``reader`` (a name as the players see it) gets."""
        key = self.key(reader)
        if not key:
            return self.report
        if key not in self._made:
            self._made[key] = self.make(reader)
        return self._made[key]
