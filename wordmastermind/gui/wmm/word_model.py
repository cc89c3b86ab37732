"""Looking back at one secret word: every guess made at it, with its marks.

This is the list the players work from, so it shows what they are told:
the round, the word and its marks (or KP in the points-only variant), and who
guessed it. It never shows the secret itself, unless it has been guessed.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import Qt

from wordmastermind.gui.widgets.fonts import fixed_font
from wordmastermind.gui.rowmodel import Index, Row
from wordmastermind.gui.widgets.colors import HIT
from wordmastermind.gui.wmm.game_model import PlayerRowModel

ROUND, WORD, MARKS, GUESSER = range(4)
_HIT = 4


class WordModel(PlayerRowModel):
    """Every guess at the chosen player's word; refreshed by its page
    (:class:`~wordmastermind.gui.wmm.words_page.WordsPage`) while shown."""

    def headers(self) -> Sequence[str]:
        shown = self.tr("KP") if self.document.game.settings.points_only else self.tr("Marks")
        return (self.tr("Round"), self.tr("Word"), shown, self.tr("Guesser"))

    def inputs(self) -> tuple[object, ...]:
        return (self.document.evaluation, self.document.game.settings, self._player)

    def build_rows(self) -> list[Row]:
        if not self._player:
            return []
        points_only = self.document.game.settings.points_only
        try:
            guesses = self.document.evaluation.guesses_at(self._player)
        except KeyError:
            return []
        return [
            (g.round, g.word, str(g.kp) if points_only else str(g.marks), g.guesser, g.hit, g.row)
            for g in guesses
        ]

    def row_key(self, row: Row) -> Hashable:
        return (row[ROUND], row[5], row[WORD], row[GUESSER])

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role == Qt.ItemDataRole.DisplayRole:
            return super().data(index, role)
        row = self.row(index.row())
        if role == Qt.ItemDataRole.BackgroundRole and row[_HIT]:
            return HIT
        if role == Qt.ItemDataRole.FontRole and index.column() in (WORD, MARKS):
            font = fixed_font()
            font.setBold(index.column() == MARKS)
            return font
        return None
