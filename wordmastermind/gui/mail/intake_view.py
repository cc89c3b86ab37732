"""The fetch dialog's listing on screen: a tree of :class:`~.intake_model.IntakeModel` that keeps its place.

Every tick plans the round again, and a new plan may move a mail from one
group to another: the model is reset then. The view keeps what the game
master sees across it: the rows they folded stay folded (the rest is
unfolded), the row they were on stays current, the list does not jump.
A group's title spans the row; the date column is as wide as its widest
date, measured once per plan.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeView, QWidget

from wordmastermind.gui.mail.intake_model import ARRIVED, MAIL, IntakeModel
from wordmastermind.gui.roles import ROW_KEY_ROLE, ROW_KIND_ROLE

FREE = ("group", "count", "line")
"""Rows whose first cell may be cut or spans the row: a group's title, a count, a line of the mail."""


class IntakeView(QTreeView):
    def __init__(self, model: IntakeModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.intake_model = model
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(False)
        header = self.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self._folded: set[object] = set()
        self._current: object = None
        self._scroll = 0
        self.collapsed.connect(self._was_folded)
        self.expanded.connect(self._was_unfolded)
        model.modelAboutToBeReset.connect(self._keep_place)
        model.modelReset.connect(self._restore_place)
        self._fit_first = True

    def _was_folded(self, index: QModelIndex) -> None:
        self._folded.add(index.data(ROW_KEY_ROLE))

    def _was_unfolded(self, index: QModelIndex) -> None:
        self._folded.discard(index.data(ROW_KEY_ROLE))

    def _keep_place(self) -> None:
        current = self.currentIndex()
        self._current = current.siblingAtColumn(MAIL).data(ROW_KEY_ROLE) if current.isValid() else None
        self._scroll = self.verticalScrollBar().value()

    def _restore_place(self) -> None:
        model = self.intake_model
        folded = self._folded
        self.blockSignals(True)  # unfolding here is no choice of the game master's
        for index in model.walk():
            kind = index.data(ROW_KIND_ROLE)
            if kind in ("group", "count"):
                self.setFirstColumnSpanned(index.row(), index.parent(), True)
            if model.rowCount(index):
                self.setExpanded(index, index.data(ROW_KEY_ROLE) not in folded)
        self.blockSignals(False)
        if self._current is not None:
            current = model.index_of(self._current)  # type: ignore[arg-type]
            if current.isValid():
                self.setCurrentIndex(current)
        self.verticalScrollBar().setValue(self._scroll)
        self.fit_columns()

    def fit_columns(self) -> None:
        """The date column as wide as its widest date; the first as wide as its names, guesses and ticks,
        within a third to a half of the width (a long line of the mail is cut: its tooltip has it whole)."""
        header = self.header()
        advance = self.fontMetrics().horizontalAdvance
        padding = advance("MM")
        dates = max((advance(text) for text in self.intake_model.column_texts(ARRIVED)), default=0)
        if dates:
            header.resizeSection(ARRIVED, max(dates + padding, header.sectionSizeHint(ARRIVED)))
        if not self._fit_first or not self.intake_model.rowCount():
            return
        self._fit_first = False  # the game master may change it: kept from then on
        tick = self.style().pixelMetric(self.style().PixelMetric.PM_IndicatorWidth, None, self) + padding
        widest = max((depth * self.indentation() + advance(row.texts[MAIL]) + (tick if row.toggle else 0)
                      for depth, row in self.intake_model.first_cells() if row.kind not in FREE), default=0)
        room = self.viewport().width()
        header.resizeSection(MAIL, max(min(widest + padding, room // 2), room // 3, advance("M") * 16))
