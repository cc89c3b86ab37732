"""Bring the gettext catalogs in step with the code: every text of the app, its reports, mails and command line.

    .venv/bin/python tools/update_catalogs.py

There is one catalog per language,
``wordmastermind/resources/locale/LANG/LC_MESSAGES/wordmastermind.po``, and
the template ``wordmastermind/resources/locale/wordmastermind.pot``. They
hold two kinds of entry:

* the interface's texts: every literal the Qt code translates, with
  ``self.tr("English")`` or ``QCoreApplication.translate("Class",
  "English")``, or marks for it with ``QT_TRANSLATE_NOOP("Class",
  "English")``. The English is the ``msgid``; the Qt class is not kept (one
  English sentence has one translation in the whole app). Where the same
  English needs two translations the code says so with Qt's disambiguation,
  ``self.tr("none", "no tiles")``, which becomes the ``msgctxt``.
* the message tables of the rules, reports, mails and command line
  (``cli/messages.all_tables()``): the code is the ``msgctxt``, the English
  the ``msgid``. A table that names its languages (a side game's report) is
  only in those catalogs.

A new text is added untranslated; a table message whose English changed
keeps its old translation marked ``fuzzy``; what the code no longer says is
dropped. Translate the empty and fuzzy entries in any editor (Poedit,
Weblate); ``tests/test_catalogs.py`` and ``tests/test_translations.py`` fail
while one is missing. Nothing here is compiled: the wheel and the bundle
ship compiled ``.mo`` files, and a checkout compiles them on first use.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordmastermind.cli.messages import all_tables  # noqa: E402
from wordmastermind.files import i18n  # noqa: E402
from wordmastermind.files.po import Entry, format_po, parse_po  # noqa: E402

PACKAGE = ROOT / "wordmastermind"
INTERFACE = PACKAGE / "gui"
PLURAL_FORMS = {"de": "nplurals=2; plural=(n != 1);", "nl": "nplurals=2; plural=(n != 1);",
                "fr": "nplurals=2; plural=(n > 1);"}


class NotALiteral(ValueError):
    """A ``tr()`` or ``translate()`` whose text is no literal: no catalog can hold it."""


def header(language: str | None) -> Entry:
    lines = [
        "Project-Id-Version: wordmastermind",
        f"Language: {language or ''}",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=UTF-8",
        "Content-Transfer-Encoding: 8bit",
        f"Plural-Forms: {PLURAL_FORMS.get(language or '', 'nplurals=2; plural=(n != 1);')}",
    ]
    return Entry(None, "", None, ("".join(f"{line}\n" for line in lines),),
                 comments=["# Every text of wordmastermind: see tools/update_catalogs.py."])


def _text(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def said(node: ast.AST) -> tuple[str | None, str] | None:
    """(disambiguation, English) of a ``tr()`` or ``translate()`` call; None for any other node.

    Raises :class:`NotALiteral` for a call whose text the catalogs cannot hold.
    """
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    if name == "tr" and isinstance(func, ast.Attribute):
        texts = node.args[:2]
    elif name in ("translate", "QT_TRANSLATE_NOOP") and len(node.args) >= 2 and _text(node.args[0]) is not None:
        texts = node.args[1:3]  # QCoreApplication.translate(context, text[, disambiguation]), or marked for it
    else:
        return None
    values = [_text(arg) for arg in texts]
    if not values or None in values or node.keywords:
        raise NotALiteral(ast.unparse(node))
    english = values[0]
    assert english is not None
    return (values[1] if len(values) > 1 else None), english


def interface_texts(folder: Path = INTERFACE) -> dict[tuple[str | None, str], list[str]]:
    """Every text the Qt code translates, by (disambiguation, English), with the files that say it."""
    found: dict[tuple[str | None, str], list[str]] = {}
    problems = []
    for path in sorted(folder.rglob("*.py")):
        where = path.relative_to(folder.parent if folder == INTERFACE else folder).as_posix()
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            try:
                key = said(node)
            except NotALiteral as call:
                problems.append(f"{where}:{getattr(node, 'lineno', '?')}: {call}")
                continue
            if key is not None and where not in found.setdefault(key, []):
                found[key].append(where)
    if problems:
        raise NotALiteral("texts the catalogs cannot hold (give tr() a literal):\n" + "\n".join(problems))
    return found


def is_code(context: str | None) -> bool:
    """Whether an entry's context is a message table's code (``wmm.round``), not a disambiguation."""
    return context is not None and " " not in context and "." in context and context == context.lower()


def template_entries(language: str | None = None) -> list[Entry]:
    """Every text to translate; with ``language``, those its catalog holds (a table may name its languages)."""
    entries = [Entry(context, english, None, ("",), comments=[f"#: {' '.join(where)}"])
               for (context, english), where in sorted(interface_texts().items(),
                                                       key=lambda item: (item[0][1], item[0][0] or ""))]
    for where, table in all_tables().items():
        if language is not None and table.languages is not None and language not in table.languages:
            continue
        for code, template in table.templates.items():
            plural = template.plural
            entries.append(Entry(code, template.text, plural, ("", "") if plural else ("",),
                                 comments=[f"#: {where}"]))
    return entries


def merged(language: str, templates: list[Entry]) -> list[Entry]:
    path = i18n.po_file(language)
    old = [] if not path.is_file() else [e for e in parse_po(path.read_text("utf-8")) if e.msgid]
    by_code = {e.context: e for e in old if is_code(e.context)}
    by_text = {e.key: e for e in old if not is_code(e.context)}
    result = [header(language)]
    for template in templates:
        before = by_code.get(template.context) if is_code(template.context) else by_text.get(template.key)
        entry = Entry(template.context, template.msgid, template.plural, template.msgstr,
                      comments=list(template.comments))
        if before is not None and len(before.msgstr) == len(template.msgstr):
            entry.msgstr = before.msgstr
            if before.msgid != template.msgid or before.plural != template.plural or "fuzzy" in before.flags:
                entry.flags = frozenset({"fuzzy"})
        result.append(entry)
    return result


def main() -> None:
    templates = template_entries()
    pot = i18n.locale_folder() / f"{i18n.DOMAIN}.pot"
    pot.parent.mkdir(parents=True, exist_ok=True)
    pot.write_text(format_po([header(None), *templates]), "utf-8")
    for language in i18n.LANGUAGES:
        path = i18n.po_file(language)
        path.parent.mkdir(parents=True, exist_ok=True)
        entries = merged(language, template_entries(language))
        path.write_text(format_po(entries), "utf-8")
        missing = sum(1 for e in entries[1:] if not e.translated)
        print(f"{path.relative_to(ROOT)}: {len(entries) - 1} messages, {missing} to translate")


if __name__ == "__main__":
    main()
