"""The players' report as each player reads it: the same for every reader but a few.

The players' report of a round (and the lot's) ends with the next round's deadline and how to answer, with
an example line (``Emil: WORT``) naming a player
(:func:`~wordmastermind.core.wmm.next_round.report_example`). In the mail or
letter of the very player it names, that would read as a guess at their own
word: they get the report with another player in the example. A player who withdrew by the round (its report
is their last but the final one) answers no next round: theirs has neither its guesses and WF, nor its deadline,
nor how to answer, but that they withdrew (:func:`~wordmastermind.core.wmm.departures.withdrawn_reader`). Every
other reader gets the run's report, so a run makes at most three, and each output (the text, the HTML, an
attached file) at most three times.

>>> from wordmastermind.core.wmm.departures import withdraw
>>> from wordmastermind.core.wmm.evaluation import evaluate
>>> from wordmastermind.core.wmm.examples import rules_example
>>> from wordmastermind.core.wmm.player_view import player_view
>>> view = player_view(evaluate(rules_example()), 1)
>>> readers = ReaderReports(view, players_report(view, "en", None), lambda reader: players_report(view, "en", None,
...                         reader))
>>> readers.of("Alfons") is readers.report, readers.key("Alfons"), readers.key("Emil")
(True, '', 'example:Alfons')
>>> [b.text for b in readers.of("Emil").blocks if "one line per guess" in getattr(b, "text", "")]
['How to answer: one line per guess, as "Alfons: WORD": the name of the player whose word you guess, then your word.']
>>> view = player_view(evaluate(withdraw(rules_example(), "Fritzchen", 1)), 1)
>>> readers = ReaderReports(view, players_report(view, "en", None), lambda reader: players_report(view, "en", None,
...                         reader))
>>> readers.key("Fritzchen"), readers.own("Alfons") is None, readers.own("Fritzchen") is readers.of("Fritzchen")
('withdrawn', True, True)
>>> texts = [getattr(block, "text", "") for block in readers.of("Fritzchen").blocks]
>>> [t for t in texts if "round 2" in t or "Next round" in t], [t.split(":")[0] for t in texts if "withdrew" in t]
([], ['You withdrew after round 1'])
"""

from __future__ import annotations

from collections.abc import Callable

from wordmastermind.core import messages
from wordmastermind.core.report import Report
from wordmastermind.core.wmm.departures import withdrawn_reader
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


WITHDRAWN = "withdrawn"
"""The key (:meth:`ReaderReports.key`) of the report a player who withdrew by the round reads."""


class ReaderReports:
    """The run's ``report`` for every reader but the one its example names and those who withdrew by the round:
    theirs made by ``make(reader)``, once for each :meth:`key`. ``report`` None: the caller has the run's, and
    asks :meth:`own`."""

    def __init__(self, view: PlayerView, report: Report | None, make: Callable[[str], Report]) -> None:
        self.view, self.report, self.make = view, report, make
        self._example = report_example(view)
        self._made: dict[str, Report] = {}
        self._keys: dict[str, str] = {}  # reader -> key: asked for a few times for each mail of a run

    def key(self, reader: str) -> str:
        """``""`` if ``reader`` gets the run's report; :data:`WITHDRAWN` if they withdrew by the round (no next
        round to answer); else ``example:`` and the player their report's example names."""
        key = self._keys.get(reader)
        if key is None:
            if withdrawn_reader(self.view, reader) is not None:
                key = WITHDRAWN
            else:
                example = report_example(self.view, reader)
                key = "" if example == self._example else f"example:{example}"
            self._keys[reader] = key
        return key

    def own(self, reader: str) -> Report | None:
        """The report ``reader`` (a name as the players see it) gets if it is not the run's; None if it is."""
        key = self.key(reader)
        if not key:
            return None
        if key not in self._made:
            self._made[key] = self.make(reader)
        return self._made[key]

    def of(self, reader: str) -> Report:
        """The report ``reader`` (a name as the players see it) gets."""
        own = self.own(reader)
        if own is not None:
            return own
        if self.report is None:
            raise ValueError("the run's report is the caller's: ask own()")
        return self.report
