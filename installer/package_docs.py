"""The wheel's one build step beyond pyproject.toml: the docs go into the package.

Help ▸ Rules, Help ▸ Your First Game and Help ▸ File Formats show the
project's own ``docs/`` pages (``wordmastermind/gui/help_docs.py``). ``docs/``
is their one source; when a wheel is built (``pip install .``, ``pip install
--user .``, ``pip wheel .``, ``python -m build``), this copies every
``docs/**/*.md`` into the built package as ``wordmastermind/resources/docs/``,
where ``importlib.resources`` finds them in any installed copy. An editable
install copies nothing: a checkout's Help reads ``docs/`` itself, so an edit
shows at once. The bundle's spec puts them in the same place.

pyproject.toml names this class as its ``build_py`` (``[tool.setuptools]
cmdclass``); MANIFEST.in takes ``docs/`` into the sdist.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools.command.build_py import build_py  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent.parent
TARGET = Path("wordmastermind") / "resources" / "docs"


def help_pages(docs: Path) -> list[Path]:
    """The pages that go into the package, relative to ``docs``: every Markdown file, translations too."""
    return sorted(path.relative_to(docs) for path in docs.rglob("*.md"))


class BuildPy(build_py):  # type: ignore[misc]  # setuptools has no types here
    """setuptools' ``build_py``, and then the docs copied into the built package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        docs = ROOT / "docs"
        pages = help_pages(docs)
        if not any(page == Path("rules.md") for page in pages):
            raise SystemExit(f"{docs} has no rules.md: a wheel without its help would be built")
        for page in pages:
            target = Path(self.build_lib) / TARGET / page
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(docs / page, target)
