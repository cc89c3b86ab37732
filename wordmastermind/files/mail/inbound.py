"""A mail as it came from the mailbox, made into an :class:`~wordmastermind.core.wmm.intake.InMail`.

The text is the plain-text part; a mail with only HTML has its HTML turned
into text (paragraphs and line breaks kept, tags, scripts and styles left
out). The sender is the ``From`` address alone; the time is the ``Date``
header, or when the server got the mail where the header is missing or
cannot be read. A mail without a ``Message-ID`` gets one made of its
contents, so that it too is taken only once.

>>> raw = (b"From: Gustav <GUSTAV@example.org>\\r\\nDate: Tue, 01 Dec 2026 17:59:00 +0100\\r\\n"
...        b"Message-ID: <1@x>\\r\\nContent-Type: text/html; charset=utf-8\\r\\n\\r\\n"
...        b"<p>Hallo,</p><div>Alfons: SALAT<br>Emil&nbsp;-&nbsp;LAMPE</div>")
>>> mail = in_mail(raw, None)
>>> mail.sender, mail.sent.isoformat(), mail.text.split("\\n")
('GUSTAV@example.org', '2026-12-01T17:59:00+01:00', ['Hallo,', 'Alfons: SALAT', 'Emil - LAMPE'])
"""

from __future__ import annotations

import email.policy
from datetime import datetime, timezone
from email.message import EmailMessage, Message
from email.parser import BytesParser
from email.utils import getaddresses, parsedate_to_datetime
from html.parser import HTMLParser

from wordmastermind.core.wmm.intake import InMail

_BLOCKS = {"p", "div", "br", "tr", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "table"}
_HIDDEN = {"script", "style", "head", "title"}


def in_mail(raw: bytes, received: datetime | None) -> InMail:
    """The mail in ``raw``; ``received`` is when the server got it (the date of a mail without one)."""
    message = BytesParser(policy=email.policy.default).parsebytes(raw)
    addresses = getaddresses([str(message.get("From", ""))])
    sender = addresses[0][1] if addresses else ""
    return InMail(
        sender=sender,
        sent=_sent(message, received),
        message_id=str(message.get("Message-ID", "")).strip() or _made_id(raw),
        subject=str(message.get("Subject", "")),
        text=mail_text(message),
    )


def _made_id(raw: bytes) -> str:
    """An id for a mail that has no Message-ID: the same for the same mail in every run."""
    import hashlib

    return f"<{hashlib.sha256(raw).hexdigest()[:32]}@no-message-id>"


def _sent(message: Message, received: datetime | None) -> datetime:
    try:
        sent = parsedate_to_datetime(str(message.get("Date", "")))
    except (TypeError, ValueError, IndexError):
        sent = None
    if sent is None:
        return received or datetime(1970, 1, 1, tzinfo=timezone.utc)
    return sent if sent.tzinfo is not None else sent.replace(tzinfo=timezone.utc)


def mail_text(message: Message) -> str:
    """The plain text of ``message``, or its HTML turned into text."""
    if not isinstance(message, EmailMessage):
        return ""
    for kind in ("plain", "html"):
        part = message.get_body(preferencelist=(kind,))
        if part is None:
            continue
        try:
            content = part.get_content()
        except (LookupError, ValueError):  # an unknown charset, a broken encoding
            payload = part.get_payload(decode=True)
            content = payload.decode("utf-8", "replace") if isinstance(payload, bytes) else ""
        if not isinstance(content, str):
            continue
        return content if kind == "plain" else html_text(content)
    return ""


def html_text(html: str) -> str:
    """The text of an HTML part, a line for each paragraph, line break or table row."""
    reader = _TextReader()
    reader.feed(html)
    reader.close()
    lines = "".join(reader.parts).replace("\xa0", " ").split("\n")
    return "\n".join(text for text in (" ".join(line.split()) for line in lines) if text)


class _TextReader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.hidden = 0
        self.quoted = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _HIDDEN:
            self.hidden += 1
        if tag == "blockquote":  # a quoted mail, as the plain text's ">" lines
            self.quoted += 1
        if tag in _BLOCKS:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in _HIDDEN and self.hidden:
            self.hidden -= 1
        if tag == "blockquote" and self.quoted:
            self.quoted -= 1
        if tag in _BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if self.hidden:
            return
        if self.quoted:
            data = "\n".join("> " + line if line.strip() else line for line in data.split("\n"))
        self.parts.append(data)
