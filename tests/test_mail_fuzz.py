"""The mail reader against hostile and broken mail: no exception, bounded text, bounded time.

A fuzz test mutates a set of realistic mails (seeded: the same mails every
run) in the ways mail breaks in the wild or is broken on purpose, and reads
each with :func:`in_mail` and its head with :func:`in_head`; then the
hostile cases by name.
"""

from __future__ import annotations

import base64
import random
import re
import time
from collections.abc import Callable
from datetime import datetime, timedelta, timezone

import pytest

from wordmastermind.core.messages import Message
from wordmastermind.core.wmm.intake import MAX_TEXT, InMail
from wordmastermind.files.mail.inbound import MAX_BYTES, MAX_DEPTH, in_head, in_mail

RECEIVED = datetime(2026, 12, 1, 18, 0, tzinfo=timezone(timedelta(hours=1)))
FUZZED = 6000
SEED = 20261201


def crlf(text: str) -> bytes:
    return text.replace("\n", "\r\n").encode("utf-8")


PLAIN = crlf("""\
From: Alfons Bauer <alfons@example.org>
To: Spielleitung <gm@example.org>
Subject: Tipps Runde 3
Date: Tue, 01 Dec 2026 17:59:00 +0100
Message-ID: <a3@example.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hallo Joe,

Beatrix: STÜHLE
Emil: LAMPE

Grüße, Alfons
""")

HTML_ONLY = crlf("""\
From: =?iso-8859-1?q?J=F6rg_M=FCller?= <joerg@example.org>
To: gm@example.org
Subject: =?iso-8859-1?q?Tipps_f=FCr_Runde_3?=
Date: Tue, 1 Dec 2026 16:00:00 +0000
Message-ID: <html.1@mail.example.org>
MIME-Version: 1.0
Content-Type: text/html; charset="iso-8859-1"
Content-Transfer-Encoding: quoted-printable

<html><head><style>p {color: red}</style></head><body><p>Hallo,</p>=
<div>Alfons: K=C4SE<br>Emil&nbsp;-&nbsp;LAMPE</div></body></html>
""")

GREETING_B64 = base64.b64encode("Alfons: SALAT\nEmil: LAMPE\nGrüße\n".encode()).decode()
ATTACHMENT_B64 = base64.encodebytes(bytes(range(256)) * 4).decode()

ALTERNATIVE = crlf(f"""\
From: "Gustav, der Gro\xdfe" <gustav@example.org>
To: gm@example.org
Subject: =?utf-8?b?VGlwcHMgZsO8ciBSdW5kZSAz?=
Date: Tue, 01 Dec 2026 12:00:00 +0100
Message-ID: <CAF=alt.42@mail.gmail.com>
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="000000000000abcdef"

--000000000000abcdef
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

{GREETING_B64}
--000000000000abcdef
Content-Type: text/html; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

<div dir=3D"ltr">Alfons: SALAT<br>Emil: LAMPE<br>Gr=C3=BC=C3=9Fe</div>
--000000000000abcdef--
""")

MIXED = crlf(f"""\
From: emil@example.org
To: gm@example.org
Subject: Re: Runde 3
Date: Tue, 01 Dec 2026 08:00:00 -0500
Message-ID: <mixed.7@example.org>
In-Reply-To: <round3@gm.example.org>
References: <round2@gm.example.org> <round3@gm.example.org>
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="=_mixed_b"

This is a multi-part message in MIME format.

--=_mixed_b
Content-Type: multipart/alternative; boundary="=_alt_b"

--=_alt_b
Content-Type: text/plain; charset=windows-1252; format=flowed
Content-Transfer-Encoding: quoted-printable

Gustav: H=D6SCHEN
> Joe schrieb:
> Runde 3 l=E4uft

--=_alt_b
Content-Type: text/html; charset=windows-1252

<p>Gustav: H\xd6SCHEN</p>
--=_alt_b--

--=_mixed_b
Content-Type: application/pdf; name="=?utf-8?q?Tipps_f=C3=BCr_Joe.pdf?="
Content-Disposition: attachment; filename="tipps.pdf"
Content-Transfer-Encoding: base64

{ATTACHMENT_B64}
--=_mixed_b
Content-Type: message/rfc822

From: someone@example.org
Subject: forwarded

Alfons: FALSCH
--=_mixed_b--
""")

RAW_HEADERS = """\
From: Björn Öhlund <bjoern@example.org>
To: gm@example.org
Subject: Tipps für Runde 3 – bitte
Date: Tue, 01 Dec 2026 17:00:00 +0100
Message-ID: <raw8bit@example.org>
Content-Type: text/plain

Fritz: MÜHLE
""".replace("\n", "\r\n").encode("utf-8")

RELATED = crlf("""\
From: Beatrix <beatrix@example.org>
To: gm@example.org
Subject: Tipps
Date: Mon, 30 Nov 2026 23:59:59 +0000
Message-ID: <related@example.org>
MIME-Version: 1.0
Content-Type: multipart/related; boundary=rel; type="text/html"

--rel
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: 7bit

<p>Alfons: SALAT</p><img src="cid:logo">
--rel
Content-Type: image/png
Content-ID: <logo>
Content-Transfer-Encoding: base64

iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==
--rel--
""")

OUTLOOK = crlf("""\
Received: from mail.example.org (mail.example.org [192.0.2.1])
\tby mx.example.org with ESMTPS id 123
\tfor <gm@example.org>; Tue, 1 Dec 2026 10:00:00 +0100
From: "Fritz (Outlook)"
 <fritz@example.org>
To: "gm@example.org" <gm@example.org>
Subject: AW: Runde 3 -
 die Tipps
Thread-Topic: Runde 3
Date: Tue, 1 Dec 2026 09:59:58 +0100
Message-ID:
 <AM0PR01MB1234.eurprd01.prod.outlook.com>
Content-Type: text/plain; charset="Windows-1252"
Content-Transfer-Encoding: quoted-printable

Emil: K=C4SE=20
Alfons: BIRNE=
N
""")

BASES = [PLAIN, HTML_ONLY, ALTERNATIVE, MIXED, RAW_HEADERS, RELATED, OUTLOOK]


# -- the mutations ---------------------------------------------------------------------------------------------

Mutation = Callable[[random.Random, bytes], bytes]

HEADER_LINE = re.compile(rb"^[A-Za-z-]+:.*$", re.MULTILINE)
BAD_IDS = [b"<>", b"<@>", b"< >", b"", b"<<>>", b"@", b"<a@>", b"<@b>", b"<", b">", b"\x00", b"<\xff@\xfe>"]
BAD_FROMS = [b"<", b"", b"a@x, b@y", b'"unterminated <a@x>', b"=?utf-8?q?broken", b"<<a@x>>", b"@", b"a@",
             b"Undisclosed recipients:;", b":", b"(comment", b"\\", b'"', b"=?x-unknown?b?AAAA?= <a@x>",
             b"a@x (Kommentar", b"<a@x", b"a@x>", b"\xff\xfe@\xfd", b"Gruppe: a@x, b@y;", b"<>"]
CHARSETS = [b"x-unknown", b"utf-16", b"utf-32", b"punycode", b"idna", b"rot13", b"base64", b"zlib", b"utf-7", b"",
            b'"', b"iso-2022-jp", b"unicode_escape", b"mbcs", b"utf-8-sig", b"cp1252\x00", b"latin-1" * 50]
DATES = [b"", b"garbage", b"Tue, 99 Foo 99999 99:99:99 +9999", b"1 Jan 0000 00:00:00 +0000", b"Tue, 01 Dec 2026",
         b"Tue, 01 Dec 2026 25:61:61 +2500", b"31 Feb 2026 10:00 -0000", b"Fri, 13 Dec 1901 20:45:52 +0000"]
WORDS = [b"=?utf-8?b?!!!?=", b"=?unknown?q?x?=", b"=?utf-8*de?q?x?=", b"=?utf-8?q?=FF=FE?=", b"=?=?=?",
         b"=?iso-8859-1?b?" + b"A" * 1001 + b"?="]


def cut(rng: random.Random, raw: bytes) -> bytes:
    return raw[: rng.randrange(len(raw) + 1)]


def duplicate_header(rng: random.Random, raw: bytes) -> bytes:
    lines = HEADER_LINE.findall(raw)
    line = rng.choice(lines) if lines else b"From: a@x"
    at = rng.choice([0, raw.find(b"\r\n") + 2])
    return raw[:at] + line + b"\r\n" + raw[at:]


def empty_header(rng: random.Random, raw: bytes) -> bytes:
    lines = HEADER_LINE.findall(raw)
    if not lines:
        return raw
    line = rng.choice(lines)
    return raw.replace(line, line.split(b":", 1)[0] + b":", 1)


def set_header(name: bytes, values: list[bytes]) -> Mutation:
    def mutate(rng: random.Random, raw: bytes) -> bytes:
        value = rng.choice(values)
        pattern = re.compile(rb"^" + name + rb":.*$", re.MULTILINE | re.IGNORECASE)
        if pattern.search(raw) and rng.random() < 0.8:
            return pattern.sub(lambda _m: name + b": " + value, raw, count=1)
        return name + b": " + value + b"\r\n" + raw
    return mutate


def random_bytes(rng: random.Random, raw: bytes) -> bytes:
    at = rng.randrange(len(raw) + 1)
    return raw[:at] + rng.randbytes(rng.randrange(1, 64)) + raw[at:]


def flip_bytes(rng: random.Random, raw: bytes) -> bytes:
    data = bytearray(raw)
    for _ in range(rng.randrange(1, 20)):
        if data:
            data[rng.randrange(len(data))] = rng.randrange(256)
    return bytes(data)


def break_boundary(rng: random.Random, raw: bytes) -> bytes:
    found = re.search(rb'boundary="?([^";\r\n]+)', raw)
    if found is None:
        return raw.replace(b"Content-Type: text/plain", b"Content-Type: multipart/mixed; boundary=x", 1)
    boundary = found.group(1)
    choice = rng.randrange(5)
    if choice == 0:
        return raw.replace(b"--" + boundary + b"--", b"", 1)  # no closing boundary
    if choice == 1:
        return raw.replace(b"--" + boundary, b"--" + boundary[:-1], rng.randrange(1, 4))
    if choice == 2:
        return raw.replace(found.group(0), b"boundary=", 1)  # an empty boundary
    if choice == 3:
        return raw.replace(found.group(0), b'boundary="' + rng.randbytes(8) + b'"', 1)
    return raw.replace(b"\r\n--" + boundary, b"\r\n--" + boundary + b"\r\n--" + boundary, 1)


def wrong_charset(rng: random.Random, raw: bytes) -> bytes:
    charset = rng.choice(CHARSETS)
    if b"charset=" not in raw.lower():
        return raw.replace(b"Content-Type: text/plain", b"Content-Type: text/plain; charset=" + charset, 1)
    return re.sub(rb'(?i)charset="?[^";\r\n]*"?', lambda _m: b"charset=" + charset, raw, count=rng.randrange(1, 3))


def broken_encoding(rng: random.Random, raw: bytes) -> bytes:
    choice = rng.randrange(4)
    if choice == 0:
        return re.sub(rb"(?i)Content-Transfer-Encoding: *[\w-]+", b"Content-Transfer-Encoding: base64", raw)
    if choice == 1:
        return re.sub(rb"(?i)Content-Transfer-Encoding: *[\w-]+", b"Content-Transfer-Encoding: quoted-printable", raw)
    if choice == 2:
        at = raw.rfind(b"\r\n\r\n") + 4
        return raw[:at] + b"=ZZ==!=\r\n=" + raw[at:] + b"="
    return raw.replace(b"=\r\n", b"====", 3) + b"A"


def nest(rng: random.Random, raw: bytes) -> bytes:
    depth = rng.choice([2, 5, MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1, 60, 300])
    head, _, body = raw.partition(b"\r\n\r\n")
    inner = b"Content-Type: text/plain; charset=utf-8\r\n\r\n" + body
    shared = rng.random() < 0.3  # every level with the same boundary
    opening: list[bytes] = []
    closing: list[bytes] = []
    for level in range(depth):
        boundary = b"b" if shared else b"b%d" % level
        opening.append(b"Content-Type: multipart/mixed; boundary=" + boundary + b"\r\n\r\n--" + boundary + b"\r\n")
        closing.append(b"\r\n--" + boundary + b"--\r\n")
    return head + b"\r\n" + b"".join(opening) + inner + b"".join(reversed(closing))


def line_endings(rng: random.Random, raw: bytes) -> bytes:
    return raw.replace(b"\r\n", rng.choice([b"\n", b"\r", b"\n\r", b"\r\r\n"]))


def huge_header(rng: random.Random, raw: bytes) -> bytes:
    if rng.random() < 0.5:
        return b"Subject: " + rng.choice([b"x", b"=?utf-8?q?=C3=BC?= ", b"(", b"\xfc"]) * 100_000 + b"\r\n" + raw
    return b"".join(b"X-Spam-%d: %s\r\n" % (i, rng.randbytes(8).hex().encode()) for i in range(5000)) + raw


def nul_bytes(rng: random.Random, raw: bytes) -> bytes:
    return raw.replace(rng.choice([b"a", b"e", b":", b"<", b"\r\n"]), b"\x00", rng.randrange(1, 10))


MUTATIONS: list[Mutation] = [
    cut, duplicate_header, empty_header, set_header(b"Message-ID", BAD_IDS), set_header(b"From", BAD_FROMS),
    set_header(b"Date", DATES), set_header(b"Subject", WORDS), set_header(b"From", WORDS), random_bytes,
    flip_bytes, break_boundary, wrong_charset, broken_encoding, nest, line_endings, huge_header, nul_bytes,
]


def fuzzed(count: int, seed: int) -> list[tuple[bytes, list[str]]]:
    rng = random.Random(seed)
    mails = []
    for _ in range(count):
        raw = rng.choice(BASES)
        done = []
        for _ in range(rng.choice([1, 1, 2, 2, 3, 4])):
            mutation = rng.choice(MUTATIONS)
            raw = mutation(rng, raw)
            done.append(getattr(mutation, "__name__", "?"))
        mails.append((raw, done))
    return mails


def check(mail: InMail, case: object) -> None:
    assert isinstance(mail, InMail), case
    assert len(mail.text) <= MAX_TEXT, case
    assert mail.message_id, case
    assert mail.received.tzinfo is not None, case
    assert mail.dated is None or mail.dated.tzinfo is not None, case
    assert not (isinstance(mail.problem, Message) and mail.problem.code == "mail.in_unreadable"), (case, mail.problem)


@pytest.mark.slow
def test_thousands_of_broken_mails_raise_nothing() -> None:
    slowest = 0.0
    for number, (raw, mutations) in enumerate(fuzzed(FUZZED, SEED)):
        case = (number, mutations)
        started = time.process_time()  # CPU time: a busy machine does not stretch it
        check(in_mail(raw, RECEIVED if number % 2 else None), case)
        head = raw.split(b"\r\n\r\n", 1)[0] + b"\r\n\r\n"
        check(in_head(head, RECEIVED, len(raw)), case)
        slowest = max(slowest, time.process_time() - started)
    assert slowest < 2.0  # bounded: no mail takes long (the slowest take some milliseconds)


def test_the_realistic_mails_are_read() -> None:
    texts = {raw: in_mail(raw, RECEIVED) for raw in BASES}
    assert texts[PLAIN].text.splitlines()[2:4] == ["Beatrix: STÜHLE", "Emil: LAMPE"]
    assert texts[PLAIN].sender == "alfons@example.org" and texts[PLAIN].message_id == "<a3@example.org>"
    assert texts[HTML_ONLY].text.splitlines() == ["Hallo,", "Alfons: KÄSE", "Emil - LAMPE"]
    assert texts[HTML_ONLY].subject == "Tipps für Runde 3" and texts[HTML_ONLY].sender == "joerg@example.org"
    assert texts[ALTERNATIVE].text == "Alfons: SALAT\nEmil: LAMPE\nGrüße\n"
    assert texts[ALTERNATIVE].subject == "Tipps für Runde 3" and texts[ALTERNATIVE].sender == "gustav@example.org"
    assert texts[MIXED].text.startswith("Gustav: HÖSCHEN\n> Joe schrieb:\n> Runde 3 läuft")
    assert texts[MIXED].dated == datetime(2026, 12, 1, 13, 0, tzinfo=timezone.utc)
    assert texts[RAW_HEADERS].sender == "bjoern@example.org"
    assert texts[RAW_HEADERS].subject == "Tipps für Runde 3 – bitte" and texts[RAW_HEADERS].text == "Fritz: MÜHLE\n"
    assert texts[RELATED].text == "Alfons: SALAT"
    assert texts[OUTLOOK].text == "Emil: KÄSE \nAlfons: BIRNEN\n"
    assert texts[OUTLOOK].message_id == "<AM0PR01MB1234.eurprd01.prod.outlook.com>"
    assert texts[OUTLOOK].subject == "AW: Runde 3 - die Tipps" and texts[OUTLOOK].sender == "fritz@example.org"
    for raw, mail in texts.items():
        assert not mail.problem and not mail.cut and mail.received == RECEIVED
        head = in_head(raw.split(b"\r\n\r\n", 1)[0], RECEIVED, len(raw))
        assert (head.sender, head.message_id, head.subject, head.dated, head.text) == (
            mail.sender, mail.message_id, mail.subject, mail.dated, "")


# -- the hostile cases, by name ----------------------------------------------------------------------------------


@pytest.mark.parametrize("message_id", [b"<>", b"<@>", b"< >", b"", b"\t"])
def test_a_mail_without_a_usable_message_id_gets_one_of_its_own(message_id: bytes) -> None:
    raw = PLAIN.replace(b"<a3@example.org>", message_id)
    mail = in_mail(raw, RECEIVED)
    assert mail.message_id.endswith("@no-message-id>") and mail.message_id == in_mail(raw, RECEIVED).message_id
    assert not mail.problem and mail.sender == "alfons@example.org" and "LAMPE" in mail.text
    assert in_head(raw.split(b"\r\n\r\n")[0], RECEIVED).message_id.endswith("@no-message-id>")


@pytest.mark.parametrize(("sender", "problem"), [
    (b"<", "the mail's sender cannot be read: <"),
    (b"Gustav", "the mail's sender cannot be read: Gustav"),
    (b"", "the mail names no sender"),
    (b"a@example.org, b@example.org", "the mail has several senders: a@example.org, b@example.org"),
    (b"Alle: a@example.org, b@example.org;", "the mail has several senders: a@example.org, b@example.org"),
    (b"alfons@example.org\r\nFrom: gustav@example.org",
     "the mail has several senders: alfons@example.org, gustav@example.org"),
])
def test_a_sender_that_cannot_count_is_a_problem_not_an_error(sender: bytes, problem: str) -> None:
    raw = PLAIN.replace(b"Alfons Bauer <alfons@example.org>", sender)
    for mail in (in_mail(raw, RECEIVED), in_head(raw.split(b"\r\n\r\n")[0], RECEIVED)):
        assert str(mail.problem) == problem
        assert mail.dated == datetime(2026, 12, 1, 17, 59, tzinfo=timezone(timedelta(hours=1)))
        assert mail.message_id == "<a3@example.org>" and mail.subject == "Tipps Runde 3"
    unquoted = in_mail(PLAIN.replace(b"Alfons Bauer <", "Bauer, Jörg <".encode()), RECEIVED)  # a comma unquoted
    assert unquoted.sender == "alfons@example.org" and not unquoted.problem
    missing = in_mail(PLAIN.replace(b"From: Alfons Bauer <alfons@example.org>\r\n", b""), RECEIVED)
    assert str(missing.problem) == "the mail names no sender" and missing.sender == ""


def test_a_fifty_megabyte_mail_is_read_in_part() -> None:
    raw = PLAIN + b"Emil: LAMPE\r\n" * (50 * 1024 * 1024 // 13)
    started = time.process_time()  # CPU time: a busy machine does not stretch it
    mail = in_mail(raw, RECEIVED)
    took = time.process_time() - started
    assert mail.cut and len(mail.text) == MAX_TEXT and mail.text.endswith("Emil: LAMPE\nEmil: LAM")
    assert took < 2.0  # of 50 MB, the first MAX_BYTES are read
    assert in_mail(raw[:MAX_BYTES], RECEIVED, size=len(raw)).cut  # as the mailbox gives it: its beginning
    small = in_mail(PLAIN, RECEIVED, size=len(PLAIN))
    assert not small.cut


def test_three_thousand_nested_parts_are_not_all_looked_into() -> None:
    deep = nest(random.Random(1), PLAIN)
    assert in_mail(deep, RECEIVED).text  # a few levels deep: found
    levels = []
    for level in range(3000):
        levels.append(b"Content-Type: multipart/mixed; boundary=b%d\r\n\r\n--b%d\r\n" % (level, level))
    closing = b"".join(b"\r\n--b%d--\r\n" % level for level in reversed(range(3000)))
    raw = (b"From: a@example.org\r\nMessage-ID: <deep@x>\r\n" + b"".join(levels)
           + b"Content-Type: text/plain\r\n\r\nAlfons: SALAT" + closing)
    started = time.process_time()  # CPU time: a busy machine does not stretch it
    mail = in_mail(raw, RECEIVED)
    assert time.process_time() - started < 2.0
    assert mail.text == "" and not mail.problem and mail.message_id == "<deep@x>"  # too deep to be a guess
    shallow = (b"From: a@example.org\r\n" + b"".join(levels[:MAX_DEPTH]) + b"Content-Type: text/plain\r\n\r\nAlfons: SALAT"
               + b"".join(b"\r\n--b%d--\r\n" % level for level in reversed(range(MAX_DEPTH))))
    assert in_mail(shallow, RECEIVED).text == "Alfons: SALAT"


@pytest.mark.parametrize(("headers", "body", "text"), [
    (b"Content-Type: text/plain; charset=x-unknown-charset", "Käse".encode(), "Käse"),
    (b"Content-Type: text/plain; charset=punycode", b"abc-" * 100_000, ("abc-" * 100_000)[:MAX_TEXT]),
    (b"Content-Type: text/plain; charset=rot13", b"Alfons", "Alfons"),
    (b"Content-Type: text/plain", "Käse".encode("cp1252"), "Käse"),
    (b"Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64", b"S8Okc2U=!!\r\n==x@", "Käse"),
    (b"Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64", b"S8Okc2", "Kä"),
    (b"Content-Type: text/plain; charset=latin-1\r\nContent-Transfer-Encoding: quoted-printable", b"K=E4se=ZZ=",
     "Käse=ZZ"),
])
def test_unknown_charsets_and_broken_encodings_are_read_as_far_as_they_go(headers: bytes, body: bytes,
                                                                            text: str) -> None:
    mail = in_mail(b"From: a@example.org\r\n" + headers + b"\r\n\r\n" + body, RECEIVED)
    assert mail.text == text and not mail.problem
