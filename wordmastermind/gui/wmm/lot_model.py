"""The round-1 lot as a table: each guesser and the players drawn for them, as round 1 knew them (a place taken
over since: "Bernd (now Otto)")."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from wordmastermind.core.words import names_listed
from wordmastermind.gui.rowmodel import Row
from wordmastermind.gui.wmm.departure_texts import name_then
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.game_model import GameRowModel


class LotModel(GameRowModel):
    def __init__(self, document: GameDocument, parent: QObject | None = None) -> None:
        super().__init__(document, parent)
        self.reset()

    def headers(self) -> Sequence[str]:
        return (self.tr("Guesser"), self.tr("Guesses in round 1 at"))

    def inputs(self) -> tuple[object, ...]:
        return (self.document.game.lot, self.document.game.takeovers)

    def build_rows(self) -> list[Row]:
        game = self.document.game
        lot = game.lot
        if lot is None:
            return []
        return [(name_then(game, guesser, 1), names_listed(name_then(game, target, 1) for target in targets))
                for guesser, targets in lot.assignment]
