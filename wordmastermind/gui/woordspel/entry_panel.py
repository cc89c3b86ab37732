"""The move being entered: whose turn it is, the word in notation, the rack,
the score before the move is played (or why the rules refuse it), and the
buttons for a play, a pass, an exchange and taking back the last move.

The panel only shows and collects; the sheet asks the core and applies the
move as one undo step.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.woordspel.board import Direction
from wordmastermind.core.woordspel.score import PlayScore, Word
from wordmastermind.gui.i18n import Retranslating
from wordmastermind.gui.widgets.colors import PROBLEM_STYLE, WARNING_STYLE

HINT_STYLE = "color: palette(placeholder-text);"


def word_line(word: Word) -> str:
    """``LEES 9 × 2 = 18``, or ``LO 6`` for a word without a word bonus."""
    if word.factor > 1:
        return f"{word.text} {word.letter_points} × {word.factor} = {word.points}"
    return f"{word.text} {word.points}"


class EntryPanel(Retranslating, QGroupBox):
    """See the module text; the signals say what the game master asked for."""

    playRequested = Signal()
    passRequested = Signal()
    exchangeRequested = Signal()
    takeBackRequested = Signal()
    directionRequested = Signal()
    rackEntered = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._direction = Direction.ACROSS
        self.next_label = QLabel()
        self.next_label.setTextFormat(Qt.TextFormat.RichText)
        self.next_label.setWordWrap(True)
        self.notation = QLineEdit()
        self.direction_button = QPushButton()
        self.direction_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.rack_edit = QLineEdit()
        self.rack_label = QLabel()
        """Names the player whose rack it is: the sheet's, as the game goes."""
        self.rack_label.setBuddy(self.rack_edit)
        word_row = QHBoxLayout()
        word_row.addWidget(self.notation, 1)
        word_row.addWidget(self.direction_button)
        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        self.word_label = QLabel()
        self.word_label.setBuddy(self.notation)
        form.addRow(self.word_label, word_row)
        form.addRow(self.rack_label, self.rack_edit)

        self.preview_label = QLabel()
        self.preview_label.setTextFormat(Qt.TextFormat.RichText)
        self.preview_label.setWordWrap(True)
        self.preview_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.warning_label = QLabel()
        self.warning_label.setWordWrap(True)
        self.warning_label.setStyleSheet(WARNING_STYLE)
        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet(PROBLEM_STYLE)
        self.problem_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.play_button = QPushButton()
        self.play_button.setDefault(False)
        self.pass_button = QPushButton()
        self.exchange_edit = QLineEdit()
        self.exchange_edit.setMinimumWidth(self.fontMetrics().horizontalAdvance("QX or 3") + 16)
        self.exchange_edit.setMaximumWidth(self.fontMetrics().horizontalAdvance("M") * 7)
        self.exchange_button = QPushButton()
        self.take_back_button = QPushButton()
        buttons = QHBoxLayout()
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.pass_button)
        buttons.addSpacing(8)
        buttons.addWidget(self.exchange_edit)
        buttons.addWidget(self.exchange_button)
        buttons.addStretch(1)
        buttons.addWidget(self.take_back_button)

        column = QVBoxLayout(self)
        column.addWidget(self.next_label)
        column.addLayout(form)
        column.addWidget(self.preview_label)
        column.addWidget(self.warning_label)
        column.addWidget(self.problem_label)
        column.addLayout(buttons)

        self.play_button.clicked.connect(self.playRequested)
        self.notation.returnPressed.connect(self.playRequested)
        self.pass_button.clicked.connect(self.passRequested)
        self.exchange_button.clicked.connect(self.exchangeRequested)
        self.exchange_edit.returnPressed.connect(self.exchangeRequested)
        self.take_back_button.clicked.connect(self.takeBackRequested)
        self.direction_button.clicked.connect(self.directionRequested)
        self.rack_edit.returnPressed.connect(self.rackEntered)
        self.rack_edit.editingFinished.connect(self.rackEntered)
        self.show_preview(None, None, [], "")
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Move"))
        self.notation.setPlaceholderText(self.tr("click a square and type, or 8H LEES / H8 LEES"))
        self.notation.setToolTip(self.tr(
            "The word in GCG notation: the row first for a word across (8H LEES), the column "
            "first for a word down (H8 LEES); a lowercase letter is a blank, . a tile on the "
            "board, [IJ] the Y standing for IJ. Enter plays it."))
        self.direction_button.setToolTip(self.tr("Across or down (Space on the board)"))
        self.rack_edit.setPlaceholderText(self.tr("optional: letters, ? for a blank"))
        self.rack_edit.setToolTip(self.tr(
            "The rack of the player to move, if known: a play must then use its tiles, and the "
            "unseen tiles leave it out. Enter keeps it."))
        self.word_label.setText(self.tr("&Word:"))
        self.play_button.setText(self.tr("&Play", "Woordspel: lay the move"))
        self.pass_button.setText(self.tr("P&ass"))
        self.exchange_edit.setPlaceholderText(self.tr("QX or 3"))
        self.exchange_edit.setToolTip(self.tr("The tiles put back (QX), or only how many (3)"))
        self.exchange_button.setText(self.tr("E&xchange"))
        self.take_back_button.setText(self.tr("Ta&ke back last"))
        self.take_back_button.setToolTip(self.tr("Remove the last move from the sheet (undo brings it back)"))
        self.show_direction(self._direction)

    def show_direction(self, direction: Direction) -> None:
        self._direction = direction
        across = direction is Direction.ACROSS
        self.direction_button.setText(self.tr("Across \u2192") if across else self.tr("Down \u2193"))

    def set_notation(self, text: str) -> None:
        """Show ``text`` in the notation field, without it counting as typed there."""
        if self.notation.text() != text:
            self.notation.setText(text)

    def show_preview(self, score: PlayScore | None, refusal: str | None, warnings: list[str],
                     hint: str) -> None:
        """The score of the move typed, or why it is refused; word warnings under it."""
        self.problem_label.setText(self.tr("Refused: {0}").format(refusal) if refusal else "")
        self.problem_label.setVisible(bool(refusal))
        if score is not None:
            words = " · ".join(html.escape(word_line(w)) for w in score.words)
            if score.all_tiles:
                total = self.tr("{0} × 2 = <b>{1}</b> (all 8 tiles: doubled)").format(
                    score.word_points, score.points)
            else:
                total = f"<b>{score.points}</b>"
            self.preview_label.setText(self.tr("{0}<br>Points: {1}").format(words, total))
            self.preview_label.setStyleSheet("")
        else:
            self.preview_label.setText(html.escape(hint))
            self.preview_label.setStyleSheet(HINT_STYLE)
        self.preview_label.setVisible(bool(self.preview_label.text()))
        self.warning_label.setText("\n".join(warnings))
        self.warning_label.setVisible(bool(warnings))
        self.play_button.setEnabled(score is not None)

    def refuse(self, reason: str) -> None:
        """Show why an action was refused (until the next change)."""
        self.problem_label.setText(self.tr("Refused: {0}").format(reason))
        self.problem_label.setVisible(True)
