"""The files layer's own messages: what an import, an output file, a document or a mail says.

Like the rules' tables (:mod:`wordmastermind.core.messages`), each template
is a msgid of the gettext catalogs, its code the ``msgctxt``; the app and the
command line render them in their language (``files/i18n.py``).
"""

from __future__ import annotations

from wordmastermind.core.messages import Message, Table, Text

FILES = Table({
    # the PDF's pages (files/writers/pdf_layout.py)
    "pdf.continued": "{heading} (continued)",
    # the column titles said once before a letter's guesses run on as text (files/writers/letter_pdf.py)
    "letter.run_on_titles": "{titles}:",
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
    # players pasted into the roster (files/wmm/pasted_roster.py)
    "paste.roster.beyond": ("{count} cell right of the attachment column is not pasted",
                            "{count} cells right of the attachment column are not pasted"),
    "paste.roster.channel": '"{written}" is no way of sending: write e-mail, post, both or by address',
    "paste.roster.attachment": '"{written}" is no attachment: write PDF, Word, Excel, none or game\'s choice',
    # the import's preview (files/wmm/imports.py)
    "import.no_guesses": "there are no guesses to import",
    "import.unread": ("the column {names} is not read: a roster's columns are Name (or First name and Surname),"
                      " Secret, Email, Address (and Postcode, Town, Country), Channel and Attachment",
                      "the columns {names} are not read: a roster's columns are Name (or First name and Surname),"
                      " Secret, Email, Address (and Postcode, Town, Country), Channel and Attachment"),
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
    "output.no_folder": "{path}: cannot be written: there is no such folder {folder}",
    "output.suffix": "{path}: cannot write a report as {suffix}: choose one of {suffixes}",
    "output.no_suffix": "{path}: cannot write a report as 'a file without a suffix': choose one of {suffixes}",
    "output.kind": "cannot write a report as {kind}: choose one of {suffixes}",
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
    "document.not_json": "not valid JSON at line {line}, column {column}, where it reads “{found}”",
    "document.nested": "not a game file: its data is nested more than about 1,000 levels deep",
    "document.digits": "not a game file: it holds a number of more than {digits} digits",
    "document.surrogate": "{where}: the text holds a lone surrogate ({code}), half of a character pair,"
                          " which is no character",
    # the envelope every game file shares (files/envelope.py)
    "document.not_wmm": "this is a {kind} document, not a Wörter-MasterMind game",
    "document.not_wachtwoord": "this is a {kind} document, not a Wachtwoord score sheet",
    "document.not_rondo": "this is a {kind} document, not a RONDO score sheet",
    "document.not_woordspel": "this is a {kind} document, not a Woordspel game",
    "document.not_password": "this is a {kind} document, not a PASSWORD score sheet",
    "document.other_game": "this is a {found} game file (kind {kind}), not a {expected} one ({suffix});"
                           " a {found} game file's name ends in {found_suffix}",
    "document.newer": "written by a newer wordmastermind (schema version {version});"
                      " this version reads up to {newest}: please update",
    "document.version": "{where}: {version} is not a valid version",
    # what a path is not (files/reading.py)
    "reading.folder": "this is a folder, not a file",
    "reading.not_regular": "this is not a regular file (a pipe, a device or a socket): only files are read",
    "reading.too_large": "the file is too large ({size}; the most this kind of file can be is {limit})",
    "reading.bytes": "{count} bytes",
    # saving (files/atomic.py)
    "save.changed": "{path}: changed on disk since it was read (another program or another wordmastermind"
                    " saved it); nothing saved: read it again and redo the change",
    "save.cannot": "{path}: cannot be saved: {reason}",
    "save.busy": "{path}: another program is saving it ({lock} is held); nothing saved: try again in a moment",
    # the games' own fields (files/*/file.py)
    "game.round_from_one": "{where}: rounds start at 1, not {number}",
    "game.stranger": "{where}: {name} is not in the roster",
    "game.withdrawn_twice": "{where}: {name} withdraws once",
    "game.moment": "{where}: \"{value}\" is no date and time with its zone, as 2026-12-02T09:03:00+01:00",
    "game.expected_choice": "{where}: expected {allowed}, found {value}",
    "game.or": "{first} or {second}",
    "game.teams_or_players": "teams, players: a sheet has either two teams or three players, not both",
    "game.neither_teams_nor_players": "teams, players: a sheet has either two teams or three players;"
                                      " neither is there",
    "game.teams": "teams: expected 2 teams, found {count}",
    "game.players": "players: expected 3 players, found {count}",
    "game.date": "{where}: expected a date as YYYY-MM-DD, not {value}",
    "game.no_empty_slot": "{where}: a start word has no empty slot",
    "game.skipped_holder": "{where}: a skipped turn has no holder (null)",
    "game.holder_missing": '{where}: missing (a turn that lays cards needs the holder after it;'
                           ' a turn without a word has "skipped": true)',
    "game.grew": "{where}: the holder grows at the 'front' or the 'end', not {value}",
    "game.exchanges": "{where}: exchanges must be a whole number of at least 0, not {number}",
    "game.yes_no": '{where}: expected "yes" or "no", not {value}',
    "game.entry_kind": "{where}: an entry is one of {kinds}, not {value}",
    "game.correction": "{where}: a correction names an entry number of at least 1, not {number}",
    "game.text_or_null": "text or null",
    "game.entries": "{where}: expected {count} entries, found {found}",
    "game.no_word": "{where}: {word} is no word (letters only)",
    "game.not_a_player": "{where}: {name} is not a player ({first} or {second})",
    "game.move_kind": "{where}: {value} is no kind of move (play, pass, exchange, penalty)",
    "game.rules": "{where}: {value} is no rules preset ({known})",
    "game.row_numbering": "{where}: {value} is no row numbering (gcg: 1 at the top, brettspielnetz: 15 at the top)",
    "game.note_place": "{where}: a note comes after {value} moves; write 0 or more",
    "game.penalty_reason": "{where}: {value} is no reason of a penalty (time or challenge)",
    # the word lists (files/lexicon_store.py, lexicon_build.py)
    "store.package": "the {language} word lists need the package {package}, which is not installed",
    "store.language": "unknown language {language} (known: {known})",
    "store.replace": "replacing the built-in lists needs a list of your own",
    "store.not_utf8": "{path}: not UTF-8 text",
    "store.damaged": "the {language} word lists were built from other versions or damaged",
    "store.not_built": "the {language} word lists could not be built: {reason}",
    "store.part_damaged": "the {language} word lists could not be built: a part's output is damaged",
    "store.stopped": "building the {language} word lists was stopped",
    # what a field holds, or should (files/jsonread.py)
    "value.null": "null",
    "value.flag": "true/false",
    "value.number": "a number",
    "value.text": "text",
    "value.list": "a list",
    "value.object": "an object",
    "expected.flag": "true or false",
    "expected.number": "a whole number",
    # letters the PDFs' font does not hold (files/writers/pdf_text.py, letter_pdf.py, labels.py)
    "pdf.address_unprintable": "{name}'s address line '{line}' holds {chars}, which the PDF's font cannot print"
                               " (it prints Latin, Greek, Cyrillic, Hebrew and Arabic letters): write the"
                               " address in those",
    "pdf.sender_unprintable": "the game master's address or place '{text}' holds {chars}, which the PDF's font"
                              " cannot print (it prints Latin, Greek, Cyrillic, Hebrew and Arabic letters)",
    "pdf.replaced": "the PDF's font cannot print {chars} (in '{text}'): printed as {replacement} instead",
})
"""The files layer's messages."""


def placed(where: str, error: BaseException | Text) -> Message:
    """``where: what error says``, the error's own message kept for rendering."""
    return FILES.say("document.at", path=where, error=said(error) if isinstance(error, BaseException) else error)


def said(error: BaseException) -> Text:
    """What ``error`` says: its coded message (rendered later in the user's language), else its text."""
    text = error.args[0] if len(error.args) == 1 else None
    return text if isinstance(text, Message) else str(error)
