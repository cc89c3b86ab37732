"""The open Wörter-MasterMind game: the document, its file and its undo stack.

Changes, undo and files are the common
:class:`~wordmastermind.gui.document.SnapshotDocument`. The evaluation is
computed from the game on demand and cached until the next change; the
rounds before the first one changed are taken over from the last
evaluation, so an edit in round 20 re-evaluates from round 20.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, TYPE_CHECKING

from PySide6.QtCore import QObject

from wordmastermind.gui.document import SnapshotDocument

if TYPE_CHECKING:
    from wordmastermind.core.wmm.game import Game
    from wordmastermind.core.wmm.results import Evaluation


class GameDocument(SnapshotDocument):
    """A game, the file it belongs to, and the history of its changes."""

    _game: Game | None

    def __init__(
        self, game: Game | None = None, path: Path | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(game, path, parent)  # no game given: an empty one, made when first needed
        self._evaluation: Evaluation | None = None
        self._previous: Evaluation | None = None
        self._foreseen: Evaluation | None = None

    @property  # the base's plain attribute, here made when first read
    def _value(self) -> Game:
        """The game; the empty one, made when first asked for: the app's start needs no rules."""
        if self._game is None:
            self._game = self.empty()
        return self._game

    @_value.setter
    def _value(self, value: Game | None) -> None:
        self._game = value

    @property
    def game(self) -> Game:
        return self._value

    @property
    def evaluation(self) -> Evaluation:
        if self._evaluation is None:
            from wordmastermind.core.wmm.evaluation import evaluate  # not needed at start-up

            self._evaluation = evaluate(self.game, previous=self._previous)
            self._previous = None
        return self._evaluation

    def foresee(self, evaluation: Evaluation | None) -> None:
        """``evaluation`` is the game's the next edit makes (a dialog evaluated it to say what the edit would
        do): the document takes it as its evaluation then, not evaluating that game again. None: forget it."""
        self._foreseen = evaluation

    def _changed_value(self) -> None:
        foreseen, self._foreseen = self._foreseen, None
        if foreseen is not None and foreseen.game is self._game:  # that very game: an edit of another, unused
            self._evaluation, self._previous = foreseen, None
            return
        if self._evaluation is not None:
            self._previous = self._evaluation
        self._evaluation = None

    def load(self, path: Path) -> Game:
        from wordmastermind.files.wmm.file import load_game

        return load_game(path)

    def empty(self) -> Game:
        from wordmastermind.core.wmm.game import Game

        return Game()

    def write(self, value: Game, path: Path) -> None:
        from wordmastermind.files.wmm.file import save_game

        save_game(value, path)

    def encode(self, value: Game) -> dict[str, Any]:
        from wordmastermind.files.wmm.file import game_to_json

        return game_to_json(value)

    def decode(self, data: object) -> Game:
        from wordmastermind.files.wmm.file import game_from_json

        return game_from_json(data)
