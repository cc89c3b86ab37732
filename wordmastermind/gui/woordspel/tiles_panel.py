"""The unseen tiles: for each player, the tiles they cannot see (the bag and
the opponent's rack), from the core's :meth:`~wordmastermind.core.woordspel.game.Game.unseen`."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from wordmastermind.core.woordspel.game import Game
from wordmastermind.core.woordspel.board import WoordspelError
from wordmastermind.core.woordspel.report import group_tiles
from wordmastermind.gui.i18n import Retranslating, filled, rule_text


def scrolled_column(panel: QWidget) -> tuple[QScrollArea, QVBoxLayout]:
    """A column for ``panel``'s content that scrolls up and down where the page is lower than its
    wrapped texts (a small screen, 150 %, long names): each text shown whole, never squeezed. The
    scroll area (which the panel names for a screen reader) and the column's layout."""
    inner = QWidget()
    area = QScrollArea(panel)
    area.setWidget(inner)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    outer = QVBoxLayout(panel)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(area)
    return area, QVBoxLayout(inner)


class TilesPanel(Retranslating, QWidget):
    """The tiles not on the board, and what each player cannot see."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.off_label = QLabel()
        self.off_label.setWordWrap(True)
        self.player_labels = [QLabel(), QLabel()]
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.tile_labels = [QLabel(), QLabel()]
        self._area, column = scrolled_column(self)
        column.addWidget(self.off_label)
        for label, tiles in zip(self.player_labels, self.tile_labels):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            tiles.setWordWrap(True)
            tiles.setFont(fixed)
            tiles.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            column.addWidget(label)
            column.addWidget(tiles)
        column.addStretch(1)
        self.counts: tuple[int, int] = (0, 0)
        """How many tiles each player cannot see (for the tests and the tooltips)."""
        self._game: Game | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self._area.setAccessibleName(self.tr("Unseen tiles"))
        self.show_game(self._game)

    def show_game(self, game: Game | None) -> None:
        self._game = game
        if game is None:
            self.off_label.setText(self.tr("Set up the players first."))
            for label in (*self.player_labels, *self.tile_labels):
                label.clear()
            for player, tiles in enumerate(self.tile_labels):  # a name of their own: the tiles say nobody's
                tiles.setAccessibleName(self.tr("Tiles unseen by player {0}").format(player + 1))
                tiles.setAccessibleDescription("")
            self.counts = (0, 0)
            return
        off = game.unseen(0, rack="")
        self.off_label.setText(self.tr("Not on the board (the bag and both racks): {0} of {1} tiles.")
                               .format(len(off), game.rules.total))
        counts = []
        for player, name in enumerate(game.players):
            other = game.players[1 - player]
            own = game.end.racks[player] if game.end is not None else game.racks[player]
            try:
                unseen = game.unseen(player)
            except WoordspelError as error:  # a rack the board leaves no room for
                unseen, own = off, None
                self.player_labels[player].setToolTip(rule_text(error))
            counts.append(len(unseen))
            if own is None:
                what = filled(self.tr("the bag and both racks: {0}'s rack is not entered"), html.escape(name))
            else:
                what = filled(self.tr("the bag and {0}'s rack; {1}'s own rack {2} left out"),
                              html.escape(other), html.escape(name), html.escape(own or self.tr("(empty)")))
            self.player_labels[player].setText(self.tr("<b>Unseen by {0}</b>: {1} tiles ({2})").format(
                html.escape(name), len(unseen), what))
            grouped = group_tiles(unseen) or self.tr("none", "no tiles")
            self.tile_labels[player].setText(grouped)
            self.tile_labels[player].setAccessibleName(self.tr("Tiles unseen by {0}").format(name))
            self.tile_labels[player].setAccessibleDescription(grouped)
        self.counts = (counts[0], counts[1])
