"""The base of the sheet's table models: rows computed from the open game."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from wordmastermind.core.errors import RuleError
from wordmastermind.core.words import name_key
from wordmastermind.core.wmm.game import Game
from wordmastermind.gui.i18n import rule_text
from wordmastermind.gui.looks import LooksModel
from wordmastermind.gui.wmm.document import GameDocument


class GameRowModel(LooksModel):
    """A row model that follows the game document.

    Subclasses set up their own state, then call :meth:`reset` to fill in.
    """

    refused = Signal(str)
    """An edit the rules refused (a name no player can have), to be shown to the game master."""

    def __init__(
        self, document: GameDocument, parent: QObject | None = None, *, follow: bool = True
    ) -> None:
        super().__init__(parent)
        self.document = document
        if follow:  # else its page refreshes it, while the page is shown
            document.changed.connect(self.refresh)

    def apply_edit(self, label: str, change: Callable[[Game], Game]) -> bool:
        """Apply ``change`` as one undo step; if the rules refuse it, say why and change nothing."""
        try:
            self.document.edit(label, change)
        except RuleError as error:
            self.refused.emit(rule_text(error))
            return False
        return True


class PlayerRowModel(GameRowModel):
    """The rows of one player, chosen on its page (none chosen: no rows); refreshed by the page while shown."""

    def __init__(self, document: GameDocument, parent: QObject | None = None) -> None:
        super().__init__(document, parent, follow=False)
        self._player = ""
        self.reset()

    @property
    def player(self) -> str:
        return self._player

    def set_player(self, name: str) -> None:
        if name_key(name) != name_key(self._player):
            self._player = name
            self.reset()
