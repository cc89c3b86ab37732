"""The registry of the games: every game has its home in each layer, and only there is it listed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import wordmastermind
from wordmastermind.games import GAMES, GCG, RECORD_FORMATS, GameKind, by_kind, by_key, for_suffix

PACKAGE = Path(wordmastermind.__file__).parent


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_every_game_has_a_package_in_each_layer(game: GameKind) -> None:
    for layer in ("core", "files", "gui"):
        assert (PACKAGE / layer / game.key / "__init__.py").is_file(), f"{layer}/{game.key}"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_every_part_the_registry_names_exists(game: GameKind) -> None:
    for ref in (game.reader, game.scorer, game.reporter, game.tab):
        assert callable(ref.load()), ref.target
    languages = game.languages()
    assert languages and all(re.fullmatch(r"[a-z]{2}", code) for code in languages)
    assert "en" in languages


def test_the_games_are_told_apart_by_key_kind_and_suffix() -> None:
    for attribute in ("key", "kind", "suffix", "title"):
        values = [getattr(game, attribute) for game in GAMES]
        assert len(set(values)) == len(values), attribute
    assert {f.suffix for f in RECORD_FORMATS}.isdisjoint(game.suffix for game in GAMES)
    assert by_kind("wachtwoord") is by_key("wachtwoord")
    assert by_kind("scrabble") is None
    assert for_suffix(".GCG") is GCG and GCG.game is by_key("woordspel")
    assert for_suffix(".wmm") is None


def test_only_the_registry_names_the_file_suffixes() -> None:
    """A new game is one entry in games.py: no other module spells out a suffix."""
    suffixes = [game.suffix for game in GAMES] + [f.suffix for f in RECORD_FORMATS]
    spelled = re.compile("|".join(rf"""["']{re.escape(suffix)}["']""" for suffix in suffixes))
    found = [
        f"{path.relative_to(PACKAGE)}:{number}"
        for path in PACKAGE.rglob("*.py")
        if path.name != "games.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if spelled.search(line)
    ]
    assert found == []

