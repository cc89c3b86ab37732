"""Game ▸ Withdraw a Player… and Game ▸ Take Over a Place…: what will happen, said before it happens (issue 29).

Each dialog asks the core at every change what the step would make of the
game (:func:`~wordmastermind.core.wmm.departures.withdraw`,
:func:`~wordmastermind.core.wmm.departures.take_over`) and says it in the
game master's language: the rounds that stay as they were, the word's fate,
the guesses that would count no more, or why the rules refuse it (OK is
off then). OK makes it one undo step of the document; a refusal at that
moment (the game changed meanwhile) is said in the dialog, which stays open.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.errors import RuleError
from wordmastermind.core.messages import WMM, Message
from wordmastermind.core.wmm.departures import (
    WORD_CHOICES,
    guesses_after,
    take_over,
    withdraw,
    withdrawal_of,
    withdrawal_outcome,
)
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.core.wmm.rounds_named import rounds_named
from wordmastermind.gui.i18n import Phrase, filled, rule_sentence, rule_text
from wordmastermind.gui.widgets.colors import PROBLEM_STYLE, WARNING_STYLE
from wordmastermind.gui.widgets.screen_fit import fit_to_screen
from wordmastermind.gui.wmm.document import GameDocument


def _wrapped(parent: QWidget, style: str = "") -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(True)
    if style:
        label.setStyleSheet(style)
    return label


class DepartureDialog(QDialog):
    """What both dialogs share: a place to choose, the round after which, a story, a refusal, OK."""

    def __init__(self, document: GameDocument, name: str, parent: QWidget | None, ok_text: str) -> None:
        super().__init__(parent)
        self.document = document
        game = document.game
        self.player_combo = QComboBox(self)
        for player in game.players:
            if player.name and withdrawal_of(game, player.name) is None:
                self.player_combo.addItem(player.name, player.name)
        found = self.player_combo.findData(name)
        self.player_combo.setCurrentIndex(max(0, found))
        self.round_spin = QSpinBox(self)
        last = self._last_round()
        self.round_spin.setRange(1, max(1, len(game.rounds)))
        self.round_spin.setValue(max(1, last))
        self.story = _wrapped(self)
        self.warning = _wrapped(self, WARNING_STYLE)
        self.error = _wrapped(self, PROBLEM_STYLE)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button: QPushButton = self.buttons.addButton(ok_text, QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.player_combo.currentIndexChanged.connect(self.update_story)
        self.round_spin.valueChanged.connect(self.update_story)

    def _last_round(self) -> int:
        """The round to offer first: the last one entered, or the last before the game ended."""
        count = len(self.document.game.rounds)
        ended = self.document.evaluation.game_over_after if count else None
        return count if ended is None else max(1, ended - 1)

    def _finish(self, layout: QVBoxLayout) -> None:
        layout.addWidget(self.story)
        layout.addWidget(self.warning)
        layout.addWidget(self.error)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.resize(560, 0)
        fit_to_screen(self)
        self.update_story()

    def name(self) -> str:
        """The place chosen (its roster name), or ""."""
        return str(self.player_combo.currentData() or "")

    def after_round(self) -> int:
        return self.round_spin.value()

    def change(self) -> Callable[[Game], Game]:
        """The step as the dialog stands, as a core function of the game."""
        raise NotImplementedError

    def label(self) -> Phrase:
        """The undo step's name."""
        raise NotImplementedError

    def describe(self, after: Game) -> tuple[str, str]:
        """What the step does (the story) and what to mind (a warning, or ""), ``after`` being the game then."""
        raise NotImplementedError

    def update_story(self) -> None:
        """Say what OK would do, or why it cannot."""
        story, warning, error = "", "", ""
        if not self.name():
            error = QCoreApplication.translate(
                "DepartureDialog", "There is nobody to choose: every player withdrew, or the roster is empty.")
        else:
            try:
                after = self.change()(self.document.game)
            except RuleError as refused:
                error = rule_sentence(refused)
            else:
                story, warning = self.describe(after)
        self.story.setText(story)
        self.story.setVisible(bool(story))
        self.warning.setText(warning)
        self.warning.setVisible(bool(warning))
        self.error.setText(error)
        self.error.setVisible(bool(error))
        self.ok_button.setEnabled(not error)

    def accept(self) -> None:
        """Make the step one undo step; if the rules refuse it now, say why and stay open."""
        if not self.name():
            return
        try:
            self.document.edit(self.label(), self.change())
        except RuleError as refused:
            self.error.setText(rule_sentence(refused))
            self.error.show()
            self.ok_button.setEnabled(False)
            return
        super().accept()


class _Preview(NamedTuple):
    """A withdrawal the notes tell of: of which game, the choices, the game it makes, its evaluation, and what it
    does (the word's fate and the end it brings, :func:`~wordmastermind.core.wmm.departures.withdrawal_outcome`)."""

    before: Game
    choice: tuple[str, int, str]
    after: Game
    evaluation: Evaluation
    fate: Message
    ending: Message | None

    def of(self, game: Game, choice: tuple[str, int, str]) -> bool:
        """Whether it is the withdrawal ``choice`` (name, round, word) from that very ``game``."""
        return self.before is game and self.choice == choice


def _rounds_up_to(number: int) -> str:
    """Rounds 1 to ``number`` (two at least) as a text names them (``1–2``: :func:`rounds_named`)."""
    return rule_text(rounds_named(range(1, number + 1)).words)


class WithdrawDialog(DepartureDialog):
    """A player stops playing after a round; their word leaves the game or stays in play.

    The note under each choice says what it does for this game: what becomes of the word, and whether the game
    ends with it (the final report then reveals the word), in the core's words, as ``withdraw`` says them. The
    game each choice would make is evaluated once for that; OK makes the chosen one, and the document takes its
    evaluation: a withdrawal evaluates the game no more than that."""

    def __init__(self, document: GameDocument, name: str = "", parent: QWidget | None = None) -> None:
        self._previews: dict[str, _Preview] = {}
        super().__init__(document, name, parent, self.tr("&Withdraw"))
        self.setWindowTitle(self.tr("Withdraw a Player"))
        form = QFormLayout()
        form.addRow(self.tr("&Player:"), self.player_combo)
        form.addRow(self.tr("&After round:"), self.round_spin)
        self.word_box = QGroupBox(self.tr("The player's secret word"), self)
        self.leaves = QRadioButton(self.word_box)
        self.leaves.setChecked(True)
        self.leaves_note = _wrapped(self.word_box)
        self.stays = QRadioButton(self.tr("The word &stays in play"), self.word_box)
        self.stays_note = _wrapped(self.word_box)
        self.word_group = QButtonGroup(self)
        self.word_group.addButton(self.leaves)
        self.word_group.addButton(self.stays)
        word_layout = QVBoxLayout(self.word_box)
        indent = self.leaves.sizeHint().height()
        for button, note in ((self.leaves, self.leaves_note), (self.stays, self.stays_note)):
            word_layout.addWidget(button)
            note.setContentsMargins(indent, 0, 0, 0)
            word_layout.addWidget(note)
        self.word_group.buttonToggled.connect(self._word_toggled)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.word_box)
        self._finish(layout)

    def word(self) -> str:
        """``leaves`` or ``stays``, as chosen."""
        return "stays" if self.stays.isChecked() else "leaves"

    def _word_toggled(self, _button: object, on: bool) -> None:
        if on:
            self.update_story()

    def _preview(self) -> _Preview | None:
        """The withdrawal as the dialog stands, if its notes told of it."""
        preview = self._previews.get(self.word())
        choice = (self.name(), self.after_round(), self.word())
        return preview if preview is not None and preview.of(self.document.game, choice) else None

    def change(self) -> Callable[[Game], Game]:
        name, number, word = self.name(), self.after_round(), self.word()
        document, preview = self.document, self._preview()

        def withdrawn(game: Game) -> Game:
            if preview is not None and preview.of(game, (name, number, word)):
                return preview.after  # told of in the notes: that very game
            # whether the game was over by then: from the document's evaluation, not evaluated again
            return withdraw(game, name, number, word, evaluation=document.evaluation if game is document.game
                            else None)

        return withdrawn

    def accept(self) -> None:
        preview = self._preview()
        if preview is not None:
            self.document.foresee(preview.evaluation)  # the game OK makes was evaluated for its note
        super().accept()
        self.document.foresee(None)

    def label(self) -> Phrase:
        return Phrase.tr("Withdraw {0}").format(self.name())

    def _foresee(self) -> None:
        """The game each choice of the word makes, evaluated once (for the place and round chosen): both notes
        tell of theirs. None where the rules refuse the withdrawal (the dialog says why)."""
        name, number, game = self.name(), self.after_round(), self.document.game
        previews = self._previews
        if len(previews) == len(WORD_CHOICES) and all(
                previews[word].of(game, (name, number, word)) for word in WORD_CHOICES):
            return  # told of already
        self._previews = {}
        if not name:
            return
        from wordmastermind.core.wmm.evaluation import evaluate

        before = self.document.evaluation
        for word in WORD_CHOICES:
            try:
                after = withdraw(game, name, number, word, evaluation=before)
            except RuleError:
                self._previews = {}
                return
            evaluation = evaluate(after)
            fate, ending = withdrawal_outcome(before, evaluation, name)
            self._previews[word] = _Preview(game, (name, number, word), after, evaluation, fate, ending)

    def update_story(self) -> None:
        number = self.after_round()
        self.leaves.setText(self.tr("The word &leaves the game at the end of round {0}").format(number))
        name = self.name()
        players = {player.name: player for player in self.document.evaluation.players}
        guessed = players[name].guessed_in_round if name in players else None
        out = guessed is not None and guessed <= number  # guessed by then: nothing to choose for it
        self.word_box.setEnabled(not out)
        self.word_box.setToolTip(self.tr("{0}'s word was guessed in round {1}: it is out of play already.").format(
            name, guessed) if out else "")
        self._foresee()
        self._say_what_each_does()
        super().update_story()

    def _say_what_each_does(self) -> None:
        """The note under each choice: what becomes of the word, and the end of the game where that choice
        brings it (in the warning's colour); the word's general fate where the rules refuse the withdrawal."""
        general = {"leaves": self.tr("It earns no more word points."),
                   "stays": self.tr("It can be guessed and keeps earning word points.")}
        for word, note in (("leaves", self.leaves_note), ("stays", self.stays_note)):
            preview = self._previews.get(word)
            if preview is None:
                note.setText(general[word])
                note.setStyleSheet("")
                continue
            told = [rule_sentence(preview.fate)]
            if preview.ending is not None:
                told.append(rule_sentence(preview.ending))
            elif preview.fate.code != "departure.word_guessed":
                told.append(general[word])
            note.setText(" ".join(told))
            note.setStyleSheet(WARNING_STYLE if preview.ending is not None else "")

    def describe(self, after: Game) -> tuple[str, str]:
        name, number = self.name(), self.after_round()
        story = self.tr("Round 1 stays as it was.") if number == 1 else self.tr(
            "Rounds {0} stay as they were.").format(_rounds_up_to(number))
        preview = self._preview()
        ended = None if preview is None else preview.evaluation.game_over_after
        if ended is None or ended > number:  # a round after it to guess in
            story += " " + self.tr("From round {0} on, {1} makes no guess, and a guess entered for them there is"
                                   " refused.").format(number + 1, name)
        withdrawal = withdrawal_of(after, name)
        # the player's guesses that the withdrawal refuses: up to the end of the game (after it, the end does)
        later = [] if withdrawal is None else [n for n in guesses_after(after, withdrawal) if n <= (ended or n)]
        told = []
        if later:
            named = rounds_named(later)
            entered = self.tr("Their guesses entered in rounds {0} will be refused.") if named.several else self.tr(
                "Their guesses entered in round {0} will be refused.")
            told += [rule_sentence(WMM.say("departure.guesses_after", name=name, round=number, next=number + 1)),
                     filled(entered, rule_text(named.words))]
        if preview is not None and preview.ending is not None and ended is not None:  # this choice ends the game
            over = [n for n, round_ in enumerate(after.rounds, 1) if n > ended and round_.guesses]
            if over:
                named = rounds_named(over)
                told.append(filled(self.tr("The game ends after round {0}: every guess entered in rounds {1} will"
                                           " be refused.") if named.several else self.tr(
                    "The game ends after round {0}: every guess entered in round {1} will be refused."),
                    ended, rule_text(named.words)))
        return story, " ".join(told)


class TakeOverDialog(DepartureDialog):
    """A new person plays a place from the round after N on, with the same secret word."""

    def __init__(self, document: GameDocument, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(document, name, parent, self.tr("&Take Over"))
        self.setWindowTitle(self.tr("Take Over a Place"))
        self.name_edit = QLineEdit(self)
        self.email_edit = QLineEdit(self)
        self.email_edit.setPlaceholderText(self.tr("e.g. otto@example.org"))
        self.address_edit = QPlainTextEdit(self)
        self.address_edit.setTabChangesFocus(True)
        self.address_edit.setFixedHeight(self.fontMetrics().lineSpacing() * 4 + 10)
        self.address_edit.setPlaceholderText(self.tr("For letters by post: name, street, town, one a line"))
        self.address_edit.setAccessibleDescription(self.address_edit.placeholderText())  # once typed over, too
        form = QFormLayout()
        form.addRow(self.tr("&Place of:"), self.player_combo)
        form.addRow(self.tr("&New player:"), self.name_edit)
        form.addRow(self.tr("&E-mail:"), self.email_edit)
        form.addRow(self.tr("Postal a&ddress:"), self.address_edit)
        form.addRow(self.tr("After &round:"), self.round_spin)
        self.name_edit.textChanged.connect(self.update_story)
        self.email_edit.textChanged.connect(self.update_story)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        self._finish(layout)

    def new_name(self) -> str:
        return self.name_edit.text().strip()

    def change(self) -> Callable[[Game], Game]:
        name, by, number = self.name(), self.new_name(), self.after_round()
        email, address = self.email_edit.text().strip(), self.address_edit.toPlainText().strip()

        def taken_over(game: Game) -> Game:
            return take_over(game, name, by, email=email, address=address, after_round=number)

        return taken_over

    def label(self) -> Phrase:
        return Phrase.tr("{0} takes over {1}'s place").format(self.new_name(), self.name())

    def describe(self, after: Game) -> tuple[str, str]:
        name, by, number = self.name(), self.new_name(), self.after_round()
        story = filled(self.tr("From round {0} on, {1} plays {2}'s place, with the same secret word."),
                       number + 1, by, name)
        story += " " + (filled(self.tr("Round 1 keeps {0}'s name in the reports."), name) if number == 1 else filled(
            self.tr("Rounds {0} keep {1}'s name in the reports."), _rounds_up_to(number), name))
        email = self.email_edit.text().strip()
        if email:
            story += " " + self.tr("Mail goes to {0} from now on.").format(email)
        story += " " + filled(self.tr("Send {0} the report of round {1}: it gives the place's word and the next "
                                      "round."), by, number)  # the new person knows nothing of the game yet
        warning = ""
        later = len(after.rounds) - number
        if later > 0:
            warning = filled(self.tr("The guesses of rounds {0} to {1} under this place count as {2}'s."),
                             number + 1, len(after.rounds), by) if later > 1 else filled(self.tr(
                "The guesses of round {0} under this place count as {1}'s."), number + 1, by)
        return story, warning
