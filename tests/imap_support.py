"""A real IMAP server for the tests that read guesses from a mailbox: pymap's in-memory backend.

conftest.py makes a fixture of it: ``imap_server`` starts
``pymap --host 127.0.0.1 --port P --no-tls dict --demo-data --demo-user U
--demo-password P`` as a process of its own on a free port, waits until it
lets the user in (up to :data:`START_SECONDS`: a loaded machine starts a
Python process slowly), and stops it (and waits for it) after the test.
Every connection a helper opens is closed whatever happens, a logout that
times out too: a socket left open would fail a later test with a
ResourceWarning. The demo data
leaves four mails from strangers in INBOX (friend@example.com,
corp@example.com), as any real mailbox has. Mails are put in with
:meth:`ImapServer.append`, through ``imaplib`` like any mail client, or
thousands at once with :meth:`ImapServer.append_many` (one MULTIAPPEND
command). ``start_imap_server(workdir, user=..., password=...)`` starts it
with another demo user, one with umlauts say: the helpers then log in as
UTF-8 (``AUTHENTICATE PLAIN``). Folders are named as the server knows
them, in IMAP's modified UTF-7 (``Entw&APw-rfe`` for ``Entwürfe``).
"""

from __future__ import annotations

import email.policy
import imaplib
import socket
import subprocess
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import format_datetime, parsedate_to_datetime
from pathlib import Path

HOST = "127.0.0.1"
USER = "gm"
PASSWORD = "geheim"
DEMO_MAILS = 4
"""The mails pymap's demo data leaves in INBOX, none from a player."""
START_SECONDS = 60.0
"""How long pymap may take to start and let the user in: seconds on an idle machine, far more under load."""
CLIENT_TIMEOUT = 60.0
"""How long the helpers' IMAP connections wait for each answer of the local server."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


@dataclass
class ImapServer:
    process: subprocess.Popen[bytes]
    port: int
    user: str = USER
    password: str = PASSWORD

    @property
    def address(self) -> str:
        """HOST:PORT, as the command line's ``--imap`` takes it."""
        return f"{HOST}:{self.port}"

    def append(self, message: EmailMessage | bytes, folder: str = "INBOX", *,
               arrived: datetime | None = None) -> None:
        """Put ``message`` in ``folder``, arrived (IMAP's INTERNALDATE) at ``arrived``.

        Without ``arrived`` the mail arrives when its ``Date`` header says (now, if it has none).
        """
        data = message if isinstance(message, bytes) else message.as_bytes()
        if arrived is None:
            parsed = BytesParser(policy=email.policy.default).parsebytes(data, headersonly=True)
            try:
                arrived = parsedate_to_datetime(str(parsed.get("Date", "")))
            except (TypeError, ValueError, IndexError):
                arrived = None
        client = self.login()
        try:
            when = None if arrived is None else imaplib.Time2Internaldate(arrived)
            typ, answer = client.append(folder, None, when, data)  # type: ignore[arg-type]
            assert typ == "OK", answer
        finally:
            _logout(client)

    def fetch_all(self, folder: str = "INBOX") -> list[tuple[bytes, bytes]]:
        """Every message's flags and full text, read without changing anything (to compare before and after)."""
        client = self.login()
        try:
            typ, data = client.select(folder, readonly=True)
            assert typ == "OK", data
            if data == [b"0"]:
                return []
            typ, data = client.fetch("1:*", "(FLAGS BODY.PEEK[])")
            assert typ == "OK", data
            return [(item[0], item[1]) for item in data if isinstance(item, tuple)]
        finally:
            _logout(client)

    def login(self) -> imaplib.IMAP4:
        """A client logged in as the demo user (as UTF-8 where the user or password is not ASCII)."""
        return self._login(CLIENT_TIMEOUT)

    def _login(self, timeout: float) -> imaplib.IMAP4:
        client = imaplib.IMAP4(HOST, self.port, timeout=timeout)  # closes its socket itself if the greeting fails
        try:
            if self.user.isascii() and self.password.isascii():
                client.login(self.user, self.password)
            else:
                plain = b"\0" + self.user.encode() + b"\0" + self.password.encode()
                client.authenticate("PLAIN", lambda _challenge: plain)
        except BaseException:
            _close(client)
            raise
        return client

    def create(self, folder: str) -> None:
        """Make a folder (its name as the server knows it: modified UTF-7)."""
        client = self.login()
        try:
            typ, answer = client.create(folder)
            assert typ == "OK", answer
        finally:
            _logout(client)

    def append_many(self, messages: Iterable[tuple[bytes, datetime]], folder: str = "INBOX") -> int:
        """Put every ``(mail, arrived)`` in ``folder`` with one command (MULTIAPPEND, LITERAL+); how many.

        One APPEND a mail waits for the server's go-ahead before each mail's
        text; thousands of them take minutes, one MULTIAPPEND a few seconds.
        """
        parts = [b"A1 APPEND " + folder.encode("ascii")]
        for data, arrived in messages:
            parts.append(b' "' + imaplib.Time2Internaldate(arrived).strip('"').encode("ascii")
                         + b'" {%d+}\r\n' % len(data) + data)
        if len(parts) == 1:
            return 0
        client = self.login()
        try:
            client.send(b"".join(parts) + b"\r\n")
            while True:
                line = client.readline()
                assert line, "the server closed the connection"
                if line.startswith(b"A1 "):
                    assert line.startswith(b"A1 OK"), line
                    return len(parts) - 1
        finally:
            _logout(client)

    def stop(self) -> None:
        """End pymap (killed if it does not end in 10 s) and wait for it."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.process.wait()


def _close(client: imaplib.IMAP4) -> None:
    """Close ``client``'s connection, whatever state it is in."""
    try:
        client.shutdown()
    except OSError:
        client.sock.close()


def _logout(client: imaplib.IMAP4) -> None:
    """Log out if the server answers; the connection is closed either way."""
    try:
        client.logout()  # closes the connection only if the server answered
    except (OSError, imaplib.IMAP4.error):
        _close(client)


def start_imap_server(workdir: Path, *, user: str = USER, password: str = PASSWORD) -> ImapServer:
    """Start pymap on a free port and wait (up to :data:`START_SECONDS`) until it lets the test user in.

    If it does not, it is stopped and RuntimeError tells what pymap wrote.
    """
    pymap = Path(sys.executable).with_name("pymap")
    deadline = time.monotonic() + START_SECONDS
    for attempt in range(3):  # a free port may be taken before pymap binds it (by another test run): another
        port = free_port()
        command = [str(pymap), "--pid-file", str(workdir / "pymap.pid"), "--host", HOST, "--port", str(port),
                   "--no-tls", "dict", "--demo-data", "--demo-user", user, "--demo-password", password]
        with (workdir / "pymap.log").open("wb") as log:
            process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, cwd=workdir)
        server = ImapServer(process, port, user, password)
        try:
            _wait_until_ready(server, workdir / "pymap.log", deadline)
        except RuntimeError:
            ended_by_itself = process.poll() is not None
            server.stop()
            if not ended_by_itself or attempt == 2 or b"in use" not in (workdir / "pymap.log").read_bytes():
                raise
            continue
        except BaseException:
            server.stop()
            raise
        return server
    raise AssertionError("not reached")


def _wait_until_ready(server: ImapServer, log: Path, deadline: float) -> None:
    """Poll until ``server`` lets its user in, or raise RuntimeError once ``deadline`` (monotonic) passed."""
    patience = 2.0
    while True:
        left = deadline - time.monotonic()
        if server.process.poll() is None and left > 0:
            try:  # first only whether it listens: refused at once while it starts
                socket.create_connection((HOST, server.port), timeout=min(left, 1.0)).close()
            except OSError:
                time.sleep(0.05)
                continue
            try:  # then a login: each try waits longer (a loaded server answers slowly), and pymap is
                # looked at between tries (what listens may be another program, and pymap ended)
                _logout(server._login(max(0.5, min(patience, deadline - time.monotonic()))))
                return
            except (OSError, imaplib.IMAP4.error):
                patience *= 2
                time.sleep(0.1)
                continue
        why = "it ended" if server.process.poll() is not None else f"no login within {START_SECONDS:g} s"
        raise RuntimeError(f"pymap did not start ({why}): {log.read_text(errors='replace')}")


def mail(sender: str, body: str, *, date: datetime, message_id: str, subject: str = "Tipps",
         html: str | None = None) -> EmailMessage:
    """A player's mail: plain text, or (``html`` and an empty ``body``) HTML only."""
    message = EmailMessage()
    message["From"] = sender
    message["To"] = "gm@example.org"
    message["Subject"] = subject
    message["Date"] = format_datetime(date)
    message["Message-ID"] = message_id
    if html is not None and not body:
        message.set_content(html, subtype="html")
    else:
        message.set_content(body)
        if html is not None:
            message.add_alternative(html, subtype="html")
    return message
