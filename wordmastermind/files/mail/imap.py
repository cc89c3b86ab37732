"""Reading the players' mails from an IMAP mailbox, read-only.

The folder is opened with EXAMINE and every message fetched with
``BODY.PEEK[]``: nothing in the mailbox changes, not even a message's
\\Seen flag. The password is never written to a file: it is asked for,
taken from an environment variable, or kept in the system keyring
(service ``wordmastermind-imap``) as the SMTP password is.
"""

from __future__ import annotations

import imaplib
import re
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from wordmastermind.core.wmm.intake import InMail
from wordmastermind.files.mail.errors import MailboxError
from wordmastermind.files.mail.messages import MAIL
from wordmastermind.files.mail.smtp import Security, check_server, connection_reason

KEYRING_SERVICE = "wordmastermind-imap"
SSL_PORT = 993
_CHUNK = 200
"""Messages fetched per FETCH command."""
_INTERNALDATE = re.compile(rb'INTERNALDATE "([^"]+)"')


@dataclass(frozen=True, slots=True)
class ImapSettings:
    """Where the mailbox is and how to reach it: everything but the password."""

    host: str
    port: int = SSL_PORT
    security: Security = "ssl"
    username: str | None = None
    timeout: float = 30.0

    def __post_init__(self) -> None:
        check_server(self, "IMAP")

    @property
    def where(self) -> str:
        return f"{self.host}:{self.port}"


def fetch_mails(settings: ImapSettings, password: str, folder: str = "INBOX",
                context: ssl.SSLContext | None = None, *,
                progress: Callable[[int, int], None] | None = None,
                stop: Callable[[], bool] | None = None) -> list[InMail] | None:
    """Every mail in ``folder``, oldest first; :class:`MailboxError` with one line on any failure.

    ``progress(done, total)`` is told after each batch of mails; ``stop()``
    true before a batch ends the reading: None then.
    """
    from wordmastermind.files.mail.inbound import in_mail

    client = _connect(settings, context)
    try:
        try:
            client.login(settings.username or "", password)
        except imaplib.IMAP4.error as error:
            raise MailboxError(MAIL.say("mail.imap_login", where=settings.where, user=str(settings.username),
                                        reason=_said(error)), "login", _said(error)) from None
        typ, data = client.select(_quoted(folder), readonly=True)  # EXAMINE: read-only
        if typ != "OK":
            raise MailboxError(MAIL.say("mail.imap_folder", folder=repr(folder), reason=_said(data)), "folder",
                               _said(data))
        typ, data = client.uid("SEARCH", "ALL")
        uids = data[0].split() if typ == "OK" and data and data[0] else []
        mails: list[InMail] = []
        for start in range(0, len(uids), _CHUNK):
            if stop is not None and stop():
                return None
            if progress is not None:
                progress(start, len(uids))
            chunk = b",".join(uids[start : start + _CHUNK]).decode()
            typ, items = client.uid("FETCH", chunk, "(INTERNALDATE BODY.PEEK[])")
            if typ != "OK":
                raise MailboxError(MAIL.say("mail.imap_fetch", reason=_said(items)), "server", _said(items))
            for item in items:
                if isinstance(item, tuple):
                    mails.append(in_mail(item[1], _received(item[0])))
        if progress is not None:
            progress(len(uids), len(uids))
        return mails
    except (OSError, imaplib.IMAP4.abort) as error:
        raise _unreachable(settings, error) from None
    finally:
        try:
            client.logout()
        except (OSError, imaplib.IMAP4.error):
            pass


def _connect(settings: ImapSettings, context: ssl.SSLContext | None) -> imaplib.IMAP4:
    try:
        if settings.security == "ssl":
            context = context or ssl.create_default_context()
            return imaplib.IMAP4_SSL(settings.host, settings.port, ssl_context=context, timeout=settings.timeout)
        client = imaplib.IMAP4(settings.host, settings.port, timeout=settings.timeout)
    except (OSError, imaplib.IMAP4.error) as error:
        raise _unreachable(settings, error) from None
    if settings.security == "starttls":
        try:
            client.starttls(context or ssl.create_default_context())
        except (OSError, imaplib.IMAP4.error) as error:
            try:
                client.shutdown()
            except OSError:
                pass
            raise MailboxError(MAIL.say("mail.imap_starttls", where=settings.where, reason=_reason(error)), "tls",
                               _reason(error)) from None
    return client


def _unreachable(settings: ImapSettings, error: BaseException) -> MailboxError:
    reason = _reason(error)
    return MailboxError(MAIL.say("mail.imap_server", where=settings.where, reason=reason), _kind(error), reason)


def _kind(error: BaseException) -> str:
    if isinstance(error, ssl.SSLError):
        return "tls"
    return "unreachable" if isinstance(error, OSError) else "server"


def _reason(error: BaseException) -> str:
    if isinstance(error, OSError):
        return connection_reason(error)
    return _said(error)


def _said(value: object) -> str:
    """A server's answer as one line of text."""
    if isinstance(value, list):
        value = b" ".join(v for v in value if isinstance(v, bytes))
    text = value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
    if text.startswith("b'") or text.startswith('b"'):  # imaplib's errors quote the bytes
        text = text[2:-1]
    return " ".join(text.split()) or "no reason given"


def _quoted(folder: str) -> str:
    """A folder name as IMAP takes it (quoted when it has spaces or quotes)."""
    if folder and not re.search(r'[\s"\\(){%*]', folder):
        return folder
    return '"' + folder.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _received(header: bytes) -> datetime | None:
    found = _INTERNALDATE.search(header)
    if found is None:
        return None
    try:
        return datetime.strptime(found.group(1).decode().strip(), "%d-%b-%Y %H:%M:%S %z")
    except ValueError:
        return None
