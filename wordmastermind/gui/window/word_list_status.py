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
        self.setRange(0, 0)  # busy: how long it takes is not known
        self.setMaximumWidth(120)
        self.hide()
        checkers.loading.connect(self._loading)
        checkers.loaded.connect(self._loaded)
        checkers.failed.connect(self._failed)
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Loading word lists"))

    def _language(self, code: str) -> str:
        names = {"de": self.tr("German", "the German word lists"), "nl": self.tr("Dutch", "the Dutch word lists"),
                 "fr": self.tr("French", "the French word lists")}
        return names.get(code, code)

    @Slot(str)
    def _loading(self, language: str) -> None:
        self._busy.add(language)
        self.show()
        self._status.showMessage(self.tr(
            "Loading the {0} word lists… The first time they are prepared, which takes a few "
            "seconds; words are checked as soon as they are there."
        ).format(self._language(language)))

    def _done(self, language: str) -> None:
        self._busy.discard(language)
        self.setVisible(bool(self._busy))

    @Slot(str)
    def _loaded(self, language: str) -> None:
        self._done(language)
        self._status.showMessage(
            self.tr("The {0} word lists are ready.").format(self._language(language)), 4000
        )

    @Slot(str, str)
    def _failed(self, language: str, reason: str) -> None:
        self._done(language)
        self._status.showMessage(self.tr("The {0} word lists could not be loaded: {1}").format(
            self._language(language), reason))
