"""The Woordspel tab: set up the two players, enter each move on the board,
keep the score sheet, the unseen tiles and the end of the game.

A move is typed on the board (a click on the square where the word starts,
a second click for down, then the letters) or as notation (``8H LEES``).
The core works out which tiles are new and what the move scores before it
is played; a move the rules refuse shows the reason and changes nothing.
Every change is one undo step. Words the Dutch list does not know are
warnings, never refusals: the game master may accept them, and the game
remembers that. The reports are in the game's language, chosen in the
set-up and kept with the game.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QMenu,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.woordspel.game import Game
from wordmastermind.core.woordspel.messages import WOORDSPEL as WOORDSPEL_MESSAGES
from wordmastermind.core.woordspel.moves import Exchange, Pass, Penalty
from wordmastermind.core.woordspel.board import (
    STANDARD_BOARD,
    BoardDefinition,
    Bonus,
    NotationError,
    Square,
    WoordspelError,
)
from wordmastermind.core.woordspel.play import BoardState, Play
from wordmastermind.games import WOORDSPEL
from wordmastermind.gui.i18n import Phrase, filled, rule_text
from wordmastermind.gui.sheet import Command, FileAction, SheetTexts, SideGameSheet
from wordmastermind.gui.weak_calls import weak_method
from wordmastermind.gui.woordspel.board_view import BoardView, last_laid
from wordmastermind.gui.woordspel.document import WoordspelDocument
from wordmastermind.gui.woordspel.end_panel import EndPanel, standings_text
from wordmastermind.gui.woordspel.entry_panel import EntryPanel
from wordmastermind.gui.woordspel.move_entry import MoveEntry
from wordmastermind.gui.woordspel.move_model import NUMBER, RACK, MoveListModel, MoveTable
from wordmastermind.gui.woordspel.preview import Preview, preview_move
from wordmastermind.gui.woordspel.setup_form import SetupForm
from wordmastermind.gui.woordspel.tiles_panel import TilesPanel

DEMO_MOVES = ("8H LEES", "I6 HOEF", "K7 ĲS")
"""The rules' first word, LEES on the centre (18), their HOEF in turn 2, and IJS with the Y."""


class WoordspelSheet(SideGameSheet):
    """A start panel until a game is open; then the board, the move entry and the sheet."""

    game_kind = WOORDSPEL
    document_type = WoordspelDocument
    _document: WoordspelDocument
    setup: SetupForm
    _user_split = False
    preview = Preview()
    """What the move typed would score (or why it is refused), as last shown."""
    import_differences: tuple[Any, ...] = ()
    """What the last GCG import found to differ from the file's scores."""

    def retranslate(self) -> None:
        super().retranslate()
        for index, text in enumerate((self.tr("&Moves"), self.tr("&Unseen tiles"), self.tr("E&nd of the game"))):
            self.pages.setTabText(index, text)
        self.pages.setAccessibleName(self.tr("Pages of the game"))
        self.pages.setAccessibleDescription(self.tr("The moves, the unseen tiles or the end of the game"))
        self.table.setAccessibleName(self.tr("Moves"))
        self.table.setAccessibleDescription(self.tr("Every turn: the player, the rack, the move, the words, the"
                                                    " points and both players' totals"))
        self._right_scroll.setAccessibleName(self.tr("Pages of the game"))
        self.model.retranslate()
        self._show_turn()
        self._show_preview()

    def _texts(self) -> SheetTexts:
        return SheetTexts(
            self.tr("Woordspel"),
            self.tr(
                "Two players lay Dutch words on a board of 15 by 15 squares, as on "
                "Brettspielnetz. Enter each move on the board: this sheet shows what it scores "
                "before it counts, refuses moves the rules do not allow, and keeps the score, "
                "the unseen tiles and the end of the game."
            ),
            files=self.tr("Woordspel games (*{0})"),
            reports_in=Phrase.tr("Reports in {0}"),
        )

    # ------------------------------------------------------------- building

    def _build_content(self) -> None:
        self.setup = SetupForm(interface_language=self._interface_language)
        self.setup.applyRequested.connect(self.apply_setup)
        self.setup.rules_box.currentIndexChanged.connect(self._rules_shown)
        self.entry = MoveEntry(self)
        self.board = BoardView(self.entry)
        self.board.commitRequested.connect(self.play)
        self.board.menuRequested.connect(self._square_menu)
        self.entry_panel = EntryPanel()
        panel = self.entry_panel
        panel.playRequested.connect(self.play)
        panel.passRequested.connect(self.pass_turn)
        panel.exchangeRequested.connect(self.exchange)
        panel.takeBackRequested.connect(self.take_back)
        panel.directionRequested.connect(self._toggle_direction)
        panel.rackEntered.connect(self.enter_rack)
        panel.notation.textEdited.connect(self.entry.set_notation)
        self.entry.changed.connect(self._entry_changed)

        self.model = MoveListModel(self._document, self, warning=weak_method(self.word_warning, None),
                                   edit=weak_method(self._edit, False))
        self.table = MoveTable()
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        self.table.setColumnHidden(NUMBER, True)  # the turn says enough on screen; reports keep it
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tiles = TilesPanel()
        self.end_panel = EndPanel()
        self.end_panel.endRequested.connect(self.end_game)
        self.end_panel.removeEndRequested.connect(self.remove_end)
        self.end_panel.penaltyRequested.connect(self.add_penalty)
        self.pages = QTabWidget()
        for page in (self.table, self.tiles, self.end_panel):
            self.pages.addTab(page, "")
        self.standings_label = QLabel()
        self.standings_label.setWordWrap(True)
        self.standings_label.setTextFormat(Qt.TextFormat.RichText)

        right = QWidget()
        column = QVBoxLayout(right)
        column.setContentsMargins(4, 0, 0, 0)
        column.addWidget(self.entry_panel)
        column.addWidget(self.pages, 1)
        column.addWidget(self.standings_label)
        right.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 28)
        self._right = right
        right_scroll = QScrollArea()  # each text whole where the column is low (150 %, the set-up open)
        self._right_scroll = right_scroll
        right_scroll.setWidget(right)
        right_scroll.setWidgetResizable(True)
        right_scroll.setFrameShape(QFrame.Shape.NoFrame)
        right_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        right_scroll.setMinimumWidth(right.minimumWidth() + right_scroll.verticalScrollBar().sizeHint().width())
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.board)
        self.splitter.addWidget(right_scroll)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.splitterMoved.connect(self._split_moved)
        layout = QVBoxLayout(self.content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.setup)
        layout.addWidget(self.splitter, 1)
        if self.checker is not None:
            self.checker.ready.connect(self._words_arrived)

    def _split_moved(self, _pos: int, _index: int) -> None:
        self._user_split = True

    def _fit_board(self) -> None:
        """A square board as high as there is room for, leaving the sheet 45% of the width."""
        if self._user_split:
            return
        total, height = self.splitter.width(), self.splitter.height()
        room = total - max(self._right.minimumWidth(), total * 9 // 20)
        side = max(self.board.minimumSizeHint().width(), min(height, room))
        self.splitter.setSizes([side, max(1, total - side)])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_board()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_board()

    # ------------------------------------------------------------ protocol

    def _set_up(self) -> None:
        self.setup.focus_first()

    def load_demo(self) -> None:
        """The rules' example: LEES on the centre, then HOEF; an unsaved game."""
        game = Game(("Anna", "Bas"), title=self.tr("The rules' example"))
        for move in DEMO_MOVES:
            game = game.with_move(Play.parse(move))
        self._document.replace(game, None)
        self._show_content()

    def exports(self) -> list[FileAction]:
        from wordmastermind.core.woordspel.report import WOORDSPEL_REPORT
        from wordmastermind.gui.report_export import report_actions

        if self._document.game is None:
            return []
        base = self._file_stem()
        missing = self.tr("Set up the players first.")
        return [
            *report_actions(self.tr("Score sheet as {0}…"), self._sheet_name(WOORDSPEL_REPORT), self.report,
                            missing, self),
            *report_actions(self.tr("Game master's copy (with racks) as {0}…"), f"{base}-GM-copy",
                            self.game_master_report, missing, self),
            FileAction(self.tr("Game as GCG…"), self.tr("GCG game records (*.gcg)"), f"{base}.gcg",
                       self.export_gcg),
        ]

    def imports(self) -> list[FileAction]:
        return [FileAction(self.tr("Game from a GCG record…"), self.tr("GCG game records (*.gcg)"), "",
                           self.import_gcg)]

    def commands(self) -> list[Command]:
        game = self._document.game
        if game is None:
            return []
        commands = [Command(self.tr("Take back the last move"), self.take_back)]
        if not game.board.is_standard:
            commands.append(Command(self.tr("Standard board layout"), self.standard_layout))
        return commands

    # ------------------------------------------------------------ files

    def export_gcg(self, path: Path) -> Path:
        from wordmastermind.gui.woordspel.gcg_files import export_gcg

        return export_gcg(self._document.game, path)

    def import_gcg(self, path: Path) -> bool:
        """Read a GCG record as a new game (one undo step) and show where its scores differ."""
        from wordmastermind.gui.woordspel.gcg_files import import_gcg

        differences = import_gcg(self._document, path, self.setup.reports.language(), self)
        if differences is None:
            return False
        self.import_differences = differences
        self._show_content()
        return True

    # ------------------------------------------------------------- editing

    def _edit(self, text: str | Phrase, change: Callable[[Any], Any]) -> bool:
        """One undo step; a refusal by the rules shows its reason and changes nothing."""
        try:
            self._document.edit(text, change)
        except WoordspelError as error:
            self.entry_panel.refuse(rule_text(error))
            return False
        return True

    def edit_game(self, text: str | Phrase, change: Callable[[Game], Game]) -> bool:
        """A change of the game as one undo step; refused (with the reason) before the set-up."""
        def step(game: Game | None) -> Game:
            if game is None:
                raise WoordspelError(WOORDSPEL_MESSAGES.say("woordspel.set_up_first"))
            return change(game)

        return self._edit(text, step)

    def apply_setup(self) -> bool:
        """Make the form the game's players and title (a new game, or a change)."""
        new = self._document.game is None
        text = Phrase.tr("Set up the game") if new else Phrase.tr("Change the players")
        if not self._edit(text, self.setup.change()):
            self.setup.summary.setText(self.entry_panel.problem_label.text())
            if self._document.game is not None:  # the rules it is scored by stay shown (a preset it does not fit)
                self.setup.show_rules(self._document.game)
            return False
        if new:
            self.board.setFocus()  # the first word is typed on the board
        return True

    def play(self) -> bool:
        """Play the word typed as the next turn; a move the rules refuse shows why."""
        try:
            play = self.entry.play()
        except NotationError as error:
            self.entry_panel.refuse(rule_text(error))
            return False
        if play is None:
            self.entry_panel.refuse(self.tr(
                "no word typed: click the square where it starts and type it, or type 8H LEES"))
            return False
        if self.edit_game(Phrase.tr("Play {0}").format(play.shown(self.entry.from_bottom)), lambda g: g.with_move(play)):
            self.entry.clear()
            self.board.setFocus()
            return True
        return False

    def pass_turn(self) -> bool:
        """Pass; a word typed on the board goes (it was this turn's, and is no play)."""
        if self.edit_game(Phrase.tr("Pass"), lambda g: g.with_move(Pass())):
            self.entry.clear()
            return True
        return False

    def exchange(self) -> bool:
        text = self.entry_panel.exchange_edit.text().strip()
        try:
            move = Exchange(count=int(text)) if text.isdigit() else Exchange(text)
        except WoordspelError as error:
            self.entry_panel.refuse(rule_text(error))
            return False
        if self.edit_game(Phrase.tr("Exchange {0}").format(move.text), lambda g: g.with_move(move)):
            self.entry_panel.exchange_edit.clear()
            self.entry.clear()  # a word typed was this turn's, and is no play
            return True
        return False

    def take_back(self) -> bool:
        game = self._document.game
        last = game.sheet().rows[-1].text if game is not None and game.sheet().rows else ""
        return self.edit_game(Phrase.tr("Take back {0}").format(last), lambda g: g.without_last_move())

    def enter_rack(self) -> bool:
        """The rack of the player to move (empty: not known)."""
        game = self._document.game
        if game is None:
            return False
        player = game.sheet().next_player
        if player is None:
            return False
        text = self.entry_panel.rack_edit.text().strip()
        racks = list(game.racks)
        racks[player] = text or None
        name = game.players[player]
        return self.edit_game(Phrase.tr("Rack of {0}").format(name), lambda g: g.with_racks(racks))

    def end_game(self) -> bool:
        racks = self.end_panel.racks_left()
        ended = self.edit_game(Phrase.tr("End of the game"), lambda g: g.with_end(racks))
        self.end_panel.say_problem("" if ended else self.entry_panel.problem_label.text())
        return ended

    def remove_end(self) -> bool:
        return self.edit_game(Phrase.tr("Remove the end of the game"), lambda g: g.without_end())

    def add_penalty(self) -> bool:
        player = self.end_panel.penalty_player.currentIndex()
        points = int(self.end_panel.penalty_points.value())
        added = self.edit_game(Phrase.tr("Penalty of {0}").format(points),
                               lambda g: g.with_move(Penalty(player, points)))
        self.end_panel.say_problem("" if added else self.entry_panel.problem_label.text())
        return added

    def set_bonus(self, square: Square, bonus: Bonus | None) -> bool:
        """Change the bonus of ``square`` (one undo step; asks first on a square with a tile)."""
        from wordmastermind.gui.woordspel.square_menu import set_bonus

        return set_bonus(self._document.game, square, bonus, self, self.edit_game)

    def standard_layout(self) -> bool:
        return self.edit_game(Phrase.tr("Standard board layout"),
                              lambda g: g.with_board(BoardDefinition()))

    def square_menu(self, square: Square) -> QMenu | None:
        """The right-click menu of ``square``: start a word there, or change its bonus."""
        from wordmastermind.gui.woordspel.square_menu import square_menu

        menu = square_menu(self._document.game, square, self)
        if menu is not None:
            menu.triggered.connect(self._square_chosen)
        return menu

    def _square_chosen(self, action: QAction) -> None:
        from wordmastermind.gui.woordspel.square_menu import run_choice

        run_choice(action.data(), start_word=self.entry.start_at, set_bonus=self.set_bonus,
                   standard_layout=self.standard_layout)

    def _square_menu(self, square: Square, where: QPoint) -> None:
        menu = self.square_menu(square)
        if menu is not None:
            menu.exec(where)
            menu.deleteLater()

    def _toggle_direction(self) -> None:
        self.entry.toggle_direction()
        self.board.setFocus()

    # ---------------------------------------------------------- word checks

    def word_warning(self, word: str) -> str | None:
        """Why the Dutch word list does not know ``word``; None if it does, or while it loads."""
        if self.checker is None or not self.checker.unknown(word):
            return None
        return self.tr("not in the Dutch word list")

    def _words_arrived(self) -> None:
        self.model.refresh()
        self._entry_changed(False)

    # --------------------------------------------------------------- views

    def _show_content(self) -> None:
        self.entry_panel.problem_label.clear()
        super()._show_content()

    def _loading(self) -> None:  # nothing of the game before stays: its tiles left, its board, its refusal
        self.end_panel.forget()
        self.entry_panel.problem_label.clear()
        self.entry.set_state(BoardState())

    def _entry_changed(self, from_board: bool) -> None:
        if from_board:
            self.entry_panel.set_notation(self.entry.notation())
        self.entry_panel.show_direction(self.entry.direction)
        self._show_preview()
        if self.entry.notice:
            self.entry_panel.refuse(self.entry.notice)

    def _show_preview(self) -> None:
        """What the move typed would score, or why the rules refuse it."""
        preview = preview_move(self._document.game, self.entry, self.word_warning)
        self.preview = preview
        self.board.set_preview_ok(preview.refusal is None)
        self.entry_panel.show_preview(preview.score, preview.refusal, list(preview.warnings),
                                      preview.hint)

    def _show_turn(self) -> None:
        """Whose turn it is, whose rack, and the standings, as the game stands."""
        game = self._document.game
        panel = self.entry_panel
        if game is None:
            panel.next_label.setText(self.tr("Set up the two players above to start."))
            panel.rack_label.setText(self.tr("&Rack:"))
            self.standings_label.clear()
            return
        sheet = game.sheet()
        mover = sheet.next_player
        if mover is None:
            panel.next_label.setText(self.tr("The game is over."))
            panel.rack_label.setText(self.tr("&Rack:"))
        else:
            panel.next_label.setText(self.tr("Turn {0}: <b>{1}</b> to play").format(
                sheet.turns + 1, game.players[mover]))
            panel.rack_label.setText(filled(self.tr("&Rack of {0}:"), game.players[mover]))
        self.standings_label.setText(standings_text(game, sheet))

    def _rules_shown(self) -> None:
        """Before a game starts, the entry offers what the chosen rules have (no Exchange in Woordspel)."""
        if self._document.game is None:
            for control in (self.entry_panel.exchange_edit, self.entry_panel.exchange_button):
                control.setVisible(self.setup.rules().exchange)

    def _update(self) -> None:
        game = self._document.game
        self.setup.load(game)
        self.model.refresh()
        self.tiles.show_game(game)
        self.end_panel.show_game(game)
        panel = self.entry_panel
        if game is None:
            panel.setEnabled(False)
            self.board.setEnabled(False)
            for control in (panel.exchange_edit, panel.exchange_button):
                control.setVisible(self.setup.rules().exchange)
            self._show_turn()
            self.board.show_board(STANDARD_BOARD, self.entry.state, ())
            self._entry_changed(False)
            return
        sheet = game.sheet()
        self.entry.set_state(sheet.state)
        self.entry.from_bottom = game.rows_from_bottom
        self.entry.letters = game.rules.letters
        self.board.show_board(game.board, sheet.state, last_laid(game), game.rules.values, game.rows_from_bottom)
        panel.setEnabled(True)
        mover = sheet.next_player
        playing = mover is not None and game.end is None
        self.board.setEnabled(playing)
        for control in (panel.notation, panel.direction_button, panel.rack_edit, panel.pass_button,
                        panel.exchange_edit, panel.exchange_button):
            control.setEnabled(playing)
        for control in (panel.exchange_edit, panel.exchange_button):  # Woordspel has no exchange
            control.setVisible(game.rules.exchange)
        panel.take_back_button.setEnabled(bool(game.moves) and game.end is None)
        panel.rack_edit.setText("" if mover is None else game.racks[mover] or "")
        self._show_turn()
        self.table.setColumnHidden(RACK, not any(row.rack for row in sheet.rows))
        self.table.resizeColumnsToContents()
        self._entry_changed(False)
