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

from collections.abc import Mapping
from dataclasses import dataclass

from wordmastermind.core.woordspel.board import (
    BLANK,
    CENTRE,
    IJ,
    SIZE,
    BoardDefinition,
    Bonus,
    Coordinate,
    Direction,
    RackError,
    Square,
    WoordspelError,
    missing_tiles,
    spell_tiles,
)
from wordmastermind.core.messages import Message
from wordmastermind.core.woordspel.messages import WOORDSPEL
from wordmastermind.core.woordspel.rules import WOORDSPEL_RULES, Rules
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
    it used a full rack (which doubles the score in Woordspel, adds
    ``bingo`` in Scrabble) and the points."""

    placed: tuple[Placed, ...]
    words: tuple[Word, ...]
    all_tiles: bool
    points: int
    bingo: int = 0
    """The points added for a full rack (Scrabble's 50), 0 in Woordspel."""
    broken: tuple[Message, ...] = ()
    """The rules the play breaks, where they are warnings (a tolerant game:
    a record imported from another program); empty otherwise."""

    @property
    def word_points(self) -> int:
        """The sum of the words' points, before doubling for 8 tiles."""
        return sum(w.points for w in self.words)


def _display(tile: str, reading: str) -> str:
    return reading.lower() if tile == BLANK else reading


def _through_reading(cell: Cell, token: str, square: Square, rules: Rules) -> str:
    reading = token.upper()
    if cell.is_blank:
        return reading
    if cell.tile == reading or (cell.tile == "Y" and reading == IJ and rules.y_for_ij):
        return reading
    shown = word_text((token,))
    raise MoveError(WOORDSPEL.say("woordspel.score.through", square=str(square), tile=cell.tile, shown=shown))


def score_play(state: BoardState, board: BoardDefinition, play: Play,
               rules: Rules = WOORDSPEL_RULES, tolerant: bool = False) -> PlayScore:
    """Check ``play`` against the board and score it by ``rules`` (Woordspel's
    unless a preset says); raise :class:`MoveError` with the reason if the
    rules do not allow it.

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
    broken: list[Message] = []

    def rule(error: WoordspelError) -> None:
        """A rule the play breaks: refused, or a warning in a ``tolerant`` game.
        What cannot be laid at all (off the board, a letter unlike the tile it
        plays through, a word not written whole) is refused either way."""
        if not tolerant:
            raise error
        broken.append(error.message)

    cells = state.cells
    coordinate = play.coordinate
    direction = coordinate.direction
    dr, dc = direction.step
    r0, c0 = coordinate.square.row, coordinate.square.col
    count = len(play.tokens)
    last_r, last_c = r0 + dr * (count - 1), c0 + dc * (count - 1)
    if last_r >= SIZE or last_c >= SIZE:
        code = "woordspel.score.off_across" if direction is Direction.ACROSS else "woordspel.score.off_down"
        raise MoveError(WOORDSPEL.say(code, word=play.word, square=str(coordinate.square), count=count,
                                      size=SIZE))
    new: list[tuple[int, str, str]] = []
    letters: list[tuple[int, str, str, bool]] = []  # index, tile, reading, new
    through = False
    for i, token in enumerate(play.tokens):
        index = (r0 + dr * i) * SIZE + c0 + dc * i
        cell = cells[index]
        if cell is None:
            if token == THROUGH:
                raise MoveError(WOORDSPEL.say("woordspel.score.dot", square=str(Square.from_index(index))))
            if token.upper() == IJ and not rules.y_for_ij:
                rule(MoveError(WOORDSPEL.say("woordspel.score.no_ij", square=str(Square.from_index(index)))))
            tile = "Y" if token == IJ else token if token.isupper() else BLANK
            reading = token.upper()
            new.append((index, tile, reading))
            letters.append((index, tile, reading, True))
        else:
            through = True
            reading = cell.reading if token == THROUGH else _through_reading(
                cell, token, Square.from_index(index), rules)
            letters.append((index, cell.tile, reading, False))
    if not new:
        raise MoveError(WOORDSPEL.say("woordspel.score.no_tile", play=play.notation))
    if len(new) > rules.rack_size:
        rule(MoveError(WOORDSPEL.say("woordspel.score.too_many", most=rules.rack_size, count=len(new))))
    for r, c, code in ((r0 - dr, c0 - dc, "woordspel.score.runs_before"),
                       (last_r + dr, last_c + dc, "woordspel.score.runs_after")):
        if 0 <= r < SIZE and 0 <= c < SIZE and cells[r * SIZE + c] is not None:
            neighbour = cells[r * SIZE + c]
            assert neighbour is not None
            raise MoveError(WOORDSPEL.say(code, square=str(Square(r, c)), face=neighbour.face))
    try:
        _check_tiles(state, play, [tile for _, tile, _ in new], rules)
    except WoordspelError as error:
        rule(error)
    for tile in sorted({tile for _, tile, _ in new if tile not in rules.values}):
        rule(RackError(WOORDSPEL.say("woordspel.score.no_such_tile", tile=tile)))
    if state.is_empty:
        if not any(index == CENTRE.index for index, *_ in letters):
            rule(MoveError(WOORDSPEL.say("woordspel.score.centre", centre=str(CENTRE))))
        if count < rules.first_word:
            rule(MoveError(WOORDSPEL.say("woordspel.score.first_short", least=rules.first_word, word=play.word,
                                         count=count)))
    elif not through and not any(
        _touches(cells, index, direction.other) for index, _, _ in new
    ):
        rule(MoveError(WOORDSPEL.say("woordspel.score.touches", play=play.notation)))
    bonuses = board.bonuses
    cross = dict(play.cross)
    words: list[Word] = []
    if count > 1:
        words.append(_word(letters, bonuses, coordinate, rules.values, main=True,
                           multiply=rules.word_bonuses_multiply))
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
                run = _cross_readings(run, cross, used_cross, rules)
            words.append(_word(run, bonuses, Coordinate(start, direction.other), rules.values, main=False,
                               multiply=rules.word_bonuses_multiply))
    unused = sorted(set(cross) - used_cross)
    if unused:
        raise MoveError(WOORDSPEL.say("woordspel.score.unused_cross", square=str(unused[0])))
    if not words:
        raise MoveError(WOORDSPEL.say("woordspel.score.no_word", play=play.notation))
    all_tiles = len(new) == rules.rack_size
    bingo = rules.bingo if all_tiles else 0
    total = sum(w.points for w in words) * (2 if all_tiles and not rules.bingo else 1) + bingo
    placed = tuple(Placed(Square.from_index(i), t, r) for i, t, r in new)
    return PlayScore(placed, tuple(words), all_tiles, total, bingo, tuple(broken))


def _cross_readings(
    run: list[tuple[int, str, str, bool]], cross: dict[Square, str], used: set[Square], rules: Rules
) -> list[tuple[int, str, str, bool]]:
    """The cross-word with the readings given for its blanks (or Y)."""
    result = []
    for at, tile, reading, new in run:
        square = Square.from_index(at)
        if square in cross:
            reading = cross[square]
            _check_cross(tile, reading, square, rules)
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


def _check_cross(tile: str, reading: str, square: Square, rules: Rules) -> None:
    if tile == BLANK or reading == tile or (tile == "Y" and reading == IJ and rules.y_for_ij):
        return
    code = "woordspel.score.cross_y" if tile == "Y" else "woordspel.score.cross"
    raise MoveError(WOORDSPEL.say(code, square=str(square), tile=tile, reading=reading))


def _word(
    run: list[tuple[int, str, str, bool]],
    bonuses: tuple[Bonus | None, ...],
    coordinate: Coordinate,
    values: Mapping[str, int],
    *,
    main: bool,
    multiply: bool = False,
) -> Word:
    letter_points = 0
    factor = 1
    for index, tile, _, new in run:
        value = values.get(tile, 0)
        bonus = bonuses[index] if new else None
        if bonus is None:
            letter_points += value
            continue
        letter_points += value * bonus.letter_factor
        factor = factor * bonus.word_factor if multiply else max(factor, bonus.word_factor)
    text = "".join(_display(tile, reading) for _, tile, reading, _ in run)
    return Word(text, coordinate, len(run), letter_points, factor, letter_points * factor, main)


def _check_tiles(state: BoardState, play: Play, tiles: list[str], rules: Rules) -> None:
    if play.rack is not None:
        lacking = missing_tiles(tiles, play.rack)
        if lacking:
            if play.rack:
                raise MoveError(WOORDSPEL.say("woordspel.score.lacks", rack=play.rack, tiles=spell_tiles(lacking)))
            raise MoveError(WOORDSPEL.say("woordspel.score.lacks_empty", tiles=spell_tiles(lacking)))
    short = state.lacking("".join(tiles), rules.counts)
    if short:
        tile = short[0]
        code = "woordspel.score.blanks_used" if tile == BLANK else "woordspel.score.letters_used"
        raise RackError(WOORDSPEL.say(code, most=rules.counts.get(tile, 0), tile=tile, count=state.on_board(tile),
                                      needed=tiles.count(tile)))
