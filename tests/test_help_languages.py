"""Help speaks the interface's language, names its menus as they are named there, and no repository path."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("PySide6")

from test_translations import messages  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
LANGUAGES = ("de", "nl", "fr")

# (the guide's title, a heading of the Wörter-MasterMind rules, one of Wachtwoord's), in each language
PAGES = {
    "de": ("Ihre erste Partie Joes Wörter-MasterMind", "Markierungen: Plus und Kringel", "Amerikanische Methode"),
    "nl": ("Je eerste spel Joes Wörter-MasterMind", "Tekens: plus en kringel", "Amerikaanse methode"),
    "fr": ("Votre première partie de Joes Wörter-MasterMind", "Marques : plus et kringel", "Méthode américaine"),
}

BOLD = re.compile(r"\*\*(.+?)\*\*")
"""A bold span; one holding ▸ is a menu path, its parts joined by ▸ (**Datei ▸ Exportieren**)."""


def pages(language: str) -> list[Path]:
    """The help pages in ``language`` ("en": the English ones the Help window shows)."""
    if language == "en":
        return [DOCS / name for name in ("rules.md", "first-game.md", "file-formats.md")]
    return sorted((DOCS / language).glob("*.md"))


def labels(language: str) -> list[re.Pattern[str]]:
    """Every text of the interface in ``language``, mnemonics dropped, ``{0}`` matching anything."""
    found = set()
    for _source, text in messages(language):
        found.add(re.sub(r"&(?=[^&\s])", "", text).replace("&&", "&").strip())
    return [re.compile(".+".join(re.escape(piece) for piece in re.split(r"\{\d+\}", text)))
            for text in found if text]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_help_shows_the_pages_in_the_interface_language(window: Any, qtbot: Any, language: str) -> None:
    from wordmastermind.gui.help_dialog import HelpDialog

    window.switch_language(language)
    try:
        guide, marks, american = PAGES[language]
        window.guide_action.trigger()
        dialog = window.findChild(HelpDialog)
        assert dialog is not None and dialog.isVisible()
        assert dialog.current_text().startswith(guide)
        window.rules_action.trigger()
        text = dialog.current_text()
        assert text.startswith("Joes Wörter-MasterMind") and marks in text
        window.tabs.setCurrentIndex(1)  # Wachtwoord
        window.rules_action.trigger()
        assert dialog.current_text().startswith("Wachtwoord") and american in dialog.current_text()
        assert "American method" not in dialog.current_text()
    finally:  # the application's translators are the whole run's: English again for the next test
        for dialog in window.findChildren(HelpDialog):
            dialog.close()
        window.switch_language("en")


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_the_guide_is_named_in_the_menu_and_the_contents_as_its_page_is_titled(window: Any, qtbot: Any,
                                                                              language: str) -> None:
    """Help ▸ Your First Game, the Help window's contents and the guide's own heading say the same words
    ("Ihre erste Partie", not "Die erste Partie" over a page titled "Ihre erste Partie …")."""
    from wordmastermind.gui.help_dialog import HelpDialog

    folder = DOCS if language == "en" else DOCS / language
    title = (folder / "first-game.md").read_text(encoding="utf-8").splitlines()[0].removeprefix("# ")
    window.switch_language(language)
    try:
        menu = re.sub(r"&(?=[^&\s])", "", window.guide_action.text())
        window.guide_action.trigger()
        dialog = window.findChild(HelpDialog)
        assert dialog is not None
        contents = dialog.contents.currentItem().text()
        assert title.lower().startswith(menu.lower()), (menu, title)
        assert title.startswith(contents), (contents, title)
    finally:
        for dialog in window.findChildren(HelpDialog):
            dialog.close()
        window.switch_language("en")


def test_a_language_without_pages_gets_the_english_ones(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        qtbot: Any) -> None:
    from wordmastermind.gui import help_dialog

    english = tmp_path / "docs"
    english.mkdir()
    for name in help_dialog.FILES.values():
        shutil.copy(DOCS / name, english / name)
    monkeypatch.setattr(help_dialog, "docs_folder", lambda: english)
    dialog = help_dialog.HelpDialog(None, "de")
    qtbot.addWidget(dialog)
    dialog.show_document("first-game")
    assert dialog.current_text().startswith("Your first game of Joes Wörter-MasterMind")
    dialog.show_document("rules")
    assert "Plus and Kringel" in dialog.current_text()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_help_text_has_its_translation(language: str) -> None:
    from wordmastermind.games import GAMES
    from wordmastermind.gui.help_dialog import sections

    assert (DOCS / language / "first-game.md").is_file()
    headings = [title for title, _text in sections((DOCS / language / "rules.md").read_text(encoding="utf-8"))]
    assert headings == [game.rules_heading for game in GAMES]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_translated_rules_have_every_section_of_the_english(language: str) -> None:
    """Each rule section of the English (its level and number: ``### 7a.``) is in the translation, in order:
    a section added to the English (the rules presets) is translated too."""
    def outline(path: Path) -> list[str]:
        return [re.sub(r"^(#+)\s*(\d+[a-z]?\.)?.*", r"\1 \2", line).strip()
                for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("#")]

    assert outline(DOCS / language / "rules.md") == outline(DOCS / "rules.md")


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_every_menu_a_help_page_names_is_named_so_in_the_interface(language: str) -> None:
    known = labels(language)
    wrong = []
    for page in pages(language):
        text = re.sub(r"\s+", " ", page.read_text(encoding="utf-8"))
        rest = BOLD.sub(lambda bold: "" if "▸" in bold[1] else bold[0], text)
        wrong += [f"{page.name}: a menu path not in bold (**A ▸ B**): …{rest[max(0, at.start() - 40):at.end() + 40]}…"
                  for at in re.finditer("▸", rest)]
        for path in (bold for bold in BOLD.findall(text) if "▸" in bold):
            for part in (piece.strip() for piece in path.split("▸")):
                if not any(label.fullmatch(part) for label in known):
                    wrong.append(f"{page.name}: {path!r}: {part!r} is no menu item of the {language} interface")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_no_help_page_names_a_path_of_the_repository(language: str) -> None:
    wrong = []
    for page in pages(language):
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
            for word in re.findall(r"[\w.~-]+(?:/[\w.-]*)+|[\w-]+\.py\b", line):
                if word.endswith(".py") or (ROOT / word.strip("/")).exists():
                    wrong.append(f"{page.name}:{number}: {word}")
    assert not wrong, "\n".join(wrong)


def test_an_open_help_turns_to_the_new_language_at_the_same_page(window: Any, qtbot: Any) -> None:
    from wordmastermind.gui.help_dialog import HelpDialog

    window.tabs.setCurrentIndex(1)  # Wachtwoord
    window.rules_action.trigger()
    dialog = window.findChild(HelpDialog)
    assert dialog is not None and dialog.windowTitle() == "wordmastermind help"
    assert "American method" in dialog.current_text()
    try:
        window.switch_language("de")
        assert window.findChild(HelpDialog) is dialog and dialog.isVisible()
        assert dialog.windowTitle() != "wordmastermind help"
        text = dialog.current_text()
        assert text.startswith("Wachtwoord") and PAGES["de"][2] in text and "American method" not in text
        window.switch_language("en")
        assert "American method" in dialog.current_text() and dialog.windowTitle() == "wordmastermind help"
    finally:
        dialog.close()
        window.translators.install("en")
