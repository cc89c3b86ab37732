"""RONDO's sides and who starts: one player or a team of two, and the start words."""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass

from wordmastermind.core.rondo.cards import (
    Card,
    LetterValues,
    _is_letter,
    card_value,
    cards_text,
    parse_cards,
)
from wordmastermind.core.rondo.errors import SetupError, StartError
from wordmastermind.core.rondo.holder import MIN_WORD
from wordmastermind.core.rondo.messages import RONDO
from wordmastermind.core.words import check_name


@dataclass(frozen=True, slots=True)
class Player:
    """A player; the birth date decides who starts when start words tie."""

    name: str
    born: datetime.date

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", check_name(self.name, RONDO.say("rondo.who.player"), SetupError))
        if not self.name:
            raise SetupError(RONDO.say("rondo.setup.no_name"))


@dataclass(frozen=True, slots=True)
class Side:
    """Who takes a turn and owns a column of the sheet: one player or a team of two.

    ``start_word`` is the three-letter word laid to decide who starts.
    ``name`` defaults to the members' names.

    >>> Side((Player("An", datetime.date(1990, 1, 1)), Player("Bo", datetime.date(1991, 1, 1)))).name
    'An & Bo'
    """

    members: tuple[Player, ...]
    start_word: tuple[Card, ...] = ()
    name: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "members", tuple(self.members))
        object.__setattr__(self, "start_word", tuple(self.start_word))
        members = " & ".join(m.name for m in self.members)
        if self.name.strip() and self.name.strip() != members:  # a team's own name
            object.__setattr__(self, "name", check_name(self.name, RONDO.say("rondo.who.team_name"), SetupError))
        object.__setattr__(self, "name", self.name.strip() or members)
        if len(self.members) not in (1, 2):
            code = "rondo.setup.side_size" if self.name else "rondo.setup.a_side_size"
            raise SetupError(RONDO.say(code, name=self.name, count=len(self.members)))
        if self.start_word:
            _check_start_word(self.name, self.start_word)

    @classmethod
    def solo(cls, name: str, born: datetime.date, start_word: str = "") -> Side:
        """One player, with the start word in card notation (``"R*AT"``)."""
        return cls((Player(name, born),), _start_cards(name, start_word))

    @classmethod
    def team(
        cls, first: Player, second: Player, start_word: str = "", name: str = ""
    ) -> Side:
        """A team of two, with the start word in card notation; ``name`` defaults
        to the members' names.

        >>> d = datetime.date
        >>> team = Side.team(Player("An", d(1990, 1, 1)), Player("Bo", d(1991, 1, 1)), "ZON")
        >>> team.name, cards_text(team.start_word), team.youngest_birth.year
        ('An & Bo', 'ZON', 1991)
        """
        label = name.strip() or f"{first.name} & {second.name}"
        return cls((first, second), _start_cards(label, start_word), name)

    @property
    def youngest_birth(self) -> datetime.date:
        return self.youngest.born

    @property
    def youngest(self) -> Player:
        """The youngest member: the one whose age settles a tie of start words."""
        return max(self.members, key=lambda m: m.born)


def _start_cards(name: str, start_word: str) -> tuple[Card, ...]:
    slots = parse_cards(start_word)
    cards = tuple(c for c in slots if c is not None)
    if len(cards) != len(slots):
        raise StartError(RONDO.say("rondo.start.empty_slot", name=name))
    return cards


def _check_start_word(name: str, cards: tuple[Card, ...]) -> None:
    if len(cards) != MIN_WORD or not all(_is_letter(c) for c in cards):
        raise StartError(RONDO.say("rondo.start.three_cards", name=name, count=MIN_WORD,
                                   cards=repr(cards_text(cards))))


def start_value(side: Side, values: LetterValues) -> int:
    """The value of a side's start word."""
    return sum(card_value(c, values) for c in side.start_word)


def who_starts(sides: Sequence[Side], values: LetterValues) -> int:
    """The index of the side that starts: the start word of the highest value,
    on a tie the youngest player among the tied sides. A side without a start
    word cannot begin; only when no side has one is who starts undecided.

    >>> d = datetime.date
    >>> sides = [Side.solo("Anna", d(1970, 5, 1), "RAT"), Side.solo("Bas", d(2010, 2, 3), "ART"),
    ...          Side.solo("Cor", d(1980, 1, 1), "*Z*O*O")]
    >>> who_starts(sides, LetterValues())   # RAT and ART are worth 5, *Z*O*O 3
    1
    """
    if not any(s.start_word for s in sides):
        raise StartError(RONDO.say("rondo.start.missing", names=", ".join(s.name for s in sides)))
    tied = start_tie(sides, values)
    best = start_value(sides[tied[0]], values)
    youngest = max(sides[i].youngest_birth for i in tied)
    chosen = [i for i in tied if sides[i].youngest_birth == youngest]
    if len(chosen) > 1:
        names = [sides[i].name for i in chosen]
        raise StartError(RONDO.say("rondo.start.tie", names=", ".join(names[:-1]), last=names[-1],
                                   points=best, born=youngest.isoformat()))
    return chosen[0]


def start_tie(sides: Sequence[Side], values: LetterValues) -> tuple[int, ...]:
    """The indexes of the sides whose start words share the highest value: more than one when the
    youngest player decides who starts (none while no side has a start word).

    >>> d = datetime.date
    >>> sides = [Side.solo("Anna", d(1970, 5, 1), "RAT"), Side.solo("Bas", d(2010, 2, 3), "ART"),
    ...          Side.solo("Cor", d(1980, 1, 1), "*Z*O*O")]
    >>> start_tie(sides, LetterValues()), start_tie(sides[1:], LetterValues())
    ((0, 1), (0,))
    """
    scores = [start_value(s, values) for s in sides]
    best = max((v for v, s in zip(scores, sides) if s.start_word), default=None)
    return tuple(i for i, v in enumerate(scores) if v == best and sides[i].start_word)
