"""Bring the gettext catalogs of the rule messages in step with the core's message tables.

    .venv/bin/python tools/update_catalogs.py

Writes ``wordmastermind/resources/locale/wordmastermind.pot`` (every
template of every table in ``cli/messages.all_tables()``: the code is the
``msgctxt``, the English the ``msgid``) and updates
``wordmastermind/resources/locale/LANG/LC_MESSAGES/wordmastermind.po`` for
German, Dutch and French (a table that names its languages, as a side game's
report does, only in those): a new message is added untranslated, a message
whose English changed keeps its old translation marked ``fuzzy``, and a
message no longer in the tables is dropped. Translate the empty and fuzzy
ones in any editor (or Poedit); ``tests/test_catalogs.py`` fails while one
is missing. Nothing here is compiled: the app compiles the ``.po`` itself.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordmastermind.cli.messages import all_tables  # noqa: E402
from wordmastermind.files import i18n  # noqa: E402
from wordmastermind.files.po import Entry, format_po, parse_po  # noqa: E402

PLURAL_FORMS = {"de": "nplurals=2; plural=(n != 1);", "nl": "nplurals=2; plural=(n != 1);",
                "fr": "nplurals=2; plural=(n > 1);"}


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
                 comments=["# The rule messages of wordmastermind: see tools/update_catalogs.py."])


def template_entries(language: str | None = None) -> list[Entry]:
    """Every table's templates; with ``language``, those its catalog translates (a table may name its languages)."""
    entries = []
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
    old = {} if not path.is_file() else {e.context: e for e in parse_po(path.read_text("utf-8")) if e.msgid}
    result = [header(language)]
    for template in templates:
        before = old.get(template.context)
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
