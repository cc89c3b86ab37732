"""The dialog an unexpected error shows: what went wrong, the details to copy, the log's place.

:class:`~wordmastermind.gui.crash.CrashHandler` builds it when something
went wrong, so its widgets are not loaded at start-up.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QUrl, Slot
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.gui.widgets.screen_fit import fit_to_screen


class CrashDialog(QDialog):
    """What went wrong, the details to copy, and where the log is."""

    def __init__(self, details: str, log: Path | None, saved: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Something went wrong"))
        lines = [self.tr("An unexpected error happened. This is a fault in wordmastermind, not in your game.")]
        if saved:
            lines.append(self.tr("Your open games were saved for recovery first; the app offers them "
                                 "back if you restart it."))
        if log is not None:
            lines.append(self.tr("The details are also in the log file {0}.").format(log))
        lines.append(self.tr("Please send the details below with a bug report."))
        self.message = QLabel("\n\n".join(lines))
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details = QPlainTextEdit(details)
        self.details.setReadOnly(True)
        self.details.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.details.setAccessibleName(self.tr("Details of the error"))
        self.details.setAccessibleDescription(self.tr("What went wrong, for a bug report"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(self.tr("&Copy details"))
        self.copy_button.clicked.connect(self.copy_details)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        if log is not None:
            self.log_button = QPushButton(self.tr("Open the &log folder"))
            self._log_folder = log.parent
            self.log_button.clicked.connect(self._open_log_folder)
            buttons.addButton(self.log_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.details, 1)
        layout.addWidget(buttons)
        self.resize(720, 420)
        fit_to_screen(self)

    @Slot()
    def _open_log_folder(self) -> None:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(self._log_folder)))

    @Slot()
    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details.toPlainText())
