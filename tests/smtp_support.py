"""One local SMTP server and one in-memory keyring for the tests that send mail.

conftest.py makes fixtures of them: ``start_server`` (start servers with
options of your own, all stopped after the test), ``smtp_server`` (a plain
one) and ``memory_keyring``. What is special to one test file (its
logins, certificates, a broken keyring) stays in that file.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import keyring.backend
import keyring.errors
from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword

from wordmastermind.files.mail.smtp import SmtpSettings

HOST = "127.0.0.1"
REFUSED = "550 no such user here"
GREYLISTED = "451 4.7.1 Greylisted, please try again later"
"""The server's answer to a recipient in :attr:`Handler.refuse`."""
LOGIN_REQUIRED = "530 5.7.0 Authentication required"
START_SECONDS = 60.0
"""How long a server may take to start answering: at once on an idle machine, far longer under load."""
CLIENT_TIMEOUT = 30.0
"""The tests' clients wait so long for each answer of the local server (the app's own default)."""


# -- the SMTP server ----------------------------------------------------------


@dataclass(frozen=True)
class Received:
    """One mail as the server took it."""

    mail_from: str
    rcpt_tos: list[str]
    data: bytes
    """The message as it came over the wire."""
    peer: Any
    """The client's (host, port): a new one for each connection."""
    login: bytes | None
    """Who logged in on that connection, if anybody."""


@dataclass
class Handler:
    """A mailbox that records what it gets, and misbehaves when told to.

    ``refuse``: recipients answered with :data:`REFUSED`.
    ``drop_data_for``: recipients whose mail makes the server hang up
    before it answers (once each).
    ``close_after_each``: answer each mail, then hang up.
    ``delay``: seconds to think before accepting a mail.
    ``require_login``: no mail without AUTH first. aiosmtpd's own
    ``auth_required`` warns when AUTH is allowed without TLS (and the
    tests turn warnings into errors), so the handler asks for it instead.
    """

    refuse: set[str] = field(default_factory=set)
    greylist: set[str] = field(default_factory=set)
    """Recipients answered with :data:`GREYLISTED`: not now, try again later."""
    drop_data_for: set[str] = field(default_factory=set)
    close_after_each: bool = False
    delay: float = 0.0
    require_login: bool = False
    received: list[Received] = field(default_factory=list)
    """Appended to by the server's thread under ``lock``: read it once
    the sending is done, or use :meth:`count`, :meth:`messages`."""
    lock: threading.Lock = field(default_factory=threading.Lock)
    on_received: Callable[[int], None] | None = None
    """Called in the server's thread with the count of mails taken, as each is taken (before its answer)."""

    async def handle_MAIL(self, server: Any, session: Any, envelope: Any, address: str,
                          mail_options: list[str]) -> str:
        if self.require_login and not session.authenticated:
            return LOGIN_REQUIRED
        envelope.mail_from = address
        envelope.mail_options.extend(mail_options)
        return "250 OK"

    async def handle_RCPT(self, server: Any, session: Any, envelope: Any, address: str,
                          rcpt_options: list[str]) -> str:
        if address in self.refuse:
            return REFUSED
        if address in self.greylist:
            return GREYLISTED
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        if set(envelope.rcpt_tos) & self.drop_data_for:
            self.drop_data_for -= set(envelope.rcpt_tos)
            server.transport.close()  # the line goes dead before the reply
            return "250 never heard"
        if self.delay:
            await asyncio.sleep(self.delay)
        with self.lock:
            self.received.append(Received(envelope.mail_from, list(envelope.rcpt_tos),
                                          bytes(envelope.original_content), session.peer,
                                          session.login_data))
            count = len(self.received)
        if self.on_received is not None:
            self.on_received(count)
        if self.close_after_each:  # answer, then hang up
            await server.push("250 Message accepted for delivery")
            server.transport.close()
        return "250 Message accepted for delivery"

    def messages(self) -> list[Received]:
        with self.lock:
            return list(self.received)

    def count(self) -> int:
        with self.lock:
            return len(self.received)

    def recipients(self) -> list[str]:
        """Every recipient of every mail received, in order."""
        with self.lock:
            return [r for m in self.received for r in m.rcpt_tos]


class LocalController(Controller):
    """A controller on 127.0.0.1 and a port the system picks (no race for a free port)."""

    def _trigger_server(self) -> None:
        assert self.server is not None
        self.port = self.server.sockets[0].getsockname()[1]
        super()._trigger_server()


@dataclass
class Server:
    handler: Handler
    controller: LocalController

    @property
    def port(self) -> int:
        return int(self.controller.port)

    @property
    def address(self) -> str:
        """HOST:PORT, as the command line's ``--smtp`` takes it."""
        return f"{HOST}:{self.port}"

    def settings(self, security: str = "none", username: str | None = None,
                 timeout: float = CLIENT_TIMEOUT) -> SmtpSettings:
        return SmtpSettings(HOST, self.port, security, username, timeout)  # type: ignore[arg-type]


def start_local_server(handler: Handler | None = None, **options: Any) -> Server:
    """Start a server and wait (up to :data:`START_SECONDS`) until it answers; ``options`` go to aiosmtpd
    (TLS, AUTH, ...). Stop it with :func:`stop_local_server` after; if it does not start, it is stopped here."""
    handler = handler or Handler()
    controller = LocalController(handler, hostname=HOST, port=0, ready_timeout=START_SECONDS, **options)
    try:
        controller.start()
    except BaseException:
        stop_local_server(controller)
        raise
    return Server(handler, controller)


def stop_local_server(controller: Controller) -> None:
    """Stop the server's thread, wait for it, and close its event loop (and so its sockets), however far it got."""
    try:
        if controller._thread is not None:
            controller.stop()
    finally:
        if not controller.loop.is_running() and not controller.loop.is_closed():
            controller.loop.close()  # the thread ended before it could: it never got to run the server


def accept_login(login: str, password: str) -> Callable[..., AuthResult]:
    """An ``authenticator`` for the server that lets in this one login."""
    expected = (login.encode(), password.encode())

    def check(server: Any, session: Any, envelope: Any, mechanism: str, auth_data: Any) -> AuthResult:
        ok = isinstance(auth_data, LoginPassword) and (auth_data.login, auth_data.password) == expected
        return AuthResult(success=ok, handled=False, auth_data=auth_data)

    return check


# -- the keyring --------------------------------------------------------------


class MemoryKeyring(keyring.backend.KeyringBackend):
    """A keyring in a dict: the tests never touch the system's."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.passwords: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.passwords.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.passwords[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if (service, username) not in self.passwords:
            raise keyring.errors.PasswordDeleteError(username)
        del self.passwords[(service, username)]
