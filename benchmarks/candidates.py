"""Benchmark: counting the candidates of every secret word.

A game of 40 players after 20 rounds (every word still in play analysed)
against a list of 6,000 words of the game's length; the goal is well under
a second, aiming at 100 ms. For comparison, the same count word by word with
the game's own mark function on a tenth of the list, scaled up.

Run by hand: ``.venv/bin/python benchmarks/candidates.py``.
"""

from __future__ import annotations

import sys

sys.dont_write_bytecode = True  # timing (imported next) keeps bytecode out of the tree

import timing  # noqa: E402,F401

import random  # noqa: E402
import statistics  # noqa: E402
import time  # noqa: E402

from wordmastermind.core.wmm.candidates import analyse, candidates  # noqa: E402
from wordmastermind.core.wmm.evaluation import evaluate  # noqa: E402
from wordmastermind.core.wmm.marks import Marks  # noqa: E402
from wordmastermind.core.wmm.simulate import random_game  # noqa: E402

GOAL_MS = 100.0


def main() -> None:
    game = random_game(40, 20, seed=2026, hit_chance=0.01)
    result = evaluate(game)
    rng = random.Random(5)
    letters = "EEEEENNNIIRRSSTTAAUDHGLOCMBFKWZPV"
    words = {p.secret for p in game.players}
    while len(words) < 6000:
        words.add("".join(rng.choice(letters) for _ in range(5)))
    pool = sorted(words)
    times = []
    for _ in range(7):
        start = time.perf_counter()
        found = analyse(result, pool)
        times.append(time.perf_counter() - start)
    median = statistics.median(times) * 1000
    in_play = len(found)
    guesses = sum(len(result.guesses_at(w.name)) for w in found)
    print(f"{in_play} words in play after {result.round} rounds, {guesses} guesses at them, {len(pool)} words")
    verdict = "meets" if median <= GOAL_MS else "MISSES"
    print(f"numpy analysis: median {median:.1f} ms (goal {GOAL_MS:.0f} ms: {verdict})")
    tenth = pool[: len(pool) // 10]
    start = time.perf_counter()
    for w in found:
        published: list[tuple[str, Marks]] = [
            (g.word, g.marks) for g in result.guesses_at(w.name) if g.marks is not None
        ]
        candidates(tenth, published)
    plain = (time.perf_counter() - start) * 10 * 1000
    print(f"word by word with mark(): about {plain:.0f} ms for the whole list ({plain / median:.0f}x)")


if __name__ == "__main__":
    main()
