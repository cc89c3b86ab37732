"""Entering the next entry of the log: whose turn it is, a guess, the dice,
and the question on the circle rolled, with its answer.

The form offers only what the rules allow now: the opponents still in, the
kinds of question left for them on the circle (:func:`~wordmastermind.core.password.game.options`),
the letters not answered yet, and Pass. What it does not offer says why in
its tooltip (``for Bob, D is already crossed (entry 3)``). The answer is what
was said at the table; with the password recorded the form shows the right
answer too, and the core refuses an answer it cannot take (a position
outside the word, one that contradicts the grid) with the reason. The
question is a box of its own
(:class:`~wordmastermind.gui.password.question_box.QuestionBox`).
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.password.game import Game, State, options
from wordmastermind.core.password.board import (
    CHANCE_CIRCLES,
    CIRCLES,
    VOWEL_CIRCLE,
    Board,
    Roll,
    roll_dice,
)
from wordmastermind.gui.i18n import Retranslating, filled
from wordmastermind.gui.password.dice import DiceWidget
from wordmastermind.gui.password.guess_box import GuessBox
from wordmastermind.gui.password.question_box import QuestionBox
from wordmastermind.gui.widgets.texts_box import TextsBox


def circle_label(board: Board, number: int) -> str:
    """``2 · D W S N J``; ``3 · chance``."""
    if number in CHANCE_CIRCLES:
        return QCoreApplication.translate("EntryForm", "{0} · chance").format(number)
    return f"{number} · {' '.join(board.letters(number))}"


class EntryForm(Retranslating, QWidget):
    entered = Signal(object)
    """An entry to add to the log (a question with its answer, a guess, a pass)."""
    refused = Signal(str)
    """Something the form cannot even make into an entry; why."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rng = random.Random()
        self._game: Game | None = None
        self._state: State | None = None
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.5)
        big.setBold(True)
        self.turn_label = QLabel()
        self.turn_label.setFont(big)
        self.turn_label.setWordWrap(True)
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)
        self.next_label = QLabel()
        self.next_label.setWordWrap(True)
        self.out_label = QLabel()
        self.out_label.setWordWrap(True)
        self.out_label.setTextFormat(Qt.TextFormat.PlainText)
        self.guess = GuessBox()
        self.guess.entered.connect(self.entered)
        self.guess.refused.connect(self.refused)
        self._build_roll()
        self.question = QuestionBox()
        self.question.entered.connect(self.entered)
        self.question.refused.connect(self.refused)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.turn_label)
        layout.addWidget(self.next_label)
        layout.addWidget(self.out_label)
        layout.addWidget(self.guess)
        layout.addWidget(self.roll_box)
        layout.addWidget(self.question)
        layout.addStretch(1)
        self.show_game(None, None)
        self.retranslate()

    def retranslate(self) -> None:
        self.roll_box.setTitle(self.tr("The dice"))
        self.roll_button.setText(self.tr("&Roll"))
        self.roll_button.setToolTip(self.tr("Roll two dice here, or set the circle rolled at the table"))
        self.circle_combo.setAccessibleName(self.tr("The circle the pawn is on"))
        self.circle_label.setText(self.tr("Circle:"))
        self._circle_texts()
        self._show_texts()

    # ------------------------------------------------------------ building

    def _build_roll(self) -> None:
        self.roll_box = QGroupBox()
        self.dice = DiceWidget()
        self.roll_button = QPushButton()
        self.circle_combo = TextsBox()
        self.circle_combo.addItem("—", None)
        for number in CIRCLES:
            self.circle_combo.addItem(str(number), number)
        self.circle_info = QLabel()
        self.circle_info.setWordWrap(True)
        circle_row = QHBoxLayout()
        self.circle_label = QLabel()
        self.circle_label.setBuddy(self.circle_combo)
        circle_row.addWidget(self.circle_label)
        circle_row.addWidget(self.circle_combo, 1)
        side = QVBoxLayout()
        side.addWidget(self.roll_button)
        side.addLayout(circle_row)
        row = QHBoxLayout(self.roll_box)
        row.addWidget(self.dice)
        row.addLayout(side, 1)
        column_info = QVBoxLayout()
        column_info.addWidget(self.circle_info)
        row.addLayout(column_info, 1)
        self.roll_button.clicked.connect(self.roll)
        self.circle_combo.currentIndexChanged.connect(self._circle_changed)

    # --------------------------------------------------------------- state

    def circle(self) -> int | None:
        data = self.circle_combo.currentData()
        return None if data is None else int(data)

    def set_circle(self, circle: int | None) -> None:
        self.circle_combo.setCurrentIndex(self.circle_combo.findData(circle) if circle else 0)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A letter typed in the form picks that letter, if offered (a text field keeps its own keys).

        So the question is asked from the keyboard as the players say it:
        Alt+L for "Letter …?", then the letter, then Alt+Y or Alt+N.
        """
        text = event.text().upper()
        if len(text) == 1 and not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier:
            if self.question.pick(text):
                event.accept()
                return
        super().keyPressEvent(event)

    @Slot()
    def roll(self) -> Roll:
        """Roll the two dice: the circle they land on becomes the form's circle."""
        roll = roll_dice(self.rng)
        self.dice.set_roll(roll)
        self.set_circle(roll.circle)
        return roll

    def reset(self) -> None:
        """After an entry: the next one starts with a new roll (or a guess)."""
        self.dice.set_roll(None)
        self.question.reset()
        self.guess.clear()
        self.set_circle(None)

    # ------------------------------------------------------------ showing

    def show_game(self, game: Game | None, state: State | None) -> None:
        self._game, self._state = game, state
        self._circle_texts()
        running = game is not None and state is not None and not state.over
        self.roll_box.setEnabled(running)
        self._circle_changed()

    def _circle_texts(self) -> None:
        """Each circle with its letters (the game's board), or "chance"."""
        board = self._game.board if self._game is not None else Board()
        for index in range(1, self.circle_combo.count()):
            self.circle_combo.setItemText(index, circle_label(board, int(self.circle_combo.itemData(index))))

    @Slot()
    def _circle_changed(self) -> None:
        game, state, circle = self._game, self._state, self.circle()
        running = game is not None and state is not None and not state.over
        if self.dice.roll is not None and self.dice.roll.circle != circle:
            self.dice.set_roll(None)  # the circle was set by hand
        self.guess.show_game(game, state, rolled=circle is not None)
        found = None
        if running and circle is not None:
            assert game is not None
            found = options(game, circle)
        self._show_texts()
        self.question.show_options(game, state, circle, found)

    def _show_texts(self) -> None:
        """Whose turn it is, what comes next, who is out, and what the circle is."""
        state, circle = self._state, self.circle()
        if self._game is None or state is None:
            self.turn_label.setText(self.tr("Set up the players first."))
            self.next_label.clear()
        elif state.over:
            self.turn_label.setText(self.tr("{0} wins!").format(state.winner))
            self.next_label.setText(self.tr("The game is over."))
        else:
            self.turn_label.setText(filled(self.tr("{0}'s turn"), state.hand))
            self.next_label.setText(
                self.tr("Guess a password, or roll the dice.") if circle is None
                else self.tr("Circle {0}: ask a player a question.").format(circle))
        if state is not None and state.eliminations:
            self.out_label.setText(self.tr("Out: {0}").format("; ".join(
                self.tr("{0} ({1}, found by {2} in entry {3})").format(e.side, e.word, e.by, e.number)
                for e in state.eliminations)))
        else:
            self.out_label.clear()
        self.out_label.setVisible(bool(self.out_label.text()))
        if circle is None:
            self.circle_info.setText(self.tr("Roll, or set the circle rolled."))
        elif circle in CHANCE_CIRCLES:
            self.circle_info.setText(self.tr("A chance circle: ask for any letter."))
        else:
            self.circle_info.setText(self.tr("The vowel circle.") if circle == VOWEL_CIRCLE
                                     else self.tr("A consonant circle."))
