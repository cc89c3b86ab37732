"""The RONDO tab: set up the players, enter the turns, keep the score sheet."""

from __future__ import annotations

import datetime
import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QDateEdit,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.rondo import (
    MAX_SIDES,
    MIN_SIDES,
    Game,
    Holder,
    LetterValues,
    RondoError,
    Side,
    Turn,
    cards_text,
    compute_sheet,
    who_starts,
)
from wordmastermind.files.kinds import RONDO_KIND, RONDO_SUFFIX
from wordmastermind.gui.rondo.document import RondoDocument
from wordmastermind.gui.rondo.sheet_model import RondoSheetModel
from wordmastermind.gui.sheet import Command, FileAction
from wordmastermind.gui.start_panel import StartPanel

if TYPE_CHECKING:
    from wordmastermind.core.report import Report

COUNTDOWN_SECONDS = 60
DEFAULT_BIRTH = QDate(2000, 1, 1)


def _number(spin: QSpinBox) -> int:
    """A spin box's number (read as its Qt property)."""
    return int(spin.property("value"))


class RondoSheet(QWidget):
    """A start panel until a game is open; then the setup, the turn editor,
    the countdown and the score sheet of one RONDO game."""

    kind = RONDO_KIND
    suffix = RONDO_SUFFIX

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report_language = "en"
        self._document = RondoDocument(parent=self)
        self.start_panel = StartPanel(
            self.tr("RONDO"),
            self.tr(
                "Players lay letter cards into an extendable card holder and form a new "
                "word each turn. This sheet checks every turn against the rules and keeps "
                "the score."
            ),
        )
        self.start_panel.demo_button.hide()  # RONDO has no rules' example to open
        self._stack = QStackedWidget()
        self._stack.addWidget(self.start_panel)
        self.content = QWidget()
        self._stack.addWidget(self.content)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self._stack)

        self._build_setup()
        self._build_turn_editor()
        self._build_countdown()
        self.model = RondoSheetModel(lambda: self._document.game, self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(False)
        self.totals_label = QLabel()
        self.totals_label.setWordWrap(True)
        self.totals_label.setTextFormat(Qt.TextFormat.RichText)

        top = QHBoxLayout()
        top.addWidget(self.turn_box, 1)
        top.addWidget(self.countdown_box)
        right = QVBoxLayout()
        right.addLayout(top)
        right.addWidget(self.table, 1)
        right.addWidget(self.totals_label)
        row = QHBoxLayout(self.content)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.setup_box)
        row.addLayout(right, 1)

        self._document.changed.connect(self._update)
        self._update()

    # ----------------------------------------------------------- building

    def _build_setup(self) -> None:
        self.setup_box = QGroupBox(self.tr("Players"))
        self.player_count = QSpinBox()
        self.player_count.setRange(MIN_SIDES, MAX_SIDES)
        self.player_count.setValue(3)
        self.name_edits: list[QLineEdit] = []
        self.born_edits: list[QDateEdit] = []
        self.word_edits: list[QLineEdit] = []
        self._player_rows: list[list[QWidget]] = []
        grid = QGridLayout()
        for column, title in enumerate(
            (self.tr("Name"), self.tr("Born"), self.tr("Start word"))
        ):
            grid.addWidget(QLabel(f"<b>{title}</b>"), 0, column + 1)
        for i in range(MAX_SIDES):
            number = QLabel(str(i + 1))
            name = QLineEdit()
            name.setPlaceholderText(self.tr("Player {0}").format(i + 1))
            born = QDateEdit(DEFAULT_BIRTH)
            born.setDisplayFormat("yyyy-MM-dd")
            born.setCalendarPopup(True)
            word = QLineEdit()
            word.setPlaceholderText(self.tr("e.g. RAT"))
            word.setMaxLength(6)
            word.setMaximumWidth(self.fontMetrics().horizontalAdvance("M") * 7)
            word.setToolTip(self.tr("Three letter cards; *A is a joker standing for A"))
            for column, widget in enumerate((number, name, born, word)):
                grid.addWidget(widget, i + 1, column)
            self.name_edits.append(name)
            self.born_edits.append(born)
            self.word_edits.append(word)
            self._player_rows.append([number, name, born, word])
            name.textChanged.connect(self._update_starter_preview)
            born.dateChanged.connect(self._update_starter_preview)
            word.textChanged.connect(self._update_starter_preview)
        self.beginner_check = QCheckBox(self.tr("Beginner variant (a card face down as erase card)"))
        self.rounds_spin = QSpinBox()
        self.rounds_spin.setRange(0, 99)
        self.rounds_spin.setSpecialValueText(self.tr("not agreed"))
        self.starter_label = QLabel()
        self.starter_label.setWordWrap(True)
        self.apply_button = QPushButton(self.tr("&Apply players"))
        self.setup_problem = QLabel()
        self.setup_problem.setWordWrap(True)
        self.setup_problem.setStyleSheet("color: #b00020;")
        form = QFormLayout()
        form.addRow(self.tr("Number of players:"), self.player_count)
        form.addRow(self.tr("Agreed rounds:"), self.rounds_spin)
        setup_column = QVBoxLayout(self.setup_box)
        setup_column.addLayout(form)
        setup_column.addLayout(grid)
        setup_column.addWidget(self.beginner_check)
        setup_column.addWidget(self.starter_label)
        setup_column.addWidget(self.apply_button)
        setup_column.addWidget(self.setup_problem)
        setup_column.addStretch(1)
        self.setup_box.setMaximumWidth(430)
        self.player_count.valueChanged.connect(self._show_player_rows)
        self.apply_button.clicked.connect(self.apply_setup)
        self._show_player_rows()

    def _build_turn_editor(self) -> None:
        self.turn_box = QGroupBox(self.tr("Turn"))
        self.next_label = QLabel()
        self.previous_label = QLabel()
        self.previous_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.holder_edit = QLineEdit()
        self.holder_edit.setToolTip(
            self.tr("The holder after the turn: A-Z letters, *A a joker for A, - an erase "
                    "card, # a card face down")
        )
        self.holder_edit.setPlaceholderText(self.tr("e.g. RATS, *RAT, -ATS"))
        self.exchanges_spin = QSpinBox()
        self.exchanges_spin.setRange(0, 20)
        self.exchanges_spin.setMaximumWidth(self.fontMetrics().horizontalAdvance('M') * 6)
        self.play_button = QPushButton(self.tr("&Play"))
        self.skip_button = QPushButton(self.tr("&Skip (stroke)"))
        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b00020;")
        form = QFormLayout()
        form.addRow(self.tr("Holder now:"), self.previous_label)
        form.addRow(self.tr("&Holder after the turn:"), self.holder_edit)
        form.addRow(self.tr("&Exchanged cards:"), self.exchanges_spin)
        buttons = QHBoxLayout()
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        column = QVBoxLayout(self.turn_box)
        column.addWidget(self.next_label)
        column.addLayout(form)
        column.addLayout(buttons)
        column.addWidget(self.problem_label)
        self.play_button.clicked.connect(self.play)
        self.skip_button.clicked.connect(self.skip)
        self.holder_edit.returnPressed.connect(self.play)

    def _build_countdown(self) -> None:
        self.countdown_box = QGroupBox(self.tr("60 seconds"))
        self.countdown_seconds = COUNTDOWN_SECONDS
        self.countdown_timer = QTimer(self)
        self.countdown_timer.setInterval(1000)
        self.countdown_label = QLabel()
        font = self.countdown_label.font()
        font.setPointSize(font.pointSize() * 2)
        font.setBold(True)
        self.countdown_label.setFont(font)
        self.countdown_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.countdown_button = QPushButton(self.tr("S&tart"))
        column = QVBoxLayout(self.countdown_box)
        column.addWidget(self.countdown_label)
        column.addWidget(self.countdown_button)
        self.countdown_timer.timeout.connect(self._tick)
        self.countdown_button.clicked.connect(self.toggle_countdown)
        self._show_countdown()

    # ------------------------------------------------------------ sheet API

    @property
    def document(self) -> RondoDocument:
        return self._document

    def tab_title(self) -> str:
        return self.tr("RONDO")

    def file_filter(self) -> str:
        return self.tr("RONDO games (*{0})").format(RONDO_SUFFIX)

    def new_document(self) -> None:
        self._document.replace(None, None)
        self._load_setup(None)
        self._stack.setCurrentWidget(self.content)
        self.name_edits[0].setFocus()

    def open(self, path: Path) -> None:
        self._document.open(path)
        self._stack.setCurrentWidget(self.content)

    def save(self, path: Path) -> None:
        self._document.save(path)

    def recovery_data(self) -> bytes:
        from wordmastermind.files.jsonread import dump_json
        from wordmastermind.files.rondo_file import game_to_json

        game = self._document.game
        return b"" if game is None else dump_json(game_to_json(game))

    def restore(self, data: bytes, path: Path | None) -> None:
        """Take back autosaved work: unsaved, with the file it belongs to."""
        from wordmastermind.files.rondo_file import RondoFileError, game_from_json, load_rondo

        game = game_from_json(json.loads(data.decode("utf-8"))) if data.strip() else None
        saved: Game | None = None
        if path is not None:
            try:
                saved = load_rondo(path)
            except RondoFileError:
                path = None
        self._document.replace(saved, path)
        self._document.edit(self.tr("Restore unsaved work"), lambda _old: game)
        self._stack.setCurrentWidget(self.content)

    def report(self) -> Report | None:
        game = self._document.game
        if game is None:
            return None
        from wordmastermind.core.rondo_report import rondo_report

        return rondo_report(game, self.report_language)

    def printable_report(self) -> Report | None:
        return self.report()

    def exports(self) -> list[FileAction]:
        from wordmastermind.gui.report_export import report_actions

        if self._document.game is None:
            return []
        path = self._document.path
        base = path.stem if path is not None else "rondo"
        return report_actions(
            self.tr("Score sheet as {0}…"), f"{base}-sheet", self.report, self.tr("Set up the players first.")
        )

    def imports(self) -> list[FileAction]:
        return []

    def commands(self) -> list[Command]:
        return []

    # -------------------------------------------------------------- setup

    @Slot()
    def _show_player_rows(self) -> None:
        count = _number(self.player_count)
        for i, widgets in enumerate(self._player_rows):
            for widget in widgets:
                widget.setVisible(i < count)
        self._update_starter_preview()

    def _form_sides(self) -> tuple[Side, ...]:
        """The sides as the form gives them; raises RondoError for bad input."""
        sides = []
        for i in range(_number(self.player_count)):
            name = self.name_edits[i].text().strip() or self.tr("Player {0}").format(i + 1)
            born = self.born_edits[i].date()
            sides.append(
                Side.solo(
                    name,
                    datetime.date(born.year(), born.month(), born.day()),
                    self.word_edits[i].text(),
                )
            )
        return tuple(sides)

    def _form_game(self) -> Game:
        old = self._document.game
        game = Game(
            self._form_sides(),
            values=old.values if old is not None else LetterValues(),
            beginner=self.beginner_check.isChecked(),
            rounds=_number(self.rounds_spin) or None,
            turns=old.turns if old is not None else (),
        )
        compute_sheet(game)  # the turns entered so far must still follow the rules
        return game

    @Slot()
    def _update_starter_preview(self) -> None:
        try:
            sides = self._form_sides()
            old = self._document.game
            starter = sides[who_starts(sides, old.values if old else LetterValues())]
        except RondoError as error:
            self.starter_label.setText(self.tr("Who starts: {0}").format(str(error)))
            return
        self.starter_label.setText(self.tr("<b>{0}</b> starts.").format(starter.name))

    @Slot()
    def apply_setup(self) -> bool:
        """Make the form's players, variant and rounds the game's (one undo step)."""
        try:
            game = self._form_game()
        except RondoError as error:
            self.setup_problem.setText(str(error))
            return False
        self.setup_problem.clear()
        text = self.tr("Set up the players") if self._document.game is None else self.tr(
            "Change the players")
        self._document.edit(text, lambda _old: game)
        return True

    def _load_setup(self, game: Game | None) -> None:
        """Show ``game``'s setup in the form."""
        self.setup_problem.clear()
        solo = game is None or all(len(s.members) == 1 for s in game.sides)
        self.apply_button.setEnabled(solo)
        if not solo:
            self.setup_problem.setText(self.tr("A game of teams cannot be changed here."))
        if game is None:
            self.beginner_check.setChecked(False)
            self.rounds_spin.setValue(0)
            for i in range(MAX_SIDES):
                self.name_edits[i].clear()
                self.born_edits[i].setDate(DEFAULT_BIRTH)
                self.word_edits[i].clear()
            self.player_count.setValue(3)
            return
        self.player_count.setValue(len(game.sides))
        self.beginner_check.setChecked(game.beginner)
        self.rounds_spin.setValue(game.rounds or 0)
        for i, side in enumerate(game.sides):
            born = side.youngest_birth
            self.name_edits[i].setText(side.name)
            self.born_edits[i].setDate(QDate(born.year, born.month, born.day))
            self.word_edits[i].setText(cards_text(side.start_word))

    # -------------------------------------------------------------- turns

    @Slot()
    def play(self) -> bool:
        """Enter the holder typed as the next turn; a refused turn shows why."""
        try:
            holder = Holder.parse(self.holder_edit.text())
            turn = Turn(holder, _number(self.exchanges_spin))
            self._add_turn(self.tr("Play {0}").format(holder.word), turn)
        except RondoError as error:
            self.problem_label.setText(str(error))
            return False
        return True

    @Slot()
    def skip(self) -> bool:
        """No word within the 60 seconds: a stroke."""
        try:
            self._add_turn(self.tr("Skip a turn"), Turn.skipped(_number(self.exchanges_spin)))
        except RondoError as error:
            self.problem_label.setText(str(error))
            return False
        return True

    def _add_turn(self, text: str, turn: Turn) -> None:
        game = self._document.game
        if game is None:
            raise RondoError(self.tr("Set up the players first."))
        self._document.edit(text, lambda g: g.with_turn(turn) if g is not None else g)
        self.stop_countdown()

    # ---------------------------------------------------------- countdown

    @Slot()
    def toggle_countdown(self) -> None:
        if self.countdown_timer.isActive():
            self.stop_countdown()
        else:
            self.start_countdown()

    def start_countdown(self) -> None:
        self.countdown_seconds = COUNTDOWN_SECONDS
        self.countdown_timer.start()
        self._show_countdown()

    def stop_countdown(self) -> None:
        self.countdown_timer.stop()
        self._show_countdown()

    @Slot()
    def _tick(self) -> None:
        self.countdown_seconds = max(0, self.countdown_seconds - 1)
        if self.countdown_seconds == 0:
            self.countdown_timer.stop()
            QApplication.beep()
        self._show_countdown()

    def _show_countdown(self) -> None:
        if self.countdown_seconds == 0:
            self.countdown_label.setText(self.tr("Time!"))
        else:
            self.countdown_label.setText(self.tr("{0} s").format(self.countdown_seconds))
        running = self.countdown_timer.isActive()
        self.countdown_button.setText(self.tr("S&top") if running else self.tr("S&tart"))

    # --------------------------------------------------------------- views

    @Slot()
    def _update(self) -> None:
        game = self._document.game
        if game is not None or self._document.path is not None:
            self._stack.setCurrentWidget(self.content)
        self.model.refresh()
        self.problem_label.clear()
        self._load_setup(game)
        if game is None:
            self.turn_box.setEnabled(False)
            self.previous_label.setText("—")
            self.next_label.setText(self.tr("Set up the players and apply them to start."))
            self.totals_label.clear()
            self.holder_edit.clear()
            return
        holder = game.holder()
        self.previous_label.setText(
            self.tr("closed (3 empty slots)") if holder.is_empty else f"<b>{holder}</b>"
        )
        self.holder_edit.setText("" if holder.is_empty else str(holder))
        self.exchanges_spin.setValue(0)
        try:
            sheet = compute_sheet(game)
        except RondoError as error:
            self.turn_box.setEnabled(False)
            self.next_label.setText(str(error))
            self.totals_label.clear()
            return
        self.turn_box.setEnabled(not sheet.over)
        if sheet.over:
            self.next_label.setText(self.tr("The game is over."))
        else:
            rounds = f" / {game.rounds * len(game.sides)}" if game.rounds else ""
            self.next_label.setText(
                self.tr("Turn {0}{1}: <b>{2}</b> to play").format(
                    len(game.turns) + 1, rounds, sheet.next_side)
            )
        totals = ", ".join(
            self.tr("{0} {1}").format(c.name, c.total)
            + (self.tr(" ({0} ×/)").format(c.strokes) if c.strokes else "")
            for c in sheet.columns
        )
        best = max(c.total for c in sheet.columns)
        names = " & ".join(sheet.leaders)
        if sheet.over:
            verdict = self.tr("Winner: <b>{0}</b> with {1} points").format(names, best)
        elif game.turns:
            verdict = self.tr("Leading: <b>{0}</b> with {1} points").format(names, best)
        else:
            verdict = self.tr("<b>{0}</b> starts").format(sheet.starter)
        self.totals_label.setText(self.tr("Totals: {0}. {1}.").format(totals, verdict))
