"""Help ▸ Rules finds the docs wherever the app was installed from.

An installed copy (a wheel, for everyone or with ``pip install --user``, and
the bundle) carries them among the package's resources and finds them
through ``importlib.resources``; a checkout reads its own ``docs/``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

pytest.importorskip("PySide6")

ROOT = Path(__file__).resolve().parent.parent


def installed_package(site: Path) -> Path:
    """A package as a wheel installs it, in ``site``: its docs among its resources, no docs/ beside it."""
    from wordmastermind.gui.help_docs import FILES

    docs = site / "wordmastermind" / "resources" / "docs"
    (docs / "de").mkdir(parents=True)
    for name in FILES.values():
        shutil.copy(ROOT / "docs" / name, docs / name)
    (docs / "first-game.md").write_text("# Your first game\n\nThe installed copy's own guide.\n", encoding="utf-8")
    shutil.copy(ROOT / "docs" / "de" / "first-game.md", docs / "de" / "first-game.md")
    return site / "wordmastermind"


def test_the_help_finds_an_installed_packages_docs_through_importlib_resources(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from wordmastermind.gui import help_docs

    package = installed_package(tmp_path / "site")
    asked = []

    def files(anchor: str) -> Path:
        asked.append(anchor)
        return package

    monkeypatch.setattr(help_docs, "resources", SimpleNamespace(files=files))
    assert help_docs.docs_folder() == package / "resources" / "docs"
    assert asked and set(asked) == {"wordmastermind"}


def test_the_dialog_shows_the_installed_pages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: Any) -> None:
    from wordmastermind.gui import help_dialog, help_docs

    package = installed_package(tmp_path / "site")
    monkeypatch.setattr(help_docs, "resources", SimpleNamespace(files=lambda _anchor: package))
    dialog = help_dialog.HelpDialog(None, "en")
    qtbot.addWidget(dialog)
    dialog.show_document("first-game")
    assert "The installed copy's own guide." in dialog.current_text()
    dialog.show_document("rules")
    assert dialog.current_text().startswith("Joes Wörter-MasterMind")


def test_a_checkout_reads_its_own_docs() -> None:
    from wordmastermind.gui.help_docs import FILES, TRANSLATED, docs_folder, packaged_docs

    assert packaged_docs() is None  # nothing copied into the source tree: docs/ is the one source
    assert docs_folder() == ROOT / "docs"
    for language in TRANSLATED:
        assert (ROOT / "docs" / language / FILES["rules"]).is_file()
        assert (ROOT / "docs" / language / FILES["first-game"]).is_file()


def test_the_wheel_and_the_bundle_take_every_page_help_opens() -> None:
    """The build hook copies every Markdown page of docs/; the sdist and the bundle take them too."""
    sys.path.insert(0, str(ROOT / "installer"))
    try:
        from build_package import help_pages
    finally:
        sys.path.remove(str(ROOT / "installer"))
    from wordmastermind.gui.help_docs import FILES, TRANSLATED

    pages = {page.as_posix() for page in help_pages(ROOT / "docs")}
    assert set(FILES.values()) <= pages
    assert {f"{language}/{FILES[name]}" for language in TRANSLATED for name in ("rules", "first-game")} <= pages
    assert "recursive-include docs *.md" in (ROOT / "MANIFEST.in").read_text(encoding="utf-8")
    spec = (ROOT / "installer" / "wordmastermind.spec").read_text(encoding="utf-8")
    assert 'Path(NAME, "resources", "docs"' in spec


@pytest.mark.slow
def test_a_built_wheel_holds_the_help_the_licence_and_the_compiled_catalogs(tmp_path: Path) -> None:
    from wordmastermind.gui.help_docs import FILES, TRANSLATED

    source = tmp_path / "source"  # built from a copy: the build's build/ and egg-info stay out of the checkout
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "build", "dist", "*.egg-info", "images")
    for part in ("wordmastermind", "docs", "installer"):
        shutil.copytree(ROOT / part, source / part, ignore=ignore)
    for name in ("pyproject.toml", "README.md", "LICENSE", "MANIFEST.in"):
        shutil.copy(ROOT / name, source / name)
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path / "wheel"),
                            str(source)], capture_output=True, text=True, timeout=600)
    if built.returncode != 0 and "No matching distribution found for setuptools" in built.stderr:
        pytest.skip("no network for the build's setuptools")
    assert built.returncode == 0, built.stderr
    (wheel,) = (tmp_path / "wheel").glob("wordmastermind-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        archive.extractall(tmp_path / "site")
    docs = "wordmastermind/resources/docs"
    assert {f"{docs}/{name}" for name in FILES.values()} <= names
    assert {f"{docs}/{language}/{FILES[name]}" for language in TRANSLATED for name in ("rules", "first-game")} <= names
    assert any(name.endswith(".dist-info/licenses/LICENSE") for name in names)
    assert not any(name.startswith("docs/") or "/data/share/" in name for name in names)
    # The unpacked wheel first on the path, as site-packages or ~/.local would be: its own docs, nothing else.
    site = tmp_path / "site"
    found = subprocess.run(
        [sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); "
         "from wordmastermind.gui.help_docs import docs_folder; print(docs_folder())", str(site)],
        capture_output=True, text=True, timeout=120, env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    assert found.returncode == 0, found.stderr
    assert Path(found.stdout.strip()) == site / "wordmastermind" / "resources" / "docs"
    # Its catalogs come compiled: the installed app's first start compiles none into the cache.
    for language in ("de", "nl", "fr"):
        assert f"wordmastermind/resources/locale/{language}/LC_MESSAGES/wordmastermind.mo" in names
    said = subprocess.run(
        [sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]); from wordmastermind.files import i18n; "
         "print(i18n.built_catalog('de', i18n.Path(sys.argv[2])))", str(site), str(tmp_path / "cache")],
        capture_output=True, text=True, timeout=120, env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    assert said.returncode == 0, said.stderr
    assert Path(said.stdout.strip()) == site / "wordmastermind" / "resources" / "locale" / "de" / "LC_MESSAGES" / "wordmastermind.mo"
    assert not (tmp_path / "cache").exists()
