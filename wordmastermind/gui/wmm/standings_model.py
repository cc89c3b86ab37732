"""The standings: rank, player, guess points, word points, total, V, word."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt

from wordmastermind.gui.roles import SORT_ROLE, STATUS_ROLE
from wordmastermind.gui.rowmodel import Index, Row
from wordmastermind.gui.widgets.colors import GUESSED
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.game_model import GameRowModel

RANK, PLAYER, GUESS_POINTS, WORD_POINTS, TOTAL, V, WORD = range(7)
_NUMBERS = (RANK, GUESS_POINTS, WORD_POINTS, TOTAL, V)
_GUESSED_IN = 7


class StandingsModel(GameRowModel):
    def __init__(self, document: GameDocument, parent: QObject | None = None) -> None:
        super().__init__(document, parent)
        self.reset()

    def headers(self) -> Sequence[str]:
        # Two-line titles keep the number columns as narrow as their numbers.
        return (self.tr("Rank"), self.tr("Player"), self.tr("Guess\npoints"),
                self.tr("Word\npoints"), self.tr("Total"), self.tr("V"), self.tr("Word"))

    def build_rows(self) -> list[Row]:
        secrets = {p.name: p.secret for p in self.document.game.players}
        rows: list[Row] = []
        for p in self.document.evaluation.standings:
            if p.guessed_in_round is None:
                status = self.tr("in play")
            else:
                status = self.tr("guessed in round {0}").format(p.guessed_in_round)
            rows.append((p.rank, p.name, p.guess_points, p.word_points, p.total, p.v, status,
                         p.guessed_in_round, secrets.get(p.name, "")))
        return rows

    def row_key(self, row: Row) -> Hashable:
        key: Hashable = row[PLAYER]
        return key

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role == Qt.ItemDataRole.DisplayRole:
            return super().data(index, role)
        row = self.row(index.row())
        column = index.column()
        if role == SORT_ROLE:
            return row[column] if column != WORD else (row[_GUESSED_IN] or 0)
        if role == STATUS_ROLE:
            return "ok" if row[_GUESSED_IN] is None else "hit"
        if role == Qt.ItemDataRole.TextAlignmentRole and column in _NUMBERS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole and row[_GUESSED_IN] is not None:
            return GUESSED
        if role == Qt.ItemDataRole.ToolTipRole and column == V:
            return self.tr("Different words guessed at this player's word so far")
        if role == Qt.ItemDataRole.ToolTipRole and column == WORD and row[_GUESSED_IN]:
            return self.tr("The word was {0}").format(row[_GUESSED_IN + 1])
        return None
