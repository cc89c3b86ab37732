"""What a round's report told each player, kept in the log with it: its snapshot (see :mod:`.sent_log`).

A snapshot holds, one ``code<TAB>value`` line each (:data:`FIELDS`), the player's guesses with marks and
points, their points of the round, their word's points, their total and rank, whether their word is in
play, the other words guessed so far, the next round's WF and what comes next for them, as the players saw
them (:func:`snapshot`). A report goes to every player, and the log compares every snapshot it keeps with
the game as it is now: :class:`RoundSnapshots` makes those of one round, what all its players were told
alike made once.

>>> from wordmastermind.core.wmm.evaluation import evaluate
>>> from wordmastermind.core.wmm.examples import rules_example
>>> from wordmastermind.core.wmm.player_view import player_view
>>> snapshot(player_view(evaluate(rules_example()), 2), "Alfons").split("\\n")  # doctest: +NORMALIZE_WHITESPACE
['guess.1\\tLAMPE → Emil: +++++ 15', 'points\\t15', 'word_points\\t12', 'total\\t31', 'rank\\t1', 'word\\tplay',
 'guessed\\t2 Emil', 'wf\\t4', 'next\\t1\\tGustav\\tBeatrix\\tFritzchen']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping

from wordmastermind.core.words import name_key
from wordmastermind.core.wmm.place_names import name_in_round
from wordmastermind.core.wmm.player_view import PlayerView
from wordmastermind.core.wmm.prepared_roster import prepared
from wordmastermind.core.wmm.results import Evaluation, GuessResult, PlayerResult
from wordmastermind.core.wmm.scoring import guesses_per_round

FIELDS = ("earlier", "guess", "points", "word_points", "total", "rank", "word", "guessed", "wf", "next")
"""What a snapshot holds, by code (a guess's is ``guess.1``, ``guess.2``…, in the order entered): the
player's guesses, points, total and rank; their word's state (``play``, ``guessed 3``, ``left 2``); the
other words guessed by the end of the round (``3 Emil<TAB>2 Otto``: the round, a space, the owner; see
:func:`~wordmastermind.core.wmm.sent_log.guessed_told`); the next round's WF (nothing once the game is
over); and what they were told comes next (``over``, or ``2<TAB>Emil<TAB>Otto``: how many guesses, at whom;
see :func:`~wordmastermind.core.wmm.sent_log.next_told`). Before them, ``earlier.2.1``…: the player's guesses
of the rounds since the last whose report they had, which this report was the first to tell them of;
``earlier.2`` alone for such a round without a guess of theirs. A change of another word is told as
``guessed.Emil`` (``play``, or ``guessed 3``)."""


def snapshot(view: PlayerView, name: str, earlier: Iterable[int] = ()) -> str:
    """What round ``view.number``'s report told player ``name`` (roster name), as the players saw it:
    one ``code<TAB>value`` line each (:data:`FIELDS`); the guesses of the rounds ``earlier`` first."""
    return snapshots(view).of(name, earlier)


def snapshots(view: PlayerView) -> RoundSnapshots:
    """The snapshots of the view's round, every player's (:class:`RoundSnapshots`)."""
    return RoundSnapshots(view.state, view.number, view.name)


class RoundSnapshots:
    """The snapshots of round ``number``'s report (:func:`snapshot`), the game as the players saw it after
    that round given (``state``: a view's, :attr:`~wordmastermind.core.wmm.player_view.PlayerView.state`) and
    each roster name as they saw it (``shown``): made for all its players at once, what it told them alike
    (the standings, the words guessed, the WF, the words still in play) made once; :meth:`of` gives each
    player's, with their guesses of the rounds it told them of too."""

    def __init__(self, state: Evaluation, number: int, shown: Callable[[str], str]) -> None:
        self._state, self._number, self._shown = state, number, shown
        roster = prepared(state.game)
        players = list(zip(roster.keys, state.players))  # the evaluation's players are the roster's, in its order
        results: dict[str, PlayerResult] = {}
        for key, player in players:
            results.setdefault(key, player)  # the first player of each name key
        self._round = state.rounds[number - 1]
        self._takeovers = bool(state.game.takeovers)
        self._told = self._told_each(state, results, roster.loose, self._next_round(state, players))

    def of(self, name: str, earlier: Iterable[int] = ()) -> str:
        """What the report told player ``name`` (roster name); the guesses of the rounds ``earlier`` first."""
        shown = self._shown(name)
        key = name_key(shown)
        told = self._told.get(key)
        if told is None:
            raise KeyError(shown)
        return "\n".join((*self._earlier(key, earlier), told)) if earlier else told

    def _told_each(self, state: Evaluation, results: dict[str, PlayerResult], places: Mapping[str, int],
                   told_next: tuple[dict[str, str], str]) -> dict[str, str]:
        """What the report told each player (by name key): their guesses and points, their word's points,
        their total and rank (of their roster place as their own guesses have it:
        :func:`~wordmastermind.core.wmm.own_guesses.own_guesses`), their word, the other words guessed, the WF
        (none once the game is over) and what comes next (``told_next``: :meth:`_next_round`)."""
        totals, ranks = self._round.totals, self._round.ranks
        guessed = [(key, f"{p.guessed_in_round} {p.name}") for key, p in results.items()
                   if p.guessed_in_round is not None]
        every = "\t".join(text for _key, text in guessed)
        where = dict(_places(guessed))
        wf = "" if state.game_over else str(state.wf_next)
        told, told_else = told_next
        told_each: dict[str, str] = {}
        number, guess = self._number, self._guess
        for key, player in results.items():
            index = places.get(key)
            if index is None:  # not the first of the name key with a name (an empty one, say): the first
                index = next(i for i, p in enumerate(state.players) if name_key(p.name) == key)
            others = every if key not in where else _without(every, *where[key])  # their own word is not told
            lines, gained = "", 0
            for n, made in enumerate(self._round.guesses_by(key), 1):
                lines += f"guess.{n}\t{guess(made, number)}\n"
                gained += made.points
            told_each[key] = (f"{lines}points\t{gained}\nword_points\t{player.word_points}\n"
                              f"total\t{totals[index]}\nrank\t{ranks[index]}\nword\t{word_state(player)}\n"
                              f"guessed\t{others}\nwf\t{wf}\nnext\t{told.get(key, told_else)}")
        return told_each

    def _earlier(self, key: str, earlier: Iterable[int]) -> list[str]:
        """The lines of the player's (name key ``key``) guesses of the rounds ``earlier`` (before the report's)."""
        lines: list[str] = []
        for number in sorted(n for n in set(earlier) if 1 <= n < self._number):
            guesses = self._state.rounds[number - 1].guesses_by(key)
            # a round without a guess of theirs is told all the same: a guess added to it later is a change
            lines += [f"earlier.{number}.{n}\t{self._guess(g, number)}" for n, g in enumerate(guesses, 1)] or \
                [f"earlier.{number}\t"]
        return lines

    def _guess(self, guess: GuessResult, number: int) -> str:
        """A guess of round ``number``: ``LAMPE → Emil: +++++ 15`` (the place under its name then)."""
        marks = "-" if guess.problem is not None else "" if guess.marks is None else guess.marks.text
        target = name_in_round(self._state.game, guess.target, number) if self._takeovers else guess.target
        return f"{guess.guess.word} → {target}: {marks} {guess.points}"

    @staticmethod
    def _next_round(state: Evaluation, players: list[tuple[str, PlayerResult]]) -> tuple[dict[str, str], str]:
        """What the report told each player (by name key) comes next, and what it told those not named (their
        own word is not in play): ``over``, or their guesses and targets of the next round, a tab before each,
        as :func:`~wordmastermind.core.wmm.next_round.next_step` has them (a name holds no tab). ``players``:
        each player after the round with their name key."""
        if state.game_over:
            return {}, "over"
        most = guesses_per_round(max(len(state.game.players), 4))
        in_play = [(key, p.name) for key, p in players if p.in_play]
        every = "\t".join(name for _key, name in in_play)
        counts = Counter(key for key, _name in in_play)
        told: dict[str, str] = {}
        for key, (start, end) in _places(in_play):  # each whose own word is in play: every other one
            others = _without(every, start, end) if counts[key] == 1 else \
                "\t".join(other for other_key, other in in_play if other_key != key)  # two of one name key: both
            left = len(in_play) - counts[key]
            told[key] = f"{min(most, left)}\t{others}" if left else "0"
        told.update((key, "0") for key, p in players if not p.playing)  # they withdrew: no guess to make
        return told, f"{min(most, len(in_play))}\t{every}" if in_play else "0"


def _places(entries: list[tuple[str, str]]) -> Iterator[tuple[str, tuple[int, int]]]:
    """Each entry's key with where its text starts and ends in the texts joined by tabs."""
    start = 0
    for key, text in entries:
        yield key, (start, start + len(text))
        start += len(text) + 1


def _without(joined: str, start: int, end: int) -> str:
    """Texts joined by tabs (``joined``) without the one from ``start`` to ``end``, and its tab."""
    return joined[:max(0, start - 1)] + joined[end + (start == 0):]


def word_state(player: PlayerResult) -> str:
    """The player's word after the view's round: ``play``, ``guessed N`` or ``left N`` (with its withdrawn player)."""
    if player.guessed_in_round is not None:
        return f"guessed {player.guessed_in_round}"
    return "play" if player.word_left_after is None else f"left {player.word_left_after}"
