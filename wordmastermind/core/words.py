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
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache

from wordmastermind.core.errors import RuleError, SettingsError, WordError
from wordmastermind.core.messages import SHARED, Message, Text

PLAIN_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
GERMAN_EXTRA_LETTERS = frozenset("ÄÖÜẞ")
UMLAUTS = frozenset("ÄÖÜ")
"""Written AE, OE, UE without them: a word one letter longer, never offered for a word that has them."""

MIN_LENGTH = 2
MAX_LENGTH = 15


def _without_accents(word: str) -> str:
    """``word`` with each letter's accents taken off: ``ÉCRAN`` -> ``ECRAN`` (ß and ẞ stay)."""
    return "".join(char if char in "ẞß" else unicodedata.normalize("NFD", char)[0] for char in word)


def normalize_word(text: str) -> str:
    """Return ``text`` as the game compares it: NFC, stripped, upper case.

    Only case and the surrounding white space are changed; a letter that is
    not allowed stays, so that :meth:`WordRules.check` can name it.
    """
    text = unicodedata.normalize("NFC", text.strip())
    if "ß" not in text:
        return text.upper()
    return "".join("ẞ" if char == "ß" else char.upper() for char in text)


def normalize_words(text: str) -> str:
    """:func:`normalize_word` on every piece of ``text`` at once, but for the stripping.

    The pieces are what ASCII punctuation or line breaks separate (commas, a
    list's lines): these never join with the letters around them, in NFC or in
    upper case. A piece with white space around it keeps it; once stripped,
    it is what :func:`normalize_word` makes of it.

    >>> normalize_words("Fuß,Ko\u0308nig, salat ")
    'FUẞ,KÖNIG, SALAT '
    """
    text = unicodedata.normalize("NFC", text)
    if "ß" in text:
        text = text.replace("ß", "ẞ")
    return text.upper()


APOSTROPHE_FORMS = "\u2019\u2018\u02bc\u00b4\u2032"
"""The apostrophes names are written with besides the straight one: ’ ‘ ʼ ´ ′."""
APOSTROPHES = str.maketrans(dict.fromkeys(APOSTROPHE_FORMS, "'"))


def _name_key(name: str) -> str:
    """Return the key under which player names are matched (remembered for the last 4,096 names: a game's
    reports and mails look the same few players up thousands of times).

    Names match ignoring case and surrounding white space, and a name typed
    with a decomposed ``ö`` is the same name as one typed with ``ö``.

    >>> name_key(" Gustav ") == name_key("GUSTAV")
    True
    >>> name_key("Jo\u0308rg") == name_key("Jörg")
    True

    An apostrophe is one, typed straight or curly (as Word and macOS put it in):

    >>> name_key("Zoé d’Arcy") == name_key("Zoé D'Arcy")
    True
    """
    key = unicodedata.normalize("NFC", name.strip()).casefold()
    return key if key.isascii() else key.translate(APOSTROPHES)


name_key: Callable[[str], str] = lru_cache(maxsize=4096)(_name_key)


def names_listed(names: Iterable[str]) -> str:
    """Players' names as a list: ``Emil, Otto``; where a name holds a comma of its own (a roster of
    "surname, first name"), the names are set apart by semicolons.

    >>> names_listed(["Emil", "Otto"])
    'Emil, Otto'
    >>> names_listed(["Klein, Fritz", "Emil"])
    'Klein, Fritz; Emil'
    """
    listed = tuple(names)
    return ("; " if any("," in name for name in listed) else ", ").join(listed)


def spoken_name(name: str) -> str:
    """A player's name as a greeting or an envelope says it: a roster's "surname, first name" first name first.

    >>> spoken_name("Klein, Fritz"), spoken_name("Fritz Klein"), spoken_name("Otto, der Große, II")
    ('Fritz Klein', 'Fritz Klein', 'Otto, der Große, II')
    """
    surname, comma, first = name.partition(",")
    if not comma or "," in first or not surname.strip() or not first.strip():
        return name
    return f"{first.strip()} {surname.strip()}"


MAX_NAME_LENGTH = 60
"""The most characters a player's (or a team's) name may have, in every game."""

_BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_KINDS = {
    "Cc": "char.control",
    "Cs": "char.surrogate",
    "Cf": "char.format",
    "Zl": "char.line_break",
    "Zp": "char.line_break",
}


def name_problem(name: str) -> Message | None:
    """What makes ``name`` unfit to be a player's name, or ``None``.

    A name is taken stripped and in NFC. It has at most
    :data:`MAX_NAME_LENGTH` characters and holds no control character (a
    terminal's escape codes start with one), no bidi control, no zero-width
    or other invisible format character, no line separator and no lone
    surrogate: all of them make a name look like another or break the
    reports and the file. An empty name is not judged here.

    >>> name_problem("Jürgen Müller") is None
    True
    >>> str(name_problem("Al\\u202efons"))
    'the name holds a bidi control (U+202E RIGHT-TO-LEFT OVERRIDE)'
    >>> str(name_problem("\\x1b[31mAlfons"))
    'the name holds a control character (U+001B)'
    >>> str(name_problem("A" * 61))
    'the name has 61 characters, at most 60'
    """
    text = name.strip()
    if not text.isprintable():
        for char in text:
            kind = None if char.isprintable() else _kind(char)
            if kind is not None:
                return SHARED.say("name.holds", kind=kind, char=_code(char))
    if not text.isascii():
        text = unicodedata.normalize("NFC", text)
    if len(text) > MAX_NAME_LENGTH:
        return SHARED.say("name.too_long", length=len(text), most=MAX_NAME_LENGTH)
    return None


def check_name(name: str, what: Text, error: type[RuleError]) -> str:
    """``name`` stripped and in NFC, or raise ``error`` saying what is wrong with ``what``.

    An empty name passes: each game says itself that a name is needed.

    >>> check_name(" Jo\\u0308rg ", "the asker", RuleError) == "Jörg"
    True
    >>> check_name("Al\\u200bfons", "the asker", RuleError)
    Traceback (most recent call last):
    ...
    wordmastermind.core.errors.RuleError: the asker: the name holds an invisible format character (U+200B ZERO WIDTH SPACE)
    """
    problem = name_problem(name)
    if problem is not None:
        raise error(SHARED.say("name.of", what=what, problem=problem))
    return unicodedata.normalize("NFC", name.strip())


def _kind(char: str) -> Message | None:
    if char in _BIDI_CONTROLS:
        return SHARED.say("char.bidi")
    code = _KINDS.get(unicodedata.category(char))
    return None if code is None else SHARED.say(code)


def _code(char: str) -> str:
    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X} {name}" if name else f"U+{ord(char):04X}"


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
                SHARED.say("settings.length", length=self.length, low=MIN_LENGTH, high=MAX_LENGTH)
            )

    @property
    def alphabet(self) -> frozenset[str]:
        """The upper-case letters a word may use."""
        return PLAIN_LETTERS | GERMAN_EXTRA_LETTERS if self.umlauts else PLAIN_LETTERS

    def describe(self) -> Message:
        """A short description, e.g. ``5 letters, A-Z`` (a message: said in any language)."""
        letters = SHARED.say("alphabet.umlauts" if self.umlauts else "alphabet.plain")
        return SHARED.say("word.rules", length=self.length, letters=letters)

    def problem(self, text: str) -> Message | None:
        """Return what is wrong with ``text`` as a word, or ``None``."""
        word = normalize_word(text)
        if not word:
            return SHARED.say("word.none")
        alphabet = self.alphabet
        bad = sorted({char for char in word if char not in alphabet}, key=word.index)
        if bad:
            shown = [_show_letter(char) for char in bad]
            letters: Text = shown[-1]
            for earlier in reversed(shown[:-1]):  # a list of messages, each said in the language asked for
                letters = SHARED.say("word.listed", first=earlier, rest=letters)
            allowed = SHARED.say("alphabet.umlauts" if self.umlauts else "alphabet.plain")
            plain = _without_accents(word)
            if plain != word and len(plain) == len(word) and set(plain) <= alphabet and not set(bad) & UMLAUTS:
                if len(word) != self.length:  # LIÈVRE in a game of 5 letters: LIEVRE would be refused too
                    return SHARED.say("word.length", word=word, length=len(word), needed=self.length)
                code = "word.letter_plain" if len(bad) == 1 else "word.letters_plain"  # ÉCRAN: write ECRAN
                return SHARED.say(code, word=word, letters=letters, allowed=allowed, plain=plain)
            code = "word.letter" if len(bad) == 1 else "word.letters"
            return SHARED.say(code, word=word, letters=letters, allowed=allowed)
        if len(word) != self.length:
            return SHARED.say("word.length", word=word, length=len(word), needed=self.length)
        return None

    def check(self, text: str) -> str:
        """Return ``text`` normalised, or raise :class:`WordError`.

        A word with accents the game does not allow is refused with the word without them, where that is
        one the game allows (as French players write ÉCRAN):

        >>> WordRules().check("écran")
        Traceback (most recent call last):
        ...
        wordmastermind.core.errors.WordError: ÉCRAN: É is not allowed (this game allows only A-Z): write ECRAN
        >>> WordRules().check("lièvre")  # written without it, the word has a letter too many all the same
        Traceback (most recent call last):
        ...
        wordmastermind.core.errors.WordError: LIÈVRE has 6 letters, the game needs 5
        """
        problem = self.problem(text)
        if problem is not None:
            raise WordError(problem)
        return normalize_word(text)


def _show_letter(char: str) -> Text:
    if char == " ":
        return SHARED.say("word.space")
    if char == "ẞ":
        return "ß"
    if not char.isprintable() or unicodedata.category(char).startswith("M"):
        return f"U+{ord(char):04X}"
    return char
