"""A round's deadline: a date and a time, as the game master enters it, and whether a mail came after it.

The game file keeps the text as entered (:attr:`Game.deadlines
<wordmastermind.core.wmm.game.Game.deadlines>`); this module reads it. A
deadline without a time zone is the local time of the computer that reads
the mails.

>>> parse_deadline("2026-12-01T18:00+01:00").isoformat()
'2026-12-01T18:00:00+01:00'
>>> parse_deadline("2026-12-01")
Traceback (most recent call last):
...
wordmastermind.core.errors.SettingsError: deadline '2026-12-01': give a date and a time, e.g. 2026-12-01T18:00
"""

from __future__ import annotations

import re
from datetime import datetime, tzinfo

from wordmastermind.core.errors import SettingsError
from wordmastermind.core.messages import WMM

EXAMPLE = "2026-12-01T18:00"


_WRITTEN_RIGHT = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)?$")
"""A deadline written as it should be (whether or not the day and the time are there)."""


def parse_deadline(text: str) -> datetime:
    """The moment ``text`` names (aware, local time where it names no zone), or :class:`SettingsError`."""
    clean = text.strip()
    if len(clean) <= 10:  # a date alone: midnight at its start or its end? Said, not guessed
        raise SettingsError(WMM.say("deadline.no_time", deadline=repr(text), example=EXAMPLE))
    try:
        moment = datetime.fromisoformat(clean)
    except ValueError:
        code = "deadline.no_such" if _WRITTEN_RIGHT.match(clean) else "deadline.format"  # 2026-02-30T18:00
        raise SettingsError(WMM.say(code, deadline=repr(text), example=EXAMPLE)) from None
    return moment if moment.tzinfo is not None else moment.astimezone()


def normal_deadline(text: str) -> str:
    """The deadline as the game file keeps it: read once to refuse nonsense, to the minute.

    >>> normal_deadline(" 2026-12-01 18:00 ")
    '2026-12-01T18:00'
    """
    parse_deadline(text)  # the errors
    return datetime.fromisoformat(text.strip()).isoformat(timespec="minutes")


def is_late(deadline: str, sent: datetime) -> bool:
    """Whether a mail sent at ``sent`` (aware) came after ``deadline``; no deadline: never."""
    return bool(deadline) and sent > parse_deadline(deadline)


def deadline_zone(deadline: str) -> tzinfo | None:
    """The time zone a deadline was entered with (``2026-12-01T18:00+01:00``), if it was; else None.

    The round's mails say the deadline as it was entered; whatever lists mails' times beside it (a receipt,
    ``inbox``) gives them in the same zone, so that "your mail of 18:30 came after the deadline, 18:00" holds
    however the computer's clock is set. None (no zone, no deadline, or one that cannot be read): the
    computer's own zone, which is what a deadline without a zone means.

    >>> deadline_zone("2026-12-01T18:00+01:00")
    datetime.timezone(datetime.timedelta(seconds=3600))
    >>> deadline_zone("2026-12-01T18:00") is None, deadline_zone("") is None, deadline_zone("soon") is None
    (True, True, True)
    """
    try:
        return datetime.fromisoformat(deadline).tzinfo if deadline else None
    except ValueError:
        return None
