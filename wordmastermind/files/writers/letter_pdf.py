"""The postal players' letters as a PDF, laid out for a window envelope.

Each letter (:mod:`wordmastermind.core.wmm.letter`) begins on a new page:
the game master's return line and the player's address stand in the
window field, the place and date to the right below it, then the
salutation, the player's own guesses with their points, total and rank,
whom they guess at next, and the players' report, drawn by the report's own
PDF writer (:func:`~wordmastermind.files.writers.pdf.draw_report_from`) on as
many pages as it needs. With ``duplex`` every letter is padded with a blank
page to an even number of pages, so that printing on both sides never puts
two players' letters on one sheet.

Two layouts (:data:`LAYOUTS`): ``din5008-b``, A4 for a DL or C5/6 window
envelope by DIN 5008 form B (the address field 20 mm from the left, 45 mm
from the top, 85 × 45 mm: 12.7 mm for the return line above 27.3 mm of
address; fold marks at 105 and 210 mm, the hole mark at 148.5 mm), and
``us10``, US Letter folded in thirds for a #10 single-window envelope (the
window 4½ × 1⅛ in, ⅞ in from the left and ½ in from the bottom; the field
on the page 1 in from the left and 2 in from the top, 3¾ × 1⅛ in, which
leaves play for the letter in the envelope). An address with more lines
than the field holds, or a line wider than the field, is refused, naming
the player, before anything is written.

The letters are set in the reports' font, DejaVu Sans Condensed, embedded
(:mod:`~wordmastermind.files.writers.pdf_text`): an address in Latin, Greek,
Cyrillic, Hebrew or Arabic letters prints as it is written (Hebrew and
Arabic read from right to left, Arabic letters joined). An address, or the
game master's own address or place, with a character the font lacks (an
emoji, Chinese) is refused, naming the player and the line, before anything
is written: a letter must not go out with an address the post cannot read.
In the rest of the letter such a character prints as the replacement
character, as in the report, and :func:`letter_font_warnings` says where.
"""

from __future__ import annotations

import io
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wordmastermind.core.messages import Message
from wordmastermind.core.report import Block, Paragraph, Report
from wordmastermind.core.wmm.letter import LETTER, Letter, LetterError, address_lines
from wordmastermind.files.messages import FILES
from wordmastermind.files.writers.pdf import Page, draw_report_from, font_warnings, new_canvas, saved
from wordmastermind.files.writers.pdf_text import FONT, MM, described, one_line, printable, unprintable, width

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
    """The height at the top of the field for the return line (DIN 5008: the 12.7 mm Vermerkzone)."""
    inset: float
    """How far inside the field the lines begin, left and right."""
    most_lines: int
    date_top: float
    body_top: float
    folds: tuple[float, ...]
    hole: float | None

    @property
    def text_width(self) -> float:
        return self.field_width - 2 * self.inset


LAYOUTS = {
    "din5008-b": Layout("din5008-b", 210 * MM, 297 * MM, 20 * MM, 20 * MM, 45 * MM, 85 * MM, 45 * MM,
                        12.7 * MM, 5 * MM, 6, 98.5 * MM, 108 * MM, (105 * MM, 210 * MM), 148.5 * MM),
    "us10": Layout("us10", 8.5 * INCH, 11 * INCH, 0.75 * INCH, 1 * INCH, 2 * INCH, 3.75 * INCH, 1.125 * INCH,
                   0.25 * INCH, 0.125 * INCH, 5, 3.5 * INCH, 3.8 * INCH, (11 * INCH / 3, 22 * INCH / 3), None),
}


def return_line(sender: str) -> str:
    """The game master's address on one line, as the return line above the window's address."""
    return ", ".join(address_lines(sender))


def check_letters(letters: Sequence[Letter], layout: Layout, sender: str = "") -> None:
    """Refuse (:class:`LetterError`) an address the window field cannot hold, naming the player."""
    if width(return_line(sender), FONT, RETURN_SIZE) > layout.text_width:
        raise LetterError(LETTER.say("letter.return_too_long"))
    for letter in letters:
        if len(letter.address) > layout.most_lines:
            raise LetterError(LETTER.say("letter.too_many_lines", name=letter.name, count=len(letter.address),
                                         most=layout.most_lines))
        for line in letter.address:
            if width(line, FONT, ADDRESS_SIZE) > layout.text_width:
                raise LetterError(LETTER.say("letter.line_too_long", name=letter.name, line=line))


def check_printable(letters: Sequence[Letter], sender: str = "", place: str = "") -> None:
    """Refuse (:class:`LetterError`) an address with a character the PDF's font lacks, naming the player and the line.

    The game master's own address (the return line) and place are refused
    so too. The Word letters need no such check: Word finds a font itself.
    """
    for text in (sender, place):
        if chars := unprintable(text):
            raise LetterError(FILES.say("pdf.sender_unprintable", text=one_line(text), chars=described(chars)))
    for letter in letters:
        for line in letter.address:
            if chars := unprintable(line):
                raise LetterError(FILES.say("pdf.address_unprintable", name=letter.name, line=one_line(line),
                                            chars=described(chars)))


def letter_font_warnings(letters: Sequence[Letter], report: Report, sender: str = "") -> tuple[Message, ...]:
    """What the letters' PDF prints as the replacement character, outside the addresses.

    As :func:`~wordmastermind.files.writers.pdf.font_warnings` of a report: the
    letters' own texts (salutation, guesses, closing) and the report in them.
    """
    blocks = [block for letter in letters for block in letter_blocks(letter, sender)]
    return font_warnings(Report(report.title, (*blocks, *report.blocks)))


def letters_pdf(letters: Sequence[Letter], report: Report, *, layout: str = "din5008-b", sender: str = "",
                place: str = "", duplex: bool = False) -> bytes:
    """The letters, each followed by ``report`` (the players' report), as the bytes of one PDF.

    Raises :class:`LetterError` for an address that does not fit or that
    holds a character the font lacks (:func:`check_printable`), and
    :class:`KeyError` for a layout not in :data:`LAYOUTS`.
    """
    paper = LAYOUTS[layout]
    check_letters(letters, paper, sender)
    check_printable(letters, sender, place)
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, paper.width, paper.height, report.title)
    for number, letter in enumerate(letters):
        if number:
            canvas.showPage()
        _head(canvas, paper, letter, sender, place)
        body = Report(report.title, (*letter_blocks(letter, sender), *report.blocks), audience=report.audience)
        pages = draw_report_from(body, canvas, Page(paper.width, paper.height, paper.margin),
                                 paper.height - paper.body_top)
        if duplex and pages % 2:
            canvas.showPage()  # the back of the letter's last sheet stays blank
            canvas.setFillGray(0)  # a page with nothing on it, kept at the end too (save drops an empty one)
    return saved(canvas, buffer)


def letter_blocks(letter: Letter, sender: str) -> tuple[Block, ...]:
    """The letter below its head: salutation, opening, own guesses, next round, closing and signature."""
    signature = address_lines(sender)[:1]
    closing = "\n".join((letter.closing, *signature))
    blocks: list[Block] = [Paragraph(letter.salutation), Paragraph(letter.opening), *letter.guesses]
    if letter.next_round:
        blocks.append(Paragraph(letter.next_round))
    blocks.append(Paragraph(closing))
    return tuple(blocks)


def _head(canvas: Any, paper: Layout, letter: Letter, sender: str, place: str) -> None:
    """The fold and hole marks, the return line and the address in the window field, the place and date."""
    top = paper.height
    canvas.setStrokeGray(0.5)
    canvas.setLineWidth(0.4)
    for y in paper.folds:
        canvas.line(3 * MM, top - y, 8 * MM, top - y)
    if paper.hole is not None:
        canvas.line(3 * MM, top - paper.hole, 10 * MM, top - paper.hole)
    left = paper.field_left + paper.inset
    zone = top - paper.field_top - paper.return_zone
    canvas.setFillGray(0)
    sent_from = return_line(sender)
    if sent_from:
        sent_from = printable(sent_from)
        canvas.setFont(FONT, RETURN_SIZE)
        canvas.drawString(left, zone + 2.5, sent_from)
        canvas.setLineWidth(0.3)
        canvas.line(left, zone + 1.5, left + width(sent_from, FONT, RETURN_SIZE), zone + 1.5)
    canvas.setFont(FONT, ADDRESS_SIZE)
    for number, line in enumerate(letter.address):
        canvas.drawString(left, zone - ADDRESS_SIZE - 2 - number * ADDRESS_LEADING, printable(line), own=True)
    dated = ", ".join(part for part in (" ".join(place.split()), letter.date) if part)
    canvas.drawRightString(paper.width - paper.margin, top - paper.date_top, printable(dated))


def write_letters_pdf(letters: Sequence[Letter], report: Report, path: str | os.PathLike[str], **options: Any) -> None:
    """All the letters in one PDF at ``path``, written atomically (see :func:`letters_pdf` for ``options``)."""
    from wordmastermind.files.atomic import atomic_write
    from wordmastermind.files.outputs import check_output

    check_output(Path(path))
    atomic_write(Path(path), letters_pdf(letters, report, **options), keep_backup=False)


def write_letters_each(letters: Sequence[Letter], report: Report, folder: str | os.PathLike[str],
                       **options: Any) -> list[Path]:
    """One PDF per player in ``folder`` (made if need be), named after the player; the files written.

    Every letter is made and checked before the first file is written.
    """
    from wordmastermind.files.atomic import atomic_write
    from wordmastermind.files.mail.eml import unique_stems
    from wordmastermind.files.outputs import check_output, check_output_folder

    folder = Path(folder)
    check_output_folder(folder)
    planned: list[tuple[Path, bytes]] = []
    for letter, stem in zip(letters, unique_stems(letter.name for letter in letters)):
        path = folder / f"{stem}.pdf"
        if folder.exists():
            check_output(path)
        planned.append((path, letters_pdf([letter], report, **options)))
    folder.mkdir(parents=True, exist_ok=True)
    for path, data in planned:
        atomic_write(path, data, keep_backup=False)
    return [path for path, _ in planned]
