"""Two dice, drawn as dice: the roll that sends the pawn to a circle."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from wordmastermind.core.password.board import Roll
from wordmastermind.gui.i18n import Retranslating

# Where the pips of each face sit, on a 3 x 3 raster (column, row).
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


class DiceWidget(Retranslating, QWidget):
    """Two dice faces side by side; blank faces before the first roll."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._roll: Roll | None = None
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.retranslate()

    def retranslate(self) -> None:
        self._describe()

    def sizeHint(self) -> QSize:
        side = self._side()
        return QSize(side * 2 + side // 3 + 4, side + 4)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def _side(self) -> int:
        return max(28, self.fontMetrics().height() * 2)

    @property
    def roll(self) -> Roll | None:
        return self._roll

    def set_roll(self, roll: Roll | None) -> None:
        if roll != self._roll:
            self._roll = roll
            self._describe()
            self.update()

    def _describe(self) -> None:
        roll = self._roll
        text = (
            self.tr("The dice: not rolled")
            if roll is None
            else self.tr("The dice: {0} and {1}, circle {2}").format(roll.first, roll.second, roll.circle)
        )
        self.setAccessibleName(text)
        self.setToolTip(text)

    def paintEvent(self, _event: QPaintEvent) -> None:
        side = self._side()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        values = (None, None) if self._roll is None else (self._roll.first, self._roll.second)
        for i, value in enumerate(values):
            x = 2 + i * (side + side // 3)
            face = QRectF(x, 2, side, side)
            painter.setPen(QPen(palette.text().color(), max(1.5, side / 20)))
            painter.setBrush(palette.base())
            painter.drawRoundedRect(face, side / 6, side / 6)
            if value is None:
                painter.drawText(face, int(Qt.AlignmentFlag.AlignCenter), "?")
                continue
            painter.setPen(QPen(palette.text().color(), 0))
            painter.setBrush(palette.text())
            radius = side / 11
            for column, row in PIPS[value]:
                centre = QPointF(x + side * (0.25 + 0.25 * column), 2 + side * (0.25 + 0.25 * row))
                painter.drawEllipse(centre, radius, radius)
        painter.end()
