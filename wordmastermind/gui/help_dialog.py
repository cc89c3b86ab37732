"""Help inside the app: the first-game guide and each game's rules as implemented.

The texts are the project's own ``docs/`` files, so the help says exactly
what the documentation says. They are found next to the package in a
checkout, and in the bundle's ``docs/`` folder of the installed app. A page
translated into the interface's language is in the folder named by its code
(``docs/de/rules.md``); a page with no translation is shown in English.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

import wordmastermind
from wordmastermind.games import GAMES, WMM
from wordmastermind.gui.widgets.screen_fit import fit_to_screen

FILES = {"first-game": "first-game.md", "rules": "rules.md", "formats": "file-formats.md"}
TRANSLATED = ("de", "nl", "fr")
"""The languages the rules and the first-game guide are translated into (``docs/de/``, ...)."""
ONLINE = "https://github.com/wordmastermind/wordmastermind/tree/main/docs"


def docs_folder() -> Path | None:
    """Where the docs are: the bundle's ``docs/``, the checkout's, or an installed wheel's.

    A wheel puts them in ``share/wordmastermind/docs`` under its prefix
    (``pyproject.toml``'s data files).
    """
    places = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        places.append(Path(bundle) / "docs")
    places.append(Path(wordmastermind.__file__).resolve().parent.parent / "docs")
    places.append(Path(sys.prefix) / "share" / "wordmastermind" / "docs")
    return next((place for place in places if (place / FILES["rules"]).is_file()), None)


def sections(markdown: str) -> list[tuple[str, str]]:
    """``markdown`` cut at its ``## `` headings (outside code blocks): (heading, text) pairs.

    >>> sections("# Title\\nintro\\n## A\\na\\n```\\n## not a heading\\n```\\n## B\\nb\\n")
    [('A', '## A\\na\\n```\\n## not a heading\\n```'), ('B', '## B\\nb')]
    """
    found: list[tuple[str, list[str]]] = []
    fenced = False
    for line in markdown.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        if line.startswith("## ") and not fenced:
            found.append((line[3:].strip(), []))
        if found:
            found[-1][1].append(line)
    return [(heading, "\n".join(lines).strip()) for heading, lines in found]


def page(folder: Path, name: str, language: str) -> Path:
    """The page ``name`` in ``language`` if it has been translated into it, else the English one."""
    translated = folder / language / name
    return translated if language != "en" and translated.is_file() else folder / name


class HelpDialog(QDialog):
    """A list of help texts on the left, the chosen one on the right, in ``language`` where there is one."""

    def __init__(self, parent: QWidget | None = None, language: str = "en") -> None:
        super().__init__(parent)
        self.language = language
        self.setWindowTitle(self.tr("wordmastermind help"))
        self.contents = QListWidget()
        self.contents.setMaximumWidth(260)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self._texts: dict[str, str] = {}
        folder = docs_folder()
        if folder is None:
            self._add("missing", self.tr("Help"), self.tr(
                "The help files are not installed with this copy of wordmastermind. "
                "They are online: [{0}]({0})").format(ONLINE))
        else:
            self._fill(folder)
        self.contents.currentItemChanged.connect(self._show)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.contents)
        row.addWidget(self.browser, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(buttons)
        self.resize(980, 680)
        fit_to_screen(self)

    def _fill(self, folder: Path) -> None:
        guide = page(folder, FILES["first-game"], self.language)
        if guide.is_file():
            self._add("first-game", self.tr("Your first game"), guide.read_text(encoding="utf-8"))
        rules = sections(page(folder, FILES["rules"], self.language).read_text(encoding="utf-8"))
        for game in GAMES:
            text = next((body for title, body in rules if title == game.rules_heading), None)
            if text is not None:
                self._add(f"rules:{game.kind}", self.tr("Rules: {0}").format(game.rules_heading), text)
        formats = page(folder, FILES["formats"], self.language)
        if formats.is_file():
            self._add("formats", self.tr("File formats"), formats.read_text(encoding="utf-8"))

    def _add(self, key: str, title: str, text: str) -> None:
        item = QListWidgetItem(title)
        item.setData(Qt.ItemDataRole.UserRole, key)
        self.contents.addItem(item)
        self._texts[key] = text

    def _show(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.browser.setMarkdown(self._texts[item.data(Qt.ItemDataRole.UserRole)])
            self.browser.verticalScrollBar().setValue(0)

    def show_document(self, document: str, kind: str = "") -> None:
        """Show ``document`` ("first-game", "rules", "formats"); for the rules, ``kind``'s game."""
        key = f"rules:{kind or WMM.kind}" if document == "rules" else document
        for row in range(self.contents.count()):
            item = self.contents.item(row)
            if item.data(Qt.ItemDataRole.UserRole) in (key, "missing"):
                self.contents.setCurrentItem(item)
                return
        if self.contents.count():
            self.contents.setCurrentRow(0)

    def current_text(self) -> str:
        return self.browser.toPlainText()
