"""Building a language's word-list cache from the installed packages, in processes of its own.

:func:`wordmastermind.files.lexicon_store.build_cache` starts this module
once for each part of the cache, one after the other: the nouns, then the general
words (``python -m wordmastermind.files.lexicon_build LANG nouns|words``; the
frozen app as ``wordmastermind-gui --build-word-lists LANG nouns|words``).
Each writes its sections (:func:`~wordmastermind.files.lexicon_store.pack_sections`)
to its standard output, or a one-line reason to its standard error and exits
1; without a part, the whole cache file
(:func:`~wordmastermind.files.lexicon_store.pack_cache`), built by the one
process; with ``save PATH``, the whole cache file written to ``PATH`` by the
process itself (the command line's build, which it does not wait for:
:func:`~wordmastermind.files.lexicon_store.start_background_build`). Their
memory goes back to the system when they end, and the app's own thread never
waits for Python's lock while they work. A last ``--low`` lowers the
builder's priority: the app asks for it (its window comes first); the
command line, which has no window to protect, does not.

The build is lean: wordfreq's list is read from its file without importing
wordfreq, a bucket at a time (a bucket's words share one frequency, and are
normalised all at once: :func:`~wordmastermind.core.spelling.words_of`);
german-nouns' CSV line by line, most lines split at runs of commas into just
their words (:func:`~wordmastermind.files.noun_lines.read_noun_lines`); each
section is encoded, and its words let go, before the next is built, its
lines made and encoded a slice at a time and kept in pieces
(:func:`encoded`). So each part peaks at about 100 MiB or less, and the two
together under 200 MiB.
"""

from __future__ import annotations

import collections
import functools
import gc
import importlib.util
import io
import itertools
import operator
import os
import sys
from collections.abc import Callable, Container, Iterable, Iterator, Mapping, Sequence
from pathlib import Path

from wordmastermind.core.spelling import LANGUAGES, words_of
from wordmastermind.files.lexicon_store import (
    NOUN_LANGUAGES,
    NOUNS_PART,
    WORDS_PART,
    LexiconError,
    building_lock,
    pack_cache,
    pack_sections,
    source_versions,
    unknown_language,
)
from wordmastermind.files.lexicon_tables import KIND_CODES
from wordmastermind.files.noun_lines import noun_list, read_noun_lines
from wordmastermind.files.noun_lookup import LOOKUP, early_nouns, encode


LINES_AT_ONCE = 10_000
"""How many of a section's lines are made at a time (see :func:`sorted_lines`)."""


def sorted_lines(keys: Iterable[str], line: Callable[[str], str] | None = None) -> list[bytes]:
    """The lines ``line(KEY)`` (or just ``KEY``) in the order of their keys, encoded (:func:`encoded`)."""
    ordered = sorted(keys)
    return encoded(ordered if line is None else map(line, ordered))


def encoded(lines: Iterable[str]) -> list[bytes]:
    """``lines`` joined and encoded, in pieces: made a slice at a time, never all of them at once as
    text, and not joined (as a whole they would be there twice)."""
    lines, pieces = iter(lines), list[bytes]()
    while chunk := list(itertools.islice(lines, LINES_AT_ONCE)):
        text = "\n".join(chunk)
        pieces.append(("\n" + text if pieces else text).encode("utf-8"))
    return pieces


def section(keys: Iterable[str], value: Callable[[str], str] | None = None) -> list[bytes]:
    """A section of the cache, in pieces: the sorted lines ``KEY`` or ``KEY<TAB>VALUE``.

    Sorting the keys sorts the lines: a tab sorts before any letter.
    """
    return sorted_lines(keys, None if value is None else lambda key: f"{key}\t{value(key)}")


def forms_section(found: Mapping[str, Sequence[str]], nouns: Container[str]) -> list[bytes]:
    """The cache's ``forms`` section, in pieces: each word's forms, ``SALATE<TAB>p<TAB>SALAT``..., but the nouns'.

    Each form is ``KIND<TAB>NOUN`` already, its kind one of the codes of :data:`KIND_CODES`.
    """
    tab = "\t"
    return sorted_lines((word for word in found if word not in nouns), lambda word: word + tab + tab.join(found[word]))


def frequency_section(language: str) -> list[bytes]:
    """The cache's ``words`` section, in pieces: each normalised word with its Zipf frequency.

    A word that several entries normalise to keeps the highest frequency.
    """
    zipf: dict[str, str] = {}  # a word's frequency as its line ends: "<TAB>4.35"
    # The bucket at index i holds the words of -i centibels: Zipf 9 - i/100. They come the most
    # frequent first, one at a time, and a word keeps the first frequency it is given.
    for index, bucket in enumerate(frequency_buckets(language)):
        if bucket:
            found = filter(None, words_of(language, bucket))
            collections.deque(map(zipf.setdefault, found, itertools.repeat(f"\t{round(9 - index / 100, 2)}")), 0)
    # The lines sort as their words do (a tab sorts before any letter). The words' table goes before
    # the lines are made: a part's peak is the table's, not the table's and the lines' too.
    words = sorted(zipf)
    frequencies = list(map(zipf.__getitem__, words))
    del zipf
    return encoded(map(operator.add, words, frequencies))


def frequency_buckets(language: str) -> Iterator[list[str]]:
    """wordfreq's large list of ``language``, a bucket at a time: the i-th the words of -i centibels.

    Read from wordfreq's own file as wordfreq reads it (``wordfreq.read_cBpack``:
    gzipped msgpack, a header, then the buckets), without importing wordfreq
    and what it imports (a tenth of a second), and without all its buckets
    in memory at once; through wordfreq where the file is not found or does
    not begin so, and not kept in wordfreq's own cache.
    """
    spec = importlib.util.find_spec("wordfreq")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        path = Path(folder) / "data" / f"large_{language}.msgpack.gz"
        if path.is_file():
            import gzip

            import msgpack

            with gzip.open(path, "rb") as packed:
                unpacker = msgpack.Unpacker(packed, raw=False)
                try:
                    count = unpacker.read_array_header()
                    header = unpacker.unpack() if count else None
                except (ValueError, TypeError, msgpack.UnpackException):
                    header = None
                if header == {"format": "cB", "version": 1}:
                    for _ in range(count - 1):
                        yield unpacker.unpack()
                    return
    import wordfreq

    available = wordfreq.available_languages("large")
    if language in available:
        yield from wordfreq.read_cBpack(available[language])
    else:
        yield from wordfreq.get_frequency_list(language, wordlist="large")


def noun_sections(language: str) -> dict[str, list[bytes]]:
    """The cache's ``nouns``, ``forms`` and ``others`` sections (empty but for German)."""
    if language not in NOUN_LANGUAGES:
        return {"nouns": [], "forms": [], "others": []}
    with noun_list().open("rb") as raw, io.TextIOWrapper(raw, encoding="utf-8", newline="") as handle:
        reading = read_noun_lines(handle, KIND_CODES)
    nouns, others = reading.nouns, {w: k for w, k in reading.others.items() if w not in reading.nouns}
    return {
        "nouns": section(nouns),
        "forms": forms_section(reading.found, nouns),
        "others": section(others, others.__getitem__),
    }


def cache_chunks(language: str) -> list[bytes | memoryview]:
    """The cache file of ``language``, in pieces (see :func:`pack_cache`), built by this process alone."""
    if language not in LANGUAGES:
        raise unknown_language(language)
    versions = source_versions(language)
    return pack_cache(language, versions, {**part_sections(language, WORDS_PART), **noun_sections(language)})


def part_sections(language: str, part: str) -> dict[str, list[bytes]]:
    """The sections of a part of ``language``'s build (:data:`WORDS_PART` or :data:`NOUNS_PART`)."""
    if language not in LANGUAGES:
        raise unknown_language(language)
    return {"words": frequency_section(language)} if part == WORDS_PART else noun_sections(language)


def _write_all(fd: int, chunks: Iterator[bytes] | Sequence[bytes | memoryview]) -> None:
    for chunk in chunks:
        view = memoryview(chunk)
        while view:
            view = view[os.write(fd, view) :]


def _say(fd: int, text: str) -> None:
    # The descriptors, not sys.stdout and sys.stderr: a frozen windowed app may have neither.
    _write_all(fd, [text.encode("utf-8")])


def _look_up(language: str) -> int:
    """The early lookup (:func:`~wordmastermind.files.noun_lookup.early_nouns`) of the words on standard
    input, one a line, as :func:`~wordmastermind.files.noun_lookup.encode` writes it; at the app's priority."""
    if language not in NOUN_LANGUAGES:
        _say(2, f"{unknown_language(language)}\n")
        return 1
    asked = b"".join(iter(functools.partial(os.read, 0, 1 << 16), b""))
    try:
        _write_all(1, [encode(early_nouns(asked.decode("utf-8", "replace").splitlines()))])
    except BrokenPipeError:  # the app stopped it, or ended
        return 1
    return 0


LOW = "--low"
"""The builder's last argument that lowers its priority: the app's builds (its window comes first)."""
SAVE = "save"
"""The builder's argument (after the language, before a path) that makes it write the cache file itself."""
USAGE = f"usage: python -m wordmastermind.files.lexicon_build LANG [{WORDS_PART}|{NOUNS_PART}|{LOOKUP}|{SAVE} PATH] [{LOW}]\n"


def _save(language: str, path: Path) -> int:
    """Build ``language``'s cache file and write it to ``path`` (the command line's build, which it does
    not wait for); 0, or 1 with the reason. Another such build of ``path`` under way: nothing to do."""
    from wordmastermind.files.atomic import atomic_write
    from wordmastermind.files.lockfile import LockFile

    lock = LockFile(building_lock(path))
    try:
        if not lock.acquire():
            return 0
    except OSError as error:
        _say(2, f"{error.strerror or error}\n")
        return 1
    try:
        data = b"".join(cache_chunks(language))
        atomic_write(path, data, keep_backup=False, durable=False)  # its CRC tells a damaged one
    except (LexiconError, OSError) as error:
        _say(2, f"{error}\n")
        return 1
    finally:
        lock.release()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """``LANG``: write the cache file's bytes to standard output; 0, or 1 with the reason.

    ``LANG PART``: only a part's sections (``words`` or ``nouns``: the app
    builds one after the other, see :func:`~wordmastermind.files.lexicon_store.build_cache`),
    as :func:`~wordmastermind.files.lexicon_store.pack_sections` packs them.
    ``LANG lookup``: the noun entries of the words on standard input, while
    the app builds the cache (:func:`~wordmastermind.files.noun_lookup.looked_up`).
    ``LANG save PATH``: the cache file written to ``PATH`` (the command line's
    build, :func:`~wordmastermind.files.lexicon_store.start_background_build`).
    A last ``--low``: at a low priority (the app's builds: its window comes first).
    """
    args = list(sys.argv[1:] if argv is None else argv)
    low = args[-1:] == [LOW]
    if low:
        args.pop()
    if len(args) == 3 and args[1] == SAVE and args[2]:
        what = [SAVE]
    elif len(args) in (1, 2) and args[1:] in ([], [WORDS_PART], [NOUNS_PART], [LOOKUP]):
        what = args[1:]
    else:
        _say(2, USAGE)
        return 2
    if what == [LOOKUP]:
        return _look_up(args[0])
    if low and hasattr(os, "nice"):  # the app's window comes first (Windows: see lexicon_store.start_build)
        os.nice(10)
    # Hundreds of thousands of small objects and not one cycle among them: Python's
    # cycle collector would only walk them again and again (a third of the time).
    gc.disable()
    if what == [SAVE]:
        return _save(args[0], Path(args[2]))
    try:
        chunks = pack_sections(part_sections(args[0], args[1])) if args[1:] else cache_chunks(args[0])
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
