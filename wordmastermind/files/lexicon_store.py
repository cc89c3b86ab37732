"""Loading the word lists, through a compact cache in the user's cache folder.

The built-in lists come from ``german-nouns`` (German nouns, Wiktionary) and
``wordfreq`` (general words with frequencies for German, Dutch and French).
Neither is imported until a list is first needed, and then only to build the
cache: ``lexicon-LANG.json`` in :func:`default_cache_dir`, which records the
format version and the versions of the packages it was built from. A cache
that cannot be read, or was built from other versions, is built again, unless
the app shipped one built from the same versions (:func:`shipped_cache_dir`:
the frozen app does). The build runs in processes of its own, a language's
nouns and then its general words (:mod:`wordmastermind.files.lexicon_build`,
:func:`build_cache`), so their memory is given back when they end and the
app's own thread keeps running; :func:`stop_build` ends a build a thread is
waiting for. The app's builds run at a low priority (:data:`low_priority_builds`),
the command line's at the normal one; the command line's first check does
not wait for its build (:func:`start_background_build`).

The game master's own list is a plain UTF-8 text file, one word a line, ``#``
starting a comment. It is read on every load (it is small) and either added
to the built-in lists or used instead of them (``replace=True``).
"""

from __future__ import annotations

import contextlib
import itertools
import json
import subprocess
import sys
import threading
import zlib
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from wordmastermind.core.lexicon import Lexicon, parse_word_list, with_own_list
from wordmastermind.core.spelling import LANGUAGES
from wordmastermind.files.lexicon_tables import KIND_CODES, LazyForms, LazyPairs, LazyWords, LazyZipf, SortedTable
from wordmastermind.files.messages import FILES

FORMAT_VERSION = 3  # raise it whenever the cache's content or parsing changes
# 2: a proper name's row that declines its word in the plural too is a noun's (SONNE, JUNGFRAU)
APP_NAME = "wordmastermind"
NOUNS_PACKAGE = "german-nouns"
WORDS_PACKAGE = "wordfreq"
BUILD_FLAG = "--build-word-lists"
"""The frozen app's argument that makes it the builder (see installer/entry_gui.py)."""
BUILD_MODULE = "wordmastermind.files.lexicon_build"

low_priority_builds = True
"""Whether a build waited for runs at a low priority unless told otherwise: the app's builds do, so
that its window comes first. The command line asks for the normal priority (it has no window to
protect and its user waits for the answer), and so do the tests (tests/conftest.py)."""


class LexiconError(Exception):
    """A word list that cannot be loaded; the message says why."""


def default_cache_dir() -> Path:
    """The user's cache folder for the app, where ``platformdirs`` puts it.

    ``~/.cache/wordmastermind`` on Linux (under ``$XDG_CACHE_HOME`` if set),
    ``%LOCALAPPDATA%\\wordmastermind\\Cache`` on Windows,
    ``~/Library/Caches/wordmastermind`` on macOS.
    """
    import platformdirs  # here: a build's parts never need it

    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def cache_path(language: str, cache_dir: Path | None = None) -> Path:
    folder = default_cache_dir() if cache_dir is None else Path(cache_dir)
    return folder / f"lexicon-{language}.json"


def source_versions(language: str) -> dict[str, str]:
    """The versions of the packages ``language``'s lists come from."""
    return package_versions([WORDS_PACKAGE] + ([NOUNS_PACKAGE] if language == "de" else []), language)


def package_versions(packages: Iterable[str], language: str) -> dict[str, str]:
    """The installed version of each of ``packages``, which ``language``'s words come from.

    Raises :class:`LexiconError` naming the first that is not installed.
    """
    import importlib.metadata  # here: a build's parts never need it

    versions = {}
    for package in packages:
        try:
            versions[package] = importlib.metadata.version(package)
        except importlib.metadata.PackageNotFoundError:
            raise LexiconError(FILES.say("store.package", language=language, package=package)) from None
    return versions


def unknown_language(language: str) -> LexiconError:
    """The refusal of a language with no word lists."""
    return LexiconError(FILES.say("store.language", language=repr(language), known=", ".join(LANGUAGES)))


def load_lexicon(
    language: str,
    *,
    cache_dir: Path | None = None,
    own_list: Path | None = None,
    replace: bool = False,
    low_priority: bool | None = None,
) -> Lexicon:
    """The lexicon of ``language`` (``de``, ``nl`` or ``fr``).

    ``own_list`` adds the game master's words; with ``replace`` they are the
    only words (the built-in lists are not loaded at all). A build runs at a
    low priority if ``low_priority`` says so (None: :data:`low_priority_builds`).
    """
    if language not in LANGUAGES:
        raise unknown_language(language)
    if replace and own_list is None:
        raise LexiconError(FILES.say("store.replace"))
    lexicon = Lexicon(language) if replace else _cached_lexicon(language, cache_dir, low_priority)
    if own_list is not None:
        lexicon = with_own_list(lexicon, read_own_list(own_list), replace=replace)
    return lexicon


def read_own_list(path: Path) -> list[str]:
    from wordmastermind.files.reading import WORD_LIST_LIMIT, read_limited

    try:
        text = read_limited(path, WORD_LIST_LIMIT).decode("utf-8-sig")  # a file, not a pipe
    except UnicodeDecodeError:
        raise LexiconError(FILES.say("store.not_utf8", path=str(path))) from None
    except FileNotFoundError:
        raise LexiconError(FILES.say("document.at", path=str(path), error=FILES.say("document.no_file"))) from None
    except OSError as error:
        raise LexiconError(FILES.say("document.at", path=str(path), error=error.strerror or str(error))) from None
    return parse_word_list(text)


# ---------------------------------------------------------------- the cache
#
# The cache file is one line of JSON (format, language, source versions, the
# byte length and CRC-32 of the body, where each section starts and ends),
# then the body: UTF-8 sections of sorted lines, ``KEY<TAB>VALUE``. Only the
# nouns become a set on load; the general words with their frequencies, the
# forms and the names are looked up by binary search in their sorted lines, in the file's bytes.

_SECTIONS = ("nouns", "words", "forms", "others")


def shipped_cache_dir() -> Path:
    """Where the frozen app keeps the caches built with it (installer/wordmastermind.spec); read only.

    A checkout has none: there the first load builds the cache.
    """
    return Path(__file__).resolve().parent.parent / "resources" / "lexicons"


def _cache_places(language: str, cache_dir: Path | None) -> list[Path]:
    """Where a cache of ``language``'s lists may be: the user's, then the one the app shipped."""
    return [cache_path(language, cache_dir), cache_path(language, shipped_cache_dir())]


def has_cache(language: str, cache_dir: Path | None = None) -> bool:
    """Whether a cache of ``language``'s lists is there, so that loading them is quick (unless it is
    stale or damaged)."""
    return any(place.is_file() for place in _cache_places(language, cache_dir))


def cached_lexicon(language: str, cache_dir: Path | None = None) -> Lexicon | None:
    """``language``'s lists from a cache that is there and good (the user's, or the one the app
    shipped), or None: none is, or none was built from the installed packages' versions."""
    places = [place for place in _cache_places(language, cache_dir) if place.is_file()]
    if places:
        versions = source_versions(language)
        for place in places:
            cached = _read_cache(place, language, versions)
            if cached is not None:
                return cached
    return None


def _cached_lexicon(language: str, cache_dir: Path | None, low_priority: bool | None = None) -> Lexicon:
    path = cache_path(language, cache_dir)
    cached = cached_lexicon(language, cache_dir)  # none there: the build begins at once
    if cached is not None:
        return cached
    data = build_cache(language, low_priority=low_priority)
    lexicon = decode_cache(data, language, source_versions(language))
    if lexicon is None:
        raise LexiconError(FILES.say("store.damaged", language=language))
    from wordmastermind.files.atomic import atomic_write

    with contextlib.suppress(OSError):  # no cache folder: slower, not wrong
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, data, keep_backup=False, durable=False)  # its CRC tells a damaged one
    return lexicon


# ---------------------------------------------------------------- the build, in a process of its own

_builds: dict[int, list[subprocess.Popen[bytes]]] = {}
"""The running builds' processes, by the thread that waits for them."""
_stopped: set[int] = set()
_builds_lock = threading.Lock()

WORDS_PART, NOUNS_PART = "words", "nouns"
"""The parts of a build, each made by a process of its own, one after the other: the general words
(with their frequencies: the ``words`` section), and the nouns (the ``nouns``, ``forms`` and
``others`` sections)."""
NOUN_LANGUAGES = ("de",)
"""The languages with nouns of their own (german-nouns); the others' noun sections are empty."""


def build_parts(language: str) -> tuple[str, ...]:
    """The parts of ``language``'s build, the longer first."""
    return (NOUNS_PART, WORDS_PART) if language in NOUN_LANGUAGES else (WORDS_PART,)


def build_command(language: str, *part: str) -> list[str]:
    """The program and arguments of a build (or of a ``part`` of it, ``--low`` last for a low priority):
    this Python, or the frozen app itself."""
    if getattr(sys, "frozen", False):
        return [sys.executable, BUILD_FLAG, language, *part]
    return [sys.executable, "-m", BUILD_MODULE, language, *part]


def start_build(language: str, *part: str, low_priority: bool | None = None) -> subprocess.Popen[bytes]:
    """The process that builds ``language``'s cache file (or a ``part`` of it) to its standard output,
    at a low priority if ``low_priority`` says so (None: :data:`low_priority_builds`)."""
    low = low_priority_builds if low_priority is None else low_priority
    try:
        return subprocess.Popen(
            build_command(language, *part, *(["--low"] if low else [])),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            # on Windows: no console window, and at a low priority the app's window comes first
            # (elsewhere the builder lowers its own priority)
            creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0)
            | (getattr(subprocess, "BELOW_NORMAL_PRIORITY_CLASS", 0) if low else 0),
        )
    except OSError as error:
        reason = error.strerror or str(error)
        raise LexiconError(FILES.say("store.not_built", language=language, reason=reason)) from None


def build_cache(language: str, *, low_priority: bool | None = None) -> bytes:
    """The bytes of ``language``'s cache file, its parts built by processes of their own, one after the
    other (a second or two), at a low priority if ``low_priority`` says so (None: :data:`low_priority_builds`)."""
    me = threading.get_ident()
    processes: list[subprocess.Popen[bytes]] = []
    outputs: list[tuple[bytes, bytes]] = []
    with _builds_lock:
        _builds[me] = processes
    try:
        versions: dict[str, str] = {}
        for part in build_parts(language):
            process = start_build(language, part, low_priority=low_priority)
            with _builds_lock:
                processes.append(process)
                if me in _stopped:
                    process.kill()
            if not versions:
                versions = source_versions(language)  # while the first part is built
            # one part after the other: the parts at once held more than 200 MiB together with the app;
            # the first checks meanwhile are answered from the list itself (noun_lookup)
            outputs.append(process.communicate())
            if process.returncode != 0:
                break
    finally:
        with _builds_lock:
            del _builds[me]
            stopped = me in _stopped
            _stopped.discard(me)
        for process in processes[len(outputs) :]:  # a part that could not be started: the others end
            with contextlib.suppress(OSError):
                process.kill()
            process.wait()
    if stopped:
        raise LexiconError(FILES.say("store.stopped", language=language))
    sections: dict[str, Sequence[bytes | memoryview]] = dict.fromkeys(_SECTIONS, ())
    for process, (data, errors) in zip(processes, outputs, strict=True):
        if process.returncode != 0:
            lines = errors.decode("utf-8", "replace").strip().splitlines() or [f"exit code {process.returncode}"]
            raise LexiconError(FILES.say("store.not_built", language=language, reason=lines[-1]))
        made = unpack_sections(data)
        if made is None:
            raise LexiconError(FILES.say("store.part_damaged", language=language))
        sections.update({name: [section] for name, section in made.items()})
    return b"".join(pack_cache(language, versions, sections))


def stop_build(thread: int) -> bool:
    """End the build the thread ``thread`` (its ident) waits for; whether there was one.

    The thread's load then fails with :class:`LexiconError`; no cache is written.
    """
    with _builds_lock:
        processes = _builds.get(thread)
        if processes is None:
            return False
        _stopped.add(thread)
        for process in processes:
            with contextlib.suppress(OSError):
                process.kill()
    return True


def building_lock(path: Path) -> Path:
    """The lock file that a build writing the cache file ``path`` itself holds
    (:func:`start_background_build`)."""
    return path.with_name(path.name.removesuffix(".json") + ".building.lock")


def start_background_build(language: str, cache_dir: Path | None = None) -> subprocess.Popen[bytes] | None:
    """Start a process that builds ``language``'s cache and writes it into the cache folder itself, at
    the normal priority, and outlives this one: the command line answers a check early
    (:mod:`wordmastermind.files.lexicon_check`) and does not wait for it.

    None where no process was started: one is building that cache already, or the cache folder
    cannot be made (then each check looks its words up early; slower, not wrong).
    """
    from wordmastermind.files.lockfile import LockFile

    path = cache_path(language, cache_dir)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.parent.is_dir() or LockFile(building_lock(path)).held_elsewhere():
            return None
        detached = {"start_new_session": True} if sys.platform != "win32" else {
            "creationflags": getattr(subprocess, "DETACHED_PROCESS", 0)
            | getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)
            | getattr(subprocess, "CREATE_NO_WINDOW", 0),
        }
        # Nothing of this process's is given to it (not even the terminal's output): whoever waits
        # for this process's output does not wait for the build.
        return subprocess.Popen(
            build_command(language, "save", str(path)),
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            **detached,
        )
    except OSError:
        return None


def pack_sections(sections: Mapping[str, Sequence[bytes]]) -> list[bytes]:
    """A part's output, in pieces: a line of JSON with each section's length, then the sections (each in
    pieces)."""
    lengths = {name: sum(map(len, pieces)) for name, pieces in sections.items()}
    return [json.dumps(lengths).encode("ascii") + b"\n", *itertools.chain.from_iterable(sections.values())]


def unpack_sections(data: bytes) -> dict[str, memoryview] | None:
    """The sections in a part's output (:func:`pack_sections`, not copied), or None if they do not fit."""
    end = data.find(b"\n")
    view = memoryview(data)
    try:
        lengths = json.loads(data[:end]) if end >= 0 else None
        if not isinstance(lengths, dict) or not set(lengths) <= set(_SECTIONS):
            return None
        sections, start = {}, end + 1
        for name, length in lengths.items():
            if not isinstance(length, int) or length < 0:
                return None
            sections[name] = view[start : start + length]
            start += length
    except ValueError:
        return None
    return sections if start == len(data) else None


# ---------------------------------------------------------------- the cache file


def pack_cache(
    language: str, versions: Mapping[str, str], sections: Mapping[str, Sequence[bytes | memoryview]]
) -> list[bytes | memoryview]:
    """The cache file in pieces: its header line, then each section (each in pieces)."""
    offsets: dict[str, list[int]] = {}
    length = crc = 0
    for name in _SECTIONS:
        start = length
        for chunk in sections[name]:
            length += len(chunk)
            crc = zlib.crc32(chunk, crc)
        offsets[name] = [start, length]
    header = {
        "format": FORMAT_VERSION,
        "language": language,
        "versions": dict(versions),
        "length": length,
        "crc32": crc,
        "sections": offsets,
    }
    pieces = itertools.chain.from_iterable(sections[name] for name in _SECTIONS)
    return [json.dumps(header, ensure_ascii=True).encode("ascii") + b"\n", *pieces]


def _read_cache(path: Path, language: str, versions: Mapping[str, str]) -> Lexicon | None:
    """The cached lexicon, or None if the cache is missing, stale or damaged."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    return decode_cache(data, language, versions)


def decode_cache(data: bytes, language: str, versions: Mapping[str, str]) -> Lexicon | None:
    """The lexicon in a cache file's bytes, or None if they do not fit."""
    end = data.find(b"\n")
    try:
        header = json.loads(data[:end])
        if (
            end < 0
            or not isinstance(header, dict)
            or header.get("format") != FORMAT_VERSION
            or header.get("language") != language
            or header.get("versions") != dict(versions)
        ):
            return None
        body = memoryview(data)[end + 1 :]
        if len(body) != header["length"] or zlib.crc32(body) != header["crc32"]:
            return None
        body.release()
        tables = {}
        for name in _SECTIONS:  # each section looked up where it lies in the file's bytes, not copied
            start, stop = header["sections"][name]
            if not 0 <= start <= stop <= header["length"]:
                return None
            tables[name] = SortedTable(data, end + 1 + start, end + 1 + stop)
        nouns = frozenset(tables["nouns"].keys())
    except (ValueError, TypeError, KeyError, AttributeError):
        return None
    words = tables["words"]
    return Lexicon(
        language,
        LazyWords(words),
        nouns,
        LazyForms(tables["forms"]),
        LazyPairs(tables["others"]),
        LazyZipf(words),
    )
