"""The Woordspel set-up: the two players (the first starts), the title, a description,
the language of the game's reports and the rules preset the game is scored by.

The form only reads and shows the game; :meth:`SetupForm.change` returns the
core change that the sheet applies as one undo step. It folds away once a
game is under way, so the board has the room.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.woordspel.game import REPORT_LANGUAGES, Game
from wordmastermind.core.woordspel.rules import PRESETS, WOORDSPEL_RULES, Rules
from wordmastermind.gui.i18n import Retranslating
from wordmastermind.gui.widgets.report_language import ReportLanguageBox
from wordmastermind.gui.widgets.texts_box import TextsBox
from wordmastermind.gui.woordspel.preview import words_checked

Change = Callable[[Game | None], Game]


def preset_name(rules: Rules) -> str:
    """The name of a rules preset in the interface's language."""
    names = {
        "woordspel": QCoreApplication.translate("WoordspelRules", "Woordspel (Brettspielnetz)"),
        "scrabble-en": QCoreApplication.translate("WoordspelRules", "Scrabble in English"),
        "scrabble-nl": QCoreApplication.translate("WoordspelRules", "Scrabble in Dutch"),
        "scrabble-pl": QCoreApplication.translate("WoordspelRules", "Scrabble in Polish"),
    }
    return names[rules.key]


class SetupForm(Retranslating, QWidget):
    """Players and title; :attr:`applyRequested` when the game master applies them.

    :attr:`reports` shows the game's report language; a change of it is the
    sheet's (one undo step), and a new game starts in the language it shows.
    """

    applyRequested = Signal()

    def __init__(self, parent: QWidget | None = None, *, interface_language: str = "en") -> None:
        super().__init__(parent)
        """What the box shows while no game is open: the interface's language when
        the reports can be in it, else English."""
        self._had_game = False
        self._game: Game | None = None
        self.toggle = QToolButton()
        self.toggle.setCheckable(True)
        self.toggle.setChecked(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setAutoRaise(True)
        self.toggle.toggled.connect(self._fold)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.body = QGroupBox()
        self.player_edits = [QLineEdit(), QLineEdit()]
        self.title_edit = QLineEdit()
        self.description_edit = QLineEdit()
        self.reports = ReportLanguageBox(REPORT_LANGUAGES, interface_language=interface_language)
        self.rules_box = TextsBox()
        for rules in PRESETS:
            self.rules_box.addItem(rules.key, rules.key)
        self.apply_button = QPushButton()
        self.apply_button.clicked.connect(self.applyRequested)
        form = QFormLayout(self.body)
        fields: list[QWidget] = [*self.player_edits, self.title_edit, self.description_edit, self.reports,
                                 self.rules_box]
        self.labels = [QLabel() for _field in fields]
        """The form's labels: the players, the title, the description, the reports, the rules."""
        for label, field in zip(self.labels, fields):
            label.setBuddy(field)
            form.addRow(label, field)
        self.rows_check = QCheckBox()
        form.addRow(self.rows_check)
        form.addRow(self.apply_button)
        for edit in (*self.player_edits, self.title_edit, self.description_edit):
            edit.returnPressed.connect(self.applyRequested)
        self.body.setMaximumWidth(520)
        top = QHBoxLayout()
        top.addWidget(self.toggle)
        top.addWidget(self.summary, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.body)
        self.retranslate()

    def retranslate(self) -> None:
        self.toggle.setText(self.tr("Players and title"))
        self.player_edits[0].setPlaceholderText(self.tr("starts the game"))
        self.title_edit.setPlaceholderText(self.tr("optional, e.g. Clubavond"))
        self.description_edit.setPlaceholderText(self.tr("optional"))
        for index, rules in enumerate(PRESETS):
            self.rules_box.setItemText(index, preset_name(rules))
        self.rules_box.setToolTip(self.tr(
            "The rules the game is scored by: the tiles, the rack, the bonus for a full rack, the first "
            "word and whether tiles may be exchanged. Applied with the players; every move is scored anew."))
        texts = (self.tr("Player &1:"), self.tr("Player &2:"), self.tr("&Title:"), self.tr("Des&cription:"),
                 self.tr("Reports &in:"), self.tr("Scored &by:"))
        for label, text in zip(self.labels, texts):
            label.setText(text)
        self.rows_check.setText(self.tr("Rows numbered as on Brettspielnetz (15 at the top)"))
        self.rows_check.setToolTip(self.tr(
            "Type and show the rows as Brettspielnetz does, row 15 at the top, so that a move copied from "
            "the site is typed as the site shows it. Files and GCG records keep row 1 at the top."))
        self._show_game_texts()

    def _show_game_texts(self) -> None:
        """The apply button and the summary, as the game shown has them."""
        game = self._game
        self.apply_button.setText(self.tr("Appl&y changes") if game is not None else self.tr("&Start the game"))
        if game is None:
            self.summary.setText(self.tr("Enter the two players to start."))
            return
        summary = self.tr("{0} against {1}").format(*game.players)
        if game.title:
            summary = f"{game.title} — {summary}"
        if not words_checked(game):
            summary = self.tr("{0} · words not checked (no word list for {1})").format(
                summary, preset_name(game.rules))
        self.summary.setText(summary)

    def _fold(self, open_: bool) -> None:
        self.body.setVisible(open_)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow)

    def focus_first(self) -> None:
        self.toggle.setChecked(True)
        self.player_edits[0].setFocus()

    def change(self) -> Change:
        """The core change from the form's values; raises what the rules refuse."""
        names = [edit.text() for edit in self.player_edits]
        title, description = self.title_edit.text(), self.description_edit.text()
        language = self.reports.language()
        rules = self.rules()
        from_bottom = self.rows_check.isChecked()

        def change(game: Game | None) -> Game:
            if game is None:
                game = Game((names[0], names[1]), language=language, rules=rules, rows_from_bottom=from_bottom)
            else:
                game = game.with_players(names)  # keeps the game's language, as with_title does
                if game.rules != rules:
                    game = game.with_rules(rules)
                game = game.with_rows_from_bottom(from_bottom)
            return game.with_title(title, description)

        return change

    def rules(self) -> Rules:
        """The rules preset the box shows."""
        key = self.rules_box.currentData()
        return next((rules for rules in PRESETS if rules.key == key), WOORDSPEL_RULES)

    def show_rules(self, game: Game) -> None:
        """The rules ``game`` is scored by (after a change to rules it does not fit was refused, say)."""
        self.rules_box.setCurrentIndex(max(0, self.rules_box.findData(game.rules.key)))

    def load(self, game: Game | None) -> None:
        """Show ``game``'s players and title (an empty form for no game)."""
        started = game is not None
        if started != self._had_game:  # a game began (fold the form away) or was closed
            self._had_game = started
            self.toggle.setChecked(not started)
        self._fold(self.toggle.isChecked())
        self._game = game
        self._show_game_texts()
        if game is None:
            for edit in (*self.player_edits, self.title_edit, self.description_edit):
                edit.clear()
            self.reports.show_game(None)
            self.rules_box.setCurrentIndex(0)
            self.rows_check.setChecked(False)
            return
        self.reports.show_game(game.language)
        self.show_rules(game)
        self.rows_check.setChecked(game.rows_from_bottom)
        for edit, name in zip(self.player_edits, game.players):
            edit.setText(name)
        self.title_edit.setText(game.title)
        self.description_edit.setText(game.description)
