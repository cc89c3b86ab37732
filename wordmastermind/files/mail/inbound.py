"""A mail as it came from the mailbox, made into an :class:`~wordmastermind.core.wmm.intake.InMail`.

:func:`in_head` reads a mail's head alone (sender, date, id, subject: what
decides whether its text is read at all), :func:`in_mail` the whole mail.
Neither ever raises: a mail is whatever a stranger sends, and one bad mail
must not stop a round. What keeps a mail from counting is its
:attr:`~wordmastermind.core.wmm.intake.InMail.problem` (several senders, a
sender that cannot be read); a header that cannot be decoded is read as far
as it goes, a date that cannot be read is no date.

The text is the plain-text part (one sent as ``format=flowed``, as Thunderbird sends it, read as its
writer meant it: a line its program wrapped at a soft break is one line again,
:func:`~wordmastermind.files.mail.flowed.unflowed`); a mail with only HTML has its HTML turned into
text (paragraphs and line breaks kept, tags, scripts and styles left out). The sender is the ``From``
address alone; the time is when the server got the mail (IMAP's INTERNALDATE), the ``Date`` header
only where that is not known. A mail without a usable ``Message-ID`` gets one made of its
contents, so that it too is taken only once.

The work is bounded whatever the mail: at most :data:`MAX_BYTES` of it are
read (a longer one is :attr:`~wordmastermind.core.wmm.intake.InMail.cut`),
:data:`MAX_DEPTH` levels of nested parts, :data:`MAX_PARTS` parts of each,
and at most :data:`~wordmastermind.core.wmm.intake.MAX_TEXT` characters of
text. The headers are parsed with the lenient ``compat32`` policy and
decoded here: the modern policy parses them lazily and can fail on a
malformed one wherever it is read.

>>> raw = (b"From: Gustav <GUSTAV@example.org>\\r\\nDate: Tue, 01 Dec 2026 17:59:00 +0100\\r\\n"
...        b"Message-ID: <1@x>\\r\\nContent-Type: text/html; charset=utf-8\\r\\n\\r\\n"
...        b"<p>Hallo,</p><div>Alfons: SALAT<br>Emil&nbsp;-&nbsp;LAMPE</div>")
>>> mail = in_mail(raw, None)
>>> mail.sender, mail.received.isoformat(), mail.text.split("\\n")
('GUSTAV@example.org', '2026-12-01T17:59:00+01:00', ['Hallo,', 'Alfons: SALAT', 'Emil - LAMPE'])
>>> str(in_head(b"From: a@x, b@y\\r\\nMessage-ID: <>\\r\\n\\r\\n", None).problem)
'the mail has several senders: a@x, b@y'
"""

from __future__ import annotations

import binascii
import codecs
import email.errors
import email.header
import email.policy
import hashlib
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from email.message import Message
from email.parser import BytesParser
from email.utils import getaddresses, parsedate_to_datetime

from wordmastermind.core.messages import MessageOrEmpty
from wordmastermind.core.printable import printable
from wordmastermind.core.wmm.intake import MAX_TEXT, InMail
from wordmastermind.files.mail.flowed import unflowed
from wordmastermind.files.mail.html_text import html_text
from wordmastermind.files.mail.messages import MAIL

MAX_BYTES = 1_048_576
"""The bytes of a mail that are read (and fetched from the mailbox); a longer mail is cut."""
MAX_HEAD = 65_536
"""The bytes of a mail's head that :func:`in_head` reads."""
MAX_DEPTH = 20
"""How deep nested parts (a multipart in a multipart …) are looked into."""
MAX_PARTS = 100
"""How many parts of one multipart are looked at."""

_MAX_HEADER = 16_384
"""The characters of one header that are decoded."""
_SHOWN = 120
"""The characters of a header that a problem shows."""
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_BLANK_LINE = re.compile(rb"\r?\n\r?\n")
_NOT_ID = re.compile(r"[<>@\s]")
_MESSAGE_ID = re.compile(r"<[^<>\s]{1,996}>")
MAX_REPLIES = 100
"""How many of the Message-IDs a mail's ``In-Reply-To`` and ``References`` name are looked at."""
_SLOW_CODECS = {"punycode", "idna"}
"""Charsets whose decoding takes more than linear time: read as UTF-8."""


def in_head(raw_header: bytes, received: datetime | None, size: int | None = None) -> InMail:
    """The mail whose head is ``raw_header``, without its text (``text == ""``).

    ``received`` is when the server got it; ``size`` the whole mail's size
    in bytes, where known: a mail over :data:`MAX_BYTES` is marked cut, as
    it would be when read.
    """
    head = raw_header[:MAX_HEAD]
    try:
        return _mail(_parsed_head(head), head, received, "", size is not None and size > MAX_BYTES)
    except Exception as error:  # a last guard: no mail may stop the round
        return _unreadable(head, received, error)


def in_mail(raw: bytes, received: datetime | None, *, size: int | None = None) -> InMail:
    """The mail in ``raw``; ``received`` is when the server got it (its ``Date`` header where None).

    ``size`` is the whole mail's size where ``raw`` is only its beginning (a
    partial fetch): a mail larger than what is read is marked cut.
    """
    cut = len(raw) > MAX_BYTES or (size is not None and size > len(raw))
    raw = raw[:MAX_BYTES]
    try:
        head, body = _split(raw)
        message = _parsed_head(head)
        text, text_cut = _text(message, body)
        return _mail(message, raw, received, text, cut or text_cut)
    except Exception as error:  # a last guard: no mail may stop the round
        return _unreadable(raw, received, error)


def _unreadable(raw: bytes, received: datetime | None, error: Exception) -> InMail:
    return InMail(sender="", received=received or _EPOCH, message_id=_made_id(raw),
                  problem=MAIL.say("mail.in_unreadable", reason=type(error).__name__))


def _mail(message: Message, raw: bytes, received: datetime | None, text: str, cut: bool) -> InMail:
    sender, problem = _sender(message)
    dated = _dated(message)
    return InMail(
        sender=sender,
        received=received or dated or _EPOCH,
        dated=dated,
        message_id=_message_id(message) or _made_id(raw),
        subject=_shown(_decoded(_first(message, "Subject")), 1000),
        text=text,
        problem=problem,
        cut=cut,
        sender_name=_sender_name(message),
        replies_to=_replies_to(message),
    )


def _made_id(raw: bytes) -> str:
    """An id for a mail that has no usable Message-ID: the same for the same mail in every run."""
    return f"<{hashlib.sha256(raw).hexdigest()[:32]}@no-message-id>"


# -- the head ------------------------------------------------------------------------------------


def _parsed_head(head: bytes) -> Message:
    """The headers in ``head`` (compat32: kept as written, nothing parsed until asked)."""
    return BytesParser(policy=email.policy.compat32).parsebytes(head, headersonly=True)


def _split(part: bytes) -> tuple[bytes, bytes]:
    """A mail or part's head and body, split at the first empty line."""
    if part.startswith((b"\r\n", b"\n")):
        return b"", part[2 if part.startswith(b"\r\n") else 1 :]
    found = _BLANK_LINE.search(part)
    if found is None:
        return part, b""
    return part[: found.start()] + b"\n", part[found.end() :]


def _values(message: Message, name: str) -> list[str]:
    """Every ``name`` header as written (raw 8-bit bytes kept as surrogates)."""
    name = name.lower()
    return [str(value) for key, value in message.raw_items() if key.lower() == name]


def _first(message: Message, name: str) -> str:
    values = _values(message, name)
    return values[0] if values else ""


def _unescaped(value: str) -> str:
    """A header as text: its raw 8-bit bytes (kept by the parser as surrogates) read as UTF-8."""
    value = value[:_MAX_HEADER]
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        value = value.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    return value


def _decoded(value: str) -> str:
    """A header's text, its encoded words (``=?utf-8?q?…?=``) decoded; what cannot be decoded is kept as written."""
    value = _unescaped(value)
    try:
        parts = email.header.decode_header(value)
    except (ValueError, LookupError, email.errors.HeaderParseError):
        return " ".join(value.split())
    text = []
    for chunk, charset in parts:
        if isinstance(chunk, str):
            text.append(chunk)
        elif charset is None:
            text.append(chunk.decode("raw-unicode-escape", "replace"))
        else:
            text.append(_decode(chunk, charset))
    return " ".join("".join(text).split())


def _shown(text: str, most: int = _SHOWN) -> str:
    """``text`` on one line, without escape sequences or control characters, at most ``most`` characters."""
    text = printable(text[: most * 4])
    return text if len(text) <= most else text[: most - 1] + "…"


def _sender(message: Message) -> tuple[str, MessageOrEmpty]:
    """The sender's address, and the problem with the ``From`` header (``""``: none).

    Only what looks like an address counts: ``Müller, Hans <h@x.org>`` (a
    comma left unquoted) is one sender, ``a@x.org, b@x.org`` two.
    """
    values = [_unescaped(v) for v in _values(message, "From")]
    if not any(v.strip() for v in values):
        return "", MAIL.say("mail.in_no_sender")
    try:
        found = [address.strip() for _name, address in getaddresses(values) if address.strip()]
    except (ValueError, LookupError, TypeError, IndexError):
        found = []
    addresses = [address for address in found if _is_address(address)]
    if len(addresses) > 1 or len(values) > 1:
        senders = ", ".join(addresses) if len(addresses) > 1 else " / ".join(values)
        return (addresses or found or [""])[0], MAIL.say("mail.in_senders", senders=_shown(senders))
    if not addresses:
        return (found or [""])[0], MAIL.say("mail.in_bad_sender", text=_shown(values[0]))
    return addresses[0], ""


def _sender_name(message: Message) -> str:
    """The name the ``From`` header gives its sender, decoded and cleaned; ``""`` if none can be read."""
    try:
        name = getaddresses([_decoded(_first(message, "From"))])[0][0]
    except (ValueError, LookupError, TypeError, IndexError):
        return ""
    return _shown(name, 100)


def _is_address(address: str) -> bool:
    local, at, domain = address.rpartition("@")
    return bool(at and local and domain) and not any(c.isspace() or c in "<>" for c in address)


def _dated(message: Message) -> datetime | None:
    value = _unescaped(_first(message, "Date")).strip()
    if not value:
        return None
    try:
        dated = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    return dated if dated.tzinfo is not None else dated.replace(tzinfo=timezone.utc)


def _message_id(message: Message) -> str:
    """The mail's Message-ID, where it has one that names something (``<>`` or ``<@>`` do not)."""
    value = " ".join(_unescaped(_first(message, "Message-ID")).split())[:998]
    return value if _NOT_ID.sub("", value) else ""


def _replies_to(message: Message) -> tuple[str, ...]:
    """The Message-IDs the mail answers, nearest first: ``In-Reply-To`` (Outlook sets only it, beside its
    ``Thread-Index``), then ``References`` from the last (the mail answered) back (Gmail, Thunderbird and Apple
    Mail set both; a long one is folded over lines). At most :data:`MAX_REPLIES`; text around the ids (a
    comment, an old client's ``"…" wrote:``) is left out.

    >>> _replies_to(_parsed_head(b"In-Reply-To: <3@gm>\\r\\nReferences: <1@gm>\\r\\n <2@x>\\r\\n\\t<3@gm>\\r\\n\\r\\n"))
    ('<3@gm>', '<2@x>', '<1@gm>')
    """
    found: list[str] = []
    for name, newest_first in (("In-Reply-To", False), ("References", True)):
        ids = _MESSAGE_ID.findall(" ".join(_unescaped(v) for v in _values(message, name)))
        for found_id in reversed(ids) if newest_first else ids:
            if found_id not in found and len(found) < MAX_REPLIES:
                found.append(found_id)
    return tuple(found)


# -- the text ------------------------------------------------------------------------------------


@dataclass
class _Found:
    plain: tuple[Message, bytes] | None = None
    html: tuple[Message, bytes] | None = None
    parts: int = 0


def _text(message: Message, body: bytes) -> tuple[str, bool]:
    """The plain text of a mail, or its HTML turned into text; and whether it was cut."""
    found = _Found()
    _look(message, body, 0, found)
    if found.plain is not None:
        text, cut = _part_text(*found.plain)
    elif found.html is not None:
        html, cut = _part_text(*found.html)
        text = html_text(html)
    else:
        return "", False
    if len(text) > MAX_TEXT:
        return text[:MAX_TEXT], True
    return text, cut


def _look(message: Message, body: bytes, depth: int, found: _Found) -> None:
    """Find the first plain-text and the first HTML part that are not attachments, depth first."""
    found.parts += 1
    if _param(message, "content-disposition", "").strip().lower().startswith("attachment"):
        return
    kind = _content_type(message)
    if kind == "text/plain" and found.plain is None:
        found.plain = (message, body)
    elif kind == "text/html" and found.html is None:
        found.html = (message, body)
    elif kind.startswith("multipart/") and depth < MAX_DEPTH:
        boundary = _boundary(message)
        if not boundary:
            return
        for part in _parts(body, boundary):
            if found.plain is not None or found.parts >= MAX_PARTS * MAX_DEPTH:
                return
            head, part_body = _split(part)
            _look(_parsed_head(head), part_body, depth + 1, found)


def _param(message: Message, header: str, default: str) -> str:
    return _unescaped(_first(message, header)) or default


def _content_type(message: Message) -> str:
    value = _param(message, "content-type", "text/plain").split(";", 1)[0].strip().lower()
    return value if value.count("/") == 1 else "text/plain"


def _boundary(message: Message) -> str:
    return _content_param(message, "boundary")[:200]


def _content_param(message: Message, name: str) -> str:
    """A parameter of the ``Content-Type`` header (``boundary``, ``charset``), ``""`` where it has none."""
    found = re.search(r'(?i)(?:^|;)\s*' + name + r'\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;"]+))',
                      _param(message, "content-type", ""))
    if found is None:
        return ""
    if found.group(1) is not None:
        return re.sub(r"\\(.)", r"\1", found.group(1))
    return found.group(2)


def _parts(body: bytes, boundary: str) -> list[bytes]:
    """The parts of a multipart body (at most :data:`MAX_PARTS`), between its ``--boundary`` lines."""
    line = re.compile(rb"^--" + re.escape(boundary.encode("utf-8", "surrogateescape")) + rb"(--)?[ \t]*\r?$",
                      re.MULTILINE)
    parts: list[bytes] = []
    start: int | None = None
    for found in line.finditer(body):
        if start is not None:
            end = found.start()
            end -= 2 if body[end - 2 : end] == b"\r\n" else 1 if body[end - 1 : end] == b"\n" else 0
            parts.append(body[start : max(start, end)])
            if len(parts) >= MAX_PARTS:
                break
        if found.group(1):  # the closing boundary
            break
        start = found.end() + (2 if body[found.end() : found.end() + 2] == b"\r\n" else 1)
    else:
        if start is not None and len(parts) < MAX_PARTS:  # no closing boundary: the rest is the last part
            parts.append(body[start:])
    return parts


def _part_text(message: Message, body: bytes) -> tuple[str, bool]:
    """A text part's body, its transfer encoding undone and its charset decoded; and whether it was cut."""
    encoding = _param(message, "content-transfer-encoding", "").strip().lower()
    if encoding == "base64":
        data = _unbase64(body)
    elif encoding == "quoted-printable":
        data = binascii.a2b_qp(body)
    else:
        data = body
    most = (MAX_TEXT + 1) * 4  # no charset takes more than 4 bytes for a character it means
    cut = len(data) > most
    text = _decode(data[:most], _charset(message)).replace("\r\n", "\n").replace("\r", "\n")
    if _content_param(message, "format").strip().lower() == "flowed":  # RFC 3676: soft line breaks joined
        text = unflowed(text, _content_param(message, "delsp").strip().lower() == "yes")
    return text, cut


def _unbase64(data: bytes) -> bytes:
    try:
        return binascii.a2b_base64(data)
    except binascii.Error:  # bad padding, a stray character: read what can be read
        clean = re.sub(rb"[^A-Za-z0-9+/]", b"", data)
        return binascii.a2b_base64(clean[: len(clean) // 4 * 4])


def _charset(message: Message) -> str:
    return _content_param(message, "charset")[:64].strip().lower()


def _decode(data: bytes, charset: str | None) -> str:
    """``data`` in ``charset``; UTF-8 (or else Windows-1252) where it is unknown, missing or ASCII."""
    charset = (charset or "").strip().lower()
    if charset and charset not in ("us-ascii", "ascii", "utf-8", "utf8") and charset not in _SLOW_CODECS:
        try:
            if codecs.lookup(charset).name not in _SLOW_CODECS:
                return data.decode(charset, "replace")
        except (LookupError, ValueError, TypeError, UnicodeError):
            pass
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        if error.reason == "unexpected end of data" or charset not in ("", "us-ascii", "ascii"):  # cut off at the end
            return data.decode("utf-8", "replace")
        return data.decode("cp1252", "replace")
