"""The rules of RONDO, the Dutch card word game (the score sheet's side).

Source: the RONDO rules text (``shared/seeds/004_a38e77c90f659927.txt``).
Players lay cards into the slots of an extendable card holder (3 to 9 slots)
and so form a new word each turn. A turn scores the values of *all* cards
lying in the holder after it, minus 2 for each card exchanged before it.

Cards are written in a short notation: ``A``-``Z`` a letter card, ``*E`` a
joker standing for E, ``-`` an erase card (wis-kaart), ``#`` a card laid face
down as an erase card (beginner variant) and ``.`` an empty slot.

>>> values = LetterValues()        # Brettspielnetz.de's Woordspel values
>>> rat = Holder.parse("RAT")
>>> check_turn(Holder.empty(), Turn(rat))
>>> turn_points(Turn(rat), values)  # R 2 + A 1 + T 2
5

Growing the holder at the end and laying one card makes RATS; an exchange
before the turn costs 2:

>>> rats = Turn(Holder.parse("RATS"), exchanges=1)
>>> check_turn(rat, rats)
>>> turn_points(rats, values)       # 5 + S 3 - 2
6

An erase card wipes the R; it counts -2 for every player until covered:

>>> check_turn(Holder.parse("RATS"), Turn(Holder.parse("-ATS")))
>>> Holder.parse("-ATS").word, turn_points(Turn(Holder.parse("-ATS")), values)
('ATS', 4)
>>> check_turn(Holder.parse("RATS"), Turn(Holder.parse("R-TS")))
Traceback (most recent call last):
...
wordmastermind.core.rondo.rules.TurnError: slot 2: an erase card goes only at the start or end of the word, not between letters
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

from wordmastermind.core.errors import RuleError, check_language

MIN_SLOTS = 3
MAX_SLOTS = 9
MIN_WORD = 3
MIN_SIDES = 2
MAX_SIDES = 6
JOKER_VALUE = 1
ERASE_VALUE = -2
EXCHANGE_COST = 2
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
REPORT_LANGUAGES = ("en", "nl")
"""The languages a RONDO score sheet can be written in."""


class RondoError(RuleError):
    """Input that the rules of RONDO do not allow."""


class CardError(RondoError):
    """A card that does not exist (a joker for a digit, bad notation)."""


class LetterValuesError(RondoError):
    """A table of letter values that misses a letter or has a bad value."""


class HolderError(RondoError):
    """A holder with fewer than 3 or more than 9 slots."""


class TurnError(RondoError):
    """A turn that breaks a rule of word forming."""


class SetupError(RondoError):
    """Players or teams the game cannot be played with."""


class StartError(RondoError):
    """Who starts cannot be decided from the start words and ages."""


def _check_letter(letter: str, what: str) -> str:
    if len(letter) != 1 or letter.upper() not in LETTERS:
        raise CardError(f"{what} stands for one letter A-Z, not {letter!r}")
    return letter.upper()


@dataclass(frozen=True, slots=True)
class Letter:
    """A letter card. Its value comes from the game's :class:`LetterValues`.

    >>> Letter("q")
    Letter(letter='Q')
    """

    letter: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "letter", _check_letter(self.letter, "a letter card"))

    def __str__(self) -> str:
        return self.letter


@dataclass(frozen=True, slots=True)
class Joker:
    """A joker, worth 1, standing for ``letter`` until it is covered."""

    letter: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "letter", _check_letter(self.letter, "a joker"))

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
    wordmastermind.core.rondo.rules.CardError: position 3: '*' (a joker) needs the letter it stands for
    """
    slots: list[Slot] = []
    chars = [c for c in text if not c.isspace()]
    i = 0
    while i < len(chars):
        char = chars[i]
        if char == "*":
            if i + 1 >= len(chars) or chars[i + 1].upper() not in LETTERS:
                raise CardError(
                    f"position {i + 1}: '*' (a joker) needs the letter it stands for"
                )
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
            raise CardError(
                f"position {i + 1}: {char!r} is no card (A-Z, *A for a joker, - erase, "
                "# face down, . empty)"
            )
        i += 1
    return tuple(slots)


def cards_text(slots: Iterable[Slot]) -> str:
    """The short notation of ``slots`` (the inverse of :func:`parse_cards`)."""
    return "".join("." if s is None else str(s) for s in slots)


# The letter values of the project's Woordspel rules text (Brettspielnetz.de,
# shared/seeds/003_3d3e1b3afed95e53.txt, table "Letter / Waarde"). The RONDO
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
    wordmastermind.core.rondo.rules.LetterValuesError: the letter values miss B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z
    """

    values: tuple[tuple[str, int], ...] = WOORDSPEL_VALUES

    def __post_init__(self) -> None:
        table: dict[str, int] = {}
        for letter, value in self.values:
            key = letter.upper()
            if len(key) != 1 or key not in LETTERS:
                raise LetterValuesError(f"the letter values name {letter!r}, which is no letter A-Z")
            if key in table:
                raise LetterValuesError(f"the letter values give {key} twice")
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise LetterValuesError(
                    f"the value of {key} must be a whole number of at least 0, not {value!r}"
                )
            table[key] = value
        missing = [c for c in LETTERS if c not in table]
        if missing:
            raise LetterValuesError(f"the letter values miss {', '.join(missing)}")
        object.__setattr__(self, "values", tuple(sorted(table.items())))

    @classmethod
    def from_mapping(cls, mapping: Mapping[str, int]) -> LetterValues:
        return cls(tuple(mapping.items()))

    def value(self, letter: str) -> int:
        key = letter.upper()
        for name, value in self.values:
            if name == key:
                return value
        raise LetterValuesError(f"the letter values give no value for {letter!r}")

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


@dataclass(frozen=True, slots=True)
class Holder:
    """The card holder: 3 to 9 slots, left to right, each a card or empty.

    >>> Holder.parse("*RAT").word
    'RAT'
    >>> Holder.parse("ABCDEFGHIJ")
    Traceback (most recent call last):
    ...
    wordmastermind.core.rondo.rules.HolderError: the holder has at most 9 slots, not 10
    """

    slots: tuple[Slot, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "slots", tuple(self.slots))
        count = len(self.slots)
        if count > MAX_SLOTS:
            raise HolderError(f"the holder has at most {MAX_SLOTS} slots, not {count}")
        if count < MIN_SLOTS:
            raise HolderError(f"the holder has at least {MIN_SLOTS} slots, not {count}")

    @classmethod
    def parse(cls, text: str) -> Holder:
        return cls(parse_cards(text))

    @classmethod
    def empty(cls) -> Holder:
        """The closed holder before the first word: 3 empty slots."""
        return cls((None,) * MIN_SLOTS)

    @property
    def word(self) -> str:
        """The letters lying in the holder (jokers as the letter they stand for)."""
        return "".join(s.letter for s in self.slots if isinstance(s, (Letter, Joker)))

    @property
    def is_empty(self) -> bool:
        return all(s is None for s in self.slots)

    def points(self, values: LetterValues) -> int:
        """The values of all cards lying in the holder."""
        return sum(card_value(s, values) for s in self.slots if s is not None)

    def __str__(self) -> str:
        return cards_text(self.slots)


Growth = Literal["front", "end"]


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn as entered: the holder after it, or ``None`` for a skipped turn.

    ``exchanges`` counts the cards exchanged before the turn (2 points each,
    also before a skipped turn). ``grew`` says where the holder was pulled out
    by a slot; left ``None`` it is read from the cards (the side that keeps
    more cards in place, the end on a tie).
    """

    holder: Holder | None
    exchanges: int = 0
    grew: Growth | None = None

    def __post_init__(self) -> None:
        if isinstance(self.exchanges, bool) or not isinstance(self.exchanges, int) or (
            self.exchanges < 0
        ):
            raise TurnError(
                f"exchanges must be a whole number of at least 0, not {self.exchanges!r}"
            )
        if self.grew not in (None, "front", "end"):
            raise TurnError(f"the holder grows at the 'front' or the 'end', not {self.grew!r}")
        if self.holder is None and self.grew is not None:
            raise TurnError("a skipped turn does not pull out a slot")

    @classmethod
    def skipped(cls, exchanges: int = 0) -> Turn:
        """No word within the 60 seconds: a stroke on the sheet."""
        return cls(None, exchanges)

    @property
    def is_skipped(self) -> bool:
        return self.holder is None


def turn_points(turn: Turn, values: LetterValues) -> int:
    """A turn's points: every card in the holder after it, minus 2 per exchange.

    A skipped turn scores nothing, but its exchanges still cost 2 each:

    >>> turn_points(Turn.skipped(), LetterValues()), turn_points(Turn.skipped(2), LetterValues())
    (0, -4)
    """
    laid = 0 if turn.holder is None else turn.holder.points(values)
    return laid - EXCHANGE_COST * turn.exchanges


def _slot_list(numbers: Sequence[int]) -> str:
    words = [str(n) for n in numbers]
    if len(words) == 1:
        return f"slot {words[0]}"
    return f"slots {', '.join(words[:-1])} and {words[-1]}"


def _kept(previous: Holder, after: Holder, offset: int) -> list[bool]:
    """Per slot of ``after``: whether it holds the card that lay there before."""
    kept = []
    for i, slot in enumerate(after.slots):
        j = i - offset
        before = previous.slots[j] if 0 <= j < len(previous.slots) else None
        kept.append(before is not None and before == slot)
    return kept


def laid_slots(previous: Holder, turn: Turn) -> tuple[int, ...]:
    """The 1-based slots where the turn laid a card (covered or newly pulled out).

    A card equal to the one it covers cannot be told apart from leaving that
    card, so it counts as left lying.

    >>> laid_slots(Holder.parse("RAT"), Turn(Holder.parse("RATS")))
    (4,)
    >>> laid_slots(Holder.parse("RAT"), Turn(Holder.parse("BRAT")))
    (1,)
    """
    if turn.holder is None:
        return ()
    kept = _kept(previous, turn.holder, _offset(previous, turn))
    return tuple(i + 1 for i, k in enumerate(kept) if not k)


def _offset(previous: Holder, turn: Turn) -> int:
    return 1 if growth(previous, turn) == "front" else 0


def growth(previous: Holder, turn: Turn) -> Growth | None:
    """Where the turn pulled the holder out by a slot: ``turn.grew`` when it was
    entered, else read from the cards (the side that leaves more cards in
    place, the end on a tie); ``None`` when the holder did not grow by one slot.

    The slot that lay at position *i* before the turn lies at *i + 1* after a
    growth at the front.

    >>> growth(Holder.parse("RAT"), Turn(Holder.parse("BRAT")))
    'front'
    >>> growth(Holder.parse("RAT"), Turn(Holder.parse("RATS")))
    'end'
    >>> growth(Holder.parse("RAT"), Turn(Holder.parse("RAT*S"), grew="front"))
    'front'
    >>> growth(Holder.parse("RAT"), Turn(Holder.parse("ROT"))) is None
    True
    """
    if turn.holder is None or len(turn.holder.slots) != len(previous.slots) + 1:
        return None
    if turn.grew is not None:
        return turn.grew
    at_end = sum(_kept(previous, turn.holder, 0))
    at_front = sum(_kept(previous, turn.holder, 1))
    return "front" if at_front > at_end else "end"


def check_turn(previous: Holder, turn: Turn, *, beginner: bool = False) -> None:
    """Raise :class:`TurnError` unless ``turn`` may follow the holder ``previous``.

    Slots are counted 1 to 9 from the left of the holder after the turn.

    >>> check_turn(Holder.parse("RAT"), Turn(Holder.parse("BRATS")))
    Traceback (most recent call last):
    ...
    wordmastermind.core.rondo.rules.TurnError: the holder grew by 2 slots; it may grow by at most one slot per turn
    >>> check_turn(Holder.parse("RAT"), Turn(Holder.parse("-AT")))
    Traceback (most recent call last):
    ...
    wordmastermind.core.rondo.rules.TurnError: the word AT has 2 letters; a word needs at least 3
    """
    after = turn.holder
    if after is None:
        return
    before_count, count = len(previous.slots), len(after.slots)
    if previous.is_empty:
        if count != MIN_SLOTS:
            raise TurnError(
                f"the first word goes into the {MIN_SLOTS} slots of the closed holder, "
                f"not {count}"
            )
    elif count < before_count:
        raise TurnError(f"the holder cannot shrink: it had {before_count} slots, now {count}")
    elif count > before_count + 1:
        raise TurnError(
            f"the holder grew by {count - before_count} slots; "
            "it may grow by at most one slot per turn"
        )
    if turn.grew is not None and count == before_count:
        raise TurnError(f"the holder did not grow, so it did not grow at the {turn.grew}")
    empty = [i + 1 for i, s in enumerate(after.slots) if s is None]
    if empty:
        verb = "is" if len(empty) == 1 else "are"
        raise TurnError(f"{_slot_list(empty)} {verb} empty: every slot holds a card after a turn")
    laid = laid_slots(previous, turn)
    face_down = [n for n in laid if after.slots[n - 1] == Erase(face_down=True)]
    if face_down and not beginner:
        raise TurnError(
            f"slot {face_down[0]}: a card laid face down counts as an erase card "
            "only in the beginner variant"
        )
    if len(face_down) > 1:
        raise TurnError(f"{_slot_list(face_down)}: only one card per turn may be laid face down")
    letters = [i for i, s in enumerate(after.slots) if _is_letter(s)]
    if letters:
        for i in range(letters[0], letters[-1] + 1):
            if isinstance(after.slots[i], Erase):
                raise TurnError(
                    f"slot {i + 1}: an erase card goes only at the start or end of the word, "
                    "not between letters"
                )
    word = after.word
    if len(word) < MIN_WORD:
        shown = f"the word {word}" if word else "the holder holds no letter, so the word"
        raise TurnError(f"{shown} has {len(word)} letter{'s' if len(word) != 1 else ''}; "
                        f"a word needs at least {MIN_WORD}")
    if previous.is_empty:
        return
    if not laid:
        raise TurnError("no card was laid: a turn forms a new word, or is entered as skipped")
    if word == previous.word:
        raise TurnError(f"the word is still {word}: a turn must form a new word")
    offset = _offset(previous, turn)
    kept = _kept(previous, after, offset)
    if not any(k and _is_letter(s) for k, s in zip(kept, after.slots)):
        raise TurnError(
            f"no letter of the previous word {previous.word} stays: "
            "at least one must stay uncovered"
        )


@dataclass(frozen=True, slots=True)
class Player:
    """A player; the birth date decides who starts when start words tie."""

    name: str
    born: datetime.date

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", self.name.strip())
        if not self.name:
            raise SetupError("a player needs a name")


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
        object.__setattr__(self, "name", self.name.strip() or " & ".join(
            m.name for m in self.members))
        if len(self.members) not in (1, 2):
            raise SetupError(
                f"{self.name or 'a side'}: a side is one player or a team of two, "
                f"not {len(self.members)}"
            )
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
        return max(m.born for m in self.members)


def _start_cards(name: str, start_word: str) -> tuple[Card, ...]:
    slots = parse_cards(start_word)
    cards = tuple(c for c in slots if c is not None)
    if len(cards) != len(slots):
        raise StartError(f"{name}: the start word has an empty slot")
    return cards


def _check_start_word(name: str, cards: tuple[Card, ...]) -> None:
    if len(cards) != MIN_WORD or not all(_is_letter(c) for c in cards):
        raise StartError(
            f"{name}: the start word is {MIN_WORD} letter cards or jokers, "
            f"not {cards_text(cards)!r}"
        )


def start_value(side: Side, values: LetterValues) -> int:
    """The value of a side's start word."""
    return sum(card_value(c, values) for c in side.start_word)


def who_starts(sides: Sequence[Side], values: LetterValues) -> int:
    """The index of the side that starts: the start word of the highest value,
    on a tie the youngest player among the tied sides.

    >>> d = datetime.date
    >>> sides = [Side.solo("Anna", d(1970, 5, 1), "RAT"), Side.solo("Bas", d(2010, 2, 3), "ART"),
    ...          Side.solo("Cor", d(1980, 1, 1), "*Z*O*O")]
    >>> who_starts(sides, LetterValues())   # RAT and ART are worth 5, *Z*O*O 3
    1
    """
    missing = [s.name for s in sides if not s.start_word]
    if missing:
        raise StartError(f"who starts needs a start word from {', '.join(missing)}")
    scores = [start_value(s, values) for s in sides]
    best = max(scores)
    tied = [i for i, v in enumerate(scores) if v == best]
    youngest = max(sides[i].youngest_birth for i in tied)
    chosen = [i for i in tied if sides[i].youngest_birth == youngest]
    if len(chosen) > 1:
        names = " and ".join(sides[i].name for i in chosen)
        raise StartError(
            f"{names} tie at {best} points and their youngest were born on the same day "
            f"({youngest.isoformat()}): who starts cannot be decided"
        )
    return chosen[0]


@dataclass(frozen=True, slots=True)
class Game:
    """A game of RONDO as entered: sides in seating order (clockwise), the letter
    values, the beginner variant, an agreed number of rounds (or none), the
    turns in the order played, from the starting side on, and the language of
    its score sheets.
    """

    sides: tuple[Side, ...]
    values: LetterValues = field(default_factory=LetterValues)
    beginner: bool = False
    rounds: int | None = None
    turns: tuple[Turn, ...] = ()
    accepted_words: frozenset[str] = frozenset()
    """Words the word list does not know that the game master accepted (as laid, in capitals)."""
    language: str = "en"
    """The language of the game's score sheets ("en" or "nl"), whatever the app's."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "sides", tuple(self.sides))
        object.__setattr__(self, "turns", tuple(self.turns))
        object.__setattr__(self, "accepted_words", frozenset(self.accepted_words))
        check_language(self.language, REPORT_LANGUAGES, SetupError)
        count = len(self.sides)
        sizes = {len(s.members) for s in self.sides}
        teams = sizes == {2}
        if len(sizes) > 1:
            raise SetupError("either every side is one player or every side is a team of two")
        if not MIN_SIDES <= count <= MAX_SIDES:
            what = "teams" if teams else "players"
            raise SetupError(f"RONDO is played by {MIN_SIDES} to {MAX_SIDES} {what}, not {count}")
        names = [s.name.casefold() for s in self.sides]
        for i, name in enumerate(names):
            if name in names[:i]:
                raise SetupError(f"two sides are called {self.sides[i].name}")
        if self.rounds is not None and (isinstance(self.rounds, bool) or self.rounds < 1):
            raise SetupError(f"the agreed number of rounds is at least 1, not {self.rounds!r}")

    def with_turn(self, turn: Turn) -> Game:
        """The game with ``turn`` appended, if the rules allow it."""
        game = replace(self, turns=(*self.turns, turn))
        compute_sheet(game)
        return game

    def with_values(self, values: LetterValues) -> Game:
        """The game with another table of letter values: every turn is scored anew.

        The start words are scored anew too. Once turns are entered, a table
        that would let another side start is refused: the turns were played
        in the order the old values gave.

        >>> d = datetime.date
        >>> game = Game((Side.solo("Anna", d(1970, 5, 1), "ZON"),    # 8 points: Anna starts
        ...              Side.solo("Bas", d(2010, 2, 3), "ART")))    # 5 points
        >>> game = game.with_turn(Turn(Holder.parse("NOT")))
        >>> compute_sheet(game.with_values(LetterValues().with_value("N", 4))).columns[0].total
        8
        >>> game.with_values(LetterValues().with_value("Z", 0))     # ZON 3: Bas would start
        Traceback (most recent call last):
        ...
        wordmastermind.core.rondo.rules.StartError: with these letter values Bas would start instead of Anna, but the turns entered so far were played from Anna on
        """
        changed = replace(self, values=values)
        if self.turns:
            before = who_starts(self.sides, self.values)
            after = who_starts(self.sides, values)
            if after != before:
                old, new = self.sides[before].name, self.sides[after].name
                raise StartError(
                    f"with these letter values {new} would start instead of {old}, but the "
                    f"turns entered so far were played from {old} on"
                )
            compute_sheet(changed)
        return changed

    def with_accepted(self, word: str, accepted: bool = True) -> Game:
        """The game with ``word`` accepted as a word (or no longer accepted).

        The word lists have the last word only on words they know; what the
        game master accepts is remembered with the game.

        >>> game = Game((Side.solo("Anna", datetime.date(1970, 5, 1), "ZON"),
        ...              Side.solo("Bas", datetime.date(2010, 2, 3), "ART")))
        >>> sorted(game.with_accepted("zwoel").accepted_words)
        ['ZWOEL']
        """
        key = word.strip().upper()
        if not key:
            raise RondoError("there is no word to accept")
        words = self.accepted_words | {key} if accepted else self.accepted_words - {key}
        return replace(self, accepted_words=words)

    def without_last_turn(self) -> Game:
        if not self.turns:
            raise RondoError("the game has no turns to remove")
        return replace(self, turns=self.turns[:-1])

    def holder(self) -> Holder:
        """The holder as it lies now (the closed, empty holder before the first word)."""
        for turn in reversed(self.turns):
            if turn.holder is not None:
                return turn.holder
        return Holder.empty()


@dataclass(frozen=True, slots=True)
class SheetEntry:
    """One turn on the sheet: the word ('' and a stroke when skipped), points, total."""

    turn: int
    round: int
    word: str
    holder: str
    exchanges: int
    points: int
    stroke: bool
    total: int


@dataclass(frozen=True, slots=True)
class SideSheet:
    """One side's column: its turns in order, strokes and running total."""

    name: str
    start_value: int
    entries: tuple[SheetEntry, ...]

    @property
    def total(self) -> int:
        return self.entries[-1].total if self.entries else 0

    @property
    def strokes(self) -> int:
        return sum(e.stroke for e in self.entries)


@dataclass(frozen=True, slots=True)
class Sheet:
    """The score sheet, computed from the game; nothing of it is stored."""

    starter: str
    columns: tuple[SideSheet, ...]
    next_side: str | None
    over: bool

    @property
    def leaders(self) -> tuple[str, ...]:
        """The side(s) with the highest total: the winner(s) once the game is over."""
        best = max(c.total for c in self.columns)
        return tuple(c.name for c in self.columns if c.total == best)

    @property
    def winners(self) -> tuple[str, ...]:
        return self.leaders if self.over else ()


def compute_sheet(game: Game) -> Sheet:
    """Check every turn and compute the sheet.

    Turn *n* is played by the *n*-th side clockwise from the starter. A bad
    turn raises :class:`TurnError` naming the turn and the side.

    >>> d = datetime.date
    >>> game = Game((Side.solo("Anna", d(1970, 5, 1), "RAT"), Side.solo("Bas", d(2010, 2, 3), "ART")))
    >>> game = game.with_turn(Turn(Holder.parse("ZON"))).with_turn(Turn.skipped())
    >>> game = game.with_turn(Turn(Holder.parse("ZONE")))
    >>> sheet = compute_sheet(game)
    >>> sheet.starter, [(c.name, c.total, c.strokes) for c in sheet.columns]
    ('Bas', [('Anna', 0, 1), ('Bas', 17, 0)])
    >>> [(e.word, e.points, e.total) for e in sheet.columns[1].entries]
    [('ZON', 8, 8), ('ZONE', 9, 17)]
    >>> game.with_turn(Turn(Holder.parse("ZONE")))
    Traceback (most recent call last):
    ...
    wordmastermind.core.rondo.rules.TurnError: turn 4 (Anna): no card was laid: a turn forms a new word, or is entered as skipped
    """
    count = len(game.sides)
    starter = who_starts(game.sides, game.values)
    if game.rounds is not None and len(game.turns) > game.rounds * count:
        raise TurnError(
            f"turn {game.rounds * count + 1}: the game is over after the agreed "
            f"{game.rounds} rounds"
        )
    entries: list[list[SheetEntry]] = [[] for _ in game.sides]
    holder = Holder.empty()
    for number, turn in enumerate(game.turns, start=1):
        index = (starter + number - 1) % count
        side = game.sides[index]
        try:
            check_turn(holder, turn, beginner=game.beginner)
        except TurnError as error:
            raise TurnError(f"turn {number} ({side.name}): {error}") from None
        points = turn_points(turn, game.values)
        column = entries[index]
        total = (column[-1].total if column else 0) + points
        if turn.holder is not None:
            holder = turn.holder
        column.append(
            SheetEntry(
                turn=number,
                round=(number - 1) // count + 1,
                word="" if turn.holder is None else turn.holder.word,
                holder="" if turn.holder is None else str(turn.holder),
                exchanges=turn.exchanges,
                points=points,
                stroke=turn.holder is None,
                total=total,
            )
        )
    over = game.rounds is not None and len(game.turns) == game.rounds * count
    next_index = (starter + len(game.turns)) % count
    return Sheet(
        starter=game.sides[starter].name,
        columns=tuple(
            SideSheet(s.name, start_value(s, game.values), tuple(e))
            for s, e in zip(game.sides, entries)
        ),
        next_side=None if over else game.sides[next_index].name,
        over=over,
    )
