"""Looking back at a player: their own guesses over every round, beside the players × rounds points."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QListWidget,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.gui.roles import SORT_ROLE
from wordmastermind.gui.widgets.following_page import FollowingPage
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.player_models import OwnGuessesModel, PointsTableModel


def _table(model: OwnGuessesModel | PointsTableModel, parent: QWidget) -> QTableView:
    """A read-only table of ``model`` that sorts on a header click (entered order until then)."""
    proxy = QSortFilterProxyModel(parent)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    view = QTableView()
    view.setModel(proxy)
    view.setSortingEnabled(True)
    view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 10)  # as the round table
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return view


def _fit(view: QTableView, model: PointsTableModel) -> None:
    """Each column as wide as its widest text, each text measured once: Qt's ResizeToContents
    asks every cell in every role (a second and a half for 100 players after 40 rounds)."""
    header = view.horizontalHeader()
    advance = view.fontMetrics().horizontalAdvance
    for column in range(model.columnCount()):
        widest = max((advance(text) for text in model.column_texts(column)), default=0)
        header.resizeSection(column, max(widest + advance("00"), header.sectionSizeHint(column)))


def _box(*widgets: QWidget) -> QWidget:
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget, 1 if isinstance(widget, QTableView) else 0)
    return box


class PlayersPage(FollowingPage):
    """Pick a player: their guesses of every round, and everybody's points round by round."""

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.players = QListWidget()
        self.guesses_model = OwnGuessesModel(document, self)
        self.guesses = _table(self.guesses_model, self)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.points_model = PointsTableModel(document, self)
        self.points = _table(self.points_model, self)
        self.points.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.points_caption = QLabel(self.tr("Points by round: what each player's total gained in it"))
        self.points_caption.setWordWrap(True)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.players)
        splitter.addWidget(_box(self.caption, self.guesses))
        splitter.addWidget(_box(self.points_caption, self.points))
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 3)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self.players.currentRowChanged.connect(self._player_chosen)
        self.points.clicked.connect(self._points_row_clicked)
        self._names: list[str] = []
        document.changed.connect(self.document_changed)
        self.update_from_document()

    def show_player(self, name: str) -> None:
        if name in self._names:
            self.players.setCurrentRow(self._names.index(name))

    def _player_chosen(self, row: int) -> None:
        self.guesses_model.set_player(self._names[row] if 0 <= row < len(self._names) else "")
        self._update_caption()

    def _points_row_clicked(self, index: QModelIndex) -> None:
        name = index.siblingAtColumn(0).data()
        if isinstance(name, str):
            self.show_player(name)

    def update_from_document(self) -> None:
        evaluation = self.document.evaluation
        self.points_model.refresh()
        _fit(self.points, self.points_model)
        self.guesses_model.refresh()
        names = [p.name for p in evaluation.players]
        if names != self._names:
            chosen = self.guesses_model.player
            self._names = names
            self.players.blockSignals(True)
            self.players.clear()
            self.players.addItems(names)
            self.players.blockSignals(False)
            # As wide as the longest name: the tables get the rest.
            bar = self.players.verticalScrollBar().sizeHint().width()
            self.players.setFixedWidth(self.players.sizeHintForColumn(0) + 2 * self.players.frameWidth() + bar + 4)
            row = names.index(chosen) if chosen in names else 0
            if names:
                self.players.setCurrentRow(row)
            self._player_chosen(row if names else -1)
        self._update_caption()

    def _update_caption(self) -> None:
        name = self.guesses_model.player
        if not name:
            self.caption.setText(self.tr("Choose a player to see their own guesses of every round."))
            return
        count, points = self.guesses_model.totals()
        evaluation = self.document.evaluation
        try:
            player = evaluation.player(name)
        except KeyError:
            return
        self.caption.setText(
            self.tr("{0}: {1} guesses in {2} rounds, {3} guess points; {4} points in all, rank {5}.").format(
                name, count, evaluation.round, points, player.total, player.rank
            )
        )
