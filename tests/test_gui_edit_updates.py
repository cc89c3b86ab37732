"""An edit in a big game updates what it changes, and no more.

A game of 100 players and 40 rounds is open on the rounds page, round 20
shown, as a game master would have it while correcting a guess.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, QObject, Qt
from PySide6.QtWidgets import QApplication

from wordmastermind.core.lexicon import make_lexicon
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.gui.roles import PROBLEM_ROLE, SORT_ROLE, STATUS_ROLE, WARNING_ROLE
from wordmastermind.gui.rowmodel import RowModel
from wordmastermind.gui.wmm.round_model import WORD
from wordmastermind.gui.wmm.sheet import WmmSheet
from wordmastermind.gui.wmm.standings_model import StandingsModel
from wordmastermind.gui.word_checker import WordChecker

ROLES = (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.BackgroundRole,
    Qt.ItemDataRole.FontRole, STATUS_ROLE, PROBLEM_ROLE, WARNING_ROLE, SORT_ROLE,
)


def big_game() -> Game:
    game = random_game(100, 40, seed=2026, hit_chance=0.02)
    assert len(game.rounds) == 40
    return game


def open_sheet(qtbot: Any, game: Game, checker: WordChecker | None = None) -> WmmSheet:
    sheet = WmmSheet(checker=checker)
    qtbot.addWidget(sheet)
    sheet.resize(1200, 800)
    sheet.show()
    sheet.document.replace(game, None)
    sheet.show_rounds(20)
    QApplication.processEvents()
    return sheet


def cells(model: RowModel) -> dict[tuple[int, int], tuple[Any, ...]]:
    """What every cell shows, in the roles a view paints."""
    return {
        (row, column): tuple(model.index(row, column).data(role) for role in ROLES)
        for row in range(model.rowCount())
        for column in range(model.columnCount())
    }


class Changes(QObject):
    """Every cell a model announced as changed, and whether rows moved or the model was reset."""

    def __init__(self, model: RowModel) -> None:
        super().__init__()
        self.cells: set[tuple[int, int]] = set()
        self.moved = False
        model.dataChanged.connect(self._changed)
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset, model.layoutChanged):
            signal.connect(self._moved)

    def _changed(self, top_left: QModelIndex, bottom_right: QModelIndex, _roles: object = None) -> None:
        for row in range(top_left.row(), bottom_right.row() + 1):
            for column in range(top_left.column(), bottom_right.column() + 1):
                self.cells.add((row, column))

    def _moved(self, *_args: object) -> None:
        self.moved = True


def edit_word(sheet: WmmSheet, word: str) -> None:
    model = sheet.rounds_page.round_model
    assert model.setData(model.index(0, WORD), word)
    QApplication.processEvents()


@pytest.mark.parametrize("word", ["QUARK", "ZANGE", ""])
def test_an_edit_announces_exactly_the_cells_it_changes(qtbot: Any, qtmodeltester: Any, word: str) -> None:
    sheet = open_sheet(qtbot, big_game())
    page = sheet.rounds_page
    models = (page.round_model, page.standings_model)
    before = [cells(model) for model in models]
    changes = [Changes(model) for model in models]
    edit_word(sheet, word)
    assert before[0][(0, WORD)] != cells(models[0])[(0, WORD)]
    for model, old, seen in zip(models, before, changes):
        new = cells(model)
        changed = {cell for cell in new if new[cell] != old[cell]}
        assert not seen.moved, type(model).__name__  # no row moved, nothing reset
        assert seen.cells == changed, type(model).__name__
        qtmodeltester.check(model)


def test_the_standings_titles_are_made_once_per_change(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    made = []
    headers = StandingsModel.headers

    def counted(self: StandingsModel) -> Any:
        made.append(self)
        return headers(self)

    monkeypatch.setattr(StandingsModel, "headers", counted)
    sheet = open_sheet(qtbot, big_game())
    # Opening a 100 x 40 game asked for them some 22,000 times (the views ask
    # for the column count all the time): made once, when the model was filled.
    assert len(made) <= 2
    made.clear()
    edit_word(sheet, "QUARK")
    assert len(made) <= 1


def word_lists(game: Game, unknown: set[str]) -> Any:
    """Real word lists, small: every word of ``game`` a known noun, but those in ``unknown``."""
    words = {g.word for r in game.rounds for g in r.guesses} | {p.secret for p in game.players}
    rows = [{"lemma": w.title(), "pos": "Substantiv", "nominativ singular": w.title()}
            for w in words - unknown]
    return make_lexicon("de", noun_rows=rows)


def test_an_edit_asks_the_word_lists_only_about_the_word_it_changes(qtbot: Any) -> None:
    game = big_game()
    lexicon = word_lists(game, unknown={"QUARK"})
    asked: list[str] = []
    checker = WordChecker(load=lambda: lexicon)
    checker.wait(5)
    qtbot.waitUntil(lambda: checker.lexicon() is not None, timeout=5000)
    sheet = open_sheet(qtbot, game, checker)
    warning = checker.warning

    def counted(word: str, *args: Any) -> str | None:
        asked.append(word)
        return warning(word, *args)

    checker.warning = counted  # type: ignore[method-assign]
    edit_word(sheet, "QUARK")
    # The roster's 100 secrets and the round's 100 words were all asked again.
    assert asked == ["QUARK"]
    model = sheet.rounds_page.round_model
    assert model.index(0, WORD).data(Qt.ItemDataRole.ToolTipRole).startswith("Not in the word lists")
    checker.stop()


def test_pages_not_shown_catch_up_when_shown_and_cost_an_edit_nothing(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from wordmastermind.gui.widgets.totals_chart import TotalsChart
    from wordmastermind.gui.wmm.word_model import WordModel

    sheet = open_sheet(qtbot, big_game())
    content = sheet.content()
    for page in (content.chart, content.words, content.rounds):  # the game master looked at them
        sheet.pages.setCurrentWidget(page)
        QApplication.processEvents()
    sheet.words_page.show_player("Player 001")
    work: list[str] = []
    set_data, build_rows = TotalsChart.set_data, WordModel.build_rows

    def chart_set(self: TotalsChart, *args: Any) -> None:
        work.append("chart")
        set_data(self, *args)

    def words_built(self: WordModel) -> Any:
        work.append("words")
        return build_rows(self)

    monkeypatch.setattr(TotalsChart, "set_data", chart_set)
    monkeypatch.setattr(WordModel, "build_rows", words_built)
    edit_word(sheet, "QUARK")
    assert work == []  # neither hidden page was brought up to date
    sheet.pages.setCurrentWidget(content.chart)
    QApplication.processEvents()
    assert work == ["chart"]
    evaluation = sheet.document.evaluation
    assert content.chart.page().totals() == tuple(r.totals for r in evaluation.rounds)
    sheet.pages.setCurrentWidget(content.words)
    QApplication.processEvents()
    assert work == ["chart", "words"]
    player = evaluation.guesses_at("Player 001")
    assert sheet.words_page.model.rowCount() == len(player)
