"""Benchmark: rebuilding the PASSWORD grids from a 200-entry log.

A game of four players with eight-letter passwords; 200 entries, as many of
them questions as the rules allow (letters first, then "again", then
circles; a player with nothing left on the rolled circle passes), with a
wrong answer corrected along the way. Every edit in the app replays the
whole log (every entry checked, every grid derived), so that replay must
stay well under one frame, 16.7 ms. For comparison, measured in the same
run: a bare pass over the log that only files each answer under its player
and letter, the least any rebuild has to do.

Also reported: the grids alone (folding the answers, no checks), what the
tab's "which questions now" call costs, and the candidates of one grid in a
list of 50,000 words.

Run by hand: ``.venv/bin/python benchmarks/password.py``.
"""

from __future__ import annotations

import sys

sys.dont_write_bytecode = True  # timing (imported next) keeps bytecode out of the tree

import timing  # noqa: E402,F401

import random  # noqa: E402
import statistics  # noqa: E402
import string  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable  # noqa: E402

from wordmastermind.core.password.game import (  # noqa: E402
    Game,
    Side,
    options,
    play,
    suggested_answer,
    wrong_answers,
)
from wordmastermind.core.password.board import Board, roll_dice  # noqa: E402
from wordmastermind.core.password.grid import Knowledge, candidates  # noqa: E402
from wordmastermind.core.password.log import (  # noqa: E402
    NO,
    AgainQuestion,
    Answer,
    CircleQuestion,
    Correction,
    Entry,
    LetterQuestion,
    Pass,
    Question,
)

FRAME_MS = 1000 / 60
ENTRIES = 200
SECRETS = ["ABRICOTS", "ELEPHANT", "MAGNOLIA", "PYRAMIDE"]


def build_log(rng: random.Random) -> Game:
    game = Game(tuple(Side(f"P{i + 1}", secret=s) for i, s in enumerate(SECRETS)))
    lied = False
    while len(game.log) < ENTRIES:
        circle = roll_dice(rng).circle
        choice = options(game, circle)
        targets = [t for t in choice.targets if t.any]
        if not targets:
            game = game.with_entry(Pass(choice.asker, circle))
            continue
        target = rng.choice(targets)
        question: Question
        if target.letters:
            question = LetterQuestion(choice.asker, target.target, circle, rng.choice(target.letters), NO)
        elif target.again:
            question = AgainQuestion(choice.asker, target.target, circle, target.again[0], NO)
        else:
            question = CircleQuestion(choice.asker, target.target, circle, NO)
        answer = suggested_answer(game, question)
        assert answer is not None
        if not lied and answer.yes and isinstance(question, LetterQuestion):
            answer, lied = Answer(False), True  # a wrong answer, corrected below
        game = game.with_entry(_answered(question, answer))
        if lied and wrong_answers(game) and len(game.log) > ENTRIES // 2:
            wrong = wrong_answers(game)[0]
            game = game.with_entry(Correction(wrong.number, wrong.right))
    return game


def _answered(question: Question, answer: Answer) -> Entry:
    if isinstance(question, CircleQuestion):
        return CircleQuestion(question.asker, question.target, question.circle, answer)
    assert isinstance(question, (LetterQuestion, AgainQuestion))
    return type(question)(question.asker, question.target, question.circle, question.letter, answer)


def bare_pass(game: Game) -> dict[tuple[str, str], bool]:
    """The baseline: file every answer under (player, letter or word), nothing checked."""
    filed: dict[tuple[str, str], bool] = {}
    for entry in game.log:
        if isinstance(entry, (Pass, Correction)):
            continue
        key = getattr(entry, "letter", None) or getattr(entry, "word", None) or str(
            getattr(entry, "circle", "")
        )
        filed[(entry.target, key)] = entry.answer.yes
    return filed


def median_ms(run: Callable[[], object], repeat: int = 31) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    rng = random.Random(2026)
    game = build_log(rng)
    state = play(game)
    kinds: dict[str, int] = {}
    for entry in game.log:
        kinds[entry.KIND] = kinds.get(entry.KIND, 0) + 1
    questions = len(game.log) - kinds.get("pass", 0) - kinds.get("correction", 0)
    print(f"{len(game.log)} entries: {questions} questions, "
          + ", ".join(f"{n} {k}" for k, n in sorted(kinds.items())))
    print(f"letters known: {sum(len(g.found) for g in state.grids)}; hand: {state.hand}")

    baseline = median_ms(lambda: bare_pass(game), repeat=201)
    replay = median_ms(lambda: play(game))
    verdict = "meets" if replay <= FRAME_MS / 4 else "MISSES"
    print(f"replay + grids (play): median {replay:.2f} ms, {replay / FRAME_MS:.0%} of a frame "
          f"(goal: well under a frame, < {FRAME_MS / 4:.1f} ms: {verdict})")
    print(f"bare pass over the log (baseline): median {baseline:.3f} ms; "
          f"replay = {replay / baseline:.0f}x baseline")

    facts = [list(g.facts) for g in state.grids]
    board = Board()

    def grids_only() -> None:
        for grid, found in zip(state.grids, facts):
            Knowledge.of(found).grid(grid.target, board)

    folded = median_ms(grids_only)
    print(f"grids alone (fold the answers, no checks): median {folded:.2f} ms "
          f"({folded / baseline:.0f}x baseline)")
    asking = median_ms(lambda: options(game, 3))
    print(f"options on a chance circle (replay + what may be asked): median {asking:.2f} ms")

    words_rng = random.Random(7)
    words = ["".join(words_rng.choice(string.ascii_uppercase) for _ in range(words_rng.randint(2, 8)))
             for _ in range(50_000)]
    grid = state.grids[0]
    words.append(SECRETS[0])
    found = candidates(words, grid)
    cost = median_ms(lambda: candidates(words, grid), repeat=5)
    print(f"candidates of {grid.target} ({len(grid.facts)} answers) in {len(words)} words: "
          f"{len(found)} fit, median {cost:.0f} ms")


if __name__ == "__main__":
    main()
