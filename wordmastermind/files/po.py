"""gettext's ``.po`` catalogs read and written, and compiled to the ``.mo`` that :mod:`gettext` loads.

A small own compiler, in the manner of Python's ``Tools/i18n/msgfmt.py``,
rather than a runtime dependency on Babel (whose CLDR data would add
megabytes to the bundle for a few hundred sentences). It reads what the
catalogs here hold: comments, ``msgctxt``, ``msgid``, ``msgid_plural``,
``msgstr`` and ``msgstr[N]``, strings continued over several lines. A
``fuzzy`` entry, or one with an empty translation, is left out of the
``.mo``, as ``msgfmt`` does: gettext gives the English for it then.

>>> entries = parse_po('msgctxt "a"\\nmsgid "one"\\nmsgstr "eins"\\n')
>>> [(e.context, e.msgid, e.msgstr) for e in entries]
[('a', 'one', ('eins',))]
"""

from __future__ import annotations

import ast
import struct
from collections.abc import Iterable
from dataclasses import dataclass, field


class PoError(ValueError):
    """A ``.po`` file this reader cannot make sense of; names the line."""


@dataclass
class Entry:
    """One message of a catalog: its context (the code), English, plural and translations."""

    context: str | None
    msgid: str
    plural: str | None = None
    msgstr: tuple[str, ...] = ()
    flags: frozenset[str] = frozenset()
    comments: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.context, self.msgid)

    @property
    def translated(self) -> bool:
        return bool(self.msgstr) and all(self.msgstr) and "fuzzy" not in self.flags


def parse_po(text: str) -> list[Entry]:
    """The entries of a ``.po`` file's text, the header (``msgid ""``) first if there is one."""
    entries: list[Entry] = []
    fields: dict[str, str] = {}
    flags: set[str] = set()
    comments: list[str] = []
    current: str | None = None

    def finish() -> None:
        nonlocal current
        if "msgid" in fields:
            count = 1 + max((int(k[7:-1]) for k in fields if k.startswith("msgstr[")), default=0)
            if "msgid_plural" in fields:
                msgstr = tuple(fields.get(f"msgstr[{n}]", "") for n in range(count))
            else:
                msgstr = (fields.get("msgstr", ""),)
            entries.append(Entry(fields.get("msgctxt"), fields["msgid"], fields.get("msgid_plural"),
                                 msgstr, frozenset(flags), list(comments)))
        fields.clear()
        flags.clear()
        comments.clear()
        current = None

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if "msgid" in fields:
                finish()
            if line.startswith("#,"):
                flags.update(flag.strip() for flag in line[2:].split(","))
            elif not line.startswith("#~"):
                comments.append(line)
            continue
        keyword, _, rest = line.partition(" ")
        if line.startswith('"'):
            if current is None:
                raise PoError(f"line {number}: a string that follows no keyword")
            fields[current] += _string(line, number)
            continue
        if keyword not in ("msgctxt", "msgid", "msgid_plural", "msgstr") and not (
            keyword.startswith("msgstr[") and keyword.endswith("]") and keyword[7:-1].isdigit()
        ):
            raise PoError(f"line {number}: unknown keyword {keyword!r}")
        if keyword in ("msgctxt", "msgid") and ("msgstr" in fields or "msgstr[0]" in fields):
            finish()
        if keyword in fields:
            raise PoError(f"line {number}: {keyword} twice in one entry")
        fields[keyword] = _string(rest.strip(), number)
        current = keyword
    finish()
    return entries


def _string(text: str, number: int) -> str:
    if len(text) < 2 or not text.startswith('"') or not text.endswith('"'):
        raise PoError(f"line {number}: a string in double quotes is needed")
    try:
        value = ast.literal_eval(text)
    except (SyntaxError, ValueError):
        raise PoError(f"line {number}: the string cannot be read") from None
    if not isinstance(value, str):
        raise PoError(f"line {number}: the string cannot be read")
    return value


def quote(text: str) -> str:
    """``text`` as a ``.po`` string."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{escaped}"'


def _lines(keyword: str, text: str) -> list[str]:
    parts = text.splitlines(keepends=True)
    if len(parts) < 2:
        return [f"{keyword} {quote(text)}"]
    return [f'{keyword} ""', *(quote(part) for part in parts)]


def format_po(entries: Iterable[Entry]) -> str:
    """The text of a ``.po`` file holding ``entries``, in their order."""
    blocks = []
    for entry in entries:
        lines = list(entry.comments)
        if entry.flags:
            lines.append("#, " + ", ".join(sorted(entry.flags)))
        if entry.context is not None:
            lines.append(f"msgctxt {quote(entry.context)}")
        lines.append(f"msgid {quote(entry.msgid)}")
        if entry.plural is not None:
            lines.append(f"msgid_plural {quote(entry.plural)}")
            msgstr = entry.msgstr or ("", "")
            for n, text in enumerate(msgstr):
                lines += _lines(f"msgstr[{n}]", text)
        else:
            lines += _lines("msgstr", entry.msgstr[0] if entry.msgstr else "")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"


def compile_mo(entries: Iterable[Entry]) -> bytes:
    """The ``.mo`` file of the translated entries (and the header), as GNU gettext lays it out."""
    messages: dict[bytes, bytes] = {}
    for entry in entries:
        if entry.msgid and not entry.translated:
            continue
        key = entry.msgid if entry.plural is None else f"{entry.msgid}\0{entry.plural}"
        if entry.context is not None:
            key = f"{entry.context}\x04{key}"
        messages[key.encode()] = "\0".join(entry.msgstr).encode()
    keys = sorted(messages)
    ids = strs = b""
    offsets = []
    for id_bytes in keys:
        offsets.append((len(ids), len(id_bytes), len(strs), len(messages[id_bytes])))
        ids += id_bytes + b"\0"
        strs += messages[id_bytes] + b"\0"
    start = 7 * 4 + 16 * len(keys)
    id_table: list[int] = []
    str_table: list[int] = []
    for id_at, id_len, str_at, str_len in offsets:
        id_table += [id_len, start + id_at]
        str_table += [str_len, start + len(ids) + str_at]
    header = struct.pack("<7I", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + 8 * len(keys), 0, 0)
    tables = struct.pack(f"<{len(id_table)}I", *id_table) + struct.pack(f"<{len(str_table)}I", *str_table)
    return header + tables + ids + strs
