"""The open Wachtwoord game: the game snapshot, its file and its undo stack.

Every change goes through :meth:`WachtwoordDocument.edit`, which asks the
core for the changed game and pushes a :class:`WachtwoordEditCommand` holding
the game before and after; undo and redo swap those immutable snapshots.
``game`` is ``None`` until the players are set up.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Optional

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QUndoCommand, QUndoStack

from wordmastermind.core.wachtwoord import TeamGame, TrioGame

WachtwoordGame = TeamGame | TrioGame
MaybeGame = Optional[WachtwoordGame]


class WachtwoordEditCommand(QUndoCommand):
    """One change to the game; refers to its document weakly (the document owns the stack)."""

    def __init__(
        self, document: WachtwoordDocument, text: str, before: MaybeGame, after: MaybeGame
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


class WachtwoordDocument(QObject):
    """A Wachtwoord game, the file it belongs to, and the history of its changes."""

    changed = Signal()
    """The game changed: an edit, an undo or redo, or another game loaded."""
    fileStateChanged = Signal()
    """The file name or the unsaved-changes state changed."""

    def __init__(
        self, game: MaybeGame = None, path: Path | None = None, parent: QObject | None = None
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
    def game(self) -> MaybeGame:
        return self._game

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def display_name(self) -> str:
        return self._path.name if self._path is not None else self.tr("Untitled Wachtwoord game")

    def edit(self, text: str, change: Callable[[MaybeGame], MaybeGame]) -> None:
        """Apply ``change`` as one undoable step.

        Raises what ``change`` raises (WachtwoordError for a change the rules
        refuse); nothing is pushed then, nor for a change that changes nothing.
        """
        after = change(self._game)
        if after == self._game:
            return
        self.undo_stack.push(WachtwoordEditCommand(self, text, self._game, after))

    def replace(self, game: MaybeGame, path: Path | None) -> None:
        """Start over with another game (New, Open): no undo across files."""
        self.undo_stack.clear()
        self._path = path
        self._set_game(game)
        self.undo_stack.setClean()
        self.fileStateChanged.emit()

    def _set_game(self, game: MaybeGame) -> None:
        self._game = game
        self.changed.emit()

    def open(self, path: Path) -> None:
        """Load ``path``; a bad file raises WachtwoordFileError and changes nothing."""
        from wordmastermind.files.wachtwoord_file import load_wachtwoord

        self.replace(load_wachtwoord(path), path)

    def save(self, path: Path | None = None) -> None:
        target = path if path is not None else self._path
        if target is None:
            raise ValueError("the game has no file name yet")
        if self._game is None:
            raise ValueError(self.tr("There is no game to save yet: set up the players first."))
        from wordmastermind.files.wachtwoord_file import save_wachtwoord

        save_wachtwoord(self._game, target)
        self._path = target
        self.undo_stack.setClean()
        self.fileStateChanged.emit()
