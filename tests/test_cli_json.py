"""``evaluate --json``: the same bytes as ever, written at once, and its problems as data.

Scripts read what ``evaluate --json`` has always written: every key and value
of it stays as it was (:func:`old_output`, the definition before it was sped
up). The bytes changed once, on purpose: beside each English ``problem`` and
``problems`` came their code, parameters and text in the command line's
language (``problem_message``, ``problem_messages``), as the other commands'
JSON gives its warnings, so that a script driving a game in German need not
read English to know what is wrong with a guess (:func:`expected_output`).
"""

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

from test_cli import RULES_ROSTER, Run, csv_file, lot_round, rules_game, run  # noqa: F401  (fixtures)
from wordmastermind.cli.entry import main
from wordmastermind.files.json_text import dumps_indented
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Guess, Round
from wordmastermind.core.wmm.results import Evaluation, GuessResult
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.wmm.file import load_game, save_game


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


def expected_output(result: Evaluation) -> str:
    """``evaluate --json`` now, in English: :func:`old_output`, each key and value as it was, and beside each
    guess's ``problem`` its ``problem_message`` (code, parameters and text; null for a valid guess), beside
    ``problems`` their ``problem_messages``."""
    data = json.loads(old_output(result))
    for guess, result_guess in zip(data["guesses"], result.guesses, strict=True):
        problem = result_guess.problem
        guess["problem_message"] = None if problem is None else {
            "code": problem.code, "params": {k: str(v) for k, v in problem.params.items()}, "text": str(problem)}
    data["problem_messages"] = [
        {"code": p.message.code, "params": {k: str(v) for k, v in p.message.params.items()}, "text": str(p.message),
         "row": None if p.row is None else p.row + 1,
         "field": None if p.field is None else p.field.code.removeprefix("field.")}
        for p in (*result.roster_problems, *result.lot_problems)]
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def without_problem_messages(output: str) -> str:
    """``output`` with the keys added beside the English problems left out, written as ``json.dump`` writes it."""
    data = json.loads(output)
    del data["problem_messages"]
    for guess in data["guesses"]:
        del guess["problem_message"]
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
    assert out.getvalue() == expected_output(evaluate(game))
    assert without_problem_messages(out.getvalue()) == old_output(evaluate(game))  # what scripts read, as it was
    # One write, not one per token: under PYTHONUNBUFFERED=1 every write is a system call.
    assert out.writes == 1


def test_a_big_game_gives_the_same_json(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = random_game(30, 12, seed=11, hit_chance=0.03)
    path = tmp_path / "big.wmm"
    save_game(game, path)
    out = evaluate_json(path, monkeypatch).getvalue()
    assert out == expected_output(evaluate(game))
    assert without_problem_messages(out) == old_output(evaluate(game))


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


@settings(max_examples=100, deadline=None)
@given(documents, st.integers(min_value=1, max_value=4))
def test_a_value_written_deeper_is_indented_so_after_its_first_line(document: object, level: int) -> None:
    """As ``evaluate --json`` writes a guess's problem_message, three levels deep."""
    indented = json.dumps(document, ensure_ascii=False, indent=2).replace("\n", "\n" + "  " * level)
    assert dumps_indented(document, level) == indented


@given(st.lists(st.dictionaries(st.text(max_size=5), scalars, min_size=1, max_size=4), min_size=1, max_size=5))
def test_a_list_of_flat_objects_is_written_as_json_dumps_writes_it(rows: list[dict[str, Any]]) -> None:
    assert dumps_indented({"rows": rows}) == json.dumps({"rows": rows}, ensure_ascii=False, indent=2)


# -- the problems as data: code, parameters and text in the command line's language --------------------------


@pytest.fixture
def faulty_game(rules_game: Path, tmp_path: Path, run: Run) -> Path:
    """The rules game with round 1 played, Emil withdrawn after it, and a file that holds what breaks the rules
    (as a game file edited by hand holds it: the command line refuses to enter it): Gustav's secret word
    shortened to HOSE, and round 2 with a word too short, a guess at Emil's word that left, one of Emil's, a
    second guess at the same player and a guess at nobody in the game."""
    run.ok("guesses", rules_game, "--round", 1, csv_file(tmp_path / "r1.csv", "guesser,target,word",
                                                           lot_round(rules_game)))
    run.ok("withdraw", rules_game, "Emil", "--after-round", 1)
    game = load_game(rules_game)
    players = list(game.players)
    players[1] = replace(players[1], secret="HOSE")
    game = game.with_players(tuple(players)).with_round(2, Round((
        Guess("Alfons", "Fritzchen", "AB"), Guess("Beatrix", "Emil", "TOLLE"), Guess("Emil", "Alfons", "TOLLE"),
        Guess("Gustav", "Beatrix", "TOLLE"), Guess("Gustav", "Beatrix", "HOCKE"),
        Guess("Fritzchen", "Zorro", "TOLLE"))))
    save_game(game, rules_game)
    return rules_game


BROKEN = [  # each invalid guess's round, row, code and parameters: the same in every language
    (1, 5, "guess.bad_secret", {"name": "Gustav", "reason": "HOSE has 4 letters, the game needs 5"}),
    (2, 1, "word.length", {"word": "AB", "length": "2", "needed": "5"}),
    (2, 2, "guess.word_left", {"name": "Emil", "round": "1"}),
    (2, 3, "guess.withdrawn", {"name": "Emil", "round": "1"}),
    (2, 5, "guess.twice", {"guesser": "Gustav", "target": "Beatrix", "row": "4"}),
    (2, 6, "guess.not_a_player", {"name": "Zorro"}),
]
ENGLISH = ["Gustav's secret word is not valid: HOSE has 4 letters, the game needs 5",
           "AB has 2 letters, the game needs 5",
           "Emil's word left the game when they withdrew after round 1",
           "Emil withdrew after round 1",
           "Gustav already guesses at Beatrix in this round (row 4)",
           "Zorro is not a player"]
SAID = {  # the guesses' texts, then the roster's problem, in the command line's language
    "C.UTF-8": (ENGLISH, "HOSE has 4 letters, the game needs 5"),
    "de_DE.UTF-8": (["das Geheimwort von Gustav ist nicht gültig: HOSE hat 4 Buchstaben, die Partie verlangt 5",
                     "AB hat 2 Buchstaben, die Partie verlangt 5",
                     "das Wort von Emil ist mit dem Rückzug nach Runde 1 aus der Partie ausgeschieden",
                     "Emil hat sich nach Runde 1 zurückgezogen",
                     "Gustav rät in dieser Runde schon auf Beatrix (Zeile 4)",
                     "Zorro spielt nicht mit"],
                    "HOSE hat 4 Buchstaben, die Partie verlangt 5"),
    "fr_FR.UTF-8": (["le mot secret de Gustav n’est pas valable\u00a0: HOSE a 4 lettres, la partie en demande 5",
                     "AB a 2 lettres, la partie en demande 5",
                     "le mot d’Emil est sorti du jeu quand son joueur a quitté la partie après la manche 1",
                     "Emil a quitté la partie après la manche 1",
                     "Gustav devine déjà Beatrix dans cette manche (ligne 4)",
                     "Zorro ne joue pas"],
                    "HOSE a 4 lettres, la partie en demande 5"),
}


@pytest.mark.parametrize("lang", SAID)
def test_each_problem_comes_with_its_code_parameters_and_text_in_the_command_lines_language(
        faulty_game: Path, run: Run, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """Found by a script driving a German game: evaluate's JSON told what was wrong with a guess only in English
    text, where every other command's JSON gives a message's code and parameters, and its text in the user's
    language."""
    monkeypatch.setenv("LANG", lang)
    out = run.ok("evaluate", faulty_game, "--json")
    data = json.loads(out)
    assert out == json.dumps(data, ensure_ascii=False, indent=2) + "\n"  # written as json.dump writes it
    texts, roster_text = SAID[lang]
    invalid = [g for g in data["guesses"] if not g["valid"]]
    assert [(g["round"], g["row"], g["problem_message"]["code"], g["problem_message"]["params"],
             g["problem_message"]["text"]) for g in invalid] == [(*b, t) for b, t in zip(BROKEN, texts, strict=True)]
    assert [g["problem"] for g in invalid] == ENGLISH  # what scripts have always read: English, whatever the language
    assert all(g["problem"] is None and g["problem_message"] is None for g in data["guesses"] if g["valid"])
    assert data["problems"] == ["row 2, secret: HOSE has 4 letters, the game needs 5"]
    assert data["problem_messages"] == [{"code": "word.length",
                                         "params": {"word": "HOSE", "length": "4", "needed": "5"},
                                         "text": roster_text, "row": 2, "field": "secret"}]
    # the tables are the game master's, in the game's report language (English here), as ever
    assert "! Emil withdrew after round 1" in run.ok("evaluate", faulty_game)
