"""``evaluate --json``: the same bytes as ever, written at once."""

from __future__ import annotations

import io
import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordmastermind.cli.entry import main
from wordmastermind.cli.json_output import dumps_indented
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Guess, Round
from wordmastermind.core.wmm.results import Evaluation, GuessResult
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.wmm.file import save_game


def old_guess_json(g: GuessResult) -> dict[str, Any]:
    """What ``evaluate --json`` has always written for a guess (the definition before it was sped up)."""
    return {
        "round": g.round, "row": g.row + 1, "guesser": g.guesser, "target": g.target, "word": g.word,
        "plus": g.marks.plus if g.marks else 0, "kringel": g.marks.kringel if g.marks else 0,
        "marks": str(g.marks) if g.marks else "", "kp": g.kp, "v": g.v, "wf": g.wf,
        "points": g.points, "hit": g.hit, "valid": g.valid, "problem": None if g.problem is None else str(g.problem),
    }


def old_output(result: Evaluation) -> str:
    """``evaluate --json`` as it was written before: ``json.dump`` with an indent, then a newline."""
    data = {
        "title": result.game.settings.title,
        "round": result.round,
        "guesses_per_round": result.k,
        "wf_next": result.wf_next,
        "game_over": result.game_over,
        "game_over_after": result.game_over_after,
        "guesses": [old_guess_json(g) for g in result.guesses],
        "players": [
            {
                "name": p.name, "v": p.v, "guess_points": p.guess_points, "word_points": p.word_points,
                "total": p.total, "rank": p.rank, "guessed_in_round": p.guessed_in_round,
                "guesses_received": p.guesses_received, "rounds_in_play": p.rounds_in_play,
            }
            for p in result.standings
        ],
        "problems": [str(p) for p in (*result.roster_problems, *result.lot_problems)],
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


class CountingOut(io.StringIO):
    """Standard output that counts its writes: unbuffered, each one is a system call."""

    def __init__(self) -> None:
        super().__init__()
        self.writes = 0

    def write(self, text: str) -> int:
        self.writes += 1
        return super().write(text)


def evaluate_json(path: Path, monkeypatch: pytest.MonkeyPatch) -> CountingOut:
    out = CountingOut()
    monkeypatch.setattr(sys, "stdout", out)
    main(["evaluate", str(path), "--json"])
    return out


def awkward_game() -> Any:
    """A game whose texts hold what JSON escapes, and guesses that break rules."""
    game = random_game(12, 5, seed=7, hit_chance=0.2)
    title = 'Herbst, "Runde" }, { [1, 2]: Ä\\ß\u00e9 \u00a0 \t end'  # one line: a title holds no line break
    game = game.with_settings(replace(game.settings, title=title))
    broken = Round((
        Guess("Player 001", "Player 001", "SELBS"),
        Guess("Nobody", "Player 002", "ABCDE"),
        Guess("Player 003", "Player 004", "AB"),
        Guess("Player 003", "", ""),
    ))
    return game.with_round(len(game.rounds) + 1, broken)


def test_evaluate_json_is_the_same_text_as_before_and_written_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = awkward_game()
    path = tmp_path / "game.wmm"
    save_game(game, path)
    out = evaluate_json(path, monkeypatch)
    assert out.getvalue() == old_output(evaluate(game))
    # One write, not one per token: under PYTHONUNBUFFERED=1 every write is a system call.
    assert out.writes == 1


def test_a_big_game_gives_the_same_json(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = random_game(30, 12, seed=11, hit_chance=0.03)
    path = tmp_path / "big.wmm"
    save_game(game, path)
    assert evaluate_json(path, monkeypatch).getvalue() == old_output(evaluate(game))


scalars = st.none() | st.booleans() | st.integers() | st.text() | st.floats(allow_nan=False)
documents = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=25,
)


@settings(max_examples=300, deadline=None)
@given(documents)
def test_dumps_indented_is_json_dumps_with_an_indent(document: object) -> None:
    assert dumps_indented(document) == json.dumps(document, ensure_ascii=False, indent=2)


@given(st.lists(st.dictionaries(st.text(max_size=5), scalars, min_size=1, max_size=4), min_size=1, max_size=5))
def test_a_list_of_flat_objects_is_written_as_json_dumps_writes_it(rows: list[dict[str, Any]]) -> None:
    assert dumps_indented({"rows": rows}) == json.dumps({"rows": rows}, ensure_ascii=False, indent=2)
