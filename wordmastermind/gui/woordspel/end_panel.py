"""The end of the game (the tiles each player has left, whose values are
deducted), penalties, and the standings line with the deduction and the winner."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from wordmastermind.core.woordspel.board import tiles_value
from wordmastermind.core.woordspel.game import Game
from wordmastermind.core.woordspel.sheet import Sheet
from wordmastermind.gui.i18n import Retranslating, filled
from wordmastermind.gui.widgets.colors import PROBLEM_STYLE
from wordmastermind.gui.woordspel.tiles_panel import scrolled_column



def standings_text(game: Game, sheet: Sheet) -> str:
    """The standings as rich text: totals, how the game ended, the deduction, the winner."""
    names = [html.escape(n) for n in game.players]
    parts: list[str] = []
    if sheet.redealt and sheet.state.is_empty:
        parts.append(QCoreApplication.translate("WoordspelStandings", "Both players passed in turns 1 and 2: the tiles are dealt anew (once). "
                         "The first word still has to come, on h8, with at least 4 letters."))
    elif sheet.redealt:
        parts.append(QCoreApplication.translate("WoordspelStandings", "The tiles were dealt anew after both players passed in turns 1 and 2."))
    if sheet.final and game.end is not None:
        lines = []
        for player, name in enumerate(names):
            left = game.end.racks[player]
            if sheet.deductions[player] < 0:  # went out: the others' tiles are added (Scrabble)
                others = "".join(r for i, r in enumerate(game.end.racks) if i != player)
                added = -sheet.deductions[player]
                text = QCoreApplication.translate(
                    "WoordspelStandings", "{0}: {1} scored + {2} for the others' tiles left ({3}) = <b>{4}</b>")
                if added == 2 * tiles_value(others, sheet.rules.values):  # the tournament ending of two players
                    text = QCoreApplication.translate(
                        "WoordspelStandings", "{0}: {1} scored + {2}, twice the opponent's tiles left ({3}) = <b>{4}</b>")
                lines.append(text.format(name, sheet.scored[player], added, html.escape(others), sheet.totals[player]))
                continue
            if sheet.deductions[player] == 0 and left:  # the tournament ending: the opponent keeps the score
                lines.append(QCoreApplication.translate(
                    "WoordspelStandings", "{0}: {1} scored, the tiles left ({2}) not deducted = <b>{3}</b>").format(
                    name, sheet.scored[player], html.escape(left), sheet.totals[player]))
                continue
            lines.append(QCoreApplication.translate("WoordspelStandings", "{0}: {1} scored − {2} for the tiles left ({3}) = <b>{4}</b>").format(
                name, sheet.scored[player], sheet.deductions[player], html.escape(left) or "—",
                sheet.totals[player]))
        parts.append("<br>".join(lines))
    else:
        parts.append(" · ".join(f"{name} <b>{total}</b>" for name, total in zip(names, sheet.totals)))
    if sheet.ending == "passes":
        turns = sheet.pass_turns
        over = QCoreApplication.translate("WoordspelStandings", "The game is over: three passes in a row (turns {0} to {1}).").format(turns[0], turns[-1])
        if not sheet.rules.passes_only:
            over = QCoreApplication.translate(
                "WoordspelStandings", "The game is over: {0} turns in a row without points (turns {1} to {2}).").format(
                len(turns), turns[0], turns[-1])
        if not sheet.final:
            over += " " + QCoreApplication.translate("WoordspelStandings", "Enter the tiles each player has left (End of the game) to deduct them.")
        parts.append(over)
    elif sheet.ending == "out" and game.end is not None:
        out = next(i for i, rack in enumerate(game.end.racks) if not rack)
        parts.append(QCoreApplication.translate("WoordspelStandings", "The game is over: {0} has no tiles left and the bag is empty.").format(names[out]))
    first, second = sheet.totals
    best = max(first, second)
    if sheet.final:
        if sheet.winner is None:
            parts.append(QCoreApplication.translate("WoordspelStandings", "<b>Draw</b> (remise): {0} points each.").format(best))
        else:
            parts.append(QCoreApplication.translate("WoordspelStandings", "<b>Winner: {0}</b> with {1} points.").format(names[sheet.winner], best))
    elif game.moves:
        if first == second:
            parts.append(QCoreApplication.translate("WoordspelStandings", "Level at {0} points each.").format(best))
        else:
            leader = names[0 if first > second else 1]
            parts.append(QCoreApplication.translate("WoordspelStandings", "Leading: {0} by {1}.").format(leader, abs(first - second)))
    return "<br>".join(parts)


class EndPanel(Retranslating, QWidget):
    """Enter the tiles left at the end (or remove the end), and penalties."""

    endRequested = Signal()
    removeEndRequested = Signal()
    penaltyRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.left_labels = [QLabel(), QLabel()]
        self.left_edits = [QLineEdit(), QLineEdit()]
        self.end_button = QPushButton()
        self.remove_end_button = QPushButton()
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # "Tiles left by" a long name: above
        for label, edit in zip(self.left_labels, self.left_edits):
            label.setBuddy(edit)
            label.setTextFormat(Qt.TextFormat.PlainText)
            form.addRow(label, edit)
            edit.returnPressed.connect(self.endRequested)
        end_buttons = QHBoxLayout()
        end_buttons.addWidget(self.end_button)
        end_buttons.addWidget(self.remove_end_button)
        end_buttons.addStretch(1)
        self.problem = QLabel()  # why the end was refused: under the button clicked
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(PROBLEM_STYLE)
        self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem.hide()

        self.penalty_player = QComboBox()
        self.penalty_player.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.penalty_player.addItems(["", ""])  # the two players, named in _show_names
        self.penalty_points = QSpinBox()
        self.penalty_points.setRange(1, 999)
        self.penalty_points.setValue(10)
        self.penalty_button = QPushButton()
        penalty = QHBoxLayout()
        self.penalty_label = QLabel()
        self.penalty_label.setBuddy(self.penalty_player)
        penalty.addWidget(self.penalty_label)
        penalty.addWidget(self.penalty_player, 1)
        penalty_points = QHBoxLayout()  # a line of its own: the player's whole name above has the room
        penalty_points.addWidget(self.penalty_points)
        penalty_points.addWidget(self.penalty_button)
        penalty_points.addStretch(1)

        self._area, column = scrolled_column(self)
        column.addWidget(self.note)
        column.addLayout(form)
        column.addLayout(end_buttons)
        column.addWidget(self.problem)
        column.addSpacing(6)
        column.addLayout(penalty)
        column.addLayout(penalty_points)
        column.addStretch(1)
        self.end_button.clicked.connect(self.endRequested)
        self.remove_end_button.clicked.connect(self.removeEndRequested)
        self.penalty_button.clicked.connect(self.penaltyRequested)
        self.show_game(None)
        self.retranslate()

    def retranslate(self) -> None:
        self.note.setText(self.tr(
            "The game ends after three passes in a row, or when a player has no tiles left and "
            "the bag is empty (leave that player's field empty). Enter the tiles each player "
            "has left: their values are deducted, and the winner is known."))
        self.end_button.setText(self.tr("En&d the game"))
        self.remove_end_button.setText(self.tr("Rem&ove the end"))
        for edit in self.left_edits:
            edit.setPlaceholderText(self.tr("letters, ? for a blank; empty: none"))
        self.penalty_button.setText(self.tr("Add a pena&lty"))
        self.penalty_button.setToolTip(self.tr("Points taken from a player (a time penalty); no turn"))
        self.penalty_label.setText(self.tr("Penalty:"))
        self.penalty_player.setAccessibleName(self.tr("Player given the penalty"))
        self.penalty_points.setAccessibleName(self.tr("Penalty points"))
        self._area.setAccessibleName(self.tr("End of the game"))
        self._show_names()

    def say_problem(self, text: str) -> None:
        """Why the end (or a penalty) was refused, under its button; nothing: all is well."""
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    def racks_left(self) -> tuple[str, str]:
        first, second = (edit.text().strip() for edit in self.left_edits)
        return first, second

    def _show_names(self) -> None:
        """The players' names (before a game: "Player 1" and "Player 2") in the labels and the penalty box."""
        game = self._game
        names = game.players if game is not None else (self.tr("Player 1"), self.tr("Player 2"))
        for player, (label, name) in enumerate(zip(self.left_labels, names)):
            label.setText(filled(self.tr("Tiles left by {0}:"), name))
            self.penalty_player.setItemText(player, name)
        self.penalty_player.setMinimumWidth(0)
        self.penalty_player.setMinimumWidth(self.penalty_player.sizeHint().width())  # each name whole: the box is at least as wide as its longest

    def forget(self) -> None:
        """Another game comes (New, Open, Close): the tiles left typed for this one, and a refusal, go."""
        for edit in self.left_edits:
            edit.clear()
        self.say_problem("")

    def show_game(self, game: Game | None) -> None:
        self._game = game
        self._show_names()
        if game is not None and game.end is not None:
            for edit, rack in zip(self.left_edits, game.end.racks):
                edit.setText(rack)
        ended = game is not None and game.end is not None
        for edit in self.left_edits:
            edit.setReadOnly(ended)
        self.end_button.setEnabled(game is not None and not ended)
        self.remove_end_button.setEnabled(ended)
        self.penalty_button.setEnabled(game is not None and not ended)
