"""Find (Ctrl+F) on the rounds page: a word or a name, across all rounds.

The hits are listed round by round; choosing one (a click, or Enter) shows
its round and selects its row.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from wordmastermind.core.wmm.game import Game
from wordmastermind.core.words import name_key
from wordmastermind.gui.i18n import Retranslating
from wordmastermind.gui.widgets.search_field import SearchField

_PLACE = Qt.ItemDataRole.UserRole


def find_guesses(game: Game, text: str) -> list[tuple[int, int]]:
    """(round, row), 1-based round and 0-based saved row, of the guesses whose word or names hold ``text``."""
    key = name_key(text.strip())
    if not key:
        return []
    return [
        (number, row)
        for number, round_ in enumerate(game.rounds, 1)
        for row, guess in enumerate(round_.guesses)
        if any(key in name_key(value) for value in (guess.word, guess.guesser, guess.target))
    ]


class FindBar(Retranslating, QWidget):
    """A search field and its hits; hidden until asked for."""

    chosen = Signal(int, int)
    """A hit chosen: round (1-based), saved row (0-based)."""

    def __init__(self, game: Callable[[], Game], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self.field = SearchField()
        self.count = QLabel()
        self.hits = QListWidget()
        self._room = 0  # the height of the page the bar is on
        self.fit_to(0)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.field, 1)
        row.addWidget(self.count)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.hits)
        self.field.textChanged.connect(self.refresh)
        self.field.returnPressed.connect(self._choose_current)
        self.hits.itemActivated.connect(self._choose)
        self.hits.itemClicked.connect(self._choose)
        self.field.installEventFilter(self)
        self.hits.installEventFilter(self)
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        self.field.setPlaceholderText(self.tr("Find a word or a name in every round"))
        game = self._game()
        for i in range(self.hits.count()):  # named anew in place: the hit chosen stays
            item = self.hits.item(i)
            number, row = item.data(_PLACE)
            if number <= len(game.rounds) and row < len(game.rounds[number - 1].guesses):
                item.setText(self._hit_text(game, number, row))
        if self.count.text():
            self.count.setText(self.tr("Hits: {0}").format(self.hits.count()))

    def fit_to(self, room: int) -> None:
        """Show three to seven hits, about a seventh of ``room`` (the page's height); the rest scroll."""
        self._room = room
        hits = self.hits
        line = hits.sizeHintForRow(0) if hits.count() else hits.fontMetrics().height()
        rows = max(3, min(7, room // 7 // max(1, line)))
        hits.setMaximumHeight(rows * line + 2 * hits.frameWidth())

    def open(self) -> None:
        self.show()
        self.refresh()
        self.field.setFocus()
        self.field.selectAll()

    def refresh(self) -> None:
        """List the hits of the text in the game as it stands."""
        if not self.isVisible():
            return
        game = self._game()
        self.hits.clear()
        found = find_guesses(game, self.field.text())
        for number, row in found:
            item = QListWidgetItem(self._hit_text(game, number, row))
            item.setData(_PLACE, (number, row))
            self.hits.addItem(item)
        if self.field.text().strip():
            self.count.setText(self.tr("Hits: {0}").format(len(found)))
        else:
            self.count.setText("")
        if found:
            self.hits.setCurrentRow(0)
        self.fit_to(self._room)  # measured by the rows' own height

    def _hit_text(self, game: Game, number: int, row: int) -> str:
        guess = game.rounds[number - 1].guesses[row]
        return self.tr("Round {0}, row {1}: {2} at {3}: {4}").format(
            number, row + 1, guess.guesser, guess.target, guess.word or "–"
        )

    def _choose_current(self) -> None:
        self._choose(self.hits.currentItem() or self.hits.item(0))

    def _choose(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            number, row = item.data(_PLACE)
            self.chosen.emit(number, row)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() == Qt.Key.Key_Escape:
                self.hide()
                return True
            if watched is self.field and event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Up):
                step = 1 if event.key() == Qt.Key.Key_Down else -1
                self.hits.setCurrentRow(max(0, min(self.hits.currentRow() + step, self.hits.count() - 1)))
                return True
        return super().eventFilter(watched, event)
