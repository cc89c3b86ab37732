"""A report laid out on pages and drawn on a canvas (ReportLab's, or the printout's on Qt: see :func:`draw_report`).

Headings, paragraphs and tables flow from the top of a page down, page after page (:class:`PageFlow`): a table
with its header on every page it runs onto, split only where each part keeps at least four rows
(:func:`~wordmastermind.files.writers.pdf_tables.rows_on_page`); a heading, and a paragraph that introduces what
follows it (:attr:`~wordmastermind.core.report.Paragraph.keep_with_next`), kept with the start of what follows
(a table's header and first rows, a paragraph's first lines), never last on a page; a table that is one picture
(:attr:`~wordmastermind.core.report.Table.whole`, a board) on one page, begun on the next if it does not fit in
what is left, set smaller if it is taller than a page; in a letter's style, runs of small tables set in columns
(:mod:`~wordmastermind.files.writers.pdf_columns`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from wordmastermind.core.report import Heading, Paragraph, Report, Table
from wordmastermind.files.writers.pdf_columns import ColumnGroup, ColumnRun, Entry
from wordmastermind.files.writers.pdf_tables import (
    CAPTION_FILL, HEADER_FILL, KEEP_ROWS, REPORT_STYLE, RULE_GREY, LaidTable, Style, fitting, laid_table, rows_on_page,
    shape,
)
from wordmastermind.files.writers.pdf_text import BOLD, FONT, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, printable, wrapped
from wordmastermind.files.writers.sanitize import clean_text


@dataclass(frozen=True, slots=True)
class Page:
    """The paper: its size and the margin all round, in points (A4, 18 mm); ``edge``, if given, the margin
    above and below the text instead (a letter's, which leaves the sides as they are)."""

    width: float = PAGE_WIDTH
    height: float = PAGE_HEIGHT
    margin: float = MARGIN
    edge: float | None = None

    @property
    def text_width(self) -> float:
        return self.width - 2 * self.margin

    @property
    def bottom(self) -> float:
        """Where the text ends, from the foot of the page up."""
        return self.margin if self.edge is None else self.edge

    @property
    def top(self) -> float:
        return self.height - self.bottom


def draw_report(report: Report, canvas: Any, page: Page, style: Style = REPORT_STYLE) -> None:
    """Lay ``report`` out on pages of ``page`` and draw it on ``canvas``, page by page.

    ``canvas`` is a ReportLab canvas, or anything with the few of its
    methods used here (setFont, setFillGray, setFillColorRGB, setStrokeGray,
    setLineWidth, drawString, drawRightString, drawCentredString, rect,
    lines, showPage; points, from the foot of the page up): the printout
    draws the same pages with Qt (:mod:`wordmastermind.gui.printing`).
    """
    PageFlow(canvas, printable(report.title), page, style, language=report.language).blocks(report.blocks)


class PageFlow:
    """Lays blocks out from the top of a page down and draws them on ``canvas``, page after page.

    ``top``: where the first page's text begins (a letter draws its head above it first). :attr:`page` is
    the number of the page being drawn on, :attr:`y` the height the next block begins at.
    """

    def __init__(self, canvas: Any, title: str, paper: Page, style: Style = REPORT_STYLE,
                 top: float | None = None, language: str = "") -> None:
        self.canvas = canvas
        self.title = title
        self.language = language
        """The report's language: a table's heading, repeated on the page it runs onto, says "continued" in it."""
        self.paper = paper
        self.style = style
        self.page = 0
        self.y = paper.top
        self.most_columns = 1
        """The most columns side by side a run of tables has been set in
        (:mod:`~wordmastermind.files.writers.pdf_columns`)."""
        self.after = 0.0
        """The space below the last block on this page (its space after): what follows may take it."""
        self._kept_at_top = False
        """Whether the run of headings just laid out begins a page (a whole table under it fits what is left)."""
        self._begin_page()
        if top is not None:
            self.y = min(top, paper.top)

    def blocks(self, blocks: Sequence[Heading | Paragraph | Table], style: Style | None = None) -> None:
        """Lay ``blocks`` out from :attr:`y` on (in ``style`` from here on, if given)."""
        if style is not None:
            self.style = style
        shown = [b for b in blocks if not isinstance(b, Table) or b.columns]
        runs = self._runs(shown)
        self.most_columns = max([self.most_columns, *(run.count for _, run in runs.values())])
        number = 0
        while number < len(shown):
            block = shown[number]
            if number in runs:
                end, run = runs[number]
                if number == 0 or not _keeps(shown[number - 1]):
                    self._room_for(run.start())
                self._columns(run)
                number = end
                continue
            if _keeps(block) and (number == 0 or not _keeps(shown[number - 1])):
                self._keep_with(shown, number, runs)
                self._kept_at_top = self.y >= self.paper.top - 1e-6
            if isinstance(block, Heading):
                self.heading(block)
            elif isinstance(block, Paragraph):
                self.paragraph(block)
            else:
                under = number > 0 and _keeps(shown[number - 1]) and self._kept_at_top
                before = shown[number - 1] if number > 0 else None
                caption = before if isinstance(before, Heading) else None
                for part in block.parts():
                    self.table(part, under_headings=under, caption=caption)
                    under = False
            number += 1

    def _runs(self, blocks: list[Heading | Paragraph | Table]) -> dict[int, tuple[int, ColumnRun]]:
        """The runs of headed tables of the same columns the style sets in columns: where each begins,
        where it ends and how it is laid."""
        found: dict[int, tuple[int, ColumnRun]] = {}
        if self.style.columns < 2:
            return found
        number = 0
        while number < len(blocks):
            pairs: list[tuple[Heading | None, Table]] = []
            index = number
            while index + 1 < len(blocks):
                heading, table = blocks[index], blocks[index + 1]
                if not (isinstance(heading, Heading) and isinstance(table, Table) and not table.whole
                        and len(table.parts()) == 1
                        and (not pairs or shape(table) == shape(pairs[0][1]))):
                    break
                pairs.append((heading, table))
                index += 2
            block = blocks[number]
            if not pairs and isinstance(block, Table) and not block.whole and len(block.rows) >= 2 * KEEP_ROWS \
                    and len(block.parts()) == 1:
                pairs, index = [(None, block)], number + 1  # a long narrow table: on from column to column
            run = ColumnRun.lay(pairs, self.paper.text_width, self.style) if len(pairs) > 1 or pairs[:1] and \
                pairs[0][0] is None else None
            if run is not None:
                found[number] = (index, run)
                number = index
            else:
                number += 1
        return found

    def _keep_with(self, blocks: list[Heading | Paragraph | Table], number: int,
                   runs: dict[int, tuple[int, ColumnRun]]) -> None:
        """A new page unless this run of headings (and paragraphs kept with what follows them) and the start of
        what follows them fit on this one: a table's header and first rows (all of a whole one), or a
        paragraph's first two lines."""
        needed = 0.0
        for index in range(number, len(blocks)):
            block = blocks[index]
            if index in runs:
                needed += runs[index][1].start()
                break
            if isinstance(block, Heading):
                needed += self._heading_height(block)
                continue
            if isinstance(block, Paragraph) and block.keep_with_next:
                needed += len(self._paragraph_lines(block)[1]) * self.style.body_leading + self.style.body_after
                continue
            if isinstance(block, Table):
                part = block.parts()[0]
                needed += self._laid(part).full() if part.whole else self._laid(part).start()
            else:
                needed += min(2, len(self._paragraph_lines(block)[1])) * self.style.body_leading
            break
        self._room_for(needed)

    # ---------------------------------------------------------------- pages

    def _begin_page(self) -> None:
        self.page += 1
        paper = self.paper
        self.y = paper.top
        self.after = 0.0
        canvas = self.canvas
        canvas.setFont(FONT, 8)
        canvas.setFillGray(0.35)
        canvas.drawString(paper.margin, paper.height - paper.bottom / 2, self.title)
        if self.style.number_at_top:
            canvas.drawRightString(paper.width - paper.margin, paper.height - paper.bottom / 2, str(self.page))
        else:
            canvas.drawCentredString(paper.width / 2, paper.bottom / 2, str(self.page))
        canvas.setFillGray(0)

    def _space(self, points: float) -> None:
        self.y -= points
        self.after = points

    def new_page(self) -> None:
        """End this page and begin the next, with the title and its number (above or below, as the style says)."""
        self.canvas.showPage()
        self._begin_page()

    def _room_for(self, height: float) -> None:
        if height > self.y - self.paper.bottom and self.y < self.paper.top:
            self.new_page()

    # ---------------------------------------------------------------- blocks

    def _heading_lines(self, heading: Heading) -> list[str]:
        size = self.style.heading(heading.level)[0]
        return wrapped(printable(heading.text), self.paper.text_width, BOLD, size)

    def _heading_height(self, heading: Heading) -> float:
        size, leading, before, after = self.style.heading(heading.level)
        return before + len(self._heading_lines(heading)) * leading + after

    def heading(self, heading: Heading) -> None:
        size, leading, before, after = self.style.heading(heading.level)
        lines = self._heading_lines(heading)
        if not printable(heading.text).strip():
            return
        if self.y < self.paper.top:
            self.y -= before
        self._lines(lines, BOLD, size, leading)
        self._space(after)

    def _paragraph_lines(self, paragraph: Paragraph) -> tuple[str, list[str]]:
        text = clean_text(paragraph.text).replace("\r\n", "\n").replace("\r", "\n").strip()
        font = BOLD if paragraph.emphasis else FONT
        room, size = self.paper.text_width, self.style.body_size
        return font, [line for part in text.split("\n") for line in wrapped(printable(part), room, font, size)] \
            if text else []

    def paragraph(self, paragraph: Paragraph) -> None:
        font, lines = self._paragraph_lines(paragraph)
        if not lines:
            return
        self._lines(lines, font, self.style.body_size, self.style.body_leading)
        self._space(self.style.body_after)

    def _lines(self, lines: list[str], font: str, size: float, leading: float) -> None:
        self.canvas.setFont(font, size)
        for line in lines:
            self._room_for(leading)
            self.canvas.setFont(font, size)
            self.y -= leading
            self.canvas.drawString(self.paper.margin, self.y + (leading - size) * 0.9, line)

    def table(self, table: Table, *, under_headings: bool = False, caption: Heading | None = None) -> None:
        """``table`` from here on, its header on every page it runs onto, split only between parts of at
        least :data:`KEEP_ROWS` rows (:func:`rows_on_page`); a whole table on one page, the next if it
        does not fit on this one (``under_headings``: below the headings that begin this page, set smaller
        if need be to fit what they leave, so that they are not left alone on it). The heading it stands
        under (``caption``) stands again above its rows on each page it runs onto, saying "continued"."""
        laid = self._laid(table)
        if table.whole and under_headings and laid.full() > self.y - self.paper.bottom:
            laid = self._laid(table, self.y - self.paper.bottom)
        edges = [self.paper.margin]
        for width in laid.widths:
            edges.append(edges[-1] + width)
        heights = laid.heights()
        header = laid.height(laid.header)
        if table.whole:
            self._room_for(header + sum(heights))
        start = 0
        while True:
            room = self.y - self.paper.bottom - header
            count = rows_on_page(heights, start, room)
            if count == 0 and start < len(heights):
                if self.y < self.paper.top:
                    self.new_page()
                    continue
                count = max(1, fitting(heights, start, room))  # taller than a page: split where it must be
            top = self.y
            rules = [self._row(laid, laid.header, edges, header=True)]
            for row in laid.rows[start:start + count]:
                rules.append(self._row(laid, row, edges))
            self._grid(edges, top, rules, [])
            start += count
            if start >= len(heights):
                break
            self.new_page()
            if caption is not None:  # whose table these rows are
                self.heading(Heading(self._continued(caption.text), caption.level))
        self._space(self.style.table_after)

    def _continued(self, heading: str) -> str:
        from wordmastermind.files.i18n import render
        from wordmastermind.files.messages import FILES

        return render(FILES.say("pdf.continued", heading=heading), self.language or "en")

    def _laid(self, table: Table, room: float | None = None) -> LaidTable:
        """``table`` laid out in this style; a whole table that is taller than a page (or ``room``), in smaller
        type (and padding) that fits it on one."""
        laid = laid_table(table, self.paper.text_width, self.style)
        if not table.whole:
            return laid
        if room is None:
            room = self.paper.top - self.paper.bottom
        for _ in range(4):  # the smaller type may wrap less: a try or two more shrinks it less than it might
            height = laid.full()
            if height <= room:
                break
            scale = room / height * 0.999
            style = laid.style
            laid = laid_table(table, self.paper.text_width, replace(
                style, cell_size=style.cell_size * scale, cell_leading=style.cell_leading * scale,
                padding=style.padding * scale))
        return laid

    def _columns(self, run: ColumnRun) -> None:
        """A run of headed tables in columns side by side, page after page, the last page's columns even."""
        bottom = self.paper.bottom
        at: Entry = (0, 0)
        while True:
            room = self.y - bottom
            fresh = self.y >= self.paper.top - 1e-6
            columns, used, after = run.fill(at, room, fresh)
            if columns and run.at_end(after) and run.count > 1:  # the last page: columns of even height
                low, high = 0.0, room
                for _ in range(20):
                    middle = (low + high) / 2
                    if run.at_end(run.fill(at, middle, False)[2]):
                        high = middle
                    else:
                        low = middle
                even = run.fill(at, high, False)
                if run.at_end(even[2]) and max(used) - max(even[1]) > 2.5 * run.header_height:
                    columns, used, after = even  # (not for a row or two: a short end stays in one column)
            if columns:
                self._draw_columns(run, columns)
                self.y -= max(used)
                at = after
            elif fresh:
                raise AssertionError("a fresh page took nothing of the run")  # fill() always takes a row there
            if run.at_end(at):
                break
            self.new_page()
        self._space(self.style.table_after)

    def _draw_columns(self, run: ColumnRun, columns: list[list[Entry]]) -> None:
        laid, style = run.laid, self.style
        top = self.y
        for number, column in enumerate(columns):
            if not column:
                continue
            edges = [self.paper.margin + number * (run.width + style.gap)]
            for width in laid.widths:
                edges.append(edges[-1] + width)
            self.y = top
            rules = [self._row(laid, laid.header, edges, header=True)]
            captions: list[int] = []
            for group, row in column:
                if row < 0:
                    captions.append(len(rules))
                    rules.append(self._caption(run.groups[group], edges))
                else:
                    rules.append(self._row(laid, run.groups[group].rows[row], edges))
            self._grid(edges, top, rules, captions)
        self.y = top

    def _caption(self, group: ColumnGroup, edges: list[float]) -> float:
        """A table's heading as a row across the column; the height of its lower rule."""
        canvas, style = self.canvas, self.style
        bottom = self.y - group.caption_height
        canvas.setFillColorRGB(*CAPTION_FILL)
        canvas.rect(edges[0], bottom, edges[-1] - edges[0], group.caption_height, stroke=0, fill=1)
        canvas.setFillGray(0)
        canvas.setFont(BOLD, style.cell_size)
        first = self.y - style.padding / 2 - style.cell_size * 0.95
        for number, line in enumerate(group.caption):
            canvas.drawString(edges[0] + style.padding, first - number * style.cell_leading, line)
        self.y = bottom
        return bottom

    def _row(self, laid: LaidTable, row: Sequence[list[str]], edges: list[float], *, header: bool = False) -> float:
        """Draw one row's text (and the header's shading) at the current height; the height of its lower rule."""
        canvas, style = self.canvas, laid.style
        height = laid.height(row)
        bottom = self.y - height
        if header:
            canvas.setFillColorRGB(*HEADER_FILL)
            canvas.rect(edges[0], bottom, edges[-1] - edges[0], height, stroke=0, fill=1)
            canvas.setFillGray(0)
        canvas.setFont(BOLD if header else FONT, style.cell_size)
        first = self.y - style.padding / 2 - style.cell_size * 0.95
        for lines, left, right, align_right in zip(row, edges, edges[1:], laid.right):
            for number, line in enumerate(lines):
                if not line:
                    continue
                baseline = first - number * style.cell_leading
                if align_right:
                    canvas.drawRightString(right - style.padding, baseline, line)
                else:
                    canvas.drawString(left + style.padding, baseline, line)
        self.y = bottom
        return bottom

    def _grid(self, edges: list[float], top: float, rules: list[float], captions: list[int]) -> None:
        """The rules of a table's rows on this page, from ``top`` down to the last of ``rules``; the rows
        numbered in ``captions`` (captions across the table) without the rules between its columns."""
        canvas = self.canvas
        canvas.setStrokeGray(RULE_GREY)
        canvas.setLineWidth(0.5)
        bottom = rules[-1]
        lines = [(edges[0], y, edges[-1], y) for y in (top, *rules)]
        lines += [(x, top, x, bottom) for x in (edges[0], edges[-1])]
        inner = edges[1:-1]
        segment = above = top
        for number, rule in enumerate(rules):  # the rules between the columns, but across no caption
            if number in captions:
                lines += [(x, segment, x, above) for x in inner if segment > above]
                segment = rule
            above = rule
        lines += [(x, segment, x, above) for x in inner if segment > above]
        canvas.lines(lines)


def _keeps(block: Heading | Paragraph | Table) -> bool:
    """Whether ``block`` is kept on the page of what follows it: a heading, or a paragraph that introduces it."""
    return isinstance(block, Heading) or isinstance(block, Paragraph) and block.keep_with_next
