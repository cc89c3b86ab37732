"""A game of Woordspel: the moves as entered, the score sheet and the end.

Source: the Brettspielnetz.de rules of Woordspel
(``shared/seeds/003_3d3e1b3afed95e53.txt``). Two players take turns; a
turn is a play, a pass or an exchange. A penalty (a time penalty, in GCG)
is no turn. The first player starts; turns alternate.

The rules' first move, LEES on the centre, is worth 18:

>>> game = Game(("Anna", "Bas")).with_move(Play.parse("8H LEES"))
>>> sheet = game.sheet()
>>> [(r.turn, sheet.players[r.player], r.text, r.points, r.total) for r in sheet.rows]
[(1, 'Anna', '8H LEES', 18, 18)]
>>> sheet.next_player, game.preview(Play.parse("9G ZO")).points
(1, 18)

Three passes in a row end the game (passes in turns 1 and 2 do not count);
the end-of-game entry gives the tiles each player has left, whose values
are deducted. The player who goes out gets no bonus.

>>> game = game.with_move(Pass())              # turn 2: does not count
>>> for _ in range(3):                          # turns 3, 4 and 5
...     game = game.with_move(Pass())
>>> game.sheet().ending_text, game.sheet().next_player
('three passes in a row (turns 3 to 5)', None)
>>> final = game.with_end(("EN", "Q"))
>>> final.sheet().deductions, final.sheet().totals, final.sheet().winner
((2, 7), (16, -7), 0)
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from wordmastermind.core.errors import check_language
from wordmastermind.core.woordspel.board import (
    RACK_SIZE,
    STANDARD_BOARD,
    BoardDefinition,
    RackError,
    WoordspelError,
    missing_tiles,
    parse_rack,
    parse_tiles,
    sort_tiles,
    spell_tiles,
    tiles_value,
)
from wordmastermind.core.woordspel.play import BoardState, MoveError, Play
from wordmastermind.core.woordspel.score import PlayScore, score_play

PLAYERS = 2
PASSES_TO_END = 3
"""Passes in a row that end the game."""
FREE_PASS_TURNS = 2
"""Passes in turns 1 and 2 do not count towards the end; if both players
pass in them, the tiles are dealt anew (once)."""
REPORT_LANGUAGES = ("en", "nl")
"""The languages a Woordspel score sheet can be written in."""


class SetupError(WoordspelError):
    """Players the game cannot be played with."""


class EndError(WoordspelError):
    """An end of the game that does not fit the board and the turns."""


@dataclass(frozen=True, slots=True)
class Pass:
    """A turn without a word. ``rack``: the player's rack, when known."""

    rack: str | None = None

    def __post_init__(self) -> None:
        if self.rack is not None:
            object.__setattr__(self, "rack", parse_rack(self.rack))


@dataclass(frozen=True, slots=True)
class Exchange:
    """A turn that puts tiles back into the bag and draws new ones.

    ``tiles`` are the tiles put back, when known; otherwise ``count`` says
    how many. It scores nothing.

    >>> Exchange("qu").count, Exchange(count=3).tiles
    (2, '')
    """

    tiles: str = ""
    count: int = 0
    rack: str | None = None

    def __post_init__(self) -> None:
        tiles = parse_tiles(self.tiles, "the tiles exchanged")
        object.__setattr__(self, "tiles", tiles)
        if self.rack is not None:
            object.__setattr__(self, "rack", parse_rack(self.rack))
        count = self.count
        if isinstance(count, bool) or not isinstance(count, int):
            raise MoveError(f"the number of tiles exchanged is a whole number, not {count!r}")
        if tiles and count and count != len(tiles):
            raise MoveError(f"{len(tiles)} tiles are named ({tiles}), but {count} exchanged")
        if tiles:
            object.__setattr__(self, "count", len(tiles))
        if not 1 <= self.count <= RACK_SIZE:
            raise MoveError(f"an exchange puts back 1 to {RACK_SIZE} tiles, not {self.count}")

    @property
    def text(self) -> str:
        """GCG notation: ``-QU``, or ``-2`` when the tiles are not known."""
        return f"-{self.tiles or self.count}"


@dataclass(frozen=True, slots=True)
class Penalty:
    """Points taken from a player outside the turns (a time penalty, in GCG).

    >>> Penalty(0, -3)
    Traceback (most recent call last):
    ...
    wordmastermind.core.woordspel.play.MoveError: a penalty takes 0 points or more, not -3
    """

    player: int
    points: int

    def __post_init__(self) -> None:
        if self.player not in (0, 1) or isinstance(self.player, bool):
            raise MoveError(f"a penalty is for player 0 or 1, not {self.player!r}")
        if isinstance(self.points, bool) or not isinstance(self.points, int) or self.points < 0:
            raise MoveError(f"a penalty takes 0 points or more, not {self.points!r}")


Move = Play | Pass | Exchange | Penalty
"""One entry of the game: a turn (play, pass, exchange) or a penalty."""


@dataclass(frozen=True, slots=True)
class GameEnd:
    """The end of the game: the tiles each player has left (``""``: none)."""

    racks: tuple[str, str]

    def __post_init__(self) -> None:
        racks = tuple(self.racks)
        if len(racks) != PLAYERS:
            raise EndError(f"the end of the game gives {PLAYERS} racks, not {len(racks)}")
        object.__setattr__(
            self, "racks", tuple(parse_rack(r, f"rack {i + 1} left") for i, r in enumerate(racks))
        )


def _check_players(players: Sequence[str]) -> tuple[str, str]:
    names = tuple(p.strip() if isinstance(p, str) else p for p in players)
    if len(names) != PLAYERS:
        raise SetupError(f"Woordspel is played by {PLAYERS} players, not {len(names)}")
    for name in names:
        if not isinstance(name, str) or not name:
            raise SetupError("a player needs a name")
    if names[0].casefold() == names[1].casefold():
        raise SetupError(f"both players are called {names[0]}")
    return names[0], names[1]


@dataclass(frozen=True, slots=True)
class Game:
    """A game as entered: two players (the first starts), the board
    definition, the moves in order, the players' current racks where known
    and the end of the game once entered. Every ``with_*`` returns a new,
    checked game and leaves this one as it was.

    ``racks`` are the tiles each player holds now. Appending a turn moves
    the player's current rack into the turn (it is the rack before the
    turn) and clears it, except for a pass, which keeps the rack.

    ``language`` is the language of the game's reports, kept with the game
    whatever the app's; every ``with_*`` keeps it.
    """

    players: tuple[str, str]
    board: BoardDefinition = STANDARD_BOARD
    moves: tuple[Move, ...] = ()
    racks: tuple[str | None, str | None] = (None, None)
    end: GameEnd | None = None
    title: str = ""
    description: str = ""
    accepted_words: frozenset[str] = frozenset()
    """Words the Dutch word list does not know that the game master accepted,
    in capitals (a blank's letter too): a word check is a warning, never a
    rule, so these change no score."""
    language: str = "en"
    """The language of the game's reports ("en" or "nl"), whatever the app's."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "players", _check_players(self.players))
        check_language(self.language, REPORT_LANGUAGES, SetupError)
        object.__setattr__(self, "moves", tuple(self.moves))
        object.__setattr__(self, "accepted_words", frozenset(self.accepted_words))
        racks = tuple(self.racks)
        if len(racks) != PLAYERS:
            raise RackError(f"a game has {PLAYERS} racks, not {len(racks)}")
        object.__setattr__(self, "racks", tuple(
            None if r is None else parse_rack(r, f"the rack of {self.players[i]}")
            for i, r in enumerate(racks)
        ))

    # -- what the game shows ------------------------------------------------

    def sheet(self) -> Sheet:
        return compute_sheet(self)

    def state(self) -> BoardState:
        """The tiles on the board now."""
        return compute_sheet(self).state

    def preview(self, play: Play) -> PlayScore:
        """The score of ``play`` as the next turn, without changing the game;
        raises :class:`MoveError` (or another :class:`WoordspelError`) with
        the reason when the rules do not allow it."""
        sheet = compute_sheet(self)
        player = _next_or_raise(self, sheet)
        if play.rack is None and self.racks[player] is not None:
            play = replace(play, rack=self.racks[player])
        try:
            _check_rack(sheet.state, play.rack)
            return score_play(sheet.state, self.board, play)
        except WoordspelError as error:
            raise _at_turn(error, sheet.turns + 1, self.players[player], len(self.moves)) from None

    def unseen(self, player: int, rack: str | None = None) -> str:
        """The tiles ``player`` cannot see: the bag and the opponent's rack.

        That is the 104 tiles minus the tiles on the board minus the
        player's own rack: ``rack`` if given, else the current rack or the
        rack left at the end, where known.
        """
        sheet = compute_sheet(self)
        own = rack
        if own is None:
            own = self.end.racks[player] if self.end is not None else self.racks[player]
        pool = Counter(sheet.state.off_board())
        if own:
            own = parse_rack(own)
            lacking = missing_tiles(own, pool.elements())
            if lacking:
                raise RackError(
                    f"the rack {own} holds {spell_tiles(lacking)}, which the board leaves no "
                    "room for"
                )
            pool -= Counter(own)
        return sort_tiles(pool.elements())

    # -- edits ---------------------------------------------------------------

    def with_move(self, move: Move) -> Game:
        """The game with ``move`` appended, if the rules allow it."""
        if self.end is not None:
            raise EndError("the game has ended: remove the end of the game to add a move")
        racks = self.racks
        if not isinstance(move, Penalty):
            player = _next_or_raise(self, compute_sheet(self))
            current = racks[player]
            if move.rack is None and current is not None:
                move = replace(move, rack=current)
            if not isinstance(move, Pass):
                racks = (None, racks[1]) if player == 0 else (racks[0], None)
        return _checked(replace(self, moves=(*self.moves, move), racks=racks))

    def with_move_replaced(self, index: int, move: Move) -> Game:
        """The game with move ``index`` (0-based) replaced; later moves are
        checked again."""
        moves = list(self.moves)
        moves[index] = move
        return _checked(replace(self, moves=tuple(moves)))

    def without_move(self, index: int) -> Game:
        moves = list(self.moves)
        del moves[index]
        return _checked(replace(self, moves=tuple(moves)))

    def without_last_move(self) -> Game:
        if not self.moves:
            raise MoveError("the game has no moves to remove")
        if self.end is not None:
            raise EndError("remove the end of the game first")
        return replace(self, moves=self.moves[:-1])

    def with_end(self, racks: Sequence[str]) -> Game:
        """The game ended, with the tiles each player has left (``""``: none)."""
        if len(racks) != PLAYERS:
            raise EndError(f"the end of the game gives {PLAYERS} racks, not {len(racks)}")
        return _checked(replace(self, end=GameEnd((racks[0], racks[1]))))

    def without_end(self) -> Game:
        return replace(self, end=None)

    def with_racks(self, racks: Sequence[str | None]) -> Game:
        """The game with the players' current racks (``None``: not known)."""
        if len(racks) != PLAYERS:
            raise RackError(f"a game has {PLAYERS} racks, not {len(racks)}")
        return _checked(replace(self, racks=(racks[0], racks[1])))

    def with_players(self, players: Sequence[str]) -> Game:
        return replace(self, players=_check_players(players))

    def with_board(self, board: BoardDefinition) -> Game:
        """The game on another board definition; every move is scored anew."""
        return _checked(replace(self, board=board))

    def with_title(self, title: str, description: str = "") -> Game:
        return replace(self, title=title.strip(), description=description.strip())

    def with_accepted(self, word: str, accepted: bool = True) -> Game:
        """The game with ``word`` accepted although the word list does not
        know it (or no longer accepted). Words are kept in capitals; the
        scores do not change.

        >>> game = Game(("Anna", "Bas")).with_accepted("zoen").with_accepted("Qi")
        >>> sorted(game.accepted_words), sorted(game.with_accepted("ZOEN", False).accepted_words)
        (['QI', 'ZOEN'], ['QI'])
        >>> game.with_accepted("  ")
        Traceback (most recent call last):
        ...
        wordmastermind.core.woordspel.board.WoordspelError: there is no word to accept
        """
        key = word.strip().upper()
        if not key:
            raise WoordspelError("there is no word to accept")
        words = self.accepted_words | {key} if accepted else self.accepted_words - {key}
        return replace(self, accepted_words=words)


def _checked(game: Game) -> Game:
    compute_sheet(game)
    return game


def _next_or_raise(game: Game, sheet: Sheet) -> int:
    if sheet.next_player is None:
        name = game.players[sheet.turns % PLAYERS]
        raise MoveError(f"turn {sheet.turns + 1} ({name}): the game is over: {sheet.ending_text}")
    return sheet.next_player


def _at_turn(error: WoordspelError, turn: int, name: str, index: int) -> WoordspelError:
    wrapped = type(error)(f"turn {turn} ({name}): {error}")
    wrapped.index = index
    return wrapped


def _check_rack(state: BoardState, rack: str | None) -> None:
    if not rack:
        return
    lacking = state.lacking(rack)
    if lacking:
        raise RackError(
            f"the rack {rack} holds {spell_tiles(lacking)}, but the game has no more of "
            "them off the board"
        )


# -- the sheet --------------------------------------------------------------------

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
    the values of the tiles left at the end (0 until the end is entered),
    ``totals`` the difference. The game is ``over`` after three passes in a
    row or once the end is entered; the result is ``final`` only when the
    end is entered, with the tiles left.
    """

    players: tuple[str, str]
    rows: tuple[SheetRow, ...]
    state: BoardState
    scored: tuple[int, int]
    deductions: tuple[int, int]
    turns: int
    next_player: int | None
    ending: Ending | None
    final: bool
    redealt: bool
    pass_turns: tuple[int, ...] = ()
    """The turns of the passes that ended the game."""

    @property
    def totals(self) -> tuple[int, int]:
        return (self.scored[0] - self.deductions[0], self.scored[1] - self.deductions[1])

    @property
    def over(self) -> bool:
        return self.ending is not None

    @property
    def winner(self) -> int | None:
        """The player with more points once the result is final; ``None``
        while the game goes on and on a draw (remise)."""
        first, second = self.totals
        if not self.final or first == second:
            return None
        return 0 if first > second else 1

    @property
    def ending_text(self) -> str:
        if self.ending == "passes":
            first, last = self.pass_turns[0], self.pass_turns[-1]
            return f"three passes in a row (turns {first} to {last})"
        if self.ending == "out":
            return "a player has no tiles left and the bag is empty"
        return "the game goes on"


@functools.lru_cache(maxsize=64)
def compute_sheet(game: Game) -> Sheet:
    """Check every move and compute the sheet.

    A bad move raises the rules' error naming the turn and the player, with
    ``index`` set to the move's place in the game.

    >>> game = Game(("Anna", "Bas"), moves=(Play.parse("8H LEES"), Play.parse("8H ZO")))
    >>> compute_sheet(game)
    Traceback (most recent call last):
    ...
    wordmastermind.core.woordspel.play.MoveError: turn 2 (Bas): h8 already holds L: a word through it uses that letter, not Z
    """
    state = BoardState()
    scored = [0, 0]
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

    for index, move in enumerate(game.moves):
        if isinstance(move, Penalty):
            add(index, move.player, "penalty", "(time)", -move.points)
            continue
        player = turn % PLAYERS
        name = game.players[player]
        if ending is not None:
            error = MoveError(f"turn {turn + 1} ({name}): the game is over: "
                              f"three passes in a row (turns {passes[0]} to {passes[-1]})")
            error.index = index
            raise error
        turn += 1
        try:
            _check_rack(state, move.rack)
            if isinstance(move, Play):
                score = score_play(state, game.board, move)
                add(index, player, "play", move.notation, score.points, move.rack, score)
                if move.withdrawn:
                    add(index, player, "withdrawn", "--", -score.points, move.rack, score)
                else:
                    state = state.with_play(score, turn)
            elif isinstance(move, Exchange):
                if move.rack is not None and move.tiles:
                    lacking = missing_tiles(move.tiles, move.rack)
                    if lacking:
                        raise MoveError(f"the rack {move.rack} lacks {spell_tiles(lacking)} "
                                        "to exchange")
                add(index, player, "exchange", move.text, 0, move.rack)
            else:
                add(index, player, "pass", "-", 0, move.rack)
        except WoordspelError as error:
            raise _at_turn(error, turn, name, index) from None
        turn_kinds.append(type(move))
        laid = isinstance(move, Play) and not move.withdrawn
        last_laid = player if laid else None
        if isinstance(move, Pass) and turn > FREE_PASS_TURNS:
            passes.append(turn)
            if len(passes) == PASSES_TO_END:
                ending = "passes"
        elif not isinstance(move, Pass):
            passes = []
    redealt = turn_kinds[:FREE_PASS_TURNS] == [Pass] * FREE_PASS_TURNS
    _check_current_racks(game, state)
    deductions = [0, 0]
    if game.end is not None:
        ending = _check_end(game, state, ending, last_laid)
        for player, rack in enumerate(game.end.racks):
            deductions[player] = tiles_value(rack)
            rows.append(SheetRow(len(rows) + 1, None, None, player, "end", f"({rack})",
                                 -deductions[player], scored[player] - deductions[player], rack))
    return Sheet(
        players=game.players,
        rows=tuple(rows),
        state=state,
        scored=(scored[0], scored[1]),
        deductions=(deductions[0], deductions[1]),
        turns=turn,
        next_player=None if ending is not None else turn % PLAYERS,
        ending=ending,
        final=game.end is not None,
        redealt=redealt,
        pass_turns=tuple(passes) if ending == "passes" else (),
    )


def _check_current_racks(game: Game, state: BoardState) -> None:
    pool = state.off_board()
    for player, rack in enumerate(game.racks):
        lacking = missing_tiles(rack or "", pool)
        if lacking:
            raise RackError(
                f"the rack of {game.players[player]}, {rack}, holds {spell_tiles(lacking)}, but "
                "the game has no more of them off the board"
            )
    first, second = game.racks
    lacking = missing_tiles((first or "") + (second or ""), pool)
    if lacking:
        raise RackError(
            f"the racks of {game.players[0]} and {game.players[1]} together hold "
            f"{spell_tiles(lacking)}, but the game has no more of them off the board"
        )


def _check_end(game: Game, state: BoardState, ending: Ending | None,
               last_laid: int | None) -> Ending:
    assert game.end is not None
    racks = game.end.racks
    pool = Counter(state.off_board())
    both = "".join(racks)
    lacking = state.lacking(both)
    if lacking:
        raise EndError(
            f"the racks left hold {spell_tiles(lacking)}, more than the tiles off the board"
        )
    if ending == "passes":
        return ending
    empty = [i for i, rack in enumerate(racks) if not rack]
    if not empty:
        raise EndError(
            "the game is not over: it ends after three passes in a row, or when a player "
            "has no tiles left and the bag is empty; both players still hold tiles"
        )
    left = sum(pool.values()) - len(both)
    if left:
        raise EndError(
            f"the bag still holds {left} tile{'s' if left != 1 else ''}: the game ends when a "
            "player has no tiles left and the bag is empty (the racks left and the board "
            f"must account for all 104 tiles)"
        )
    out = empty[0]
    if len(empty) == 1 and last_laid != out:
        raise EndError(
            f"{game.players[out]} has no tiles left, but the last turn was not "
            f"{game.players[out]}'s play: a player runs out of tiles by laying them"
        )
    return "out"


def tiles_off_board(game: Game) -> str:
    """Every tile not on the board: the bag and both racks."""
    return game.unseen(0, rack="")
