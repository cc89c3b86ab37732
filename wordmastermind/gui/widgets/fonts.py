"""Fonts the tables share."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication


@cache
def italic_font() -> QFont:
    """The table font in italics: a player who no longer plays. Made once; a table's data() returns it as it is."""
    font = QFont()
    font.setItalic(True)
    return font


def fixed_font() -> QFont:
    """The system's fixed-width font at the normal text size: for words and marks."""
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setPointSizeF(max(font.pointSizeF(), QGuiApplication.font().pointSizeF()))
    return font
