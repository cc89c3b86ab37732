"""The gettext catalogs' message tables (rules, reports, mails, command line): complete in German, Dutch and French, in step with the code."""

from __future__ import annotations

import ast
import gettext
import re
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from update_catalogs import is_code  # noqa: E402

from wordmastermind.cli.messages import all_tables
from wordmastermind.files import i18n
from wordmastermind.files.po import Entry, compile_mo, parse_po

PACKAGE = Path(i18n.__file__).resolve().parent.parent
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")


def table_entries(language: str | None = None) -> dict[str, tuple[str, str | None]]:
    """Every table's messages; with ``language``, those its catalog translates."""
    return {
        code: (template.text, template.plural)
        for table in all_tables().values()
        if language is None or table.languages is None or language in table.languages
        for code, template in table.templates.items()
    }


def catalog(language: str) -> list[Entry]:
    """The catalog's entries of the message tables (the interface's texts: ``test_translations.py``)."""
    return [e for e in parse_po(i18n.po_file(language).read_text("utf-8")) if e.msgid and is_code(e.context)]


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_message_is_translated_with_the_same_placeholders(language: str) -> None:
    untranslated, misfits = [], []
    for entry in catalog(language):
        if not entry.translated:
            untranslated.append(entry.context)
            continue
        wanted = set(PLACEHOLDER.findall(entry.msgid)) | set(PLACEHOLDER.findall(entry.plural or ""))
        for text in entry.msgstr:
            if not set(PLACEHOLDER.findall(text)) <= wanted or (
                entry.plural is None and set(PLACEHOLDER.findall(text)) != wanted
            ):
                misfits.append(f"{entry.context}: {text!r}")
    assert untranslated == [], f"{language}: translate these (tools/update_catalogs.py adds them)"
    assert misfits == [], f"{language}: placeholders that are not the English ones"


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_catalog_holds_exactly_the_messages_of_the_tables(language: str) -> None:
    held = {e.context: (e.msgid, e.plural) for e in catalog(language)}
    tables = table_entries(language)
    assert sorted(set(tables) - set(held)) == [], "missing: run tools/update_catalogs.py"
    assert sorted(set(held) - set(tables)) == [], "stale: run tools/update_catalogs.py"
    changed = sorted(code for code in tables if held[code] != tables[code])
    assert changed == [], "English changed since: run tools/update_catalogs.py"


def test_the_code_says_only_messages_of_the_tables_and_every_one_of_them() -> None:
    tables = table_entries()
    said: set[str] = set()
    literals: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals.add(node.value)
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "say" and node.args
                    and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                said.add(node.args[0].value)
    assert sorted(said - set(tables)) == [], "said in the code, but in no table"
    unused = sorted(
        code for code in tables
        if code not in literals and not (code.startswith("field.") and code[6:] in literals)
    )
    assert unused == [], "in a table, but said nowhere in the code"


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_compiled_catalog_gives_every_translation(language: str, tmp_path: Path) -> None:
    mo = tmp_path / "messages.mo"
    mo.write_bytes(compile_mo(parse_po(i18n.po_file(language).read_text("utf-8"))))
    with mo.open("rb") as stream:
        translation = gettext.GNUTranslations(stream)
    for entry in catalog(language):
        if entry.plural is None:
            assert translation.pgettext(entry.context or "", entry.msgid) == entry.msgstr[0]
        else:
            one = 1
            assert translation.npgettext(entry.context or "", entry.msgid, entry.plural, one) == entry.msgstr[0]
            assert translation.npgettext(entry.context or "", entry.msgid, entry.plural, 5) == entry.msgstr[1]


def test_a_checkout_compiles_its_catalog_once_into_the_cache(tmp_path: Path) -> None:
    first = i18n.built_catalog("de", tmp_path)
    assert first is not None and first.parent == tmp_path
    assert i18n.built_catalog("de", tmp_path) == first
    assert [p.name for p in tmp_path.iterdir()] == [first.name]
    assert i18n.built_catalog("en", tmp_path) is None


def test_an_installed_app_reads_its_shipped_catalog_without_the_compiler(tmp_path: Path) -> None:
    """A German start in the installed app (the ``.mo`` shipped beside the ``.po``) reads the catalog
    without the checkout's compiler, hashing or the rules' messages: they cost a German start time."""
    import subprocess

    folder = tmp_path / "locale" / "de" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    source = i18n.po_file("de").read_bytes()
    (folder / "wordmastermind.po").write_bytes(source)
    (folder / "wordmastermind.mo").write_bytes(compile_mo(parse_po(source.decode("utf-8"))))
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from wordmastermind.files import i18n\n"
        f"i18n.locale_folder = lambda: Path({str(tmp_path / 'locale')!r})\n"
        "from wordmastermind.gui.i18n import interface_catalog\n"
        "catalog = interface_catalog('de')\n"
        "print(catalog.gettext('&File'))\n"
        "print(sorted(m for m in ('hashlib', 'platformdirs', 'wordmastermind.files.po',"
        " 'wordmastermind.core.messages') if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split("\n")[:2] == ["&Datei", "[]"]


def test_the_interface_answers_from_the_catalog_and_leaves_the_rest_to_qt(qapp: Any) -> None:
    """Installed, German: the app's texts from the catalog; a text it lacks stays English; Qt's own buttons
    keep Qt's translation. The rules' messages are said from the same catalog, unchanged by it."""
    from PySide6.QtCore import QCoreApplication

    from wordmastermind.gui.i18n import Translators

    translators = Translators()
    try:
        assert translators.install("de")
        assert QCoreApplication.translate("MainWindow", "&File") == "&Datei"
        assert QCoreApplication.translate("MainWindow", "A text in no catalog") == "A text in no catalog"
        assert QCoreApplication.translate("QPlatformTheme", "&Yes") == "&Ja"
        assert i18n.translation("de").gettext("A text in no catalog") == "A text in no catalog"
        assert i18n.translation("de").gettext("&File") == "&Datei"
    finally:
        translators.install("en")


@pytest.mark.parametrize(("language", "look_in", "of_type"), [
    ("nl", "&Zoeken in:", "Bestanden van &type:"),
    ("fr", "&Voir dans\u00a0:", "Fichiers de &type\u00a0:"),
    ("de", "&Suchen in:", "Dateien des &Typs:"),
])
def test_qts_own_file_dialog_is_in_the_interfaces_language_where_qts_catalog_lacks_texts(
    qapp: Any, qtbot: Any, language: str, look_in: str, of_type: str
) -> None:
    """Qt's file dialog (the one Qt draws itself, where the system has none) labels its folder and type boxes
    in the game master's language: Qt's Dutch and French catalogs lack those two texts; the rest stays Qt's."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    from wordmastermind.gui.i18n import Translators

    translators = Translators()
    try:
        assert translators.install(language)
        dialog = QFileDialog(None, "", "", "Wörter-MasterMind (*.wmm)")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        qtbot.addWidget(dialog)
        labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
        assert labels["lookInLabel"] == look_in
        assert labels["fileTypeLabel"] == of_type
        assert labels["fileNameLabel"] != "File &name:"  # Qt's own catalog, as before
    finally:
        translators.install("en")
