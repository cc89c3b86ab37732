"""The score sheet of one round, as the rules show it.

One row per player (A-players, then B-players), one column per word in the
order played (A1, B1, A2, ...; a doubled word is marked *), the player's
round total; then one row per team with its running total after each word.
In the three-player game one row per player, the round's clue-giver marked.
Read-only: the sheet is computed by the core from what was entered.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt

from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.game import TeamGame, TrioGame
from wordmastermind.core.wachtwoord.play import game_sheet
from wordmastermind.core.wachtwoord.report import team_name
from wordmastermind.core.wachtwoord.sheet import RoundSheet
from wordmastermind.gui.rowmodel import Index, Row, RowModel
from wordmastermind.gui.wachtwoord.document import WachtwoordDocument


class WachtwoordSheetModel(RowModel):
    """The current (last) round of the document's game."""

    def __init__(self, document: WachtwoordDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._headers: tuple[str, ...] = self._build_headers()
        self._rows = self.build_rows()
        document.changed.connect(self.update)

    def round_sheet(self) -> RoundSheet | None:
        game = self._document.game
        if game is None or not game.rounds:
            return None
        try:
            return game_sheet(game).rounds[-1]
        except WachtwoordError:
            return None

    def _build_headers(self) -> tuple[str, ...]:
        rnd = self.round_sheet()
        words = [w.label for w in rnd.words] if rnd is not None else []
        return (self.tr("Player"), *words, self.tr("Total"))

    def headers(self) -> Sequence[str]:
        return self._headers

    def team_rows(self) -> int:
        """How many rows at the bottom are team totals (bold)."""
        return 2 if isinstance(self._document.game, TeamGame) else 0

    def build_rows(self) -> list[Row]:
        game = self._document.game
        if game is None:
            return []
        rnd = self.round_sheet()
        if isinstance(game, TrioGame):
            return self._trio_rows(game, rnd)
        names = [game.team1.a_player, game.team2.a_player, game.team1.b_player, game.team2.b_player]
        if rnd is None:
            rows: list[Row] = [(name, 0) for name in names]
            rows += [(team_name(game.team1), 0), (team_name(game.team2), 0)]
            return rows
        rows = []
        for name in names:
            cells: list[Any] = []
            for word in rnd.words:
                list_player = game.team1.a_player if word.label[0] == "A" else game.team1.b_player
                other = game.team2.a_player if word.label[0] == "A" else game.team2.b_player
                if name in word.scorers:
                    cells.append(word.points)
                elif name in (list_player, other):
                    cells.append(0)
                else:
                    cells.append(None)
            total = sum(c for c in cells if c is not None)
            rows.append((name, *cells, total))
        for side, team in enumerate((game.team1, game.team2)):
            running = [word.running[side] for word in rnd.words]
            rows.append((team_name(team), *running, rnd.totals[side]))
        return rows

    def _trio_rows(self, game: TrioGame, rnd: RoundSheet | None) -> list[Row]:
        """One row per player; the round's clue-giver's cells stay empty."""
        if rnd is None:
            return [(name, 0) for name in game.players]
        giver = game.rounds[-1].clue_giver.casefold()
        rows: list[Row] = []
        for row in rnd.rows:
            if row.player.casefold() == giver:
                rows.append((self.tr("{0} (clues)").format(row.player), *[None] * len(rnd.words), 0))
            else:
                rows.append((row.player, *row.points, row.total))
        return rows

    def update(self) -> None:
        """Follow the document: exact changes while the columns stay, else a reset."""
        headers = self._build_headers()
        if headers != self._headers:
            self.beginResetModel()
            self._headers = headers
            self._rows = self.build_rows()
            self.endResetModel()
        else:
            self.refresh()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.TextAlignmentRole and index.isValid() and index.column() > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and index.isValid():
            if index.row() >= self.rowCount() - self.team_rows() or index.column() == self.columnCount() - 1:
                from PySide6.QtGui import QFont

                font = QFont()
                font.setBold(True)
                return font
        return super().data(index, role)
