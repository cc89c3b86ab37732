"""How the rounds page shares its width between the round's table and the standings beside it.

Each table says the least width it can do with (its names elided, the round's notes wrapped at their least)
and the width it wants (every column as wide as its texts). Where both fit, the standings get what they
want and the round table the rest (its note stretches); where not, each gets its least and a share of what
is left in proportion to what it gives up; where not even that fits, each scrolls sideways (its texts whole),
sharing the width in proportion to what it wants.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QTableView

from wordmastermind.gui.widgets.column_widths import ColumnWidths


def view_needs(view: QTableView, widths: ColumnWidths, every_row: Sequence[int] = ()) -> tuple[int, int]:
    """The least and the wanted width of ``view`` with its columns kept by ``widths``: the columns' (those in
    ``every_row`` measured in every row at once: :meth:`ColumnWidths.needs`), and its frame's, row numbers'
    and vertical scroll bar's."""
    least, wanted = widths.needs(every_row)
    header = view.verticalHeader()
    beside = 2 * view.frameWidth() + view.verticalScrollBar().sizeHint().width()
    beside += header.width() if not header.isHidden() else 0
    return least + beside, wanted + beside


def right_width(total: int, left: tuple[int, int], right: tuple[int, int]) -> int:
    """The right one's width of ``total``, shared by two views of (least, wanted) widths ``left`` and ``right``.

    >>> right_width(1000, (500, 600), (200, 300))  # room for both: the right one as wide as it wants
    300
    >>> right_width(700, (400, 600), (200, 400))  # 100 beyond their least: shared as they give up 200 each
    250
    >>> right_width(450, (400, 600), (200, 400))  # not even their least: both scroll
    180
    """
    (left_least, left_wanted), (right_least, right_wanted) = left, right
    if left_wanted + right_wanted <= total:
        return right_wanted
    spare = total - left_least - right_least
    if spare >= 0:
        given = left_wanted - left_least + right_wanted - right_least
        return right_least + spare * (right_wanted - right_least) // max(1, given)
    return total * right_wanted // max(1, left_wanted + right_wanted)
