"""The log on screen: the table, the answers a recorded password contradicts,
and the correction of a wrong answer.

A wrong answer must be corrected as soon as it is noticed (rules: "vous
devez impérativement annoncer votre erreur"). Select its entry, give the
right answer, and the sheet records the correction: the turns stay as
played, the grids and everything after follow the corrected answer.
"""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.password.game import Game, State, Step
from wordmastermind.core.password.board import MAX_LENGTH
from wordmastermind.core.password.log import (
    NO,
    YES,
    AgainQuestion,
    Answer,
    CircleQuestion,
    Correction,
    LetterQuestion,
    WordGuess,
)
from wordmastermind.gui.i18n import Retranslating
from wordmastermind.gui.widgets.colors import WARNING_STYLE
from wordmastermind.gui.password.log_model import LogModel
from wordmastermind.gui.password.problem_label import ProblemLabel
from wordmastermind.gui.password.texts import answer_text, question_text
from wordmastermind.gui.widgets.table_keys import tab_leaves


class LogPanel(Retranslating, QWidget):
    correctionRequested = Signal(int, object)
    """Entry number, the right :class:`Answer`."""
    removeLastRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._state: State | None = None
        self.model = LogModel(self)
        self.table = tab_leaves(QTableView())
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.wrong_label = QLabel()
        self.wrong_label.setWordWrap(True)
        self.wrong_label.setStyleSheet(WARNING_STYLE)

        self.correction_box = QWidget()
        self.selected_label = QLabel()
        self.selected_label.setWordWrap(True)
        self.yes_button = QPushButton()
        self.position_label = QLabel()
        self.position_spin = QSpinBox()
        self.position_spin.setRange(1, MAX_LENGTH)
        self.position_label.setBuddy(self.position_spin)
        self.no_button = QPushButton()
        self.remove_button = QPushButton()
        self.problem = ProblemLabel()
        box = QHBoxLayout(self.correction_box)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.yes_button)
        box.addWidget(self.position_label)
        box.addWidget(self.position_spin)
        box.addWidget(self.no_button)
        box.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.selected_label, 1)
        top.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.wrong_label)
        layout.addLayout(top)
        layout.addWidget(self.correction_box)
        layout.addWidget(self.problem)
        self.table.selectionModel().currentRowChanged.connect(self._show_selected)
        self.yes_button.clicked.connect(self._correct_yes)
        self.no_button.clicked.connect(self._correct_no)
        self.remove_button.clicked.connect(self.removeLastRequested)
        self.show_game(None, None)
        self.retranslate()

    def retranslate(self) -> None:
        self.table.setAccessibleName(self.tr("Log of the questions"))
        self.table.setAccessibleDescription(self.tr("Every question in turn: who asks whom, the circle, the"
                                                    " question, the answer and what followed"))
        self.yes_button.setText(self.tr("Correct to yes"))
        self.position_label.setText(self.tr("at position"))
        self.no_button.setText(self.tr("Correct to no"))
        self.remove_button.setText(self.tr("Remo&ve the last entry"))
        self.remove_button.setToolTip(self.tr("Take the last entry off the log (Undo does too, "
                                              "but only until the game is closed)"))
        self.model.retranslate()
        self._show_wrong()
        self._describe_selected()

    def show_game(self, game: Game | None, state: State | None) -> None:
        self._game, self._state = game, state
        self.model.show_game(game, state)
        self.table.resizeColumnsToContents()
        self._show_wrong()
        self.remove_button.setEnabled(bool(game is not None and game.log))
        self._show_selected()

    def _show_wrong(self) -> None:
        """The answers the recorded passwords contradict."""
        wrong = self.model.wrong
        self.wrong_label.setText(
            self.tr("Answers the recorded passwords contradict, to be corrected: {0}.").format(
                "; ".join(
                    self.tr("entry {0} ({1}): given “{2}”, corrected to “{3}”, right “{4}”").format(
                        w.number, w.target, answer_text(w.given), answer_text(w.answer), answer_text(w.right))
                    if w.corrected else
                    self.tr("entry {0} ({1}): given “{2}”, right “{3}”").format(
                        w.number, w.target, answer_text(w.given), answer_text(w.right))
                    for w in wrong)) if wrong else "")
        self.wrong_label.setVisible(bool(wrong))

    def select_entry(self, number: int) -> None:
        """Select entry ``number`` (1-based) of the log."""
        index = self.model.index(number - 1, 0)
        self.table.selectRow(number - 1)
        self.table.setCurrentIndex(index)
        self.table.scrollTo(index)

    def selected_number(self) -> int | None:
        """The entry whose answer a correction would correct, if one is selected."""
        row = self.table.currentIndex().row()
        if not 0 <= row < self.model.rowCount():
            return None
        entry = self.model.entry(row)
        return entry.number if isinstance(entry, Correction) else row + 1

    def _selected_step(self) -> tuple[int | None, Step | None]:
        number = self.selected_number()
        state = self._state
        return number, None if state is None or number is None else state.steps[number - 1]

    @Slot()
    def _show_selected(self) -> None:
        number, step = self._selected_step()
        entry = None if step is None else step.entry
        correctable = isinstance(entry, (CircleQuestion, LetterQuestion, AgainQuestion))
        self.correction_box.setEnabled(correctable)
        self.correction_box.setVisible(correctable)
        game = self._game
        positions = (isinstance(entry, (LetterQuestion, AgainQuestion)) and game is not None
                     and game.niveau == 1)
        self.position_label.setVisible(positions)
        self.position_spin.setVisible(positions)
        if correctable and step is not None:
            right = next((w.right for w in self.model.wrong if w.number == number), None)
            if right is not None and right.position is not None:
                self.position_spin.setValue(right.position)
            elif right is None and step.answer is not None and step.answer.position is not None:
                self.position_spin.setValue(step.answer.position)
        self._describe_selected()

    def _describe_selected(self) -> None:
        """What the entry selected asked and was answered, or how to correct one."""
        number, step = self._selected_step()
        entry = None if step is None else step.entry
        if step is None or entry is None:
            self.selected_label.setText(self.tr("A wrong answer? Select it in the log to correct it."))
            return
        if not isinstance(entry, (CircleQuestion, LetterQuestion, AgainQuestion)):
            why = (self.tr("a word guess is settled at the table: remove the entries back to it "
                           "instead") if isinstance(entry, WordGuess)
                   else self.tr("a pass has no answer"))
            self.selected_label.setText(self.tr("Entry {0}: {1}.").format(number, why))
            return
        question = question_text(entry, self._game, step)
        if step.corrected:
            text = self.tr("Entry {0}: {1} asked {2} “{3}”, answered “{4}”, corrected to “{5}”.").format(
                number, entry.asker, entry.target, question, answer_text(step.given), answer_text(step.answer))
        else:
            text = self.tr("Entry {0}: {1} asked {2} “{3}”, answered “{4}”.").format(
                number, entry.asker, entry.target, question, answer_text(step.answer))
        right = next((w.right for w in self.model.wrong if w.number == number), None)
        if right is not None:
            text += " " + self.tr("The recorded password answers “{0}”.").format(answer_text(right))
        self.selected_label.setText(text)

    def answer(self, yes: bool) -> Answer:
        if not yes:
            return NO
        if self.position_spin.isVisibleTo(self):
            return Answer.at(int(self.position_spin.property("value")))
        return YES

    @Slot()
    def _correct_yes(self) -> None:
        self._correct(True)

    @Slot()
    def _correct_no(self) -> None:
        self._correct(False)

    def _correct(self, yes: bool) -> None:
        number = self.selected_number()
        if number is not None:
            self.correctionRequested.emit(number, self.answer(yes))
