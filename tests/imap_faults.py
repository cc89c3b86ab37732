"""A small misbehaving IMAP server for the tests: one thread on 127.0.0.1, one fault of a choice.

It speaks just enough IMAP for :func:`~wordmastermind.files.mail.imap.fetch_mails`
(CAPABILITY, LOGIN, AUTHENTICATE PLAIN, EXAMINE, UID SEARCH, FETCH and
UID FETCH of a folder of :data:`MAILS`, LOGOUT) and misbehaves at the
command ``on`` (after ``after`` such commands went well)::

    with FaultyImap("bad", on="FETCH") as server:
        fetch_mails(server.settings, "pw")   # MailboxError

The faults: ``none`` (behaves), ``bad`` and ``no`` (answers BAD or NO),
``long_line`` (a response line over 1 MB), ``drip`` (one byte every 2 s, for
ever), ``slow`` (each FETCH answer in pieces cut inside its literals, ``drip_seconds`` apart, but whole),
``drop`` (half an answer, then the connection closed), ``bye`` (the
server ends the session: ``* BYE`` with its reason, then closes), ``garbage``
(a line that is no IMAP) and ``huge_literal`` (a literal of 5 MB where a
mail was asked for). ``on="GREETING"`` misbehaves before the first command.

``mails`` (each UID's mail and when it arrived) fill the folder instead of :data:`MAILS`; a FETCH of
``HEADER.FIELDS`` answers those fields alone, as a real server does.

With ``tls`` (a server's SSL context) it speaks TLS from the start
(``security="ssl"``) or after STARTTLS (``security="starttls"``).

The thread is stopped and joined by :meth:`FaultyImap.stop` (``with`` does
it): the listening and the open connection are shut down, which wakes the
thread wherever it waits; the drip waits on an event, never a fixed sleep.
"""

from __future__ import annotations

import base64
import imaplib
import re
import socket
import ssl
import threading
from collections.abc import Mapping
from datetime import datetime
from types import TracebackType
from typing import BinaryIO

from wordmastermind.files.mail.imap import ImapSettings

HOST = "127.0.0.1"
FAULTS = ("none", "bad", "no", "long_line", "drip", "slow", "drop", "garbage", "huge_literal", "bye")
MAILS = {
    uid: (f"From: spieler{uid}@example.org\r\nSubject: Tipps {uid}\r\nMessage-ID: <{uid}@faulty>\r\n"
          f"Date: Tue, 01 Dec 2026 1{uid}:00:00 +0100\r\n\r\nAlfons: SALAT\r\n").encode()
    for uid in (1, 2, 3)
}
"""The folder's mails by UID (and sequence number)."""
INTERNALDATE = '"01-Dec-2026 1{uid}:00:00 +0100"'
SILENCE_SECONDS = 60.0
"""The client's :attr:`ImapSettings.timeout` for this server: how long each read may wait."""
STOP_SECONDS = 30.0
"""How long :meth:`FaultyImap.stop` waits for the thread (it ends at once: it is woken wherever it waits)."""


class FaultyImap:
    """An IMAP server that misbehaves in one way (see the module's docstring)."""

    def __init__(self, fault: str = "none", *, on: str = "FETCH", after: int = 0, capabilities: str = "AUTH=PLAIN",
                 drip_seconds: float = 2.0, tls: ssl.SSLContext | None = None, security: str = "ssl",
                 mails: Mapping[int, tuple[bytes, datetime]] | None = None) -> None:
        assert fault in FAULTS, fault
        self.mails = ({uid: (mail, INTERNALDATE.format(uid=uid)) for uid, mail in MAILS.items()} if mails is None
                      else {uid: (mail, imaplib.Time2Internaldate(when)) for uid, (mail, when) in mails.items()})
        """The folder: each UID's mail and its INTERNALDATE."""
        self.tls = tls
        self.security = security if tls is not None else "none"
        self.fault = fault
        self.on = on.upper()
        self.after = after
        self.capabilities = capabilities
        self.drip_seconds = drip_seconds
        self.commands: list[str] = []
        """Every command line the client sent (tag left out), AUTHENTICATE's answer as ``<credentials>``."""
        self.credentials: list[bytes] = []
        self.dripped = 0
        self._stopping = threading.Event()
        self._listener = socket.create_server((HOST, 0))
        self.port: int = self._listener.getsockname()[1]
        self._lock = threading.Lock()
        self._connection: socket.socket | None = None
        self._thread = threading.Thread(target=self._serve, name=f"faulty-imap-{fault}", daemon=True)

    @property
    def settings(self) -> ImapSettings:
        # each read may wait so long: generous for a loaded machine, and far beyond the drip's pause
        return ImapSettings(HOST, self.port, self.security, "gm", timeout=SILENCE_SECONDS)  # type: ignore[arg-type]

    def start(self) -> FaultyImap:
        self._thread.start()
        return self

    def stop(self) -> None:
        """End the thread wherever it waits, and wait for it."""
        self._stopping.set()
        with self._lock:
            connection = self._connection
        for sock in (self._listener, connection):
            if sock is not None:
                try:
                    socket.socket.shutdown(sock, socket.SHUT_RDWR)  # the plain socket's: wakes a TLS read too
                except OSError:
                    pass
        try:
            if self._thread.is_alive():
                self._thread.join(STOP_SECONDS)
                if self._thread.is_alive():
                    raise AssertionError(f"the faulty IMAP server's thread did not end in {STOP_SECONDS:g} s")
        finally:
            self._listener.close()

    def __enter__(self) -> FaultyImap:
        return self.start()

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.stop()

    # -- the server's side -------------------------------------------------------------------

    def _serve(self) -> None:
        while not self._stopping.is_set():
            try:
                connection, _peer = self._listener.accept()
            except OSError:  # shut down: the test is over
                return
            try:
                self._use(connection)
                if self.tls is not None and self.security == "ssl":
                    connection = self._use(self.tls.wrap_socket(connection, server_side=True))
                self._talk(connection)
            except OSError:  # the client hung up, or stop() shut the connection
                pass
            finally:
                connection.close()

    def _use(self, connection: socket.socket) -> socket.socket:
        with self._lock:
            self._connection = connection
        if self._stopping.is_set():
            raise OSError("stopped")
        return connection

    def _talk(self, connection: socket.socket, greet: bool = True) -> None:
        reader: BinaryIO = connection.makefile("rb")
        try:
            self._commands(connection, reader, greet)
        finally:
            reader.close()

    def _commands(self, connection: socket.socket, reader: BinaryIO, greet: bool) -> None:
        seen = {"n": 0}

        def send(data: bytes) -> None:
            connection.sendall(data)

        def faulty(command: str) -> bool:
            if self.fault == "none" or command != self.on:
                return False
            seen["n"] += 1
            return seen["n"] > self.after

        if faulty("GREETING"):
            self._misbehave(connection, "*")
            return
        starttls = " STARTTLS" if self.tls is not None and self.security == "starttls" and greet else ""
        if greet:
            send(f"* OK [CAPABILITY IMAP4rev1 {self.capabilities}{starttls}] faulty IMAP ready\r\n".encode())
        while not self._stopping.is_set():
            line = reader.readline()
            if not line:
                return
            tag, _, rest = line.decode("utf-8", "replace").rstrip("\r\n").partition(" ")
            words = rest.split()
            command = " ".join(words[:2]).upper() if words[:1] == ["UID"] else (words[0].upper() if words else "")
            name = command.split()[-1] if command else ""
            self.commands.append(rest)
            if faulty(command) or faulty(name):
                if self.fault == "slow" and name == "FETCH":
                    self._fetch(connection, tag, rest, slow=True)
                    continue
                if self._misbehave(connection, tag):
                    return
                continue
            if name == "CAPABILITY":
                send(f"* CAPABILITY IMAP4rev1 {self.capabilities}{starttls}\r\n{tag} OK done\r\n".encode())
            elif name == "STARTTLS" and starttls and self.tls is not None:
                send(f"{tag} OK begin TLS\r\n".encode())
                reader.close()
                secure = self._use(self.tls.wrap_socket(connection, server_side=True))
                try:
                    self._talk(secure, greet=False)
                finally:
                    secure.close()
                return
            elif name == "LOGIN":
                send(f"{tag} OK logged in\r\n".encode())
            elif name == "AUTHENTICATE":
                send(b"+ \r\n")
                answer = reader.readline().strip()
                self.commands.append("<credentials>")
                self.credentials.append(base64.b64decode(answer))
                send(f"{tag} OK logged in\r\n".encode())
            elif name in ("EXAMINE", "SELECT"):
                send(f"* {len(self.mails)} EXISTS\r\n* 0 RECENT\r\n{tag} OK [READ-ONLY] done\r\n".encode())
            elif name == "SEARCH":
                send(f"* SEARCH {' '.join(map(str, self.mails))}\r\n{tag} OK done\r\n".encode())
            elif name == "FETCH":
                self._fetch(connection, tag, rest)
            elif name == "LOGOUT":
                send(f"* BYE see you\r\n{tag} OK bye\r\n".encode())
                return
            else:
                send(f"{tag} BAD unknown command\r\n".encode())

    def _fetch(self, connection: socket.socket, tag: str, rest: str, slow: bool = False) -> None:
        fields = re.search(r"HEADER\.FIELDS \(([^)]*)\)", rest, re.I)
        for uid, (mail, internaldate) in self.mails.items():
            data = _fields(mail, fields.group(1).upper().split()) if fields else mail
            section = f"BODY[HEADER.FIELDS ({fields.group(1)})]<0>" if fields else "BODY[]<0>"
            answer = (f"* {uid} FETCH (UID {uid} INTERNALDATE {internaldate} RFC822.SIZE {len(mail)} {section}"
                      f" {{{len(data)}}}\r\n").encode() + data + b")\r\n"
            if slow:  # cut inside the literal, and after it
                for piece in (answer[: len(answer) - len(data) // 2 - 3], answer[len(answer) - len(data) // 2 - 3 :]):
                    connection.sendall(piece)
                    if self._stopping.wait(self.drip_seconds):
                        return
            else:
                connection.sendall(answer)
        connection.sendall(f"{tag} OK done\r\n".encode())

    def _misbehave(self, connection: socket.socket, tag: str) -> bool:
        """Misbehave as told; True when the connection is over."""
        if self.fault in ("bad", "no"):
            connection.sendall(f"{tag} {self.fault.upper()} [UNAVAILABLE] not now\r\n".encode())
            return False
        if self.fault == "long_line":
            connection.sendall(b"* 1 FETCH (UID 1 FLAGS (" + b"x" * 1_100_000 + b"))\r\n")
            connection.sendall(f"{tag} OK done\r\n".encode())
            return False
        if self.fault == "garbage":
            connection.sendall(b"\x00\x17garbage, not IMAP\r\n")
            connection.sendall(f"{tag} OK done\r\n".encode())
            return False
        if self.fault == "huge_literal":
            size = 5 * 1024 * 1024
            mail = MAILS[1]
            connection.sendall(f"* 1 FETCH (UID 1 INTERNALDATE {INTERNALDATE.format(uid=1)} RFC822.SIZE {size}"
                               f" BODY[]<0> {{{size}}}\r\n".encode())
            connection.sendall(mail + b"Emil: LAMPE\r\n" * ((size - len(mail)) // 13))
            connection.sendall(b" " * (size - len(mail) - (size - len(mail)) // 13 * 13) + b")\r\n")
            connection.sendall(f"{tag} OK done\r\n".encode())
            return False
        if self.fault == "bye":
            connection.sendall(b"* BYE shutting down for maintenance\r\n")
            connection.shutdown(socket.SHUT_RDWR)
            return True
        if self.fault == "drop":
            connection.sendall(b"* 1 FETCH (UID 1 BODY[]<0> {500}\r\nFrom: half")
            connection.shutdown(socket.SHUT_RDWR)
            return True
        if self.fault == "drip":
            for byte in b"* 1 FETCH (UID 1 INTERNALDATE " * 1000:  # a line that never ends
                connection.sendall(bytes([byte]))
                self.dripped += 1
                if self._stopping.wait(self.drip_seconds):
                    return True
            return True
        return True


def _fields(mail: bytes, names: list[str]) -> bytes:
    """The header fields ``names`` of ``mail`` (folded lines kept), and the blank line after them."""
    head = mail.split(b"\r\n\r\n")[0]
    kept: list[bytes] = []
    keep = False
    for line in head.split(b"\r\n"):
        if not line[:1].isspace():
            keep = line.split(b":", 1)[0].decode("ascii", "replace").upper() in names
        if keep:
            kept.append(line)
    return b"".join(line + b"\r\n" for line in kept) + b"\r\n"
