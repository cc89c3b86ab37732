"""Woordspel's board: tiles, squares, coordinates and the bonus squares.

Source: the Brettspielnetz.de rules of Woordspel ("Brettspielnetz.de:
spelregels woordspel", Bram Schoonhoven), a Scrabble-like Dutch game for
two players on a board of 15 by 15 squares, columns ``a``-``o`` and rows
1-15, the centre square ``h8``. Each player holds 8 tiles.

The tiles and their values are the rules' table: 102 letters and 2 blanks
(worth 0), 104 tiles in all.

>>> TOTAL_TILES, TILE_COUNTS["E"], TILE_VALUES["Q"], TILE_VALUES[BLANK]
(104, 16, 7, 0)

Squares are named as in the rules (``h8``: column h, row 8). A word's
coordinate follows the GCG convention: the row first for a word across,
the column first for a word down; case does not matter.

>>> Coordinate.parse("8h"), Coordinate.parse("H8")
(Coordinate(square=Square(row=7, col=7), direction=<Direction.ACROSS: 'across'>), Coordinate(square=Square(row=7, col=7), direction=<Direction.DOWN: 'down'>))
>>> str(Coordinate.parse("8h")), str(Coordinate.parse("h8"))
('8H', 'H8')

The rules name the bonus squares but not where they lie; the default board
is the standard 15x15 layout (Scrabble's), the centre doubling the word:

>>> board = BoardDefinition()
>>> board.bonus(CENTRE), board.bonus(Square.parse("a1")), board.bonus(Square.parse("b6"))
(<Bonus.DOUBLE_WORD: 'D'>, <Bonus.TRIPLE_WORD: 'T'>, <Bonus.TRIPLE_LETTER: 't'>)
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from wordmastermind.core.errors import RuleError
from wordmastermind.core.messages import Text
from wordmastermind.core.woordspel.messages import WOORDSPEL

SIZE = 15
"""The board is SIZE by SIZE squares."""
COLUMNS = "abcdefghijklmno"
RACK_SIZE = 8
"""Tiles on a full rack; a move that lays all of them scores double."""
FIRST_WORD = 4
"""The first word has at least this many letters."""
BLANK = "?"
"""A blank tile, in racks and tile lists (as in GCG)."""
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
IJ = "IJ"
"""What a Y tile (or a blank) may stand for besides a single letter."""

TILES: tuple[tuple[str, int, int], ...] = (
    ("A", 1, 7), ("B", 3, 3), ("C", 5, 2), ("D", 2, 6), ("E", 1, 16), ("F", 5, 2),
    ("G", 3, 4), ("H", 3, 4), ("I", 2, 5), ("J", 6, 2), ("K", 4, 3), ("L", 4, 3),
    ("M", 4, 3), ("N", 1, 8), ("O", 2, 5), ("P", 5, 2), ("Q", 7, 1), ("R", 2, 6),
    ("S", 3, 4), ("T", 2, 5), ("U", 3, 3), ("V", 4, 3), ("W", 5, 2), ("X", 7, 1),
    ("Y", 5, 1), ("Z", 5, 1), (BLANK, 0, 2),
)
"""Every tile: (letter or ``?``, value, how many), from the rules' table."""

TILE_VALUES: Mapping[str, int] = {tile: value for tile, value, _ in TILES}
TILE_COUNTS: Mapping[str, int] = {tile: count for tile, _, count in TILES}
TOTAL_TILES = sum(TILE_COUNTS.values())
_ORDER = {tile: i for i, (tile, _, _) in enumerate(TILES)}


class WoordspelError(RuleError):
    """Input that the rules of Woordspel do not allow.

    ``index`` is the 0-based place of the move at fault in the game's list
    of moves, where the error comes from checking a whole game.
    """

    index: int | None = None


class NotationError(WoordspelError):
    """A square, coordinate, word or rack that cannot be read."""


class BoardError(WoordspelError):
    """A board definition that is no 15x15 layout of bonus squares."""


class RackError(WoordspelError):
    """A rack of more than 8 tiles, or of tiles the game does not have."""


# -- squares and coordinates ----------------------------------------------------


@dataclass(frozen=True, slots=True, order=True)
class Square:
    """One square: ``row`` 0-14 for rows 1-15, ``col`` 0-14 for columns a-o.

    >>> Square.parse("H8"), str(Square(0, 14))
    (Square(row=7, col=7), 'o1')
    >>> Square.parse("p1")
    Traceback (most recent call last):
    ...
    wordmastermind.core.woordspel.board.NotationError: 'p1' is no square: columns a-o, rows 1-15 (h8 is the centre)
    """

    row: int
    col: int

    def __post_init__(self) -> None:
        if not (0 <= self.row < SIZE and 0 <= self.col < SIZE):
            raise NotationError(WOORDSPEL.say("woordspel.no_square_at", row=self.row + 1, col=self.col + 1,
                                              size=SIZE))

    @classmethod
    def parse(cls, text: str) -> Square:
        found = re.fullmatch(r"([a-oA-O])(\d{1,2})", text.strip())
        if found is None or not 1 <= int(found.group(2)) <= SIZE:
            raise NotationError(WOORDSPEL.say("woordspel.no_square", text=repr(text), size=SIZE))
        return cls(int(found.group(2)) - 1, COLUMNS.index(found.group(1).lower()))

    @classmethod
    def from_index(cls, index: int) -> Square:
        return cls(*divmod(index, SIZE))

    @property
    def index(self) -> int:
        """The place in a row-major list of the 225 squares (a1, b1, ..., o15)."""
        return self.row * SIZE + self.col

    @property
    def name(self) -> str:
        return f"{COLUMNS[self.col]}{self.row + 1}"

    def shown(self, from_bottom: bool = False) -> str:
        """The name as shown: with ``from_bottom``, Brettspielnetz's rows (15 at the top).

        >>> Square.parse("h1").shown(True), Square.parse("h8").shown(True)
        ('h15', 'h8')
        """
        return f"{COLUMNS[self.col]}{SIZE - self.row if from_bottom else self.row + 1}"

    def flipped(self) -> Square:
        """The square with the row counted from the other edge (row 1 <-> row 15)."""
        return Square(SIZE - 1 - self.row, self.col)

    def __str__(self) -> str:
        return self.name


CENTRE = Square(7, 7)
"""h8: the first word covers it."""


class Direction(Enum):
    ACROSS = "across"
    """Left to right along a row (column letters grow)."""
    DOWN = "down"
    """Top to bottom along a column (row numbers grow, row 1 at the top)."""

    @property
    def step(self) -> tuple[int, int]:
        """(rows, columns) from one square of a word to the next."""
        return (0, 1) if self is Direction.ACROSS else (1, 0)

    @property
    def other(self) -> Direction:
        return Direction.DOWN if self is Direction.ACROSS else Direction.ACROSS


@dataclass(frozen=True, slots=True)
class Coordinate:
    """Where a word starts and which way it runs: ``8H`` across, ``H8`` down."""

    square: Square
    direction: Direction

    @classmethod
    def parse(cls, text: str, from_bottom: bool = False) -> Coordinate:
        """Read GCG notation: the row first for across, the column first for down;
        with ``from_bottom`` the rows are Brettspielnetz's (15 at the top).

        >>> Coordinate.parse("15H", from_bottom=True) == Coordinate.parse("1H")
        True

        >>> Coordinate.parse("h 8")
        Traceback (most recent call last):
        ...
        wordmastermind.core.woordspel.board.NotationError: 'h 8' is no coordinate: write the row first for a word across (8H), the column first for a word down (H8)
        """
        clean = text.strip()
        across = re.fullmatch(r"(\d{1,2})([a-oA-O])", clean)
        down = re.fullmatch(r"([a-oA-O])(\d{1,2})", clean)
        if across is not None and 1 <= int(across.group(1)) <= SIZE:
            square = Square(int(across.group(1)) - 1, COLUMNS.index(across.group(2).lower()))
            return cls(square.flipped() if from_bottom else square, Direction.ACROSS)
        if down is not None and 1 <= int(down.group(2)) <= SIZE:
            square = Square(int(down.group(2)) - 1, COLUMNS.index(down.group(1).lower()))
            return cls(square.flipped() if from_bottom else square, Direction.DOWN)
        raise NotationError(WOORDSPEL.say("woordspel.no_coordinate", text=repr(text)))

    def __str__(self) -> str:
        return self.shown()

    def shown(self, from_bottom: bool = False) -> str:
        """GCG notation; with ``from_bottom`` the rows are Brettspielnetz's (15 at the top)."""
        column = COLUMNS[self.square.col].upper()
        row = SIZE - self.square.row if from_bottom else self.square.row + 1
        return f"{row}{column}" if self.direction is Direction.ACROSS else f"{column}{row}"


def shown_notation(text: str, from_bottom: bool) -> str:
    """A move's notation (``1H MATERLY``, ``-``, ``(time)``) as shown with
    Brettspielnetz's rows when ``from_bottom``: only a coordinate changes.

    >>> shown_notation("1H MA.TERLy", True), shown_notation("H1 MA", True), shown_notation("-QU", True)
    ('15H MA.TERLy', 'H15 MA', '-QU')
    """
    if not from_bottom:
        return text
    first, space, rest = text.partition(" ")
    try:
        coordinate = Coordinate.parse(first)
    except NotationError:
        return text
    return f"{coordinate.shown(True)}{space}{rest}"


# -- tiles and racks -----------------------------------------------------------


def sort_tiles(tiles: Iterable[str]) -> str:
    """Tiles in the canonical order: letters A-Z, then blanks.

    >>> sort_tiles("S?EAL")
    'AELS?'
    """
    return "".join(sorted(tiles, key=_tile_order))


def _tile_order(tile: str) -> tuple[float, str]:
    """A-Z, then letters of other alphabets (a record's Polish Ę, say), then blanks."""
    return (_ORDER.get(tile, len(LETTERS) - 0.5), tile)


def is_tile(tile: str) -> bool:
    """A tile a record may name: a letter A-Z, ``?``, or one letter of another
    alphabet (Polish ``Ę``; no rules preset has it, so a game keeps it only
    with a warning)."""
    return tile in TILE_VALUES or (len(tile) == 1 and tile.isalpha() and tile.isupper())


def parse_tiles(text: str, what: Text | None = None) -> str:
    """Tiles written as letters (any case) and ``?`` for a blank; spaces are ignored.

    >>> parse_tiles("se a?l")
    'AELS?'
    >>> parse_tiles("AB1")
    Traceback (most recent call last):
    ...
    wordmastermind.core.woordspel.board.NotationError: the tiles 'AB1': '1' is no tile (letters A-Z, ? for a blank)
    """
    if what is None:
        what = WOORDSPEL.say("woordspel.what.tiles")
    tiles = []
    for char in text:
        if char.isspace():
            continue
        tile = char.upper()
        if not is_tile(tile):
            raise NotationError(WOORDSPEL.say("woordspel.no_tile", what=what, text=repr(text), char=repr(char)))
        tiles.append(tile)
    return sort_tiles(tiles)


def parse_rack(text: str, what: Text | None = None, *, counts: Mapping[str, int] = TILE_COUNTS,
               most: int = RACK_SIZE) -> str:
    """A rack: at most ``most`` tiles (8), and no more of a letter than the
    game has (``counts``: Woordspel's tiles unless a rules preset says).

    >>> parse_rack("eel??")
    'EEL??'
    >>> parse_rack("???")
    Traceback (most recent call last):
    ...
    wordmastermind.core.woordspel.board.RackError: the rack '???' has 3 blanks; the game has 2
    """
    if what is None:
        what = WOORDSPEL.say("woordspel.what.rack")
    tiles = parse_tiles(text, what)
    if len(tiles) > most:
        raise RackError(WOORDSPEL.say("woordspel.rack.size", what=what, text=repr(text), count=len(tiles),
                                      most=most))
    for tile, count in Counter(tiles).items():
        if tile in counts and count > counts[tile]:  # a tile of no set is the game's rules' to refuse
            if tile == BLANK:
                raise RackError(WOORDSPEL.say("woordspel.rack.blanks", what=what, text=repr(text), count=count,
                                              most=counts[tile]))
            raise RackError(WOORDSPEL.say("woordspel.rack.letters", what=what, text=repr(text), count=count,
                                          tile=tile, most=counts[tile]))
    return tiles


def tiles_value(tiles: Iterable[str], values: Mapping[str, int] = TILE_VALUES) -> int:
    """The sum of the tiles' values (a blank is worth 0).

    >>> tiles_value("QE?")
    8
    """
    return sum(values.get(t, 0) for t in tiles)


def all_tiles() -> Counter[str]:
    """The 104 tiles of the game, by letter."""
    return Counter(TILE_COUNTS)


def missing_tiles(needed: Iterable[str], available: Iterable[str]) -> str:
    """The tiles of ``needed`` that ``available`` lacks, in canonical order.

    >>> missing_tiles("EEL", "ELS")
    'E'
    """
    pool = list(available)
    lacking = []
    for tile in needed:
        if tile in pool:
            pool.remove(tile)
        else:
            lacking.append(tile)
    return sort_tiles(lacking)


def spell_tiles(tiles: str) -> Text:
    """Tiles for a message: ``A, E, E and a blank``.

    >>> tuple(str(spell_tiles(tiles)) for tiles in ("", "E", "AEE?", "??"))
    ('no tile', 'E', 'A, E, E and a blank', 'a blank and a blank')
    """
    letters = [t for t in tiles if t != BLANK]
    blanks = len(tiles) - len(letters)
    shown = ", ".join(letters)
    if blanks == 0:
        if len(letters) <= 1:
            return shown or WOORDSPEL.say("woordspel.tiles.none")
        return WOORDSPEL.say("woordspel.tiles.and", rest=", ".join(letters[:-1]), last=letters[-1])
    if blanks == 1:
        return WOORDSPEL.say("woordspel.tiles.and_blank", letters=shown) if letters else WOORDSPEL.say(
            "woordspel.tiles.blank")
    if blanks == 2:
        return WOORDSPEL.say("woordspel.tiles.and_two_blanks", letters=shown) if letters else WOORDSPEL.say(
            "woordspel.tiles.two_blanks")
    return WOORDSPEL.say("woordspel.tiles.and_blanks", letters=shown, count=blanks) if letters else (
        WOORDSPEL.say("woordspel.tiles.blanks", count=blanks))


# -- bonus squares and the board definition ----------------------------------------


class Bonus(Enum):
    """A bonus square, counted only on the turn a tile is first laid on it."""

    DOUBLE_LETTER = "d"
    """Light blue: the letter counts twice."""
    TRIPLE_LETTER = "t"
    """Dark blue: the letter counts three times."""
    DOUBLE_WORD = "D"
    """Pink: the word counts twice."""
    TRIPLE_WORD = "T"
    """Red: the word counts three times."""

    @property
    def letter_factor(self) -> int:
        return _LETTER_FACTORS.get(self.value, 1)

    @property
    def word_factor(self) -> int:
        return _WORD_FACTORS.get(self.value, 1)

    @property
    def label(self) -> str:
        """A short label: 2L, 3L, 2W, 3W."""
        return _LABELS[self.value]


_LETTER_FACTORS = {"d": 2, "t": 3}
_WORD_FACTORS = {"D": 2, "T": 3}
_LABELS = {"d": "2L", "t": "3L", "D": "2W", "T": "3W"}


_STANDARD_ROWS = (
    "T..d...T...d..T",
    ".D...t...t...D.",
    "..D...d.d...D..",
    "d..D...d...D..d",
    "....D.....D....",
    ".t...t...t...t.",
    "..d...d.d...d..",
    "T..d...D...d..T",
    "..d...d.d...d..",
    ".t...t...t...t.",
    "....D.....D....",
    "d..D...d...D..d",
    "..D...d.d...D..",
    ".D...t...t...D.",
    "T..d...T...d..T",
)
_CODES = {".": None, **{b.value: b for b in Bonus}}


def _read_rows(rows: Sequence[str]) -> tuple[Bonus | None, ...]:
    if isinstance(rows, str) or len(rows) != SIZE:
        count = 1 if isinstance(rows, str) else len(rows)
        raise BoardError(WOORDSPEL.say("woordspel.board.rows", size=SIZE, count=count))
    bonuses: list[Bonus | None] = []
    for number, row in enumerate(rows, start=1):
        if len(row) != SIZE:
            raise BoardError(WOORDSPEL.say("woordspel.board.row", row=number, count=len(row), size=SIZE))
        for col, char in enumerate(row):
            if char not in _CODES:
                raise BoardError(WOORDSPEL.say("woordspel.board.code", square=f"{COLUMNS[col]}{number}",
                                               char=repr(char)))
            bonuses.append(_CODES[char])
    return tuple(bonuses)


STANDARD_BONUSES = _read_rows(_STANDARD_ROWS)


@dataclass(frozen=True, slots=True)
class BoardDefinition:
    """Where the bonus squares lie: an editable value saved with the game.

    ``bonuses`` holds one entry per square, row by row from a1 (a1, b1, ...,
    o1, a2, ...). In text, a row is 15 characters: ``.`` no bonus, ``d``
    double letter (light blue), ``t`` triple letter (dark blue), ``D``
    double word (pink), ``T`` triple word (red); ``rows()[0]`` is row 1.

    >>> board = BoardDefinition().with_bonus(Square.parse("h8"), None)
    >>> board.bonus(CENTRE) is None, board.is_standard, board.rows()[7]
    (True, False, 'T..d.......d..T')
    >>> BoardDefinition.parse(["T..d"])
    Traceback (most recent call last):
    ...
    wordmastermind.core.woordspel.board.BoardError: a board definition has 15 rows, not 1
    """

    bonuses: tuple[Bonus | None, ...] = STANDARD_BONUSES

    def __post_init__(self) -> None:
        object.__setattr__(self, "bonuses", tuple(self.bonuses))
        if len(self.bonuses) != SIZE * SIZE:
            raise BoardError(WOORDSPEL.say("woordspel.board.squares", squares=SIZE * SIZE,
                                           count=len(self.bonuses)))
        for index, bonus in enumerate(self.bonuses):
            if bonus is not None and not isinstance(bonus, Bonus):
                raise BoardError(WOORDSPEL.say("woordspel.board.bonus", square=str(Square.from_index(index)),
                                               bonus=repr(bonus)))

    @classmethod
    def parse(cls, rows: Sequence[str]) -> BoardDefinition:
        return cls(_read_rows(rows))

    @classmethod
    def standard(cls) -> BoardDefinition:
        return cls(STANDARD_BONUSES)

    def rows(self) -> tuple[str, ...]:
        codes = ["." if b is None else b.value for b in self.bonuses]
        return tuple("".join(codes[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE))

    def bonus(self, square: Square) -> Bonus | None:
        return self.bonuses[square.index]

    def with_bonus(self, square: Square, bonus: Bonus | None) -> BoardDefinition:
        bonuses = list(self.bonuses)
        bonuses[square.index] = bonus
        return BoardDefinition(tuple(bonuses))

    @property
    def is_standard(self) -> bool:
        return self.bonuses == STANDARD_BONUSES


STANDARD_BOARD = BoardDefinition()
"""The default board: the standard 15x15 layout, the centre doubling the word."""
