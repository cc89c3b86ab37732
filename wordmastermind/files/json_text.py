"""JSON text as ``json.dumps(value, ensure_ascii=False, indent=2)`` writes it, the same text, fast.

Python's JSON encoder is written in C for compact text only: given an
indent, it runs its encoder in Python, token by token. A game file of 100
players and 40 rounds took 14-21 ms to write so, each time it was saved or
autosaved (in the window's thread), and a big game's ``evaluate --json``
millions of tokens. :func:`dumps_indented` gives exactly the same text (4-5
ms for that game file), but lets the C encoder write every object and list
that holds only plain values (and every list of such objects, like a game's
guesses) in one call. A caller with a faster way to a part of its JSON (the
guesses of ``evaluate --json``) hands that part over as :class:`JsonPieces`.

>>> print(dumps_indented({"name": "Alfons", "points": [6, 5], "rows": [{"a": 1}, {"a": None}]}))
{
  "name": "Alfons",
  "points": [
    6,
    5
  ],
  "rows": [
    {
      "a": 1
    },
    {
      "a": null
    }
  ]
}
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from itertools import chain
from json.encoder import encode_basestring

__all__ = ["INDENT", "JsonPieces", "dumps_indented", "indented_parts"]

INDENT = "  "
_PLAIN_TYPES = {str, int, float, bool, type(None)}
"""The types the C encoder writes as they are (subclasses take the slow, exact way)."""


class JsonPieces(list[str]):
    """Pieces of text that are JSON already, in order, indented for their place:
    :func:`dumps_indented` puts them in as they are (a big part is not joined twice)."""


def dumps_indented(value: object, level: int = 0) -> str:
    """``json.dumps(value, ensure_ascii=False, indent=2)``, the same text; with ``level``, as the value
    written that deep in a document (its lines after the first indented so).

    :class:`JsonPieces` in ``value`` go in as they are.

    >>> print(dumps_indented({"b": [1]}, level=1))  # the value of a top-level field
    {
        "b": [
          1
        ]
      }
    """
    return "".join(indented_parts(value, level))


def indented_parts(value: object, level: int = 0) -> list[str]:
    """The pieces of :func:`dumps_indented`'s text, in order (a big piece is not copied by a join)."""
    parts: list[str] = []
    _write(value, level, parts)
    return parts


def _write(value: object, level: int, out: list[str]) -> None:
    """Add ``value``'s JSON text at ``level`` to ``out``, piece by piece (a big piece is not copied)."""
    if isinstance(value, JsonPieces):
        out += value
        return
    inner = "\n" + INDENT * (level + 1)
    end = "\n" + INDENT * level
    if isinstance(value, dict) and value:
        if _plain(value.values()):
            out += ("{", inner, _encoder(inner).encode(value)[1:-1], end, "}")
            return
        out.append("{")
        for number, (key, item) in enumerate(value.items()):
            out += ("," + inner if number else inner, _key(key), ": ")
            _write(item, level + 1, out)
        out += (end, "}")
    elif isinstance(value, (list, tuple)) and value:
        if _plain(value):
            out += ("[", inner, _encoder(inner).encode(value)[1:-1], end, "]")
        elif _plain_objects_only(value):
            out += ("[", inner, _plain_objects(value, level + 1), end, "]")
        else:
            out.append("[")
            for number, item in enumerate(value):
                out.append("," + inner if number else inner)
                _write(item, level + 1, out)
            out += (end, "]")
    else:  # a plain value, or an empty object or list ({} and [])
        out.append(json.dumps(value, ensure_ascii=False))


def _plain_objects(objects: list[object] | tuple[object, ...], level: int) -> str:
    """Non-empty objects of plain values, one after the other, at ``level``: one C encoder call.

    The C encoder writes the objects' fields ``,`` + newline + indent apart,
    and the objects themselves the same way; an object's boundary is then
    ``},`` + newline + indent + ``{``. No text encodes a newline as itself
    (it becomes ``\\n``), so that sequence is always a boundary, and is
    given its own indent here.
    """
    at = "\n" + INDENT * level
    fields = at + INDENT
    text = _encoder(fields).encode(objects)  # '[{' fields '},' newline '{' ... '}]'
    text = text.replace("}," + fields + "{", at + "}," + at + "{" + fields)
    return "{" + fields + text[2:-2] + at + "}"


def _plain(values: Iterable[object]) -> bool:
    return set(map(type, values)) <= _PLAIN_TYPES


def _plain_objects_only(values: list[object] | tuple[object, ...]) -> bool:
    """Whether ``values`` are all non-empty objects of plain values (looked at in C loops)."""
    if set(map(type, values)) != {dict} or not all(values):
        return False
    return _plain(chain.from_iterable(map(dict.values, values)))  # type: ignore[arg-type]


def _key(key: object) -> str:
    """A key as ``json.dumps`` writes it (a number or ``null`` key becomes text)."""
    if isinstance(key, str):
        return encode_basestring(key)
    return json.dumps({key: 0}, ensure_ascii=False)[1:-4]  # '{' key ': 0}'


def _encoder(separator: str) -> json.JSONEncoder:
    return json.JSONEncoder(ensure_ascii=False, separators=("," + separator, ": "))
