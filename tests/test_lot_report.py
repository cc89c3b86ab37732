"""The lot report: what each player is told before round 1, and nothing secret."""

from __future__ import annotations

import pytest

from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.report import Audience, Table
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game, Player, Settings
from wordmastermind.core.wmm.lot import with_drawn_lot
from wordmastermind.core.wmm.lot_report import lot_report
from wordmastermind.core.wmm.scoring import guesses_per_round
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.i18n import translation


def drawn(players: int = 8, language: str = "en") -> Game:
    names = [f"Spieler {i}" for i in range(players)]
    secrets = ["SALAT", "LAMPE", "HOSEN", "TISCH", "KERZE", "BIRNE", "WOLKE", "PILZE", "ZANGE", "NADEL"]
    game = Game(
        Settings(title="Herbstpartie", language=language),
        tuple(Player(name, secret) for name, secret in zip(names, secrets)),
    )
    return with_drawn_lot(game, seed=3)


def test_each_player_finds_the_players_drawn_for_them() -> None:
    game = drawn()
    report = lot_report(player_view(evaluate(game), 0))
    assert report.audience is Audience.PLAYERS
    (table,) = report.tables()
    rows = {row[0]: row[1] for row in table.rows}
    assert game.lot is not None
    for guesser, targets in game.lot.assignment:
        assert rows[guesser] == ", ".join(targets)
    text = report.text()
    assert "Herbstpartie" in text
    assert "5 letters" in text
    k = guesses_per_round(len(game.players))
    assert f"{k} guesses" in text


def test_no_secret_word_is_in_the_lot_report() -> None:
    game = drawn()
    text = lot_report(player_view(evaluate(game), 0)).text().upper()
    for player in game.players:
        assert player.secret not in text


def test_the_lot_report_in_german() -> None:
    game = drawn(language="de")
    report = lot_report(player_view(evaluate(game), 0), catalogs=translation)
    assert "Runde 1" in report.title
    assert "Buchstaben" in report.text()
    assert lot_report(player_view(evaluate(drawn()), 0), "de", catalogs=translation).title == report.title
    (table,) = report.tables()
    assert table.columns[0].title == "Spieler"


def test_a_lot_not_drawn_yet_is_refused_with_a_reason() -> None:
    game = Game(Settings(), tuple(Player(f"P{i}", w) for i, w in enumerate(["SALAT", "LAMPE", "HOSEN", "TISCH"])))
    with pytest.raises(ValueError, match="not been drawn"):
        lot_report(player_view(evaluate(game), 0))


def test_a_lot_that_no_longer_fits_the_roster_is_refused() -> None:
    game = drawn()
    game = game.with_player(len(game.players), Player("Neuling", "NADEL"))
    with pytest.raises(ValueError, match="Neuling is not in the lot"):
        lot_report(player_view(evaluate(game), 0))


def test_a_big_game_has_a_row_per_player() -> None:
    game = random_game(players=100, rounds=0, seed=2)
    (table,) = lot_report(player_view(evaluate(game), 0)).tables()
    assert len(table.rows) == 100


def test_the_rules_example_lot() -> None:
    game = rules_example()
    if game.lot is None:
        pytest.skip("the rules' example has no lot")
    assert lot_report(player_view(evaluate(game), 0)).tables()
