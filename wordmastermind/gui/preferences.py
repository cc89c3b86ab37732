"""The settings dialog: the interface language and the theme."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from wordmastermind.gui import settings as keys
from wordmastermind.gui.i18n import LANGUAGES
from wordmastermind.gui.settings import AppSettings


class PreferencesDialog(QDialog):
    """Language and theme; the window applies them when the dialog is accepted."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.language = QComboBox()
        self.language.addItem(self.tr("As the system"), "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.get(keys.LANGUAGE))))
        self.theme = QComboBox()
        for code, name in (("system", self.tr("As the system")), ("light", self.tr("Light")),
                           ("dark", self.tr("Dark"))):
            self.theme.addItem(name, code)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.get(keys.THEME))))
        note = QLabel(self.tr("Reports and mails are written in each game's own language, "
                              "whatever the interface's."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow(self.tr("&Theme:"), self.theme)
        form.addRow(note)
        form.addRow(buttons)

    def chosen_language(self) -> str:
        return str(self.language.currentData())

    def chosen_theme(self) -> str:
        return str(self.theme.currentData())
