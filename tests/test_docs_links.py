"""Every relative link in the README and in docs/ leads to a file that is there (and to a heading, with #)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted([ROOT / "README.md", *(ROOT / "docs").rglob("*.md")])
LINK = re.compile(r"!?\[(?:[^\]\\]|\\.)*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^```.*?^```", flags=re.MULTILINE | re.DOTALL)


def links(page: Path) -> list[str]:
    """The link targets of ``page``, outside code (fenced, indented blocks and `spans`)."""
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    text = "\n".join(line for line in text.splitlines() if not line.startswith("    "))
    text = re.sub(r"`[^`\n]*`", "", text)
    return LINK.findall(text)


def anchor(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation gone, spaces as hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    return {anchor(match) for match in re.findall(r"^#{1,6}\s+(.*)$", text, flags=re.MULTILINE)}


@pytest.mark.parametrize("page", PAGES, ids=[str(page.relative_to(ROOT)) for page in PAGES])
def test_every_relative_link_resolves(page: Path) -> None:
    broken = []
    for target in links(page):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:: not ours to check
            continue
        path, _, fragment = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            broken.append(f"{target}: no {path}")
        elif fragment and file.suffix == ".md" and fragment not in anchors(file):
            broken.append(f"{target}: no heading #{fragment} in {file.relative_to(ROOT)}")
    assert not broken, f"{page.relative_to(ROOT)}: " + "; ".join(broken)


def test_the_links_are_found() -> None:
    readme = links(ROOT / "README.md")
    assert "docs/images/rounds-de.png" in readme and "docs/de/first-game.md" in readme
    assert anchor("Checking the bundle") == "checking-the-bundle"
