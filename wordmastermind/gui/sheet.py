"""What the main window needs from a game's tab, whatever the game.

Each game is a self-contained sheet: its own document type, file suffix and
undo stack. The main window only calls what is declared here, so a new game
is a new tab package, not a change to the window.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QUndoStack

from wordmastermind.gui.start_panel import StartPanel


class SheetDocument(Protocol):
    undo_stack: QUndoStack

    @property
    def path(self) -> Path | None: ...

    @property
    def modified(self) -> bool: ...

    def display_name(self) -> str: ...

    @property
    def changed(self) -> SignalInstance: ...

    @property
    def fileStateChanged(self) -> SignalInstance: ...


class Sheet(Protocol):
    kind: str
    """The document kind in its files (``"wordmastermind"``)."""
    suffix: str
    """The file suffix, with the dot."""

    @property
    def start_panel(self) -> StartPanel | None:
        """What the sheet shows before a document is open, if anything."""

    @property
    def document(self) -> SheetDocument: ...

    def tab_title(self) -> str: ...

    def file_filter(self) -> str: ...

    def new_document(self) -> None: ...

    def open(self, path: Path) -> None: ...

    def save(self, path: Path) -> None: ...

    def recovery_data(self) -> bytes: ...

    def restore(self, data: bytes, path: Path | None) -> None: ...
