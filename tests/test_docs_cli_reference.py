"""docs/cli.md is the command line's own help: made again in memory, it must be what is there."""

from __future__ import annotations

import importlib.util
import os
import re
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def cli_reference() -> ModuleType:
    spec = importlib.util.spec_from_file_location("cli_reference", ROOT / "tools" / "cli_reference.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_reference_is_up_to_date() -> None:
    written = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    assert written == cli_reference().render(), "docs/cli.md is stale: run .venv/bin/python tools/cli_reference.py"


def test_it_is_english_whatever_the_environment_asks_for(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "de")
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    text = cli_reference().render()
    assert text == (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    assert os.environ["LANGUAGE"] == "de"  # given back as it was


def test_every_command_has_its_section_and_every_option_its_row() -> None:
    from wordmastermind.cli.parser import build_parser

    module = cli_reference()
    text = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    with module.english():
        commands = module.commands(build_parser())
    assert re.findall(r"^## `([a-z]+)`$", text, flags=re.MULTILINE) == list(commands)
    for name, parser in commands.items():
        section = text.split(f"## `{name}`\n", 1)[1].split("\n## ", 1)[0]
        for action in parser._actions:
            for option in action.option_strings:
                if option not in ("-h", "--help") and action.help != "==SUPPRESS==":
                    assert f"`{option}" in section or f", {option}" in section, (name, option)
