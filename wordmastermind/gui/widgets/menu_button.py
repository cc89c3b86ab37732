"""A button whose menu opens at a click, with room for the arrow it shows."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QStyle, QStyleOptionToolButton, QToolButton, QWidget


class MenuButton(QToolButton):
    """A tool button that opens its menu at once, sized for its text and its menu arrow.

    Qt draws the arrow of such a button in its corner, over the end of the
    text: its size hint leaves no room for it ("Opening" lost its last
    letter under it, in every language and size).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        option = QStyleOptionToolButton()
        self.initStyleOption(option)
        arrow = self.style().pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, option, self)
        return QSize(hint.width() + arrow, hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()
