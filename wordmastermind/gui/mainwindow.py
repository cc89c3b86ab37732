"""The main window: a tab per game, the File and Edit menus, and autosave.

The window knows sheets only through :class:`~wordmastermind.gui.sheet.Sheet`:
opening, saving, undo and recovery work the same for every game's tab.
"""

from __future__ import annotations

import os
import platform
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QTimer, Signal, Slot, qVersion
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
    QUndoGroup,
)
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow, QMenu, QMessageBox, QTabWidget, QWidget

from wordmastermind import __version__
from wordmastermind.files.jsonread import DocumentError
from wordmastermind.gui import settings as keys
from wordmastermind.gui.i18n import Translators
from wordmastermind.gui.recovery import Recovered, RecoveryStore
from wordmastermind.gui.settings import AppSettings
from wordmastermind.gui.sheet import FileAction, Sheet
from wordmastermind.games import GAMES, WMM, GameKind
from wordmastermind.gui.wmm.sheet import WmmSheet

if TYPE_CHECKING:
    from wordmastermind.core.report import Report
    from wordmastermind.gui.word_checker import WordChecker, WordCheckers


class MainWindow(QMainWindow):
    replaced = Signal(object)
    """The window built anew for a language switch, which takes over from this one."""

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
        self.translators = translators or Translators(recovery.folder.parent / "translations")
        self._replaced = False
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
            from wordmastermind.gui.word_list_status import WordListStatus

            self.word_list_status = WordListStatus(checkers, self.statusBar())
            self.statusBar().addPermanentWidget(self.word_list_status)
        self.wmm = WmmSheet(settings=settings, checker=self._words(WMM.word_language))
        self.add_sheet(self.wmm)
        # The other games' tabs are built when first needed: start-up stays fast.
        self._lazy: dict[int, tuple[str, str, Callable[[], Sheet]]] = {}
        for game in GAMES:
            if game is not WMM:
                self.add_lazy_sheet(game.title, game.kind, game.suffix, partial(self._tab_of, game))
        self._build_menus()
        self.tabs.currentChanged.connect(self._sheet_changed)
        self._sheet_changed()
        geometry = settings.get(keys.WINDOW_GEOMETRY)
        if geometry.isEmpty() or not self.restoreGeometry(geometry):
            self.resize(1200, 780)
        state = settings.get(keys.WINDOW_STATE)
        if not state.isEmpty():
            self.restoreState(state)

    # ------------------------------------------------------------ language

    def switch_language(self, language: str) -> MainWindow:
        """Use ``language`` ("" = the system's) for the interface, without losing an open game.

        Qt builds a window's texts when it builds the window, so the window is
        built anew in the new language, and every open game moves over: a
        saved one is opened again, unsaved work comes over as unsaved work.
        The undo history stays behind with the old window.
        """
        from wordmastermind.gui.i18n import chosen_language

        self.settings.set(keys.LANGUAGE, language)
        self.translators.install(chosen_language(language))
        window = MainWindow(self.settings, self.recovery, checkers=self.checkers, translators=self.translators,
                            system_style=self.system_style)
        current = self.tabs.currentIndex()
        for sheet in list(self.sheets):
            self._timers[id(sheet)].stop()
            data, path = sheet.recovery_data(), sheet.document.path
            if not data:
                continue
            target = window.sheet_of_kind(sheet.kind)
            if target is None:
                continue
            if sheet.document.modified or path is None:
                target.restore(data, path)
                if not sheet.document.modified:
                    target.document.undo_stack.setClean()
            else:
                target.open(path)
        window.tabs.setCurrentIndex(current)
        window.setGeometry(self.geometry())
        window.show()
        self._replaced = True
        self.replaced.emit(window)
        self.close()
        return window

    def show_preferences(self) -> MainWindow:
        """Edit ▸ Settings: the theme applies at once; a new language builds the window anew."""
        from wordmastermind.gui.preferences import PreferencesDialog

        dialog = PreferencesDialog(self.settings, self)
        if dialog.exec() != PreferencesDialog.DialogCode.Accepted:
            return self
        self.apply_theme(dialog.chosen_theme())
        if dialog.chosen_language() != self.settings.get(keys.LANGUAGE):
            return self.switch_language(dialog.chosen_language())
        return self

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

    def add_lazy_sheet(self, title: str, kind: str, suffix: str, build: Callable[[], Sheet]) -> None:
        """A tab whose sheet is built the first time it is shown or needed."""
        placeholder = QWidget()
        self.tabs.addTab(placeholder, title)
        self._lazy[id(placeholder)] = (kind, suffix, build)

    def _build_lazy(self, placeholder: QWidget) -> Sheet:
        _kind, _suffix, build = self._lazy.pop(id(placeholder))
        sheet = build()
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
            entry = self._lazy.get(id(widget))
            if widget is not None and entry is not None and match(entry[0], entry[1]):
                return self._build_lazy(widget)
        return None

    def _register(self, sheet: Sheet) -> None:
        self.sheets.append(sheet)
        self.undo_group.addStack(sheet.document.undo_stack)
        slot = self.slot(sheet)
        self.recovery.claim(slot)
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(max(1, self.settings.get(keys.AUTOSAVE_SECONDS)) * 1000)
        timer.timeout.connect(lambda s=sheet: self.autosave(s))
        self._timers[id(sheet)] = timer
        sheet.document.changed.connect(timer.start)
        sheet.document.fileStateChanged.connect(self.update_title)
        panel = sheet.start_panel
        if panel is not None:
            panel.newRequested.connect(self.new_file)
            panel.openRequested.connect(self.open_file)
            panel.demoRequested.connect(lambda s=sheet: self.open_demo(s))
            panel.recentRequested.connect(lambda name: self.open_path(Path(name)))
            self._show_recent(sheet)

    def slot(self, sheet: Sheet) -> str:
        return f"{sheet.kind}-{os.getpid()}"

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

    # ---------------------------------------------------------------- menus

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.new_action = self._action(self.tr("&New"), QKeySequence.StandardKey.New, self.new_file)
        self.open_action = self._action(self.tr("&Open…"), QKeySequence.StandardKey.Open, self.open_file)
        self.save_action = self._action(self.tr("&Save"), QKeySequence.StandardKey.Save, self.save)
        self.save_as_action = self._action(
            self.tr("Save &As…"), QKeySequence.StandardKey.SaveAs, self.save_as
        )
        self.quit_action = self._action(self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close)
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        file_menu.insertAction(self.recent_menu.menuAction(), self.new_action)
        file_menu.insertAction(self.recent_menu.menuAction(), self.open_action)
        file_menu.addSeparator()
        file_menu.addActions([self.save_action, self.save_as_action])
        file_menu.addSeparator()
        self.import_menu = file_menu.addMenu(self.tr("&Import"))
        self.import_menu.aboutToShow.connect(self._fill_import_menu)
        self.export_menu = file_menu.addMenu(self.tr("&Export"))
        self.export_menu.aboutToShow.connect(self._fill_export_menu)
        self.preview_action = QAction(self.tr("Print Pre&view…"), self)
        self.preview_action.triggered.connect(self.print_preview)
        self.print_action = self._action(self.tr("&Print…"), QKeySequence.StandardKey.Print, self.print_report)
        file_menu.addActions([self.preview_action, self.print_action])
        file_menu.addSeparator()
        self.demo_action = QAction(self.tr("Open &the Rules' Example"), self)
        self.demo_action.triggered.connect(lambda: self.open_demo(self._sheet_with_demo()))
        file_menu.addAction(self.demo_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)

        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = self.undo_group.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcuts(QKeySequence.StandardKey.Undo)
        self.redo_action = self.undo_group.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcuts(QKeySequence.StandardKey.Redo)
        edit_menu.addActions([self.undo_action, self.redo_action])
        edit_menu.addSeparator()
        self.preferences_action = self._action(
            self.tr("&Settings…"), QKeySequence.StandardKey.Preferences, self.show_preferences
        )
        edit_menu.addAction(self.preferences_action)

        self.game_menu = self.menuBar().addMenu(self.tr("&Game"))
        self.game_menu.aboutToShow.connect(self._fill_game_menu)

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.rules_action = self._action(self.tr("&Rules"), QKeySequence.StandardKey.HelpContents, self.show_rules)
        self.guide_action = QAction(self.tr("Your &First Game"), self)
        self.guide_action.triggered.connect(lambda: self.show_help("first-game"))
        help_menu.addActions([self.rules_action, self.guide_action])
        help_menu.addSeparator()
        about = QAction(self.tr("&About wordmastermind"), self)
        about.triggered.connect(self.about)
        help_menu.addAction(about)

    def _action(self, text: str, key: QKeySequence.StandardKey, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self)
        action.setShortcuts(key)  # every platform binding of the standard key
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.settings.recent_files()
        for name in files:
            action = self.recent_menu.addAction(Path(name).name)
            action.setToolTip(name)
            action.setStatusTip(name)
            action.triggered.connect(lambda _checked=False, n=name: self.open_path(Path(n)))
        if not files:
            empty = self.recent_menu.addAction(self.tr("No recent files"))
            empty.setEnabled(False)

    # ------------------------------------------------------ import, export

    def _fill_export_menu(self) -> None:
        self._fill_file_menu(self.export_menu, self.current_sheet().exports(), self.export_to)

    def _fill_import_menu(self) -> None:
        self._fill_file_menu(self.import_menu, self.current_sheet().imports(), self.import_from)

    def _fill_file_menu(
        self, menu: QMenu, actions: list[FileAction], handler: Callable[[FileAction], object]
    ) -> None:
        menu.clear()
        for file_action in actions:
            action = menu.addAction(file_action.label)
            action.triggered.connect(lambda _checked=False, f=file_action: handler(f))
        if not actions:
            menu.addAction(self.tr("Nothing to do before a game is open")).setEnabled(False)

    def _fill_game_menu(self) -> None:
        self.game_menu.clear()
        commands = self.current_sheet().commands()
        for command in commands:
            action = self.game_menu.addAction(command.label)
            action.triggered.connect(lambda _checked=False, c=command: c.run())
        if not commands:
            self.game_menu.addAction(self.tr("Nothing to do before a round is entered")).setEnabled(False)

    def export_to(self, export: FileAction, path: Path | None = None) -> bool:
        if path is None:
            folder = Path(self.settings.get(keys.LAST_FOLDER) or ".")
            name, _ = QFileDialog.getSaveFileName(
                self, export.label.rstrip("…"), str(folder / export.default_name), export.file_filter
            )
            if not name:
                return False
            path = Path(name)
        try:
            export.run(path)
        except (DocumentError, OSError, ValueError) as error:
            self.show_error(str(error))
            return False
        self.settings.set(keys.LAST_FOLDER, str(path.parent))
        self.statusBar().showMessage(self.tr("Written: {0}").format(path), 6000)
        return True

    def import_from(self, file_import: FileAction, path: Path | None = None) -> bool:
        if path is None:
            name, _ = QFileDialog.getOpenFileName(
                self, file_import.label.rstrip("…"), self.settings.get(keys.LAST_FOLDER),
                file_import.file_filter,
            )
            if not name:
                return False
            path = Path(name)
        try:
            file_import.run(path)
        except (DocumentError, OSError, ValueError) as error:
            self.show_error(str(error))
            return False
        return True

    # ---------------------------------------------------------------- print

    def _report_to_print(self) -> Report | None:
        report = self.current_sheet().printable_report()
        if report is None:
            self.show_error(self.tr("There is nothing to print yet: enter a round first."))
        return report

    def print_preview(self) -> None:
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        from wordmastermind.gui.printing import print_report

        report = self._report_to_print()
        if report is None:
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintPreviewDialog(printer, self)
        dialog.paintRequested.connect(lambda device: print_report(report, device))
        dialog.exec()

    def print_report(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from wordmastermind.gui.printing import print_report

        report = self._report_to_print()
        if report is None:
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QPrintDialog.DialogCode.Accepted:
            print_report(report, printer)

    # ---------------------------------------------------------------- files

    def remember(self, path: Path) -> None:
        """Add ``path`` to the recent files, everywhere they are listed."""
        self.settings.add_recent_file(path)
        for sheet in self.sheets:
            self._show_recent(sheet)

    def _show_recent(self, sheet: Sheet) -> None:
        """A sheet's start panel lists the recent games of its own kind only."""
        if sheet.start_panel is not None:
            own = [name for name in self.settings.recent_files() if Path(name).suffix.lower() == sheet.suffix]
            sheet.start_panel.set_recent_files(own)

    def new_file(self) -> None:
        sheet = self.current_sheet()
        if self.maybe_save(sheet):
            sheet.new_document()
            self.recovery.remove(self.slot(sheet))

    def _sheet_with_demo(self) -> Sheet:
        """The current tab if its game has a rules' example, else Wörter-MasterMind."""
        sheet = self.current_sheet()
        return sheet if hasattr(sheet, "load_demo") else self.wmm

    def open_demo(self, sheet: Sheet | None = None) -> None:
        """Open the rules' own example in ``sheet`` (Wörter-MasterMind's by default)."""
        target = self.wmm if sheet is None else sheet
        load_demo = getattr(target, "load_demo", None)
        if load_demo is not None and self.maybe_save(target):
            self.tabs.setCurrentWidget(cast(QWidget, target))
            load_demo()

    def open_file(self) -> None:
        sheet = self.current_sheet()
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a game"), self.settings.get(keys.LAST_FOLDER), sheet.file_filter()
        )
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        """Open ``path`` in the sheet of its kind; a bad file changes nothing."""
        sheet = self.sheet_for(path)
        if sheet is None:
            self.show_error(self.tr("{0}: not a file this app opens").format(path.name))
            return False
        assert isinstance(sheet, QWidget)
        self.tabs.setCurrentWidget(sheet)
        if not self.maybe_save(sheet):
            return False
        try:
            sheet.open(path)
        except DocumentError as error:
            self.show_error(str(error))
            if not path.exists():
                self.settings.remove_recent_file(str(path.resolve()))
            return False
        self.remember(path)
        self.recovery.remove(self.slot(sheet))
        return True

    def save(self) -> bool:
        sheet = self.current_sheet()
        path = sheet.document.path
        if path is None:
            return self.save_as()
        return self._save_to(sheet, path)

    def save_as(self) -> bool:
        sheet = self.current_sheet()
        start = str(sheet.document.path or Path(self.settings.get(keys.LAST_FOLDER) or ".") / f"game{sheet.suffix}")
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), start, sheet.file_filter())
        if not name:
            return False
        path = Path(name)
        if path.suffix.lower() != sheet.suffix:
            path = path.with_name(path.name + sheet.suffix)
        return self._save_to(sheet, path)

    def _save_to(self, sheet: Sheet, path: Path) -> bool:
        try:
            sheet.save(path)
        except (DocumentError, OSError) as error:
            self.show_error(str(error))
            return False
        self.remember(path)
        self.recovery.remove(self.slot(sheet))
        self.statusBar().showMessage(self.tr("Saved {0}").format(path.name), 4000)
        return True

    def maybe_save(self, sheet: Sheet) -> bool:
        """Ask about unsaved work; False means the user cancelled."""
        if not sheet.document.modified:
            return True
        answer = QMessageBox.warning(
            self,
            self.tr("Unsaved changes"),
            self.tr("{0} has unsaved changes. Save them?").format(sheet.document.display_name()),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            assert isinstance(sheet, QWidget)
            self.tabs.setCurrentWidget(sheet)
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def show_error(self, message: str) -> None:
        QMessageBox.critical(self, self.tr("wordmastermind"), message)

    def show_rules(self) -> None:
        """Help ▸ Rules: the rules as implemented, opened at the current tab's game."""
        self.show_help("rules", self.current_sheet().kind)

    def show_help(self, document: str, kind: str = "") -> None:
        from wordmastermind.gui.help_dialog import HelpDialog

        dialog = self.findChild(HelpDialog)
        if dialog is None:
            dialog = HelpDialog(self)
        dialog.show_document(document, kind)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About wordmastermind"),
            self.tr(
                "<h3>wordmastermind {0}</h3><p>The game master's evaluator for "
                "Joes Wörter-MasterMind by Johannes Grimm.</p>"
                "<p><b>Word lists</b> (offline):</p><ul>"
                "<li>German nouns: <i>german-nouns</i> by Gregor Weichbrodt, from the German "
                "Wiktionary; CC BY-SA 4.0.</li>"
                "<li>German, Dutch and French words with frequencies: <i>wordfreq</i> by Robyn "
                "Speer; data CC BY-SA 4.0, code Apache 2.0.</li></ul>"
                "<p>The word lists advise; the agreed dictionary and the game master decide.</p>"
            ).format(__version__)
            + self.tr(
                "<p><b>Licences:</b> wordmastermind is free software under the MIT licence. "
                "It is built on Python {0} and Qt {1} through Qt for Python (PySide6, LGPL v3), "
                "with python-docx and openpyxl (MIT) for the reports and pandas (BSD) for "
                "the rosters.</p>"
            ).format(platform.python_version(), qVersion()),
        )

    # ------------------------------------------------------------- autosave

    def autosave(self, sheet: Sheet) -> None:
        slot = self.slot(sheet)
        if not sheet.document.modified:
            self.recovery.remove(slot)
            return
        try:
            self.recovery.write(slot, sheet.kind, sheet.document.path, sheet.recovery_data())
        except OSError as error:
            self.statusBar().showMessage(self.tr("Autosave failed: {0}").format(error), 8000)

    def autosave_all(self) -> None:
        """Autosave every open game now (before anything risky, such as after an error)."""
        for sheet in self.sheets:
            self.autosave(sheet)

    def offer_recovery(self) -> bool:
        """Offer to restore work an earlier run left unsaved. True if restored."""
        restored = False
        for found in self.recovery.pending():
            sheet = next((s for s in self.sheets if s.kind == found.kind), None)
            if sheet is None:
                wanted = found.kind

                def same_kind(kind: str, _suffix: str) -> bool:
                    return kind == wanted

                sheet = self._lazy_tab(same_kind)
            if sheet is None:
                continue
            answer = QMessageBox.question(
                self,
                self.tr("Restore unsaved work?"),
                self.tr(
                    "wordmastermind was closed with unsaved changes to {0}. Restore them?"
                ).format(found.describe()),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            )
            if answer == QMessageBox.StandardButton.Yes and not restored:
                restored = self._restore(sheet, found)
            if restored or answer == QMessageBox.StandardButton.No:
                self.recovery.discard(found)
        return restored

    def _restore(self, sheet: Sheet, found: Recovered) -> bool:
        try:
            sheet.restore(found.data, found.original)
        except (DocumentError, ValueError) as error:
            self.show_error(self.tr("The unsaved work cannot be restored: {0}").format(error))
            return False
        assert isinstance(sheet, QWidget)
        self.tabs.setCurrentWidget(sheet)
        self.autosave(sheet)
        return True

    def start(self, path: Path | None = None) -> None:
        """What the app does once its window is shown."""
        if path is not None:
            self.open_path(path)
            return
        if self.offer_recovery():
            return
        if not self.settings.get(keys.DEMO_OFFERED):
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

    # ------------------------------------------------------- drag and drop

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        urls = event.mimeData().urls()
        if any(url.isLocalFile() and self.sheet_for(Path(url.toLocalFile())) for url in urls):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        for url in event.mimeData().urls():
            if url.isLocalFile() and self.sheet_for(Path(url.toLocalFile())):
                event.acceptProposedAction()
                self.open_path(Path(url.toLocalFile()))
                return

    # ---------------------------------------------------------------- close

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._replaced:  # a new window has the games now, and their autosaves
            event.accept()
            return
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




