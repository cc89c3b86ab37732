"""The open Woordspel game: the game snapshot, its file and its undo stack.

``game`` is ``None`` until the two players are set up (the rules need the
players to make a game); the rest is the common
:class:`~wordmastermind.gui.document.SnapshotDocument`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wordmastermind.core.woordspel.game import Game
from wordmastermind.gui.document import SnapshotDocument


class WoordspelDocument(SnapshotDocument):
    """A Woordspel game, the file it belongs to, and the history of its changes."""

    @property
    def game(self) -> Game | None:
        game: Game | None = self._value
        return game

    def untitled(self) -> str:
        return self.tr("Untitled Woordspel game")

    def load(self, path: Path) -> Game:
        from wordmastermind.core.woordspel.messages import WOORDSPEL
        from wordmastermind.files.woordspel.file import WoordspelFileError, load_woordspel

        game = load_woordspel(path)
        if len(game.players) > 2:  # a Scrabble preset's game of three or four: the command line's
            raise WoordspelFileError(WOORDSPEL.say("woordspel.two_players_only", name=path.name,
                                                   count=len(game.players)))
        return game

    def write(self, value: Game, path: Path) -> None:
        from wordmastermind.files.woordspel.file import save_woordspel

        save_woordspel(value, path)

    def encode(self, value: Game) -> dict[str, Any]:
        from wordmastermind.files.woordspel.file import game_to_json

        return game_to_json(value)

    def decode(self, data: object) -> Game:
        from wordmastermind.files.woordspel.file import game_from_json

        return game_from_json(data)
