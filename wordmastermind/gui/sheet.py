"""What the main window needs from a game's tab, whatever the game.

Each game is a self-contained sheet: its own document type, file suffix and
undo stack. The main window only calls what is declared here, so a new game
is a new tab package, not a change to the window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QUndoStack

from wordmastermind.gui.start_panel import StartPanel

if TYPE_CHECKING:
    from wordmastermind.core.report import Report


@dataclass(frozen=True)
class FileAction:
    """Something a sheet can write to a file (an export) or read from one (an import)."""

    label: str
    """The menu text, e.g. "Round report as Word…"."""
    file_filter: str
    """For the file dialog, e.g. "Word documents (*.docx)"."""
    default_name: str
    """The file name the dialog suggests (for an import: unused)."""
    run: Callable[[Path], object]
    """Does the work; raises on failure (the message is shown)."""


@dataclass(frozen=True)
class Command:
    """Something a sheet can do that is not about a file, e.g. "Mail the players…"."""

    label: str
    run: Callable[[], object]


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

    def exports(self) -> list[FileAction]:
        """What File ▸ Export offers for the open document (empty: nothing yet)."""
        ...

    def imports(self) -> list[FileAction]:
        """What File ▸ Import offers."""
        ...

    def printable_report(self) -> Report | None:
        """What File ▸ Print prints, if anything."""
        ...

    def commands(self) -> list[Command]:
        """What the Game menu offers for the open document."""
        ...
