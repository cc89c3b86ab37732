"""The main window's menus: File, Edit, Game and Help, and keeping them current.

The Open Recent, Import, Export and Game menus are filled each time they
open, from the settings and the current tab's sheet: each item carries what
it opens or runs as its data, and the menu's ``triggered`` runs it (no item
holds on to the window). The texts belong to the ``MainWindow`` translation
context.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from wordmastermind.gui.sheet import Command, FileAction
from wordmastermind.gui.window.about import show_about
from wordmastermind.gui.window.parts import WindowParts

translate = QCoreApplication.translate


class WindowMenus(WindowParts):
    """The main window's menu bar (a part of :class:`MainWindow`)."""

    def _build_menus(self) -> None:
        """The menus and their actions; their texts are set by :meth:`_retranslate_menus`."""
        bar = self.menuBar()
        self.file_menu = file_menu = bar.addMenu("")
        self.new_action = self._action(QKeySequence.StandardKey.New, self.new_file)
        self.open_action = self._action(QKeySequence.StandardKey.Open, self.open_file)
        self.save_action = self._action(QKeySequence.StandardKey.Save, self.save)
        self.save_as_action = self._action(QKeySequence.StandardKey.SaveAs, self.save_as)
        self.close_action = self._action(QKeySequence.StandardKey.Close, self.close_game)  # the game, not the window
        self.quit_action = self._action(QKeySequence.StandardKey.Quit, self.close)
        self.recent_menu = file_menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.recent_menu.triggered.connect(self._recent_chosen)
        file_menu.insertAction(self.recent_menu.menuAction(), self.new_action)
        file_menu.insertAction(self.recent_menu.menuAction(), self.open_action)
        file_menu.addSeparator()
        file_menu.addActions([self.save_action, self.save_as_action, self.close_action])
        file_menu.addSeparator()
        self.import_menu = file_menu.addMenu("")
        self.import_menu.aboutToShow.connect(self._fill_import_menu)
        self.import_menu.triggered.connect(self._import_chosen)
        self.export_menu = file_menu.addMenu("")
        self.export_menu.aboutToShow.connect(self._fill_export_menu)
        self.export_menu.triggered.connect(self._export_chosen)
        self.preview_action = QAction(self)
        self.preview_action.triggered.connect(self.print_preview)
        self.print_action = self._action(QKeySequence.StandardKey.Print, self.print_report)
        file_menu.addActions([self.preview_action, self.print_action])
        file_menu.addSeparator()
        self.demo_action = QAction(self)
        self.demo_action.triggered.connect(self._open_demo_here)
        file_menu.addAction(self.demo_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)

        self.edit_menu = edit_menu = bar.addMenu("")
        self._sheet_edit_actions: list[QAction] = []
        self._sheet_edit_end = edit_menu.addSeparator()
        edit_menu.aboutToShow.connect(self._fill_edit_menu)
        self.preferences_action = self._action(QKeySequence.StandardKey.Preferences, self.show_preferences)
        if not self.preferences_action.shortcuts():  # Windows and GNOME have no key for it: Ctrl+, as most apps
            self.preferences_action.setShortcuts([QKeySequence("Ctrl+,")])  # a list: setShortcut makes Qt.Key (15 ms)
        edit_menu.addAction(self.preferences_action)

        self.game_menu = bar.addMenu("")
        self.game_menu.aboutToShow.connect(self._fill_game_menu)
        self.game_menu.triggered.connect(self._command_chosen)

        self.help_menu = help_menu = bar.addMenu("")
        self.rules_action = self._action(QKeySequence.StandardKey.HelpContents, self.show_rules)
        self.guide_action = QAction(self)
        self.guide_action.triggered.connect(self.show_guide)
        help_menu.addActions([self.rules_action, self.guide_action])
        help_menu.addSeparator()
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.about)
        help_menu.addAction(self.about_action)
        self._retranslate_menus()

    def _retranslate_menus(self) -> None:
        """Every menu's and action's text in the interface's language."""
        for item, text in (
            (self.file_menu, translate("MainWindow", "&File")),
            (self.recent_menu, translate("MainWindow", "Open &Recent")),
            (self.import_menu, translate("MainWindow", "&Import")),
            (self.export_menu, translate("MainWindow", "&Export")),
            (self.edit_menu, translate("MainWindow", "&Edit")),
            (self.game_menu, translate("MainWindow", "&Game")),
            (self.help_menu, translate("MainWindow", "&Help")),
        ):
            item.setTitle(text)
        for action, text in (
            (self.new_action, translate("MainWindow", "&New")),
            (self.open_action, translate("MainWindow", "&Open…")),
            (self.save_action, translate("MainWindow", "&Save")),
            (self.save_as_action, translate("MainWindow", "Save &As…")),
            (self.close_action, translate("MainWindow", "&Close")),
            (self.quit_action, translate("MainWindow", "&Quit")),
            (self.preview_action, translate("MainWindow", "Print Pre&view…")),
            (self.print_action, translate("MainWindow", "&Print…")),
            (self.demo_action, translate("MainWindow", "Open &the Rules' Example")),
            (self.preferences_action, translate("MainWindow", "&Settings…")),
            (self.rules_action, translate("MainWindow", "&Rules")),
            (self.guide_action, translate("MainWindow", "Your &First Game")),
            (self.about_action, translate("MainWindow", "&About wordmastermind")),
        ):
            action.setText(text)
        self._undo_actions()

    def _undo_actions(self) -> None:
        """Undo and Redo, made anew: the undo group writes its prefix ("&Undo") into the text it keeps."""
        for old in (getattr(self, "undo_action", None), getattr(self, "redo_action", None)):
            if old is not None:
                self.edit_menu.removeAction(old)
                old.deleteLater()
        self.undo_action = self.undo_group.createUndoAction(self, translate("MainWindow", "&Undo"))
        self.undo_action.setShortcuts(QKeySequence.StandardKey.Undo)
        self.redo_action = self.undo_group.createRedoAction(self, translate("MainWindow", "&Redo"))
        self.redo_action.setShortcuts(QKeySequence.StandardKey.Redo)
        first_after = self._sheet_edit_actions[0] if self._sheet_edit_actions else self._sheet_edit_end
        self.edit_menu.insertActions(first_after, [self.undo_action, self.redo_action])

    def _action(self, key: QKeySequence.StandardKey, slot: Callable[[], object]) -> QAction:
        action = QAction(self)
        action.setShortcuts(key)  # every platform binding of the standard key
        action.triggered.connect(slot)  # a bound method: the action holds no strong reference to the window
        return action

    @Slot()
    def _open_demo_here(self) -> None:
        self.open_demo(self._sheet_with_demo())

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.settings.recent_files()
        for name in files:
            action = self.recent_menu.addAction(Path(name).name)
            action.setToolTip(name)
            action.setStatusTip(name)
            action.setData(name)
        if not files:
            empty = self.recent_menu.addAction(translate("MainWindow", "No recent files"))
            empty.setEnabled(False)

    @Slot(QAction)
    def _recent_chosen(self, action: QAction) -> None:
        name = action.data()
        if isinstance(name, str) and name:
            self.open_path(Path(name))

    def _fill_export_menu(self) -> None:
        self._fill_file_menu(self.export_menu, self.current_sheet().exports())

    def _fill_import_menu(self) -> None:
        self._fill_file_menu(self.import_menu, self.current_sheet().imports())

    def _fill_file_menu(self, menu: QMenu, actions: list[FileAction]) -> None:
        menu.clear()
        for file_action in actions:
            menu.addAction(file_action.label).setData(file_action)
        if not actions:
            menu.addAction(translate("MainWindow", "Nothing to do before a game is open")).setEnabled(False)

    @Slot(QAction)
    def _export_chosen(self, action: QAction) -> None:
        export = action.data()
        if isinstance(export, FileAction):
            self.export_to(export)

    @Slot(QAction)
    def _import_chosen(self, action: QAction) -> None:
        file_import = action.data()
        if isinstance(file_import, FileAction):
            self.import_from(file_import)

    def _fill_edit_menu(self) -> None:
        """Below Undo and Redo: what the current tab offers (Delete Guess)."""
        for action in self._sheet_edit_actions:
            self.edit_menu.removeAction(action)
        self._sheet_edit_actions = self.current_sheet().edit_actions()
        self.edit_menu.insertActions(self._sheet_edit_end, self._sheet_edit_actions)

    def _fill_game_menu(self) -> None:
        self.game_menu.clear()
        commands = self.current_sheet().commands()
        for command in commands:
            self.game_menu.addAction(command.label).setData(command)
        if not commands:
            self.game_menu.addAction(
                translate("MainWindow", "Nothing to do before a round is entered")
            ).setEnabled(False)

    @Slot(QAction)
    def _command_chosen(self, action: QAction) -> None:
        command = action.data()
        if isinstance(command, Command):
            command.run()

    # ---------------------------------------------------------------- help

    def show_rules(self) -> None:
        """Help ▸ Rules: the rules as implemented, opened at the current tab's game."""
        self.show_help("rules", self.current_sheet().kind)

    @Slot()
    def show_guide(self) -> None:
        """Help ▸ Your First Game."""
        self.show_help("first-game")

    def show_help(self, document: str, kind: str = "") -> None:
        from wordmastermind.gui.help_dialog import HelpDialog

        dialog = self.findChild(HelpDialog)
        if dialog is None:
            dialog = HelpDialog(self, self.translators.language)
        dialog.show_document(document, kind)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()

    def about(self) -> None:
        show_about(self)
