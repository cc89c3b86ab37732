"""The error of Wachtwoord: input that its rules do not allow."""

from __future__ import annotations

from wordmastermind.core.errors import RuleError


class WachtwoordError(RuleError):
    """Wachtwoord input that the rules do not allow."""
