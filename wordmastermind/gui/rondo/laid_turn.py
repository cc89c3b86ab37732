"""The turn being laid in the RONDO card holder, as the holder editor keeps it.

What the game master laid so far: the cards in the slots, where the holder
was pulled out this turn, the slot typing goes to, a joker waiting for its
letter, and why the last action or the notation was refused. Whether the
turn follows the rules is the core's to say
(:func:`~wordmastermind.core.rondo.holder.check_turn`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, TypeAlias

from wordmastermind.core.rondo.cards import Erase, LetterValues
from wordmastermind.core.rondo.cards import Slot as CardSlot
from wordmastermind.core.rondo.errors import RondoError
from wordmastermind.core.rondo.holder import Growth, Holder, Turn, check_turn, growth

if TYPE_CHECKING:
    from wordmastermind.core.messages import Message, MessageOrEmpty, Text

FACE_DOWN = Erase(face_down=True)
"""A card laid face down (an erase card in the beginner variant)."""


@dataclass(frozen=True)
class Refusal:
    """An action the holder editor refused; :func:`~wordmastermind.gui.rondo.holder_texts.notice_text` says why."""

    reason: Literal["face down", "face down twice", "closed", "grown", "full", "not grown", "no card"]
    detail: object = None
    """What the sentence names: a slot, a side, the character typed."""


Notice: TypeAlias = "Text | BaseException | Refusal"
"""Why the last action was refused ("": it was not), made into a sentence when shown."""


class LaidTurn:
    """The cards laid on the holder :attr:`previous` in this turn."""

    def __init__(self) -> None:
        self.previous = Holder.empty()
        self.values = LetterValues()
        self.beginner = False
        self.context: object = None
        self.slots: list[CardSlot] = list(self.previous.slots)
        self.grew: Growth | None = None  # where the holder was pulled out, when done here
        self.current = 0
        self.pending_joker = False
        self.touched = False
        self.notice: Notice = ""  # why the last action was refused; until the next edit
        self.notation_error: MessageOrEmpty = ""  # why the notation field cannot be read

    def reset(self) -> None:
        """Start the turn again: the holder as it lies."""
        self.slots = list(self.previous.slots)
        self.grew = None
        self.current = 0
        self.pending_joker = False
        self.touched = False
        self.notice = ""
        self.notation_error = ""

    def turn(self, exchanges: int) -> Turn:
        """The turn as laid; raises RondoError when the notation cannot be read."""
        if self.notation_error:
            raise RondoError(self.notation_error)
        return Turn(Holder(tuple(self.slots)), exchanges, self.entered_growth())

    def problem(self, exchanges: int) -> Message | None:
        """Why the turn cannot be played as it lies, or None."""
        if self.notation_error:
            return self.notation_error
        try:
            check_turn(self.previous, self.turn(exchanges), beginner=self.beginner)
        except RondoError as error:
            return error.message
        return None

    def entered_growth(self) -> Growth | None:
        grown = len(self.slots) == len(self.previous.slots) + 1
        return self.grew if grown else None

    def offset(self) -> int:
        """How far the previous cards moved right (1 after pulling out a front slot)."""
        try:
            turn = Turn(Holder(tuple(self.slots)), 0, self.entered_growth())
        except RondoError:
            return 0
        return 1 if growth(self.previous, turn) == "front" else 0

    def before(self, index: int) -> CardSlot:
        """The card that lay in slot ``index`` before the turn (None in a new slot)."""
        j = index - self.offset()
        return self.previous.slots[j] if 0 <= j < len(self.previous.slots) else None

    def grown(self) -> bool:
        return not self.previous.is_empty and len(self.slots) > len(self.previous.slots)
