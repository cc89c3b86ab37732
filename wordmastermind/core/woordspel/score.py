"""Checking and scoring a Woordspel play on the board.

The rules' own example: LEES as the first move is worth 9 and lies on the
centre, which doubles the word: 18 points.

>>> score = score_play(BoardState(), BoardDefinition(), Play.parse("8H LEES"))
>>> [(w.text, w.letter_points, w.factor, w.points) for w in score.words], score.points
([('LEES', 9, 2, 18)], 18)

A later word scores its own letters and every cross-word it forms; a bonus
counts only on the turn its square is first covered:

>>> state = BoardState().with_play(score, turn=1)
>>> second = score_play(state, BoardDefinition(), Play.parse("9G ZO"))
>>> [(w.text, w.letter_points, w.factor, w.points) for w in second.words], second.points
([('ZO', 12, 1, 12), ('LO', 6, 1, 6)], 18)
"""

from __future__ import annotations

from dataclasses import dataclass

from wordmastermind.core.woordspel.board import (
    BLANK,
    CENTRE,
    FIRST_WORD,
    IJ,
    RACK_SIZE,
    SIZE,
    TILE_COUNTS,
    TILE_VALUES,
    BoardDefinition,
    Bonus,
    Coordinate,
    Direction,
    RackError,
    Square,
    missing_tiles,
    spell_tiles,
    tile_name,
)
from wordmastermind.core.woordspel.play import (
    THROUGH,
    BoardState,
    Cell,
    MoveError,
    Play,
    word_text,
)

# -- scoring --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Placed:
    """A tile a play lays: its square, its letter (``?`` a blank) and reading."""

    square: Square
    tile: str
    reading: str


@dataclass(frozen=True, slots=True)
class Word:
    """A word a play forms: the letters' points (with the letter bonuses of
    the new tiles), the word factor (the largest word bonus under a new tile;
    one word bonus per word) and the points."""

    text: str
    coordinate: Coordinate
    length: int
    letter_points: int
    factor: int
    points: int
    main: bool

    @property
    def notation(self) -> str:
        return f"{self.coordinate} {self.text}"


@dataclass(frozen=True, slots=True)
class PlayScore:
    """What a play lays and scores: the words (the main word first), whether
    it used all 8 tiles of the rack (which doubles the score) and the points."""

    placed: tuple[Placed, ...]
    words: tuple[Word, ...]
    all_tiles: bool
    points: int

    @property
    def word_points(self) -> int:
        """The sum of the words' points, before doubling for 8 tiles."""
        return sum(w.points for w in self.words)


def _display(tile: str, reading: str) -> str:
    return reading.lower() if tile == BLANK else reading


def _through_reading(cell: Cell, token: str, square: Square) -> str:
    reading = token.upper()
    if cell.is_blank:
        return reading
    if cell.tile == reading or (cell.tile == "Y" and reading == IJ):
        return reading
    shown = word_text((token,))
    raise MoveError(
        f"{square} already holds {cell.tile}: a word through it uses that letter, not {shown}"
    )


def score_play(state: BoardState, board: BoardDefinition, play: Play) -> PlayScore:
    """Check ``play`` against the board and score it; raise :class:`MoveError`
    with the reason if the rules do not allow it.

    Checked: the word stays on the board, is written whole (no tile just
    before or after it), lays 1 to 8 tiles, keeps the letters of the tiles
    it plays through, uses only tiles on the rack (when the rack is given)
    and no more tiles of a letter than the game has; the first word has at
    least 4 letters and covers h8, every later word touches a tile already
    on the board.

    >>> score_play(BoardState(), BoardDefinition(), Play.parse("8I LEES"))
    Traceback (most recent call last):
    ...
    wordmastermind.core.woordspel.play.MoveError: the first word must cover the centre square h8
    >>> score_play(BoardState(), BoardDefinition(), Play.parse("8H LEES", rack="AELST"))
    Traceback (most recent call last):
    ...
    wordmastermind.core.woordspel.play.MoveError: the rack AELST lacks E for this play
    """
    cells = state.cells
    coordinate = play.coordinate
    direction = coordinate.direction
    dr, dc = direction.step
    r0, c0 = coordinate.square.row, coordinate.square.col
    count = len(play.tokens)
    last_r, last_c = r0 + dr * (count - 1), c0 + dc * (count - 1)
    if last_r >= SIZE or last_c >= SIZE:
        edge = "column o" if direction is Direction.ACROSS else f"row {SIZE}"
        raise MoveError(
            f"{play.word} from {coordinate.square} runs off the board: it needs {count} "
            f"squares {direction.value}, and {edge} is the last"
        )
    new: list[tuple[int, str, str]] = []
    letters: list[tuple[int, str, str, bool]] = []  # index, tile, reading, new
    through = False
    for i, token in enumerate(play.tokens):
        index = (r0 + dr * i) * SIZE + c0 + dc * i
        cell = cells[index]
        if cell is None:
            if token == THROUGH:
                raise MoveError(
                    f"{Square.from_index(index)} is empty, but '.' stands for a tile "
                    "already on the board"
                )
            tile = "Y" if token == IJ else token if token.isupper() else BLANK
            reading = token.upper()
            new.append((index, tile, reading))
            letters.append((index, tile, reading, True))
        else:
            through = True
            reading = cell.reading if token == THROUGH else _through_reading(
                cell, token, Square.from_index(index))
            letters.append((index, cell.tile, reading, False))
    if not new:
        raise MoveError(f"{play.notation} lays no tile: every square of it is already covered")
    if len(new) > RACK_SIZE:
        raise MoveError(
            f"a move lays at most {RACK_SIZE} tiles (a full rack); this one lays {len(new)}"
        )
    for r, c, where in ((r0 - dr, c0 - dc, "before"), (last_r + dr, last_c + dc, "after")):
        if 0 <= r < SIZE and 0 <= c < SIZE and cells[r * SIZE + c] is not None:
            neighbour = cells[r * SIZE + c]
            assert neighbour is not None
            raise MoveError(
                f"the word runs on: {Square(r, c)}, just {where} it, holds "
                f"{neighbour.face}; write the whole word from its first letter"
            )
    _check_tiles(state, play, [tile for _, tile, _ in new])
    if state.is_empty:
        if not any(index == CENTRE.index for index, *_ in letters):
            raise MoveError(f"the first word must cover the centre square {CENTRE}")
        if count < FIRST_WORD:
            raise MoveError(
                f"the first word needs at least {FIRST_WORD} letters; {play.word} has {count}"
            )
    elif not through and not any(
        _touches(cells, index, direction.other) for index, _, _ in new
    ):
        raise MoveError(
            f"{play.notation} touches no tile on the board: every word after the first "
            "builds on tiles already there"
        )
    bonuses = board.bonuses
    cross = dict(play.cross)
    words: list[Word] = []
    if count > 1:
        words.append(_word(letters, bonuses, coordinate, main=True))
    used_cross: set[Square] = set()
    odr, odc = direction.other.step
    for index, tile, reading in new:
        r, c = divmod(index, SIZE)
        while r - odr >= 0 and c - odc >= 0 and cells[(r - odr) * SIZE + c - odc] is not None:
            r, c = r - odr, c - odc
        start = Square(r, c)
        run: list[tuple[int, str, str, bool]] = []
        while r < SIZE and c < SIZE:
            at = r * SIZE + c
            old = cells[at]
            if at == index:
                run.append((at, tile, reading, True))
            elif old is not None:
                run.append((at, old.tile, old.reading, False))
            else:
                break
            r, c = r + odr, c + odc
        if len(run) > 1:
            if cross:
                run = _cross_readings(run, cross, used_cross)
            words.append(_word(run, bonuses, Coordinate(start, direction.other), main=False))
    unused = sorted(set(cross) - used_cross)
    if unused:
        raise MoveError(f"{unused[0]} lies in no cross-word of this play")
    if not words:
        raise MoveError(f"{play.notation} forms no word of two letters or more")
    all_tiles = len(new) == RACK_SIZE
    total = sum(w.points for w in words) * (2 if all_tiles else 1)
    placed = tuple(Placed(Square.from_index(i), t, r) for i, t, r in new)
    return PlayScore(placed, tuple(words), all_tiles, total)


def _cross_readings(
    run: list[tuple[int, str, str, bool]], cross: dict[Square, str], used: set[Square]
) -> list[tuple[int, str, str, bool]]:
    """The cross-word with the readings given for its blanks (or Y)."""
    result = []
    for at, tile, reading, new in run:
        square = Square.from_index(at)
        if square in cross:
            reading = cross[square]
            _check_cross(tile, reading, square)
            used.add(square)
        result.append((at, tile, reading, new))
    return result


def _touches(cells: tuple[Cell | None, ...], index: int, direction: Direction) -> bool:
    r, c = divmod(index, SIZE)
    dr, dc = direction.step
    for sign in (-1, 1):
        rr, cc = r + sign * dr, c + sign * dc
        if 0 <= rr < SIZE and 0 <= cc < SIZE and cells[rr * SIZE + cc] is not None:
            return True
    return False


def _check_cross(tile: str, reading: str, square: Square) -> None:
    if tile == BLANK or reading == tile or (tile == "Y" and reading == IJ):
        return
    raise MoveError(
        f"{square} holds {tile}, which stands only for {tile}"
        + (" or IJ" if tile == "Y" else "")
        + f", not {reading}: only a blank may stand for another letter in a cross-word"
    )


def _word(
    run: list[tuple[int, str, str, bool]],
    bonuses: tuple[Bonus | None, ...],
    coordinate: Coordinate,
    *,
    main: bool,
) -> Word:
    letter_points = 0
    factor = 1
    for index, tile, _, new in run:
        value = TILE_VALUES[tile]
        bonus = bonuses[index] if new else None
        if bonus is None:
            letter_points += value
            continue
        letter_points += value * bonus.letter_factor
        factor = max(factor, bonus.word_factor)
    text = "".join(_display(tile, reading) for _, tile, reading, _ in run)
    return Word(text, coordinate, len(run), letter_points, factor, letter_points * factor, main)


def _check_tiles(state: BoardState, play: Play, tiles: list[str]) -> None:
    if play.rack is not None:
        lacking = missing_tiles(tiles, play.rack)
        if lacking:
            raise MoveError(f"the rack {play.rack or '(empty)'} lacks {spell_tiles(lacking)} for this play")
    short = state.lacking("".join(tiles))
    if short:
        tile = short[0]
        raise RackError(
            f"the game has {TILE_COUNTS[tile]} {tile_name(tile, TILE_COUNTS[tile])}, and "
            f"{state.on_board(tile)} already lie on the board: this play needs "
            f"{tiles.count(tile)}"
        )
