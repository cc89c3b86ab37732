"""Strict reading of JSON documents, with messages that name the field.

A document file is refused, never half-read: a missing field, a field of the
wrong type or an unknown field raises :class:`DocumentError` naming it, as in
``rounds[2].guesses[0].word: expected text, found a number``.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from wordmastermind.files.reading import GAME_FILE_LIMIT, FileRefused, read_limited

__all__ = ["DocumentError", "Fields", "describe", "dump_json", "load_json"]

T = TypeVar("T")

_MAX_DIGITS = sys.get_int_max_str_digits() or 4300


if TYPE_CHECKING:
    from wordmastermind.core.messages import Message, Param, Text


class DocumentError(ValueError):
    """A document file that cannot be read or written; the message names the problem.

    Raised with a :class:`~wordmastermind.core.messages.Message` (never a plain
    ``str``): :attr:`message` is it, for a renderer; ``str(error)`` its English.
    """

    def __init__(self, message: Message) -> None:
        super().__init__(message)
        self.message: Message = message


def _say(code: str, /, **params: Param) -> Message:
    """The FILES table's message ``code``: the tables load with the first refusal, not at start-up."""
    from wordmastermind.files.messages import FILES

    return FILES.say(code, **params)


_TYPE_NAMES = {
    str: "value.text",
    bool: "expected.flag",
    int: "expected.number",
    list: "value.list",
    dict: "value.object",
}


def describe(value: object) -> Text:
    """What ``value`` is, in words (a message of the FILES table)."""
    if value is None:
        return _say("value.null")
    if isinstance(value, bool):
        return _say("value.flag")
    if isinstance(value, (int, float)):
        return _say("value.number")
    if isinstance(value, str):
        return _say("value.text")
    if isinstance(value, list):
        return _say("value.list")
    if isinstance(value, dict):
        return _say("value.object")
    return type(value).__name__


def _place(where: str) -> Text:
    return where or _say("document.the_file")


def _expected(where: str, expected: str, value: object) -> Message:
    return _say("document.expected", where=_place(where), expected=_say(expected), found=describe(value))


class Fields:
    """The fields of one JSON object, read one by one with type checks.

    Call :meth:`done` after reading to refuse fields nobody asked for.
    """

    def __init__(self, value: object, where: str) -> None:
        if not isinstance(value, dict):
            raise DocumentError(_expected(where, "value.object", value))
        self.data: Mapping[str, Any] = value
        self.where = where
        self.read: set[str] = set()

    def path(self, key: str) -> str:
        return f"{self.where}.{key}" if self.where else key

    def _get(self, key: str, kind: type[T], default: T | None) -> T:
        self.read.add(key)
        if key not in self.data:
            if default is None:
                raise DocumentError(_say("document.missing", where=self.path(key)))
            return default
        value = self.data[key]
        if kind is int and isinstance(value, bool) or not isinstance(value, kind):
            raise DocumentError(_expected(self.path(key), _TYPE_NAMES[kind], value))
        return value

    def text(self, key: str, default: str | None = None) -> str:
        return self._get(key, str, default)

    def flag(self, key: str, default: bool | None = None) -> bool:
        return self._get(key, bool, default)

    def number(self, key: str, default: int | None = None) -> int:
        return self._get(key, int, default)

    def items(self, key: str, read: Callable[[object, str], T], *, optional: bool = False) -> list[T]:
        values: list[Any] = self._get(key, list, [] if optional else None)
        return [read(value, f"{self.path(key)}[{i}]") for i, value in enumerate(values)]

    def texts(self, key: str) -> list[str]:
        def one(value: object, where: str) -> str:
            if not isinstance(value, str):
                raise DocumentError(_expected(where, "value.text", value))
            return value

        return self.items(key, one)

    def language(self, languages: tuple[str, ...], key: str = "language") -> str:
        """A game's report language: English when absent (files from before it was kept)."""
        value = self.text(key, "en")
        if value not in languages:
            raise DocumentError(_say("document.language", where=self.path(key),
                                          languages=", ".join(languages), value=repr(value)))
        return value

    def has(self, key: str) -> bool:
        self.read.add(key)
        return key in self.data and self.data[key] is not None

    def obj(self, key: str) -> Fields:
        self.read.add(key)
        if key not in self.data:
            raise DocumentError(_say("document.missing", where=self.path(key)))
        return Fields(self.data[key], self.path(key))

    def done(self) -> None:
        unknown = sorted(set(self.data) - self.read)
        if unknown:
            names = ", ".join(unknown)
            raise DocumentError(_say("document.unknown", where=_place(self.where), names=names))


def load_json(path: Path, limit: int = GAME_FILE_LIMIT) -> object:
    """Read a JSON file, refusing bad bytes and truncated text with a reason.

    Only a regular file of at most ``limit`` bytes is read (not a pipe or a
    device: :func:`~wordmastermind.files.reading.read_limited`); JSON nested
    deeper than Python's parser goes (about 1,000 levels) and a number of
    more than 4300 digits are refused as well: no game file holds either.
    """
    try:
        raw = read_limited(path, limit)
    except FileNotFoundError:
        raise DocumentError(_say("document.no_file")) from None
    except IsADirectoryError:
        raise DocumentError(_say("document.folder")) from None
    except FileRefused as error:
        raise DocumentError(error.reason) from None
    except OSError as error:
        raise DocumentError(_say("document.unreadable", reason=error.strerror or str(error))) from None
    if not raw.strip():
        raise DocumentError(_say("document.empty"))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DocumentError(_say("document.not_utf8", byte=error.start)) from None
    import json  # when a document is read: the app's start needs none

    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        if error.pos >= len(text.rstrip()):
            raise DocumentError(_say("document.cut_off", line=error.lineno, column=error.colno)) from None
        raise DocumentError(_say("document.not_json", line=error.lineno, column=error.colno,
                                      found=_found_at(text, error.pos))) from None
    except RecursionError:
        raise DocumentError(_say("document.nested")) from None
    except ValueError:  # int() refuses a number this long (sys.get_int_max_str_digits)
        raise DocumentError(_say("document.digits", digits=_MAX_DIGITS)) from None
    if re.search(_SURROGATE_ESCAPE, text):  # rare: look for a half pair only then
        _refuse_lone_surrogates(data, "")
    return data


_FOUND_SHOWN = 16
"""How much of the text where the JSON breaks a refusal shows."""


def _found_at(text: str, position: int) -> str:
    """The text where the JSON breaks, as a refusal shows it in any language (not the parser's English).

    Control characters are shown by their pictures (a line's end as ␊), so
    that the excerpt stays on one line and shows what is there.

    >>> _found_at('{"name": "Ann"\\n "word": "Haus"}', 14)
    '␊ "word": "Haus"…'
    >>> _found_at('[1, 2 3]', 6)
    '3]'
    """
    shown = text[position:position + _FOUND_SHOWN]
    pictured = "".join(chr(0x2400 + ord(c)) if ord(c) < 0x20 else "\u2421" if c == "\x7f" else c for c in shown)
    return pictured + ("…" if position + _FOUND_SHOWN < len(text) else "")


_SURROGATE_ESCAPE = r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}"
_LONE_SURROGATE = "[\ud800-\udfff]"  # patterns compiled when first used (re keeps them)


def _refuse_lone_surrogates(value: object, where: str) -> None:
    """Refuse text with half of a UTF-16 pair (``\\ud800``): no character, and no file can hold it.

    >>> _refuse_lone_surrogates({"players": [{"name": "Ann" + chr(0xD800)}]}, "")
    Traceback (most recent call last):
    ...
    wordmastermind.files.jsonread.DocumentError: players[0].name: the text holds a lone surrogate (U+D800), half of a character pair, which is no character
    """
    if isinstance(value, str):
        found = re.search(_LONE_SURROGATE, value)
        if found:
            raise DocumentError(_say("document.surrogate", where=_place(where),
                                          code=f"U+{ord(found.group()):04X}"))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _refuse_lone_surrogates(item, f"{where}[{i}]")
    elif isinstance(value, dict):
        for key, item in value.items():
            _refuse_lone_surrogates(key, where)
            _refuse_lone_surrogates(item, f"{where}.{key}" if where else key)


def dump_json(document: object) -> bytes:
    """``document`` as its file holds it: UTF-8 JSON, indented by two spaces, as ``json.dump`` writes it."""
    from wordmastermind.files.json_text import indented_parts

    parts = indented_parts(document)
    parts.append("\n")
    return "".join(parts).encode("utf-8")
