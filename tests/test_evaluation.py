"""Evaluating hand-built games: every number worked out by hand, as a GM would.

Two small games are used throughout.

FOUR (4 players, k = 1). Lot: Alfons->Gustav, Gustav->Beatrix,
Beatrix->Emil, Emil->Alfons.

SIX (6 players, k = 2). Lot, a circle in roster order: Alfons->Beatrix,Emil;
Beatrix->Emil,Fritzchen; Emil->Fritzchen,Gustav; Fritzchen->Gustav,Hanna;
Gustav->Alfons,Hanna; Hanna->Alfons,Beatrix.
"""

from __future__ import annotations

import pytest

from wordmastermind.core.errors import RoundError, RoundOrderError
from wordmastermind.core.wmm.evaluation import check_round, evaluate
from wordmastermind.core.wmm.game import Game, Guess, Lot, Player, Round, Settings
from wordmastermind.core.wmm.marks import Marks
from wordmastermind.core.wmm.results import Evaluation, GuessResult, competition_ranks


def _en(said: object) -> str | None:
    """A guess's problem as its English (``None``: no problem): a message is no ``str``."""
    return None if said is None else str(said)


FOUR_PLAYERS = (
    Player("Alfons", "SALAT"),
    Player("Beatrix", "TISCH"),
    Player("Emil", "LAMPE"),
    Player("Gustav", "HOSEN"),
)
FOUR_LOT = Lot(
    1,
    (
        ("Alfons", ("Gustav",)),
        ("Beatrix", ("Emil",)),
        ("Emil", ("Alfons",)),
        ("Gustav", ("Beatrix",)),
    ),
)
FOUR_ROUND_1 = Round(
    (
        Guess("Emil", "Alfons", "ATLAS"),  # ++ooo: 5 points in round 1
        Guess("Alfons", "Gustav", "HOSTE"),  # +++o: 4
        Guess("Gustav", "Beatrix", "FISCH"),  # ++++: 4
        Guess("Beatrix", "Emil", "KAMPF"),  # +++: 3
    )
)

SIX_PLAYERS = (
    Player("Alfons", "SALAT"),
    Player("Beatrix", "TISCH"),
    Player("Emil", "LAMPE"),
    Player("Fritzchen", "KUGEL"),
    Player("Gustav", "HOSEN"),
    Player("Hanna", "FARBE"),
)
SIX_LOT = Lot(
    2,
    (
        ("Alfons", ("Beatrix", "Emil")),
        ("Beatrix", ("Emil", "Fritzchen")),
        ("Emil", ("Fritzchen", "Gustav")),
        ("Fritzchen", ("Gustav", "Hanna")),
        ("Gustav", ("Alfons", "Hanna")),
        ("Hanna", ("Alfons", "Beatrix")),
    ),
)
# Only some of the lot's guesses are made: fewer guesses are allowed.
SIX_ROUND_1 = Round(
    (
        Guess("Gustav", "Alfons", "TOLLE"),  # +o: 2
        Guess("Hanna", "Alfons", "SAHNE"),  # ++: 2
        Guess("Alfons", "Beatrix", "FISCH"),  # ++++: 4
        Guess("Hanna", "Beatrix", "KISTE"),  # ++o: 3
    )
)
# WF 2 (Alfons and Beatrix drew 2 different words each); V 2 at both.
SIX_ROUND_2 = Round(
    (
        Guess("Beatrix", "Alfons", "ATLAS"),  # ++ooo KP 12 x 2/2 = 12
        Guess("Emil", "Alfons", "SALSA"),  # +++o KP 11 -> 11
        Guess("Fritzchen", "Alfons", "PALME"),  # ++ KP 6 -> 6
        Guess("Emil", "Beatrix", "TASCH"),  # ++++ KP 12 -> 12
        Guess("Fritzchen", "Beatrix", "TINTE"),  # ++ KP 6 -> 6
    )
)
# Now V(Alfons) = 5 (TOLLE SAHNE ATLAS SALSA PALME), V(Beatrix) = 4: WF 5.
SIX_ROUND_3 = Round(
    (
        Guess("Gustav", "Beatrix", "HOBEL"),  # o KP 2 x 5/4 = 2.5 -> 3
        Guess("Emil", "Alfons", "LASSO"),  # +oo KP 7 x 5/5 = 7
    )
)


def four_game(*rounds: Round) -> Game:
    return Game(players=FOUR_PLAYERS, lot=FOUR_LOT, rounds=rounds)


def six_game(*rounds: Round) -> Game:
    return Game(players=SIX_PLAYERS, lot=SIX_LOT, rounds=rounds)


def rows(result: Evaluation | tuple[GuessResult, ...], number: int | None = None) -> list[
    tuple[str, str, str, str, int]
]:
    """(guesser, target, word, marks, points) of the guesses of one round (or all)."""
    if isinstance(result, Evaluation):
        guesses = (
            result.rounds[number - 1].guesses if number is not None else tuple(result.guesses)
        )
    else:
        guesses = result
    return [(g.guesser, g.target, g.word, str(g.marks), g.points) for g in guesses]


def totals(result: Evaluation) -> dict[str, int]:
    return {p.name: p.total for p in result.players}


# --- round 1 -------------------------------------------------------------------


def test_round_one_scores_one_point_per_mark() -> None:
    result = evaluate(four_game(FOUR_ROUND_1))
    assert result.problems == ()
    assert rows(result, 1) == [
        ("Emil", "Alfons", "ATLAS", "++ooo", 5),
        ("Alfons", "Gustav", "HOSTE", "+++o", 4),
        ("Gustav", "Beatrix", "FISCH", "++++", 4),
        ("Beatrix", "Emil", "KAMPF", "+++", 3),
    ]
    for guess in result.rounds[0].guesses:
        assert guess.round == 1
        assert guess.wf == 1
        assert guess.v == 0
        assert guess.kp == guess.points  # points-only variant shows the same
        assert guess.hit is False
        assert guess.valid
    assert result.rounds[0].wf == 1


def test_round_one_totals_and_competition_ranks() -> None:
    result = evaluate(four_game(FOUR_ROUND_1))
    # word points: 2 for the one guess received + 1 for round 1
    assert {p.name: p.word_points for p in result.players} == {
        "Alfons": 3, "Beatrix": 3, "Emil": 3, "Gustav": 3,
    }
    assert {p.name: p.guess_points for p in result.players} == {
        "Alfons": 4, "Beatrix": 3, "Emil": 5, "Gustav": 4,
    }
    assert totals(result) == {"Alfons": 7, "Beatrix": 6, "Emil": 8, "Gustav": 7}
    assert result.rounds[0].totals == (7, 6, 8, 7)
    # Alfons and Gustav share 2nd place; Beatrix is 4th, not 3rd
    assert {p.name: p.rank for p in result.players} == {
        "Alfons": 2, "Beatrix": 4, "Emil": 1, "Gustav": 2,
    }
    assert [p.name for p in result.standings] == ["Emil", "Alfons", "Gustav", "Beatrix"]
    assert result.ranks_after(1) == (2, 4, 1, 2)
    # after round 1 every word has drawn one guess: WF 1 for round 2
    assert [p.v for p in result.players] == [1, 1, 1, 1]
    assert result.wf_next == 1


def test_nothing_evaluated_yet() -> None:
    result = evaluate(four_game())
    assert result.round == 0
    assert result.k == 1
    assert result.wf_next == 1
    assert not result.game_over
    assert [p.total for p in result.players] == [0, 0, 0, 0]
    assert [p.rank for p in result.players] == [1, 1, 1, 1]
    # before round 1 the lot decides whom one guesses at
    assert result.targets_next_round("Alfons") == ("Gustav",)
    assert result.targets_next_round(" emil ") == ("Alfons",)


def test_points_only_variant_shows_unweighted_kp() -> None:
    result = evaluate(six_game(SIX_ROUND_1, SIX_ROUND_2, SIX_ROUND_3))
    kp = {(g.round, g.guesser, g.target): (g.kp, g.points) for g in result.guesses}
    assert kp[(1, "Hanna", "Beatrix")] == (3, 3)  # round 1: one per mark
    assert kp[(2, "Beatrix", "Alfons")] == (12, 12)  # ATLAS, WF 2 / V 2
    assert kp[(3, "Gustav", "Beatrix")] == (2, 3)  # HOBEL, weighted 5/4
    assert kp[(3, "Emil", "Alfons")] == (7, 7)


# --- V, WF and the weighting -------------------------------------------------------


def test_v_counts_only_different_words() -> None:
    round_2 = Round(
        (
            Guess("Beatrix", "Alfons", " atlas "),  # the same word as Emil's in round 1
            Guess("Gustav", "Alfons", "Atlas"),  # and again
            Guess("Alfons", "Beatrix", "TASCH"),  # ++++
            Guess("Emil", "Gustav", "NOTEN"),  # +++
        )
    )
    round_3 = Round((Guess("Emil", "Alfons", "SAHNE"),))  # ++ KP 6
    result = evaluate(four_game(FOUR_ROUND_1, round_2, round_3))
    assert result.problems == ()
    # round 2: WF 1, every V 1, so points are plain KP
    assert rows(result, 2) == [
        ("Beatrix", "Alfons", "ATLAS", "++ooo", 12),
        ("Gustav", "Alfons", "ATLAS", "++ooo", 12),
        ("Alfons", "Beatrix", "TASCH", "++++", 12),
        ("Emil", "Gustav", "NOTEN", "+++", 9),
    ]
    after_2 = evaluate(four_game(FOUR_ROUND_1, round_2))
    alfons = after_2.player("Alfons")
    assert alfons.v == 1  # ATLAS three times is one different word
    assert alfons.guesses_received == 3
    assert alfons.word_points == 3 * 2 + 2
    assert [p.v for p in after_2.players] == [1, 2, 1, 2]
    assert after_2.wf_next == 2
    # round 3: WF 2, V(Alfons) still 1: SAHNE's KP 6 doubles
    sahne = result.rounds[2].guesses[0]
    assert (sahne.wf, sahne.v, sahne.kp, sahne.points) == (2, 1, 6, 12)
    assert result.player("Alfons").v == 2
    assert result.player("Alfons").word_points == 4 * 2 + 3


def test_weighting_in_game_two_and_a_half_rounds_up() -> None:
    result = evaluate(six_game(SIX_ROUND_1, SIX_ROUND_2, SIX_ROUND_3))
    assert result.problems == ()
    assert result.k == 2
    assert [r.wf for r in result.rounds] == [1, 2, 5]
    assert rows(result, 2) == [
        ("Beatrix", "Alfons", "ATLAS", "++ooo", 12),
        ("Emil", "Alfons", "SALSA", "+++o", 11),
        ("Fritzchen", "Alfons", "PALME", "++", 6),
        ("Emil", "Beatrix", "TASCH", "++++", 12),
        ("Fritzchen", "Beatrix", "TINTE", "++", 6),
    ]
    hobel, lasso = result.rounds[2].guesses
    # KP 2 x WF 5 / V 4 = 2.5, rounded half up to 3 (banker's would give 2)
    assert (hobel.marks, hobel.kp, hobel.wf, hobel.v, hobel.points) == (Marks(0, 1), 2, 5, 4, 3)
    assert (lasso.marks, lasso.kp, lasso.wf, lasso.v, lasso.points) == (Marks(1, 2), 7, 5, 5, 7)


def test_six_player_standings_with_shared_rank() -> None:
    result = evaluate(six_game(SIX_ROUND_1, SIX_ROUND_2, SIX_ROUND_3))
    by_name = {p.name: p for p in result.players}
    assert {n: p.guess_points for n, p in by_name.items()} == {
        "Alfons": 4, "Beatrix": 12, "Emil": 30, "Fritzchen": 12, "Gustav": 5, "Hanna": 5,
    }
    # 2 per guess received + 1 per round (3 rounds, nothing guessed)
    assert {n: p.word_points for n, p in by_name.items()} == {
        "Alfons": 6 * 2 + 3, "Beatrix": 5 * 2 + 3, "Emil": 3, "Fritzchen": 3,
        "Gustav": 3, "Hanna": 3,
    }
    assert totals(result) == {
        "Alfons": 19, "Beatrix": 25, "Emil": 33, "Fritzchen": 15, "Gustav": 8, "Hanna": 8,
    }
    assert [p.rank for p in result.players] == [3, 2, 1, 4, 5, 5]
    assert [p.name for p in result.standings] == [
        "Emil", "Beatrix", "Alfons", "Fritzchen", "Gustav", "Hanna",
    ]
    assert [p.v for p in result.players] == [6, 5, 0, 0, 0, 0]
    assert result.wf_next == 6


def test_wf_is_largest_v_including_guessed_out_words() -> None:
    round_2 = Round(
        (
            Guess("Beatrix", "Alfons", "SAHNE"),
            Guess("Gustav", "Alfons", "SALAT"),  # hit: Alfons's word is out
            Guess("Emil", "Alfons", "TOLLE"),
            Guess("Alfons", "Beatrix", "TASCH"),
        )
    )
    round_3 = Round(
        (
            Guess("Emil", "Beatrix", "FISCH"),  # ++++ KP 12 x 4/2 = 24
            Guess("Gustav", "Emil", "KAMPF"),  # +++ KP 9 x 4/1 = 36
        )
    )
    after_2 = evaluate(four_game(FOUR_ROUND_1, round_2))
    assert after_2.rounds[1].revealed == ("Alfons",)
    assert after_2.player("Alfons").v == 4  # ATLAS SAHNE SALAT TOLLE
    assert after_2.player("Alfons").in_play is False
    assert after_2.wf_next == 4
    result = evaluate(four_game(FOUR_ROUND_1, round_2, round_3))
    assert result.problems == ()
    assert result.rounds[2].wf == 4
    fisch, kampf = result.rounds[2].guesses
    assert (fisch.v, fisch.kp, fisch.points) == (2, 12, 24)
    assert (kampf.v, kampf.kp, kampf.points) == (1, 9, 36)


def test_v_of_zero_counts_as_one() -> None:
    # Round 1 makes only the lot guess at Alfons; in round 2 WF is 1 and
    # Gustav's word, never guessed at, has V 0.
    round_1 = Round((Guess("Emil", "Alfons", "ATLAS"),))
    round_2 = Round((Guess("Beatrix", "Gustav", "HOSTE"),))  # +++o KP 11
    result = evaluate(four_game(round_1, round_2))
    hoste = result.rounds[1].guesses[0]
    assert (hoste.wf, hoste.v, hoste.points) == (1, 0, 11)


# --- hits, word points, leaving play ---------------------------------------------

FOUR_ROUND_2_HITS = Round(
    (
        Guess("Beatrix", "Alfons", "SALAT"),  # hit, KP 15 x 1/1
        Guess("Gustav", "Alfons", "salat"),  # the same hit, same round: scores too
        Guess("Emil", "Beatrix", "TASCH"),  # ++++ 12
        Guess("Alfons", "Emil", "LAMPE"),  # hit
    )
)
# WF 2: V(Alfons) = {ATLAS, SALAT}, V(Beatrix) = {FISCH, TASCH}, V(Emil) = {KAMPF, LAMPE}
FOUR_ROUND_3_END = Round(
    (
        Guess("Beatrix", "Alfons", "SALAT"),  # Alfons's word is gone
        Guess("Gustav", "Beatrix", "TISCH"),  # hit, KP 15 x 2/2 = 15
        Guess("Emil", "Gustav", "NOTEN"),  # +++ KP 9 x 2/1 = 18
    )
)


def test_two_hits_in_the_same_round_both_score() -> None:
    result = evaluate(four_game(FOUR_ROUND_1, FOUR_ROUND_2_HITS))
    assert result.problems == ()
    assert rows(result, 2) == [
        ("Beatrix", "Alfons", "SALAT", "+++++", 15),
        ("Gustav", "Alfons", "SALAT", "+++++", 15),
        ("Emil", "Beatrix", "TASCH", "++++", 12),
        ("Alfons", "Emil", "LAMPE", "+++++", 15),
    ]
    assert [g.hit for g in result.rounds[1].guesses] == [True, True, False, True]
    assert result.rounds[1].revealed == ("Alfons", "Emil")
    assert result.player("Alfons").guessed_in_round == 2
    assert result.player("Emil").guessed_in_round == 2
    assert result.player("Beatrix").guessed_in_round is None
    # two words out of four guessed: each remaining player has one other word
    assert not result.game_over
    assert result.targets_next_round("Beatrix") == ("Gustav",)
    assert result.targets_next_round("Gustav") == ("Beatrix",)
    assert result.targets_next_round("Alfons") == ("Beatrix", "Gustav")


def test_word_points_include_the_round_of_guessing() -> None:
    after_2 = evaluate(four_game(FOUR_ROUND_1, FOUR_ROUND_2_HITS))
    alfons = after_2.player("Alfons")
    # ATLAS, SALAT, SALAT: 3 guesses, repeats included; rounds 1 and 2
    assert (alfons.guesses_received, alfons.rounds_in_play) == (3, 2)
    assert alfons.word_points == 8
    assert alfons.v == 2
    result = evaluate(four_game(FOUR_ROUND_1, FOUR_ROUND_2_HITS, FOUR_ROUND_3_END))
    alfons = result.player("Alfons")
    # no more word points once guessed, and the invalid guess in round 3 adds nothing
    assert (alfons.guesses_received, alfons.rounds_in_play, alfons.word_points) == (3, 2, 8)
    beatrix = result.player("Beatrix")
    # FISCH, TASCH, TISCH; in play rounds 1 to 3, guessed in 3
    assert (beatrix.guesses_received, beatrix.rounds_in_play, beatrix.word_points) == (3, 3, 9)
    assert beatrix.guessed_in_round == 3
    gustav = result.player("Gustav")
    assert (gustav.guesses_received, gustav.rounds_in_play, gustav.word_points) == (2, 3, 7)
    assert gustav.in_play


def test_guess_at_a_word_guessed_earlier_is_flagged() -> None:
    result = evaluate(four_game(FOUR_ROUND_1, FOUR_ROUND_2_HITS, FOUR_ROUND_3_END))
    bad, tisch, noten = result.rounds[2].guesses
    assert _en(bad.problem) == "Alfons's word was guessed in round 2"
    assert (bad.marks, bad.points, bad.hit, bad.valid) == (None, 0, False, False)
    assert result.problems == (bad,)
    assert result.rounds[2].wf == 2
    assert (tisch.points, tisch.hit) == (15, True)
    assert (noten.v, noten.points) == (1, 18)
    # the flagged guess is not in Alfons's record
    assert [g.word for g in result.guesses_at("Alfons")] == ["ATLAS", "SALAT", "SALAT"]


def test_game_played_to_its_end() -> None:
    result = evaluate(four_game(FOUR_ROUND_1, FOUR_ROUND_2_HITS, FOUR_ROUND_3_END))
    # three of four words guessed: the rules' table says 3 to 4 for 4 players
    assert result.game_over
    assert result.game_over_after == 3
    assert [r.game_over for r in result.rounds] == [False, False, True]
    assert result.rounds[2].revealed == ("Beatrix",)
    for name in ("Alfons", "Beatrix", "Emil", "Gustav"):
        assert result.targets_next_round(name) == ()
    assert {p.name: p.guess_points for p in result.players} == {
        "Alfons": 4 + 15, "Beatrix": 3 + 15, "Emil": 5 + 12 + 18, "Gustav": 4 + 15 + 15,
    }
    assert totals(result) == {"Alfons": 27, "Beatrix": 27, "Emil": 41, "Gustav": 41}
    assert [r.totals for r in result.rounds] == [
        (7, 6, 8, 7),
        (27, 24, 23, 23),
        (27, 27, 41, 41),
    ]
    assert result.ranks_after(2) == (1, 2, 3, 3)
    assert result.ranks_after(3) == (3, 3, 1, 1)
    assert [p.name for p in result.standings] == ["Emil", "Gustav", "Alfons", "Beatrix"]


def test_round_after_the_end_is_refused() -> None:
    game = four_game(FOUR_ROUND_1, FOUR_ROUND_2_HITS, FOUR_ROUND_3_END)
    with pytest.raises(RoundOrderError, match="the game ended after round 3"):
        check_round(game, 4, Round((Guess("Alfons", "Gustav", "HOSEN"),)))
    with pytest.raises(RoundOrderError, match="the game ended after round 3"):
        check_round(game, 4, Round(()))


def test_round_after_the_end_scores_nothing() -> None:
    # A document may hold a round after the end (entered before a correction
    # of an earlier round, say). Its guesses are flagged, and the round must
    # not count as one more round in play for the words left.
    game = four_game(
        FOUR_ROUND_1,
        FOUR_ROUND_2_HITS,
        FOUR_ROUND_3_END,
        Round((Guess("Alfons", "Gustav", "HOSEN"),)),
    )
    result = evaluate(game)
    (late,) = result.rounds[3].guesses
    assert _en(late.problem) == "the game ended after round 3"
    assert late.points == 0
    assert result.game_over_after == 3
    assert result.rounds[3].totals == (27, 27, 41, 41)
    assert totals(result) == {"Alfons": 27, "Beatrix": 27, "Emil": 41, "Gustav": 41}
    assert result.player("Gustav").word_points == 7


def test_decomposed_umlaut_guess_hits() -> None:
    players = (
        Player("Alfons", "Köder"),
        Player("Beatrix", "Tisch"),
        Player("Emil", "Lampe"),
        Player("Gustav", "Hosen"),
    )
    game = Game(
        settings=Settings(umlauts=True),
        players=players,
        lot=FOUR_LOT,
        rounds=(Round((Guess("Emil", "Alfons", "  ko\u0308der"),)),),
    )
    result = evaluate(game)
    (guess,) = result.rounds[0].guesses
    assert guess.word == "KÖDER"
    assert (str(guess.marks), guess.points, guess.hit) == ("+++++", 5, True)
    assert result.rounds[0].revealed == ("Alfons",)


# --- bad rows ----------------------------------------------------------------------


BAD_ROUND_2 = Round(
    (
        Guess("Alfons", "Alfons", "SALAT"),  # row 1: own word
        Guess("Ida", "Alfons", "TOLLE"),  # row 2: no such guesser
        Guess("Alfons", "Ida", "TOLLE"),  # row 3: no such target
        Guess("Beatrix", "Alfons", "ATLAS"),  # row 4: fine, ++ooo
        Guess("Beatrix", "alfons ", "SAHNE"),  # row 5: second guess at Alfons
        Guess("Beatrix", "Emil", "KAMPF"),  # row 6: fine, +++ (Beatrix's 2nd)
        Guess("Beatrix", "Gustav", "HOSTE"),  # row 7: a 3rd guess, k = 2
        Guess("Emil", "Alfons", "SALA"),  # row 8: 4 letters
        Guess("Emil", "Gustav", "Bären"),  # row 9: umlaut not allowed
        Guess("", "Gustav", "HOSTE"),  # row 10: no guesser
        Guess("Emil", "", "HOSTE"),  # row 11: no target
    )
)
BAD_ROUND_2_PROBLEMS = {
    0: "Alfons cannot guess at their own word",
    1: "Ida is not a player",
    2: "Ida is not a player",
    4: "Beatrix already guesses at Alfons in this round (row 4)",
    6: "Beatrix already has 2 guesses in this round",
    7: "SALA has 4 letters, the game needs 5",
    8: "BÄREN: Ä is not allowed (this game allows only A-Z)",
    9: "no guesser given",
    10: "no target given",
}


def test_bad_guesses_are_kept_with_a_reason_and_score_nothing() -> None:
    result = evaluate(six_game(SIX_ROUND_1, BAD_ROUND_2))
    guesses = result.rounds[1].guesses
    assert len(guesses) == 11
    assert {g.row: _en(g.problem) for g in guesses if not g.valid} == BAD_ROUND_2_PROBLEMS
    for g in guesses:
        if not g.valid:
            assert (g.marks, g.points, g.kp, g.hit) == (None, 0, 0, False)
    assert [(g.row, str(g.marks), g.points) for g in guesses if g.valid] == [
        (3, "++ooo", 12),  # KP 12 x WF 2 / V 2
        (5, "+++", 18),  # KP 9 x WF 2 / V 0 (counted as 1)
    ]
    # names are shown as the roster spells them
    assert guesses[4].target == "Alfons"
    # the bad guesses count neither for V nor for word points
    assert result.player("Alfons").v == 3
    assert result.player("Alfons").guesses_received == 3
    assert result.player("Gustav").guesses_received == 0
    assert result.player("Beatrix").guess_points == 30
    assert len(result.problems) == 9


def test_check_round_lists_every_bad_row_at_once() -> None:
    game = six_game(SIX_ROUND_1)
    with pytest.raises(RoundError) as caught:
        check_round(game, 2, BAD_ROUND_2)
    error = caught.value
    assert str(error) == "round 2 breaks the rules: 9 problems"
    assert [(p.row, str(p.message)) for p in error.problems] == sorted(BAD_ROUND_2_PROBLEMS.items())
    assert str(error.problems[0]) == "row 1: Alfons cannot guess at their own word"
    assert str(error.problems[3]) == (
        "row 5: Beatrix already guesses at Alfons in this round (row 4)"
    )


def test_check_round_one_bad_row() -> None:
    game = six_game(SIX_ROUND_1)
    bad = Round((Guess("Emil", "Emil", "LAMPE"),))
    with pytest.raises(RoundError, match=r"^round 2 breaks the rules: 1 problem$") as caught:
        check_round(game, 2, bad)
    assert [str(p) for p in caught.value.problems] == [
        "row 1: Emil cannot guess at their own word"
    ]


def test_check_round_accepts_a_legal_round() -> None:
    game = six_game(SIX_ROUND_1)
    changed, later, _result = check_round(game, 2, SIX_ROUND_2)
    assert changed == six_game(SIX_ROUND_1, SIX_ROUND_2)
    assert later == ()
    # correcting round 1 in place is allowed too
    changed, later, _result = check_round(changed, 1, Round(SIX_ROUND_1.guesses[:2]))
    assert changed.rounds[0].guesses == SIX_ROUND_1.guesses[:2]
    assert len(changed.rounds) == 2
    assert later == ()


def test_check_round_reports_later_guesses_made_illegal() -> None:
    # Round 3 guesses at Alfons; correcting round 2 to a hit at Alfons makes
    # that guess illegal, and check_round says so.
    round_2 = Round((Guess("Beatrix", "Alfons", "SAHNE"),))
    round_3 = Round((Guess("Gustav", "Alfons", "ATLAS"),))
    game = four_game(FOUR_ROUND_1, round_2, round_3)
    assert evaluate(game).problems == ()
    changed, later, _result = check_round(game, 2, Round((Guess("Beatrix", "Alfons", "SALAT"),)))
    assert [(g.round, g.guesser, _en(g.problem)) for g in later] == [
        (3, "Gustav", "Alfons's word was guessed in round 2")
    ]
    assert changed.rounds[2] == round_3


def test_round_one_must_follow_the_lot() -> None:
    bad = Round(
        (
            Guess("Alfons", "Fritzchen", "KUGEL"),  # the lot gave Alfons Beatrix and Emil
            Guess("Alfons", "Beatrix", "FISCH"),  # fine
            Guess("Hanna", "Emil", "LAMPE"),
        )
    )
    result = evaluate(six_game(bad))
    assert [_en(g.problem) for g in result.rounds[0].guesses] == [
        "in round 1 the lot lets Alfons guess at Beatrix and Emil, not at Fritzchen",
        None,
        "in round 1 the lot lets Hanna guess at Alfons and Beatrix, not at Emil",
    ]
    # a hit outside the lot does not take the word out of play
    assert result.player("Emil").in_play
    assert result.player("Fritzchen").in_play
    with pytest.raises(RoundError) as caught:
        check_round(six_game(), 1, bad)
    assert [str(p) for p in caught.value.problems] == [
        "row 1: in round 1 the lot lets Alfons guess at Beatrix and Emil, not at Fritzchen",
        "row 3: in round 1 the lot lets Hanna guess at Alfons and Beatrix, not at Emil",
    ]


def test_round_one_second_guess_at_the_same_lot_target() -> None:
    bad = Round((Guess("Alfons", "Beatrix", "FISCH"), Guess("Alfons", "Beatrix", "TASCH")))
    result = evaluate(six_game(bad))
    assert [_en(g.problem) for g in result.rounds[0].guesses] == [
        None,
        "Alfons already guesses at Beatrix in this round (row 1)",
    ]


def test_more_than_one_guess_with_four_players() -> None:
    bad = Round((Guess("Alfons", "Beatrix", "TASCH"), Guess("Alfons", "Emil", "KAMPF")))
    result = evaluate(four_game(FOUR_ROUND_1, bad))
    assert [_en(g.problem) for g in result.rounds[1].guesses] == [
        None,
        "Alfons already has 1 guess in this round",
    ]


def test_round_one_without_a_lot() -> None:
    game = Game(players=FOUR_PLAYERS)
    round_1 = Round((Guess("Emil", "Alfons", "ATLAS"),))
    with pytest.raises(RoundOrderError, match="round 1 follows the lot: draw it first"):
        check_round(game, 1, round_1)
    result = evaluate(game.with_round(1, round_1))
    assert _en(result.rounds[0].guesses[0].problem) == (
        "round 1 follows the lot, which has not been drawn"
    )


def test_rounds_must_come_in_order() -> None:
    game = four_game(FOUR_ROUND_1)
    with pytest.raises(RoundOrderError, match=r"round 3 needs round 2 first \(the game has 1 round\)"):
        check_round(game, 3, Round((Guess("Alfons", "Beatrix", "TASCH"),)))
    with pytest.raises(RoundOrderError, match="round 2 needs round 1 first"):
        check_round(four_game(), 2, Round(()))
    with pytest.raises(RoundOrderError, match="there is no round 5: the game has 1"):
        evaluate(game, upto=5)


def test_too_few_players() -> None:
    game = Game(players=FOUR_PLAYERS[:3], lot=None)
    game = game.with_round(1, [Guess("Emil", "Alfons", "ATLAS")])
    result = evaluate(game)
    assert [str(p) for p in result.roster_problems] == [
        "the game needs at least 4 players, this roster has 3"
    ]
    assert _en(result.rounds[0].guesses[0].problem) == "the game needs at least 4 players"


def test_lot_from_another_roster_is_reported() -> None:
    players = FOUR_PLAYERS[:3] + (Player("Ida", "BIRNE"),)
    result = evaluate(Game(players=players, lot=FOUR_LOT))
    messages = [str(p.message) for p in result.lot_problems]
    assert "Ida is not in the lot" in messages
    assert "the lot names Gustav, who is not a player" in messages


def test_competition_ranks() -> None:
    assert competition_ranks([10, 30, 20, 30]) == (4, 1, 3, 1)
    assert competition_ranks([5, 5, 5]) == (1, 1, 1)
    assert competition_ranks([3, 2, 2, 1]) == (1, 2, 2, 4)
    assert competition_ranks([]) == ()


# --- the roster as the GM typed it ---------------------------------------------


def test_names_spelt_loosely_count_as_the_roster_names() -> None:
    loose = Round(
        (
            Guess("emil", " ALFONS ", "ATLAS"),
            Guess("Alfons", "gustav", "HOSTE"),
            Guess("GUSTAV", "Beatrix", "FISCH"),
            Guess("beatrix", "emil", "KAMPF"),
        )
    )
    result = evaluate(four_game(loose))
    assert result.problems == ()
    assert rows(result) == rows(evaluate(four_game(FOUR_ROUND_1)))
    assert result.player("Alfons").v == 1
    # The second loose guess by Emil in the same round is still caught.
    twice = Round((*loose.guesses, Guess("EMIL", "gustav", "HOSEN")))
    (bad,) = evaluate(four_game(twice)).problems
    assert _en(bad.problem) == "in round 1 the lot lets Emil guess at Alfons, not at Gustav"


def test_a_bad_roster_entry_flags_the_guesses_that_involve_it() -> None:
    players = (
        Player("Alfons", "SALAT"),
        Player("Beatrix", "TISCHE"),  # six letters
        Player("Emil", "LAMPE"),
        Player("emil", "HOSEN"),  # the same name again
    )
    lot = Lot(1, (("Alfons", ("Beatrix",)),))
    round1 = Round((Guess("Alfons", "Beatrix", "TISCH"), Guess("Emil", "Alfons", "ATLAS")))
    result = evaluate(Game(players=players, lot=lot, rounds=(round1,)))
    assert [_en(g.problem) for g in result.guesses] == [
        "Beatrix's secret word is not valid: TISCHE has 6 letters, the game needs 5",
        "the roster has more than one player called Emil",
    ]
    assert [str(p) for p in result.roster_problems] == [
        "row 2, secret: TISCHE has 6 letters, the game needs 5",
        "row 4, name: emil is already row 3 (names must differ, ignoring case)",
    ]
    assert all(p.total == 0 + p.word_points for p in result.players)


def test_the_example_games_are_legal() -> None:
    from wordmastermind.core.wmm.examples import NOUNS, rules_example, table_example

    assert all(len(word) == 5 for word in NOUNS)
    assert evaluate(rules_example()).problems == ()
    table = evaluate(table_example())
    assert table.problems == ()
    assert (len(table.players), table.round, table.k) == (12, 3, 3)


def test_a_second_guess_at_the_same_word_with_one_guess_each_names_the_first_row() -> None:
    # With four players each makes one guess a round: the second guess at
    # Beatrix is refused as a second guess at her word, naming the first.
    bad = Round((Guess("Alfons", "Beatrix", "TASCH"), Guess("Alfons", "Beatrix", "KAMPF")))
    result = evaluate(four_game(FOUR_ROUND_1, bad))
    assert [_en(g.problem) for g in result.rounds[1].guesses] == [
        None,
        "Alfons already guesses at Beatrix in this round (row 1)",
    ]


def test_a_guess_result_reads_by_name_prints_its_fields_and_survives_pickling() -> None:
    # The background reader hands an import's later guesses over pickled; a
    # result printed (a log, a debugger) names its fields.
    import pickle

    emil = evaluate(four_game(FOUR_ROUND_1)).rounds[0].guesses[0]
    assert isinstance(emil, GuessResult)
    assert (emil.round, emil.row, emil.guesser, emil.target, emil.word) == (1, 0, "Emil", "Alfons", "ATLAS")
    assert (emil.problem, emil.marks, emil.v, emil.wf, emil.points, emil.hit) == (None, Marks(2, 3), 0, 1, 5, False)
    assert repr(emil) == (
        "GuessResult(round=1, row=0, guess=Guess(guesser='Emil', target='Alfons', word='ATLAS'),"
        " guesser='Emil', target='Alfons', problem=None, marks=Marks(plus=2, kringel=3), v=0, wf=1,"
        " points=5, hit=False)"
    )
    again = pickle.loads(pickle.dumps(emil, protocol=pickle.HIGHEST_PROTOCOL))
    assert type(again) is GuessResult
    assert again == emil and again.points == 5 and again.marks == Marks(2, 3)
