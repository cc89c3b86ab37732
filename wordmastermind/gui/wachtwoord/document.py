"""The open Wachtwoord game: the game snapshot, its file and its undo stack.

``game`` is ``None`` until the players are set up; the rest is the common
:class:`~wordmastermind.gui.document.SnapshotDocument`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

from wordmastermind.core.wachtwoord.game import TeamGame, TrioGame
from wordmastermind.gui.document import SnapshotDocument

WachtwoordGame = TeamGame | TrioGame
MaybeGame = Optional[WachtwoordGame]


class WachtwoordDocument(SnapshotDocument):
    """A Wachtwoord game, the file it belongs to, and the history of its changes."""

    @property
    def game(self) -> MaybeGame:
        game: MaybeGame = self._value
        return game

    def untitled(self) -> str:
        return self.tr("Untitled Wachtwoord game")

    def load(self, path: Path) -> WachtwoordGame:
        from wordmastermind.files.wachtwoord.file import load_wachtwoord

        return load_wachtwoord(path)

    def write(self, value: WachtwoordGame, path: Path) -> None:
        from wordmastermind.files.wachtwoord.file import save_wachtwoord

        save_wachtwoord(value, path)

    def encode(self, value: WachtwoordGame) -> dict[str, Any]:
        from wordmastermind.files.wachtwoord.file import game_to_json

        return game_to_json(value)

    def decode(self, data: object) -> WachtwoordGame:
        from wordmastermind.files.wachtwoord.file import game_from_json

        return game_from_json(data)
