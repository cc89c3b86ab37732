"""The set-up form of a RONDO game: players or teams of two, the variant, the rounds.

Two to six players each play for themselves, or, from four players on, they
play as teams of two (two to six teams). Every player gives a name and a
birth date (the youngest starts when start words tie); every side lays a
three-letter start word to decide who starts. The form only collects what
is typed: :meth:`SetupForm.sides` builds the sides with the core, which says
what is wrong. The language of the score sheets is picked here too; a new
game takes it when it starts.
"""

from __future__ import annotations

import datetime

from PySide6.QtCore import QDate, Qt, Slot
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDateEdit,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.rondo.cards import LetterValues, cards_text
from wordmastermind.core.rondo.errors import RondoError
from wordmastermind.core.rondo.game import MAX_SIDES, MIN_SIDES, REPORT_LANGUAGES, Game
from wordmastermind.core.rondo.sides import Player, Side
from wordmastermind.gui.i18n import Retranslating, rule_text
from wordmastermind.gui.rondo.starter_text import starter_text
from wordmastermind.gui.widgets.colors import PROBLEM_STYLE
from wordmastermind.gui.widgets.report_language import ReportLanguageBox

DEFAULT_BIRTH = QDate(2000, 1, 1)
DEFAULT_PLAYERS = 3
DEFAULT_TEAMS = 2


def _number(spin: QSpinBox) -> int:
    """A spin box's number (read as its Qt property)."""
    return int(spin.property("value"))


def _date(edit: QDateEdit) -> datetime.date:
    born = edit.date()
    return datetime.date(born.year(), born.month(), born.day())


def _qdate(day: datetime.date) -> QDate:
    return QDate(day.year, day.month, day.day)


class SetupForm(Retranslating, QWidget):
    """Players or teams, their birth dates and start words, the variant, the rounds
    and the language of the score sheets."""

    def __init__(self, parent: QWidget | None = None, *, interface_language: str = "en") -> None:
        super().__init__(parent)
        self._values = LetterValues()
        self._loading = False
        self._problem: RondoError | None = None
        self.players_radio = QRadioButton()
        self.teams_radio = QRadioButton()
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.players_radio)
        self.mode_group.addButton(self.teams_radio)
        self.players_radio.setChecked(True)
        mode = QHBoxLayout()
        mode.addWidget(self.players_radio)
        mode.addWidget(self.teams_radio)
        mode.addStretch(1)

        self.count_spin = QSpinBox()
        self.count_spin.setRange(MIN_SIDES, MAX_SIDES)
        self.count_spin.setValue(DEFAULT_PLAYERS)
        self.count_label = QLabel()
        self.count_label.setBuddy(self.count_spin)
        self.rounds_spin = QSpinBox()
        self.rounds_spin.setRange(0, 99)
        self.reports = ReportLanguageBox(REPORT_LANGUAGES, interface_language=interface_language)
        self.mode_label = QLabel()
        self.rounds_label = QLabel()
        self.rounds_label.setBuddy(self.rounds_spin)
        self.reports_label = QLabel()
        self.reports_label.setBuddy(self.reports)
        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.mode_label, mode)
        form.addRow(self.count_label, self.count_spin)
        form.addRow(self.rounds_label, self.rounds_spin)
        form.addRow(self.reports_label, self.reports)

        self.players_page = QWidget()
        self.teams_page = QWidget()
        self._header_labels: list[QLabel] = []
        self._build_players()
        self._build_teams()

        self.beginner_check = QCheckBox()
        self.starter_label = QLabel()
        self.starter_label.setWordWrap(True)
        self.apply_button = QPushButton()
        self.setup_problem = QLabel()
        self.setup_problem.setWordWrap(True)
        self.setup_problem.setStyleSheet(PROBLEM_STYLE)

        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self.players_page)
        column.addWidget(self.teams_page)
        column.addWidget(self.beginner_check)
        column.addWidget(self.starter_label)
        column.addWidget(self.apply_button)
        column.addWidget(self.setup_problem)
        column.addStretch(1)

        self.count_spin.valueChanged.connect(self._show_rows)
        self.teams_radio.toggled.connect(self._mode_toggled)
        self.retranslate()

    def retranslate(self) -> None:
        self.players_radio.setText(self.tr("Pla&yers"))
        self.players_radio.setToolTip(self.tr("{0} to {1} players, each for themselves").format(
            MIN_SIDES, MAX_SIDES))
        self.teams_radio.setText(self.tr("Teams of t&wo"))
        self.teams_radio.setToolTip(self.tr(
            "From four players on: {0} to {1} teams of two; a team plays one turn together "
            "and has one column on the sheet").format(MIN_SIDES, MAX_SIDES))
        self.rounds_spin.setSpecialValueText(self.tr("not agreed"))
        self.mode_label.setText(self.tr("Play as:"))
        self.rounds_label.setText(self.tr("Agreed r&ounds:"))
        self.reports_label.setText(self.tr("Reports &in:"))
        titles = (self.tr("Name"), self.tr("Born"), self.tr("Start word"))
        for k, label in enumerate(self._header_labels):
            label.setText(f"<b>{titles[k % len(titles)]}</b>")
        self._retranslate_rows()
        self.beginner_check.setText(self.tr("Beginner variant (a card face down as erase card)"))
        self.beginner_check.setToolTip(self.tr(
            "When agreed: once per turn any card may be laid face down as an erase card, "
            "worth −2"))
        self.show_problem(self._problem)
        self._show_rows()

    def _retranslate_rows(self) -> None:
        """The players' and the teams' fields: what they hold when left empty, and their tips."""
        for i, (name, born, word) in enumerate(zip(self.name_edits, self.born_edits, self.word_edits)):
            name.setPlaceholderText(self.tr("Player {0}").format(i + 1))
            self._name_player(i + 1, name, born)
            word.setAccessibleName(self.tr("Start word of player {0}").format(i + 1))
        for i, (team, word) in enumerate(zip(self.team_name_edits, self.team_word_edits)):
            team.setPlaceholderText(self.tr("Team {0} (name optional)").format(i + 1))
            team.setToolTip(self.tr("The team's name; left empty, the members' names"))
            team.setAccessibleName(self.tr("Name of team {0}").format(i + 1))
            word.setAccessibleName(self.tr("Start word of team {0}").format(i + 1))
            for j, (name, born) in enumerate(zip(self.member_name_edits[i], self.member_born_edits[i])):
                name.setPlaceholderText(self.tr("Player {0}").format(2 * i + j + 1))
                name.setToolTip(self.tr("Team {0}, member {1}").format(i + 1, j + 1))
                self._name_player(2 * i + j + 1, name, born)
        for word in (*self.word_edits, *self.team_word_edits):
            word.setPlaceholderText(self.tr("e.g. RAT"))
            word.setToolTip(self.tr("Three letter cards; *A is a joker standing for A"))
        for born in (*self.born_edits, *(b for pair in self.member_born_edits for b in pair)):
            born.setToolTip(self.tr("Birth date: the youngest starts when start words tie"))

    def _word_edit(self) -> QLineEdit:
        word = QLineEdit()
        word.setMaxLength(6)
        word.setMaximumWidth(self.fontMetrics().horizontalAdvance("M") * 7)
        word.textChanged.connect(self._update_starter_preview)
        return word

    def _born_edit(self) -> QDateEdit:
        born = QDateEdit(DEFAULT_BIRTH)
        born.setDisplayFormat("yyyy-MM-dd")
        born.setCalendarPopup(True)
        born.dateChanged.connect(self._update_starter_preview)
        return born

    def _name_edit(self) -> QLineEdit:
        name = QLineEdit()
        name.textChanged.connect(self._update_starter_preview)
        return name

    def _name_player(self, number: int, name: QLineEdit, born: QDateEdit) -> None:
        """What a screen reader says for a player's fields (the grid's headers name no field)."""
        name.setAccessibleName(self.tr("Name of player {0}").format(number))
        born.setAccessibleName(self.tr("Birth date of player {0}").format(number))

    def _headers(self, grid: QGridLayout) -> None:
        for column in range(3):
            label = QLabel()
            grid.addWidget(label, 0, column + 1)
            self._header_labels.append(label)

    def _build_players(self) -> None:
        grid = QGridLayout(self.players_page)
        grid.setContentsMargins(0, 0, 0, 0)
        self._headers(grid)
        self.name_edits: list[QLineEdit] = []
        self.born_edits: list[QDateEdit] = []
        self.word_edits: list[QLineEdit] = []
        self._player_rows: list[list[QWidget]] = []
        for i in range(MAX_SIDES):
            number = QLabel(str(i + 1))
            name = self._name_edit()
            born = self._born_edit()
            word = self._word_edit()
            for column, widget in enumerate((number, name, born, word)):
                grid.addWidget(widget, i + 1, column)
            self.name_edits.append(name)
            self.born_edits.append(born)
            self.word_edits.append(word)
            self._player_rows.append([number, name, born, word])

    def _build_teams(self) -> None:
        grid = QGridLayout(self.teams_page)
        grid.setContentsMargins(0, 0, 0, 0)
        self._headers(grid)
        self.team_name_edits: list[QLineEdit] = []
        self.team_word_edits: list[QLineEdit] = []
        self.member_name_edits: list[tuple[QLineEdit, QLineEdit]] = []
        self.member_born_edits: list[tuple[QDateEdit, QDateEdit]] = []
        self._team_rows: list[list[QWidget]] = []
        indent = self.fontMetrics().horizontalAdvance("M")
        for i in range(MAX_SIDES):
            row = 1 + 3 * i
            number = QLabel(f"<b>{i + 1}</b>")
            team = self._name_edit()
            word = self._word_edit()
            grid.addWidget(number, row, 0)
            grid.addWidget(team, row, 1, 1, 2)
            grid.addWidget(word, row, 3)
            widgets: list[QWidget] = [number, team, word]
            names: list[QLineEdit] = []
            borns: list[QDateEdit] = []
            for j in range(2):
                name = self._name_edit()
                born = self._born_edit()
                holder = QWidget()
                line = QHBoxLayout(holder)
                line.setContentsMargins(indent, 0, 0, 0)
                line.addWidget(name)
                grid.addWidget(holder, row + 1 + j, 1)
                grid.addWidget(born, row + 1 + j, 2)
                names.append(name)
                borns.append(born)
                widgets += [holder, born]
            self.team_name_edits.append(team)
            self.team_word_edits.append(word)
            self.member_name_edits.append((names[0], names[1]))
            self.member_born_edits.append((borns[0], borns[1]))
            self._team_rows.append(widgets)

    # ------------------------------------------------------------- state

    @property
    def teams(self) -> bool:
        return self.teams_radio.isChecked()

    def set_teams(self, teams: bool) -> None:
        (self.teams_radio if teams else self.players_radio).setChecked(True)

    def set_values(self, values: LetterValues) -> None:
        """The letter values the start words are scored with (for the preview)."""
        self._values = values
        self._update_starter_preview()

    @Slot()
    def _show_rows(self) -> None:
        count = _number(self.count_spin)
        teams = self.teams
        self.players_page.setVisible(not teams)
        self.teams_page.setVisible(teams)
        self.count_label.setText(self.tr("N&umber of teams:") if teams else self.tr(
            "N&umber of players:"))
        self.count_label.setToolTip(
            self.tr("{0} to {1} teams of two: {2} to {3} players").format(
                MIN_SIDES, MAX_SIDES, 2 * MIN_SIDES, 2 * MAX_SIDES) if teams else "")
        for i, widgets in enumerate(self._player_rows):
            for widget in widgets:
                widget.setVisible(i < count)
        for i, widgets in enumerate(self._team_rows):
            for widget in widgets:
                widget.setVisible(i < count)
        self.apply_button.setText(self.tr("&Apply teams") if teams else self.tr("&Apply players"))
        self._update_starter_preview()

    @Slot()
    def _mode_toggled(self) -> None:
        if not self._loading:
            self._carry_names()
        self._show_rows()

    def _carry_names(self) -> None:
        """Switching between players and teams keeps the people typed so far, when the
        other form is still blank: players 1 and 2 make team 1, 3 and 4 team 2, ..."""
        people = [(e.text().strip(), b.date()) for e, b in zip(self.name_edits, self.born_edits)]
        members = [
            (name.text().strip(), born.date())
            for names, borns in zip(self.member_name_edits, self.member_born_edits)
            for name, born in zip(names, borns)
        ]
        if self.teams and not any(n for n, _ in members):
            typed = [p for p in people[:len(self.name_edits)] if p[0]]
            for k, (name, born) in enumerate(typed):
                self.member_name_edits[k // 2][k % 2].setText(name)
                self.member_born_edits[k // 2][k % 2].setDate(born)
            if typed:
                self.count_spin.setValue(max(MIN_SIDES, min(MAX_SIDES, (len(typed) + 1) // 2)))
        elif not self.teams and not any(n for n, _ in people):
            typed = [m for m in members if m[0]][:MAX_SIDES]
            for k, (name, born) in enumerate(typed):
                self.name_edits[k].setText(name)
                self.born_edits[k].setDate(born)
            if typed:
                self.count_spin.setValue(max(MIN_SIDES, len(typed)))
        elif self.teams and _number(self.count_spin) > MAX_SIDES:
            self.count_spin.setValue(MAX_SIDES)

    def sides(self) -> tuple[Side, ...]:
        """The sides as typed; raises RondoError for what the rules do not allow."""
        count = _number(self.count_spin)
        sides: list[Side] = []
        for i in range(count):
            if self.teams:
                members = []
                for j in range(2):
                    default = self.tr("Player {0}").format(2 * i + j + 1)
                    name = self.member_name_edits[i][j].text().strip() or default
                    members.append(Player(name, _date(self.member_born_edits[i][j])))
                sides.append(Side.team(members[0], members[1], self.team_word_edits[i].text(),
                                       self.team_name_edits[i].text()))
            else:
                name = self.name_edits[i].text().strip() or self.tr("Player {0}").format(i + 1)
                sides.append(Side.solo(name, _date(self.born_edits[i]), self.word_edits[i].text()))
        return tuple(sides)

    @Slot()
    def _update_starter_preview(self) -> None:
        try:
            text = starter_text(self.sides(), self._values)
        except RondoError as error:
            text = self.tr("Who starts: {0}").format(rule_text(error))
        self.starter_label.setText(text)

    def show_problem(self, error: RondoError | None) -> None:
        """Why the set-up cannot be applied (None: nothing to say)."""
        self._problem = error
        self.setup_problem.setText("" if error is None else rule_text(error))

    def load(self, game: Game | None) -> None:
        """Show ``game``'s set-up (a blank form for None)."""
        self._loading = True
        try:
            self._load(game)
        finally:
            self._loading = False
        self._show_rows()

    def _load(self, game: Game | None) -> None:
        self.show_problem(None)
        if game is None:
            self.set_teams(False)
            self.beginner_check.setChecked(False)
            self.rounds_spin.setValue(0)
            for edit in (*self.name_edits, *self.word_edits, *self.team_name_edits,
                         *self.team_word_edits,
                         *(e for pair in self.member_name_edits for e in pair)):
                edit.clear()
            for born in (*self.born_edits, *(b for pair in self.member_born_edits for b in pair)):
                born.setDate(DEFAULT_BIRTH)
            self.count_spin.setValue(DEFAULT_PLAYERS)
            self._values = LetterValues()
            self.reports.show_game(None)
            return
        self._values = game.values
        self.reports.show_game(game.language)
        teams = all(len(side.members) == 2 for side in game.sides)
        self.set_teams(teams)
        self.count_spin.setValue(len(game.sides))
        self.beginner_check.setChecked(game.beginner)
        self.rounds_spin.setValue(game.rounds or 0)
        for i, side in enumerate(game.sides):
            word = cards_text(side.start_word)
            if teams:
                default = " & ".join(m.name for m in side.members)
                self.team_name_edits[i].setText("" if side.name == default else side.name)
                self.team_word_edits[i].setText(word)
                for j, member in enumerate(side.members):
                    self.member_name_edits[i][j].setText(member.name)
                    self.member_born_edits[i][j].setDate(_qdate(member.born))
            else:
                self.name_edits[i].setText(side.name)
                self.born_edits[i].setDate(_qdate(side.youngest_birth))
                self.word_edits[i].setText(word)

    def focus_first(self) -> None:
        (self.member_name_edits[0][0] if self.teams else self.name_edits[0]).setFocus(
            Qt.FocusReason.OtherFocusReason)
