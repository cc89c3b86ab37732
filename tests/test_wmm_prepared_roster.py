"""The roster prepared once for many evaluations: kept for the same roster only, and the same results either way."""

from __future__ import annotations

from contextlib import suppress
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from wordmastermind.core.wmm.departures import DepartureError, withdraw
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game, Guess, Lot, Player
from wordmastermind.core.wmm.prepared_roster import PreparedRoster, prepared
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.core.wmm.simulate import random_game


def fingerprint(result: Evaluation) -> object:
    return (
        result.players,
        result.k,
        result.wf_next,
        result.game_over_after,
        [(r.number, r.wf, r.totals, r.revealed, r.game_over, r.guesses) for r in result.rounds],
        [[r.guesses_at(p.name) for p in result.players] for r in result.rounds],
    )


def fresh_copy(game: Game) -> Game:
    """The same game made of new objects, which no prepared roster was made for."""
    lot = game.lot
    return replace(
        game,
        players=tuple(replace(p) for p in game.players),
        lot=None if lot is None else Lot(lot.seed, tuple((g, tuple(t)) for g, t in lot.assignment)),
        withdrawals=tuple(replace(w) for w in game.withdrawals),
    )


def test_an_edited_round_keeps_the_prepared_roster() -> None:
    game = rules_example()
    roster = prepared(game)
    first = game.rounds[0].guesses[0]
    assert prepared(game.with_guess(1, 0, replace(first, word="NADEL"))) is roster
    assert prepared(game.truncated(0)) is roster
    assert prepared(game.with_deadline(1, "2026-12-01T18:00")) is roster


def test_a_changed_roster_rules_lot_or_withdrawal_is_prepared_anew() -> None:
    game = rules_example()
    roster = prepared(game)
    assert prepared(game.with_settings(replace(game.settings, title="Another title"))) is roster
    changed = [
        game.with_players(replace(p) for p in game.players),  # equal, but not the same objects
        game.with_settings(replace(game.settings, umlauts=True)),
        game.with_settings(replace(game.settings, word_length=6)),
        game.with_lot(None),
        withdraw(game, "Emil", 1),
    ]
    for other in changed:
        assert prepared(other) is not roster
        assert prepared(other).fits(other)


def test_a_roster_given_as_a_list_is_never_kept() -> None:
    # The type says tuple; a list could change after the evaluation, so it is prepared each time.
    players = list(rules_example().players)
    game = replace(rules_example(), players=players)  # type: ignore[arg-type]
    before = evaluate(game)
    players[1] = Player(players[1].name, "SALAT")  # Emil's TOLLE and Gustav's SAHNE, now at Gustav's SALAT
    assert prepared(game) is not prepared(game)
    after = evaluate(game)
    assert fingerprint(after) == fingerprint(evaluate(fresh_copy(game)))
    assert fingerprint(after) != fingerprint(before)


def test_the_prepared_roster_reads_names_as_the_evaluation_does() -> None:
    roster = PreparedRoster(rules_example())
    assert roster.index("Alfons") == 0
    assert roster.index(" ALFONS ") == 0
    assert roster.index("Nobody") is None
    assert roster.index("") is None
    assert roster.lot_pairs == frozenset(
        roster.index(g) * roster.count + roster.index(t)  # type: ignore[operator]
        for g, targets in rules_example().lot.assignment  # type: ignore[union-attr]
        for t in targets
    )


@settings(max_examples=80, deadline=None)
@given(
    players=st.integers(2, 14),
    seed=st.integers(0, 10_000),
    rounds=st.integers(0, 8),
    letters=st.sampled_from(["ABC", "ABCDE", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"]),
    pick=st.integers(0, 10_000),
    withdrawn=st.booleans(),
)
def test_the_prepared_roster_kept_gives_what_a_new_one_gives(
    players: int, seed: int, rounds: int, letters: str, pick: int, withdrawn: bool
) -> None:
    # A roster prepared for an earlier state (and kept among others) gives the
    # same evaluation as one made for new objects of the same game, guess by guess.
    game = random_game(max(players, 4), rounds, seed=seed, letters=letters, hit_chance=0.1)
    if withdrawn and game.rounds:
        with suppress(DepartureError):  # not after the end of the game
            game = withdraw(game, game.players[pick % len(game.players)].name, pick % len(game.rounds) + 1)
    evaluate(game)
    evaluate(random_game(5, 2, seed=seed + 1))  # another roster prepared in between
    edited = game
    if game.rounds:
        number = pick % len(game.rounds) + 1
        guesses = game.rounds[number - 1].guesses
        if guesses:
            old = guesses[pick % len(guesses)]
            edited = game.with_guess(number, pick % len(guesses), Guess(old.guesser, old.target, "QQQQQ"))
    assert prepared(edited) is prepared(game)
    assert fingerprint(evaluate(edited)) == fingerprint(evaluate(fresh_copy(edited)))
    assert fingerprint(evaluate(edited, previous=evaluate(game))) == fingerprint(evaluate(fresh_copy(edited)))
