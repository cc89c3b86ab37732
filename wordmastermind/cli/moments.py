"""Moments as the command line says them: in the user's language, as the players' mails word a deadline.

A deadline is said at the time entered, with its zone if one was given
(``Samstag, 12.12.2026, 18:00 Uhr (UTC+01:00)``); a moment the app recorded
(when a round opened) at this computer's time.
"""

from __future__ import annotations

from datetime import datetime


def _words(at: str) -> str:
    from wordmastermind.core.wmm.next_round import deadline_words
    from wordmastermind.files.i18n import environment_language, translation

    language = environment_language()
    return deadline_words(at, language, translation)


def deadline_said(at: str) -> str:
    """A deadline (ISO, as kept) as the round's mail says it, and its zone if one was given."""
    zoned = datetime.fromisoformat(at)
    words = _words(at)
    return words if zoned.tzinfo is None else f"{words} (UTC{zoned.isoformat(timespec='minutes')[16:]})"


def moment_said(at: str) -> str:
    """A recorded moment (ISO, with its zone) at this computer's time, in words: ``Sonntag, 29.11.2026, 17:26 Uhr``."""
    moment = datetime.fromisoformat(at)
    local = moment.astimezone() if moment.tzinfo is not None else moment
    return _words(local.replace(tzinfo=None).isoformat(timespec="minutes"))
