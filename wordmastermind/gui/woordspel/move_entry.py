"""The move being entered: a cursor square, a direction and the letters typed.

The scorekeeper puts the cursor on the square where the word starts (a
click starts a new word there; the arrow keys move the cursor and the word
typed with it), chooses across or down (Space, or a second click on the
cursor) and types the letters. Each letter goes on the next empty
square from the cursor; a tile already on the board is played through: it
is skipped, or taken as part of the word when the letter typed is its own.
``?`` then a letter lays a blank standing for that letter; ``.`` plays
through the tile on the next square. The word may also be typed in GCG
notation (``8H LEES`` across, ``H8 LEES`` down), which moves the cursor.

This module only turns what was typed into a
:class:`~wordmastermind.core.woordspel.play.Play`; whether the rules allow
it, and what it scores, is the core's business
(:meth:`~wordmastermind.core.woordspel.game.Game.preview`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from wordmastermind.core.woordspel.board import (
    CENTRE,
    IJ,
    LETTERS,
    SIZE,
    Coordinate,
    Direction,
    NotationError,
    Square,
)
from wordmastermind.core.woordspel.play import THROUGH, BoardState, Cell, Play

if TYPE_CHECKING:
    from wordmastermind.core.messages import MessageOrEmpty

_EMPTY_BOARD = BoardState()
_IJ_CHARS = {"Ĳ": IJ, "ĳ": IJ}


def _inside(row: int, col: int) -> bool:
    return 0 <= row < SIZE and 0 <= col < SIZE


class MoveEntry(QObject):
    """The move typed so far; :attr:`changed` after every change.

    ``changed`` carries whether the notation field should be rewritten
    (True after a change on the board, False after the notation was typed).
    """

    changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cursor = CENTRE
        self.direction = Direction.ACROSS
        self.tokens: list[str] = []
        """What was typed, in order: A-Z a tile, a-z a blank, IJ/ij, ``.`` a tile played through."""
        self.pending_blank = False
        self.notice = ""
        """Why the last key was refused (until the next change)."""
        self._state = _EMPTY_BOARD
        self._chosen = False  # the cursor was put where it is: a click on it turns the direction
        self._manual: Play | None = None
        self._manual_error: MessageOrEmpty = ""
        self.from_bottom = False
        """Rows typed and shown as Brettspielnetz numbers them (15 at the top)."""
        self.letters = LETTERS
        """The letters the game's tiles have (its rules preset's: Polish Ą ... Ż in Scrabble in Polish)."""

    # -- what the board shows ------------------------------------------------------

    @property
    def state(self) -> BoardState:
        return self._state

    def _cell(self, row: int, col: int) -> Cell | None:
        return self._state.cells[row * SIZE + col]

    def _layout(self) -> tuple[list[tuple[Square, str]], Square | None]:
        """Where each typed token lies, and where the next letter would go."""
        dr, dc = self.direction.step
        row, col = self.cursor.row, self.cursor.col
        placed: list[tuple[Square, str]] = []
        for token in self.tokens:
            if token != THROUGH:
                while _inside(row, col) and self._cell(row, col) is not None:
                    row, col = row + dr, col + dc
            if not _inside(row, col):
                break
            placed.append((Square(row, col), token))
            row, col = row + dr, col + dc
        while _inside(row, col) and self._cell(row, col) is not None:
            row, col = row + dr, col + dc
        return placed, Square(row, col) if _inside(row, col) else None

    def next_square(self) -> Square | None:
        """The empty square the next letter typed goes on (None: off the board)."""
        return self._layout()[1]

    def _board_play(self) -> Play | None:
        placed, _ = self._layout()
        if not any(token != THROUGH for _, token in placed):
            return None
        dr, dc = self.direction.step
        row, col = self.cursor.row, self.cursor.col
        while _inside(row - dr, col - dc) and self._cell(row - dr, col - dc) is not None:
            row, col = row - dr, col - dc
        start = Square(row, col)
        at = dict(placed)
        last = placed[-1][0]
        tokens: list[str] = []
        while _inside(row, col):
            square = Square(row, col)
            if square in at:
                tokens.append(at[square])
            elif square <= last or self._cell(row, col) is not None:
                tokens.append(THROUGH)
            else:
                break
            row, col = row + dr, col + dc
        return Play(Coordinate(start, self.direction), tuple(tokens))

    def play(self) -> Play | None:
        """The play typed, or None before a letter is typed.

        Raises :class:`NotationError` for notation typed by hand that cannot be read.
        """
        if self._manual_error:
            raise NotationError(self._manual_error)
        if self._manual is not None:
            return self._manual
        return self._board_play()

    def laid(self) -> list[tuple[Square, str]]:
        """The new tiles of the play typed: (square, token), on empty squares of the board."""
        try:
            play = self.play()
        except NotationError:
            return []
        if play is None:
            return []
        dr, dc = play.coordinate.direction.step
        row, col = play.coordinate.square.row, play.coordinate.square.col
        tiles: list[tuple[Square, str]] = []
        for i, token in enumerate(play.tokens):
            r, c = row + dr * i, col + dc * i
            if _inside(r, c) and self._cell(r, c) is None and token != THROUGH:
                tiles.append((Square(r, c), token))
        return tiles

    def span(self) -> list[Square]:
        """Every square of the word typed (new tiles and tiles played through) on the board."""
        try:
            play = self.play()
        except NotationError:
            return []
        if play is None:
            return []
        dr, dc = play.coordinate.direction.step
        row, col = play.coordinate.square.row, play.coordinate.square.col
        return [Square(row + dr * i, col + dc * i) for i in range(len(play.tokens))
                if _inside(row + dr * i, col + dc * i)]

    def notation(self) -> str:
        try:
            play = self.play()
        except NotationError:
            return ""
        return "" if play is None else play.shown(self.from_bottom)

    @property
    def empty(self) -> bool:
        return not self.tokens and self._manual is None and not self._manual_error

    # -- changes -----------------------------------------------------------------

    def _done(self, from_board: bool = True) -> None:
        if from_board:
            self._manual = None
            self._manual_error = ""
        self.changed.emit(from_board)

    def set_state(self, state: BoardState) -> None:
        """The tiles on the board; a word being typed is dropped when they change."""
        if state == self._state:
            return
        self._state = state
        self._chosen = False
        self.tokens.clear()
        self.pending_blank = False
        self.notice = ""
        self._done()

    def _positional(self) -> None:
        """Drop the tokens that name a square (``.``): the word moves."""
        self.tokens = [t for t in self.tokens if t != THROUGH]

    def set_cursor(self, square: Square) -> None:
        """A new word starts on ``square`` (a click); on the cursor put there before,
        the direction turns and the word typed stays."""
        if square == self.cursor and self._chosen:
            self.toggle_direction()
            return
        self._chosen = True
        self.start_at(square, self.direction)

    def start_at(self, square: Square, direction: Direction) -> None:
        """A new word starts on ``square`` and runs ``direction``: the letters typed go."""
        self.cursor, self.direction = square, direction
        self.tokens.clear()
        self.pending_blank = False
        self.notice = ""
        self._done()

    def move_cursor(self, rows: int, cols: int) -> None:
        """The arrow keys: the cursor moves, and the word typed moves with it."""
        row, col = self.cursor.row + rows, self.cursor.col + cols
        if _inside(row, col):
            self.cursor = Square(row, col)
            self._chosen = True
            self._positional()
            self.notice = ""
            self._done()

    def set_direction(self, direction: Direction) -> None:
        if direction is not self.direction:
            self.toggle_direction()

    def toggle_direction(self) -> None:
        self.direction = self.direction.other
        self._positional()
        self.notice = ""
        self._done()

    def clear(self) -> None:
        self.tokens.clear()
        self.pending_blank = False
        self.notice = ""
        self._done()

    def backspace(self) -> None:
        if self.pending_blank:
            self.pending_blank = False
        elif self.tokens:
            self.tokens.pop()
        self.notice = ""
        self._done()

    def type_text(self, text: str) -> bool:
        """A key typed on the board: a letter, ``?`` (a blank follows) or ``.``.

        False (with :attr:`notice` saying why) when it cannot go on the board.
        """
        if text == "?":
            self.pending_blank = True
            self.notice = ""
            self._done()
            return True
        placed, _ = self._layout()
        dr, dc = self.direction.step
        if placed:
            row, col = placed[-1][0].row + dr, placed[-1][0].col + dc
        else:
            row, col = self.cursor.row, self.cursor.col
        right_there = self._cell(row, col) if _inside(row, col) else None
        if text == THROUGH:
            if right_there is None:
                where = Square(row, col).name if _inside(row, col) else self.tr("the edge")
                return self._refuse(self.tr("{0} holds no tile to play through").format(where))
            self.tokens.append(THROUGH)
            self._done()
            return True
        letter = _IJ_CHARS.get(text, text.upper())
        if letter != IJ and (len(letter) != 1 or letter not in self.letters):
            return False
        if right_there is not None and not self.pending_blank and (
            letter == right_there.reading or (letter == right_there.tile and not right_there.is_blank)
        ):
            self.tokens.append(THROUGH)  # the tile on the board is this letter: play through it
            self._done()
            return True
        token = letter.lower() if self.pending_blank else letter
        self.tokens.append(token)
        if len(self._layout()[0]) < len(self.tokens):
            self.tokens.pop()
            edge = self.tr("column o") if self.direction is Direction.ACROSS else self.tr("row 15")
            return self._refuse(self.tr("no room for {0}: the word reaches {1}, the edge of the "
                                        "board").format(letter, edge))
        self.pending_blank = False
        self.notice = ""
        self._done()
        return True

    def _refuse(self, reason: str) -> bool:
        self.notice = reason
        self.changed.emit(False)
        return False

    def set_notation(self, text: str) -> None:
        """The move typed as notation (``8H LEES``): the board follows it."""
        self.pending_blank = False
        self.notice = ""
        if not text.strip():
            self.tokens.clear()
            self._manual, self._manual_error = None, ""
            self.changed.emit(False)
            return
        try:
            play = Play.parse(text, from_bottom=self.from_bottom)
        except NotationError as error:
            self._manual, self._manual_error = None, error.message
            self.changed.emit(False)
            return
        self._manual, self._manual_error = play, ""
        self.cursor = play.coordinate.square
        self.direction = play.coordinate.direction
        dr, dc = self.direction.step
        tokens = []
        for i, token in enumerate(play.tokens):
            row, col = self.cursor.row + dr * i, self.cursor.col + dc * i
            occupied = _inside(row, col) and self._cell(row, col) is not None
            tokens.append(THROUGH if occupied else token)
        self.tokens = tokens
        self.changed.emit(False)
