"""The Players page's tables: one player's own guesses over every round, and the players × rounds points.

Both are refreshed by their page (:class:`~wordmastermind.gui.wmm.players_page.PlayersPage`)
while it is shown. The numbers are the core's: :func:`~wordmastermind.core.wmm.own_guesses.own_guesses`
(what each player's mail opens with) and :func:`~wordmastermind.core.wmm.progress.points_by_round`.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QFont

from wordmastermind.core.wmm.own_guesses import own_guesses
from wordmastermind.core.wmm.progress import points_by_round
from wordmastermind.core.words import name_key
from wordmastermind.gui.roles import SORT_ROLE
from wordmastermind.gui.rowmodel import Index, Row
from wordmastermind.gui.widgets.colors import HIT
from wordmastermind.gui.widgets.fonts import fixed_font
from wordmastermind.gui.wmm.departure_texts import is_withdrawn, name_then, place_story
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.game_model import GameRowModel, PlayerRowModel

if TYPE_CHECKING:
    from wordmastermind.core.wmm.results import Evaluation

ROUND, WORD, TARGET, MARKS, KP, WF_V, POINTS = range(7)
_HIT, _ROW = 7, 8  # past the columns: whether the guess was the target's word, its row in the round
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_DISPLAY = Qt.ItemDataRole.DisplayRole


def _shown(model: GameRowModel) -> Evaluation:
    """The evaluation ``model``'s rows show: the game's now, or while they are made again in another language,
    the one they were made of (their page hidden, they stay behind until it is shown)."""
    inputs = model._inputs
    if model._keeping and inputs:
        return cast("Evaluation", inputs[0])
    return model.document.evaluation


class OwnGuessesModel(PlayerRowModel):
    """The chosen player's guesses, round by round: target, marks, KP, WF/V and points."""

    def headers(self) -> Sequence[str]:
        return (self.tr("Round"), self.tr("Guess"), self.tr("Word of"), self.tr("Marks"), self.tr("KP"),
                self.tr("WF/V"), self.tr("Points"))

    def inputs(self) -> tuple[object, ...]:
        return (self.document.evaluation, self._player)

    def build_rows(self) -> list[Row]:
        evaluation = _shown(self)
        game = evaluation.game
        rows: list[Row] = []
        if not self._player:
            return rows
        for number in range(1, evaluation.round + 1):
            try:
                own = own_guesses(evaluation, self._player, number)
            except KeyError:  # no longer in the roster
                return []
            for place, guess in enumerate(own.guesses):
                weight = f"{guess.wf}/{guess.v}" if guess.valid and guess.v else ""
                marks = guess.marks if guess.valid else self.tr("not valid")
                target = name_then(game, guess.target, number)  # Käthe (now Otto): played as Käthe then
                rows.append((number, guess.word, target, marks, guess.kp if guess.valid else None,
                             weight, guess.points, guess.hit, place))
        return rows

    def row_key(self, row: Row) -> Hashable:
        return (row[ROUND], row[_ROW], row[WORD], row[TARGET])

    def totals(self) -> tuple[int, int]:
        """The guesses shown and the points they scored."""
        return len(self._rows), sum(int(row[POINTS]) for row in self._rows)

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        if not index.isValid() or role == _DISPLAY:
            return super().data(index, role)
        row, column = self.row(index.row()), index.column()
        if role == SORT_ROLE:
            return row[column] if row[column] is not None else -1
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (ROUND, KP, POINTS):
            return _RIGHT
        if role == Qt.ItemDataRole.BackgroundRole and row[_HIT]:
            return HIT
        if role == Qt.ItemDataRole.FontRole and column in (WORD, MARKS):
            font = fixed_font()
            font.setBold(column == MARKS)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and column == WF_V:
            return self.tr("The points are KP × WF / V, rounded")
        return None


class PointsTableModel(GameRowModel):
    """Rows: the players (roster order); columns: their name, the points of each round, the total."""

    def __init__(self, document: GameDocument, parent: QObject | None = None) -> None:
        super().__init__(document, parent, follow=False)
        self.reset()

    def headers(self) -> Sequence[str]:
        rounds = _shown(self).round
        return (self.tr("Player"), *(self.tr("R{0}").format(n) for n in range(1, rounds + 1)), self.tr("Total"))

    def inputs(self) -> tuple[object, ...]:
        return (self.document.evaluation,)

    def build_rows(self) -> list[Row]:
        # past the columns: the place's story (the name's tooltip), and whether the player withdrew (italics)
        evaluation = _shown(self)
        game = evaluation.game
        return [(row.name, *row.points, row.total, place_story(game, row.name) or None, is_withdrawn(game, row.name))
                for row in points_by_round(evaluation)]

    def row_key(self, row: Row) -> Hashable:
        return name_key(str(row[0]))

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        if not index.isValid() or role == _DISPLAY:
            return super().data(index, role)
        column = index.column()
        if role == SORT_ROLE:
            value = self.row(index.row())[column]
            return value.casefold() if isinstance(value, str) else value
        if role == Qt.ItemDataRole.TextAlignmentRole and column > 0:
            return _RIGHT
        count = self.columnCount()
        if role == Qt.ItemDataRole.ToolTipRole and 0 < column < count - 1:
            return self.tr("Points gained in round {0}: guess points and word points").format(column)
        if role == Qt.ItemDataRole.ToolTipRole and column == 0:
            return self.row(index.row())[count]
        if role == Qt.ItemDataRole.FontRole and (column == count - 1 or self.row(index.row())[count + 1]):
            font = QFont()
            font.setBold(column == count - 1)
            font.setItalic(bool(self.row(index.row())[count + 1]))  # the player withdrew
            return font
        return None
