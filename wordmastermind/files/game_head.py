"""Which game a file names, from its first bytes only: what the app can tell before its window's first frame.

A file this app wrote names its ``kind`` first (:meth:`~wordmastermind.files.envelope.Envelope.wrap`):
its first line or two say which game it is, whatever its name. A file that is no JSON object names none.
Only a JSON object that does not begin with its kind (written by hand, or by another program) must be read
whole to tell (:func:`~wordmastermind.files.envelope.named_game` does). The bytes are looked at as JSON
reads them (its white space, an optional BOM, a string's escapes), without a regular expression to build or
JSON's module to load: the app asks before its first frame, and this costs it some 0.1 ms.

>>> at_start(b'\\xef\\xbb\\xbf{\\r\\n\\t"kind" : "rondo" , "schema_version": 1'), at_start(b'Fred 120, Joop 80')
(('rondo', True), (None, True))
>>> at_start(b'{"schema_version": 1, "kind": "rondo"}'), at_start(b'{"kind": "w\\\\u0061chtwoord"}')
((None, False), ('wachtwoord', True))
"""

from __future__ import annotations

from pathlib import Path

from wordmastermind.files.reading import FileRefused, read_head

HEAD = 512
"""How much of a file is read: the envelope's ``kind`` is in its first line or two."""
_SPACE = b" \t\r\n"
"""JSON's white space."""

Named = tuple[str | None, bool]
"""The ``kind`` a file names first thing (None: none there), and whether that is all there is to know: False
for a JSON object that may name its kind further on."""


def named_at_start(path: Path) -> Named:
    """What the first bytes of the file ``path`` say (a file that cannot be read names no kind)."""
    try:
        head = read_head(path, HEAD)
    except (OSError, FileRefused):
        return None, True
    return at_start(head)


def at_start(head: bytes) -> Named:
    """What a file beginning with ``head`` says of its kind: a JSON object whose first member is ``"kind"``,
    its value a string, names it."""
    text = head.removeprefix(b"\xef\xbb\xbf").lstrip(_SPACE)
    if not text.startswith(b"{"):
        return None, True  # no JSON object: no kind anywhere
    text = text[1:].lstrip(_SPACE)
    if not text.startswith(b'"kind"'):
        return None, False
    text = text[6:].lstrip(_SPACE)
    if not text.startswith(b":"):
        return None, False
    text = text[1:].lstrip(_SPACE)
    end = _string_end(text)
    if end is None or text[end:].lstrip(_SPACE)[:1] not in (b",", b"}"):
        return None, False  # not a string, or cut off: the whole file tells
    written = text[1:end - 1]
    if b"\\" in written:
        import json  # the string's escapes, read as the file's reader reads them

        try:
            kind = json.loads(text[:end].decode("utf-8"))
        except ValueError:  # not UTF-8, or a bad escape: the reader refuses the file, saying why
            return None, True
        return kind, True
    try:
        return written.decode("utf-8"), True
    except UnicodeDecodeError:  # the reader refuses the file, saying why
        return None, True


def _string_end(text: bytes) -> int | None:
    """Where the JSON string ``text`` begins with ends (just after its closing quote); None if it does not begin
    with one, or holds a control character, or is cut off."""
    if not text.startswith(b'"'):
        return None
    at = 1
    while True:
        quote = text.find(b'"', at)
        if quote < 0:
            return None
        escaped = quote - 1
        while text[escaped] == 0x5C:  # a backslash: an even number of them before the quote closes it
            escaped -= 1
        if (quote - 1 - escaped) % 2 == 0:
            break
        at = quote + 1
    if any(byte < 0x20 for byte in text[:quote]):
        return None
    return quote + 1
