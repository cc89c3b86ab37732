"""The players' mails as MIME: made as the ``email`` package makes them, what they share made once.

Each mail of a run is multipart/alternative (the plain text, its long
paragraphs wrapped as RFC 3676 ``format=flowed``: :mod:`~wordmastermind.files.mail.flowed`, and the HTML,
both quoted-printable), perhaps in a multipart/mixed with the report
attached. The mails share most of their lines (the report, as text and as
HTML tables) and the attached file. A :class:`MimeMaker` (one per run)
encodes the report's lines once (as text and as the bytes written), each
other distinct line once, and each attachment once: one base64 part, the
same object in every mail. The run's two boundaries are drawn once, as the
package's generator draws them: the headers of every part but the top's own
are the same in each mail, parsed and folded once, as are a subject and a
date the mails share. :func:`message_bytes` writes a message as the
``email`` package's own generator does, byte for byte, through public calls
only (the policy's folding, the message's boundary): the pieces joined
once, each text part's bytes as :class:`MimeMaker` made them, and a part
every mail shares (the attached file) written out once; a message of any
other shape is the package's to write.

The messages are the ``email`` package's own (:class:`~email.message.EmailMessage`),
built by its own calls; only the payloads of the two text parts are
encoded here, line by line, by the package's own quoted-printable encoder
(a line's encoding does not depend on the lines around it).
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Iterable
from email.headerregistry import Address, BaseHeader, HeaderRegistry
from email.message import EmailMessage, Message
from email.policy import SMTP as SMTP_POLICY
from email.policy import default as DEFAULT_POLICY
from email.quoprimime import body_encode
from typing import TYPE_CHECKING, Any, NamedTuple

from wordmastermind.files.mail.flowed import flowed, flowed_around, set_flowed

if TYPE_CHECKING:
    from wordmastermind.files.mail.attachments import Attachment

_NEWLINE = re.compile(r"\r\n|\r|\n")
"""What the ``email`` package's generator takes for a line end (its ``NLCRE``)."""
_NL = SMTP_POLICY.linesep
_DIGITS = len(repr(sys.maxsize - 1))
"""The digits of a boundary's random number, as the package's generator pads it."""


class MimeMaker:
    """The MIME messages of one run's mails: each distinct text line and each attachment encoded once."""

    def __init__(self) -> None:
        self._lines: dict[str, str] = {}
        self._blocks: dict[str, tuple[str, bytes]] = {}
        self._parts: dict[int, tuple[Attachment, _SharedPart]] = {}
        self._made: _Shapes | None = None
        self._from: tuple[Address, Any] | None = None
        self._headers: dict[tuple[str, str], Any] = {}
        self._flowed: dict[str, str] = {}
        self.attachments_encoded = 0
        """How many attachments were base64-encoded (once each per run)."""

    def quoted_printable(self, text: str, block: str = "") -> str:
        """``text`` as UTF-8 quoted-printable, as ``set_content(text, cte="quoted-printable")`` stores it.

        The package encodes the text's lines (split as ``bytes.splitlines`` splits
        them) each on its own, then joins them with ``\\n``: so does this, each
        distinct line once per run. ``block``: whole lines many texts of the run
        carry (the report), encoded once (and made bytes as written once) where
        ``text`` has them. The text returned knows its bytes as written (:class:`_Payload`).
        """
        if "\r" in text:  # a line end the package reads too: split as it splits
            lines = [line.decode("utf-8") for line in text.encode("utf-8").splitlines()]
            return _Payload.of(self._encoded(lines) or "\n")
        at = _found(text, block) if block and "\r" not in block and not block.endswith("\n") else -1
        end = at + len(block)
        if at < 0 or (at and text[at - 1] != "\n") or (end < len(text) and text[end] != "\n"):
            return _Payload.of(self._encoded(_split(text)) or "\n")
        shared = self._blocks.get(block)
        if shared is None:
            encoded = self._encoded(_split(block))
            shared = self._blocks[block] = (encoded, _wire(encoded))
        return _Payload.of(self._encoded(_split(text[:at])), shared, self._encoded(_split(text[end + 1:])))

    def _encoded(self, lines: list[str]) -> str:
        """The ``lines`` encoded, each ending with ``\\n``: each distinct line encoded once per run."""
        if not lines:
            return ""
        cache = self._lines
        out: list[Any] = list(map(cache.get, lines))  # str, or None where the line is new
        if None in out:
            limit = DEFAULT_POLICY.max_line_length or 78
            for index, line in enumerate(lines):
                if out[index] is None:
                    out[index] = cache[line] = body_encode(line.encode("utf-8").decode("latin-1"), limit)
        out.append("")
        return "\n".join(out)

    def part(self, attachment: Attachment) -> _SharedPart:
        """``attachment`` as a MIME part, as ``add_attachment`` makes it: base64-encoded the first time only."""
        kept = self._parts.get(id(attachment))
        if kept is not None and kept[0] is attachment:
            return kept[1]
        part = _SharedPart(policy=_ONCE)
        part.set_content(attachment.data, maintype=attachment.maintype, subtype=attachment.subtype,
                         filename=attachment.filename)
        if "content-disposition" not in part:  # pragma: no cover - a file name sets it
            part["Content-Disposition"] = "attachment"
        self._parts[id(attachment)] = (attachment, part)
        self.attachments_encoded += 1
        return part

    def _shared(self, name: str, value: str) -> tuple[str, Any]:
        """The header ``name: value`` as ``message[name] = value`` parses it, parsed (and folded) once per run for
        each value: the subject and the date most mails of a run share."""
        made = self._headers.get((name, value))
        if made is None:
            made = self._headers[(name, value)] = _ONCE.header_store_parse(name, value)
        return made

    def _shapes(self) -> _Shapes:
        """The headers of every part but the top's own, as the ``email`` package's calls make them, with the
        run's boundaries, drawn as its generator draws them (the inner one first): made once.

        No line of a part can be a boundary line (``--=====...``): the text
        parts are quoted-printable, in which each ``=`` not ending a line is
        written ``=3D``, the attached files base64, which has no ``-``.
        """
        if self._made is None:
            made = EmailMessage(policy=_ONCE)
            set_flowed(made, "")
            made.add_alternative("", subtype="html", charset="utf-8", cte="quoted-printable")
            plain, html = _parts(made)
            inner = _drawn()
            made.set_boundary(inner)
            alternative = made.items()
            made.make_mixed()
            outer = _drawn()
            while outer == inner:  # pragma: no cover - one in 2**63
                outer = _drawn()
            made.set_boundary(outer)
            self._made = _Shapes(plain.items(), html.items(), alternative, made.items(), _parts(made)[0].items())
        return self._made

    def message(
        self,
        *,
        sender: Address,
        to: Address,
        subject: str,
        date: str,
        message_id: str,
        body: str,
        html: str,
        attachments: tuple[Attachment, ...] = (),
        report: str = "",
        report_html: str = "",
    ) -> EmailMessage:
        """One player's message, as the ``email`` package makes it of these calls::

            message = EmailMessage()
            message["From"], message["To"], message["Subject"] = sender, to, subject
            message["Date"], message["Message-ID"] = date, message_id
            set_flowed(message, body)  # set_content(flowed(body), …, cte="quoted-printable"), format=flowed; delsp=no
            message.add_alternative(html, subtype="html", charset="utf-8", cte="quoted-printable")
            for attachment in attachments:
                message.add_attachment(attachment.data, maintype=..., subtype=..., filename=...)

        and its generator writes, the multiparts' boundaries set (a Content-Language
        set among the headers would not stay: ``set_content`` drops every Content-*
        header set before it, so the mails never had one). Each part's headers are
        those the calls made once (:meth:`_shapes`), each payload encoded by
        :meth:`quoted_printable`, each file once (:meth:`part`). ``report``,
        ``report_html``: the report's lines in ``body`` and ``html``, the same in
        every mail of the run (encoded once).
        """
        shapes = self._shapes()
        if self._from is None or self._from[0] is not sender:
            self._from = (sender, _ONCE.header_factory("From", sender))
        own = (("From", self._from[1]), _own("To", to), self._shared("Subject", subject), self._shared("Date", date),
               _own("Message-ID", message_id))
        if report not in self._flowed:
            self._flowed[report] = flowed(report)
        text = (_made(shapes.plain, self.quoted_printable(flowed_around(body, report, self._flowed[report]),
                                                        self._flowed[report])),
                _made(shapes.html, self.quoted_printable(html, report_html)))
        if not attachments:
            return _made((*own, *shapes.alternative), text)
        alternative = _made(shapes.inner_alternative, text)
        return _made((*own, *shapes.mixed), (alternative, *(self.part(a) for a in attachments)))


def _own(name: str, value: Address | str) -> tuple[str, Any]:
    """The header ``name: value`` of one mail (its To, its Message-ID), as ``message[name] = value`` sets it: a
    :class:`_OneLine` where it is one, else the ``email`` package's header object, parsed."""
    text = str(value)
    if (text and text.isascii() and text.isprintable() and len(name) + 2 + len(text) <= _ONE_LINE
            and (isinstance(value, Address) or _MESSAGE_ID.fullmatch(text))):
        return name, _OneLine.of(name, value, text)
    return _ONCE.header_store_parse(name, value)


_ONE_LINE = min(SMTP_POLICY.max_line_length or 78, DEFAULT_POLICY.max_line_length or 78)
_MESSAGE_ID = re.compile(r"<[\w-]+(?:\.[\w-]+)*@[\w-]+(?:\.[\w-]+)*>", re.ASCII)
"""A Message-ID as ``make_msgid`` makes them (the package's header of another keeps only what it can parse)."""


class _OneLine(str):
    """A header that is a line of printable ASCII (the To of a plain address, a Message-ID), as the ``email``
    package keeps and uses a header object (a value with a ``name`` is one: its policies store it as it is, and
    fold it by its ``fold``): its text is what the package's header's is; folded, it is the line
    ``name: text`` as the package folds such a text (its parse tree's parts are not text to encode, and the
    whole fits), without the parse (half a millisecond a mail). ``addresses``: a To's, as the package's."""

    name: str
    addresses: tuple[Address, ...]
    defects: tuple[Any, ...] = ()
    _value: Address | str

    @classmethod
    def of(cls, name: str, value: Address | str, text: str) -> _OneLine:
        made = cls(text)
        made.name, made._value = name, value
        made.addresses = (value,) if isinstance(value, Address) else ()
        return made

    def fold(self, *, policy: Any) -> str:
        """The header as ``policy`` folds it: one line, or (a policy of shorter lines) as the package folds it."""
        if len(self.name) + 2 + len(self) <= (policy.max_line_length or sys.maxsize):
            return f"{self.name}: {self}{policy.linesep}"
        return str(_ONCE.header_factory(self.name, self._value).fold(policy=policy))


class _Shapes(NamedTuple):
    """The headers of a mail's parts (:meth:`MimeMaker._shapes`)."""

    plain: list[tuple[str, Any]]
    html: list[tuple[str, Any]]
    alternative: list[tuple[str, Any]]
    """The top's MIME headers without an attachment: multipart/alternative."""
    mixed: list[tuple[str, Any]]
    """The top's MIME headers with an attachment: multipart/mixed."""
    inner_alternative: list[tuple[str, Any]]
    """The multipart/alternative part inside the multipart/mixed."""


def _parts(message: EmailMessage) -> list[EmailMessage]:
    parts = message.get_payload()
    assert isinstance(parts, list)
    return [part for part in parts if isinstance(part, EmailMessage)]


def _made(headers: Iterable[tuple[str, Any]], payload: str | Iterable[EmailMessage]) -> EmailMessage:
    """A part with ``headers`` (made already: kept as they are, as a new message sets them) and ``payload``,
    text or parts."""
    part = EmailMessage()
    for name, value in headers:
        part.set_raw(name, value)  # as set: one of each, the package's own header objects
    if isinstance(payload, str):
        part.set_payload(payload)
    else:
        for one in payload:
            part.attach(one)
    return part


def _split(text: str) -> list[str]:
    """The lines of ``text`` (no ``\\r`` in it), as ``bytes.splitlines`` splits them."""
    lines = text.split("\n")
    if lines[-1] == "":  # after the last line end, or an empty text: no line
        lines.pop()
    return lines


def _found(text: str, block: str) -> int:
    """Where ``block`` is in ``text`` first (-1: nowhere): its start looked for, then the whole compared (a long
    text looked for as a whole is taken apart first, at each search)."""
    start = block[:64]
    at = text.find(start)
    while at >= 0 and not text.startswith(block, at):
        at = text.find(start, at + 1)
    return at


def _wire(encoded: str) -> bytes:
    """Encoded lines (ASCII, ``\\n`` line ends) as the generator writes them (the policy's line ends)."""
    return encoded.replace("\n", _NL).encode("ascii")


class _Payload(str):
    """A text part's quoted-printable payload, the ``str`` the package keeps, that knows its bytes as written
    too (:attr:`wire`): the report's lines made once per run (:meth:`MimeMaker.quoted_printable`)."""

    wire: tuple[bytes, ...]

    @classmethod
    def of(cls, *pieces: str | tuple[str, bytes]) -> _Payload:
        """The payload of encoded ``pieces``: each a text, or (text, its bytes) made already."""
        texts = [piece if isinstance(piece, str) else piece[0] for piece in pieces]
        made = cls("".join(texts))
        made.wire = tuple(_wire(piece) if isinstance(piece, str) else piece[1] for piece in pieces if piece)
        return made


def _drawn() -> str:
    """A random boundary, drawn as the ``email`` package's generator draws it."""
    return "=" * 15 + f"{random.randrange(sys.maxsize):0{_DIGITS}d}" + "=="


class _FoldedOnce(BaseHeader):
    """A header every mail of a run has (made once by :class:`MimeMaker`): folded once per way of writing, and
    without the space the ``email`` package leaves before a fold that an encoded word follows."""

    def fold(self, *, policy: Any) -> str:
        how = (policy.linesep, policy.max_line_length, policy.utf8)
        kept: tuple[object, str] | None = self.__dict__.get("_folded_once")
        if kept is None or kept[0] != how:
            kept = (how, _SPACE_BEFORE_WORD.sub(r"\1", super().fold(policy=policy)))
            self.__dict__["_folded_once"] = kept
        return kept[1]


_SPACE_BEFORE_WORD = re.compile(r"[ \t]+(\r?\n[ \t]+=\?)")
"""A space the package's folding leaves at the end of a line whose next begins with an encoded word: kept as
well as the fold's own, a reader shows two (``s'il vous  plaît``, Python 3.11 to 3.13)."""


class _Registry(HeaderRegistry):
    """The package's registry of header kinds, each kind's class made once (its own makes one at each look-up)."""

    def __init__(self) -> None:
        super().__init__(base_class=_FoldedOnce)
        self._classes: dict[str, type[BaseHeader]] = {}

    def __getitem__(self, name: str) -> type[BaseHeader]:
        made = self._classes.get(name.lower())
        if made is None:
            made = self._classes[name.lower()] = super().__getitem__(name)
        return made


_ONCE = DEFAULT_POLICY.clone(header_factory=_Registry())
"""The ``email`` package's default policy, its headers folded once (:class:`_FoldedOnce`)."""
MAIL_POLICY = _ONCE
"""The policy of every mail the app writes: the package's default, its headers folded right."""


class _SharedPart(EmailMessage):
    """A part every mail of a run carries (the attached file), made once: written out once too."""

    written: bytes | None = None
    """The part as :func:`message_bytes` wrote it."""


_KNOWN = (EmailMessage, _SharedPart)
"""The kinds of part :func:`message_bytes` writes itself (the package's own classes, and the shared part)."""


def message_bytes(message: EmailMessage) -> bytes:
    """The message as it goes into an .eml file or over the wire (CRLF line ends), as
    ``message.as_bytes(policy=SMTP)`` writes it, byte for byte.

    The mails' messages (text and multipart parts, nothing the package's
    generator treats on its own) are written here with the policy's own
    folding, as that generator writes them, only with fewer copies: each
    part's pieces are joined once, at the end, a text part's bytes are those
    :class:`MimeMaker` made, and a part every mail shares (the attached file)
    is written once. A multipart without a boundary gets a new one, drawn as
    the generator draws it (the same random numbers, inner parts first) and
    checked against the parts' text with a plain search before its
    line-by-line one. Any other message is the package's to write.
    """
    return b"".join(message_pieces(message))


def message_pieces(message: EmailMessage) -> list[bytes]:
    """:func:`message_bytes` in pieces, to be written one after the other (not joined first)."""
    payloads: dict[int, object] = {}
    if not _known(message, payloads):
        return [message.as_bytes(policy=SMTP_POLICY)]
    return _written(message, payloads)


def _known(part: Message, payloads: dict[int, object]) -> bool:
    """Whether ``part`` (and each part in it) is one that :func:`_written` writes as the package's generator does;
    ``payloads`` gets each part's payload (by the part's id), for :func:`_written`."""
    if type(part) not in _KNOWN:
        return False
    if isinstance(part, _SharedPart) and part.written is not None:
        return True  # written before: known then
    payload = payloads[id(part)] = part.get_payload()
    if part.is_multipart():
        return (part.get_content_subtype() != "signed" and isinstance(payload, list) and part.preamble is None
                and part.epilogue is None
                and all(isinstance(one, Message) and _known(one, payloads) for one in payload))
    # text or any other single part (the generator's _handle_text): an ASCII payload, as encoded parts have
    return part.get_content_maintype() != "message" and isinstance(payload, str) and payload.isascii()


def _written(part: Message, payloads: dict[int, object]) -> list[bytes]:
    """``part``'s headers and body as the generator writes them under the SMTP policy (which the part has
    meanwhile, as the generator gives it), in pieces; ``payloads``: each part's, as :func:`_known` got them."""
    if isinstance(part, _SharedPart) and part.written is not None:
        return [part.written]
    own = part.policy
    part.policy = SMTP_POLICY
    try:
        payload = payloads[id(part)]
        if isinstance(payload, list):  # of parts only (:func:`_known`)
            body = _multipart_body(part, [one for one in payload if isinstance(one, Message)], payloads)
        elif type(payload) is _Payload:
            body = list(payload.wire)
        else:
            body = [_lines(str(payload))]
        pieces = [SMTP_POLICY.fold_binary(name, value) for name, value in part.raw_items()]
    finally:
        part.policy = own
    pieces.append(_NL.encode("ascii"))
    pieces += body
    if isinstance(part, _SharedPart):
        part.written = b"".join(pieces)
        return [part.written]
    return pieces


def _lines(payload: str) -> bytes:
    """A single part's payload with the policy's line ends, as the generator writes it."""
    return (payload.replace("\n", _NL) if "\r" not in payload else _NEWLINE.sub(_NL, payload)).encode("ascii")


def _multipart_body(part: Message, parts: list[Message], payloads: dict[int, object]) -> list[bytes]:
    """The ``parts`` of ``part`` between its boundary lines; a part without a boundary gets a new one."""
    texts = [_written(one, payloads) for one in parts]
    boundary = part.get_boundary()
    if not boundary:
        boundary = _new_boundary(texts)
        part.set_boundary(boundary)
    line = ("--" + boundary).encode("ascii")
    nl = _NL.encode("ascii")
    body = [line + nl]
    for index, text in enumerate(texts):
        if index:
            body.append(nl + line + nl)
        body += text
    body.append(nl + line + b"--" + nl)
    return body


def _new_boundary(texts: list[list[bytes]]) -> str:
    """A random boundary, drawn as the package's generator draws it, that no line of the parts' ``texts`` is.

    A line that is the boundary holds it: the generator's search through
    every line is made only where a plain search finds it.
    """
    boundary = _drawn()
    found, counter = boundary, 0
    while _in_a_line(found, texts):
        found = f"{boundary}.{counter}"
        counter += 1
    return found


def _in_a_line(boundary: str, texts: list[list[bytes]]) -> bool:
    """Whether a line of the parts joined is ``--boundary`` (or ``--boundary--``), as the generator searches."""
    plain = ("--" + boundary).encode("ascii")
    if not any(plain in piece for text in texts for piece in text):
        return False  # the pieces end at line ends: a line holding it would be found in a piece
    joined = _NL.encode("ascii").join(b"".join(text) for text in texts)
    return re.search(b"^" + re.escape(plain) + b"(--)?$", joined, re.MULTILINE) is not None
