"""Room for a table's columns: what a column cut short of its widest text gets of the room left over.

The PDF's and Word's tables (:func:`~wordmastermind.files.writers.pdf_text.column_widths`,
:func:`~wordmastermind.files.writers.word.column_widths`) want each column's widest text on one line, but no
column wider than a third of the text at first; a table of two columns with long names (the lot's: a player,
then the names of those they guess at) would end at two thirds of the page, its rows wrapped over two or three
lines. :func:`widened` gives such columns what the text's width has left first.
"""

from __future__ import annotations

from collections.abc import Sequence


def widened(wanted: Sequence[float], full: Sequence[float], width: float) -> list[float]:
    """The columns' ``wanted`` widths (together at most ``width``), each cut short of its ``full`` width (its
    widest text on one line) given what ``width`` leaves, in proportion to what it lacks, up to its full width.

    >>> widened([30, 30], [90, 30], 100)
    [70.0, 30.0]
    >>> widened([30, 30], [40, 30], 100)
    [40.0, 30.0]
    >>> widened([60, 50], [90, 50], 100)
    [60, 50]
    """
    lacking = [max(whole - part, 0) for part, whole in zip(wanted, full)]
    spare = width - sum(wanted)
    if spare <= 0 or not sum(lacking):
        return list(wanted)
    share = min(1.0, spare / sum(lacking))
    return [part + short * share for part, short in zip(wanted, lacking)]
