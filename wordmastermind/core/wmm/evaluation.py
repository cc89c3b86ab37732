"""Evaluating a game: marks, points, V, WF, word points, standings, the end.

:func:`evaluate` reads a :class:`~wordmastermind.core.wmm.game.Game` round by
round and returns an :class:`Evaluation`, the single source of every number a
game master or a player sees. A guess that breaks a rule is kept, marked with
the reason, and scores nothing, so that a document being edited (or a past
round being corrected) can always be shown.

The rules' own example as a game: Alfons's secret is SALAT; in round 2, with
WF 1 (every word drew one guess in round 1), Gustav's SAHNE is worth 6:

>>> from wordmastermind.core.wmm.game import Game, Guess, Lot, Player, Round
>>> players = tuple(Player(n, s) for n, s in
...     [("Alfons", "SALAT"), ("Gustav", "HOSEN"), ("Beatrix", "TISCH"), ("Emil", "LAMPE")])
>>> lot = Lot(1, (("Alfons", ("Gustav",)), ("Gustav", ("Beatrix",)),
...               ("Beatrix", ("Emil",)), ("Emil", ("Alfons",))))
>>> round1 = Round((Guess("Emil", "Alfons", "TOLLE"),))
>>> round2 = Round((Guess("Gustav", "Alfons", "SAHNE"),))
>>> result = evaluate(Game(players=players, lot=lot, rounds=(round1, round2)))
>>> [(g.guesser, g.word, str(g.marks), g.points) for g in result.guesses]
[('Emil', 'TOLLE', '+o', 2), ('Gustav', 'SAHNE', '++', 6)]
>>> alfons = result.player("Alfons")
>>> alfons.v, alfons.word_points, result.wf_next
(2, 6, 2)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from wordmastermind.core.errors import Problem, RoundError, RoundOrderError
from wordmastermind.core.wmm.game import Game, Guess, Round
from wordmastermind.core.wmm.lot import lot_problems as find_lot_problems
from wordmastermind.core.wmm.marks import Marks, mark
from wordmastermind.core.wmm.roster import roster_problems as find_roster_problems
from wordmastermind.core.wmm.scoring import MIN_PLAYERS, game_over, guesses_per_round
from wordmastermind.core.words import name_key

WORD_POINTS_PER_GUESS = 2
WORD_POINTS_PER_ROUND = 1


class GuessResult(NamedTuple):
    """One guess with everything derived from it.

    ``guesser`` and ``target`` are the roster's spelling where the name is
    known. ``v`` and ``wf`` are the V of the target word and the WF that
    weighted this guess. An invalid guess has a ``problem``, no marks and no
    points.
    """

    round: int
    row: int
    guess: Guess
    guesser: str
    target: str
    problem: str | None
    marks: Marks | None
    v: int
    wf: int
    points: int
    hit: bool

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
        return self.guessed_in_round is None


_Row = tuple[Marks | None, int]
"""One evaluated guess, compact: its marks and points (no marks if invalid).

The rest of a :class:`GuessResult` is derived when it is first asked for: a
hit has all its letters in place, the names come from the roster, V from the
round's V values, and the reasons of invalid guesses are kept by row.
"""


class RoundResult:
    """One evaluated round.

    ``wf`` weighted this round's guesses. ``totals`` are the players' totals
    after the round, in roster order. ``revealed`` names the players whose
    words were guessed in this round. ``game_over`` says whether the game
    ended with this round. The :class:`GuessResult` objects are built on
    first use; the numbers behind them are computed with the round.
    """

    __slots__ = (
        "number", "k", "wf", "revealed", "game_over",
        "_round", "_names", "_index", "_v", "_rows", "_problems", "_guesses", "_scores",
        "_totals", "_by_target",
    )

    def __init__(
        self,
        number: int,
        k: int,
        wf: int,
        revealed: tuple[str, ...],
        game_over: bool,
        round_: Round,
        names: Sequence[str],
        index: Callable[[str], int | None],
        v: list[int],
        rows: list[_Row],
        problems: dict[int, str],
        scores: tuple[list[int], list[int], list[int | None], int],
    ) -> None:
        self.number = number
        self.k = k
        self.wf = wf
        self.revealed = revealed
        self.game_over = game_over
        self._round = round_
        self._names = names
        self._index = index
        self._v = v
        self._rows = rows
        self._problems = problems
        self._scores = scores
        self._guesses: tuple[GuessResult, ...] | None = None
        self._totals: tuple[int, ...] | None = None
        self._by_target: dict[int, list[int]] | None = None

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's total after this round, in roster order."""
        if self._totals is None:
            guess_points, received, guessed_in, number = self._scores
            self._totals = tuple(
                points
                + WORD_POINTS_PER_GUESS * got
                + WORD_POINTS_PER_ROUND * (number if guessed is None else guessed)
                for points, got, guessed in zip(guess_points, received, guessed_in)
            )
        return self._totals

    @property
    def guesses(self) -> tuple[GuessResult, ...]:
        if self._guesses is None:
            self._guesses = tuple(
                self._result(row, guess, marks, points)
                for row, (guess, (marks, points)) in enumerate(
                    zip(self._round.guesses, self._rows)
                )
            )
        return self._guesses

    def _result(self, row: int, guess: Guess, marks: Marks | None, points: int) -> GuessResult:
        gi, ti = self._index(guess.guesser), self._index(guess.target)
        names = self._names
        return GuessResult(
            self.number,
            row,
            guess,
            guess.guesser if gi is None else names[gi],
            guess.target if ti is None else names[ti],
            self._problems.get(row),
            marks,
            0 if marks is None or ti is None else self._v[ti],
            self.wf,
            points,
            marks is not None and marks.plus == len(guess.word),
        )

    def guesses_at(self, name: str) -> list[GuessResult]:
        """The valid guesses of this round at ``name``'s word."""
        target = self._index(name)
        if target is None:
            return []
        if self._by_target is None:
            self._by_target = {}
            for row, target_of_row in self._valid_rows():
                self._by_target.setdefault(target_of_row, []).append(row)
        guesses = self._round.guesses
        return [
            self._result(row, guesses[row], *self._rows[row])
            for row in self._by_target.get(target, ())
        ]

    def _valid_rows(self) -> Iterator[tuple[int, int]]:
        """(row, target index) of each valid guess."""
        index = self._index
        for row, (guess, (marks, _points)) in enumerate(zip(self._round.guesses, self._rows)):
            if marks is not None:
                target = index(guess.target)
                if target is not None:
                    yield row, target

    def valid_targets(self) -> Iterator[tuple[int, str]]:
        """(target index, word) of each valid guess: what V is made of."""
        guesses = self._round.guesses
        for row, target in self._valid_rows():
            yield target, guesses[row].word

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
        if not self.rounds:
            lot = self.game.lot
            return lot.targets(guesser) if lot is not None else ()
        return tuple(p.name for p in self.players if p.in_play and name_key(p.name) != key)

    def ranks_after(self, number: int) -> tuple[int, ...]:
        """The players' ranks after round ``number``, in roster order."""
        return competition_ranks(self.rounds[number - 1].totals)


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


def evaluate(game: Game, upto: int | None = None, previous: Evaluation | None = None) -> Evaluation:
    """Evaluate rounds 1 to ``upto`` (default: all) of ``game``.

    With ``previous``, the evaluation of an earlier state of the same game,
    the rounds before the first one that changed are taken over instead of
    evaluated again (the roster, settings and lot must be unchanged). The
    result is the same either way:

    >>> from wordmastermind.core.wmm.simulate import random_game
    >>> game = random_game(8, 6, seed=3)
    >>> edited = game.with_guess(4, 0, game.rounds[3].guesses[1])
    >>> evaluate(edited, previous=evaluate(game)).players == evaluate(edited).players
    True
    """
    rounds = game.rounds
    if upto is not None:
        if not 0 <= upto <= len(rounds):
            raise RoundOrderError(f"there is no round {upto}: the game has {len(rounds)}")
        rounds = rounds[:upto]
    evaluator = _Evaluator(game)
    kept: tuple[RoundResult, ...] = ()
    if previous is not None and _same_setup(previous.game, game):
        old = previous.game.rounds
        same = 0
        while same < min(len(old), len(rounds), previous.round) and old[same] is rounds[same]:
            same += 1
        if same:
            kept = previous.rounds[:same]
            evaluator.resume(kept)
    return evaluator.run(rounds, kept)


def _same_setup(old: Game, new: Game) -> bool:
    """Whether two states of a game share settings, roster and lot."""
    return (
        (old.players is new.players or old.players == new.players)
        and old.settings == new.settings
        and old.lot == new.lot
    )


def check_round(game: Game, number: int, round_: Round) -> tuple[Game, tuple[GuessResult, ...]]:
    """Put ``round_`` in as round ``number``, if it breaks no rule.

    Returns the new game and the guesses of *later* rounds that the change
    makes illegal (a guess at a word now guessed earlier, say), for the
    caller to report. Raises :class:`RoundOrderError` for a round out of order
    or after the end, and :class:`RoundError` listing every bad guess.
    """
    before = evaluate(game, upto=min(number - 1, len(game.rounds)))
    if before.game_over and number > before.round:
        raise RoundOrderError(f"the game ended after round {before.game_over_after}")
    changed = game.with_round(number, round_)
    if number == 1 and changed.lot is None:
        raise RoundOrderError("round 1 follows the lot: draw it first")
    result = evaluate(changed)
    bad = result.rounds[number - 1].problems
    if bad:
        raise RoundError(
            f"round {number} breaks the rules",
            [Problem(g.row, None, g.problem or "") for g in bad],
        )
    later = tuple(g for r in result.rounds[number:] for g in r.problems)
    return changed, later


class _Evaluator:
    """The state of a game while its rounds are read one after the other."""

    def __init__(self, game: Game) -> None:
        self.game = game
        players = game.players
        self.names = [p.name for p in players]
        self.secrets = [p.secret for p in players]
        count = len(players)
        self.count = count
        self.rules = game.settings.word_rules
        self.k = guesses_per_round(max(count, MIN_PLAYERS))
        # Names are looked up exactly first, then ignoring case and spaces.
        self.exact: dict[str, int] = {}
        self.loose: dict[str, int] = {}
        for i, name in enumerate(self.names):
            if not name:
                continue
            self.exact.setdefault(name, i)
            self.loose.setdefault(name_key(name), i)
        keys = [name_key(name) for name in self.names]
        uses = Counter(keys)
        self.bad_name = [uses[key] > 1 for key in keys]
        length, fits = self.rules.length, self.rules.alphabet.issuperset
        self.bad_secret = {
            i for i, secret in enumerate(self.secrets) if len(secret) != length or not fits(secret)
        }
        self.too_few = count < MIN_PLAYERS
        # The fast path: roster spellings of those who may guess, and of the
        # words that may be guessed at (valid entries still in play).
        self.guessers = {name: i for name, i in self.exact.items() if not self.bad_name[i]}
        self.targets = {
            name: i for name, i in self.guessers.items() if i not in self.bad_secret
        }
        self.in_play = [True] * count
        self.lot_pairs: set[int] = set()  # guesser * count + target
        if game.lot is not None:
            for guesser, targets in game.lot.assignment:
                gi = self.index(guesser)
                for target in targets:
                    ti = self.index(target)
                    if gi is not None and ti is not None:
                        self.lot_pairs.add(gi * count + ti)
        self.seen: list[set[str]] = [set() for _ in range(count)]
        self.received = [0] * count
        self.guess_points = [0] * count
        self.guessed_in: list[int | None] = [None] * count
        self.over_after: int | None = None

    def index(self, name: str) -> int | None:
        found = self.exact.get(name)
        if found is None and name:
            found = self.loose.get(name_key(name))
        return found

    def resume(self, kept: Sequence[RoundResult]) -> None:
        """Take up the state after the rounds ``kept`` from an earlier evaluation."""
        last = kept[-1]
        guess_points, received, guessed_in, _counted = last._scores
        self.guess_points = list(guess_points)
        self.received = list(received)
        self.guessed_in = list(guessed_in)
        for i, guessed in enumerate(self.guessed_in):
            if guessed is not None:
                self.in_play[i] = False
                self.targets.pop(self.names[i], None)
        ended = [r.number for r in kept if r.game_over]
        self.over_after = ended[0] if ended else None
        for round_ in kept:
            for target, word in round_.valid_targets():
                self.seen[target].add(word)

    def run(self, rounds: Sequence[Round], kept: tuple[RoundResult, ...] = ()) -> Evaluation:
        results = kept + tuple(
            self.round(number, r) for number, r in enumerate(rounds[len(kept):], len(kept) + 1)
        )
        last = len(rounds)
        totals = results[-1].totals if results else (0,) * self.count
        ranks = competition_ranks(totals)
        players = tuple(
            PlayerResult(
                name=self.names[i],
                v=len(self.seen[i]),
                guesses_received=self.received[i],
                rounds_in_play=self.rounds_in_play(i, last),
                guess_points=self.guess_points[i],
                guessed_in_round=self.guessed_in[i],
                rank=ranks[i],
            )
            for i in range(self.count)
        )
        return Evaluation(
            game=self.game,
            rounds=results,
            players=players,
            k=self.k,
            wf_next=max(1, max((len(s) for s in self.seen), default=1)),
            game_over_after=self.over_after,
        )

    def rounds_counted(self, number: int) -> int:
        """Rounds 1 to ``number`` that count: none after the end of the game."""
        return number if self.over_after is None else min(number, self.over_after)

    def rounds_in_play(self, i: int, number: int) -> int:
        guessed = self.guessed_in[i]
        return self.rounds_counted(number) if guessed is None else guessed

    def round(self, number: int, round_: Round) -> RoundResult:
        k = self.k
        seen = self.seen
        v_start = [len(s) for s in seen]
        wf = 1 if number == 1 else max(1, max(v_start, default=1))
        secrets = self.secrets
        guess_points = self.guess_points
        received = self.received
        blocked = self.too_few or self.over_after is not None
        guessers: dict[str, int] = {} if blocked else self.guessers
        targets = self.targets
        lot_pairs = self.lot_pairs if number == 1 else None
        length = self.rules.length
        fits = self.rules.alphabet.issuperset
        count = self.count
        counts = [0] * count
        pairs: dict[int, int] = {}  # guesser * count + target -> row, this round
        hits: list[int] = []
        rows: list[_Row] = []
        problems: dict[int, str] = {}
        for guess in round_.guesses:
            gi = guessers.get(guess.guesser)
            ti = targets.get(guess.target)
            word = guess.word
            # The ordinary legal guess passes this one test. Anything else
            # (a name spelt loosely, or a broken rule) is looked at closely.
            if (
                gi is None
                or ti is None
                or gi == ti
                or len(word) != length
                or not fits(word)
                or (pair := gi * count + ti) in pairs
                or (lot_pairs is not None and pair not in lot_pairs)
                or counts[gi] >= k
            ):
                gi, ti = self.index(guess.guesser), self.index(guess.target)
                problem = self.explain(number, guess, gi, ti, counts, pairs)
                if problem is not None:
                    problems[len(rows)] = problem
                    rows.append((None, 0))
                    continue
                assert gi is not None and ti is not None
                pair = gi * count + ti
            counts[gi] += 1
            pairs[pair] = len(rows)
            marks = mark(secrets[ti], word)
            if number == 1:
                points = marks.count
            else:
                weight = v_start[ti] or 1
                points = (2 * marks.kp * wf + weight) // (2 * weight)
            guess_points[gi] += points
            received[ti] += 1
            seen[ti].add(word)
            if marks.plus == length:
                hits.append(ti)
            rows.append((marks, points))
        revealed = []
        for ti in hits:
            if self.guessed_in[ti] is None:
                self.guessed_in[ti] = number
                self.in_play[ti] = False
                self.targets.pop(self.names[ti], None)
                revealed.append(self.names[ti])
        ended = False
        if self.over_after is None and game_over(self.in_play, k):
            self.over_after = number
            ended = True
        scores = (guess_points[:], received[:], self.guessed_in[:], self.rounds_counted(number))
        return RoundResult(
            number, k, wf, tuple(revealed), ended, round_, self.names, self.index, v_start,
            rows, problems, scores,
        )

    def explain(
        self,
        number: int,
        guess: Guess,
        gi: int | None,
        ti: int | None,
        counts: list[int],
        pairs: dict[int, int],
    ) -> str | None:
        """Why a guess that failed the fast test breaks a rule, if it does."""
        problem = self.problem(number, guess, gi, ti)
        if problem is None:
            problem = self.rules.problem(guess.word)
        if problem is None:
            assert gi is not None and ti is not None
            problem = self.round_problem(number, gi, ti, counts, pairs)
        return problem

    def problem(self, number: int, guess: Guess, gi: int | None, ti: int | None) -> str | None:
        """The problems that do not depend on the rest of the round."""
        if self.too_few:
            return f"the game needs at least {MIN_PLAYERS} players"
        if self.over_after is not None:
            return f"the game ended after round {self.over_after}"
        if gi is None:
            return f"{guess.guesser} is not a player" if guess.guesser else "no guesser given"
        if ti is None:
            return f"{guess.target} is not a player" if guess.target else "no target given"
        if self.bad_name[gi]:
            return f"the roster has more than one player called {guess.guesser}"
        if self.bad_name[ti]:
            return f"the roster has more than one player called {guess.target}"
        if gi == ti:
            return f"{self.names[gi]} cannot guess at their own word"
        if ti in self.bad_secret:
            reason = self.rules.problem(self.secrets[ti])
            return f"{self.names[ti]}'s secret word is not valid: {reason}"
        guessed = self.guessed_in[ti]
        if guessed is not None:
            return f"{self.names[ti]}'s word was guessed in round {guessed}"
        return None

    def round_problem(
        self, number: int, gi: int, ti: int, counts: list[int], pairs: dict[int, int]
    ) -> str | None:
        """The problems that depend on the lot and on the round's other guesses."""
        guesser, target = self.names[gi], self.names[ti]
        if number == 1:
            lot = self.game.lot
            if lot is None:
                return "round 1 follows the lot, which has not been drawn"
            if gi * self.count + ti not in self.lot_pairs:
                drawn = ", ".join(lot.targets(guesser)) or "nobody"
                return f"the lot gave {guesser} {drawn} in round 1, not {target}"
        earlier = pairs.get(gi * self.count + ti)
        if earlier is not None:
            return f"{guesser} already guesses at {target} in this round (row {earlier + 1})"
        if counts[gi] >= self.k:
            noun = "guess" if self.k == 1 else "guesses"
            return f"{guesser} already has {self.k} {noun} in this round"
        return None
