"""Accepting a word the word lists do not know (a right-click on it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication

from wordmastermind.gui.i18n import Phrase


class AcceptingGame(Protocol):
    """A game that remembers the words its game master accepted."""

    @property
    def accepted_words(self) -> frozenset[str]: ...

    def with_accepted(self, word: str, accepted: bool = True) -> Any: ...


class WordDocument(Protocol):
    """A document whose game accepts words, edited as one undo step."""

    @property
    def game(self) -> Any: ...

    def edit(self, text: str | Phrase, change: Callable[[Any], Any]) -> None: ...


def word_actions(document: WordDocument, word: str, warning: str | None) -> list[tuple[str, Callable[[], None]]]:
    """The menu entries for ``word``: accept it, or take the acceptance back."""
    game: AcceptingGame | None = document.game
    if not word or game is None:
        return []
    if word in game.accepted_words:
        return [(
            QCoreApplication.translate("WordActions", "Take back: {0} is no longer accepted").format(word),
            lambda: document.edit(Phrase.translate("WordActions", "Take back {0}", "an accepted word").format(word), lambda g: g.with_accepted(word, False)),
        )]
    if warning:
        return [(
            QCoreApplication.translate("WordActions", "Accept {0} although the word lists say: {1}").format(word, warning),
            lambda: document.edit(Phrase.translate("WordActions", "Accept {0}").format(word), lambda g: g.with_accepted(word)),
        )]
    return []
