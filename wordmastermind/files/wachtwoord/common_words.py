"""The Dutch words that Wachtwoord's lists are drawn from, built once and kept in the user's cache folder.

:mod:`wordmastermind.core.wachtwoord.common_words` says which words of
wordfreq's Dutch list may be a password; this module gives it its three
lists, all installed with the app: wordfreq's Dutch and English lists (read
from wordfreq's files as the word lists' cache reads them,
:func:`~wordmastermind.files.lexicon_build.frequency_buckets`) and
simplemma's Dutch word forms with their lemmas. Nothing of this is loaded
until lists are first drawn, never for a ``check``. The first draw builds
``wachtwoord-nl.txt`` beside the word lists' caches (a second or so; about
0.6 MB), which records the versions of wordfreq and simplemma it was built
from and is built again after they change; later draws read it in a few
hundredths of a second. Deleting it is always safe.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Mapping
from pathlib import Path

from wordmastermind.core.wachtwoord.lists import Difficulty, playable_words

FORMAT_VERSION = 1  # raise it whenever the file's content or the choice of words changes
LANGUAGE = "nl"
PACKAGES = ("wordfreq", "simplemma")
FILE_NAME = "wachtwoord-nl.txt"
LOWEST = min(d.band[0] for d in Difficulty)
"""The lowest frequency of any difficulty: rarer words are never drawn, so never kept."""


def source_versions() -> dict[str, str]:
    """The versions of the packages the words come from."""
    from wordmastermind.files.lexicon_store import package_versions

    return package_versions(PACKAGES, LANGUAGE)


def dutch_lemmas() -> Mapping[str, str]:
    """simplemma's Dutch word forms, each with its lemma (a name's written with a capital)."""
    from simplemma.strategies import DefaultDictionaryFactory

    return DefaultDictionaryFactory().get_dictionary(LANGUAGE)


def _frequencies(language: str, wanted: Mapping[str, object] | None = None) -> dict[str, float]:
    """wordfreq's ``language`` words of at least :data:`LOWEST` (only those of ``wanted``, if given)."""
    from wordmastermind.files.lexicon_build import frequency_buckets

    found: dict[str, float] = {}
    for index, bucket in enumerate(frequency_buckets(language)):
        zipf = round(9 - index / 100, 2)
        if zipf < LOWEST and wanted is None:
            break
        for word in bucket:
            if (wanted is None or word in wanted) and word not in found:
                found[word] = zipf
    return found


def build_common_words() -> dict[str, float]:
    """The words that may be drawn, with their frequencies, from the installed lists."""
    from wordmastermind.core.wachtwoord.common_words import candidates, common_words

    lemmas = dutch_lemmas()
    dutch = {w: z for w, z in _frequencies(LANGUAGE).items() if w.isalpha()}
    found = candidates(dutch, lemmas)
    return common_words(found, _frequencies("en", found), lemmas)


def common_words_path(cache_dir: Path | None = None) -> Path:
    from wordmastermind.files.lexicon_store import default_cache_dir

    return (default_cache_dir() if cache_dir is None else Path(cache_dir)) / FILE_NAME


def encode(words: Mapping[str, float], versions: Mapping[str, str]) -> bytes:
    """The file: a line of JSON (the format, the source versions, the number of words), then a line
    ``WORD<TAB>ZIPF`` for each word, sorted."""
    header = json.dumps({"format": FORMAT_VERSION, "versions": dict(versions), "count": len(words)})
    lines = [header, *(f"{word}\t{words[word]}" for word in sorted(words))]
    return ("\n".join(lines) + "\n").encode("utf-8")


def decode(data: bytes, versions: Mapping[str, str]) -> dict[str, float] | None:
    """The words in a file's bytes, or None if it is stale (other versions) or damaged."""
    try:
        header_line, _, body = data.decode("utf-8").partition("\n")
        header = json.loads(header_line)
        if (not isinstance(header, dict) or header.get("format") != FORMAT_VERSION
                or header.get("versions") != dict(versions)):
            return None
        words = {}
        for line in body.splitlines():
            word, zipf = line.split("\t")
            words[word] = float(zipf)
        return words if len(words) == header.get("count") else None
    except (ValueError, UnicodeDecodeError):
        return None


def load_common_words(cache_dir: Path | None = None) -> dict[str, float]:
    """The words that may be drawn as passwords, with their Zipf frequencies: from the cache file, or
    built (and the file written, where the cache folder can be made).

    Raises :class:`~wordmastermind.files.lexicon_store.LexiconError` when wordfreq or simplemma is
    not installed.
    """
    versions = source_versions()
    path = common_words_path(cache_dir)
    with contextlib.suppress(OSError):
        cached = decode(path.read_bytes(), versions)
        if cached is not None:
            return cached
    words = build_common_words()
    from wordmastermind.files.atomic import atomic_write

    with contextlib.suppress(OSError):  # no cache folder: slower, not wrong
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, encode(words, versions), keep_backup=False, durable=False)
    return words


def password_pool(difficulty: Difficulty, cache_dir: Path | None = None) -> list[str]:
    """The words of ``difficulty`` to draw Wachtwoord's lists from: Dutch common words of one word of
    letters, no names, no English, with their accents (:func:`load_common_words`)."""
    return playable_words(load_common_words(cache_dir).items(), difficulty)
