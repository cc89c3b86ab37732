"""Playing Wachtwoord at the table: the word in play, the dial, whose turn it is.

Each step takes a game and returns the changed game, so that every step can
be undone; a step the rules refuse raises
:class:`~wordmastermind.core.wachtwoord.errors.WachtwoordError` and changes nothing.
The missed clues of the word in play are part of the game (``misses`` of the
last round), so the dial survives a save or a crash.

The rules' turn order: Fred (1A) gives the first clue of A1 to Annie; after a
miss Joop (2A) gives one to Marie, with the dial one lower:

>>> game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"))
>>> turn(game)
Turn(word='A1', double=False, value=10, clue_giver='Fred', guessers=('Annie',), team=1)
>>> game = miss(game)
>>> turn(game)
Turn(word='A1', double=False, value=9, clue_giver='Joop', guessers=('Marie',), team=2)
>>> game = guessed(game)
>>> team_sheet(game).totals, turn(game).word, turn(game).clue_giver
((0, 9), 'B1', 'Annie')

For three players one of them gives the clues to both others at once; the
first to call out the word scores, both if they call it together:

>>> trio = TrioGame(("Els", "Wim", "Kees"), Method.DUTCH)
>>> turn(trio).clue_giver, turn(trio).guessers
('Els', ('Wim', 'Kees'))
>>> trio_sheet(guessed(miss(trio), ("Wim", "Kees"))).totals
(0, 9, 9)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.messages import WACHTWOORD
from wordmastermind.core.wachtwoord.game import (
    AMERICAN_WORDS,
    DIAL_START,
    DUTCH_TARGET,
    Method,
    Team,  # noqa: F401  (the doctests build teams)
    TeamGame,
    TeamRound,
    TeamWord,
    TrioGame,
    TrioRound,
    TrioWord,
    dial_value,
)
from wordmastermind.core.wachtwoord.sheet import GameSheet, team_sheet, trio_sheet
from wordmastermind.core.wachtwoord.turn_order import clue_turn, next_word

Game = TeamGame | TrioGame

__all__ = [
    "Game",
    "Turn",
    "add_word",
    "end_game",
    "set_starting_team",
    "game_sheet",
    "guessed",
    "miss",
    "new_round",
    "nobody",
    "turn",
    "word_in_play",
]


@dataclass(frozen=True, slots=True)
class Turn:
    """The word in play and the clue now due: who gives it, to whom, and at what value.

    ``team`` is the clue-giver's team (1 or 2), ``None`` in the three-player
    game; ``word`` is the label on the sheet (``"A3"``, ``"B5"``, ``"4"``).
    """

    word: str
    double: bool
    value: int
    clue_giver: str
    guessers: tuple[str, ...]
    team: int | None


def game_sheet(game: Game) -> GameSheet:
    """The worked-out sheet of either kind of game."""
    return team_sheet(game) if isinstance(game, TeamGame) else trio_sheet(game)


def _check(game: Game) -> Game:
    game_sheet(game)
    return game


def _trio_label(game: TrioGame, rnd: TrioRound) -> str | None:
    count = len(rnd.words)
    if game.method is Method.AMERICAN and count >= AMERICAN_WORDS:
        return None
    probe = dataclasses.replace(game, rounds=(rnd,))
    if trio_sheet(probe).rounds[0].finished:
        return None
    return str(count + 1)


def word_in_play(game: Game) -> str | None:
    """The label of the next word, or ``None`` when the round is over.

    >>> word_in_play(TeamGame(Team("a", "b"), Team("c", "d")))
    'A1'
    """
    if not game.rounds:
        return "A1" if isinstance(game, TeamGame) else "1"
    if isinstance(game, TeamGame):
        return next_word(game.method, game.rounds[-1])
    return _trio_label(game, game.rounds[-1])


def _double(game: Game, label: str) -> bool:
    number = label[1:] if isinstance(game, TeamGame) else label
    return game.method is Method.AMERICAN and number == str(AMERICAN_WORDS)


def _misses(game: Game) -> int:
    return game.rounds[-1].misses if game.rounds else 0


def turn(game: Game) -> Turn | None:
    """Who gives the next clue, to whom, and what the dial shows; ``None`` between rounds."""
    label = word_in_play(game)
    if label is None:
        return None
    misses = _misses(game)
    double = _double(game, label)
    if isinstance(game, TeamGame):
        starts = game_sheet(game).rounds[-1].starts or 1 if game.rounds else 1
        due = clue_turn(label, misses, starts)
        return Turn(label, double, due.value, game.player(due.clue_giver),
                    (game.player(due.guesser),), due.team)
    giver = game.rounds[-1].clue_giver if game.rounds else game.players[0]
    guessers = tuple(p for p in game.players if p.casefold() != giver.casefold())
    return Turn(label, double, dial_value(misses), giver, guessers, None)


def _require_word(game: Game) -> str:
    label = word_in_play(game)
    if label is None:
        rnd = game_sheet(game).rounds[-1]
        if rnd.ended_after:
            code = "wachtwoord.round_ended" if isinstance(game, TeamGame) else "wachtwoord.round_ended_trio"
            raise WachtwoordError(WACHTWOORD.say(code, round=rnd.number, word=rnd.ended_after, target=DUTCH_TARGET))
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.round_over", round=rnd.number))
    return label


def add_word(game: Game, word: TeamWord | TrioWord) -> Game:
    """Enter how the next word ended, as the scorekeeper saw it (also outside live mode).

    The word in play's missed clues are cleared: the value entered is the one
    that counts, and it cannot be above the dial they left (a word missed
    three times is worth 7 at most; Undo takes a miss back). A word after
    the round ended is refused:

    >>> from wordmastermind.core.wachtwoord.game import won
    >>> game = TeamGame(Team("a", "b"), Team("c", "d"), Method.DUTCH)
    >>> for _ in range(3):
    ...     game = add_word(game, won(1, 10))
    >>> add_word(game, won(2, 10))
    Traceback (most recent call last):
    ...
    wordmastermind.core.wachtwoord.errors.WachtwoordError: round 1 ended after A2, when a side reached 25 points; start a new round for the next word
    """
    label = _require_word(game)
    scored = word.team is not None if isinstance(word, TeamWord) else bool(word.guessers)
    misses = _misses(game)
    if scored and word.value > dial_value(misses):
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.above_dial", word=label, count=misses,
                                             value=dial_value(misses), entered=word.value))
    if isinstance(game, TeamGame):
        if not isinstance(word, TeamWord):
            raise WachtwoordError(WACHTWOORD.say("wachtwoord.team_word"))
        team_rnd = game.rounds[-1] if game.rounds else TeamRound()
        if len(team_rnd.a_words) > len(team_rnd.b_words):
            team_rnd = TeamRound(team_rnd.a_words, team_rnd.b_words + (word,))
        else:
            team_rnd = TeamRound(team_rnd.a_words + (word,), team_rnd.b_words)
        return _check(dataclasses.replace(game, rounds=(*game.rounds[:-1], team_rnd)
                                          if game.rounds else (team_rnd,)))
    if not isinstance(word, TrioWord):
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.trio_word"))
    trio_rnd = game.rounds[-1] if game.rounds else TrioRound(game.players[0])
    trio_rnd = TrioRound(trio_rnd.clue_giver, trio_rnd.words + (word,))
    return _check(dataclasses.replace(game, rounds=(*game.rounds[:-1], trio_rnd)
                                      if game.rounds else (trio_rnd,)))


def _with_misses(game: Game, misses: int) -> Game:
    if not game.rounds:
        first: TeamRound | TrioRound = (
            TeamRound(misses=misses) if isinstance(game, TeamGame)
            else TrioRound(game.players[0], misses=misses)
        )
        return _check(dataclasses.replace(game, rounds=(first,)))  # type: ignore[arg-type]
    last = dataclasses.replace(game.rounds[-1], misses=misses)
    return _check(dataclasses.replace(game, rounds=(*game.rounds[:-1], last)))  # type: ignore[arg-type]


def miss(game: Game) -> Game:
    """A clue was missed: the dial drops by one and the turn passes.

    After the tenth miss the dial is at 0: the word is over and nobody scores.

    >>> game = TeamGame(Team("a", "b"), Team("c", "d"))
    >>> for _ in range(10):
    ...     game = miss(game)
    >>> team_sheet(game).rounds[0].words[0].points, turn(game).word
    (0, 'B1')
    """
    _require_word(game)
    misses = _misses(game) + 1
    if misses < DIAL_START:
        return _with_misses(game, misses)
    return add_word(game, TeamWord(None, 0) if isinstance(game, TeamGame) else TrioWord((), 0))


def guessed(game: Game, who: int | Sequence[str] | None = None) -> Game:
    """The word was guessed at the value the dial shows now.

    In a team game ``who`` is the team (by default the team whose clue it
    was); in the three-player game the guesser's name, or both names when
    they called it out at the same moment.
    """
    due = turn(game)
    if due is None:
        _require_word(game)
        raise AssertionError("unreachable")
    if isinstance(game, TeamGame):
        team = due.team if who is None else who
        if not isinstance(team, int):
            raise WachtwoordError(WACHTWOORD.say("wachtwoord.which_team"))
        return add_word(game, TeamWord(team, due.value))
    if who is None or isinstance(who, int):
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.which_guesser"))
    names = (who,) if isinstance(who, str) else tuple(who)
    return add_word(game, TrioWord(names, due.value))


def nobody(game: Game) -> Game:
    """The word ends without a score now (a wrong form not corrected in one try)."""
    due = turn(game)
    if due is None:
        _require_word(game)
        raise AssertionError("unreachable")
    if isinstance(game, TeamGame):
        return add_word(game, TeamWord(None, due.value))
    return add_word(game, TrioWord((), due.value))


def new_round(game: Game, clue_giver: str | None = None) -> Game:
    """Start the next round; refused while the current one is still being played.

    In the three-player game the clue-giver is ``clue_giver``, by default the
    player after the last round's clue-giver.

    >>> trio = TrioGame(("Els", "Wim", "Kees"), Method.DUTCH, rounds=(
    ...     TrioRound("Els", (TrioWord(("Wim",), 10),) * 3),))
    >>> [r.clue_giver for r in new_round(trio).rounds]
    ['Els', 'Wim']
    """
    if game.rounds and word_in_play(game) is not None:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.round_not_over", round=len(game.rounds)))
    if not game.rounds:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.round_one"))
    if game_sheet(game).over:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.game_over", rounds=len(game.rounds)))
    if isinstance(game, TeamGame):
        if clue_giver is not None:
            raise WachtwoordError(WACHTWOORD.say("wachtwoord.team_order"))
        return _check(dataclasses.replace(game, rounds=(*game.rounds, TeamRound())))
    names = [p.casefold() for p in game.players]
    if clue_giver is None:
        last = names.index(game.rounds[-1].clue_giver.casefold())
        clue_giver = game.players[(last + 1) % len(names)]
    return _check(dataclasses.replace(game, rounds=(*game.rounds, TrioRound(clue_giver))))


def set_starting_team(game: TeamGame, team: int | None) -> TeamGame:
    """The game master sets which team gives the current round's first clue (``None``: alternate).

    By default the starting team alternates by round, so that the doubled
    fifth words do not always go to the same team first:

    >>> game = TeamGame(Team("a", "b"), Team("c", "d"), rounds=(TeamRound(),))
    >>> turn(set_starting_team(game, 2)).clue_giver
    'c'
    """
    rnd = game.rounds[-1] if game.rounds else TeamRound()
    rnd = dataclasses.replace(rnd, starts=team)
    return _check(dataclasses.replace(game, rounds=(*game.rounds[:-1], rnd)))  # type: ignore[return-value]


def end_game(game: Game, ended: bool = True) -> Game:
    """The game master ends the game after its last round (or takes that back).

    Refused while a round is still being played:

    >>> game = TeamGame(Team("a", "b"), Team("c", "d"), Method.DUTCH)
    >>> end_game(add_word(game, TeamWord(1, 10)))
    Traceback (most recent call last):
    ...
    wordmastermind.core.wachtwoord.errors.WachtwoordError: round 1 is not finished, so the game cannot be ended yet
    """
    if ended and not game.rounds:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.round_one"))
    return _check(dataclasses.replace(game, ended=ended))
