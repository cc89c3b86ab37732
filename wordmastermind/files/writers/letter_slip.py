"""The answer slip at the foot of a postal letter's last page, as the PDF draws it (:func:`draw_slip`).

The slip is the bottom third of the page behind a dashed cut line, laid
out as a letter's top third for the same window envelope
(:mod:`~wordmastermind.files.writers.letter_layout`): the game master's
address in the window field, the player as the sender on the return line
above it, the heading, the deadline and where to above the field, and a
line to fill in for each player the reader may guess at beside it (for
many, above and below it too, on a slip of two thirds folded once or a page
of its own). It never runs over two pages.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from wordmastermind.core.wmm.letter import SLIP_BLANK, Letter, Slip, address_lines
from wordmastermind.files.writers.letter_layout import (
    ADDRESS_LEADING, ADDRESS_SIZE, RETURN_SIZE, Layout, slip_height,
)
from wordmastermind.files.writers.pdf_layout import PageFlow
from wordmastermind.files.writers.pdf_text import BOLD, FONT, MM, printable, width, wrapped

SLIP_GAP = 2 * MM
"""At least this much room between the letter's last line and the slip's cut line (the space after the last
block counts in it)."""
SLIP_HEAD_SIZE, SLIP_TEXT_SIZE, CUT_SIZE = 10.0, 8.5, 7.0
LINE_SIZES = (10.0, 9.0)
LINE_PITCHES = tuple(p * MM for p in (9.0, 8.0, 7.5, 7.0, 6.5, 6.0))
"""The room for each handwritten line, roomiest first."""
TIGHT_SIZES = (9.0, 8.0, 7.0)
TIGHT_PITCHES = tuple(p * MM for p in (5.5, 5.0, 4.5, 4.0))
COLUMN_GAP = 5 * MM


@dataclass(frozen=True, slots=True)
class Box:
    """A part of a page, measured from its top left corner, in points."""

    left: float
    top: float
    width: float
    height: float


@dataclass(frozen=True, slots=True)
class SlipLine:
    """One line to fill in: its text (the slip's, its blank run on to the end of its place), where its
    baseline begins (from the page's top left) and its size."""

    text: str
    left: float
    baseline: float
    size: float


def slip_window(paper: Layout, top: float) -> Box:
    """The window field on a slip (or page) beginning at ``top``: where the letter's own is below the page's top."""
    return Box(paper.field_left, top + paper.field_top, paper.field_width, paper.field_height)


def _head_lines(paper: Layout, slip: Slip) -> list[tuple[str, str, float]]:
    """The slip's heading, deadline and where to, as (text, font, size) lines as wide as the window field."""
    lines = [(line, BOLD, SLIP_HEAD_SIZE) for line in wrapped(printable(slip.heading), paper.field_width, BOLD,
                                                              SLIP_HEAD_SIZE)]
    for text in (slip.deadline, slip.send_to):
        if text:
            lines += [(line, FONT, SLIP_TEXT_SIZE)
                      for line in wrapped(printable(text), paper.field_width, FONT, SLIP_TEXT_SIZE)]
    return lines


def _head_height(lines: list[tuple[str, str, float]]) -> float:
    return sum(size * 1.3 for _, _, size in lines)


def _head_top(paper: Layout, top: float, thirds: int) -> float:
    """Where the heading of a slip of ``thirds`` at ``top`` begins: below its cut line, or on a page of its own
    below the page's margin."""
    return top + (paper.edge if thirds == 3 else 6 * MM)


def _regions(paper: Layout, top: float, thirds: int, head: float) -> list[Box]:
    """Where the lines to fill in go on a slip of ``thirds`` at ``top``: right of the window field, then above it
    below the heading (a slip of a third), or below it (a larger slip)."""
    window = slip_window(paper, top)
    right = paper.width - paper.margin
    left = window.left + window.width + 7 * MM
    upper = _head_top(paper, top, thirds)
    lower = top + slip_height(paper, thirds) - (paper.edge if thirds == 3 else 5 * MM)
    panel = top + slip_height(paper) - 5 * MM if thirds > 1 else lower  # the first panel, which shows in the window
    boxes = [Box(left, upper, right - left, panel - upper)]
    if thirds > 1:
        below = window.top + window.height + 8 * MM
        boxes.append(Box(paper.field_left, below, right - paper.field_left, lower - below))
    else:
        above = upper + head + 3 * MM
        boxes.append(Box(window.left, above, window.width, window.top - 2 * MM - above))
    return boxes


def _grid(lines: Sequence[str], boxes: Sequence[Box], pitch: float, size: float) -> list[SlipLine] | None:
    """``lines`` in ``boxes`` (in turn, each in as many columns as their longest line allows, top down), a line
    every ``pitch`` points at ``size``, each line's blank run on to the end of its column; None if they do not
    all fit."""
    texts = [printable(line) for line in lines]
    need = max(width(text, FONT, size) for text in texts) + 2 * MM
    places: list[tuple[Box, int, int]] = []
    capacity = 0
    for box in boxes:
        columns = int((box.width + COLUMN_GAP) // (need + COLUMN_GAP))
        rows = int(box.height // pitch)
        if columns > 0 and rows > 0:
            places.append((box, columns, rows))
            capacity += columns * rows
    if capacity < len(texts):
        return None
    blank = width("_", FONT, size)
    placed: list[SlipLine] = []
    left = list(texts)
    for box, columns, rows in places:
        taken, left = left[:columns * rows], left[columns * rows:]
        if not taken:
            break
        used = -(-len(taken) // rows)  # the columns needed
        down = -(-len(taken) // used)  # and the lines in each
        cell = (box.width - (columns - 1) * COLUMN_GAP) / columns
        for number, text in enumerate(taken):
            column, row = divmod(number, down)
            more = int((cell - width(text, FONT, size)) // blank)
            placed.append(SlipLine(text + "_" * max(0, more), box.left + column * (cell + COLUMN_GAP),
                                   box.top + (row + 1) * pitch - 1.5 * MM, size))
    return placed


def _wrapped_grid(lines: Sequence[str], boxes: Sequence[Box], pitch: float, size: float) -> list[SlipLine] | None:
    """``lines`` in ``boxes`` (in turn, one column each, top down), a line every ``pitch`` points at ``size``: a
    line too wide for its box wrapped, the player's name on a line (or more) of its own and the blank on the
    next, run on to the box's end (a name too long for a third of the page beside the window); None if
    they do not all fit."""
    blank = width("_", FONT, size)
    rows: list[list[str]] = []
    for line in lines:
        text = printable(line)
        label = printable(line.removesuffix(SLIP_BLANK).rstrip())
        rows.append([text] if text == label else [label, ""])
    placed: list[SlipLine] = []
    for box in boxes:
        room, top = int(box.height // pitch), 0
        while rows:
            parts = rows[0] if width(rows[0][0], FONT, size) + 2 * MM <= box.width else [
                *wrapped(rows[0][0], box.width - 2 * MM, FONT, size), *rows[0][1:]]
            if top + len(parts) > room:
                break
            for number, part in enumerate(parts):
                more = int((box.width - width(part, FONT, size)) // blank) if number == len(parts) - 1 else 0
                placed.append(SlipLine(part + "_" * max(0, more), box.left,
                                       box.top + (top + number + 1) * pitch - 1.5 * MM, size))
            top += len(parts)
            rows.pop(0)
    return None if rows else placed


def _lay_lines(lines: Sequence[str], boxes: Sequence[Box], tight: bool) -> list[SlipLine] | None:
    """The lines in the first of ``boxes`` if they fit there with room enough to write, else in all of them;
    with ``tight``, closer and smaller too, if that is what it takes; if a line is too wide for them even so,
    wrapped (:func:`_wrapped_grid`)."""
    if not lines:
        return []
    tries = [(boxes[:1], pitch, size) for pitch in LINE_PITCHES for size in LINE_SIZES]
    tries += [(boxes, pitch, size) for pitch in LINE_PITCHES for size in LINE_SIZES]
    if tight:
        tries += [(boxes, pitch, size) for pitch in TIGHT_PITCHES for size in TIGHT_SIZES]
    for chosen, pitch, size in tries:
        placed = _grid(lines, chosen, pitch, size)
        if placed is not None:
            return placed
    for chosen, pitch, size in tries:
        placed = _wrapped_grid(lines, chosen, pitch, size)
        if placed is not None:
            return placed
    return None


def lay_slip(paper: Layout, slip: Slip) -> tuple[int, list[SlipLine]]:
    """How many thirds of a page the slip takes (1, 2 or 3), and its lines to fill in, placed on a slip that
    begins at the page's top (:func:`draw_slip` moves them down to where it begins)."""
    head = _head_height(_head_lines(paper, slip))
    for thirds in (1, 2, 3):
        placed = _lay_lines(slip.lines, _regions(paper, 0.0, thirds, head), thirds == 3)
        if placed is not None:
            return thirds, placed
    boxes = _regions(paper, 0.0, 3, head)  # more lines than any page holds: the smallest, over the page's foot
    return 3, [SlipLine(printable(line), boxes[1].left, boxes[1].top + (n + 1) * 3.5 * MM, 6.0)
               for n, line in enumerate(slip.lines)]


def draw_slip(flow: PageFlow, paper: Layout, letter: Letter, slip: Slip, sender: str) -> None:
    """The answer slip at the foot of the letter's last page, behind a cut line, laid out as a letter's top third
    for the same window envelope: the game master's address in the window field and the player as the
    sender above it, beside it the heading, the deadline and a line to fill in for each player the reader
    may guess at. It takes the bottom third of the page, or for many lines two thirds (folded once) or a
    page of its own (:func:`lay_slip`); if the letter's last page has no room left for it, it goes on the
    next page. It never runs over two pages."""
    thirds, placed = lay_slip(paper, slip)
    height = slip_height(paper, thirds)
    if thirds == 3 and flow.y < flow.paper.top or flow.y + flow.after - SLIP_GAP < height:
        flow.new_page()
    top = paper.height - height
    canvas = flow.canvas
    if thirds < 3:
        _cut_line(canvas, paper, height, slip.cut)
    if thirds == 2:
        canvas.setStrokeGray(0.5)
        canvas.setLineWidth(0.4)
        canvas.line(3 * MM, height - slip_height(paper), 8 * MM, height - slip_height(paper))  # where it folds
    baseline = _head_top(paper, top, thirds)
    for text, font, size in _head_lines(paper, slip):
        baseline += size * 1.3
        canvas.setFont(font, size)
        canvas.drawString(paper.field_left, paper.height - baseline + size * 0.3, text)
    _window(canvas, paper, slip_window(paper, top), letter.address, address_lines(sender),
            letter.name)
    canvas.setFillGray(0)
    for line in placed:
        canvas.setFont(FONT, line.size)
        canvas.drawString(line.left, paper.height - line.baseline - top, line.text)
    flow.y = paper.margin  # the page is full


def _cut_line(canvas: Any, paper: Layout, y: float, words: str) -> None:
    """A dashed line across the page at height ``y`` (from its foot), the scissors and ``words`` on it."""
    text = printable(f"\u2702 {words}")
    left = paper.field_left
    right = left + width(text, FONT, CUT_SIZE) + 2 * MM
    canvas.setStrokeGray(0.35)
    canvas.setLineWidth(0.5)
    canvas.setDash(3, 2)
    canvas.line(0, y, left - 1 * MM, y)
    canvas.line(right, y, paper.width, y)
    canvas.setDash()
    canvas.setFillGray(0.35)
    canvas.setFont(FONT, CUT_SIZE)
    canvas.drawString(left, y - CUT_SIZE * 0.35, text)
    canvas.setFillGray(0)


def _window(canvas: Any, paper: Layout, window: Box, player: Sequence[str], address: Sequence[str],
            name: str) -> None:
    """The slip's window field: the player (the lines of their address) as the sender on the return line, the
    game master's address below."""
    left = window.left + paper.inset
    zone = paper.height - window.top - paper.return_zone
    parts = list(player) or [name]
    while width(printable(", ".join(parts)), FONT, RETURN_SIZE) > paper.text_width and len(parts) > 2:
        del parts[1]  # the player's name and town, and of the lines between as many as the return line holds
    sent_from = printable(", ".join(parts))
    if width(sent_from, FONT, RETURN_SIZE) > paper.text_width:
        sent_from = printable(name)
    canvas.setFillGray(0)
    canvas.setFont(FONT, RETURN_SIZE)
    canvas.drawString(left, zone + 2.5, sent_from, own=True)
    canvas.setStrokeGray(0)
    canvas.setLineWidth(0.3)
    canvas.line(left, zone + 1.5, left + min(width(sent_from, FONT, RETURN_SIZE), paper.text_width), zone + 1.5)
    canvas.setFont(FONT, ADDRESS_SIZE)
    for number, line in enumerate(address[:paper.most_lines]):
        canvas.drawString(left, zone - ADDRESS_SIZE - 2 - number * ADDRESS_LEADING, printable(line), own=True)


