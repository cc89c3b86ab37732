"""Who starts a RONDO game, and why, as one sentence: the set-up's preview and the totals line say it alike.

The start word of the highest value starts; when start words tie, the
youngest player (the team of the youngest player) starts, and the sentence
says so. The texts are translated in the Qt context ``RondoStarter``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from wordmastermind.core.rondo.cards import LetterValues
from wordmastermind.core.rondo.sides import Side, start_tie, start_value, who_starts
from wordmastermind.gui.i18n import filled


def starter_text(sides: Sequence[Side], values: LetterValues) -> str:
    """Who starts, with the rules' tie-break when start words tie (rich text, one sentence).

    Raises the rules' :class:`~wordmastermind.core.rondo.errors.StartError` when who starts
    cannot be decided (no start word yet, or the youngest tie too).
    """
    starter = sides[who_starts(sides, values)]
    tied = [sides[i].name for i in start_tie(sides, values)]
    if len(tied) < 2:
        return filled(QCoreApplication.translate("RondoStarter", "<b>{0}</b> starts."), starter.name)
    names, last, points = ", ".join(tied[:-1]), tied[-1], start_value(starter, values)
    if len(starter.members) > 1:
        return filled(QCoreApplication.translate(
            "RondoStarter", "<b>{0}</b> starts: the start words of {1} and {2} tie at {3} points, and the team "
                            "of the youngest player, {4}, starts."),
            starter.name, names, last, points, starter.youngest.name)
    return filled(QCoreApplication.translate(
        "RondoStarter", "<b>{0}</b> starts: the start words of {1} and {2} tie at {3} points, and the "
                        "youngest player starts."),
        starter.name, names, last, points)
