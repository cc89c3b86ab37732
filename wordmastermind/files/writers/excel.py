"""A report as an Excel workbook (.xlsx), with openpyxl.

Every sheet the report names (:meth:`Report.sheets`) becomes a worksheet
holding one list: a single bold header row, frozen and with an auto-filter,
then the rows of every table of that sheet one after the other. When the
tables set themselves apart by a group (whose word the guesses were at),
the group is the first column, so that the Guesses sheet filters like one
table. Numbers are stored as numbers; **every piece of text is stored as
text**, so a player called ``=HYPERLINK(...)`` or ``@SUM(A1)`` stays a name
and never becomes a formula.

A report with paragraphs (the news of the round, the notes) or with no
tables at all gets a first sheet (the report's ``text_sheet``, else
"Report") with its title and paragraphs, so that nothing the other formats
show is missing. A heading goes there only with a paragraph of its section
under it: the headings of tables that have sheets of their own would stand
over nothing. The workbook properties hold the title, the subject and
"wordmastermind" as the creator, nothing else; no sheet, row or column is
hidden.

Printed, every sheet fits the page's width (as many pages down as it
needs: ``fitToWidth`` 1, ``fitToHeight`` 0), on A4, across (landscape)
where its columns are wider than the page is, with its header row
repeated at the top of every page (the print titles) and the cells'
grid printed. Columns are as wide as their text (up to a limit), and the
text sheet's paragraphs wrap in one column as wide as a page.

openpyxl is imported only when a workbook is written, so that the program
starts without it.
"""

from __future__ import annotations

import io
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordmastermind.core.report import Heading, Paragraph, Report, Table
from wordmastermind.files.atomic import atomic_write
from wordmastermind.files.tables.rows import FORMULA_STARTS
from wordmastermind.files.writers.sanitize import clean_text

if TYPE_CHECKING:
    from openpyxl.worksheet.worksheet import Worksheet

CREATOR = "wordmastermind"
PROPERTY_LENGTH = 255
SHEET_NAME_LENGTH = 31
"""Excel's limit, in UTF-16 code units."""
SHEET_NAME_FORBIDDEN = "[]:*?/\\"
CELL_LENGTH = 32767
"""The most characters an Excel cell holds."""
TEXT_SHEET = "Report"
UNNAMED_SHEET = "Table"
MAX_COLUMN_WIDTH = 60
TEXT_COLUMN_WIDTH = 70
"""The text sheet's one column, in characters: a portrait A4 page's width."""
LINE_HEIGHT = 15.0
"""A line of the default font (11 pt) in a row, in points."""
PORTRAIT_WIDTH = 80
"""About how many characters of the default font an A4 page holds across, upright; a wider sheet is
printed across (landscape)."""


def write_xlsx(report: Report, path: str | os.PathLike[str]) -> None:
    """Write ``report`` to ``path`` as an Excel workbook.

    The workbook is built in memory and then written atomically: a failure
    never leaves a half-written file behind.
    """
    atomic_write(Path(path), xlsx_bytes(report), keep_backup=False)


def xlsx_bytes(report: Report) -> bytes:
    """The Excel workbook of ``report``, as the bytes of an .xlsx file."""
    from openpyxl import Workbook

    workbook = Workbook()
    workbook.remove(workbook.active)
    stacks = stack_tables(report)
    text = not stacks or any(isinstance(block, Paragraph) for block in report.blocks)
    names = sheet_names(([report.text_sheet or TEXT_SHEET] if text else []) + [stack.sheet for stack in stacks])
    if text:
        _write_text_sheet(workbook.create_sheet(names.pop(0)), report)
    for stack, name in zip(stacks, names):
        _write_stack(workbook.create_sheet(name), stack)
    properties = workbook.properties
    properties.title = _property(report.title)
    properties.subject = _property(report.subject)
    properties.creator = CREATOR
    properties.lastModifiedBy = None
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()


@dataclass
class Stack:
    """The tables that share one worksheet: same sheet, same columns."""

    sheet: str
    tables: list[Table] = field(default_factory=list)

    @property
    def columns(self) -> Table:
        return self.tables[0]

    @property
    def grouped(self) -> bool:
        return any(table.group or table.group_title for table in self.tables)

    @property
    def group_title(self) -> str:
        return next((table.group_title for table in self.tables if table.group_title), "")


def stack_tables(report: Report) -> list[Stack]:
    """The worksheets of ``report``, in order of first use.

    Tables of one sheet are stacked. A table whose columns differ from the
    first of its sheet gets a sheet of its own (of the same name, numbered
    when it is made unique), and tables with no sheet name go to a sheet
    called "Table", so that every sheet holds one list under one header.
    """
    stacks: list[Stack] = []
    for table in report.tables():
        if not table.columns:
            continue
        sheet = table.sheet or UNNAMED_SHEET
        layout = _layout(table)
        stack = next(
            (s for s in stacks if s.sheet == sheet and _layout(s.tables[0]) == layout), None
        )
        if stack is None:
            stack = Stack(sheet)
            stacks.append(stack)
        stack.tables.append(table)
    return stacks


def _layout(table: Table) -> tuple[tuple[str, bool], ...]:
    return tuple((column.title, column.numeric) for column in table.columns)


def sheet_names(names: Iterable[str]) -> list[str]:
    """``names`` made into valid, distinct Excel sheet names.

    Excel allows at most 31 characters, none of ``[]:*?/\\``, no apostrophe
    at either end, not "History", and no two names that differ only in case.

    >>> sheet_names(["Guesses", "a/b: [c]?", "guesses", "", "'Quote'", "History"])
    ['Guesses', 'a_b_ _c__', 'guesses (2)', 'Sheet', 'Quote', 'History_']
    >>> [len(n) for n in sheet_names(["x" * 40, "x" * 40])]
    [31, 31]
    """
    taken: set[str] = set()
    result: list[str] = []
    for raw in names:
        name = clean_text(raw)
        for char in SHEET_NAME_FORBIDDEN:
            name = name.replace(char, "_")
        name = " ".join(name.split())  # no line breaks or tabs
        name = _fit(name.strip("'"), SHEET_NAME_LENGTH) or "Sheet"
        if name.casefold() == "history":
            name += "_"
        base, number = name, 1
        while name.casefold() in taken:
            number += 1
            suffix = f" ({number})"
            name = _fit(base, SHEET_NAME_LENGTH - len(suffix)) + suffix
        taken.add(name.casefold())
        result.append(name)
    return result


def _fit(name: str, limit: int) -> str:
    """``name`` cut to ``limit`` UTF-16 code units, with no apostrophe at its end."""
    while len(name.encode("utf-16-le")) > 2 * limit:
        name = name[:-1]
    return name.rstrip("'").strip()


def _property(text: str) -> str:
    return clean_text(text)[:PROPERTY_LENGTH]


def _text(value: str) -> Any:
    return clean_text(value)[:CELL_LENGTH]


def _text_cell(sheet: Worksheet, value: str) -> Any:
    """A cell holding ``value`` as text: never a formula, an error code or anything else,
    and, when it starts as a formula would, marked so that Excel keeps it text when it is
    edited (as the roster export does)."""
    from openpyxl.cell.cell import Cell as SheetCell

    text = _text(value)
    cell = SheetCell(sheet, value=text)
    cell.data_type = "s"
    if text.startswith(FORMULA_STARTS):
        cell.quotePrefix = True
    return cell


def _write_stack(sheet: Worksheet, stack: Stack) -> None:
    from functools import partial

    from openpyxl.styles import Alignment
    from openpyxl.utils import get_column_letter

    text = partial(_text_cell, sheet)
    columns = stack.columns.columns
    grouped = stack.grouped
    bold = _font(bold=True)
    right = Alignment(horizontal="right")
    header: list[Any] = []
    if grouped:
        header.append(text(stack.group_title))
    for column in columns:
        cell = text(column.title)
        if column.numeric:
            cell.alignment = right
        header.append(cell)
    for cell in header:
        cell.font = bold
    sheet.append(header)

    rows = 0
    for table in stack.tables:
        for values in table.rows:
            row: list[Any] = []
            if grouped:
                row.append(text(table.group) if table.group else None)
            for value in values:
                if value is None:
                    row.append(None)
                elif isinstance(value, str):
                    row.append(text(value))
                else:
                    row.append(int(value))
            sheet.append(row)
            rows += 1

    widths: list[float] = []
    if grouped:
        longest = max((len(table.group) for table in stack.tables), default=0)
        widths.append(_width(stack.group_title, longest))
    for number, column in enumerate(columns):
        longest = max((len(str(row[number])) for table in stack.tables for row in table.rows
                       if row[number] is not None), default=0)
        widths.append(_width(column.title, longest))
    for index, width in enumerate(widths, 1):
        sheet.column_dimensions[get_column_letter(index)].width = width
    sheet.freeze_panes = "A2"
    sheet.auto_filter.ref = f"A1:{get_column_letter(len(widths))}{rows + 1}"
    _print_setup(sheet, sum(widths), "1:1")


def _font(**changes: Any) -> Any:
    """The workbook's own font (Calibri, a sans serif) changed so: a bold cell not in another program's default
    font (LibreOffice's would be a serif)."""
    from openpyxl.styles import DEFAULT_FONT, Font

    return Font(name=DEFAULT_FONT.name, family=DEFAULT_FONT.family, scheme=DEFAULT_FONT.scheme,
                sz=DEFAULT_FONT.sz, **changes)


def _width(title: str, longest: int) -> float:
    """A column's width in characters: its longest cell, or its bold title and the filter's button."""
    return min(max(len(title) * 1.1 + 2.5, longest + 1.0, 6.0), float(MAX_COLUMN_WIDTH)) + 1


def _print_setup(sheet: Worksheet, width: float, titles: str | None) -> None:
    """Printed on A4, fitted to the page's width, across if wider than a page, the ``titles`` rows on every page."""
    setup = sheet.page_setup
    setup.paperSize = sheet.PAPERSIZE_A4
    setup.orientation = "landscape" if width > PORTRAIT_WIDTH else "portrait"
    setup.fitToWidth = 1
    setup.fitToHeight = 0
    sheet.sheet_properties.pageSetUpPr.fitToPage = True
    sheet.print_options.gridLines = True
    sheet.page_margins.left = sheet.page_margins.right = 0.6
    if titles:
        sheet.print_title_rows = titles


def _write_text_sheet(sheet: Worksheet, report: Report) -> None:
    from openpyxl.styles import Alignment

    bold = _font(bold=True)
    wrap = Alignment(wrap_text=True, vertical="top")
    blocks = _text_blocks(report)
    first = blocks[0] if blocks else None
    if report.title and not (isinstance(first, Heading) and first.text == report.title):
        title = _text_cell(sheet, report.title)
        title.font = _font(bold=True, size=14)
        sheet.append([title])
    for block in blocks:
        cell = _text_cell(sheet, block.text)
        if isinstance(block, Heading) or block.emphasis:
            cell.font = bold
        cell.alignment = wrap
        sheet.append([cell])
        sheet.row_dimensions[sheet.max_row].height = LINE_HEIGHT * _lines(cell.value)
    sheet.column_dimensions["A"].width = TEXT_COLUMN_WIDTH
    _print_setup(sheet, TEXT_COLUMN_WIDTH, None)
    sheet.print_options.gridLines = False


def _lines(text: str) -> int:
    """About how many lines ``text`` wraps to in the text sheet's column (set, since not every program
    fits a row's height to wrapped text when it opens a workbook)."""
    most = int(TEXT_COLUMN_WIDTH * 1.1)
    return sum(max(1, -(-len(line) // most)) for line in text.split("\n")) if text else 1


def _text_blocks(report: Report) -> list[Heading | Paragraph]:
    """The report's paragraphs, each under the headings of its sections; a heading whose
    section holds no paragraph (only tables, or nothing) is left out. A report without
    tables keeps every heading: this sheet is all there is of it."""
    if not report.tables():
        return [block for block in report.blocks if isinstance(block, (Heading, Paragraph))]
    kept: list[Heading | Paragraph] = []
    open_headings: list[Heading] = []  # the headings above this point not yet written
    for block in report.blocks:
        if isinstance(block, Heading):
            open_headings = [h for h in open_headings if h.level < block.level] + [block]
        elif isinstance(block, Paragraph):
            kept += open_headings
            open_headings = []
            kept.append(block)
    return kept
