"""A page that follows the game while it is shown, and catches up when it is shown again.

An edit elsewhere stays fast: a page not on screen only notes that it is behind.
"""

from __future__ import annotations

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget


class FollowingPage(QWidget):
    """Connect the document's ``changed`` to :meth:`document_changed`; subclasses give :meth:`update_from_document`."""

    _stale = False  # the game changed while the page was not shown

    def update_from_document(self) -> None:
        raise NotImplementedError

    def document_changed(self) -> None:
        """Follow the game while shown; else catch up when shown."""
        if self.isVisible():
            self._stale = False
            self.update_from_document()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.catch_up()

    def catch_up(self) -> None:
        """Show the game as it is now, if it changed while the page was not shown."""
        if self._stale:
            self._stale = False
            self.update_from_document()
