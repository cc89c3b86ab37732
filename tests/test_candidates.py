"""The candidate analysis against brute force with the game's own marks."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from wordmastermind.core.wmm.candidates import analyse, candidates, contradictions
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game, Guess, Round, Settings
from wordmastermind.core.wmm.marks import Marks, mark
from wordmastermind.core.wmm.simulate import random_game


def brute_force(game: Game, words: list[str]) -> dict[str, list[int]]:
    """How many words fit, round by round, computed with mark() word by word."""
    result = evaluate(game)
    points_only = game.settings.points_only
    out: dict[str, list[int]] = {}
    for player in result.players:
        if not player.in_play:
            continue
        counts = [len(words)]
        seen = []
        for number in range(1, result.round + 1):
            seen += [g for g in result.guesses_at(player.name) if g.round == number]

            def fits(word: str) -> bool:
                for g in seen:
                    m = mark(word, g.word)
                    if points_only:
                        told = m.count if g.round == 1 else m.kp
                        if told != g.kp:
                            return False
                    elif m != g.marks:
                        return False
                return True

            counts.append(sum(1 for w in words if fits(w)))
        out[player.name] = counts
    return out


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(4, 12),
    seed=st.integers(0, 10_000),
    points_only=st.booleans(),
    letters=st.sampled_from(["ABC", "ABCD", "AABBC", "EINRST"]),
)
def test_the_counts_equal_brute_force_on_random_games(players: int, seed: int, points_only: bool, letters: str) -> None:
    length = 4
    game = random_game(players, 6, seed=seed, length=length, letters=letters, hit_chance=0.1)
    game = game.with_settings(Settings(game.settings.title, length, points_only=points_only))
    alphabet = sorted(set(letters))
    words = ["".join(p) for p in itertools.product(alphabet, repeat=length)]
    random.Random(seed).shuffle(words)
    analysed = {w.name: list(w.counts) for w in analyse(evaluate(game), words)}
    assert analysed == brute_force(game, words)


def test_the_secret_is_always_a_candidate() -> None:
    game = random_game(8, 8, seed=3, length=4, letters="ABCDEF", hit_chance=0.0)
    words = ["".join(p) for p in itertools.product("ABCDEF", repeat=4)]
    secrets = {p.name: p.secret for p in game.players}
    for found in analyse(evaluate(game), words):
        assert secrets[found.name] in found.words
        assert list(found.counts) == sorted(found.counts, reverse=True)  # it only falls


def test_the_rules_example_leaves_salat() -> None:
    nouns = ["SALAT", "SALTA", "TALAS", "SAMBA", "HOSEN", "LAMPE", "KERZE", "TISCH", "ATLAS"]
    result = evaluate(rules_example())
    found = {w.name: w for w in analyse(result, nouns)}
    assert found["Alfons"].words == ("SALAT",)
    assert "Emil" not in found  # his word was guessed in round 2


def test_reference_candidates_with_repeated_letters() -> None:
    published = [("ADDED", mark("DREAD", "ADDED")), ("GEESE", mark("DREAD", "GEESE"))]
    assert published[0][1] == Marks(1, 3)
    # By hand: READD gets +ooo from ADDED and + from GEESE, like DREAD;
    # from ADDED, ADDER gets ++++ and DARED ++oo.
    assert candidates(["DREAD", "ADDER", "READD", "DARED"], published) == ["DREAD", "READD"]


def test_a_guess_that_contradicts_earlier_marks_is_flagged() -> None:
    game = rules_example()
    # In round 3 Beatrix guesses HOSEN at Alfons. It fits TOLLE's +o (its O
    # is where TOLLE's is, and both have an E), but against SAHNE it would
    # have given oooo, not ++: it cannot be the word.
    game = game.with_round(3, Round((Guess("Beatrix", "Alfons", "HOSEN"), Guess("Gustav", "Alfons", "SALAT"))))
    found = contradictions(evaluate(game))
    # The rules' own round 2 is illustrative, not consistent with round 1's
    # TOLLE +o: SAHNE and SALSA would have given TOLLE only +, and TOLLE
    # again cannot be the word once it got +o. ATLAS and SALAT fit.
    assert [(c.guess.round, c.guess.guesser, c.guess.word) for c in found] == [
        (2, "Gustav", "SAHNE"),
        (2, "Beatrix", "TOLLE"),
        (2, "Fritzchen", "SALSA"),
        (3, "Beatrix", "HOSEN"),
    ]
    assert str(found[-1]) == (
        "round 3: Beatrix guessed HOSEN at Alfons, which cannot be the word after SAHNE got ++ in round 2"
    )
    # Otto took Gustav's place over after round 2: the hint of round 2 names Gustav, who guessed then
    from wordmastermind.core.wmm.departures import take_over

    taken = contradictions(evaluate(take_over(game, "Gustav", "Otto", after_round=2)))
    assert str(taken[0]) == (
        "round 2: Gustav guessed SAHNE at Alfons, which cannot be the word after TOLLE got +o in round 1")
