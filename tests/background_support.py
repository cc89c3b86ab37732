"""What the tests of work done away from the window share: a game master who answers its progress dialog
from a timer, and the worker processes that are running."""

from __future__ import annotations

import glob
import os
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QProgressDialog, QPushButton

from wordmastermind.gui.import_dialog import ImportPreviewDialog


def child_processes() -> set[str]:
    """The process ids of this process's children (Linux)."""
    found: set[str] = set()
    for name in glob.glob(f"/proc/{os.getpid()}/task/*/children"):
        try:
            found.update(Path(name).read_text().split())
        except FileNotFoundError:  # a thread that ended meanwhile
            pass
    return found


class GameMaster:
    """Answers the app's dialogs as the game master would, from a timer that
    ticks every 16 ms; the ticks show whether the window was free to repaint.

    In the progress dialog they wait ``cancel_after`` ticks and click
    Cancel (never, if None); in the import preview they click ``answer``.
    Ticks, not seconds: a window that is free to repaint gets them however
    busy the machine is, a frozen one does not.
    """

    def __init__(self, qtbot: Any, cancel_after: int | None = None, answer: str = "Cancel") -> None:
        self.qtbot = qtbot
        self.cancel_after = cancel_after
        self.answer = answer
        self.ticks: list[float] = []
        self.progress_labels: list[str] = []
        self.progress_shown: float | None = None
        self.progress_ticks = 0
        """The ticks while the progress dialog was shown, before Cancel."""
        self.cancelled_at: float | None = None
        self.previews: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(16)
        self.timer.timeout.connect(self.tick)

    def __enter__(self) -> GameMaster:
        self.timer.start()
        return self

    def __exit__(self, *_exc: object) -> None:
        self.timer.stop()

    def tick(self) -> None:
        now = time.perf_counter()
        self.ticks.append(now)
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QProgressDialog) and dialog.isVisible():
            if self.progress_shown is None:
                self.progress_shown = now
                self.progress_labels.append(dialog.labelText())
            if self.cancelled_at is None:
                self.progress_ticks += 1
            if (self.cancel_after is not None and self.cancelled_at is None
                    and self.progress_ticks > self.cancel_after):
                cancel = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Cancel")
                self.cancelled_at = now
                self.qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
        elif isinstance(dialog, ImportPreviewDialog) and dialog.isVisible():
            self.previews.append(dialog.summary_text())
            if self.answer == "Import" and dialog.ok_button.isEnabled():
                dialog.ok_button.click()
            else:
                button = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
                assert button is not None
                button.click()

    def gaps_while_waiting(self) -> list[float]:
        """The time between ticks from the progress dialog's showing to Cancel."""
        assert self.progress_shown is not None and self.cancelled_at is not None
        waiting = [t for t in self.ticks if self.progress_shown <= t <= self.cancelled_at]
        return [later - earlier for earlier, later in zip(waiting, waiting[1:])]
