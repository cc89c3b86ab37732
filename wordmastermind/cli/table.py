"""Plain-text tables for the terminal.

>>> print(format_table(["Player", "Total"], [["Alfons", 21], ["Emil", 9]]))
Player  Total
------  -----
Alfons     21
Emil        9
"""

from __future__ import annotations

from collections.abc import Sequence


def format_table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """Columns padded to their widest cell; numbers right-aligned."""
    cells = [[str(c) for c in headers]] + [["" if c is None else str(c) for c in r] for r in rows]
    numeric = [
        all(isinstance(r[i], int) and not isinstance(r[i], bool) for r in rows if r[i] is not None)
        and bool(rows)
        for i in range(len(headers))
    ]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]

    def line(row: list[str]) -> str:
        parts = [
            cell.rjust(width) if right else cell.ljust(width)
            for cell, width, right in zip(row, widths, numeric)
        ]
        return "  ".join(parts).rstrip()

    rule = ["-" * w for w in widths]
    return "\n".join([line(cells[0]), line(rule), *(line(r) for r in cells[1:])])
