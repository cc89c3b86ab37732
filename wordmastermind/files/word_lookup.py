"""A few words' entries in wordfreq's German list, read straight from its file while the cache is built.

The command line's first German check on a machine without the lists' cache
need not wait for the build (:mod:`wordmastermind.files.lexicon_check`): a
word that is no noun (:mod:`wordmastermind.files.noun_lookup`) is looked for
in the general list itself. :func:`early_words` reads wordfreq's file as the
build does (:func:`~wordmastermind.files.lexicon_build.frequency_buckets`),
but its entries as bytes, one a line, and finds the lines that can hold the
words asked as the noun lookup finds them
(:func:`~wordmastermind.files.noun_lookup.lines_holding`); only those are
normalised (:func:`~wordmastermind.core.spelling.words_of`, as the build
normalises them all). Each word found has the frequency the built lists give
it: that of the first bucket (the most frequent) that holds it.
"""

from __future__ import annotations

import bisect
import importlib.util
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

from wordmastermind.core.spelling import words_of
from wordmastermind.files.noun_lookup import lines_holding

HEADER = {b"format": b"cB", b"version": 1}
"""The first item of wordfreq's file (``wordfreq.read_cBpack``), its strings as bytes."""


class EarlyWords(NamedTuple):
    """The words of :attr:`words` (normalised) that the general list holds, with their frequencies
    (:attr:`zipf`); about any other word it says nothing."""

    zipf: dict[str, float]
    words: frozenset[str]


NOTHING = EarlyWords({}, frozenset())


def early_words(words: Iterable[str]) -> EarlyWords:
    """The entries of ``words`` (normalised the German way) in the installed wordfreq's large German list."""
    buckets = raw_buckets("de")
    if buckets is None:
        return NOTHING
    pieces, starts, indexes, entries = [], [], [], 0
    at = 0
    for index, bucket in enumerate(buckets):
        if bucket:
            try:
                piece = b"\n".join(bucket)
            except TypeError:  # not a list of entries
                return NOTHING
            starts.append(at)
            indexes.append(index)
            pieces.append(piece)
            at += len(piece) + 1
            entries += len(bucket)
    text = b"\n".join(pieces)
    del pieces
    if text.count(b"\n") != entries - 1:  # an entry with a line break: lines are not entries
        return NOTHING
    spans, answered = lines_holding(text, 0, words)
    ordered = sorted(spans)  # the most frequent first: the buckets come in that order
    try:
        lines = [text[start:end].rstrip(b"\n").decode("utf-8") for start, end in ordered]
    except UnicodeDecodeError:
        return NOTHING
    zipf: dict[str, float] = {}
    for (start, _end), word in zip(ordered, words_of("de", lines), strict=True):
        if word in answered and word not in zipf:
            index = indexes[bisect.bisect_right(starts, start) - 1]
            zipf[word] = float(f"{round(9 - index / 100, 2)}")  # as the cache writes it and reads it back
    return EarlyWords(zipf, frozenset(answered))


def raw_buckets(language: str) -> list[list[bytes]] | None:
    """wordfreq's large list of ``language``, its buckets of entries as bytes (the i-th the words of
    -i centibels); None where its file is not found or not as wordfreq writes it."""
    spec = importlib.util.find_spec("wordfreq")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        path = Path(folder) / "data" / f"large_{language}.msgpack.gz"
        if path.is_file():
            import gzip

            import msgpack

            try:
                with gzip.open(path, "rb") as packed:
                    items = msgpack.unpackb(packed.read(), raw=True)
            except (OSError, ValueError, TypeError, EOFError, msgpack.UnpackException):
                return None
            if not isinstance(items, list) or not items or items[0] != HEADER:
                return None
            return items[1:]  # each a list of bytes (early_words checks that as it joins them)
    return None
