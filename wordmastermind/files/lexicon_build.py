"""Building a language's word-list cache from the installed packages, in a process of its own.

:func:`wordmastermind.files.lexicon_store.build_cache` starts this module
(``python -m wordmastermind.files.lexicon_build LANG``; the frozen app as
``wordmastermind-gui --build-word-lists LANG``), which writes the bytes of
the cache file (:func:`~wordmastermind.files.lexicon_store.pack_cache`) to
its standard output, or a one-line reason to its standard error and exits 1.
Its memory goes back to the system when it ends, and the app's own thread
never waits for Python's lock while it works.

The build is lean: wordfreq's list is read bucket by bucket (a bucket's
words share one frequency, and are normalised all at once:
:func:`~wordmastermind.core.spelling.words_of`), german-nouns' CSV line by
line, most lines split at runs of commas into just their words
(:func:`~wordmastermind.core.noun_rows.parse_noun_lines`), and each part of
the cache is encoded, and its words let go, before the next is built.
"""

from __future__ import annotations

import contextlib
import gc
import io
import itertools
import operator
import os
import sys
import threading
from collections.abc import Iterator, Sequence

from wordmastermind.core.noun_rows import read_noun_lines
from wordmastermind.core.spelling import LANGUAGES, words_of
from wordmastermind.files.lexicon_store import (
    KIND_CODES,
    LexiconError,
    forms_section,
    pack_cache,
    section,
    source_versions,
    start_build,
)

WORDS_PART = "words"
"""The argument after the language that builds only the general words (with their frequencies)."""
NOUN_LANGUAGES = ("de",)
"""The languages with nouns of their own (german-nouns); the others' noun sections are empty."""


def frequency_section(language: str) -> bytes:
    """The cache's ``words`` section: each normalised word with its Zipf frequency.

    A word that several entries normalise to keeps the highest frequency.
    """
    import wordfreq

    available = wordfreq.available_languages("large")
    if language in available:
        buckets = wordfreq.read_cBpack(available[language])  # not kept in wordfreq's own cache
    else:
        buckets = list(wordfreq.get_frequency_list(language, wordlist="large"))
    zipf: dict[str, str] = {}  # a word's frequency as its line ends: "<TAB>4.35"
    # From the rarest bucket to the most frequent, so that a word's highest frequency wins.
    # The bucket at index i holds the words of -i centibels: Zipf 9 - i/100.
    for index in range(len(buckets) - 1, -1, -1):
        bucket = buckets[index]
        if bucket:
            words = filter(None, words_of(language, bucket))
            zipf.update(zip(words, itertools.repeat(f"\t{round(9 - index / 100, 2)}")))
            buckets[index] = []  # let its words go
    del buckets
    # The lines sort as their words do (a tab sorts before any letter), and no word is looked up again.
    lines = list(map(operator.add, zipf, zipf.values()))
    del zipf
    lines.sort()
    return "\n".join(lines).encode("utf-8")


def noun_sections(language: str) -> dict[str, bytes]:
    """The cache's ``nouns``, ``forms`` and ``others`` sections (empty but for German)."""
    if language not in NOUN_LANGUAGES:
        return {"nouns": b"", "forms": b"", "others": b""}
    from importlib.resources import files

    resource = files("german_nouns").joinpath("nouns.csv")
    with resource.open("rb") as raw, io.TextIOWrapper(raw, encoding="utf-8", newline="") as handle:
        reading = read_noun_lines(handle, KIND_CODES)
    nouns, others = reading.nouns, {w: k for w, k in reading.others.items() if w not in reading.nouns}
    return {
        "nouns": section(nouns),
        "forms": forms_section(reading.found, nouns),
        "others": section(others, others.__getitem__),
    }


def cache_chunks(language: str, *, parallel: bool = False) -> list[bytes]:
    """The cache file of ``language``, in pieces (see :func:`pack_cache`).

    ``parallel``: the general words are read by a process of their own
    (:data:`WORDS_PART`) while this one reads the nouns.
    """
    if language not in LANGUAGES:
        raise LexiconError(f"unknown language {language!r} (known: {', '.join(LANGUAGES)})")
    versions = source_versions(language)
    if parallel and language in NOUN_LANGUAGES:
        words = _PartBuild(language, WORDS_PART)
        try:
            sections = noun_sections(language)
        finally:
            words.finish()
        sections["words"] = words.result()
    else:
        sections = {"words": frequency_section(language), **noun_sections(language)}
    return pack_cache(language, versions, sections)


class _PartBuild(threading.Thread):
    """A part of the cache, built by a process of its own; its output read while this one works."""

    def __init__(self, language: str, part: str) -> None:
        super().__init__(daemon=True)
        self.process = start_build(language, part)
        self.output = self.errors = b""
        self.start()

    def run(self) -> None:
        self.output, self.errors = self.process.communicate()

    def finish(self) -> None:
        """Wait for the part (stopping it first if this process's own part failed)."""
        if sys.exc_info()[0] is not None:
            with contextlib.suppress(OSError):
                self.process.kill()
        self.join()

    def result(self) -> bytes:
        if self.process.returncode != 0:
            reason = self.errors.decode("utf-8", "replace").strip().splitlines()
            raise LexiconError(reason[-1] if reason else f"exit code {self.process.returncode}")
        return self.output


def _write_all(fd: int, chunks: Iterator[bytes] | Sequence[bytes]) -> None:
    for chunk in chunks:
        view = memoryview(chunk)
        while view:
            view = view[os.write(fd, view) :]


def _say(fd: int, text: str) -> None:
    # The descriptors, not sys.stdout and sys.stderr: a frozen windowed app may have neither.
    _write_all(fd, [text.encode("utf-8")])


def main(argv: Sequence[str] | None = None) -> int:
    """``LANG``: write the cache file's bytes to standard output; 0, or 1 with the reason.

    ``LANG words``: only the ``words`` section's (:data:`WORDS_PART`).
    """
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) not in (1, 2) or args[1:] not in ([], [WORDS_PART]):
        _say(2, f"usage: python -m wordmastermind.files.lexicon_build LANG [{WORDS_PART}]\n")
        return 2
    if hasattr(os, "nice"):  # the app's window comes first (Windows: see lexicon_store.start_build)
        os.nice(max(0, 10 - os.nice(0)))  # a part's process is already as nice as the builder
    # Hundreds of thousands of small objects and not one cycle among them: Python's
    # cycle collector would only walk them again and again (a third of the time).
    gc.disable()
    language = args[0]
    try:
        if args[1:]:
            if language not in LANGUAGES:
                raise LexiconError(f"unknown language {language!r} (known: {', '.join(LANGUAGES)})")
            chunks = [frequency_section(language)]
        else:
            chunks = cache_chunks(language, parallel=True)
    except LexiconError as error:
        _say(2, f"{error}\n")
        return 1
    try:
        _write_all(1, chunks)
    except BrokenPipeError:  # the app stopped the build, or ended
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
