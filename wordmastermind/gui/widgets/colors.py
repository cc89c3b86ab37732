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

# Text colours of the lines that explain: dark enough on a light theme, and
# the same three meanings in every tab.
PROBLEM_STYLE = "color: #b00020;"
"""A line that says why something was refused."""
WARNING_STYLE = "color: #8a5300;"
"""A line that warns (the word lists do not know a word); the game master decides."""
FINE_STYLE = "color: #1b5e20;"
"""A line that says a check passed."""
