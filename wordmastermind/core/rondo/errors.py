"""The errors of RONDO: input that its rules do not allow, by kind."""

from __future__ import annotations

from typing import TYPE_CHECKING

from wordmastermind.core.errors import RuleError

if TYPE_CHECKING:
    from wordmastermind.core.messages import Message


class RondoError(RuleError):
    """Input that the rules of RONDO do not allow."""


class CardError(RondoError):
    """A card that does not exist (a joker for a digit, bad notation)."""


class LetterValuesError(RondoError):
    """A table of letter values that misses a letter or has a bad value."""


class HolderError(RondoError):
    """A holder with fewer than 3 or more than 9 slots."""


class TurnError(RondoError):
    """A turn that breaks a rule of word forming.

    ``turn`` is the 1-based number of the turn at fault where a whole game's
    turns are checked (:func:`~wordmastermind.core.rondo.sheet.compute_sheet`),
    as data: a reader places the error by it, never by the message's text.
    """

    def __init__(self, message: Message, turn: int | None = None) -> None:
        super().__init__(message)
        self.turn = turn


class SetupError(RondoError):
    """Players or teams the game cannot be played with."""


class StartError(RondoError):
    """Who starts cannot be decided from the start words and ages."""
