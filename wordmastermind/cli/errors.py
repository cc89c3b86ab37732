"""The errors of a command that cannot be carried out (``main`` prints them in one line, exit 1 or 2), and the
warnings of one carried out all the same."""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
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


@dataclass(frozen=True)
class CommandWarning:
    """What a command warns of, and did all the same: a reason, and a line each of what it warns of (the
    secret words the word lists do not know). Said on stderr (:func:`warn`); ``--json`` gives it as data
    (:func:`~wordmastermind.cli.json_output.warnings_json`)."""

    reason: Text
    details: Sequence[Text] = field(default=())


def warn(warnings: Iterable[CommandWarning | None]) -> None:
    """Say each of ``warnings`` on stderr, "warning: " before it, each of its details on a line of its own under
    it; None is nothing to say."""
    from wordmastermind.cli.messages import CLI, spoken

    for warning in warnings:
        if warning is not None:
            print(spoken(CLI.say("cli.warning", warning=warning.reason)), file=sys.stderr)
            for detail in warning.details:
                print("  " + spoken(detail), file=sys.stderr)
