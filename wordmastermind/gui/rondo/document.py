"""The open RONDO game: the document, its file and its undo stack.

Every change goes through :meth:`RondoDocument.edit`, which asks the core for
the changed game and pushes an :class:`EditCommand` holding the game before
and after. Undo and redo swap those immutable snapshots. Before the players
are set up there is no game yet (``game`` is ``None``): a RONDO game needs
its sides.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QUndoCommand, QUndoStack

from wordmastermind.core.rondo import Game


class EditCommand(QUndoCommand):
    """One change to the game; refers to its document weakly (the document
    owns the stack that owns the command)."""

    def __init__(
        self, document: RondoDocument, text: str, before: Game | None, after: Game | None
    ) -> None:
        super().__init__(text)
        self._document = weakref.ref(document)
        self.before = before
        self.after = after

    def redo(self) -> None:
        document = self._document()
        if document is not None:
            document._set_game(self.after)

    def undo(self) -> None:
        document = self._document()
        if document is not None:
            document._set_game(self.before)


class RondoDocument(QObject):
    """A RONDO game (or none yet), the file it belongs to, and its history."""

    changed = Signal()
    """The game changed: an edit, an undo or redo, or another game loaded."""
    fileStateChanged = Signal()
    """The file name or the unsaved-changes state changed."""

    def __init__(
        self, game: Game | None = None, path: Path | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._game = game
        self._path = path
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    @Slot(bool)
    def _clean_changed(self, _clean: bool) -> None:
        self.fileStateChanged.emit()

    @property
    def game(self) -> Game | None:
        return self._game

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def display_name(self) -> str:
        return self._path.name if self._path is not None else self.tr("Untitled RONDO game")

    def edit(self, text: str, change: Callable[[Game | None], Game | None]) -> None:
        """Apply ``change`` (a core function) as one undoable step.

        Raises what the core raises for a change the rules refuse; nothing is
        pushed then, nor for a change that changes nothing.
        """
        after = change(self._game)
        if after == self._game:
            return
        self.undo_stack.push(EditCommand(self, text, self._game, after))

    def replace(self, game: Game | None, path: Path | None) -> None:
        """Start over with another game (New, Open): no undo across files."""
        self.undo_stack.clear()
        self._path = path
        self._set_game(game)
        self.undo_stack.setClean()
        self.fileStateChanged.emit()

    def _set_game(self, game: Game | None) -> None:
        self._game = game
        self.changed.emit()

    def open(self, path: Path) -> None:
        """Load ``path``; a bad file raises RondoFileError and changes nothing."""
        from wordmastermind.files.rondo_file import load_rondo

        self.replace(load_rondo(path), path)

    def save(self, path: Path | None = None) -> None:
        target = path if path is not None else self._path
        if target is None:
            raise ValueError(self.tr("the game has no file name yet"))
        if self._game is None:
            raise ValueError(self.tr("set up the players before saving the game"))
        from wordmastermind.files.rondo_file import save_rondo

        save_rondo(self._game, target)
        self._path = target
        self.undo_stack.setClean()
        self.fileStateChanged.emit()
