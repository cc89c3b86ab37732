"""A combo box whose items are the interface's texts ("Most points", "Dutch"), which a language switch changes."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QComboBox, QWidget


class TextsBox(QComboBox):
    """As wide as its longest item in the language shown, after a language switch too.

    Qt's default measures the items once, when the box is first shown, and keeps both its size
    hints: a switch to a language with longer texts would cut them. Measured with its contents,
    the box measures again whenever an item's text changes (``setItemText`` in a ``retranslate``);
    its minimum is that same width (Qt keeps the minimum of the first measure otherwise).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()
