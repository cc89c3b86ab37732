"""Looking back at a word: pick a player, see every guess at their word."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.gui.i18n import Retranslating, counted, filled
from wordmastermind.gui.widgets.following_page import FollowingPage
from wordmastermind.gui.widgets.table_keys import tab_leaves
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.word_model import WordModel

if TYPE_CHECKING:
    from wordmastermind.core.wmm.results import Evaluation


class WordsPage(Retranslating, FollowingPage):
    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.players = QListWidget()
        self._listed: Evaluation | None = None  # the evaluation the players' list was made of
        self.model = WordModel(document, self)
        self.table = tab_leaves(QTableView())
        self.table.setModel(self.model)
        self.table.setAlternatingRowColors(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.caption)
        right_layout.addWidget(self.table, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.players)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self.players.currentTextChanged.connect(self._player_chosen)
        document.changed.connect(self.document_changed)
        self.retranslate()

    def retranslate(self) -> None:
        self.players.setAccessibleName(self.tr("Players"))
        self.players.setAccessibleDescription(self.tr("Choose a player: every guess at their word is shown beside"))
        self.table.setAccessibleName(self.tr("Guesses at the word"))
        self.table.setAccessibleDescription(self.tr("Every guess at the chosen player's word"))
        self.model.retranslate()
        if self._listed is not None:  # named anew in place: the player chosen stays
            for i, label in enumerate(self._labels(self._listed)):
                self.players.item(i).setText(label)
        if self._stale:  # behind the game while hidden, as it was
            self._update_caption()
        else:
            self.update_from_document()

    def _player_chosen(self, text: str) -> None:
        row = self.players.currentRow()
        names = [p.name for p in self.document.game.players]
        self.model.set_player(names[row] if 0 <= row < len(names) else "")
        self._update_caption()

    def show_player(self, name: str) -> None:
        names = [p.name for p in self.document.game.players]
        if name in names:
            self.players.setCurrentRow(names.index(name))

    def update_from_document(self) -> None:
        self.model.refresh()
        labels = self._labels(self.document.evaluation)
        current = self.players.currentRow()
        if [self.players.item(i).text() for i in range(self.players.count())] != labels:
            self.players.blockSignals(True)
            self.players.clear()
            for label in labels:
                self.players.addItem(QListWidgetItem(label))
            self.players.blockSignals(False)
            if labels:
                self.players.setCurrentRow(min(max(current, 0), len(labels) - 1))
        self._listed = self.document.evaluation
        self._update_caption()

    def _labels(self, evaluation: Evaluation) -> list[str]:
        """Each player as the list shows them: how many different words were guessed at theirs, or when it fell."""
        labels = []
        for player in evaluation.players:
            if player.guessed_in_round is None:
                words = counted(player.v, self.tr("{0} different word"), self.tr("{0} different words"))
                labels.append(f"{player.name} ({words})")
            else:
                labels.append(self.tr("{0} (guessed in round {1})").format(player.name, player.guessed_in_round))
        return labels

    def _update_caption(self) -> None:
        name = self.model.player
        if not name:
            self.caption.setText(self.tr("Choose a player to see every guess at their word."))
            return
        count = self.model.rowCount()
        self.caption.setText(
            filled(self.tr("{0} guesses at {1}'s word: the list the players work from."), count, name)
        )
