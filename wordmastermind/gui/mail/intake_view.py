"""The fetch dialog's listing on screen: a tree of :class:`~.intake_model.IntakeModel` that keeps its place.

Every tick plans the round again, and a new plan may move a mail from one
group to another: the model is reset then. The view keeps what the game
master sees across it: the rows they folded stay folded (the rest is
unfolded), the row they were on stays current, the list does not jump.
A group's title spans the row; the date column is as wide as its widest
date, measured once per plan. A text longer than its column's width wraps
onto the lines it needs (:class:`WrappingDelegate`), up to
:data:`MOST_LINES` (a long line of a mail: its tooltip has it whole): in
German at 150 %, "what becomes of it" was cut on most rows, the reason read
only by hovering.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QWidget,
)

from wordmastermind.gui.mail.intake_model import ARRIVED, MAIL, IntakeModel
from wordmastermind.gui.roles import ROW_KEY_ROLE, ROW_KIND_ROLE

FREE = ("group", "count", "line")
"""Rows whose first cell may be cut or spans the row: a group's title, a count, a line of the mail."""

MOST_LINES = 4
"""The lines a cell's text wraps onto at most (a longer one is cut: its tooltip has it whole)."""


class WrappingDelegate(QStyledItemDelegate):
    """Each cell as tall as its text wrapped at the cell's width needs (Qt's tree measures it on one line,
    however narrow its column), :data:`MOST_LINES` at most: a longer text's last line shown ends in "…" (the
    view's elision), its tooltip has it whole. (The cap was once measured from the wrapped text's own height, and
    a stranger's subject of three hundred characters made its row nine lines tall.)"""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        view = self.parent()
        assert isinstance(view, IntakeView)
        measured = QStyleOptionViewItem(option)
        measured.rect = QRect(0, 0, view.cell_width(index), option.fontMetrics.height())  # Qt's wraps in a valid one
        hint = super().sizeHint(measured, index)
        if hint.height() <= MOST_LINES * option.fontMetrics.height():  # no more lines than the cap: as it is
            return hint
        lines = QStyleOptionViewItem(measured)
        self.initStyleOption(lines, index)
        lines.text = "\u2028".join("M" * MOST_LINES)  # a line each, wrapped or not
        most = view.style().sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, lines, QSize(), view).height()
        return QSize(hint.width(), min(hint.height(), most))


class IntakeView(QTreeView):
    def __init__(self, model: IntakeModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.intake_model = model
        self.setAlternatingRowColors(True)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(True)  # rows of their own heights: a text wraps where its column is narrower
        self.setItemDelegate(WrappingDelegate(self))
        header = self.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.sectionResized.connect(self._column_resized)
        self._folded: set[object] = set()
        self._current: object = None
        self._scroll = 0
        self.collapsed.connect(self._was_folded)
        self.expanded.connect(self._was_unfolded)
        model.modelAboutToBeReset.connect(self._keep_place)
        model.modelReset.connect(self._restore_place)
        self._fit_first = True

    def cell_width(self, index: QModelIndex | QPersistentModelIndex) -> int:
        """The width of ``index``'s cell: its column's, the first less its indentation (a spanned row's the
        whole row's)."""
        column = index.column()
        if column != MAIL:
            return self.header().sectionSize(column)
        depth, parent = 0, index.parent()
        while parent.isValid():
            depth, parent = depth + 1, parent.parent()
        spanned = self.isFirstColumnSpanned(index.row(), index.parent())
        width = self.viewport().width() if spanned else self.header().sectionSize(MAIL)
        width -= self.indentation() * (depth + int(self.rootIsDecorated()))
        if index.data(Qt.ItemDataRole.CheckStateRole) is not None:  # the tick beside the text, and its margins
            style = self.style()
            margin = style.pixelMetric(style.PixelMetric.PM_FocusFrameHMargin, None, self) + 1
            width -= style.pixelMetric(style.PixelMetric.PM_IndicatorWidth, None, self) + 2 * margin
        return max(1, width)

    def _column_resized(self) -> None:
        """A column of another width: its texts may wrap onto other lines, the rows be of other heights."""
        self.scheduleDelayedItemsLayout()

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
        within a third to a half of the width (a longer text wraps: :class:`WrappingDelegate`)."""
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
        indent = self.indentation()
        arrows = int(self.rootIsDecorated())  # a row at the top is indented too: its branch's arrow
        widest = max(((depth + arrows) * indent + advance(row.texts[MAIL]) + (tick if row.toggle else 0)
                      for depth, row in self.intake_model.first_cells() if row.kind not in FREE), default=0)
        room = self.viewport().width()
        header.resizeSection(MAIL, max(min(widest + padding, room // 2), room // 3, advance("M") * 16))
