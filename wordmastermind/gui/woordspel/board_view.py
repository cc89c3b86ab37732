"""The board: 15 by 15 squares, the bonus squares, the tiles and the move being typed.

Columns a-o and rows 1-15 are labelled (row 1 at the top, as the
coordinates run). An empty bonus square is coloured as in the rules (light
blue double letter, dark blue triple letter, pink double word, red triple
word) and labelled 2L, 3L, 2W or 3W, so the board reads without colour too;
the centre h8 has a star. A tile shows its letter and value; a blank is
white with a dashed edge and its letter in lower case, worth nothing. The
tiles of the last move have an amber face. The tiles of the move being
typed are green while the rules allow it and red when they refuse it, with
a red dashed frame round every square of the word.

Keys: the arrow keys move the cursor (the first square of the word) and the
word typed with it, Space turns the direction, letters type the word
(``?`` then a letter: a blank; ``.`` plays through the next tile),
Backspace takes back a letter, Escape clears the word, Enter plays it. A
click starts a new word on a square; a second click turns the direction. A
right-click asks for the square's menu (:attr:`BoardView.menuRequested`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QFont,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from wordmastermind.core.woordspel.board import (
    CENTRE,
    COLUMNS,
    SIZE,
    STANDARD_BOARD,
    TILE_VALUES,
    BoardDefinition,
    Bonus,
    Direction,
    Square,
)
from wordmastermind.core.woordspel.game import Game
from wordmastermind.core.woordspel.play import BoardState, Play
from wordmastermind.gui.i18n import Retranslating
from wordmastermind.gui.woordspel.move_entry import MoveEntry

# Fixed colours with dark ink (white on the dark squares): they read the same on any theme.
PLAIN = QColor(236, 231, 214)
BONUS_FILL = {
    Bonus.DOUBLE_LETTER: QColor(173, 216, 240),
    Bonus.TRIPLE_LETTER: QColor(38, 110, 190),
    Bonus.DOUBLE_WORD: QColor(245, 184, 200),
    Bonus.TRIPLE_WORD: QColor(212, 52, 52),
}
LIGHT_INK = {Bonus.TRIPLE_LETTER, Bonus.TRIPLE_WORD}
GRID = QColor(150, 142, 120)
INK = QColor(30, 30, 30)
WHITE = QColor(255, 255, 255)
TILE = QColor(250, 232, 180)
TILE_EDGE = QColor(150, 120, 60)
LAST_TILE = QColor(255, 196, 92)
LAST_EDGE = QColor(190, 100, 0)
BLANK_INK = QColor(100, 60, 160)
PREVIEW = QColor(160, 222, 150)
PREVIEW_EDGE = QColor(30, 120, 40)
REFUSED = QColor(246, 180, 180)
REFUSED_EDGE = QColor(180, 30, 30)

LABEL_BAND = 0.75
"""The width of the row and column labels, in squares."""


def last_laid(game: Game) -> list[Square]:
    """The squares of the tiles the last play (not withdrawn) laid: drawn amber."""
    for row in reversed(game.sheet().rows):
        if row.kind == "play" and row.move is not None and row.score is not None:
            move = game.moves[row.move]
            if isinstance(move, Play) and not move.withdrawn:
                return [tile.square for tile in row.score.placed]
    return []


class BoardView(Retranslating, QWidget):
    """The board drawn square by square; the cursor and the typed word come from a :class:`MoveEntry`."""

    commitRequested = Signal()
    """Enter was pressed: play the word typed."""
    menuRequested = Signal(object, QPoint)
    """A right-click on a square: the square, and where to show its menu."""

    def __init__(self, entry: MoveEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._entry = entry
        self._board = STANDARD_BOARD
        self._state = BoardState()
        self._values: Mapping[str, int] = TILE_VALUES
        self._from_bottom = False
        self._last: frozenset[Square] = frozenset()
        self._preview_ok = True
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled, False)
        self._cursor_named = False  # the accessible name says where the cursor is once it moved
        entry.changed.connect(self._entry_changed)
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleDescription(self.tr(
            "Arrow keys move the cursor, Space turns the direction, letters type the word, "
            "? then a letter lays a blank, Backspace takes a letter back, Escape clears, "
            "Enter plays the word"))
        self._name()

    def sizeHint(self) -> QSize:
        side = round(self.fontMetrics().height() * 2.2 * (SIZE + LABEL_BAND))
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:
        side = round(self.fontMetrics().height() * 1.3 * (SIZE + LABEL_BAND))
        return QSize(side, side)

    # -- what it shows ---------------------------------------------------------------

    def show_board(self, board: BoardDefinition, state: BoardState, last: Iterable[Square],
                   values: Mapping[str, int] = TILE_VALUES, from_bottom: bool = False) -> None:
        """Show ``state`` on ``board``, the tiles worth ``values`` (the game's rules preset's), the
        rows numbered from the bottom (Brettspielnetz: 15 at the top) when ``from_bottom``."""
        self._board, self._state, self._last, self._values = board, state, frozenset(last), values
        self._from_bottom = from_bottom
        self.update()

    def set_preview_ok(self, ok: bool) -> None:
        """Draw the typed word as allowed (green) or refused (red)."""
        if ok != self._preview_ok:
            self._preview_ok = ok
            self.update()

    @property
    def preview_ok(self) -> bool:
        return self._preview_ok

    def _entry_changed(self, _from_board: bool) -> None:
        self._cursor_named = True
        self._name()
        self.update()

    def _name(self) -> None:
        """The accessible name: the board, and where the cursor is once it moved."""
        if not self._cursor_named:
            self.setAccessibleName(self.tr("Board"))
            return
        cursor = self._entry.cursor
        direction = self.tr("across") if self._entry.direction is Direction.ACROSS else self.tr("down")
        self.setAccessibleName(self.tr("Board, cursor on {0}, {1}").format(cursor, direction))

    # -- geometry ----------------------------------------------------------------------

    def _cell(self) -> tuple[float, float, float]:
        """(left, top, side) of square a1 and the side of a square."""
        side = max(4.0, min((self.width() - 2) / (SIZE + LABEL_BAND),
                            (self.height() - 2) / (SIZE + LABEL_BAND)))
        total = side * (SIZE + LABEL_BAND)
        left = (self.width() - total) / 2 + side * LABEL_BAND
        top = 1 + side * LABEL_BAND  # at the top: the space left over goes below
        return left, top, side

    def square_rect(self, square: Square) -> QRectF:
        left, top, side = self._cell()
        return QRectF(left + square.col * side, top + square.row * side, side, side)

    def square_at(self, pos: QPoint | QPointF) -> Square | None:
        left, top, side = self._cell()
        col = int((pos.x() - left) // side)
        row = int((pos.y() - top) // side)
        if 0 <= row < SIZE and 0 <= col < SIZE:
            return Square(row, col)
        return None

    # -- events ------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        square = self.square_at(event.position())
        if square is not None and event.button() == Qt.MouseButton.LeftButton:
            self._entry.set_cursor(square)
        event.accept()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        square = self.square_at(event.pos())
        if square is not None:
            self.menuRequested.emit(square, event.globalPos())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        entry = self._entry
        key = event.key()
        moves = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1),
                 Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}
        if key in moves:
            entry.move_cursor(*moves[Qt.Key(key)])
        elif key == Qt.Key.Key_Space:
            entry.toggle_direction()
        elif key == Qt.Key.Key_Backspace:
            entry.backspace()
        elif key in (Qt.Key.Key_Escape, Qt.Key.Key_Delete):
            entry.clear()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.commitRequested.emit()
        elif event.text() and (event.text().isalpha() or event.text() in "?.") and not (
            event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        ):
            entry.type_text(event.text())
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            square = self.square_at(event.pos())
            if square is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.describe(square), self)
            return True
        return super().event(event)

    def describe(self, square: Square) -> str:
        """What a square holds, in words (its tooltip)."""
        names = {
            None: self.tr("no bonus"),
            Bonus.DOUBLE_LETTER: self.tr("double letter (2L, light blue)"),
            Bonus.TRIPLE_LETTER: self.tr("triple letter (3L, dark blue)"),
            Bonus.DOUBLE_WORD: self.tr("double word (2W, pink)"),
            Bonus.TRIPLE_WORD: self.tr("triple word (3W, red)"),
        }
        text = f"{square}: {names[self._board.bonus(square)]}"
        if square == CENTRE:
            text += self.tr("; the centre, which the first word covers")
        cell = self._state.at(square)
        if cell is not None:
            if cell.is_blank:
                text += self.tr("; a blank standing for {0}, laid in turn {1}").format(
                    cell.reading, cell.turn)
            elif cell.reading != cell.tile:
                text += self.tr("; {0} standing for {1} ({2} points), laid in turn {3}").format(
                    cell.tile, cell.reading, cell.value, cell.turn)
            else:
                text += self.tr("; {0} ({1} points), laid in turn {2}").format(
                    cell.tile, cell.value, cell.turn)
        return text

    # -- painting ----------------------------------------------------------------------

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        left, top, side = self._cell()
        self._paint_labels(painter, left, top, side)
        typed = dict(self._entry.laid())
        small = QFont(self.font())
        small.setPixelSize(max(6, round(side * 0.3)))
        small.setBold(True)
        for index in range(SIZE * SIZE):
            square = Square.from_index(index)
            rect = QRectF(left + square.col * side, top + square.row * side, side, side)
            bonus = self._board.bonus(square)
            painter.setPen(QPen(GRID, 1))
            painter.setBrush(BONUS_FILL.get(bonus, PLAIN) if bonus is not None else PLAIN)
            painter.drawRect(rect)
            cell = self._state.at(square)
            if cell is not None:
                self._paint_tile(painter, rect, cell.face, 0 if cell.is_blank else self._values.get(cell.tile, 0),
                                 cell.is_blank,
                                 LAST_TILE if square in self._last else TILE,
                                 LAST_EDGE if square in self._last else TILE_EDGE)
            elif square in typed:
                token = typed[square]
                blank = token.islower()
                face = "Y" if token == "IJ" else token
                value = 0 if blank else self._values.get("Y" if token == "IJ" else token, 0)
                ok = self._preview_ok
                self._paint_tile(painter, rect, face, value, blank,
                                 PREVIEW if ok else REFUSED, PREVIEW_EDGE if ok else REFUSED_EDGE)
            elif bonus is not None or square == CENTRE:
                painter.setFont(small)
                painter.setPen(WHITE if bonus in LIGHT_INK else INK)
                label = bonus.label if bonus is not None else ""
                if square == CENTRE:
                    label = "\u2605\n" + label if side > 22 else "\u2605"
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
        if not self._preview_ok:  # the whole word refused, tiles on the board included
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(REFUSED_EDGE, 2, Qt.PenStyle.DashLine))
            for square in self._entry.span():
                painter.drawRect(self.square_rect(square).adjusted(1, 1, -1, -1))
        self._paint_cursor(painter, side)
        painter.end()

    def _paint_labels(self, painter: QPainter, left: float, top: float, side: float) -> None:
        font = QFont(self.font())
        font.setPixelSize(max(7, round(side * 0.42)))
        painter.setFont(font)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        band = side * LABEL_BAND
        for i in range(SIZE):
            painter.drawText(QRectF(left + i * side, top - band, side, band),
                             Qt.AlignmentFlag.AlignCenter, COLUMNS[i])
            painter.drawText(QRectF(left - band, top + i * side, band * 0.92, side),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             str(SIZE - i if self._from_bottom else i + 1))

    def _paint_tile(self, painter: QPainter, rect: QRectF, face: str, value: int, blank: bool,
                    fill: QColor, edge: QColor) -> None:
        inner = rect.adjusted(1.5, 1.5, -1.5, -1.5)
        radius = rect.width() / 7
        if blank:
            painter.setPen(QPen(edge, 1.4, Qt.PenStyle.DashLine))
            painter.setBrush(WHITE if fill in (TILE, LAST_TILE) else fill)
        else:
            painter.setPen(QPen(edge, 1.4))
            painter.setBrush(fill)
        painter.drawRoundedRect(inner, radius, radius)
        big = QFont(self.font())
        big.setPixelSize(max(7, round(rect.height() * 0.55)))
        big.setBold(not blank)
        big.setItalic(blank)
        painter.setFont(big)
        painter.setPen(BLANK_INK if blank else INK)
        letter_box = inner.adjusted(0, 0, -inner.width() * 0.12, 0)
        painter.drawText(letter_box, Qt.AlignmentFlag.AlignCenter, face)
        if not blank and rect.width() >= 16:
            small = QFont(self.font())
            small.setPixelSize(max(5, round(rect.height() * 0.26)))
            painter.setFont(small)
            corner = inner.adjusted(0, 0, -inner.width() * 0.06, -inner.height() * 0.02)
            painter.drawText(corner, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                             str(value))

    def _paint_cursor(self, painter: QPainter, side: float) -> None:
        if not self.isEnabled():
            return
        entry = self._entry
        highlight = self.palette().color(QPalette.ColorRole.Highlight)
        focused = self.hasFocus()
        rect = self.square_rect(entry.cursor)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(highlight, 3 if focused else 2,
                            Qt.PenStyle.SolidLine if focused else Qt.PenStyle.DashLine))
        painter.drawRect(rect.adjusted(1, 1, -1, -1))
        # the direction: a small arrowhead on the cursor's far edge
        across = entry.direction is Direction.ACROSS
        size = side * 0.22
        if across:
            tip = QPointF(rect.right() - 2, rect.center().y())
            points = [tip, QPointF(tip.x() - size, tip.y() - size), QPointF(tip.x() - size, tip.y() + size)]
        else:
            tip = QPointF(rect.center().x(), rect.bottom() - 2)
            points = [tip, QPointF(tip.x() - size, tip.y() - size), QPointF(tip.x() + size, tip.y() - size)]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(highlight)
        painter.drawPolygon(QPolygonF(points))
        nxt = entry.next_square()
        if nxt is not None and nxt != entry.cursor and not entry.empty:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(highlight, 1.5, Qt.PenStyle.DotLine))
            painter.drawRect(self.square_rect(nxt).adjusted(2, 2, -2, -2))
