"""Where a line of text may not break: the spaces French typography keeps with their neighbour, and the one
between a label in parentheses and its number.

A line never begins with », :, ;, ! or ? nor ends with « (``comme « Emil: MOT » :`` keeps its guillemets and
its colon with their words), and a short quotation in guillemets is not broken at all (an example answer, a
name). A number stays with the label in parentheses before it: no line begins with a lone ``2.`` that
belonged to "weighting factor (WF)" at the end of the line before. The text writer and the PDF's wrap both
break only where :func:`words` allows; the mail's HTML and Word write such a space as a non-breaking one.

>>> words("comme « Dupont, Marie: MOT » : le nom")
['comme', '« Dupont, Marie: MOT » :', 'le', 'nom']
>>> words("weighting factor (WF) 2. Round 3 begins.")
['weighting', 'factor', '(WF) 2.', 'Round', '3', 'begins.']
"""

from __future__ import annotations

import re

_KEPT = re.compile(r"(?<=«) | (?=[»:;!?])|(?<=\)) (?=\d)")
_QUOTED = re.compile(r"«[^«»\n]{1,40}»")
"""A short quotation in guillemets: kept on one line."""
GLUE = "\x00"
"""A kept space while a text is wrapped (no text holds it: control characters are cleaned out before)."""


def glued(text: str) -> str:
    """``text`` with each space it may not break at as :data:`GLUE` (``.replace(GLUE, " ")`` undoes it)."""
    return _KEPT.sub(GLUE, _QUOTED.sub(lambda quoted: quoted.group().replace(" ", GLUE), text))


def kept(text: str) -> str:
    """``text`` with each space it may not break at non-breaking (for a writer whose reader wraps the lines).

    >>> kept("(WF) 2.")
    '(WF)\\xa02.'
    """
    return glued(text).replace(GLUE, "\u00a0")


def words(text: str) -> list[str]:
    """``text`` split at the spaces it may break at."""
    return [word.replace(GLUE, " ") for word in glued(text).split(" ")]
