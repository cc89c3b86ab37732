"""The PDFs' font: DejaVu Sans Condensed, regular and bold, shipped with the program and embedded in every PDF.

DejaVu Sans Condensed holds every letter of Latin (Latin-1, Latin
Extended-A and -B, Vietnamese), Greek, Cyrillic, Hebrew and Arabic (with
the presentation forms that :mod:`~wordmastermind.files.writers.pdf_bidi`
shapes Arabic into), and many symbols; it has a few emoji in black and
white (😀), but most not, and no Chinese, Japanese, Korean or Indic
scripts. The two files lie in
``wordmastermind/resources/fonts/`` with their licence (Bitstream Vera's
and Arev's: free to use, embed and pass on; see ``LICENSE-DejaVu.txt``
there and the README). It was chosen by measurement against DejaVu Sans,
Noto Sans and Liberation Sans (``benchmarks/pdf_fonts.py``): the only one
of them with Hebrew and Arabic in the same font whose letters are as wide
as the Helvetica the layout was made for (DejaVu Sans is 12 % wider, so
tables would wrap more and addresses that fitted the window would not).

ReportLab subsets the font into each PDF: only the glyphs a document uses
are embedded. The font is registered with ReportLab when the first PDF is
written or measured (:func:`register`), never at start-up: reading the two
files takes some tens of milliseconds.
"""

from __future__ import annotations

import threading
from pathlib import Path

FONT, BOLD = "DejaVuSansCondensed", "DejaVuSansCondensed-Bold"
"""The names the PDFs' text is set in (a bold name ends in ``Bold``: the printout looks for it)."""
FOLDER = Path(__file__).resolve().parent.parent.parent / "resources" / "fonts"
FILES = {FONT: "DejaVuSansCondensed.ttf", BOLD: "DejaVuSansCondensed-Bold.ttf"}
"""Each font's file in :data:`FOLDER`."""

_lock = threading.Lock()
_glyphs: frozenset[int] | None = None
_widths: dict[str, tuple[dict[str, float], float]] = {}


def register() -> None:
    """Register :data:`FONT` and :data:`BOLD` with ReportLab, once; :class:`OSError` if a file is missing."""
    global _glyphs
    if _glyphs is not None:
        return
    with _lock:
        if _glyphs is not None:
            return
        from reportlab.pdfbase import pdfmetrics
        from reportlab.pdfbase.ttfonts import TTFont

        covered: frozenset[int] | None = None
        for name, file in FILES.items():
            font = TTFont(name, str(FOLDER / file))
            pdfmetrics.registerFont(font)
            face = font.face
            _widths[name] = ({chr(code): float(width) for code, width in face.charWidths.items()},
                             float(face.defaultWidth))
            codes = frozenset(code for code in face.charToGlyph if code <= 0xFFFF)  # see glyphs()
            covered = codes if covered is None else covered & codes
        pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=FONT, boldItalic=BOLD)
        _glyphs = covered


def glyphs() -> frozenset[int]:
    """The code points both fonts have a glyph for (what a PDF can print as it is).

    Only those of Unicode's first 65,536 (the Basic Multilingual Plane): the
    font's few beyond (some emoji, mathematical letters) would print, but
    ReportLab writes their entry in the PDF's text map wrongly (``<1F600>``,
    not the UTF-16 pair), so a reader could not copy or search them.
    """
    register()
    assert _glyphs is not None
    return _glyphs


def widths(font: str) -> tuple[dict[str, float], float]:
    """``font``'s widths of its characters in thousandths of its size, and the width of one it lacks.

    ``font`` is :data:`FONT` or :data:`BOLD`; :class:`KeyError` for another.
    """
    register()
    return _widths[font]
