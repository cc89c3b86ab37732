"""Reading the mailbox: the round's mails only, texts only where wanted, umlauts, and every server fault one error.

Against pymap (a real IMAP server, ``imap_support.py``) and against a
misbehaving one of our own (``imap_faults.py``).
"""

from __future__ import annotations

import imaplib
import ipaddress
import re
import ssl
import time
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime
from pathlib import Path

import pytest

from imap_faults import FaultyImap
from imap_support import DEMO_MAILS, ImapServer, mail, start_imap_server
from wordmastermind.core.messages import Message
from wordmastermind.core.wmm.intake import InMail
from wordmastermind.files.mail.errors import MailboxError
from wordmastermind.files.mail.imap import Fetched, ImapSettings, fetch_mails
from wordmastermind.files.mail.messages import MAIL

CET = timezone(timedelta(hours=1))
SINCE = datetime(2026, 12, 1, 12, 0, tzinfo=CET)
PLAYERS = {"alfons@example.org", "gustav@example.org"}


def settings(server: ImapServer) -> ImapSettings:
    return ImapSettings("127.0.0.1", server.port, "none", server.user)


def from_player(head: InMail) -> bool:
    return head.sender.casefold() in PLAYERS


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every command line the client sends (imaplib's ``send``)."""
    lines: list[str] = []
    send = imaplib.IMAP4.send

    def recording(self: imaplib.IMAP4, data: bytes) -> None:
        lines.append(data.decode("utf-8", "replace"))
        send(self, data)

    monkeypatch.setattr(imaplib.IMAP4, "send", recording)
    return lines


def fetched_uids(lines: list[str], body: bool) -> list[int]:
    """The UIDs named by the FETCH commands for heads (``body=False``) or whole mails."""
    uids: list[int] = []
    for line in lines:
        found = re.search(r"UID FETCH (\S+) ", line)
        if found is None or ("BODY.PEEK[]" in line) != body:
            continue
        for run in found.group(1).split(","):
            first, _, last = run.partition(":")
            uids.extend(range(int(first), int(last or first) + 1))
    return uids


# -- the round's mails, not the folder's ------------------------------------------------------------------


def test_only_the_mails_since_are_read_and_only_the_wanted_texts(imap_server: ImapServer, sent: list[str]) -> None:
    arrivals = {
        "<old@test>": ("alfons@example.org", SINCE - timedelta(days=3)),
        "<same-day-before@test>": ("gustav@example.org", SINCE - timedelta(minutes=1)),
        "<utc-before@test>": ("alfons@example.org", datetime(2026, 12, 1, 10, 59, tzinfo=timezone.utc)),
        "<at@test>": ("alfons@example.org", SINCE),
        "<stranger@test>": ("fremder@example.org", SINCE + timedelta(hours=1)),
        "<gustav@test>": ("Gustav@Example.org", SINCE + timedelta(minutes=30)),
        "<late@test>": ("alfons@example.org", SINCE + timedelta(days=2)),
    }
    for message_id, (sender, arrived) in arrivals.items():
        # the Date header says something else: INTERNALDATE decides
        imap_server.append(mail(sender, f"Emil: LAMPE {message_id}\n", date=arrived - timedelta(days=30),
                                message_id=message_id), arrived=arrived)
    before = imap_server.fetch_all()
    told: list[tuple[int, int]] = []

    fetched = fetch_mails(settings(imap_server), imap_server.password, since=SINCE, wanted=from_player,
                          progress=lambda done, total: told.append((done, total)))

    assert isinstance(fetched, Fetched)
    assert [m.message_id for m in fetched.mails] == ["<at@test>", "<gustav@test>", "<stranger@test>", "<late@test>"]
    assert fetched.before == DEMO_MAILS + 3
    by_id = {m.message_id: m for m in fetched.mails}
    for message_id, fetched_mail in by_id.items():
        assert fetched_mail.received == arrivals[message_id][1]
        assert fetched_mail.dated == arrivals[message_id][1] - timedelta(days=30)
        assert fetched_mail.subject == "Tipps" and not fetched_mail.problem and not fetched_mail.cut
    assert by_id["<stranger@test>"].text == ""  # not a player's: its text was never fetched
    assert by_id["<stranger@test>"].sender == "fremder@example.org"
    for message_id in ("<at@test>", "<gustav@test>", "<late@test>"):
        assert by_id[message_id].text == f"Emil: LAMPE {message_id}\n"
    assert told[-1] == (6 + 3, 6 + 3) and told == sorted(told)  # 6 heads (the day before on), 3 texts
    # the server searched; only the day's heads were fetched, and the wanted texts alone
    assert any(" UID SEARCH SINCE 30-Nov-2026" in line for line in sent)
    assert len(fetched_uids(sent, body=False)) == 6  # the day before SINCE on: all but <old@test> and the demo
    assert len(fetched_uids(sent, body=True)) == 3
    assert not any(re.search(r"^\S+ (SELECT|STORE|UID STORE|EXPUNGE|COPY|MOVE)", line) for line in sent)
    assert imap_server.fetch_all() == before  # nothing changed, no \Seen flag


def test_without_since_every_mail_is_read_in_full(imap_server: ImapServer) -> None:
    imap_server.append(mail("alfons@example.org", "Emil: LAMPE\n", date=SINCE, message_id="<a@test>"))
    fetched = fetch_mails(settings(imap_server), imap_server.password)
    assert fetched is not None and fetched.before == 0
    assert len(fetched.mails) == DEMO_MAILS + 1
    assert [m.received for m in fetched.mails] == sorted(m.received for m in fetched.mails)
    assert fetched.mails[-1].text == "Emil: LAMPE\n"
    assert all(m.text for m in fetched.mails)  # the demo mails have texts too


def test_no_mail_since_is_no_mail_and_all_before(imap_server: ImapServer) -> None:
    fetched = fetch_mails(settings(imap_server), imap_server.password, since=SINCE)
    assert fetched == Fetched([], DEMO_MAILS)


def test_stop_ends_the_reading(imap_server: ImapServer) -> None:
    asked: list[int] = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 1

    assert fetch_mails(settings(imap_server), imap_server.password, stop=stop) is None
    assert len(asked) == 2


# -- a big folder: the fetch costs what the round costs ---------------------------------------------------


BIG = 5000
START = datetime(2026, 1, 1, tzinfo=timezone.utc)
TEMPLATE = ("From: Spieler {n} <p{n}@example.org>\r\nTo: gm@example.org\r\nSubject: Tipps Runde {r}\r\n"
            "Date: {date}\r\nMessage-ID: <{i}@big>\r\nMIME-Version: 1.0\r\n"
            "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n"
            "Alfons: SALAT\r\nEmil: LAMPE\r\n" + "Viele Grüße\r\n" * 20)


@pytest.fixture(scope="module")
def big_mailbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ImapServer]:
    """pymap with 5,000 mails, ten minutes apart, from 40 players: built once for the module."""
    server = start_imap_server(tmp_path_factory.mktemp("big-imap"))
    try:
        def mails() -> Iterator[tuple[bytes, datetime]]:
            for i in range(BIG):
                arrived = START + timedelta(minutes=10 * i)
                text = TEMPLATE.format(n=i % 40, r=i // 40, date=format_datetime(arrived), i=i)
                yield text.encode(), arrived

        assert server.append_many(mails()) == BIG
        yield server
    finally:
        server.stop()


@pytest.mark.slow
def test_a_big_folder_costs_what_the_round_costs(big_mailbox: ImapServer, sent: list[str]) -> None:
    """What the round's fetch asks of the server (the time it takes is benchmarks/inbox.py's to measure)."""
    everything = fetch_mails(settings(big_mailbox), big_mailbox.password)
    full_commands = list(sent)
    sent.clear()

    since = START + timedelta(minutes=10 * (BIG - 100))  # the last 100 mails
    round_mails = fetch_mails(settings(big_mailbox), big_mailbox.password, since=since,
                              wanted=lambda head: head.sender == "p3@example.org")

    assert everything is not None and round_mails is not None
    assert len(everything.mails) == BIG + DEMO_MAILS and all(m.text for m in everything.mails)
    assert len(round_mails.mails) == 100 and round_mails.before == BIG + DEMO_MAILS - 100
    assert [m.message_id for m in round_mails.mails] == [f"<{i}@big>" for i in range(BIG - 100, BIG)]
    assert [m.message_id for m in round_mails.mails if m.text] == ["<4923@big>", "<4963@big>"]
    assert round_mails.mails[-1].subject == "Tipps Runde 124" and round_mails.mails[-1].text == ""
    # the server did the searching: heads of a day and a bit, two texts; the full read fetched all of them
    assert len(fetched_uids(sent, body=False)) < 300 and len(fetched_uids(sent, body=True)) == 2
    assert len(fetched_uids(full_commands, body=True)) == BIG + DEMO_MAILS


# -- umlauts: user, password, folder ----------------------------------------------------------------------


def test_a_user_password_and_folder_with_umlauts(tmp_path: Path) -> None:
    server = start_imap_server(tmp_path, user="jörg", password="gehëim")
    try:
        server.create("Entw&APw-rfe")  # "Entwürfe" in IMAP's modified UTF-7
        server.append(mail("alfons@example.org", "Emil: LAMPE\n", date=SINCE, message_id="<e@test>"),
                      "Entw&APw-rfe", arrived=SINCE)
        fetched = fetch_mails(settings(server), "gehëim", "Entwürfe")
        assert fetched is not None and [m.message_id for m in fetched.mails] == ["<e@test>"]
        assert fetched.mails[0].text == "Emil: LAMPE\n"

        with pytest.raises(MailboxError) as refused:
            fetch_mails(settings(server), "gehëimer", "Entwürfe")
        assert refused.value.kind == "login"
        with pytest.raises(MailboxError) as missing:
            fetch_mails(settings(server), "gehëim", "Entwürfe 2")
        assert missing.value.kind == "folder" and "'Entwürfe 2'" in str(missing.value)
    finally:
        server.stop()


@pytest.mark.parametrize(("capabilities", "password", "login"), [
    ("AUTH=PLAIN", "geheim", "<credentials>"),
    ("", "geheim", "LOGIN"),
    ("", "gehëim", "<credentials>"),  # not offered, but LOGIN cannot carry it: PLAIN is tried
])
def test_the_login_goes_as_utf8(capabilities: str, password: str, login: str,
                                faulty: Callable[..., FaultyImap]) -> None:
    server = faulty("none", capabilities=capabilities)
    fetched = fetch_mails(server.settings, password)
    assert fetched is not None and len(fetched.mails) == 3
    assert any(command.startswith(login) for command in server.commands)
    if login == "<credentials>":
        assert server.credentials == [b"\0gm\0" + password.encode()]


# -- a misbehaving server: always one MailboxError -----------------------------------------------------------


@pytest.fixture
def faulty() -> Iterator[Callable[..., FaultyImap]]:
    """Start misbehaving servers; each is stopped and its thread joined after the test."""
    servers: list[FaultyImap] = []

    def start(fault: str, **options: object) -> FaultyImap:
        server = FaultyImap(fault, **options)  # type: ignore[arg-type]
        servers.append(server)
        return server.start()

    yield start
    for server in servers:
        server.stop()


def test_the_faulty_server_behaves_when_told(faulty: Callable[..., FaultyImap]) -> None:
    server = faulty("none")
    fetched = fetch_mails(server.settings, "pw", since=datetime(2026, 12, 1, 11, tzinfo=CET),
                          wanted=lambda head: head.sender != "spieler3@example.org")
    assert fetched is not None and fetched.before == 0
    assert [(m.sender, bool(m.text)) for m in fetched.mails] == [
        ("spieler1@example.org", True), ("spieler2@example.org", True), ("spieler3@example.org", False)]
    assert all("PEEK" in command for command in server.commands if "FETCH" in command)
    assert [c.split()[0] for c in server.commands if c.split()[0] in ("SELECT", "EXAMINE")] == ["EXAMINE"]


FAULTS = [
    # fault, at which command, after how many good ones, kind, message code
    ("bad", "FETCH", 0, "server", "mail.imap_fetch"),
    ("no", "FETCH", 0, "server", "mail.imap_fetch"),
    ("bad", "FETCH", 1, "server", "mail.imap_fetch"),  # the texts' FETCH
    ("bad", "UID SEARCH", 0, "server", "mail.imap_fetch"),
    ("no", "UID SEARCH", 0, "server", "mail.imap_fetch"),
    ("long_line", "FETCH", 0, "server", "mail.imap_garbled"),
    ("garbage", "FETCH", 0, "server", "mail.imap_garbled"),
    ("garbage", "UID SEARCH", 0, "server", "mail.imap_garbled"),
    ("drop", "FETCH", 1, "server", "mail.imap_dropped"),  # mid-fetch: the heads came, the texts did not
    ("drop", "EXAMINE", 0, "server", "mail.imap_dropped"),
    ("bye", "EXAMINE", 0, "server", "mail.imap_bye"),  # the server ends the session, saying why
    ("bye", "FETCH", 1, "server", "mail.imap_bye"),
    ("drip", "FETCH", 0, "timeout", "mail.imap_timeout"),
    ("drip", "GREETING", 0, "timeout", "mail.imap_timeout"),
    ("no", "EXAMINE", 0, "folder", "mail.imap_folder"),
    ("bad", "EXAMINE", 0, "folder", "mail.imap_folder"),
    ("no", "AUTHENTICATE", 0, "login", "mail.imap_login"),
]


@pytest.mark.parametrize(("fault", "on", "after", "kind", "code"), FAULTS)
def test_every_server_fault_is_one_mailbox_error(fault: str, on: str, after: int, kind: str, code: str,
                                                 faulty: Callable[..., FaultyImap]) -> None:
    server = faulty(fault, on=on, after=after)
    started = time.monotonic()
    with pytest.raises(MailboxError) as raised:  # a short deadline only where the deadline is what ends it
        fetch_mails(server.settings, "pw", since=datetime(2026, 12, 1, tzinfo=CET),
                    timeout=1.0 if fault == "drip" else 120.0)
    error = raised.value
    assert error.kind == kind
    message = error.args[0]
    assert isinstance(message, Message) and message.code == code and MAIL.templates[code]
    assert "\n" not in str(error) and len(str(error)) < 500
    assert error.__cause__ is None and (error.__context__ is None or error.__suppress_context__)  # no traceback
    if fault == "bye":
        assert str(error) == (f"IMAP server {server.settings.where} ended the session: shutting down for"
                              " maintenance")
    if fault == "drip":  # a byte every 2 s: the deadline, not a socket timeout (30 s), ended it
        assert server.dripped >= 1
        assert time.monotonic() - started < server.settings.timeout / 2
        assert message.params["seconds"] == "1"


@pytest.mark.parametrize("on", ["GREETING", "FETCH"])
def test_the_deadline_ends_a_server_that_is_never_silent_for_long(on: str, faulty: Callable[..., FaultyImap]) -> None:
    """A byte every 0.2 s: no read ever waits long (not even the 1 s the deadline leaves), yet the fetch ends."""
    server = faulty("drip", on=on, drip_seconds=0.2)
    started = time.monotonic()
    with pytest.raises(MailboxError) as raised:
        fetch_mails(server.settings, "pw", timeout=1.0)
    assert raised.value.kind == "timeout" and server.dripped >= 3
    assert time.monotonic() - started < server.settings.timeout / 2


def test_a_literal_larger_than_asked_for_is_read_in_part(faulty: Callable[..., FaultyImap]) -> None:
    server = faulty("huge_literal", on="FETCH", after=1)  # 5 MB where at most 1 MB was asked for
    fetched = fetch_mails(server.settings, "pw")
    assert fetched is not None
    first = fetched.mails[0]
    assert first.cut and first.text.startswith("Alfons: SALAT\nEmil: LAMPE\n")
    assert fetched.mails[0].sender == "spieler1@example.org"


# -- the deadline over TLS: from the start, and after STARTTLS --------------------------------------------


@pytest.fixture(scope="module")
def tls_contexts(tmp_path_factory: pytest.TempPathFactory) -> tuple[ssl.SSLContext, ssl.SSLContext]:
    """A server's and a client's SSL context, with a certificate for 127.0.0.1 made for the test."""
    x509 = pytest.importorskip("cryptography.x509")
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.now(timezone.utc)
    cert = (
        x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - timedelta(minutes=5)).not_valid_after(now + timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
                       critical=False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    folder = tmp_path_factory.mktemp("tls")
    (folder / "cert.pem").write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    (folder / "key.pem").write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                                       serialization.NoEncryption()))
    server = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server.load_cert_chain(folder / "cert.pem", folder / "key.pem")
    return server, ssl.create_default_context(cafile=str(folder / "cert.pem"))


@pytest.mark.parametrize("security", ["ssl", "starttls"])
def test_over_tls_too_the_deadline_ends_a_dripping_server(security: str, faulty: Callable[..., FaultyImap],
                                                          tls_contexts: tuple[ssl.SSLContext, ssl.SSLContext]) -> None:
    server_context, client_context = tls_contexts
    good = faulty("none", tls=server_context, security=security)
    fetched = fetch_mails(good.settings, "pw", context=client_context)
    assert fetched is not None and len(fetched.mails) == 3 and all(m.text for m in fetched.mails)

    dripping = faulty("drip", on="FETCH", tls=server_context, security=security, drip_seconds=0.2)
    started = time.monotonic()
    with pytest.raises(MailboxError) as raised:
        fetch_mails(dripping.settings, "pw", context=client_context, timeout=1.0)
    assert raised.value.kind == "timeout" and dripping.dripped >= 3  # bytes kept coming: the deadline ended it
    assert time.monotonic() - started < dripping.settings.timeout / 2
