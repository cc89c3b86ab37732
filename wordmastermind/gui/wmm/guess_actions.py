"""Deleting guesses and moving them to another round: Edit ▸ Delete Guess and the rows' menu.

Each is one undoable step that the core makes (``without_guesses``,
``with_guesses_moved``); the rows are the saved ones, however the table is
sorted or filtered.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from wordmastermind.gui.i18n import Phrase
from wordmastermind.gui.wmm.round_view import RoundTableView


class GuessActions(QObject):
    """The actions on the selected guesses of a round table."""

    def __init__(self, table: RoundTableView, round_count: Callable[[], int], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self._round_count = round_count
        self.delete = QAction(table)
        self.delete.setShortcuts(QKeySequence.StandardKey.Delete)
        self.delete.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.delete.triggered.connect(self.delete_selected)
        table.addAction(self.delete)
        table.selectionModel().selectionChanged.connect(self.update)
        table.selectionModel().currentChanged.connect(self.update)
        table.round_model().modelReset.connect(self.update)
        table.round_model().document.changed.connect(self.update)
        table.more_actions = self.fill_menu
        self.update()
        self.retranslate()

    def retranslate(self) -> None:
        """The actions' texts in the interface's language (its page calls it: this is no widget)."""
        self.delete.setText(self.tr("&Delete Guess"))

    def rows(self) -> list[int]:
        """The saved rows of the selected guesses (the empty row left out)."""
        if not self.table.selectionModel().hasSelection():
            return []
        return self.table.selected_rows()

    def update(self) -> None:
        self.delete.setEnabled(bool(self.rows()) and self.table.round_model().editable())

    def delete_selected(self) -> None:
        rows = self.rows()
        if rows:
            self.table.round_model().remove_rows(rows)

    def move_selected(self, to: int) -> None:
        rows = self.rows()
        model = self.table.round_model()
        number = model.number
        if not rows:
            return
        label = Phrase.counted(len(rows), Phrase.tr("Move {0} guess from round {1} to round {2}"),
                               Phrase.tr("Move {0} guesses from round {1} to round {2}"), number, to)
        model.apply_edit(label, lambda game: game.with_guesses_moved(number, rows, to))

    def fill_menu(self, menu: QMenu) -> None:
        """The rows' context menu: Delete, and Move to Round ▸ each other round."""
        self.update()
        if not self.delete.isEnabled():
            return
        if not menu.isEmpty():
            menu.addSeparator()
        menu.addAction(self.delete)
        model = self.table.round_model()
        ended = model.document.evaluation.game_over_after
        others = [n for n in range(1, self._round_count() + 1)
                  if n != model.number and (ended is None or n <= ended)]
        move = menu.addMenu(self.tr("&Move to Round"))
        move.setEnabled(bool(others))
        entered = len(model.document.game.rounds)
        for number in others:
            label = self.tr("Round {0}") if number <= entered else self.tr("Round {0} (new)")
            move.addAction(label.format(number)).setData(number)
        move.triggered.connect(self._move_chosen)

    def _move_chosen(self, action: QAction) -> None:
        self.move_selected(action.data())
