"""RONDO's card holder and the turns that change it: what a turn may do and what it scores.

Source: the RONDO rules text (*RONDO*, the Dutch rules leaflet of the card
game).
Players lay cards into the slots of an extendable card holder (3 to 9 slots)
and so form a new word each turn. A turn scores the values of *all* cards
lying in the holder after it, minus 2 for each card exchanged before it.
Cards are written in the short notation of :mod:`wordmastermind.core.rondo.cards`.

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
wordmastermind.core.rondo.errors.TurnError: slot 2: an erase card goes only at the start or end of the word, not between letters
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from wordmastermind.core.messages import Message
from wordmastermind.core.rondo.cards import (
    Erase,
    Joker,
    Letter,
    LetterValues,
    Slot,
    _is_letter,
    card_value,
    cards_text,
    parse_cards,
)
from wordmastermind.core.rondo.errors import HolderError, TurnError
from wordmastermind.core.rondo.messages import RONDO

MIN_SLOTS = 3
MAX_SLOTS = 9
MIN_WORD = 3
EXCHANGE_COST = 2


@dataclass(frozen=True, slots=True)
class Holder:
    """The card holder: 3 to 9 slots, left to right, each a card or empty.

    >>> Holder.parse("*RAT").word
    'RAT'
    >>> Holder.parse("ABCDEFGHIJ")
    Traceback (most recent call last):
    ...
    wordmastermind.core.rondo.errors.HolderError: the holder has at most 9 slots, not 10
    """

    slots: tuple[Slot, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "slots", tuple(self.slots))
        count = len(self.slots)
        if count > MAX_SLOTS:
            raise HolderError(RONDO.say("rondo.holder_most", most=MAX_SLOTS, count=count))
        if count < MIN_SLOTS:
            raise HolderError(RONDO.say("rondo.holder_least", least=MIN_SLOTS, count=count))

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
            raise TurnError(RONDO.say("rondo.turn.exchanges", exchanges=repr(self.exchanges)))
        if self.grew not in (None, "front", "end"):
            raise TurnError(RONDO.say("rondo.turn.grew", grew=repr(self.grew)))
        if self.holder is None and self.grew is not None:
            raise TurnError(RONDO.say("rondo.turn.skipped_grew"))

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


def _slot_list(numbers: Sequence[int]) -> Message:
    if len(numbers) == 1:
        return RONDO.say("rondo.slot", slot=numbers[0])
    return RONDO.say("rondo.slots", first=", ".join(str(n) for n in numbers[:-1]), last=numbers[-1])


def _slot_error(code: str, numbers: Sequence[int]) -> TurnError:
    """A turn's error about ``numbers`` (1-based), which it carries as ``slots``."""
    return TurnError(RONDO.say(code, where=_slot_list(numbers), slots=tuple(numbers)))


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
    wordmastermind.core.rondo.errors.TurnError: the holder grew by 2 slots; it may grow by at most one slot per turn
    >>> check_turn(Holder.parse("RAT"), Turn(Holder.parse("-AT")))
    Traceback (most recent call last):
    ...
    wordmastermind.core.rondo.errors.TurnError: the word AT has 2 letters; a word needs at least 3
    """
    after = turn.holder
    if after is None:
        return
    before_count, count = len(previous.slots), len(after.slots)
    if previous.is_empty:
        if count != MIN_SLOTS:
            raise TurnError(RONDO.say("rondo.first_word", least=MIN_SLOTS, count=count))
    elif count < before_count:
        raise TurnError(RONDO.say("rondo.shrink", before=before_count, count=count))
    elif count > before_count + 1:
        raise TurnError(RONDO.say("rondo.grew_too_much", grown=count - before_count))
    if turn.grew is not None and count == before_count:
        raise TurnError(RONDO.say("rondo.did_not_grow", side=RONDO.say(f"rondo.side.{turn.grew}")))
    empty = [i + 1 for i, s in enumerate(after.slots) if s is None]
    if empty:
        raise _slot_error("rondo.empty" if len(empty) == 1 else "rondo.empties", empty)
    laid = laid_slots(previous, turn)
    face_down = [n for n in laid if after.slots[n - 1] == Erase(face_down=True)]
    if face_down and not beginner:
        raise _slot_error("rondo.face_down_beginner", face_down[:1])
    if len(face_down) > 1:
        raise _slot_error("rondo.face_down_once", face_down)
    letters = [i for i, s in enumerate(after.slots) if _is_letter(s)]
    if letters:
        for i in range(letters[0], letters[-1] + 1):
            if isinstance(after.slots[i], Erase):
                raise _slot_error("rondo.erase_between", [i + 1])
    word = after.word
    if len(word) < MIN_WORD:
        if word:
            raise TurnError(RONDO.say("rondo.word_short", word=word, count=len(word), least=MIN_WORD))
        raise TurnError(RONDO.say("rondo.no_letter", count=0, least=MIN_WORD))
    if previous.is_empty:
        return
    if not laid:
        raise TurnError(RONDO.say("rondo.nothing_laid"))
    if word == previous.word:
        raise TurnError(RONDO.say("rondo.same_word", word=word))
    if len(word) > len(previous.word) + 1:
        raise TurnError(RONDO.say("rondo.too_long", word=word, count=len(word), previous=previous.word,
                                  before=len(previous.word)))
    offset = _offset(previous, turn)
    kept = _kept(previous, after, offset)
    if not any(k and _is_letter(s) for k, s in zip(kept, after.slots)):
        raise TurnError(RONDO.say("rondo.nothing_stays", word=previous.word))
