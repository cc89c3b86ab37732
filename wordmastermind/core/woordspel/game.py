"""A game of Woordspel: the moves as entered, the score sheet and the end.

Source: the Brettspielnetz.de rules of Woordspel ("Brettspielnetz.de:
spelregels woordspel", Bram Schoonhoven). Two players take turns; a turn is
a play, a pass or an exchange. A penalty (a time penalty, in GCG) is no
turn. The first player starts; turns alternate. The moves besides a play
are in :mod:`~wordmastermind.core.woordspel.moves`; the sheet is worked out
by :mod:`~wordmastermind.core.woordspel.sheet`.

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
>>> str(game.sheet().ending_text), game.sheet().next_player
('three passes in a row (turns 3 to 5)', None)
>>> final = game.with_end(("EN", "Q"))
>>> final.sheet().deductions, final.sheet().totals, final.sheet().winner
((2, 7), (16, -7), 0)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from wordmastermind.core.errors import check_language
from wordmastermind.core.messages import Message
from wordmastermind.core.woordspel.board import (
    STANDARD_BOARD,
    BoardDefinition,
    RackError,
    WoordspelError,
    missing_tiles,
    parse_rack,
    sort_tiles,
    spell_tiles,
)
from wordmastermind.core.woordspel.messages import WOORDSPEL
from wordmastermind.core.woordspel.moves import PLAYERS, EndError, GameEnd, Move, Pass, Penalty
from wordmastermind.core.woordspel.play import BoardState, MoveError, Play
from wordmastermind.core.woordspel.rules import WOORDSPEL_RULES, Rules
from wordmastermind.core.woordspel.score import PlayScore, score_play
from wordmastermind.core.woordspel.sheet import Sheet, _at_turn, _check_rack, check_held, compute_sheet
from wordmastermind.core.words import check_name, name_key

REPORT_LANGUAGES = ("en", "nl")
"""The languages a Woordspel score sheet can be written in."""


class SetupError(WoordspelError):
    """Players the game cannot be played with."""


def _check_players(players: Sequence[str], most: int = PLAYERS) -> tuple[str, ...]:
    """Two players (Woordspel), or two to ``most`` (a Scrabble preset's four)."""
    names = tuple(
        check_name(p, WOORDSPEL.say("woordspel.who.player", number=i), SetupError) if isinstance(p, str) else p
        for i, p in enumerate(players, 1)
    )
    if len(names) != PLAYERS and not PLAYERS <= len(names) <= most:
        if most > PLAYERS:
            raise SetupError(WOORDSPEL.say("woordspel.players_up_to", most=most, count=len(names)))
        raise SetupError(WOORDSPEL.say("woordspel.players", players=PLAYERS, count=len(names)))
    for name in names:
        if not isinstance(name, str) or not name:
            raise SetupError(WOORDSPEL.say("woordspel.no_name"))
    seen: dict[str, str] = {}
    for name in names:
        if name_key(name) in seen:
            if len(names) == PLAYERS:
                raise SetupError(WOORDSPEL.say("woordspel.same_name", name=seen[name_key(name)]))
            raise SetupError(WOORDSPEL.say("woordspel.same_names", name=seen[name_key(name)]))
        seen[name_key(name)] = name
    return names


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

    players: tuple[str, ...]
    board: BoardDefinition = STANDARD_BOARD
    moves: tuple[Move, ...] = ()
    racks: tuple[str | None, ...] = (None, None)
    end: GameEnd | None = None
    title: str = ""
    description: str = ""
    accepted_words: frozenset[str] = frozenset()
    """Words the Dutch word list does not know that the game master accepted,
    in capitals (a blank's letter too): a word check is a warning, never a
    rule, so these change no score."""
    language: str = "en"
    """The language of the game's reports ("en" or "nl"), whatever the app's."""
    rules: Rules = WOORDSPEL_RULES
    """The rules preset the game is scored by: Woordspel's unless set
    (:mod:`~wordmastermind.core.woordspel.rules`)."""
    rows_from_bottom: bool = False
    """Rows numbered as Brettspielnetz numbers them, 15 at the top, for entry
    and display (:meth:`Coordinate.shown`, :func:`shown_notation`); the moves
    are kept in GCG's numbering (1 at the top) all the same."""
    tolerant: bool = False
    """A move that breaks the rules is kept with a warning (the sheet's
    ``warnings``) instead of refused: a record imported from another program,
    played under rules that differ. What cannot be laid at all is refused all
    the same."""
    notes: tuple[tuple[int, str], ...] = ()
    """Notes on the game (GCG's ``#note``): (how many moves come before the
    note, its text), kept as entered and written back."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "players", _check_players(self.players, self.rules.most_players))
        check_language(self.language, REPORT_LANGUAGES, SetupError)
        object.__setattr__(self, "moves", tuple(self.moves))
        object.__setattr__(self, "notes", tuple((int(after), str(text)) for after, text in self.notes))
        object.__setattr__(self, "accepted_words", frozenset(self.accepted_words))
        racks = tuple(self.racks)
        if racks == (None, None):  # not known: as many as players
            racks = (None,) * len(self.players)
        if len(racks) != len(self.players):
            raise RackError(WOORDSPEL.say("woordspel.racks", players=len(self.players), count=len(racks)))
        object.__setattr__(self, "racks", tuple(
            None if r is None else parse_rack(r, WOORDSPEL.say("woordspel.what.rack_of", name=self.players[i]),
                                              counts=self.rules.counts, most=self.rules.rack_size)
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
        the reason when the rules do not allow it.

        In a :attr:`tolerant` game the rules the play breaks are the score's
        ``broken``, as playing it keeps it with those warnings; what cannot be
        laid at all is refused all the same."""
        sheet = compute_sheet(self)
        player = _next_or_raise(self, sheet)
        if play.rack is None and self.racks[player] is not None:
            play = replace(play, rack=self.racks[player])
        try:
            try:
                _check_rack(sheet.state, play.rack, self.rules)
                check_held(self.rules, self.players, sheet.held, player, play.rack)  # as entering it does
                rack_broken: tuple[Message, ...] = ()
            except WoordspelError as error:
                if not self.tolerant:
                    raise
                rack_broken = (error.message,)
            score = score_play(sheet.state, self.board, play, self.rules, tolerant=self.tolerant)
        except WoordspelError as error:
            raise _at_turn(error, sheet.turns + 1, self.players[player], len(self.moves)) from None
        return replace(score, broken=(*rack_broken, *score.broken)) if rack_broken else score

    def unseen(self, player: int, rack: str | None = None, *, strict: bool = True) -> str:
        """The tiles ``player`` cannot see: the bag and the opponent's rack.

        That is the 104 tiles minus the tiles on the board minus the
        player's own rack: ``rack`` if given, else the current rack or the
        rack left at the end, where known. A rack that holds tiles the board
        leaves none of (a record that plays more of a letter than the set
        has) raises :class:`RackError`; not ``strict``, its tiles are taken
        off as far as there are any.
        """
        sheet = compute_sheet(self)
        own = rack
        if own is None:
            own = self.end.racks[player] if self.end is not None else self.racks[player]
        pool = Counter(sheet.state.off_board(self.rules.counts))
        if own:
            own = parse_rack(own, counts=self.rules.counts, most=self.rules.rack_size)
            lacking = missing_tiles(own, pool.elements())
            if lacking and strict:
                raise RackError(WOORDSPEL.say("woordspel.rack.no_room", rack=own, tiles=spell_tiles(lacking)))
            pool -= Counter(own)
        return sort_tiles(pool.elements())

    # -- edits ---------------------------------------------------------------

    def with_move(self, move: Move) -> Game:
        """The game with ``move`` appended, if the rules allow it."""
        if self.end is not None:
            raise EndError(WOORDSPEL.say("woordspel.ended"))
        racks = self.racks
        if not isinstance(move, Penalty):
            player = _next_or_raise(self, compute_sheet(self))
            current = racks[player]
            if move.rack is None and current is not None:
                move = replace(move, rack=current)
            if not isinstance(move, Pass):
                racks = tuple(None if seat == player else rack for seat, rack in enumerate(racks))  # played from
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
            raise MoveError(WOORDSPEL.say("woordspel.no_moves"))
        if self.end is not None:
            raise EndError(WOORDSPEL.say("woordspel.end_first"))
        return replace(self, moves=self.moves[:-1])

    def with_end(self, racks: Sequence[str]) -> Game:
        """The game ended, with the tiles each player has left (``""``: none)."""
        if len(racks) != len(self.players):
            raise EndError(WOORDSPEL.say("woordspel.end_racks", players=len(self.players), count=len(racks)))
        for name, rack in zip(self.players, racks):  # a refusal names the player, as the field does
            parse_rack(rack, WOORDSPEL.say("woordspel.what.left_by", name=name), counts=self.rules.counts,
                       most=self.rules.rack_size)
        return _checked(replace(self, end=GameEnd(tuple(racks))))

    def without_end(self) -> Game:
        return replace(self, end=None)

    def with_racks(self, racks: Sequence[str | None]) -> Game:
        """The game with the players' current racks (``None``: not known)."""
        if len(racks) != len(self.players):
            raise RackError(WOORDSPEL.say("woordspel.racks", players=len(self.players), count=len(racks)))
        return _checked(replace(self, racks=tuple(racks)))

    def with_players(self, players: Sequence[str]) -> Game:
        return replace(self, players=_check_players(players, self.rules.most_players))

    def with_board(self, board: BoardDefinition) -> Game:
        """The game on another board definition; every move is scored anew."""
        return _checked(replace(self, board=board))

    def with_rules(self, rules: Rules) -> Game:
        """The game scored by another rules preset; every move is checked anew."""
        return _checked(replace(self, rules=rules))

    def with_rows_from_bottom(self, from_bottom: bool) -> Game:
        """The game shown with Brettspielnetz's rows (15 at the top) or GCG's (1 at the top)."""
        return replace(self, rows_from_bottom=from_bottom)

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
            raise WoordspelError(WOORDSPEL.say("woordspel.no_word_to_accept"))
        words = self.accepted_words | {key} if accepted else self.accepted_words - {key}
        return replace(self, accepted_words=words)


def _checked(game: Game) -> Game:
    compute_sheet(game)
    return game


def _next_or_raise(game: Game, sheet: Sheet) -> int:
    if sheet.next_player is None:
        name = game.players[sheet.turns % len(game.players)]
        raise MoveError(WOORDSPEL.say("woordspel.over_at_turn", turn=sheet.turns + 1, name=name,
                                        ending=sheet.ending_text))
    return sheet.next_player


def tiles_off_board(game: Game) -> str:
    """Every tile not on the board: the bag and both racks."""
    return game.unseen(0, rack="")
