"""The numbers of the rules: guesses per round, weighting, rounding, the end.

Guesses per round (k) follow the rules' table:

>>> [guesses_per_round(n) for n in (4, 5, 6, 9, 10, 16, 17, 20, 21, 40)]
[1, 1, 2, 2, 3, 3, 2, 2, 1, 1]

Weighting (rules 2.2): points = KP x WF / V, rounded half up
("kaufmännisch"). The rules' example: after round 4 Gustav's word has drawn 7
different guesses, the most of any, so WF is 7; a guess at Beatrix, whose word
has drawn 4, is worth 7/4 of its KP:

>>> weighted_points(kp=12, wf=7, v=4)
21
>>> weighted_points(kp=5, wf=7, v=4)   # 8.75
9
>>> weighted_points(kp=2, wf=5, v=4)   # 2.5 rounds up, not to even
3
"""

from __future__ import annotations

from collections.abc import Iterable

MIN_PLAYERS = 4


def guesses_per_round(players: int) -> int:
    """How many guesses (k) each player may make per round.

    >>> guesses_per_round(3)
    Traceback (most recent call last):
    ...
    ValueError: the game needs at least 4 players, not 3
    """
    if players < MIN_PLAYERS:
        raise ValueError(f"the game needs at least {MIN_PLAYERS} players, not {players}")
    if players <= 5:
        return 1
    if players <= 9:
        return 2
    if players <= 16:
        return 3
    if players <= 20:
        return 2
    return 1


def round_half_up(numerator: int, denominator: int) -> int:
    """Round the non-negative fraction ``numerator/denominator`` half up.

    Exact integer arithmetic: no float, no banker's rounding.

    >>> [round_half_up(n, 2) for n in (1, 3, 5)]
    [1, 2, 3]
    """
    if numerator < 0 or denominator <= 0:
        raise ValueError("round_half_up takes a non-negative fraction")
    return (2 * numerator + denominator) // (2 * denominator)


def weighted_points(kp: int, wf: int, v: int) -> int:
    """Ratepunkte of a guess from round 2 on: KP x WF / V, rounded half up.

    A V of 0 (nobody has guessed at the word yet) counts as 1.
    """
    return round_half_up(kp * wf, max(v, 1))


def wertungsfaktor(v_values: Iterable[int]) -> int:
    """WF: the largest V over all players (guessed-out words included).

    Before anybody has guessed, WF is 1, like a V of 0.

    >>> wertungsfaktor([3, 7, 4]), wertungsfaktor([0, 0]), wertungsfaktor([])
    (7, 1, 1)
    """
    return max(1, max(v_values, default=1))


def game_over(words_in_play: Iterable[bool], k: int, playing: Iterable[bool] | None = None) -> bool:
    """Whether some player can no longer make ``k`` guesses (rule 7).

    ``words_in_play`` says, player by player, whether that player's word is
    still in play. A player may guess only at other words still in play, so
    the game is over as soon as one player has fewer than ``k`` of them.

    With 6 players (k = 2) the game goes on after 3 words are guessed and
    ends with the 4th, as the rules' table says:

    >>> game_over([False] * 3 + [True] * 3, k=2)
    False
    >>> game_over([False] * 4 + [True] * 2, k=2)
    True

    ``playing`` says who still plays: only they must be able to guess (a player who withdrew does not
    count, though their word may still be in play). With 6 players, one of them gone with the word in
    play, 3 words left are enough, as the two who guess see 2 each:

    >>> game_over([False] * 3 + [True] * 3, k=2, playing=[True] * 5 + [False])
    False
    """
    flags = list(words_in_play)
    if playing is not None:
        own = [word for word, plays in zip(flags, playing) if plays]
        # Nobody left to guess ends it; else the worst off is a player whose own word is in play.
        return bool(flags) and (not own or sum(flags) - max(own) < k)
    # The player worst off is one whose own word is still in play (if any):
    # they see every word in play but their own.
    return bool(flags) and sum(flags) - max(flags) < k


def words_guessed_at_end(players: int) -> int:
    """The fewest guessed words that end a game of ``players`` (the rules' table).

    Derived from :func:`game_over`, not copied from the table; the tests
    check that it reproduces the table.

    >>> [words_guessed_at_end(n) for n in (4, 5, 6, 9, 10, 16, 17, 20, 21)]
    [3, 4, 4, 7, 7, 13, 15, 18, 20]
    """
    k = guesses_per_round(players)
    for guessed in range(players + 1):
        if game_over([False] * guessed + [True] * (players - guessed), k):
            return guessed
    raise AssertionError("a game with every word guessed is over")
