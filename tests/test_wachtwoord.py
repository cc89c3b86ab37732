"""Wachtwoord: the rules' example both ways, every rule, bad input, the clue check."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordmastermind.core.errors import RuleError
from wordmastermind.core.wachtwoord.clues import clue_problem
from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.game import (
    Method,
    Team,
    TeamGame,
    TeamRound,
    TeamWord,
    TrioGame,
    TrioRound,
    TrioWord,
    WinnerBy,
    dial_value,
    missed,
    won,
)
from wordmastermind.core.wachtwoord.sheet import team_sheet, trio_sheet
from wordmastermind.core.wachtwoord.turn_order import ClueTurn, clue_turn, next_word

# The rules' example, as dial values: (team that got it, value), None = nobody.
EXAMPLE_A = ((2, 8), (1, 5), None, (1, 7), (2, 6))  # A5*: Joop 6, doubled to 12
EXAMPLE_B = ((1, 8), (2, 7), (1, 9), (2, 2), (1, 7))  # B5*: Annie 7, doubled to 14
FRED_ANNIE = Team("Fred", "Annie")
JOOP_MARIE = Team("Joop", "Marie")


def words(data: tuple[tuple[int, int] | None, ...]) -> tuple[TeamWord, ...]:
    return tuple(missed() if d is None else won(*d) for d in data)


def game(method: Method, *rounds: TeamRound, by: WinnerBy = WinnerBy.POINTS) -> TeamGame:
    return TeamGame(FRED_ANNIE, JOOP_MARIE, method, by, rounds)


def example_round() -> TeamRound:
    return TeamRound(words(EXAMPLE_A), words(EXAMPLE_B))


# ------------------------------------------------------------ the example


def test_example_american() -> None:
    sheet = team_sheet(game(Method.AMERICAN, example_round()))
    r = sheet.rounds[0]
    assert {row.player: row.total for row in r.rows} == {
        "Fred": 12, "Annie": 31, "Joop": 20, "Marie": 9,
    }
    assert r.totals == (43, 29) and sheet.totals == (43, 29)
    assert r.finished and r.winner == 1 and sheet.leader == 1 and sheet.winner is None
    # The printed sheet's running totals per player.
    running = {row.player: row.running for row in r.rows}
    assert running == {
        "Fred": (0, 5, 5, 12, 12),
        "Joop": (8, 8, 8, 8, 20),
        "Annie": (8, 8, 17, 17, 31),
        "Marie": (0, 7, 7, 9, 9),
    }
    assert [w.label for w in r.words] == ["A1", "B1", "A2", "B2", "A3", "B3", "A4", "B4", "A5*", "B5*"]
    assert r.words[-2].points == 12 and r.words[-1].points == 14
    assert r.ended_after is None


def test_example_dutch_ends_after_the_fourth_a_word() -> None:
    a, b = words(EXAMPLE_A), words(EXAMPLE_B)
    r = team_sheet(game(Method.DUTCH, TeamRound(a[:4], b[:3]))).rounds[0]
    assert r.totals == (29, 15)
    assert r.ended_after == "A4" and r.finished and r.winner == 1
    assert {row.player: row.total for row in r.rows} == {
        "Fred": 12, "Annie": 17, "Joop": 8, "Marie": 7,
    }
    assert [w.running for w in r.words] == [
        (0, 8), (8, 8), (13, 8), (13, 15), (13, 15), (22, 15), (29, 15),
    ]
    assert not any(w.double for w in r.words)


def test_example_dutch_refuses_the_word_after_the_end() -> None:
    a, b = words(EXAMPLE_A), words(EXAMPLE_B)
    with pytest.raises(WachtwoordError) as err:
        team_sheet(game(Method.DUTCH, TeamRound(a[:4], b[:4])))
    assert str(err.value) == "round 1: the Dutch round ended after A4, so B4 cannot be played"


# ------------------------------------------------------------ the rules


def test_dial_starts_at_10_and_drops_per_miss() -> None:
    assert [dial_value(m) for m in range(11)] == list(range(10, -1, -1))


def test_a_word_scores_for_one_team_only() -> None:
    assert TeamWord(1, 5).team == 1
    with pytest.raises(WachtwoordError, match=r"the team must be 1, 2 or null \(nobody\)"):
        TeamWord(3, 5)


def test_a_missed_word_scores_nothing() -> None:
    r = team_sheet(game(Method.AMERICAN, TeamRound((missed(),), ()))).rounds[0]
    assert r.totals == (0, 0) and r.words[0].points == 0 and r.words[0].scorers == ()


def test_american_fifth_word_doubles_and_max_is_60() -> None:
    full = tuple(won(1, 10) for _ in range(5))
    r = team_sheet(game(Method.AMERICAN, TeamRound(full, full))).rounds[0]
    assert r.totals == (120, 0)
    assert {row.player: row.total for row in r.rows}["Fred"] == 60


def test_american_round_unfinished_has_no_winner() -> None:
    r = team_sheet(game(Method.AMERICAN, TeamRound(words(EXAMPLE_A), words(EXAMPLE_B)[:4]))).rounds[0]
    assert not r.finished and r.winner is None


def test_american_tie_is_a_draw() -> None:
    a = (won(1, 5),) + (missed(),) * 4
    b = (won(2, 5),) + (missed(),) * 4
    sheet = team_sheet(game(Method.AMERICAN, TeamRound(a, b)))
    assert sheet.rounds[0].winner is None and sheet.winner is None and sheet.finished


def test_dutch_goes_beyond_five_words_and_nothing_doubles() -> None:
    a = (won(1, 4),) * 6
    b = (missed(),) * 5
    r = team_sheet(game(Method.DUTCH, TeamRound(a, b))).rounds[0]
    assert r.totals == (24, 0) and not r.finished and r.winner is None
    r = team_sheet(game(Method.DUTCH, TeamRound(a, b + (won(1, 1),)))).rounds[0]
    assert r.totals == (25, 0) and r.ended_after == "B6" and r.winner == 1


def test_five_players_the_leader_does_not_score() -> None:
    g = TeamGame(FRED_ANNIE, JOOP_MARIE, Method.AMERICAN, rounds=(example_round(),), leader="Lies")
    sheet = team_sheet(g)
    assert [row.player for row in sheet.rounds[0].rows] == ["Fred", "Joop", "Annie", "Marie"]
    assert g.player("2B") == "Marie"


def test_winner_by_points_or_rounds() -> None:
    # Round 1: team 1 by 43 to 29. Rounds 2 and 3: team 2 wins narrowly.
    narrow = TeamRound((won(2, 1),) + (missed(),) * 4, (missed(),) * 5)
    rounds = (example_round(), narrow, narrow)
    by_points = team_sheet(replace(game(Method.AMERICAN, *rounds, by=WinnerBy.POINTS), agreed_rounds=3))
    by_rounds = team_sheet(replace(game(Method.AMERICAN, *rounds, by=WinnerBy.ROUNDS), agreed_rounds=3))
    assert by_points.totals == (43, 31) and by_points.rounds_won == (1, 2)
    assert by_points.winner == 1 and by_rounds.winner == 2


def test_game_winner_waits_for_the_last_round() -> None:
    sheet = team_sheet(game(Method.AMERICAN, example_round(), TeamRound((won(2, 3),), ())))
    assert not sheet.finished and sheet.winner is None and sheet.totals == (43, 32)


def test_example_breaks_strict_turn_order_and_is_accepted() -> None:
    # Under the strict order, dial 8 on A1 is team 1's clue, yet team 2 got it.
    assert clue_turn("A1", 2).team == 1
    assert team_sheet(game(Method.AMERICAN, example_round())).rounds[0].words[0].scorers == ("Joop",)


# ------------------------------------------------------------ turn order


def test_turn_order_of_the_rules() -> None:
    assert clue_turn("A1", 0) == ClueTurn(1, "1A", "1B", 10)
    assert clue_turn("A1", 1) == ClueTurn(2, "2A", "2B", 9)
    assert clue_turn("B1", 0) == ClueTurn(1, "1B", "1A", 10)
    assert clue_turn("B1", 1) == ClueTurn(2, "2B", "2A", 9)
    assert clue_turn("A2", 0) == ClueTurn(2, "2A", "2B", 10)
    assert clue_turn("B2", 0) == ClueTurn(2, "2B", "2A", 10)
    assert clue_turn("B2", 1) == ClueTurn(1, "1B", "1A", 9)
    assert clue_turn("A3", 0) == ClueTurn(1, "1A", "1B", 10)
    assert clue_turn("A3", 9) == ClueTurn(2, "2A", "2B", 1)


def test_turn_order_errors() -> None:
    with pytest.raises(WachtwoordError) as err:
        clue_turn("A1", 10)
    assert str(err.value) == "after 10 missed clues the word is over and nobody scores"
    with pytest.raises(WachtwoordError) as err:
        clue_turn("C1", 0)
    assert str(err.value) == "a word is named like A1 or B3, not 'C1'"


def test_next_word() -> None:
    a, b = words(EXAMPLE_A), words(EXAMPLE_B)
    assert next_word(Method.AMERICAN, TeamRound()) == "A1"
    assert next_word(Method.AMERICAN, TeamRound(a[:2], b[:1])) == "B2"
    assert next_word(Method.AMERICAN, TeamRound(a, b)) is None
    assert next_word(Method.DUTCH, TeamRound(a[:4], b[:3])) is None
    assert next_word(Method.DUTCH, TeamRound(a[:3], b[:3])) == "A4"


# ------------------------------------------------------------ bad input


@pytest.mark.parametrize("value", [-1, 11, 2.5, True, "7"])
def test_value_outside_the_dial(value: object) -> None:
    with pytest.raises(WachtwoordError) as err:
        TeamWord(1, value)  # type: ignore[arg-type]
    assert str(err.value) == f"the dial value must be a whole number from 0 to 10, not {value!r}"


def test_winning_at_zero_is_refused() -> None:
    with pytest.raises(WachtwoordError) as err:
        won(1, 0)
    assert str(err.value) == (
        "nobody can win a word at dial value 0: after the tenth missed clue nobody scores"
    )
    assert missed(0).value == 0


def test_errors_are_rule_errors_and_value_errors() -> None:
    assert issubclass(WachtwoordError, RuleError) and issubclass(WachtwoordError, ValueError)


def test_b_list_ahead_of_a_list() -> None:
    with pytest.raises(WachtwoordError) as err:
        team_sheet(game(Method.AMERICAN, TeamRound((), (missed(),))))
    assert str(err.value) == (
        "round 1: the A-list has 0 words and the B-list 1; words are played A1, B1, A2, B2, ..., "
        "so the A-list is at most one word ahead"
    )


def test_too_many_american_words() -> None:
    six = (missed(),) * 6
    with pytest.raises(WachtwoordError) as err:
        team_sheet(game(Method.AMERICAN, TeamRound(six, six)))
    assert str(err.value) == "round 1: the American method has 5 words per list, not 6"


def test_unfinished_round_followed_by_another() -> None:
    with pytest.raises(WachtwoordError) as err:
        team_sheet(game(Method.AMERICAN, TeamRound((missed(),), ()), example_round()))
    assert str(err.value) == "round 1 is not finished, but round 2 follows"


def test_player_names() -> None:
    with pytest.raises(WachtwoordError) as err:
        TeamGame(FRED_ANNIE, Team("fred", "Marie"))
    assert str(err.value) == "player names must differ: 'fred' appears twice"
    with pytest.raises(WachtwoordError) as err:
        Team(" ", "Marie")
    assert str(err.value) == "a player's name must not be empty, not ' '"
    with pytest.raises(WachtwoordError) as err:
        TeamGame(FRED_ANNIE, JOOP_MARIE).player("3A")
    assert str(err.value) == "a role is 1A, 1B, 2A or 2B, not '3A'"


# ------------------------------------------------------------ three players

TRIO = ("Els", "Wim", "Kees")


def test_trio_both_score_when_at_the_same_moment() -> None:
    g = TrioGame(TRIO, Method.AMERICAN, rounds=(
        TrioRound("Els", (TrioWord(("Wim", "Kees"), 7),) + (TrioWord((), 0),) * 3
                  + (TrioWord(("Kees",), 6),)),
    ))
    r = trio_sheet(g).rounds[0]
    assert r.totals == (0, 7, 19)  # the fifth word counts double: 12
    assert r.words[0].scorers == ("Wim", "Kees") and r.words[0].points == 7
    assert r.finished and r.winner == "Kees"


def test_trio_dutch_ends_at_25_and_can_be_a_draw() -> None:
    g = TrioGame(TRIO, Method.DUTCH, rounds=(
        TrioRound("Wim", (TrioWord(("Els", "Kees"), 10),) * 3),
    ))
    r = trio_sheet(g).rounds[0]
    assert r.totals == (30, 0, 30) and r.ended_after == "3" and r.winner is None


def test_a_word_after_a_trio_round_ended_is_refused_naming_a_player() -> None:
    """Three players have no sides: the refusal of a word after a Dutch round ended said "a side"."""
    from wordmastermind.core.wachtwoord.play import add_word

    g = TrioGame(TRIO, Method.DUTCH, rounds=(TrioRound("Wim", (TrioWord(("Els", "Kees"), 10),) * 3),))
    with pytest.raises(WachtwoordError) as err:
        add_word(g, TrioWord(("Els",), 10))
    assert str(err.value) == ("round 1 ended after 3, when a player reached 25 points; start a new round for the"
                              " next word")


def test_trio_game_winner_by_rounds_and_points() -> None:
    def rnd(giver: str, scorer: str, value: int) -> TrioRound:
        return TrioRound(giver, (TrioWord((scorer,), value),) + (TrioWord((), 0),) * 4)

    rounds = (rnd("Els", "Wim", 10), rnd("Wim", "Kees", 2), rnd("Kees", "Els", 3), rnd("Els", "Kees", 1))
    pts = trio_sheet(TrioGame(TRIO, Method.AMERICAN, WinnerBy.POINTS, rounds, ended=True))
    rds = trio_sheet(TrioGame(TRIO, Method.AMERICAN, WinnerBy.ROUNDS, rounds, ended=True))
    assert pts.totals == (3, 10, 3) and pts.rounds_won == (1, 1, 2)
    assert pts.winner == "Wim" and rds.winner == "Kees"


def test_trio_bad_input() -> None:
    with pytest.raises(WachtwoordError) as err:
        trio_sheet(TrioGame(TRIO, rounds=(TrioRound("Els", (TrioWord(("Els",), 5),)),)))
    assert str(err.value) == "round 1, word 1: Els gives the clues this round and cannot score"
    with pytest.raises(WachtwoordError) as err:
        trio_sheet(TrioGame(TRIO, rounds=(TrioRound("Els", (TrioWord(("Piet",), 5),)),)))
    assert str(err.value) == "round 1, word 1: 'Piet' is not a player"
    with pytest.raises(WachtwoordError) as err:
        trio_sheet(TrioGame(TRIO, rounds=(TrioRound("Piet"),)))
    assert str(err.value) == "round 1: the clue-giver 'Piet' is not a player"
    with pytest.raises(WachtwoordError) as err:
        TrioWord(("Wim", "Wim"), 5)
    assert str(err.value) == "'Wim' is named twice"
    with pytest.raises(WachtwoordError) as err:
        TrioGame(("Els", "Wim"))  # type: ignore[arg-type]
    assert str(err.value) == "the three-player game needs 3 players, not 2"
    six = (TrioWord((), 0),) * 6
    with pytest.raises(WachtwoordError) as err:
        trio_sheet(TrioGame(TRIO, rounds=(TrioRound("Els", six),)))
    assert str(err.value) == "round 1: the American method has 5 words per round, not 6"
    with pytest.raises(WachtwoordError) as err:
        trio_sheet(TrioGame(TRIO, Method.DUTCH, rounds=(
            TrioRound("Els", (TrioWord(("Wim",), 10),) * 4),)))
    assert str(err.value) == "round 1: the Dutch round ended after 3, so 4 cannot be played"


# ------------------------------------------------------------ clue words


@pytest.mark.parametrize(
    ("clue", "password", "problem"),
    [
        ("apothek", "apotheker", "'apothek' is a part of the password 'apotheker'"),
        ("tol", "tolk", "'tol' is a part of the password 'tolk'"),
        ("stelen", "gestolen", "'stelen' is a form of the password 'gestolen'"),
        ("Apotheker", "apotheker", "'Apotheker' is the password itself"),
        ("ringetje", "ring", "'ringetje' is a form of the password 'ring'"),
        ("modder", "modderig", "'modder' is a part of the password 'modderig'"),
        ("loopt", "lopen", "'loopt' is a form of the password 'lopen'"),
        ("gemaakt", "maken", "'gemaakt' is a form of the password 'maken'"),
        ("liep", "lopen", "'liep' is a form of the password 'lopen'"),
        ("vergeet-mij-niet", "bloem", "the clue must be one word without a hyphen: 'vergeet-mij-niet'"),
        ("twee woorden", "bloem", "the clue must be one word: 'twee woorden' is more than one"),
        ("  ", "bloem", "the clue is empty"),
    ],
)
def test_clue_refused(clue: str, password: str, problem: str) -> None:
    assert str(clue_problem(clue, password)) == problem


@pytest.mark.parametrize(
    ("clue", "password"),
    [
        ("medicijn", "apotheker"), ("vertaler", "tolk"), ("dief", "gestolen"),
        ("Hitchcock", "griezelfilm"), ("stilte", "rust"), ("wedren", "jockey"),
        ("renbaan", "jockey"), ("paard", "jockey"), ("paars", "paard"), ("ruse", "rust"),
        ("klein", "ei"), ("kasten", "kist"), ("bal", "bel"), ("water", "zee"),
    ],
)
def test_ordinary_clue_passes(clue: str, password: str) -> None:
    assert clue_problem(clue, password) is None


def test_bad_password_raises() -> None:
    with pytest.raises(WachtwoordError) as err:
        clue_problem("bloem", "vergeet-mij-niet")
    assert str(err.value) == "the password must be one word without a hyphen: 'vergeet-mij-niet'"


# ------------------------------------------------------------ properties

word_st = st.one_of(
    st.just(missed()),
    st.builds(TeamWord, st.sampled_from([1, 2]), st.integers(1, 10)),
)


@st.composite
def team_rounds(draw: st.DrawFn) -> tuple[Method, TeamRound]:
    method = draw(st.sampled_from(Method))
    n = draw(st.integers(0, 5))
    a = tuple(draw(word_st) for _ in range(n))
    b = tuple(draw(word_st) for _ in range(draw(st.sampled_from([max(n - 1, 0), n]))))
    rnd = TeamRound(a, b)
    return method, rnd


@given(team_rounds())
def test_totals_are_sums_and_one_team_per_word(case: tuple[Method, TeamRound]) -> None:
    method, rnd = case
    try:
        sheet = team_sheet(game(method, rnd))
    except WachtwoordError as err:
        assert method is Method.DUTCH and "Dutch round ended" in str(err)
        return
    r = sheet.rounds[0]
    for w in r.words:
        assert 0 <= w.value <= 10 and len(w.scorers) <= 1
        assert w.points == (w.value * (2 if w.double else 1) if w.scorers else 0)
    rows = {row.player: row.total for row in r.rows}
    assert r.totals == (rows["Fred"] + rows["Annie"], rows["Joop"] + rows["Marie"])
    assert sum(r.totals) == sum(w.points for w in r.words)
    for row in r.rows:
        assert row.total == sum(row.points) == (row.running[-1] if row.running else 0)
    assert sheet.totals == r.totals
    if method is Method.DUTCH:
        assert all(max(w.running) < 25 for w in r.words[:-1])
        assert r.finished == (bool(r.words) and max(r.totals) >= 25)
        if r.finished:
            assert r.winner == (1 if r.totals[0] > r.totals[1] else 2)


@given(st.integers().filter(lambda v: not 0 <= v <= 10))
def test_every_value_outside_0_to_10_is_refused(value: int) -> None:
    with pytest.raises(WachtwoordError, match="from 0 to 10"):
        TeamWord(None, value)


# ---------------------------------------------------------------- live play


def test_live_play_follows_the_rules_turn_order_word_by_word() -> None:
    from wordmastermind.core.wachtwoord.play import guessed, miss, turn

    game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"), Method.AMERICAN)
    # A1: Fred -> Annie at 10; a miss passes it to Joop -> Marie at 9; a second back to Fred at 8
    assert (turn(game).clue_giver, turn(game).guessers, turn(game).value) == ("Fred", ("Annie",), 10)
    game = miss(game)
    assert (turn(game).clue_giver, turn(game).guessers, turn(game).value) == ("Joop", ("Marie",), 9)
    game = miss(game)
    assert (turn(game).clue_giver, turn(game).value) == ("Fred", 8)
    game = guessed(game)  # Annie gets it at 8
    # B1: the B-players give the clues, team 1 first
    assert (turn(game).word, turn(game).clue_giver, turn(game).guessers) == ("B1", "Annie", ("Fred",))
    game = guessed(game)
    # A2 and B2 start with team 2
    assert (turn(game).word, turn(game).clue_giver) == ("A2", "Joop")
    game = guessed(game)
    assert (turn(game).word, turn(game).clue_giver) == ("B2", "Marie")
    sheet = team_sheet(game)
    assert sheet.totals == (18, 10)
    assert game.rounds[0].misses == 0


def test_the_tenth_miss_ends_the_word_and_nobody_scores() -> None:
    from wordmastermind.core.wachtwoord.play import miss, turn

    game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"))
    for expected in range(10, 0, -1):
        assert turn(game).value == expected
        game = miss(game)
    rnd = team_sheet(game).rounds[0]
    assert [(w.label, w.points, w.scorers) for w in rnd.words] == [("A1", 0, ())]
    assert turn(game).word == "B1" and turn(game).value == 10


def test_the_fifth_word_of_the_american_method_is_due_double() -> None:
    from wordmastermind.core.wachtwoord.play import guessed, turn

    game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"))
    for _ in range(8):
        game = guessed(game)
    assert turn(game).word == "A5" and turn(game).double
    game = guessed(game)  # team 1 (odd word) at 10, doubled
    assert team_sheet(game).rounds[0].words[-1].points == 20


def test_live_play_refuses_a_word_after_the_dutch_round_ended() -> None:
    from wordmastermind.core.wachtwoord.play import guessed, miss, new_round, nobody, turn

    game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"), Method.DUTCH)
    for _ in range(3):  # team 1 gets A1, B1 and A2 at 10: 30 points
        game = guessed(game, 1)
    assert team_sheet(game).rounds[0].ended_after == "A2"
    assert turn(game) is None
    for step in (miss, guessed, nobody):
        with pytest.raises(WachtwoordError, match="round 1 ended after A2, when a side reached 25 points; start a new round"):
            step(game)
    game = new_round(game)
    assert turn(game).word == "A1" and len(game.rounds) == 2


def test_a_new_round_is_refused_while_a_word_is_still_due() -> None:
    from wordmastermind.core.wachtwoord.play import guessed, new_round

    game = guessed(TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie")))
    with pytest.raises(WachtwoordError, match="round 1 is not over yet"):
        new_round(game)


def test_misses_are_kept_with_the_round_and_checked() -> None:
    from wordmastermind.core.wachtwoord.play import miss

    game = miss(miss(TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"))))
    assert game.rounds[0].misses == 2
    with pytest.raises(WachtwoordError, match="0 to 9 missed clues"):
        TeamRound(misses=10)
    finished = TeamRound((won(1, 10),) * 5, (won(1, 10),) * 5, misses=3)
    with pytest.raises(WachtwoordError, match="round 1 is over, so no word can be in play"):
        team_sheet(TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"), rounds=(finished,)))


def test_three_players_both_score_when_they_call_out_together() -> None:
    from wordmastermind.core.wachtwoord.play import guessed, miss, new_round, nobody, turn

    game = TrioGame(("Els", "Wim", "Kees"), Method.AMERICAN)
    assert turn(game).guessers == ("Wim", "Kees") and turn(game).team is None
    game = guessed(miss(game), ("Wim", "Kees"))  # both at 9
    game = guessed(game, "Wim")  # 10
    game = nobody(miss(miss(game)))
    game = guessed(game, ["Kees"])
    assert turn(game).word == "5" and turn(game).double
    game = guessed(game, "Wim")  # 10, doubled
    sheet = trio_sheet(game)
    assert sheet.rounds[0].totals == (0, 39, 19)
    assert turn(game) is None
    game = new_round(game)
    assert turn(game).clue_giver == "Wim" and turn(game).guessers == ("Els", "Kees")
    with pytest.raises(WachtwoordError, match="say who guessed"):
        guessed(game)
    with pytest.raises(WachtwoordError, match="gives the clues this round and cannot score"):
        guessed(game, "Wim")
