"""The RONDO tab: set up the players or teams and the letter values, lay each
turn's cards in the holder, keep the score sheet."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.rondo.cards import LetterValues
from wordmastermind.core.rondo.errors import RondoError
from wordmastermind.core.rondo.game import Game
from wordmastermind.core.rondo.holder import Holder, Turn
from wordmastermind.core.rondo.messages import RONDO as RONDO_MESSAGES
from wordmastermind.core.rondo.sheet import compute_sheet
from wordmastermind.games import RONDO
from wordmastermind.gui.widgets.colors import PROBLEM_STYLE
from wordmastermind.gui.i18n import Phrase, rule_text
from wordmastermind.gui.rondo.countdown import Countdown
from wordmastermind.gui.rondo.document import RondoDocument
from wordmastermind.gui.rondo.holder_editor import HolderEditor
from wordmastermind.gui.rondo.setup_form import SetupForm
from wordmastermind.gui.rondo.sheet_model import RondoSheetModel
from wordmastermind.gui.rondo.starter_text import starter_text
from wordmastermind.gui.rondo.values_model import LetterValuesModel
from wordmastermind.gui.sheet import FileAction, SheetTexts, SideGameSheet
from wordmastermind.gui.weak_calls import weak_method


class SheetView(QTableView):
    """The sheet's table: right-click a word the word list does not know to accept it."""

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        from wordmastermind.gui.widgets.context_menu import word_menu

        if not word_menu(self, event):
            super().contextMenuEvent(event)


def _number(spin: QSpinBox) -> int:
    """A spin box's number (read as its Qt property)."""
    return int(spin.property("value"))


class RondoSheet(SideGameSheet):
    """A start panel until a game is open; then the setup, the turn editor,
    the countdown and the score sheet of one RONDO game (RONDO has no rules'
    example to open)."""

    game_kind = RONDO
    document_type = RondoDocument
    _document: RondoDocument
    setup: SetupForm
    _waiting: str | None = None
    """Why the side to play cannot (no start word), or None."""
    _generation = 0
    """A new number for each game opened: a turn being laid is dropped."""

    def retranslate(self) -> None:
        super().retranslate()
        self.table.setAccessibleName(self.tr("Score sheet"))
        self.table.setAccessibleDescription(self.tr("Every turn played: who, the word, the holder, the exchanges,"
                                                    " the points, a stroke and the total"))
        self.model.retranslate()
        self.setup_scroll.setAccessibleName(self.tr("Set-up"))
        self.values_model.retranslate()
        self.values_table.setAccessibleName(self.tr("Letter values"))
        self.values_table.setAccessibleDescription(self.tr("Each letter and its value; F2 changes a value"))
        self.values_note.setText(self.tr(
            "The RONDO rules print each letter's value on its card but do not list the "
            "values. The default is the table of the Woordspel rules (Brettspielnetz.de); "
            "change a value to match your cards (double-click it, or F2). Changed values "
            "are bold. The values are saved with the game; every turn is scored anew."))
        self.values_reset_button.setText(self.tr("Reset to the defau&lts"))
        self.values_reset_button.setToolTip(self.tr("The Woordspel values (Brettspielnetz.de)"))
        self.setup_tabs.setTabText(0, self.tr("Set-up"))
        self.setup_tabs.setTabText(1, self.tr("Letter &values"))
        self.setup_tabs.setAccessibleName(self.tr("Set-up of the game"))
        self.setup_tabs.setAccessibleDescription(self.tr("The players and the variant, or the letter values"))
        self.turn_box.setTitle(self.tr("Turn"))
        self.holder_now_label.setText(self.tr("Holder now:"))
        self.play_button.setText(self.tr("&Play"))
        self.skip_button.setText(self.tr("&Skip (stroke)"))
        self.skip_button.setToolTip(self.tr(
            "No word within the 60 seconds: a stroke; exchanged cards still cost 2 each"))
        self._show_game()

    def event(self, event: QEvent) -> bool:
        done = super().event(event)  # a LanguageChange: this tab's texts, then every child's
        if event.type() == QEvent.Type.LanguageChange:
            self._fit_setup()
        return done

    def _texts(self) -> SheetTexts:
        return SheetTexts(
            self.tr("RONDO"),
            self.tr(
                "Players lay letter cards into an extendable card holder and form a new "
                "word each turn. This sheet checks every turn against the rules and keeps "
                "the score."
            ),
            files=self.tr("RONDO games (*{0})"),
            reports_in=Phrase.tr("Reports in {0}"),
        )

    # ----------------------------------------------------------- building

    def _build_content(self) -> None:
        self._build_setup()
        self._build_turn_editor()
        self.countdown = Countdown()
        self.model = RondoSheetModel(self._document, self, warning=weak_method(self.word_warning, None))
        if self.checker is not None:
            self.checker.ready.connect(self.model.refresh)
        self.table = SheetView()
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
        top.addWidget(self.countdown, 0, Qt.AlignmentFlag.AlignTop)
        right = QVBoxLayout()
        right.addLayout(top)
        right.addWidget(self.table, 1)
        right.addWidget(self.totals_label)
        row = QHBoxLayout(self.content)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.setup_tabs)
        row.addLayout(right, 1)

    def _build_setup(self) -> None:
        self.setup = SetupForm(interface_language=self._interface_language)
        # the form's parts, as the rest of the tab (and its tests) know them
        self.player_count = self.setup.count_spin
        self.name_edits = self.setup.name_edits
        self.born_edits = self.setup.born_edits
        self.word_edits = self.setup.word_edits
        self.beginner_check = self.setup.beginner_check
        self.rounds_spin = self.setup.rounds_spin
        self.starter_label = self.setup.starter_label
        self.apply_button = self.setup.apply_button
        self.setup_problem = self.setup.setup_problem
        self.apply_button.clicked.connect(self.apply_setup)
        self.setup_scroll = scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.setup)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        self.values_model = LetterValuesModel(self._document, self)
        self.values_table = QTableView()
        self.values_table.setModel(self.values_model)
        self.values_table.verticalHeader().hide()
        self.values_table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.values_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.values_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.values_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.values_note = QLabel()
        self.values_note.setWordWrap(True)
        self.values_reset_button = QPushButton()
        self.values_problem = QLabel()
        self.values_problem.setWordWrap(True)
        self.values_problem.setStyleSheet(PROBLEM_STYLE)
        values_page = QWidget()
        values_column = QVBoxLayout(values_page)
        values_column.addWidget(self.values_note)
        values_column.addWidget(self.values_table, 1)
        values_column.addWidget(self.values_reset_button)
        values_column.addWidget(self.values_problem)
        self.values_model.refused.connect(self.values_problem.setText)
        self.values_reset_button.clicked.connect(self.reset_values)

        self.setup_tabs = QTabWidget()
        self.setup_tabs.addTab(scroll, "")
        self.setup_tabs.addTab(values_page, "")
        self.setup_box = self.setup_tabs
        self._fit_setup()

    def _fit_setup(self) -> None:
        """As wide as the form needs in the language it speaks, so that only its height ever scrolls."""
        layout = self.setup.layout()
        if layout is not None:
            layout.activate()  # its rows measured with their new texts, not as Qt last laid them out
        scrollbar = self.setup_scroll.verticalScrollBar().sizeHint().width()
        self.setup_scroll.setMinimumWidth(self.setup.minimumSizeHint().width() + scrollbar)
        self.setup_tabs.setMaximumWidth(self.setup.sizeHint().width() + scrollbar + 16)

    def _build_turn_editor(self) -> None:
        self.turn_box = QGroupBox()
        self.next_label = QLabel()
        self.previous_label = QLabel()
        self.previous_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.holder_editor = HolderEditor()
        self.holder_editor.word_note = weak_method(self._word_note, None)
        self.holder_edit = self.holder_editor.notation
        self.exchanges_spin = self.holder_editor.exchanges_spin
        self.problem_label = self.holder_editor.problem_label
        self.play_button = QPushButton()
        self.skip_button = QPushButton()
        self.holder_now_label = QLabel()
        now = QHBoxLayout()
        now.addWidget(self.holder_now_label)
        now.addWidget(self.previous_label, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.skip_button)
        buttons.addStretch(1)
        column = QVBoxLayout(self.turn_box)
        column.addWidget(self.next_label)
        column.addLayout(now)
        column.addWidget(self.holder_editor)
        column.addLayout(buttons)
        self.play_button.clicked.connect(self.play)
        self.skip_button.clicked.connect(self.skip)
        self.holder_editor.playRequested.connect(self.play)
        self.holder_editor.changed.connect(self._show_play_state)

    # ------------------------------------------------------------ sheet API

    def _loading(self) -> None:
        self._generation += 1

    def _set_up(self) -> None:
        self.setup_tabs.setCurrentIndex(0)
        self.setup.focus_first()

    def exports(self) -> list[FileAction]:
        from wordmastermind.core.rondo.report import RONDO_REPORT
        from wordmastermind.gui.report_export import report_actions

        if self._document.game is None:
            return []
        return report_actions(self.tr("Score sheet as {0}…"), self._sheet_name(RONDO_REPORT), self.report,
                              self.tr("Set up the players first."), self)

    # -------------------------------------------------------------- setup

    def _form_game(self) -> Game:
        """The game with the form's set-up; what was entered before (turns, values, words accepted) stays."""
        old = self._document.game
        sides, beginner = self.setup.sides(), self.beginner_check.isChecked()
        rounds = _number(self.rounds_spin) or None
        if old is None:
            game = Game(sides, beginner=beginner, rounds=rounds, language=self.setup.reports.language())
        else:
            game = dataclasses.replace(old.with_sides(sides), beginner=beginner, rounds=rounds)
        compute_sheet(game)  # the turns entered so far must still follow the rules
        return game

    @Slot()
    def apply_setup(self) -> bool:
        """Make the form's players or teams, variant and rounds the game's (one undo step)."""
        try:
            game = self._form_game()
        except RondoError as error:
            self.setup.show_problem(error)
            return False
        self.setup.show_problem(None)
        if self._document.game is None:
            text = Phrase.tr("Set up the teams") if self.setup.teams else Phrase.tr("Set up the players")
        else:
            text = Phrase.tr("Change the teams") if self.setup.teams else Phrase.tr("Change the players")
        self._document.edit(text, lambda _old: game)
        return True

    def _load_setup(self, game: Game | None) -> None:
        """Show ``game``'s set-up in the form."""
        self.setup.load(game)

    @Slot()
    def reset_values(self) -> bool:
        """The default letter values again (one undo step)."""
        self.values_problem.clear()
        return self.values_model.reset_values()

    # -------------------------------------------------------------- turns

    @Slot()
    def play(self) -> bool:
        """Enter the turn laid in the holder as the next turn; a refused turn shows why."""
        try:
            turn = self.holder_editor.turn()
            word = turn.holder.word if turn.holder is not None else ""
            self._add_turn(Phrase.tr("Play {0}").format(word), turn)
        except RondoError as error:
            self.holder_editor.refuse(error)
            return False
        return True

    @Slot()
    def skip(self) -> bool:
        """No word within the 60 seconds: a stroke."""
        try:
            self._add_turn(Phrase.tr("Skip a turn"), Turn.skipped(_number(self.exchanges_spin)))
        except RondoError as error:
            self.holder_editor.refuse(error)
            return False
        return True

    def _add_turn(self, text: str | Phrase, turn: Turn) -> None:
        game = self._document.game
        if game is None:
            raise RondoError(RONDO_MESSAGES.say("rondo.set_up_first"))
        self._document.edit(text, lambda g: g.with_turn(turn) if g is not None else g)
        self.countdown.stop()

    @Slot()
    def word_warning(self, word: str) -> str | None:
        """Why the Dutch word list does not know ``word``; None if it does, or while it loads."""
        if self.checker is None or not self.checker.unknown(word):
            return None
        return self.tr("not in the Dutch word list")

    def _word_note(self, word: str) -> str | None:
        game = self._document.game
        if game is not None and word.upper() in game.accepted_words:
            return None
        warning = self.word_warning(word)
        return None if warning is None else self.tr(
            "{0} is {1}; you may still play it, and accept it on the sheet (right-click)."
        ).format(word, warning)

    def _show_play_state(self) -> None:
        problem = self.holder_editor.problem()
        reason = self._waiting or (rule_text(problem) if problem else None)
        self.play_button.setEnabled(reason is None)
        self.skip_button.setEnabled(self._waiting is None)
        self.play_button.setToolTip(
            self.tr("Cannot play yet: {0}").format(reason) if reason
            else self.tr("Enter the turn as laid (Enter on a slot or in the notation)"))

    # --------------------------------------------------------------- views

    @Slot()
    def _update(self) -> None:
        game = self._document.game
        self.model.refresh()
        self.table.resizeColumnsToContents()  # a longer word than any before widens its column
        self._load_setup(game)
        self.values_problem.clear()
        self.values_reset_button.setEnabled(game is not None and game.values != LetterValues())
        if game is None:
            self.holder_editor.set_context(Holder.empty(), LetterValues(), False, None)
        else:
            self.holder_editor.set_context(
                game.holder(), game.values, game.beginner, (self._generation, len(game.turns)))
        self._show_game()

    def _show_game(self) -> None:
        """Whose turn it is, the holder as it lies and the totals (it shows, it changes nothing)."""
        game = self._document.game
        self._waiting = None
        self.values_table.setToolTip(
            "" if game is not None else self.tr("Set up the players first: the values are "
                                                "stored with the game."))
        if game is None:
            self.turn_box.setEnabled(False)
            self.previous_label.setText("—")
            self.next_label.setText(self.tr("Set up the players and apply them to start."))
            self.totals_label.clear()
            self._show_play_state()
            return
        holder = game.holder()
        self.previous_label.setText(
            self.tr("closed (3 empty slots)") if holder.is_empty else f"<b>{holder}</b>"
        )
        self._show_play_state()
        try:
            sheet = compute_sheet(game)
        except RondoError as error:
            self.turn_box.setEnabled(False)
            self.next_label.setText(rule_text(error))
            self.totals_label.clear()
            return
        waiting = sheet.next_side in sheet.not_started  # a side without a start word cannot begin
        self._waiting = rule_text(RONDO_MESSAGES.say(
            "rondo.start.not_started", name=sheet.next_side or "")) if waiting else None
        self._show_play_state()
        self.turn_box.setEnabled(not sheet.over)
        rounds = f" / {game.rounds * len(game.sides)}" if game.rounds else ""
        if sheet.over:
            self.next_label.setText(self.tr("The game is over."))
        elif self._waiting is not None:
            self.next_label.setText(self.tr("Turn {0}{1}: {2}").format(
                len(game.turns) + 1, rounds, self._waiting))
        else:
            self.next_label.setText(
                self.tr("Turn {0}{1}: <b>{2}</b> to play").format(
                    len(game.turns) + 1, rounds, sheet.next_side)
            )
        totals = ", ".join(
            (self.tr("{0} (not started)").format(c.name) if not c.started else
             self.tr("{0} {1}").format(c.name, c.total))
            + (self.tr(" ({0} ×/)").format(c.strokes) if c.strokes else "")
            for c in sheet.columns
        )
        best = max(c.total for c in sheet.columns)
        names = " & ".join(sheet.leaders)
        if sheet.over:
            verdict = self.tr("Winner: <b>{0}</b> with {1} points.").format(names, best)
        elif game.turns:
            verdict = self.tr("Leading: <b>{0}</b> with {1} points.").format(names, best)
        else:  # who starts, and why when start words tie: the set-up's preview says it so
            verdict = starter_text(game.sides, game.values)
        self.totals_label.setText(self.tr("Totals: {0}. {1}").format(totals, verdict))
