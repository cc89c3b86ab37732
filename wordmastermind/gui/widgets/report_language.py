"""The "Reports in" choice every tab shows: the language of one game's reports.

Reports and mails are written in the game's language, not the interface's:
a Dutch game master may run a German game. Each game says which languages
its reports can be written in; the box offers just those and tells the tab
when the game master picks another, so the tab can make it an undo step.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QWidget


def language_name(code: str) -> str:
    """``"nl"`` -> "Dutch", in the interface's language."""
    names = {
        "en": QCoreApplication.translate("ReportLanguage", "English"),
        "de": QCoreApplication.translate("ReportLanguage", "German"),
        "nl": QCoreApplication.translate("ReportLanguage", "Dutch"),
        "fr": QCoreApplication.translate("ReportLanguage", "French"),
    }
    return names.get(code, code)


def default_report_language(languages: Sequence[str], interface_language: str) -> str:
    """A new game's report language: the interface's when the game offers it, else English.

    >>> default_report_language(("en", "nl"), "nl"), default_report_language(("en", "nl"), "de")
    ('nl', 'en')
    """
    return interface_language if interface_language in languages else "en"


class ReportLanguageBox(QComboBox):
    """The languages a game's reports can be written in; :attr:`chosen` when the user picks one."""

    chosen = Signal(str)
    """The code of the language the user picked (not sent by :meth:`show_language`)."""

    def __init__(
        self, languages: Sequence[str], parent: QWidget | None = None, *, interface_language: str = "en"
    ) -> None:
        super().__init__(parent)
        for code in languages:
            self.addItem(language_name(code), code)
        self.new_game_language = default_report_language(languages, interface_language)
        """What a new game's reports are in, shown while no game is open."""
        self.setToolTip(self.tr("The language of this game's reports, whatever the app's"))
        self.activated.connect(self._activated)
        self.show_game(None)

    def _activated(self) -> None:
        self.chosen.emit(self.language())

    def language(self) -> str:
        return str(self.currentData())

    def show_game(self, language: str | None) -> None:
        """Show the open game's language, or with no game (``None``) the one a new game gets."""
        self.show_language(self.new_game_language if language is None else language)

    def show_language(self, code: str) -> None:
        """Show ``code`` as chosen, without telling anyone."""
        index = self.findData(code)
        if index >= 0 and index != self.currentIndex():
            self.blockSignals(True)
            self.setCurrentIndex(index)
            self.blockSignals(False)
