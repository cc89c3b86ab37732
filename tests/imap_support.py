"""A real IMAP server for the tests that read guesses from a mailbox: pymap's in-memory backend.

conftest.py makes a fixture of it: ``imap_server`` starts
``pymap --host 127.0.0.1 --port P --no-tls dict --demo-data --demo-user U
--demo-password P`` as a process of its own on a free port, waits until it
answers, and stops it (and waits for it) after the test. The demo data
leaves four mails from strangers in INBOX (friend@example.com,
corp@example.com), as any real mailbox has. Mails are put in with
:meth:`ImapServer.append`, through ``imaplib`` like any mail client.
"""

from __future__ import annotations

import imaplib
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import format_datetime
from datetime import datetime
from pathlib import Path

HOST = "127.0.0.1"
USER = "gm"
PASSWORD = "geheim"
DEMO_MAILS = 4
"""The mails pymap's demo data leaves in INBOX, none from a player."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


@dataclass
class ImapServer:
    process: subprocess.Popen[bytes]
    port: int

    @property
    def address(self) -> str:
        """HOST:PORT, as the command line's ``--imap`` takes it."""
        return f"{HOST}:{self.port}"

    def append(self, message: EmailMessage | bytes, folder: str = "INBOX") -> None:
        data = message if isinstance(message, bytes) else message.as_bytes()
        client = imaplib.IMAP4(HOST, self.port, timeout=5)
        try:
            client.login(USER, PASSWORD)
            typ, answer = client.append(folder, None, None, data)  # type: ignore[arg-type]
            assert typ == "OK", answer
        finally:
            client.logout()

    def fetch_all(self, folder: str = "INBOX") -> list[tuple[bytes, bytes]]:
        """Every message's flags and full text, read without changing anything (to compare before and after)."""
        client = imaplib.IMAP4(HOST, self.port, timeout=5)
        try:
            client.login(USER, PASSWORD)
            client.select(folder, readonly=True)
            typ, data = client.fetch("1:*", "(FLAGS BODY.PEEK[])")
            assert typ == "OK", data
            return [(item[0], item[1]) for item in data if isinstance(item, tuple)]
        finally:
            client.logout()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def start_imap_server(workdir: Path) -> ImapServer:
    """Start pymap on a free port and wait (up to 20 s) until it lets the test user in."""
    pymap = Path(sys.executable).with_name("pymap")
    port = free_port()
    command = [str(pymap), "--pid-file", str(workdir / "pymap.pid"), "--host", HOST, "--port", str(port),
               "--no-tls", "dict", "--demo-data", "--demo-user", USER, "--demo-password", PASSWORD]
    log = (workdir / "pymap.log").open("wb")
    process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, cwd=workdir)
    log.close()
    server = ImapServer(process, port)
    deadline = time.monotonic() + 20
    while True:
        try:
            client = imaplib.IMAP4(HOST, port, timeout=2)
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                server.stop()
                raise RuntimeError(f"pymap did not start: {(workdir / 'pymap.log').read_text()}") from None
            time.sleep(0.1)
            continue
        try:
            client.login(USER, PASSWORD)
        finally:
            client.logout()
        return server


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
