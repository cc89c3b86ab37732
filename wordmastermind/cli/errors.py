"""The error of a command that cannot be carried out (``main`` prints it in one line, exit 1)."""

from __future__ import annotations

from collections.abc import Sequence


class CommandError(Exception):
    """A command that cannot be carried out: a reason, and the rows at fault."""

    def __init__(self, reason: str, details: Sequence[str] = ()) -> None:
        super().__init__(reason)
        self.details = list(details)
