"""Where the game stands, always in view: round, k, WF, and the end."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from wordmastermind.core.words import names_listed
from wordmastermind.gui.i18n import Retranslating, counted
from wordmastermind.gui.wmm.document import GameDocument


class StatusStrip(Retranslating, QFrame):
    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(self.label.textFormat().RichText)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.label)
        document.changed.connect(self.update_from_document)
        self.retranslate()

    def retranslate(self) -> None:
        self.update_from_document()

    def update_from_document(self) -> None:
        self.label.setText(self.text())

    def text(self) -> str:
        evaluation = self.document.evaluation
        game = self.document.game
        if not game.players:
            return self.tr("A new game: set it up on the Game page and add the players.")
        if evaluation.game_over:
            top = names_listed(
                f"{p.rank}. {p.name} ({p.total})" for p in evaluation.standings[:3]
            )
            return "<b>" + self.tr("The game is over after round {0}.").format(
                evaluation.game_over_after
            ) + "</b> " + self.tr("Final standings: {0}").format(top)
        in_play = sum(1 for p in evaluation.players if p.in_play)
        after = (
            self.tr("After round {0}").format(evaluation.round)
            if evaluation.round
            else self.tr("Before round 1")
        )
        guesses = counted(evaluation.k, self.tr("{0} guess"), self.tr("{0} guesses"))
        text = self.tr(
            "{0} · next round: <b>{1}</b> per player · <b>WF {2}</b> · {3} of {4} words in play"
        ).format(after, guesses, evaluation.wf_next, in_play, len(game.players))
        if game.withdrawals:  # some stopped playing (issue 29)
            playing = sum(1 for p in evaluation.players if p.playing)
            text += " · " + self.tr("{0} of {1} players still playing").format(playing, len(game.players))
        return text
