"""A word guess: "is your password ...?", made on one's turn before rolling.

Only the players still in may be guessed at; a right guess puts the player
out and keeps the turn, a wrong one passes it. With the password recorded,
the box says which answer is right (the core refuses the other).
"""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.password.game import Game, State, guess_targets, suggested_answer
from wordmastermind.core.password.errors import PasswordError
from wordmastermind.core.password.log import NO, YES, WordGuess
from wordmastermind.core.password.messages import PASSWORD
from wordmastermind.gui.i18n import Retranslating, filled, rule_text


class GuessBox(Retranslating, QGroupBox):
    """Whose password, the word, and Right / Wrong."""

    entered = Signal(object)
    """A :class:`WordGuess` to enter."""
    refused = Signal(str)
    """The guess cannot be made (a word that cannot be a password); why."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._hand: str | None = None
        self._waits_for_circle = False
        self.target_combo = QComboBox()
        self.target_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.word_edit = QLineEdit()
        self.right_button = QPushButton()
        self.wrong_button = QPushButton()
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.target_combo)
        row.addWidget(self.word_edit, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.right_button)
        buttons.addWidget(self.wrong_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addLayout(buttons)
        layout.addWidget(self.hint)
        self.right_button.clicked.connect(self._enter_right)
        self.wrong_button.clicked.connect(self._enter_wrong)
        self.word_edit.textChanged.connect(self._suggest)
        self.target_combo.currentIndexChanged.connect(self._suggest)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Guess a password (before rolling)"))
        self.target_combo.setAccessibleName(self.tr("Whose password is guessed"))
        self.word_edit.setPlaceholderText(self.tr("the word said aloud"))
        self.right_button.setText(self.tr("R&ight"))
        self.right_button.setToolTip(self.tr("It is the password: the player is out, and the "
                                             "guesser keeps the turn"))
        self.wrong_button.setText(self.tr("&Wrong"))
        self.wrong_button.setToolTip(self.tr("It is not the password: the turn passes"))
        self._show_tip()
        self._suggest()

    def show_game(self, game: Game | None, state: State | None, rolled: bool) -> None:
        self._game = game
        self._hand = None if state is None else state.hand
        targets = () if game is None or state is None or state.over else guess_targets(game)
        current = self.target_combo.currentText()
        self.target_combo.blockSignals(True)
        self.target_combo.clear()
        self.target_combo.addItems(list(targets))
        self.target_combo.setMinimumWidth(self.target_combo.sizeHint().width())  # each name whole: the box is at least as wide as its longest
        if current in targets:
            self.target_combo.setCurrentText(current)
        self.target_combo.blockSignals(False)
        allowed = bool(targets) and not rolled
        self.setEnabled(allowed)
        self._waits_for_circle = bool(targets) and rolled
        self._show_tip()
        self._suggest()

    def _show_tip(self) -> None:
        self.setToolTip(self.tr("A guess comes before rolling the dice; set the circle back to "
                                "“—” to guess instead") if self._waits_for_circle else "")

    def guess(self, right: bool) -> WordGuess:
        """The guess in the box; raises PasswordError for a word that cannot be one."""
        if self._hand is None:
            raise PasswordError(PASSWORD.say("password.game_over"))
        return WordGuess(self._hand, self.target_combo.currentText(), self.word_edit.text(),
                         YES if right else NO)

    @Slot()
    def _suggest(self) -> None:
        game = self._game
        text = ""
        if game is not None and self._hand is not None and self.word_edit.text().strip() \
                and self.target_combo.currentText():
            try:
                answer = suggested_answer(game, self.guess(False))
            except PasswordError as error:
                text = rule_text(error)
            else:
                if answer is not None:
                    target = self.target_combo.currentText()
                    text = filled(self.tr("{0}'s recorded password: right") if answer.yes
                                  else self.tr("{0}'s recorded password: wrong"), target)
        self.hint.setText(text)
        self.hint.setVisible(bool(text))

    @Slot()
    def _enter_right(self) -> None:
        self._enter(True)

    @Slot()
    def _enter_wrong(self) -> None:
        self._enter(False)

    def _enter(self, right: bool) -> None:
        try:
            guess = self.guess(right)
        except PasswordError as error:
            self.refused.emit(rule_text(error))
            return
        self.entered.emit(guess)

    def clear(self) -> None:
        self.word_edit.clear()
