"""A word-wrapped label whose new text does not lay out the page around it again.

A label's new text asks its layout to place every widget beside it again, and
a table there is then repainted whole, though nothing moved. This one keeps
the height its text needs as a fixed height, changed only when a new text or
width needs another number of lines: typing a guess, whose round's summary
changes with it, repaints the one row typed into.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget


class SteadyLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)
        self._fit()

    def setText(self, text: str) -> None:
        if text != self.text():
            super().setText(text)
            self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()

    def _fit(self) -> None:
        # Measured here: QLabel's own heightForWidth answers no less than the fixed height set before.
        width = self.width() if self.isVisible() else self.sizeHint().width()
        margins = self.contentsMargins()
        room = QRect(0, 0, max(1, width - margins.left() - margins.right() - 2 * self.margin()), 1 << 20)
        metrics = self.fontMetrics()
        lines = metrics.boundingRect(room, int(Qt.TextFlag.TextWordWrap), self.text()).height()
        height = max(lines, metrics.height()) + margins.top() + margins.bottom() + 2 * self.margin()
        if self.minimumHeight() != height or self.maximumHeight() != height:
            self.setFixedHeight(height)
