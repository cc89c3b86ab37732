"""JSON for scripts, as ``json.dumps(..., indent=2)`` writes it, but fast, and written at once.

``json.dump`` with an indent runs Python's own encoder, token by token, and
writes each token on its own: for a big game's ``evaluate --json`` that is
millions of writes, each a system call when ``PYTHONUNBUFFERED`` is set (as
in many containers and CI). :func:`print_json` writes the text of
:func:`~wordmastermind.files.json_text.dumps_indented` (the same text, made
fast) in one piece.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from wordmastermind.files.json_text import indented_parts

if TYPE_CHECKING:
    from wordmastermind.cli.errors import CommandWarning
    from wordmastermind.core.messages import Text


def print_json(value: object) -> None:
    """Write ``value`` to standard output as indented JSON and a newline, in one write."""
    parts = indented_parts(value)
    parts.append("\n")
    sys.stdout.write("".join(parts))


def said_json(text: Text) -> dict[str, Any] | None:
    """A message as scripts get it: its ``code``, its ``params`` (each as text: a message among them in English)
    and the ``text`` in the environment's language; None for no text (``""``). Text that is no message (what a
    server said) has code null and no parameters."""
    from wordmastermind.cli.messages import spoken

    if not text:
        return None
    params = getattr(text, "params", {})
    return {"code": getattr(text, "code", None), "params": {k: str(v) for k, v in params.items()},
            "text": spoken(text)}


def warnings_json(warnings: Iterable[CommandWarning | None]) -> list[dict[str, Any]]:
    """``warnings`` as scripts get them: each as :func:`said_json`, with its ``details`` so too (None is none)."""
    return [{**(said_json(w.reason) or {}), "details": [said_json(d) for d in w.details]}
            for w in warnings if w is not None]
