"""The app's one main window, and what belongs to the application rather than to it.

The crash handler shows its dialog over the window and runs the window's
autosave first; the files the system asks the app to open while it runs go
to the window (macOS sends a ``QFileOpenEvent`` when a game is
double-clicked in the Finder or dropped on the Dock icon; a command-line
argument covers the other systems).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent

    from wordmastermind.gui.crash import CrashHandler
    from wordmastermind.gui.window.main_window import MainWindow


class WindowKeeper(QObject):
    """Ties the crash handler and the system's open-file requests to the main window; install it on the
    application."""

    def __init__(self, window: MainWindow, crash: CrashHandler | None = None) -> None:
        super().__init__(QCoreApplication.instance())
        self._crash = crash
        if crash is not None:
            crash.setParent(self)  # the application's, as the keeper is
        self.window = window
        if crash is not None:
            crash.attach(window, window.autosave_all)
        self.opened: list[Path] = []  # the files asked for, in order (for the log and tests)

    def install(self) -> None:
        """Watch the application's events for the files the system opens (macOS)."""
        # Imported here, not with the module: QEvent's 177 event types take 1.5 ms to make.
        from PySide6.QtCore import QEvent
        from PySide6.QtGui import QFileOpenEvent

        self._file_open = (QEvent.Type.FileOpen, QFileOpenEvent)
        app = QCoreApplication.instance()
        assert app is not None
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        file_open, file_open_event = self._file_open
        if event.type() == file_open and isinstance(event, file_open_event) and event.file():
            path = Path(event.file())
            self.opened.append(path)
            self.window.open_path(path)
            return True
        return super().eventFilter(watched, event)
