"""The errors of a command that cannot be carried out (``main`` prints them in one line, exit 1 or 2)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from wordmastermind.core.messages import Text


class CommandError(Exception):
    """A command that cannot be carried out: a reason, and the rows at fault.

    ``reason`` and ``details`` are messages (said in the environment's
    language), or text that is none (what the system or a server said).
    """

    exit_code = 1

    def __init__(self, reason: Text, details: Sequence[Text] = ()) -> None:
        super().__init__(reason)
        self.reason = reason
        self.details = list(details)


class UsageError(CommandError):
    """A command line that asks for what cannot be (an option naming no player): exit 2, as argparse's refusals."""

    exit_code = 2
