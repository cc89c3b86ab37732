"""Looking back at a player: their own guesses over every round, beside the players × rounds points.

The list says who withdrew and who took a place over; below it, the chosen player can withdraw (or take
that back) or have someone take their place over, and a right-click offers the same (issue 29).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPoint, QSortFilterProxyModel, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QListWidget,
    QMenu,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.gui.i18n import Retranslating, counted, says_one
from wordmastermind.gui.roles import SORT_ROLE
from wordmastermind.gui.widgets.following_page import FollowingPage
from wordmastermind.gui.wmm.departure_actions import Departures, can_depart
from wordmastermind.gui.wmm.departure_texts import is_withdrawn, list_label, place_story
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.player_models import OwnGuessesModel, PointsTableModel
from wordmastermind.gui.widgets.table_keys import tab_leaves


def _table(model: OwnGuessesModel | PointsTableModel, parent: QWidget) -> QTableView:
    """A read-only table of ``model`` that sorts on a header click (entered order until then)."""
    proxy = QSortFilterProxyModel(parent)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    view = tab_leaves(QTableView())
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


def _whole_width(view: QTableView) -> int:
    """How wide ``view`` is with every column whole: its columns, frame and a vertical scroll bar."""
    header = view.horizontalHeader()
    columns = sum(header.sectionSize(column) for column in range(header.count()))
    return columns + 2 * view.frameWidth() + view.verticalScrollBar().sizeHint().width()


def _box(*widgets: QWidget) -> QWidget:
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget, 1 if isinstance(widget, QAbstractItemView) else 0)
    return box


class PlayersPage(Retranslating, FollowingPage):
    """Pick a player: their guesses of every round, and everybody's points round by round."""

    def __init__(self, document: GameDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.players = QListWidget()
        self.players.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.players.customContextMenuRequested.connect(self._list_menu)
        self.departures = Departures(document, self)
        self.withdraw_button = QPushButton()
        self.withdraw_button.clicked.connect(self._withdraw_clicked)
        self.take_over_button = QPushButton()
        self.take_over_button.clicked.connect(self._take_over_clicked)
        self.guesses_model = OwnGuessesModel(document, self)
        self.guesses = _table(self.guesses_model, self)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.points_model = PointsTableModel(document, self)
        self.points = _table(self.points_model, self)
        self.points.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.points_caption = QLabel()
        self.points_caption.setWordWrap(True)
        self.splitter = splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(_box(self.players, self.withdraw_button, self.take_over_button))
        splitter.addWidget(_box(self.caption, self.guesses))
        splitter.addWidget(_box(self.points_caption, self.points))
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 3)
        self._user_split = False  # the game master dragged a splitter handle: the panes stay where put
        splitter.splitterMoved.connect(self._split_moved)
        self.guesses.horizontalHeader().sectionResized.connect(self._fit_panes_soon)
        self.points.horizontalHeader().sectionResized.connect(self._fit_panes_soon)
        self._panes_pending = False
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self.players.currentRowChanged.connect(self._player_chosen)
        self.points.clicked.connect(self._points_row_clicked)
        self._names: list[str] = []
        self._labels: list[str] = []  # the names as the list shows them (who withdrew, who took over)
        self._evaluation = document.evaluation  # the game as the page shows it (behind it while hidden)
        document.changed.connect(self.document_changed)
        self.update_from_document()
        self.retranslate()

    def retranslate(self) -> None:
        self.take_over_button.setText(self.tr("&Take Over…"))
        self.take_over_button.setToolTip(self.tr("Someone new plays this place from a round on, with its secret word"))
        self.points_caption.setText(self.tr("Points by round: what each player's total gained in it"))
        self.players.setAccessibleName(self.tr("Players"))
        self.players.setAccessibleDescription(self.tr("Choose a player: their guesses are shown beside"))
        self.guesses.setAccessibleName(self.tr("The chosen player's guesses"))
        self.guesses.setAccessibleDescription(self.tr("The chosen player's own guesses of every round"))
        self.points.setAccessibleName(self.tr("Points by round"))
        self.points.setAccessibleDescription(self.tr("Points by round: what each player's total gained in it"))
        self.points_model.retranslate()
        _fit(self.points, self.points_model)
        self.guesses_model.retranslate()
        game = self._evaluation.game
        self._labels = [list_label(game, name) for name in self._names]
        for row, label in enumerate(self._labels):
            item = self.players.item(row)
            if item is not None:
                item.setText(label)
        self._fit_list()
        self._update_caption()

    def _fit_list(self) -> None:
        """The list as wide as its longest entry: the tables get the rest."""
        bar = self.players.verticalScrollBar().sizeHint().width()
        self.players.setFixedWidth(self.players.sizeHintForColumn(0) + 2 * self.players.frameWidth() + bar + 4)

    def _split_moved(self, _pos: int, _index: int) -> None:
        self._user_split = True

    def _fit_panes_soon(self, *_args: object) -> None:
        """Fit the panes once the columns that are being sized are done (a new player sizes them all)."""
        if not self._panes_pending:
            self._panes_pending = True
            QTimer.singleShot(0, self, self._fit_panes)

    def _fit_panes(self) -> None:
        """The chosen player's guesses whole, every column of them, and the points table whole if there is
        room (the room to spare shared); else the points table has the rest, a third at least, and scrolls
        (at 150 %, the guesses' Punkte column was cut while the points table beside had room to spare). The
        list keeps its width."""
        self._panes_pending = False
        sizes = self.splitter.sizes()
        room = sum(sizes[1:])
        if self._user_split or room <= 0:
            return
        guesses, points = _whole_width(self.guesses), _whole_width(self.points)
        spare = max(0, room - guesses - points)
        middle = guesses + spare // 2 if spare else min(guesses, room - min(points, room // 3))
        if sizes[1:] != [middle, room - middle]:
            self.splitter.setSizes([sizes[0], middle, room - middle])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_panes_soon()  # once the layout has given the splitter its new width

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
        evaluation = self._evaluation = self.document.evaluation
        self.points_model.refresh()
        _fit(self.points, self.points_model)
        self.guesses_model.refresh()
        names = [p.name for p in evaluation.players]
        game = evaluation.game
        labels = [list_label(game, name) for name in names]
        if names != self._names or labels != self._labels:
            chosen = self.guesses_model.player
            self._names, self._labels = names, labels
            self.players.blockSignals(True)
            self.players.clear()
            self.players.addItems(labels)
            for row, name in enumerate(names):
                if is_withdrawn(game, name):
                    item = self.players.item(row)
                    font = item.font()
                    font.setItalic(True)
                    item.setFont(font)
            self.players.blockSignals(False)
            self._fit_list()
            row = names.index(chosen) if chosen in names else 0
            if names:
                self.players.setCurrentRow(row)
            self._player_chosen(row if names else -1)
        self._update_caption()

    def _update_caption(self) -> None:
        name = self.guesses_model.player
        self._update_buttons(name)
        if not name:
            self.caption.setText(self.tr("Choose a player to see their own guesses of every round."))
            return
        count, points = self.guesses_model.totals()
        evaluation = self._evaluation
        try:
            player = evaluation.player(name)
        except KeyError:
            return
        rounds = evaluation.round
        text = self.tr("{0}: {1} in {2}, {3}; {4} in all, rank {5}.").format(
            name,
            counted(count, self.tr("{0} guess"), self.tr("{0} guesses")),
            counted(rounds, self.tr("{0} round"), self.tr("{0} rounds")),
            counted(points, self.tr("{0} guess point"), self.tr("{0} guess points")),
            (self.tr("{0} point") if says_one(abs(player.total)) else self.tr("{0} points")).format(player.total),
            player.rank,
        )
        story = place_story(evaluation.game, name)
        self.caption.setText(f"{text} {name}: {story}." if story else text)

    # ---------------------------------------------------------------- who comes and goes (issue 29)

    def _update_buttons(self, name: str) -> None:
        game = self._evaluation.game
        able = bool(name) and can_depart(game)
        withdrawn = able and is_withdrawn(game, name)
        self.withdraw_button.setText(self.tr("Take Back the W&ithdrawal") if withdrawn else self.tr("W&ithdraw…"))
        self.withdraw_button.setEnabled(able)
        self.take_over_button.setEnabled(able and not withdrawn)

    def _withdraw_clicked(self) -> None:
        name = self.guesses_model.player
        if name and is_withdrawn(self.document.game, name):
            self.departures.take_back_withdrawal(name)
        elif name:
            self.departures.withdraw(name)

    def _take_over_clicked(self) -> None:
        if self.guesses_model.player:
            self.departures.take_over(self.guesses_model.player)

    def _list_menu(self, position: QPoint) -> None:
        item = self.players.itemAt(position)
        row = self.players.row(item) if item is not None else -1
        if not 0 <= row < len(self._names):
            return
        menu = QMenu(self)
        self.departures.fill_menu(menu, self._names[row])
        if not menu.isEmpty():
            menu.exec(self.players.viewport().mapToGlobal(position))
        menu.deleteLater()  # its actions go with it
