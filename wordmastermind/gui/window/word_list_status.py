"""The word lists' loading, shown in the status bar: a busy bar and a message.

The first check in a language prepares its lists (German takes about 7 s
the first time); the app stays usable meanwhile, and this says what is going
on and when the checks start.
"""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QProgressBar, QStatusBar

from wordmastermind.gui.i18n import Retranslating
from wordmastermind.gui.word_checker import WordCheckers


class WordListStatus(Retranslating, QProgressBar):
    """A busy indicator that shows while any language's lists load."""

    def __init__(self, checkers: WordCheckers, status_bar: QStatusBar) -> None:
        super().__init__(status_bar)
        self._status = status_bar
        self._busy: set[str] = set()
        self._said: tuple[str, str, str, int] | None = None  # the message shown: what, language, reason, ms
        self._text = ""  # and its text
        self.setRange(0, 0)  # busy: how long it takes is not known
        self.setMaximumWidth(120)
        self.hide()
        checkers.loading.connect(self._loading)
        checkers.loaded.connect(self._loaded)
        checkers.failed.connect(self._failed)
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Loading word lists"))
        said = self._said
        if said is not None and self._text and self._status.currentMessage() == self._text:
            self._say(*said)  # still shown (not another's message since): said again in the new language

    def _say(self, what: str, language: str, reason: str = "", timeout: int = 0) -> None:
        self._said = (what, language, reason, timeout)
        name = self._language(language)
        if what == "loading":
            text = self.tr("Loading the {0} word lists… The first time they are prepared, which takes a few "
                           "seconds; words are checked as soon as they are there.").format(name)
        elif what == "loaded":
            text = self.tr("The {0} word lists are ready.").format(name)
        else:
            text = self.tr("The {0} word lists could not be loaded: {1}").format(name, reason)
        self._text = text
        self._status.showMessage(text, timeout)

    def _language(self, code: str) -> str:
        names = {"de": self.tr("German", "the German word lists"), "nl": self.tr("Dutch", "the Dutch word lists"),
                 "fr": self.tr("French", "the French word lists")}
        return names.get(code, code)

    @Slot(str)
    def _loading(self, language: str) -> None:
        self._busy.add(language)
        self.show()
        self._say("loading", language)

    def _done(self, language: str) -> None:
        self._busy.discard(language)
        self.setVisible(bool(self._busy))

    @Slot(str)
    def _loaded(self, language: str) -> None:
        self._done(language)
        self._say("loaded", language, timeout=4000)

    @Slot(str, str)
    def _failed(self, language: str, reason: str) -> None:
        self._done(language)
        self._say("failed", language, reason)
