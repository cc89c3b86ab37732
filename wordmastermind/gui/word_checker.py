"""Checking words against the word lists, without ever making the app wait.

A language's lists load in a background thread the first time a word is
checked (the very first load also builds the cache, a second or two, in
processes of its own). Until they are there, nothing is flagged; when they
arrive, :attr:`ready` tells the views to look again. While the German lists
are built, the words asked meanwhile are looked up in the noun list itself,
in a tenth of a second or so (:mod:`wordmastermind.files.noun_lookup`): their
answers, the same the built lists give, are there as soon as
:attr:`answered` says so. A word the lists do not
know is a warning, never a refusal: the game master can accept it, and the
game remembers that. :class:`WordCheckers` holds one checker per language
for the whole app, so two tabs of Dutch games share one load.

The loading thread never touches a Qt object: it leaves its result in a
plain :class:`_Loading`, which the checker looks at with a timer in the
app's thread. :meth:`WordChecker.stop` (also run when the checker is
deleted, and by the app before it quits) ends the loading: it stops a cache
build and waits for the thread.
"""

from __future__ import annotations

import functools
import sys
import threading
import time
from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

if TYPE_CHECKING:
    from wordmastermind.core.lexicon import Lexicon
    from wordmastermind.core.messages import Message
    from wordmastermind.core.words import WordRules
    from wordmastermind.files.noun_lookup import EarlyNouns

POLL_MS = 20
"""How often the app's thread looks whether the lists have arrived."""
STOP_SECONDS = 10.0
"""How long :meth:`WordChecker.stop` waits for a load to end (reading a cache: well under a second)."""


def load_lexicon(language: str) -> Lexicon:
    from wordmastermind.files.lexicon_store import load_lexicon as load

    return load(language)


def load_german() -> Lexicon:
    return load_lexicon("de")


def early_answers(language: str, words: Collection[str]) -> EarlyNouns | None:
    """The noun entries of ``words``, read from the list itself while its cache is built (in a process
    of its own); None where the cache is there (it loads quickly) or the language has no nouns of its own."""
    from wordmastermind.files.lexicon_store import NOUN_LANGUAGES, has_cache

    if language not in NOUN_LANGUAGES or has_cache(language):
        return None
    from wordmastermind.files.noun_lookup import looked_up

    return looked_up(words)


class _Loading:
    """One load (or early lookup) in a background thread; shared by the thread and the app's thread, no Qt in it."""

    def __init__(self, load: Callable[[], object]) -> None:
        self._load = load
        self.result: object = None
        self.done = threading.Event()
        self.taken = False  # the app's thread has taken the result (only it reads this)
        self.thread = threading.Thread(target=self._work, name="word lists", daemon=True)
        self.thread.start()

    def _work(self) -> None:
        try:
            self.result = self._load()
        except Exception as error:  # a broken package or cache must not kill the app
            self.result = error
        finally:
            self.done.set()

    def stop(self, timeout: float = STOP_SECONDS) -> bool:
        """Stop a cache build this load started and wait for the thread; whether it ended."""
        thread = self.thread
        deadline = time.monotonic() + timeout
        while thread.is_alive() and time.monotonic() < deadline:
            # The word lists' module is imported by the load itself, if it builds at all.
            # While the load is still importing it, the module is there without its functions, and no
            # build has begun: the next look stops one that begins meanwhile.
            store = sys.modules.get("wordmastermind.files.lexicon_store")
            stop_build = getattr(store, "stop_build", None)
            if stop_build is not None and thread.ident is not None:
                stop_build(thread.ident)  # also one that began since the last look
            thread.join(0.05)
        return not thread.is_alive()


class _StopOnDelete:
    """What a deleted checker still has to do: stop its load and its early lookup (no Qt object in here)."""

    def __init__(self) -> None:
        self.loading: _Loading | None = None
        self.looking: _Loading | None = None

    def __call__(self, *_args: object) -> None:
        for work in (self.loading, self.looking):
            if work is not None:
                work.stop()


class WordChecker(QObject):
    started = Signal()
    """Loading has begun in the background (the first time it builds the cache)."""
    ready = Signal()
    """The word lists are loaded: warnings can be shown now."""
    failed = Signal(str)
    """The word lists could not be loaded; the reason."""
    answered = Signal()
    """Words asked while the lists load have their answers (:meth:`warning`): look again."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        load: Callable[[], Lexicon] = load_german,
        early: Callable[[Collection[str]], EarlyNouns | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self._load = load
        self._early = early
        self._asked: set[str] = set()  # asked while the lists load, to be looked up early
        self._tried: set[str] = set()  # looked up early (normalised), answered or not
        self._answers: dict[str, Lexicon] = {}  # a word (normalised): the early lexicon that answers it
        self._looking: _Loading | None = None
        self._lexicon: Lexicon | None = None
        self._loading: _Loading | None = None
        self._stopped = False
        self._nouns: dict[tuple[int, bool], tuple[str, ...]] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._look)
        # Deleted with a load still running (a closed window, the end of a test): stop it first.
        self._stop_on_delete = _StopOnDelete()
        self.destroyed.connect(self._stop_on_delete)  # held by the connection; it holds nothing of this object's

    def lexicon(self) -> Lexicon | None:
        """The word lists, or None while they are loading (loading starts now)."""
        if self._lexicon is None and self._loading is None and not self._stopped:
            self._loading = _Loading(self._load)
            self._stop_on_delete.loading = self._loading
            self._timer.start()
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
        """Block until the lists are loaded, and take them (for tests and the smoke test)."""
        self.lexicon()
        if self._loading is not None:
            self._loading.done.wait(timeout)
            self._look()

    def stop(self) -> None:
        """End the loading for good: a cache build is stopped, the threads waited for.

        The app calls this before it quits; lists already loaded stay usable.
        """
        self._stopped = True
        self._timer.stop()
        for work in (self._loading, self._looking):
            if work is not None:
                work.stop()

    @Slot()
    def _look(self) -> None:
        self._look_early()
        loading = self._loading
        if loading is None or not loading.done.is_set() or loading.taken:
            return
        loading.taken = True
        self._timer.stop()
        result = loading.result
        if isinstance(result, Exception):
            if not self._stopped:
                self.failed.emit(str(result))
            return
        self._lexicon = result  # type: ignore[assignment]
        self._nouns.clear()
        self._asked.clear()
        self._answers.clear()
        self.ready.emit()

    def _look_early(self) -> None:
        """Take the early lookup's answers, and look up the words asked since."""
        looking = self._looking
        if looking is not None and looking.done.is_set():
            self._looking = None
            result = looking.result
            if result is not None and not isinstance(result, Exception) and self._lexicon is None:
                early: EarlyNouns = result  # type: ignore[assignment]
                self._answers.update(dict.fromkeys(early.words, early.lexicon))
                if early.words:
                    self.answered.emit()
        if self._looking is None and self._asked and self._early is not None and not self._stopped:
            from wordmastermind.core.words import normalize_word

            words, lookup = frozenset(self._asked), self._early
            self._asked.clear()
            self._tried.update(map(normalize_word, words))
            self._looking = self._stop_on_delete.looking = _Loading(lambda: lookup(words))

    def _early_warning(self, word: str) -> Message | None:
        """Why the German nouns do not know ``word``, answered early; None if known or not (yet) answered."""
        from wordmastermind.core.lexicon import check_noun
        from wordmastermind.core.words import normalize_word

        key = normalize_word(word)
        early = self._answers.get(key)
        if early is None:
            if self._early is not None and key not in self._tried:
                self._asked.add(word)
            return None
        result = check_noun(early, word)
        return None if result.known else result.reason

    def warning(self, word: str, rules: WordRules, accepted: Collection[str]) -> Message | None:
        """Why ``word`` is not a known noun, or None (known, accepted, or lists not here yet).

        Length and alphabet are the rules' business and shown as problems
        elsewhere; this says only what the word lists say.
        """
        from wordmastermind.core.lexicon import check_noun

        if not word or word in accepted or rules.problem(word) is not None:
            return None
        lexicon = self.lexicon()
        if lexicon is None:
            return self._early_warning(word)
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
        self,
        parent: QObject | None = None,
        *,
        load: Callable[[str], Lexicon] = load_lexicon,
        early: Callable[[str, Collection[str]], EarlyNouns | None] | None = None,
    ) -> None:
        """``early`` looks words up while a language's lists load; by default, where the lists are the
        app's own (``load``: :func:`load_lexicon`), in the noun list itself (:func:`early_answers`)."""
        super().__init__(parent)
        self._load = load
        self._early = early if early is not None or load is not load_lexicon else early_answers
        self._checkers: dict[str, WordChecker] = {}

    def get(self, language: str) -> WordChecker:
        checker = self._checkers.get(language)
        if checker is None:
            early, lookup = self._early, None
            if early is not None:
                lookup = functools.partial(early, language)
            checker = WordChecker(self, load=functools.partial(self._load, language), early=lookup)
            checker.started.connect(self._checker_started)
            checker.ready.connect(self._checker_ready)
            checker.failed.connect(self._checker_failed)
            self._checkers[language] = checker
        return checker

    def _language_of(self, checker: QObject) -> str:
        return next((language for language, c in self._checkers.items() if c is checker), "")

    @Slot()
    def _checker_started(self) -> None:
        self.loading.emit(self._language_of(self.sender()))

    @Slot()
    def _checker_ready(self) -> None:
        self.loaded.emit(self._language_of(self.sender()))

    @Slot(str)
    def _checker_failed(self, reason: str) -> None:
        self.failed.emit(self._language_of(self.sender()), reason)

    def stop(self) -> None:
        """Stop every language's loading (the app does before it quits)."""
        for checker in self._checkers.values():
            checker.stop()
