"""The Players page: a player's own guesses over every round, beside the players × rounds points."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from wordmastermind.core.wmm.examples import rules_example, table_example
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.player_models import OwnGuessesModel, PointsTableModel


def rows(view: Any) -> list[list[str]]:
    model = view.model()
    return [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]


def headers(view: Any) -> list[str]:
    model = view.model()
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def open_players_tab(qtbot: Any, window: Any) -> Any:
    content = window.wmm.content()
    tabs = content.pages.tabBar()
    index = next(i for i in range(tabs.count()) if tabs.tabText(i).replace("&", "") == "Players")
    assert not content.players.built  # built when first shown
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(index).center())
    assert content.pages.currentIndex() == index
    page = content.players.page()
    qtbot.waitUntil(page.isVisible)  # on screen once the events of the click are done
    return page


def choose(qtbot: Any, page: Any, name: str) -> None:
    row = next(i for i in range(page.players.count()) if page.players.item(i).text() == name)
    rect = page.players.visualItemRect(page.players.item(row))
    qtbot.mouseClick(page.players.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_choosing_a_player_shows_their_guesses_of_every_round(qtbot: Any, window: Any) -> None:
    window.wmm.load_demo()  # the rules' example
    page = open_players_tab(qtbot, window)
    choose(qtbot, page, "Emil")
    assert headers(page.guesses) == ["Round", "Guess", "Word of", "Marks", "KP", "WF/V", "Points"]
    assert rows(page.guesses) == [
        ["1", "TOLLE", "Alfons", "+o", "2", "", "2"],
        ["2", "ATLAS", "Alfons", "++ooo", "12", "1/1", "12"],
    ]
    assert page.caption.text() == "Emil: 2 guesses in 2 rounds, 14 guess points; 20 points in all, rank 2."
    choose(qtbot, page, "Alfons")
    assert rows(page.guesses)[-1] == ["2", "LAMPE", "Emil", "+++++", "15", "1/1", "15"]


def test_the_points_table_has_a_column_per_round_and_the_totals(qtbot: Any, window: Any) -> None:
    window.wmm.load_demo()
    page = open_players_tab(qtbot, window)
    assert headers(page.points) == ["Player", "R1", "R2", "Total"]
    assert rows(page.points) == [
        ["Alfons", "7", "24", "31"], ["Gustav", "7", "7", "14"], ["Beatrix", "7", "6", "13"],
        ["Emil", "5", "15", "20"], ["Fritzchen", "6", "12", "18"],
    ]
    # A click on the Total header sorts by it (highest first on a second click); a row chooses its player.
    header = page.points.horizontalHeader()
    for _ in range(2):
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                         pos=header.rect().topLeft() + qtbot_point(header, 3))
    assert [r[0] for r in rows(page.points)] == ["Alfons", "Emil", "Fritzchen", "Gustav", "Beatrix"]
    rect = page.points.visualRect(page.points.model().index(3, 0))
    qtbot.mouseClick(page.points.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.guesses_model.player == "Gustav"
    assert page.players.currentItem().text() == "Gustav"


def qtbot_point(header: Any, section: int) -> Any:
    from PySide6.QtCore import QPoint

    return QPoint(header.sectionViewportPosition(section) + header.sectionSize(section) // 2, header.height() // 2)


def test_the_page_follows_an_edit(qtbot: Any, window: Any) -> None:
    window.wmm.load_demo()
    page = open_players_tab(qtbot, window)
    choose(qtbot, page, "Emil")
    document = window.wmm.document
    guess = document.game.rounds[1].guesses[2]
    assert (guess.guesser, guess.word) == ("Emil", "ATLAS")
    document.edit("Emil hits", lambda g: g.with_guess(2, 2, guess.__class__("Emil", "Alfons", "SALAT")))
    assert rows(page.guesses)[-1][:4] == ["2", "SALAT", "Alfons", "+++++"]
    assert rows(page.points)[3][0] == "Emil" and rows(page.points)[3][2] != "15"


@pytest.mark.parametrize("make", [OwnGuessesModel, PointsTableModel], ids=["own guesses", "points"])
def test_the_models_keep_the_contract_through_edits(qtmodeltester: Any, make: Any) -> None:
    document = GameDocument(rules_example())
    model = make(document)
    if isinstance(model, OwnGuessesModel):
        model.set_player("Alfons")
    document.changed.connect(model.refresh)  # as the page does while shown
    qtmodeltester.check(model, force_py=True)
    document.edit("delete", lambda g: g.without_guesses(2, [1, 3]))
    document.undo_stack.undo()
    document.replace(table_example(), None)
    if isinstance(model, OwnGuessesModel):
        model.set_player(document.game.players[1].name)
        assert model.rowCount() > 0
    else:
        assert model.columnCount() == len(document.game.rounds) + 2
    qtmodeltester.check(model, force_py=True)


def test_opening_the_page_of_a_big_game_asks_only_for_the_cells_on_screen(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from wordmastermind.core.wmm.simulate import random_game

    asked = [0]
    data = PointsTableModel.data

    def counted(self: PointsTableModel, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        asked[0] += 1
        return data(self, index, role)

    monkeypatch.setattr(PointsTableModel, "data", counted)
    window.wmm.document.replace(random_game(100, 40, seed=2026, hit_chance=0.02), None)
    page = open_players_tab(qtbot, window)
    assert page.points_model.rowCount() == 100 and page.points_model.columnCount() == 42
    # Sizing the columns by Qt's ResizeToContents asked for every cell in every role: some 100,000 times.
    assert asked[0] < 20_000


def test_the_points_table_is_described_in_natural_german(qtbot: Any) -> None:
    """A German play-tester read "Punkte je Runde: was der Stand jedes Spielers darin gewann" above the table:
    a stand does not win anything. It says what each player gained in each round."""
    from wordmastermind.gui.i18n import Translators
    from wordmastermind.gui.wmm.players_page import PlayersPage

    translators = Translators()
    assert translators.install("de")
    try:
        page = PlayersPage(GameDocument(rules_example()))
        qtbot.addWidget(page)
        said = "Punkte je Runde: was jeder Spieler in jeder Runde dazugewonnen hat"
        assert page.points_caption.text() == said
        assert page.points.accessibleDescription() == said
    finally:
        translators.install("en")


def test_the_chosen_players_guesses_are_whole_when_the_page_has_room_for_both_tables(qtbot: Any) -> None:
    """At 150 % the middle table's last column (Punkte) was cut while the points table beside it had room to
    spare: the two panes were split half and half, whatever their tables needed. Now the guesses get every
    column, the points table the rest; with room for both, both are whole."""
    from wordmastermind.core.wmm.simulate import random_game
    from wordmastermind.gui.wmm.players_page import PlayersPage

    page = PlayersPage(GameDocument(random_game(20, 5, 7, hit_chance=0)))
    qtbot.addWidget(page)
    page.resize(1200, 600)
    page.show()
    qtbot.waitExposed(page)

    def whole(view: Any) -> int:
        header = view.horizontalHeader()
        return sum(header.sectionSize(c) for c in range(header.count()))

    guesses, points = whole(page.guesses), whole(page.points)
    assert guesses > points + 40  # the guesses need more than half of what both need
    from PySide6.QtWidgets import QSplitter

    splitter = page.findChild(QSplitter)
    extra = page.width() - sum(splitter.sizes()[1:])  # the list, the handles, the margins
    page.resize(extra + guesses + points + 80, 600)  # room for both, with little to spare
    qtbot.waitUntil(lambda: page.guesses.viewport().width() >= guesses
                    and page.points.viewport().width() >= points, timeout=2000)


@pytest.mark.parametrize("language, said, take_over", [
    ("nl", "Punten per ronde: wat elke speler in elke ronde heeft behaald",
     "Een nieuwe speler neemt deze plaats vanaf een ronde over, met het geheime woord ervan"),
    ("fr", "Points par manche\u00a0: ce que chaque joueur a gagné à chaque manche",
     "Une nouvelle personne reprend cette place à partir d’une manche, avec son mot secret"),
], ids=["nl", "fr"])
def test_the_points_table_is_described_as_a_dutch_or_french_game_master_says_it(
        qtbot: Any, language: str, said: str, take_over: str) -> None:
    """As the German before it, the Dutch caption said "wat de stand van elke speler erin won" and the French
    "ce que le total de chaque joueur y a gagné" (a standing, a total wins nothing; French also wanted its
    non-breaking space before the colon); the take-over button "played" a place ("speelt deze plaats verder",
    "joue cette place") where the button says it is taken over."""
    from wordmastermind.gui.i18n import Translators
    from wordmastermind.gui.wmm.players_page import PlayersPage

    translators = Translators()
    assert translators.install(language)
    try:
        page = PlayersPage(GameDocument(rules_example()))
        qtbot.addWidget(page)
        assert page.points_caption.text() == said
        assert page.points.accessibleDescription() == said
        assert page.take_over_button.toolTip() == take_over
    finally:
        translators.install("en")


def test_the_german_page_of_a_game_without_players_asks_the_game_master_as_the_app_does(qtbot: Any) -> None:
    """It said "Wähle einen Spieler, …", du to the game master, whom the German app asks without a pronoun
    ("Einen Spieler wählen: seine Rateversuche stehen daneben") or with Sie."""
    from wordmastermind.gui.i18n import Translators
    from wordmastermind.gui.wmm.players_page import PlayersPage

    translators = Translators()
    assert translators.install("de")
    try:
        page = PlayersPage(GameDocument())
        qtbot.addWidget(page)
        assert page.caption.text() == "Einen Spieler wählen, um seine Rateversuche aller Runden zu sehen."
    finally:
        translators.install("en")
