"""The RONDO countdown: the 60 seconds a player has to lay a word.

Started and stopped by hand (a turn entered stops it); at zero it beeps.
It records nothing: a player out of time skips the turn with a stroke.
The texts are the RONDO tab's (translated in its Qt context, ``RondoSheet``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Slot
from PySide6.QtWidgets import QApplication, QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from wordmastermind.gui.i18n import Retranslating

COUNTDOWN_SECONDS = 60


class Countdown(Retranslating, QGroupBox):
    """The seconds left, large, and one button to start or stop them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seconds = COUNTDOWN_SECONDS
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.label = QLabel()
        font = self.label.font()
        font.setPointSize(font.pointSize() * 2)
        font.setBold(True)
        self.label.setFont(font)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton()
        column = QVBoxLayout(self)
        column.addWidget(self.label)
        column.addWidget(self.button)
        self.timer.timeout.connect(self._tick)
        self.button.clicked.connect(self.toggle)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("RondoSheet", "60 seconds"))
        self._show()

    @Slot()
    def toggle(self) -> None:
        if self.timer.isActive():
            self.stop()
        else:
            self.start()

    def start(self) -> None:
        self.seconds = COUNTDOWN_SECONDS
        self.timer.start()
        self._show()

    def stop(self) -> None:
        self.timer.stop()
        self._show()

    @Slot()
    def _tick(self) -> None:
        self.seconds = max(0, self.seconds - 1)
        if self.seconds == 0:
            self.timer.stop()
            QApplication.beep()
        self._show()

    def _show(self) -> None:
        if self.seconds == 0:
            self.label.setText(QCoreApplication.translate("RondoSheet", "Time!"))
        else:
            self.label.setText(QCoreApplication.translate("RondoSheet", "{0} s").format(self.seconds))
        running = self.timer.isActive()
        self.button.setText(QCoreApplication.translate("RondoSheet", "S&top") if running
                            else QCoreApplication.translate("RondoSheet", "S&tart"))
