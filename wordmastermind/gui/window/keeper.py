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

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

if TYPE_CHECKING:
    from wordmastermind.gui.crash import CrashHandler
    from wordmastermind.gui.window.main_window import MainWindow


class WindowKeeper(QObject):
    """Keeps track of the current main window; install it on the application."""

    def __init__(self, window: MainWindow, crash: CrashHandler | None = None) -> None:
        super().__init__(QCoreApplication.instance())
        self._crash = crash
        self.window = window
        self._follow(window)
        self.opened: list[Path] = []  # the files asked for, in order (for the log and tests)

    def _follow(self, window: MainWindow) -> None:
        self.window = window
        if self._crash is not None:
            self._crash.attach(window, window.autosave_all)
        window.replaced.connect(self._follow)

    def install(self) -> None:
        app = QCoreApplication.instance()
        assert app is not None
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent) and event.file():
            path = Path(event.file())
            self.opened.append(path)
            self.window.open_path(path)
            return True
        return super().eventFilter(watched, event)
