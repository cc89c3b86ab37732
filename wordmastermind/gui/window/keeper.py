"""The app's one main window, which a language switch replaces.

Whatever belongs to the application rather than to one window follows the
window that is current: the crash handler (its dialog's parent and the
autosave it runs first) and the files the system asks the app to open
while it runs (macOS sends a ``QFileOpenEvent`` when a game is
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
    """Keeps track of the current main window; install it on the application."""

    def __init__(self, window: MainWindow, crash: CrashHandler | None = None) -> None:
        super().__init__(QCoreApplication.instance())
        self._crash = crash
        if crash is not None:
            crash.setParent(self)  # the application's, as the keeper is
        self.window = window
        self._follow(window)
        self.opened: list[Path] = []  # the files asked for, in order (for the log and tests)

    def _follow(self, window: MainWindow) -> None:
        self.window = window
        if self._crash is not None:
            self._crash.attach(window, window.autosave_all)
        window.replaced.connect(self._follow)

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
