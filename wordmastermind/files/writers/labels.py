"""Address labels: the postal players' addresses on A4 sheets of 3 × 8 or 3 × 7 labels.

For game masters who put the report in their own envelopes. The sheets
(:data:`FORMATS`) are the common Avery/Zweckform A4 ones, by their published
geometry (millimetres): ``3x8`` as L7159 (24 labels of 63.5 × 33.9, the
first 7.25 from the left and 12.9 from the top, 66.04 from one column to
the next, 33.9 from one row to the next), ``3x7`` as L7160 (21 labels of
63.5 × 38.1, 7.25 from the left, 15.15 from the top, pitch 66.04 × 38.1).
Each address stands 5 mm inside its label, at 10 pt, or smaller (down to
7 pt) for a long line; one that does not fit even so is refused, naming the
player, before anything is written. The labels are set in the letters'
font, DejaVu Sans Condensed (Latin, Greek, Cyrillic, Hebrew and Arabic
letters; right to left where the line is): an address with a character it
lacks (an emoji, Chinese) is refused too, naming the player and the line
(:func:`~wordmastermind.files.writers.letter_pdf.check_printable`'s message).
"""

from __future__ import annotations

import io
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from wordmastermind.core.wmm.letter import LETTER, LetterError
from wordmastermind.files.messages import FILES
from wordmastermind.files.writers.pdf import new_canvas, saved
from wordmastermind.files.writers.pdf_text import (
    FONT, MM, PAGE_HEIGHT, PAGE_WIDTH, described, one_line, printable, unprintable, width,
)

SIZES = (10.0, 9.0, 8.0, 7.0)
INSET = 5 * MM


@dataclass(frozen=True, slots=True)
class LabelSheet:
    """A sheet of labels, in millimetres from the page's top left corner."""

    columns: int
    rows: int
    label_width: float
    label_height: float
    left: float
    top: float
    across: float
    """From one column's left edge to the next one's."""
    down: float
    """From one row's top edge to the next one's."""


FORMATS = {
    "3x8": LabelSheet(3, 8, 63.5, 33.9, 7.25, 12.9, 66.04, 33.9),
    "3x7": LabelSheet(3, 7, 63.5, 38.1, 7.25, 15.15, 66.04, 38.1),
}


def _size(name: str, lines: Sequence[str], sheet: LabelSheet) -> float:
    """The largest of :data:`SIZES` at which ``lines`` fit a label; :class:`LetterError` naming ``name`` if none,
    or if a line holds a character the font lacks."""
    for line in lines:
        if chars := unprintable(line):
            raise LetterError(FILES.say("pdf.address_unprintable", name=name, line=one_line(line),
                                        chars=described(chars)))
    room_across = sheet.label_width * MM - 2 * INSET
    room_down = sheet.label_height * MM - 2 * INSET * 0.6
    for size in SIZES:
        if len(lines) * size * 1.15 <= room_down and all(width(line, FONT, size) <= room_across for line in lines):
            return size
    if len(lines) * SIZES[-1] * 1.15 > room_down:
        most = int(room_down // (SIZES[-1] * 1.15))
        raise LetterError(LETTER.say("letter.too_many_lines", name=name, count=len(lines), most=most))
    line = next(line for line in lines if width(line, FONT, SIZES[-1]) > room_across)
    raise LetterError(LETTER.say("letter.line_too_long", name=name, line=line))


def labels_pdf(addresses: Sequence[tuple[str, Sequence[str]]], sheet_format: str = "3x8", title: str = "") -> bytes:
    """The labels of ``addresses`` (name, address lines), row by row, on as many sheets as they need."""
    sheet = FORMATS[sheet_format]
    sizes = [_size(name, lines, sheet) for name, lines in addresses]
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, PAGE_WIDTH, PAGE_HEIGHT, title)
    per_sheet = sheet.columns * sheet.rows
    for number, ((_, lines), size) in enumerate(zip(addresses, sizes)):
        if number and number % per_sheet == 0:
            canvas.showPage()
        row, column = divmod(number % per_sheet, sheet.columns)
        left = (sheet.left + column * sheet.across) * MM + INSET
        label_top = PAGE_HEIGHT - (sheet.top + row * sheet.down) * MM
        block = len(lines) * size * 1.15
        y = label_top - (sheet.label_height * MM - block) / 2 - size
        canvas.setFont(FONT, size)
        for line in lines:
            canvas.drawString(left, y, printable(line), own=True)
            y -= size * 1.15
    return saved(canvas, buffer)


def write_labels_pdf(addresses: Sequence[tuple[str, Sequence[str]]], path: str | os.PathLike[str],
                     sheet_format: str = "3x8", title: str = "") -> None:
    """The labels as a PDF at ``path``, written atomically once all of them fit."""
    from wordmastermind.files.atomic import atomic_write
    from wordmastermind.files.outputs import check_output

    check_output(Path(path))
    atomic_write(Path(path), labels_pdf(addresses, sheet_format, title), keep_backup=False)
