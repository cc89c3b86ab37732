"""Entering how each word ended, after the fact: who got it and at which dial value.

For a sheet kept on paper at the table and typed in later. The panel shows
the choices that fit the game (the two teams, or the two guessers of the
round) and asks the sheet to enter the word; the sheet applies it.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.wachtwoord.game import DIAL_START, TeamGame, TeamWord, TrioGame, TrioWord
from wordmastermind.core.wachtwoord.play import game_sheet, turn
from wordmastermind.core.wachtwoord.report import team_name
from wordmastermind.gui.i18n import Retranslating
from wordmastermind.gui.wachtwoord.document import MaybeGame

NOBODY = 0
"""The id of the "nobody got it" choice among the team buttons."""


def _escaped(text: str) -> str:
    return text.replace("&", "&&")


class EntryPanel(Retranslating, QWidget):
    """Who got the next word, and the dial value then."""

    addRequested = Signal()
    """Enter :meth:`word` as the next word."""
    newRoundRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.next_label = QLabel()
        self.next_label.setWordWrap(True)
        # team game: one of two teams or nobody
        self.team_group = QButtonGroup(self)
        self.team_buttons: dict[int, QRadioButton] = {}
        self.team_box = QWidget()
        team_layout = QVBoxLayout(self.team_box)
        team_layout.setContentsMargins(0, 0, 0, 0)
        for team_id in (1, 2, NOBODY):
            button = QRadioButton()
            self.team_group.addButton(button, team_id)
            self.team_buttons[team_id] = button
            team_layout.addWidget(button)
        self.team_buttons[1].setChecked(True)
        # three players: either guesser, both, or none
        self.guesser_box = QWidget()
        guesser_layout = QVBoxLayout(self.guesser_box)
        guesser_layout.setContentsMargins(0, 0, 0, 0)
        self.guesser_checks = [QCheckBox(), QCheckBox()]
        for check in self.guesser_checks:
            guesser_layout.addWidget(check)
        self.guesser_hint = QLabel()
        self.guesser_hint.setWordWrap(True)
        guesser_layout.addWidget(self.guesser_hint)

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
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self.addRequested)
        self.new_round_button = QPushButton()
        self.new_round_button.clicked.connect(self.newRoundRequested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.new_round_button)
        buttons.addStretch(1)

        self.points_label = QLabel()  # the team on whose row the word counts
        self.dial_label = QLabel()

        layout = QVBoxLayout(self)
        layout.addWidget(self.next_label)
        layout.addWidget(self.points_label)
        layout.addWidget(self.team_box)
        layout.addWidget(self.guesser_box)
        layout.addWidget(self.dial_label)
        layout.addLayout(dial_row)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self._game: MaybeGame = None
        self._dial_for: object = None
        """The word the dial's choice was made for (the game's players, the round, the word's label, its dial):
        another word (the next one, one taken back, another game's), or a miss live, starts at its dial."""
        self.retranslate()

    def retranslate(self) -> None:
        self.guesser_hint.setText(self.tr("Tick both if they called it out at the same moment, neither for nobody."))
        for value, dial in self.dial_buttons.items():
            dial.setAccessibleName(self.tr("Dial value {0}").format(value))
        self.add_button.setText(self.tr("&Add word"))
        self.new_round_button.setText(self.tr("New &round"))
        self.points_label.setText(self.tr("Points to:"))
        self.dial_label.setText(self.tr("Dial value:"))
        self.show_game(self._game)

    def word(self) -> TeamWord | TrioWord:
        """The word as chosen; raises what the rules refuse (a value of 0 with a winner)."""
        value = self.dial_group.checkedId()
        if isinstance(self._game, TrioGame):
            names = tuple(c.property("player") for c in self.guesser_checks if c.isChecked())
            return TrioWord(names, value)
        team_id = self.team_group.checkedId()
        return TeamWord(None if team_id == NOBODY else team_id, value)

    def _follow_dial(self, most: int) -> None:
        """The dial's values above ``most`` (the live dial, after the word's missed clues) cannot be chosen: the
        word is worth ``most`` at most, and that is chosen if a higher value was."""
        for value, button in self.dial_buttons.items():
            button.setEnabled(value <= most)
        if self.dial_group.checkedId() > most:
            self.dial_buttons[most].setChecked(True)
        self.dial_label.setText(self.tr("Dial value:") if most == DIAL_START else self.tr(
            "Dial value (at most {0}, after the clues missed):").format(most))

    def reset(self) -> None:
        """Back to the most common choice after a word was entered."""
        self.dial_buttons[DIAL_START].setChecked(True)
        for check in self.guesser_checks:
            check.setChecked(False)

    def show_game(self, game: MaybeGame) -> None:
        self._game = game
        trio = isinstance(game, TrioGame)
        self.team_box.setVisible(not trio)
        self.guesser_box.setVisible(trio)
        if isinstance(game, TeamGame):
            self.team_buttons[1].setText(self.tr("Team 1: {0}").format(_escaped(team_name(game.team1))))
            self.team_buttons[2].setText(self.tr("Team 2: {0}").format(_escaped(team_name(game.team2))))
        else:  # no teams yet: each button still says which team it stands for
            for team_id in (1, 2):
                self.team_buttons[team_id].setText(self.tr("Team {0}").format(team_id))
        self.team_buttons[NOBODY].setText(self.tr("Nobody"))
        due = None if game is None else turn(game)
        if isinstance(game, TrioGame):
            guessers = due.guessers if due is not None else game.players[1:]
            for check, name in zip(self.guesser_checks, guessers):
                check.setText(_escaped(name))
                check.setProperty("player", name)
        over = game is not None and game_sheet(game).over
        if game is None:
            self.next_label.setText(self.tr("Set up the players first."))
        elif due is None and over:  # the agreed rounds are played, or the game master ended the game
            self.next_label.setText(self.tr("The game is over."))
        elif due is None:
            self.next_label.setText(
                self.tr("Round {0} is over. Start a new round for the next word.").format(len(game.rounds))
            )
        else:
            label = due.word + ("* " + self.tr("(counts double)") if due.double else "")
            number = max(1, len(game.rounds))
            text = self.tr("Round {0}, next word: <b>{1}</b>").format(number, label)
            if isinstance(game, TrioGame):
                text += "<br>" + self.tr("{0} gives the clues this round.").format(due.clue_giver)
            self.next_label.setText(text)
        word = None if game is None or due is None else (_players(game), len(game.rounds), due.word, due.value)
        if word != self._dial_for:  # another word, or its dial moved: at what it is worth now, not at an old choice
            self._dial_for = word
            self.dial_buttons[DIAL_START if due is None else due.value].setChecked(True)
        self._follow_dial(DIAL_START if due is None else due.value)
        self.add_button.setEnabled(due is not None)
        # the agreed rounds are played, or the game master ended the game: no new round
        self.new_round_button.setEnabled(game is not None and due is None and not over)


def _players(game: TeamGame | TrioGame) -> tuple[str, ...]:
    """Who plays ``game``: the words of one game are not another's."""
    if isinstance(game, TrioGame):
        return tuple(game.players)
    return (game.team1.a_player, game.team1.b_player, game.team2.a_player, game.team2.b_player)
