"""The round-1 lot as a table: each guesser and the players drawn for them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from wordmastermind.gui.rowmodel import Row
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.game_model import GameRowModel


class LotModel(GameRowModel):
    def __init__(self, document: GameDocument, parent: QObject | None = None) -> None:
        super().__init__(document, parent)
        self.reset()

    def headers(self) -> Sequence[str]:
        return (self.tr("Guesser"), self.tr("Guesses in round 1 at"))

    def inputs(self) -> tuple[object, ...]:
        return (self.document.game.lot,)

    def build_rows(self) -> list[Row]:
        lot = self.document.game.lot
        if lot is None:
            return []
        return [(guesser, ", ".join(targets)) for guesser, targets in lot.assignment]
