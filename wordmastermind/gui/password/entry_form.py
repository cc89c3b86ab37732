"""Entering the next entry of the log: whose turn it is, a guess, the dice,
and the question on the circle rolled, with its answer.

The form offers only what the rules allow now: the opponents still in, the
kinds of question left for them on the circle (:func:`~wordmastermind.core.password.game.options`),
the letters not answered yet, and Pass. What it does not offer says why in
its tooltip (``for Bob, D is already crossed (entry 3)``). The answer is what
was said at the table; with the password recorded the form shows the right
answer too, and the core refuses an answer it cannot take (a position
outside the word, one that contradicts the grid) with the reason.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QFont, QKeyEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.password.game import Game, Options, State, options, suggested_answer
from wordmastermind.core.password.board import (
    CHANCE_CIRCLES,
    CIRCLES,
    LETTERS,
    MAX_LENGTH,
    VOWEL_CIRCLE,
    Board,
    Roll,
    roll_dice,
)
from wordmastermind.core.password.errors import PasswordError
from wordmastermind.core.password.log import (
    NO,
    YES,
    AgainQuestion,
    Answer,
    CircleQuestion,
    LetterQuestion,
    Pass,
    Question,
)
from wordmastermind.gui.password.dice import DiceWidget
from wordmastermind.gui.password.guess_box import GuessBox
from wordmastermind.gui.password.texts import answer_text

CIRCLE, LETTER, AGAIN = "circle", "letter", "again"
KINDS = (CIRCLE, LETTER, AGAIN)
PER_ROW = 9


def circle_label(board: Board, number: int) -> str:
    """``2 · D W S N J``; ``3 · chance``."""
    if number in CHANCE_CIRCLES:
        return QCoreApplication.translate("EntryForm", "{0} · chance").format(number)
    return f"{number} · {' '.join(board.letters(number))}"


class EntryForm(QWidget):
    entered = Signal(object)
    """An entry to add to the log (a question with its answer, a guess, a pass)."""
    refused = Signal(str)
    """Something the form cannot even make into an entry; why."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rng = random.Random()
        self._game: Game | None = None
        self._state: State | None = None
        self._options: Options | None = None
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
        self._build_question()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.turn_label)
        layout.addWidget(self.next_label)
        layout.addWidget(self.out_label)
        layout.addWidget(self.guess)
        layout.addWidget(self.roll_box)
        layout.addWidget(self.question_box)
        layout.addStretch(1)
        self.show_game(None, None)

    # ------------------------------------------------------------ building

    def _build_roll(self) -> None:
        self.roll_box = QGroupBox(self.tr("The dice"))
        self.dice = DiceWidget()
        self.roll_button = QPushButton(self.tr("&Roll"))
        self.roll_button.setToolTip(self.tr("Roll two dice here, or set the circle rolled at the table"))
        self.circle_combo = QComboBox()
        self.circle_combo.setAccessibleName(self.tr("The circle the pawn is on"))
        self.circle_combo.addItem("—", None)
        for number in CIRCLES:
            self.circle_combo.addItem(str(number), number)
        self.circle_info = QLabel()
        self.circle_info.setWordWrap(True)
        circle_row = QHBoxLayout()
        circle_label_ = QLabel(self.tr("Circle:"))
        circle_label_.setBuddy(self.circle_combo)
        circle_row.addWidget(circle_label_)
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

    def _build_question(self) -> None:
        self.question_box = QGroupBox(self.tr("Ask"))
        self.target_combo = QComboBox()
        self.target_combo.setAccessibleName(self.tr("The player asked"))
        self.kind_buttons = {
            CIRCLE: QRadioButton(self.tr("A letter of the &circle?")),
            LETTER: QRadioButton(self.tr("&Letter …?")),
            AGAIN: QRadioButton(self.tr("… &again?")),
        }
        self.kind_buttons[AGAIN].setToolTip(self.tr("Does a letter already found occur again?"))
        self.kind_group = QButtonGroup(self)
        kinds = QHBoxLayout()
        for button in self.kind_buttons.values():
            self.kind_group.addButton(button)
            kinds.addWidget(button)
        kinds.addStretch(1)
        self.letter_buttons: dict[str, QToolButton] = {}
        self.letter_group = QButtonGroup(self)
        for letter in LETTERS:
            tool = QToolButton()
            tool.setText(letter)
            tool.setCheckable(True)
            tool.setMinimumWidth(self.fontMetrics().horizontalAdvance("MM") + 8)
            tool.setAccessibleName(self.tr("Letter {0}").format(letter))
            self.letter_group.addButton(tool)
            self.letter_buttons[letter] = tool
        self.letters_grid = QGridLayout()
        self.letters_grid.setSpacing(2)
        self.letters_grid.setColumnStretch(PER_ROW, 1)
        self.position_spin = QSpinBox()
        self.position_spin.setRange(1, MAX_LENGTH)
        self.position_spin.setAccessibleName(self.tr("Position"))
        self.position_label = QLabel(self.tr("at p&osition"))
        self.position_label.setBuddy(self.position_spin)
        self.yes_button = QPushButton(self.tr("&Yes"))
        self.no_button = QPushButton(self.tr("&No"))
        self.pass_button = QPushButton(self.tr("Pa&ss"))
        self.pass_button.setToolTip(self.tr("Nothing is left to ask on this circle: the turn passes"))
        answer = QHBoxLayout()
        answer.addWidget(self.yes_button)
        answer.addWidget(self.position_label)
        answer.addWidget(self.position_spin)
        answer.addWidget(self.no_button)
        answer.addStretch(1)
        answer.addWidget(self.pass_button)
        self.suggestion = QLabel()
        self.suggestion.setWordWrap(True)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        target_row = QHBoxLayout()
        target_label = QLabel(self.tr("As&k:"))
        target_label.setBuddy(self.target_combo)
        target_row.addWidget(target_label)
        target_row.addWidget(self.target_combo, 1)
        layout = QVBoxLayout(self.question_box)
        layout.addLayout(target_row)
        layout.addLayout(kinds)
        layout.addLayout(self.letters_grid)
        layout.addLayout(answer)
        layout.addWidget(self.suggestion)
        layout.addWidget(self.hint)
        self.target_combo.currentIndexChanged.connect(self._refresh_question)
        self.kind_group.buttonClicked.connect(self._refresh_question)
        self.letter_group.buttonClicked.connect(self._refresh_answer)
        self.yes_button.clicked.connect(lambda: self._answer(True))
        self.no_button.clicked.connect(lambda: self._answer(False))
        self.pass_button.clicked.connect(self._pass)

    # --------------------------------------------------------------- state

    def circle(self) -> int | None:
        data = self.circle_combo.currentData()
        return None if data is None else int(data)

    def set_circle(self, circle: int | None) -> None:
        self.circle_combo.setCurrentIndex(self.circle_combo.findData(circle) if circle else 0)

    def kind(self) -> str | None:
        for kind, button in self.kind_buttons.items():
            if button.isChecked():
                return kind
        return None

    def set_kind(self, kind: str) -> None:
        self.kind_buttons[kind].setChecked(True)
        self._refresh_question()

    def letter(self) -> str | None:
        button = self.letter_group.checkedButton()
        return None if button is None or button.isHidden() else button.text()

    def set_letter(self, letter: str) -> None:
        self.letter_buttons[letter.upper()].setChecked(True)
        self._refresh_answer()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A letter typed in the form picks that letter, if offered (a text field keeps its own keys).

        So the question is asked from the keyboard as the players say it:
        Alt+L for "Letter …?", then the letter, then Alt+Y or Alt+N.
        """
        text = event.text().upper()
        button = self.letter_buttons.get(text) if len(text) == 1 else None
        if button is not None and not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier:
            if button.isVisible() and button.isEnabled():
                button.setChecked(True)
                button.setFocus(Qt.FocusReason.ShortcutFocusReason)
                self._refresh_answer()
                event.accept()
                return
        super().keyPressEvent(event)

    def target(self) -> str:
        return self.target_combo.currentText()

    def set_target(self, name: str) -> None:
        self.target_combo.setCurrentIndex(self.target_combo.findText(name))

    def _uncheck(self, group: QButtonGroup) -> None:
        group.setExclusive(False)
        for button in group.buttons():
            button.setChecked(False)
        group.setExclusive(True)

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
        self._uncheck(self.letter_group)
        self.guess.clear()
        self.set_circle(None)

    # ------------------------------------------------------------ showing

    def show_game(self, game: Game | None, state: State | None) -> None:
        self._game, self._state = game, state
        board = game.board if game is not None else Board()
        for index in range(1, self.circle_combo.count()):
            self.circle_combo.setItemText(index, circle_label(board, int(self.circle_combo.itemData(index))))
        if game is None or state is None:
            self.turn_label.setText(self.tr("Set up the players first."))
            self.next_label.clear()
            self.out_label.clear()
        elif state.over:
            self.turn_label.setText(self.tr("{0} wins!").format(state.winner))
            self.next_label.setText(self.tr("The game is over."))
        else:
            self.turn_label.setText(self.tr("{0}'s turn").format(state.hand))
        if state is not None and state.eliminations:
            self.out_label.setText(self.tr("Out: {0}").format("; ".join(
                self.tr("{0} ({1}, found by {2} in entry {3})").format(e.side, e.word, e.by, e.number)
                for e in state.eliminations)))
        else:
            self.out_label.clear()
        self.out_label.setVisible(bool(self.out_label.text()))
        running = game is not None and state is not None and not state.over
        self.roll_box.setEnabled(running)
        self._circle_changed()

    @Slot()
    def _circle_changed(self) -> None:
        game, state, circle = self._game, self._state, self.circle()
        running = game is not None and state is not None and not state.over
        if self.dice.roll is not None and self.dice.roll.circle != circle:
            self.dice.set_roll(None)  # the circle was set by hand
        self.guess.show_game(game, state, rolled=circle is not None)
        self._options = None
        if running and circle is not None:
            assert game is not None
            self._options = options(game, circle)
        if circle is None:
            self.circle_info.setText(self.tr("Roll, or set the circle rolled."))
        elif circle in CHANCE_CIRCLES:
            self.circle_info.setText(self.tr("A chance circle: ask for any letter."))
        else:
            self.circle_info.setText(self.tr("The vowel circle.") if circle == VOWEL_CIRCLE
                                     else self.tr("A consonant circle."))
        if running and state is not None:
            self.next_label.setText(
                self.tr("Guess a password, or roll the dice.") if circle is None
                else self.tr("Circle {0}: ask a player a question.").format(circle))
        self.question_box.setEnabled(self._options is not None)
        self._fill_targets()
        self._refresh_question()

    def _fill_targets(self) -> None:
        current = self.target()
        self.target_combo.blockSignals(True)
        self.target_combo.clear()
        model = self.target_combo.model()
        assert isinstance(model, QStandardItemModel)
        first_open = -1
        for i, target in enumerate(self._options.targets if self._options else ()):
            self.target_combo.addItem(target.target)
            item = model.item(i)
            if not target.any:
                item.setEnabled(False)
                item.setToolTip(self.tr("Nothing is left to ask {0} on circle {1}").format(
                    target.target, target.circle))
            elif first_open < 0:
                first_open = i
        index = self.target_combo.findText(current)
        if index < 0 or not model.item(index).isEnabled():
            index = first_open
        self.target_combo.setCurrentIndex(index)
        self.target_combo.blockSignals(False)

    def _probe(self, question: Question) -> str | None:
        """Why ``question`` may not be asked now, or None if it may."""
        assert self._game is not None
        try:
            suggested_answer(self._game, question)
        except PasswordError as error:
            return str(error)
        return None

    def _question(self, kind: str | None, letter: str | None, answer: Answer = NO) -> Question | None:
        state, circle, target = self._state, self.circle(), self.target()
        if state is None or state.hand is None or circle is None or not target or kind is None:
            return None
        if kind == CIRCLE:
            return CircleQuestion(state.hand, target, circle, answer)
        if letter is None:
            return None
        make = LetterQuestion if kind == LETTER else AgainQuestion
        return make(state.hand, target, circle, letter, answer)

    @Slot()
    def _refresh_question(self) -> None:
        options_ = self._options
        chosen = None
        if options_ is not None and self.target_combo.currentIndex() >= 0:
            chosen = options_.targets[self.target_combo.currentIndex()]
        allowed = {
            CIRCLE: bool(chosen and chosen.circle_letters),
            LETTER: bool(chosen and chosen.letters),
            AGAIN: bool(chosen and chosen.again),
        }
        for kind, button in self.kind_buttons.items():
            button.setEnabled(allowed[kind])
            reason: str | None = ""
            if chosen is not None and not allowed[kind]:
                if kind == CIRCLE and chosen.circle in CHANCE_CIRCLES:
                    reason = self.tr("On a chance circle, ask for a letter, any letter")
                elif kind == CIRCLE:
                    question = self._question(CIRCLE, None)
                    reason = (self._probe(question) if question is not None else None) or ""
                elif kind == LETTER:
                    reason = self.tr("Every letter of circle {0} is answered for {1}").format(
                        chosen.circle, chosen.target)
                elif kind == AGAIN:
                    reason = self.tr("No letter of circle {0} found in {1}'s word may occur again").format(
                        chosen.circle, chosen.target)
            button.setToolTip(reason or "")
        current = self.kind()
        if current is None or not allowed[current]:
            current = next((k for k in (CIRCLE, LETTER, AGAIN) if allowed[k]), None)
            if current is None:
                self._uncheck(self.kind_group)
            else:
                self.kind_buttons[current].setChecked(True)
        self._show_letters(chosen, current)
        must_pass = options_ is not None and options_.must_pass
        self.pass_button.setDefault(must_pass)
        if must_pass and options_ is not None:
            self.hint.setText(self.tr("{0} has nothing left to ask on circle {1}: {0} passes.").format(
                options_.asker, options_.circle))
        elif chosen is not None and not chosen.any:
            self.hint.setText(self.tr("Nothing is left to ask {0} on circle {1}: ask another "
                                      "player.").format(chosen.target, chosen.circle))
        else:
            self.hint.clear()
        self.hint.setVisible(bool(self.hint.text()))
        self._refresh_answer()

    def _show_letters(self, chosen: object, kind: str | None) -> None:
        while self.letters_grid.count():
            self.letters_grid.takeAt(0)
        for button in self.letter_buttons.values():
            button.hide()
        circle = self.circle()
        if kind not in (LETTER, AGAIN) or circle is None or self._game is None:
            return
        from wordmastermind.core.password.options import TargetOptions

        assert isinstance(chosen, TargetOptions)
        offered = chosen.letters if kind == LETTER else chosen.again
        for i, letter in enumerate(self._game.board.letters(circle)):
            button = self.letter_buttons[letter]
            self.letters_grid.addWidget(button, i // PER_ROW, i % PER_ROW)
            button.show()
            button.setEnabled(letter in offered)
            reason = None
            question = self._question(kind, letter)
            if letter not in offered and question is not None:
                reason = self._probe(question)
            button.setToolTip(reason or "")
        current = self.letter()
        if current is not None and current not in offered:
            self._uncheck(self.letter_group)

    @Slot()
    def _refresh_answer(self) -> None:
        kind = self.kind()
        game = self._game
        positions = kind in (LETTER, AGAIN) and game is not None and game.niveau == 1
        self.position_label.setVisible(positions)
        self.position_spin.setVisible(positions)
        question = self._question(kind, self.letter())
        ready = question is not None and self._options is not None
        self.yes_button.setEnabled(ready)
        self.no_button.setEnabled(ready)
        self.pass_button.setEnabled(self._options is not None)
        self.suggestion.clear()
        self.yes_button.setDefault(False)
        self.no_button.setDefault(False)
        if ready and game is not None and question is not None:
            try:
                right = suggested_answer(game, question)
            except PasswordError as error:
                self.suggestion.setText(str(error))
                right = None
            if right is not None:
                self.suggestion.setText(self.tr("{0}'s recorded password answers: {1}").format(
                    question.target, answer_text(right)))
                if right.position is not None:
                    self.position_spin.setValue(right.position)
                (self.yes_button if right.yes else self.no_button).setDefault(True)
        self.suggestion.setVisible(bool(self.suggestion.text()))

    # ------------------------------------------------------------ entering

    def answer(self, yes: bool) -> Answer:
        """The answer as set: yes (at the position, for a letter in niveau 1) or no."""
        if not yes:
            return NO
        if self.position_spin.isVisibleTo(self) and self.kind() in (LETTER, AGAIN):
            return Answer.at(int(self.position_spin.property("value")))
        return YES

    def _answer(self, yes: bool) -> None:
        try:
            question = self._question(self.kind(), self.letter(), self.answer(yes))
        except PasswordError as error:
            self.refused.emit(str(error))
            return
        if question is None:
            self.refused.emit(self.tr("Choose the player asked, the question and the letter first."))
            return
        self.entered.emit(question)

    @Slot()
    def _pass(self) -> None:
        state, circle = self._state, self.circle()
        if state is None or state.hand is None or circle is None:
            self.refused.emit(self.tr("Roll the dice first: a pass names the circle rolled."))
            return
        self.entered.emit(Pass(state.hand, circle))
