"""A game of Wachtwoord as entered: the method, the dial, the players and the rounds.

The teams (or the three players), and for each round the words in the order
played, with who got them and the dial value then. The scorekeeper enters
only what happened; :mod:`wordmastermind.core.wachtwoord.sheet` computes the rest.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from wordmastermind.core.errors import check_language
from wordmastermind.core.messages import Message
from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.messages import WACHTWOORD
from wordmastermind.core.words import check_name, name_key

DIAL_START = 10
AMERICAN_WORDS = 5
DUTCH_TARGET = 25
REPORT_LANGUAGES = ("en", "nl")
"""The languages a Wachtwoord score sheet can be written in."""


class Method(Enum):
    """How a round is played."""

    AMERICAN = "american"  # five words per list, the fifth (*) counts double
    DUTCH = "dutch"  # until a side has at least 25 points; nothing doubles


class WinnerBy(Enum):
    """What decides the game; the players choose before they start."""

    POINTS = "points"
    ROUNDS = "rounds"


def _check_value(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= DIAL_START:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.dial_value", value=repr(value)))
    return value


def _check_name(name: object, what: Message | None = None) -> str:
    if not isinstance(name, str) or not name.strip():
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.name_empty", name=repr(name)))
    if what is None:
        what = WACHTWOORD.say("wachtwoord.who.player")
    return check_name(name, what, WachtwoordError)


def _check_distinct(names: Sequence[str]) -> None:
    seen: set[str] = set()
    for name in names:
        if name_key(name) in seen:
            raise WachtwoordError(WACHTWOORD.say("wachtwoord.name_twice", name=repr(name)))
        seen.add(name_key(name))


def _check_agreed(rounds: object) -> None:
    if rounds is not None and (isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 1):
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.agreed_rounds", rounds=repr(rounds)))


def _check_misses(misses: object) -> None:
    if isinstance(misses, bool) or not isinstance(misses, int) or not 0 <= misses < DIAL_START:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.misses_in_play", misses=repr(misses)))


def dial_value(misses: int) -> int:
    """What the dial shows after ``misses`` missed clues (10, 9, ..., 0).

    >>> dial_value(0), dial_value(2), dial_value(10)
    (10, 8, 0)
    >>> dial_value(11)
    Traceback (most recent call last):
    ...
    wordmastermind.core.wachtwoord.errors.WachtwoordError: a word has at most 10 missed clues, not 11
    """
    if isinstance(misses, bool) or not isinstance(misses, int) or misses < 0:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.misses_negative", misses=repr(misses)))
    if misses > DIAL_START:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.misses_most", misses=misses))
    return DIAL_START - misses


# ---------------------------------------------------------------- the input


@dataclass(frozen=True, slots=True)
class Team:
    """A team (ploeg): its A-player and its B-player."""

    a_player: str
    b_player: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "a_player", _check_name(self.a_player, WACHTWOORD.say("wachtwoord.who.a_player")))
        object.__setattr__(self, "b_player", _check_name(self.b_player, WACHTWOORD.say("wachtwoord.who.b_player")))


@dataclass(frozen=True, slots=True)
class TeamWord:
    """How one password ended: the team that got it (None: nobody) and the dial value then.

    >>> TeamWord(3, 5)
    Traceback (most recent call last):
    ...
    wordmastermind.core.wachtwoord.errors.WachtwoordError: the team must be 1, 2 or null (nobody), not 3
    """

    team: int | None
    value: int

    def __post_init__(self) -> None:
        if self.team is not None and (isinstance(self.team, bool) or self.team not in (1, 2)):
            raise WachtwoordError(WACHTWOORD.say("wachtwoord.team", team=repr(self.team)))
        _check_value(self.value)
        if self.team is not None and self.value == 0:
            raise WachtwoordError(WACHTWOORD.say("wachtwoord.zero_wins"))


def won(team: int, value: int) -> TeamWord:
    """Team ``team`` got the word with the dial at ``value``."""
    return TeamWord(team, value)


def missed(value: int = 0) -> TeamWord:
    """Nobody got the word (ten misses, or a wrong form not corrected)."""
    return TeamWord(None, value)


@dataclass(frozen=True, slots=True)
class TeamRound:
    """One round: the A-list words and the B-list words, each in list order.

    They are played A1, B1, A2, B2, ..., so the A-list is never behind the
    B-list and at most one word ahead of it.
    """

    a_words: tuple[TeamWord, ...] = ()
    b_words: tuple[TeamWord, ...] = ()
    misses: int = 0
    """Missed clues so far on the next word, while it is being played (live mode)."""
    starts: int | None = None
    """The team that gives the round's first clue, as the game master set it;
    ``None``: the other team than the round before (team 1 in round 1)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "a_words", tuple(self.a_words))
        object.__setattr__(self, "b_words", tuple(self.b_words))
        _check_misses(self.misses)
        if self.starts is not None and (isinstance(self.starts, bool) or self.starts not in (1, 2)):
            raise WachtwoordError(WACHTWOORD.say("wachtwoord.starts", team=repr(self.starts)))


@dataclass(frozen=True, slots=True)
class TeamGame:
    """A game for four (or five, with a game leader who does not score)."""

    team1: Team
    team2: Team
    method: Method = Method.AMERICAN
    winner_by: WinnerBy = WinnerBy.POINTS
    rounds: tuple[TeamRound, ...] = ()
    leader: str = ""
    language: str = "en"
    """The language of the game's score sheets ("en" or "nl"), whatever the app's."""
    agreed_rounds: int | None = None
    """The number of rounds agreed before the game (``None``: none agreed)."""
    ended: bool = False
    """The game master ended the game after its last round."""

    def __post_init__(self) -> None:
        _check_agreed(self.agreed_rounds)
        object.__setattr__(self, "rounds", tuple(self.rounds))
        object.__setattr__(self, "leader", check_name(self.leader, WACHTWOORD.say("wachtwoord.who.leader"), WachtwoordError))
        check_language(self.language, REPORT_LANGUAGES, WachtwoordError)
        names = [self.team1.a_player, self.team2.a_player, self.team1.b_player, self.team2.b_player]
        _check_distinct(names + ([self.leader] if self.leader else []))

    def player(self, role: str) -> str:
        """The name behind a role: ``"1A"``, ``"1B"``, ``"2A"`` or ``"2B"``."""
        team = {"1": self.team1, "2": self.team2}.get(role[:1])
        if team is None or role[1:] not in ("A", "B"):
            raise WachtwoordError(WACHTWOORD.say("wachtwoord.role", role=repr(role)))
        return team.a_player if role[1:] == "A" else team.b_player


@dataclass(frozen=True, slots=True)
class TrioWord:
    """Three-player game: who called out the word first (two if at the same moment)."""

    guessers: tuple[str, ...]
    value: int

    def __post_init__(self) -> None:
        names = tuple(_check_name(n, WACHTWOORD.say("wachtwoord.who.guesser")) for n in self.guessers)
        object.__setattr__(self, "guessers", names)
        _check_value(self.value)
        if len(names) > 2:
            raise WachtwoordError(WACHTWOORD.say("wachtwoord.guessers", count=len(names)))
        if len({name_key(n) for n in names}) < len(names):
            raise WachtwoordError(WACHTWOORD.say("wachtwoord.guesser_twice", name=repr(names[0])))
        if names and self.value == 0:
            raise WachtwoordError(WACHTWOORD.say("wachtwoord.zero_wins"))


@dataclass(frozen=True, slots=True)
class TrioRound:
    """A three-player round: who gives the clues, and the words in the order played."""

    clue_giver: str
    words: tuple[TrioWord, ...] = ()
    misses: int = 0
    """Missed clues so far on the next word, while it is being played (live mode)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "clue_giver", _check_name(self.clue_giver, WACHTWOORD.say("wachtwoord.who.clue_giver")))
        object.__setattr__(self, "words", tuple(self.words))
        _check_misses(self.misses)


@dataclass(frozen=True, slots=True)
class TrioGame:
    """The variant for three: one clue-giver, two guessers who score for themselves."""

    players: tuple[str, str, str]
    method: Method = Method.AMERICAN
    winner_by: WinnerBy = WinnerBy.POINTS
    rounds: tuple[TrioRound, ...] = ()
    language: str = "en"
    """The language of the game's score sheets ("en" or "nl"), whatever the app's."""
    agreed_rounds: int | None = None
    """The number of rounds agreed before the game (``None``: none agreed)."""
    ended: bool = False
    """The game master ended the game after its last round."""

    def __post_init__(self) -> None:
        _check_agreed(self.agreed_rounds)
        check_language(self.language, REPORT_LANGUAGES, WachtwoordError)
        if len(self.players) != 3:
            raise WachtwoordError(WACHTWOORD.say("wachtwoord.trio_players", count=len(self.players)))
        names = tuple(_check_name(n, WACHTWOORD.say("wachtwoord.who.player_number", number=i)) for i, n in enumerate(self.players, 1))
        _check_distinct(names)
        object.__setattr__(self, "players", names)
        object.__setattr__(self, "rounds", tuple(self.rounds))
