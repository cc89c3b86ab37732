"""Bringing a table model's rows up to date with exact change notifications.

Each row is a tuple whose first fields are the model's columns, in order.

A model keeps its rows as a list of plain tuples computed from the core. When
the document changes, :func:`sync_rows` compares the old rows with the new
ones by key and tells the views exactly what happened: rows removed, rows
inserted, and ``dataChanged`` for the cells whose values changed, no more.
Nothing is reset, so selection and scroll position survive an edit.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from difflib import SequenceMatcher
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex

Row = tuple[Any, ...]


def sync_rows(
    model: QAbstractTableModel,
    rows: list[Row],
    new_rows: Sequence[Row],
    key: Callable[[Row], Hashable],
) -> None:
    """Change ``rows`` (the model's own list) into ``new_rows`` in place."""
    old_keys = [key(r) for r in rows]
    new_keys = [key(r) for r in new_rows]
    if old_keys == new_keys:
        _update(model, rows, 0, new_rows)
        return
    matcher = SequenceMatcher(None, old_keys, new_keys, autojunk=False)
    offset = 0
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        start = i1 + offset
        if tag == "equal" or (tag == "replace" and i2 - i1 == j2 - j1):
            _update(model, rows, start, new_rows[j1:j2])
            continue
        if i2 > i1:
            model.beginRemoveRows(QModelIndex(), start, start + i2 - i1 - 1)
            del rows[start : start + i2 - i1]
            model.endRemoveRows()
            offset -= i2 - i1
        if j2 > j1:
            model.beginInsertRows(QModelIndex(), start, start + j2 - j1 - 1)
            rows[start:start] = new_rows[j1:j2]
            model.endInsertRows()
            offset += j2 - j1


def _update(model: QAbstractTableModel, rows: list[Row], start: int, new: Sequence[Row]) -> None:
    """Replace rows[start:start+len(new)], announcing each changed run of rows."""
    run_first: int | None = None
    first_col = last_col = 0
    for i, row in enumerate(new, start):
        old = rows[i]
        if old == row:
            if run_first is not None:
                _changed(model, run_first, i - 1, first_col, last_col)
                run_first = None
            continue
        cols = [c for c in range(max(len(old), len(row))) if _at(old, c) != _at(row, c)]
        rows[i] = row
        if run_first is None:
            run_first, first_col, last_col = i, cols[0], cols[-1]
        else:
            first_col, last_col = min(first_col, cols[0]), max(last_col, cols[-1])
    if run_first is not None:
        _changed(model, run_first, start + len(new) - 1, first_col, last_col)


def _at(row: Row, column: int) -> object:
    return row[column] if column < len(row) else None


def _changed(model: QAbstractTableModel, first: int, last: int, first_field: int, last_field: int) -> None:
    """Emit dataChanged for rows ``first``..``last``.

    Row fields are the model's columns in order; a field past the last column
    (a tooltip, a flag) counts as a change of the whole row.
    """
    columns = model.columnCount()
    if columns == 0:
        return
    if last_field >= columns:
        first_field, last_field = 0, columns - 1
    model.dataChanged.emit(model.index(first, first_field), model.index(last, last_field))
