"""Sending stopped by the game master: Ctrl-C, the terminal closed, the process told to end.

While mails go out, the first such signal lets the mail being sent finish and
sends no more; the rest fail as "sending was stopped", and what went out is
kept in the game's log as after any failure, with ``--only`` to send the rest.
(Killed at once, a run forgot the mails the server had taken, and running it
again sent them twice.) A second Ctrl-C stops at once.
"""

from __future__ import annotations

import signal
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import TextIO

from wordmastermind.cli.messages import CLI, spoken

_SIGNALS = ("SIGINT", "SIGTERM", "SIGHUP")
"""Ctrl-C; the process told to end; its terminal closed (not on Windows)."""


@contextmanager
def stop_asked() -> Iterator[Callable[[], bool]]:
    """While in the ``with``, whether a stop was asked for (the signals are the run's; restored after)."""
    asked: list[int] = []

    def ask(number: int, _frame: FrameType | None) -> None:
        if asked and number == signal.SIGINT:
            raise KeyboardInterrupt  # a second Ctrl-C: at once
        asked.append(number)
        say(spoken(CLI.say("cli.mail.stopping")), sys.stderr)

    before = {}
    for name in _SIGNALS:
        number = getattr(signal, name, None)
        if number is None:
            continue
        try:
            before[number] = signal.signal(number, ask)
        except ValueError:  # not the main thread: nothing to catch here
            continue
    try:
        yield lambda: bool(asked)
    finally:
        for number, handler in before.items():
            signal.signal(number, handler)


def say(line: str, stream: TextIO | None = None) -> None:
    """Print ``line`` at once (a log file gets it too when the run is ended); a terminal gone is no error."""
    try:
        print(line, file=stream if stream is not None else sys.stdout, flush=True)
    except OSError:  # the terminal closed: what went out is logged in the game all the same
        pass
