"""PASSWORD: the errors of the rules, one place for the whole hierarchy.

Every refusal is a :class:`PasswordError`, a
:class:`~wordmastermind.core.errors.RuleError` and so a :class:`ValueError`;
the message says why, and names the entry when an entry of the log is at
fault (``entry 7 (Anna asks Bob): for Bob, D is already crossed (entry 3)``).

>>> issubclass(AnsweredError, QuestionError), issubclass(PasswordWordError, WordError)
(True, True)
"""

from __future__ import annotations

from wordmastermind.core.errors import RuleError, WordError


class PasswordError(RuleError):
    """Input that the rules of PASSWORD do not allow."""


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
