"""The few colours the sheet uses: translucent, so they read on light and dark themes."""

from __future__ import annotations

from PySide6.QtGui import QColor

BAD = QColor(220, 50, 47, 70)
"""A row or cell that breaks a rule."""
HIT = QColor(46, 160, 67, 70)
"""A guess that found the secret word."""
GUESSED = QColor(46, 160, 67, 40)
"""A player whose word has been guessed."""
WARN = QColor(230, 160, 0, 70)
"""A word the word lists do not know: a warning, the game master decides."""
