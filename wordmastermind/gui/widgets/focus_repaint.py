"""A table view that repaints only what a change of focus changes: its frame and its current cell.

Qt's item views repaint their whole viewport when they gain or lose the
focus. A table being typed into loses it to the cell's editor and gains it
back with every entry: two repaints of every cell shown for each word typed.
What the focus changes in a table is the frame (a focus frame, in styles
that draw one) and the current cell's focus mark; the rest is painted alike
with or without it (selections follow the window's being active, not the
focus). So only these two are repainted here; what the editor's closing
changes in the model comes through the model's own signals.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFocusEvent, QGuiApplication, QRegion
from PySide6.QtWidgets import QApplication, QTableView

_EDITABLE = Qt.ItemFlag.ItemIsEditable
_INPUT_METHOD = Qt.WidgetAttribute.WA_InputMethodEnabled


class FocusRepaintTableView(QTableView):
    """A :class:`QTableView` whose focus changes repaint its frame and current cell, not every cell."""

    def focusInEvent(self, event: QFocusEvent) -> None:
        current = self.currentIndex()
        if not current.isValid() or self.model() is None:
            super().focusInEvent(event)  # Qt picks a first current cell, and repaints all
            return
        # What QAbstractItemView does for a view with a current cell, less the repaint of every cell.
        self.setAttribute(_INPUT_METHOD, bool(current.flags() & _EDITABLE))
        self._repaint_focus_marks()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        if not self.currentIndex().isValid():
            super().focusOutEvent(event)
            return
        app = QApplication.instance()
        if isinstance(app, QApplication) and app.autoSipEnabled() and self.testAttribute(_INPUT_METHOD):
            QGuiApplication.inputMethod().hide()  # as QWidget's: no on-screen keyboard left for a view
        self._repaint_focus_marks()

    def _repaint_focus_marks(self) -> None:
        width = self.frameWidth()
        if width > 0:
            whole = self.rect()
            self.update(QRegion(whole).subtracted(QRegion(whole.adjusted(width, width, -width, -width))))
        current = self.visualRect(self.currentIndex())
        if current.isValid():
            self.viewport().update(current)
