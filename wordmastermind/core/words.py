"""What counts as a word in a game, and how text becomes a comparable word.

Words are compared on NFC-normalised, stripped, upper-case text, so that a
mail client's decomposed ``Ö`` (``O`` plus a combining diaeresis) and a typed
``ö`` are the same letter. ``ß`` stays one letter: its upper-case form here is
the capital sharp s ``ẞ`` (U+1E9E), never Python's two-letter ``"SS"``.

>>> normalize_word("  salat ")
'SALAT'
>>> normalize_word("Fuß")
'FUẞ'
>>> len(normalize_word("Straße")) == len("Straße")
True
>>> normalize_word("Ko\u0308nig") == normalize_word("König")
True
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from wordmastermind.core.errors import SettingsError, WordError

PLAIN_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
GERMAN_EXTRA_LETTERS = frozenset("ÄÖÜẞ")

MIN_LENGTH = 2
MAX_LENGTH = 15


def normalize_word(text: str) -> str:
    """Return ``text`` as the game compares it: NFC, stripped, upper case.

    Only case and the surrounding white space are changed; a letter that is
    not allowed stays, so that :meth:`WordRules.check` can name it.
    """
    text = unicodedata.normalize("NFC", text.strip())
    if "ß" not in text:
        return text.upper()
    return "".join("ẞ" if char == "ß" else char.upper() for char in text)


def name_key(name: str) -> str:
    """Return the key under which player names are matched.

    Names match ignoring case and surrounding white space.

    >>> name_key(" Gustav ") == name_key("GUSTAV")
    True
    """
    return unicodedata.normalize("NFC", name.strip()).casefold()


@dataclass(frozen=True, slots=True)
class WordRules:
    """The word length and alphabet a game has agreed on.

    >>> WordRules().check("Salat")
    'SALAT'
    >>> WordRules().check("Sala")
    Traceback (most recent call last):
    ...
    wordmastermind.core.errors.WordError: SALA has 4 letters, the game needs 5
    >>> WordRules().check("Bären")
    Traceback (most recent call last):
    ...
    wordmastermind.core.errors.WordError: BÄREN: Ä is not allowed (this game allows only A-Z)
    >>> WordRules(umlauts=True).check("Bären")
    'BÄREN'
    """

    length: int = 5
    umlauts: bool = False

    def __post_init__(self) -> None:
        if not MIN_LENGTH <= self.length <= MAX_LENGTH:
            raise SettingsError(
                f"word length {self.length} is outside {MIN_LENGTH} to {MAX_LENGTH}"
            )

    @property
    def alphabet(self) -> frozenset[str]:
        """The upper-case letters a word may use."""
        return PLAIN_LETTERS | GERMAN_EXTRA_LETTERS if self.umlauts else PLAIN_LETTERS

    def describe(self) -> str:
        """A short description, e.g. ``5 letters, A-Z``."""
        letters = "A-Z, Ä, Ö, Ü and ß" if self.umlauts else "A-Z"
        return f"{self.length} letters, {letters}"

    def problem(self, text: str) -> str | None:
        """Return what is wrong with ``text`` as a word, or ``None``."""
        word = normalize_word(text)
        if not word:
            return "no word given"
        alphabet = self.alphabet
        bad = sorted({char for char in word if char not in alphabet}, key=word.index)
        if bad:
            shown = ", ".join(_show_letter(char) for char in bad)
            verb = "is" if len(bad) == 1 else "are"
            allowed = "A-Z, Ä, Ö, Ü and ß" if self.umlauts else "A-Z"
            return f"{word}: {shown} {verb} not allowed (this game allows only {allowed})"
        if len(word) != self.length:
            return f"{word} has {len(word)} letters, the game needs {self.length}"
        return None

    def check(self, text: str) -> str:
        """Return ``text`` normalised, or raise :class:`WordError`."""
        problem = self.problem(text)
        if problem is not None:
            raise WordError(problem)
        return normalize_word(text)


def _show_letter(char: str) -> str:
    if char == " ":
        return "a space"
    if char == "ẞ":
        return "ß"
    if not char.isprintable() or unicodedata.category(char).startswith("M"):
        return f"U+{ord(char):04X}"
    return char
