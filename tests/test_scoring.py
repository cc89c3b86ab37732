"""The numbers of the rules: guesses per round, weighting, rounding, the end."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordmastermind.core.wmm.scoring import (
    game_over,
    guesses_per_round,
    round_half_up,
    weighted_points,
    wertungsfaktor,
    words_guessed_at_end,
)

# The rules' table: player counts, guesses per round, and
# "Spielende, wenn ... Wörter geraten wurden".
TABLE = [
    # (first, last, k, fewest guessed at end for `first`, for `last`)
    (4, 5, 1, 3, 4),
    (6, 9, 2, 4, 7),
    (10, 16, 3, 7, 13),
    (17, 20, 2, 15, 18),
    (21, 30, 1, 20, 29),
]


@pytest.mark.parametrize(("first", "last", "k", "low", "high"), TABLE)
def test_guesses_per_round_table(first: int, last: int, k: int, low: int, high: int) -> None:
    for players in range(first, last + 1):
        assert guesses_per_round(players) == k, players


def test_guesses_per_round_band_edges() -> None:
    assert [guesses_per_round(n) for n in (4, 5, 6, 9, 10, 16, 17, 20, 21, 100)] == [
        1, 1, 2, 2, 3, 3, 2, 2, 1, 1,
    ]


@pytest.mark.parametrize("players", [3, 2, 1, 0, -1])
def test_fewer_than_four_players(players: int) -> None:
    with pytest.raises(ValueError, match=f"the game needs at least 4 players, not {players}"):
        guesses_per_round(players)


# --- rounding and weighting ----------------------------------------------------


@pytest.mark.parametrize(
    ("numerator", "denominator", "expected"),
    [
        (0, 1, 0), (1, 2, 1), (3, 2, 2), (5, 2, 3), (7, 2, 4),  # halves round up
        (10, 4, 3),  # 2.5
        (35, 4, 9),  # 8.75
        (21, 4, 5),  # 5.25
        (7, 3, 2), (8, 3, 3),  # 2.33 and 2.67
        (12, 4, 3),  # exact
    ],
)
def test_round_half_up(numerator: int, denominator: int, expected: int) -> None:
    assert round_half_up(numerator, denominator) == expected


def test_round_half_up_is_not_bankers_rounding() -> None:
    # Python's round() rounds 2.5 to 2 and 4.5 to 4; kaufmännisch gives 3 and 5.
    assert round(2.5) == 2
    assert round_half_up(5, 2) == 3
    assert round_half_up(9, 2) == 5


@pytest.mark.parametrize(("numerator", "denominator"), [(-1, 2), (1, 0), (1, -2)])
def test_round_half_up_rejects_bad_fractions(numerator: int, denominator: int) -> None:
    with pytest.raises(ValueError, match="non-negative fraction"):
        round_half_up(numerator, denominator)


@given(st.integers(0, 10_000), st.integers(1, 500))
def test_round_half_up_matches_exact_fraction(numerator: int, denominator: int) -> None:
    exact = Fraction(numerator, denominator)
    result = round_half_up(numerator, denominator)
    assert result - Fraction(1, 2) <= exact < result + Fraction(1, 2)


def test_rules_weighting_example_seven_over_four() -> None:
    # WF 7 (Gustav's 7 different guesses), V 4 (Beatrix): KP x 7/4.
    assert weighted_points(kp=12, wf=7, v=4) == 21  # 21.0
    assert weighted_points(kp=5, wf=7, v=4) == 9  # 8.75
    assert weighted_points(kp=6, wf=7, v=4) == 11  # 10.5 rounds up
    assert weighted_points(kp=3, wf=7, v=4) == 5  # 5.25
    assert weighted_points(kp=2, wf=7, v=4) == 4  # 3.5 rounds up
    # At Gustav (V = WF = 7) the points are just KP.
    assert weighted_points(kp=12, wf=7, v=7) == 12
    assert weighted_points(kp=5, wf=7, v=7) == 5


def test_weighting_two_and_a_half_rounds_to_three() -> None:
    # KP 2 (one Kringel), WF 5, V 4: 2 x 5 / 4 = 2.5 -> 3
    assert weighted_points(kp=2, wf=5, v=4) == 3


def test_weighting_with_no_guesses_yet_counts_v_as_one() -> None:
    assert weighted_points(kp=5, wf=3, v=0) == 15
    assert weighted_points(kp=5, wf=3, v=1) == 15


def test_weighting_zero_kp() -> None:
    assert weighted_points(kp=0, wf=7, v=2) == 0


def test_wertungsfaktor() -> None:
    assert wertungsfaktor([3, 7, 4]) == 7
    assert wertungsfaktor([0, 0, 0, 0]) == 1
    assert wertungsfaktor([]) == 1
    assert wertungsfaktor(iter([2, 5])) == 5


# --- the end of the game -------------------------------------------------------


def test_game_over_six_players() -> None:
    # k = 2: after 3 guessed words each remaining player still has 2 others.
    assert game_over([False] * 3 + [True] * 3, k=2) is False
    assert game_over([False] * 4 + [True] * 2, k=2) is True


def test_game_over_four_players() -> None:
    assert game_over([True] * 4, k=1) is False
    assert game_over([False, True, True, True], k=1) is False
    assert game_over([False, False, True, True], k=1) is False
    # one word left: its owner has nobody to guess at
    assert game_over([False, False, False, True], k=1) is True
    assert game_over([False] * 4, k=1) is True


def test_game_over_counts_other_words_only() -> None:
    # 10 players, k = 3, 4 words left: owners of those have 3 others (ok),
    # the others have 4.
    assert game_over([True] * 4 + [False] * 6, k=3) is False
    # 3 words left: their owners have only 2 others.
    assert game_over([True] * 3 + [False] * 7, k=3) is True


def test_game_over_order_does_not_matter() -> None:
    flags = [True, False, True, False, True, False]
    assert game_over(flags, k=2) is False
    assert game_over(list(reversed(flags)), k=2) is False
    assert game_over([True, False, False, True, False, False], k=2) is True


@pytest.mark.parametrize(("first", "last", "k", "low", "high"), TABLE)
def test_words_guessed_at_end_reproduces_table(
    first: int, last: int, k: int, low: int, high: int
) -> None:
    values = [words_guessed_at_end(n) for n in range(first, last + 1)]
    assert values[0] == low
    assert values[-1] == high
    # within a band, one more player means one more word to guess
    assert values == list(range(low, high + 1))


@pytest.mark.parametrize("players", range(4, 31))
def test_words_guessed_at_end_every_count(players: int) -> None:
    k = guesses_per_round(players)
    end = words_guessed_at_end(players)
    # with `end` words guessed, k words remain and each of their owners has k - 1 others
    assert end == players - k
    if players <= 5:
        assert 3 <= end <= 4
    elif players <= 9:
        assert 4 <= end <= 7
    elif players <= 16:
        assert 7 <= end <= 13
    elif players <= 20:
        assert 15 <= end <= 18
    else:
        assert end >= 20
    # one word fewer guessed and the game goes on
    flags_before = [False] * (end - 1) + [True] * (players - end + 1)
    flags_at = [False] * end + [True] * (players - end)
    assert game_over(flags_before, k) is False
    assert game_over(flags_at, k) is True


def test_words_guessed_at_end_needs_four_players() -> None:
    with pytest.raises(ValueError, match="at least 4 players"):
        words_guessed_at_end(3)
