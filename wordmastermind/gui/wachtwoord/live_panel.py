"""Live mode: the score dial at the table, whose clue it is, and the clue check.

The game leader (or a player) presses Miss after each missed clue and
Guessed when the word is called out; the dial and the turn follow the rules'
order. Every press is one undo step of the game. The password and the clue
may be typed in to check the clue against the rules for clue words; they
are not saved. The check of a form is mechanical: the game leader, who decides
in doubt, may allow a clue it refuses as a form.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.messages import Message
from wordmastermind.core.wachtwoord.clues import FORM_REFUSED, clue_problem, clue_warning, one_word_problem
from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.game import TrioGame
from wordmastermind.core.wachtwoord.play import Turn, game_sheet, turn
from wordmastermind.gui.i18n import Retranslating, rule_text
from wordmastermind.gui.widgets.colors import FINE_STYLE, PROBLEM_STYLE, WARNING_STYLE
from wordmastermind.gui.wachtwoord.dial import DialWidget
from wordmastermind.gui.wachtwoord.document import MaybeGame
from wordmastermind.gui.word_checker import WordChecker


def _escaped(text: str) -> str:
    return text.replace("&", "&&")


def _a_form(said: Message) -> bool:
    """Whether the clue check refused a clue as a form of the password (which the game leader may allow)."""
    return said.code == FORM_REFUSED


class LivePanel(Retranslating, QWidget):
    """The dial, the turn, the clue check, and Miss / Guessed / Nobody."""

    missRequested = Signal()
    guessedRequested = Signal(object)
    """``None``: the team whose clue it was; a tuple of names: those guessers (three players)."""
    nobodyRequested = Signal()
    newRoundRequested = Signal()
    undoRequested = Signal()

    def __init__(self, checker: WordChecker | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._checker = checker
        self._game: MaybeGame = None
        self._due: Turn | None = None
        self._word_key: tuple[int, str] | None = None
        self.dial = DialWidget()
        self.word_label = QLabel()
        self.word_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.turn_label = QLabel()
        self.turn_label.setWordWrap(True)
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.3)
        self.turn_label.setFont(big)

        self.password = QLineEdit()
        self.password_label = QLabel()
        self.password_label.setWordWrap(True)
        self.clue = QLineEdit()
        self.clue_label = QLabel()
        self.clue_label.setWordWrap(True)
        self.clue_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # The rules leave a doubtful clue to the game leader: a clue refused as a form may be allowed.
        self.allow_form = QCheckBox()
        self.password_title = QLabel()
        self.password_title.setBuddy(self.password)
        self.clue_title = QLabel()
        self.clue_title.setBuddy(self.clue)
        self._form = form = QFormLayout()
        form.addRow(self.password_title, self.password)
        form.addRow("", self.password_label)
        form.addRow(self.clue_title, self.clue)
        form.addRow("", self.clue_label)
        form.addRow("", self.allow_form)
        form.setRowVisible(self.allow_form, False)

        self.miss_button = QPushButton()
        self.guessed_button = QPushButton()
        self.trio_buttons = [QPushButton(), QPushButton(), QPushButton()]
        self.nobody_button = QPushButton()
        self.undo_button = QPushButton()
        self.new_round_button = QPushButton()
        for button in (self.miss_button, self.guessed_button, *self.trio_buttons):
            button.setMinimumHeight(button.sizeHint().height() * 3 // 2)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.miss_button.clicked.connect(self._miss)
        self.guessed_button.clicked.connect(self._guessed_by_the_team)
        self.trio_buttons[0].clicked.connect(self._first_guessed)
        self.trio_buttons[1].clicked.connect(self._second_guessed)
        self.trio_buttons[2].clicked.connect(self._both_guessed)
        self.nobody_button.clicked.connect(self.nobodyRequested)
        self.undo_button.clicked.connect(self.undoRequested)
        self.new_round_button.clicked.connect(self.newRoundRequested)

        # Miss and Guessed side by side; with three players Miss, then a row per guesser's button and
        # Both at once, each as wide as the panel: a button named after a long name shows it whole.
        main_row = QVBoxLayout()
        first_row = QHBoxLayout()
        first_row.addWidget(self.miss_button)
        first_row.addWidget(self.guessed_button)
        main_row.addLayout(first_row)
        for button in self.trio_buttons:
            main_row.addWidget(button)
        other_row = QHBoxLayout()
        other_row.addWidget(self.nobody_button)
        other_row.addWidget(self.undo_button)
        other_row.addWidget(self.new_round_button)
        other_row.addStretch(1)

        layout = QVBoxLayout(self)
        layout.addWidget(self.word_label)
        layout.addWidget(self.dial, 1)
        layout.addWidget(self.turn_label)
        layout.addLayout(main_row)
        layout.addLayout(form)
        layout.addLayout(other_row)

        self.password.textChanged.connect(self._clue_edited)
        self.clue.textChanged.connect(self._clue_edited)
        self.allow_form.toggled.connect(self.check_clue)
        if checker is not None:
            checker.ready.connect(self.check_clue)
        self.retranslate()

    def retranslate(self) -> None:
        self.password.setPlaceholderText(self.tr("optional, to check the clues; not saved"))
        self.clue.setPlaceholderText(self.tr("the clue just given"))
        self.password_title.setText(self.tr("P&assword:"))
        self.clue_title.setText(self.tr("&Clue:"))
        self.allow_form.setText(self.tr("A&llow it: the game leader decides in doubt"))
        self.allow_form.setToolTip(self.tr(
            "The check of forms is mechanical: it may take two different words for forms of one"))
        self.miss_button.setText(self.tr("&Miss"))
        self.miss_button.setToolTip(self.tr("The clue was missed: the dial drops and the turn passes"))
        self.guessed_button.setText(self.tr("G&uessed"))
        self.trio_buttons[2].setText(self.tr("&Both at once"))
        self.nobody_button.setText(self.tr("&Nobody scores"))
        self.nobody_button.setToolTip(
            self.tr("The word ends without a score (a wrong form not corrected in one try)")
        )
        self.undo_button.setText(self.tr("Un&do"))
        self.new_round_button.setText(self.tr("New &round"))
        self.show_game(self._game)  # the turn, the word and the clue check

    # ------------------------------------------------------------- the game

    def _guessers(self) -> tuple[str, ...]:
        return self._due.guessers if self._due is not None else ()

    def show_game(self, game: MaybeGame) -> None:
        """Follow the game: the dial, the word, whose clue it is, which buttons apply."""
        self._game = game
        due = None if game is None else turn(game)
        self._due = due
        trio = isinstance(game, TrioGame)
        self.guessed_button.setVisible(not trio)
        for button in self.trio_buttons:
            button.setVisible(trio)
        key = None if game is None or due is None else (max(1, len(game.rounds)), due.word)
        if key != self._word_key:  # another word: its password and clues are gone
            self._word_key = key
            self.password.clear()
            self.clue.clear()
        for widget in (self.miss_button, self.guessed_button, *self.trio_buttons,
                       self.nobody_button, self.password, self.clue):
            widget.setEnabled(due is not None)
        # the agreed rounds are played, or the game master ended the game: no new round
        over = game is not None and game_sheet(game).over
        self.new_round_button.setEnabled(game is not None and due is None and not over)
        self.new_round_button.setVisible(game is not None and due is None)
        if game is None:
            self.dial.set_value(10)
            self.word_label.setText(self.tr("Set up the players first."))
            self.turn_label.clear()
        elif due is None:
            self.dial.set_value(10)  # no word in play: not the last word's value
            self.word_label.setText(self.tr("Round {0} is over.").format(len(game.rounds)))
            self.turn_label.setText(self.tr("Start a new round for the next word."))
            if trio and isinstance(game, TrioGame) and game.rounds:  # the buttons name the last round's guessers
                giver = game.rounds[-1].clue_giver
                for button, name in zip(self.trio_buttons, [p for p in game.players if p != giver]):
                    button.setText(self.tr("{0} guessed").format(_escaped(name)))
        else:
            self.dial.set_value(due.value, due.double)
            word = self.tr("Round {0} · word {1}").format(max(1, len(game.rounds)), due.word)
            if due.double:
                word += " · " + self.tr("counts double")
            self.word_label.setText(f"<b>{word}</b>")
            if trio:
                self.turn_label.setText(self.tr("<b>{0}</b> gives a clue to {1} and {2}").format(
                    due.clue_giver, *due.guessers))
                for button, name in zip(self.trio_buttons, due.guessers):
                    button.setText(self.tr("{0} guessed").format(_escaped(name)))
            else:
                self.turn_label.setText(self.tr("<b>{0}</b> (team {1}) gives a clue to {2}").format(
                    due.clue_giver, due.team, due.guessers[0]))
        if over:
            self.turn_label.setText(self.tr("The game is over."))
        self.check_clue()

    @Slot()
    def _miss(self) -> None:
        self.clue.clear()
        self.missRequested.emit()

    def _guessed(self, who: tuple[str, ...] | None) -> None:
        self.guessedRequested.emit(who)

    @Slot()
    def _guessed_by_the_team(self) -> None:
        self._guessed(None)

    @Slot()
    def _first_guessed(self) -> None:
        self._guessed(self._guessers()[:1])

    @Slot()
    def _second_guessed(self) -> None:
        self._guessed(self._guessers()[1:])

    @Slot()
    def _both_guessed(self) -> None:
        self._guessed(self._guessers())

    # ------------------------------------------------------------ the clue

    def _lexicon_warning(self, word: str, what: str) -> str | None:
        if not word or self._checker is None or not self._checker.unknown(word):  # no clue typed: nothing to say
            return None
        if what == "clue":
            return self.tr("'{0}' is not in the Dutch word list: fine for a name; "
                           "look it up if the other side disputes it.").format(word)
        return self.tr("'{0}' is not in the Dutch word list: check it in a dictionary.").format(word)

    def _clue_verdict(self, said: Message | None, contains: Message | None) -> tuple[str | None, str | None]:
        """Why the typed clue is refused, and a warning about it; ``(None, None)`` if fine. ``said`` and
        ``contains`` are what :meth:`_clue_check` found.

        A clue refused as a form of the password, and allowed by the game leader, gets a warning instead.
        """
        if said is not None and not (_a_form(said) and self.allow_form.isChecked()):
            return rule_text(said), None
        notes = [rule_text(contains) if contains else None, self._lexicon_warning(self.clue.text().strip(), "clue")]
        if said is not None:  # allowed by the game leader
            notes[0] = self.tr("Allowed by the game leader: {0}").format(rule_text(said))
        return None, " ".join(note for note in notes if note) or None

    def _clue_check(self) -> tuple[Message | None, Message | None]:
        """The rules' refusal of the typed clue, and their warning about it (``None`` for none)."""
        clue, password = self.clue.text().strip(), self.password.text().strip()
        if not clue:
            return None, None
        if not password or one_word_problem(password, "password"):
            return one_word_problem(clue), None
        # a vowel changed is a warning where the Dutch list (loaded in the background) knows both words
        lexicon = self._checker.lexicon() if self._checker is not None else None
        try:
            said = clue_problem(clue, password)
        except WachtwoordError as error:
            said = error.message
        return said, clue_warning(clue, password, None if lexicon is None else lexicon.knows)

    @Slot()
    def _clue_edited(self) -> None:
        """Another clue or password: the game leader's leave for the last one does not carry over."""
        if self.allow_form.isChecked():
            blocked = self.allow_form.blockSignals(True)  # check_clue follows once
            self.allow_form.setChecked(False)
            self.allow_form.blockSignals(blocked)
        self.check_clue()

    @Slot()
    def check_clue(self) -> None:
        password = self.password.text().strip()
        said = one_word_problem(password, "password") if password else None
        password_note = None if said is None else rule_text(said)
        style = PROBLEM_STYLE
        if password and password_note is None:
            password_note = self._lexicon_warning(password, "password")
            style = WARNING_STYLE
        self.password_label.setText(password_note or "")
        self.password_label.setStyleSheet(style)
        self._form.setRowVisible(self.password_label, bool(password_note))

        said, contains = self._clue_check()
        self._form.setRowVisible(self.allow_form, said is not None and _a_form(said))
        problem, warning = self._clue_verdict(said, contains)
        if problem:
            text, style = self.tr("Refused: {0}").format(problem), PROBLEM_STYLE
        elif warning:
            text, style = warning, WARNING_STYLE
        elif self.clue.text().strip():
            text = self.tr("The clue is allowed.") if password else self.tr(
                "One word: allowed. Type the password to check for parts and forms of it.")
            style = FINE_STYLE
        else:
            text = ""
        self.clue_label.setText(text)
        self.clue_label.setStyleSheet(style)
        self._form.setRowVisible(self.clue_label, bool(text))
        refused = self.tr("The clue was refused: {0}").format(problem) if problem else ""
        can_score = self._due is not None and not problem
        for button in (self.guessed_button, *self.trio_buttons):
            button.setEnabled(can_score)
            button.setStatusTip(refused)
        self.guessed_button.setToolTip(
            refused or self.tr("The word was called out: it scores what the dial shows")
        )
