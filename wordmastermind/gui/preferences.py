"""The settings dialog: the interface language, the theme, and where a copy of every mail goes."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from wordmastermind.gui import settings as keys
from wordmastermind.gui.i18n import LANGUAGES
from wordmastermind.gui.settings import AppSettings
from wordmastermind.gui.widgets.screen_fit import fit_to_screen


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
        form.addRow(self._build_mail(settings))
        form.addRow(buttons)
        fit_to_screen(self)

    def _build_mail(self, settings: AppSettings) -> QGroupBox:
        """Mail: a blind copy of every mail the app sends, to the game master's own address or another."""
        kept = settings.get(keys.MAIL_BCC)
        self.copy_own = QCheckBox(self.tr("&my own address"))
        self.copy_own.setToolTip(self.tr("The address in From of Game ▸ Mail the Players…"))
        self.copy_own.setChecked(kept == keys.BCC_SENDER)
        self.copy_edit = QLineEdit("" if kept == keys.BCC_SENDER else kept)
        self.copy_edit.setPlaceholderText(self.tr("nobody, or an address"))
        self.copy_edit.setMinimumWidth(self.copy_edit.fontMetrics().horizontalAdvance("game.master@example.org") + 24)
        self.copy_edit.setEnabled(not self.copy_own.isChecked())
        self.copy_own.toggled.connect(self._copy_own_toggled)
        self.copy_error = QLabel()
        self.copy_error.setWordWrap(True)
        self.copy_error.hide()
        copy_row = QHBoxLayout()
        copy_row.addWidget(self.copy_own)
        copy_row.addWidget(self.copy_edit, 1)
        copy_label = QLabel(self.tr("&Copy every mail to:"))
        copy_label.setBuddy(self.copy_own)
        hint = QLabel(self.tr("A blind copy: the players do not see it, and a copy the server refuses fails"
                              " no player's mail."))
        hint.setWordWrap(True)
        box = QGroupBox(self.tr("Mail"))
        form = QFormLayout(box)
        form.addRow(copy_label, copy_row)
        form.addRow(hint)
        form.addRow(self.copy_error)
        return box

    def _copy_own_toggled(self, on: bool) -> None:
        self.copy_edit.setEnabled(not on)

    def chosen_copy(self) -> str:
        """Where a copy of every mail goes, as the settings keep it (``MAIL_BCC``): nowhere, the sender, an address."""
        if self.copy_own.isChecked():
            return keys.BCC_SENDER
        return self.copy_edit.text().strip()

    def accept(self) -> None:
        """Refuse an address to copy the mails to that is none, saying why."""
        from wordmastermind.files.mail.errors import MailError
        from wordmastermind.files.mail.addresses import parse_address
        from wordmastermind.gui.i18n import rule_text

        chosen = self.chosen_copy()
        if chosen and chosen != keys.BCC_SENDER:
            try:
                parse_address(chosen)
            except MailError as error:
                self.copy_error.setText(rule_text(error))
                self.copy_error.show()
                self.copy_edit.setFocus()
                return
        super().accept()

    def chosen_language(self) -> str:
        return str(self.language.currentData())

    def chosen_theme(self) -> str:
        return str(self.theme.currentData())
