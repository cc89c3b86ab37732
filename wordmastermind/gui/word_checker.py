"""Checking words against the word lists, without ever making the app wait.

A language's lists load in a background thread the first time a word is
checked (the very first load also builds the cache, a few seconds). Until
they are there, nothing is flagged; when they arrive, :attr:`ready` tells
the views to look again. A word the lists do not know is a warning, never
a refusal: the game master can accept it, and the game remembers that.
:class:`WordCheckers` holds one checker per language for the whole app, so
two tabs of Dutch games share one load.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot

if TYPE_CHECKING:
    from wordmastermind.core.lexicon import Lexicon
    from wordmastermind.core.words import WordRules


def load_lexicon(language: str) -> Lexicon:
    from wordmastermind.files.lexicon_store import load_lexicon as load

    return load(language)


def load_german() -> Lexicon:
    return load_lexicon("de")


class WordChecker(QObject):
    started = Signal()
    """Loading has begun in the background (the first time it builds the cache)."""
    ready = Signal()
    """The word lists are loaded: warnings can be shown now."""
    failed = Signal(str)
    """The word lists could not be loaded; the reason."""
    _loaded = Signal(object)

    def __init__(self, parent: QObject | None = None, *, load: Callable[[], Lexicon] = load_german) -> None:
        super().__init__(parent)
        self._load = load
        self._lexicon: Lexicon | None = None
        self._thread: threading.Thread | None = None
        self._nouns: dict[tuple[int, bool], tuple[str, ...]] = {}
        self._loaded.connect(self._arrived)

    def lexicon(self) -> Lexicon | None:
        """The word lists, or None while they are loading (loading starts now)."""
        if self._lexicon is None and self._thread is None:
            self._thread = threading.Thread(target=self._work, name="word lists", daemon=True)
            self._thread.start()
            self.started.emit()
        return self._lexicon

    def unknown(self, word: str) -> bool:
        """Whether the lists, once loaded, do not know ``word``.

        False while they load (loading starts now): nothing is flagged
        before the lists are there; :attr:`ready` says when to look again.
        """
        lexicon = self.lexicon()
        return lexicon is not None and not lexicon.knows(word)

    def wait(self, timeout: float | None = None) -> None:
        """Block until the lists are loaded (for tests and the command line)."""
        self.lexicon()
        if self._thread is not None:
            self._thread.join(timeout)

    def _work(self) -> None:
        try:
            lexicon: object = self._load()
        except Exception as error:  # a broken package or cache must not kill the app
            lexicon = error
        try:
            self._loaded.emit(lexicon)  # queued into the app's thread
        except RuntimeError:
            pass  # the checker was closed meanwhile: nobody is waiting

    @Slot(object)
    def _arrived(self, result: object) -> None:
        if isinstance(result, Exception):
            self.failed.emit(str(result))
            return
        self._lexicon = result  # type: ignore[assignment]
        self._nouns.clear()
        self.ready.emit()

    def warning(self, word: str, rules: WordRules, accepted: Collection[str]) -> str | None:
        """Why ``word`` is not a known noun, or None (known, accepted, or lists not here yet).

        Length and alphabet are the rules' business and shown as problems
        elsewhere; this says only what the word lists say.
        """
        from wordmastermind.core.lexicon import check_noun

        if not word or word in accepted or rules.problem(word) is not None:
            return None
        lexicon = self.lexicon()
        if lexicon is None:
            return None
        result = check_noun(lexicon, word)
        return None if result.known else result.reason

    def nouns(self, rules: WordRules) -> tuple[str, ...] | None:
        """The nouns of the game's length and alphabet, or None while loading."""
        from wordmastermind.core.lexicon import nouns_for

        lexicon = self.lexicon()
        if lexicon is None:
            return None
        key = (rules.length, rules.umlauts)
        if key not in self._nouns:
            self._nouns[key] = nouns_for(lexicon, rules)
        return self._nouns[key]


class WordCheckers(QObject):
    """One :class:`WordChecker` per language (``de``, ``nl``, ``fr``), made on first use.

    Its signals say, for any language, when its lists begin to load, when
    they are there and when they failed, so the window can show it.
    """

    loading = Signal(str)
    """A language's lists began to load."""
    loaded = Signal(str)
    """A language's lists are there."""
    failed = Signal(str, str)
    """A language's lists could not be loaded: the language, the reason."""

    def __init__(
        self, parent: QObject | None = None, *, load: Callable[[str], Lexicon] = load_lexicon
    ) -> None:
        super().__init__(parent)
        self._load = load
        self._checkers: dict[str, WordChecker] = {}

    def get(self, language: str) -> WordChecker:
        checker = self._checkers.get(language)
        if checker is None:
            checker = WordChecker(self, load=lambda: self._load(language))
            checker.started.connect(lambda: self.loading.emit(language))
            checker.ready.connect(lambda: self.loaded.emit(language))
            checker.failed.connect(lambda reason: self.failed.emit(language, reason))
            self._checkers[language] = checker
        return checker
