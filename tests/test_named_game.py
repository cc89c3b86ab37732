"""Which game a file is, whatever its name: the app opens it in that game's tab (File ▸ Open, a drop)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from wordmastermind.files.envelope import named_game
from wordmastermind.files.reading import GAME_FILE_LIMIT
from wordmastermind.games import RONDO, WACHTWOORD, WMM


@pytest.mark.parametrize(("text", "game"), [
    ('{\n  "kind": "wachtwoord",\n  "schema_version": 1\n}\n', WACHTWOORD),  # as the app writes it
    ('\ufeff{\r\n\t"kind" : "rondo" , "schema_version": 1}', RONDO),  # a BOM, Windows' lines, tabs
    ('{"kind": "w\\u0061chtwoord", "schema_version": 1}', WACHTWOORD),  # an escape, read as JSON reads it
    ('{"schema_version": 1, "app_version": "0.1.0", "kind": "wordmastermind"}', WMM),  # the kind not first
    ('{"players": [], "kind": "rondo"}', RONDO),
    ('{"kind": "chess", "schema_version": 1}', None),  # a kind no game has
    ('{"kind": 3, "schema_version": 1}', None),
    ('["kind", "rondo"]', None),
    ('{"schema_version": 1, "kind": "rondo", ', None),  # broken before its kind is whole: the suffix's reader says why
    ("Fred 120, Joop 80", None),
])
def test_a_file_names_its_game_by_its_kind(tmp_path: Path, text: str, game: object) -> None:
    path = tmp_path / "file.json"
    path.write_text(text, "utf-8")
    assert named_game(path) is game


def test_a_game_file_broken_after_its_envelope_is_named_by_it(tmp_path: Path) -> None:
    """A Wachtwoord file cut off after its first lines opens in the Wachtwoord tab, whose reader says where it
    breaks; the kind is read from the file's beginning, without reading a big file whole for it."""
    cut = tmp_path / "avond.rondo"
    cut.write_text('{\n  "kind": "wachtwoord",\n  "schema_version": 1,\n  "teams": [\n    {"name"', "utf-8")
    assert named_game(cut) is WACHTWOORD
    big = tmp_path / "huge.wmm"  # larger than any game file is read: named all the same, refused by its reader
    with big.open("wb") as handle:
        handle.write(b'{"kind": "rondo", "sides": [')
        handle.truncate(GAME_FILE_LIMIT + 1)
    assert named_game(big) is RONDO


def test_no_game_is_named_for_what_is_not_a_readable_file(tmp_path: Path) -> None:
    assert named_game(tmp_path / "missing.wwd") is None
    assert named_game(tmp_path) is None
    latin = tmp_path / "latin.wwd"
    latin.write_bytes(b'{"kind": "wachtw\xf6ord"}')  # not UTF-8
    assert named_game(latin) is None
    if hasattr(os, "mkfifo"):  # a pipe is not opened (it would wait for a writer)
        pipe = tmp_path / "pipe.wwd"
        os.mkfifo(pipe)
        assert named_game(pipe) is None
