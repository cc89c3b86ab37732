"""A Qt application for work without a window, such as writing a PDF."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication


def ensure_gui_application() -> QCoreApplication:
    """The running Qt application, or a new one (offscreen when there is no display)."""
    app = QApplication.instance()
    if app is not None:
        return app
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # A QApplication (not just a QGuiApplication), so that widgets work
    # later in the same process too.
    return QApplication(["wordmastermind"])
