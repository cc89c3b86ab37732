"""The Wachtwoord set-up form: two teams of two, or three players; the method; what wins.

The form only reads and shows the game; :meth:`SetupForm.change` returns the
core change that the sheet applies as one undo step.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.game import (
    REPORT_LANGUAGES,
    Method,
    Team,
    TeamGame,
    TrioGame,
    TrioRound,
    TrioWord,
    WinnerBy,
)
from wordmastermind.core.wachtwoord.messages import WACHTWOORD
from wordmastermind.core.wachtwoord.play import game_sheet
from wordmastermind.gui.i18n import Retranslating
from wordmastermind.gui.wachtwoord.document import MaybeGame
from wordmastermind.gui.widgets.report_language import ReportLanguageBox
from wordmastermind.gui.widgets.texts_box import TextsBox

TEAMS = "teams"
TRIO = "trio"

Change = Callable[[MaybeGame], MaybeGame]


def _renamed_trio(game: TrioGame, players: tuple[str, str, str], **rules: object) -> TrioGame:
    """The trio game with its players renamed in place: the rounds follow each seat."""
    names = {old.casefold(): new for old, new in zip(game.players, players)}
    rounds = tuple(
        TrioRound(
            names[r.clue_giver.casefold()],
            tuple(TrioWord(tuple(names[g.casefold()] for g in w.guessers), w.value) for w in r.words),
            r.misses,
        )
        for r in game.rounds
    )
    return dataclasses.replace(game, players=players, rounds=rounds, **rules)  # type: ignore[arg-type]


class SetupForm(Retranslating, QWidget):
    """Players and rules. :attr:`applyRequested` when the game master applies them.

    Folded away once a game is under way, so the dial has the room; the
    toggle above it opens it again.
    """

    applyRequested = Signal()

    def __init__(self, parent: QWidget | None = None, *, interface_language: str = "en") -> None:
        super().__init__(parent)
        self.toggle = QToolButton()
        self.toggle.setCheckable(True)
        self.toggle.setChecked(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setAutoRaise(True)
        self.toggle.toggled.connect(self._fold)
        self.body = QGroupBox()
        self._had_game = False
        self._played = False
        self.variant = TextsBox()
        self.variant.addItem("", TEAMS)
        self.variant.addItem("", TRIO)
        self.method = TextsBox()
        self.method.addItem("", Method.AMERICAN)
        self.method.addItem("", Method.DUTCH)
        self.winner_by = TextsBox()
        self.winner_by.addItem("", WinnerBy.POINTS)
        self.winner_by.addItem("", WinnerBy.ROUNDS)
        self.agreed = QSpinBox()
        self.agreed.setRange(0, 99)
        self.player_edits = [QLineEdit() for _ in range(4)]
        self.player_labels = [QLabel() for _ in range(4)]
        self.leader = QLineEdit()
        self.leader_label = QLabel()
        self.reports = ReportLanguageBox(REPORT_LANGUAGES, interface_language=interface_language)
        self.apply_button = QPushButton()
        self.apply_button.clicked.connect(self.applyRequested)
        self.variant_label, self.method_label, self.winner_by_label, self.agreed_label, self.reports_label = (
            QLabel() for _ in range(5))
        form = QFormLayout(self.body)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # a long label above its field
        for label, field in ((self.variant_label, self.variant), (self.method_label, self.method),
                             (self.winner_by_label, self.winner_by), (self.agreed_label, self.agreed)):
            label.setBuddy(field)
            form.addRow(label, field)
        for label, edit in zip(self.player_labels, self.player_edits):
            label.setBuddy(edit)
            form.addRow(label, edit)
            edit.returnPressed.connect(self.applyRequested)
        self.leader_label.setBuddy(self.leader)
        form.addRow(self.leader_label, self.leader)
        self.reports_label.setBuddy(self.reports)
        form.addRow(self.reports_label, self.reports)
        form.addRow(self.apply_button)
        self.variant.currentIndexChanged.connect(self._show_variant)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.toggle)
        layout.addWidget(self.body)
        self._fold(True)
        self.retranslate()

    def retranslate(self) -> None:
        self.toggle.setText(self.tr("Players and rules"))
        self.variant.setItemText(0, self.tr("Two teams of two"))
        self.variant.setItemText(1, self.tr("Three players"))
        self.winner_by.setItemText(0, self.tr("Most points"))
        self.winner_by.setItemText(1, self.tr("Most rounds won"))
        self.agreed.setSpecialValueText(self.tr("not agreed"))
        self.agreed.setToolTip(self.tr(
            "The number of rounds agreed before the game: once they are played the game is over "
            "and the leader wins. Without one, the game master ends the game."))
        self.leader.setPlaceholderText(self.tr("optional; does not score"))
        self.leader_label.setText(self.tr("&Leader:"))
        self.variant_label.setText(self.tr("&Players:"))
        self.method_label.setText(self.tr("Meth&od:"))
        self.winner_by_label.setText(self.tr("&Winner by:"))
        self.agreed_label.setText(self.tr("Agreed rounds:"))
        self.reports_label.setText(self.tr("Reports &in:"))
        self._show_variant()
        self._show_state()

    def _fold(self, open_: bool) -> None:
        self.body.setVisible(open_)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow)

    def current_variant(self) -> str:
        return str(self.variant.currentData())

    def _show_variant(self) -> None:
        trio = self.current_variant() == TRIO
        if trio:  # three players have no lists, and score each for themselves
            self.method.setItemText(0, self.tr("American: 5 words per round, the 5th doubles"))
            self.method.setItemText(1, self.tr("Dutch: until a player has 25 points"))
        else:
            self.method.setItemText(0, self.tr("American: 5 words per list, the 5th doubles"))
            self.method.setItemText(1, self.tr("Dutch: until a side has 25 points"))
        if trio:
            texts = (self.tr("Player &1 (gives the first clues):"), self.tr("Player &2:"),
                     self.tr("Player &3:"), "")
        else:
            texts = (self.tr("Team &1, player A:"), self.tr("Team 1, player &B:"),
                     self.tr("Team 2, player A:"), self.tr("Team 2, player B:"))
        for label, text in zip(self.player_labels, texts):
            label.setText(text)
        for widget in (self.player_labels[3], self.player_edits[3], self.leader_label, self.leader):
            widget.setVisible(not trio)

    def names(self) -> list[str]:
        count = 3 if self.current_variant() == TRIO else 4
        return [edit.text() for edit in self.player_edits[:count]]

    def _field(self, index: int) -> str:
        """Player field ``index`` by its label as shown: ``Team 2, player A``."""
        return self.player_labels[index].text().replace("&", "").rstrip(": ")

    def change(self) -> Change:
        """The core change from the form's values; raises what the rules refuse."""
        trio = self.current_variant() == TRIO
        method: Method = self.method.currentData()
        winner_by: WinnerBy = self.winner_by.currentData()
        names = self.names()
        leader = self.leader.text()
        language = self.reports.language()
        agreed = self.agreed.value() or None
        empty = next((self._field(i) for i, name in enumerate(names) if not name.strip()), None)

        def change(game: MaybeGame) -> MaybeGame:
            if empty is not None:  # said by the field's label: "Team 2, player A: a name is needed"
                raise WachtwoordError(WACHTWOORD.say("wachtwoord.name_needed", field=empty))
            if game is not None and game.rounds and isinstance(game, TrioGame) != trio:
                raise WachtwoordError(WACHTWOORD.say("wachtwoord.variant_played"))
            after: TeamGame | TrioGame
            if trio:
                players = (names[0], names[1], names[2])
                if isinstance(game, TrioGame):
                    after = _renamed_trio(game, players, method=method, winner_by=winner_by,
                                          agreed_rounds=agreed)
                else:
                    after = TrioGame(players, method, winner_by, language=language, agreed_rounds=agreed)
            else:
                team1, team2 = Team(names[0], names[1]), Team(names[2], names[3])
                if isinstance(game, TeamGame):
                    after = dataclasses.replace(game, team1=team1, team2=team2, method=method,
                                                winner_by=winner_by, leader=leader, agreed_rounds=agreed)
                else:
                    after = TeamGame(team1, team2, method, winner_by, leader=leader, language=language,
                                     agreed_rounds=agreed)
            game_sheet(after)  # the words so far must fit the new method
            return after

        return change

    def load(self, game: MaybeGame) -> None:
        """Show ``game``'s players and rules (an empty form for no game)."""
        started = game is not None
        if started != self._had_game:  # a game began (fold the form away) or was closed
            self._had_game = started
            self.toggle.setChecked(not started)
        self._played = game is not None and bool(game.rounds)  # a new game (File ▸ New): nothing played yet
        self._show_state()
        if game is None:
            for edit in (*self.player_edits, self.leader):
                edit.clear()
            self.agreed.setValue(0)
            self.variant.setEnabled(True)  # two teams of two, or three players: the choice is open again
            self.reports.show_game(None)
            return
        self.reports.show_game(game.language)
        self.variant.setCurrentIndex(self.variant.findData(TRIO if isinstance(game, TrioGame) else TEAMS))
        self.method.setCurrentIndex(self.method.findData(game.method))
        self.winner_by.setCurrentIndex(self.winner_by.findData(game.winner_by))
        self.agreed.setValue(game.agreed_rounds or 0)
        if isinstance(game, TeamGame):
            names = [game.team1.a_player, game.team1.b_player, game.team2.a_player, game.team2.b_player]
            self.leader.setText(game.leader)
        else:
            names = [*game.players, ""]
            self.leader.clear()
        for edit, name in zip(self.player_edits, names):
            edit.setText(name)
        self.variant.setEnabled(not game.rounds)

    def _show_state(self) -> None:
        """What the apply button does (start or change the game), and why the players' choice is locked."""
        self.apply_button.setText(self.tr("Appl&y changes") if self._had_game else self.tr("&Start the game"))
        self.variant.setToolTip(
            self.tr("Words have been played: start a new game to change this.") if self._played else ""
        )
