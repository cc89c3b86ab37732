"""The move list: one row per line of the score sheet, with both running totals.

Plays, passes, exchanges, withdrawn plays (a phony taken back, on its own
line), penalties and the tiles left at the end, as the core's sheet has
them. A word the Dutch list does not know is flagged in the Words column
(a warning: the game master may accept it with a right-click); the words of
a game in another language (Scrabble in English or Polish) are not checked.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QContextMenuEvent, QFont
from PySide6.QtWidgets import QMenu, QTableView

from wordmastermind.core.woordspel.board import shown_notation
from wordmastermind.core.woordspel.game import Game
from wordmastermind.core.woordspel.play import Play
from wordmastermind.core.woordspel.sheet import SheetRow
from wordmastermind.gui.widgets.colors import WARN
from wordmastermind.gui.i18n import Phrase, rule_text
from wordmastermind.gui.roles import WARNING_ROLE
from wordmastermind.gui.rowmodel import Index, Row, RowModel
from wordmastermind.gui.woordspel.document import WoordspelDocument
from wordmastermind.gui.woordspel.preview import words_checked

NUMBER, TURN, PLAYER, RACK, MOVE, WORDS, POINTS, FIRST_TOTAL, SECOND_TOTAL, NOTE = range(10)
_UNKNOWN, _MOVE_INDEX, _KIND, _BROKEN = 10, 11, 12, 13
"""Hidden fields of each row: the words the list does not know, the move's index, the row's kind,
the rules the move breaks (a tolerant game's warnings, in the interface's language)."""
NUMERIC = (NUMBER, TURN, POINTS, FIRST_TOTAL, SECOND_TOTAL)

Action = tuple[str, Callable[[], None]]
Edit = Callable[[str | Phrase, Callable[[Any], Any]], bool]


class MoveListModel(RowModel):
    """Read-only: no., turn, player, rack, move, words, points, both running totals, a note.

    The totals come before the note, so that on a narrow screen the note is what scrolls away.
    """

    def __init__(
        self,
        document: WoordspelDocument,
        parent: QObject | None = None,
        *,
        warning: Callable[[str], str | None] | None = None,
        edit: Edit | None = None,
    ) -> None:
        super().__init__(parent)
        self._document = document
        self._warning = warning
        self._edit = edit
        self._names = self._players()
        self.reset()

    def _players(self) -> tuple[str, ...]:
        game = self._document.game
        return game.players if game is not None else (self.tr("Player 1"), self.tr("Player 2"))

    def headers(self) -> Sequence[str]:
        first, second = self._names
        return (
            self.tr("No."), self.tr("Turn", "the turn's number"), self.tr("Player"), self.tr("Rack"),
            self.tr("Move"), self.tr("Words"), self.tr("Points"), first, second, self.tr("Note"),
        )

    def refresh(self) -> None:
        names = self._players()
        if names != self._names:
            self._names = names
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, FIRST_TOTAL, SECOND_TOTAL)
        super().refresh()

    def retranslate(self) -> None:
        """The titles and every cell's texts in the interface's language (the rows stay, and the selection)."""
        self._names = self._players()
        self.rebuild()
        columns, rows = self.columnCount(), self.rowCount()
        if columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        if columns and rows:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, columns - 1))

    def note(self, row: SheetRow) -> str:
        if row.kind == "play":
            if row.score is None or not row.score.all_tiles:
                return ""
            if row.score.bingo:
                return self.tr("{0} tiles: +{1}").format(len(row.score.placed), row.score.bingo)
            return self.tr("8 tiles: × 2")
        if row.kind == "penalty" and row.text == "(challenge)":
            return self.tr("challenge bonus")
        if row.kind == "end" and row.points > 0:
            return self.tr("the others' tiles left")
        return {
            "withdrawn": self.tr("withdrawn"),
            "pass": self.tr("pass"),
            "exchange": self.tr("exchange"),
            "penalty": self.tr("penalty"),
            "end": self.tr("tiles left"),
        }[row.kind]

    def build_rows(self) -> list[Row]:
        game = self._document.game
        if game is None or not game.moves and game.end is None:
            return []
        sheet = game.sheet()
        totals = [0, 0]
        rows: list[Row] = []
        for row in sheet.rows:
            totals[row.player] = row.total
            words = row.words
            unknown = tuple(w for w in words if self.word_warning(game, w))
            rows.append((
                row.number, row.turn, game.players[row.player], row.rack or "",
                shown_notation(row.text, game.rows_from_bottom),
                ", ".join(words), row.points, totals[0], totals[1], self.note(row),
                unknown, row.move, row.kind,
                tuple(rule_text(text) for text in sheet.warnings_of(row.move)) if row.kind != "end" else (),
            ))
        return rows

    def row_key(self, row: Row) -> Hashable:
        key: Hashable = (row[NUMBER], row[_KIND])
        return key

    def word_warning(self, game: Game, word: str) -> str | None:
        """What the word list says against ``word``; None if known, accepted or not checked."""
        if self._warning is None or not word or word.upper() in game.accepted_words or not words_checked(game):
            return None
        return self._warning(word)

    def unknown_words(self, row: int) -> tuple[str, ...]:
        words: tuple[str, ...] = self.row(row)[_UNKNOWN]
        return words

    # -- the right-click menu ------------------------------------------------------------

    def word_actions(self, index: Index) -> list[Action]:
        """Accept a word the list does not know, or take an acceptance back."""
        game = self._document.game
        if game is None or not index.isValid():
            return []
        from wordmastermind.gui.widgets.word_actions import word_actions

        row = self.row(index.row())
        if row[_KIND] != "play":
            return []
        actions: list[Action] = []
        for word in str(row[WORDS]).split(", "):
            warning = self._warning(word) if self._warning is not None and word and words_checked(game) else None
            actions += word_actions(self._document, word.upper(), warning)
        return actions

    def move_actions(self, index: Index) -> list[Action]:
        """Withdraw a play (a phony taken back), or put it back."""
        game = self._document.game
        edit = self._edit
        if game is None or edit is None or not index.isValid():
            return []
        row = self.row(index.row())
        move_index = row[_MOVE_INDEX]
        if row[_KIND] not in ("play", "withdrawn") or move_index is None:
            return []
        play = game.moves[move_index]
        assert isinstance(play, Play)
        if play.withdrawn:
            label = self.tr("Put back the play {0} (not withdrawn)").format(play.notation)
            step = Phrase.tr("Put back the play {0}").format(play.notation)
        else:
            label = self.tr("Withdraw the play {0} (a phony: it scores nothing)").format(play.notation)
            step = Phrase.tr("Withdraw the play {0}").format(play.notation)
        after = replace(play, withdrawn=not play.withdrawn)

        def run() -> None:
            edit(step, lambda g: g.with_move_replaced(move_index, after))

        return [(label, run)]

    # -- the cells -----------------------------------------------------------------------

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.row(index.row())
        broken = row[_BROKEN] if index.column() == MOVE else ()
        if broken and role in (WARNING_ROLE, Qt.ItemDataRole.ToolTipRole):
            return "\n".join(broken)
        if broken and role == Qt.ItemDataRole.BackgroundRole:
            return WARN
        unknown = row[_UNKNOWN] if index.column() == WORDS else ()
        if role == WARNING_ROLE:
            return self.tr("not in the Dutch word list: {0}").format(", ".join(unknown)) if unknown else None
        if unknown and role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("Not in the Dutch word list: {0}. Right-click to accept.").format(
                ", ".join(unknown))
        if unknown and role == Qt.ItemDataRole.BackgroundRole:
            return WARN
        if role == Qt.ItemDataRole.FontRole and row[_KIND] in ("withdrawn", "penalty", "end"):
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if index.column() in NUMERIC:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        return super().data(index, role)


class MoveTable(QTableView):
    """The move list's view: right-click a play to accept its words or withdraw it."""

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        model = self.model()
        index = self.indexAt(event.pos())
        entries: list[Action] = []
        if isinstance(model, MoveListModel) and index.isValid():
            entries = model.word_actions(index) + model.move_actions(index)
        if not entries:
            super().contextMenuEvent(event)
            return
        menu = QMenu(self)
        for label, run in entries:
            menu.addAction(label).triggered.connect(run)  # held by the action, gone with the menu
        menu.exec(event.globalPos())
        menu.deleteLater()
