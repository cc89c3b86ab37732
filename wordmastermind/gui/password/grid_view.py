"""The deduction grids, drawn like the paper grid of PASSWORD.

One grid per player (every answer is public, so every opponent's grid of a
player is the same). Each lettered circle's number stands in its printed
box, circled when the word holds a letter of it and crossed when it holds
none; beside it its five letters, each circled (in the word), crossed (not in
the word) or left open. Under them the position boxes ("niveau 1") with the
letters whose place is known; in the niveau 2 variant the "niveau 1" box
lists the letters found, in the order found, and the "niveau 2" boxes
rebuild the word. The marks are shapes, a ring and a cross, so the grid
reads without colour.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QPalette, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.password.game import Game, State
from wordmastermind.core.password.board import (
    LETTER_CIRCLES,
    LETTERS,
    MAX_LENGTH,
    Board,
)
from wordmastermind.core.password.grid import Grid, Mark
from wordmastermind.gui.i18n import Retranslating, filled

_WRAP = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft)


class GridView(Retranslating, QWidget):
    """One player's grid, painted. :attr:`grid` is the core's grid it shows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid: Grid | None = None
        self.board = Board()
        self.niveau = 1
        self.length: int | None = None
        self.status = ""
        self.title = ""
        self._cell_px = 0
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._relayout()
        self.retranslate()

    def retranslate(self) -> None:
        """The description and the notes (whose height the grid's size follows)."""
        if self.grid is not None:
            self._describe()

    # -------------------------------------------------------------- content

    def show_grid(self, grid: Grid, game: Game, status: str) -> None:
        """Show ``grid`` of ``game`` (its board and variant), under a status line."""
        self.grid = grid
        self.board = game.board
        self.niveau = game.niveau
        self.length = game.word_length
        self.title = grid.target
        self.status = status
        self._describe()

    def _describe(self) -> None:
        assert self.grid is not None
        self._relayout()
        description = self.describe()
        self.setToolTip(description)
        self.setAccessibleName(filled(self.tr("Grid of {0}"), self.grid.target))
        self.setAccessibleDescription(description)
        self.update()

    def boxes(self) -> int:
        """How many position boxes the grid has."""
        if self.grid is not None and self.grid.word:
            return len(self.grid.word)
        return self.length or MAX_LENGTH

    def notes(self) -> list[str]:
        """What the grid says besides its marks, in words."""
        grid = self.grid
        if grid is None:
            return []
        notes = []
        for circle, letters in grid.one_of:
            notes.append(self.tr("Circle {0}: at least one of {1}").format(circle, ", ".join(letters)))
        if grid.complete:
            notes.append(self.tr("Occur no more: {0}").format(", ".join(grid.complete)))
        if grid.not_words:
            notes.append(self.tr("Not: {0}").format(", ".join(grid.not_words)))
        if grid.word:
            notes.append(self.tr("The password: {0}").format(grid.word))
        return notes

    def lone_letters(self) -> str:
        """Letters on no lettered circle (asked only on the chance circles 3 and 11)."""
        return "".join(c for c in LETTERS if not self.board.circles_of(c))

    def describe(self) -> str:
        """The grid in words, for the tooltip and screen readers."""
        grid = self.grid
        if grid is None:
            return ""
        inside = [c for c, m in grid.letters if m == "circled"]
        out = [c for c, m in grid.letters if m == "crossed"]
        row = " ".join(c or "_" for c in self._row())
        parts = [
            f"{grid.target}: {self.status}" if self.status else grid.target,
            self.tr("in the word: {0}").format(", ".join(inside) or "—"),
            self.tr("not in the word: {0}").format(", ".join(out) or "—"),
            self.tr("circles circled: {0}").format(
                ", ".join(str(n) for n, m in grid.circles if m == "circled") or "—"),
            self.tr("circles crossed: {0}").format(
                ", ".join(str(n) for n, m in grid.circles if m == "crossed") or "—"),
            (self.tr("reconstruction: {0}") if self.niveau == 2 else self.tr("positions: {0}")).format(row),
        ]
        if self.niveau == 2:
            parts.insert(-1, self.tr("letters found: {0}").format(", ".join(grid.found) or "—"))
        return "\n".join(parts + self.notes())

    def _row(self) -> tuple[str | None, ...]:
        size = self.boxes()
        row = tuple(self.grid.row) if self.grid is not None else ()
        return (row + (None,) * size)[:size]

    # --------------------------------------------------------------- layout

    def min_cell(self) -> int:
        """The smallest square a letter gets: the font's height and a margin."""
        return QFontMetrics(self.font()).height() + 5

    def set_cell(self, cell: int) -> None:
        """Draw each letter in a square of ``cell`` pixels (at least :meth:`min_cell`)."""
        if cell != self._cell_px:
            self._cell_px = cell
            self._relayout()
            self.update()

    def _cell(self) -> int:
        return max(self._cell_px, self.min_cell())

    def _box(self, cell: int | None = None) -> float:
        """The width of a position box."""
        return (cell or self._cell()) * 0.86

    def _letter_font(self, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(max(8, round(self._cell() * 0.6)))
        font.setBold(bold)
        return font

    def _notes_height(self, width: int) -> int:
        metrics = QFontMetrics(self._small_font())
        total = 0
        for note in self.notes():
            total += metrics.boundingRect(0, 0, width, 10_000, _WRAP, note).height() + 2
        return total

    def _heading(self, width: int) -> list[tuple[str, QFont, int]]:
        """The grid's title (the player's name, bold) and its status line under it, each wrapped to
        ``width``: the text, its font and its height."""
        bold = QFont(self.font())
        bold.setBold(True)
        lines = []
        for text, font in ((self.title, bold), (self.status, self._small_font())):
            if text:
                lines.append((text, font, QFontMetrics(font).boundingRect(0, 0, width, 10_000, _WRAP, text).height()))
        return lines

    def _heading_height(self, width: int) -> int:
        return sum(height for _text, _font, height in self._heading(width))

    def heading_lines(self) -> list[tuple[str, str]]:
        """The title and the status line, each with what the grid shows of it: the whole text, or the
        text elided where a word of it is wider than the grid."""
        width = self.width() - 12
        shown = []
        for text, font, _height in self._heading(width):
            metrics = QFontMetrics(font)
            whole = metrics.boundingRect(0, 0, width, 10_000, _WRAP, text).width() <= width
            shown.append((text, text if whole else metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)))
        return shown

    def captions(self) -> list[str]:
        """The captions over the rows of boxes."""
        if self.niveau == 2:
            return [self.tr("niveau 1: letters found"), self.tr("niveau 2: the word")]
        return [self.tr("niveau 1: positions")]

    def _caption_height(self, text: str, width: int) -> int:
        """The height of ``text`` as a caption wrapped to ``width`` (at least a line of the grid's font)."""
        wrapped = QFontMetrics(self._small_font()).boundingRect(0, 0, width, 10_000, _WRAP, text).height()
        return max(QFontMetrics(self.font()).height(), wrapped)

    def caption_lines(self) -> list[tuple[str, str]]:
        """Each caption with what the grid shows of it: the whole text, wrapped to the grid's width, or
        the text elided where a word of it is wider than the grid."""
        width = self.width() - 12
        metrics = QFontMetrics(self._small_font())
        shown = []
        for text in self.captions():
            whole = metrics.boundingRect(0, 0, width, 10_000, _WRAP, text).width() <= width
            shown.append((text, text if whole else metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)))
        return shown

    def _small_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 0.9)
        return font

    def size_for(self, cell: int) -> QSize:
        """The grid's size with letters in squares of ``cell`` pixels."""
        line = QFontMetrics(self.font()).height()
        most = max(len(self.board.letters(n)) for n in LETTER_CIRCLES)  # 6 with Y on the vowel circle
        width = int(max(cell * 1.6 + most * cell, MAX_LENGTH * self._box(cell))) + 12
        rows = len(LETTER_CIRCLES) + (len(self.lone_letters()) + 4) // 5
        height = 6 + max(line, self._heading_height(width - 12)) + 6 + rows * cell + 6
        height += sum(self._caption_height(text, width - 12) + cell + 4 for text in self.captions())
        height += self._notes_height(width - 12) + 6
        return QSize(width, height)

    def _relayout(self) -> None:
        self.setFixedSize(self.size_for(self._cell()))

    # ------------------------------------------------------------- painting

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.setPen(QPen(palette.mid().color(), 1))
        painter.setBrush(palette.base())
        painter.drawRoundedRect(QRectF(0.5, 0.5, self.width() - 1, self.height() - 1), 6, 6)
        if self.grid is None:
            painter.end()
            return
        cell = self._cell()
        line = QFontMetrics(self.font()).height()
        x0, y = 6.0, 6.0
        painter.setPen(palette.text().color())
        width = self.width() - 12
        heading = y
        for text, font, height in self._heading(width):  # whole, wrapped to the grid's width: never elided
            painter.setFont(font)
            painter.drawText(QRectF(x0, y, width, height), _WRAP, text)
            y += height
        y = max(y, heading + line) + 6
        marks = dict(self.grid.letters)
        for number in LETTER_CIRCLES:
            self._number(painter, QRectF(x0, y, cell * 1.4, cell), str(number),
                         self.grid.circle_mark(number), palette)
            for i, letter in enumerate(self.board.letters(number)):
                box = QRectF(x0 + cell * 1.6 + i * cell, y, cell, cell)
                self._letter(painter, box, letter, marks[letter], palette)
            y += cell
        lone = self.lone_letters()
        for start in range(0, len(lone), 5):
            if start == 0:
                self._number(painter, QRectF(x0, y, cell * 1.4, cell), "3·11", "open", palette)
            for i, letter in enumerate(lone[start:start + 5]):
                box = QRectF(x0 + cell * 1.6 + i * cell, y, cell, cell)
                self._letter(painter, box, letter, marks[letter], palette)
            y += cell
        y += 6
        size = self.boxes()
        captions = self.captions()
        if self.niveau == 2:
            found = tuple(self.grid.found) + (None,) * size
            y = self._boxes(painter, x0, y, captions[0], found[:size], palette, numbered=False)
            y = self._boxes(painter, x0, y, captions[1], self._row(), palette)
        else:
            y = self._boxes(painter, x0, y, captions[0], self._row(), palette)
        painter.setFont(self._small_font())
        painter.setPen(palette.text().color())
        metrics = QFontMetrics(self._small_font())
        for note in self.notes():
            rect = metrics.boundingRect(0, 0, int(width), 10_000, _WRAP, note)
            painter.drawText(QRectF(x0, y, width, rect.height()), _WRAP, note)
            y += rect.height() + 2
        painter.end()

    def _cross(self, painter: QPainter, box: QRectF, palette: QPalette) -> None:
        inset = box.height() * 0.18
        painter.setPen(QPen(palette.text().color(), max(1.5, box.height() / 14)))
        painter.drawLine(QPointF(box.left() + inset, box.top() + inset),
                         QPointF(box.right() - inset, box.bottom() - inset))
        painter.drawLine(QPointF(box.right() - inset, box.top() + inset),
                         QPointF(box.left() + inset, box.bottom() - inset))

    def _ring(self, painter: QPainter, box: QRectF, palette: QPalette) -> None:
        painter.setPen(QPen(palette.text().color(), max(2.0, box.height() / 11)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = 2.0
        painter.drawEllipse(box.adjusted(inset, inset, -inset, -inset))

    def _letter(self, painter: QPainter, box: QRectF, letter: str, mark: Mark, palette: QPalette) -> None:
        painter.setFont(self._letter_font(mark == "circled"))
        faded = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        painter.setPen(faded if mark == "crossed" else palette.text().color())
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), letter)
        if mark == "circled":
            self._ring(painter, box, palette)
        elif mark == "crossed":
            self._cross(painter, box, palette)

    def _number(self, painter: QPainter, box: QRectF, text: str, mark: Mark, palette: QPalette) -> None:
        inner = box.adjusted(2, 2, -2, -2)
        painter.setPen(QPen(palette.mid().color(), 1))
        painter.setBrush(palette.alternateBase())
        painter.drawRoundedRect(inner, 4, 4)
        font = self._letter_font(mark == "circled")
        if len(text) > 2:
            font.setPixelSize(max(7, round(font.pixelSize() * 0.75)))
        painter.setFont(font)
        painter.setPen(palette.text().color())
        painter.drawText(inner, int(Qt.AlignmentFlag.AlignCenter), text)
        if mark == "circled":
            self._ring(painter, box, palette)
        elif mark == "crossed":
            self._cross(painter, box, palette)

    def _boxes(
        self,
        painter: QPainter,
        x0: float,
        y: float,
        label: str,
        letters: tuple[str | None, ...],
        palette: QPalette,
        *,
        numbered: bool = True,
    ) -> float:
        cell = self._cell()
        small = self._small_font()
        painter.setFont(small)
        painter.setPen(palette.text().color())
        height = self._caption_height(label, self.width() - 12)  # wrapped to the grid's width: never cut
        painter.drawText(QRectF(x0, y, self.width() - 12, height), _WRAP, label)
        y += height
        bold = self._letter_font(True)
        for i, letter in enumerate(letters):
            box = QRectF(x0 + i * self._box(), y, self._box() - 2, cell - 2)
            painter.setPen(QPen(palette.text().color(), 1))
            painter.setBrush(palette.base())
            painter.drawRect(box)
            if numbered and not letter:
                painter.setFont(small)
                painter.setPen(palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
                painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), str(i + 1))
            elif letter:
                painter.setFont(bold)
                painter.setPen(palette.text().color())
                painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), letter)
        return y + cell + 4


class GridsPanel(Retranslating, QWidget):
    """Every player's grid side by side, in seating order, with a legend."""

    heightWanted = Signal(int)
    """The grids need another height (the letters grew, a note was added)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.views: list[GridView] = []
        self._game: Game | None = None
        self._state: State | None = None
        self.max_height = 10_000
        """The most height the grids may take; the sheet sets it."""
        self._row = QHBoxLayout()
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.addStretch(1)
        holder = QWidget()
        holder.setLayout(self._row)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidget(holder)
        self.scroll_area.setWidgetResizable(True)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.scroll_area, 1)
        layout.addWidget(self.legend)
        self.retranslate()

    def retranslate(self) -> None:
        self.scroll_area.setAccessibleName(self.tr("Grids of the players"))
        self.legend.setText(self.tr(
            "○ in the word · ✕ not in the word · a number circled: a letter of that circle is "
            "in the word"))
        self.legend.setToolTip(self.tr("Every answer is public, so these are the grids every "
                                       "opponent draws."))
        self.show_game(self._game, self._state)

    def view(self, name: str) -> GridView:
        for view in self.views:
            if view.grid is not None and view.grid.target.casefold() == name.casefold():
                return view
        raise KeyError(name)

    def show_game(self, game: Game | None, state: State | None) -> None:
        self._game, self._state = game, state
        if game is None or state is None:
            for view in self.views:
                view.hide()
            return
        while len(self.views) < len(game.sides):
            view = GridView()
            self._row.insertWidget(len(self.views), view, 0, Qt.AlignmentFlag.AlignTop)
            self.views.append(view)
        out = {e.side: e for e in state.eliminations}
        for i, view in enumerate(self.views):
            if i >= len(state.grids):
                view.hide()
                continue
            grid = state.grids[i]
            name = grid.target
            if name == state.winner:
                status = self.tr("winner")
            elif name == state.refused:
                status = self.tr("password refused")
            elif name in out:
                found = out[name]
                status = self.tr("out: found by {0} (entry {1})").format(found.by, found.number)
            elif name == state.hand:
                status = self.tr("to play")
            else:
                status = self.tr("in the game")
            view.show_grid(grid, game, status)
            view.show()
        self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        """The largest letters with which every grid fits the width and
        :attr:`max_height`; then as tall as the tallest grid (within that)."""
        views = [v for v in self.views if not v.isHidden()]
        if not views:
            return
        width = self.scroll_area.viewport().width() - 4
        legend = self._legend_height() + 8
        low = views[0].min_cell()
        best = low
        for cell in range(low * 2, low, -1):
            sizes = [v.size_for(cell) for v in views]
            wide = sum(size.width() for size in sizes) + self._row.spacing() * len(views)
            tall = max(size.height() for size in sizes) + legend
            if wide <= width and tall <= self.max_height:
                best = cell
                break
        for view in views:
            view.set_cell(best)
        wanted = min(self.wanted_height(), self.max_height)
        if wanted != self.minimumHeight():
            self.setMinimumHeight(wanted)
            self.heightWanted.emit(wanted)

    def wanted_height(self) -> int:
        """The height that shows the tallest grid whole, with the legend."""
        tallest = max((v.height() for v in self.views if not v.isHidden()), default=0)
        widths = sum(v.width() + self._row.spacing() for v in self.views if not v.isHidden())
        viewport = self.scroll_area.viewport().width()
        scrollbar = self.scroll_area.horizontalScrollBar().sizeHint().height() \
            if viewport <= 0 or widths > viewport else 0
        return tallest + scrollbar + self._legend_height() + 8

    def _legend_height(self) -> int:
        if self.width() > 100:
            return self.legend.heightForWidth(self.width())
        return self.legend.sizeHint().height()
