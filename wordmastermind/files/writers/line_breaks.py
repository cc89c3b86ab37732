"""Where a line of text may not break: the spaces French typography keeps with their neighbour.

A line never begins with », :, ;, ! or ? nor ends with « (``comme « Emil: MOT » :`` keeps its guillemets and
its colon with their words), and a short quotation in guillemets is not broken at all (an example answer, a
name). The text writer and the PDF's wrap both break only where :func:`words` allows.

>>> words("comme « Dupont, Marie: MOT » : le nom")
['comme', '« Dupont, Marie: MOT » :', 'le', 'nom']
"""

from __future__ import annotations

import re

_KEPT = re.compile(r"(?<=«) | (?=[»:;!?])")
_QUOTED = re.compile(r"«[^«»\n]{1,40}»")
"""A short quotation in guillemets: kept on one line."""
GLUE = "\x00"
"""A kept space while a text is wrapped (no text holds it: control characters are cleaned out before)."""


def glued(text: str) -> str:
    """``text`` with each space it may not break at as :data:`GLUE` (``.replace(GLUE, " ")`` undoes it)."""
    return _KEPT.sub(GLUE, _QUOTED.sub(lambda quoted: quoted.group().replace(" ", GLUE), text))


def words(text: str) -> list[str]:
    """``text`` split at the spaces it may break at."""
    return [word.replace(GLUE, " ") for word in glued(text).split(" ")]
