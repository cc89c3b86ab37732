"""The lists a command-line check needs: the cache, or the words asked read from the lists themselves.

On a machine without the lists' cache, ``wordmastermind check`` need not
wait for the whole build (a second or two of the processor, more on a busy
machine): :func:`lexicon_for_check` looks the German words asked up in the
noun list itself (:mod:`wordmastermind.files.noun_lookup`) and, for a word
that is no noun, in the general list itself
(:mod:`wordmastermind.files.word_lookup`), and answers with what it found:
the answer the built lists give. Meanwhile a process of its own builds the
cache at the normal priority and writes it into the cache folder
(:func:`~wordmastermind.files.lexicon_store.start_background_build`); the
command does not wait for it, and the next check reads the cache. Where a
word cannot be answered so (Dutch and French have no early lookup), the
command builds the lists and waits, at the normal priority: it has no window
to protect, and its user waits for the answer.
"""

from __future__ import annotations

import subprocess
from collections.abc import Sequence
from pathlib import Path

from wordmastermind.core.lexicon import Lexicon
from wordmastermind.core.spelling import LANGUAGES, is_word, normalize_for

background_builds: list[subprocess.Popen[bytes]] = []
"""The builds this process started and does not wait for (kept, so that nothing warns about them)."""


def lexicon_for_check(
    language: str, words: Sequence[str], *, noun: bool, cache_dir: Path | None = None
) -> Lexicon:
    """A lexicon that answers :func:`~wordmastermind.core.lexicon.check_noun` (``noun``) or
    :func:`~wordmastermind.core.lexicon.check_word` for ``words`` as the built lists do: the cached
    lists; else, in German, the words' entries read from the lists themselves while the cache is
    built in the background; else the lists, built now (at the normal priority)."""
    from wordmastermind.files.lexicon_store import (
        NOUN_LANGUAGES,
        cached_lexicon,
        load_lexicon,
        start_background_build,
        unknown_language,
    )

    if language not in LANGUAGES:
        raise unknown_language(language)
    cached = cached_lexicon(language, cache_dir)
    if cached is not None:
        return cached
    if language in NOUN_LANGUAGES:
        early = early_lexicon(words, noun=noun)
        if early is not None:
            build = start_background_build(language, cache_dir)
            if build is not None:
                background_builds.append(build)
            return early
    return load_lexicon(language, cache_dir=cache_dir, low_priority=False)


def early_lexicon(words: Sequence[str], *, noun: bool) -> Lexicon | None:
    """A German lexicon that answers the check of each of ``words`` as the built lists do, read from
    the lists themselves; None if some word cannot be answered so (or the lists cannot be read so)."""
    from wordmastermind.files.noun_lookup import early_nouns
    from wordmastermind.files.word_lookup import early_words

    asked = {word for word in (normalize_for("de", text) for text in words) if is_word(word)}
    # A word of other characters than letters is in none of the lists: no lookup needed to say so.
    try:
        nouns = early_nouns(asked)
        if not asked <= nouns.words:
            return None
        found = nouns.lexicon
        if noun:
            return found
        # A word that is a noun is known; the others are looked for in the general list, as it spells
        # them (wordfreq folds ß to ss: Lexicon.general_readings).
        readings = {reading for word in asked - set(found.nouns) for reading in (word, word.replace("ẞ", "SS"))}
        general = early_words(readings) if readings else None
    except (OSError, ImportError, ValueError):  # a list not there or not readable: the build says why
        return None
    if general is not None and not readings <= general.words:
        return None
    zipf = dict(general.zipf) if general is not None else {}
    return Lexicon("de", frozenset(zipf), found.nouns, found.forms, found.others, zipf)
