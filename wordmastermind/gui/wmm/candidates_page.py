"""For the game master only: how many nouns still fit each secret word.

The numbers fall round by round as marks are published; a word with few
candidates is nearly solved, one with many leaves its guessers little to go
on. Nothing here ever goes into a report.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QListWidget,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.wmm.candidates import Contradiction, WordCandidates
from wordmastermind.gui.i18n import Retranslating, rule_text
from wordmastermind.gui.roles import SORT_ROLE
from wordmastermind.gui.rowmodel import Index, Row, RowModel
from wordmastermind.gui.widgets.table_keys import tab_leaves
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.word_checker import WordChecker

PLAYER, COUNT, BY_ROUND = range(3)


class CandidatesModel(RowModel):
    """One row per secret word still in play: its candidates now and by round."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.found: list[WordCandidates] = []

    def headers(self) -> Sequence[str]:
        return (self.tr("Player"), self.tr("Candidates"), self.tr("By round"))

    def retranslate(self) -> None:
        """The titles in the interface's language (the rows are the core's words and numbers)."""
        self._forget_titles()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.titles()) - 1)
        rows = self.rowCount()
        if rows:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, len(self.titles()) - 1))

    def set_found(self, found: list[WordCandidates]) -> None:
        self.found = found
        self.refresh()

    def build_rows(self) -> list[Row]:
        return [(w.name, w.count, " › ".join(str(n) for n in w.counts)) for w in self.found]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == SORT_ROLE and index.isValid():
            return self.cell(index)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == COUNT:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and index.isValid() and self.found[index.row()].count == 0:
            return self.tr("No noun in the list fits: the secret word itself is not in the list.")
        return super().data(index, role)


class CandidatesPage(Retranslating, QWidget):
    def __init__(
        self, document: GameDocument, checker: WordChecker | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.document = document
        self.checker = checker
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.model = CandidatesModel(self)
        self.table = tab_leaves(QTableView())
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(BY_ROUND, QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.words = QListWidget()
        self.hints_label = QLabel()
        self.hints = QListWidget()
        self._hints_found: list[Contradiction] = []
        self.words_label = QLabel()
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.words_label)
        right_layout.addWidget(self.words)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.table)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(splitter, 3)
        layout.addWidget(self.hints_label)
        layout.addWidget(self.hints, 1)
        self._dirty = True
        # what the caption says: whether counted, the words' language ("": no lists), the words, the round
        self._caption: tuple[bool, str, int, int] | None = None
        document.changed.connect(self._changed)
        if checker is not None:
            checker.ready.connect(self._changed)
        self.table.selectionModel().currentRowChanged.connect(self._show_words)
        self.retranslate()

    def retranslate(self) -> None:
        self.hints_label.setText(self.tr("Guesses that could not be the word by earlier marks:"))
        self.words_label.setText(self.tr("The words that still fit:"))
        self.table.setAccessibleName(self.tr("Candidates"))
        self.table.setAccessibleDescription(self.tr("How many nouns still fit each secret word, now and by round"))
        self.words.setAccessibleName(self.tr("The words that still fit"))
        self.words.setAccessibleDescription(self.tr("The words that still fit the chosen player's secret word"))
        self.hints.setAccessibleName(self.tr("Guesses that could not be the word"))
        self.hints.setAccessibleDescription(self.tr("Guesses that could not be the word by earlier marks"))
        self.model.retranslate()
        for row, found in enumerate(self._hints_found):
            item = self.hints.item(row)
            if item is not None:
                item.setText(rule_text(found.message))
        self._say_caption()

    def _changed(self) -> None:
        self._dirty = True
        if self.isVisible():
            self.update_now()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._dirty:
            self.update_now()

    def update_now(self) -> None:
        """Count again (only while the page is shown: it is not free)."""
        from wordmastermind.core.wmm.candidates import analyse, contradictions

        self._dirty = False
        evaluation = self.document.evaluation
        settings = self.document.game.settings
        nouns = self.checker.nouns(settings.word_rules) if self.checker else None
        if nouns is None:
            self._caption = (False, settings.word_language if self.checker is not None else "", 0, 0)
            self._say_caption()
            self.model.set_found([])
            self._show_hints([])
            return
        self.model.set_found(analyse(evaluation, nouns))
        if not self.table.currentIndex().isValid() and self.model.rowCount():
            self.table.selectRow(0)
        self._caption = (True, settings.word_language, len(nouns), evaluation.round)
        self._say_caption()
        self._show_hints(contradictions(evaluation))
        self._show_words()

    def _say_caption(self) -> None:
        """The caption as the last count left it (none yet: nothing), in the interface's language."""
        if self._caption is None:
            return
        counted, language, count, number = self._caption
        if counted:
            self.caption.setText((
                self.tr(
                    "For the game master only, never in a report: of {0} nouns of the game's length and "
                    "letters, how many still fit each secret word after round {1}."
                ) if language == "de" else self.tr(
                    "For the game master only, never in a report: of {0} words of the list of the game's "
                    "length and letters, how many still fit each secret word after round {1}."
                )).format(count, number)
            )
        else:
            self.caption.setText(self._loading(language) if language else self.tr("No word lists in this window."))

    def _show_hints(self, found: list[Contradiction]) -> None:
        self._hints_found = found
        self.hints.clear()
        self.hints.addItems([rule_text(c.message) for c in found])
        self.hints_label.setVisible(bool(found))
        self.hints.setVisible(bool(found))

    def _loading(self, language: str) -> str:
        """What the caption says while the game's word lists load."""
        if language == "nl":
            return self.tr("Loading the Dutch word list…")
        if language == "fr":
            return self.tr("Loading the French word list…")
        return self.tr("Loading the German nouns…")

    def _show_words(self) -> None:
        self.words.clear()
        row = self.table.currentIndex().row()
        if 0 <= row < len(self.model.found):
            self.words.addItems(list(self.model.found[row].words))
