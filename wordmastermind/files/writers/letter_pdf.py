"""The postal players' letters as a PDF, laid out for a window envelope.

Each letter (:mod:`wordmastermind.core.wmm.letter`) begins on a new page:
the game master's return line and the player's address stand in the
window field, the place and date to the right below it, then the
salutation, the player's own guesses with their points, total and rank,
whom they guess at next, and the players' report, laid out by the report's
own PDF writer (:class:`~wordmastermind.files.writers.pdf_layout.PageFlow`)
in a tighter style (:data:`REPORT_IN_LETTER`: smaller type, tables as wide
as their text, the guesses at each word in two columns), so that a round's
letter for a dozen players takes one sheet printed on both sides, answer
slip included (some rounds in, with every guess so far listed at each word,
the report is set smaller in three columns, :data:`REPORT_IN_LETTER_DENSE`,
and as a last resort the guesses at each word run on as text, :func:`run_on`:
every guess is still there); then the answer slip at the foot of the last page
(:mod:`~wordmastermind.files.writers.letter_slip`). The lot's letter takes
one page with its slip wherever the lot's table in more columns side by
side, or in the smaller type, brings it there. With ``duplex`` every
letter is padded with a blank page to an even number of pages, so that
printing on both sides never puts two players' letters on one sheet.

Two layouts (:data:`~wordmastermind.files.writers.letter_layout.LAYOUTS`):
``din5008-b``, A4 for a DL or C5/6 window envelope by DIN 5008 form B, and
``us10``, US Letter folded in thirds for a #10 single-window envelope. An
address with more lines than the field holds, or a line wider than the
field, is refused, naming the player, before anything is written.

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
from dataclasses import replace
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from wordmastermind.core.messages import Message
from wordmastermind.core.report import Block, Paragraph, Report, Table
from wordmastermind.core.wmm.letter import LETTER, SLIP_BLANK, Letter, LetterError, Slip, address_lines
from wordmastermind.files.i18n import render
from wordmastermind.files.messages import FILES
from wordmastermind.files.writers.letter_layout import (
    ADDRESS_LEADING, ADDRESS_SIZE, INCH, LAYOUTS, RETURN_SIZE, Layout, return_line, slip_height,
)
from wordmastermind.files.writers.letter_slip import draw_slip
from wordmastermind.files.writers.pdf import Page, PageFlow, Style, font_warnings, new_canvas, saved
from wordmastermind.files.writers.pdf_text import FONT, MM, described, one_line, printable, unprintable, width

__all__ = ["ADDRESS_LEADING", "ADDRESS_SIZE", "INCH", "LAYOUTS", "LETTER_STYLE", "Layout", "REPORT_IN_LETTER",
           "REPORT_IN_LETTER_DENSE", "RETURN_SIZE", "carried_blocks", "check_letters", "check_printable", "letter_blocks",
           "letter_font_warnings", "letters_pdf", "return_line", "slip_blocks", "slip_height", "write_letters_each",
           "write_letters_pdf"]

LETTER_STYLE = Style(cell_size=8.5, cell_leading=9.4, padding=1.2, body_size=9.0, body_leading=11.0, body_after=2.0,
                     headings=((11.0, 13.5, 6.0, 3.0), (9.5, 12.0, 5.0, 2.0)), table_after=4.0, full_width=False,
                     number_at_top=True)
"""The letter's own text: a little smaller and closer than the report's, its tables as wide as their text."""
REPORT_IN_LETTER = Style(cell_size=7.5, cell_leading=8.6, padding=1.0, body_size=8.5, body_leading=10.0,
                         body_after=2.0, headings=((10.0, 12.0, 4.5, 1.5), (9.0, 11.0, 3.5, 1.5)), table_after=4.0,
                         full_width=False, columns=2, gap=10.0, number_at_top=True)
"""The report a letter carries: smaller type, its tables as wide as their text, the guesses at each word in two
columns, so that a round's letter for a dozen players fits on one sheet printed on both sides."""
REPORT_IN_LETTER_DENSE = Style(cell_size=6.8, cell_leading=7.7, padding=0.8, body_size=8.0, body_leading=9.4,
                               body_after=1.5, headings=((9.0, 11.0, 3.5, 1.0), (8.0, 9.6, 2.5, 1.0)),
                               table_after=3.0, full_width=False, columns=3, gap=7.0, number_at_top=True)
"""The report in a letter that :data:`REPORT_IN_LETTER` would spread over more than one sheet (a dozen players
some rounds in, every guess so far listed at each word): smaller still, in three columns."""
SHEET = 2
"""The pages of one sheet printed on both sides: what a round's letter should take."""
LOT_COLUMNS = 6
"""The most columns side by side the lot's table may be set in, to bring a lot letter onto one page (as many
as the widths of its names allow: :meth:`~wordmastermind.files.writers.pdf_columns.ColumnRun.lay`)."""
RUN_ON = "  ·  "
"""Between the rows of a table run on as text (the last resort of :func:`letters_pdf`)."""


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
    blocks = [block for letter in letters for block in (*letter_blocks(letter, sender), *slip_blocks(letter))]
    return font_warnings(Report(report.title, (*blocks, *report.blocks)))


def letters_pdf(letters: Sequence[Letter], report: Report, *, layout: str = "din5008-b", sender: str = "",
                place: str = "", duplex: bool = False) -> bytes:
    """The letters, each followed by ``report`` (the players' report; a letter's own, if it has one) and the
    answer slip, as the bytes of one PDF.

    Raises :class:`LetterError` for an address that does not fit or that
    holds a character the font lacks (:func:`check_printable`), and
    :class:`KeyError` for a layout not in :data:`LAYOUTS`.
    """
    paper = LAYOUTS[layout]
    check_letters(letters, paper, sender)
    check_printable(letters, sender, place)
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, paper.width, paper.height, report.title, report.language)
    for number, letter in enumerate(letters):
        if number:
            canvas.showPage()
        carried, style = _fitted(paper, letter, letter.report or report, sender, place)  # the reader's own
        flow = _draw(canvas, paper, letter, carried, sender, place, style)
        if duplex and flow.page % 2:
            canvas.showPage()  # the back of the letter's last sheet stays blank
            canvas.setFillGray(0)  # a page with nothing on it, kept at the end too (save drops an empty one)
    return saved(canvas, buffer)


def _draw(canvas: Any, paper: Layout, letter: Letter, report: Report, sender: str, place: str,
          style: Style) -> PageFlow:
    """One letter on ``canvas`` from a new page: its head, its text, the report in ``style``, the answer slip."""
    _head(canvas, paper, letter, sender, place)
    flow = PageFlow(canvas, printable(report.title), Page(paper.width, paper.height, paper.margin, paper.edge),
                    LETTER_STYLE, paper.height - paper.body_top, language=report.language)
    flow.blocks(letter_blocks(letter, sender))
    flow.blocks(carried_blocks(letter, report), style)
    if letter.slip is not None:
        draw_slip(flow, paper, letter, letter.slip, sender)
    return flow


def _fitted(paper: Layout, letter: Letter, report: Report, sender: str, place: str) -> tuple[Report, Style]:
    """``report`` as the letter carries it, and its style: in :data:`REPORT_IN_LETTER` if the letter then fits one
    sheet, else in :data:`REPORT_IN_LETTER_DENSE`, and if even that does not fit, with the guesses at each word run
    on as text (every guess is still there). Each try is drawn aside once, the first that fits is taken.

    The lot's letter (:attr:`~wordmastermind.core.wmm.letter.Letter.lot`) is first tried on one page with its
    answer slip: in either style, its table in two columns side by side, or more (up to :data:`LOT_COLUMNS`, as
    its names' widths allow), the fewest that fit; the larger type first (none of them, if even the smaller in
    the most columns does not fit). Its slip would otherwise be left alone on a second page, or with a few of
    the table's rows."""
    tightest = replace(REPORT_IN_LETTER_DENSE, columns=LOT_COLUMNS)
    if letter.lot and _aside(paper, letter, report, sender, place, tightest).page == 1:
        for style in (REPORT_IN_LETTER, REPORT_IN_LETTER_DENSE):
            for columns in range(2, LOT_COLUMNS + 1):
                wider = replace(style, columns=columns)
                flow = _aside(paper, letter, report, sender, place, wider)
                if flow.page == 1:
                    return report, wider
                if flow.most_columns < columns:
                    break  # its names leave no room for more
    for style in (REPORT_IN_LETTER, REPORT_IN_LETTER_DENSE):
        if _aside(paper, letter, report, sender, place, style).page <= SHEET:
            return report, style
    return run_on(report), REPORT_IN_LETTER_DENSE


def run_on(report: Report) -> Report:
    """``report`` with each table of a group (the guesses at one player's word) as one paragraph, its rows
    parted by :data:`RUN_ON` (a row kept whole on its line), its column titles said once before the first; other
    tables stay tables.

    >>> from wordmastermind.core.report import Column, Table
    >>> table = Table((Column("Round"), Column("Word")), ((1, "TOLLE"), (2, "SAHNE")), group="Alfons")
    >>> [block.text for block in run_on(Report("R", (table,))).blocks]
    ['Round Word:', '1\xa0TOLLE  ·  2\xa0SAHNE']
    """
    blocks: list[Block] = []
    titled = False
    for block in report.blocks:
        if isinstance(block, Table) and block.group and block.rows:
            if not titled:
                titles = " ".join(column.title for column in block.columns)
                blocks.append(Paragraph(render(FILES.say("letter.run_on_titles", titles=titles), report.language or "en"),
                                        emphasis=True))
                titled = True
            blocks.append(Paragraph(RUN_ON.join("\u00a0".join(str(cell) for cell in row) for row in block.rows)))
        else:
            blocks.append(block)
    return replace(report, blocks=tuple(blocks))


def _aside(paper: Layout, letter: Letter, report: Report, sender: str, place: str, style: Style) -> PageFlow:
    """One letter with the report in ``style``, drawn aside (not kept): its :attr:`~PageFlow.page` is the pages
    it takes."""
    canvas = new_canvas(io.BytesIO(), paper.width, paper.height, report.title)
    return _draw(canvas, paper, letter, report, sender, place, style)


def letter_blocks(letter: Letter, sender: str) -> tuple[Block, ...]:
    """The letter below its head: salutation, opening, own guesses, next round, closing and signature.

    With an answer slip, the example answer lines (``Emil: WORT``, one per
    player the reader may guess at) run on in one paragraph, parted by a
    middle dot (names have spaces): the slip has a line for each of them.
    """
    signature = address_lines(sender)[:1]
    closing = "\n".join((letter.closing, *signature))
    blocks: list[Block] = [Paragraph(letter.salutation), Paragraph(letter.opening), *letter.guesses]
    if letter.next_lines:
        blocks.append(Paragraph("\n".join(_run_on_examples(letter))))
    blocks.append(Paragraph(closing))
    return tuple(blocks)


def carried_blocks(letter: Letter, report: Report) -> tuple[Block, ...]:
    """``report``'s blocks as ``letter`` carries them: without the paragraphs that say what the letter's own
    lines have said (:attr:`~wordmastermind.core.wmm.letter.Letter.says`, :meth:`Report.leaving_out
    <wordmastermind.core.report.Report.leaving_out>`). A round's or the lot's letter says the next round's
    guesses and WF, its deadline and how to answer (an example line per target, for its slip) once, in its own
    lines; a correction letter's lines say none of these, and its report keeps them, its reader's own example
    answer too (above a new answer slip as well)."""
    return report.leaving_out(letter.says).blocks


def slip_targets(slip: Slip) -> tuple[str, ...]:
    """The players the slip has a line for (``Emil: ________`` is Emil's, so is French ``Emil\u00a0: ________``)."""
    return tuple(line.removesuffix(SLIP_BLANK).rstrip().removesuffix(":").rstrip() for line in slip.lines)


def _run_on_examples(letter: Letter) -> list[str]:
    """The letter's next lines, the example answers (one line per target, in the slip's order) run on in one
    line, each kept whole (``Emil:\u00a0WORT``; French ``Emil\u00a0:\u00a0MOT``) and parted from the next by a
    middle dot: ``Jan de Vries: WORT · Emil: WORT``, not ``Jan de Vries: WORT Emil: WORT``, where a name seems to
    run into the word before."""
    lines = list(letter.next_lines)
    targets = slip_targets(letter.slip) if letter.slip is not None else ()
    if len(targets) < 2:
        return lines

    def answer(line: str, target: str) -> bool:  # the target's answer line: its name, then the colon
        return line.startswith(target) and line[len(target):].lstrip(" \u00a0").startswith(": ")

    for start in range(len(lines) - len(targets) + 1):
        if all(answer(lines[start + n], target) for n, target in enumerate(targets)):
            examples = [target + line[len(target):].replace(": ", ":\u00a0", 1)
                        for target, line in zip(targets, lines[start:start + len(targets)], strict=True)]
            return [*lines[:start], " \u00b7 ".join(examples), *lines[start + len(targets):]]
    return lines


def slip_blocks(letter: Letter) -> tuple[Block, ...]:
    """The answer slip's texts as blocks (the cut line's words, the heading, the deadline, where to, the lines):
    what :func:`letter_font_warnings` checks (the PDF draws the slip itself: :func:`draw_slip`)."""
    slip = letter.slip
    if slip is None:
        return ()
    return (Paragraph(f"\u2702 {slip.cut}"), Paragraph(slip.heading, emphasis=True),
            Paragraph("\n".join(line for line in (slip.deadline, slip.send_to) if line)),
            Paragraph("\n".join(slip.lines)))


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
    canvas.drawRightString(paper.width - paper.margin, top - paper.date_top, printable(date_line(place, letter.date)))


def date_line(place: str, date: str) -> str:
    """The line of the place and the date; without a place, the date alone, which begins the line with a capital
    as any line does (French writes its date ``le 1er décembre 2026`` after a place).

    >>> date_line("Strasbourg", "le 1er décembre 2026"), date_line(" ", "le 1er décembre 2026")
    ('Strasbourg, le 1er décembre 2026', 'Le 1er décembre 2026')
    """
    place = " ".join(place.split())
    return f"{place}, {date}" if place else date[:1].upper() + date[1:]


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
