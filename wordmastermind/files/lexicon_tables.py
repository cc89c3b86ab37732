"""The word lists' cache as it is read: sorted lines, looked up by binary search in the file's bytes.

:func:`~wordmastermind.files.lexicon_store.decode_cache` gives each section
of the cache file to a :class:`SortedTable`; the lexicon sees them as sets
and mappings (:class:`LazyWords`, :class:`LazyForms`, :class:`LazyPairs`,
:class:`LazyZipf`). Only the nouns become a set on load.
"""

from __future__ import annotations

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
    """Sorted lines ``KEY<TAB>VALUE`` (or just ``KEY``), UTF-8, looked up where they lie.

    ``data[start:stop]`` holds the lines, joined by newlines (the cache file's
    bytes, not copied). Looking a key up is a binary search over those bytes:
    no set or dict of half a million entries is built, and no section is
    decoded or split, to answer a few questions. A section is decoded and
    split only to be gone through (:meth:`keys`, :meth:`items`). UTF-8 sorts
    as the text does, code point by code point, so the bytes are in the
    order the lines were sorted in.
    """

    def __init__(self, data: bytes, start: int = 0, stop: int | None = None) -> None:
        self._data = data
        self._start = start
        self._stop = len(data) if stop is None else stop
        self._lines: list[str] | None = None

    @property
    def lines(self) -> list[str]:
        """The lines as text: decoded and split when first asked for."""
        if self._lines is None:
            text = str(memoryview(self._data)[self._start : self._stop], "utf-8")
            self._lines = text.split("\n") if text else []
        return self._lines

    def find(self, key: str) -> str | None:
        """The value of ``key`` (``""`` for a bare key), or None."""
        if "\t" in key or "\n" in key:
            return None
        try:
            wanted, data = key.encode("utf-8"), self._data
        except UnicodeEncodeError:  # a lone surrogate: no line of a UTF-8 file holds it
            return None
        low, high = self._start, self._stop  # the first line not below ``wanted`` starts in low..high
        while low < high:  # low is a line's start, high one's start or the end
            middle = (low + high) // 2
            begin = data.rfind(b"\n", low, middle) + 1 or low  # the line middle is in
            end = data.find(b"\n", begin, self._stop)
            end = self._stop if end < 0 else end
            if data[begin:end] < wanted:
                low = end + 1
            else:
                high = begin
        if low >= self._stop:  # every line sorts before ``wanted`` (or there is none)
            return None
        end = data.find(b"\n", low, self._stop)
        line = data[low : self._stop if end < 0 else end]
        if line == wanted:
            return ""
        if line.startswith(wanted + b"\t"):
            return line[len(wanted) + 1 :].decode("utf-8")
        return None

    def keys(self) -> Iterator[str]:
        return (line.partition("\t")[0] for line in self.lines)

    def items(self) -> Iterator[tuple[str, str]]:
        return ((key, value) for key, _, value in (line.partition("\t") for line in self.lines))

    def __len__(self) -> int:
        if self._lines is not None:
            return len(self._lines)
        return 0 if self._stop == self._start else self._data.count(b"\n", self._start, self._stop) + 1


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
