"""Accepting a word the word lists do not know (a right-click on it)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from wordmastermind.gui.wmm.document import GameDocument


def tr(text: str) -> str:
    return QCoreApplication.translate("WordActions", text)


def word_actions(document: GameDocument, word: str, warning: str | None) -> list[tuple[str, Callable[[], None]]]:
    """The menu entries for ``word``: accept it, or take the acceptance back."""
    if not word:
        return []
    if word in document.game.accepted_words:
        return [(
            tr("Take back: {0} is no longer accepted").format(word),
            lambda: document.edit(tr("Take back {0}").format(word), lambda g: g.with_accepted(word, False)),
        )]
    if warning:
        return [(
            tr("Accept {0} although the word lists say: {1}").format(word, warning),
            lambda: document.edit(tr("Accept {0}").format(word), lambda g: g.with_accepted(word)),
        )]
    return []
