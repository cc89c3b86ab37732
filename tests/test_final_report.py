"""The last round's report once the game is over, and each guess's points in the players' report."""

from __future__ import annotations

import dataclasses

from test_translations import french
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.report import Table
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.i18n import translation


def over() -> tuple:  # type: ignore[type-arg]
    """6 players, over after round 2; Player 005's word was never guessed, Player 006 wins."""
    game = random_game(players=6, rounds=30, seed=1, hit_chance=0.3)
    evaluation = evaluate(game)
    assert evaluation.game_over_after == 2
    return game, evaluation


def test_the_final_report_reveals_every_secret_with_its_owner_and_when_it_was_guessed() -> None:
    game, evaluation = over()
    report = round_report(player_view(evaluation, 2))
    secrets = next(t for t in report.tables() if t.sheet == "Secrets")
    rows = {row[0]: row[1:] for row in secrets.rows}
    for player in game.players:
        result = evaluation.player(player.name)
        word, status = rows[player.name][:2]
        assert word == player.secret
        if result.guessed_in_round is None:
            assert status == "never guessed"
        else:
            assert status == f"guessed in round {result.guessed_in_round}"
    assert "E-mail" not in [c.title for c in secrets.columns]  # the overview's table, not the players'
    never = game.player("Player 005")
    assert never is not None and never.secret in report.text()


def test_the_final_report_names_the_winner() -> None:
    _game, evaluation = over()
    text = round_report(player_view(evaluation, 2)).text()
    assert "Final standings" in text
    assert "The winner: Player 006" in text
    german = round_report(player_view(evaluation, 2), language="de", catalogs=translation).text()
    assert "Endstand" in german and "Gewonnen hat Player 006" in german


def test_tied_winners_are_listed_as_each_language_says_a_list() -> None:
    """Found by a German game master: "Gewonnen haben gleichauf Jana Keller, Paula Richter." (no "und")."""
    tied = evaluate(random_game(players=6, rounds=30, seed=17, hit_chance=0.3))
    said = {language: round_report(player_view(tied, 1), language=language, catalogs=translation).text()
            for language in ("en", "de", "nl", "fr")}
    assert "The winners (tied): Player 004 and Player 005." in said["en"]
    assert "Gewonnen haben gleichauf Player 004 und Player 005." in said["de"]
    assert "Gedeelde winnaars: Player 004 en Player 005." in said["nl"]
    assert french("Vainqueurs ex aequo : Player 004 et Player 005.") in said["fr"]


def test_the_final_reports_title_says_it_gives_the_final_standings_in_each_language() -> None:
    """The title of the last report (a PDF's first line, a Word file's title) said "round 2" as any round's."""
    game, evaluation = over()
    game = game.with_settings(dataclasses.replace(game.settings, title="Herbst"))
    evaluation = evaluate(game)
    titles = {language: round_report(player_view(evaluation, 2), language=language, catalogs=translation).title
              for language in ("en", "de", "nl", "fr")}
    assert titles == {"en": "Herbst, round 2: final standings", "de": "Herbst, Runde 2: Endstand",
                      "nl": "Herbst, ronde 2: eindstand", "fr": french("Herbst, manche 2 : classement final")}
    assert round_report(player_view(evaluation, 1)).title == "Herbst, round 1"  # before the end: the round's


def test_the_winners_own_part_of_the_final_report_says_they_won() -> None:
    """Found by a French game master: the winner's final letter said only "rank 1 of 7"."""
    from wordmastermind.core.report import Paragraph
    from wordmastermind.core.wmm.own_guesses import own_guesses, own_guesses_blocks
    from wordmastermind.core.wmm.results import Evaluation

    def total_line(evaluation: Evaluation, name: str, number: int, language: str = "en") -> str:
        line = own_guesses_blocks(own_guesses(evaluation, name, number), language=language, catalogs=translation)[-1]
        assert isinstance(line, Paragraph)
        return line.text

    _game, evaluation = over()
    assert total_line(evaluation, "Player 006", 2).endswith("rank 1 of 6. You won the game.")
    assert total_line(evaluation, "Player 006", 2, "de").endswith("Du hast die Partie gewonnen.")
    assert "won" not in total_line(evaluation, "Player 006", 1)  # before the end: no winner yet
    assert "won" not in total_line(evaluation, "Player 005", 2)
    tied = evaluate(random_game(players=6, rounds=30, seed=17, hit_chance=0.3))
    assert total_line(tied, "Player 004", 1).endswith("You won the game, tied with Player 005.")


def test_a_tie_on_top_names_all_winners() -> None:
    evaluation = evaluate(random_game(players=6, rounds=30, seed=17, hit_chance=0.3))
    assert evaluation.game_over_after == 1
    text = round_report(player_view(evaluation, 1)).text()
    assert "The winners (tied): Player 004 and Player 005" in text


def test_notes_of_the_final_round_are_not_masked() -> None:
    game, _ = over()
    never = game.player("Player 005")
    assert never is not None
    game = game.with_notes(2, f"Nobody found {never.secret}!")
    report = round_report(player_view(evaluate(game), 2))
    assert f"Nobody found {never.secret}!" in report.text()
    assert report.warnings == ()


def test_a_round_before_the_end_is_simply_the_round_report() -> None:
    game, evaluation = over()
    report = round_report(player_view(evaluation, 1))
    never = game.player("Player 005")
    assert never is not None and never.secret not in report.text()
    assert "Final standings" not in report.text()
    assert all(t.sheet != "Secrets" for t in report.tables())


def test_an_unfinished_game_has_no_final_report() -> None:
    evaluation = evaluate(rules_example())
    assert not evaluation.game_over
    report = round_report(player_view(evaluation, evaluation.round))
    assert "SALAT" not in report.text()
    assert "Final standings" not in report.text()


def test_each_guess_shows_its_points_next_to_its_marks() -> None:
    evaluation = evaluate(rules_example())
    report = round_report(player_view(evaluation, 2))
    guesses = [t for t in report.tables() if t.sheet == "Guesses"]
    assert guesses
    shown = 0
    for table in guesses:
        titles = [c.title for c in table.columns]
        assert titles[titles.index("Marks") + 1] == "Points"
        expected = {(g.round, g.word): g for g in evaluation.guesses_at(table.group)}
        for row in table.rows:
            result = expected[(row[0], row[1])]
            assert row[2] == str(result.marks)
            assert row[3] == result.points
            shown += 1
    assert shown == sum(1 for t in guesses for _ in t.rows) > 0
    assert any(row[3] for t in guesses for row in t.rows)  # some guess scored


def test_points_in_german() -> None:
    report = round_report(player_view(evaluate(rules_example()), 2), language="de", catalogs=translation)
    table = next(t for t in report.tables() if t.sheet == "Rateversuche")
    assert "Punkte" in [c.title for c in table.columns]
