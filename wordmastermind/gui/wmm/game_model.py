"""The base of the sheet's table models: rows computed from the open game."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal

from wordmastermind.core.errors import RuleError
from wordmastermind.core.words import name_key
from wordmastermind.core.wmm.game import Game
from wordmastermind.gui.i18n import Phrase, rule_sentence
from wordmastermind.gui.looks import LooksModel
from wordmastermind.gui.rowsync import sync_rows
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
        self._keeping = False
        """Made again (:meth:`retranslate`) from what the rows were made of, not from the game as it is now."""
        if follow:  # else its page refreshes it, while the page is shown
            document.changed.connect(self.refresh)

    def retranslate(self) -> None:
        """The titles and rows made again in the interface's language, from what they were made of; every title
        and cell is said to have changed (no reset: the selection and the current cell stay)."""
        before, self._titles = self._titles, None
        self._keeping = True  # a model behind the game (its page hidden) stays behind
        try:
            if before is not None and len(self.titles()) != len(before):
                self._keeping = False
                self.reset()
                return
            sync_rows(self, self._rows, self.build_rows(), self.row_key, self.shows())
        finally:
            self._keeping = False
        self.forget_looks()
        rows, columns = self.rowCount(), self.columnCount()
        if columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        if rows and columns:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, columns - 1))

    def apply_edit(self, label: Phrase, change: Callable[[Game], Game]) -> bool:
        """Apply ``change`` as one undo step; if the rules refuse it, say why and change nothing."""
        try:
            self.document.edit(label, change)
        except RuleError as error:
            self.refused.emit(rule_sentence(error))
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
