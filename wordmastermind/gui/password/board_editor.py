"""The board's circle letters, editable and saved with the game.

The rules text names only circle 2 (D, W, S, N, J); the other circles of the
default board are an assumption (:func:`~wordmastermind.gui.password.texts.board_note`).
The user corrects any circle against their own board, or confirms the
letters as they are; until then the note stays on show. Each change is one
undo step; a board the rules cannot play with, or one that would make an
entry of the log impossible (its letter no longer on its circle), is
refused with the reason.
"""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.password.board import (
    CHANCE_CIRCLES,
    CIRCLES,
    VOWEL_CIRCLE,
    Board,
    normalize,
)
from wordmastermind.core.password.errors import PasswordError
from wordmastermind.gui.i18n import Phrase, Retranslating, rule_text
from wordmastermind.gui.password.document import PasswordDocument
from wordmastermind.gui.password.problem_label import ProblemLabel
from wordmastermind.gui.password.texts import board_note

NOTE_STYLE = "background: rgba(230, 160, 0, 60); padding: 6px; border-radius: 4px;"


class BoardEditor(Retranslating, QWidget):
    """One field per lettered circle, the assumption note, and confirm / reset."""

    refused = Signal(str)

    def __init__(self, document: PasswordDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = document
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet(NOTE_STYLE)
        self.checked_label = QLabel()
        self.checked_label.setWordWrap(True)
        self.edits: dict[int, QLineEdit] = {}
        self.circle_labels: dict[int, QLabel] = {}
        self.chance_labels: list[QLabel] = []
        form = QFormLayout()
        for number in CIRCLES:
            label = self.circle_labels[number] = QLabel()
            if number in CHANCE_CIRCLES:
                chance = QLabel()
                self.chance_labels.append(chance)
                form.addRow(label, chance)
                continue
            edit = QLineEdit()
            edit.setMaxLength(14)
            edit.editingFinished.connect(self._edit_finished)
            label.setBuddy(edit)
            form.addRow(label, edit)
            self.edits[number] = edit
        self.y_vowel_check = QCheckBox()
        self.confirm_button = QPushButton()
        self.default_button = QPushButton()
        self.problem = ProblemLabel()
        buttons = QHBoxLayout()
        buttons.addWidget(self.confirm_button)
        buttons.addWidget(self.default_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.checked_label)
        layout.addLayout(form)
        layout.addWidget(self.y_vowel_check)
        layout.addLayout(buttons)
        layout.addWidget(self.problem)
        layout.addStretch(1)
        self.confirm_button.clicked.connect(self.confirm)
        self.y_vowel_check.clicked.connect(self.set_y_vowel)
        self.default_button.clicked.connect(self.reset)
        document.changed.connect(self.load)
        self.load()
        self.retranslate()

    def retranslate(self) -> None:
        self.checked_label.setText(self.tr("The letters are checked against your board."))
        for number, label in self.circle_labels.items():
            label.setText(self.tr("Circle &{0}:").format(number) if number in self.edits and number < 10
                          else self.tr("Circle {0}:").format(number))
        for chance in self.chance_labels:
            chance.setText(self.tr("chance: any letter A–Z"))
        for number, edit in self.edits.items():
            kind = self.tr("vowels") if number == VOWEL_CIRCLE else self.tr("consonants")
            edit.setToolTip(self.tr("Circle {0} ({1}): its five letters, as on your board").format(
                number, kind))
            edit.setAccessibleName(self.tr("Letters of circle {0}").format(number))
        self.y_vowel_check.setText(self.tr("&Y on the vowel circle"))
        self.y_vowel_check.setToolTip(self.tr(
            "Y counts as a vowel in French: circle 7 carries Y as well as its five letters. "
            "Y may then be asked there, and a no to circle 7 crosses Y too."))
        self.confirm_button.setText(self.tr("Conf&irm: these are my board's letters"))
        self.confirm_button.setToolTip(self.tr("Confirm the letters: the note about the assumed "
                                               "board goes away"))
        self.default_button.setText(self.tr("Defa&ult letters"))
        self.default_button.setToolTip(self.tr("Back to the default board (an assumption, "
                                               "except circle 2)"))
        self._show_texts()

    def board(self) -> Board:
        game = self._document.game
        return game.board if game is not None else Board()

    @Slot()
    def load(self) -> None:
        """Show the game's board (the default before the players are set up)."""
        game = self._document.game
        board = self.board()
        for number, edit in self.edits.items():
            edit.setText(board.own_letters(number))
            edit.setEnabled(game is not None)
        self.y_vowel_check.setChecked(board.y_vowel)
        self.y_vowel_check.setEnabled(game is not None)
        self.checked_label.setVisible(not board.assumed)
        self.confirm_button.setEnabled(game is not None and board.assumed)
        self.default_button.setEnabled(game is not None and board != Board(y_vowel=board.y_vowel))
        self._show_texts()
        self.problem.clear()

    def _show_texts(self) -> None:
        """The note on an assumed board, and why nothing can be changed before the set-up."""
        note = board_note(self.board())
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.setToolTip("" if self._document.game is not None
                        else self.tr("Set up the players first: the board is saved with the game."))

    def _edit(self, text: str | Phrase, board: Board) -> bool:
        try:
            self._document.edit(text, lambda g: g.with_board(board) if g is not None else g)
        except PasswordError as error:
            self.problem.setText(rule_text(error))
            self.refused.emit(rule_text(error))
            return False
        self.problem.clear()
        return True

    @Slot()
    def _edit_finished(self) -> None:
        """A circle's field lost the focus or took Enter: its letters go in."""
        number = next((n for n, edit in self.edits.items() if edit is self.sender()), None)
        if number is not None:
            self.commit(number)

    def commit(self, number: int) -> bool:
        """Make the field's letters those of circle ``number`` (one undo step)."""
        if self._document.game is None:
            return False
        text = self.edits[number].text()
        if normalize("".join(text.split())) == self.board().own_letters(number):
            return True
        try:
            board = self.board().with_letters(number, normalize(text))
        except PasswordError as error:
            self.problem.setText(rule_text(error))
            self.refused.emit(rule_text(error))
            return False
        return self._edit(Phrase.tr("Letters of circle {0}: {1}").format(
            number, board.letters(number)), board)

    def set_letters(self, number: int, text: str) -> bool:
        """Type ``text`` into circle ``number``'s field and commit it."""
        self.edits[number].setText(text)
        return self.commit(number)

    @Slot()
    def confirm(self) -> bool:
        """The letters are those of the user's board: no longer an assumption."""
        return self._edit(Phrase.tr("Confirm the board's letters"), self.board().checked())

    @Slot(bool)
    def set_y_vowel(self, on: bool) -> bool:
        """Put Y on the vowel circle, or take it off (one undo step); refused when the log needs it."""
        board = self.board()
        if self._document.game is None or on == board.y_vowel:
            return False
        text = Phrase.tr("Y on the vowel circle") if on else Phrase.tr("Y off the vowel circle")
        if not self._edit(text, board.with_y_vowel(on)):
            self.y_vowel_check.setChecked(board.y_vowel)
            return False
        return True

    @Slot()
    def reset(self) -> bool:
        """The default letters; Y stays on or off the vowel circle as it was."""
        return self._edit(Phrase.tr("Default board letters"), Board(y_vowel=self.board().y_vowel))
