"""Collect the interface's strings into the Qt Linguist files, one per language.

    .venv/bin/python tools/update_translations.py [de] [nl] [fr]

Runs Qt's ``lupdate`` (it comes with PySide6) over ``wordmastermind/gui``
and updates ``wordmastermind/resources/translations/wordmastermind_XX.ts``
for German, Dutch and French: new strings are added as unfinished, strings
no longer in the code are dropped. Translate the unfinished ones with Qt
Linguist (``pyside6-linguist FILE``) or any editor; ``tests/test_translations.py``
fails while one is missing.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "wordmastermind" / "gui"
FOLDER = ROOT / "wordmastermind" / "resources" / "translations"
LANGUAGES = ("de", "nl", "fr")


def lupdate() -> str:
    from wordmastermind.gui.i18n import qt_tool

    found = qt_tool("lupdate")
    if found is None:
        raise SystemExit("lupdate not found: install PySide6 (pip install -e .)")
    return found


def source_files() -> list[str]:
    return sorted(str(path) for path in SOURCES.rglob("*.py"))


def update(target: Path, language: str) -> str:
    """Run lupdate into ``target`` (created if missing); its summary line."""
    done = subprocess.run(
        [lupdate(), "-no-obsolete", "-locations", "none", "-source-language", "en",
         "-target-language", language, *source_files(), "-ts", str(target)],
        capture_output=True, text=True, check=True,
    )
    return " ".join(line.strip() for line in done.stdout.splitlines() if "Found" in line)


def main(argv: list[str] | None = None) -> int:
    """``update_translations.py [de|nl|fr ...]``: those files only (default: all)."""
    chosen = (sys.argv[1:] if argv is None else argv) or list(LANGUAGES)
    unknown = [code for code in chosen if code not in LANGUAGES]
    if unknown:
        raise SystemExit(f"unknown language {unknown[0]!r}; choose from {', '.join(LANGUAGES)}")
    FOLDER.mkdir(parents=True, exist_ok=True)
    for language in chosen:
        target = FOLDER / f"wordmastermind_{language}.ts"
        print(f"{target.relative_to(ROOT)}: {update(target, language)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
