"""The pages the postal letters are laid out on, for a window envelope (:data:`LAYOUTS`).

``din5008-b``: A4 for a DL or C5/6 window envelope by DIN 5008 form B (the
address field 20 mm from the left, 45 mm from the top, 85 × 45 mm: 17.7 mm
for the return line above 27.3 mm of address, which begins 62.7 mm from the
top; fold marks at 105 and 210 mm,
the hole mark at 148.5 mm). ``us10``: US Letter folded in thirds for a #10
single-window envelope (the window 4½ × 1⅛ in, ⅞ in from the left and ½ in
from the bottom; the field on the page 1 in from the left and 2 in from the
top, 3¾ × 1⅛ in, which leaves play for the letter in the envelope). The
answer slip at the foot of a letter's last page is the page's bottom third,
laid out as its top third: what the same envelope holds, unfolded
(:func:`slip_height`).
"""

from __future__ import annotations

from dataclasses import dataclass

from wordmastermind.core.wmm.letter import address_lines
from wordmastermind.files.writers.pdf_text import MM

INCH = 72.0
ADDRESS_SIZE, ADDRESS_LEADING = 10.0, 12.0
RETURN_SIZE = 7.0


@dataclass(frozen=True, slots=True)
class Layout:
    """A page for a window envelope; lengths in points, measured from the page's top left corner."""

    key: str
    width: float
    height: float
    margin: float
    field_left: float
    field_top: float
    field_width: float
    field_height: float
    return_zone: float
    """The height at the top of the field for the return line (DIN 5008 form B: the 17.7 mm Zusatz- und
    Vermerkzone; the 12.7 mm one is form A's, whose field is 40 mm high)."""
    inset: float
    """How far inside the field the lines begin, left and right."""
    most_lines: int
    date_top: float
    body_top: float
    folds: tuple[float, ...]
    hole: float | None
    edge: float = 14 * MM
    """The margin above and below the text (the title and page number stand in it); the sides keep ``margin``."""

    @property
    def text_width(self) -> float:
        return self.field_width - 2 * self.inset


LAYOUTS = {
    "din5008-b": Layout("din5008-b", 210 * MM, 297 * MM, 20 * MM, 20 * MM, 45 * MM, 85 * MM, 45 * MM,
                        17.7 * MM, 5 * MM, 6, 98.5 * MM, 105 * MM, (105 * MM, 210 * MM), 148.5 * MM),
    "us10": Layout("us10", 8.5 * INCH, 11 * INCH, 0.75 * INCH, 1 * INCH, 2 * INCH, 3.75 * INCH, 1.125 * INCH,
                   0.25 * INCH, 0.125 * INCH, 5, 3.5 * INCH, 3.55 * INCH, (11 * INCH / 3, 22 * INCH / 3), None),
}


def return_line(sender: str) -> str:
    """The game master's address on one line, as the return line above the window's address."""
    return ", ".join(address_lines(sender))


def slip_height(paper: Layout, thirds: int = 1) -> float:
    """The answer slip's height: the bottom third of the page (what a window envelope holds unfolded), or for
    many lines two thirds (folded once) or the whole page (folded as the letter is)."""
    return paper.height * thirds / 3
