"""What the word lists say against each word of the open game, asked once per word.

The roster and the round tables show a warning on a word the lists do not
know. Their rows are built again after every edit, so each word's warning
is kept: it is asked of the lists again only when the game's word rules or
accepted words change, or when the lists (or their early answers) arrive.
While they load, a word's "nothing to say yet" is kept too: the checker
says when to ask again (``ready``, ``answered``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wordmastermind.gui.i18n import rule_text
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.word_checker import WordChecker

if TYPE_CHECKING:
    from wordmastermind.core.messages import Text


class WordWarnings:
    """The word lists' warning for each word of ``document``'s game, kept per word."""

    def __init__(self, document: GameDocument, checker: WordChecker | None) -> None:
        self.document = document
        self.checker = checker
        self._known: dict[str, str | None] = {}
        self._said: dict[str, Text] = {}  # what the lists said against a word, for its warning in another language
        self._for: tuple[object, object, str] | None = None
        if checker is not None:  # connected before the tables' own: they ask again once this has forgotten
            checker.ready.connect(self.forget)
            checker.answered.connect(self.forget)

    def forget(self) -> None:
        """Ask the lists again for every word (they, or early answers, have just arrived)."""
        self._known.clear()
        self._said.clear()

    def retranslate(self) -> None:
        """Each warning kept, in the interface's language (the lists are not asked again)."""
        for word, said in self._said.items():
            self._known[word] = rule_text(said)

    def of(self, word: str) -> str | None:
        """Why the lists do not know ``word``; None if they do, it is accepted, or they are not here yet."""
        checker = self.checker
        if checker is None or not word:
            return None
        game = self.document.game
        rules, accepted, language = game.settings.word_rules, game.accepted_words, game.settings.word_language
        if self._for is None or self._for != (rules, accepted, language) or self._for[1] is not accepted:
            self.forget()
            self._for = (rules, accepted, language)
        if word in self._known:
            return self._known[word]
        said = checker.warning(word, rules, accepted)
        warning = None if said is None else rule_text(said)  # in the interface's language, from its code
        if said is not None:
            self._said[word] = said
        self._known[word] = warning  # also "not here yet": their arrival makes this forget it
        return warning
