"""For the game master's eyes only: the French words that still fit each player.

A word fits a player when it gives every answer the log records about that
player (:func:`~wordmastermind.core.password.grid.candidates`). The words
are the French list's words of 2 to 8 letters A–Z (accents dropped, as the
board writes them), the most frequent first. Counting runs in the
background, only while the panel is shown, and narrows the last count when
the log only grew; nothing here goes into a report.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QListWidget,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.password.game import Game, State
from wordmastermind.core.password.board import MAX_LENGTH, MIN_LENGTH
from wordmastermind.core.password.grid import Fact, Grid, candidates, reconstruct
from wordmastermind.gui.i18n import Retranslating, says_one
from wordmastermind.gui.password.texts import retranslate_rows
from wordmastermind.gui.rowmodel import Index, Row, RowModel
from wordmastermind.gui.widgets.table_keys import tab_leaves

if TYPE_CHECKING:
    from wordmastermind.core.lexicon import Lexicon
    from wordmastermind.gui.word_checker import WordChecker

PLAYER, COUNT, KNOWN, RECORDED = range(4)
SHOWN_WORDS = 500
_PASSWORD = re.compile(f"[A-Z]{{{MIN_LENGTH},{MAX_LENGTH}}}")


def password_words(lexicon: Lexicon) -> tuple[str, ...]:
    """The list's words that can be passwords, the most frequent first."""
    words = [w for w in lexicon.words if _PASSWORD.fullmatch(w)]
    words.sort(key=lambda w: (-lexicon.zipf.get(w, 0.0), w))
    return tuple(words)


@dataclass(frozen=True)
class Found:
    """The words that fit one player's grid, as counted for ``facts``."""

    name: str
    length: int | None
    facts: tuple[Fact, ...]
    words: tuple[str, ...]
    secret: str


def count(words: Sequence[str], grids: Sequence[Grid], secrets: Sequence[str],
          before: dict[str, Found]) -> list[Found]:
    """Each grid's candidates; a grid whose facts only grew narrows its last count."""
    found = []
    for grid, secret in zip(grids, secrets):
        old = before.get(grid.target)
        pool: Sequence[str] = words
        if old is not None and old.length == grid.agreed_length and \
                grid.facts[: len(old.facts)] == old.facts:
            pool = old.words
        found.append(Found(grid.target, grid.agreed_length, grid.facts,
                           candidates(pool, grid), secret))
    return found


class CandidatesModel(RowModel):
    """Player, how many words fit, the letters every one agrees on, the recorded password."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.found: list[Found] = []

    def headers(self) -> Sequence[str]:
        return (self.tr("Player"), self.tr("Words"), self.tr("All agree on"), self.tr("Recorded"))

    def set_found(self, found: list[Found]) -> None:
        self.found = found
        self.refresh()

    def retranslate(self) -> None:
        """The titles and the rows in the interface's language, the selection kept."""
        retranslate_rows(self)

    def build_rows(self) -> list[Row]:
        rows: list[Row] = []
        for f in self.found:
            lengths = {len(w) for w in f.words}
            known = ""
            if len(lengths) == 1:
                known = " ".join(c or "_" for c in reconstruct(f.words, lengths.pop()))
            recorded = f.secret
            if f.secret and f.secret not in f.words:
                recorded = self.tr("{0} (not among them)").format(f.secret)
            rows.append((f.name, len(f.words), known, recorded))
        return rows

    def row_key(self, row: Row) -> Hashable:
        key: Hashable = row[PLAYER]
        return key

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.TextAlignmentRole and index.isValid() and index.column() == COUNT:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and index.isValid() and index.column() == RECORDED:
            if "(" in str(self.cell(index)):
                return self.tr("The recorded password is not in the French list, or an answer "
                               "about it is wrong.")
        return super().data(index, role)


class _Relay(QObject):
    done = Signal(object)


class CandidatesPanel(Retranslating, QWidget):
    """The count per player, and the words of the one selected."""

    def __init__(self, checker: WordChecker | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._checker = checker
        self._game: Game | None = None
        self._state: State | None = None
        self._dirty = True
        self._generation = 0
        self._words: tuple[str, ...] | None = None
        self._words_of: int | None = None
        self._before: dict[str, Found] = {}
        self._said: tuple[str, int] = ("", 0)
        self.busy = False
        self._relay = _Relay(self)
        self._relay.done.connect(self._arrived)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("background: rgba(220, 50, 47, 50); padding: 6px;")
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.model = CandidatesModel(self)
        self.table = tab_leaves(QTableView())
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.words = QListWidget()
        self.words_label = QLabel()
        right = QWidget()
        column = QVBoxLayout(right)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.words_label)
        column.addWidget(self.words)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.table)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.warning)
        layout.addWidget(self.caption)
        layout.addWidget(splitter, 1)
        self.table.selectionModel().currentRowChanged.connect(self._show_words)
        if checker is not None:
            checker.ready.connect(self._changed)
        self.retranslate()

    def retranslate(self) -> None:
        self.warning.setText(self.tr(
            "<b>For the game master's eyes only.</b> Never in a report: do not show this to "
            "the players."))
        self.table.setToolTip(self.tr(
            "Words: how many words of the list give every recorded answer. All agree on: the "
            "letters every one of them has at the same place. Recorded: the password on the "
            "sheet, if any."))
        self.table.setAccessibleName(self.tr("Candidates"))
        self.table.setAccessibleDescription(self.tr("How many words of the list fit each player's password"))
        self.words.setAccessibleName(self.tr("Words that fit"))
        self.words.setAccessibleDescription(self.tr("The words that fit the chosen player's password"))
        self.model.retranslate()
        self._show_caption()
        self._show_count()

    def show_game(self, game: Game | None, state: State | None) -> None:
        self._game, self._state = game, state
        self._changed()

    @Slot()
    def _changed(self) -> None:
        self._dirty = True
        if self.isVisible():
            self.update_now()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._dirty:
            self.update_now()

    def update_now(self) -> None:
        """Count again, in the background; the table follows when done."""
        self._dirty = False
        self._generation += 1
        game, state = self._game, self._state
        lexicon = None if self._checker is None else self._checker.lexicon()
        if game is None or state is None:
            self._say("set up")
            self.model.set_found([])
            self._show_words()
            return
        if lexicon is None:
            self._say("loading" if self._checker is not None else "no lists")
            return
        self.busy = True
        self._say("counting")
        generation, before = self._generation, dict(self._before)
        words = self._words if self._words_of == id(lexicon) else None
        grids = state.grids
        secrets = [side.secret for side in game.sides]

        def work() -> None:
            pool = words if words is not None else password_words(lexicon)
            result = (generation, id(lexicon), pool, count(pool, grids, secrets, before))
            try:
                self._relay.done.emit(result)
            except RuntimeError:
                pass  # the panel was closed meanwhile

        threading.Thread(target=work, name="password candidates", daemon=True).start()

    @Slot(object)
    def _arrived(self, result: tuple[int, int, tuple[str, ...], list[Found]]) -> None:
        generation, lexicon_id, pool, found = result
        self._words, self._words_of = pool, lexicon_id
        self._before = {f.name: f for f in found}
        if generation != self._generation:
            return  # the log changed meanwhile: a newer count is on its way
        self.busy = False
        self.model.set_found(found)
        if not self.table.currentIndex().isValid() and self.model.rowCount():
            self.table.selectRow(0)
        self._say("counted", len(pool))
        self._show_words()

    def _say(self, what: str, number: int = 0) -> None:
        self._said = (what, number)
        self._show_caption()

    def _show_caption(self) -> None:
        """What the panel is doing, or how many words it counted from."""
        what, number = self._said
        self.caption.setText(
            self.tr("Set up the players first.") if what == "set up"
            else self.tr("Loading the French words…") if what == "loading"
            else self.tr("No word lists in this window.") if what == "no lists"
            else self.tr("Counting the French words that fit…") if what == "counting"
            else self.tr("Of {0} French words of 2 to 8 letters, those that give every answer the log records "
                         "about each player, the most frequent first.").format(number) if what == "counted"
            else "")

    def _show_words(self) -> None:
        self.words.clear()
        row = self.table.currentIndex().row()
        if 0 <= row < len(self.model.found):
            self.words.addItems(list(self.model.found[row].words[:SHOWN_WORDS]))
        self._show_count()

    def _show_count(self) -> None:
        """How many words fit the player selected."""
        row = self.table.currentIndex().row()
        if not 0 <= row < len(self.model.found):
            self.words_label.clear()
            return
        found = self.model.found[row]
        shown = min(len(found.words), SHOWN_WORDS)
        more = len(found.words) - shown
        self.words_label.setText(
            (self.tr("{0}: {1} word") if says_one(len(found.words)) else self.tr("{0}: {1} words")).format(
                found.name, len(found.words)) if not more
            else self.tr("{0}: {1} words, the {2} most frequent shown").format(
                found.name, len(found.words), shown))
