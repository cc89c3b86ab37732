"""The players' mails as MIME: made as the ``email`` package makes them, what they share encoded once.

Each mail of a run is multipart/alternative (the plain text and the HTML,
both quoted-printable), perhaps in a multipart/mixed with the report
attached. The mails share most of their lines (the report, as text and as
HTML tables) and the attached file. A :class:`MimeMaker` (one per run)
encodes each distinct line once, and each attachment once: one base64 part,
the same object in every mail. :func:`message_bytes` writes a message as
the ``email`` package's own generator does, byte for byte, only faster: each
part's lines in one piece, a new boundary checked against the text with a
plain search before the generator's line-by-line one, and a part every mail
shares (the attached file) written out once.

The messages are the ``email`` package's own (:class:`~email.message.EmailMessage`),
built by its own calls; only the payloads of the two text parts are
encoded here, line by line, by the package's own quoted-printable encoder
(a line's encoding does not depend on the lines around it).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from email.generator import BytesGenerator
from email.headerregistry import Address, BaseHeader, HeaderRegistry
from email.message import EmailMessage
from email.policy import SMTP as SMTP_POLICY
from email.policy import default as DEFAULT_POLICY
from email.quoprimime import body_encode
from io import BytesIO
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from wordmastermind.files.mail.attachments import Attachment

_NEWLINE = re.compile(r"\r\n|\r|\n")
"""What the ``email`` package's generator takes for a line end (its ``NLCRE``)."""


class MimeMaker:
    """The MIME messages of one run's mails: each distinct text line and each attachment encoded once."""

    def __init__(self) -> None:
        self._lines: dict[str, str] = {}
        self._parts: dict[int, tuple[Attachment, _SharedPart]] = {}
        self._made: _Shapes | None = None
        self._from: tuple[Address, Any] | None = None
        self.attachments_encoded = 0
        """How many attachments were base64-encoded (once each per run)."""

    def quoted_printable(self, text: str) -> str:
        """``text`` as UTF-8 quoted-printable, as ``set_content(text, cte="quoted-printable")`` stores it.

        The package encodes the text's lines (split as ``bytes.splitlines`` splits
        them) each on its own, then joins them with ``\\n``: so does this, each
        distinct line once per run.
        """
        if "\r" in text:  # a line end the package reads too: split as it splits
            lines = [line.decode("utf-8") for line in text.encode("utf-8").splitlines()]
        else:
            lines = text.split("\n")
            if lines[-1] == "":  # after the last line end, or an empty text: no line
                lines.pop()
        cache = self._lines
        out: list[Any] = list(map(cache.get, lines))  # str, or None where the line is new
        if None in out:
            limit = DEFAULT_POLICY.max_line_length or 78
            for index, line in enumerate(lines):
                if out[index] is None:
                    out[index] = cache[line] = body_encode(line.encode("utf-8").decode("latin-1"), limit)
        return "\n".join(out) + "\n"

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

    def _shapes(self) -> _Shapes:
        """The headers of every part but the top's own, as the ``email`` package's calls make them (made once)."""
        if self._made is None:
            made = EmailMessage(policy=_ONCE)
            made.set_content("", subtype="plain", charset="utf-8", cte="quoted-printable")
            made.add_alternative("", subtype="html", charset="utf-8", cte="quoted-printable")
            plain, html = _parts(made)
            alternative = made.items()
            made.make_mixed()
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
    ) -> EmailMessage:
        """One player's message, as the ``email`` package makes it of these calls::

            message = EmailMessage()
            message["From"], message["To"], message["Subject"] = sender, to, subject
            message["Date"], message["Message-ID"] = date, message_id
            message.set_content(body, subtype="plain", charset="utf-8", cte="quoted-printable")
            message.add_alternative(html, subtype="html", charset="utf-8", cte="quoted-printable")
            for attachment in attachments:
                message.add_attachment(attachment.data, maintype=..., subtype=..., filename=...)

        (a Content-Language set among the headers would not stay: ``set_content``
        drops every Content-* header set before it, so the mails never had one).
        Each part's headers are those the calls made once (:meth:`_shapes`), each
        payload encoded by :meth:`quoted_printable`, each file once (:meth:`part`).
        """
        shapes = self._shapes()
        if self._from is None or self._from[0] is not sender:
            self._from = (sender, _ONCE.header_factory("From", sender))
        own = (("To", to), ("Subject", subject), ("Date", date), ("Message-ID", message_id))  # parsed as set
        text = (_made(shapes.plain, self.quoted_printable(body)), _made(shapes.html, self.quoted_printable(html)))
        if not attachments:
            return _made(shapes.alternative, text, self._from[1], own)
        alternative = _made(shapes.inner_alternative, text)
        return _made(shapes.mixed, (alternative, *(self.part(a) for a in attachments)), self._from[1], own)


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


def _made(headers: Iterable[tuple[str, Any]], payload: str | Iterable[EmailMessage], sender: Any = None,
          own: Iterable[tuple[str, object]] = ()) -> EmailMessage:
    """A part with ``headers`` (made once: kept as they are) and ``payload``, text or parts; a message's top
    has the ``sender``'s header and its ``own`` (set as ``message[name] = value`` sets them) first."""
    part = EmailMessage()
    if sender is not None:
        part.set_raw("From", sender)
        for name, value in own:
            part[name] = value
    for name, value in headers:
        part.set_raw(name, value)  # as set: one of each, the package's own header objects
    if isinstance(payload, str):
        part.set_payload(payload)
    else:
        for one in payload:
            part.attach(one)
    return part


class _FoldedOnce(BaseHeader):
    """A header every mail of a run has (made once by :class:`MimeMaker`): folded once per way of writing."""

    def fold(self, *, policy: Any) -> str:
        how = (policy.linesep, policy.max_line_length, policy.utf8)
        kept: tuple[object, str] | None = self.__dict__.get("_folded_once")
        if kept is None or kept[0] != how:
            kept = (how, super().fold(policy=policy))
            self.__dict__["_folded_once"] = kept
        return kept[1]


_ONCE = DEFAULT_POLICY.clone(header_factory=HeaderRegistry(base_class=_FoldedOnce))
"""The ``email`` package's default policy, its headers folded once (:class:`_FoldedOnce`)."""


class _SharedPart(EmailMessage):
    """A part every mail of a run carries (the attached file), made once: written out once too."""

    written: tuple[tuple[object, ...], bytes] | None = None
    """The part as :class:`_Generator` wrote it, and how (its policy's settings)."""


_PackageGenerator: Any = BytesGenerator
"""The ``email`` package's generator, its private steps (which the type stubs leave out) overridden below."""


class _Generator(_PackageGenerator):  # type: ignore[misc]  # a class of Any
    """The ``email`` package's generator, writing the same bytes with fewer steps."""

    _fp: Any

    def _write_lines(self, lines: str) -> None:
        # The package writes each piece between line ends, then its own line end: the same, in one write.
        if lines:
            self.write(lines.replace("\n", self._NL) if "\r" not in lines else _NEWLINE.sub(self._NL, lines))

    @classmethod
    def _make_boundary(cls, text: Any = None) -> str:
        # The package's random boundary; a line of the text that is the boundary needs the boundary in it.
        boundary: str = super()._make_boundary()
        if text is None:
            return boundary
        found, counter = boundary, 0
        while found.encode("ascii") in text and cls._compile_re(
                "^--" + re.escape(found) + "(--)?$", re.MULTILINE).search(text):
            found = f"{boundary}.{counter}"
            counter += 1
        return found

    def _write(self, msg: Any) -> None:
        if not isinstance(msg, _SharedPart):
            super()._write(msg)
            return
        policy = self.policy
        how = (policy.linesep, policy.max_line_length, policy.cte_type, getattr(policy, "utf8", False),
               getattr(policy, "refold_source", None), self._mangle_from_)
        if msg.written is None or msg.written[0] != how:
            out = self._fp
            buffer = BytesIO()
            self._fp = buffer
            try:
                super()._write(msg)
            finally:
                self._fp = out
            msg.written = (how, buffer.getvalue())
        self._fp.write(msg.written[1])


def message_bytes(message: EmailMessage) -> bytes:
    """The message as it goes into an .eml file or over the wire (CRLF line ends), as
    ``message.as_bytes(policy=SMTP)`` writes it, byte for byte (:class:`_Generator`)."""
    buffer = BytesIO()
    _Generator(buffer, mangle_from_=False, policy=SMTP_POLICY).flatten(message, unixfrom=False)
    return buffer.getvalue()
