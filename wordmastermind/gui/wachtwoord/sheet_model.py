"""The score sheet of every round, as the rules show it.

One block of rows per round, the first column naming the round: one row per
player (A-players, then B-players), one column per word in the columns of the
printed sheet (:mod:`wordmastermind.core.wachtwoord.report`): the A-list's
words, then the B-list's (A1 ... A5*, B1 ... B5*; a doubled word is marked *),
all five of each list by the American method, as many as any round played by
the Dutch one; 1 ... 5* with three players. Then the player's round total,
and one row per team with its running total after each word. A player's
cells hold the running total after each of the player's words, as the
rules' printed sheet does (Annie 8 8 17 17 31), or, in the second view, the
points of each word. In the three-player game one row per player, the
round's clue-giver marked. Read-only: the sheet is computed by the core from
what was entered.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt

from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.game import AMERICAN_WORDS, Method, TeamGame, TrioGame
from wordmastermind.core.wachtwoord.play import game_sheet
from wordmastermind.core.wachtwoord.report import team_name
from wordmastermind.core.wachtwoord.sheet import GameSheet, RoundSheet
from wordmastermind.gui.rowmodel import Index, Row, RowModel
from wordmastermind.gui.wachtwoord.document import WachtwoordDocument

RUNNING = "running"
POINTS = "points"


class WachtwoordSheetModel(RowModel):
    """Every round of the document's game, running totals (or points per word) per player."""

    def __init__(self, document: WachtwoordDocument, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self._view = RUNNING
        self._headers: tuple[str, ...] = self._build_headers()
        self._rows = self.build_rows()
        document.changed.connect(self.update)

    def view(self) -> str:
        return self._view

    def set_view(self, view: str) -> None:
        """:data:`RUNNING` (the printed sheet's running totals) or :data:`POINTS` (each word's points)."""
        if view != self._view:
            self._view = view
            self.update()

    def game_sheet(self) -> GameSheet | None:
        game = self._document.game
        if game is None:
            return None
        try:
            return game_sheet(game)
        except WachtwoordError:
            return None

    def _labels(self) -> list[str]:
        """The word columns, as the printed sheet has them (the report's ``word_columns``)."""
        game = self._document.game
        if game is None:
            return []
        american = game.method is Method.AMERICAN

        def labels(prefix: str, count: int) -> list[str]:
            count = AMERICAN_WORDS if american else count
            return [f"{prefix}{i}" + ("*" if american and i == AMERICAN_WORDS else "") for i in range(1, count + 1)]

        if isinstance(game, TeamGame):
            a = max((len(r.a_words) for r in game.rounds), default=0)
            b = max((len(r.b_words) for r in game.rounds), default=0)
            return labels("A", a) + labels("B", b)
        return labels("", max((len(r.words) for r in game.rounds), default=0))

    def _build_headers(self) -> tuple[str, ...]:
        return (self.tr("Round"), self.tr("Player"), *self._labels(), self.tr("Total"))

    def headers(self) -> Sequence[str]:
        return self._headers

    def row_key(self, row: Row) -> Hashable:
        return (row[0], row[1])

    def build_rows(self) -> list[Row]:
        game = self._document.game
        if game is None:
            return []
        labels = self._labels()
        sheet = self.game_sheet()
        rounds = sheet.rounds if sheet is not None and sheet.rounds else (None,)
        rows: list[Row] = []
        for number, rnd in enumerate(rounds, start=1):
            if isinstance(game, TrioGame):
                rows += self._trio_rows(game, number, rnd, labels)
            else:
                rows += self._team_rows(game, number, rnd, labels)
        return rows

    def _cells(self, rnd: RoundSheet, player: str, own: list[str], labels: list[str]) -> list[Any]:
        row = next(r for r in rnd.rows if r.player == player)
        values = dict(zip(own, row.running if self._view == RUNNING else row.points, strict=True))
        return [values.get(label) for label in labels]

    def _team_rows(self, game: TeamGame, number: int, rnd: RoundSheet | None, labels: list[str]) -> list[Row]:
        names = [game.team1.a_player, game.team2.a_player, game.team1.b_player, game.team2.b_player]
        teams = [team_name(game.team1), team_name(game.team2)]
        empty = [None] * len(labels)
        if rnd is None:
            return [(number, name, *empty, 0, False) for name in names] + [
                (number, team, *empty, 0, True) for team in teams]
        rows: list[Row] = []
        for i, name in enumerate(names):
            letter = "A" if i < 2 else "B"
            own = [w.label for w in rnd.words if w.label[0] == letter]
            total = next(r.total for r in rnd.rows if r.player == name)
            rows.append((number, name, *self._cells(rnd, name, own, labels), total, False))
        for side, team in enumerate(teams):
            running = {w.label: w.running[side] for w in rnd.words}
            rows.append((number, team, *[running.get(label) for label in labels], rnd.totals[side], True))
        return rows

    def _trio_rows(self, game: TrioGame, number: int, rnd: RoundSheet | None, labels: list[str]) -> list[Row]:
        """One row per player; the round's clue-giver's cells stay empty."""
        empty = [None] * len(labels)
        if rnd is None:
            return [(number, name, *empty, 0, False) for name in game.players]
        giver = game.rounds[number - 1].clue_giver.casefold()
        own = [w.label for w in rnd.words]
        rows: list[Row] = []
        for row in rnd.rows:
            if row.player.casefold() == giver:
                rows.append((number, self.tr("{0} (clues)").format(row.player), *empty, 0, False))
            else:
                rows.append((number, row.player, *self._cells(rnd, row.player, own, labels), row.total, False))
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

    def retranslate(self) -> None:
        """The column titles and the clue-givers' rows in the interface's language; the cells stay where they are."""
        self._headers = self._build_headers()
        self._titles = None
        self._rows = self.build_rows()
        columns, rows = self.columnCount(), self.rowCount()
        if columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
            if rows:
                self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, columns - 1))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.TextAlignmentRole and index.isValid() and index.column() > 1:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and index.isValid():
            if self._rows[index.row()][-1] or index.column() == self.columnCount() - 1:
                from PySide6.QtGui import QFont

                font = QFont()
                font.setBold(True)
                return font
        return super().data(index, role)
