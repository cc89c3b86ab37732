"""The Wachtwoord tab: set up the players, enter each word as it ends, read the sheet.

The scorekeeper enters only what happened to each word: who got it (team 1,
team 2 or nobody) and the dial value then. The core works out the points,
the running totals, where a Dutch round ended and who won; a word the rules
refuse is not entered and the reason is shown.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.wachtwoord import (
    AMERICAN_WORDS,
    DIAL_START,
    Method,
    Team,
    TeamGame,
    TeamRound,
    TeamWord,
    WachtwoordError,
    WinnerBy,
    next_word,
    team_sheet,
)
from wordmastermind.core.wachtwoord_report import team_name
from wordmastermind.files.kinds import WACHTWOORD_KIND, WACHTWOORD_SUFFIX
from wordmastermind.gui.sheet import Command, FileAction
from wordmastermind.gui.start_panel import StartPanel
from wordmastermind.gui.wachtwoord.document import MaybeGame, WachtwoordDocument
from wordmastermind.gui.wachtwoord.sheet_model import WachtwoordSheetModel

if TYPE_CHECKING:
    from wordmastermind.core.report import Report

NOBODY = 0
"""The id of the "nobody got it" choice among the team buttons."""


class WachtwoordSheet(QWidget):
    """The sheet: a start panel until a game is open, then setup, word entry and the sheet."""

    kind = WACHTWOORD_KIND
    suffix = WACHTWOORD_SUFFIX

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = WachtwoordDocument(parent=self)
        self.start_panel = StartPanel(
            self.tr("Wachtwoord"),
            self.tr(
                "Two teams of two give each other one-word clues for a password; "
                "the sooner a word is guessed, the more it is worth. Enter who got "
                "each word and at which dial value, and this app keeps the score sheet."
            ),
        )
        # The main window's "example" opens the Wörter-MasterMind demo; see load_demo().
        self.start_panel.demo_button.hide()
        self._stack = QStackedWidget()
        self._stack.addWidget(self.start_panel)
        self._content = QWidget()
        self._build_content()
        self._stack.addWidget(self._content)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self._stack)
        self._document.changed.connect(self._update)
        self._update()

    # ------------------------------------------------------------- widgets

    def _build_content(self) -> None:
        # setup
        self.method = QComboBox()
        self.method.addItem(self.tr("American: 5 words per list, the 5th doubles"), Method.AMERICAN)
        self.method.addItem(self.tr("Dutch: until a team has 25 points"), Method.DUTCH)
        self.winner_by = QComboBox()
        self.winner_by.addItem(self.tr("Most points"), WinnerBy.POINTS)
        self.winner_by.addItem(self.tr("Most rounds won"), WinnerBy.ROUNDS)
        self.player_edits = [QLineEdit() for _ in range(4)]
        self.leader = QLineEdit()
        self.leader.setPlaceholderText(self.tr("optional; does not score"))
        self.setup_button = QPushButton(self.tr("&Start the game"))
        self.setup_button.clicked.connect(self.apply_setup)
        form = QFormLayout()
        form.addRow(self.tr("&Method:"), self.method)
        form.addRow(self.tr("&Winner by:"), self.winner_by)
        labels = (
            self.tr("Team 1, player &A:"), self.tr("Team 1, player &B:"),
            self.tr("Team 2, player A:"), self.tr("Team 2, player B:"),
        )
        for label, edit in zip(labels, self.player_edits):
            form.addRow(label, edit)
        form.addRow(self.tr("&Leader:"), self.leader)
        form.addRow(self.setup_button)
        self.setup_box = QGroupBox(self.tr("Players and rules"))
        self.setup_box.setLayout(form)

        # word entry
        self.next_label = QLabel()
        self.next_label.setWordWrap(True)
        self.team_group = QButtonGroup(self)
        self.team_buttons: dict[int, QRadioButton] = {}
        team_row = QVBoxLayout()
        for team_id in (1, 2, NOBODY):
            button = QRadioButton()
            self.team_group.addButton(button, team_id)
            self.team_buttons[team_id] = button
            team_row.addWidget(button)
        self.team_buttons[1].setChecked(True)
        self.dial_group = QButtonGroup(self)
        self.dial_buttons: dict[int, QPushButton] = {}
        dial_row = QHBoxLayout()
        dial_row.setSpacing(2)
        for value in range(DIAL_START, -1, -1):
            dial = QPushButton(str(value))
            dial.setCheckable(True)
            dial.setMinimumWidth(self.fontMetrics().horizontalAdvance("10") + 14)
            dial.setMaximumWidth(self.fontMetrics().horizontalAdvance("10") + 22)
            self.dial_group.addButton(dial, value)
            self.dial_buttons[value] = dial
            dial_row.addWidget(dial)
        dial_row.addStretch(1)
        self.dial_buttons[DIAL_START].setChecked(True)
        self.add_button = QPushButton(self.tr("&Add word"))
        self.add_button.clicked.connect(self._add_clicked)
        self.new_round_button = QPushButton(self.tr("New &round"))
        self.new_round_button.clicked.connect(self.new_round)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.new_round_button)
        buttons.addStretch(1)
        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b00020;")
        entry = QVBoxLayout()
        entry.addWidget(self.next_label)
        entry.addWidget(QLabel(self.tr("Who got it:")))
        entry.addLayout(team_row)
        entry.addWidget(QLabel(self.tr("Dial value:")))
        entry.addLayout(dial_row)
        entry.addLayout(buttons)
        entry.addWidget(self.problem_label)
        self.entry_box = QGroupBox(self.tr("Next word"))
        self.entry_box.setLayout(entry)

        left = QVBoxLayout()
        left.addWidget(self.setup_box)
        left.addWidget(self.entry_box)
        left.addStretch(1)
        left_widget = QWidget()
        left_widget.setLayout(left)
        left_widget.setMaximumWidth(480)

        # the sheet
        self.model = WachtwoordSheetModel(self._document, self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.round_label = QLabel()
        self.totals_label = QLabel()
        self.totals_label.setWordWrap(True)
        right = QVBoxLayout()
        right.addWidget(self.round_label)
        right.addWidget(self.table, 1)
        right.addWidget(self.totals_label)

        layout = QHBoxLayout(self._content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(left_widget)
        layout.addLayout(right, 1)

    # ------------------------------------------------------------ protocol

    @property
    def document(self) -> WachtwoordDocument:
        return self._document

    def tab_title(self) -> str:
        return self.tr("Wachtwoord")

    def file_filter(self) -> str:
        return self.tr("Wachtwoord games (*{0})").format(WACHTWOORD_SUFFIX)

    def new_document(self) -> None:
        self._document.replace(None, None)
        self._show_content()
        self.player_edits[0].setFocus()

    def load_demo(self) -> None:
        """The rules' example (American), as an unsaved game."""
        from wordmastermind.core.wachtwoord import missed, won

        a = (won(2, 8), won(1, 5), missed(), won(1, 7), won(2, 6))
        b = (won(1, 8), won(2, 7), won(1, 9), won(2, 2), won(1, 7))
        game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"), Method.AMERICAN,
                        rounds=(TeamRound(a, b),))
        self._document.replace(game, None)
        self._show_content()

    def open(self, path: Path) -> None:
        from wordmastermind.files.wachtwoord_file import WachtwoordFileError, load_wachtwoord

        game = load_wachtwoord(path)
        if not isinstance(game, TeamGame):
            raise WachtwoordFileError(
                self.tr("{0}: the three-player game cannot be shown in the app yet").format(path.name)
            )
        self._document.replace(game, path)
        self._show_content()

    def save(self, path: Path) -> None:
        self._document.save(path)

    def recovery_data(self) -> bytes:
        from wordmastermind.files.jsonread import dump_json
        from wordmastermind.files.wachtwoord_file import game_to_json

        game = self._document.game
        return b"" if game is None else dump_json(game_to_json(game))

    def restore(self, data: bytes, path: Path | None) -> None:
        """Take back autosaved work: unsaved, with the file it belongs to."""
        from wordmastermind.files.wachtwoord_file import (
            WachtwoordFileError,
            game_from_json,
            load_wachtwoord,
        )

        game: MaybeGame = game_from_json(json.loads(data.decode("utf-8"))) if data else None
        saved: MaybeGame = None
        if path is not None:
            try:
                saved = load_wachtwoord(path)
            except WachtwoordFileError:
                path = None
        self._document.replace(saved, path)
        self._document.edit(self.tr("Restore unsaved work"), lambda _old: game)
        self._show_content()

    def printable_report(self) -> Report | None:
        game = self._document.game
        if game is None:
            return None
        from wordmastermind.core.wachtwoord_report import wachtwoord_report

        return wachtwoord_report(game)

    def exports(self) -> list[FileAction]:
        from wordmastermind.gui.report_export import report_actions

        if self._document.game is None:
            return []
        base = self._document.path.stem if self._document.path is not None else "wachtwoord"
        return report_actions(
            self.tr("Score sheet as {0}…"),
            f"{base}-sheet",
            self.printable_report,
            self.tr("There is no game to report yet."),
        )

    def imports(self) -> list[FileAction]:
        return []

    def commands(self) -> list[Command]:
        return []

    # ------------------------------------------------------------- editing

    def _edit(self, text: str, change: object) -> bool:
        """One undo step; a refusal by the rules shows its reason and changes nothing."""
        try:
            self._document.edit(text, change)  # type: ignore[arg-type]
        except WachtwoordError as error:
            self.problem_label.setText(str(error))
            return False
        self.problem_label.clear()
        return True

    def apply_setup(self) -> bool:
        """Make the form the game's players and rules (a new game, or a change)."""
        method = self.method.currentData()
        winner_by = self.winner_by.currentData()
        names = [edit.text() for edit in self.player_edits]
        leader = self.leader.text()

        def change(game: MaybeGame) -> MaybeGame:
            team1, team2 = Team(names[0], names[1]), Team(names[2], names[3])
            if game is None:
                return TeamGame(team1, team2, method, winner_by, leader=leader)
            assert isinstance(game, TeamGame)
            after = dataclasses.replace(
                game, team1=team1, team2=team2, method=method, winner_by=winner_by, leader=leader
            )
            team_sheet(after)  # the rounds so far must fit the new method
            return after

        text = self.tr("Set up the game") if self._document.game is None else self.tr("Change the players and rules")
        return self._edit(text, change)

    def add_word(self, team: int | None, value: int) -> bool:
        """Enter the next word: ``team`` (1, 2, or None for nobody) got it at dial ``value``."""
        game = self._document.game
        label = self._next_label(game) or "?"

        def change(game: MaybeGame) -> MaybeGame:
            if not isinstance(game, TeamGame):
                raise WachtwoordError(self.tr("set up the players first"))
            word = TeamWord(team, value)
            rounds = list(game.rounds) or [TeamRound()]
            rnd = rounds[-1]
            if len(rnd.a_words) > len(rnd.b_words):
                rnd = TeamRound(rnd.a_words, rnd.b_words + (word,))
            else:
                rnd = TeamRound(rnd.a_words + (word,), rnd.b_words)
            after = dataclasses.replace(game, rounds=(*rounds[:-1], rnd))
            team_sheet(after)
            return after

        if team is None or not isinstance(game, TeamGame):
            text = self.tr("Word {0}: nobody").format(label)
        else:
            text = self.tr("Word {0}: {1} at {2}").format(
                label, team_name(game.team1 if team == 1 else game.team2), value
            )
        return self._edit(text, change)

    def _add_clicked(self) -> None:
        team_id = self.team_group.checkedId()
        value = self.dial_group.checkedId()
        if self.add_word(None if team_id == NOBODY else team_id, value):
            self.dial_buttons[DIAL_START].setChecked(True)

    def new_round(self) -> bool:
        """Start the next round; refused while the current one is not finished."""

        def change(game: MaybeGame) -> MaybeGame:
            if not isinstance(game, TeamGame):
                raise WachtwoordError(self.tr("set up the players first"))
            after = dataclasses.replace(game, rounds=(*game.rounds, TeamRound()))
            team_sheet(after)
            return after

        return self._edit(self.tr("New round"), change)

    # --------------------------------------------------------------- views

    def _show_content(self) -> None:
        self.problem_label.clear()
        self._stack.setCurrentWidget(self._content)

    def _next_label(self, game: MaybeGame) -> str | None:
        if not isinstance(game, TeamGame):
            return None
        if not game.rounds:
            return "A1"
        return next_word(game.method, game.rounds[-1])

    def _update(self) -> None:
        game = self._document.game
        started = isinstance(game, TeamGame)
        self.entry_box.setEnabled(started)
        self.setup_button.setText(self.tr("&Apply changes") if started else self.tr("&Start the game"))
        if not isinstance(game, TeamGame):
            for edit in (*self.player_edits, self.leader):
                edit.clear()
            self.next_label.setText(self.tr("Set up the players first."))
            self.round_label.clear()
            self.totals_label.clear()
            return
        self.method.setCurrentIndex(self.method.findData(game.method))
        self.winner_by.setCurrentIndex(self.winner_by.findData(game.winner_by))
        names = (game.team1.a_player, game.team1.b_player, game.team2.a_player, game.team2.b_player)
        for edit, name in zip(self.player_edits, names):
            edit.setText(name)
        self.leader.setText(game.leader)
        self.team_buttons[1].setText(self.tr("Team 1: {0}").format(team_name(game.team1).replace("&", "&&")))
        self.team_buttons[2].setText(self.tr("Team 2: {0}").format(team_name(game.team2).replace("&", "&&")))
        self.team_buttons[NOBODY].setText(self.tr("Nobody"))
        sheet = team_sheet(game)
        number = max(1, len(game.rounds))
        label = self._next_label(game)
        if label is None:
            self.next_label.setText(
                self.tr("Round {0} is over. Start a new round for the next word.").format(number)
            )
        else:
            if game.method is Method.AMERICAN and label[1:] == str(AMERICAN_WORDS):
                label += "* " + self.tr("(counts double)")
            self.next_label.setText(self.tr("Round {0}, next word: <b>{1}</b>").format(number, label))
        self.new_round_button.setEnabled(label is None)
        self.add_button.setEnabled(label is not None)
        if sheet.rounds:
            rnd = sheet.rounds[-1]
            text = self.tr("Round {0}").format(rnd.number)
            if rnd.ended_after:
                text += " " + self.tr("(ended after {0})").format(rnd.ended_after)
            if rnd.finished:
                if rnd.winner is None:
                    text += " — " + self.tr("a draw")
                else:
                    winner = team_name(game.team1 if rnd.winner == 1 else game.team2)
                    text += " — " + self.tr("won by {0}").format(winner)
        else:
            text = self.tr("Round 1")
        self.round_label.setText(f"<b>{text}</b>")
        t1, t2 = team_name(game.team1), team_name(game.team2)
        totals = self.tr("Game: {0} {1} — {2} {3}; rounds won {4}–{5}.").format(
            t1, sheet.totals[0], t2, sheet.totals[1], sheet.rounds_won[0], sheet.rounds_won[1]
        )
        if sheet.winner is not None:
            result = self.tr("Winner: {0}").format(t1 if sheet.winner == 1 else t2)
        elif sheet.finished:
            result = self.tr("No winner: a draw.")
        else:
            result = self.tr("No winner yet.")
        self.totals_label.setText(f"{totals} <b>{result}</b>")
