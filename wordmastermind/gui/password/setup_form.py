"""The set-up of a PASSWORD game: two to four players or teams, their
passwords (optional), the variant, the language of the reports and who
starts.

The form only collects what is typed; :meth:`SetupForm.build` makes the
game with the core, which says what is wrong. Each password is checked as it
is typed: what the rules refuse (fewer than 2 or more than 8 letters, a
hyphen) in red, and, as a warning only, a word the French list does not know.
"""

from __future__ import annotations

import random
from dataclasses import replace

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.password.game import (
    MAX_SIDES,
    MIN_SIDES,
    REPORT_LANGUAGES,
    Game,
    Side,
    play,
    starter_from_rolls,
)
from wordmastermind.core.password.board import (
    MAX_LENGTH,
    MIN_LENGTH,
    Board,
    password_word,
    roll_dice,
)
from wordmastermind.core.password.errors import PasswordError
from wordmastermind.gui.i18n import Retranslating, rule_text
from wordmastermind.gui.widgets.colors import PROBLEM_STYLE, WARNING_STYLE
from wordmastermind.gui.password.problem_label import ProblemLabel
from wordmastermind.gui.widgets.report_language import ReportLanguageBox
from wordmastermind.gui.word_checker import WordChecker
from wordmastermind.gui.widgets.texts_box import TextsBox

DEFAULT_SIDES = 3


def _number(spin: QSpinBox) -> int:
    return int(spin.property("value"))


class SetupForm(Retranslating, QWidget):
    """Players (or teams) in seating order, passwords, the variant, the reports'
    language, the starter."""

    applyRequested = Signal()

    def __init__(
        self, checker: WordChecker | None = None, parent: QWidget | None = None, *,
        interface_language: str = "en",
    ) -> None:
        super().__init__(parent)
        self._checker = checker
        self.rng = random.Random()
        self._game: Game | None = None
        self._rolled: tuple[list[str], str] | None = None
        self.count_spin = QSpinBox()
        self.count_spin.setRange(MIN_SIDES, MAX_SIDES)
        self.count_spin.setValue(DEFAULT_SIDES)
        self.niveau_combo = TextsBox()
        self.niveau_combo.addItem("", 1)
        self.niveau_combo.addItem("", 2)
        self.length_spin = QSpinBox()
        self.length_spin.setRange(MIN_LENGTH, MAX_LENGTH)
        self.length_spin.setValue(5)
        self.reports = ReportLanguageBox(REPORT_LANGUAGES, interface_language=interface_language)
        self.count_label, self.niveau_label, self.length_label, self.reports_label = (
            QLabel(), QLabel(), QLabel(), QLabel())
        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        for label, field in ((self.count_label, self.count_spin), (self.niveau_label, self.niveau_combo),
                             (self.length_label, self.length_spin), (self.reports_label, self.reports)):
            label.setBuddy(field)
            form.addRow(label, field)

        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        self.name_heading, self.secret_heading = QLabel(), QLabel()
        grid.addWidget(self.name_heading, 0, 1)
        grid.addWidget(self.secret_heading, 0, 2)
        self.name_edits: list[QLineEdit] = []
        self.member_edits: list[QLineEdit] = []
        self.secret_edits: list[QLineEdit] = []
        self.secret_notes: list[QLabel] = []
        self._rows: list[list[QWidget]] = []
        for i in range(MAX_SIDES):
            number = QLabel(str(i + 1))
            name = QLineEdit()
            secret = QLineEdit()
            secret.setEchoMode(QLineEdit.EchoMode.Password)
            members = QLineEdit()
            note = QLabel()
            note.setWordWrap(True)
            note.hide()
            row = 1 + 3 * i
            grid.addWidget(number, row, 0)
            grid.addWidget(name, row, 1)
            grid.addWidget(secret, row, 2)
            grid.addWidget(members, row + 1, 1, 1, 2)
            grid.addWidget(note, row + 2, 1, 1, 2)
            name.textChanged.connect(self._names_changed)
            secret.textChanged.connect(self.check_secrets)
            for edit in (name, secret, members):  # a refusal of Start said of the form as it was: gone once edited
                edit.textEdited.connect(self._edited)
            name.returnPressed.connect(self.applyRequested)
            self.name_edits.append(name)
            self.member_edits.append(members)
            self.secret_edits.append(secret)
            self.secret_notes.append(note)
            self._rows.append([number, name, secret, members, note])
        self.show_secrets = QCheckBox()
        self.show_secrets.toggled.connect(self._show_secrets)

        self.starter_combo = QComboBox()
        self.starter_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.roll_button = QPushButton()
        self.rolls_label = QLabel()
        self.rolls_label.setWordWrap(True)
        self.rolls_label.setTextFormat(Qt.TextFormat.PlainText)
        starter_row = QHBoxLayout()
        starter_row.addWidget(self.starter_combo, 1)
        starter_row.addWidget(self.roll_button)
        starter_form = QFormLayout()
        starter_form.setContentsMargins(0, 0, 0, 0)
        self.starter_label = QLabel()
        self.starter_label.setBuddy(self.starter_combo)
        starter_form.addRow(self.starter_label, starter_row)
        starter_form.addRow("", self.rolls_label)

        self.apply_button = QPushButton()
        self.apply_button.clicked.connect(self.applyRequested)
        self.problem = ProblemLabel()

        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addLayout(grid)
        column.addWidget(self.show_secrets)
        column.addLayout(starter_form)
        column.addWidget(self.apply_button)
        column.addWidget(self.problem)
        column.addStretch(1)

        self.count_spin.valueChanged.connect(self._show_rows)
        self.niveau_combo.currentIndexChanged.connect(self._show_niveau)
        self.length_spin.valueChanged.connect(self.check_secrets)
        self.roll_button.clicked.connect(self.roll_for_start)
        if checker is not None:
            checker.ready.connect(self.check_secrets)
        self._show_rows()
        self._show_niveau()
        self.retranslate()

    def retranslate(self) -> None:
        self.niveau_combo.setItemText(0, self.tr("Niveau 1"))
        self.niveau_combo.setItemText(1, self.tr("Niveau 2 (no positions)"))
        self.niveau_combo.setToolTip(self.tr(
            "Niveau 1: a yes to a letter gives its position. Niveau 2: no position is given, "
            "every password has the agreed length, and the players rebuild the word."))
        self.length_spin.setSuffix(self.tr(" letters"))
        self.length_spin.setToolTip(self.tr("Niveau 2: every password has this many letters"))
        self.count_label.setText(self.tr("N&umber of players or teams:"))
        self.niveau_label.setText(self.tr("Varia&nt:"))
        self.length_label.setText(self.tr("Word &length:"))
        self.reports_label.setText(self.tr("&Reports in:"))
        self.name_heading.setText(f"<b>{self.tr('Name')}</b>")
        self.secret_heading.setText(f"<b>{self.tr('Password')}</b>")
        for i, (name, secret, members) in enumerate(zip(self.name_edits, self.secret_edits, self.member_edits)):
            name.setPlaceholderText(self.tr("Player {0}").format(i + 1))
            secret.setPlaceholderText(self.tr("optional"))
            secret.setToolTip(self.tr(
                "The password, if the sheet records it: 2 to 8 letters, no hyphen, no proper "
                "noun. With it, the sheet knows the right answers and flags wrong ones."))
            members.setPlaceholderText(self.tr("team members, if a team: Anna, Bob"))
            name.setAccessibleName(self.tr("Name of player {0}").format(i + 1))
            secret.setAccessibleName(self.tr("Password of player {0}").format(i + 1))
            members.setAccessibleName(self.tr("Members of team {0}").format(i + 1))
        self.show_secrets.setText(self.tr("Show the pass&words"))
        self.starter_combo.setToolTip(self.tr("The player who rolled lowest starts; play goes "
                                              "clockwise, in the order above"))
        self.roll_button.setText(self.tr("Roll for &it"))
        self.roll_button.setToolTip(self.tr("Roll two dice for every player: the lowest starts "
                                            "(a tie rolls again)"))
        self.starter_label.setText(self.tr("Starts:"))
        self._show_game_texts()
        self._names_changed()
        self.check_secrets()
        self._show_rolls()

    # ------------------------------------------------------------- reading

    def count(self) -> int:
        return _number(self.count_spin)

    def niveau(self) -> int:
        return int(self.niveau_combo.currentData())

    def names(self) -> list[str]:
        return [
            edit.text().strip() or self.tr("Player {0}").format(i + 1)
            for i, edit in enumerate(self.name_edits[: self.count()])
        ]

    def sides(self) -> tuple[Side, ...]:
        """The sides as typed; raises PasswordError for what the rules refuse."""
        sides = []
        for i, name in enumerate(self.names()):
            members = tuple(m.strip() for m in self.member_edits[i].text().split(",") if m.strip())
            sides.append(Side(name, members, self.secret_edits[i].text().strip()))
        return tuple(sides)

    def build(self, old: Game | None) -> Game:
        """The game with the form's set-up; the log so far must still follow the rules."""
        sides = self.sides()
        niveau = self.niveau()
        length = _number(self.length_spin) if niveau == 2 else None
        starter = max(0, min(self.starter_combo.currentIndex(), len(sides) - 1))
        if old is None:
            game = Game(sides, Board(), niveau, length, starter, language=self.reports.language())
            play(game)
            return game
        # An existing game keeps its language: the box changes it on its own, one undo step.
        blank = tuple(replace(s, secret="") for s in old.sides)
        game = replace(old, sides=blank, niveau=niveau, word_length=length,
                       starter=min(starter, len(blank) - 1))
        return game.with_sides(sides)

    # ------------------------------------------------------------- showing

    def load(self, game: Game | None) -> None:
        """Show ``game``'s set-up (an empty form for None)."""
        self._game = game
        self._rolled = None
        self._show_game_texts()
        self.problem.clear()
        self.rolls_label.clear()
        if game is None:
            self.count_spin.setValue(DEFAULT_SIDES)
            for edit in (*self.name_edits, *self.member_edits, *self.secret_edits):
                edit.clear()
            self.niveau_combo.setCurrentIndex(0)
            self.count_spin.setEnabled(True)
            self.reports.show_game(None)
            return
        self.reports.show_game(game.language)
        self.count_spin.setValue(len(game.sides))
        self.count_spin.setEnabled(not game.log)
        for i, side in enumerate(game.sides):
            self.name_edits[i].setText(side.name)
            self.member_edits[i].setText(", ".join(side.members))
            self.secret_edits[i].setText(side.secret)
        self.niveau_combo.setCurrentIndex(self.niveau_combo.findData(game.niveau))
        if game.word_length is not None:
            self.length_spin.setValue(game.word_length)
        self._names_changed()
        self.starter_combo.setCurrentIndex(game.starter)
        self.check_secrets()

    def _show_game_texts(self) -> None:
        """The apply button's text, and why the number of players is fixed, for the game loaded."""
        game = self._game
        self.apply_button.setText(self.tr("Appl&y changes") if game is not None else self.tr("&Start the game"))
        self.count_spin.setToolTip(
            self.tr("Questions have been asked: start a new game to change this.")
            if game is not None and game.log else "")

    @Slot()
    def _show_rows(self) -> None:
        count = self.count()
        for i, widgets in enumerate(self._rows):
            for widget in widgets:
                widget.setVisible(i < count and (widget is not self.secret_notes[i]
                                                 or bool(widget.text())))
        self._names_changed()

    @Slot()
    def _show_niveau(self) -> None:
        self.length_spin.setEnabled(self.niveau() == 2)
        self.check_secrets()

    @Slot()
    def _names_changed(self) -> None:
        current = self.starter_combo.currentIndex()
        names = self.names()
        self.starter_combo.blockSignals(True)
        self.starter_combo.clear()
        self.starter_combo.addItems(names)
        self.starter_combo.setMinimumWidth(self.starter_combo.sizeHint().width())  # each name whole: the box is at least as wide as its longest
        self.starter_combo.setCurrentIndex(max(0, min(current, len(names) - 1)))
        self.starter_combo.blockSignals(False)

    @Slot(bool)
    def _show_secrets(self, shown: bool) -> None:
        mode = QLineEdit.EchoMode.Normal if shown else QLineEdit.EchoMode.Password
        for edit in self.secret_edits:
            edit.setEchoMode(mode)

    def secret_note(self, text: str) -> tuple[str, bool]:
        """What to say about a typed password, and whether it is a refusal."""
        text = text.strip()
        if not text:
            return "", False
        try:
            word = password_word(text)
        except PasswordError as error:
            return rule_text(error), True
        if self.niveau() == 2 and len(word) != _number(self.length_spin):
            return self.tr("{0} has {1} letters; every password has {2} in this game").format(
                word, len(word), _number(self.length_spin)), True
        if self._checker is not None and self._checker.unknown(text):
            return self.tr(
                "{0} is not in the French word list: check it in the dictionary "
                "(no proper nouns, conjugated verbs or acronyms).").format(word), False
        return "", False

    @Slot()
    @Slot()
    def _edited(self) -> None:
        self.problem.clear()

    def check_secrets(self) -> None:
        count = self.count()
        for i, (edit, note) in enumerate(zip(self.secret_edits, self.secret_notes)):
            text, refused = self.secret_note(edit.text())
            note.setText(text)
            note.setStyleSheet(PROBLEM_STYLE if refused else WARNING_STYLE)
            note.setVisible(bool(text) and i < count)

    @Slot()
    def roll_for_start(self) -> int:
        """Every player rolls two dice; the lowest starts, a tie rolls again."""
        names = self.names()
        lines = []
        while True:
            rolls = [roll_dice(self.rng).circle for _ in names]
            lines.append(", ".join(f"{n} {r}" for n, r in zip(names, rolls)))
            seat = starter_from_rolls(rolls)
            if seat is not None:
                break
        self.starter_combo.setCurrentIndex(seat)
        self._rolled = (lines, names[seat])
        self._show_rolls()
        return seat

    def _show_rolls(self) -> None:
        if self._rolled is not None:
            lines, starter = self._rolled
            self.rolls_label.setText(self.tr("Rolled: {0}. {1} starts.").format("; ".join(lines), starter))
