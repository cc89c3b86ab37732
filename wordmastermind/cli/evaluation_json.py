"""What ``evaluate --json`` prints: the whole evaluation, guess by guess and player by player.

The guesses are most of it (50,000 of them in a game of 500 players and 100
rounds), so their part is written straight from the results into JSON text,
indented as ``json.dumps(..., indent=2)`` indents it, instead of building
an object for each guess first; the tests hold it to the same bytes.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from json.encoder import encode_basestring
from typing import Any

from wordmastermind.cli.json_output import said_json
from wordmastermind.files.json_text import JsonPieces, dumps_indented
from wordmastermind.core.errors import Problem
from wordmastermind.core.messages import Message
from wordmastermind.core.wmm.marks import Marks
from wordmastermind.core.wmm.results import Evaluation, GuessResult

_BOOL = ("false", "true")
_VALID = '"problem": null,\n      "problem_message": null'


@contextmanager
def cycle_collector_paused() -> Iterator[None]:
    """Pause Python's cycle collector while a big game is read, evaluated and written.

    Reading, evaluating and writing make millions of small objects, none of
    them in a cycle (they are freed as soon as they are dropped); the
    collector would only look at them again and again while they are made,
    about a tenth of ``evaluate --json``'s time for a big game.
    """
    paused = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if paused:
            gc.enable()


def evaluation_json(result: Evaluation) -> dict[str, Any]:
    """The evaluation as JSON values, the guesses already as JSON text."""
    return {
        "title": result.game.settings.title,
        "round": result.round,
        "guesses_per_round": result.k,
        "wf_next": result.wf_next,
        "game_over": result.game_over,
        "game_over_after": result.game_over_after,
        "guesses": guesses_json(result.guesses, [p.name for p in result.game.players]),
        "players": [
            {
                "name": p.name,
                "v": p.v,
                "guess_points": p.guess_points,
                "word_points": p.word_points,
                "total": p.total,
                "rank": p.rank,
                "guessed_in_round": p.guessed_in_round,
                "guesses_received": p.guesses_received,
                "rounds_in_play": p.rounds_in_play,
                # only for a player who withdrew: the JSON of a game without withdrawals stays as it was
                **({} if p.withdrawn_after is None else {"withdrawn_after": p.withdrawn_after,
                                                         "word_left_after": p.word_left_after}),
            }
            for p in result.standings
        ],
        "problems": [str(p) for p in (*result.roster_problems, *result.lot_problems)],
        # the same problems as data, for a script in any language (added beside the English, which scripts read)
        "problem_messages": [problem_json(p) for p in (*result.roster_problems, *result.lot_problems)],
    }


def problem_json(problem: Problem) -> dict[str, Any]:
    """A problem of the roster or the lot as scripts get it: the message (:func:`said_json`: its code, its
    parameters as text and its text in the command line's language), then the ``row`` of the roster (from 1)
    and the ``field`` at fault (``secret``, ``lot``, ...), each ``null`` where the problem has none."""
    return {**(said_json(problem.message) or {}),
            "row": None if problem.row is None else problem.row + 1,
            "field": None if problem.field is None else problem.field.code.removeprefix("field.")}


def guesses_json(guesses: Iterable[GuessResult], names: Iterable[str] = ()) -> JsonPieces:
    """The guesses as a JSON list of objects, indented as the value of a top-level field.

    Each guess: round, row (from 1), guesser, target, word, plus, kringel,
    marks (``++o``; empty if invalid), kp, v, wf, points, hit, valid,
    problem (its English; null if valid) and problem_message (the same as
    data: its code, parameters and text, as :func:`said_json` gives it; null
    if valid). ``names`` (the roster's) are written once each.
    """
    known = {name: encode_basestring(name) for name in names}
    marked: dict[tuple[Marks | None, bool], str] = {}  # plus, kringel, marks and kp: few kinds
    said: dict[Message, str] = {}  # a problem's two fields (a game's invalid guesses often say the same)
    parts = JsonPieces(["["])
    add = parts.append
    for number, row, guess, guesser, target, problem, marks, v, wf, points, hit in guesses:
        middle = marked.get((marks, number == 1))
        if middle is None:
            middle = marked[marks, number == 1] = _marks_json(marks, number == 1)
        if problem is None:
            told = _VALID
        elif problem in said:
            told = said[problem]
        else:
            told = said[problem] = _problem_json(problem)
        add(",\n    " if len(parts) > 1 else "\n    ")
        add(
            f'{{\n      "round": {number},\n      "row": {row + 1},'
            f'\n      "guesser": {known.get(guesser) or encode_basestring(guesser)},'
            f'\n      "target": {known.get(target) or encode_basestring(target)},'
            f'\n      "word": {encode_basestring(guess.word)},\n      {middle},'
            f'\n      "v": {v},\n      "wf": {wf},\n      "points": {points},'
            f'\n      "hit": {_BOOL[hit]},\n      "valid": {_BOOL[problem is None]},'
            f'\n      {told}\n    }}'
        )
    add("\n  ]" if len(parts) > 1 else "]")
    return parts


def _problem_json(problem: Message) -> str:
    """An invalid guess's problem and problem_message fields."""
    return (f'"problem": {encode_basestring(str(problem))},'
            f'\n      "problem_message": {dumps_indented(said_json(problem), level=3)}')


def _marks_json(marks: Marks | None, first_round: bool) -> str:
    """A guess's plus, kringel, marks and kp fields (an invalid guess has none: zeros)."""
    if marks is None:
        return '"plus": 0,\n      "kringel": 0,\n      "marks": "",\n      "kp": 0'
    kp = marks.count if first_round else marks.kp  # round 1 scores one point per mark
    return (f'"plus": {marks.plus},\n      "kringel": {marks.kringel},'
            f'\n      "marks": "{marks.text}",\n      "kp": {kp}')
