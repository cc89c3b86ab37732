"""The rounds page: one table per round, its deadline, opening and notes, and the standings beside it.

A round changed after its report went out is marked on its tab, and a banner
above says for whom and offers Send a Correction… (:mod:`.sent_watch`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QStringListModel, Qt, Signal
from PySide6.QtGui import QAction, QFocusEvent, QIcon, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QCompleter,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTabBar,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.wmm.game import Guess
from wordmastermind.core.words import names_listed
from wordmastermind.gui.i18n import Phrase, Retranslating, counted, rule_text
from wordmastermind.gui.looks import LooksDelegate, LooksProxy
from wordmastermind.gui.roles import PROBLEM_ROLE, SORT_ROLE
from wordmastermind.gui import settings as keys
from wordmastermind.gui.settings import AppSettings
from wordmastermind.gui.widgets.colors import WARN
from wordmastermind.gui.widgets.column_widths import ColumnWidths
from wordmastermind.gui.widgets.search_field import SearchField
from wordmastermind.gui.widgets.steady_label import SteadyLabel
from wordmastermind.gui.widgets.table_keys import tab_leaves
from wordmastermind.gui.widgets.wrapped_rows import WrappedRows
from wordmastermind.gui.wmm.deadline_field import DeadlineField
from wordmastermind.gui.wmm.opening_field import OpeningField
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.find_bar import FindBar
from wordmastermind.gui.wmm.guess_actions import GuessActions
from wordmastermind.gui.wmm.round_model import GUESSER, NOTE, TARGET, WORD, RoundModel
from wordmastermind.gui.wmm.round_problems import RoundProblems
from wordmastermind.gui.wmm.round_proxy import RoundProxy
from wordmastermind.gui.wmm.round_view import RoundTableView
from wordmastermind.gui.wmm.rounds_split import right_width, view_needs
from wordmastermind.gui.wmm.sent_watch import Changed, SentWatcher
from wordmastermind.gui.wmm.standings_model import PLAYER, StandingsModel, WORD as STATE
from wordmastermind.gui.word_checker import WordChecker


NAME_CHARS = 9
"""The least a column of names gives way to, in M widths ("Annemarie Sc…")."""
NOTE_CHARS = 14
"""The least room of the round table's note, in M widths: it wraps, in up to NOTE_LINES lines (a withdrawal's
note of a hundred letters whole), then is elided (its tip says it whole)."""
NOTE_LINES = 6
STATE_CHARS = 12
"""The least the standings' Word column gives way to ("guessed in round 12" whole), in M widths."""


class NotesEdit(QPlainTextEdit):
    """The notes of a round; committed as one undo step when focus leaves."""

    committed = Signal(str)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.committed.emit(self.toPlainText())


class RoundsPage(Retranslating, QWidget):
    pasteBlock = Signal(str, int)
    """Lines pasted into round N, to be previewed."""
    correctionWanted = Signal(int)
    """Send a Correction… of the rounds changed after they went out, from round N on."""

    def __init__(
        self,
        document: GameDocument,
        parent: QWidget | None = None,
        *,
        checker: WordChecker | None = None,
        settings: AppSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.document = document

        self.tabs = QTabBar()
        self.tabs.setExpanding(False)
        self.tabs.setDocumentMode(True)
        self.sent_watch = SentWatcher(self)  # what changed comes once worked out, the window never kept waiting
        self.sent_watch.settled.connect(self._show_answer)
        self.after_sending = Changed()
        """The rounds changed after their report went out (as the game is now)."""
        self.banner = QFrame()
        self.banner.setObjectName("sentBanner")
        self.banner.setFrameShape(QFrame.Shape.StyledPanel)
        self.banner.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)  # its text's height
        self.banner.setStyleSheet(
            f"QFrame#sentBanner {{ background: rgba({WARN.red()}, {WARN.green()}, {WARN.blue()}, {WARN.alpha()}); }}")
        # Its height its text's, wrapped at its width: a plain label is squeezed below that where the page is
        # short of room (100 players named on a laptop at 150 %), and its lines are cut.
        self.banner_label = SteadyLabel()
        self.correction_button = QPushButton()
        self.correction_button.clicked.connect(self._correction_clicked)
        banner_layout = QHBoxLayout(self.banner)
        banner_layout.addWidget(self.banner_label, 1)
        banner_layout.addWidget(self.correction_button)
        self.banner.hide()
        # Built at the round the page starts at (show_round below): no other round's rows are made.
        self.round_model = RoundModel(document, max(1, len(document.game.rounds)), self, checker=checker)
        self.proxy = RoundProxy(self.round_model, self)
        self.table = RoundTableView()
        self.table.setModel(self.proxy)
        self.filter = SearchField()
        self.filter.textChanged.connect(self.proxy.set_player)
        self._names = QStringListModel(self)  # the filter completes the players' names
        completer = QCompleter(self._names, self.filter)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.filter.setCompleter(completer)
        self.guess_actions = GuessActions(self.table, self.round_count, self)
        # Where the page is too narrow for every column, the names give way (elided), and the note wraps in
        # less room, before the table scrolls sideways.
        self.widths = ColumnWidths(self.table, settings, keys.ROUND_COLUMNS, giving=dict.fromkeys(
            (GUESSER, TARGET), NAME_CHARS), last_chars=NOTE_CHARS)
        self.note_rows = WrappedRows(self.table, NOTE, most_lines=NOTE_LINES, least_chars=NOTE_CHARS)
        self.find_bar = FindBar(lambda: document.game)
        self.find_bar.chosen.connect(self.go_to)
        self.find_action = QAction(self)
        self.find_action.setShortcuts(QKeySequence.StandardKey.Find)
        self.find_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.find_action.triggered.connect(self.find_bar.open)
        self.addAction(self.find_action)
        document.changed.connect(self.find_bar.refresh)
        self.problems = RoundProblems(self.tabs, self)
        self.problems.chosen.connect(self.go_to)
        document.fileStateChanged.connect(self._file_state_changed)
        self.caption = SteadyLabel()  # changes with every guess typed: the table beside it stays as painted
        self._round_text = ""  # the caption's words about the round (the current row's problem follows)
        self._tabs_named: tuple[int, int] | None = None  # (tabs, rounds entered) the tabs' labels were made for
        self._marked_changed = True  # whether a tab may carry the mark "changed after it was sent"
        self.notes = NotesEdit()
        self.notes.setMaximumHeight(self.fontMetrics().height() * 4)
        self.deadline = DeadlineField()
        self.opening = OpeningField()

        self.standings_model = StandingsModel(document, self, round_number=self.round_model.number)
        proxy = LooksProxy(self)
        proxy.setSourceModel(self.standings_model)
        proxy.setSortRole(SORT_ROLE)
        self.standings = tab_leaves(QTableView())  # Tab on to the next control, not through every cell
        self.standings.setItemDelegate(LooksDelegate(self.standings))  # a hundred rows painted from kept looks
        self.standings.verticalHeader().hide()  # before the rows come: not sized to their numbers first
        self.standings.setModel(proxy)
        # In the model's order from the start: sorting is enabled on the header's sort indicator (the first
        # column, by default), which would sort every row once for nothing.
        self.standings.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.standings.setSortingEnabled(True)
        self.standings.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        self.standings.setWordWrap(False)
        self.standings.setAlternatingRowColors(True)
        header = self.standings.horizontalHeader()
        # Sized to the texts by ColumnWidths: Qt's own ResizeToContents asks
        # the model for every cell's data in every role after every change.
        header.setMinimumSectionSize(self.fontMetrics().horizontalAdvance("0000"))
        # Every column as wide as its widest text, the Word column too: squeezed to fill the view (the last
        # one stretched), a withdrawn player's "withdrew after round 2; word left" was cut, and sideways
        # scrolling did not show it whole. Such a row is in italics: each text is measured in them too (a
        # pixel's padding for them was short of the German text's italics). Padding: the grid line. Where the
        # page is too narrow for them all, the names and the words' states give way (elided: the Word cell's
        # tip says its state whole) before the table scrolls sideways.
        self.standings_widths = ColumnWidths(self.standings, None, None, stretch_last=False, least_chars=0,
                                             most_chars=1000, padding=1, italics=True,
                                             giving={PLAYER: NAME_CHARS, STATE: STATE_CHARS})
        self.standings_widths.fitted.connect(self._fit_splitter)
        self.widths.fitted.connect(self._fit_splitter)  # a name too long for its column's room wants more
        self.table.horizontalHeader().sectionResized.connect(self._round_column_resized)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.tabs)
        left_layout.addWidget(self.caption)
        left_layout.addWidget(self.filter)
        left_layout.addWidget(self.find_bar)
        left_layout.addWidget(self.table, 1)
        dates = QHBoxLayout()  # the deadline and the opening share a row: the round's table keeps the height
        dates.addWidget(self.deadline)
        dates.addWidget(self.opening)
        left_layout.addLayout(dates)
        left_layout.addWidget(self.notes)
        self.splitter = splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        self.standings_caption = QLabel()  # which round's standings
        self.standings_model.captionChanged.connect(self.standings_caption.setText)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.standings_caption)
        right_layout.addWidget(self.standings, 1)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([620, 420])
        self._user_split = False  # the game master dragged the splitter: it stays where put
        splitter.splitterMoved.connect(self._split_moved)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(splitter, 1)

        self.tabs.currentChanged.connect(self._tab_changed)
        self.table.selectionModel().currentChanged.connect(self._show_caption)
        self.notes.committed.connect(self._notes_committed)
        self.deadline.committed.connect(self._deadline_committed)
        self.opening.committed.connect(self._opening_committed)
        self.table.pasteBlock.connect(self._paste_block)
        document.changed.connect(self.update_from_document)
        self.standings_widths.fit()
        self.retranslate()  # brings the page up to date with the game, at the round its model was built for

    def retranslate(self) -> None:
        self.correction_button.setText(self.tr("Send a Correc&tion…"))
        self.filter.setPlaceholderText(self.tr("Show one player's guesses (guesser or target)"))
        self.find_action.setText(self.tr("&Find…"))
        self.notes.setPlaceholderText(self.tr("Notes for this round's report"))
        self._name_controls()
        self.guess_actions.retranslate()
        self.round_model.retranslate()
        self.standings_model.retranslate()
        self.standings_caption.setText(self.standings_model.caption())
        self.problems.retranslate(self.document.evaluation, self.round_model.number)
        self._tabs_named = None  # the tabs named anew
        self.update_from_document()

    def _name_controls(self) -> None:
        """What a screen reader says for each control, and what it holds where the name does not say."""
        for widget, name, description in (
            (self.tabs, self.tr("Rounds"), self.tr("The round shown in the table; a marked round broke a rule"
                                                   " or changed after it was sent")),
            (self.caption, "", self.tr("The round's summary, and the problem of the current row")),
            (self.filter, self.tr("Filter by player"), self.tr("Show one player's guesses (guesser or target)")),
            (self.table, self.tr("Guesses of the round"), self.tr(
                "Guesser, target, word, marks, points and note of each guess."
                " Type guesser, Tab, target, Tab, word, Enter; Ctrl+Tab leaves the table")),
            (self.deadline.edit, self.tr("Deadline date and time"), self.tr("Mails after it are late")),
            (self.opening.edit, self.tr("Opening of the round"), self.tr("When the round opened")),
            (self.notes, self.tr("Notes of the round"), self.tr("Notes for this round's report")),
            (self.standings, self.tr("Standings"),
             self.tr("Each player's rank, guess points, word points and total after the round shown")),
            (self.find_bar.field, self.tr("Find"), self.tr("Find a word or a name in every round")),
            (self.find_bar.hits, self.tr("Hits"), self.tr("The guesses found, round by round: Enter shows one")),
        ):
            if name:
                widget.setAccessibleName(name)
            widget.setAccessibleDescription(description)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.standings_widths.font_changed()  # measured in another font
            self.note_rows.font_changed()

    def _round_column_resized(self, column: int, _old: int, _new: int) -> None:
        if column != NOTE:  # the note stretches as the splitter moves: that is no reason to move it back
            self._fit_splitter()

    def _split_moved(self, _pos: int, _index: int) -> None:
        self._user_split = True

    def _fit_splitter(self) -> None:
        """Share the page's width between the round table and the standings (:mod:`.rounds_split`)."""
        total = self.splitter.width() - self.splitter.handleWidth()
        if self._user_split or total <= 0:
            return
        # the Word column's "guessed in round 11" below the rows shown first: no move when they are measured
        right = right_width(total, view_needs(self.table, self.widths),
                            view_needs(self.standings, self.standings_widths, (STATE,)))
        if self.splitter.sizes() != [total - right, right]:
            self.splitter.setSizes([total - right, right])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.find_bar.fit_to(self.height())
        self._fit_splitter()

    # ------------------------------------------------------------- rounds

    def round_count(self) -> int:
        """Rounds shown: those entered, and a new one unless the game is over."""
        evaluation = self.document.evaluation
        entered = len(self.document.game.rounds)
        return entered if evaluation.game_over or not self.document.game.players else entered + 1

    def show_round(self, number: int) -> None:
        number = max(1, min(number, max(1, self.round_count())))
        self.update_from_document()
        self.tabs.setCurrentIndex(number - 1)
        self._tab_changed(number - 1)

    def current_round(self) -> int:
        return self.round_model.number

    def _paste_block(self, text: str) -> None:
        self.pasteBlock.emit(text, self.current_round())

    def _file_state_changed(self) -> None:
        """A game opened or new: no history, nothing broke."""
        if not self.document.undo_stack.count():
            self.problems.reset(self.document.evaluation)

    def _tab_changed(self, index: int) -> None:
        if index < 0:
            return
        self.round_model.set_number(index + 1)
        if index + 1 != self.standings_model.chosen_round():  # the standings follow the round chosen,
            with self.standings_widths.fitted_afresh():  # their columns fitted to it: narrower after a long one
                self.standings_model.set_round(index + 1)
        self._update_round_details()

    def update_from_document(self) -> None:
        names = [p.name for p in self.document.game.players]
        if names != self._names.stringList():
            self._names.setStringList(names)
        count = max(1, self.round_count())
        entered = len(self.document.game.rounds)
        self.tabs.blockSignals(True)
        while self.tabs.count() > count:
            self.tabs.removeTab(self.tabs.count() - 1)
        while self.tabs.count() < count:
            self.tabs.addTab("")
        if self._tabs_named != (count, entered):  # typing a guess changes neither: the labels stay
            self._tabs_named = (count, entered)
            for i in range(count):
                label = self.tr("Round {0}").format(i + 1)
                if i >= entered:
                    label += " " + self.tr("(new)")
                if self.tabs.tabText(i) != label:
                    self.tabs.setTabText(i, label)
        if self.round_model.number > count:
            self.tabs.setCurrentIndex(count - 1)
            self.round_model.set_number(count)
        else:
            self.tabs.setCurrentIndex(self.round_model.number - 1)
        self.tabs.blockSignals(False)
        self.problems.update(self.document.evaluation, self.round_model.number)
        self._show_changed()
        self._update_round_details()

    # ------------------------------------------------------------- changed after it went out

    def _show_changed(self) -> None:
        """Mark the rounds changed after their report went out, and say so in the banner, once worked out."""
        self.sent_watch.watch(self.document.evaluation)

    def _show_answer(self, changed: Changed) -> None:
        self.after_sending = changed
        marked = set(changed.rounds)
        if not marked and not self._marked_changed:  # no tab has the mark, nor gets it
            self.banner.setVisible(False)
            return
        self._marked_changed = bool(marked)
        icon: QIcon | None = None  # the style's, asked for only when a tab gets the mark
        tip = self.tr("Changed after it was sent")
        for i in range(self.tabs.count()):  # the mark shares the tab with a broken rule's (RoundProblems)
            shown = self.tabs.tabToolTip(i)
            others = "\n".join(line for line in shown.split("\n") if line and line != tip)
            wanted = "\n".join(part for part in (others, tip if i + 1 in marked else "") if part)
            if shown != wanted:
                self.tabs.setTabToolTip(i, wanted)
                if i + 1 in marked:
                    if icon is None:
                        from PySide6.QtWidgets import QStyle  # its type is made when first named (5 ms)

                        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
                    self.tabs.setTabIcon(i, icon)
                elif not others:
                    self.tabs.setTabIcon(i, QIcon())
        self.banner.setVisible(bool(changed))
        if changed:
            self.banner_label.setText(self.changed_text(changed))
            self.banner_label.setToolTip(self.changed_text(changed, by_round=True))

    def changed_text(self, changed: Changed, by_round: bool = False) -> str:
        """The banner's words: which rounds changed after they went out, for whom, and who needs a letter; the
        players in one list (``by_round``, as the tip has it: round by round, which for 100 fills the page)."""
        from wordmastermind.gui.mail.confirm import names_text

        from wordmastermind.core.wmm.rounds_named import rounds_named

        named = rounds_named(changed.rounds)
        parts = [(self.tr("Changed after they were sent: rounds {0}.") if named.several else
                  self.tr("Changed after it was sent: round {0}.")).format(rule_text(named.words))]

        def players(rounds: dict[int, tuple[str, ...]]) -> str:
            if by_round or len(rounds) == 1:
                return "; ".join(self.tr("round {0}: {1}").format(number, names_text(names))
                                 for number, names in rounds.items())
            return names_text(list(dict.fromkeys(name for names in rounds.values() for name in names)))

        if changed.players:
            parts.append(self.tr("The players told otherwise by mail ({0}) can be sent a correction, old → new.")
                         .format(players(changed.players)))
        if changed.postal:
            parts.append(self.tr("By post, a corrected letter is needed for {0}.").format(players(changed.postal)))
        return " ".join(parts)

    def _correction_clicked(self) -> None:
        if self.after_sending.rounds:
            self.correctionWanted.emit(self.after_sending.first)

    def _update_round_details(self) -> None:
        number = self.round_model.number
        game = self.document.game
        evaluation = self.document.evaluation
        if number <= len(evaluation.rounds):
            result = evaluation.rounds[number - 1]
            valid = sum(1 for g in result.guesses if g.valid)
            scored = counted(valid, self.tr("{0} guess scored"), self.tr("{0} guesses scored"))
            text = self.tr("Round {0}: WF {1}, {2}.").format(number, result.wf, scored)
            if result.revealed:
                text += " " + self.tr("Guessed: {0}.").format(names_listed(result.revealed))
            gone = [w.player for w in game.withdrawals if w.after_round == number]  # issue 29
            if gone:
                text += " " + self.tr("Withdrew after it: {0}.").format(names_listed(gone))
        elif number == 1 and game.lot is None:
            text = self.tr("Round 1 follows the lot: draw it on the Game page first.")
        else:
            text = self.tr("Round {0} is new: type guesser, Tab, target, Tab, word, Enter.").format(number)
        self._round_text = text
        self._show_caption()
        notes = game.rounds[number - 1].notes if number <= len(game.rounds) else ""
        if self.notes.toPlainText() != notes and not self.notes.hasFocus():
            self.notes.setPlainText(notes)
        self.notes.setEnabled(number <= len(game.rounds))
        if not self.deadline.edit.hasFocus():
            self.deadline.show_deadline(game.deadline(number))
        if not self.opening.menu.isVisible():
            from wordmastermind.gui.i18n import interface_language

            self.opening.show_opening(game, number, interface_language())

    def _show_caption(self) -> None:
        """The round's summary, and the problem of the row the cursor is in."""
        text = self._round_text
        current = self.table.currentIndex()
        problem = current.data(PROBLEM_ROLE) if current.isValid() else None
        if problem:
            text += " " + self.tr("Row {0}: {1}").format(self.table.source_row(current) + 1, problem)
        self.caption.setText(text)

    def _notes_committed(self, text: str) -> None:
        number = self.round_model.number
        if number <= len(self.document.game.rounds):
            self.document.edit(
                Phrase.tr("Notes of round {0}").format(number),
                lambda game: game.with_notes(number, text),
            )

    def _deadline_committed(self, text: str) -> None:
        from wordmastermind.core.wmm.deadline import normal_deadline

        number = self.round_model.number
        self.document.edit(
            Phrase.tr("Deadline of round {0}").format(number),
            lambda game: game.with_deadline(number, normal_deadline(text) if text else ""),
        )
        self.deadline.show_deadline(self.document.game.deadline(number))

    def _opening_committed(self, text: str) -> None:
        number = self.round_model.number
        self.document.edit(
            Phrase.tr("Opening of round {0}").format(number),
            lambda game: game.with_opening(number, text),
        )

    def edit_actions(self) -> list[QAction]:
        """What the Edit menu offers here: Delete Guess, Find."""
        return [self.guess_actions.delete, self.find_action]

    def go_to(self, number: int, row: int) -> None:
        """Show round ``number`` and select its saved row ``row`` (0-based)."""
        self.show_round(number)
        index = self.proxy.shown_index(row, WORD)
        if not index.isValid():  # filtered out: show every row again
            self.filter.clear()
            index = self.proxy.shown_index(row, WORD)
        self.table.setFocus()
        self.table.setCurrentIndex(index)
        self.table.scrollTo(index)

    def focus_new_row(self) -> None:
        """Put the cursor on the empty row, ready to type a guesser."""
        self.table.setFocus()
        self.table.setCurrentIndex(self.proxy.index(self.proxy.rowCount() - 1, GUESSER))

    def insert_guesses(self, guesses: list[Guess]) -> None:
        self.table.insert_guesses(guesses)
