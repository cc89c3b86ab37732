"""The open Wörter-MasterMind game: the document, its file and its undo stack.

Every change goes through :meth:`GameDocument.edit`, which asks the core for
the changed game and pushes an :class:`EditCommand` holding the game before
and after. Undo and redo swap those immutable snapshots, so an undo can never
leave a half-applied change behind. The evaluation is computed from the game
on demand and cached until the next change.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QUndoCommand, QUndoStack

from typing import TYPE_CHECKING

from wordmastermind.core.game import Game

if TYPE_CHECKING:
    from wordmastermind.core.evaluation import Evaluation


class EditCommand(QUndoCommand):
    """One change to the game, as the core made it.

    The command refers to its document weakly: the document owns the undo
    stack that owns the command, and a strong reference back would keep a
    closed document alive until the interpreter shuts down.
    """

    def __init__(self, document: GameDocument, text: str, before: Game, after: Game) -> None:
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


class GameDocument(QObject):
    """A game, the file it belongs to, and the history of its changes."""

    changed = Signal()
    """The game changed: an edit, an undo or redo, or a new game loaded."""
    fileStateChanged = Signal()
    """The file name or the unsaved-changes state changed."""

    def __init__(
        self, game: Game | None = None, path: Path | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._game = game if game is not None else Game()
        self._path = path
        self._evaluation: Evaluation | None = None
        self._previous: Evaluation | None = None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    @Slot(bool)
    def _clean_changed(self, _clean: bool) -> None:
        self.fileStateChanged.emit()

    # -------------------------------------------------------------- state

    @property
    def game(self) -> Game:
        return self._game

    @property
    def evaluation(self) -> Evaluation:
        if self._evaluation is None:
            from wordmastermind.core.evaluation import evaluate  # not needed at start-up

            # Rounds before the first one changed are taken over from the
            # last evaluation: an edit in round 20 re-evaluates from round 20.
            self._evaluation = evaluate(self._game, previous=self._previous)
            self._previous = None
        return self._evaluation

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    def display_name(self) -> str:
        return self._path.name if self._path is not None else self.tr("Untitled game")

    # ------------------------------------------------------------- change

    def edit(self, text: str, change: Callable[[Game], Game]) -> None:
        """Apply ``change`` (a core function) as one undoable step.

        Raises what the core raises for a change the rules refuse; nothing
        is pushed then. A change that changes nothing is not pushed either.
        """
        after = change(self._game)
        if after == self._game:
            return
        self.undo_stack.push(EditCommand(self, text, self._game, after))

    def replace(self, game: Game, path: Path | None) -> None:
        """Start over with another game (New, Open): no undo across files."""
        self.undo_stack.clear()
        self._path = path
        self._set_game(game)
        self.undo_stack.setClean()
        self.fileStateChanged.emit()

    def _set_game(self, game: Game) -> None:
        self._game = game
        if self._evaluation is not None:
            self._previous = self._evaluation
        self._evaluation = None
        self.changed.emit()

    # --------------------------------------------------------------- files

    def open(self, path: Path) -> None:
        """Load ``path``; a bad file raises GameFileError and changes nothing."""
        from wordmastermind.files.gamefile import load_game

        self.replace(load_game(path), path)

    def save(self, path: Path | None = None) -> None:
        target = path if path is not None else self._path
        if target is None:
            raise ValueError("the game has no file name yet")
        from wordmastermind.files.gamefile import save_game

        save_game(self._game, target)
        self._path = target
        self.undo_stack.setClean()
        self.fileStateChanged.emit()
