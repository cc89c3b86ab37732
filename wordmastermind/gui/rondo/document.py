"""The open RONDO game: the game snapshot, its file and its undo stack.

``game`` is ``None`` until the players are set up (the rules need the
players to make a game); the rest is the common
:class:`~wordmastermind.gui.document.SnapshotDocument`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wordmastermind.core.rondo.game import Game
from wordmastermind.gui.document import SnapshotDocument


class RondoDocument(SnapshotDocument):
    """A RONDO game, the file it belongs to, and the history of its changes."""

    @property
    def game(self) -> Game | None:
        game: Game | None = self._value
        return game

    def untitled(self) -> str:
        return self.tr("Untitled RONDO game")

    def load(self, path: Path) -> Game:
        from wordmastermind.files.rondo.file import load_rondo

        return load_rondo(path)

    def write(self, value: Game, path: Path) -> None:
        from wordmastermind.files.rondo.file import save_rondo

        save_rondo(value, path)

    def encode(self, value: Game) -> dict[str, Any]:
        from wordmastermind.files.rondo.file import game_to_json

        return game_to_json(value)

    def decode(self, data: object) -> Game:
        from wordmastermind.files.rondo.file import game_from_json

        return game_from_json(data)
