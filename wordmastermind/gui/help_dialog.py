"""Help inside the app: the first-game guide and each game's rules as implemented.

The texts are the project's own ``docs/`` files, so the help says exactly
what the documentation says; :mod:`.help_docs` finds them, among the
package's resources in an installed copy and in ``docs/`` in a checkout. A
page translated into the interface's language is in the folder named by its
code (``docs/de/rules.md``); a page with no translation is shown in English.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
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

from wordmastermind.games import GAMES, WMM
from wordmastermind.gui.i18n import Retranslating, interface_language
from wordmastermind.gui.help_docs import FILES, ONLINE, TRANSLATED, docs_folder, page
from wordmastermind.gui.widgets.screen_fit import fit_to_screen

__all__ = ["FILES", "TRANSLATED", "HelpDialog", "docs_folder", "page", "sections"]


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


class HelpDialog(Retranslating, QDialog):
    """A list of help texts on the left, the chosen one on the right, in ``language`` where there is one.

    It stays open beside the window; a language switch turns it to the new
    language's pages, at the same page."""

    def __init__(self, parent: QWidget | None = None, language: str = "en") -> None:
        super().__init__(parent)
        self.language = language
        self.contents = QListWidget()
        self.contents.setMaximumWidth(260)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self._texts: dict[str, str] = {}
        self.contents.currentItemChanged.connect(self._show)
        self.retranslate()
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

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("wordmastermind help"))
        self.contents.setAccessibleName(self.tr("Contents"))
        self.contents.setAccessibleDescription(self.tr("The pages of the help: choose one to read it beside"))
        self.browser.setAccessibleName(self.tr("Help page"))
        self.browser.setAccessibleDescription(self.tr("The help page chosen in the contents"))
        item = self.contents.currentItem()
        shown = None if item is None else item.data(Qt.ItemDataRole.UserRole)
        self.contents.blockSignals(True)  # the page is shown once, below
        self.contents.clear()
        self._texts = {}
        folder = docs_folder()
        if folder is None:
            self._add("missing", self.tr("Help"), self.tr(
                "The help files are not installed with this copy of wordmastermind. "
                "They are online: [{0}]({0})").format(ONLINE))
        else:
            self._fill(folder)
        self.contents.blockSignals(False)
        if shown is not None:
            self._show_key(str(shown))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.language = interface_language()
        super().changeEvent(event)

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
        self._show_key(f"rules:{kind or WMM.kind}" if document == "rules" else document)

    def _show_key(self, key: str) -> None:
        for row in range(self.contents.count()):
            item = self.contents.item(row)
            if item.data(Qt.ItemDataRole.UserRole) in (key, "missing"):
                self.contents.setCurrentItem(item)
                return
        if self.contents.count():
            self.contents.setCurrentRow(0)

    def current_text(self) -> str:
        return self.browser.toPlainText()
