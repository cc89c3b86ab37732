"""The neutral report model: headings, paragraphs and tables.

A report says *what* goes out, never *how* it looks in a given format: the
writers in :mod:`wordmastermind.files.writers` render the same model to
Word, Excel, PDF and plain text, in the manner of python-chess's PGN
visitors. A report also says who it is for, so that nothing meant for the
game master's eyes only is mistaken for a players' report.

>>> report = Report("Herbstpartie", (Heading("Round 2"), Paragraph("WF 3")))
>>> [type(block).__name__ for block in report.blocks]
['Heading', 'Paragraph']

A paged output (PDF, the printout, Word) keeps a heading on the page of what
follows it, and so a paragraph marked :attr:`Paragraph.keep_with_next` (a
table's title); a table marked :attr:`Table.whole` is never split between
pages.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field, replace
from enum import Enum

from wordmastermind.core.messages import Catalogs

Cell = str | int | None
"""A table cell: text, a whole number (kept a number in every format), or empty."""


class Audience(Enum):
    PLAYERS = "players"
    """For everybody: holds no secret word that has not been guessed."""
    GAME_MASTER = "game master"
    """The game master's own overview, with every secret word."""


@dataclass(frozen=True, slots=True)
class ReportRequest:
    """Which report of a game is wanted (``wordmastermind report``, File ▸ Export)."""

    audience: Audience = Audience.PLAYERS
    language: str | None = None
    """The report's language; ``None``: the game's own."""
    round: int | None = None
    """The round to report, for a game reported round by round; ``None``: the latest."""
    catalogs: Catalogs | None = None
    """Where the report's texts in other languages than English come from: ``files.i18n.translation``."""


@dataclass(frozen=True, slots=True)
class Heading:
    text: str
    level: int = 1
    """1 for a section, 2 for a subsection."""


@dataclass(frozen=True, slots=True)
class Paragraph:
    text: str
    emphasis: bool = False
    """Set apart: a warning, or the news of the round."""
    keep_with_next: bool = False
    """It introduces what follows it (a table's title, "Points per word:"): a paged output (PDF, the
    printout, Word) never leaves it at the foot of a page, as it never leaves a :class:`Heading`, which
    always keeps with what follows."""
    says: str = ""
    """What it tells the reader of their next step, if that (``guesses``: the next round's guesses per player,
    and its weighting factor; ``deadline``: the next round's deadline; ``answer``: how to answer; ``withdrawn``:
    that they withdrew and answer no more): a text that carries the report and tells the reader this in its own
    words leaves it out (:meth:`Report.leaving_out`)."""


@dataclass(frozen=True, slots=True)
class Column:
    title: str
    numeric: bool = False
    """Right-aligned, and a real number in spreadsheets."""
    width: int = 10
    """A sensible width, in characters."""
    whole: bool = False
    """Its cells are data to be read whole (a player's unseen tiles): a writer that cuts a long cell to a few
    lines (the plain text's three) wraps these onto as many as they need."""


@dataclass(frozen=True, slots=True)
class Table:
    columns: tuple[Column, ...]
    rows: tuple[tuple[Cell, ...], ...]
    sheet: str = ""
    """The spreadsheet this table belongs in; tables of one sheet are stacked."""
    group: str = ""
    """What sets this table apart from the others of its sheet (a player's
    name, say); spreadsheets show it as a first column."""
    group_title: str = ""
    """The title of that first column."""
    whole: bool = False
    """One picture (a game's board): a paged output never splits it between pages. If it does not fit in
    what is left of the page it begins the next one; a PDF (and the printout) sets it smaller if it is
    taller than a page."""

    def __post_init__(self) -> None:
        for number, row in enumerate(self.rows, 1):
            if len(row) != len(self.columns):
                raise ValueError(
                    f"row {number} has {len(row)} cells, the table {len(self.columns)} columns"
                )


    def parts(self) -> tuple[Table, ...]:
        """The table as a page shows it: whole (a :class:`WideTable` may be cut)."""
        return (self,)


@dataclass(frozen=True, slots=True)
class WideTable(Table):
    """A table too wide for a page (a column per round): printed documents (Word, PDF, text) show
    it in parts of :attr:`part_columns` columns after the first, each part beginning with the first
    column again; spreadsheets keep it whole."""

    part_columns: int = 8

    def parts(self) -> tuple[Table, ...]:
        """
        >>> wide = WideTable(tuple(Column(c) for c in "NabcdeT"), (tuple("Xabcde") + ("9",),), part_columns=3)
        >>> [[c.title for c in part.columns] for part in wide.parts()]
        [['N', 'a', 'b', 'c'], ['N', 'd', 'e', 'T']]
        >>> wide.parts()[1].rows
        (('X', 'd', 'e', '9'),)
        """
        most = self.part_columns
        if most < 1 or len(self.columns) <= most + 1:
            return (self,)
        return tuple(
            replace(
                self,
                columns=(self.columns[0], *self.columns[start : start + most]),
                rows=tuple((row[0], *row[start : start + most]) for row in self.rows),
            )
            for start in range(1, len(self.columns), most)
        )


Block = Heading | Paragraph | Table


@dataclass(frozen=True, slots=True)
class Report:
    title: str
    """The document's title, as in its header and properties."""
    blocks: tuple[Block, ...]
    subject: str = ""
    audience: Audience = Audience.PLAYERS
    keywords: tuple[str, ...] = field(default_factory=tuple)
    warnings: tuple[str, ...] = field(default_factory=tuple)
    """For the game master, never rendered: what was changed to keep secrets."""
    text_sheet: str = ""
    """The name, in the report's language, of the spreadsheet that holds its text
    (title, news, notes); empty: "Report"."""
    language: str = ""
    """The language of its texts (``de``, ``en``, ``nl``, ``fr``), which the documents declare, so that a
    word processor checks their spelling in it; empty: not said."""

    def leaving_out(self, said: Collection[str]) -> Report:
        """The report without its paragraphs that say what ``said`` names (:attr:`Paragraph.says`): for a text
        that carries it and says these itself (a player's mail). The same report if it has none.

        >>> report = Report("R", (Paragraph("Deadline: Friday", says="deadline"), Paragraph("WF 3")))
        >>> [b.text for b in report.leaving_out({"deadline"}).blocks], report.leaving_out({"answer"}) is report
        (['WF 3'], True)
        """
        kept = tuple(b for b in self.blocks if not (isinstance(b, Paragraph) and b.says and b.says in said))
        return self if len(kept) == len(self.blocks) else replace(self, blocks=kept)

    def tables(self) -> tuple[Table, ...]:
        return tuple(b for b in self.blocks if isinstance(b, Table))

    def sheets(self) -> tuple[str, ...]:
        """The spreadsheet names, in order of first use."""
        names: list[str] = []
        for table in self.tables():
            if table.sheet and table.sheet not in names:
                names.append(table.sheet)
        return tuple(names)

    def text(self) -> str:
        """Every piece of text in the report, for searching (one per line)."""
        parts = [self.title, self.subject, *self.keywords]
        for block in self.blocks:
            if isinstance(block, Table):
                parts += [c.title for c in block.columns] + [block.sheet, block.group, block.group_title]
                parts += ["" if cell is None else str(cell) for row in block.rows for cell in row]
            else:
                parts.append(block.text)
        return "\n".join(part for part in parts if part)
