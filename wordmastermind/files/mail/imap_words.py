"""The words of IMAP that :mod:`~wordmastermind.files.mail.imap` reads and writes, without a connection.

FETCH answers as imaplib hands them over (:func:`fetch_answers`), UID sets
(:func:`uid_set`), INTERNALDATE and SEARCH dates in English whatever the
locale, and folder names in IMAP's modified UTF-7 (:func:`imap_utf7`).
A server's answer that is not what was asked for is skipped or, where
nothing can be made of it, an ``imaplib.IMAP4.abort``.
"""

from __future__ import annotations

import base64
import imaplib
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from typing import Any

_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_INTERNALDATE = re.compile(rb'INTERNALDATE "\s*(\d{1,2})-([A-Za-z]{3})-(\d{4}) (\d\d):(\d\d):(\d\d) ([+-])(\d\d)(\d\d)"')
_UID = re.compile(rb"[( ]UID (\d+)")
_SIZE = re.compile(rb"RFC822\.SIZE (\d+)")
_STARTS = re.compile(rb"\d+ \(")
_QUOTED_BODY = re.compile(rb'BODY\[[^\]]*\](?:<\d+>)? (?:"((?:[^"\\]|\\.)*)"|NIL)')


def search_date(day: date) -> str:
    """A date as IMAP's SEARCH takes it, in English in any locale: ``01-Dec-2026``."""
    return f"{day.day:02d}-{_MONTHS[day.month - 1]}-{day.year:04d}"


@dataclass(frozen=True, slots=True)
class FetchAnswer:
    """One message's FETCH answer: what of UID, INTERNALDATE, RFC822.SIZE and a body it holds."""

    uid: int | None
    received: datetime | None
    size: int | None
    literal: bytes | None
    """The body asked for; None where the answer has none."""


def fetch_answers(items: list[Any]) -> Iterator[FetchAnswer]:
    """The FETCH answers in imaplib's ``data``, one per message.

    imaplib gives a message with a literal as ``(prefix, literal)`` and the
    rest of its line as the next item (``b')'`` or ``b' UID 7)'``); one
    without a literal (a quoted string, NIL) as one line.

    >>> [(a.uid, a.size, a.literal) for a in fetch_answers([
    ...     (b'1 (UID 7 RFC822.SIZE 9 BODY[]<0> {4}', b'Hi!\\n'), b')', b'2 (UID 8 BODY[] NIL)',
    ...     (b'3 (RFC822.SIZE 5 BODY[]<0> {2}', b'ok'), b' UID 9)', b'4 (FLAGS (\\\\Seen))'])]
    [(7, 9, b'Hi!\\n'), (8, None, b''), (9, 5, b'ok'), (None, None, None)]
    """
    group: list[bytes] = []
    literal: bytes | None = None
    for item in items:
        if isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], bytes):
            line, data = item[0], item[1] if isinstance(item[1], bytes) else b""
        elif isinstance(item, bytes):
            line, data = item, None
        elif item is None:
            continue
        else:
            raise imaplib.IMAP4.abort(f"unexpected FETCH answer: {item!r:.100}")
        if _STARTS.match(line) and group:
            yield _answer(group, literal)
            group, literal = [], None
        group.append(line)
        if data is not None and literal is None:
            literal = data
    if group:
        yield _answer(group, literal)


def _answer(lines: list[bytes], literal: bytes | None) -> FetchAnswer:
    meta = b" ".join(lines)
    uid = _UID.search(meta)
    size = _SIZE.search(meta)
    if literal is None:  # no literal: a quoted string, NIL, or no body at all (an unasked-for answer)
        found = _QUOTED_BODY.search(meta)
        if found is not None:
            literal = re.sub(rb"\\(.)", rb"\1", found.group(1)) if found.group(1) else b""
    return FetchAnswer(int(uid.group(1)) if uid else None, internaldate(meta),
                       int(size.group(1)) if size else None, literal)


def internaldate(meta: bytes) -> datetime | None:
    """A FETCH answer's INTERNALDATE, read in any locale (``strptime``'s ``%b`` is the locale's month).

    >>> internaldate(b'1 (INTERNALDATE " 1-Dec-2026 17:59:00 +0100" UID 3)').isoformat()
    '2026-12-01T17:59:00+01:00'
    """
    found = _INTERNALDATE.search(meta)
    if found is None:
        return None
    day, month, year, hour, minute, second, sign, zone_hours, zone_minutes = (g.decode() for g in found.groups())
    if month.title() not in _MONTHS:
        return None
    offset = timedelta(hours=int(zone_hours), minutes=int(zone_minutes)) * (-1 if sign == "-" else 1)
    try:
        return datetime(int(year), _MONTHS.index(month.title()) + 1, int(day), int(hour), int(minute), int(second),
                        tzinfo=timezone(offset))
    except ValueError:  # no such day, hour or zone
        return None


def uid_set(uids: list[int]) -> str:
    """UIDs as an IMAP set, runs as ranges.

    >>> uid_set([9, 3, 4, 5, 11, 12])
    '3:5,9,11:12'
    """
    runs: list[str] = []
    start = previous = None
    for uid in sorted(uids):
        if previous is not None and uid == previous + 1:
            previous = uid
            continue
        if start is not None:
            runs.append(f"{start}:{previous}" if previous != start else str(start))
        start = previous = uid
    if start is not None:
        runs.append(f"{start}:{previous}" if previous != start else str(start))
    return ",".join(runs)


def server_said(value: object) -> str:
    """What a server answered (or imaplib said of it), as one line of at most 300 characters.

    >>> server_said("command: UID => UID command error: BAD [b'[UNAVAILABLE] not now']")
    'BAD [UNAVAILABLE] not now'
    """
    if isinstance(value, list):
        value = b" ".join(v for v in value if isinstance(v, bytes))
    text = value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
    text = re.sub(r"^(?:command: \S+ => )?(?:\S+ command error: )?", "", text)  # imaplib's own words
    text = re.sub(r"\[?\bb(['\"])(.*?)\1\]?", r"\2", text)  # and its quoted bytes
    text = "".join(c if c.isprintable() else " " for c in " ".join(text.split()))[:300]
    return text or "no reason given"


def quoted(folder: str) -> str:
    """A folder name as IMAP takes it (quoted when it has spaces or quotes)."""
    if folder and not re.search(r'[\s"\\(){%*]', folder):
        return folder
    return '"' + folder.replace("\\", "\\\\").replace('"', '\\"') + '"'


def imap_utf7(name: str) -> str:
    """A folder's name in IMAP's modified UTF-7 (RFC 3501 §5.1.3), as the server knows it.

    >>> imap_utf7("Entwürfe"), imap_utf7("Tom & Jerry"), imap_utf7("~peter/mail/台北/日本語")
    ('Entw&APw-rfe', 'Tom &- Jerry', '~peter/mail/&U,BTFw-/&ZeVnLIqe-')
    """
    out: list[str] = []
    pending: list[str] = []

    def flush() -> None:
        if pending:
            encoded = base64.b64encode("".join(pending).encode("utf-16-be")).rstrip(b"=").replace(b"/", b",")
            out.append("&" + encoded.decode("ascii") + "-")
            pending.clear()

    for char in name:
        if " " <= char <= "~":
            flush()
            out.append("&-" if char == "&" else char)
        else:
            pending.append(char)
    flush()
    return "".join(out)
