"""The main window's file commands: new, open, save, close, recent files, import, export, print, drag and drop.

Every command works on the current tab's sheet, or on the sheet whose
games a file holds (the game its envelope names, else its suffix's), whether
it is opened from the menu or dropped on the window. The texts belong to the
``MainWindow`` translation context.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtWidgets import QWidget

from wordmastermind.files.jsonread import DocumentError
from wordmastermind.gui import settings as keys
from wordmastermind.gui.i18n import filled, rule_text
from wordmastermind.gui.sheet import FileAction, Sheet
from wordmastermind.gui.window.parts import WindowParts

if TYPE_CHECKING:
    from PySide6.QtGui import QDragEnterEvent, QDropEvent

    from wordmastermind.core.report import Report
    from wordmastermind.games import GameKind

translate = QCoreApplication.translate


def ask_open_name(parent: QWidget, caption: str, folder: str, filters: str) -> str:
    """The file the user picks to read ("" if none); Qt's file dialog is loaded when first asked for."""
    from PySide6.QtWidgets import QFileDialog

    return QFileDialog.getOpenFileName(parent, caption, folder, filters)[0]


def ask_save_name(parent: QWidget, caption: str, start: str, filters: str) -> str:
    """The file the user names to write ("" if none)."""
    from PySide6.QtWidgets import QFileDialog

    return QFileDialog.getSaveFileName(parent, caption, start, filters)[0]


class FileActions(WindowParts):
    """The main window's file commands (a part of :class:`MainWindow`)."""

    # ------------------------------------------------------ import, export

    def export_to(self, export: FileAction, path: Path | None = None) -> bool:
        if path is None:
            folder = Path(self.settings.get(keys.LAST_FOLDER) or ".")
            name = ask_save_name(self, export.label.rstrip("…"), str(folder / export.default_name), export.file_filter)
            if not name:
                return False
            path = Path(name)
        from wordmastermind.gui.background_work import Cancelled

        try:
            export.run(path)
        except Cancelled:  # while its file was made: nothing was written
            return False
        except (DocumentError, OSError, ValueError) as error:
            self.show_error(rule_text(error))
            return False
        self.settings.set(keys.LAST_FOLDER, str(path.parent))
        self.statusBar().showMessage(translate("MainWindow", "Written: {0}").format(path), 6000)
        return True

    def import_from(self, file_import: FileAction, path: Path | None = None) -> bool:
        if path is None:
            name = ask_open_name(
                self, file_import.label.rstrip("…"), self.settings.get(keys.LAST_FOLDER), file_import.file_filter
            )
            if not name:
                return False
            path = Path(name)
        try:
            file_import.run(path)
        except (DocumentError, OSError, ValueError) as error:
            self.show_error(rule_text(error))
            return False
        return True

    # ---------------------------------------------------------------- print

    def _report_to_print(self) -> Report | None:
        report = self.current_sheet().printable_report()
        if report is None:
            self.show_error(translate("MainWindow", "There is nothing to print yet: enter a round first."))
        return report

    def print_preview(self) -> None:
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        from wordmastermind.gui.printing import print_report, printout_name
        from wordmastermind.gui.widgets.screen_fit import fit_to_screen

        report = self._report_to_print()
        if report is None:
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintPreviewDialog(printer, self)
        printer.setDocName(printout_name(report))  # after: the dialog's title stays in the interface's language
        fit_to_screen(dialog)
        dialog.paintRequested.connect(partial(print_report, report))
        dialog.exec()
        dialog.deleteLater()  # its pages with it: each preview is built anew
        self._warn_masked(report)

    def print_report(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from wordmastermind.gui.printing import print_report, printout_name
        from wordmastermind.gui.widgets.screen_fit import fit_to_screen

        report = self._report_to_print()
        if report is None:
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(printout_name(report))
        dialog = QPrintDialog(printer, self)
        fit_to_screen(dialog)
        accepted = dialog.exec() == QPrintDialog.DialogCode.Accepted
        dialog.deleteLater()
        if accepted:
            print_report(report, printer)
            self._warn_masked(report)

    def _warn_masked(self, report: Report) -> None:
        """One warning per printout (or preview) naming every secret word the report masks, and every letter
        the printout's font cannot print."""
        from wordmastermind.files.writers.pdf import font_warnings
        from wordmastermind.gui.report_export import warn_after_writing

        warn_after_writing(self, report, font_warnings(report))

    # ---------------------------------------------------------------- files

    def _connect_start_panel(self, sheet: Sheet) -> None:
        """A sheet's start panel opens, starts and lists games through the window."""
        panel = sheet.start_panel
        if panel is not None:
            panel.newRequested.connect(self.new_file)
            panel.openRequested.connect(self.open_file)
            panel.demoRequested.connect(self._demo_asked)
            panel.recentRequested.connect(self._recent_asked)
            self._show_recent(sheet)

    @Slot()
    def _demo_asked(self) -> None:
        """A start panel's rules' example: in that panel's sheet."""
        panel = self.sender()
        self.open_demo(next((s for s in self.sheets if s.start_panel is panel), None))

    @Slot(str)
    def _recent_asked(self, name: str) -> None:
        self.open_path(Path(name))

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
        name = ask_open_name(
            self, translate("MainWindow", "Open a game"), self.settings.get(keys.LAST_FOLDER), sheet.file_filter()
        )
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        """Open ``path`` in the sheet of its kind; a bad file changes nothing.

        The kind is the game the file's envelope names (a Wachtwoord sheet
        saved as ``.rondo`` opens in the Wachtwoord tab, and the status bar
        says so), else the one its suffix names (a GCG record; a file no game
        can read is refused there, saying why).
        """
        sheet, other = self.sheet_to_open(path)
        if sheet is None:
            self.show_error(translate("MainWindow", "{0}: not a file this app opens").format(path.name))
            return False
        assert isinstance(sheet, QWidget)
        self.tabs.setCurrentWidget(sheet)
        if not self.maybe_save(sheet):
            return False
        try:
            sheet.open(path)
        except DocumentError as error:
            self.show_error(rule_text(error))
            if not path.exists():
                self.settings.remove_recent_file(str(path.resolve()))
            return False
        self.remember(path)
        self.recovery.remove(self.slot(sheet))
        if other is not None:  # not the tab its name says: the game master sees why
            self.statusBar().showMessage(filled(translate(
                "MainWindow", "{0} is a {1} game file: opened in the {1} tab."), path.name, other.title), 10000)
        self.opened.emit(path)
        return True

    def sheet_to_open(self, path: Path) -> tuple[Sheet | None, GameKind | None]:
        """The tab :meth:`open_path` opens ``path`` in (None: no game's, the file is not taken), built if it
        was not yet, and the game the file says it is when that is not the game its suffix names (the status
        bar says so). File ▸ Open, the recent files and a file dropped on the window all go by it."""
        game, other = game_to_open(path)
        return (None if game is None else self.sheet_of_kind(game.kind)), other

    def save(self) -> bool:
        sheet = self.current_sheet()
        path = sheet.document.path
        if path is None:
            return self.save_as()
        return self._save_to(sheet, path)

    def save_as(self) -> bool:
        sheet = self.current_sheet()
        start = str(sheet.document.path or Path(self.settings.get(keys.LAST_FOLDER) or ".")
                    / f"{sheet.suggested_stem()}{sheet.suffix}")  # a new game: named after its title
        name = ask_save_name(self, translate("MainWindow", "Save the game"), start, sheet.file_filter())
        if not name:
            return False
        path = Path(name)
        if path.suffix.lower() != sheet.suffix:
            path = path.with_name(path.name + sheet.suffix)
        return self._save_to(sheet, path)

    def close_game(self) -> bool:
        """File ▸ Close (Ctrl+W): the current tab's game closes, its unsaved changes saved or let go when asked
        (as before New or Open), and the tab shows its start again. False: the game master kept it open."""
        sheet = self.current_sheet()
        if not sheet.shows_game():
            return True
        if not self.maybe_save(sheet):
            return False
        sheet.close_game()
        self.recovery.remove(self.slot(sheet))
        return True

    def _save_to(self, sheet: Sheet, path: Path) -> bool:
        from wordmastermind.files.atomic import ChangedOnDisk

        try:
            sheet.save(path)
        except ChangedOnDisk:
            return self._changed_on_disk(sheet, path)
        except (DocumentError, OSError) as error:
            self.show_error(rule_text(error))
            return False
        self.remember(path)
        self.recovery.remove(self.slot(sheet))
        self.statusBar().showMessage(translate("MainWindow", "Saved {0}").format(path.name), 4000)
        return True

    def _changed_on_disk(self, sheet: Sheet, path: Path) -> bool:
        """Another program saved ``path`` since it was opened: reload it, save elsewhere, or neither.

        True if the work was saved (elsewhere).
        """
        from PySide6.QtWidgets import QMessageBox  # message boxes are loaded when one is shown

        Buttons = QMessageBox.StandardButton
        answer = QMessageBox.warning(
            self,
            translate("MainWindow", "Changed on disk"),
            translate(
                "MainWindow",
                "{0} was changed on disk since you opened it, by another program or another copy of "
                "wordmastermind. Saving over it would lose that change; nothing was saved.\n\n"
                "Open: reload the file as it is now (your unsaved changes here are lost).\n"
                "Save: save your version under another name.",
            ).format(path.name),
            Buttons.Open | Buttons.Save | Buttons.Cancel,
            Buttons.Cancel,
        )
        if answer == Buttons.Save:
            return self.save_as()
        if answer == Buttons.Open:
            try:
                sheet.open(path)
            except DocumentError as error:
                self.show_error(rule_text(error))
                return False
            self.remember(path)
            self.recovery.remove(self.slot(sheet))
            self.statusBar().showMessage(translate("MainWindow", "Reloaded {0}").format(path.name), 4000)
        return False

    def maybe_save(self, sheet: Sheet) -> bool:
        """Ask about unsaved work; False means the user cancelled."""
        if not sheet.document.modified:
            return True
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.warning(
            self,
            translate("MainWindow", "Unsaved changes"),
            translate("MainWindow", "{0} has unsaved changes. Save them?").format(sheet.document.display_name()),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            assert isinstance(sheet, QWidget)
            self.tabs.setCurrentWidget(sheet)
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # ------------------------------------------------------- drag and drop

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._dropped_file(event) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        path = self._dropped_file(event)
        if path is not None:
            event.acceptProposedAction()
            self.open_path(path)

    def _dropped_file(self, event: QDropEvent) -> Path | None:
        """The first of the files dragged that File ▸ Open would open (:meth:`sheet_to_open`): one its
        suffix or its envelope says is a game's. None if there is none."""
        for url in event.mimeData().urls():  # no tab is built for a file only dragged over the window
            if url.isLocalFile() and game_to_open(Path(url.toLocalFile()))[0] is not None:
                return Path(url.toLocalFile())
        return None


def game_to_open(path: Path) -> tuple[GameKind | None, GameKind | None]:
    """The game whose tab opens ``path`` (None: no game's), and that game again when it is not the one the
    file's suffix names: the game the file says it is (:func:`~wordmastermind.files.envelope.named_game`),
    else its suffix's."""
    from wordmastermind.files.envelope import named_game

    return _by_name_or_suffix(path, named_game(path))


def game_coming(path: Path) -> GameKind | None:
    """The game whose tab :func:`game_to_open` will give ``path``, as far as the file's first bytes tell it
    (:func:`~wordmastermind.files.game_head.named_at_start`: no JSON is parsed, nothing more is read): what
    the window's first frame may show before the file is opened. None: no game's, or not known from them
    (a JSON object whose kind may come further on)."""
    from wordmastermind.files.game_head import named_at_start
    from wordmastermind.games import by_kind

    kind, known = named_at_start(path)
    if not known:
        return None
    return _by_name_or_suffix(path, None if kind is None else by_kind(kind))[0]


def _by_name_or_suffix(path: Path, named: GameKind | None) -> tuple[GameKind | None, GameKind | None]:
    """The game the file names (``named``), else its suffix's; and the named one again where they differ."""
    from wordmastermind.games import by_suffix

    by_name = by_suffix(path.suffix)
    if named is not None and named is not by_name:
        return named, named
    return by_name, None
