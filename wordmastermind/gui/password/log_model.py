"""The question log as a table: one row per entry, in the order played.

Each row says who asked whom, on which circle, what, the answer given, the
answer as corrected, and whose turn it was after it. An answer that
contradicts a recorded password is marked (a "!" before it, a tooltip with
the right answer, and a red background); a right guess is marked as the
elimination it was.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt

from wordmastermind.core.password.game import Game, State, WrongAnswer, wrong_answers
from wordmastermind.core.password.log import Correction, Entry, WordGuess
from wordmastermind.gui.i18n import filled
from wordmastermind.gui.widgets.colors import BAD, HIT
from wordmastermind.gui.password.texts import answer_text, question_text, retranslate_rows
from wordmastermind.gui.roles import STATUS_ROLE
from wordmastermind.gui.rowmodel import Index, Row, RowModel

NUMBER, ASKER, TARGET, CIRCLE, QUESTION, ANSWER, CORRECTED, THEN = range(8)
_STATUS, _TIP, _ENTRY = 8, 9, 10
"""Hidden last fields of each row: "ok", "bad" or "hit"; the tooltip; the entry."""


class LogModel(RowModel):
    """Read-only: #, asks, asked, circle, question, answer, corrected, then."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._state: State | None = None
        self.wrong: tuple[WrongAnswer, ...] = ()

    def headers(self) -> Sequence[str]:
        return (
            self.tr("#"), self.tr("Asks"), self.tr("Asked"), self.tr("Circle"),
            self.tr("Question"), self.tr("Answer"), self.tr("Corrected to"), self.tr("Then"),
        )

    def show_game(self, game: Game | None, state: State | None) -> None:
        self._game, self._state = game, state
        self.wrong = () if game is None or state is None else wrong_answers(game, state)
        self.refresh()

    def retranslate(self) -> None:
        """The titles and the rows in the interface's language, the selection kept."""
        retranslate_rows(self)

    def entry(self, row: int) -> Entry:
        entry: Entry = self.row(row)[_ENTRY]
        return entry

    def build_rows(self) -> list[Row]:
        game, state = self._game, self._state
        if game is None or state is None:
            return []
        wrong = {w.number: w for w in self.wrong}
        rows: list[Row] = []
        for step in state.steps:
            entry = step.entry
            circle = None if isinstance(entry, (WordGuess, Correction)) else entry.circle
            if isinstance(entry, Correction):
                given, corrected = answer_text(step.answer), ""
            else:
                given = answer_text(step.given)
                corrected = answer_text(step.answer) if step.corrected else ""
            status, tip = "ok", ""
            found = wrong.get(step.number)
            if found is not None:
                status = "bad"
                tip = filled(self.tr("{0}'s recorded password gives: {1}. Select the entry and correct it."),
                             found.target, answer_text(found.right))
                if corrected:
                    corrected = "! " + corrected
                else:
                    given = "! " + given
            if step.put_out is not None:
                status = "hit"
                then = self.tr("{0} is out; {1} plays").format(step.put_out, step.hand_after) \
                    if step.hand_after else self.tr("{0} is out: {1} wins").format(
                        step.put_out, step.asker)
            elif isinstance(entry, Correction):
                then = ""
            else:
                then = step.hand_after or ""
            rows.append((
                step.number, step.asker, step.target or "", circle,
                question_text(entry, game, step), given, corrected, then, status, tip, entry,
            ))
        return rows

    def row_key(self, row: Row) -> Hashable:
        key: Hashable = row[NUMBER]
        return key

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < self.rowCount():
            return None
        row = self.row(index.row())
        if role == STATUS_ROLE:
            return row[_STATUS]
        if role == Qt.ItemDataRole.ToolTipRole:
            return row[_TIP] or None
        if role == Qt.ItemDataRole.BackgroundRole:
            if row[_STATUS] == "bad" and index.column() == (CORRECTED if row[CORRECTED] else ANSWER):
                return BAD
            if row[_STATUS] == "hit":
                return HIT
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if index.column() in (NUMBER, CIRCLE):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        return super().data(index, role)
