"""Round 1 by lot: balanced, reproducible, never at one's own word."""

from __future__ import annotations

from collections import Counter

import pytest

from wordmastermind.core.errors import LotError, Problem, field
from wordmastermind.core.wmm.game import Lot
from wordmastermind.core.wmm.lot import draw_lot, lot_problems
from wordmastermind.core.wmm.scoring import guesses_per_round

SEEDS = [0, 1, 7, 42, 2000, 123456789]
NAMES = ["Alfons", "Beatrix", "Emil", "Fritzchen", "Gustav", "Hanna"]


def names_for(count: int) -> list[str]:
    return [f"Player {i + 1:02d}" for i in range(count)]


def assert_balanced(lot: Lot, names: list[str], k: int) -> None:
    assert [guesser for guesser, _ in lot.assignment] == names  # roster order
    received: Counter[str] = Counter()
    for guesser, targets in lot.assignment:
        assert len(targets) == k, guesser
        assert len(set(targets)) == k, f"{guesser} has a target twice"
        assert guesser not in targets, f"{guesser} guesses at own word"
        assert set(targets) <= set(names)
        # targets are listed in roster order
        assert list(targets) == sorted(targets, key=names.index)
        received.update(targets)
    assert received == Counter({name: k for name in names})
    assert len(lot.pairs()) == k * len(names)


@pytest.mark.parametrize("count", range(4, 41))
def test_lot_is_balanced_for_every_player_count(count: int) -> None:
    names = names_for(count)
    k = guesses_per_round(count)
    for seed in SEEDS:
        lot = draw_lot(names, k, seed)
        assert lot.seed == seed
        assert_balanced(lot, names, k)
        assert lot_problems(lot, names, k) == []


@pytest.mark.parametrize("count", [4, 6, 10, 17, 25])
def test_lot_is_reproducible_from_its_seed(count: int) -> None:
    names = names_for(count)
    k = guesses_per_round(count)
    for seed in SEEDS:
        assert draw_lot(names, k, seed) == draw_lot(names, k, seed)


def test_different_seeds_give_different_lots() -> None:
    names = names_for(12)
    lots = {draw_lot(names, 3, seed).assignment for seed in range(20)}
    assert len(lots) > 1


def test_lot_with_every_k_that_fits() -> None:
    names = names_for(7)
    for k in range(1, 7):
        lot = draw_lot(names, k, seed=3)
        assert_balanced(lot, names, k)
    # k = count - 1: everyone guesses at everyone else
    full = draw_lot(names, 6, seed=3)
    for guesser, targets in full.assignment:
        assert set(targets) == set(names) - {guesser}


def test_lot_targets_and_pairs() -> None:
    lot = draw_lot(NAMES, 2, seed=7)
    for guesser, targets in lot.assignment:
        assert lot.targets(guesser) == targets
        assert lot.targets(f"  {guesser.upper()} ") == targets
    assert lot.targets("Ida") == ()
    pairs = lot.pairs()
    assert len(pairs) == 12
    assert all(g != t for g, t in pairs)
    assert all(g == g.casefold() and t == t.casefold() for g, t in pairs)


def test_lot_needs_unique_names() -> None:
    with pytest.raises(LotError, match="the lot needs unique player names"):
        draw_lot(["Alfons", " alfons", "Emil", "Gustav"], 1, seed=1)


@pytest.mark.parametrize("k", [0, 4, 5, -1])
def test_lot_needs_a_possible_k(k: int) -> None:
    with pytest.raises(LotError, match=f"cannot give each of 4 players {k} different targets"):
        draw_lot(["Alfons", "Beatrix", "Emil", "Gustav"], k, seed=1)


def test_lot_errors_are_value_errors() -> None:
    with pytest.raises(ValueError):
        draw_lot(["A", "B", "C"], 3, seed=1)


def messages(problems: list[Problem]) -> list[str]:
    assert all(p.row is None and p.field == field("lot") for p in problems)
    return [str(p.message) for p in problems]


def test_lot_from_another_roster_a_player_replaced() -> None:
    # Hanna left, Ida joined after the lot was drawn.
    lot = Lot(
        7,
        (
            ("Alfons", ("Fritzchen", "Hanna")),
            ("Beatrix", ("Fritzchen", "Gustav")),
            ("Emil", ("Alfons", "Beatrix")),
            ("Fritzchen", ("Emil", "Hanna")),
            ("Gustav", ("Beatrix", "Emil")),
            ("Hanna", ("Alfons", "Gustav")),
        ),
    )
    assert lot_problems(lot, NAMES, 2) == []
    roster = NAMES[:5] + ["Ida"]
    found = messages(lot_problems(lot, roster, 2))
    assert "Ida is not in the lot" in found
    assert "the lot names Hanna, who is not a player" in found
    assert found.count("the lot names Hanna, who is not a player") == 1
    # Hanna's guesses at Alfons and Gustav are gone: each gets only 1 now
    assert "Alfons's word gets 1 guess, not 2" in found
    assert "Gustav's word gets 1 guess, not 2" in found
    # nobody else is short
    assert not any(
        m.startswith(("Beatrix's", "Emil's", "Fritzchen's")) for m in found
    )


def test_lot_from_another_roster_a_player_added() -> None:
    lot = draw_lot(NAMES, 2, seed=7)
    found = messages(lot_problems(lot, NAMES + ["Ida"], 2))
    assert found == ["Ida is not in the lot"]


def test_lot_for_another_k() -> None:
    # drawn for 6 players (k = 2); checked as if k were 1
    lot = draw_lot(NAMES, 2, seed=7)
    found = messages(lot_problems(lot, NAMES, 1))
    for name in NAMES:
        assert f"{name} does not have 1 different other targets" in found
        assert f"{name}'s word gets 2 guesses, not 1" in found
    assert len(found) == 12


def test_lot_names_match_loosely() -> None:
    lot = draw_lot(NAMES, 2, seed=7)
    assert lot_problems(lot, [f" {n.upper()} " for n in NAMES], 2) == []


def test_unbalanced_hand_made_lot() -> None:
    names = ["Alfons", "Beatrix", "Emil", "Gustav"]
    lot = Lot(
        1,
        (
            ("Alfons", ("Beatrix",)),
            ("Beatrix", ("Alfons",)),
            ("Emil", ("Alfons",)),
            ("Gustav", ("Gustav",)),
        ),
    )
    found = messages(lot_problems(lot, names, 1))
    assert "Gustav does not have 1 different other targets" in found
    assert "Alfons's word gets 2 guesses, not 1" in found
    assert "Emil's word gets 0 guesses, not 1" in found
    assert not any(m.startswith("Beatrix") for m in found)
