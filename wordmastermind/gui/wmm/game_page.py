"""The game page: the settings, the roster and the round-1 lot."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QContextMenuEvent, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSpinBox,
    QSplitter,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.errors import RuleError
from wordmastermind.core.wmm.game import REPORT_LANGUAGES, WORD_LISTS
from wordmastermind.core.wmm.lot import with_drawn_lot
from wordmastermind.core.words import MAX_LENGTH, MIN_LENGTH
from wordmastermind.gui import settings as keys
from wordmastermind.gui.i18n import Phrase, Retranslating, counted, rule_sentence, rule_text, says_one
from wordmastermind.gui.settings import AppSettings
from wordmastermind.gui.widgets.column_widths import ColumnWidths
from wordmastermind.gui.widgets.report_language import ReportLanguageBox, language_phrase
from wordmastermind.gui.widgets.table_keys import tab_leaves
from wordmastermind.gui.wmm.departure_actions import Departures
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.lot_model import LotModel
from wordmastermind.gui.wmm.roster_choices import ChoiceDelegate, attachment_names, channel_names
from wordmastermind.gui.wmm.roster_model import ATTACHMENT, CHANNEL, RosterModel
from wordmastermind.gui.word_checker import WordChecker


class RosterView(QTableView):
    """The roster table: Delete asks to remove the selected players; Ctrl+V pastes players from the current cell
    on (:meth:`RosterModel.paste`), also in a cell being typed in (:class:`_CellsPasted`); a right-click offers a
    word's and a player's entries (withdraw, take over, take back)."""

    removeWanted = Signal(list)
    """Delete was pressed on these rows (the page checks, then removes)."""
    menuWanted = Signal(QMenu, int)
    """A right-click menu on this row is being filled: add the player's entries."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._menu_row = -1
        self.setItemDelegate(_CellsPasted(self))

    def paste(self) -> None:
        """The clipboard's players put into the roster from the current cell on (the empty row's first, if none)."""
        model = self.model()
        assert isinstance(model, RosterModel)
        current = self.currentIndex()
        row, column = (current.row(), current.column()) if current.isValid() else (model.rowCount() - 1, 0)
        model.paste(QGuiApplication.clipboard().text(), row, column)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        from wordmastermind.gui.widgets.context_menu import word_menu

        self._menu_row = self.indexAt(event.pos()).row()
        if not word_menu(self, event, self._more):
            super().contextMenuEvent(event)

    def _more(self, menu: QMenu) -> None:
        if self._menu_row >= 0:
            self.menuWanted.emit(menu, self._menu_row)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        model = self.model()
        editing = self.state() == QAbstractItemView.State.EditingState
        if isinstance(model, RosterModel) and not editing and event.matches(QKeySequence.StandardKey.Delete):
            rows = {i.row() for i in self.selectionModel().selectedRows()}
            if rows:
                self.removeWanted.emit(sorted(rows))
                return
        if isinstance(model, RosterModel) and not editing and event.matches(QKeySequence.StandardKey.Paste):
            self.paste()
            return
        super().keyPressEvent(event)


class _CellsPasted(QStyledItemDelegate):
    """The roster's cells typed in: Ctrl+V of several cells (a tab or a line between them, as a spreadsheet copies
    players) in a cell being typed in is the roster's paste from that cell on, not one cell's text; one cell's text
    is pasted into the cell as typed, without the line break a spreadsheet copies after it."""

    def __init__(self, view: RosterView) -> None:
        super().__init__(view)
        self._view = view

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.matches(QKeySequence.StandardKey.Paste) and isinstance(watched, QWidget)):
            text = QGuiApplication.clipboard().text().strip("\r\n")
            if "\t" in text or "\n" in text or "\r" in text:
                self.closeEditor.emit(watched, QAbstractItemDelegate.EndEditHint.RevertModelCache)  # nothing typed
                self._view.paste()
                return True
            if isinstance(watched, QLineEdit):  # one cell, as a spreadsheet copies it: without its line break
                watched.insert(text)
                return True
        return super().eventFilter(watched, event)


class _GameLanguageBox(ReportLanguageBox):
    """The game's report language, which its mails are in too."""

    def retranslate(self) -> None:
        super().retranslate()
        self.setToolTip(self.tr("The language of this game's reports and mails, whatever the app's"))


class _WordLanguageBox(ReportLanguageBox):
    """The language of the game's secret words and guesses, which the word lists check them in."""

    def retranslate(self) -> None:
        super().retranslate()
        self.setToolTip(self.tr("The language of the secret words and guesses, which the word lists check them"
                                " in, whatever the reports' (the rules play with German nouns)"))


class GamePage(Retranslating, QWidget):
    """Settings, roster and lot of one game."""

    problem = Signal(str)
    """A change the rules refused, to be shown to the game master."""

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

        self.title = QLineEdit()
        self.length = QSpinBox()
        self.length.setRange(MIN_LENGTH, MAX_LENGTH)
        self.umlauts = QCheckBox()
        self.points_only = QCheckBox()
        self.language = _GameLanguageBox(REPORT_LANGUAGES)
        self.words = _WordLanguageBox(WORD_LISTS)
        self.title_label, self.length_label, self.language_label = QLabel(), QLabel(), QLabel()
        self.words_label = QLabel()
        form = QFormLayout()
        for label, field in ((self.title_label, self.title), (self.length_label, self.length)):
            label.setBuddy(field)
            form.addRow(label, field)
        form.addRow("", self.umlauts)
        form.addRow("", self.points_only)
        self.language_label.setBuddy(self.language)
        form.addRow(self.language_label, self.language)
        self.words_label.setBuddy(self.words)
        form.addRow(self.words_label, self.words)
        self.settings_box = QGroupBox()
        self.settings_box.setLayout(form)

        self.roster_model = RosterModel(document, self, checker=checker)
        self.roster_model.refused.connect(self.problem)
        self.departures = Departures(document, self)
        self.roster = RosterView()
        self.roster.menuWanted.connect(self._roster_menu)
        self.roster.removeWanted.connect(self.remove_rows)
        self.roster.setModel(self.roster_model)
        # how each player gets the post and what their mails carry: picked from a list
        self.roster.setItemDelegateForColumn(CHANNEL, ChoiceDelegate(channel_names, self.roster))
        self.roster.setItemDelegateForColumn(ATTACHMENT, ChoiceDelegate(attachment_names, self.roster))
        self.roster.setAlternatingRowColors(True)
        self.roster.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        # Sized to the texts: a long e-mail address shown whole, an empty column narrow.
        self.roster_widths = ColumnWidths(self.roster, settings, keys.ROSTER_COLUMNS, stretch_last=False)
        self.show_secrets = QCheckBox()
        self.remove_players = QPushButton()
        self.roster_hint = QLabel()
        self.roster_hint.setWordWrap(True)
        roster_buttons = QHBoxLayout()
        roster_buttons.addWidget(self.show_secrets)
        roster_buttons.addStretch(1)
        roster_buttons.addWidget(self.remove_players)
        roster_layout = QVBoxLayout()
        roster_layout.addWidget(self.roster)
        roster_layout.addWidget(self.roster_hint)
        roster_layout.addLayout(roster_buttons)
        self.roster_box = QGroupBox()
        self.roster_box.setLayout(roster_layout)

        self.lot_model = LotModel(document, self)
        self.lot = tab_leaves(QTableView())
        self.lot.setModel(self.lot_model)
        self.lot_widths = ColumnWidths(self.lot, settings, keys.LOT_COLUMNS, stretch_last=False, most_chars=60)
        self.lot.verticalHeader().hide()
        self.draw = QPushButton()
        self.lot_label = QLabel()
        self.lot_label.setWordWrap(True)
        lot_layout = QVBoxLayout()
        lot_layout.addWidget(self.lot_label)
        lot_layout.addWidget(self.draw)
        lot_layout.addWidget(self.lot)
        self.lot_box = QGroupBox()
        self.lot_box.setLayout(lot_layout)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.settings_box)
        left_layout.addWidget(self.roster_box, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(self.lot_box)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

        self.title.editingFinished.connect(self._title_edited)
        self.length.valueChanged.connect(self._length_changed)
        self.umlauts.toggled.connect(self._umlauts_toggled)
        self.points_only.toggled.connect(self._points_only_toggled)
        self.language.chosen.connect(self._language_chosen)
        self.words.chosen.connect(self._words_chosen)
        self.show_secrets.toggled.connect(self.roster_model.set_show_secrets)
        self.remove_players.clicked.connect(self._remove_players)
        self.draw.clicked.connect(self._draw_clicked)
        self._shown: tuple[object, ...] | None = None
        document.changed.connect(self.update_from_document)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setPlaceholderText(self.tr("e.g. Autumn game 2026"))
        self.length.setSuffix(self.tr(" letters"))
        self.umlauts.setText(self.tr("Umlauts and ß allowed"))
        self.points_only.setText(self.tr("Points only (report KP instead of marks)"))
        self.title_label.setText(self.tr("&Title:"))
        self.length_label.setText(self.tr("Word &length:"))
        self.language_label.setText(self.tr("Reports &in:"))
        self.words_label.setText(self.tr("Word lang&uage:"))
        self.settings_box.setTitle(self.tr("Game"))
        self.show_secrets.setText(self.tr("&Show secret words"))
        self.show_secrets.setToolTip(self.tr("Secret words are hidden so that you can work in front of the players"))
        self.remove_players.setText(self.tr("Re&move selected players"))
        self.roster_box.setTitle(self.tr("Players"))
        self.lot_box.setTitle(self.tr("Round 1 by lot"))
        self.roster.setAccessibleName(self.tr("Players"))
        self.roster.setAccessibleDescription(self.tr("Each player's name, secret word, e-mail, address, channel,"
                                                     " attachment and status"))
        self.lot.setAccessibleName(self.tr("Round 1 by lot"))
        self.lot.setAccessibleDescription(self.tr("Who guesses at whom in round 1"))
        self.roster_model.retranslate()
        self.lot_model.retranslate()
        self._shown = None  # the hint, the lot's caption and the draw button said again
        self.update_from_document()

    # ------------------------------------------------------------- display

    def update_from_document(self) -> None:
        game = self.document.game
        settings = game.settings
        # Only the settings, the roster, the lot and whether round 1 is entered
        # show here: an edit of a guess after round 1 changes nothing of it.
        shown = (settings, game.players, game.lot, bool(game.rounds and game.rounds[0].guesses))
        if self._shown is not None and all(new is old for new, old in zip(shown, self._shown)):
            return
        self._shown = shown
        for widget, value in (
            (self.length, settings.word_length),
            (self.umlauts, settings.umlauts),
            (self.points_only, settings.points_only),
        ):
            widget.blockSignals(True)
            if isinstance(widget, QSpinBox):
                widget.setValue(int(value))
            else:
                widget.setChecked(bool(value))
            widget.blockSignals(False)
        self.language.show_language(settings.language)
        self.words.show_language(settings.word_language)
        if self.title.text() != settings.title and not self.title.hasFocus():
            self.title.setText(settings.title)
        evaluation = self.document.evaluation
        count = len(game.players)
        problems = evaluation.roster_problems
        if problems:
            self.roster_hint.setText(
                (self.tr("{0} player. To fix: {1}") if says_one(count) else self.tr("{0} players. To fix: {1}"))
                .format(count, "; ".join(rule_text(p.as_message()) for p in problems[:3]))
                + ("…" if len(problems) > 3 else "")
            )
        else:
            guesses = counted(evaluation.k, self.tr("{0} guess"), self.tr("{0} guesses"))
            self.roster_hint.setText(
                self.tr("{0} players: {1} per player and round.").format(count, guesses)
            )
        round1_entered = bool(game.rounds and game.rounds[0].guesses)
        self.draw.setEnabled(not problems and not round1_entered)
        if game.lot is None:
            self.lot_label.setText(
                self.tr("In round 1 the lot decides who guesses at whom, so that luck is even.")
            )
        else:
            text = self.tr("Drawn from seed {0}.").format(game.lot.seed)
            for problem in evaluation.lot_problems[:2]:
                text += " " + self.tr("Does not fit the roster: {0}.").format(rule_text(problem.as_message()))
            if round1_entered:
                text += " " + self.tr("Round 1 is entered, so the lot stays.")
            self.lot_label.setText(text)
        self.draw.setText(self.tr("&Draw round 1 by lot") if game.lot is None else self.tr("&Draw the lot again"))

    # -------------------------------------------------------------- edits

    def _edit_settings(self, label: Phrase, **changes: Any) -> None:
        try:
            self.document.edit(
                label, lambda game: game.with_settings(replace(game.settings, **changes))
            )
        except RuleError as error:
            self.problem.emit(rule_sentence(error))
            self._shown = None  # put the widgets back as the game has them
            self.update_from_document()

    def _title_edited(self) -> None:
        self._edit_settings(Phrase.tr("Change the title"), title=self.title.text().strip())

    def _length_changed(self, value: int) -> None:
        self._edit_settings(Phrase.tr("Set the word length to {0}").format(value), word_length=value)

    def _umlauts_toggled(self, on: bool) -> None:
        self._edit_settings(Phrase.tr("Allow umlauts") if on else Phrase.tr("Forbid umlauts"), umlauts=on)

    def _language_chosen(self, code: str) -> None:
        if code != self.document.game.settings.language:
            self._edit_settings(Phrase.tr("Reports in {0}").format(language_phrase(code)), language=code)

    def _words_chosen(self, code: str) -> None:
        if code != self.document.game.settings.word_language:
            self._edit_settings(Phrase.tr("Words in {0}").format(language_phrase(code)), words_in=code)

    def _points_only_toggled(self, on: bool) -> None:
        label = Phrase.tr("Report points only") if on else Phrase.tr("Report marks")
        self._edit_settings(label, points_only=on)

    def _remove_players(self) -> None:
        self.remove_rows(sorted({i.row() for i in self.roster.selectionModel().selectedRows()}))

    def remove_rows(self, rows: list[int]) -> None:
        """Remove the players in roster ``rows``, unless one has played (a box says why) or the game master
        keeps them when asked (the lot was drawn with them): one undo step."""
        if self.departures.may_remove(rows):
            self.roster_model.remove_rows(rows)

    def _roster_menu(self, menu: QMenu, row: int) -> None:
        players = self.document.game.players
        if 0 <= row < len(players):
            self.departures.fill_menu(menu, players[row].name)

    def _draw_clicked(self) -> None:
        self.draw_lot()

    def draw_lot(self, seed: int | None = None) -> None:
        if seed is None:
            import secrets

            seed = secrets.randbelow(2**31)
        chosen = seed
        try:
            self.document.edit(
                Phrase.tr("Draw the lot for round 1"), lambda game: with_drawn_lot(game, chosen)
            )
        except RuleError as error:
            self.problem.emit(rule_sentence(error))
