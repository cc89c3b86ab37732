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


class StartPanel(QWidget):
    newRequested = Signal()
    openRequested = Signal()
    demoRequested = Signal()
    recentRequested = Signal(str)

    def __init__(self, title: str, blurb: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        heading = QLabel(f"<h2>{title}</h2><p>{blurb}</p>")
        heading.setWordWrap(True)
        self.new_button = QPushButton(self.tr("&New game"))
        self.open_button = QPushButton(self.tr("&Open a game…"))
        self.demo_button = QPushButton(self.tr("Open the rules' e&xample"))
        self.recent = QListWidget()
        self.recent_label = QLabel(self.tr("Recent games:"))
        self.recent_label.setBuddy(self.recent)
        column = QVBoxLayout()
        column.addWidget(heading)
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
