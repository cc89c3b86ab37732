"""A Dutch noun's regular plural and diminutive forms, made by the spelling rules.

Wachtwoord's rules forbid a clue that is a form of the password, and name
the plural and the diminutive ("ringen" and "ringetje" for "ring"). This
module makes those forms as Dutch spelling makes them, so that a clue is
refused when it and the password are forms of one noun:

- the plural in -en, with a long vowel written once in the open syllable
  ("boom", "bomen"; "oog", "ogen"), a short vowel's consonant doubled
  ("bom", "bommen"), s and f voiced to z and v after a long vowel, a
  diphthong or l, n, r ("huis", "huizen"; "kaas", "kazen"; "brief",
  "brieven"; "wolf", "wolven"), and the short vowel lengthened in the few
  nouns that do so ("glas", "glazen"; "hof", "hoven"); -heid makes -heden;
- the plural in -s, and in 's after a, i, o, u, y ("auto's");
- the plural in -ën after ee and ie ("zeeën", "knieën", "oliën"), and in -en
  after a diphthong ("bijen", "uien");
- the diminutive in -je ("oogje"), -tje after a vowel and after l, n, r, w
  ("eitje", "stoeltje"), -pje after m ("boompje"), -etje with the consonant
  doubled after a short vowel ("balletje", "ringetje"), -kje for an
  unstressed -ing ("koninkje"), a final a, o, u written twice ("omaatje",
  "autootje"); and the diminutive's plural in -s ("huisjes");
- the plurals in -eren and with a changed vowel, which no rule makes, from the
  list in :mod:`~wordmastermind.core.wachtwoord.dutch_forms` ("kinderen").

Words are compared lower case without accents (``"zeeën"`` is ``"zeeen"``),
and the plural's 's (typed ' or ’) as s, so "auto's" is "autos". A noun of
two letters has forms only when it is a diphthong ("ei", "eitje"; "ui",
"uien"): "ja" and "jas" are two words. The rules make more forms than Dutch
has ("kaasen" beside "kazen"): they are only compared, never shown. A made
form that is another word is rare: an adjective's ("gaven" for "gaaf",
"lozen" for "loos"), a diminutive of a word that has none ("weetje" for "wee").

>>> one_noun("huizen", "huis"), one_noun("autos", "auto"), one_noun("boos", "boot")
(True, True, False)
"""

from __future__ import annotations

from functools import lru_cache

from wordmastermind.core.wachtwoord.dutch_forms import listed_noun, listed_plurals

_VOWELS = frozenset("aeiouy")
_LONG = ("aa", "ee", "oo", "uu")
_DIPHTHONGS = ("ie", "oe", "ui", "ij", "ei", "eu", "ou", "au")
_VOICED = {"s": "z", "f": "v"}
_MIN_BASE = 3
# A word ends in a doubled a, o or u only when borrowed ("zoo"): no base ends so.
_NO_BASE_ENDS = ("aa", "oo", "uu", "z", "v")
# The unstressed endings that take the plural in -s ("tafels", "jongens", "leraars").
_S_PLURAL_ENDS = ("el", "em", "en", "er", "erd", "aar", "ier", "eur", "um")

# The nouns whose short vowel becomes long in the plural: one consonant, voiced
# ("glas", "glazen"); the others ("dak", "daken") the stem check already finds.
_LENGTHENED = frozenset(
    "bad bevel blad dag dak dal gat gebed gebod gebrek glas god graf hertog hof hol lot oorlog pad "
    "slot spel staf tred vat verbod verdrag weg".split()
)

_ENDINGS = (
    "etjes", "etje", "tjes", "tje", "pjes", "pje", "kjes", "kje", "jes", "je",
    "en", "n", "s",
)


def plain(word: str) -> str:
    """``word`` (folded) as the forms are compared: the plural's 's written s ("auto's" is "autos")."""
    word = word.replace("\u2019", "'")
    return word[:-2] + "s" if word.endswith("'s") else word


def _vowel_groups(word: str) -> list[str]:
    groups: list[str] = []
    previous = False
    for c in word:
        vowel = c in _VOWELS
        if vowel and previous:
            groups[-1] += c
        elif vowel:
            groups.append(c)
        previous = vowel
    return groups


def _short_closed(word: str) -> bool:
    """One syllable with one short vowel and one consonant after it ("bal", "schip", "glas")."""
    groups = _vowel_groups(word)
    return (len(word) >= 2 and len(groups) == 1 and len(groups[0]) == 1
            and word[-1] not in _VOWELS and word[-2] in _VOWELS)


def plurals(word: str) -> frozenset[str]:
    """The regular plurals ``word`` may have as a noun (more than it has: the forms are compared, not shown).

    >>> sorted(plurals("kaas"))
    ['kaasen', 'kasen', 'kazen']
    >>> sorted(plurals("auto")), sorted(plurals("zee")), sorted(plurals("tafel"))
    (['autos'], ['zeeen'], ['tafelen', 'tafels'])
    """
    w = word
    out: set[str] = set()
    if w.endswith("heid") and len(w) > len("heid"):
        out.add(w[:-4] + "heden")  # waarheden
    last = w[-1]
    if last in _VOWELS:
        if w.endswith(("ee", "ie")):
            out.add(w + "en")  # zeeën, knieën
            if w.endswith("ie") and len(w) > 3 and w[-3] not in _VOWELS:
                out.add(w[:-1] + "en")  # oliën
            if len(w) > 3:
                out.add(w + "s")  # idees, families
        elif w.endswith(_DIPHTHONGS):
            out.add(w + "en")  # bijen, uien
        else:
            out.add(w + "s")  # auto's (the apostrophe left out), bodes
            if last == "e":
                out.add(w + "n")  # boden
        return frozenset(out)
    out.add(w + "en")
    if w.endswith(_S_PLURAL_ENDS) and len(_vowel_groups(w)) > 1:
        out.add(w + "s")  # tafels, jongens
    stem = w[:-1]
    sounds = {last, _VOICED.get(last, last)}
    if stem.endswith(_LONG) and not stem.endswith(tuple(v * 3 for v in "aeou")):
        out.update(stem[:-1] + c + "en" for c in sounds)  # bomen, kazen, neven
    elif stem.endswith(_DIPHTHONGS) or (stem and stem[-1] in "lnr"):
        out.update(stem + c + "en" for c in sounds)  # huizen, brieven, wolven, ganzen
    elif stem and stem[-1] in _VOWELS:
        if _short_closed(w) or stem[-1] != "e":
            out.add(w + last + "en")  # bommen, flessen (not "tafellen")
        if w in _LENGTHENED:
            out.update(stem + c + "en" for c in sounds)  # glazen, hoven
    return frozenset(out)


def diminutives(word: str) -> frozenset[str]:
    """The diminutives ``word`` may have, and their plurals in -s.

    >>> sorted(diminutives("koning"))
    ['koningetje', 'koningetjes', 'koningje', 'koningjes', 'koninkje', 'koninkjes']
    >>> sorted(diminutives("oma"))
    ['omaatje', 'omaatjes']
    """
    w = word
    out: set[str] = set()
    last = w[-1]
    if last in _VOWELS:
        if w.endswith(_DIPHTHONGS + _LONG) or last in "ey":
            out.add(w + "tje")  # eitje, zeetje, babytje
        elif last == "i":
            out.add(w + "etje")  # kiwietje
        else:
            out.add(w + last + "tje")  # omaatje, autootje, menuutje
    else:
        out.add(w + "je")  # oogje, huisje, lampje
        short = _short_closed(w)
        if last in "lnrw" and not short:
            out.add(w + "tje")  # stoeltje, tafeltje
        if last == "m" and not short:
            out.add(w + "pje")  # boompje, filmpje
        if short and last in "bglmnpr":
            out.add(w + last + "etje")  # balletje, kammetje, weggetje
        if w.endswith("ng"):
            out.add(w + "etje")  # ringetje
            if len(_vowel_groups(w)) > 1 and w.endswith("ing"):
                out.add(w[:-1] + "kje")  # koninkje
    return frozenset(out | {d + "s" for d in out})


def _may_be_base(word: str) -> bool:
    """Whether ``word`` can be a noun whose forms are made: 3 letters or more (or a diphthong: "ei",
    "ui"), not ending as no Dutch noun does."""
    short = len(word) == 2 and word in _DIPHTHONGS
    return (short or len(word) >= _MIN_BASE) and not word.endswith(_NO_BASE_ENDS)


@lru_cache(maxsize=8192)
def forms(word: str) -> frozenset[str]:
    """The plurals and diminutives of ``word`` (folded, :func:`plain`), the listed irregular ones too."""
    if not _may_be_base(word):
        return frozenset()
    return plurals(word) | diminutives(word) | listed_plurals(word)


def _undone(stem: str) -> set[str]:
    """What the spelling may have changed in a stem, undone: "kaz" may be "kaas", "konink" "koning"."""
    found = {stem}
    for _ in range(3):
        more = set()
        for s in found:
            if len(s) < 2:
                continue
            last = s[-1]
            if last == "z":
                more.add(s[:-1] + "s")
            if last == "v":
                more.add(s[:-1] + "f")
            if last == "k":
                more.add(s[:-1] + "g")
            if s[-1] == s[-2]:
                more.add(s[:-1])  # bomm, omaa
            if last not in _VOWELS and s[-2] in _VOWELS:
                more.add(s[:-1] + s[-2] + last)  # og -> oog
            more.add(s + "e")  # oli -> olie
        found |= more
    return found


@lru_cache(maxsize=8192)
def bases(word: str) -> frozenset[str]:
    """``word`` and every noun it may be a regular or listed form of.

    >>> sorted(bases("huizen")), "schip" in bases("schepen")
    (['huis', 'huize', 'huizen'], True)
    """
    w = plain(word)
    found = {w}
    noun = listed_noun(w)
    if noun is not None:
        found.add(noun)
    candidates = {w[:-5] + "heid"} if w.endswith("heden") else set()
    for ending in _ENDINGS:
        if w.endswith(ending) and len(w) > len(ending):
            candidates |= _undone(w[: -len(ending)])
    found.update(base for base in candidates if w in forms(base))
    return frozenset(found)


def one_noun(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` (folded) are two forms of one noun: a plural or diminutive of it, or it.

    >>> one_noun("huizen", "huis"), one_noun("oogje", "ogen"), one_noun("kist", "kasten")
    (True, True, False)
    """
    a, b = plain(a), plain(b)
    return a != b and bool(bases(a) & bases(b))
