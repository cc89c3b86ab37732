"""The README stays short and shows what it says it shows; CI's two commands stay where .ci/run reads them."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def command_after(marker: str) -> str:
    """The line after ``<!-- marker -->``, as .ci/run reads it (sed: the next line, leading blanks gone)."""
    lines = README.splitlines()
    at = lines.index(f"<!-- {marker} -->")
    return lines[at + 1].lstrip(" ")


def test_it_is_short() -> None:
    assert len(README.splitlines()) <= 160


def test_ci_finds_its_commands() -> None:
    assert command_after("test-command") == (
        "python3 -m venv .venv && .venv/bin/pip install -e '.[test]' && .venv/bin/python -m pytest -n auto")
    assert command_after("bundle-command") == "tools/bundle_smoke.sh"
    assert (ROOT / "tools" / "bundle_smoke.sh").is_file()
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "command_after test-command" in ci and "command_after bundle-command" in ci


def test_installing_and_starting_are_two_lines() -> None:
    lines = README.splitlines()
    at = lines.index("<!-- run-command -->")
    install, start = (line.strip() for line in lines[at + 1:at + 3])
    assert install == "python3 -m venv .venv && .venv/bin/pip install -e ."
    assert start == ".venv/bin/wordmastermind-gui"
    assert ".venv\\Scripts\\pip install -e ." in README and ".venv\\Scripts\\python -m pytest" in README


def test_the_pictures_are_there() -> None:
    pictures = re.findall(r"!\[[^\]]+\]\(([^)]+\.png)\)", README)
    assert pictures == ["docs/images/rounds-de.png", "docs/images/round-report.png"]
    for picture in pictures:
        assert (ROOT / picture).read_bytes().startswith(b"\x89PNG")


def test_it_links_the_guide_in_every_language() -> None:
    for folder in ("", "de/", "nl/", "fr/"):
        assert f"(docs/{folder}first-game.md)" in README
        assert f"(docs/{folder}rules.md)" in README


def test_the_table_names_every_command() -> None:
    import argparse

    from wordmastermind.cli.parser import build_parser

    table = README.split("## The commands", 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(r"^\| (.+?) \|", table, flags=re.MULTILINE))
    commands = {word for cell in named for word in re.findall(r"`([a-z]+)`", cell)}
    parser = build_parser()
    sub = next(action for action in parser._actions if isinstance(action, argparse._SubParsersAction))
    assert commands == set(sub.choices)
