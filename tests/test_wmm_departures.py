"""A game in which a player withdraws after round 2 and another place is taken over after round 3.

Five players (k = 1). Secrets: Anna HOSEN, Bernd TISCH, Carla LAMPE, Dora STURM, Emil WOLKE. The lot:
Anna -> Bernd -> Carla -> Dora -> Emil -> Anna. Dora withdraws after round 2; her word either leaves
(game A) or stays (game B). Fritz takes over Emil's place after round 3. Every figure below is
worked by hand from the rules: round 1 scores one point per mark; later a guess scores
KP x WF / V rounded half up (KP: 3 per Plus, 2 per Kringel; V: the different words guessed at the
target before the round; WF: the largest V of any word, gone ones included); a word scores 2 per
guess received and 1 per round in play.

Round 1 (lot, WF 1): FISCH at TISCH ++++ 4, KAMPF at LAMPE +++ 3, SPORT at STURM ++o 3,
WOCHE at WOLKE +++ 3, HASEN at HOSEN ++++ 4.
Round 2 (WF 1, every V 1): Anna TISCH at Bernd, a hit: 15; Bernd STURZ at Dora ++++ 12; Carla ROSEN
at Anna ++++ 12; Dora RAMPE at Carla ++++ 12; Emil STUHL at Dora +++ 9.
After round 2: V Anna 2, Bernd 2, Carla 2, Dora 3, Emil 1, so WF 3 in round 3.
Round 3 (WF 3): Anna MOLKE at Emil ++++ 12*3/1 = 36; Bernd STROM at Dora +++o 11*3/3 = 11 (game B;
refused in game A: the word left); Carla HOLEN at Anna ++++ 12*3/2 = 18; Dora WOLKE at Emil refused
(she withdrew); Emil LARVE at Carla +++ 9*3/2 = 13.5 -> 14.
Round 4 (WF 3 in A, 4 in B: Dora's V is 4 there): Anna LAMPE at Carla, a hit: 15*3/3 = 15 (A),
15*4/3 = 20 (B); Bernd POLKA at Fritz +++ 9*3/2 = 13.5 -> 14 (A), 9*4/2 = 18 (B); Carla DOSEN at Anna
++++ 12*3/3 = 12 (A), 12*4/3 = 16 (B); Fritz OSTEN at Anna ++oo 10*3/3 = 10 (A), 10*4/3 = 13.3 -> 13 (B).
Round 5 (WF 5): Anna WOLKE at Fritz, a hit: 15*5/3 = 25; Bernd LOSEN, Carla TOSEN and Fritz HASEN (a word
guessed before: V stays 5) at Anna ++++ 12*5/5 = 12 each.
Game A ends after round 5: only Anna's word is left in play, and she cannot guess at her own.
Game B goes on (Dora's word stays in play): round 6 (WF 7): Anna and Carla STURM at Dora, hits,
15*7/4 = 26.25 -> 26 each; Bernd HOSEN at Anna, a hit, 15*7/7 = 15. It ends there.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordmastermind.core.wmm.departures import (
    DepartureError,
    name_in_round,
    removal_problems,
    report_withheld,
    take_over,
    undo_takeover,
    undo_withdrawal,
    withdraw,
)
from wordmastermind.core.wmm.evaluation import evaluate, players_after
from wordmastermind.core.wmm.game import Game, Guess, Lot, Player, Round, Settings
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.wmm.file import GameFileError, load_game, save_game
from wordmastermind.files.writers import text


def render_text(report: object) -> str:
    """The report as text, on one line (the text writer wraps long paragraphs)."""
    return " ".join(text.render_text(report).split())  # type: ignore[arg-type]

SECRETS = {"Anna": "HOSEN", "Bernd": "TISCH", "Carla": "LAMPE", "Dora": "STURM", "Emil": "WOLKE"}
LOT = Lot(7, (("Anna", ("Bernd",)), ("Bernd", ("Carla",)), ("Carla", ("Dora",)), ("Dora", ("Emil",)),
              ("Emil", ("Anna",))))


def _round(*guesses: tuple[str, str, str]) -> Round:
    return Round(tuple(Guess(*guess) for guess in guesses))


ROUND_1 = _round(("Anna", "Bernd", "FISCH"), ("Bernd", "Carla", "KAMPF"), ("Carla", "Dora", "SPORT"),
                 ("Dora", "Emil", "WOCHE"), ("Emil", "Anna", "HASEN"))
ROUND_2 = _round(("Anna", "Bernd", "TISCH"), ("Bernd", "Dora", "STURZ"), ("Carla", "Anna", "ROSEN"),
                 ("Dora", "Carla", "RAMPE"), ("Emil", "Dora", "STUHL"))
ROUND_3 = _round(("Anna", "Emil", "MOLKE"), ("Bernd", "Dora", "STROM"), ("Carla", "Anna", "HOLEN"),
                 ("Dora", "Emil", "WOLKE"), ("Emil", "Carla", "LARVE"))
ROUND_4 = _round(("Anna", "Carla", "LAMPE"), ("Bernd", "Fritz", "POLKA"), ("Carla", "Anna", "DOSEN"),
                 ("Fritz", "Anna", "OSTEN"))
ROUND_5 = _round(("Anna", "Fritz", "WOLKE"), ("Bernd", "Anna", "LOSEN"), ("Carla", "Anna", "TOSEN"),
                 ("Fritz", "Anna", "HASEN"))
ROUND_6 = _round(("Anna", "Dora", "STURM"), ("Bernd", "Anna", "HOSEN"), ("Carla", "Dora", "STURM"))


def _start() -> Game:
    players = tuple(Player(name, secret, f"{name.lower()}@example.org") for name, secret in SECRETS.items())
    return Game(settings=Settings("Herbstrunde"), players=players, lot=LOT, rounds=(ROUND_1, ROUND_2))


def play(word: str) -> Game:
    """The game as a game master enters it: two rounds, Dora withdraws, round 3, Fritz takes over, on."""
    game = withdraw(_start(), "Dora", 2, word)
    game = game.with_round(3, ROUND_3)
    game = take_over(game, "Emil", "Fritz", email="fritz@example.org", after_round=3)
    for number, round_ in enumerate((ROUND_4, ROUND_5, ROUND_6)[: 2 if word == "leaves" else 3], 4):
        game = game.with_round(number, round_)
    return game


def _figures(game: Game, upto: int | None = None) -> dict[str, tuple[int, int, int, int, int]]:
    """name: (guess points, guesses received, rounds in play, total, rank)."""
    result = evaluate(game, upto=upto)
    return {p.name: (p.guess_points, p.guesses_received, p.rounds_in_play, p.total, p.rank) for p in result.players}


def test_rounds_up_to_the_withdrawal_stay_as_they_were() -> None:
    before = evaluate(_start())
    for word in ("leaves", "stays"):
        after = evaluate(withdraw(_start(), "Dora", 2, word))
        assert [r.totals for r in after.rounds] == [r.totals for r in before.rounds]
        assert [[(g.points, str(g.marks), g.v, g.wf) for g in r.guesses] for r in after.rounds] == [
            [(g.points, str(g.marks), g.v, g.wf) for g in r.guesses] for r in before.rounds]
    # after round 2, by hand: guess points 19, 15, 15, 15, 13; word points 6, 6, 6, 8, 4
    assert before.rounds[1].totals == (25, 21, 21, 23, 17)


def test_game_a_her_word_leaves() -> None:
    game = play("leaves")
    result = evaluate(game)
    round_3 = result.rounds[2]
    assert [(g.guesser, g.points, None if g.problem is None else str(g.problem)) for g in round_3.guesses] == [
        ("Anna", 36, None),
        ("Bernd", 0, "Dora's word left the game when they withdrew after round 2"),
        ("Carla", 18, None),
        ("Dora", 0, "Dora withdrew after round 2"),
        ("Fritz", 14, None),
    ]
    assert [g.points for g in result.rounds[3].guesses] == [15, 14, 12, 10]
    assert [g.points for g in result.rounds[4].guesses] == [25, 12, 12, 12]
    assert [r.wf for r in result.rounds] == [1, 1, 3, 3, 5]
    assert result.game_over_after == 5
    assert _figures(game) == {
        "Anna": (95, 8, 5, 116, 1),
        "Bernd": (41, 2, 2, 47, 4),
        "Carla": (57, 4, 4, 69, 2),
        "Dora": (15, 3, 2, 23, 5),
        "Fritz": (49, 4, 5, 62, 3),
    }
    dora = result.player("Dora")
    assert (dora.withdrawn_after, dora.word_left_after, dora.in_play, dora.playing) == (2, 2, False, False)
    assert [r.totals for r in result.rounds] == [
        (7, 6, 6, 6, 7), (25, 21, 21, 23, 17), (64, 21, 42, 23, 34), (84, 35, 57, 23, 47),
        (116, 47, 69, 23, 62)]
    # a sixth round would come after the end
    late = game.with_round(6, _round(("Anna", "Dora", "STURM")))
    assert str(evaluate(late).rounds[5].guesses[0].problem) == "the game ended after round 5"


def test_game_b_her_word_stays() -> None:
    game = play("stays")
    result = evaluate(game)
    assert [(g.points, None if g.problem is None else str(g.problem)) for g in result.rounds[2].guesses] == [
        (36, None), (11, None), (18, None), (0, "Dora withdrew after round 2"), (14, None)]
    assert [g.points for g in result.rounds[3].guesses] == [20, 18, 16, 13]
    assert [g.points for g in result.rounds[4].guesses] == [25, 12, 12, 12]
    assert [g.points for g in result.rounds[5].guesses] == [26, 15, 26]
    assert [r.wf for r in result.rounds] == [1, 1, 3, 4, 5, 7]
    # Not over after round 5: Anna still has Dora's word to guess at.
    assert evaluate(game, upto=5).game_over_after is None
    assert result.game_over_after == 6
    assert _figures(game) == {
        "Anna": (126, 9, 6, 150, 1),
        "Bernd": (71, 2, 2, 77, 3),
        "Carla": (87, 4, 4, 99, 2),
        "Dora": (15, 6, 6, 33, 5),
        "Fritz": (52, 4, 5, 65, 4),
    }
    assert _figures(game, 5) == {
        "Anna": (100, 8, 5, 121, 1),
        "Bernd": (56, 2, 2, 62, 4),
        "Carla": (61, 4, 4, 73, 2),
        "Dora": (15, 4, 5, 28, 5),
        "Fritz": (52, 4, 5, 65, 3),
    }
    dora = result.player("Dora")
    assert (dora.withdrawn_after, dora.word_left_after, dora.guessed_in_round) == (2, None, 6)


def test_the_incremental_evaluation_agrees_after_a_withdrawal() -> None:
    game = play("stays")
    edited = game.with_guess(4, 0, Guess("Anna", "Carla", "LAMPE"))  # the same guess, a new round object
    assert evaluate(edited, previous=evaluate(game)).players == evaluate(edited).players
    changed = game.with_guess(3, 2, Guess("Carla", "Anna", "HOSEN"))
    assert evaluate(changed, previous=evaluate(game)).players == evaluate(changed).players


@pytest.mark.parametrize("how", ["stays", "leaves"])
def test_the_players_after_each_round_are_as_evaluated_up_to_it(how: str) -> None:
    # Who withdrew, whose word left, V and the ranks after an earlier round: kept by the
    # evaluation of the whole game (the standings beside a past round, its report).
    game = play(how)
    whole = evaluate(game)
    for number in range(1, whole.round + 1):
        assert players_after(whole, number) == evaluate(game, number).players


def test_the_final_report_tells_the_withdrawal_and_the_takeover() -> None:
    game = play("leaves")
    result = evaluate(game)
    final = render_text(round_report(player_view(result, 5)))
    assert "Final standings" in final and "The winner: Anna." in final
    assert "withdrew after round 2, word left" in final
    assert "Emil (now Fritz)" in final
    # the round 3 report tells Dora's word, which left with her; round 2's did not tell it
    third = render_text(round_report(player_view(result, 3)))
    assert "Dora withdrew after round 2; their word STURM leaves the game unguessed." in third
    assert "STURM" not in render_text(round_report(player_view(result, 2)))
    # the round 4 report: Fritz plays Emil's place; earlier guesses stay under Emil's name
    fourth = render_text(round_report(player_view(result, 4)))
    assert "Fritz plays Emil's place from round 4." in fourth
    assert "Emil (now Fritz)" in fourth
    assert name_in_round(game, "Fritz", 3) == "Emil" and name_in_round(game, "Fritz", 4) == "Fritz"


@pytest.mark.parametrize("word", ["leaves", "stays"])
def test_a_withdrawn_player_gets_the_report_of_her_last_round_and_the_final_one(word: str) -> None:
    """Dora sent her guesses of round 2 and withdrew after it: round 2's report marks them (RAMPE at Carla),
    and is hers, as the final report is; no report of a round between (found by a game master: round 2's
    never reached her)."""
    result = evaluate(play(word))
    last = result.round
    assert last == (5 if word == "leaves" else 6)
    withheld = [report_withheld(player_view(result, number), "Dora") for number in range(last + 1)]
    assert withheld == [None, None, None, *[2] * (last - 3), None]
    assert not any(report_withheld(player_view(result, number), name)
                   for number in range(last + 1) for name in ("Anna", "Bernd", "Carla", "Fritz"))
    # a withdrawal that ends the game (his word leaves): the report of his last round is the final one
    ended = evaluate(withdraw(random_game(players=6, rounds=30, seed=1, hit_chance=0.3), "Player 001", 1))
    assert ended.game_over_after == 1 and report_withheld(player_view(ended, 1), "Player 001") is None


def test_a_word_that_stays_is_told_as_staying_and_kept_secret() -> None:
    result = evaluate(play("stays"))
    third = render_text(round_report(player_view(result, 3)))
    assert "Dora withdrew after round 2; their word stays in play." in third
    assert "STURM" not in third
    assert "in play, withdrew after round 2" in third


def test_a_takeover_keeps_the_secret_and_moves_the_mail() -> None:
    game = play("leaves")
    fritz = game.player("Fritz")
    assert fritz is not None and (fritz.secret, fritz.email) == ("WOLKE", "fritz@example.org")
    assert game.player("Emil") is None
    back = undo_takeover(game, "Fritz")
    emil = back.player("Emil")
    assert emil is not None and emil.email == "emil@example.org"
    assert back.rounds[3].guesses[3].guesser == "Emil"


def test_withdrawing_can_be_taken_back_and_is_refused_where_it_makes_no_sense() -> None:
    game = withdraw(_start(), "Dora", 2)
    assert evaluate(undo_withdrawal(game, "Dora")).players == evaluate(_start()).players
    with pytest.raises(DepartureError, match="Dora withdrew after round 2 already"):
        withdraw(game, "Dora", 1)
    with pytest.raises(DepartureError, match="round 3 has not been entered yet"):
        withdraw(_start(), "Anna", 3)
    with pytest.raises(DepartureError, match="after round 1 at the earliest"):
        withdraw(_start(), "Anna", 0)
    with pytest.raises(DepartureError, match="Zora is not a player"):
        withdraw(_start(), "Zora", 1)
    with pytest.raises(DepartureError, match="Dora withdrew after round 2: take the withdrawal back first"):
        take_over(game, "Dora", "Fritz")
    with pytest.raises(DepartureError, match="Bernd is a player already"):
        take_over(_start(), "Anna", "bernd")


def test_removing_a_player_who_played_is_refused_with_the_way_out() -> None:
    game = _start()
    problems = removal_problems(game, [3], "Game ▸ Withdraw…")
    assert tuple(str(problem) for problem in problems) == (
        "Dora has guesses in rounds 1–2; to let the player stop, withdraw them (Game ▸ Withdraw…)",)
    assert removal_problems(Game(players=game.players, lot=LOT), [3], "x") == ()


def test_the_game_file_keeps_withdrawals_and_takeovers(tmp_path: Path) -> None:
    game = play("stays")
    path = tmp_path / "herbst.wmm"
    save_game(game, path)
    data = json.loads(path.read_text("utf-8"))
    assert data["schema_version"] >= 6  # withdrawals and takeovers came with version 6
    assert data["withdrawals"] == [{"player": "Dora", "after_round": 2, "word": "stays"}]
    assert data["takeovers"] == [{"player": "Fritz", "after_round": 3, "before_name": "Emil",
                                  "before_email": "emil@example.org"}]
    assert load_game(path) == game


@pytest.mark.parametrize(("change", "said"), [
    (lambda d: d["withdrawals"][0].update(player="Zora"), "withdrawals[0].player: Zora is not in the roster"),
    (lambda d: d["withdrawals"][0].update(word="goes"), "withdrawals[0].word: expected 'leaves', 'stays'"),
    (lambda d: d["withdrawals"][0].update(after_round=0), "withdrawals[0].after_round: rounds start at 1"),
    (lambda d: d["withdrawals"].append(dict(d["withdrawals"][0])), "withdrawals[1].player: Dora withdraws once"),
    (lambda d: d["takeovers"][0].update(player="Emil"), "takeovers[0].player: Emil is not in the roster"),
])
def test_a_bad_withdrawal_or_takeover_in_a_file_is_refused_naming_it(tmp_path: Path, change, said) -> None:
    path = tmp_path / "herbst.wmm"
    save_game(play("stays"), path)
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(GameFileError) as refused:
        load_game(path)
    assert said in str(refused.value)


@settings(max_examples=60, deadline=None)
@given(st.integers(4, 12), st.integers(0, 10_000), st.data())
def test_a_withdrawal_never_changes_a_round_up_to_it_and_the_game_ends_only_by_the_rule(
        players: int, seed: int, data: st.DataObject) -> None:
    game = random_game(players, 8, seed=seed, hit_chance=0.2)
    plain = evaluate(game)
    last = plain.game_over_after or len(game.rounds)
    after = data.draw(st.integers(1, last))
    if plain.game_over_after is not None and after >= plain.game_over_after:
        return
    who = data.draw(st.sampled_from([p.name for p in game.players]))
    word = data.draw(st.sampled_from(["leaves", "stays"]))
    gone = withdraw(game, who, after, word)
    result = evaluate(gone)
    assert [r.totals for r in result.rounds[:after]] == [r.totals for r in plain.rounds[:after]]
    assert all(g.guesser != who or g.problem is not None for r in result.rounds[after:] for g in r.guesses)
    # the incremental path agrees with a whole evaluation
    edited = gone.with_guess(len(gone.rounds), 0, gone.rounds[-1].guesses[0]) if gone.rounds[-1].guesses else gone
    assert evaluate(edited, previous=result).players == evaluate(edited).players
    # the end: after it (or at the last round) some player still playing has fewer than k words to guess at
    if result.game_over_after is not None:
        state = evaluate(gone, upto=result.game_over_after)
        open_words = [p.in_play for p in state.players]
        assert any(sum(open_words) - (p.in_play) < result.k for p in state.players if p.playing) or not any(
            p.playing for p in state.players)


def test_a_round_entered_again_under_the_names_it_was_played_under_is_taken(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Round 3 was played under Emil's name; Fritz took the place over after it. The game master enters round 3
    again from the players' mails, which name Emil: the guesses are the place's, and the figures stay."""
    from test_cli_mail import run

    game = play("leaves")
    path, sheet = tmp_path / "game.wmm", tmp_path / "round3.csv"
    save_game(game, path)
    played = [g for g in ROUND_3.guesses if "Dora" not in (g.guesser, g.target)]  # those that count (game A)
    sheet.write_text("guesser,target,word\n" + "".join(f"{g.guesser},{g.target},{g.word}\n" for g in played),
                     encoding="utf-8")
    assert "Anna,Emil,MOLKE" in sheet.read_text(encoding="utf-8")
    code, _out, err = run(capsys, "guesses", path, "--round", 3, sheet, "--replace")  # without the two refused
    assert code == 0, err
    again = load_game(path)
    assert [(g.guesser, g.target) for g in again.rounds[2].guesses] == [
        ("Anna", "Fritz"), ("Carla", "Anna"), ("Fritz", "Carla")]
    assert _figures(again) == _figures(game)  # the two refused guesses scored nothing before either


def test_a_guess_under_a_place_s_old_name_after_the_takeover_says_whose_place_it_is() -> None:
    from wordmastermind.core.errors import RoundError
    from wordmastermind.core.wmm.evaluation import check_round
    from wordmastermind.core.messages import render
    from wordmastermind.files.i18n import translation

    game = play("leaves")
    with pytest.raises(RoundError) as refused:
        check_round(game, 4, [*ROUND_4.guesses[:3], Guess("Emil", "Anna", "OSTEN")])
    problem = refused.value.problems[0].message
    assert str(problem) == "Fritz took Emil's place over after round 3: write Fritz"
    assert render(problem, translation("de")) == "Fritz hat den Platz von Emil nach Runde 3 übernommen: schreiben Sie Fritz"


def test_a_mail_that_guesses_at_a_place_under_its_old_name_guesses_at_the_place() -> None:
    """The report of round 3 told the players they could guess at Emil; Fritz took the place over after it.
    Carla's answer for round 4, "Emil: WOLKE", is a guess at the place."""
    from datetime import datetime, timezone

    from wordmastermind.core.wmm.intake import InMail, plan_intake

    game = play("leaves").truncated(3)
    arrived = datetime(2026, 12, 4, 10, tzinfo=timezone.utc)
    intake = plan_intake(game, 4, [InMail("carla@example.org", arrived, "<c4@x>", "Runde 4", "Emil: WOLKE\n")])
    (carla,) = intake.players
    assert carla.outcome == "taken" and [(g.target, g.word) for g in carla.taken] == [("Fritz", "WOLKE")]
    assert intake.game.rounds[3].guesses == (Guess("Carla", "Fritz", "WOLKE"),)


def test_a_place_s_old_name_written_as_players_write_it_names_the_place() -> None:
    """Käthe's place was taken over by Otto after round 1. A round-1 line written "Kaethe" (as a keyboard
    without umlauts writes it) is Otto's place; in round 2 the name is refused saying whose place it is now."""
    from dataclasses import replace

    from wordmastermind.core.errors import RoundError
    from wordmastermind.core.wmm.departures import take_over
    from wordmastermind.core.wmm.evaluation import check_round
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.core.wmm.place_names import EnteredNames

    example = rules_example()
    row = next(i for i, p in enumerate(example.players) if p.name == "Beatrix")
    game = example.with_player(row, replace(example.players[row], name="Käthe"))
    game = take_over(game, "Käthe", "Otto", after_round=1)
    assert EnteredNames(game, 1).name("Kaethe") == "Otto"
    line = next(g for g in game.rounds[1].guesses if g.guesser == "Otto")
    others = [g for g in game.rounds[1].guesses if g is not line]
    with pytest.raises(RoundError) as refused:
        check_round(game, 2, [*others, replace(line, guesser=EnteredNames(game, 2).name("KAETHE"))])
    assert str(refused.value.problems[0].message) == "Otto took Käthe's place over after round 1: write Otto"


def test_the_lot_report_names_the_places_as_they_were_drawn() -> None:
    """Otto took Gustav's place over after round 1: the lot of round 1, written again now, was drawn for
    Gustav (as round 1's report names him), not for Otto, who did not play round 1."""
    from wordmastermind.core.wmm.departures import take_over
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.core.wmm.lot_report import lot_report

    example = rules_example()
    game = take_over(example, "Gustav", "Otto", after_round=1)
    lot = lot_report(player_view(evaluate(game), 0)).tables()[0]
    assert lot.rows == lot_report(player_view(evaluate(example), 0)).tables()[0].rows
    assert "Otto" not in text.render_text(lot_report(player_view(evaluate(game), 0))).split("The lot")[-1]


def test_a_later_guess_an_import_would_break_is_named_as_in_its_round(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Otto took Gustav's place over after round 2. Round 1 entered again, guessing Alfons's SALAT, would make
    Gustav's round-2 guess at Alfons illegal: the refusal names Gustav, who made it, as round 2's report does."""
    from test_cli_mail import run

    from wordmastermind.core.wmm.departures import take_over
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.files.wmm.imports import preview_guesses

    game = take_over(rules_example(), "Gustav", "Otto", after_round=2)
    path, sheet = tmp_path / "game.wmm", tmp_path / "round1.csv"
    save_game(game, path)
    first = [g if g.target != "Alfons" else Guess(g.guesser, "Alfons", "SALAT") for g in game.rounds[0].guesses]
    sheet.write_text("guesser,target,word\n" + "".join(f"{g.guesser},{g.target},{g.word}\n" for g in first),
                     encoding="utf-8")
    said = "round 2, row 1 (Gustav at Alfons: SAHNE)"
    assert any(str(p).startswith(said) for p in preview_guesses(sheet, game, 1).problems)
    code, _out, err = run(capsys, "guesses", path, "--round", 1, sheet)
    assert code == 1 and f"  {said}: " in err and "Otto at" not in err


def test_a_word_guessed_in_a_round_is_named_as_in_that_round() -> None:
    """Emil's LAMPE was guessed in round 2; Otto took Emil's place over after it. Round 2's report, written
    again, says Emil's word was guessed, as its tables do, not Otto's."""
    from wordmastermind.core.wmm.departures import take_over
    from wordmastermind.core.wmm.examples import rules_example

    game = take_over(rules_example(), "Emil", "Otto", after_round=2)
    said = text.render_text(round_report(player_view(evaluate(game), 2)))
    assert "*Guessed in round 2: Emil's word LAMPE.*" in said and "Otto's word" not in said


def test_evaluate_names_each_rounds_guesses_as_the_round_knew_the_place(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from test_cli_mail import run

    from wordmastermind.core.wmm.departures import take_over
    from wordmastermind.core.wmm.examples import rules_example

    path = tmp_path / "game.wmm"
    save_game(take_over(rules_example(), "Gustav", "Otto", after_round=1), path)
    code, out, err = run(capsys, "evaluate", path)
    assert code == 0, err
    first, second = out.split("Round 2")[0], out.split("Round 2")[1].split("Standings")[0]
    assert "Gustav" in first and "Otto" not in first  # round 1 was Gustav's
    assert "Otto" in second and "Gustav" not in second


def _word_tables(report: object) -> dict[str, str]:
    """Each word's table in ``report``: the owner its heading names (the text before "'s word"), by the group
    the workbook's column "Word of" shows."""
    from wordmastermind.core.report import Heading, Table

    tables, heading = {}, ""
    for block in report.blocks:  # type: ignore[attr-defined]
        if isinstance(block, Heading) and "'s word" in block.text:
            heading = block.text.partition("'s word")[0]
        elif isinstance(block, Table) and block.group:
            tables[block.group] = heading
    return tables


def test_a_place_taken_over_is_named_one_way_in_each_report() -> None:
    # Fritz took Emil's place over after round 3. The final report names the place "Emil (now Fritz)" in the
    # standings and the table of secrets, so its word's heading and news say so too (they said "Fritz's
    # word" beside "Emil (now Fritz)"); the workbook's "Word of" column names the owner as the heading does
    # (it said Fritz in the round 3 report, whose heading and standings say Emil).
    result = evaluate(play("leaves"))
    final = round_report(player_view(result, 5))
    text_ = render_text(final)
    assert "Emil (now Fritz)'s word: WOLKE, guessed in round 5" in text_
    assert "Guessed in round 5: Emil (now Fritz)'s word WOLKE." in text_
    assert "Fritz's word" not in text_
    assert _word_tables(final)["Emil (now Fritz)"] == "Emil (now Fritz)"
    third = round_report(player_view(result, 3))
    assert _word_tables(third).get("Emil") == "Emil"
    assert "Emil (now Fritz)" not in render_text(third)


def test_a_report_made_after_a_takeover_after_its_round_tells_it() -> None:
    # Found by a German game master who recorded the takeover before mailing round 3: its letters said "you may
    # guess at … Xaver Lenz" under a report that named only Otto Hahn, and nobody learnt whose place that was.
    result = evaluate(play("leaves"))
    third = render_text(round_report(player_view(result, 3)))
    assert "Fritz plays Emil's place from round 4." in third
    fourth = render_text(round_report(player_view(result, 4)))
    assert "Fritz plays Emil's place from round 4." in fourth  # for those who had round 3's before it
    assert "plays Emil's place" not in render_text(round_report(player_view(evaluate(play("leaves"), 2), 2)))
