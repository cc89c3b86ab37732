"""The error hierarchy of the rules, and the problem report behind it.

Every illegal input raises a subclass of :class:`RuleError`, which is a
:class:`ValueError`, in the manner of python-chess's ``IllegalMoveError``.
Where a whole table is checked at once (a roster, a round of guesses), every
bad row is collected as a :class:`Problem` first, so that the game master sees
all of them at once rather than one per try.
"""

from __future__ import annotations

from dataclasses import dataclass

from wordmastermind.core.messages import SHARED, Message


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with one row of input.

    ``row`` is the 0-based index into the list that was checked, or ``None``
    for a problem of the whole table. ``field`` names the column at fault,
    where there is one: a :class:`~wordmastermind.core.messages.Message`
    (``field.secret``, ...), so that it is translated too. ``message`` is
    what is wrong.

    >>> str(Problem(2, field("secret"), SHARED.say("word.none")))
    'row 3, secret: no word given'
    """

    row: int | None
    field: Message | None
    message: Message

    def __str__(self) -> str:
        return str(self.as_message())

    def as_message(self) -> Message:
        """The whole line, row and field included, as a message."""
        if self.row is None and self.field is None:
            return self.message
        if self.row is None:
            return SHARED.say("problem.field", field=self.field or "", message=self.message)
        if self.field is None:
            return SHARED.say("problem.row", row=self.row + 1, message=self.message)
        return SHARED.say("problem.row_field", row=self.row + 1, field=self.field, message=self.message)


def field(code: str) -> Message:
    """The name of a column the rules check (``name``, ``secret``, ``lot``), translatable."""
    return SHARED.say(f"field.{code}")


class RuleError(ValueError):
    """Input that the rules of the game do not allow.

    Raised with a :class:`~wordmastermind.core.messages.Message` (the type
    checker refuses a plain ``str``): :attr:`message` is the message, for a
    renderer to put in the reader's language; ``str(error)`` its English.
    """

    def __init__(self, message: Message) -> None:
        super().__init__(message)
        self.message: Message = message


class WordError(RuleError):
    """A word of the wrong length or with a letter outside the alphabet."""


class PlayerNameError(RuleError):
    """A name no player can have: too long, or with a control, bidi or invisible format character."""


class SettingsError(RuleError):
    """Game settings that make no game (a word length of 1, say)."""


class TableError(RuleError):
    """A table of input (roster, round) with one or more bad rows.

    ``problems`` lists them all; the message says how many there are.
    """

    def __init__(self, what: Message, problems: list[Problem]) -> None:
        self.problems = list(problems)
        super().__init__(SHARED.say("problem.count", what=what, count=len(self.problems)))


class RosterError(TableError):
    """A roster the game cannot start with."""


class RoundError(TableError):
    """A round of guesses that breaks a rule."""


class LotError(RuleError):
    """The lot for round 1 cannot be drawn or does not fit the roster."""


class RoundOrderError(RuleError):
    """A round entered out of order, or after the game is over."""


def check_language(language: object, languages: tuple[str, ...], error: type[RuleError]) -> str:
    """``language`` if a game's reports can be written in it, else raise ``error`` saying which can.

    >>> check_language("nl", ("en", "nl"), RuleError)
    'nl'
    >>> check_language("de", ("en", "nl"), RuleError)
    Traceback (most recent call last):
    ...
    wordmastermind.core.errors.RuleError: the reports' language is one of en, nl, not 'de'
    """
    if not isinstance(language, str) or language not in languages:
        raise error(SHARED.say("language.unknown", languages=", ".join(languages), language=repr(language)))
    return language
