"""The error hierarchy of the rules, and the problem report behind it.

Every illegal input raises a subclass of :class:`RuleError`, which is a
:class:`ValueError`, in the manner of python-chess's ``IllegalMoveError``.
Where a whole table is checked at once (a roster, a round of guesses), every
bad row is collected as a :class:`Problem` first, so that the game master sees
all of them at once rather than one per try.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with one row of input.

    ``row`` is the 0-based index into the list that was checked, or ``None``
    for a problem of the whole table. ``field`` names the column at fault,
    where there is one.

    >>> str(Problem(2, "secret", "has 4 letters, the game needs 5"))
    'row 3, secret: has 4 letters, the game needs 5'
    """

    row: int | None
    field: str | None
    message: str

    def __str__(self) -> str:
        where = [] if self.row is None else [f"row {self.row + 1}"]
        if self.field:
            where.append(self.field)
        return f"{', '.join(where)}: {self.message}" if where else self.message


class RuleError(ValueError):
    """Input that the rules of the game do not allow."""


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

    def __init__(self, what: str, problems: list[Problem]) -> None:
        self.problems = list(problems)
        count = len(self.problems)
        noun = "problem" if count == 1 else "problems"
        super().__init__(f"{what}: {count} {noun}")


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
        raise error(f"the reports' language is one of {', '.join(languages)}, not {language!r}")
    return language
