"""A mail's date as the game master or a player reads it, in their language.

English keeps the mail's own header form (``Mon, 30 Nov 2026 11:00:00 +0000``);
German, Dutch and French write the day first in their usual numeric form
(``30.11.2026 11:00``, ``30-11-2026 11:00``, ``30/11/2026 11:00``). Either
way the time is the mail's own, as its sender's clock gave it. A round's
deadline is written as every mail and report writes it, with its weekday
(:func:`~wordmastermind.core.wmm.next_round.deadline_words`).
"""

from __future__ import annotations

from datetime import datetime

_FORMATS = {"de": "%d.%m.%Y %H:%M", "nl": "%d-%m-%Y %H:%M", "fr": "%d/%m/%Y %H:%M"}


def mail_date(when: datetime, language: str) -> str:
    """``when`` (a mail's date) written for a reader of ``language``.

    >>> at = datetime.fromisoformat("2026-11-30T11:00:00+00:00")
    >>> mail_date(at, "de"), mail_date(at, "fr")
    ('30.11.2026 11:00', '30/11/2026 11:00')
    >>> mail_date(at, "en")
    'Mon, 30 Nov 2026 11:00:00 +0000'
    """
    pattern = _FORMATS.get(language)
    if pattern is not None:
        return when.strftime(pattern)
    from email.utils import format_datetime  # email's modules (15 ms) only for an English mail date

    return format_datetime(when)


_SHORT = {"en": "%d %b %Y %H:%M", **_FORMATS}


def local_date(when: datetime, language: str) -> str:
    """``when`` in this computer's time zone, as a reader of ``language`` writes a date and time in a list.

    >>> at = datetime.fromisoformat("2026-12-02T09:03:00+00:00")
    >>> local_date(at, "de") == at.astimezone().strftime("%d.%m.%Y %H:%M")
    True
    >>> local_date(at, "en") == at.astimezone().strftime("%d %b %Y %H:%M")
    True
    """
    local = when.astimezone()
    if language == "en":  # the month's name in English whatever the C library's locale
        months = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
        return f"{local.day:02d} {months[local.month - 1]} {local.year} {local.hour:02d}:{local.minute:02d}"
    return local.strftime(_SHORT.get(language, _SHORT["en"]))
