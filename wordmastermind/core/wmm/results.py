"""What evaluating a game yields: each guess, each round, each player, and the whole.

:func:`~wordmastermind.core.wmm.evaluation.evaluate` builds these; an
:class:`Evaluation` is the single source of every number a game master or a
player sees.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import Any, NamedTuple

from wordmastermind.core.errors import Problem
from wordmastermind.core.messages import Message
from wordmastermind.core.wmm.game import Game, Guess, Round
from wordmastermind.core.wmm.lot import lot_problems as find_lot_problems
from wordmastermind.core.wmm.marks import Marks
from wordmastermind.core.wmm.roster import roster_problems as find_roster_problems
from wordmastermind.core.wmm.scoring import MIN_PLAYERS
from wordmastermind.core.words import name_key

WORD_POINTS_PER_GUESS = 2
WORD_POINTS_PER_ROUND = 1


def _field(index: int, doc: str) -> Any:
    """Item ``index`` of a tuple, read as an attribute in C, as a NamedTuple's fields are."""
    try:
        from _collections import _tuplegetter  # type: ignore[import-not-found]
    except ImportError:  # pragma: no cover - a Python without it
        return property(itemgetter(index), doc=doc)
    return _tuplegetter(index, doc)


_GUESS_FIELDS = ("round", "row", "guess", "guesser", "target", "problem", "marks", "v", "wf", "points", "hit")


class GuessResult(tuple[int, int, Guess, str, str, Message | None, Marks | None, int, int, int, bool]):
    """One guess with everything derived from it.

    ``guesser`` and ``target`` are the roster's spelling where the name is
    known. ``v`` and ``wf`` are the V of the target word and the WF that
    weighted this guess. An invalid guess has a ``problem``, no marks and no
    points.

    A tuple whose items are read by name, like a NamedTuple's, but made from
    one tuple of them, ``GuessResult((round, row, guess, ...))``: by tuple's
    own constructor, in C, where a NamedTuple's is a Python function (an
    evaluation makes one per guess, thousands).
    """

    __slots__ = ()

    round: int = _field(0, "The round the guess was made in.")
    row: int = _field(1, "Its row in the round, from 0.")
    guess: Guess = _field(2, "The guess as entered.")
    guesser: str = _field(3, "Who guessed, as the roster spells the name where it is known.")
    target: str = _field(4, "Whose word was guessed at, spelt likewise.")
    problem: Message | None = _field(5, "The rule the guess breaks, if any.")
    marks: Marks | None = _field(6, "Its marks (none for a guess that breaks a rule).")
    v: int = _field(7, "The V of the target word that weighted it.")
    wf: int = _field(8, "The WF that weighted it.")
    points: int = _field(9, "The points it scored.")
    hit: bool = _field(10, "Whether it was the target word itself.")

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value in zip(_GUESS_FIELDS, self))
        return f"GuessResult({fields})"

    @property
    def word(self) -> str:
        return self.guess.word

    @property
    def valid(self) -> bool:
        return self.problem is None

    @property
    def kp(self) -> int:
        """The unweighted Ratepunkte, as the points-only variant shows them.

        Round 1 scores one point per mark; later rounds 3 per Plus and 2 per
        Kringel.
        """
        if self.marks is None:
            return 0
        return self.marks.count if self.round == 1 else self.marks.kp


class PlayerResult(NamedTuple):
    """Where one player stands after the rounds evaluated."""

    name: str
    v: int
    guesses_received: int
    rounds_in_play: int
    guess_points: int
    guessed_in_round: int | None
    rank: int
    withdrawn_after: int | None = None
    """The round after which the player stopped playing, once the rounds evaluated reach it."""
    word_left_after: int | None = None
    """The round at whose end the word left the game with its withdrawn player (not guessed)."""

    @property
    def word_points(self) -> int:
        """2 per guess received plus 1 per round the word was in play."""
        return (
            WORD_POINTS_PER_GUESS * self.guesses_received
            + WORD_POINTS_PER_ROUND * self.rounds_in_play
        )

    @property
    def total(self) -> int:
        return self.guess_points + self.word_points

    @property
    def in_play(self) -> bool:
        """Whether the word is still in play: neither guessed nor gone with its withdrawn player."""
        return self.guessed_in_round is None and self.word_left_after is None

    @property
    def playing(self) -> bool:
        """Whether the player still guesses (has not withdrawn)."""
        return self.withdrawn_after is None


Scores = tuple[tuple[int, ...], tuple[int, ...], tuple[int | None, ...], int, tuple[int | None, ...],
               tuple[int, ...]]
"""After a round, in roster order: each player's guess points, guesses received and the
round their word was guessed in (None while in play); the rounds that count so far; the round
after which each word left the game with its withdrawn player (None: it did not); and the
different words guessed at each player's word so far (V).
Tuples of numbers, which the garbage collector stops looking into."""


class RoundResult:
    """One evaluated round.

    ``wf`` weighted this round's guesses. ``guesses`` are the round's
    guesses with their results, in the order entered. ``totals`` are the
    players' totals after the round, in roster order. ``revealed`` names the
    players whose words were guessed in this round. ``game_over`` says
    whether the game ended with this round.
    """

    __slots__ = (
        "number", "k", "wf", "revealed", "game_over", "guesses",
        "_round", "_index", "_scores", "_totals", "_by_target", "_by_guesser", "_ranks", "seen_after",
    )

    def __init__(
        self,
        number: int,
        k: int,
        wf: int,
        revealed: tuple[str, ...],
        game_over: bool,
        round_: Round,
        guesses: tuple[GuessResult, ...],
        index: Callable[[str], int | None],
        scores: Scores,
    ) -> None:
        self.number = number
        self.k = k
        self.wf = wf
        self.revealed = revealed
        self.game_over = game_over
        self.guesses = guesses
        self._round = round_
        self._index = index
        self._scores = scores
        self._totals: tuple[int, ...] | None = None
        self._by_target: dict[int, list[GuessResult]] | None = None
        self._by_guesser: dict[str, list[GuessResult]] | None = None
        self._ranks: tuple[int, ...] | None = None
        self.seen_after: tuple[frozenset[str], ...] | None = None
        """The different words guessed at each secret (roster order) up to this round, once an
        evaluation resumed after it worked them out: the next one resumes from them."""

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's total after this round, in roster order."""
        if self._totals is None:
            guess_points, received, guessed_in, number, left_in, _v = self._scores
            self._totals = tuple(
                points
                + WORD_POINTS_PER_GUESS * got
                + WORD_POINTS_PER_ROUND * (
                    guessed if guessed is not None else number if left is None else min(number, left))
                for points, got, guessed, left in zip(guess_points, received, guessed_in, left_in)
            )
        return self._totals

    @property
    def ranks(self) -> tuple[int, ...]:
        """Each player's rank after this round, in roster order."""
        if self._ranks is None:
            self._ranks = competition_ranks(self.totals)
        return self._ranks

    def guesses_by(self, key: str) -> Sequence[GuessResult]:
        """Every guess of this round (valid or not) whose guesser has the name key ``key``, in the order
        entered; not to be changed."""
        if self._by_guesser is None:
            self._by_guesser = {}
            for guess in self.guesses:
                self._by_guesser.setdefault(name_key(guess.guesser), []).append(guess)
        return self._by_guesser.get(key, ())

    def guesses_at(self, name: str) -> list[GuessResult]:
        """The valid guesses of this round at ``name``'s word."""
        target = self._index(name)
        return [] if target is None else list(self.valid_at(target))

    def valid_at(self, target: int) -> Sequence[GuessResult]:
        """The valid guesses of this round at the word of the player ``target`` (roster order); not to be changed."""
        if self._by_target is None:
            self._by_target = {}
            for index, guess in self._valid():
                self._by_target.setdefault(index, []).append(guess)
        return self._by_target.get(target, ())

    def with_scores(self, scores: Scores) -> RoundResult:
        """This round with other scores after it (an earlier round changed only the points)."""
        round_ = RoundResult(self.number, self.k, self.wf, self.revealed, self.game_over, self._round,
                             self.guesses, self._index, scores)
        round_._by_target, round_._by_guesser = self._by_target, self._by_guesser
        return round_

    def _valid(self) -> Iterator[tuple[int, GuessResult]]:
        """(target index, guess) of each valid guess."""
        index = self._index
        for guess in self.guesses:
            if guess.problem is None:
                target = index(guess.target)
                if target is not None:
                    yield target, guess

    def valid_targets(self) -> Iterator[tuple[int, str]]:
        """(target index, word) of each valid guess: what V is made of."""
        for target, guess in self._valid():
            yield target, guess.guess.word

    @property
    def notes(self) -> str:
        return self._round.notes

    @property
    def problems(self) -> tuple[GuessResult, ...]:
        return tuple(g for g in self.guesses if g.problem is not None)


@dataclass(frozen=True, slots=True)
class Evaluation:
    """Everything derived from a game, after the rounds evaluated."""

    game: Game
    rounds: tuple[RoundResult, ...]
    players: tuple[PlayerResult, ...]
    k: int
    wf_next: int
    game_over_after: int | None

    @property
    def roster_problems(self) -> tuple[Problem, ...]:
        """What is wrong with the roster (guesses involving it are flagged)."""
        game = self.game
        return tuple(find_roster_problems(game.players, game.settings.word_rules))

    @property
    def lot_problems(self) -> tuple[Problem, ...]:
        """What makes the lot unfit for the roster (drawn for another one, say)."""
        game = self.game
        if game.lot is None or len(game.players) < MIN_PLAYERS:
            return ()
        return tuple(find_lot_problems(game.lot, [p.name for p in game.players], self.k))

    @property
    def round(self) -> int:
        """The last round evaluated (0 before the first)."""
        return len(self.rounds)

    @property
    def game_over(self) -> bool:
        return self.game_over_after is not None

    @property
    def standings(self) -> tuple[PlayerResult, ...]:
        """The players by rank; equal ranks keep roster order."""
        return tuple(sorted(self.players, key=lambda p: p.rank))

    @property
    def guesses(self) -> Iterator[GuessResult]:
        """Every guess of every round evaluated, in order."""
        for round_ in self.rounds:
            yield from round_.guesses

    @property
    def problems(self) -> tuple[GuessResult, ...]:
        """Every guess that breaks a rule."""
        return tuple(g for g in self.guesses if g.problem is not None)

    def player(self, name: str) -> PlayerResult:
        key = name_key(name)
        for result in self.players:
            if name_key(result.name) == key:
                return result
        raise KeyError(name)

    def guesses_at(self, name: str) -> tuple[GuessResult, ...]:
        """Every valid guess made at ``name``'s word: the players' own record."""
        return tuple(g for round_ in self.rounds for g in round_.guesses_at(name))

    def targets_next_round(self, guesser: str) -> tuple[str, ...]:
        """The players whose words ``guesser`` may guess at next round.

        Before round 1 these are the lot's targets; afterwards every other
        word still in play; none once the game is over.
        """
        if self.game_over:
            return ()
        key = name_key(guesser)
        if any(name_key(p.name) == key and not p.playing for p in self.players):
            return ()
        if not self.rounds:
            lot = self.game.lot
            return lot.targets(guesser) if lot is not None else ()
        return tuple(p.name for p in self.players if p.in_play and name_key(p.name) != key)

    def ranks_after(self, number: int) -> tuple[int, ...]:
        """The players' ranks after round ``number``, in roster order."""
        return self.rounds[number - 1].ranks


def competition_ranks(totals: Sequence[int]) -> tuple[int, ...]:
    """Ranks by total, highest first; equal totals share a rank ("1224").

    >>> competition_ranks([10, 30, 20, 30])
    (4, 1, 3, 1)
    """
    ordered = sorted(totals, reverse=True)
    first_place: dict[int, int] = {}
    for place, total in enumerate(ordered, 1):
        first_place.setdefault(total, place)
    return tuple(first_place[total] for total in totals)
