"""Where Help finds its texts: the project's own ``docs/`` pages, among the package's resources.

``docs/`` in the project is their one source. A built package carries them as
its resource ``wordmastermind/resources/docs/`` (a wheel, whether installed
for everyone or with ``pip install --user``: ``installer/build_package.py``
copies them in when the wheel is built; the bundle: its spec puts them
there), and :func:`docs_folder` finds them through ``importlib.resources``,
wherever the package was installed. A checkout (an editable install, or
running from the source tree) has no copy: it reads its own ``docs/`` beside
the package, so an edited page shows at once.

A page translated into the interface's language is in the folder named by
its code (``docs/de/rules.md``); a page with no translation is shown in English.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

FILES = {"first-game": "first-game.md", "rules": "rules.md", "formats": "file-formats.md"}
"""The pages Help shows, by what they are."""
TRANSLATED = ("de", "nl", "fr")
"""The languages the rules and the first-game guide are translated into (``docs/de/``, ...)."""
ONLINE = "https://github.com/wordmastermind/wordmastermind/tree/main/docs"
PACKAGE = "wordmastermind"
RESOURCE = ("resources", "docs")
"""The docs' place among the package's resources."""


def packaged_docs() -> Path | None:
    """The docs among the package's resources, found by ``importlib.resources``; None in a checkout."""
    root = resources.files(PACKAGE).joinpath(*RESOURCE)
    # Every install the app supports is a folder on disk (site-packages, the bundle's _internal/).
    if isinstance(root, Path) and (root / FILES["rules"]).is_file():
        return root
    return None


def checkout_docs() -> Path | None:
    """The checkout's own ``docs/``, beside the package: an editable install, or the source tree."""
    package = resources.files(PACKAGE)
    if not isinstance(package, Path):
        return None
    docs = package.resolve().parent / "docs"
    return docs if (docs / FILES["rules"]).is_file() else None


def docs_folder() -> Path | None:
    """Where the docs are: the package's own resources, else the checkout's ``docs/``; None: neither."""
    return packaged_docs() or checkout_docs()


def page(folder: Path, name: str, language: str) -> Path:
    """The page ``name`` in ``language`` if it has been translated into it, else the English one."""
    translated = folder / language / name
    return translated if language != "en" and translated.is_file() else folder / name
