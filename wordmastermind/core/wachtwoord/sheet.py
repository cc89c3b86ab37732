"""Wachtwoord (Hausemann & Hötte's Dutch edition of *Password*): the score sheet.

The scorekeeper enters only what happened: for each word, the dial value at
the moment the word ended and who got it (or nobody). Everything else (points
per player and word, running totals, who won the round and the game, where a
Dutch round ended) is computed here from that.

The rules' example, the American method: A-list won by team 2 at 8, team 1
at 5, nobody, team 1 at 7, team 2 at 6 (doubled); B-list won by team 1 at 8,
team 2 at 7, team 1 at 9, team 2 at 2, team 1 at 7 (doubled):

>>> from wordmastermind.core.wachtwoord.game import Team, missed, won
>>> a = (won(2, 8), won(1, 5), missed(), won(1, 7), won(2, 6))
>>> b = (won(1, 8), won(2, 7), won(1, 9), won(2, 2), won(1, 7))
>>> game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"),
...                 Method.AMERICAN, rounds=(TeamRound(a, b),))
>>> sheet = team_sheet(game)
>>> [(row.player, row.total) for row in sheet.rounds[0].rows]
[('Fred', 12), ('Joop', 20), ('Annie', 31), ('Marie', 9)]
>>> sheet.totals, sheet.leader, sheet.winner
((43, 29), 1, None)

A leader, no winner yet: the game is over once its agreed rounds are played,
or when the game master ends it:

>>> import dataclasses
>>> team_sheet(dataclasses.replace(game, agreed_rounds=1)).winner
1
>>> team_sheet(dataclasses.replace(game, ended=True)).winner
1

The Dutch method plays the same words A1, B1, A2, B2, ... and stops as soon
as a team has 25 points:

>>> dutch = TeamRound(a[:4], b[:3])
>>> game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"),
...                 Method.DUTCH, rounds=(dutch,))
>>> r = team_sheet(game).rounds[0]
>>> r.totals, r.ended_after, r.winner
((29, 15), 'A4', 1)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.messages import WACHTWOORD
from wordmastermind.core.wachtwoord.game import (
    AMERICAN_WORDS,
    DUTCH_TARGET,
    Method,
    TeamGame,
    TeamRound,
    TeamWord,
    TrioGame,
    TrioRound,
    WinnerBy,
)


@dataclass(frozen=True, slots=True)
class PlayedWord:
    """One word in the order played, with what it was worth.

    ``label`` is ``"A1"``..., ``"B5*"`` (team game) or ``"3"`` (three
    players); ``points`` is what each scorer got (the dial value, doubled for
    a word marked *); ``running`` is each side's total after this word.
    """

    label: str
    value: int
    double: bool
    points: int
    scorers: tuple[str, ...]
    running: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One player's row: points per word column, the running total, the total."""

    player: str
    points: tuple[int, ...]
    running: tuple[int, ...]
    total: int


@dataclass(frozen=True, slots=True)
class RoundSheet:
    """One round worked out.

    ``totals`` is per team (1, 2) or per player (in the game's order);
    ``winner`` is the team number or the player's name, ``None`` while the
    round is unfinished or when it is a draw. ``ended_after`` is the label of
    the word that ended a Dutch round.
    """

    number: int
    words: tuple[PlayedWord, ...]
    rows: tuple[SheetRow, ...]
    totals: tuple[int, ...]
    finished: bool
    ended_after: str | None
    winner: int | str | None
    starts: int | None = None
    """The team that gives the round's first clue (team game), ``None`` with three players."""


@dataclass(frozen=True, slots=True)
class GameSheet:
    """The whole game: per-round sheets, totals and rounds won per side, the leader and the winner.

    ``finished``: every round entered is finished. ``over``: the game is
    over, its agreed rounds played or ended by the game master. ``leader``
    is the side ahead by what decides the game (``None`` on a tie);
    ``winner`` is the leader once the game is over, ``None`` before.
    """

    sides: tuple[int | str, ...]
    rounds: tuple[RoundSheet, ...]
    totals: tuple[int, ...]
    rounds_won: tuple[int, ...]
    finished: bool
    winner: int | str | None
    over: bool = False
    leader: int | str | None = None


def _unique_max(values: Sequence[int]) -> int | None:
    best = max(values)
    return values.index(best) if values.count(best) == 1 else None


def _play(
    number: int,
    method: Method,
    played: Sequence[tuple[str, bool, int, tuple[int, ...]]],
    side_count: int,
    side_names: Sequence[str],
) -> tuple[tuple[PlayedWord, ...], tuple[int, ...], str | None]:
    """Run the words (label, double, value, scoring sides) in order; check the Dutch end."""
    totals = [0] * side_count
    words: list[PlayedWord] = []
    ended_after: str | None = None
    for label, double, value, sides in played:
        if ended_after is not None:
            raise WachtwoordError(WACHTWOORD.say("wachtwoord.sheet.after_end", round=number,
                                                 ended=ended_after, word=label))
        points = value * 2 if double else value
        for side in sides:
            totals[side] += points
        words.append(
            PlayedWord(label, value, double, points if sides else 0,
                       tuple(side_names[s] for s in sides), tuple(totals))
        )
        if method is Method.DUTCH and max(totals) >= DUTCH_TARGET:
            ended_after = label
    return tuple(words), tuple(totals), ended_after


def _row(player: str, points: Sequence[int]) -> SheetRow:
    running: list[int] = []
    for p in points:
        running.append((running[-1] if running else 0) + p)
    return SheetRow(player, tuple(points), tuple(running), sum(points))


def _check_nothing_in_play(number: int, finished: bool, misses: int) -> None:
    if finished and misses:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.sheet.in_play", round=number, misses=misses))


def starting_team(number: int, rnd: TeamRound, before: int | None) -> int:
    """The team that gives round ``number``'s first clue: as set, else the other than ``before``.

    >>> starting_team(1, TeamRound(), None), starting_team(2, TeamRound(), 1)
    (1, 2)
    >>> starting_team(2, TeamRound(starts=1), 1)
    1
    """
    if rnd.starts is not None:
        return rnd.starts
    return 1 if before is None else 3 - before


def _team_round(game: TeamGame, number: int, rnd: TeamRound, starts: int = 1) -> RoundSheet:
    a, b = rnd.a_words, rnd.b_words
    if not (len(a) == len(b) or len(a) == len(b) + 1):
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.sheet.lists", round=number, a=len(a), b=len(b)))
    if game.method is Method.AMERICAN and len(a) > AMERICAN_WORDS:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.sheet.american_list", round=number, count=len(a)))
    order: list[tuple[str, TeamWord]] = []
    for i, word in enumerate(a):
        order.append((f"A{i + 1}", word))
        if i < len(b):
            order.append((f"B{i + 1}", b[i]))
    played = []
    for label, word in order:
        double = game.method is Method.AMERICAN and label[1:] == str(AMERICAN_WORDS)
        sides = () if word.team is None else (word.team - 1,)
        played.append((label + ("*" if double else ""), double, word.value, sides))
    names = {
        "A": (game.team1.a_player, game.team2.a_player),
        "B": (game.team1.b_player, game.team2.b_player),
    }
    # The sheet credits a word to the row of the list's player in the winning team.
    words, totals, ended_after = _play(number, game.method, played, 2, ("1", "2"))
    words = tuple(
        PlayedWord(w.label, w.value, w.double, w.points,
                   tuple(names[w.label[0]][int(s) - 1] for s in w.scorers), w.running)
        for w in words
    )
    rows = []
    for letter, lst in (("A", a), ("B", b)):
        for team in (1, 2):
            pts = [
                (w.points if w.scorers and w.scorers[0] == names[letter][team - 1] else 0)
                for w in words
                if w.label[0] == letter
            ]
            rows.append(_row(names[letter][team - 1], pts))
    if game.method is Method.AMERICAN:
        finished = len(a) == len(b) == AMERICAN_WORDS
    else:
        finished = ended_after is not None
    _check_nothing_in_play(number, finished, rnd.misses)
    best = _unique_max(totals) if finished else None
    return RoundSheet(number, words, tuple(rows), totals, finished, ended_after,
                      None if best is None else best + 1, starts)


def _trio_round(game: TrioGame, number: int, rnd: TrioRound) -> RoundSheet:
    keys = [p.casefold() for p in game.players]
    if rnd.clue_giver.casefold() not in keys:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.sheet.clue_giver", round=number,
                                                 name=repr(rnd.clue_giver)))
    if game.method is Method.AMERICAN and len(rnd.words) > AMERICAN_WORDS:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.sheet.american_round", round=number,
                                             count=len(rnd.words)))
    played = []
    for i, word in enumerate(rnd.words, start=1):
        sides = []
        for name in word.guessers:
            if name.casefold() not in keys:
                raise WachtwoordError(WACHTWOORD.say("wachtwoord.sheet.stranger", round=number, word=i,
                                                     name=repr(name)))
            if name.casefold() == rnd.clue_giver.casefold():
                raise WachtwoordError(WACHTWOORD.say("wachtwoord.sheet.giver_scores", round=number, word=i,
                                                     name=name))
            sides.append(keys.index(name.casefold()))
        double = game.method is Method.AMERICAN and i == AMERICAN_WORDS
        played.append((str(i) + ("*" if double else ""), double, word.value, tuple(sorted(sides))))
    words, totals, ended_after = _play(number, game.method, played, 3, game.players)
    rows = tuple(
        _row(p, [w.points if p in w.scorers else 0 for w in words]) for p in game.players
    )
    if game.method is Method.AMERICAN:
        finished = len(rnd.words) == AMERICAN_WORDS
    else:
        finished = ended_after is not None
    _check_nothing_in_play(number, finished, rnd.misses)
    best = _unique_max(totals) if finished else None
    return RoundSheet(number, words, rows, totals, finished, ended_after,
                      None if best is None else game.players[best])


def _game(sides: tuple[int | str, ...], game: TeamGame | TrioGame, rounds: Sequence[RoundSheet]) -> GameSheet:
    for r in rounds[:-1]:
        if not r.finished:
            raise WachtwoordError(WACHTWOORD.say("wachtwoord.sheet.unfinished", round=r.number,
                                                 next=r.number + 1))
    agreed = game.agreed_rounds
    if agreed is not None and len(rounds) > agreed:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.sheet.agreed", agreed=agreed,
                                             round=agreed + 1))
    totals = tuple(sum(r.totals[i] for r in rounds) for i in range(len(sides)))
    won_count = tuple(sum(r.winner == side for r in rounds) for side in sides)
    finished = bool(rounds) and all(r.finished for r in rounds)
    if game.ended and not finished:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.sheet.ended_open", round=len(rounds)))
    over = finished and (game.ended or (agreed is not None and len(rounds) == agreed))
    best = _unique_max(totals if game.winner_by is WinnerBy.POINTS else won_count)
    leader = sides[best] if rounds and best is not None else None
    return GameSheet(sides, tuple(rounds), totals, won_count, finished,
                     leader if over else None, over, leader)


def team_sheet(game: TeamGame) -> GameSheet:
    """Work out the score sheet of a four- (or five-) player game.

    Raises :class:`WachtwoordError` for a round that breaks the rules: too
    many words, the B-list ahead of the A-list, a word after a Dutch round
    ended, an unfinished round followed by another.
    """
    rounds: list[RoundSheet] = []
    before: int | None = None
    for number, rnd in enumerate(game.rounds, start=1):
        before = starting_team(number, rnd, before)
        rounds.append(_team_round(game, number, rnd, before))
    return _game((1, 2), game, rounds)


def trio_sheet(game: TrioGame) -> GameSheet:
    """Work out the score sheet of a three-player game (sides are the players).

    >>> from wordmastermind.core.wachtwoord.game import TrioWord
    >>> game = TrioGame(("Els", "Wim", "Kees"), Method.DUTCH, rounds=(
    ...     TrioRound("Els", (TrioWord(("Wim", "Kees"), 9), TrioWord(("Wim",), 8),
    ...                       TrioWord((), 0), TrioWord(("Kees",), 10), TrioWord(("Wim",), 9))),))
    >>> r = trio_sheet(game).rounds[0]
    >>> r.totals, r.ended_after, r.winner
    ((0, 26, 19), '5', 'Wim')
    """
    rounds = [_trio_round(game, n, r) for n, r in enumerate(game.rounds, start=1)]
    return _game(game.players, game, rounds)
