"""PASSWORD (BD2 Games): the board, the dice and the words.

Source: the PASSWORD rules text (*PASSWORD*, un jeu de Abdel Hachem, BD2
Games; a scan in French). Two dice move the pawn to one of eleven circles, 2 to 12:
eight consonant circles (2, 4, 5, 6, 8, 9, 10 and 12) and the vowel circle 7,
each with five letters, and the chance circles 3 and 11, on which any letter
may be asked.

The rules text names the letters of circle 2 only (D, W, S, N, J), so the
letters are an editable :class:`Board`, saved with the game. The default
keeps circle 2 and is marked as an assumption for the user to check against
their own board:

>>> board = Board()
>>> board.letters(2), board.letters(7), board.kind(11)
('DWSNJ', 'AEIOU', 'chance')
>>> board.assumed
True
>>> board.may_ask(2, "d"), board.may_ask(2, "E"), board.may_ask(3, "E")
(True, False, True)

The dice, with a ``random.Random`` for repeatable tests:

>>> import random
>>> roll = roll_dice(random.Random(7))
>>> roll, roll.circle
(Roll(first=3, second=2), 5)

Words are compared as the board writes them: upper case, accents dropped:

>>> password_word("Élève"), password_word("cœur")
('ELEVE', 'COEUR')
"""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass, field, replace
from typing import Literal

from wordmastermind.core.messages import Message
from wordmastermind.core.password.errors import (
    BoardError,
    PasswordError,
    PasswordWordError,
)
from wordmastermind.core.password.messages import PASSWORD

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
VOWELS = "AEIOU"
MIN_LENGTH = 2
MAX_LENGTH = 8
CIRCLE_SIZE = 5
CONSONANT_CIRCLES = (2, 4, 5, 6, 8, 9, 10, 12)
VOWEL_CIRCLE = 7
CHANCE_CIRCLES = (3, 11)
LETTER_CIRCLES = (2, 4, 5, 6, 7, 8, 9, 10, 12)
"""The circles that carry five letters (consonants and vowels)."""
CIRCLES = tuple(range(2, 13))

CircleKind = Literal["consonant", "vowel", "chance"]


# The default board. Circle 2 is the rules' own example (D, W, S, N, J); the
# rest is an assumption, built so that each circle mixes frequent and rare
# consonants as circle 2 does: every one of the 21 consonants (Y counts as a
# consonant, the vowel circle having five letters, A E I O U) lies on two
# circles, except K and W, the rarest in French, which lie on one; 19 x 2 + 2
# = 40 = 8 circles x 5 letters.
DEFAULT_CIRCLES: tuple[tuple[int, str], ...] = (
    (2, "DWSNJ"),
    (4, "RTBFX"),
    (5, "SLGVZ"),
    (6, "NMHQY"),
    (7, VOWELS),
    (8, "DRFGK"),
    (9, "TMBVJ"),
    (10, "CPQHX"),
    (12, "LCPYZ"),
)

ASSUMPTION_NOTE = (
    "The rules name only the letters of circle 2 (D, W, S, N, J). The other "
    "circles are an assumption: check them against your board and correct "
    "them. The vowel circle 7 is taken as A, E, I, O, U; Y counts as a "
    "consonant."
)


def _check_circle_number(number: object) -> int:
    if isinstance(number, bool) or not isinstance(number, int) or number not in CIRCLES:
        raise BoardError(PASSWORD.say("password.no_circle", circle=repr(number)))
    return number


@dataclass(frozen=True, slots=True)
class Board:
    """The letters of the nine lettered circles; circles 3 and 11 are chance.

    ``circles`` holds ``(number, letters)`` for 2, 4, 5, 6, 7, 8, 9, 10 and 12,
    five different letters A-Z each (a letter may lie on several circles).
    ``assumed`` says the letters are not checked against a real board yet;
    :attr:`note` then explains that to the user. ``y_vowel`` puts Y on the
    vowel circle 7 as well (Y counts as a vowel in French): the circle then
    carries its five letters and Y, which may be asked there, and a "no" to
    the circle crosses Y too. Only the option is stored, never the six letters.

    >>> Board(y_vowel=True).letters(7), Board(y_vowel=True).circles_of("Y")
    ('AEIOUY', (6, 7, 12))

    >>> Board().with_letters(4, "rtbfw").letters(4)
    'RTBFW'
    >>> Board().with_letters(4, "RTBF")
    Traceback (most recent call last):
    ...
    wordmastermind.core.password.errors.BoardError: circle 4 has 4 letters; a circle has 5
    >>> Board().with_letters(3, "ABCDE")
    Traceback (most recent call last):
    ...
    wordmastermind.core.password.errors.BoardError: circle 3 is a chance circle: it has no letters of its own
    """

    circles: tuple[tuple[int, str], ...] = DEFAULT_CIRCLES
    assumed: bool = True
    y_vowel: bool = False
    _table: dict[int, str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        table: dict[int, str] = {}
        for number, letters in self.circles:
            number = _check_circle_number(number)
            if number in CHANCE_CIRCLES:
                raise BoardError(PASSWORD.say("password.board.chance", circle=number))
            if number in table:
                raise BoardError(PASSWORD.say("password.board.twice", circle=number))
            table[number] = _check_circle_letters(number, letters)
        missing = [str(n) for n in LETTER_CIRCLES if n not in table]
        if missing:
            raise BoardError(PASSWORD.say("password.board.missing", circles=", ".join(missing)))
        object.__setattr__(self, "circles", tuple(sorted(table.items())))
        if self.y_vowel and "Y" not in table[VOWEL_CIRCLE]:
            table[VOWEL_CIRCLE] += "Y"
        table.update((n, LETTERS) for n in CHANCE_CIRCLES)
        object.__setattr__(self, "_table", table)

    @property
    def note(self) -> str:
        """What to tell the user about the letters: empty once they are checked."""
        return ASSUMPTION_NOTE if self.assumed else ""

    def letters(self, circle: int) -> str:
        """The five letters of ``circle`` (and Y on the vowel circle with :attr:`y_vowel`);
        all 26 on a chance circle."""
        try:
            return self._table[circle]
        except (KeyError, TypeError):
            _check_circle_number(circle)
            raise  # pragma: no cover - every circle 2-12 is in the table

    def kind(self, circle: int) -> CircleKind:
        _check_circle_number(circle)
        if circle in CHANCE_CIRCLES:
            return "chance"
        return "vowel" if circle == VOWEL_CIRCLE else "consonant"

    def may_ask(self, circle: int, letter: str) -> bool:
        """Whether ``letter`` may be asked when the pawn stands on ``circle``."""
        return letter.upper() in self.letters(circle)

    def circles_of(self, letter: str) -> tuple[int, ...]:
        """The lettered circles that carry ``letter``.

        >>> Board().circles_of("d"), Board().circles_of("W")
        ((2, 8), (2,))
        """
        key = letter.upper()
        return tuple(n for n in LETTER_CIRCLES if key in self._table[n])

    def own_letters(self, circle: int) -> str:
        """The five letters entered for a lettered circle (without the Y of :attr:`y_vowel`)."""
        return dict(self.circles)[circle]

    def with_y_vowel(self, on: bool = True) -> Board:
        """The board with Y on the vowel circle, or not."""
        return replace(self, y_vowel=on)

    def with_letters(self, circle: int, letters: str) -> Board:
        """The board with ``circle``'s letters replaced (``assumed`` is kept)."""
        _check_circle_number(circle)
        table = dict(self.circles)
        if circle in CHANCE_CIRCLES:
            raise BoardError(PASSWORD.say("password.board.chance", circle=circle))
        table[circle] = letters
        return replace(self, circles=tuple(table.items()))

    def checked(self) -> Board:
        """The same letters, confirmed by the user against their board."""
        return replace(self, assumed=False)


def _check_circle_letters(number: int, letters: object) -> str:
    if not isinstance(letters, str):
        raise BoardError(PASSWORD.say("password.board.text", circle=number, letters=repr(letters)))
    text = "".join(letters.split()).upper()
    bad = [c for c in text if c not in LETTERS]
    if bad:
        raise BoardError(PASSWORD.say("password.board.no_letter", circle=number, char=repr(bad[0])))
    if len(text) != CIRCLE_SIZE:
        raise BoardError(PASSWORD.say("password.board.size", circle=number, count=len(text), size=CIRCLE_SIZE))
    twice = sorted({c for c in text if text.count(c) > 1})
    if twice:
        raise BoardError(PASSWORD.say("password.board.letter_twice", circle=number, letter=twice[0]))
    return text


# -- the dice ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Roll:
    """Two dice; their sum is the circle the pawn goes to."""

    first: int
    second: int

    def __post_init__(self) -> None:
        for value in (self.first, self.second):
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
                raise PasswordError(PASSWORD.say("password.die", value=repr(value)))

    @property
    def circle(self) -> int:
        return self.first + self.second


def roll_dice(rng: random.Random) -> Roll:
    """Roll two dice with ``rng``."""
    return Roll(rng.randint(1, 6), rng.randint(1, 6))


def circle_chance(circle: int) -> float:
    """How likely two dice land on ``circle``: 6/36 for the vowel circle 7.

    >>> circle_chance(7), circle_chance(2) * 36
    (0.16666666666666666, 1.0)
    """
    _check_circle_number(circle)
    return (6 - abs(circle - 7)) / 36


# -- words ----------------------------------------------------------------------

_LIGATURES = (("Œ", "OE"), ("Æ", "AE"))


def normalize(text: str) -> str:
    """A word as the board writes it: upper case, accents dropped, Œ and Æ
    written out. Hyphens, apostrophes and other signs stay (and make the word
    unusable as a password).

    >>> normalize(" Garçon "), normalize("aujourd'hui")
    ('GARCON', "AUJOURD'HUI")
    """
    text = unicodedata.normalize("NFC", text.strip()).upper()
    for old, new in _LIGATURES:
        text = text.replace(old, new)
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def password_word(text: str, what: Message | None = None, owner: str | None = None) -> str:
    """``text`` normalised, or :class:`PasswordWordError` if it cannot be a
    password: 2 to 8 letters A-Z (no hyphen, apostrophe or space). ``what``
    names an empty one; a word of the wrong length or with a sign in it is
    said as ``owner``'s password when the password has one.

    >>> password_word("arc-en-ciel")
    Traceback (most recent call last):
    ...
    wordmastermind.core.password.errors.PasswordWordError: ARC-EN-CIEL: the rules admit no hyphenated word (a password is one word of letters A-Z)
    >>> password_word("porte-clé", owner="Bob")
    Traceback (most recent call last):
    ...
    wordmastermind.core.password.errors.PasswordWordError: Bob's password PORTE-CLE: the rules admit no hyphenated word (a password is one word of letters A-Z)
    >>> password_word("aujourd'hui", owner="Bob")
    Traceback (most recent call last):
    ...
    wordmastermind.core.password.errors.PasswordWordError: Bob's password AUJOURD'HUI: "'" is not a letter (a password is one word of letters A-Z)
    >>> password_word("A")
    Traceback (most recent call last):
    ...
    wordmastermind.core.password.errors.PasswordWordError: A has 1 letter; a password has 2 to 8
    >>> password_word("anticonstitutionnel", owner="Bob")
    Traceback (most recent call last):
    ...
    wordmastermind.core.password.errors.PasswordWordError: Bob's password ANTICONSTITUTIONNEL has 19 letters; a password has 2 to 8
    """
    word = normalize(text)
    if not word:
        raise PasswordWordError(PASSWORD.say("password.word.empty", what=what or PASSWORD.say("password.who.a_password"),
                                             least=MIN_LENGTH))
    bad = [c for c in word if c not in LETTERS]
    if bad:
        raise PasswordWordError(_not_letters(word, bad[0], owner))
    if not MIN_LENGTH <= len(word) <= MAX_LENGTH:
        if owner is not None:
            raise PasswordWordError(PASSWORD.say("password.word.length_of", name=owner, word=word, count=len(word),
                                                 least=MIN_LENGTH, most=MAX_LENGTH))
        raise PasswordWordError(PASSWORD.say("password.word.length", word=word, count=len(word), least=MIN_LENGTH,
                                             most=MAX_LENGTH))
    return word


_HYPHENS = "-\u2010\u2011"


def _not_letters(word: str, char: str, owner: str | None) -> Message:
    """Why ``word`` with ``char`` in it is no password, said as ``owner``'s when
    it has one. A hyphen is the rules' own case: "les mots à trait d'union ...
    ne sont pas admis"."""
    if char in _HYPHENS:
        if owner is not None:
            return PASSWORD.say("password.word.hyphen_of", name=owner, word=word)
        return PASSWORD.say("password.word.hyphen", word=word)
    if owner is not None:
        return PASSWORD.say("password.word.letter_of", name=owner, word=word, char=repr(char))
    return PASSWORD.say("password.word.letter", word=word, char=repr(char))


def is_password_word(text: str) -> bool:
    """Whether ``text`` normalises to a possible password (for word lists)."""
    word = normalize(text)
    return MIN_LENGTH <= len(word) <= MAX_LENGTH and all(c in LETTERS for c in word)
