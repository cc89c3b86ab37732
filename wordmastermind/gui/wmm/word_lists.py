"""The word lists a Wörter-MasterMind game's words are checked with: those of the game's word language.

A game's words are German nouns, or Dutch or French words, whatever the
language of its reports ("Words in" on the Game page:
:attr:`~wordmastermind.core.wmm.game.Settings.word_language`). The tab's
:class:`GameWordChecker` is a :class:`~wordmastermind.gui.word_checker.WordChecker`
that asks, each time, the app's checker of the open game's word language:
the roster, the rounds and the candidates follow a change of it without
being told. Only the German lists know nouns; in the other languages a
word counts when the list knows it ("not a known word").
"""

from __future__ import annotations

import weakref
from collections.abc import Collection
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtWidgets import QWidget
from shiboken6 import Shiboken

from wordmastermind.gui.word_checker import WordChecker, WordCheckers

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent  # its import makes QEvent's 177 types ready (1.5 ms): not at start-up

    from wordmastermind.core.lexicon import Lexicon
    from wordmastermind.core.messages import Message
    from wordmastermind.core.words import WordRules
    from wordmastermind.gui.wmm.document import GameDocument


LET_AFTER_FRAME_MS = 100
"""How long after the window's next frame a tab lets its game's lists load: the frame's tables are
worked with by then, and the game master has not yet typed a word."""
LET_LATEST_MS = 400
"""How long a tab on screen waits for that frame at most (a window that paints nothing more)."""


def _no_load() -> Lexicon:  # pragma: no cover - the game's language's checker loads
    raise RuntimeError("a game's word checker loads nothing itself")


class GameWordChecker(WordChecker):
    """The checker of ``document``'s game's words' language, from ``checkers``.

    It follows the app's checkers through bound methods only: the app's
    checkers outlive a tab, and hold nothing of it.

    A language's lists are let load a moment (:data:`LET_AFTER_FRAME_MS`)
    after the tab's window has painted its next frame, once the tab first
    asks for them: a game opened is on screen, its tables painted, before a
    loading thread (its imports, the lists' unpickling) competes with it for
    the interpreter. A window not on screen lets them load once the event
    loop is free again (a zero timer); one that paints nothing more, after
    :data:`LET_LATEST_MS` at the latest. Until then the tab's words have
    nothing to say; then :attr:`ready` (the lists were here already) or
    :attr:`answered` (they are on their way: ask again, and words the list
    itself can answer early are answered) says to look again.
    """

    def __init__(self, checkers: WordCheckers, document: GameDocument, parent: QObject | None = None) -> None:
        super().__init__(parent, load=_no_load)
        self._checkers = checkers
        self._document = document
        self._followed: set[str] = set()
        self._words: dict[tuple[str, int, bool], tuple[str, ...]] = {}
        self._let: set[str] = set()  # the languages whose lists this tab has let load
        self._let_soon = QTimer(self)
        self._let_soon.setSingleShot(True)
        self._let_soon.timeout.connect(self._let_load)
        # the window whose next frame is waited for (its filter installed); weakly: the window owns this checker
        self._framing: weakref.ref[QWidget] | None = None

    def _language(self) -> str:
        return self._document.game.settings.word_language

    def current(self) -> WordChecker:
        """The checker of the open game's words' language; its arrival is told as this one's."""
        language = self._language()
        checker = self._checkers.get(language)
        if language not in self._followed:
            self._followed.add(language)
            checker.ready.connect(self._arrived)
            checker.answered.connect(self._answered)
            checker.failed.connect(self._failed)
        return checker

    def _is_current(self, checker: QObject | None) -> bool:
        """Whether ``checker`` (a signal's sender) is the open game's language's."""
        return checker is not None and checker is self._checkers.get(self._language())

    @Slot()
    def _arrived(self) -> None:
        if self._is_current(self.sender()):
            self.ready.emit()

    @Slot()
    def _answered(self) -> None:
        if self._is_current(self.sender()):
            self.answered.emit()

    @Slot(str)
    def _failed(self, reason: str) -> None:
        if self._is_current(self.sender()):
            self.failed.emit(reason)

    def lexicon(self) -> Lexicon | None:
        if self._language() in self._let:
            return self.current().lexicon()
        if not self._let_soon.isActive():
            self._let_after_frame()
        return None

    def _window(self) -> QWidget | None:
        """The window the tab (this checker's parent) is in, if it is on screen."""
        owner = self.parent()
        window = owner.window() if isinstance(owner, QWidget) else None
        return window if window is not None and window.isVisible() else None

    def _let_after_frame(self) -> None:
        """Let the lists load a moment after the window's next frame (see the class)."""
        window = self._window()
        if window is None:
            self._let_soon.start(0)
            return
        if self._framing is None:
            self._framing = weakref.ref(window)
            window.installEventFilter(self)
        self._let_soon.start(LET_LATEST_MS)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._framing is None or watched is not self._framing():
            return False
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.UpdateRequest:  # the window's frame is painted in it
            self._framing = None
            watched.removeEventFilter(self)
            self._let_soon.start(LET_AFTER_FRAME_MS)
        return False

    def _stop_waiting(self) -> None:
        """No longer wait for the watched window's frame: its filter goes, hidden or moved as it may be since."""
        framing, self._framing = self._framing, None
        window = None if framing is None else framing()
        if window is not None and Shiboken.isValid(window):
            window.removeEventFilter(self)

    @Slot()
    def _let_load(self) -> None:
        self._stop_waiting()
        language = self._language()
        if language in self._let:
            return
        self._let.add(language)
        if self.current().lexicon() is not None:
            self.ready.emit()  # here already (for another game)
        else:
            self.answered.emit()

    def wait(self, timeout: float | None = None) -> None:
        self._stop_waiting()
        self._let_soon.stop()
        self._let.add(self._language())
        self.current().wait(timeout)

    def warning(self, word: str, rules: WordRules, accepted: Collection[str]) -> Message | None:
        """Why ``word`` is not a known noun (German) or word (Dutch, French), or None."""
        if not word or word in accepted or rules.problem(word) is not None:
            return None
        lexicon = self.lexicon()
        if lexicon is None:  # the German nouns may have answered early
            return self.current().warning(word, rules, accepted) if self._language() in self._let else None
        from wordmastermind.core.lexicon import check_noun, check_word  # once the lists are here

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
