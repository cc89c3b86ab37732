"""The standings after the round chosen: rank (with its move since the round before), player, guess points,
word points, total, the points gained in the round, V, word.

A player who withdrew is in italics, their word's fate said ("withdrew after round 3; word left"); a place
is named as the round's report names it: "Käthe" up to the round after which Otto took it over, "Käthe (now
Otto)" from the next round on (issue 29; the Player cell's tip tells the takeover in every round)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from wordmastermind.core.wmm.progress import Standing, standings_after
from wordmastermind.gui.i18n import interface_language
from wordmastermind.gui.looks import ALIGNMENT, BACKGROUND, DISPLAY, FONT, LOOKS, TIP, Looks
from wordmastermind.gui.roles import SORT_ROLE, STATUS_ROLE
from wordmastermind.gui.rowmodel import Index, Row
from wordmastermind.gui.widgets.colors import GUESSED
from wordmastermind.gui.widgets.fonts import italic_font
from wordmastermind.gui.wmm.departure_texts import standing_name, standing_tip, standing_word
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.game_model import GameRowModel

RANK, PLAYER, GUESS_POINTS, WORD_POINTS, TOTAL, GAINED, V, WORD = range(8)
_NUMBERS = (RANK, GUESS_POINTS, WORD_POINTS, TOTAL, GAINED, V)
# Past the columns: whether the word is guessed (the colour and status of the
# whole row), the round it was guessed in and the secret (the Word column's
# sorting and tooltip), the row's place in the ranking (its key) and the
# rank as a number (the Rank column shows it with its move: "2 ▲3"); whether the player withdrew (the
# row's font) and the Player cell's tooltip (who withdrew, who took the place over).
_GUESSED, _GUESSED_IN, _SECRET, _PLACE, _RANK, _GONE, _TIP = 8, 9, 10, 11, 12, 13, 14
_DISPLAY = Qt.ItemDataRole.DisplayRole.value
_ROLES = LOOKS | {SORT_ROLE, STATUS_ROLE}
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class StandingsModel(GameRowModel):
    """The standings after the round chosen (:meth:`set_round`; a round not entered yet: the last one entered)."""

    captionChanged = Signal(str)
    """Which round the standings are of, said in a line for above the table."""
    _language = ""  # the interface's language the rows were made in

    def __init__(
        self, document: GameDocument, parent: QObject | None = None, *, round_number: int | None = None
    ) -> None:
        super().__init__(document, parent)
        self._round: int | None = round_number  # the round a page shows first: its rows not made twice
        self._caption = ""
        self.reset()

    def set_round(self, number: int) -> None:
        """Show the standings after round ``number``."""
        if number != self._round:
            self._round = number
            self.refresh_rows()  # the titles do not name the round

    def chosen_round(self) -> int | None:
        """The round chosen by :meth:`set_round` (None: none yet, the last one entered shown)."""
        return self._round

    def shown_round(self) -> int:
        """The round whose standings are shown: the one chosen if entered, else the last entered (0: none)."""
        evaluated = self.document.evaluation.round
        return evaluated if self._round is None else max(0, min(self._round, evaluated))

    def caption(self) -> str:
        number = self.shown_round()
        if number == 0:
            return self.tr("Standings: no round entered yet")
        if self._round is not None and self._round > number:
            text = self.tr("Standings after round {0}, the last one entered").format(number)
        else:
            text = self.tr("Standings after round {0}").format(number)
        if number > 1:
            text += " " + self.tr("(▲▼ places since round {0})").format(number - 1)
        return text

    def headers(self) -> Sequence[str]:
        # Two-line titles keep the number columns as narrow as their numbers.
        return (self.tr("Rank"), self.tr("Player"), self.tr("Guess\npoints"),
                self.tr("Word\npoints"), self.tr("Total"), self.tr("This\nround"), self.tr("V"), self.tr("Word"))

    def inputs(self) -> tuple[object, ...]:
        return (self.document.evaluation, self._round)

    def _standings(self) -> tuple[Standing, ...]:
        evaluation = self.document.evaluation
        number = self.shown_round()
        if number == 0:
            return tuple(Standing(p, 0, None) for p in evaluation.standings)
        return standings_after(evaluation, number)

    def retranslate(self) -> None:
        """The titles, words' states, tips and caption in the interface's language: the same rows, no reset."""
        if self._language != interface_language():  # else made in it: at the page's start
            super().retranslate()

    def build_rows(self) -> list[Row]:
        self._language = interface_language()
        game = self.document.game
        secrets = {p.name: p.secret for p in game.players}
        shown = self.shown_round()
        over = self.document.evaluation.game_over_after
        # once, not per player; after the game's last round a word not guessed was never guessed, as reports say
        in_play = self.tr("never guessed") if over is not None and shown >= over else self.tr("in play")
        guessed_in = self.tr("guessed in round {0}")
        rows: list[Row] = []
        for standing in self._standings():
            p = standing.player
            status = standing_word(p)  # a player who withdrew: the word's fate with it
            if status is None and p.guessed_in_round is None:
                status = in_play
            elif status is None:
                status = guessed_in.format(p.guessed_in_round)
            rank = f"{p.rank} {_move(standing)}".rstrip()
            gone = p.guessed_in_round is not None or p.word_left_after is not None
            rows.append((rank, standing_name(game, p.name, shown), p.guess_points, p.word_points, p.total,
                         standing.gained, p.v, status, p.guessed_in_round is not None, p.guessed_in_round,
                         secrets.get(p.name, "") if gone else None, len(rows), p.rank,
                         p.withdrawn_after is not None, standing_tip(game, p)))
        caption = self.caption()
        if caption != self._caption:
            self._caption = caption
            self.captionChanged.emit(caption)
        return rows

    def shows(self) -> dict[int, tuple[int, ...]]:
        return {_GUESSED_IN: (WORD,), _SECRET: (WORD,), _PLACE: (), _RANK: (), _TIP: (PLAYER,)}

    def row_key(self, row: Row) -> Hashable:
        # Rows are known by their place in the ranking: when ranks change, the
        # rows whose player or numbers changed are announced as changed, not
        # moved (a move is a removal and an insertion, which makes every view
        # lay out the whole table again).
        key: Hashable = row[_PLACE]
        return key

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        # Views ask for many roles of every cell they paint: those not shown
        # here are answered first; those painted come from the row's kept looks.
        if role not in _ROLES or not index.isValid():
            return None
        if role in LOOKS:
            return self.looks(index.row())[index.column()].get(role)
        row = self.row(index.row())
        column = index.column()
        if role == SORT_ROLE:
            if column == RANK:
                return row[_RANK]
            return row[column] if column != WORD else (row[_GUESSED_IN] or 0)
        return "hit" if row[_GUESSED] else "ok"  # STATUS_ROLE

    def make_looks(self, row: Row) -> Looks:
        """The row's cells as painted: text, tip, background (a word guessed), font (a player who withdrew)."""
        background = GUESSED if row[_GUESSED] else None
        font = italic_font() if row[_GONE] else None
        cells = []
        for column in range(len(self.titles())):
            value = row[column]
            cell: dict[int, Any] = {DISPLAY: "" if value is None else str(value)}
            tip = self._tip(row, column)
            if tip is not None:
                cell[TIP] = tip
            if column in _NUMBERS:
                cell[ALIGNMENT] = _RIGHT
            if background is not None:
                cell[BACKGROUND] = background
            if font is not None:
                cell[FONT] = font
            cells.append(cell)
        return tuple(cells)

    def _tip(self, row: Row, column: int) -> str | None:
        if column == PLAYER:  # the name whole where its column gave way, or who withdrew, who took over
            tip: str | None = row[_TIP] or row[PLAYER]
            return tip
        if column == V:
            return self.tr("Different words guessed at this player's word so far")
        if column == RANK:
            return self.tr("Places gained (▲) or lost (▼) since the round before")
        if column == GAINED:
            return self.tr("Points gained in this round: guess points and word points")
        if column == WORD:  # a word's fate, long, is whole in the tip where the cell is cut
            said = [row[WORD]] if row[_GONE] or row[_SECRET] is not None else []
            if row[_SECRET] is not None:
                said.append(self.tr("The word was {0}").format(row[_SECRET]))
            return "\n".join(said) or None
        return None


def _move(standing: Standing) -> str:
    """The places climbed as shown: ▲2, ▼1, – (none); nothing after round 1."""
    if standing.rank_before is None:
        return ""
    climbed = standing.climbed
    return f"▲{climbed}" if climbed > 0 else f"▼{-climbed}" if climbed < 0 else "–"
