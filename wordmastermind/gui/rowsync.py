"""Bringing a table model's rows up to date with exact change notifications.

Each row is a tuple whose first fields are the model's columns, in order.

A model keeps its rows as a list of plain tuples computed from the core. When
the document changes, :func:`sync_rows` compares the old rows with the new
ones by key and tells the views exactly what happened: rows removed, rows
inserted, and ``dataChanged`` for the cells whose values changed, no more.
Nothing is reset, so selection and scroll position survive an edit.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex

Row = tuple[Any, ...]


def sync_rows(
    model: QAbstractTableModel,
    rows: list[Row],
    new_rows: Sequence[Row],
    key: Callable[[Row], Hashable],
    shows: Mapping[int, Sequence[int]] | None = None,
) -> None:
    """Change ``rows`` (the model's own list) into ``new_rows`` in place.

    A field past the model's columns (a tooltip, a flag) changes the cells of
    the columns ``shows`` gives for it, or the whole row if it gives none.
    """
    shows = shows or {}
    old_keys = [key(r) for r in rows]
    new_keys = [key(r) for r in new_rows]
    if old_keys == new_keys:
        _update(model, rows, 0, new_rows, shows)
        return
    from difflib import SequenceMatcher  # rows inserted, removed or moved: not at start-up

    matcher = SequenceMatcher(None, old_keys, new_keys, autojunk=False)
    offset = 0
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        start = i1 + offset
        if tag == "equal" or (tag == "replace" and i2 - i1 == j2 - j1):
            _update(model, rows, start, new_rows[j1:j2], shows)
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


def _update(
    model: QAbstractTableModel,
    rows: list[Row],
    start: int,
    new: Sequence[Row],
    shows: Mapping[int, Sequence[int]],
) -> None:
    """Replace rows[start:start+len(new)], announcing each run of rows changed in the same cells."""
    columns = model.columnCount()
    first = 0
    spans: tuple[tuple[int, int], ...] = ()  # the changed cells of the rows from ``first`` on
    for i, row in enumerate(new, start):
        old = rows[i]
        changed = () if old == row else _spans(old, row, columns, shows)
        if changed != spans:
            _changed(model, first, i - 1, spans)
            first, spans = i, changed
        rows[i] = row
    _changed(model, first, start + len(new) - 1, spans)


def _spans(
    old: Row, new: Row, columns: int, shows: Mapping[int, Sequence[int]]
) -> tuple[tuple[int, int], ...]:
    """The runs of columns (first, last) whose cells differ between ``old`` and ``new``."""
    changed: set[int] = set()
    for field in range(max(len(old), len(new))):
        if _at(old, field) != _at(new, field):
            if field < columns:
                changed.add(field)
            else:
                changed.update(shows.get(field, range(columns)))
    spans: list[tuple[int, int]] = []
    for column in sorted(changed):
        if spans and spans[-1][1] == column - 1:
            spans[-1] = (spans[-1][0], column)
        else:
            spans.append((column, column))
    return tuple(spans)


def _at(row: Row, column: int) -> object:
    return row[column] if column < len(row) else None


def _changed(
    model: QAbstractTableModel, first: int, last: int, spans: tuple[tuple[int, int], ...]
) -> None:
    """Emit dataChanged for rows ``first``..``last``, once for each run of columns in ``spans``."""
    for first_column, last_column in spans:
        model.dataChanged.emit(model.index(first, first_column), model.index(last, last_column))
