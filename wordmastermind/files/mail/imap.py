"""Reading the players' mails from an IMAP mailbox, read-only, as much of it as the round needs.

:func:`fetch_mails` asks the server for the mails that arrived since a time
(``UID SEARCH SINCE``), reads their heads alone (sender, date, id,
subject), and the text only of those the caller wants (a player's): a
mailbox of thousands of mails costs what the round's few cost. Of a mail
at most :data:`~wordmastermind.files.mail.inbound.MAX_BYTES` are fetched.

The folder is opened with EXAMINE and every message fetched with
``BODY.PEEK``: nothing in the mailbox changes, not even a message's
\\Seen flag. A user, password or folder with umlauts works: the login goes
as UTF-8 (``AUTHENTICATE PLAIN``, RFC 4616), the folder's name in IMAP's
modified UTF-7 (:func:`imap_utf7`). The whole fetch has a deadline: a
server that answers slowly, byte by byte, is cut off when it passes.
Whatever the server does, the fetch ends in mails or in one
:class:`~wordmastermind.files.mail.errors.MailboxError`.

The password is never written to a file: it is asked for, taken from an
environment variable, or kept in the system keyring (service
``wordmastermind-imap``) as the SMTP password is.
"""

from __future__ import annotations

import imaplib
import socket
import ssl
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any, cast

from wordmastermind.core.messages import Message, Text
from wordmastermind.files.mail.errors import MailboxError
from wordmastermind.files.mail.imap_words import (fetch_answers, imap_utf7, quoted, search_date, server_said,
                                                  uid_set)
from wordmastermind.files.mail.messages import MAIL
from wordmastermind.files.mail.smtp import Security, check_server, connection_reason

if TYPE_CHECKING:
    from wordmastermind.core.wmm.intake import InMail

KEYRING_SERVICE = "wordmastermind-imap"
SSL_PORT = 993
HEAD_FIELDS = "FROM DATE MESSAGE-ID SUBJECT"
"""The header fields fetched of every mail: what decides whether its text is read."""
_HEAD_CHUNK = 500
"""Heads fetched per FETCH command."""
_BODY_CHUNK = 100
_BODY_BATCH_BYTES = 8 * 1024 * 1024
"""Mails fetched in full per FETCH command: at most so many, of at most so many bytes together."""
_LITERAL_SLACK = 65_536


@dataclass(frozen=True, slots=True)
class ImapSettings:
    """Where the mailbox is and how to reach it: everything but the password."""

    host: str
    port: int = SSL_PORT
    security: Security = "ssl"
    username: str | None = None
    timeout: float = 30.0
    """How long the server may stay silent (each connect and read); the whole fetch has its own deadline."""

    def __post_init__(self) -> None:
        check_server(self, "IMAP")

    @property
    def where(self) -> str:
        return f"{self.host}:{self.port}"


@dataclass(frozen=True)
class Fetched:
    """What :func:`fetch_mails` read."""

    mails: list[InMail]
    """Every mail that arrived (INTERNALDATE) at or after ``since`` (all mails when ``since`` is None), oldest
    first: read in full where ``wanted``, else its head alone (``text == ""``)."""
    before: int
    """How many mails of the folder arrived before ``since`` (not read at all)."""


def fetch_mails(settings: ImapSettings, password: str, folder: str = "INBOX",
                context: ssl.SSLContext | None = None, *,
                since: datetime | None = None, wanted: Callable[[InMail], bool] | None = None,
                progress: Callable[[int, int], None] | None = None,
                stop: Callable[[], bool] | None = None, timeout: float = 120.0) -> Fetched | None:
    """The mails of ``folder`` that arrived at or after ``since``; :class:`MailboxError` with one line on any failure.

    Each mail's head is read; ``wanted(head)`` says whether its text is read
    too (None: every mail's). ``progress(done, total)`` is told after each
    batch of mails (``total`` grows when the heads show how many texts are
    wanted); ``stop()`` true before a batch ends the reading: None then.
    ``timeout`` is the deadline in seconds for everything, from connecting
    to logging out. A ``since`` without a zone is taken as UTC.
    """
    deadline = _Deadline(timeout)
    try:
        client = _connect(settings, context, deadline)
        try:
            return _fetch(client, settings, password, folder, since, wanted, progress, stop, deadline)
        except imaplib.IMAP4.abort:
            bye = client.untagged_responses.get("BYE")
            if bye and not deadline.over():  # the server ended the session (going down, say), saying why
                said = server_said(bye[-1])
                raise MailboxError(MAIL.say("mail.imap_bye", where=settings.where, reason=said), "server",
                                   said) from None
            raise
        finally:
            _logout(client)
    except MailboxError:
        if deadline.over():
            raise _timed_out(settings, timeout) from None
        raise
    except (OSError, imaplib.IMAP4.error) as error:  # abort is an error too
        if deadline.over():
            raise _timed_out(settings, timeout) from None
        raise _fault(settings, error) from None
    finally:
        deadline.close()


def _fetch(client: imaplib.IMAP4, settings: ImapSettings, password: str, folder: str, since: datetime | None,
           wanted: Callable[[InMail], bool] | None, progress: Callable[[int, int], None] | None,
           stop: Callable[[], bool] | None, deadline: _Deadline) -> Fetched | None:
    from wordmastermind.files.mail.inbound import MAX_BYTES, MAX_HEAD, in_head, in_mail

    _login(client, settings, password)
    try:
        typ, data = client.select(quoted(imap_utf7(folder)), readonly=True)  # EXAMINE: read-only
    except imaplib.IMAP4.abort:
        raise
    except imaplib.IMAP4.error as error:  # BAD
        data, typ = [str(error).encode()], "BAD"
    if typ != "OK":
        raise MailboxError(MAIL.say("mail.imap_folder", folder=repr(folder), reason=server_said(data)), "folder",
                           server_said(data))
    exists = _number(data)

    def stopped(done: int, total: int) -> bool:
        if progress is not None:
            progress(done, total)
        deadline.check()
        return stop is not None and stop()

    # the heads: of the mails since `since` (by UID), or of all (by sequence number)
    batches: list[tuple[bool, str, int]] = []  # by UID, which, how many
    if since is None:
        for first in range(1, exists + 1, _HEAD_CHUNK):
            last = min(first + _HEAD_CHUNK - 1, exists)
            batches.append((False, f"{first}:{last}", last - first + 1))
    else:
        since = since if since.tzinfo is not None else since.replace(tzinfo=timezone.utc)
        uids = _search_since(client, since)
        for first in range(0, len(uids), _HEAD_CHUNK):
            chunk = uids[first : first + _HEAD_CHUNK]
            batches.append((True, uid_set(chunk), len(chunk)))
    total = sum(count for _by_uid, _which, count in batches)
    heads: dict[int, tuple[int | None, InMail, bool]] = {}  # by UID: size, head, wanted
    done = 0
    what = f"(UID INTERNALDATE RFC822.SIZE BODY.PEEK[HEADER.FIELDS ({HEAD_FIELDS})]<0.{MAX_HEAD}>)"
    for by_uid, which, count in batches:
        if stopped(done, total + sum(1 for _size, _head, want in heads.values() if want)):
            return None
        for found in fetch_answers(_fetch_command(client, by_uid, which, what)):
            if found.uid is None or found.literal is None or found.uid in heads:
                continue  # not an answer to this FETCH (a flag changed, say)
            head = in_head(found.literal, found.received, found.size)
            if since is None or head.received >= since:
                heads[found.uid] = (found.size, head, wanted is None or wanted(head))
        done += count
    ordered = sorted(heads.items(), key=lambda item: (item[1][1].received, item[0]))
    before = max(0, exists - len(heads)) if since is not None else 0

    # the texts of the wanted ones
    full: dict[int, InMail] = {}
    to_read = [(uid, size, head) for uid, (size, head, want) in ordered if want]
    done, total = total, total + len(to_read)
    for batch in _body_batches(to_read, MAX_BYTES):
        if stopped(done, total):
            return None
        asked = {uid: (size, head) for uid, size, head in batch}
        items = _fetch_command(client, True, uid_set(list(asked)), f"(UID BODY.PEEK[]<0.{MAX_BYTES}>)")
        for found in fetch_answers(items):
            if found.uid in asked and found.literal is not None and found.uid not in full:
                size, head = asked[found.uid]
                full[found.uid] = in_mail(found.literal, head.received, size=size)
        done += len(batch)
    if progress is not None:
        progress(total, total)
    return Fetched([full.get(uid, head) for uid, (_size, head, _want) in ordered], before)


def _search_since(client: imaplib.IMAP4, since: datetime) -> list[int]:
    """The UIDs of the mails that may have arrived at or after ``since``.

    IMAP's SINCE is a date in the server's own zone: a day earlier is
    asked for, and the exact time is judged by each mail's INTERNALDATE.
    """
    day = (since.astimezone(timezone.utc) if since.tzinfo else since).date() - timedelta(days=1)
    typ, data = client.uid("SEARCH", "SINCE", search_date(day))
    if typ != "OK":
        raise imaplib.IMAP4.error(f"{typ} {server_said(data)}")
    uids: set[int] = set()
    for line in data:
        if line is None:  # no SEARCH answer at all: no mail
            continue
        if not isinstance(line, bytes):
            raise imaplib.IMAP4.abort(f"unexpected SEARCH answer: {line!r:.100}")
        for word in line.split():
            if not word.isdigit():
                raise imaplib.IMAP4.abort(f"unexpected SEARCH answer: {line!r:.100}")
            uids.add(int(word))
    return sorted(uids)


def _fetch_command(client: imaplib.IMAP4, by_uid: bool, which: str, what: str) -> list[Any]:
    if by_uid:
        typ, items = client.uid("FETCH", which, what)
    else:
        typ, items = client.fetch(which, what)
    if typ != "OK":
        raise imaplib.IMAP4.error(f"{typ} {server_said(items)}")
    return list(items)


def _body_batches(heads: list[tuple[int, int | None, InMail]],
                  most: int) -> Iterator[list[tuple[int, int | None, InMail]]]:
    batch: list[tuple[int, int | None, InMail]] = []
    size = 0
    for item in heads:
        item_size = min(item[1] if item[1] is not None else most, most)
        if batch and (len(batch) >= _BODY_CHUNK or size + item_size > _BODY_BATCH_BYTES):
            yield batch
            batch, size = [], 0
        batch.append(item)
        size += item_size
    if batch:
        yield batch


def _number(data: list[Any]) -> int:
    try:
        return max(0, int(data[0]))
    except (IndexError, TypeError, ValueError):
        return 0


# -- connecting, logging in and out ---------------------------------------------------------------


class _Deadline:
    """The fetch's deadline: when it passes, the connection is shut down, whatever the server is doing.

    A socket's timeout is for each read; a server that sends a byte every
    few seconds never trips it. A thread waits for the deadline instead.
    """

    def __init__(self, seconds: float) -> None:
        self.at = time.monotonic() + max(0.0, seconds)
        self.passed = False
        self._socket: socket.socket | None = None
        self._lock = threading.Lock()
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="imap-deadline", daemon=True)
        self._thread.start()

    def left(self) -> float:
        return max(0.0, self.at - time.monotonic())

    def watch(self, sock: socket.socket) -> None:
        with self._lock:
            self._socket = sock
            if self.passed:
                _cut_off(sock)

    def over(self) -> bool:
        """Whether the deadline has passed: also when a socket's timeout (capped at what was left) saw it
        first, before the deadline's thread woke up."""
        if not self.passed and not self.left():
            self.passed = True
        return self.passed

    def check(self) -> None:
        if self.over():
            raise TimeoutError("deadline")

    def close(self) -> None:
        self._done.set()
        self._thread.join()

    def _watch(self) -> None:
        if self._done.wait(self.left()):
            return
        with self._lock:
            self.passed = True
            if self._socket is not None:
                _cut_off(self._socket)


def _cut_off(sock: socket.socket) -> None:
    """Shut ``sock`` down: a read waiting in another thread returns at once (an SSL socket's too)."""
    try:
        socket.socket.shutdown(sock, socket.SHUT_RDWR)  # the plain socket's: SSLSocket's own drops its state
    except OSError:
        pass


class _Imap(imaplib.IMAP4):
    """A connection that the deadline can cut off from its very first read, and that reads no huge literal."""

    def __init__(self, deadline: _Deadline, host: str, port: int, timeout: float, **options: Any) -> None:
        self._deadline = deadline
        super().__init__(host, port, timeout=timeout, **options)

    def open(self, host: str = "", port: int | None = None, timeout: float | None = None) -> None:
        super().open(host, port or 143, timeout)  # the port is always given: 143 is never used
        self._deadline.watch(self.sock)

    def read(self, size: int) -> bytes:
        """A literal of ``size`` bytes; of one larger than any fetch asks for, its beginning (the rest is dropped)."""
        from wordmastermind.files.mail.inbound import MAX_BYTES

        most = MAX_BYTES + _LITERAL_SLACK
        data = cast(bytes, self.file.read(min(size, most)))
        left = size - len(data)
        while left > 0 and len(data) == most:
            skipped = cast(bytes, self.file.read(min(left, 65_536)))
            if not skipped:
                break
            left -= len(skipped)
        return data


class _ImapSsl(_Imap, imaplib.IMAP4_SSL):
    pass


def _connect(settings: ImapSettings, context: ssl.SSLContext | None, deadline: _Deadline) -> imaplib.IMAP4:
    timeout = max(0.001, min(settings.timeout, deadline.left()))
    try:
        client: imaplib.IMAP4
        if settings.security == "ssl":
            client = _ImapSsl(deadline, settings.host, settings.port, timeout,
                              ssl_context=context or ssl.create_default_context())
            return client
        client = _Imap(deadline, settings.host, settings.port, timeout)
    except (OSError, imaplib.IMAP4.error) as error:
        raise _unreachable(settings, error) from None
    if settings.security == "starttls":
        try:
            client.starttls(context or ssl.create_default_context())
            deadline.watch(client.sock)  # the TLS socket took the plain one's place
        except (OSError, imaplib.IMAP4.error) as error:
            _close(client)
            raise MailboxError(MAIL.say("mail.imap_starttls", where=settings.where, reason=_reason(error)), "tls",
                               _reason(error)) from None
    return client


def _login(client: imaplib.IMAP4, settings: ImapSettings, password: str) -> None:
    """Log in: ``AUTHENTICATE PLAIN`` in UTF-8 where the server offers it or the login has umlauts, else LOGIN."""
    user = settings.username or ""
    try:
        if "AUTH=PLAIN" in client.capabilities or not (user.isascii() and password.isascii()):
            plain = b"\0" + user.encode("utf-8") + b"\0" + password.encode("utf-8")
            client.authenticate("PLAIN", lambda _challenge: plain)
        else:
            client.login(user, password)
    except imaplib.IMAP4.abort:
        raise
    except imaplib.IMAP4.error as error:
        raise MailboxError(MAIL.say("mail.imap_login", where=settings.where, user=str(settings.username),
                                    reason=server_said(error)), "login", server_said(error)) from None


def _logout(client: imaplib.IMAP4) -> None:
    try:
        client.logout()
    except (OSError, imaplib.IMAP4.error):
        _close(client)


def _close(client: imaplib.IMAP4) -> None:
    try:
        client.shutdown()
    except (OSError, ValueError):
        pass


# -- what went wrong ------------------------------------------------------------------------------


def _timed_out(settings: ImapSettings, seconds: float) -> MailboxError:
    return MailboxError(MAIL.say("mail.imap_timeout", where=settings.where, seconds=f"{seconds:g}"), "timeout",
                        f"{seconds:g} s")


def _fault(settings: ImapSettings, error: BaseException) -> MailboxError:
    """A failure after the connection stood: a refused command, a dropped connection, an unreadable answer."""
    if isinstance(error, TimeoutError):
        return MailboxError(MAIL.say("mail.imap_server", where=settings.where, reason=connection_reason(error)),
                            "timeout", connection_reason(error))
    detail = _reason(error)
    if isinstance(error, OSError) or (isinstance(error, imaplib.IMAP4.abort) and "EOF" in str(error)):
        return MailboxError(MAIL.say("mail.imap_dropped", where=settings.where), "server", detail)
    if isinstance(error, imaplib.IMAP4.abort) or "got more than" in str(error):
        return MailboxError(MAIL.say("mail.imap_garbled", where=settings.where, reason=detail), "server", detail)
    return MailboxError(MAIL.say("mail.imap_fetch", reason=detail), "server", detail)


def _unreachable(settings: ImapSettings, error: BaseException) -> MailboxError:
    reason = _reason(error)
    return MailboxError(MAIL.say("mail.imap_server", where=settings.where, reason=reason), _kind(error), reason)


def _kind(error: BaseException) -> str:
    if isinstance(error, ssl.SSLError):
        return "tls"
    if isinstance(error, TimeoutError):
        return "timeout"
    return "unreachable" if isinstance(error, OSError) else "server"


def _reason(error: BaseException) -> Text:
    if isinstance(error, OSError):
        return connection_reason(error)
    return server_said(error)
