"""Messages are a type of their own (issue 31): made only from a catalog code, never parsed for their text.

The type checker is the main guard (``mypy --strict`` refuses a plain ``str``
where a rule error wants a :class:`~wordmastermind.core.messages.Message`);
these tests add what it cannot see: the deadline's refusal is said in the
user's language, the RONDO and PASSWORD readers place an error by its data
(whatever the English says), and no raise in the source passes a plain
string to a rule error.
"""

from __future__ import annotations

import ast
import pickle
from dataclasses import replace
from pathlib import Path

import pytest

from test_cli_language import drawn_game, wordmastermind  # noqa: F401 (drawn_game: a fixture)
from test_translations import french
from wordmastermind.core.errors import RuleError, SettingsError
from wordmastermind.core.messages import SHARED, WMM, Message, Template
from wordmastermind.core.wmm.deadline import parse_deadline
from wordmastermind.files.i18n import render, render_error

ROOT = Path(__file__).resolve().parent.parent / "wordmastermind"


def test_a_message_is_no_str_but_says_its_english() -> None:
    said = WMM.say("guess.not_a_player", name="Fra")
    assert not isinstance(said, str)
    assert (said.code, dict(said.params)) == ("guess.not_a_player", {"name": "Fra"})
    assert str(said) == said.english() == "Fra is not a player"
    assert f"{said:>22}" == "   Fra is not a player"
    assert said == WMM.say("guess.not_a_player", name="Fra") and said != "Fra is not a player"
    assert len({said, WMM.say("guess.not_a_player", name="Fra")}) == 1
    assert pickle.loads(pickle.dumps(said)) == said
    error = RuleError(said)
    assert str(error) == "Fra is not a player" and error.message is said


@pytest.mark.parametrize(("language", "expected"), [
    ("de", "Einsendeschluss '2026-12-01': geben Sie ein Datum und eine Uhrzeit an, z. B. 2026-12-01T18:00"),
    ("nl", "sluitingstijd '2026-12-01': geef een datum en een tijd, bijv. 2026-12-01T18:00"),
    ("fr", "date limite '2026-12-01' : indiquez une date et une heure, p. ex. 2026-12-01T18:00"),
    ("en", "deadline '2026-12-01': give a date and a time, e.g. 2026-12-01T18:00"),
])
def test_the_deadline_refusal_is_a_catalog_message(language: str, expected: str) -> None:
    with pytest.raises(SettingsError) as refused:
        parse_deadline("2026-12-01")
    assert refused.value.message.code == "deadline.no_time"
    assert render_error(refused.value, language) == (french(expected) if language == "fr" else expected)
    with pytest.raises(SettingsError) as unreadable:
        parse_deadline("2026-12-01 at six")
    assert unreadable.value.message.code == "deadline.format"
    assert "2026-12-01T18:00+01:00" in render(unreadable.value.message, language)
    with pytest.raises(SettingsError) as impossible:  # written right, but February has no 30th
        parse_deadline("2026-02-30T18:00")
    assert impossible.value.message.code == "deadline.no_such"
    assert "2026-02-30T18:00" in render(impossible.value.message, language)


@pytest.mark.slow
def test_the_deadline_command_refuses_in_german_dutch_and_french(tmp_path: Path, drawn_game: Path) -> None:
    said = {}
    for lang in ("de_DE.UTF-8", "nl_NL.UTF-8", "fr_FR.UTF-8"):
        done = wordmastermind(tmp_path, {"LANG": lang}, "deadline", drawn_game, "--round", 1, "--at", "2026-12-01")
        assert done.returncode == 1, done.stdout
        said[lang] = done.stderr.strip()
    assert said == {
        "de_DE.UTF-8": "wordmastermind: Einsendeschluss '2026-12-01': geben Sie ein Datum und eine Uhrzeit an,"
                       " z. B. 2026-12-01T18:00; nichts geschrieben",
        "nl_NL.UTF-8": "wordmastermind: sluitingstijd '2026-12-01': geef een datum en een tijd,"
                       " bijv. 2026-12-01T18:00; niets geschreven",
        "fr_FR.UTF-8": french("wordmastermind: date limite '2026-12-01' : indiquez une date et une heure,"
                              " p. ex. 2026-12-01T18:00 ; rien n’a été écrit"),
    }


def _english_changed(monkeypatch: pytest.MonkeyPatch, table_templates: dict[str, Template], code: str) -> None:
    """The English of ``code`` reworded so that no number follows a word 'turn' or 'entry' any more."""
    template = table_templates[code]
    monkeypatch.setitem(table_templates, code, replace(template, text="[" + code + "] {error}"
                        if "{error}" in template.text else "[" + code + "] {problem}"))


def test_the_rondo_reader_places_a_bad_turn_by_its_number_not_its_english(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from test_rondo_file import solo_game
    from wordmastermind.core.rondo.messages import RONDO
    from wordmastermind.files.rondo.file import RondoFileError, game_from_json, game_to_json

    _english_changed(monkeypatch, RONDO.templates, "rondo.turn")
    data = game_to_json(solo_game(rounds=None))
    bad = len(data["turns"])
    data["turns"].append(data["turns"][-1])  # the same word again: that turn forms no new word
    with pytest.raises(RondoFileError) as refused:
        game_from_json(data)
    said = refused.value.message
    assert said.code == "document.at" and said.params["path"] == f"turns[{bad}]", said
    assert f"turn {bad + 1}" not in str(refused.value)


def test_the_password_reader_places_a_bad_entry_by_its_number_not_its_english(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from test_password_file import solo_game
    from wordmastermind.core.password.messages import PASSWORD
    from wordmastermind.files.password.file import PasswordFileError, game_from_json, game_to_json

    _english_changed(monkeypatch, PASSWORD.templates, "password.entry")
    data = game_to_json(solo_game())
    bad = len(data["log"])
    data["log"].append(data["log"][-1])  # the same question again, out of turn or answered already
    with pytest.raises(PasswordFileError) as refused:
        game_from_json(data)
    said = refused.value.message
    assert said.code == "document.at" and said.params["path"] == f"log[{bad}]", said
    assert f"entry {bad + 1}" not in str(refused.value)


RULE_ERRORS = {"RuleError", "WordError", "PlayerNameError", "SettingsError", "LotError", "RoundOrderError",
               "DocumentError", "OutputError"}
"""Error classes taking a message: the rules' and the files' (a subclass ending in Error of these is found too)."""


def _plain_text(node: ast.expr) -> bool:
    """Whether ``node`` is text that can be no message: a string literal, an f-string, a concatenation or
    a ``.format`` of one, or ``str(...)``."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _plain_text(node.left) or _plain_text(node.right)
    if isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Name) and func.id == "str":
            return True
        if isinstance(func, ast.Attribute) and func.attr in ("format", "tr") and (
                func.attr == "tr" or _plain_text(func.value)):
            return True
    return False


def _rule_error_classes() -> set[str]:
    """The names of every class that derives from one of :data:`RULE_ERRORS`, across the package."""
    names = set(RULE_ERRORS)
    bases: dict[str, set[str]] = {}
    for path in ROOT.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases.setdefault(node.name, set()).update(
                    b.id if isinstance(b, ast.Name) else b.attr if isinstance(b, ast.Attribute) else ""
                    for b in node.bases)
    grew = True
    while grew:
        grew = False
        for name, of in bases.items():
            if name not in names and of & names:
                names.add(name)
                grew = True
    return names


def test_no_rule_error_is_raised_with_plain_text() -> None:
    classes = _rule_error_classes()
    assert {"TurnError", "PasswordError", "RondoFileError", "NotationError"} <= classes
    found = []
    for path in ROOT.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Raise) or not isinstance(node.exc, ast.Call):
                continue
            func = node.exc.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name in classes and node.exc.args and _plain_text(node.exc.args[0]):
                found.append(f"{path.relative_to(ROOT.parent)}:{node.lineno}")
    assert not found, "rule errors raised with plain text, not a catalog message:\n" + "\n".join(found)


def test_a_problem_names_its_field_as_a_message() -> None:
    from wordmastermind.core.errors import Problem, field

    problem = Problem(2, field("secret"), SHARED.say("word.none"))
    assert isinstance(problem.as_message(), Message)
    assert render(problem.as_message(), "de").startswith("Zeile 3")
