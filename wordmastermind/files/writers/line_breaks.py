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

_KEPT = re.compile(r" (?:(?<=« )|(?=[»:;!?])|(?<=\) )(?=\d))")
"""A space kept with its neighbour: after «, before » : ; ! ?, between a parenthesis and a number (written
beginning with the space, which the search skips to)."""
_QUOTED = re.compile(r"«[^«»\n]{1,40}»")
"""A short quotation in guillemets: kept on one line."""
_NEAR = re.compile(r"«| [»:;!?]|\) \d")
"""Where a text may have a kept space (:data:`_KEPT`, :data:`_QUOTED`): a guillemet opened, or a space before a
closing one or the marks that follow a word, or between a parenthesis and a number."""
GLUE = "\x00"
"""A kept space while a text is wrapped (no text holds it: control characters are cleaned out before)."""


def glued(text: str) -> str:
    """``text`` with each space it may not break at as :data:`GLUE` (``.replace(GLUE, " ")`` undoes it)."""
    if not _NEAR.search(text):  # no space to keep: most of a report's cells, and answer lines ("Emil: WORT")
        return text
    return _KEPT.sub(GLUE, _QUOTED.sub(lambda quoted: quoted.group().replace(" ", GLUE), text))


def wrapped_at_spaces(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` characters, broken at spaces, a longer word on a line of its own:
    ``textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False)``. A text of words one space
    apart (a report's paragraph, a mail's line) is filled here word by word (textwrap's chunks take ten times
    as long: a mail of 60 players has a line of 700 characters); any other is textwrap's.

    >>> wrapped_at_spaces("a bb ccc dddddddd e", 6)
    ['a bb', 'ccc', 'dddddddd', 'e']
    """
    if width < 1 or not text or _OTHER_SPACE.search(text):
        import textwrap

        return textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False)
    words = text.split(" ")
    lines: list[str] = []
    line = words[0]
    for word in words[1:]:
        if len(line) + 1 + len(word) <= width:
            line += " " + word
        else:
            lines.append(line)
            line = word
    lines.append(line)
    return lines


_OTHER_SPACE = re.compile(r"[^\S ]|  |^ | $")
"""What makes a text one textwrap takes apart otherwise: white space but the space (a tab, a no-break space:
a word of it alone is dropped at a line's end), two spaces, a space at an end."""


def kept(text: str) -> str:
    """``text`` with each space it may not break at non-breaking (for a writer whose reader wraps the lines).

    >>> kept("(WF) 2.")
    '(WF)\\xa02.'
    """
    return glued(text).replace(GLUE, "\u00a0")


def words(text: str) -> list[str]:
    """``text`` split at the spaces it may break at."""
    return [word.replace(GLUE, " ") for word in glued(text).split(" ")]
