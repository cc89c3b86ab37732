"""The base of the sheet's table models: rows computed from the open game."""

from __future__ import annotations

from PySide6.QtCore import QObject

from wordmastermind.gui.rowmodel import RowModel
from wordmastermind.gui.wmm.document import GameDocument


class GameRowModel(RowModel):
    """A row model that follows the game document.

    Subclasses set up their own state, then call :meth:`reset` to fill in.
    """

    def __init__(self, document: GameDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        document.changed.connect(self.refresh)
