"""Plus and Kringel: how a guess is marked against a secret word (rules 2.1).

A ``+`` (Plus) stands for each letter in the right place. An ``o`` (Kringel)
stands for each further letter that occurs in the secret word, counted the
Mastermind way: exact matches are taken first, and each letter of the secret
is used at most once. Marks are counts, written pluses first; they never say
which letters matched.

The rules' own example, secret SALAT:

>>> for guess in ["SAHNE", "TOLLE", "ATLAS", "SALSA"]:
...     print(guess, mark("SALAT", guess))
SAHNE ++
TOLLE +o
ATLAS ++ooo
SALSA +++o

Gustav's SAHNE earns 2 x 3 = 6 Ratepunkte, Beatrix's TOLLE 3 + 2 = 5 and
Emil's ATLAS (2 x 3) + (3 x 2) = 12:

>>> [mark("SALAT", guess).kp for guess in ["SAHNE", "TOLLE", "ATLAS"]]
[6, 5, 12]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from operator import eq
from typing import NamedTuple

from wordmastermind.core.errors import WordError
from wordmastermind.core.messages import WMM

PLUS_POINTS = 3
KRINGEL_POINTS = 2


@dataclass(frozen=True, slots=True)
class Marks:
    """The marks of one guess: how many Plus and how many Kringel.

    >>> Marks(2, 3)
    Marks(plus=2, kringel=3)
    >>> str(Marks(2, 3)), str(Marks(0, 0))
    ('++ooo', '-')
    >>> Marks.parse("++ooo") == Marks(2, 3)
    True
    """

    plus: int
    kringel: int
    kp: int = field(init=False, repr=False, compare=False)
    """Ratepunkte before weighting: 3 per Plus, 2 per Kringel."""
    count: int = field(init=False, repr=False, compare=False)
    """Plus and Kringel together: the round-1 points, one per mark."""
    text: str = field(init=False, repr=False, compare=False)
    """The marks as written: ``++ooo``, or ``-`` for none (what ``str`` gives)."""

    def __post_init__(self) -> None:
        if self.plus < 0 or self.kringel < 0:
            raise ValueError("marks cannot be negative")
        object.__setattr__(self, "kp", PLUS_POINTS * self.plus + KRINGEL_POINTS * self.kringel)
        object.__setattr__(self, "count", self.plus + self.kringel)
        object.__setattr__(self, "text", "+" * self.plus + "o" * self.kringel or "-")

    def __str__(self) -> str:
        return self.text

    @classmethod
    def parse(cls, text: str) -> Marks:
        """Read marks written as ``++ooo`` (or ``-`` for none)."""
        text = text.strip()
        if text in ("", "-"):
            return cls(0, 0)
        plus = len(text) - len(text.lstrip("+"))
        rest = text[plus:]
        if rest.strip("oO"):
            raise ValueError(f"marks {text!r}: write pluses first, then o's")
        return cls(plus, len(rest))


def mark(secret: str, guess: str) -> Marks:
    """Mark ``guess`` against ``secret``; both already normalised.

    Duplicate letters are counted once per letter of the secret:

    >>> str(mark("DREAD", "ADDED")), str(mark("ESSAY", "SEASE"))
    ('+ooo', 'oooo')

    Words of different lengths cannot be compared:

    >>> mark("SALAT", "SALATE")
    Traceback (most recent call last):
    ...
    wordmastermind.core.errors.WordError: SALATE has 6 letters, SALAT has 5
    """
    if len(secret) != len(guess):
        raise WordError(WMM.say("marks.lengths", guess=guess, guess_length=len(guess),
                                secret=secret, secret_length=len(secret)))
    plus = 0
    secret_rest: list[str] = []
    guess_rest: list[str] = []
    for secret_letter, guess_letter in zip(secret, guess):
        if secret_letter == guess_letter:
            plus += 1
        else:
            secret_rest.append(secret_letter)
            guess_rest.append(guess_letter)
    kringel = 0
    for letter in guess_rest:
        if letter in secret_rest:
            secret_rest.remove(letter)
            kringel += 1
    if plus < _CACHED and kringel < _CACHED:
        return MARKS_TABLE[plus][kringel]
    return Marks(plus, kringel)


def repeated_letters(secret: str) -> tuple[tuple[str, int], ...]:
    """Each letter ``secret`` holds more than once, with how many more times.

    >>> repeated_letters("SALAT"), repeated_letters("TISCH")
    ((('A', 1),), ())
    """
    letters = set(secret)
    if len(letters) == len(secret):
        return ()
    repeats = []
    for letter in sorted(letters):
        times = secret.count(letter)
        if times > 1:
            repeats.append((letter, times - 1))
    return tuple(repeats)


class SecretLetters(NamedTuple):
    """A secret's letters, looked at once for the marks of all the guesses at it (see :func:`marker`).

    >>> letters = secret_letters("SALAT")
    >>> sorted(letters.shared("TOLLE")), letters.repeated, sorted(letters.where.items())
    (['L', 'T'], (('A', 1),), [('L', 2), ('S', 0), ('T', 4)])
    """

    shared: Callable[[str], frozenset[str]]
    """The letters a guess shares with the secret, each once."""
    repeated: tuple[tuple[str, int], ...]
    """Each letter the secret holds more than once, with how many more times (:func:`repeated_letters`)."""
    twice: frozenset[str]
    """The letters the secret holds more than once."""
    where: Mapping[str, int]
    """Where each of the other letters stands."""


def secret_letters(secret: str) -> SecretLetters:
    repeated = repeated_letters(secret)
    twice = frozenset(letter for letter, _extra in repeated)
    where = {letter: i for i, letter in enumerate(secret) if letter not in twice}
    return SecretLetters(frozenset(secret).intersection, repeated, twice, where)


def marker(secret: str) -> Callable[[str], Marks]:
    """Marks against one ``secret``, for many guesses: what :func:`mark` gives, faster.

    The secret's letters are looked at once (:func:`secret_letters`). Each
    guess is then marked in C loops: all the matches (Plus and Kringel) as
    the letters the words share, each counted once, and more often only
    where both words hold it more than once; then, if there are any, the
    pluses: where the secret holds each shared letter once, by looking up
    where it stands, else by comparing the words letter by letter.
    (The evaluation does the same inline, for speed.)

    >>> at_salat = marker("SALAT")
    >>> [str(at_salat(guess)) for guess in ["SAHNE", "TOLLE", "ATLAS", "SALSA"]]
    ['++', '+o', '++ooo', '+++o']
    >>> str(marker("DREAD")("ADDED")), str(marker("ESSAY")("SEASE"))
    ('+ooo', 'oooo')
    """
    length = len(secret)
    shared, repeated, twice, at = secret_letters(secret)
    table = MARKS_TABLE
    nothing = table[0][0]

    def marks(guess: str) -> Marks:
        if len(guess) != length or length >= _CACHED:
            return mark(secret, guess)  # a WordError, or a word longer than any game's
        common = shared(guess)
        if not common:  # no letter in common: no Plus either
            return nothing
        matches = len(common)
        if not twice or twice.isdisjoint(common):  # each shared letter once in the secret
            plus = 0
            for letter in common:
                if guess[at[letter]] == letter:
                    plus += 1
            return table[plus][matches - plus]
        plus = sum(map(eq, secret, guess))
        for letter, extra in repeated:
            more = guess.count(letter) - 1  # found at all, it is counted once already
            if more > 0:
                matches += more if more < extra else extra
        return table[plus][matches - plus]

    return marks


_CACHED = 16
MARKS_TABLE = [[Marks(plus, kringel) for kringel in range(_CACHED)] for plus in range(_CACHED)]
"""``MARKS_TABLE[plus][kringel]``: every marks a word of up to 15 letters can get, made once."""
