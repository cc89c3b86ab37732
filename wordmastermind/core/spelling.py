"""How each game spells a word: the languages, their normalisation, Dutch Y for IJ.

Each game normalises a word its own way (:func:`normalize_for`):

* German (Wörter-MasterMind): upper case, NFC, ``ß`` stays one letter
  (:func:`wordmastermind.core.words.normalize_word`).
* Dutch (Woordspel): upper case, accents and hyphens dropped, and ``Y`` may
  stand for ``IJ`` (:func:`dutch_forms` gives both readings).
* French: upper case, accents dropped, ``Œ``/``Æ`` written out, hyphens and
  apostrophes dropped.
"""

from __future__ import annotations

import itertools
import operator
import unicodedata
from collections.abc import Callable, Mapping, Sequence

from wordmastermind.core.words import normalize_word, normalize_words

LANGUAGES = ("de", "nl", "fr")
LANGUAGE_NAMES = {"de": "German", "nl": "Dutch", "fr": "French"}


def strip_marks(text: str) -> str:
    """``text`` with its accents and diaereses taken off (``industriële`` -> ``industriele``).

    >>> strip_marks("industriële"), strip_marks("privé")
    ('industriele', 'prive')
    """
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def dutch_normalize(text: str) -> str:
    """Woordspel's spelling: upper case, no accents, no hyphens.

    >>> dutch_normalize("café"), dutch_normalize("mee-eten"), dutch_normalize("ĳs")
    ('CAFE', 'MEEETEN', 'IJS')
    """
    text = unicodedata.normalize("NFKC", text.strip()).replace("-", "").replace("\u2010", "")
    return unicodedata.normalize("NFC", strip_marks(text).upper())


def dutch_forms(word: str) -> set[str]:
    """Both readings of a Dutch word: each ``IJ`` may be ``Y``, each ``Y`` ``IJ``.

    >>> sorted(dutch_forms("ijs"))
    ['IJS', 'YS']
    >>> sorted(dutch_forms("FYN"))
    ['FIJN', 'FYN']
    >>> sorted(dutch_forms("Café"))
    ['CAFE']
    """
    word = dutch_normalize(word)
    pieces = word.replace("IJ", "\0").split("\0")
    results: set[str] = set()
    # Each joint between pieces was an IJ; each Y inside a piece may be IJ too.
    for joints in itertools.product(("IJ", "Y"), repeat=len(pieces) - 1):
        joined = pieces[0] + "".join(j + p for j, p in zip(joints, pieces[1:], strict=True))
        results.update(_y_as_ij(joined))
    return results


def _y_as_ij(word: str) -> set[str]:
    parts = word.split("Y")
    if len(parts) > 6:  # a guard against absurd input; no real word gets here
        return {word}
    return {
        parts[0] + "".join(j + p for j, p in zip(joints, parts[1:], strict=True))
        for joints in itertools.product(("Y", "IJ"), repeat=len(parts) - 1)
    }


def french_normalize(text: str) -> str:
    """Upper case, no accents, ligatures written out, no hyphens or apostrophes.

    >>> french_normalize("cœur"), french_normalize("Noël"), french_normalize("aujourd'hui")
    ('COEUR', 'NOEL', 'AUJOURDHUI')
    """
    text = unicodedata.normalize("NFC", text.strip())
    for old, new in (("œ", "oe"), ("Œ", "OE"), ("æ", "ae"), ("Æ", "AE")):
        text = text.replace(old, new)
    for drop in ("-", "\u2010", "'", "\u2019"):
        text = text.replace(drop, "")
    return unicodedata.normalize("NFC", strip_marks(text).upper())


NORMALIZERS: Mapping[str, Callable[[str], str]] = {
    "de": normalize_word,
    "nl": dutch_normalize,
    "fr": french_normalize,
}


def normalize_for(language: str, text: str) -> str:
    """Normalise ``text`` as ``language``'s game compares words.

    >>> normalize_for("de", "Fuß"), normalize_for("nl", "Café"), normalize_for("fr", "Été")
    ('FUẞ', 'CAFE', 'ETE')
    """
    try:
        return NORMALIZERS[language](text)
    except KeyError:
        raise ValueError(f"unknown language {language!r} (known: {', '.join(LANGUAGES)})") from None


def words_of(language: str, entries: Sequence[str]) -> list[str]:
    """Each entry normalised for ``language`` if it is a word (:func:`is_word`), else ``""``.

    The same as ``normalize`` and ``is_word`` entry by entry, but German
    entries are normalised all at once, as one text: a list of half a million
    entries in a tenth of the time.

    >>> words_of("de", ["Straße", " salat ", "ABC-Waffen", "4tel", "Cafe\u0301"])
    ['STRAẞE', 'SALAT', '', '', 'CAFÉ']
    """
    normalize = NORMALIZERS[language]
    joined = "\n".join(entries)
    if normalize is not normalize_word or joined.count("\n") != len(entries) - 1:
        return [word if is_word(word) else "" for word in map(normalize, entries)]
    words = normalize_words(joined).split("\n") if entries else []
    for index in itertools.compress(range(len(words)), map(operator.not_, map(str.isalpha, words))):
        word = normalize(entries[index])  # white space around it, or not a word
        words[index] = word if is_word(word) else ""
    return words


def is_word(word: str) -> bool:
    """Whether a normalised entry is a single word of letters only.

    >>> is_word("SALAT"), is_word("FUẞ"), is_word("ABC-WAFFEN"), is_word("4TEL"), is_word("")
    (True, True, False, False, False)
    """
    return word.isalpha()
