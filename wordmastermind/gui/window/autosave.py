"""The main window's autosave: a timer per tab, and the offer to restore unsaved work.

A moment after each change a tab's game is written to the recovery store
(:mod:`.recovery`); at the next start, work an earlier run left unsaved is
offered back, at every start (with a file or without), until the user
restores it or throws it away. The texts belong to the ``MainWindow`` translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer, Slot
from PySide6.QtWidgets import QWidget

from wordmastermind.files.jsonread import DocumentError
from wordmastermind.gui.i18n import interface_language, rule_text
from wordmastermind.gui import settings as keys
from wordmastermind.gui.sheet import Sheet
from wordmastermind.gui.window.recovery import HEARTBEAT_SECONDS, Recovered
from wordmastermind.gui.window.parts import WindowParts

translate = QCoreApplication.translate


class Autosave(WindowParts):
    """The main window's autosave and recovery (a part of :class:`MainWindow`)."""

    def slot(self, sheet: Sheet) -> str:
        """``sheet``'s recovery slot: this run's, never an earlier run's."""
        return self.recovery.slot(sheet.kind)

    def _watch(self, sheet: Sheet) -> None:
        """Autosave ``sheet`` a moment after each change (the first write claims its recovery slot)."""
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(max(1, self.settings.get(keys.AUTOSAVE_SECONDS)) * 1000)
        timer.timeout.connect(self._autosave_due)
        self._timers[id(sheet)] = timer
        sheet.document.changed.connect(timer.start)
        if self.findChild(QTimer, "recoveryHeartbeat") is None:
            heartbeat = QTimer(self)
            heartbeat.setObjectName("recoveryHeartbeat")
            heartbeat.setInterval(HEARTBEAT_SECONDS * 1000)
            heartbeat.timeout.connect(self.recovery.heartbeat)
            heartbeat.start()

    @Slot()
    def _autosave_due(self) -> None:
        """A sheet's timer ran out: autosave that sheet."""
        timer = self.sender()
        for sheet in self.sheets:
            if self._timers.get(id(sheet)) is timer:
                self.autosave(sheet)

    def autosave(self, sheet: Sheet) -> None:
        slot = self.slot(sheet)
        if not sheet.document.modified:
            self.recovery.remove(slot)
            return
        try:
            self.recovery.write(
                slot, sheet.kind, sheet.document.path, sheet.recovery_data(), sheet.document.stamp
            )
        except OSError as error:
            self.statusBar().showMessage(translate("MainWindow", "Autosave failed: {0}").format(rule_text(error)), 8000)

    def autosave_all(self) -> None:
        """Autosave every open game now (before anything risky, such as after an error)."""
        for sheet in self.sheets:
            self.autosave(sheet)

    def offer_recovery(self) -> bool:
        """Offer to restore work earlier runs left unsaved. True if some was restored.

        Work the user neither restores nor throws away (a tab takes one
        restored game at a time) is kept, and offered at the next start.
        """
        restored: list[Sheet] = []
        for found in self.recovery.pending():
            sheet = next((s for s in self.sheets if s.kind == found.kind), None)
            if sheet is None:
                wanted = found.kind

                def same_kind(kind: str, _suffix: str) -> bool:
                    return kind == wanted

                sheet = self._lazy_tab(same_kind)
            if sheet is None or sheet in restored:
                continue
            from PySide6.QtWidgets import QMessageBox  # only when there is work to offer

            answer = QMessageBox.question(
                self,
                translate("MainWindow", "Restore unsaved work?"),
                translate(
                    "MainWindow", "wordmastermind was closed with unsaved changes to {0}. Restore them?"
                ).format(found.describe(translate("MainWindow", "an unsaved game"), interface_language())),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            )
            if answer == QMessageBox.StandardButton.Yes:
                if self._restore(sheet, found):
                    restored.append(sheet)
                    self.recovery.discard(found)
            elif answer == QMessageBox.StandardButton.No:
                self.recovery.discard(found)
        return bool(restored)

    def _restore(self, sheet: Sheet, found: Recovered) -> bool:
        try:
            sheet.restore(found.data, found.original)
        except (DocumentError, ValueError) as error:
            self.show_error(translate("MainWindow", "The unsaved work cannot be restored: {0}").format(rule_text(error)))
            return False
        if found.based_on is not None and sheet.document.path is not None:
            # the work started from the file as it was then: Save refuses it if it changed since
            sheet.document.stamp = found.based_on
        assert isinstance(sheet, QWidget)
        self.tabs.setCurrentWidget(sheet)
        self.autosave(sheet)
        return True
