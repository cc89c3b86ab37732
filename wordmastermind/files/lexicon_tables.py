"""The word lists' cache as it is read: sorted lines, looked up by binary search, split on first use.

:func:`~wordmastermind.files.lexicon_store.decode_cache` gives each section
of the cache file to a :class:`SortedTable`; the lexicon sees them as sets
and mappings (:class:`LazyWords`, :class:`LazyForms`, :class:`LazyPairs`,
:class:`LazyZipf`). Only the nouns become a set on load.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Iterator, Mapping
from collections.abc import Set as AbstractSet
from typing import Any

from wordmastermind.core.noun_rows import Form

KIND_CODES = {
    "plural": "p",
    "plural only": "P",
    "genitive": "g",
    "dative": "d",
    "accusative": "a",
    "genitive plural": "G",
    "dative plural": "D",
    "accusative plural": "A",
}
"""The code of each kind of form in the cache's ``forms`` section."""
_CODE_KINDS = {code: kind for kind, code in KIND_CODES.items()}


class SortedTable:
    """Sorted lines ``KEY<TAB>VALUE`` (or just ``KEY``), split on first use.

    Looking a key up is a binary search: no set or dict of half a million
    entries is built just to answer a few questions.
    """

    def __init__(self, raw: bytes) -> None:
        self._raw: bytes | None = raw
        self._lines: list[str] = []

    @property
    def lines(self) -> list[str]:
        if self._raw is not None:
            text = self._raw.decode("utf-8")
            self._lines = text.split("\n") if text else []
            self._raw = None
        return self._lines

    def find(self, key: str) -> str | None:
        """The value of ``key`` (``""`` for a bare key), or None."""
        if "\t" in key or "\n" in key:
            return None
        lines = self.lines
        index = bisect.bisect_left(lines, key)
        if index < len(lines):
            line = lines[index]
            if line == key:
                return ""
            if line.startswith(key + "\t"):
                return line[len(key) + 1 :]
        return None

    def keys(self) -> Iterator[str]:
        return (line.partition("\t")[0] for line in self.lines)

    def items(self) -> Iterator[tuple[str, str]]:
        return ((key, value) for key, _, value in (line.partition("\t") for line in self.lines))

    def __len__(self) -> int:
        return len(self.lines)


class _TableMapping(Mapping[str, Any]):
    def __init__(self, table: SortedTable) -> None:
        self._table = table

    def _value(self, text: str) -> Any:
        raise NotImplementedError

    def __getitem__(self, key: str) -> Any:
        found = self._table.find(key) if isinstance(key, str) else None
        if not found:
            raise KeyError(key)
        return self._value(found)

    def __iter__(self) -> Iterator[str]:
        return (key for key, value in self._table.items() if value)

    def __len__(self) -> int:
        return sum(1 for _ in self)


class LazyForms(_TableMapping):
    def _value(self, text: str) -> tuple[Form, ...]:
        parts = text.split("\t")
        return tuple(
            (_CODE_KINDS[code], lemma) for code, lemma in zip(parts[::2], parts[1::2], strict=True)
        )


class LazyPairs(_TableMapping):
    def _value(self, text: str) -> str:
        return text


class LazyZipf(_TableMapping):
    def _value(self, text: str) -> float:
        return float(text)


class LazyWords(AbstractSet[str]):
    """The general word list, looked up in its sorted table."""

    def __init__(self, table: SortedTable) -> None:
        self._table = table

    @classmethod
    def _from_iterable(cls, it: Iterable[str]) -> frozenset[str]:  # type: ignore[override]
        return frozenset(it)

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self._table.find(word) is not None

    def __iter__(self) -> Iterator[str]:
        return self._table.keys()

    def __len__(self) -> int:
        return len(self._table)
