"""The score sheet as a table: one row per turn, in the order played."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt

from wordmastermind.core.rondo.errors import RondoError
from wordmastermind.core.rondo.game import Game
from wordmastermind.core.rondo.sheet import compute_sheet
from wordmastermind.gui.widgets.colors import WARN
from wordmastermind.gui.roles import WARNING_ROLE
from wordmastermind.gui.rowmodel import Index, Row, RowModel
from wordmastermind.gui.widgets.word_actions import WordDocument

TURN, ROUND, SIDE, WORD, HOLDER, EXCHANGES, POINTS, STROKE, TOTAL = range(9)
_WARNING = 9
"""A hidden last cell of each row: what the word list says against the word."""
NUMERIC = (TURN, ROUND, EXCHANGES, POINTS, TOTAL)


class RondoSheetModel(RowModel):
    """Read-only: turn, round, player (or team), word, holder, exchanges, points, stroke, running total."""

    def __init__(
        self,
        document: WordDocument,
        parent: QObject | None = None,
        *,
        warning: Callable[[str], str | None] | None = None,
    ) -> None:
        """``document``: the game's (its ``game`` is None before the set-up); ``warning``: what the
        word list says against a word (held weakly if it is the sheet's: see :mod:`~wordmastermind.gui.weak_calls`)."""
        super().__init__(parent)
        self._warning = warning
        self._document = document
        self._side_header = self.headers()[SIDE]
        self.reset()

    def _game(self) -> Game | None:
        game: Game | None = self._document.game
        return game

    def headers(self) -> Sequence[str]:
        game = self._game()
        teams = game is not None and all(len(s.members) == 2 for s in game.sides)
        return (
            self.tr("Turn"), self.tr("Round"), self.tr("Team") if teams else self.tr("Player"),
            self.tr("Word"), self.tr("Holder"), self.tr("Exchanges"), self.tr("Points"),
            self.tr("Stroke"), self.tr("Total"),
        )

    def refresh(self) -> None:
        super().refresh()
        side = self.headers()[SIDE]
        if side != self._side_header:  # players became teams, or back
            self._side_header = side
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, SIDE, SIDE)

    def retranslate(self) -> None:
        """The column titles and the word list's warnings in the interface's language (rows, selection kept)."""
        self.rebuild()
        self._side_header = self.titles()[SIDE]
        columns = len(self.titles())
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, columns - 1))

    def build_rows(self) -> list[Row]:
        game = self._game()
        if game is None or not game.turns:
            return []
        try:
            sheet = compute_sheet(game)
        except RondoError:
            return []
        entries = sorted(
            ((e, column.name) for column in sheet.columns for e in column.entries),
            key=lambda pair: pair[0].turn,
        )
        return [
            (e.turn, e.round, name, e.word, e.holder, e.exchanges, e.points,
             "/" if e.stroke else "", e.total, self.word_warning(game, e.word))
            for e, name in entries
        ]

    def word_warning(self, game: Game, word: str) -> str | None:
        """What the word list says against a turn's word; None if known, accepted or not checked."""
        if self._warning is None or not word or word.upper() in game.accepted_words:
            return None
        return self._warning(word)

    def word_actions(self, index: Index) -> list[tuple[str, Callable[[], None]]]:
        """Accept a turn's word the word list does not know (the right-click menu)."""
        if not index.isValid() or index.column() != WORD:
            return []
        from wordmastermind.gui.widgets.word_actions import word_actions

        row = self.row(index.row())
        return word_actions(self._document, str(row[WORD]).upper(), row[_WARNING])

    def row_key(self, row: Row) -> Hashable:
        key: Hashable = row[TURN]
        return key

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        warning = self.row(index.row())[_WARNING] if index.isValid() and index.column() == WORD else None
        if role == WARNING_ROLE:
            return warning
        if warning and role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("Not in the Dutch word list. Right-click to accept it.")
        if warning and role == Qt.ItemDataRole.BackgroundRole:
            return WARN
        if role == Qt.ItemDataRole.TextAlignmentRole and index.isValid():
            if index.column() in NUMERIC or index.column() == STROKE:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        return super().data(index, role)
