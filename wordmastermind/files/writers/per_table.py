"""What a writer makes of a report's table, made once for equal tables.

A report's tables are most of a writer's work, and the same tables come again and again: a run's mails carry
the players' report, and the few readers' own reports (the example's player's, a withdrawn player's:
:mod:`~wordmastermind.core.wmm.reader_reports`) differ from it in a paragraph, not in a table; a PDF's page flow
asks for a table's layout to keep a heading with it, then to set it. Tables are frozen values (hashed and
compared in C, far faster than set out), so a function of a table alone is wrapped in :func:`per_table`: its
result kept for the last :data:`KEPT` tables, a round report of a big game's (a table per player) among them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TypeVar

F = TypeVar("F", bound=Callable[..., object])

KEPT = 512
"""How many tables' results a function keeps: every table of two reports of a game of 200 players."""


def per_table(function: F) -> F:
    """``function`` (of a table and other frozen values, returning what is never changed afterwards), its
    results kept for the last :data:`KEPT` calls (thread-safe)."""
    return lru_cache(maxsize=KEPT)(function)  # type: ignore[return-value]
