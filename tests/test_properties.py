"""Random legal games checked against an independent re-implementation of the rules.

Everything the evaluator derives (marks, points, V, WF, word points, totals,
the end of the game) is recomputed here from the guesses alone, with its own
code: Counter for the marks, Fraction for the rounding, sets for V.
"""

from __future__ import annotations

import string
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.core.wmm.simulate import random_game


def table_k(players: int) -> int:
    """Guesses per round, straight from the rules' table."""
    for last, k in ((5, 1), (9, 2), (16, 3), (20, 2)):
        if players <= last:
            return k
    return 1


def marks_of(secret: str, guess: str) -> tuple[int, int]:
    plus = sum(a == b for a, b in zip(secret, guess))
    common = sum((Counter(secret) & Counter(guess)).values())
    return plus, common - plus


def half_up(value: Fraction) -> int:
    whole = value.numerator // value.denominator
    return whole + 1 if value - whole >= Fraction(1, 2) else whole


@dataclass
class Expected:
    """The independent evaluation of a game, round by round."""

    points: list[list[int]] = field(default_factory=list)  # per round, per guess
    v_start: list[list[int]] = field(default_factory=list)  # per round, per guess
    wf: list[int] = field(default_factory=list)  # per round
    totals: list[tuple[int, ...]] = field(default_factory=list)  # per round
    v_after: list[tuple[int, ...]] = field(default_factory=list)  # per round
    over_after: int | None = None
    in_play: list[bool] = field(default_factory=list)
    guess_points: list[int] = field(default_factory=list)
    word_points: list[int] = field(default_factory=list)


def recompute(game: Game) -> Expected:
    names = [p.name for p in game.players]
    secrets = {p.name: p.secret for p in game.players}
    index = {n: i for i, n in enumerate(names)}
    count = len(names)
    k = table_k(count)
    assert game.lot is not None
    lot = {g: set(ts) for g, ts in game.lot.assignment}

    seen: list[set[str]] = [set() for _ in names]
    received = [0] * count
    guess_points = [0] * count
    guessed_in: list[int | None] = [None] * count
    out = Expected()
    for number, round_ in enumerate(game.rounds, 1):
        assert out.over_after is None, "random_game went on after the end"
        wf = 1 if number == 1 else max(1, max(len(s) for s in seen))
        v_start = [len(s) for s in seen]
        per_guesser: Counter[str] = Counter()
        pairs: set[tuple[str, str]] = set()
        hits: set[int] = set()
        points_row: list[int] = []
        v_row: list[int] = []
        for guess in round_.guesses:
            g, t = guess.guesser, guess.target
            # the game is legal by the rules, checked independently
            assert g != t
            assert guessed_in[index[t]] is None
            assert (g, t) not in pairs
            pairs.add((g, t))
            per_guesser[g] += 1
            assert per_guesser[g] <= k
            if number == 1:
                assert t in lot[g]
            plus, kringel = marks_of(secrets[t], guess.word)
            ti = index[t]
            if number == 1:
                points = plus + kringel
            else:
                kp = 3 * plus + 2 * kringel
                points = half_up(Fraction(kp * wf, max(1, v_start[ti])))
            points_row.append(points)
            v_row.append(v_start[ti])
            guess_points[index[g]] += points
            received[ti] += 1
            seen[ti].add(guess.word)
            if guess.word == secrets[t]:
                hits.add(ti)
        for ti in hits:
            guessed_in[ti] = number
        word_points = [
            2 * got + (number if guessed is None else guessed)
            for got, guessed in zip(received, guessed_in)
        ]
        out.points.append(points_row)
        out.v_start.append(v_row)
        out.wf.append(wf)
        out.totals.append(tuple(a + b for a, b in zip(guess_points, word_points)))
        out.v_after.append(tuple(len(s) for s in seen))
        # the end: some player has fewer than k other words still in play
        in_play = [g is None for g in guessed_in]
        if any(sum(in_play[j] for j in range(count) if j != i) < k for i in range(count)):
            out.over_after = number
        out.in_play = in_play
        out.guess_points = list(guess_points)
        out.word_points = word_points
    return out


games = st.builds(
    random_game,
    players=st.integers(4, 25),
    rounds=st.integers(1, 15),
    seed=st.integers(0, 2**32),
    length=st.integers(2, 6),
    letters=st.sampled_from(["AB", "ABC", "ABCDE", string.ascii_uppercase]),
    hit_chance=st.floats(0, 0.5),
    skip_chance=st.floats(0, 0.5),
)

PROPERTY_SETTINGS = settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@PROPERTY_SETTINGS
@given(games)
def test_random_games_match_independent_evaluation(game: Game) -> None:
    expected = recompute(game)
    result = evaluate(game)

    # a legal game has no problems
    assert result.problems == ()
    assert result.roster_problems == ()
    assert result.lot_problems == ()
    assert result.k == table_k(len(game.players))

    for number, round_result in enumerate(result.rounds, 1):
        guesses = round_result.guesses
        assert [g.points for g in guesses] == expected.points[number - 1]
        assert [g.v for g in guesses] == expected.v_start[number - 1]
        assert round_result.wf == expected.wf[number - 1]
        assert all(g.wf == round_result.wf for g in guesses)
        assert round_result.totals == expected.totals[number - 1]
        for g in guesses:
            assert g.points >= 0
            assert g.hit == (g.word == game.player(g.target).secret)  # type: ignore[union-attr]

    # totals are sums, and the last round's totals are the standings'
    for player, guess_points, word_points in zip(
        result.players, expected.guess_points, expected.word_points
    ):
        assert player.guess_points == guess_points >= 0
        assert player.word_points == word_points >= 0
        assert player.total == player.guess_points + player.word_points
    if result.rounds:
        assert tuple(p.total for p in result.players) == result.rounds[-1].totals
    assert tuple(p.v for p in result.players) == expected.v_after[-1]
    assert result.wf_next == max(1, *expected.v_after[-1])

    # the end comes exactly when the capacity rule says
    assert result.game_over_after == expected.over_after
    assert [r.game_over for r in result.rounds] == [
        n == expected.over_after for n in range(1, len(result.rounds) + 1)
    ]
    assert [p.in_play for p in result.players] == expected.in_play
    names = [p.name for p in game.players]
    for i, name in enumerate(names):
        if expected.over_after is not None:
            assert result.targets_next_round(name) == ()
        else:
            assert result.targets_next_round(name) == tuple(
                n for j, n in enumerate(names) if j != i and expected.in_play[j]
            )


def check_monotone_v(game: Game, result: Evaluation) -> None:
    previous = [0] * len(game.players)
    for number in range(1, result.round + 1):
        current = [p.v for p in evaluate(game, upto=number).players]
        assert all(a <= b for a, b in zip(previous, current)), (number, previous, current)
        # WF of the next round is the largest V so far
        if number < result.round:
            assert result.rounds[number].wf == max(1, *current)
        previous = current


@settings(max_examples=100, deadline=None)
@given(games)
def test_v_never_falls_and_wf_follows_v(game: Game) -> None:
    result = evaluate(game)
    check_monotone_v(game, result)
    # the V each guess was weighted by never falls for the same word
    last_v: dict[str, int] = {}
    for g in result.guesses:
        assert g.v >= last_v.get(g.target, 0)
        last_v[g.target] = g.v


@settings(max_examples=100, deadline=None)
@given(games)
def test_evaluating_part_of_a_game_matches_the_shorter_game(game: Game) -> None:
    result = evaluate(game)
    for number in range(result.round + 1):
        part = evaluate(game, upto=number)
        short = evaluate(game.truncated(number))
        assert [p.total for p in part.players] == [p.total for p in short.players]
        if number:
            assert tuple(p.total for p in part.players) == result.rounds[number - 1].totals


# --- resuming from an earlier evaluation ----------------------------------------

from hypothesis import given as _given  # noqa: E402
from hypothesis import settings as _settings  # noqa: E402
from hypothesis import strategies as _st  # noqa: E402

from wordmastermind.core.wmm.evaluation import evaluate as _evaluate  # noqa: E402
from wordmastermind.core.wmm.game import Guess as _Guess  # noqa: E402
from wordmastermind.core.wmm.simulate import random_game as _random_game  # noqa: E402


def _fingerprint(result):  # type: ignore[no-untyped-def]
    return (
        result.players,
        result.wf_next,
        result.game_over_after,
        [(r.number, r.wf, r.totals, r.revealed, r.game_over, r.guesses) for r in result.rounds],
    )


@_settings(max_examples=60, deadline=None)
@_given(
    players=_st.integers(4, 14),
    seed=_st.integers(0, 10_000),
    hit=_st.floats(0.0, 0.4),
    pick=_st.integers(0, 10_000),
    word=_st.sampled_from(["QQQQQ", "SECRET", ""]),
)
def test_resuming_gives_the_same_evaluation_as_starting_over(
    players: int, seed: int, hit: float, pick: int, word: str
) -> None:
    game = _random_game(players, 8, seed=seed, hit_chance=hit, letters="ABCDE")
    if not game.rounds:
        return
    number = pick % len(game.rounds) + 1
    guesses = game.rounds[number - 1].guesses
    if not guesses:
        return
    row = pick % len(guesses)
    old = guesses[row]
    # Change one guess: to a miss, to the target's secret (a hit that may end
    # the game or break later rounds), or to an incomplete row.
    if word == "SECRET":
        new_word = next(p.secret for p in game.players if p.name == old.target)
    else:
        new_word = word
    edited = game.with_guess(number, row, _Guess(old.guesser, old.target, new_word))
    previous = _evaluate(game)
    assert _fingerprint(_evaluate(edited, previous=previous)) == _fingerprint(_evaluate(edited))
    # And for a game cut short, and for the same game again.
    shorter = game.truncated(number - 1)
    assert _fingerprint(_evaluate(shorter, previous=previous)) == _fingerprint(_evaluate(shorter))
    assert _fingerprint(_evaluate(game, previous=previous)) == _fingerprint(previous)


@_settings(max_examples=150, deadline=None)
@_given(
    players=_st.integers(4, 12),
    seed=_st.integers(0, 10_000),
    pick=_st.integers(0, 10_000),
    source=_st.sampled_from(["later", "earlier", "same", "elsewhere", "fresh", "target"]),
)
def test_an_edit_that_leaves_later_rounds_alone_gives_the_same_evaluation(
    players: int, seed: int, pick: int, source: str
) -> None:
    # Few letters, so that words recur: the new word is one guessed at the same
    # secret later or earlier (V changes, or a later guess now counts anew), the
    # word already there, one from another round, a fresh one, or the guess is
    # moved to another target. Resuming (which takes later rounds over when they
    # come out the same) must give what starting over gives.
    game = _random_game(players, 10, seed=seed, hit_chance=0.05, letters="ABC", length=3)
    if len(game.rounds) < 2:
        return
    number = pick % (len(game.rounds) - 1) + 1
    guesses = game.rounds[number - 1].guesses
    if not guesses:
        return
    row = pick % len(guesses)
    old = guesses[row]
    at_same = [g.word for r in game.rounds for g in r.guesses if g.target == old.target]
    target = old.target
    if source == "later":
        later = [g.word for r in game.rounds[number:] for g in r.guesses if g.target == old.target]
        word = later[pick % len(later)] if later else "ABC"
    elif source == "earlier":
        word = at_same[pick % len(at_same)]
    elif source == "same":
        word = old.word
    elif source == "elsewhere":
        others = [g.word for r in game.rounds for g in r.guesses]
        word = others[pick % len(others)]
    elif source == "fresh":
        word = "QQQ"
    else:
        names = [p.name for p in game.players if p.name not in (old.guesser, old.target)]
        target, word = names[pick % len(names)], old.word
    edited = game.with_guess(number, row, _Guess(old.guesser, target, word))
    previous = _evaluate(game)
    assert _fingerprint(_evaluate(edited, previous=previous)) == _fingerprint(_evaluate(edited))
    assert _fingerprint(_evaluate(game, previous=_evaluate(edited))) == _fingerprint(previous)


# --- the evaluation's own marking and letter check, against the plain ones --------

from wordmastermind.core.wmm.evaluation import evaluation_after as _evaluation_after  # noqa: E402


@_settings(max_examples=60, deadline=None)
@_given(players=_st.integers(4, 14), seed=_st.integers(0, 10_000), hit=_st.floats(0.0, 0.4),
        rounds=_st.integers(1, 8), pick=_st.integers(0, 10_000))
def test_the_standings_after_an_earlier_round_are_those_evaluated_up_to_it(
    players: int, seed: int, hit: float, rounds: int, pick: int
) -> None:
    # The standings beside an earlier round, and its report, are taken from what the
    # evaluation of the whole game kept of that round, not evaluated again.
    game = _random_game(players, rounds, seed=seed, hit_chance=hit, letters="ABCDE")
    whole = _evaluate(game)
    number = pick % (whole.round + 1)
    assert _fingerprint(_evaluation_after(whole, number)) == _fingerprint(_evaluate(game, number))


@_settings(max_examples=40, deadline=None)
@_given(players=_st.integers(4, 12), seed=_st.integers(0, 10_000), picks=_st.lists(_st.integers(0, 10_000),
        min_size=2, max_size=6), words=_st.lists(_st.sampled_from(["ABC", "CAB", "BBA", "SECRET"]), min_size=6,
        max_size=6))
def test_a_round_typed_into_word_by_word_evaluates_as_starting_over(
    players: int, seed: int, picks: list[int], words: list[str]
) -> None:
    # The game master types several words into the same round, each evaluated from the
    # one before (which keeps the words guessed so far, and the later rounds, when it can).
    game = _random_game(players, 8, seed=seed, hit_chance=0.05, letters="ABC", length=3)
    if len(game.rounds) < 2:
        return
    number = picks[0] % (len(game.rounds) - 1) + 2
    evaluation = _evaluate(game)
    for pick, word in zip(picks, words):
        guesses = game.rounds[number - 1].guesses
        if not guesses:
            return
        old = guesses[pick % len(guesses)]
        new_word = next(p.secret for p in game.players if p.name == old.target) if word == "SECRET" else word
        game = game.with_guess(number, pick % len(guesses), _Guess(old.guesser, old.target, new_word))
        evaluation = _evaluate(game, previous=evaluation)
        assert _fingerprint(evaluation) == _fingerprint(_evaluate(game))


from dataclasses import replace as _replace  # noqa: E402

from wordmastermind.core.wmm.marks import repeated_letters as _repeated_letters  # noqa: E402
from wordmastermind.core.words import normalize_word as _normalize_word  # noqa: E402


@PROPERTY_SETTINGS
@given(games)
def test_every_guess_carries_the_marks_counted_letter_by_letter(game: Game) -> None:
    # Small alphabets give repeated letters and hits; A-Z gives many words that
    # share no letter with the secret. Each guess's Plus and Kringel must be
    # what counting the letters gives, and it scores only by them.
    secrets = {p.name: p.secret for p in game.players}
    for round_result in evaluate(game).rounds:
        for g in round_result.guesses:
            assert g.marks is not None
            plus, kringel = marks_of(secrets[g.target], g.word)
            assert (g.marks.plus, g.marks.kringel) == (plus, kringel), (g.target, g.word)
            if plus + kringel == 0:
                assert g.points == 0


@given(st.text("ABCAB", max_size=8))
def test_repeated_letters_are_the_letters_held_more_than_once(secret: str) -> None:
    counts = Counter(secret)
    assert _repeated_letters(secret) == tuple(
        (letter, counts[letter] - 1) for letter in sorted(counts) if counts[letter] > 1
    )


@settings(max_examples=200, deadline=None)
@given(
    players=st.integers(4, 12),
    seed=st.integers(0, 10_000),
    pick=st.integers(0, 10_000),
    umlauts=st.booleans(),
    typed=st.text("ABZazÄäÖÜẞß1 -éÉİ\u0308", min_size=1, max_size=7),
)
def test_a_guessed_word_is_refused_exactly_when_its_letters_break_the_rules(
    players: int, seed: int, pick: int, umlauts: bool, typed: str
) -> None:
    # One guess of a legal game gets a word typed with any letters; with or
    # without umlauts it breaks a rule exactly when the word rules say so.
    game = random_game(players, 4, seed=seed, letters="ABZ")
    game = _replace(game, settings=_replace(game.settings, umlauts=umlauts))
    number = pick % len(game.rounds) + 1
    guesses = game.rounds[number - 1].guesses
    row = pick % len(guesses)
    old = guesses[row]
    edited = game.with_guess(number, row, _Guess(old.guesser, old.target, typed))
    reason = game.settings.word_rules.problem(_normalize_word(typed))
    result = evaluate(edited).rounds[number - 1].guesses[row]
    assert result.problem == reason, (typed, result.problem, reason)
