"""What the main window's parts share: the window's state, and what one part calls of another.

:class:`~wordmastermind.gui.window.main_window.MainWindow` is put together
from parts, each in a module of its own: the menus (:mod:`.menus`), the file
commands (:mod:`.file_actions`) and the autosave (:mod:`.autosave`). Each
part is a class on :class:`WindowParts`, which names the window's state and,
for the type checker only, the methods a part calls that another part (or
the window itself) defines.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QMainWindow, QTabWidget

from wordmastermind.gui.settings import AppSettings
from wordmastermind.gui.sheet import FileAction, Sheet
from wordmastermind.gui.window.recovery import RecoveryStore

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from wordmastermind.gui.i18n import Translators
    from wordmastermind.gui.wmm.sheet import WmmSheet


class WindowParts(QMainWindow):
    """The common ground of the main window's parts (never built on its own)."""

    settings: AppSettings
    recovery: RecoveryStore
    tabs: QTabWidget
    sheets: list[Sheet]
    wmm: WmmSheet
    undo_group: QUndoGroup
    translators: Translators
    _timers: dict[int, QTimer]

    if TYPE_CHECKING:
        # main_window.py
        opened: SignalInstance
        def current_sheet(self) -> Sheet: ...
        def sheet_for(self, path: Path) -> Sheet | None: ...
        def sheet_of_kind(self, kind: str) -> Sheet | None: ...
        def _lazy_tab(self, match: Callable[[str, str], bool]) -> Sheet | None: ...
        def show_error(self, message: str) -> None: ...
        def show_preferences(self) -> None: ...

        # autosave.py
        def slot(self, sheet: Sheet) -> str: ...

        # file_actions.py
        def new_file(self) -> None: ...
        def open_file(self) -> None: ...
        def open_path(self, path: Path) -> bool: ...
        def open_demo(self, sheet: Sheet | None = None) -> None: ...
        def _sheet_with_demo(self) -> Sheet: ...
        def save(self) -> bool: ...
        def save_as(self) -> bool: ...
        def close_game(self) -> bool: ...
        def export_to(self, export: FileAction, path: Path | None = None) -> bool: ...
        def import_from(self, file_import: FileAction, path: Path | None = None) -> bool: ...
        def print_preview(self) -> None: ...
        def print_report(self) -> None: ...
