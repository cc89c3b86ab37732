"""The files layer's own messages: what an import, an output file, a document or a mail says.

Like the rules' tables (:mod:`wordmastermind.core.messages`), each template
is a msgid of the gettext catalogs, its code the ``msgctxt``; the app and the
command line render them in their language (``files/i18n.py``).
"""

from __future__ import annotations

from wordmastermind.core.messages import Message, Table

FILES = Table({
    # pasted guesses (files/wmm/pasted.py)
    "paste.header": 'cannot read the header {line}: name the columns guesser, target and word once each',
    "paste.unread": "cannot read {line}: {reason}",
    "paste.empty.guesser": "cannot read {line}: the guesser is empty",
    "paste.empty.target": "cannot read {line}: the target is empty",
    "paste.empty.word": "cannot read {line}: the word is empty",
    "paste.expected": 'write guesser, target and word, e.g. "Gustav, Alfons, SAHNE" or "Gustav: SAHNE -> Alfons"',
    "paste.cells": ("found {count} cell, expected {expected}: {first}, {second} and {third}",
                    "found {count} cells, expected {expected}: {first}, {second} and {third}"),
    "paste.fields": ('found {count} field, expected 3: guesser, target and word, e.g. "Gustav{sep} Alfons{sep} SAHNE"',
                     'found {count} fields, expected 3: guesser, target and word, e.g. "Gustav{sep} Alfons{sep} SAHNE"'),
    "field.word": "word",
    # the import's preview (files/wmm/imports.py)
    "import.no_guesses": "there are no guesses to import",
    "import.breaks_later": "round {round}, row {row} ({guesser} at {target}: {word}) would break a rule: {problem}",
    # where a report or an export may not go (files/outputs.py)
    "output.source": "{path}: refused: this is the game file the report is made from; choose another name",
    "output.game_suffix": "{path}: refused: a name ending in {suffix} is a game file's; choose another name",
    "output.cannot": "{path}: cannot be written: {reason}",
    "output.folder": "{path}: cannot be written: it is a folder",
    "output.not_regular": "{path}: cannot be written: it is not a regular file (a device or a pipe)",
    "output.game_file": "{path}: refused: this is a {title} game file, which no report or export replaces;"
                        " choose another name",
    "output.twice": "{path}: given twice: every output needs a file of its own",
    "output.not_folder": "{path}: cannot be written: it is a file, not a folder",
    "output.under_file": "{path}: cannot be written: {nearest} is a file, not a folder",
    # a game file refused (files/jsonread.py, files/envelope.py)
    "document.at": "{path}: {error}",
    "document.the_file": "the file",
    "document.missing": "{where}: missing",
    "document.expected": "{where}: expected {expected}, found {found}",
    "document.unknown": "{where}: unknown field {names}",
    "document.language": "{where}: the reports' language is one of {languages}, not {value}",
    "document.no_file": "no such file",
    "document.folder": "is a folder, not a file",
    "document.unreadable": "cannot be read: {reason}",
    "document.empty": "the file is empty",
    "document.not_utf8": "not a game file: byte {byte} is not UTF-8 text",
    "document.cut_off": "the file is cut off: it ends in the middle of the data (line {line}, column {column})",
    "document.not_json": "not valid JSON at line {line}, column {column}: {reason}",
    "document.nested": "not a game file: its data is nested more than about 1,000 levels deep",
    "document.digits": "not a game file: it holds a number of more than {digits} digits",
    "document.surrogate": "{where}: the text holds a lone surrogate ({code}), half of a character pair,"
                          " which is no character",
    # what a field holds, or should (files/jsonread.py)
    "value.null": "null",
    "value.flag": "true/false",
    "value.number": "a number",
    "value.text": "text",
    "value.list": "a list",
    "value.object": "an object",
    "expected.flag": "true or false",
    "expected.number": "a whole number",
})
"""The files layer's messages."""


def said(error: BaseException) -> str:
    """What ``error`` says: its coded message (rendered later in the user's language), else its text."""
    text = error.args[0] if len(error.args) == 1 else None
    return text if isinstance(text, Message) else str(error)
