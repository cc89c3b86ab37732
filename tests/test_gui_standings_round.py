"""The standings beside the round table follow the round tab chosen, with the change since the round before."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt

from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.standings_model import GAINED, PLAYER, RANK, TOTAL, WORD, StandingsModel


def shown(model: Any) -> dict[str, tuple[str, ...]]:
    """Each player's row as the view shows it: rank (with its move), total, gained, word."""
    return {
        model.index(r, PLAYER).data(): tuple(model.index(r, c).data() for c in (RANK, TOTAL, GAINED, WORD))
        for r in range(model.rowCount())
    }


def click_tab(qtbot: Any, page: Any, index: int) -> None:
    qtbot.mouseClick(page.tabs, Qt.MouseButton.LeftButton, pos=page.tabs.tabRect(index).center())


def test_switching_round_tabs_shows_the_standings_of_that_round(qtbot: Any, window: Any) -> None:
    window.wmm.load_demo()  # the rules' example: two rounds, the tab of round 2 chosen
    page = window.wmm.rounds_page
    model = page.standings.model()  # what the view shows (sorted by its proxy)
    assert "round 2" in page.standings_caption.text()
    rows = shown(model)
    assert rows["Emil"] == ("2 ▲3", "20", "15", "guessed in round 2")
    assert rows["Beatrix"] == ("5 ▼4", "13", "6", "in play")
    assert rows["Alfons"] == ("1 –", "31", "24", "in play")

    click_tab(qtbot, page, 0)
    assert page.current_round() == 1
    assert "round 1" in page.standings_caption.text() and "round 2" not in page.standings_caption.text()
    rows = shown(model)
    assert rows["Alfons"] == ("1", "7", "7", "in play")
    assert rows["Emil"] == ("5", "5", "5", "in play")  # his word was guessed only in round 2
    assert [model.index(r, PLAYER).data() for r in range(3)] == ["Alfons", "Gustav", "Beatrix"]

    click_tab(qtbot, page, 2)  # round 3, new: the standings after the last round entered
    assert page.current_round() == 3
    assert "round 2" in page.standings_caption.text()
    assert shown(model)["Emil"][1] == "20"
    # A click on a header sorts by that column: the points gained in the round, as numbers.
    header = page.standings.horizontalHeader()
    x = header.sectionViewportPosition(GAINED) + header.sectionSize(GAINED) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))
    assert [model.index(r, GAINED).data() for r in range(5)] == ["6", "7", "12", "15", "24"]


def test_an_edit_in_the_round_shown_moves_its_standings(qtbot: Any, window: Any) -> None:
    window.wmm.load_demo()
    page = window.wmm.show_rounds(1)
    document = window.wmm.document
    row = next(i for i, g in enumerate(document.game.rounds[0].guesses) if g.guesser == "Emil")
    guess = document.game.rounds[0].guesses[row]
    assert guess.target == "Alfons"
    # Emil guesses Alfons's SALAT in round 1 (which makes round 2's guesses at it illegal).
    document.edit("Emil hits", lambda g: g.with_guess(1, row, guess.__class__("Emil", "Alfons", "SALAT")))
    rows = shown(page.standings.model())
    assert rows["Emil"][0] == "1" and int(rows["Emil"][1]) > 5
    assert rows["Alfons"][3] == "guessed in round 1"


def test_the_standings_model_keeps_the_contract_while_the_round_changes(qtmodeltester: Any) -> None:
    document = GameDocument(rules_example())
    model = StandingsModel(document)
    qtmodeltester.check(model, force_py=True)
    model.set_round(1)
    assert {model.index(r, PLAYER).data(): model.index(r, TOTAL).data() for r in range(5)}["Alfons"] == "7"
    model.set_round(2)
    document.edit("undo round 2", lambda g: g.without_guesses(2, [0, 1, 2, 3, 4]))
    model.set_round(7)
    document.undo_stack.undo()
    qtmodeltester.check(model, force_py=True)
    assert model.headerData(GAINED, Qt.Orientation.Horizontal) is not None


def test_after_the_games_last_round_a_word_not_guessed_was_never_guessed(qtbot: Any, window: Any) -> None:
    """Found by a game master: the game over, the standings still said "in play" where the final report says
    "never guessed"."""
    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.simulate import random_game

    game = random_game(5, 30, 1, hit_chance=0.4)
    evaluation = evaluate(game)
    over = evaluation.game_over_after
    assert over is not None and over >= 2
    never = {p.name for p in evaluation.players if p.guessed_in_round is None and p.withdrawn_after is None}
    assert never
    window.wmm.document.replace(game, None)
    page = window.wmm.show_rounds(over)
    rows = shown(page.standings.model())
    assert {name for name, row in rows.items() if row[3] == "never guessed"} == never
    assert "in play" not in {row[3] for row in rows.values()}
    click_tab(qtbot, page, over - 2)  # a round before the end: those words were in play then
    assert {rows[3] for rows in shown(page.standings.model()).values()} >= {"in play"}
