"""Woordspel's score sheet, computed from the moves: scores, totals, and the end of the game."""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass
from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal

from wordmastermind.core.woordspel.board import (
    RackError,
    WoordspelError,
    missing_tiles,
    spell_tiles,
    tiles_value,
)
from wordmastermind.core.messages import Message
from wordmastermind.core.woordspel.messages import WOORDSPEL
from wordmastermind.core.woordspel.moves import EndError, Exchange, Pass, Penalty
from wordmastermind.core.woordspel.play import BoardState, MoveError, Play
from wordmastermind.core.woordspel.rules import WOORDSPEL_RULES, Rules
from wordmastermind.core.woordspel.score import PlayScore, score_play

if TYPE_CHECKING:
    from wordmastermind.core.woordspel.game import Game

PASSES_TO_END = 3
"""Passes in a row that end Woordspel (a preset's ``scoreless_turns``)."""
FREE_PASS_TURNS = 2
"""Passes in turns 1 and 2 do not count towards the end; if both players
pass in them, the tiles are dealt anew (once)."""


def _at_turn(error: WoordspelError, turn: int, name: str, index: int) -> WoordspelError:
    wrapped = type(error)(WOORDSPEL.say("woordspel.turn", turn=turn, name=name, problem=error.message))
    wrapped.index = index
    return wrapped


def _check_rack(state: BoardState, rack: str | None, rules: Rules = WOORDSPEL_RULES) -> None:
    if not rack:
        return
    if len(rack) > rules.rack_size:
        raise RackError(WOORDSPEL.say("woordspel.rack.too_big", rack=rack, count=len(rack), most=rules.rack_size))
    lacking = state.lacking(rack, rules.counts)
    if lacking:
        raise RackError(WOORDSPEL.say("woordspel.rack.none_left", rack=rack, tiles=spell_tiles(lacking)))


@dataclass(frozen=True, slots=True)
class HeldRack:
    """A turn's rack as recorded, with the board before the turn: the tiles the others held through
    the turn were off the board then too."""

    turn: int
    player: int
    rack: str
    before: BoardState


def check_held(rules: Rules, players: tuple[str, ...], held: Sequence[HeldRack], player: int,
               rack: str | None, *, current: bool = False) -> None:
    """``rack``, ``player``'s for their next turn (``current``: their rack now), was theirs through the
    others' turns since their last one: with each of those turns' racks (``held``, the last turns')
    it must fit the tiles that were off the board then (the rules: one set of tiles, every rack drawn
    from it). The refusal names the rack, the turn, the other player and rack, and the letters."""
    if not rack:
        return
    window = tuple(held[-(len(players) - 1):])
    own = [i for i, other in enumerate(window) if other.player == player]
    for other in window[own[-1] + 1:] if own else window:
        lacking = other.before.lacking(other.rack + rack, rules.counts) if other.rack else ""
        if not lacking:
            continue
        said: dict[str, str | int | Message] = {"rack": rack, "turn": other.turn, "name": players[other.player],
                                                "other": other.rack, "tiles": spell_tiles(lacking)}
        if current:
            raise RackError(WOORDSPEL.say("woordspel.rack.player_held", player=players[player], **said))
        raise RackError(WOORDSPEL.say("woordspel.rack.held", **said))


RowKind = Literal["play", "withdrawn", "pass", "exchange", "penalty", "end"]
Ending = Literal["passes", "out"]


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One line of the score sheet.

    ``move`` is the 0-based index of the move in the game (``None`` for the
    end-of-game rows), ``turn`` the turn number (``None`` for penalties and
    the end). ``text`` is the move in GCG notation (``8H LEES``, ``-`` a
    pass, ``-QU`` an exchange, ``--`` a play withdrawn, ``(time)`` a
    penalty, ``(EN)`` the tiles left at the end). ``points`` is what the row
    adds (negative for a withdrawal, a penalty or the tiles left), ``total``
    the player's running total after it.
    """

    number: int
    move: int | None
    turn: int | None
    player: int
    kind: RowKind
    text: str
    points: int
    total: int
    rack: str | None = None
    score: PlayScore | None = None

    @property
    def words(self) -> tuple[str, ...]:
        if self.score is None or self.kind != "play":
            return ()
        return tuple(w.text for w in self.score.words)


@dataclass(frozen=True, slots=True)
class Sheet:
    """The score sheet, computed from the game; nothing of it is stored.

    ``scored`` are the points of the moves (and penalties), ``deductions``
    what the end takes from each player (0 until the end is entered): the
    values of the tiles left, negative for the player who goes out under a
    Scrabble preset (the others' tiles added), and a record's own end lines
    where it has them; ``totals`` the difference. The game is ``over`` after
    three passes in a row or once the end is entered; the result is
    ``final`` only when the end is entered, with the tiles left.
    """

    players: tuple[str, ...]
    rows: tuple[SheetRow, ...]
    state: BoardState
    scored: tuple[int, ...]
    deductions: tuple[int, ...]
    turns: int
    next_player: int | None
    ending: Ending | None
    final: bool
    redealt: bool
    pass_turns: tuple[int, ...] = ()
    """The turns of the passes (or scoreless turns) that ended the game."""
    rules: Rules = WOORDSPEL_RULES
    warnings: tuple[tuple[int | None, Message], ...] = ()
    """In a tolerant game (a record imported from another program): the rules
    its moves break, each with the move's 0-based index (``None``: the racks
    or the end), said as a refusal would be (``turn 1 (An): ...``)."""
    preset_end: tuple[int, ...] = ()
    """Once the end is entered: the points each player's end line gets by the
    preset (:func:`end_points`), before a record's own end line wins
    (``end`` rows and ``deductions`` are what counts)."""
    held: tuple[HeldRack, ...] = ()
    """The racks of the last turns (as many as players less one; none once the
    tiles are dealt anew): the next turn's rack and the racks now are checked
    against them (:func:`check_held`)."""

    def warnings_of(self, move: int | None) -> tuple[Message, ...]:
        """The warnings on move ``move`` (0-based)."""
        return tuple(text for index, text in self.warnings if index == move)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(scored - deducted for scored, deducted in zip(self.scored, self.deductions))

    @property
    def over(self) -> bool:
        return self.ending is not None

    @property
    def winner(self) -> int | None:
        """The player with more points once the result is final; ``None``
        while the game goes on and on a draw (remise)."""
        totals = self.totals
        best = max(totals)
        if not self.final or totals.count(best) > 1:
            return None
        return totals.index(best)

    @property
    def ending_text(self) -> Message:
        if self.ending == "passes":
            first, last = self.pass_turns[0], self.pass_turns[-1]
            if not self.rules.passes_only:
                return WOORDSPEL.say("woordspel.ending.scoreless", count=len(self.pass_turns), first=first,
                                     last=last)
            return WOORDSPEL.say("woordspel.ending.passes", first=first, last=last)
        if self.ending == "out":
            return WOORDSPEL.say("woordspel.ending.out")
        return WOORDSPEL.say("woordspel.ending.on")


@functools.lru_cache(maxsize=64)
def compute_sheet(game: Game) -> Sheet:
    """Check every move and compute the sheet.

    A bad move raises the rules' error naming the turn and the player, with
    ``index`` set to the move's place in the game.

    >>> from wordmastermind.core.woordspel.game import Game
    >>> game = Game(("Anna", "Bas"), moves=(Play.parse("8H LEES"), Play.parse("8H ZO")))
    >>> compute_sheet(game)
    Traceback (most recent call last):
    ...
    wordmastermind.core.woordspel.play.MoveError: turn 2 (Bas): h8 already holds L: a word through it uses that letter, not Z
    """
    state = BoardState()
    count = len(game.players)
    scored = [0] * count
    rows: list[SheetRow] = []
    turn = 0
    passes: list[int] = []
    turn_kinds: list[type] = []
    ending: Ending | None = None
    last_laid: int | None = None  # the player whose turn was the last, if it laid tiles

    def add(index: int | None, player: int, kind: RowKind, text: str, points: int,
            rack: str | None = None, score: PlayScore | None = None) -> None:
        scored[player] += points
        rows.append(SheetRow(len(rows) + 1, index, turn if kind not in ("penalty", "end") else None,
                             player, kind, text, points, scored[player], rack, score))

    rules = game.rules
    warnings: list[tuple[int | None, Message]] = []
    held: list[HeldRack] = []  # every turn's rack; the last ones are those since a player's last turn
    for index, move in enumerate(game.moves):
        if isinstance(move, Penalty):
            if move.reason == "time":
                add(index, move.player, "penalty", move.text, -move.points)
            else:
                add(index, move.player, "penalty", move.text, move.points if rules.challenge_bonus else 0)
            continue
        player = turn % count
        name = game.players[player]
        if ending is not None:
            error = MoveError(WOORDSPEL.say("woordspel.over_at_turn", turn=turn + 1, name=name, ending=WOORDSPEL.say(
                "woordspel.ending.passes", first=passes[0], last=passes[-1])))
            error.index = index
            if not game.tolerant:
                raise error
            warnings.append((index, error.message))
            ending, passes = None, []
        turn += 1
        try:
            try:
                _check_rack(state, move.rack, rules)
                check_held(rules, game.players, held, player, move.rack)
            except WoordspelError as error:
                if not game.tolerant:
                    raise
                warnings.append((index, _at_turn(error, turn, name, index).message))
            held.append(HeldRack(turn, player, move.rack or "", state))
            if isinstance(move, Play):
                score = score_play(state, game.board, move, rules, tolerant=game.tolerant)
                warnings += [(index, WOORDSPEL.say("woordspel.turn", turn=turn, name=name, problem=broken))
                             for broken in score.broken]
                add(index, player, "play", move.notation, score.points, move.rack, score)
                if move.withdrawn:
                    add(index, player, "withdrawn", "--", -score.points, move.rack, score)
                else:
                    state = state.with_play(score, turn)
            elif isinstance(move, Exchange):
                if move.rack is not None and move.tiles:
                    lacking = missing_tiles(move.tiles, move.rack)
                    if lacking and not game.tolerant:
                        raise MoveError(WOORDSPEL.say("woordspel.exchange.lacks", rack=move.rack,
                                                      tiles=spell_tiles(lacking)))
                    if lacking:
                        warnings.append((index, WOORDSPEL.say("woordspel.turn", turn=turn, name=name, problem=WOORDSPEL.say(
                            "woordspel.exchange.lacks", rack=move.rack, tiles=spell_tiles(lacking)))))
                add(index, player, "exchange", move.text, 0, move.rack)
            else:
                add(index, player, "pass", "-", 0, move.rack)
        except WoordspelError as error:
            raise _at_turn(error, turn, name, index) from None
        turn_kinds.append(type(move))
        if rules.passes_only and turn_kinds == [Pass] * FREE_PASS_TURNS:
            held = []  # both passed in turns 1 and 2: the tiles are dealt anew
        laid = isinstance(move, Play) and not move.withdrawn
        last_laid = player if laid else None
        if rules.passes_only:
            scoreless = isinstance(move, Pass) and turn > FREE_PASS_TURNS
            counts = scoreless or not isinstance(move, Pass)
        else:
            scoreless = not laid
            counts = True
        if scoreless:
            passes.append(turn)
            if len(passes) == rules.scoreless_turns:
                ending = "passes"
        elif counts:
            passes = []
    redealt = rules.passes_only and turn_kinds[:FREE_PASS_TURNS] == [Pass] * FREE_PASS_TURNS
    try:
        _check_current_racks(game, state, held)
    except WoordspelError as error:
        if not game.tolerant:
            raise
        warnings.append((None, error.message))
    deductions = [0] * count
    preset_end: tuple[int, ...] = ()
    if game.end is not None:
        try:
            ending = _check_end(game, state, ending, last_laid)
        except WoordspelError as error:
            if not game.tolerant:
                raise
            warnings.append((None, error.message))
            ending = ending or "out"
        racks = game.end.racks
        preset_end = end_points(rules, racks, ending)
        points = list(preset_end)
        for player, ours in enumerate(preset_end):
            recorded = game.end.recorded(player)
            if recorded is None or recorded == ours:
                continue
            # the record's own end line wins, with a warning
            said = WOORDSPEL.say("woordspel.end.record", name=game.players[player], record=f"{recorded:+d}",
                                 ours=f"{ours:+d}")
            if not game.tolerant:
                raise EndError(said)
            warnings.append((None, said))
            points[player] = recorded
        shown_racks = list(racks)
        if ending == "out" and "" in racks and points[racks.index("")] > 0:
            out = racks.index("")  # the player who went out adds the others' tiles left: shown as theirs
            shown_racks[out] = "".join(rack for player, rack in enumerate(racks) if player != out)
        for player, shown in enumerate(shown_racks):
            deductions[player] = -points[player]
            rows.append(SheetRow(len(rows) + 1, None, None, player, "end", f"({shown})",
                                 points[player], scored[player] + points[player], shown))
    return Sheet(
        players=game.players,
        rows=tuple(rows),
        state=state,
        scored=tuple(scored),
        deductions=tuple(deductions),
        turns=turn,
        next_player=None if ending is not None else turn % count,
        ending=ending,
        final=game.end is not None,
        redealt=redealt,
        pass_turns=tuple(passes) if ending == "passes" else (),
        rules=rules,
        warnings=tuple(warnings),
        preset_end=preset_end,
        held=tuple(held[-(count - 1):]),
    )


def end_points(rules: Rules, racks: tuple[str, ...], ending: Ending | None) -> tuple[int, ...]:
    """The points each player's end line gives by ``rules``, the game over with ``racks`` left.

    Everyone loses the tiles left (Woordspel: the player who goes out gets no
    bonus). Under a Scrabble preset the player who goes out adds the
    others' tiles left; in a game of two twice the opponent's, who keeps
    the score (the NASPA and WESPA tournament rules). After six scoreless
    turns everyone loses the tiles left, under every preset.

    >>> from wordmastermind.core.woordspel.rules import SCRABBLE_EN, WOORDSPEL_RULES
    >>> end_points(WOORDSPEL_RULES, ("", "GK"), "out"), end_points(SCRABBLE_EN, ("", "GK"), "out")
    ((0, -7), (14, 0))
    >>> end_points(SCRABBLE_EN, ("", "GK", "Q"), "out"), end_points(SCRABBLE_EN, ("E", "GK"), "passes")
    ((17, -7, -10), (-1, -7))
    """
    points = [-tiles_value(rack, rules.values) for rack in racks]
    if not (rules.out_bonus and ending == "out" and "" in racks):
        return tuple(points)
    out = racks.index("")
    others = -sum(points)
    if rules.tournament_end and len(racks) == 2:
        return tuple(2 * others if player == out else 0 for player in range(2))
    points[out] = others
    return tuple(points)


def _check_current_racks(game: Game, state: BoardState, held: Sequence[HeldRack]) -> None:
    pool = state.off_board(game.rules.counts)
    for player, rack in enumerate(game.racks):
        lacking = missing_tiles(rack or "", pool)
        if lacking:
            raise RackError(WOORDSPEL.say("woordspel.rack.player_none_left", name=game.players[player],
                                          rack=rack or "", tiles=spell_tiles(lacking)))
    lacking = missing_tiles("".join(rack or "" for rack in game.racks), pool)
    if lacking:
        raise RackError(WOORDSPEL.say("woordspel.rack.both_none_left", first=game.players[0],
                                      second=", ".join(game.players[1:]), tiles=spell_tiles(lacking)))
    for player, rack in enumerate(game.racks):  # a rack now was held through the turns since its player's
        check_held(game.rules, game.players, held, player, rack, current=True)


def _check_end(game: Game, state: BoardState, ending: Ending | None,
               last_laid: int | None) -> Ending:
    assert game.end is not None
    racks = game.end.racks
    pool = Counter(state.off_board(game.rules.counts))
    both = "".join(racks)
    lacking = state.lacking(both, game.rules.counts)
    if lacking:
        raise EndError(WOORDSPEL.say("woordspel.end.too_many", tiles=spell_tiles(lacking)))
    if ending == "passes":
        return ending
    empty = [i for i, rack in enumerate(racks) if not rack]
    if not empty:
        raise EndError(WOORDSPEL.say("woordspel.end.not_over"))
    left = sum(pool.values()) - len(both)
    if left:
        raise EndError(WOORDSPEL.say("woordspel.end.bag", count=left))
    out = empty[0]
    if len(empty) == 1 and last_laid != out:
        raise EndError(WOORDSPEL.say("woordspel.end.out", name=game.players[out]))
    return "out"
