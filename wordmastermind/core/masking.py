"""Finding a secret word in the game master's own text, however it is disguised, and masking it.

The game master's title, notes and names go to the players; a secret still
in play must not. Text and secret are compared *folded*:

- without invisible characters: format characters (a soft hyphen, a
  zero-width space or joiner, a bidi mark), variation selectors, the
  combining grapheme joiner, Hangul and other fillers;
- decomposed (NFKD: full-width letters, ligatures and letters with accents
  become their plain letters), without combining marks (a strike-through
  ``S̶``, a dot below, an umlaut's dots), letters that only look like a Latin
  one made that letter (Cyrillic ``А``, Greek ``Α``: Unicode's confusables,
  :mod:`wordmastermind.core.confusables`), case-folded (``ß`` as ``ss``),
  and ``ae``, ``oe``, ``ue`` written as ``a``, ``o``, ``u`` (``Kaese`` is
  ``KÄSE``).

A secret counts where its letters stand in a row, or spelled out with up to
three spaces or punctuation between each two (``S A L A T``,
``S.A.L.A.T``, ``s-a-l-a-t``), and no letter stands right before or after
it: ``SALAT``, ``salat_2``, ``TISCH1`` and ``(Sa\\u00adlat)`` all name a
secret, ``Salate`` and ``Lampenschirm`` do not.

>>> mask_secrets("Fast! Sa\\u00adlat_2 ist bald heraus.", {"Alfons": "SALAT"})
('Fast! •••••_2 ist bald heraus.', ('Alfons',))
>>> mask_secrets("Grüsse an alle Salate", {"Alfons": "SALAT", "Emil": "GRÜẞE"})
('••••• an alle Salate', ('Emil',))
>>> mask_secrets("Tipp: S.A.L.A.T!", {"Alfons": "SALAT"})[0]
'Tipp: •••••!'
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from functools import lru_cache

from wordmastermind.core.confusables import LOOKS_LIKE

MASK = "•"
"""What stands for each letter of a masked secret."""

_INVISIBLE = frozenset(
    [0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x3164, 0xFFA0, *range(0x180B, 0x1810), *range(0xFE00, 0xFE10),
     *range(0xE0100, 0xE01F0)]
)
"""Default-ignorable code points that are not format characters (category Cf): the combining grapheme
joiner, the Hangul and Khmer fillers, the variation selectors."""
_MOST_BETWEEN = 3
"""Spaces or punctuation that may stand between two letters of a spelled-out secret."""


def without_fillers(text: str) -> str:
    """``text`` without the invisible characters of :data:`_INVISIBLE` (fillers, variation selectors, the
    grapheme joiner): they show nothing, and hide what stands around them.

    >>> without_fillers("\u3164SAL\ufe0fAT")
    'SALAT'
    """
    return "".join(char for char in text if ord(char) not in _INVISIBLE)


def _invisible(char: str) -> bool:
    return ord(char) in _INVISIBLE or unicodedata.category(char) == "Cf"


def _fold_char(char: str) -> str:
    """One character as secrets are compared (before ``ae``, ``oe``, ``ue`` are joined)."""
    if char.isascii():
        return char.lower()
    out = []
    for part in unicodedata.normalize("NFKD", char):
        if _invisible(part) or unicodedata.category(part) in ("Mn", "Me"):
            continue
        out.append(LOOKS_LIKE.get(part, part))
    return "".join(out).casefold()


def fold(text: str) -> str:
    """``text`` as secrets are compared: see the module's docstring.

    >>> fold("Stra\\u00adẞE") == fold("strasse") == "strasse"
    True
    >>> fold("ＳＡＬＡＴ") == fold("Sal\\u200bat") == fold("S\\u0336A\\u0336LAT") == fold("SАLAT") == "salat"
    True
    >>> fold("Kaese") == fold("KÄSE") == "kase"
    True
    """
    return _Folded(text).text


def names_secret(text: str, secret: str) -> bool:
    """Whether ``text`` names ``secret`` (folded, perhaps spelled out, with no letter right before or after it).

    >>> names_secret("Think of SALAT1", "SALAT"), names_secret("Salate", "SALAT")
    (True, False)
    >>> names_secret("S A L A T", "SALAT"), names_secret("Salat", "TALAS")
    (True, False)
    """
    return bool(_Folded(text).find(secret))


def secrets_named(text: str, secrets: Mapping[str, str]) -> tuple[str, ...]:
    """The owners of the secrets of ``secrets`` (owner: secret) that ``text`` names, in their order.

    The text is folded once for every secret (:func:`names_secret` folds it for one).

    >>> secrets_named("Nicht SALAT, sondern S-T-U-R-M", {"Anna": "STURM", "Bert": "KERZE", "Cem": "SALAT"})
    ('Anna', 'Cem')
    """
    folded = _Folded(text)
    return tuple(owner for owner, secret in secrets.items() if secret and folded.find(secret))


def naming(texts: Iterable[str], secrets: Iterable[str]) -> tuple[int, ...]:
    """The places among ``texts`` of those that name any of ``secrets`` (as :func:`secrets_named` finds them):
    each text and each secret folded once, for a roster's names against its words.

    >>> naming(["Emil", "Käthe", "Otto"], ["SALAT", "KATHE"]), naming(["Emil", "Otto"], ["SALAT", "KATHE"])
    ((1,), ())
    """
    targets = [(target, frozenset(target)) for target in {_folded(secret) for secret in secrets if secret} if target]
    found = []
    for place, text in enumerate(texts):
        folded = _Folded(text)
        if any(letters <= folded.letters and _pattern(target).search(folded.text) for target, letters in targets):
            found.append(place)
    return tuple(found)


def mask_secrets(text: str, secrets: Mapping[str, str]) -> tuple[str, tuple[str, ...]]:
    """``text`` with every secret of ``secrets`` (owner: secret) masked, and the owners found.

    Each place a secret stands, with whatever stands inside it (invisible
    characters, marks, the spaces or dots that spell it out), becomes one
    :data:`MASK` per letter of the secret. The owners come in the order of
    ``secrets``.
    """
    folded = _Folded(text)
    spans: list[tuple[int, int, int]] = []  # start, end, letters of the secret
    found: list[str] = []
    for owner, secret in secrets.items():
        places = folded.find(secret)
        if places:
            found.append(owner)
            spans += [(start, end, len(secret)) for start, end in places]
    if not spans:
        return text, ()
    out: list[str] = []
    at = 0
    for start, end, letters in sorted(spans):
        if start < at:  # inside a secret masked already
            continue
        out += [text[at:start], MASK * letters]
        at = end
    out.append(text[at:])
    return "".join(out), tuple(found)


_LETTER = r"[^\W\d_]"
_BETWEEN = rf"(?:[^\w\n]|_){{0,{_MOST_BETWEEN}}}"


@lru_cache(maxsize=4096)
def _pattern(target: str) -> re.Pattern[str]:
    """``target`` (folded) standing alone, its letters in a row or spelled out."""
    inner = _BETWEEN.join(re.escape(char) for char in target)
    return re.compile(rf"(?<!{_LETTER}){inner}(?!{_LETTER})")


@lru_cache(maxsize=4096)
def _folded(secret: str) -> str:
    """``secret`` folded as a text is (each mail of a run looks for the same secrets)."""
    return _Folded(secret).text


class _Folded:
    """``text`` folded, each folded character knowing the stretch of ``text`` it came from.

    The text is cut into clusters (a character with the combining marks and
    invisible characters after it), and each cluster is folded on its own,
    so that a place in the folded text leads back to the stretch of the
    text it stands for; then ``ae``, ``oe`` and ``ue`` become one letter.
    """

    def __init__(self, text: str) -> None:
        clusters: list[list[int]] = []  # [start, end] in text
        for index, char in enumerate(text):
            if _invisible(char) or (clusters and unicodedata.category(char) in ("Mn", "Me")):
                if clusters:
                    clusters[-1][1] = index + 1
                continue
            clusters.append([index, index + 1])
        chars: list[str] = []
        starts: list[int] = []
        ends: list[int] = []
        for start, end in clusters:
            for char in _fold_char(text[start:end]):
                if chars and char == "e" and chars[-1] in "aou":
                    ends[-1] = end  # "ae", "oe", "ue": one letter
                    continue
                chars.append(char)
                starts.append(start)
                ends.append(end)
        self.text = "".join(chars)
        self.letters = frozenset(chars)
        self.starts = starts
        self.ends = ends

    def find(self, secret: str) -> list[tuple[int, int]]:
        """Where ``secret`` stands in the original text, as (start, end) stretches."""
        target = _folded(secret)
        if not target or not self.letters.issuperset(target):  # each of its letters stands where it does
            return []
        return [(self.starts[m.start()], self.ends[m.end() - 1]) for m in _pattern(target).finditer(self.text)]
