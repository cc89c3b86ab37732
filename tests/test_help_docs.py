"""Help ▸ Rules finds the docs wherever the app was installed from."""

from __future__ import annotations

import shutil
import sys
import tomllib
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

ROOT = Path(__file__).resolve().parent.parent


def test_an_installed_wheel_ships_every_help_text() -> None:
    from wordmastermind.gui.help_dialog import FILES

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data = config["tool"]["setuptools"]["data-files"]
    shipped = data["share/wordmastermind/docs"]
    assert {Path(name).name for name in shipped} == set(FILES.values())
    assert all((ROOT / name).is_file() for name in shipped)
    for translated in sorted(path.parent for path in (ROOT / "docs").glob("*/rules.md")):
        pages = data[f"share/wordmastermind/docs/{translated.name}"]
        assert sorted(pages) == sorted(f"docs/{translated.name}/{page.name}" for page in translated.glob("*.md"))


def test_the_help_reads_the_docs_of_an_installed_wheel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from wordmastermind.gui import help_dialog

    installed = tmp_path / "share" / "wordmastermind" / "docs"
    installed.mkdir(parents=True)
    shutil.copy(ROOT / "docs" / "rules.md", installed / "rules.md")
    monkeypatch.setattr(sys, "prefix", str(tmp_path))
    # the package as a wheel installs it: in site-packages, with no docs/ beside it
    monkeypatch.setattr(help_dialog.wordmastermind, "__file__", str(tmp_path / "site" / "wordmastermind" / "__init__.py"))
    assert help_dialog.docs_folder() == installed
