"""The "Reports in" choice every tab shows: the language of one game's reports.

Reports and mails are written in the game's language, not the interface's:
a Dutch game master may run a German game. Each game says which languages
its reports can be written in; the box offers just those and tells the tab
when the game master picks another, so the tab can make it an undo step.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QWidget

from wordmastermind.gui.i18n import Phrase, Retranslating
from wordmastermind.gui.i18n import interface_language as current_language  # the parameters say interface_language
from wordmastermind.gui.widgets.texts_box import TextsBox


_NAMES = {
    "en": Phrase.translate("ReportLanguage", "English"),
    "de": Phrase.translate("ReportLanguage", "German"),
    "nl": Phrase.translate("ReportLanguage", "Dutch"),
    "fr": Phrase.translate("ReportLanguage", "French"),
}


def language_phrase(code: str) -> Phrase | str:
    """``"nl"`` -> "Dutch", said in the interface's language whenever shown (as in an undo step's name)."""
    return _NAMES.get(code, code)


def language_name(code: str) -> str:
    """``"nl"`` -> "Dutch", in the interface's language."""
    return str(language_phrase(code))


def default_report_language(languages: Sequence[str], interface_language: str) -> str:
    """A new game's report language: the interface's when the game offers it, else English.

    >>> default_report_language(("en", "nl"), "nl"), default_report_language(("en", "nl"), "de")
    ('nl', 'en')
    """
    return interface_language if interface_language in languages else "en"


class ReportLanguageBox(Retranslating, TextsBox):
    """The languages a game's reports can be written in; :attr:`chosen` when the user picks one.

    While no game is open it shows what a new game's reports will be in: the
    interface's language where the game offers it, which follows a switch.
    """

    chosen = Signal(str)
    """The code of the language the user picked (not sent by :meth:`show_language`)."""

    def __init__(
        self, languages: Sequence[str], parent: QWidget | None = None, *, interface_language: str = "en"
    ) -> None:
        super().__init__(parent)
        self._languages = tuple(languages)
        for code in languages:
            self.addItem(code, code)
        self.new_game_language = default_report_language(languages, interface_language)
        """What a new game's reports are in, shown while no game is open."""
        self._game_language: str | None = None
        self.activated.connect(self._activated)
        self.retranslate()
        self.show_game(None)

    def retranslate(self) -> None:
        for index, code in enumerate(self._languages):
            self.setItemText(index, language_name(code))
        self.setToolTip(self.tr("The language of this game's reports, whatever the app's"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.new_game_language = default_report_language(self._languages, current_language())
            self.show_game(self._game_language)
        super().changeEvent(event)

    def _activated(self) -> None:
        self.chosen.emit(self.language())

    def language(self) -> str:
        return str(self.currentData())

    def show_game(self, language: str | None) -> None:
        """Show the open game's language, or with no game (``None``) the one a new game gets."""
        self._game_language = language
        self.show_language(self.new_game_language if language is None else language)

    def show_language(self, code: str) -> None:
        """Show ``code`` as chosen, without telling anyone."""
        index = self.findData(code)
        if index >= 0 and index != self.currentIndex():
            self.blockSignals(True)
            self.setCurrentIndex(index)
            self.blockSignals(False)
