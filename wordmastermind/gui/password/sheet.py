"""The PASSWORD tab: set up the players, keep the question log, read the grids.

The log is the heart of the sheet: who asked whom, on which circle, what,
and the answer. Everything else, whose turn it is, who is out, the winner
and every grid, is computed from it by the core, so a corrected answer
changes everything that follows from it. Each entry, correction, board
change, set-up or change of the reports' language is one undo step;
whatever the rules refuse is not taken, and the reason is shown.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.password.game import Game, play
from wordmastermind.core.password.errors import PasswordError
from wordmastermind.core.password.log import Answer, Entry
from wordmastermind.core.password.messages import PASSWORD as PASSWORD_MESSAGES
from wordmastermind.games import PASSWORD
from wordmastermind.gui.i18n import Phrase, rule_text
from wordmastermind.gui.password.board_editor import NOTE_STYLE, BoardEditor
from wordmastermind.gui.password.candidates_panel import CandidatesPanel
from wordmastermind.gui.password.document import PasswordDocument
from wordmastermind.gui.password.entry_form import EntryForm
from wordmastermind.gui.password.grid_view import GridsPanel
from wordmastermind.gui.password.log_panel import LogPanel
from wordmastermind.gui.password.problem_label import ProblemLabel
from wordmastermind.gui.password.setup_form import SetupForm
from wordmastermind.gui.password.texts import answer_phrase, board_note, entry_text
from wordmastermind.gui.sheet import Command, FileAction, SheetTexts, SideGameSheet

Change = Callable[[Game | None], Game | None]


def _scrolled(widget: QWidget) -> QScrollArea:
    scroll = QScrollArea()
    scroll.setWidget(widget)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return scroll


class PasswordSheet(SideGameSheet):
    """A start panel until a game is open; then the set-up, the board, the
    entry form, the grids, the log and (for the game master) the candidates.
    The rules text has no example game."""

    game_kind = PASSWORD
    document_type = PasswordDocument
    _document: PasswordDocument
    setup: SetupForm
    _sized = False

    def retranslate(self) -> None:
        super().retranslate()
        self.play_page.setAccessibleName(self.tr("Entering a turn"))
        self.setup_page.setAccessibleName(self.tr("Players and passwords"))
        self.board_page.setAccessibleName(self.tr("Letters of the board"))
        self.left_tabs.setTabText(self.left_tabs.indexOf(self.play_page), self.tr("&Turn"))
        self.left_tabs.setTabText(self.left_tabs.indexOf(self.setup_page),
                                  self.tr("&Players", "PASSWORD's tab of the players"))
        self.left_tabs.setTabText(self.left_tabs.indexOf(self.board_page), self.tr("&Board"))
        self.left_tabs.setAccessibleName(self.tr("Turn, players or board"))
        self.left_tabs.setAccessibleDescription(self.tr("Enter a turn, set up the players, or check the board"))
        self.bottom_tabs.setTabText(self.bottom_tabs.indexOf(self.log), self.tr("L&og"))
        self.bottom_tabs.setTabText(self.bottom_tabs.indexOf(self.candidates),
                                    self.tr("Candidates (game &master only)"))
        self.bottom_tabs.setAccessibleName(self.tr("Log or candidates"))
        self.bottom_tabs.setAccessibleDescription(self.tr("The log of questions and answers, or the words that"
                                                          " still fit each password"))
        self.check_board_button.setText(self.tr("Check the boar&d…"))
        self._show_banner()

    def _texts(self) -> SheetTexts:
        return SheetTexts(
            self.tr("PASSWORD"),
            self.tr(
                "Each player hides a French word of 2 to 8 letters; the dice send the pawn to a "
                "circle of letters, and the players ask each other about them. This sheet keeps "
                "the question log, follows the turns and draws every player's deduction grid."
            ),
            files=self.tr("PASSWORD games (*{0})"),
            reports_in=Phrase.tr("Reports in {0}"),
        )

    # ------------------------------------------------------------- widgets

    def _build_content(self) -> None:
        self.setup = SetupForm(self.checker, interface_language=self._interface_language)
        self.setup.applyRequested.connect(self.apply_setup)

        self.entry = EntryForm()
        self.entry.entered.connect(self.enter)
        self.entry.refused.connect(self._refuse)
        self.board_editor = BoardEditor(self._document)
        self.problem_label = ProblemLabel()

        self.left_tabs = QTabWidget()
        self.play_page = _scrolled(self.entry)
        self.setup_page = _scrolled(self.setup)
        self.board_page = _scrolled(self.board_editor)
        for page in (self.play_page, self.setup_page, self.board_page):
            self.left_tabs.addTab(page, "")
        self.left_tabs.currentChanged.connect(self._show_banner)
        self.left = left = QWidget()
        left_column = QVBoxLayout(left)
        left_column.setContentsMargins(0, 0, 0, 0)
        left_column.addWidget(self.left_tabs, 1)
        left_column.addWidget(self.problem_label)
        width = max(self.entry.minimumSizeHint().width(), self.setup.minimumSizeHint().width())
        left.setMinimumWidth(width + 40)

        self.grids = GridsPanel()
        self.grids.heightWanted.connect(self._grids_wanted)
        self.log = LogPanel()
        self.log.correctionRequested.connect(self.correct)
        self.log.removeLastRequested.connect(self.remove_last)
        self.candidates = CandidatesPanel(self.checker)
        self.bottom_tabs = QTabWidget()
        self.bottom_tabs.addTab(self.log, "")
        self.bottom_tabs.addTab(self.candidates, "")
        self.right_splitter = right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.grids)
        right.addWidget(self.bottom_tabs)
        right.setStretchFactor(0, 0)
        right.setStretchFactor(1, 1)
        right.setChildrenCollapsible(False)

        self.board_note = QLabel()
        self.board_note.setWordWrap(True)
        self.board_note.setTextFormat(Qt.TextFormat.PlainText)
        self.check_board_button = QPushButton()
        self.check_board_button.clicked.connect(self._check_board)
        self.banner = QFrame()
        self.banner.setStyleSheet(f"QFrame {{ {NOTE_STYLE} }}")
        banner_row = QHBoxLayout(self.banner)
        banner_row.setContentsMargins(4, 2, 4, 2)
        banner_row.addWidget(self.board_note, 1)
        banner_row.addWidget(self.check_board_button)

        self.splitter = splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        column = QVBoxLayout(self.content)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.banner)
        column.addWidget(splitter, 1)

    # ------------------------------------------------------------ protocol

    def _check_board(self) -> None:
        self.left_tabs.setCurrentWidget(self.board_page)

    @property
    def rng(self) -> random.Random:
        """The dice's random numbers (set a seeded one for repeatable rolls)."""
        return self.entry.rng

    @rng.setter
    def rng(self, rng: random.Random) -> None:
        self.entry.rng = rng
        self.setup.rng = rng

    def _set_up(self) -> None:
        self.left_tabs.setCurrentWidget(self.setup_page)
        self.setup.name_edits[0].setFocus()

    def open(self, path: Path) -> None:
        super().open(path)
        self.left_tabs.setCurrentWidget(self.play_page)

    def exports(self) -> list[FileAction]:
        """The score sheet (the players' copy never holds a password not found) and the game master's copy."""
        from wordmastermind.core.password.report import PASSWORD_REPORT
        from wordmastermind.gui.report_export import report_actions

        if self._document.game is None:
            return []
        base = self._file_stem()
        missing = self.tr("Set up the players first.")
        return [
            *report_actions(self.tr("Score sheet as {0}…"), self._sheet_name(PASSWORD_REPORT), self.report,
                            missing, self),
            *report_actions(
                self.tr("Game master's copy, with every password, as {0}…"),
                f"{base}-GM-copy", self.game_master_report, missing, self),
        ]

    def imports(self) -> list[FileAction]:
        return []

    def commands(self) -> list[Command]:
        game = self._document.game
        if game is None:
            return []
        state = play(game)
        commands = []
        if not state.over:
            commands.append(Command(self.tr("Roll the dice"), self.roll))
        if game.log:
            commands.append(Command(self.tr("Remove the last entry"), self.remove_last))
        if state.over and not game.winner_disqualified:
            commands.append(Command(
                self.tr("The winner's password does not conform: the last player out wins"),
                lambda: self.disqualify_winner(True)))
        if game.winner_disqualified:
            commands.append(Command(self.tr("The winner's password conforms after all"),
                                    lambda: self.disqualify_winner(False)))
        return commands

    # ------------------------------------------------------------- editing

    def _edit(self, text: str | Phrase, change: Change, problem: QLabel | None = None) -> bool:
        """One undo step; a refusal by the rules shows its reason and changes nothing."""
        label = problem or self.problem_label
        try:
            self._document.edit(text, change)
        except PasswordError as error:
            label.setText(rule_text(error))
            return False
        label.clear()
        if label is not self.problem_label:
            self.problem_label.clear()
        return True

    def _on_game(self, step: Callable[[Game], Game]) -> Change:
        def change(game: Game | None) -> Game | None:
            if game is None:
                raise PasswordError(PASSWORD_MESSAGES.say("password.set_up_first"))
            return step(game)

        return change

    @Slot()
    def apply_setup(self) -> bool:
        """Make the form's players, passwords, variant and starter the game's (one undo step)."""
        old = self._document.game
        try:
            game = self.setup.build(old)
        except PasswordError as error:
            self.setup.problem.setText(rule_text(error))
            return False
        text = Phrase.tr("Set up the players") if old is None else Phrase.tr("Change the players")
        if not self._edit(text, lambda _old: game, self.setup.problem):
            return False
        if old is None:
            self.left_tabs.setCurrentWidget(self.play_page)
        return True

    @Slot(object)
    def enter(self, entry: Entry) -> bool:
        """Add ``entry`` to the log, if the rules allow it now."""
        if self._edit(entry_text(entry), self._on_game(lambda g: g.with_entry(entry))):
            self.entry.reset()
            self.log.table.scrollToBottom()
            return True
        return False

    @Slot(int, object)
    def correct(self, number: int, answer: Answer) -> bool:
        """Entry ``number`` should have been answered ``answer`` (one undo step)."""
        text = Phrase.tr("Correct entry {0}: {1}").format(number, answer_phrase(answer))
        return self._edit(text, self._on_game(lambda g: g.with_correction(number, answer)),
                          self.log.problem)

    @Slot()
    def remove_last(self) -> bool:
        return self._edit(Phrase.tr("Remove the last entry"),
                          self._on_game(lambda g: g.without_last_entry()), self.log.problem)

    def disqualify_winner(self, disqualified: bool = True) -> bool:
        text = (Phrase.tr("The winner's password does not conform") if disqualified
                else Phrase.tr("The winner's password conforms"))
        return self._edit(text, self._on_game(lambda g: g.with_winner_disqualified(disqualified)))

    def roll(self) -> None:
        self.left_tabs.setCurrentWidget(self.play_page)
        self.entry.roll()

    @Slot(str)
    def _refuse(self, reason: str) -> None:
        self.problem_label.setText(reason)

    # --------------------------------------------------------------- views

    def _show_content(self) -> None:
        self.problem_label.clear()
        super()._show_content()

    def _fit_grids(self) -> None:
        """The grids take up to half the sheet's height; the log the rest."""
        self.grids.max_height = max(200, self.height() // 2)
        self.grids.fit()

    @Slot(int)
    def _grids_wanted(self, height: int) -> None:
        sizes = self.right_splitter.sizes()
        total = sum(sizes)
        if total > height > 0 and sizes[0] != height:
            self.right_splitter.setSizes([height, total - height])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_grids()
        if not self._sized:
            QTimer.singleShot(0, self._size_splitter)

    def _size_splitter(self) -> None:
        """At first: the form as narrow as it goes, the grids and the log get the room."""
        total = sum(self.splitter.sizes())
        if total > 0 and not self._sized:
            self._sized = True
            left = self.left.minimumWidth()
            self.splitter.setSizes([left, total - left])
            self._grids_wanted(self.grids.minimumHeight())

    @Slot()
    def _update(self) -> None:
        game = self._document.game
        state = None if game is None else play(game)
        self.setup.load(game)
        self.entry.show_game(game, state)
        self.grids.show_game(game, state)
        self._fit_grids()
        self.log.show_game(game, state)
        self.candidates.show_game(game, state)
        self._show_banner()

    @Slot()
    def _show_banner(self) -> None:
        """The note on an assumed board, above the sheet (on the Board tab: in it)."""
        game = self._document.game
        note = "" if game is None else board_note(game.board)
        self.board_note.setText(note)
        self.banner.setVisible(bool(note) and self.left_tabs.currentWidget() is not self.board_page)
