"""Sending the mails by SMTP, and the SMTP password in the system keyring.

The SMTP password is never written to a file: it is asked for, or kept in
the system keyring (service ``wordmastermind-smtp``) when the user says so.
"""

from __future__ import annotations

import base64
import smtplib
import socket
import ssl
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from wordmastermind.core.messages import Message, Text
from wordmastermind.files.mail.errors import KeyringError, MailError
from wordmastermind.files.mail.message import PlayerMail
from wordmastermind.files.mail.messages import MAIL
from wordmastermind.files.messages import said

KEYRING_SERVICE = "wordmastermind-smtp"


Security = Literal["starttls", "ssl", "none"]
SECURITIES: tuple[Security, ...] = ("starttls", "ssl", "none")
DEFAULT_PORTS: Mapping[str, int] = {"starttls": 587, "ssl": 465, "none": 25}


@dataclass(frozen=True, slots=True)
class SmtpSettings:
    """Where and how to send: everything but the password."""

    host: str
    port: int = 587
    security: Security = "starttls"
    username: str | None = None
    timeout: float = 30.0
    """Seconds to wait for the server at each step."""
    bcc: str = ""
    """An address (the game master's own) that gets a blind copy of every mail; no header names it."""

    def __post_init__(self) -> None:
        check_server(self, "SMTP")


class Server(Protocol):
    """A mail server's settings: SMTP's here, IMAP's in :mod:`.imap`."""

    @property
    def host(self) -> str: ...
    @property
    def port(self) -> int: ...
    @property
    def security(self) -> Security: ...
    @property
    def username(self) -> str | None: ...


def check_server(settings: Server, what: str) -> None:
    """Tidy and check ``settings`` of a frozen dataclass (host and user stripped), or :class:`MailError`."""
    object.__setattr__(settings, "host", settings.host.strip())
    if not settings.host:
        raise MailError(MAIL.say("mail.no_server", what=what))
    if settings.security not in SECURITIES:
        raise MailError(MAIL.say("mail.security", what=what, value=repr(settings.security),
                                 choices=", ".join(SECURITIES)))
    if not 0 < settings.port < 65536:
        raise MailError(MAIL.say("mail.port", port=settings.port))
    user = (settings.username or "").strip()
    object.__setattr__(settings, "username", user or None)


Status = Literal["sent", "failed", "skipped"]


@dataclass(frozen=True, eq=False)
class SendResult:
    """What became of one player's mail."""

    mail: PlayerMail
    status: Status
    reason: Text = ""

    @property
    def name(self) -> str:
        return self.mail.name

    @property
    def sent(self) -> bool:
        return self.status == "sent"

    @property
    def failed(self) -> bool:
        return self.status == "failed"


Progress = Callable[[int, int, SendResult], None]
"""Called after each mail with (mails done, mails in all, its result)."""


class _CannotSend(Exception):
    """No mail can go out on this connection attempt (connect or login failed)."""


def _text(value: bytes | str) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else value


def _reply(code: int, message: bytes | str) -> str:
    text = " ".join(_text(message).split())
    return f"{code} {text}".strip()


def _reason(error: BaseException) -> Text:
    """What went wrong, in words a game master can act on."""
    if isinstance(error, smtplib.SMTPRecipientsRefused):
        replies = [f"{_reply(code, msg)}" for code, msg in error.recipients.values()]
        if all(_passing(code) for code, _msg in error.recipients.values()):  # greylisting, say
            return MAIL.say("mail.temporary", reply="; ".join(replies))
        return MAIL.say("mail.refused_recipient", replies="; ".join(replies))
    if isinstance(error, smtplib.SMTPResponseException) and _passing(error.smtp_code) \
            and not isinstance(error, smtplib.SMTPAuthenticationError):
        return MAIL.say("mail.temporary", reply=_reply(error.smtp_code, error.smtp_error))
    if isinstance(error, smtplib.SMTPSenderRefused):
        return MAIL.say("mail.refused_sender", sender=str(error.sender),
                        reply=_reply(error.smtp_code, error.smtp_error))
    if isinstance(error, smtplib.SMTPAuthenticationError):
        return MAIL.say("mail.login_failed", reply=_reply(error.smtp_code, error.smtp_error))
    if isinstance(error, smtplib.SMTPDataError):
        return MAIL.say("mail.refused_mail", reply=_reply(error.smtp_code, error.smtp_error))
    if isinstance(error, smtplib.SMTPServerDisconnected):
        detail = str(error)
        if detail.endswith("timed out"):  # smtplib's word for a silent server
            return MAIL.say("mail.timeout")
        return MAIL.say("mail.closed_detail", detail=detail) if detail else MAIL.say("mail.closed")
    if isinstance(error, smtplib.SMTPResponseException):
        return MAIL.say("mail.server_said", reply=_reply(error.smtp_code, error.smtp_error))
    return connection_reason(error)


def _passing(code: int) -> bool:
    """Whether an SMTP reply code says "not now" (4xx: greylisting, a full queue), not "never"."""
    return 400 <= code < 500


def connection_reason(error: BaseException) -> Text:
    """What went wrong with a connection (no server, no answer, TLS), in words a game master can act on."""
    if isinstance(error, ssl.SSLCertVerificationError):
        return MAIL.say("mail.certificate", reason=str(error.verify_message or error))
    if isinstance(error, ssl.SSLError):
        return MAIL.say("mail.tls", reason=str(error.reason or error))
    if isinstance(error, socket.gaierror):
        return MAIL.say("mail.unknown_server", reason=str(error.strerror or error))
    if isinstance(error, TimeoutError):
        return MAIL.say("mail.timeout")
    if isinstance(error, ConnectionRefusedError):
        return MAIL.say("mail.connection_refused")
    if isinstance(error, OSError):
        return MAIL.say("mail.network", reason=str(error.strerror or error))
    return said(error) or type(error).__name__


def _login(smtp: smtplib.SMTP, user: str, password: str) -> None:
    """Log in; a user or password with umlauts goes as UTF-8 (RFC 4616).

    smtplib sends only ASCII credentials, so others are sent by hand with
    PLAIN or LOGIN.
    """
    if user.isascii() and password.isascii():
        smtp.login(user, password)
        return

    def b64(data: bytes) -> str:
        return base64.b64encode(data).decode("ascii")

    mechanisms = smtp.esmtp_features.get("auth", "").upper().split()
    if "PLAIN" in mechanisms:
        code, reply = smtp.docmd("AUTH", "PLAIN " + b64(b"\0" + user.encode() + b"\0" + password.encode()))
    elif "LOGIN" in mechanisms:
        code, reply = smtp.docmd("AUTH", "LOGIN " + b64(user.encode()))
        if code == 334:
            code, reply = smtp.docmd(b64(password.encode()))
    else:
        raise smtplib.SMTPException(MAIL.say("mail.no_login_method"))
    if code != 235:
        raise smtplib.SMTPAuthenticationError(code, reply)


class _Connection:
    """One SMTP connection, opened on first use and again after it dropped."""

    def __init__(self, settings: SmtpSettings, password: str | None, context: ssl.SSLContext | None) -> None:
        self.settings = settings
        self.password = password
        self.context = context
        self.smtp: smtplib.SMTP | None = None
        self.used = False

    def _context(self) -> ssl.SSLContext:
        return self.context if self.context is not None else ssl.create_default_context()

    def ready(self) -> smtplib.SMTP:
        """A connection that answers, logged in; raises :class:`_CannotSend`."""
        if self.smtp is not None and self.used:
            try:
                code, _msg = self.smtp.noop()
                if code == 250:
                    return self.smtp
            except (smtplib.SMTPException, OSError):
                pass
            self.drop()
        if self.smtp is None:
            self.smtp = self._open()
            self.used = False
        return self.smtp

    def _open(self) -> smtplib.SMTP:
        s = self.settings
        where = f"{s.host}:{s.port}"
        smtp: smtplib.SMTP | None = None
        try:
            if s.security == "ssl":
                smtp = smtplib.SMTP_SSL(s.host, s.port, timeout=s.timeout, context=self._context())
            else:
                smtp = smtplib.SMTP(s.host, s.port, timeout=s.timeout)
            smtp.ehlo()
            if s.security == "starttls":
                if not smtp.has_extn("starttls"):
                    raise _CannotSend(MAIL.say("mail.no_starttls", where=where))
                smtp.starttls(context=self._context())
                smtp.ehlo()
            if s.username:
                if not self.password:
                    raise _CannotSend(MAIL.say("mail.no_password", user=s.username, host=s.host))
                if not smtp.has_extn("auth"):
                    raise _CannotSend(MAIL.say("mail.no_auth", where=where))
                _login(smtp, s.username, self.password)
        except BaseException as error:
            if smtp is not None:
                smtp.close()
            if isinstance(error, _CannotSend) or not isinstance(error, Exception):
                raise
            if isinstance(error, ssl.SSLError) and s.security == "ssl" and "WRONG_VERSION" in str(error):
                raise _CannotSend(MAIL.say("mail.no_ssl", where=where)) from error
            if isinstance(error, smtplib.SMTPAuthenticationError):
                raise _CannotSend(_reason(error)) from error
            raise _CannotSend(MAIL.say("mail.cannot_connect", where=where, reason=_reason(error))) from error
        return smtp

    def drop(self) -> None:
        if self.smtp is not None:
            self.smtp.close()
            self.smtp = None

    def quit(self) -> None:
        if self.smtp is not None:
            try:
                self.smtp.quit()
            except (smtplib.SMTPException, OSError):
                pass
            finally:
                self.drop()


def send_mails(
    mails: Sequence[PlayerMail],
    settings: SmtpSettings,
    password: str | None,
    *,
    progress: Progress | None = None,
    context: ssl.SSLContext | None = None,
    stop: Callable[[], bool] | None = None,
) -> list[SendResult]:
    """Send each mail on its own; a failure never stops the others.

    One connection serves all mails while it lasts; after it drops, the
    next mail opens a new one. A refused recipient fails only that mail; if
    no connection can be made or the login fails, every mail still to go
    fails with that reason. ``context`` overrides the default TLS checks
    (for a server with its own certificate authority); ``stop`` is asked
    before each mail and ends the sending when it says True (the rest fail
    as not sent).
    """
    connection = _Connection(settings, password, context)
    results: list[SendResult] = []
    fatal: Text = ""
    try:
        for mail in mails:
            result, cannot_send = _send_one(mail, connection, fatal, stop)
            if cannot_send:
                fatal = result.reason
            results.append(result)
            if progress is not None:
                progress(len(results), len(mails), result)
    finally:
        connection.quit()
    return results


def _send_one(
    mail: PlayerMail, connection: _Connection, fatal: Text, stop: Callable[[], bool] | None
) -> tuple[SendResult, bool]:
    """The result of sending ``mail``, and whether no connection could be made."""
    message = mail.message
    if message is None:
        return SendResult(mail, "skipped", mail.skipped), False
    if fatal:
        return SendResult(mail, "failed", fatal), False
    if stop is not None and stop():
        return SendResult(mail, "failed", MAIL.say("mail.stopped")), False
    try:
        smtp = connection.ready()
    except _CannotSend as error:
        return SendResult(mail, "failed", said(error)), True
    connection.used = True
    copy = connection.settings.bcc.strip()
    try:
        refused = smtp.send_message(message, to_addrs=[mail.address, *([copy] if copy else [])])
    except smtplib.SMTPServerDisconnected as error:
        connection.drop()
        return SendResult(mail, "failed", _reason(error)), False
    except smtplib.SMTPResponseException as error:
        if error.smtp_code == 421:  # the server is closing the connection
            connection.drop()
        return SendResult(mail, "failed", _reason(error)), False
    except Exception as error:  # whatever it was, the other mails still go
        connection.drop()
        return SendResult(mail, "failed", _reason(error)), False
    refused = {to: reply for to, reply in refused.items() if to == mail.address}  # a refused copy: the mail went
    if refused:
        replies = "; ".join(_reply(code, msg) for code, msg in refused.values())
        if all(_passing(code) for code, _msg in refused.values()):
            return SendResult(mail, "failed", MAIL.say("mail.temporary", reply=replies)), False
        return SendResult(mail, "failed", MAIL.say("mail.refused_recipient", replies=replies)), False
    return SendResult(mail, "sent"), False


def retry_failed(
    results: Sequence[SendResult],
    settings: SmtpSettings,
    password: str | None,
    *,
    progress: Progress | None = None,
    context: ssl.SSLContext | None = None,
    stop: Callable[[], bool] | None = None,
) -> list[SendResult]:
    """Send the failed mails of ``results`` again; the others are kept as they are.

    Returns every result, in the same order, the failed ones replaced by
    the outcome of the new attempt. ``progress`` counts only the mails sent
    again.
    """
    again = [r.mail for r in results if r.failed]
    new = iter(send_mails(again, settings, password, progress=progress, context=context, stop=stop))
    return [next(new) if r.failed else r for r in results]


# -- the password in the system keyring ---------------------------------------


class Account(Protocol):
    """Settings with a user name: an SMTP server's, or an IMAP mailbox's (whose ``service`` is its own)."""

    @property
    def username(self) -> str | None: ...


def password_from_keyring(settings: Account, service: str = KEYRING_SERVICE) -> str | None:
    """The password kept for ``settings.username``, if any (None without a keyring)."""
    if not settings.username:
        return None
    import keyring

    try:
        return keyring.get_password(service, settings.username)
    except Exception:  # a locked or broken keyring: the password is asked for instead
        return None


def keyring_problem() -> Message | None:
    """Why no password can be kept in a system keyring here, or None when one can.

    A machine without a keyring service (a server, a container, a desktop
    without one) has keyring's "fail" backend, or a chain of no backends.
    """
    try:
        import keyring
        from keyring.backends import chainer, fail

        backend = keyring.get_keyring()
    except Exception as error:  # a broken installation or configuration
        return MAIL.say("mail.keyring_unusable", error=str(error))
    if isinstance(backend, fail.Keyring) or (
        isinstance(backend, chainer.ChainerBackend) and not backend.backends
    ):
        return MAIL.say("mail.keyring_none")
    return None


def store_password_in_keyring(settings: Account, password: str, service: str = KEYRING_SERVICE) -> None:
    """Keep ``password`` for ``settings.username`` in the system keyring.

    Raises :class:`KeyringError` when there is no user or no usable keyring.
    """
    if not settings.username:
        raise KeyringError(MAIL.say("mail.keyring_no_user"))
    import keyring

    try:
        keyring.set_password(service, settings.username, password)
    except Exception as error:  # backends raise more than KeyringError
        raise KeyringError(MAIL.say("mail.keyring_keep", error=str(error))) from error


def forget_password_in_keyring(settings: SmtpSettings) -> None:
    """Remove the password kept for ``settings.username``, if there is one."""
    if not settings.username:
        return
    import keyring
    import keyring.errors

    try:
        keyring.delete_password(KEYRING_SERVICE, settings.username)
    except keyring.errors.PasswordDeleteError:
        pass
    except Exception as error:  # backends raise more than KeyringError
        raise KeyringError(MAIL.say("mail.keyring_forget", error=str(error))) from error
