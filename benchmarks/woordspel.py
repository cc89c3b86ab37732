"""Benchmark: scoring a Woordspel move on a nearly full board.

The goal: well under one frame (16.7 ms; taken as a quarter of a frame), so
that the board can preview a move's score while the tiles are dragged. Measured on the last plays of
random games played to their end (about 100 of the 104 tiles on the
board): the bare check and score (``score_play``), the game's preview
(``Game.preview``: the sheet from the cache, then the score) and the
preview of a game seen for the first time (every move replayed and
checked first, which happens once after an edit; its goal is one frame).
Baselines from the same run: one frame, and a trivial copy of the board's
225 squares.

Run by hand: ``.venv/bin/python benchmarks/woordspel.py``.
"""

from __future__ import annotations

import sys

sys.dont_write_bytecode = True  # timing (imported next) keeps bytecode out of the tree

import timing  # noqa: E402,F401

import statistics  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable  # noqa: E402

from wordmastermind.core.woordspel.game import Game  # noqa: E402
from wordmastermind.core.woordspel.play import Play  # noqa: E402
from wordmastermind.core.woordspel.score import score_play  # noqa: E402
from wordmastermind.core.woordspel.sheet import compute_sheet  # noqa: E402
from wordmastermind.core.woordspel.simulate import random_game  # noqa: E402

FRAME_MS = 1000 / 60
SEEDS = range(20)


def timed(action: Callable[[], object], repeat: int = 200) -> float:
    """The median time of ``action`` in milliseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def late_plays() -> list[tuple[Game, Play]]:
    """Per random game: the game before its last play, and that play."""
    cases = []
    for seed in SEEDS:
        game = random_game(seed)
        last = max(i for i, move in enumerate(game.moves) if isinstance(move, Play))
        play = game.moves[last]
        assert isinstance(play, Play)
        before = Game(game.players, game.board, game.moves[:last])
        cases.append((before, play))
    return cases


def main() -> None:
    cases = late_plays()
    tiles = [compute_sheet(game).state.tile_count for game, _ in cases]
    turns = [len(game.moves) for game, _ in cases]
    print(f"{len(cases)} random games, the last play of each: {min(tiles)}-{max(tiles)} tiles "
          f"on the board, {min(turns)}-{max(turns)} moves before it")
    boards = [compute_sheet(game).state.cells for game, _ in cases]
    copy_ms = statistics.median(timed(lambda c=cells: list(c)) for cells in boards)
    score_ms = []
    preview_ms = []
    cold_ms = []
    for game, play in cases:
        state, board = compute_sheet(game).state, game.board
        score_ms.append(timed(lambda s=state, b=board, p=play: score_play(s, b, p)))
        preview_ms.append(timed(lambda g=game, p=play: g.preview(p)))

        def cold(g: Game = game, p: Play = play) -> None:
            compute_sheet.cache_clear()
            g.preview(p)

        cold_ms.append(timed(cold, repeat=30))
    print(f"baseline: a copy of the board's 225 squares: {copy_ms * 1000:.2f} µs; "
          f"one frame: {FRAME_MS:.1f} ms")
    for name, values, goal in (
        ("score_play (check and score)", score_ms, FRAME_MS / 4),
        ("Game.preview (sheet cached)", preview_ms, FRAME_MS / 4),
        ("Game.preview (game replayed)", cold_ms, FRAME_MS),
    ):
        median, worst = statistics.median(values), max(values)
        verdict = "meets" if worst < goal else "MISSES"
        print(f"{name}: median {median:.3f} ms, worst {worst:.3f} ms = "
              f"{worst / FRAME_MS:.3f} frame, median {median / copy_ms:.0f}x the copy "
              f"(goal < {goal:.1f} ms: {verdict})")


if __name__ == "__main__":
    main()
