"""The wheel's build step beyond pyproject.toml: the docs and the compiled catalogs go into the package.

Help ▸ Rules, Help ▸ Your First Game and Help ▸ File Formats show the
project's own ``docs/`` pages (``wordmastermind/gui/help_docs.py``). ``docs/``
is their one source; when a wheel is built (``pip install .``, ``pip install
--user .``, ``pip wheel .``, ``python -m build``), this copies every
``docs/**/*.md`` into the built package as ``wordmastermind/resources/docs/``,
where ``importlib.resources`` finds them in any installed copy. An editable
install copies nothing: a checkout's Help reads ``docs/`` itself, so an edit
shows at once. The bundle's spec puts them in the same place.

Each language's gettext catalog (``resources/locale/LANG/LC_MESSAGES/wordmastermind.po``)
is compiled to its ``.mo`` beside it in the built package, so that an
installed app's first start compiles nothing (``files/i18n.built_catalog``
takes a shipped ``.mo``; a checkout compiles into the user's cache).

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


def compiled_catalogs(locale: Path) -> dict[Path, bytes]:
    """Each ``.po`` under ``locale`` as its ``.mo``, by the ``.mo``'s path relative to ``locale``."""
    import sys

    sys.path.insert(0, str(ROOT))  # the project's own compiler (a build has the source tree at hand)
    try:
        from wordmastermind.files.po import compile_mo, parse_po
    finally:
        sys.path.remove(str(ROOT))
    return {source.relative_to(locale).with_suffix(".mo"): compile_mo(parse_po(source.read_text("utf-8")))
            for source in sorted(locale.glob("*/LC_MESSAGES/*.po"))}


class BuildPy(build_py):  # type: ignore[misc]  # setuptools has no types here
    """setuptools' ``build_py``, and then the docs and the compiled catalogs in the built package."""

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
        catalogs = compiled_catalogs(ROOT / "wordmastermind" / "resources" / "locale")
        if not catalogs:
            raise SystemExit("wordmastermind/resources/locale has no catalogs: a wheel speaking only English would be built")
        for relative, compiled in catalogs.items():
            target = Path(self.build_lib) / "wordmastermind" / "resources" / "locale" / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(compiled)
