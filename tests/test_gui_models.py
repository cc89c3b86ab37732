"""The table models: Qt's model contract, and exact change notifications."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

from wordmastermind.core.wmm.examples import rules_example, table_example
from wordmastermind.gui.rowsync import sync_rows
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.lot_model import LotModel
from wordmastermind.gui.wmm.roster_model import RosterModel
from wordmastermind.gui.wmm.round_model import NOTE, WORD, RoundModel
from wordmastermind.gui.wmm.standings_model import PLAYER, TOTAL, WORD as STATUS, StandingsModel
from wordmastermind.gui.wmm.word_model import WordModel


def round_two(document: GameDocument) -> RoundModel:
    return RoundModel(document, 2)


def word_model(document: GameDocument) -> WordModel:
    model = WordModel(document)
    model.set_player("Alfons")
    return model


MODELS = [RosterModel, round_two, StandingsModel, word_model, LotModel]


@pytest.mark.parametrize("make", MODELS, ids=["roster", "round", "standings", "word", "lot"])
def test_every_model_keeps_the_model_contract_through_edits(qtmodeltester: Any, make: Any) -> None:
    document = GameDocument(rules_example())
    model = make(document)
    qtmodeltester.check(model, force_py=True)
    # Edits, a deletion, undo and redo while the tester watches every signal.
    document.edit("hit", lambda g: g.with_guess(2, 0, g.rounds[1].guesses[0].__class__("Gustav", "Alfons", "SALAT")))
    document.edit("delete", lambda g: g.without_guesses(2, [1, 3]))
    document.edit("rename", lambda g: g.with_player(0, g.players[0].__class__("Alfonso", "SALAT")))
    document.undo_stack.undo()
    document.undo_stack.undo()
    document.undo_stack.redo()
    document.replace(table_example(), None)
    qtmodeltester.check(model, force_py=True)


def test_the_round_model_shows_what_the_core_computed() -> None:
    document = GameDocument(rules_example())
    model = RoundModel(document, 2)
    rows = [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]
    assert rows == [
        ["Gustav", "Alfons", "SAHNE", "++", "6", ""],
        ["Beatrix", "Alfons", "TOLLE", "+o", "5", ""],
        ["Emil", "Alfons", "ATLAS", "++ooo", "12", ""],
        ["Fritzchen", "Alfons", "SALSA", "+++o", "11", ""],
        ["Alfons", "Emil", "LAMPE", "+++++", "15", "guessed!"],
        ["", "", "", "", "", ""],
    ]
    assert model.headerData(3, Qt.Orientation.Horizontal) == "Marks"


def test_points_only_shows_kp_instead_of_marks() -> None:
    document = GameDocument(rules_example())
    document.edit("points only", lambda g: g.with_settings(g.settings.__class__(points_only=True)))
    model = RoundModel(document, 2)
    assert model.headerData(3, Qt.Orientation.Horizontal) == "KP"
    assert [model.index(r, 3).data() for r in range(4)] == ["6", "5", "12", "11"]


def test_standings_follow_a_correction(qtbot: Any) -> None:
    document = GameDocument(rules_example())
    model = StandingsModel(document)
    totals = {model.index(r, PLAYER).data(): int(model.index(r, TOTAL).data()) for r in range(model.rowCount())}
    assert totals == {"Alfons": 31, "Emil": 20, "Fritzchen": 18, "Gustav": 14, "Beatrix": 13}
    round2 = RoundModel(document, 2)
    with qtbot.waitSignal(model.dataChanged):
        round2.setData(round2.index(0, WORD), "SALAT")
    status = {model.index(r, PLAYER).data(): model.index(r, STATUS).data() for r in range(model.rowCount())}
    assert status["Alfons"] == "guessed in round 2"
    assert round2.index(0, NOTE).data() == "guessed!"


class Plain(QAbstractTableModel):
    def __init__(self, rows: list[tuple[Any, ...]]) -> None:
        super().__init__()
        self.rows = rows

    def rowCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        return str(self.rows[index.row()][index.column()]) if role == Qt.ItemDataRole.DisplayRole else None


def record(model: Plain) -> list[tuple[Any, ...]]:
    events: list[tuple[Any, ...]] = []
    model.rowsRemoved.connect(lambda _p, a, b: events.append(("removed", a, b)))
    model.rowsInserted.connect(lambda _p, a, b: events.append(("inserted", a, b)))
    model.dataChanged.connect(
        lambda tl, br, _r=None: events.append(("changed", tl.row(), tl.column(), br.row(), br.column()))
    )
    return events


def test_sync_rows_announces_exactly_what_changed(qtmodeltester: Any) -> None:
    model = Plain([("Alfons", 31, "x"), ("Emil", 20, "y"), ("Gustav", 14, "z")])
    qtmodeltester.check(model, force_py=True)
    events = record(model)
    # Emil's total changes (one cell), Gustav leaves, Hanna arrives at the top.
    sync_rows(model, model.rows, [("Hanna", 40, "w"), ("Alfons", 31, "x"), ("Emil", 22, "y")], key=lambda r: r[0])
    assert model.rows == [("Hanna", 40, "w"), ("Alfons", 31, "x"), ("Emil", 22, "y")]
    assert events == [("inserted", 0, 0), ("changed", 2, 1, 2, 1), ("removed", 3, 3)]


def test_sync_rows_with_nothing_changed_says_nothing() -> None:
    model = Plain([("Alfons", 31, "x")])
    events = record(model)
    sync_rows(model, model.rows, [("Alfons", 31, "x")], key=lambda r: r[0])
    assert events == []


def test_a_field_past_the_columns_changes_the_whole_row() -> None:
    model = Plain([("Alfons", 31, "x", "tooltip")])
    events = record(model)
    sync_rows(model, model.rows, [("Alfons", 31, "x", "new tooltip")], key=lambda r: r[0])
    assert events == [("changed", 0, 0, 0, 2)]


def test_the_lot_page_lists_names_that_hold_a_comma_apart() -> None:
    """A roster of "surname, first name": the lot page sets the drawn names apart by semicolons."""
    from wordmastermind.core.wmm.game import Game, Player
    from wordmastermind.core.wmm.lot import with_drawn_lot

    names = ["Klein, Fritz", "Alfons Abendroth", "Müller, Käthe", "Emil", "Beatrix", "Gustav", "Ida"]
    game = with_drawn_lot(Game(rules_example().settings, tuple(Player(n, "SALAT") for n in names)), 3)
    model = LotModel(GameDocument(game))
    rows = {model.index(r, 0).data(): model.index(r, 1).data() for r in range(model.rowCount())}
    assert rows["Klein, Fritz"] == "Müller, Käthe; Gustav"
    assert rows["Emil"] == "Beatrix, Ida"
