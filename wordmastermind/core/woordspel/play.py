"""A Woordspel play: its notation, and the tiles on the board.

A play is written as in GCG: a coordinate and the whole word, ``8H LEES``.
In the word, ``A``-``Z`` is a tile with that letter, a lowercase letter a
blank standing for it, ``.`` a tile already on the board (played through),
and ``Ĳ`` (or ``[IJ]``) the Y tile standing for IJ (``ĳ`` or ``[ij]``: a
blank standing for IJ). A letter at a square that already holds a tile is
read as playing through it, and must be that tile's letter.

>>> play = Play.parse("k7 Ĳs.")
>>> play.coordinate, play.tokens, play.notation
(Coordinate(square=Square(row=6, col=10), direction=<Direction.DOWN: 'down'>), ('IJ', 's', '.'), 'K7 Ĳs.')

Checking and scoring a play on the board is
:func:`wordmastermind.core.woordspel.score.score_play`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from wordmastermind.core.woordspel.board import (
    BLANK,
    IJ,
    LETTERS,
    SIZE,
    TILE_COUNTS,
    TILE_VALUES,
    Coordinate,
    Direction,
    NotationError,
    Square,
    WoordspelError,
    is_tile,
    parse_rack,
    sort_tiles,
)
from wordmastermind.core.woordspel.messages import WOORDSPEL
from wordmastermind.core.woordspel.rules import ANY_COUNTS, MOST_ON_RACK

if TYPE_CHECKING:
    from wordmastermind.core.woordspel.score import PlayScore


class MoveError(WoordspelError):
    """A move that the rules do not allow; the message says why."""


THROUGH = "."
"""The token of a tile already on the board."""

_LIGATURES = {"Ĳ": "IJ", "ĳ": "ij"}


def parse_word(text: str) -> tuple[str, ...]:
    """The tokens of a word in play notation.

    >>> parse_word("brĲ.E[ij]")
    ('b', 'r', 'IJ', '.', 'E', 'ij')
    >>> parse_word("LE?S")
    Traceback (most recent call last):
    ...
    wordmastermind.core.woordspel.board.NotationError: the word 'LE?S', position 3: '?' is no tile (A-Z a tile, a-z a blank standing for that letter, . a tile on the board, Ĳ or [IJ] the Y as IJ)
    """
    tokens: list[str] = []
    i = 0
    while i < len(text):
        char = text[i]
        if char == THROUGH or ("A" <= char <= "Z") or ("a" <= char <= "z"):
            tokens.append(char)
        elif char in _LIGATURES:
            tokens.append(_LIGATURES[char])
        elif char.isalpha() and is_tile(char.upper()):  # a letter of another alphabet (a record's Polish Ę)
            tokens.append(char)
        elif char == "[" and text[i + 1:i + 4] in ("IJ]", "ij]"):
            tokens.append(text[i + 1:i + 3])
            i += 3
        else:
            raise NotationError(WOORDSPEL.say("woordspel.word.no_tile", word=repr(text), position=i + 1,
                                              char=repr(char)))
        i += 1
    if not tokens:
        raise NotationError(WOORDSPEL.say("woordspel.word.empty"))
    return tuple(tokens)


def word_text(tokens: Iterable[str]) -> str:
    """The notation of word tokens (the inverse of :func:`parse_word`).

    >>> word_text(("B", "R", "IJ"))
    'BRĲ'
    """
    return "".join({"IJ": "Ĳ", "ij": "ĳ"}.get(t, t) for t in tokens)


def _check_reading(reading: str, square: Square) -> str:
    clean = reading.strip().upper()
    if not _is_letter(clean):
        raise NotationError(WOORDSPEL.say("woordspel.cross.no_letter", square=str(square), reading=repr(reading)))
    return clean


@dataclass(frozen=True, slots=True)
class Play:
    """A word laid on the board, as entered.

    ``tokens`` run from ``coordinate`` (see :func:`parse_word`). ``rack`` is
    the player's rack before the play, when known. ``cross`` gives, per
    square, what a blank (or the Y) stands for in the cross-word through
    that square, where it differs from the word: a blank may stand for a
    different letter in each word it lies in. ``withdrawn`` marks a play
    taken back (a phony withdrawn, in GCG): it scores nothing and leaves no
    tile.

    >>> play = Play.parse("8h lees", rack="aeelsst?")
    >>> play.notation, play.rack
    ('8H lees', 'AEELSST?')
    """

    coordinate: Coordinate
    tokens: tuple[str, ...]
    rack: str | None = None
    cross: tuple[tuple[Square, str], ...] = ()
    withdrawn: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "tokens", tuple(self.tokens))
        if not self.tokens:
            raise NotationError(WOORDSPEL.say("woordspel.play.no_word"))
        for token in self.tokens:
            if token != THROUGH and not _is_letter(token):
                raise NotationError(WOORDSPEL.say("woordspel.play.token", token=repr(token)))
        if self.rack is not None:
            object.__setattr__(self, "rack", parse_rack(self.rack, counts=ANY_COUNTS, most=MOST_ON_RACK))
        cross = {}
        for square, reading in self.cross:
            if square in cross:
                raise NotationError(WOORDSPEL.say("woordspel.cross.twice", square=str(square)))
            cross[square] = _check_reading(reading, square)
        object.__setattr__(self, "cross", tuple(sorted(cross.items())))

    @classmethod
    def parse(
        cls,
        text: str,
        *,
        rack: str | None = None,
        cross: Mapping[str, str] | None = None,
        withdrawn: bool = False,
        from_bottom: bool = False,
    ) -> Play:
        """A play from ``"8H LEES"``; ``cross`` maps square names to readings;
        ``from_bottom``: the coordinate in Brettspielnetz's rows (15 at the top)."""
        parts = text.split()
        if len(parts) != 2:
            raise NotationError(WOORDSPEL.say("woordspel.play.notation", text=repr(text)))
        readings = tuple((Square.parse(k), v) for k, v in (cross or {}).items())
        return cls(Coordinate.parse(parts[0], from_bottom), parse_word(parts[1]), rack, readings, withdrawn)

    @property
    def word(self) -> str:
        return word_text(self.tokens)

    @property
    def notation(self) -> str:
        return f"{self.coordinate} {self.word}"

    def shown(self, from_bottom: bool = False) -> str:
        """The notation as shown: with ``from_bottom``, Brettspielnetz's rows (15 at the top)."""
        return f"{self.coordinate.shown(from_bottom)} {self.word}"

    @classmethod
    def from_tiles(
        cls,
        state: BoardState,
        tiles: Sequence[tuple[Square, str]],
        *,
        rack: str | None = None,
    ) -> Play:
        """The play that lays ``tiles`` (square, token) on ``state``: for a board
        the tiles are dragged onto. The word runs on through tiles already there.

        >>> from wordmastermind.core.woordspel.board import BoardDefinition
        >>> from wordmastermind.core.woordspel.score import score_play
        >>> state = BoardState().with_play(score_play(BoardState(), BoardDefinition(),
        ...                                           Play.parse("8H LEES")), turn=1)
        >>> Play.from_tiles(state, [(Square.parse("h9"), "A"), (Square.parse("h10"), "S")]).notation
        'H8 .AS'
        >>> Play.from_tiles(state, [(Square.parse("g9"), "A"), (Square.parse("h10"), "S")])
        Traceback (most recent call last):
        ...
        wordmastermind.core.woordspel.play.MoveError: the tiles are not in one line: g9 and h10 share no row or column
        """
        if not tiles:
            raise MoveError(WOORDSPEL.say("woordspel.laid.none"))
        placed: dict[Square, str] = {}
        for square, token in tiles:
            if not _is_letter(token):
                raise NotationError(WOORDSPEL.say("woordspel.laid.no_tile", square=str(square), token=repr(token)))
            if square in placed:
                raise MoveError(WOORDSPEL.say("woordspel.laid.twice", square=str(square)))
            if state.at(square) is not None:
                raise MoveError(WOORDSPEL.say("woordspel.laid.taken", square=str(square)))
            placed[square] = token
        squares = sorted(placed)
        first, last = squares[0], squares[-1]
        if all(s.row == first.row for s in squares) and len(squares) > 1:
            direction = Direction.ACROSS
        elif all(s.col == first.col for s in squares) and len(squares) > 1:
            direction = Direction.DOWN
        elif len(squares) > 1:
            odd = next(s for s in squares if s.row != first.row and s.col != first.col)
            raise MoveError(WOORDSPEL.say("woordspel.laid.line", first=str(first), odd=str(odd)))
        else:
            direction = Direction.ACROSS if _has_neighbour(state, first, Direction.ACROSS) or not (
                _has_neighbour(state, first, Direction.DOWN)) else Direction.DOWN
        dr, dc = direction.step
        row, col = first.row, first.col
        while 0 <= row - dr and 0 <= col - dc and state.cells[(row - dr) * SIZE + col - dc]:
            row, col = row - dr, col - dc
        start = Square(row, col)
        tokens: list[str] = []
        while row < SIZE and col < SIZE:
            square = Square(row, col)
            if square in placed:
                tokens.append(placed[square])
            elif state.cells[square.index] is not None:
                tokens.append(THROUGH)
            elif square < last:
                raise MoveError(WOORDSPEL.say("woordspel.laid.gap", square=str(square)))
            else:
                break
            row, col = row + dr, col + dc
        return cls(Coordinate(start, direction), tuple(tokens), rack)


_LETTERS = frozenset([IJ, IJ.lower(), *LETTERS, *LETTERS.lower()])


def _is_letter(token: str) -> bool:
    """A tile's letter (upper case) or a blank's (lower case): A-Z, another alphabet's (Polish Ę), or Y's IJ."""
    return token in _LETTERS or (len(token) == 1 and token.isalpha() and is_tile(token.upper()))


def _has_neighbour(state: BoardState, square: Square, direction: Direction) -> bool:
    dr, dc = direction.step
    for sign in (-1, 1):
        row, col = square.row + sign * dr, square.col + sign * dc
        if 0 <= row < SIZE and 0 <= col < SIZE and state.cells[row * SIZE + col] is not None:
            return True
    return False


# -- the tiles on the board --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Cell:
    """A tile on the board: ``tile`` is its letter or ``?`` for a blank,
    ``reading`` what it stood for in the word it was laid in (A-Z or IJ),
    ``turn`` the turn that laid it."""

    tile: str
    reading: str
    turn: int

    @property
    def is_blank(self) -> bool:
        return self.tile == BLANK

    @property
    def value(self) -> int:
        return TILE_VALUES.get(self.tile, 0)

    @property
    def face(self) -> str:
        """What the board shows: the letter, a blank's letter in lowercase."""
        return self.reading.lower() if self.is_blank else self.tile


_EMPTY: tuple[Cell | None, ...] = (None,) * (SIZE * SIZE)
_ALL_TILES = (*(tile for tile in ANY_COUNTS if tile != BLANK), BLANK)
"""Every tile of any preset: A-Z, the other alphabets' letters (Polish Ą ... Ż), the blank."""
_TILE_SLOT = {tile: i for i, tile in enumerate(_ALL_TILES)}


@dataclass(frozen=True, slots=True)
class BoardState:
    """The tiles on the board: one entry per square, row by row from a1."""

    cells: tuple[Cell | None, ...] = _EMPTY
    counts: tuple[int, ...] = field(init=False, compare=False, repr=False)
    """How many of each tile lie on the board, in the order of ``_ALL_TILES``."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "cells", tuple(self.cells))
        if len(self.cells) != SIZE * SIZE:
            raise WoordspelError(WOORDSPEL.say("woordspel.state.squares", squares=SIZE * SIZE, count=len(self.cells)))
        counts = [0] * len(_ALL_TILES)
        for cell in self.cells:
            if cell is not None and cell.tile in _TILE_SLOT:  # a tile of no set is not counted
                counts[_TILE_SLOT[cell.tile]] += 1
        object.__setattr__(self, "counts", tuple(counts))

    def at(self, square: Square) -> Cell | None:
        return self.cells[square.index]

    @property
    def is_empty(self) -> bool:
        return not any(self.counts)

    @property
    def tile_count(self) -> int:
        return sum(self.counts)

    def on_board(self, tile: str) -> int:
        """How many ``tile`` (a letter or ``?``) lie on the board."""
        return self.counts[_TILE_SLOT[tile]] if tile in _TILE_SLOT else 0

    def tiles(self) -> str:
        """Every tile on the board, letters A-Z (then other alphabets' letters) then blanks."""
        return "".join(tile * n for tile, n in zip(_ALL_TILES, self.counts, strict=True))

    def off_board(self, counts: Mapping[str, int] = TILE_COUNTS) -> str:
        """Every tile not on the board (the bag and both racks), letters in
        their set's order (A-Z) then blanks, of the game's tiles (``counts``:
        Woordspel's unless a rules preset says)."""
        return "".join(tile * max(0, count - self.on_board(tile)) for tile, count in counts.items())

    def lacking(self, tiles: str, counts: Mapping[str, int] = TILE_COUNTS) -> str:
        """The tiles of ``tiles`` that are not off the board (too many of a letter)."""
        needed: dict[str, int] = {}
        for tile in tiles:
            needed[tile] = needed.get(tile, 0) + 1
        short = [
            tile * (count - (counts.get(tile, 0) - self.on_board(tile)))
            for tile, count in needed.items()
            if count > counts.get(tile, 0) - self.on_board(tile)
        ]
        return sort_tiles("".join(short))

    def rows(self) -> tuple[tuple[Cell | None, ...], ...]:
        """The cells row by row, row 1 first, each from column a to o."""
        return tuple(self.cells[r * SIZE:(r + 1) * SIZE] for r in range(SIZE))

    def with_play(self, score: PlayScore, turn: int) -> BoardState:
        """The board with the tiles of a scored play laid, as laid on ``turn``."""
        cells = list(self.cells)
        for tile in score.placed:
            cells[tile.square.index] = Cell(tile.tile, tile.reading, turn)
        return BoardState(tuple(cells))
