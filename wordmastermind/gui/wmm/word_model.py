"""Looking back at one secret word: every guess made at it, with its marks.

This is the list the players work from, so it shows what they are told:
the round, the word and its marks (or KP in the points-only variant), and who
guessed it. It never shows the secret itself, unless it has been guessed.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Qt

from wordmastermind.gui.i18n import interface_language
from wordmastermind.gui.widgets.fonts import fixed_font
from wordmastermind.gui.rowmodel import Index, Row
from wordmastermind.gui.widgets.colors import HIT
from wordmastermind.gui.wmm.game_model import PlayerRowModel

if TYPE_CHECKING:
    from wordmastermind.core.wmm.results import Evaluation
    from wordmastermind.core.wmm.game import Settings

ROUND, WORD, MARKS, GUESSER = range(4)
_HIT = 4


class WordModel(PlayerRowModel):
    """Every guess at the chosen player's word; refreshed by its page
    (:class:`~wordmastermind.gui.wmm.words_page.WordsPage`) while shown."""

    _language = ""  # the interface's language the titles were made in

    def headers(self) -> Sequence[str]:
        shown = self.tr("KP") if self._shown()[1].points_only else self.tr("Marks")
        return (self.tr("Round"), self.tr("Word"), shown, self.tr("Guesser"))

    def inputs(self) -> tuple[object, ...]:
        return (self.document.evaluation, self.document.game.settings, self._player)

    def retranslate(self) -> None:
        """The titles in the interface's language: the same rows, no reset."""
        if self._language != interface_language():  # else made in it: at the page's start
            super().retranslate()

    def build_rows(self) -> list[Row]:
        self._language = interface_language()
        if not self._player:
            return []
        evaluation, settings = self._shown()
        points_only = settings.points_only
        try:
            guesses = evaluation.guesses_at(self._player)
        except KeyError:
            return []
        return [
            (g.round, g.word, str(g.kp) if points_only else str(g.marks), g.guesser, g.hit, g.row)
            for g in guesses
        ]

    def _shown(self) -> tuple[Evaluation, Settings]:
        """The game's evaluation and settings now; while the rows are made again in another language, those
        they were made of (their page hidden, they stay behind until it is shown)."""
        kept = self._inputs if self._keeping and self._inputs else self.inputs()
        return cast("Evaluation", kept[0]), cast("Settings", kept[1])

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
