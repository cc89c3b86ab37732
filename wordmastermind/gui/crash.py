"""Unexpected errors: save the work first, log the details, show them with a way to copy them.

An exception that reaches the event loop (a bug) must not take the game
master's evening with it. :class:`CrashHandler` replaces ``sys.excepthook``
(and ``threading.excepthook``, whose errors it brings to the app's thread):
it autosaves every open game, appends the details to a log file in the
user's log folder, and shows a dialog with the details, a Copy button and
the log file's place. The app stays open; if the handler itself fails, the
error goes to Python's own hook.
"""

from __future__ import annotations

import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal, Slot

from wordmastermind import __version__

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from wordmastermind.gui.crash_dialog import CrashDialog

LOG_NAME = "wordmastermind.log"
LOG_LIMIT = 1_000_000
"""Bytes; a larger log is moved to ``wordmastermind.log.1`` (one old log is kept)."""


def log_folder() -> Path:
    """Where the app writes its log: the platform's place for an app's logs, as ``platformdirs`` says.

    ``~/.local/state/wordmastermind/log`` on Linux (under ``$XDG_STATE_HOME``
    if set), ``%LOCALAPPDATA%\\wordmastermind\\Logs`` on Windows,
    ``~/Library/Logs/wordmastermind`` on macOS.
    """
    import platformdirs  # not at start-up: the folder is wanted when something went wrong

    return Path(platformdirs.user_log_dir("wordmastermind", appauthor=False))


def error_details(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> str:
    """The report a person can paste into a bug report: versions, then the traceback."""
    import datetime
    import platform

    from PySide6 import __version__ as pyside_version

    lines = [
        f"wordmastermind {__version__}, Python {platform.python_version()}, "
        f"PySide6 {pyside_version}, {platform.platform()}",
        f"at {datetime.datetime.now().isoformat(timespec='seconds')}",
        "",
        *traceback.format_exception(kind, error, trace),
    ]
    return "\n".join(line.rstrip("\n") for line in lines)


def write_log(folder: Path, details: str) -> Path:
    """Append ``details`` to the log in ``folder``; keep one older log when it grows large."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOG_NAME
    if path.exists() and path.stat().st_size > LOG_LIMIT:
        path.replace(folder / (LOG_NAME + ".1"))
    with path.open("a", encoding="utf-8") as log:
        log.write(details.rstrip("\n") + "\n" + "-" * 72 + "\n")
    return path


class CrashHandler(QObject):
    """Catches what nobody else caught; see the module's description."""

    _from_thread = Signal(object, object, object)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        save_all: Callable[[], None] | None = None,
        folder: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._save_all = save_all
        self._folder = folder  # None: the user's log folder, found when a log is written
        self._busy = False
        self.dialog: CrashDialog | None = None
        self._before: tuple[Any, Any] | None = None  # the hooks before install()
        # Emitted from another thread, the signal is queued into this one.
        self._from_thread.connect(self.handle)

    def attach(self, parent: QWidget, save_all: Callable[[], None]) -> None:
        """Show the dialog over ``parent`` and save with ``save_all`` from now on (a new main window)."""
        self._parent = parent
        self._save_all = save_all

    def install(self) -> None:
        self._before = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.handle
        threading.excepthook = self._thread_hook

    def uninstall(self) -> None:
        """Put back the hooks that were there before :meth:`install` (the app does as it ends)."""
        before = self._before
        if before is None:
            return
        if sys.excepthook == self.handle:
            sys.excepthook = before[0]
        if threading.excepthook == self._thread_hook:
            threading.excepthook = before[1]
        self._before = None

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            self._from_thread.emit(args.exc_type, args.exc_value, args.exc_traceback)

    @Slot(object, object, object)
    def handle(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if self._busy or issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        self._busy = True
        try:
            details = error_details(kind, error, trace)
            saved = False
            if self._save_all is not None:
                try:
                    self._save_all()
                    saved = True
                except Exception:  # the save must not hide the first error
                    details += "\n\nAutosave failed too:\n" + traceback.format_exc()
            log: Path | None
            try:
                log = write_log(self._folder or log_folder(), details)
            except OSError:
                log = None
            print(details, file=sys.stderr)
            from PySide6.QtCore import Qt  # not at start-up: Qt's enums take 15 ms to make

            from wordmastermind.gui.crash_dialog import CrashDialog

            self.dialog = CrashDialog(details, log, saved, self._parent)
            self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.dialog.open()
        except Exception:
            sys.__excepthook__(kind, error, trace)
        finally:
            self._busy = False
