"""Telling English in a text the app shows a German, Dutch or French game master.

A text is English when it holds a piece of an English source string of the
interface (a ``tr()`` text) or of an English message template (the tables
the gettext catalogs translate) whose translation differs, or one of a few
common English words. What the language shares with English is not English
there: a piece or a word that the language's own translations use (Dutch
"is", "of" and "open", French "points", German "Name") never counts, and
neither do names, units and the few words of :data:`ALLOWED`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from test_translations import messages

ROOT = Path(__file__).resolve().parent.parent

ENGLISH_WORDS = frozenset("""
    the and of with from into about after before again only still
    is are was has have had not cannot can't must should will would this that these those
    guess guesses guessed guesser player players round rounds word words secret letters
    file files open save saved print export import settings game games mail mails
    new name names points score total turn turns move moves team teams clue
    yes no none nothing already each every which where when why here there
""".split())
"""Common English words: any of them alone makes a text English (where the language does not use it too)."""
NEVER_SHARED = frozenset("the and with from player players guess guesses round rounds yes no".split())
"""English words that are no German, Dutch or French words, wherever a translation names them as data
(the file format's keys, "teams, players"; its values, "yes" or "no")."""

ALLOWED = frozenset({
    "OK", "E-Mail", "e-mail", "E-mail", "SMTP", "IMAP", "PDF", "Word", "Excel", "CSV", "XLSX", "DOCX",
    "GCG", "HTML", "A-Z", "Wörter-MasterMind", "MasterMind", "Joes", "wordmastermind", "Wachtwoord", "RONDO",
    "Woordspel", "PASSWORD", "Password", "WF", "Qt", "PySide6", "TLS", "STARTTLS", "SSL",
    "English", "Deutsch", "Nederlands", "Français",  # each language named in itself, where one is chosen
})
"""Names, units and words every language here shares: never English on their own."""

SHARED: dict[str, frozenset[str]] = {
    "fr": frozenset({"notes"}),
}
"""English words that are words of the language too, where its translations happen not to use them."""

PLACEHOLDER = re.compile(r"\{\w*\}|%\d|%n|%L\d")
QUOTED = re.compile(r"(?<!\w)'[^'\n]+'(?!\w)")
"""What a message quotes from the user's file or typing ('guesser', 'fred'): data, not the interface's words."""
CODE = re.compile(r"`[^`]+`")
"""Code in help text (a command, a file, a message quoted as it reads in English)."""
TEMPLATE_FIELD = re.compile(r"\{\w+\}")
"""A field of a mail template the game master writes (``{name}``, ``{round}``): a code, not a word."""
OPTION = re.compile(r"(?<![\w-])--[\w-]+")
"""A command line option (``--language``): the same in every language."""
COMMAND = re.compile(r"(?<![\w-])(?:wordmastermind(?:-gui)?\s+[a-z]+|--[\w-]+)")
"""A command of the command line (``wordmastermind report``) or an option of it: the same in every language."""
WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
NOT_LANGUAGE = re.compile(r"\S*[@/\\]\S*|\S+\.(?:wmm|wwd|rondo|woordspel|password|gcg|csv|xlsx|docx|pdf|eml|txt)\b")
"""Addresses, paths and file names: the user's, not the interface's."""


def _plain(text: str) -> str:
    """A text as the user reads it: no mnemonic ``&``, no HTML tags or entities."""
    text = re.sub(r"&(?=[^&\s])", "", text).replace("&&", "&")
    text = re.sub(r"<[^>]+>", " ", text)
    return text.replace("&nbsp;", " ").replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")


def _pieces(source: str) -> list[str]:
    """The parts of an English source between its placeholders and lines that can be told apart."""
    found = []
    for part in PLACEHOLDER.split(_plain(source)):
        for line in part.splitlines():
            piece = line.strip(" \t:;,.…!?()[]-–—\"'«»“”")
            words = WORD.findall(piece)
            if len(words) >= 2 or (words and len(words[0]) >= 5):
                found.append(piece)
    return found


def _catalog_pairs(language: str) -> list[tuple[str, str, str]]:
    """(where, English, translation) of every message of the gettext catalogs."""
    from wordmastermind.cli.messages import all_tables
    from wordmastermind.files import i18n
    from wordmastermind.files.po import parse_po

    translated = {(entry.context, entry.msgid): entry.msgstr
                  for entry in parse_po(i18n.po_file(language).read_text("utf-8")) if entry.msgid}
    pairs = []
    for where, table in all_tables().items():
        for code, template in table.templates.items():
            texts = translated.get((code, template.text), ())
            english = [template.text] if template.plural is None else [template.text, template.plural]
            for i, text in enumerate(english):
                pairs.append((where, text, texts[min(i, len(texts) - 1)] if texts else ""))
    return pairs


def _without_allowed(text: str) -> str:
    for allowed in ALLOWED:
        text = re.sub(rf"(?<!\w){re.escape(allowed)}(?!\w)", " ", text)
    return text


@dataclass(frozen=True)
class EnglishDetector:
    """What counts as English in one language's interface."""

    language: str
    pieces: re.Pattern[str]
    words: frozenset[str]

    def english_in(self, text: str) -> str | None:
        """Why ``text`` is English (the piece or word found), or None."""
        plain = QUOTED.sub(" ", CODE.sub(" ", text))
        plain = _without_allowed(NOT_LANGUAGE.sub(" ", COMMAND.sub(" ", TEMPLATE_FIELD.sub(" ", _plain(plain)))))
        if not WORD.search(plain):
            return None
        found = self.pieces.search(plain)
        if found:
            return f"English text {found.group(0)!r}"
        for word in WORD.findall(plain):
            if word.casefold() in self.words and not (word.isupper() and len(word) > 1):  # SALAT, GAME: no words
                return f"English word {word!r}"
        return None


def _translations(language: str) -> tuple[list[tuple[str, str]], str]:
    """(English, translation) of every text of the interface and the catalogs, and what the language says itself."""
    pairs = messages(language)
    catalogs = _catalog_pairs(language)
    # what the language itself says, in the app (the command line's help names commands and FILE, GAME, ...)
    interface = [text for _source, text in pairs]
    interface += [text for where, _source, text in catalogs if not where.startswith("cli/")]
    pairs += [(source, text) for _where, source, text in catalogs]
    own = _without_allowed(OPTION.sub(" ", PLACEHOLDER.sub(" ", "\n".join(_plain(text) for text in interface))))
    return pairs, own


def _words(text: str) -> set[str]:
    return {word.casefold() for word in WORD.findall(text) if not word.isupper()}


@cache
def detector(language: str) -> EnglishDetector:
    pairs, own = _translations(language)
    # German words are no English words anywhere: Wörter-MasterMind is a German game, and the
    # rules' example keeps German reports in a Dutch or French interface ("Name", "Team")
    own_words = _words(own) | _words(_translations("de")[1])
    pieces: dict[str, re.Pattern[str]] = {}
    for source, text in pairs:
        if _plain(source).strip() == _plain(text).strip():
            continue  # the same in both languages (a name, a unit, "OK")
        for piece in _pieces(source):
            if piece in ALLOWED or piece in pieces or piece.casefold() in SHARED.get(language, ()):
                continue
            pattern = re.compile(rf"(?<!\w){re.escape(piece)}(?!\w)", re.IGNORECASE)
            if not pattern.search(own):
                pieces[piece] = pattern
    longest_first = sorted(pieces, key=len, reverse=True)  # the longest piece names what was found
    pattern = re.compile("|".join(rf"(?<!\w){re.escape(piece)}(?!\w)" for piece in longest_first), re.IGNORECASE)
    return EnglishDetector(language, pattern, frozenset(ENGLISH_WORDS - (own_words - NEVER_SHARED)))
