"""One slot of the RONDO card holder, drawn as the card lying in it.

A slot is focusable: a click or the focus selects it in the editor it lies
in, and the keys pressed on it go to that editor (the keys are listed in
:mod:`wordmastermind.gui.rondo.holder_editor`).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from wordmastermind.core.rondo.cards import Erase, Joker, Letter
from wordmastermind.core.rondo.cards import Slot as CardSlot
from wordmastermind.gui.rondo.laid_turn import FACE_DOWN

# Card faces: fixed colours with dark ink, so they read the same on light and dark themes.
KEPT_FACE = QColor(236, 236, 236)
LAID_FACE = QColor(255, 243, 196)
ERASE_FACE = QColor(248, 215, 218)
INK = QColor(30, 30, 30)
FAINT_INK = QColor(110, 110, 110)
BAD_EDGE = QColor(200, 30, 30)


class SlotOwner(Protocol):
    """What a slot asks of the editor it lies in."""

    def select(self, index: int, *, focus: bool = True) -> None: ...

    def key(self, event: QKeyEvent) -> bool:
        """A key pressed on a slot; True when it was used."""
        ...


class SlotCard(QWidget):
    """One slot of the holder, drawn as the card lying in it; focusable."""

    def __init__(self, editor: SlotOwner, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._editor = editor
        self.index = index
        self.card: CardSlot = None
        self.value: int | None = None
        self.laid = False
        self.new_slot = False
        self.bad = False
        self.current = False
        self.pending_joker = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled, False)

    def sizeHint(self) -> QSize:
        height = self.fontMetrics().height()
        return QSize(round(height * 3.0), round(height * 4.0))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def show_card(
        self, card: CardSlot, value: int | None, *, laid: bool, new_slot: bool, bad: bool,
        current: bool, pending_joker: bool, description: str,
    ) -> None:
        self.card, self.value, self.laid, self.new_slot = card, value, laid, new_slot
        self.bad, self.current, self.pending_joker = bad, current, pending_joker
        self.setAccessibleName(self.tr("Slot {0}").format(self.index + 1))
        self.setAccessibleDescription(description)
        self.setToolTip(description)
        self.update()

    # events ---------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self._editor.select(self.index)
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._editor.select(self.index, focus=False)
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._editor.key(event):
            super().keyPressEvent(event)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        card = self.card
        rect = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        radius = rect.width() / 8
        # the card (or the empty slot)
        if card is None and not self.pending_joker:
            pen = QPen(palette.color(QPalette.ColorRole.Mid), 1.5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            if isinstance(card, Erase):
                face = ERASE_FACE
            else:
                face = LAID_FACE if self.laid or self.pending_joker else KEPT_FACE
            painter.setPen(QPen(FAINT_INK if not self.laid else INK, 1.2))
            painter.setBrush(face)
        painter.drawRoundedRect(rect, radius, radius)
        if card == FACE_DOWN:
            painter.setBrush(QBrush(FAINT_INK, Qt.BrushStyle.BDiagPattern))
            painter.setPen(Qt.PenStyle.NoPen)
            inner = rect.adjusted(4, 4, -4, -4)
            painter.drawRoundedRect(inner, radius / 2, radius / 2)
        # the big face of the card, between the bands of small marks
        band = rect.height() * 0.24
        big = QFont(self.font())
        big.setPixelSize(max(8, round(rect.height() * 0.42)))
        big.setBold(True)
        painter.setFont(big)
        painter.setPen(INK if self.laid or self.pending_joker else FAINT_INK)
        face_text = ""
        if self.pending_joker:
            face_text = "*?"
        elif isinstance(card, (Letter, Joker)):
            face_text = card.letter
        elif card == FACE_DOWN:
            face_text = "#"
        elif isinstance(card, Erase):
            face_text = "\u2212"
        painter.drawText(rect.adjusted(0, band * 0.6, 0, -band * 0.6), Qt.AlignmentFlag.AlignCenter,
                         face_text)
        # small marks: slot number, joker, value
        small = QFont(self.font())
        small.setPixelSize(max(7, round(band * 0.95)))
        painter.setFont(small)
        corner = rect.adjusted(rect.width() * 0.1, 1, -rect.width() * 0.1, -1)
        painter.setPen(FAINT_INK if card is not None else palette.color(QPalette.ColorRole.Text))
        painter.drawText(corner, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft,
                         str(self.index + 1))
        if isinstance(card, Joker) or self.pending_joker:
            painter.drawText(corner, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight,
                             self.tr("J"))
        if self.value is not None:
            small.setBold(True)
            painter.setFont(small)
            painter.setPen(INK)
            painter.drawText(corner, Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignRight,
                             str(self.value).replace("-", "\u2212"))
        if self.laid and card is not None:
            painter.setPen(INK)
            painter.drawText(corner, Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignLeft,
                             "\u2022")
        # where the typing goes, and what breaks a rule
        if self.bad:
            painter.setPen(QPen(BAD_EDGE, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.current:
            color = palette.color(QPalette.ColorRole.Highlight)
            painter.setPen(QPen(color, 3 if self.hasFocus() else 1.5,
                                Qt.PenStyle.SolidLine if self.hasFocus() else Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), radius, radius)
        painter.end()
