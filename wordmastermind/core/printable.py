"""Text from outside (a player's mail, a stranger's subject) made safe to show.

A mail may hold a terminal's escape codes (``ESC]0;title``, ``ESC[2J``),
other control characters, bidi overrides and isolates that turn the text
around it (U+202E), and zero-width or other invisible format characters.
Wherever such text is shown (the command line, the app, a receipt), it
passes :func:`printable` first: every control becomes a space (a line stays
one line), every bidi or invisible format character goes, and runs of
white space shrink to one.

>>> printable("\\x1b]0;pwned\\x07Emil: SALAT\\x1b[2J")
'Emil: SALAT'
>>> printable("Gus\\u202etav\\u2066 - \\u200bHOSEN")
'Gustav - HOSEN'
>>> printable("a\\tb\\r\\nc")
'a b c'
"""

from __future__ import annotations

import re
import unicodedata

_ESCAPE = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-Z\\-_])|\x9b[0-?]*[ -/]*[@-~]")
"""A terminal's escape sequence: CSI (``ESC[…``), OSC (``ESC]…BEL``), or a lone escape with its letter."""


def printable(text: str) -> str:
    """``text`` without escape sequences, controls or invisible format characters, on one line."""
    if text.isprintable() and "  " not in text:
        return text.strip()
    text = _ESCAPE.sub("", text)
    kept = []
    for char in text:
        if char.isprintable():
            kept.append(char)
            continue
        category = unicodedata.category(char)
        if category in ("Cf", "Co", "Cn", "Cs"):  # bidi, zero-width, private use, unassigned, surrogates
            continue
        kept.append(" ")  # controls and line or paragraph separators
    return " ".join("".join(kept).split())
