"""PASSWORD: the errors of the rules, one place for the whole hierarchy.

Every refusal is a :class:`PasswordError`, a
:class:`~wordmastermind.core.errors.RuleError` and so a :class:`ValueError`;
the message says why, and names the entry when an entry of the log is at
fault (``entry 7 (Anna asks Bob): for Bob, D is already crossed (entry 3)``).

>>> issubclass(AnsweredError, QuestionError), issubclass(PasswordWordError, WordError)
(True, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wordmastermind.core.errors import RuleError, WordError

if TYPE_CHECKING:
    from wordmastermind.core.messages import Message


class PasswordError(RuleError):
    """Input that the rules of PASSWORD do not allow.

    ``entry`` is the 1-based number of the log's entry at fault where a whole
    log is played (:func:`~wordmastermind.core.password.play.play`), as data:
    a reader places the error by it, never by the message's text.
    """

    def __init__(self, message: Message, entry: int | None = None) -> None:
        super().__init__(message)
        self.entry = entry


class BoardError(PasswordError):
    """A board definition that is not a PASSWORD board."""


class PasswordWordError(PasswordError, WordError):
    """A word that cannot be a password: too short, too long, not letters A-Z."""


class SetupError(PasswordError):
    """Players, teams or settings the game cannot be played with."""


class LogError(PasswordError):
    """An entry that is malformed whatever the game (a letter "AB", position 0)."""


class TurnError(PasswordError):
    """An entry out of turn: another player's turn, a pass with questions left,
    anything after the game is over."""


class QuestionError(PasswordError):
    """A question the rules do not allow: oneself, a player who is out, a letter
    not on the rolled circle."""


class AnsweredError(QuestionError):
    """A question whose answer is on the grid already; asking it again only
    fishes for a yes, which the rules forbid."""


class AnswerError(PasswordError):
    """An answer the game cannot take: a missing or impossible position, or one
    that contradicts the recorded password."""


class ConflictError(AnswerError):
    """An answer that contradicts what earlier answers revealed."""


class CorrectionError(PasswordError):
    """A correction of an entry that has no answer to correct."""
