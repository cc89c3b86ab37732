"""The Sent page: every mail and letter that went out to the players, or failed to, and why.

A table of the game's log (:class:`~wordmastermind.gui.wmm.sent_model.SentModel`),
in the order sent and sorted by any column on a click, with a line that sums
it up and a tick to show only what failed.
"""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.gui.i18n import Retranslating, counted
from wordmastermind.gui.roles import SORT_ROLE
from wordmastermind.gui.widgets.table_keys import tab_leaves
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.sent_model import DETAIL, SENT_STATUS_ROLE, STATUS, SentModel


class SentPage(Retranslating, QWidget):
    """What went out to the players: the game's log of mails and letters."""

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.model = SentModel(document, self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setFilterRole(SENT_STATUS_ROLE)
        self.proxy.setFilterKeyColumn(STATUS)
        self.table = tab_leaves(QTableView())
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # in the order sent until a header is clicked
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(DETAIL, QHeaderView.ResizeMode.Stretch)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.only_failed = QCheckBox()
        self.only_failed.toggled.connect(self._only_failed_toggled)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        top.addWidget(self.only_failed)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        for signal in (self.model.rowsInserted, self.model.rowsRemoved, self.model.modelReset,
                       self.model.dataChanged):
            signal.connect(self._summarize)
        self.retranslate()

    def retranslate(self) -> None:
        self.table.setAccessibleName(self.tr("Mails and letters sent"))
        self.table.setAccessibleDescription(self.tr("Every mail and letter that went out to the players, or failed"
                                                    " to, and why"))
        self.only_failed.setText(self.tr("Onl&y the failed"))
        self.model.retranslate()
        self._summarize()

    def _only_failed_toggled(self, on: bool) -> None:
        self.proxy.setFilterFixedString("failed" if on else "")

    def _summarize(self) -> None:
        """How many went out, and how many failed."""
        log = self.document.game.sent
        if not log:
            self.summary.setText(self.tr("Nothing went out to the players yet: the mails sent and the letters"
                                         " saved are listed here."))
            return
        failed = sum(record.status == "failed" for record in log)
        text = self._counted(len(log), sum(record.kind == "letter" for record in log), failed)
        if failed:
            text += " " + self.tr("To send a failed mail again, tick only its player in Game ▸ Mail the Players….")
        self.summary.setText(text)

    def _counted(self, records: int, letters: int, failed: int) -> str:
        """How many mails and letters went out, and how many failed, each count with its noun in the singular
        for one ("1 mail and 2 letters to the players, 1 failed."); a count of none is left out."""
        mails = records - letters
        parts = ([counted(mails, self.tr("{0} mail"), self.tr("{0} mails"))] if mails else []) + (
            [counted(letters, self.tr("{0} letter"), self.tr("{0} letters"))] if letters else [])
        what = self.tr("{0} and {1}").format(*parts) if len(parts) == 2 \
            else parts[0]
        if not failed:
            return self.tr("{0} to the players, none failed.").format(what)
        if failed == 1:
            return self.tr("{0} to the players, 1 failed.").format(what)
        return self.tr("{0} to the players, {1} failed.").format(what, failed)
