"""The keys of a table that is only read (the standings, a player's guesses, the log of what was sent...).

Qt's tables take Tab to go from cell to cell, for typing into them; in a table that takes no typing that walks
the keyboard through every cell (a hundred players' standings, seven columns each) before it reaches the next
control. There, Tab and Shift+Tab leave the table for the next and the previous control, as out of any other
widget; the arrow keys, Home, End and Page Up/Down still move within it. The round table, typed into, keeps
Tab for its cells (:mod:`wordmastermind.gui.wmm.round_view`).
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QAbstractItemView

View = TypeVar("View", bound=QAbstractItemView)


def tab_leaves(view: View) -> View:
    """``view``, its Tab and Shift+Tab moving the focus on to the next or the previous control."""
    view.setTabKeyNavigation(False)
    return view
