"""Fonts the tables share."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication


def fixed_font() -> QFont:
    """The system's fixed-width font at the normal text size: for words and marks."""
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setPointSizeF(max(font.pointSizeF(), QGuiApplication.font().pointSizeF()))
    return font
