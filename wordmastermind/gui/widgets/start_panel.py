"""What a sheet shows before a game is open: the ways to start one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.gui.i18n import Retranslating


class StartPanel(Retranslating, QWidget):
    """The game's name and what it is (its tab sets them, :meth:`set_heading`), New, Open, the
    rules' example and the recent games."""

    newRequested = Signal()
    openRequested = Signal()
    demoRequested = Signal()
    recentRequested = Signal(str)

    def __init__(self, title: str, blurb: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.set_heading(title, blurb)
        self.new_button = QPushButton()
        self.open_button = QPushButton()
        self.demo_button = QPushButton()
        self.recent = QListWidget()
        self.recent_label = QLabel()
        self.recent_label.setBuddy(self.recent)
        column = QVBoxLayout()
        column.addWidget(self.heading)
        for button in (self.new_button, self.open_button, self.demo_button):
            column.addWidget(button)
        column.addSpacing(12)
        column.addWidget(self.recent_label)
        column.addWidget(self.recent)
        self.recent.setMaximumHeight(self.fontMetrics().height() * 12)
        box = QWidget()
        box.setLayout(column)
        box.setMaximumWidth(520)
        # Centred with stretches (the Qt namespace costs ~20 ms to load at start).
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(box, 3)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(2)
        self.new_button.clicked.connect(self.newRequested)
        self.open_button.clicked.connect(self.openRequested)
        self.demo_button.clicked.connect(self.demoRequested)
        self.recent.itemActivated.connect(self._recent_activated)
        self.retranslate()

    def retranslate(self) -> None:
        self.new_button.setText(self.tr("&New game"))
        self.open_button.setText(self.tr("&Open a game…"))
        self.demo_button.setText(self.tr("Open the rules' e&xample"))
        self.recent_label.setText(self.tr("Recent games:"))

    def set_heading(self, title: str, blurb: str) -> None:
        self.heading.setText(f"<h2>{title}</h2><p>{blurb}</p>")

    def _recent_activated(self, item: QListWidgetItem) -> None:
        self.recentRequested.emit(item.toolTip())

    def set_recent_files(self, files: list[str]) -> None:
        self.recent.clear()
        for name in files:
            item = QListWidgetItem(f"{Path(name).name}  —  {Path(name).parent}")
            item.setToolTip(name)
            self.recent.addItem(item)
        self.recent.setVisible(bool(files))
        self.recent_label.setVisible(bool(files))
