"""Game files written as json.dumps(indent=2) writes them, character for character (files/json_text, which
evaluate --json uses too: its own tests are in test_cli_json.py): the format is unchanged, only faster to write."""

from __future__ import annotations

import enum
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.json_text import dumps_indented
from wordmastermind.files.jsonread import dump_json
from wordmastermind.files.wmm.file import game_to_json, load_game, save_game


def dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2)


_TEXT = st.text(st.characters(codec="utf-8") | st.sampled_from(['"', "\\", "\n", "\x00", "\u2028", "ü", "😀"]))
_SCALARS = st.none() | st.booleans() | st.integers(-10**40, 10**40) | st.floats() | _TEXT
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.lists(inner, max_size=5) | st.lists(inner, max_size=3).map(tuple)
    | st.dictionaries(_TEXT, inner, max_size=5),
    max_leaves=40,
)


@given(_VALUES)
def test_any_json_value_is_written_as_json_dumps_writes_it(value: Any) -> None:
    """Big numbers, NaN and the infinities, tuples, any text (quotes, control characters, beyond the BMP)."""
    assert dumps_indented(value) == dumps(value)


@given(st.dictionaries(st.integers() | st.floats() | st.booleans() | st.none() | _TEXT, _SCALARS, max_size=5))
def test_keys_that_are_not_text_are_turned_into_text_as_json_does(value: dict[Any, Any]) -> None:
    assert dumps_indented(value) == dumps(value)


class Colour(enum.IntEnum):
    RED = 1


class Name(str):
    pass


def test_subclasses_are_written_as_json_writes_them() -> None:
    value = {"colour": Colour.RED, Name("key"): [Name("Jörg"), 2.5, (True, None)], "rows": [{"a": Colour.RED}]}
    assert dumps_indented(value) == dumps(value)


def test_what_json_refuses_is_refused_as_json_refuses_it() -> None:
    with pytest.raises(TypeError, match="Object of type object is not JSON serializable"):
        dumps_indented({"when": object()})


def test_a_game_file_is_written_as_before_and_reads_back(tmp_path: Path) -> None:
    game = random_game(60, 12, seed=7, hit_chance=0.02)
    document = game_to_json(game)
    as_before = (dumps(document) + "\n").encode("utf-8")
    assert dump_json(document) == as_before
    path = tmp_path / "big.wmm"
    save_game(game, path)
    assert path.read_bytes() == as_before
    assert load_game(path) == game
