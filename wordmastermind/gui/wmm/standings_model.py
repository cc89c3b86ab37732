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
# Past the columns: whether the word is guessed (the colour and status of the
# whole row), the round it was guessed in and the secret (the Word column's
# sorting and tooltip), and the row's place in the ranking (its key).
_GUESSED, _GUESSED_IN, _SECRET, _PLACE = 7, 8, 9, 10
_DISPLAY = Qt.ItemDataRole.DisplayRole
_ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole
_BACKGROUND = Qt.ItemDataRole.BackgroundRole
_TOOLTIP = Qt.ItemDataRole.ToolTipRole
_ROLES = frozenset((_DISPLAY, _ALIGNMENT, _BACKGROUND, _TOOLTIP, SORT_ROLE, STATUS_ROLE))
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class StandingsModel(GameRowModel):
    def __init__(self, document: GameDocument, parent: QObject | None = None) -> None:
        super().__init__(document, parent)
        self.reset()

    def headers(self) -> Sequence[str]:
        # Two-line titles keep the number columns as narrow as their numbers.
        return (self.tr("Rank"), self.tr("Player"), self.tr("Guess\npoints"),
                self.tr("Word\npoints"), self.tr("Total"), self.tr("V"), self.tr("Word"))

    def inputs(self) -> tuple[object, ...]:
        return (self.document.evaluation,)

    def build_rows(self) -> list[Row]:
        secrets = {p.name: p.secret for p in self.document.game.players}
        rows: list[Row] = []
        for p in self.document.evaluation.standings:
            if p.guessed_in_round is None:
                status = self.tr("in play")
            else:
                status = self.tr("guessed in round {0}").format(p.guessed_in_round)
            rows.append((p.rank, p.name, p.guess_points, p.word_points, p.total, p.v, status,
                         p.guessed_in_round is not None, p.guessed_in_round,
                         None if p.guessed_in_round is None else secrets.get(p.name, ""), len(rows)))
        return rows

    def shows(self) -> dict[int, tuple[int, ...]]:
        return {_GUESSED_IN: (WORD,), _SECRET: (WORD,), _PLACE: ()}

    def row_key(self, row: Row) -> Hashable:
        # Rows are known by their place in the ranking: when ranks change, the
        # rows whose player or numbers changed are announced as changed, not
        # moved (a move is a removal and an insertion, which makes every view
        # lay out the whole table again).
        key: Hashable = row[_PLACE]
        return key

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        # Views ask for many roles of every cell they paint: those not shown
        # here are answered first.
        if role not in _ROLES or not index.isValid():
            return None
        if role == _DISPLAY:
            return self.text(index)
        row = self.row(index.row())
        column = index.column()
        if role == SORT_ROLE:
            return row[column] if column != WORD else (row[_GUESSED_IN] or 0)
        if role == STATUS_ROLE:
            return "hit" if row[_GUESSED] else "ok"
        if role == _ALIGNMENT:
            return _RIGHT if column in _NUMBERS else None
        if role == _BACKGROUND:
            return GUESSED if row[_GUESSED] else None
        if column == V:
            return self.tr("Different words guessed at this player's word so far")
        if column == WORD and row[_GUESSED]:
            return self.tr("The word was {0}").format(row[_SECRET])
        return None
