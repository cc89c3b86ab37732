"""RONDO's cards: letter cards, jokers and erase cards, their notation and values.

Cards are written in a short notation: ``A``-``Z`` a letter card, ``*E`` a
joker standing for E, ``-`` an erase card (wis-kaart), ``#`` a card laid face
down as an erase card (beginner variant) and ``.`` an empty slot.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from wordmastermind.core.messages import Message
from wordmastermind.core.rondo.errors import CardError, LetterValuesError
from wordmastermind.core.rondo.messages import RONDO

JOKER_VALUE = 1
ERASE_VALUE = -2
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _check_letter(letter: str, what: Message) -> str:
    if len(letter) != 1 or letter.upper() not in LETTERS:
        raise CardError(RONDO.say("rondo.card.one_letter", what=what, letter=repr(letter)))
    return letter.upper()


@dataclass(frozen=True, slots=True)
class Letter:
    """A letter card. Its value comes from the game's :class:`LetterValues`.

    >>> Letter("q")
    Letter(letter='Q')
    """

    letter: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "letter", _check_letter(self.letter, RONDO.say("rondo.card.letter")))

    def __str__(self) -> str:
        return self.letter


@dataclass(frozen=True, slots=True)
class Joker:
    """A joker, worth 1, standing for ``letter`` until it is covered."""

    letter: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "letter", _check_letter(self.letter, RONDO.say("rondo.card.joker")))

    def __str__(self) -> str:
        return f"*{self.letter}"


@dataclass(frozen=True, slots=True)
class Erase:
    """An erase card (wis-kaart), worth -2, only at the start or end of a word.

    ``face_down`` is any card laid face down as an erase card, which the
    beginner variant allows once per turn.
    """

    face_down: bool = False

    def __str__(self) -> str:
        return "#" if self.face_down else "-"


Card = Letter | Joker | Erase
Slot = Card | None


def parse_cards(text: str) -> tuple[Slot, ...]:
    """Cards in the short notation; spaces are ignored, case is not kept.

    >>> parse_cards("r*a-#.")
    (Letter(letter='R'), Joker(letter='A'), Erase(face_down=False), Erase(face_down=True), None)
    >>> parse_cards("AB*")
    Traceback (most recent call last):
    ...
    wordmastermind.core.rondo.errors.CardError: position 3: '*' (a joker) needs the letter it stands for
    """
    slots: list[Slot] = []
    chars = [c for c in text if not c.isspace()]
    i = 0
    while i < len(chars):
        char = chars[i]
        if char == "*":
            if i + 1 >= len(chars) or chars[i + 1].upper() not in LETTERS:
                raise CardError(RONDO.say("rondo.card.joker_letter", position=i + 1))
            slots.append(Joker(chars[i + 1]))
            i += 2
            continue
        if char == "-":
            slots.append(Erase())
        elif char == "#":
            slots.append(Erase(face_down=True))
        elif char == ".":
            slots.append(None)
        elif char.upper() in LETTERS and len(char) == 1:
            slots.append(Letter(char))
        else:
            raise CardError(RONDO.say("rondo.card.no_card", position=i + 1, char=repr(char)))
        i += 1
    return tuple(slots)


def cards_text(slots: Iterable[Slot]) -> str:
    """The short notation of ``slots`` (the inverse of :func:`parse_cards`)."""
    return "".join("." if s is None else str(s) for s in slots)


# The letter values of the project's Woordspel rules text ("Brettspielnetz.de:
# spelregels woordspel", Bram Schoonhoven, table "Letter / Waarde"). The RONDO
# rules text prints values on the cards but does not list them.
WOORDSPEL_VALUES: tuple[tuple[str, int], ...] = tuple(
    zip(LETTERS, (1, 3, 5, 2, 1, 5, 3, 3, 2, 6, 4, 4, 4, 1, 2, 5, 7, 2, 3, 2, 3, 4, 5, 7, 5, 5))
)


@dataclass(frozen=True, slots=True)
class LetterValues:
    """What each letter card is worth: an editable table, A-Z, whole numbers >= 0.

    >>> LetterValues().value("Q"), LetterValues().with_value("q", 10).value("Q")
    (7, 10)
    >>> LetterValues.from_mapping({"A": 1})
    Traceback (most recent call last):
    ...
    wordmastermind.core.rondo.errors.LetterValuesError: the letter values miss B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z
    """

    values: tuple[tuple[str, int], ...] = WOORDSPEL_VALUES

    def __post_init__(self) -> None:
        table: dict[str, int] = {}
        for letter, value in self.values:
            key = letter.upper()
            if len(key) != 1 or key not in LETTERS:
                raise LetterValuesError(RONDO.say("rondo.values.no_letter", letter=repr(letter)))
            if key in table:
                raise LetterValuesError(RONDO.say("rondo.values.twice", letter=key))
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise LetterValuesError(RONDO.say("rondo.values.value", letter=key, value=repr(value)))
            table[key] = value
        missing = [c for c in LETTERS if c not in table]
        if missing:
            raise LetterValuesError(RONDO.say("rondo.values.missing", letters=", ".join(missing)))
        object.__setattr__(self, "values", tuple(sorted(table.items())))

    @classmethod
    def from_mapping(cls, mapping: Mapping[str, int]) -> LetterValues:
        return cls(tuple(mapping.items()))

    def value(self, letter: str) -> int:
        key = letter.upper()
        for name, value in self.values:
            if name == key:
                return value
        raise LetterValuesError(RONDO.say("rondo.values.none_for", letter=repr(letter)))

    def with_value(self, letter: str, value: int) -> LetterValues:
        key = letter.upper()
        return LetterValues(tuple((n, value if n == key else v) for n, v in self.values))


def card_value(card: Card, values: LetterValues) -> int:
    """A card's points: its letter's value, 1 for a joker, -2 for an erase card.

    >>> [card_value(c, LetterValues()) for c in parse_cards("Q*Q-#")]
    [7, 1, -2, -2]
    """
    if isinstance(card, Letter):
        return values.value(card.letter)
    if isinstance(card, Joker):
        return JOKER_VALUE
    return ERASE_VALUE


def _is_letter(slot: Slot) -> bool:
    return isinstance(slot, (Letter, Joker))
