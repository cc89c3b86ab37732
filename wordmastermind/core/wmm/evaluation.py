"""Evaluating a game: marks, points, V, WF, word points, standings, the end.

:func:`evaluate` reads a :class:`~wordmastermind.core.wmm.game.Game` round by
round and returns an :class:`~wordmastermind.core.wmm.results.Evaluation`,
the single source of every number a game master or a player sees. A guess
that breaks a rule is kept, marked with the reason, and scores nothing, so
that a document being edited (or a past round being corrected) can always be
shown.

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

from collections.abc import Sequence
from operator import add, attrgetter, eq

from wordmastermind.core.errors import Problem, RoundError, RoundOrderError
from wordmastermind.core.messages import WMM
from wordmastermind.core.wmm.game import Game, Round
from wordmastermind.core.wmm.guess_problems import GuessProblems
from wordmastermind.core.wmm.marks import MARKS_TABLE
from wordmastermind.core.wmm.prepared_roster import PreparedRoster, prepared
from wordmastermind.core.wmm.results import (
    Evaluation,
    GuessResult,
    PlayerResult,
    RoundResult,
    Scores,
    competition_ranks,
)
from wordmastermind.core.wmm.round_changes import new_rows
from wordmastermind.core.wmm.scoring import game_over


def evaluate(game: Game, upto: int | None = None, previous: Evaluation | None = None) -> Evaluation:
    """Evaluate rounds 1 to ``upto`` (default: all) of ``game``.

    With ``previous``, the evaluation of an earlier state of the same game,
    the rounds before the first one that changed are taken over instead of
    evaluated again (the roster, settings and lot must be unchanged). So are
    the rounds after it, when the change leaves them as they were: the same
    words in play, V and WF as before, and no later guess at a word whose
    list of guesses changed (only the totals move). The result is the same
    either way:

    >>> from wordmastermind.core.wmm.simulate import random_game
    >>> game = random_game(8, 6, seed=3)
    >>> edited = game.with_guess(4, 0, game.rounds[3].guesses[1])
    >>> evaluate(edited, previous=evaluate(game)).players == evaluate(edited).players
    True
    """
    rounds = game.rounds
    if upto is not None:
        if not 0 <= upto <= len(rounds):
            raise RoundOrderError(WMM.say("round.missing", round=upto, count=len(rounds)))
        rounds = rounds[:upto]
    evaluator = _Evaluator(game)
    kept: tuple[RoundResult, ...] = ()
    if previous is None or not _same_setup(previous.game, game):
        return evaluator.run(rounds)
    old = previous.game.rounds
    same = 0
    while same < min(len(old), len(rounds), previous.round) and old[same] is rounds[same]:
        same += 1
    if same:
        kept = previous.rounds[:same]
        evaluator.resume(kept)
    return evaluator.run(rounds, kept, previous)


def _same_setup(old: Game, new: Game) -> bool:
    """Whether two states of a game share settings, roster and lot."""
    return (
        (old.players is new.players or old.players == new.players)
        and old.settings == new.settings
        and old.lot == new.lot
        and old.withdrawals == new.withdrawals
    )


def players_after(evaluation: Evaluation, number: int) -> tuple[PlayerResult, ...]:
    """The players as they stood after round ``number`` (1 to the last evaluated), in roster order.

    Taken from what the evaluation kept of each round: nothing is evaluated again.
    The rounds after ``number`` do not count, so it is what ``evaluate(game, number)`` gives:

    >>> from wordmastermind.core.wmm.simulate import random_game
    >>> game = random_game(8, 6, seed=3)
    >>> players_after(evaluate(game), 4) == evaluate(game, 4).players
    True
    """
    if not 1 <= number <= evaluation.round:
        raise ValueError(f"there is no round {number}: the game has {evaluation.round}")
    if number == evaluation.round:
        return evaluation.players
    round_ = evaluation.rounds[number - 1]
    return _players(prepared(evaluation.game), round_._scores, number, round_.totals)


def evaluation_after(evaluation: Evaluation, number: int) -> Evaluation:
    """``evaluation`` as it stood after round ``number`` (0 to the last evaluated), made of what it kept.

    The same as ``evaluate(game, number)``, with nothing evaluated again:

    >>> from wordmastermind.core.wmm.simulate import random_game
    >>> game = random_game(8, 6, seed=3)
    >>> after, again = evaluation_after(evaluate(game), 4), evaluate(game, 4)
    >>> after.players == again.players and after.wf_next == again.wf_next and after.round == again.round
    True
    """
    if number == evaluation.round:
        return evaluation
    if number == 0:
        return evaluate(evaluation.game, 0)
    players = players_after(evaluation, number)
    rounds = evaluation.rounds[:number]
    ended = [r.number for r in rounds if r.game_over]
    return Evaluation(
        game=evaluation.game,
        rounds=rounds,
        players=players,
        k=evaluation.k,
        wf_next=max(1, max((p.v for p in players), default=1)),
        game_over_after=ended[0] if ended else None,
    )


def _players(roster: PreparedRoster, scores: Scores, last: int, totals: tuple[int, ...]) -> tuple[PlayerResult, ...]:
    """The players after round ``last``, from what the round's result kept (``totals``: theirs)."""
    points, received, guessed_in, counted, left_in, v_values = scores
    ranks = competition_ranks(totals)
    new = tuple.__new__
    return tuple([
        new(PlayerResult, (
            name, v, got, (counted if left is None else min(counted, left)) if guessed is None else guessed,
            guess_points, guessed, rank, None if stop is None or stop > last else stop, left,
        ))
        for name, v, got, guess_points, guessed, rank, stop, left in zip(
            roster.names, v_values, received, points, guessed_in, ranks, roster.stops_after, left_in,
        )
    ])


def check_round(game: Game, number: int, round_: Round) -> tuple[Game, tuple[GuessResult, ...], Evaluation]:
    """Put ``round_`` in as round ``number``, if it breaks no rule.

    Returns the new game, the guesses of *later* rounds that the change
    makes illegal (a guess at a word now guessed earlier, say), for the
    caller to report, and the new game's evaluation (which checking it
    made: a caller need not evaluate it again). Raises :class:`RoundOrderError` for a round out of order
    or after the end, and :class:`RoundError` listing every bad guess but
    those the round holds already as they are (entered marked, as a typed
    guess that breaks a rule is: they stay so).
    """
    before = evaluate(game, upto=min(number - 1, len(game.rounds)))
    if before.game_over and number > before.round:
        raise RoundOrderError(WMM.say("round.over", round=before.game_over_after or 0))
    changed = game.with_round(number, round_)
    if number == 1 and changed.lot is None:
        raise RoundOrderError(WMM.say("round.lot_first"))
    result = evaluate(changed)
    held = game.rounds[number - 1].guesses if number <= len(game.rounds) else ()
    new = new_rows(held, changed.rounds[number - 1].guesses)
    bad = [g for g in result.rounds[number - 1].problems if g.row in new]  # those held as they are stay marked
    if bad:
        raise RoundError(
            WMM.say("round.breaks_rules", round=number),
            [Problem(g.row, None, g.problem) for g in bad if g.problem is not None],
        )
    later = tuple(g for r in result.rounds[number:] for g in r.problems)
    return changed, later, result


_WORD = attrgetter("word")


def _only_a_to_z(text: str) -> bool:
    """Whether ``text`` is made of the letters A to Z only (and not empty): three C loops."""
    return text.isascii() and text.isalpha() and text.isupper()


class _Evaluator(GuessProblems):
    """The state of a game while its rounds are read one after the other.

    What the roster, the word rules, the lot and the withdrawals give is
    prepared once for them (:mod:`.prepared_roster`) and shared by the
    evaluations of every state of the game; this holds only what the rounds
    change. The ordinary legal guess is evaluated in :meth:`round`; why any
    other breaks a rule, if it does, is :class:`GuessProblems`' business.
    """

    def __init__(self, game: Game) -> None:
        self.game = game
        roster = prepared(game)
        self.roster = roster
        self.names, self.secrets, self.count, self.rules, self.k = (
            roster.names, roster.secrets, roster.count, roster.rules, roster.k)
        self.exact, self.bad_name, self.bad_secret, self.too_few = (
            roster.exact, roster.bad_name, roster.bad_secret, roster.too_few)
        self.stops_after, self.leaves_after, self.departing = (
            roster.stops_after, roster.leaves_after, roster.departing)
        # The fast path's roster spellings: those who may guess, and the words still to guess at.
        self.guessers = dict(roster.guessers)
        self.targets = dict(roster.targets)
        count = roster.count
        self.in_play = [True] * count
        self.seen: list[set[str]] = [set() for _ in range(count)]
        self.received = [0] * count
        self.guess_points = [0] * count
        self.guessed_in: list[int | None] = [None] * count
        self.over_after: int | None = None
        self.playing: list[bool] | None = None  # who still guesses; None: everybody
        self.left_in: list[int | None] = [None] * count

    def resume(self, kept: Sequence[RoundResult]) -> None:
        """Take up the state after the rounds ``kept`` from an earlier evaluation."""
        last = kept[-1]
        guess_points, received, guessed_in, _counted, _left, _v = last._scores  # the departures say who left
        self.guess_points = list(guess_points)
        self.received = list(received)
        self.guessed_in = list(guessed_in)
        for i, guessed in enumerate(self.guessed_in):
            if guessed is not None:
                self.in_play[i] = False
                self.targets.pop(self.names[i], None)
        for number, leaving in self.departing.items():
            if number <= last.number:
                self.depart(number, leaving)
        ended = [r.number for r in kept if r.game_over]
        self.over_after = ended[0] if ended else None
        # The words guessed at each secret: from the latest round that kept them (see RoundResult.seen_after).
        seen, exact = self.seen, self.exact
        start = 0
        for number in range(len(kept), 0, -1):
            words_then = kept[number - 1].seen_after
            if words_then is not None:
                for words, were in zip(seen, words_then):
                    words.update(were)
                start = number
                break
        for round_ in kept[start:]:
            for guess in round_.guesses:
                if guess.problem is None:  # a valid guess names its target as the roster does
                    seen[exact[guess.target]].add(guess.guess.word)
        if start < len(kept):  # the next edit of the round after them starts from here
            last.seen_after = tuple(map(frozenset, seen))

    def run(
        self,
        rounds: Sequence[Round],
        kept: tuple[RoundResult, ...] = (),
        previous: Evaluation | None = None,
    ) -> Evaluation:
        results = list(kept)
        for number, round_ in enumerate(rounds[len(kept):], len(kept) + 1):
            if previous is None or number != len(kept) + 1:
                results.append(self.round(number, round_))
                continue
            before = [set(words) for words in self.seen]
            results.append(self.round(number, round_))
            later = self.carried_over(previous, rounds, number, before)
            if later is not None:
                results += later
                break
        zeros = (0,) * self.count
        if results:
            scores, totals = results[-1]._scores, results[-1].totals
        else:
            nobody: tuple[None, ...] = (None,) * self.count
            scores, totals = (zeros, zeros, nobody, 0, nobody, zeros), zeros
        players = _players(self.roster, scores, len(rounds), totals)
        return Evaluation(
            game=self.game,
            rounds=tuple(results),
            players=players,
            k=self.k,
            wf_next=max(1, max(scores[5], default=1)),
            game_over_after=self.over_after,
        )

    def carried_over(
        self, previous: Evaluation, rounds: Sequence[Round], number: int, before: list[set[str]]
    ) -> list[RoundResult] | None:
        """The rounds after ``number`` as ``previous`` has them, if re-evaluating round ``number`` left them so.

        Round ``number`` has just been evaluated anew; ``before`` are the
        words guessed at each secret before it. The later rounds come out as
        before when they are the same rounds, the game stands as it stood
        after round ``number`` (the same words guessed out, the same end),
        each secret has drawn as many different words (so V and WF are the
        same), and no later guess is at a secret with one of the words that
        came or went (which would count for V now, or no longer). Then only
        the scores move, by what round ``number`` changed. None otherwise.
        """
        old_rounds = previous.game.rounds
        if number == len(rounds) or previous.round != len(rounds) or any(
            old_rounds[i] is not rounds[i] for i in range(number, len(rounds))
        ):
            return None
        old = previous.rounds[number - 1]
        guess_points, received, guessed_in, _counted, _left, _v = old._scores
        ended = [r.number for r in previous.rounds[:number] if r.game_over]
        if guessed_in != tuple(self.guessed_in) or (ended[0] if ended else None) != self.over_after:
            return None
        exact = self.exact
        words_then = [set(words) for words in before]
        for guess in old.guesses:
            if guess.problem is None:
                words_then[exact[guess.target]].add(guess.guess.word)
        changed: dict[int, set[str]] = {}
        for target, (now, then) in enumerate(zip(self.seen, words_then)):
            if now != then:
                if len(now) != len(then):
                    return None
                changed[target] = now ^ then
        for later in previous.rounds[number:]:
            for target, words in changed.items():
                for guess in later.valid_at(target):
                    if guess.guess.word in words:
                        return None
        more_points = [new - was for new, was in zip(self.guess_points, guess_points)]
        more_received = [new - was for new, was in zip(self.received, received)]
        carried = []
        for later in previous.rounds[number:]:
            points, got, guessed, counted, left, v = later._scores
            scores = (tuple(map(add, points, more_points)), tuple(map(add, got, more_received)), guessed, counted,
                      left, v)
            carried.append(later.with_scores(scores))
        last = carried[-1]._scores
        self.guess_points, self.received = list(last[0]), list(last[1])
        self.guessed_in = list(last[2])
        self.left_in = list(last[4])
        for n, leaving in self.departing.items():
            if n <= previous.round:
                self.depart(n, leaving)
        ended = [r.number for r in previous.rounds if r.game_over]
        self.over_after = ended[0] if ended else None
        return carried

    def depart(self, number: int, leaving: Sequence[int]) -> bool:
        """Those who withdrew after round ``number`` stop guessing; a word that leaves with them leaves.

        Whether a word left the game (which may end it).
        """
        left = False
        if self.playing is None:
            self.playing = [True] * self.count
        for i in leaving:
            self.playing[i] = False
            self.guessers.pop(self.names[i], None)
            if self.leaves_after[i] == number and self.guessed_in[i] is None:
                self.in_play[i] = False
                self.targets.pop(self.names[i], None)
                self.left_in[i] = number
                left = True
        return left

    def rounds_counted(self, number: int) -> int:
        """Rounds 1 to ``number`` that count: none after the end of the game."""
        return number if self.over_after is None else min(number, self.over_after)

    def round(self, number: int, round_: Round) -> RoundResult:
        k = self.k
        seen = self.seen
        v_start = list(map(len, seen))
        wf = 1 if number == 1 else max(1, max(v_start, default=1))
        guess_points = self.guess_points
        received = self.received
        roster = self.roster
        secrets, shared, repeated, where, twice = (
            roster.secrets, roster.shared, roster.repeated, roster.where, roster.twice)
        table = MARKS_TABLE
        no_marks = table[0][0]
        blocked = self.too_few or self.over_after is not None
        guessers = ({} if blocked else self.guessers).get
        targets = self.targets.get
        lot_pairs = self.lot_pairs if number == 1 else None
        length = self.rules.length
        fits = self.rules.alphabet.issuperset
        # One look at all the round's letters spares a look at each word's.
        letters = "".join(map(_WORD, round_.guesses))
        all_fit = _only_a_to_z(letters) if not self.rules.umlauts else fits(letters)
        count = self.count
        counts = [0] * count
        pairs: dict[int, int] = {}  # guesser * count + target -> row, this round
        # With one guess each, a second guess is found by the count alone: the
        # pairs are then made only if a guess breaks a rule (to say which row).
        track = k > 1
        hits: list[int] = []
        results: list[GuessResult] = []
        add = results.append
        make = GuessResult  # one per guess: tuple's own constructor
        first = number == 1
        wf2 = 2 * wf
        for row, guess in enumerate(round_.guesses):
            guesser, target, word = guess.guesser, guess.target, guess.word
            gi = guessers(guesser)
            ti = targets(target)
            # The ordinary legal guess passes this one test, its names spelt as
            # in the roster. Anything else (a name spelt loosely, or a broken
            # rule) is looked at closely.
            if (
                gi is None
                or ti is None
                or gi == ti
                or len(word) != length
                or not (all_fit or fits(word))
                or counts[gi] >= k
                or (track and gi * count + ti in pairs)
                or (lot_pairs is not None and gi * count + ti not in lot_pairs)
            ):
                gi, ti = self.index(guesser), self.index(target)
                if not track:
                    pairs = self.pairs_of(results)
                problem = self.explain(number, guess, gi, ti, counts, pairs)
                names = self.names
                if problem is not None:
                    add(GuessResult((
                        number, row, guess, guesser if gi is None else names[gi],
                        target if ti is None else names[ti], problem, None, 0, wf, 0, False,
                    )))
                    continue
                assert gi is not None and ti is not None
                guesser, target = names[gi], names[ti]
            counts[gi] += 1
            if track:
                pairs[gi * count + ti] = row
            received[ti] += 1
            seen[ti].add(word)
            v = v_start[ti]
            # The marks, as marks.mark gives them (see marks.marker), inline.
            # Words that share no letter have no marks and score nothing.
            if not (matches := len(common := shared[ti](word))):
                add(make((number, row, guess, guesser, target, None, no_marks, v, wf, 0, False)))
                continue
            if not (more_than_once := twice[ti]) or more_than_once.isdisjoint(common):
                # Each letter shared stands once in the secret: a Plus if the word has it there too.
                at = where[ti]
                plus = 0
                for letter in common:
                    if word[at[letter]] == letter:
                        plus += 1
            else:
                plus = sum(map(eq, secrets[ti], word))
                for letter, times in repeated[ti]:
                    more = word.count(letter) - 1
                    if more > 0:
                        matches += more if more < times else times
            marks = table[plus][matches - plus]
            if first:
                points = marks.count
            else:
                weight = v or 1
                points = (wf2 * marks.kp + weight) // (2 * weight)
            guess_points[gi] += points
            hit = plus == length
            if hit:
                hits.append(ti)
            add(make((number, row, guess, guesser, target, None, marks, v, wf, points, hit)))
        revealed = []
        for ti in hits:
            if self.guessed_in[ti] is None:
                self.guessed_in[ti] = number
                self.in_play[ti] = False
                self.targets.pop(self.names[ti], None)
                revealed.append(self.names[ti])
        leaving = self.departing.get(number)
        left = self.depart(number, leaving) if leaving else False
        ended = False
        # Only a word guessed or gone can end the game, or a roster too small to play.
        if self.over_after is None and (revealed or left or self.too_few) and game_over(
                self.in_play, k, self.playing):
            self.over_after = number
            ended = True
        scores = (tuple(guess_points), tuple(received), tuple(self.guessed_in), self.rounds_counted(number),
                  tuple(self.left_in), tuple(map(len, seen)))
        return RoundResult(
            number, k, wf, tuple(revealed), ended, round_, tuple(results), roster.index, scores,
        )
