"""Custom item-data roles shared by the app's table models."""

from __future__ import annotations

from PySide6.QtCore import Qt

_USER = Qt.ItemDataRole.UserRole.value

PROBLEM_ROLE = _USER + 1
"""The rule a row breaks, as a sentence; None when the row is fine."""
STATUS_ROLE = _USER + 2
"""A row's state as a short word: "ok", "hit", "bad", "incomplete" or "blank"."""
SORT_ROLE = _USER + 3
"""A value to sort the column by (numbers as numbers)."""
COMPLETION_ROLE = _USER + 4
"""The names a cell's editor offers for completion (a list of text)."""
WARNING_ROLE = _USER + 5
"""What the word lists say against a word (a warning, not a rule); None if nothing."""
