"""The Wachtwoord tab: set up the players, play live or enter each word, read the sheet.

Two teams of two (with an optional game leader) or three players. In live
mode the dial, the turn and the clue check follow the rules as Miss and
Guessed are pressed; in entry mode the scorekeeper types who got each word
and at which dial value. Either way every step is one undo step, and the
core works out the points, the running totals, where a Dutch round ended and
who won; a step the rules refuse is not taken and the reason is shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.game import (
    Method,
    Team,
    TeamGame,
    TeamRound,
    TeamWord,
    TrioWord,
)
from wordmastermind.core.wachtwoord.messages import WACHTWOORD as WACHTWOORD_MESSAGES
from wordmastermind.core.wachtwoord.play import (
    Game,
    add_word,
    end_game,
    game_sheet,
    guessed,
    miss,
    new_round,
    nobody,
    set_starting_team,
    turn,
)
from wordmastermind.core.wachtwoord.report import team_name
from wordmastermind.games import WACHTWOORD
from wordmastermind.gui.i18n import Phrase, rule_text
from wordmastermind.gui.widgets.colors import PROBLEM_STYLE
from wordmastermind.gui.sheet import Command, FileAction, SheetTexts, SideGameSheet
from wordmastermind.gui.wachtwoord.document import MaybeGame, WachtwoordDocument
from wordmastermind.gui.wachtwoord.entry_panel import EntryPanel
from wordmastermind.gui.wachtwoord.live_panel import LivePanel
from wordmastermind.gui.wachtwoord.setup_form import SetupForm
from wordmastermind.gui.wachtwoord.sheet_model import POINTS, RUNNING, WachtwoordSheetModel
from wordmastermind.gui.widgets.table_keys import tab_leaves
from wordmastermind.gui.widgets.texts_box import TextsBox

if TYPE_CHECKING:
    from wordmastermind.gui.word_checker import WordChecker

class _SidePanel(QScrollArea):
    """The set-up and the word entry: as wide as they need (the players' names in them), up to the
    panel's maximum width; only beyond it, on a small screen or at 150 %, scrolled sideways."""

    def minimumSizeHint(self) -> QSize:
        least = super().minimumSizeHint()
        inner = self.widget()
        if inner is None:
            return least
        width = inner.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width() + 2 * self.frameWidth()
        return QSize(min(width, self.maximumWidth()), least.height())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # the names changed, the set-up folded: fit them
            self.updateGeometry()
        return super().event(event)


class WachtwoordSheet(SideGameSheet):
    """The sheet: a start panel until a game is open, then setup, word entry and the sheet."""

    game_kind = WACHTWOORD
    document_type = WachtwoordDocument
    _document: WachtwoordDocument
    setup: SetupForm

    def retranslate(self) -> None:
        super().retranslate()
        self.modes.setTabText(self.modes.indexOf(self.live), self.tr("Li&ve at the table"))
        self.modes.setTabText(self.modes.indexOf(self.entry), self.tr("En&ter words"))
        self.modes.setAccessibleName(self.tr("How the words are entered"))
        self.modes.setAccessibleDescription(self.tr("Live at the table with the dial, or each word afterwards"))
        self.left_scroll.setAccessibleName(self.tr("Set-up and word entry"))
        self.table.setAccessibleName(self.tr("Score sheet"))
        self.table.setAccessibleDescription(self.tr("Each round's words, row by row, with each team's points"
                                                    " and total"))
        self.view_box.setItemText(self.view_box.findData(RUNNING), self.tr("Running totals (as the printed sheet)"))
        self.view_box.setItemText(self.view_box.findData(POINTS), self.tr("Points per word"))
        self.starts_box.setToolTip(self.tr("The team that gives the first clue of this round"))
        self.starts_label.setText(self.tr("First clue from:"))
        self.view_label.setText(self.tr("Show:"))
        self.end_button.setToolTip(self.tr("The game master ends the game after this round: the leader wins"))
        self.model.retranslate()
        self._show_sheet(self._document.game)
        self._show_problem(self._problem)

    def _texts(self) -> SheetTexts:
        return SheetTexts(
            self.tr("Wachtwoord"),
            self.tr(
                "Two teams of two (or three players) give each other one-word clues for a "
                "password; the sooner a word is guessed, the more it is worth. Play live "
                "with the dial at the table, or enter who got each word afterwards: this "
                "app keeps the score sheet."
            ),
            files=self.tr("Wachtwoord games (*{0})"),
            reports_in=Phrase.tr("Reports in {0}"),
        )

    # ------------------------------------------------------------- widgets

    def _build_content(self) -> None:
        self.setup = SetupForm(interface_language=self._interface_language)
        self.setup.applyRequested.connect(self.apply_setup)
        self.live = LivePanel(self.checker)
        self.live.missRequested.connect(self.miss)
        self.live.guessedRequested.connect(self.guessed)
        self.live.nobodyRequested.connect(self.nobody)
        self.live.newRoundRequested.connect(self.new_round)
        self.live.undoRequested.connect(self._document.undo_stack.undo)
        self.entry = EntryPanel()
        self.entry.addRequested.connect(self._add_clicked)
        self.entry.newRoundRequested.connect(self.new_round)
        self.modes = QTabWidget()
        self.modes.addTab(self.live, "")
        self.modes.addTab(self.entry, "")
        self.problem_label = QLabel()
        self._problem: WachtwoordError | None = None
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet(PROBLEM_STYLE)

        left = QVBoxLayout()
        left.addWidget(self.setup)
        left.addWidget(self.modes, 1)
        left.addWidget(self.problem_label)
        left_widget = QWidget()
        left_widget.setLayout(left)
        self.left_scroll = left_scroll = _SidePanel()  # nothing is cut off on a small screen or at 150%
        left_scroll.setWidget(left_widget)
        left_scroll.setWidgetResizable(True)
        left_scroll.setFrameShape(QFrame.Shape.NoFrame)
        left_scroll.setMaximumWidth(540)

        # the sheet
        self.model = WachtwoordSheetModel(self._document, self)
        self.table = tab_leaves(QTableView())
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view_box = TextsBox()
        self.view_box.addItem("", RUNNING)
        self.view_box.addItem("", POINTS)
        self.view_box.currentIndexChanged.connect(self._view_chosen)
        self.starts_box = TextsBox()
        self.starts_box.activated.connect(self._starts_chosen)
        self.starts_label = QLabel()
        self.starts_label.setBuddy(self.starts_box)
        self.view_label = view_label = QLabel()
        view_label.setBuddy(self.view_box)
        # Each box as wide as its longest item (TextsBox), whatever the names (the teams' names make the
        # starting team's); a label goes above its box where the two do not fit side by side.
        self.bar = bar = QFormLayout()
        bar.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        bar.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        bar.addRow(view_label, self.view_box)
        bar.addRow(self.starts_label, self.starts_box)
        self.round_label = QLabel()
        self.round_label.setWordWrap(True)  # "won by" a team of two long names
        self.totals_label = QLabel()
        self.totals_label.setWordWrap(True)
        self.end_button = QPushButton()
        self.end_button.clicked.connect(self.toggle_end)
        end_row = QHBoxLayout()
        end_row.addWidget(self.totals_label, 1)
        end_row.addWidget(self.end_button)
        right = QVBoxLayout()
        right.addLayout(bar)
        right.addWidget(self.round_label)
        right.addWidget(self.table, 1)
        right.addLayout(end_row)

        layout = QHBoxLayout(self.content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(left_scroll)
        layout.addLayout(right, 1)

    # ------------------------------------------------------------ protocol

    def _set_up(self) -> None:
        self.setup.player_edits[0].setFocus()

    def load_demo(self) -> None:
        """The rules' example (American), as an unsaved game."""
        from wordmastermind.core.wachtwoord.game import missed, won

        a = (won(2, 8), won(1, 5), missed(), won(1, 7), won(2, 6))
        b = (won(1, 8), won(2, 7), won(1, 9), won(2, 2), won(1, 7))
        game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"), Method.AMERICAN,
                        rounds=(TeamRound(a, b),))
        self._document.replace(game, None)
        self._show_content()

    def exports(self) -> list[FileAction]:
        from wordmastermind.core.wachtwoord.report import WACHTWOORD_REPORT
        from wordmastermind.gui.report_export import report_actions

        if self._document.game is None:
            return []
        return report_actions(self.tr("Score sheet as {0}…"), self._sheet_name(WACHTWOORD_REPORT), self.report,
                              self.tr("There is no game to report yet."), self)

    def commands(self) -> list[Command]:
        return [Command(self.tr("Word lists for play…"), self.show_word_lists)]

    def dutch_words(self) -> WordChecker:
        """The Dutch word lists (the app's shared checker, or one of this tab's own)."""
        if self.checker is None:
            from wordmastermind.gui.word_checker import WordChecker, load_lexicon

            self.checker = WordChecker(self, load=lambda: load_lexicon("nl"))
        return self.checker

    def show_word_lists(self) -> None:
        from wordmastermind.gui.wachtwoord.lists_dialog import WordListsDialog

        dialog = WordListsDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    # ------------------------------------------------------------- editing

    def _edit(self, text: str | Phrase, change: Callable[[MaybeGame], MaybeGame]) -> bool:
        """One undo step; a refusal by the rules shows its reason and changes nothing."""
        try:
            self._document.edit(text, change)
        except WachtwoordError as error:
            self._show_problem(error)
            return False
        self._show_problem(None)
        return True

    def _play(self, text: str | Phrase, step: Callable[[Game], Game]) -> bool:
        def change(game: MaybeGame) -> MaybeGame:
            if game is None:
                raise WachtwoordError(WACHTWOORD_MESSAGES.say("wachtwoord.set_up_first"))
            return step(game)

        return self._edit(text, change)

    def apply_setup(self) -> bool:
        """Make the form the game's players and rules (a new game, or a change)."""
        text = Phrase.tr("Set up the game") if self._document.game is None \
            else Phrase.tr("Change the players and rules")
        return self._edit(text, self.setup.change())

    def _word_text(self, what: str | Phrase) -> Phrase:
        game = self._document.game
        due = None if game is None else turn(game)
        return Phrase.tr("Word {0}: {1}").format(due.word if due else "?", what)

    def add_word(self, team: int | None, value: int) -> bool:
        """Enter the next word of a team game: ``team`` (1, 2, or None for nobody) got it at ``value``."""
        return self._add(lambda: TeamWord(team, value))

    def _add(self, word: Callable[[], TeamWord | TrioWord]) -> bool:
        try:
            entered = word()
        except WachtwoordError as error:
            self._show_problem(error)
            return False
        game = self._document.game
        if isinstance(entered, TeamWord):
            if entered.team is None or not isinstance(game, TeamGame):
                what = Phrase.tr("nobody")
            else:
                what = Phrase.tr("{0} at {1}").format(
                    team_name(game.team1 if entered.team == 1 else game.team2), entered.value)
        else:
            what = Phrase.tr("{0} at {1}").format(" & ".join(entered.guessers), entered.value) \
                if entered.guessers else Phrase.tr("nobody")
        return self._play(self._word_text(what), lambda g: add_word(g, entered))

    def _add_clicked(self) -> None:
        if self._add(self.entry.word):
            self.entry.reset()

    def miss(self) -> bool:
        """Live: the clue was missed; the dial drops and the turn passes."""
        game = self._document.game
        due = None if game is None else turn(game)
        text = Phrase.tr("Word {0}: clue missed at {1}").format(due.word, due.value) if due \
            else Phrase.tr("Clue missed")
        return self._play(text, miss)

    def guessed(self, who: tuple[str, ...] | None = None) -> bool:
        """Live: the word was guessed at the dial's value (by ``who`` in the three-player game)."""
        game = self._document.game
        due = None if game is None else turn(game)
        if due is None:
            return self._play(Phrase.tr("Guessed"), lambda g: guessed(g, who))
        if isinstance(game, TeamGame):
            team = game.team1 if due.team == 1 else game.team2
            what = Phrase.tr("{0} at {1}").format(team_name(team), due.value)
        else:
            what = Phrase.tr("{0} at {1}").format(" & ".join(who or ()), due.value)
        return self._play(self._word_text(what), lambda g: guessed(g, who))

    def nobody(self) -> bool:
        """Live: the word ends without a score."""
        return self._play(self._word_text(Phrase.tr("nobody")), nobody)

    def new_round(self) -> bool:
        """Start the next round; refused while the current one is not over."""
        return self._play(Phrase.tr("New round"), new_round)

    def set_starting_team(self, team: int | None) -> bool:
        """The game master sets the team that starts the current round (``None``: alternate)."""
        def step(game: Game) -> Game:
            if not isinstance(game, TeamGame):
                raise WachtwoordError(WACHTWOORD_MESSAGES.say("wachtwoord.team_start_only"))
            return set_starting_team(game, team)

        return self._play(Phrase.tr("Starting team"), step)

    def _view_chosen(self) -> None:
        self.model.set_view(self.view_box.currentData())

    def _starts_chosen(self) -> None:
        game = self._document.game
        chosen = self.starts_box.currentData()
        current = game.rounds[-1].starts if isinstance(game, TeamGame) and game.rounds else None
        if chosen != current:
            self.set_starting_team(chosen)

    def toggle_end(self) -> bool:
        """The game master ends the game after the last round, or takes that back."""
        game = self._document.game
        ended = game is not None and game.ended
        text = Phrase.tr("Resume the game") if ended else Phrase.tr("End the game")
        return self._play(text, lambda g: end_game(g, not ended))

    # --------------------------------------------------------------- views

    def _show_content(self) -> None:
        self._show_problem(None)
        super()._show_content()

    def _show_problem(self, error: WachtwoordError | None) -> None:
        """Why the rules refused the last step (in the interface's language), or nothing."""
        self._problem = error
        self.problem_label.setText("" if error is None else rule_text(error))
        if error is not None:  # below the set-up and the dial: scrolled into view, not out of sight
            panel = self.left_scroll.widget()
            layout = None if panel is None else panel.layout()
            if layout is not None:
                layout.activate()  # the label's place with its new text
            self.left_scroll.ensureWidgetVisible(self.problem_label)

    def _update(self) -> None:
        game = self._document.game
        self.setup.load(game)
        self.modes.setEnabled(game is not None)
        self.entry.show_game(game)
        self.live.show_game(game)
        self._show_sheet(game)

    def _show_sheet(self, game: MaybeGame) -> None:
        """The starting team, the round, the totals and the end button, as the game stands."""
        self._show_starts(game)
        # the game ends after a finished round, never while a word is in play
        self.end_button.setEnabled(game is not None and bool(game.rounds) and turn(game) is None)
        self.end_button.setText(self.tr("Resume the game") if game is not None and game.ended
                                else self.tr("End the game"))
        if game is None:
            self.round_label.clear()
            self.totals_label.clear()
            return
        sheet = game_sheet(game)
        if sheet.over:  # the agreed rounds are played, or the game master ended the game (no new round)
            self.end_button.setEnabled(game.ended)
        side_names = self._side_names(game)
        if sheet.rounds:
            rnd = sheet.rounds[-1]
            text = self.tr("Round {0}").format(rnd.number)
            if rnd.ended_after:
                text += " " + self.tr("(ended after {0})").format(rnd.ended_after)
            if rnd.finished:
                if rnd.winner is None:
                    text += " — " + self.tr("a draw")
                else:
                    text += " — " + self.tr("won by {0}").format(side_names[rnd.winner])
        else:
            text = self.tr("Round 1")
        self.round_label.setText(f"<b>{text}</b>")
        scores = "; ".join(
            f"{side_names[side]} {total}" for side, total in zip(sheet.sides, sheet.totals)
        )
        won = "–".join(str(n) for n in sheet.rounds_won)
        totals = self.tr("Game: {0}; rounds won {1}.").format(scores, won)
        if sheet.winner is not None:
            result = self.tr("Winner: {0}").format(side_names[sheet.winner])
        elif sheet.over:
            result = self.tr("No winner: a draw.")
        elif sheet.leader is not None:
            result = self.tr("Leader: {0}; the game is not over yet.").format(side_names[sheet.leader])
        else:
            result = self.tr("No winner yet.")
        self.totals_label.setText(f"{totals} <b>{result}</b>")

    def _show_starts(self, game: MaybeGame) -> None:
        """The starting team of the current round: alternating (which team that is now) or as set."""
        self.bar.setRowVisible(self.starts_box, isinstance(game, TeamGame))
        if not isinstance(game, TeamGame):
            return
        sheet = game_sheet(game)
        now = sheet.rounds[-1].starts if sheet.rounds else 1
        names = self._side_names(game)
        self.starts_box.blockSignals(True)
        self.starts_box.clear()
        if game.rounds and game.rounds[-1].starts is not None:
            before = sheet.rounds[-2].starts if len(sheet.rounds) > 1 else None
            default = 1 if before is None else 3 - before
        else:
            default = now or 1
        self.starts_box.addItem(self.tr("alternating: {0}").format(names[default]), None)
        for team in (1, 2):
            self.starts_box.addItem(names[team], team)
        chosen = game.rounds[-1].starts if game.rounds else None
        self.starts_box.setCurrentIndex(self.starts_box.findData(chosen) if chosen else 0)
        # Qt keeps the box's first smallest size as the teams change: at least its longest item, always.
        self.starts_box.setMinimumWidth(self.starts_box.sizeHint().width())
        self.starts_box.blockSignals(False)

    @staticmethod
    def _side_names(game: Game) -> dict[int | str, str]:
        if isinstance(game, TeamGame):
            return {1: team_name(game.team1), 2: team_name(game.team2)}
        return {p: p for p in game.players}
