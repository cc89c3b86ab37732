"""The main window: a tab per game, the interface's language and theme, and the title.

The window knows sheets only through :class:`~wordmastermind.gui.sheet.Sheet`:
opening, saving, undo and recovery work the same for every game's tab. The
games come from the registry :mod:`wordmastermind.games`. The menus
(:mod:`.menus`), the file commands (:mod:`.file_actions`) and the autosave
(:mod:`.autosave`) are the window's own, each in a module of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QSize, QTimer, Signal, Slot
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget

from wordmastermind.games import GAMES, WMM, GameKind, by_kind
from wordmastermind.gui import settings as keys
from wordmastermind.gui.i18n import Retranslating, Translators
from wordmastermind.gui.settings import AppSettings
from wordmastermind.gui.sheet import Sheet
from wordmastermind.gui.window.autosave import Autosave
from wordmastermind.gui.window.file_actions import FileActions
from wordmastermind.gui.window.menus import WindowMenus
from wordmastermind.gui.window.recovery import RecoveryStore
from wordmastermind.gui.wmm.sheet import WmmSheet

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QPaintEvent  # their import makes QEvent's 177 types ready (1.5 ms)

    from wordmastermind.gui.word_checker import WordChecker, WordCheckers


START_LATEST_MS = 1000
"""How long :meth:`MainWindow.start_after_first_frame` waits for the first frame at most."""
SETTINGS_LATER_MS = 500
"""How long after a start that opened a game its settings are written to disk."""


FIRST_SIZE = (1200, 780)
"""The window's size at its first start: a game's rounds, standings and notes side by side."""
FRAME_ROOM = (16, 48)
"""What a window's frame and title bar take, at most, beside and above it."""


def first_size(area: QSize | None) -> tuple[int, int]:
    """The window's size at its first start, inside the screen's available ``area`` with its frame: at 150 %
    on a 1920 × 1080 screen (1280 × 720 for the layouts), 1200 × 780 would reach past the screen's bottom.

    >>> first_size(QSize(1920, 1040)), first_size(QSize(1280, 680)), first_size(None)
    ((1200, 780), (1200, 632), (1200, 780))
    """
    if area is None or area.isEmpty():
        return FIRST_SIZE
    return (min(FIRST_SIZE[0], area.width() - FRAME_ROOM[0]), min(FIRST_SIZE[1], area.height() - FRAME_ROOM[1]))


class MainWindow(Retranslating, WindowMenus, FileActions, Autosave):
    """The main window; a language switch retranslates it in place (:meth:`switch_language`)."""

    opened = Signal(object)
    """A file was opened in its sheet (its path). Declared here, not in a part: Qt wants a class's
    signals before its slots."""

    def __init__(
        self,
        settings: AppSettings,
        recovery: RecoveryStore,
        parent: QWidget | None = None,
        *,
        checkers: WordCheckers | None = None,
        translators: Translators | None = None,
        system_style: str = "",
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.recovery = recovery
        self.translators = translators or Translators()
        self._pending_start: tuple[Path | None] | None = None  # what start_after_first_frame will start with
        self.system_style = system_style  # "" until needed: asking Qt for it early costs start-up
        self.undo_group = QUndoGroup(self)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.setCentralWidget(self.tabs)
        self.setAcceptDrops(True)
        self.sheets: list[Sheet] = []
        self._timers: dict[int, QTimer] = {}
        self.checkers = checkers
        if checkers is not None:
            from wordmastermind.gui.window.word_list_status import WordListStatus

            self.word_list_status = WordListStatus(checkers, self.statusBar())
            self.statusBar().addPermanentWidget(self.word_list_status)
        self.wmm = WmmSheet(settings=settings, checkers=checkers, language=self.translators.language)
        self.add_sheet(self.wmm)
        # The other games' tabs are built when first needed: start-up stays fast.
        self._lazy: dict[int, GameKind] = {}
        for game in GAMES:
            if game is not WMM:
                self.add_lazy_sheet(game)
        self._build_menus()
        self.tabs.currentChanged.connect(self._sheet_changed)
        self._sheet_changed()
        geometry = settings.get(keys.WINDOW_GEOMETRY)
        if geometry.isEmpty() or not self.restoreGeometry(geometry):
            self.resize(*first_size(self.screen().availableGeometry().size() if self.screen() else None))
        state = settings.get(keys.WINDOW_STATE)
        if not state.isEmpty():
            self.restoreState(state)

    # ------------------------------------------------------------ language

    def switch_language(self, language: str) -> None:
        """Use ``language`` ("" = the system's) for the interface, in place.

        The translators change; Qt tells every widget (``LanguageChange``),
        and each sets its texts anew (:class:`~wordmastermind.gui.i18n.Retranslating`)
        before this returns. The window, its open games with their undo
        history, the page shown and what is typed all stay.
        """
        from PySide6.QtCore import QCoreApplication, QEvent

        from wordmastermind.gui.i18n import chosen_language

        self.settings.set(keys.LANGUAGE, language)
        self.translators.install(chosen_language(language))
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)

    def retranslate(self) -> None:
        """The window's own texts: its menus, its tabs' titles and its title (each tab and widget does its own);
        first the open games' undo steps, which Undo and Redo name."""
        for sheet in self.sheets:
            sheet.document.retranslate_history()
        self._retranslate_menus()
        for sheet in self.sheets:
            self.tabs.setTabText(self.tabs.indexOf(cast("QWidget", sheet)), sheet.tab_title())
        self.update_title()

    def show_preferences(self) -> None:
        """Edit ▸ Settings: the theme and the language apply at once."""
        from wordmastermind.gui.preferences import PreferencesDialog

        dialog = PreferencesDialog(self.settings, self)
        accepted = dialog.exec() == PreferencesDialog.DialogCode.Accepted
        theme, language, copy = dialog.chosen_theme(), dialog.chosen_language(), dialog.chosen_copy()
        dialog.deleteLater()
        if not accepted:
            return
        self.settings.set(keys.MAIL_BCC, copy)
        self.apply_theme(theme)
        if language != self.settings.get(keys.LANGUAGE):
            self.switch_language(language)

    def apply_theme(self, theme: str) -> None:
        from wordmastermind.gui.theme import apply_theme

        app = QApplication.instance()
        if isinstance(app, QApplication):
            if not self.system_style:  # still the style the app started with
                self.system_style = app.style().name()
            apply_theme(app, theme, self.system_style)
        self.settings.set(keys.THEME, theme)

    def sheet_of_kind(self, kind: str) -> Sheet | None:
        """The tab of ``kind``'s games, built if it was not yet."""
        found = next((s for s in self.sheets if s.kind == kind), None)
        return found or self._lazy_tab(lambda lazy_kind, _suffix: lazy_kind == kind)

    # --------------------------------------------------------------- sheets

    def _tab_of(self, game: GameKind) -> Sheet:
        """The tab of ``game`` (not Wörter-MasterMind's, which is built at once)."""
        tab: Callable[..., Sheet] = game.tab.load()
        return tab(checker=self._words(game.word_language), language=self.translators.language)

    def _words(self, language: str) -> WordChecker | None:
        """The word lists of ``language`` a tab checks with (none in a window built without them)."""
        return None if self.checkers is None else self.checkers.get(language)

    def add_sheet(self, sheet: Sheet) -> None:
        assert isinstance(sheet, QWidget)
        self.tabs.addTab(sheet, sheet.tab_title())
        self._register(sheet)

    def add_lazy_sheet(self, game: GameKind) -> None:
        """``game``'s tab, its sheet built the first time it is shown or needed."""
        placeholder = QWidget()
        self.tabs.addTab(placeholder, game.title)
        self._lazy[id(placeholder)] = game

    def _build_lazy(self, placeholder: QWidget) -> Sheet:
        sheet = self._tab_of(self._lazy.pop(id(placeholder)))
        assert isinstance(sheet, QWidget)
        index = self.tabs.indexOf(placeholder)
        current = self.tabs.currentIndex()
        self.tabs.blockSignals(True)
        self.tabs.removeTab(index)
        self.tabs.insertTab(index, sheet, sheet.tab_title())
        self.tabs.setCurrentIndex(current)
        self.tabs.blockSignals(False)
        placeholder.deleteLater()
        self._register(sheet)
        return sheet

    def _lazy_tab(self, match: Callable[[str, str], bool]) -> Sheet | None:
        """Build and return the not-yet-built sheet whose (kind, suffix) match."""
        for index in range(self.tabs.count()):
            widget = self.tabs.widget(index)
            game = self._lazy.get(id(widget))
            if widget is not None and game is not None and match(game.kind, game.suffix):
                return self._build_lazy(widget)
        return None

    def _register(self, sheet: Sheet) -> None:
        self.sheets.append(sheet)
        self.undo_group.addStack(sheet.document.undo_stack)
        self._watch(sheet)
        sheet.document.fileStateChanged.connect(self.update_title)
        self._connect_start_panel(sheet)

    def current_sheet(self) -> Sheet:
        widget = self.tabs.currentWidget()
        if id(widget) in self._lazy:
            return self._build_lazy(widget)
        for sheet in self.sheets:
            if sheet is cast(object, widget):
                return sheet
        return self.sheets[0]

    def sheet_for(self, path: Path) -> Sheet | None:
        suffix = path.suffix.lower()
        found = next((s for s in self.sheets if s.suffix == suffix), None)
        return found or self._lazy_tab(lambda _kind, lazy_suffix: lazy_suffix == suffix)

    @Slot()
    def _sheet_changed(self) -> None:
        self.undo_group.setActiveStack(self.current_sheet().document.undo_stack)
        self.update_title()

    @Slot()
    def update_title(self) -> None:
        document = self.current_sheet().document
        self.setWindowTitle(f"{document.display_name()}[*] — wordmastermind")
        self.setWindowModified(document.modified)

    def show_error(self, message: str) -> None:
        from PySide6.QtWidgets import QMessageBox  # message boxes are loaded when one is shown

        QMessageBox.critical(self, self.tr("wordmastermind"), message)

    # ---------------------------------------------------------------- start

    def start_after_first_frame(self, path: Path | None = None) -> None:
        """:meth:`start` once the shown window's first frame is on screen: the app is there at once, and
        then offers unsaved work back and opens ``path``. Meanwhile the status bar names the file."""
        self._pending_start = (path,)
        if path is not None:
            self._show_coming(path)
            self.statusBar().showMessage(self.tr("Opening {0}…").format(path.name))
        # A window never painted (started minimized, say) starts all the same.
        QTimer.singleShot(START_LATEST_MS, self._start_pending)

    def _show_coming(self, path: Path) -> None:
        """Before the first frame: the tab of the game ``path`` is, as the file's first bytes tell it
        (:func:`~wordmastermind.gui.window.file_actions.game_coming`), without its start panel: a tab not
        built yet stays empty until the game opens in it, after the frame. Where the first bytes cannot tell,
        the tab shown stays, without its start panel: no game's start panel is shown for another game's file.
        The title names the file, as it will once the game is open in any game's tab (the tab's own title
        comes back after the start, with the game or without it)."""
        from wordmastermind.gui.window.file_actions import game_coming

        self.setWindowTitle(f"{path.name}[*] — wordmastermind")

        game = game_coming(path)
        tabs = self.tabs
        if game is not None:
            index = next(i for i in range(tabs.count()) if self._game_at(i) is game)
            if index != tabs.currentIndex():
                tabs.blockSignals(True)  # the tab is built when the game opens in it (Undo follows it then)
                tabs.setCurrentIndex(index)
                tabs.blockSignals(False)
        sheet = next((s for s in self.sheets if s is cast(object, tabs.currentWidget())), None)
        if sheet is not None and sheet.start_panel is not None and not sheet.shows_game():
            sheet.start_panel.hide()  # not in the way of the game that comes: the tab stays empty until it is there

    def _game_at(self, index: int) -> GameKind | None:
        """The game of the tab at ``index``, built or not."""
        widget = self.tabs.widget(index)
        sheet = next((s for s in self.sheets if s is cast(object, widget)), None)
        return by_kind(sheet.kind) if sheet is not None else self._lazy.get(id(widget))

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._pending_start is not None:
            QTimer.singleShot(0, self._start_pending)  # runs once this frame is on screen

    @Slot()
    def _start_pending(self) -> None:
        pending, self._pending_start = self._pending_start, None
        if pending is None or not self.isVisible():  # closed meanwhile: nothing to start
            return
        (path,) = pending
        try:
            self.start(path)
        finally:
            for sheet in self.sheets:
                panel = sheet.start_panel
                if panel is not None and not sheet.shows_game():
                    panel.show()  # no game came
            if path is not None:
                self._sheet_changed()  # Undo and the title follow the tab shown, chosen before the first frame
            if path is not None and self.statusBar().currentMessage() == self.tr("Opening {0}…").format(path.name):
                self.statusBar().clearMessage()
            if path is not None:
                self._write_settings_later()

    def _write_settings_later(self) -> None:
        """The settings the start changed (the game given, now the most recent file) are written a moment
        after the game's first frame (:data:`SETTINGS_LATER_MS`), not before it: Qt writes them to disk
        (10 ms) as soon as the event loop turns, ahead of the frame. They are in effect at once, and written
        by the time the window closes (or the settings go) in any case."""
        from PySide6.QtCore import QCoreApplication, QEvent  # QEvent's types: not before the first frame

        store = self.settings.store  # shared with a window that replaces this one: the write is the store's
        QCoreApplication.removePostedEvents(store, QEvent.Type.UpdateRequest)  # the store's own, to write them
        QTimer.singleShot(SETTINGS_LATER_MS, store.sync)

    def start(self, path: Path | None = None) -> None:
        """What the app does once its window is shown: offer unsaved work back, then open ``path``."""
        restored = self.offer_recovery()
        if path is not None:
            sheet = self.sheet_to_open(path)[0]  # the tab the file opens in: its kind's
            shown = None if sheet is None else sheet.document.path
            if shown is None or not restored or shown.resolve() != path.resolve():
                self.open_path(path)  # asks first about restored work of another game
            return
        if restored:
            return
        if not self.settings.get(keys.DEMO_OFFERED):
            from PySide6.QtWidgets import QMessageBox

            self.settings.set(keys.DEMO_OFFERED, True)
            answer = QMessageBox.question(
                self,
                self.tr("Welcome"),
                self.tr(
                    "Open the rules' own example (Alfons, Gustav, Beatrix, Emil and "
                    "Fritzchen; Alfons's secret is SALAT) to see a game at work?"
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            )
            if answer == QMessageBox.StandardButton.Yes:
                self.open_demo()

    # ---------------------------------------------------------------- close

    def closeEvent(self, event: QCloseEvent) -> None:
        for sheet in self.sheets:
            if not self.maybe_save(sheet):
                event.ignore()
                return
        for sheet in self.sheets:
            self._timers[id(sheet)].stop()
            self.recovery.remove(self.slot(sheet))
            self.recovery.release(self.slot(sheet))
        self.settings.set(keys.WINDOW_GEOMETRY, self.saveGeometry())
        self.settings.set(keys.WINDOW_STATE, self.saveState())
        self.settings.sync()
        event.accept()
