"""The word lists a Wörter-MasterMind game's words are checked with: those of the game's language.

A Dutch or French game (its reports in Dutch or French) is played with
Dutch or French words; an English or German one with German nouns
(:attr:`~wordmastermind.core.wmm.game.Settings.word_language`). The tab's
:class:`GameWordChecker` is a :class:`~wordmastermind.gui.word_checker.WordChecker`
that asks, each time, the app's checker of the open game's language: the
roster, the rounds and the candidates follow a change of the game's
language without being told. Only the German lists know nouns; in the
other languages a word counts when the list knows it ("not a known word").
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from wordmastermind.gui.word_checker import WordChecker, WordCheckers

if TYPE_CHECKING:
    from wordmastermind.core.lexicon import Lexicon
    from wordmastermind.core.words import WordRules


def _no_load() -> Lexicon:  # pragma: no cover - the game's language's checker loads
    raise RuntimeError("a game's word checker loads nothing itself")


class GameWordChecker(WordChecker):
    """The checker of the language ``language()`` names, from ``checkers``."""

    def __init__(self, checkers: WordCheckers, language: Callable[[], str], parent: QObject | None = None) -> None:
        super().__init__(parent, load=_no_load)
        self._checkers = checkers
        self._language = language
        self._followed: set[str] = set()
        self._words: dict[tuple[str, int, bool], tuple[str, ...]] = {}

    def current(self) -> WordChecker:
        """The checker of the open game's words' language; its arrival is told as this one's."""
        language = self._language()
        checker = self._checkers.get(language)
        if language not in self._followed:
            self._followed.add(language)
            checker.ready.connect(lambda: self._arrived(language))
            checker.answered.connect(lambda: self._answered(language))
            checker.failed.connect(lambda reason: self._failed(language, reason))
        return checker

    def _arrived(self, language: str) -> None:
        if language == self._language():
            self.ready.emit()

    def _answered(self, language: str) -> None:
        if language == self._language():
            self.answered.emit()

    def _failed(self, language: str, reason: str) -> None:
        if language == self._language():
            self.failed.emit(reason)

    def lexicon(self) -> Lexicon | None:
        return self.current().lexicon()

    def wait(self, timeout: float | None = None) -> None:
        self.current().wait(timeout)

    def warning(self, word: str, rules: WordRules, accepted: Collection[str]) -> str | None:
        """Why ``word`` is not a known noun (German) or word (Dutch, French), or None."""
        from wordmastermind.core.lexicon import check_noun, check_word

        if not word or word in accepted or rules.problem(word) is not None:
            return None
        lexicon = self.lexicon()
        if lexicon is None:  # the German nouns may have answered early
            return self.current().warning(word, rules, accepted)
        result = (check_noun if lexicon.nouns else check_word)(lexicon, word)
        return None if result.known else result.reason

    def nouns(self, rules: WordRules) -> tuple[str, ...] | None:
        """The words a secret may be: German nouns, or the Dutch or French list's words, of the game's
        length and alphabet; None while loading."""
        from wordmastermind.core.lexicon import secret_words_for

        lexicon = self.lexicon()
        if lexicon is None:
            return None
        key = (lexicon.language, rules.length, rules.umlauts)
        if key not in self._words:
            self._words[key] = secret_words_for(lexicon, rules)
        return self._words[key]
