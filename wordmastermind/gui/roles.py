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
ROW_KIND_ROLE = _USER + 6
"""What a row of a tree is (the fetch dialog's: group, count, player, guess, marked, line, suggestion,
good_lines or mail)."""
ROW_KEY_ROLE = _USER + 7
"""What a row stands for, the same from one refill of the model to the next (a tuple of texts)."""
TOGGLE_ROLE = _USER + 8
"""What ticking a row changes (the fetch dialog's :class:`~wordmastermind.gui.mail.intake_rows.Toggle`), or None."""
