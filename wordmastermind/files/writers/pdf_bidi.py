"""Right-to-left text in the PDF: Hebrew and Arabic in the order the eye reads them, Arabic letters joined.

ReportLab's canvas draws a string's glyphs one after another from left to
right, as they come. Text is kept in its logical order (the order it is
typed and stored in) everywhere, measured and wrapped so; only a line about
to be drawn is turned into its visual order by :func:`visual`:

* Arabic letters take the form their place in the word asks for (initial,
  medial, final or isolated; lam and alef as one ligature), as Unicode's
  presentation forms, which the font holds (``arabic-reshaper``);
* the line is ordered by the Unicode bidirectional algorithm
  (``python-bidi``'s own implementation, ``bidi.algorithm``: its newer
  Rust one does not mirror brackets): a right-to-left run reads from right
  to left, numbers and Latin words in it keep their own direction, a
  bracket in it is turned round, so that ``(`` still opens. A line of the
  report runs left to right as a whole, as the report's language does
  (``דוד's word``); a line that stands on its own, an address line, runs
  the way its first letter does (``רחוב הרצל 12``: right to left, the
  house number at its left end);
* a Hebrew point or an Arabic vowel sign stays before (left of) its letter
  once the run is reversed: the font draws these marks, which take no
  room, to the right of where they stand, over the letter that follows;
* the invisible bidi controls (LRM, RLM, embeddings, isolates) are dropped
  once they have done their work.

Both libraries are imported when the first right-to-left line is drawn or
measured; a line without right-to-left letters is left as it is, at once.

>>> visual("Anna") == "Anna"
True
>>> [hex(ord(c)) for c in visual("שלום 5")]
['0x35', '0x20', '0x5dd', '0x5d5', '0x5dc', '0x5e9']
>>> visual("(עולם)") == "(" + "םלוע" + ")"
True
>>> visual("דוד's word") == "דוד"[::-1] + "'s word"
True
>>> visual("רחוב 12", own=True) == "12 " + "רחוב"[::-1]
True
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

_RTL = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\U00010800-\U00010fff\U0001e800-\U0001efff]")
"""Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, ... and their presentation forms)."""
_ARABIC = re.compile("[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff]")
_CONTROLS = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def right_to_left(text: str) -> bool:
    """Whether ``text`` holds a letter of a right-to-left script."""
    return _RTL.search(text) is not None


def shaped(text: str) -> str:
    """``text`` with its Arabic letters in their joined forms, still in logical order (for measuring too).

    A word whose joined forms the font lacks (:func:`~wordmastermind.files.writers.pdf_fonts.glyphs`)
    keeps its letters as they are, unjoined but legible.
    """
    if _ARABIC.search(text) is None:
        return text
    return _shaped(text)


@lru_cache(maxsize=4096)
def _shaped(text: str) -> str:
    from wordmastermind.files.writers.pdf_fonts import glyphs

    reshaper = _reshaper()
    have = glyphs()
    words = []
    for word in text.split(" "):
        joined = reshaper.reshape(word) if _ARABIC.search(word) else word
        if any(ord(char) not in have for char in joined) and all(ord(char) in have for char in word):
            joined = word
        words.append(joined)
    return " ".join(words)


@lru_cache(maxsize=1)
def _reshaper() -> Any:
    import arabic_reshaper

    return arabic_reshaper.ArabicReshaper(configuration={
        "delete_harakat": False,  # vowel signs are printed, not dropped
        "shift_harakat_position": False,  # the reversal puts them where the font wants them (see visual())
        "ARABIC LIGATURE ALLAH": False,  # DejaVu Sans Condensed has no U+FDF2: the word is written letter by letter
    })


def visual(line: str, own: bool = False) -> str:
    """``line`` (one line, logical order) in the order its glyphs are drawn from left to right.

    The line runs left to right as a whole; with ``own``, the way its first
    strong letter does (an address line).
    """
    if not right_to_left(line):
        return line
    return _visual(line, own)


@lru_cache(maxsize=4096)
def _visual(line: str, own: bool) -> str:
    from bidi.algorithm import get_display  # python-bidi's own: it mirrors brackets (rule L4), the Rust one does not

    return _CONTROLS.sub("", str(get_display(shaped(line), base_dir=None if own else "L")))
