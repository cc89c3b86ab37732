"""Which rounds changed after their report went out, found quickly: exactly what comparing every report with the
game player by player found.

Found measuring a game of 100 players and 40 rounds whose every report went out: entering a guess, a withdrawal
or a word rule that alters a result made the game master wait seconds while the command line compared each
report with the game (:func:`~wordmastermind.core.wmm.sent_log.changed_rounds`): every round's players' view was
made and every player's snapshot made again, one by one. Now a round whose reports all tell word for word what
they told is passed over without more ado, its snapshots made together. The old way is kept here as the oracle:
the snapshot as it was made (:func:`old_snapshot`) and the rounds as they were sought (:func:`old_changed_rounds`).
"""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from wordmastermind.core.words import name_key
from wordmastermind.core.wmm import sent_log
from wordmastermind.core.wmm.departures import take_over, withdraw
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game, Guess
from wordmastermind.core.wmm.next_round import next_step
from wordmastermind.core.wmm.own_guesses import OwnGuess, own_guesses
from wordmastermind.core.wmm.place_names import name_in_round
from wordmastermind.core.wmm.player_view import PlayerView, names_unmasked, player_view
from wordmastermind.core.wmm.results import Evaluation, PlayerResult
from wordmastermind.core.wmm.sent_log import REPORT_KINDS, changed_rounds, corrections, sent_reports
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.core.wmm.snapshots import snapshots

AT = "2026-12-01T18:00+01:00"


def old_snapshot(view: PlayerView, name: str, earlier: set[int]) -> str:
    """The snapshot as it was made, player by player, of their own guesses and next step (the oracle)."""
    results: dict[str, PlayerResult] = {}
    for player in view.state.players:
        results.setdefault(name_key(player.name), player)
    shown = view.name(name)
    own = own_guesses(view.state, shown, view.number)
    result = results[name_key(shown)]
    game = view.state.game

    def guess(g: OwnGuess, number: int) -> str:
        return f"{g.word} → {name_in_round(game, g.target, number)}: {g.marks if g.valid else '-'} {g.points}"

    lines = []
    for number in sorted(n for n in earlier if 1 <= n < view.number):
        guesses = own_guesses(view.state, shown, number).guesses
        lines += [f"earlier.{number}.{n}\t{guess(g, number)}" for n, g in enumerate(guesses, 1)] or \
            [f"earlier.{number}\t"]
    lines += [f"guess.{n}\t{guess(g, view.number)}" for n, g in enumerate(own.guesses, 1)]
    guessed = "\t".join(f"{p.guessed_in_round} {p.name}" for p in results.values()
                        if p.guessed_in_round is not None and name_key(p.name) != name_key(shown))
    wf = "" if view.state.game_over else str(view.state.wf_next)
    word = f"guessed {result.guessed_in_round}" if result.guessed_in_round is not None else \
        "play" if result.word_left_after is None else f"left {result.word_left_after}"
    step = next_step(view, shown)
    told_next = "over" if step is None else "\t".join((str(step.guesses), *step.targets))
    lines += [f"points\t{own.gained}", f"word_points\t{result.word_points}", f"total\t{own.total}",
              f"rank\t{own.rank}", f"word\t{word}", f"guessed\t{guessed}", f"wf\t{wf}", f"next\t{told_next}"]
    return "\n".join(lines)


def old_changed_rounds(evaluation: Evaluation) -> tuple[int, ...]:
    """The rounds as they were sought: each round's reports compared with the game, player by player."""
    sent = sorted({r.round for r in evaluation.game.sent if r.kind in REPORT_KINDS and r.round >= 1})
    for number in sent:
        if corrections(evaluation, number):
            return tuple(n for n in sent if n >= number)
    return ()


def reported(game: Game, draw: st.DrawFn) -> Game:
    """``game`` with its rounds' reports gone out as the log keeps them: some players skipping a report (the
    next tells them of the round they missed), some by letter, some failed, a correction or two."""
    names = [p.name for p in game.players]
    for number in range(1, len(game.rounds) + 1):
        if not draw(st.booleans()) and number < len(game.rounds):
            continue  # this round's report did not go out
        evaluation = evaluate(game, upto=number)
        told = [n for n in names if draw(st.integers(0, 5))]  # most players
        kind = draw(st.sampled_from(["round", "letter", "correction", "final"]))
        failed = [n for n in names if n not in told and draw(st.booleans())]
        game = game.with_sent(sent_reports(evaluation, number, kind, told, AT)
                              + sent_reports(evaluation, number, "round", failed, AT, status="failed",
                                             reasons=["550 no such user"] * len(failed)))
    return game


@st.composite
def edited_games(draw: st.DrawFn) -> Game:
    """A game whose reports went out, then changed (or not) as game masters change them."""
    players = draw(st.integers(4, 9))
    game = random_game(players, draw(st.integers(2, 6)), draw(st.integers(0, 10_000)), letters="ABEÄR",
                       hit_chance=draw(st.sampled_from([0.0, 0.2, 0.5])), skip_chance=0.2)
    if draw(st.booleans()):  # a name that names another's secret: the players' views mask it
        row = draw(st.integers(0, players - 1))
        other = game.players[(row + 1) % players].secret
        game = game.with_player(row, dataclasses.replace(game.players[row], name=f"{other.title()} Fan"))
    if draw(st.booleans()):
        game = game.with_settings(dataclasses.replace(game.settings, title=f"Not {game.players[0].secret}"))
    game = reported(game, draw)
    rounds = len(game.rounds)
    edit = draw(st.sampled_from(["none", "guess", "drop", "withdraw", "takeover", "umlauts", "resent"]))
    number = draw(st.integers(1, rounds))
    if edit in ("guess", "drop") and game.rounds[number - 1].guesses:
        row = draw(st.integers(0, len(game.rounds[number - 1].guesses) - 1))
        first = game.rounds[number - 1].guesses[row]
        if edit == "guess":
            game = game.with_guess(number, row, Guess(first.guesser, first.target, draw(st.sampled_from(
                [game.player(first.target).secret, "BBBBB", first.word[::-1]]))))  # type: ignore[union-attr]
        else:
            guesses = game.rounds[number - 1].guesses
            game = game.with_round(number, dataclasses.replace(
                game.rounds[number - 1], guesses=guesses[:row] + guesses[row + 1:]))
    elif edit == "withdraw" and evaluate(game).game_over_after is None:
        game = withdraw(game, draw(st.sampled_from([p.name for p in game.players])), number,
                        draw(st.sampled_from(["leaves", "stays"])), past_reports=True)
    elif edit == "takeover":
        place = draw(st.sampled_from([p.name for p in game.players]))
        by = draw(st.sampled_from(["Newcomer", f"{game.players[0].secret} Lover"]))
        if game.player(by) is None and evaluate(game).game_over_after is None:
            game = take_over(game, place, by, after_round=number)
    elif edit == "umlauts":  # a word rule that alters results: the guesses with Ä count now
        game = game.with_settings(dataclasses.replace(game.settings, umlauts=True))
    elif edit == "resent":  # the last round's report again, to everybody: a later one tells the next round
        last = evaluate(game)
        game = game.with_sent(sent_reports(last, last.round, "round", [p.name for p in game.players], AT))
    return game


@settings(max_examples=150, deadline=None)
@given(game=edited_games())
def test_the_rounds_changed_since_they_went_out_are_those_comparing_player_by_player_found(game: Game) -> None:
    evaluation = evaluate(game)
    found = changed_rounds(evaluation)
    event(f"changed: {bool(found)}, names masked: {not names_unmasked(game)}")
    assert found == old_changed_rounds(evaluation)


@settings(max_examples=100, deadline=None)
@given(game=edited_games())
def test_each_snapshot_is_made_as_it_was_player_by_player(game: Game) -> None:
    """What a report tells each player now, as corrections and the log's records have it."""
    evaluation = evaluate(game)
    for number in range(1, evaluation.round + 1):
        view = player_view(evaluation, number)
        made = snapshots(view)
        for player in game.players:
            for earlier in (set(), {1, number - 1}, set(range(number))):
                assert made.of(player.name, earlier) == old_snapshot(view, player.name, earlier)


def counted_corrections(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The rounds :func:`corrections` is asked for from now on."""
    asked: list[int] = []
    compare = sent_log.corrections

    def counted(evaluation: Evaluation, number: int, view: PlayerView | None = None,
                **told: sent_log.Told) -> tuple[sent_log.Correction, ...]:
        asked.append(number)
        return compare(evaluation, number, view, **told)

    monkeypatch.setattr(sent_log, "corrections", counted)
    return asked


@pytest.mark.parametrize("masked", [False, True])
def test_a_round_told_as_it_is_is_not_compared_player_by_player(monkeypatch: pytest.MonkeyPatch, masked: bool) -> None:
    """Every round's report went out (one player missed round 2's: round 3's told them of it) and nothing
    changed since: no round is compared player by player (a name naming a secret word, which the players' views
    mask, or not); a corrected guess of round 3: that round alone is."""
    game = random_game(8, 5, seed=3, hit_chance=0.1)
    assert len(game.rounds) == 5
    if masked:
        game = game.with_player(0, dataclasses.replace(game.players[0], name=f"{game.players[1].secret} Fan"))
    assert names_unmasked(game) is not masked
    names = [p.name for p in game.players]
    for number in range(1, len(game.rounds) + 1):
        told = [name for name in names if number != 2 or name != names[3]]
        game = game.with_sent(sent_reports(evaluate(game, upto=number), number, "round", told, AT))
    assert [r.snapshot.split("\t")[0] for r in game.sent if r.round == 3 and r.player == names[3]] == ["earlier.2.1"]
    asked = counted_corrections(monkeypatch)
    assert changed_rounds(evaluate(game)) == ()
    assert asked == []
    first = game.rounds[2].guesses[0]
    fixed = game.with_guess(3, 0, Guess(first.guesser, first.target, "ZZZZZ"))
    assert changed_rounds(evaluate(fixed)) == (3, 4, 5)
    assert asked == [3]
