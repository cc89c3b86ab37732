"""The score dial (scoreschijf): what the word in play is worth, large enough to read across a table."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from wordmastermind.core.wachtwoord.game import DIAL_START
from wordmastermind.gui.i18n import Retranslating

_SWEEP = 270.0
"""Degrees from 10 (lower left) clockwise round to 0 (lower right)."""
_START = 225.0


def _angle(value: int) -> float:
    """The dial's angle for ``value``, in degrees counter-clockwise from 3 o'clock."""
    return _START - (DIAL_START - value) * _SWEEP / DIAL_START


class DialWidget(Retranslating, QWidget):
    """A round dial from 10 down to 0 with a pointer and the value in its middle.

    A doubled word (the American method's fifth) shows "× 2" under the value.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._value = DIAL_START
        self._double = False
        self.setMinimumSize(150, 150)
        self.setMaximumHeight(260)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.retranslate()

    def retranslate(self) -> None:
        self._describe()

    def sizeHint(self) -> QSize:
        return QSize(220, 220)

    @property
    def value(self) -> int:
        return self._value

    @property
    def double(self) -> bool:
        return self._double

    def set_value(self, value: int, double: bool = False) -> None:
        if (value, double) != (self._value, self._double):
            self._value, self._double = value, double
            self._describe()
            self.update()

    def _describe(self) -> None:
        text = self.tr("Dial: {0}").format(self._value)
        if self._double:
            text += " " + self.tr("(counts double)")
        self.setAccessibleName(text)
        self.setToolTip(text)

    def paintEvent(self, _event: QPaintEvent) -> None:
        side = min(self.width(), self.height()) - 8
        if side <= 0:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        centre = QPointF(self.width() / 2, self.height() / 2)
        radius = side / 2
        face = QRectF(centre.x() - radius, centre.y() - radius, side, side)
        painter.setPen(QPen(palette.mid().color(), max(2.0, side / 80)))
        painter.setBrush(palette.base())
        painter.drawEllipse(face)

        # the numbers round the rim
        font = QFont(self.font())
        font.setPixelSize(max(8, int(side / 13)))
        painter.setFont(font)
        for value in range(DIAL_START + 1):
            rad = math.radians(_angle(value))
            at = QPointF(centre.x() + math.cos(rad) * radius * 0.78,
                         centre.y() - math.sin(rad) * radius * 0.78)
            box = QRectF(at.x() - side / 12, at.y() - side / 24, side / 6, side / 12)
            current = value == self._value
            painter.setPen(palette.highlight().color() if current else palette.text().color())
            font.setBold(current)
            painter.setFont(font)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(value))

        # the pointer
        rad = math.radians(_angle(self._value))
        tip = QPointF(centre.x() + math.cos(rad) * radius * 0.62,
                      centre.y() - math.sin(rad) * radius * 0.62)
        painter.setPen(QPen(palette.highlight().color(), max(3.0, side / 40),
                            Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(centre, tip)
        painter.setBrush(palette.highlight())
        dot = side / 30
        painter.drawEllipse(centre, dot, dot)

        # the value, large, under the centre
        big = QFont(self.font())
        big.setPixelSize(max(12, int(side / 4.5)))
        big.setBold(True)
        painter.setFont(big)
        painter.setPen(palette.text().color())
        value_box = QRectF(centre.x() - radius, centre.y() + side * 0.08, side, side * 0.26)
        painter.drawText(value_box, Qt.AlignmentFlag.AlignCenter, str(self._value))
        if self._double:
            font.setBold(True)
            painter.setFont(font)
            double_box = QRectF(centre.x() - radius, centre.y() + side * 0.33, side, side * 0.1)
            painter.drawText(double_box, Qt.AlignmentFlag.AlignCenter, self.tr("× 2"))
        painter.end()
