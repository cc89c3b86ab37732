"""The question of an entry in the PASSWORD log: the player asked, the kind
of question, the letter, and the answer said at the table (or Pass).

It offers only what the rules allow on the circle rolled
(:func:`~wordmastermind.core.password.game.options`), and says in a tooltip
why something is not offered; with the password recorded it shows the right
answer too. The texts are the entry form's (translated in its Qt context,
``EntryForm``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QStandardItemModel
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

from wordmastermind.core.password.board import CHANCE_CIRCLES, LETTERS, MAX_LENGTH
from wordmastermind.core.password.errors import PasswordError
from wordmastermind.core.password.game import Game, Options, State, suggested_answer
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
from wordmastermind.gui.i18n import Retranslating, filled, rule_text
from wordmastermind.gui.password.texts import answer_text

if TYPE_CHECKING:
    from wordmastermind.core.password.options import TargetOptions

CIRCLE, LETTER, AGAIN = "circle", "letter", "again"
KINDS = (CIRCLE, LETTER, AGAIN)
PER_ROW = 9


class QuestionBox(Retranslating, QGroupBox):
    """Ask: whom, what, and the answer; an entry is made with Yes, No or Pass."""

    entered = Signal(object)
    """The question with its answer, or a pass, to add to the log."""
    refused = Signal(str)
    """Why the question cannot be made yet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._state: State | None = None
        self._circle: int | None = None
        self._options: Options | None = None
        self.target_combo = QComboBox()
        self.target_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.kind_buttons = {kind: QRadioButton() for kind in KINDS}
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
            self.letter_group.addButton(tool)
            self.letter_buttons[letter] = tool
        self.letters_grid = QGridLayout()
        self.letters_grid.setSpacing(2)
        self.letters_grid.setColumnStretch(PER_ROW, 1)
        self.position_spin = QSpinBox()
        self.position_spin.setRange(1, MAX_LENGTH)
        self.position_label = QLabel()
        self.position_label.setBuddy(self.position_spin)
        self.yes_button = QPushButton()
        self.no_button = QPushButton()
        self.pass_button = QPushButton()
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
        self.target_label = QLabel()
        self.target_label.setBuddy(self.target_combo)
        target_row.addWidget(self.target_label)
        target_row.addWidget(self.target_combo, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(target_row)
        layout.addLayout(kinds)
        layout.addLayout(self.letters_grid)
        layout.addLayout(answer)
        layout.addWidget(self.suggestion)
        layout.addWidget(self.hint)
        self.target_combo.currentIndexChanged.connect(self._refresh_question)
        self.kind_group.buttonClicked.connect(self._refresh_question)
        self.letter_group.buttonClicked.connect(self._refresh_answer)
        self.yes_button.clicked.connect(self._answer_yes)
        self.no_button.clicked.connect(self._answer_no)
        self.pass_button.clicked.connect(self._pass)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("EntryForm", "Ask"))
        self.target_combo.setAccessibleName(QCoreApplication.translate("EntryForm", "The player asked"))
        self.target_label.setText(QCoreApplication.translate("EntryForm", "As&k:"))
        self.kind_buttons[CIRCLE].setText(QCoreApplication.translate("EntryForm", "A letter of the &circle?"))
        self.kind_buttons[LETTER].setText(QCoreApplication.translate("EntryForm", "&Letter …?"))
        self.kind_buttons[AGAIN].setText(QCoreApplication.translate("EntryForm", "… &again?"))
        self.kind_buttons[AGAIN].setToolTip(
            QCoreApplication.translate("EntryForm", "Does a letter already found occur again?"))
        for letter, tool in self.letter_buttons.items():
            tool.setAccessibleName(QCoreApplication.translate("EntryForm", "Letter {0}").format(letter))
        self.position_spin.setAccessibleName(QCoreApplication.translate("EntryForm", "Position"))
        self.position_label.setText(QCoreApplication.translate("EntryForm", "at p&osition"))
        self.yes_button.setText(QCoreApplication.translate("EntryForm", "&Yes"))
        self.no_button.setText(QCoreApplication.translate("EntryForm", "&No"))
        self.pass_button.setText(QCoreApplication.translate("EntryForm", "Pa&ss"))
        self.pass_button.setToolTip(
            QCoreApplication.translate("EntryForm", "Nothing is left to ask on this circle: the turn passes"))
        self._target_tips()
        self._question_texts()
        self._letter_tips()
        self._show_suggestion()

    def show_options(self, game: Game | None, state: State | None, circle: int | None,
                     options_: Options | None) -> None:
        """What may be asked on ``circle`` now (``options_``; None: nothing, the box is off)."""
        self._game, self._state, self._circle, self._options = game, state, circle, options_
        self.setEnabled(options_ is not None)
        self._fill_targets()
        self._refresh_question()

    def pick(self, letter: str) -> bool:
        """A letter typed: it becomes the letter asked, if it is offered; True when it is."""
        button = self.letter_buttons.get(letter)
        if button is None or not (button.isVisible() and button.isEnabled()):
            return False
        button.setChecked(True)
        button.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self._refresh_answer()
        return True

    def reset(self) -> None:
        """After an entry: no letter chosen, and the position at 1 (not the last question's)."""
        self._uncheck(self.letter_group)
        self.position_spin.setValue(1)

    # --------------------------------------------------------------- state

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

    def target(self) -> str:
        return self.target_combo.currentText()

    def set_target(self, name: str) -> None:
        self.target_combo.setCurrentIndex(self.target_combo.findText(name))

    def _uncheck(self, group: QButtonGroup) -> None:
        group.setExclusive(False)
        for button in group.buttons():
            button.setChecked(False)
        group.setExclusive(True)

    # ------------------------------------------------------------ showing

    def _fill_targets(self) -> None:
        current = self.target()
        self.target_combo.blockSignals(True)
        self.target_combo.clear()
        model = self.target_combo.model()
        assert isinstance(model, QStandardItemModel)
        first_open = -1
        for i, target in enumerate(self._options.targets if self._options else ()):
            self.target_combo.addItem(target.target)
            if not target.any:
                model.item(i).setEnabled(False)
            elif first_open < 0:
                first_open = i
        self._target_tips()
        index = self.target_combo.findText(current)
        if index < 0 or not model.item(index).isEnabled():
            index = first_open
        self.target_combo.setCurrentIndex(index)
        self.target_combo.setMinimumWidth(self.target_combo.sizeHint().width())  # each name whole
        self.target_combo.blockSignals(False)

    def _target_tips(self) -> None:
        """Why a player may not be asked on this circle, on their item."""
        model = self.target_combo.model()
        assert isinstance(model, QStandardItemModel)
        for i, target in enumerate(self._options.targets if self._options else ()):
            if not target.any:
                model.item(i).setToolTip(QCoreApplication.translate(
                    "EntryForm", "Nothing is left to ask {0} on circle {1}").format(target.target, target.circle))

    def _probe(self, question: Question) -> str | None:
        """Why ``question`` may not be asked now, or None if it may."""
        assert self._game is not None
        try:
            suggested_answer(self._game, question)
        except PasswordError as error:
            return rule_text(error)
        return None

    def _question(self, kind: str | None, letter: str | None, answer: Answer = NO) -> Question | None:
        state, circle, target = self._state, self._circle, self.target()
        if state is None or state.hand is None or circle is None or not target or kind is None:
            return None
        if kind == CIRCLE:
            return CircleQuestion(state.hand, target, circle, answer)
        if letter is None:
            return None
        make = LetterQuestion if kind == LETTER else AgainQuestion
        return make(state.hand, target, circle, letter, answer)

    def _chosen(self) -> TargetOptions | None:
        """What may be asked of the player chosen, if one is."""
        options_ = self._options
        if options_ is not None and self.target_combo.currentIndex() >= 0:
            return options_.targets[self.target_combo.currentIndex()]
        return None

    @staticmethod
    def _allowed(chosen: TargetOptions | None) -> dict[str, bool]:
        return {
            CIRCLE: bool(chosen and chosen.circle_letters),
            LETTER: bool(chosen and chosen.letters),
            AGAIN: bool(chosen and chosen.again),
        }

    @Slot()
    def _refresh_question(self) -> None:
        options_ = self._options
        chosen = self._chosen()
        allowed = self._allowed(chosen)
        for kind, button in self.kind_buttons.items():
            button.setEnabled(allowed[kind])
        current = self.kind()
        if current is None or not allowed[current]:
            current = next((k for k in (CIRCLE, LETTER, AGAIN) if allowed[k]), None)
            if current is None:
                self._uncheck(self.kind_group)
            else:
                self.kind_buttons[current].setChecked(True)
        self._show_letters(chosen, current)
        self.pass_button.setDefault(options_ is not None and options_.must_pass)
        self._question_texts()
        self._refresh_answer()

    def _question_texts(self) -> None:
        """Why a kind of question is not offered (its tooltip), and the hint under the box."""
        options_ = self._options
        chosen = self._chosen()
        allowed = self._allowed(chosen)
        for kind, button in self.kind_buttons.items():
            reason: str | None = ""
            if chosen is not None and not allowed[kind]:
                if kind == CIRCLE and chosen.circle in CHANCE_CIRCLES:
                    reason = QCoreApplication.translate(
                        "EntryForm", "On a chance circle, ask for a letter, any letter")
                elif kind == CIRCLE:
                    question = self._question(CIRCLE, None)
                    reason = (self._probe(question) if question is not None else None) or ""
                elif kind == LETTER:
                    reason = QCoreApplication.translate(
                        "EntryForm", "Every letter of circle {0} is answered for {1}").format(
                        chosen.circle, chosen.target)
                elif kind == AGAIN:
                    reason = filled(QCoreApplication.translate(
                        "EntryForm", "No letter of circle {0} found in {1}'s word may occur again"),
                        chosen.circle, chosen.target)
            button.setToolTip(reason or "")
        if options_ is not None and options_.must_pass:
            self.hint.setText(QCoreApplication.translate(
                "EntryForm", "{0} has nothing left to ask on circle {1} and passes.").format(
                options_.asker, options_.circle))
        elif chosen is not None and not chosen.any:
            self.hint.setText(QCoreApplication.translate(
                "EntryForm", "Nothing is left to ask {0} on circle {1}: ask another "
                             "player.").format(chosen.target, chosen.circle))
        else:
            self.hint.clear()
        self.hint.setVisible(bool(self.hint.text()))

    def _show_letters(self, chosen: TargetOptions | None, kind: str | None) -> None:
        while self.letters_grid.count():
            self.letters_grid.takeAt(0)
        for button in self.letter_buttons.values():
            button.hide()
            button.setToolTip("")
        circle = self._circle
        if kind not in (LETTER, AGAIN) or circle is None or self._game is None:
            return
        assert chosen is not None
        offered = chosen.letters if kind == LETTER else chosen.again
        for i, letter in enumerate(self._game.board.letters(circle)):
            button = self.letter_buttons[letter]
            self.letters_grid.addWidget(button, i // PER_ROW, i % PER_ROW)
            button.show()
            button.setEnabled(letter in offered)
        self._letter_tips()
        current = self.letter()
        if current is not None and current not in offered:
            self._uncheck(self.letter_group)

    def _letter_tips(self) -> None:
        """Why a letter of the circle is not offered, on its button."""
        kind, circle, chosen = self.kind(), self._circle, self._chosen()
        if kind not in (LETTER, AGAIN) or circle is None or self._game is None or chosen is None:
            return
        offered = chosen.letters if kind == LETTER else chosen.again
        for letter in self._game.board.letters(circle):
            reason = None
            question = self._question(kind, letter)
            if letter not in offered and question is not None:
                reason = self._probe(question)
            self.letter_buttons[letter].setToolTip(reason or "")

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
        self.yes_button.setDefault(False)
        self.no_button.setDefault(False)
        right = self._show_suggestion()
        if right is not None:
            if right.position is not None:
                self.position_spin.setValue(right.position)
            (self.yes_button if right.yes else self.no_button).setDefault(True)

    def _show_suggestion(self) -> Answer | None:
        """Show the answer the recorded password gives (or why the question cannot be asked); that answer."""
        game = self._game
        question = self._question(self.kind(), self.letter())
        text = ""
        right = None
        if question is not None and self._options is not None and game is not None:
            try:
                right = suggested_answer(game, question)
            except PasswordError as error:
                text = rule_text(error)
            if right is not None:
                text = filled(QCoreApplication.translate("EntryForm", "{0}'s recorded password answers: {1}"),
                              question.target, answer_text(right))
        self.suggestion.setText(text)
        self.suggestion.setVisible(bool(text))
        return right

    # ------------------------------------------------------------ entering

    def answer(self, yes: bool) -> Answer:
        """The answer as set: yes (at the position, for a letter in niveau 1) or no."""
        if not yes:
            return NO
        if self.position_spin.isVisibleTo(self) and self.kind() in (LETTER, AGAIN):
            return Answer.at(int(self.position_spin.property("value")))
        return YES

    @Slot()
    def _answer_yes(self) -> None:
        self._answer(True)

    @Slot()
    def _answer_no(self) -> None:
        self._answer(False)

    def _answer(self, yes: bool) -> None:
        try:
            question = self._question(self.kind(), self.letter(), self.answer(yes))
        except PasswordError as error:
            self.refused.emit(rule_text(error))
            return
        if question is None:
            self.refused.emit(
                QCoreApplication.translate("EntryForm", "Choose the player asked, the question and the letter first."))
            return
        self.entered.emit(question)

    @Slot()
    def _pass(self) -> None:
        state, circle = self._state, self._circle
        if state is None or state.hand is None or circle is None:
            self.refused.emit(
                QCoreApplication.translate("EntryForm", "Roll the dice first: a pass names the circle rolled."))
            return
        self.entered.emit(Pass(state.hand, circle))
