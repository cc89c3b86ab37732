"""Word lists as values: which words a language knows, and why one is refused.

A :class:`Lexicon` holds normalised words only; loading and caching the lists
is :mod:`wordmastermind.files.lexicon_store`'s job. Everything here is pure.

Each game normalises a word its own way (:func:`normalize_for`):

* German (Wörter-MasterMind): upper case, NFC, ``ß`` stays one letter
  (:func:`wordmastermind.core.words.normalize_word`).
* Dutch (Woordspel): upper case, accents and hyphens dropped, and ``Y`` may
  stand for ``IJ`` (:func:`dutch_forms` gives both readings).
* French: upper case, accents dropped, ``Œ``/``Æ`` written out, hyphens and
  apostrophes dropped.

>>> lex = make_lexicon("de", noun_rows=[
...     {"lemma": "Salat", "pos": "Substantiv", "nominativ singular": "Salat",
...      "nominativ plural": "Salate", "genitiv singular": "Salats"},
... ])
>>> check_noun(lex, "salat")
WordCheck(word='SALAT', known=True, reason=None)
>>> check_noun(lex, "Salate").reason
'plural of SALAT'
>>> check_noun(lex, "Salats").reason
'not nominative: genitive of SALAT'
>>> check_noun(lex, "Tisch").reason
'not a known noun'
"""

from __future__ import annotations

import itertools
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field

from wordmastermind.core.words import WordRules, normalize_word

LANGUAGES = ("de", "nl", "fr")
LANGUAGE_NAMES = {"de": "German", "nl": "Dutch", "fr": "French"}

# Entries of german-nouns that carry one of these tags are names, abbreviations
# or pieces of words, not common nouns -- unless the same word also has a
# plain noun entry (``Regen``: the rain, and a town).
EXCLUDED_TAGS: Mapping[str, str] = {
    "Toponym": "place name",
    "Vorname": "first name",
    "Nachname": "surname",
    "Eigenname": "proper name",
    "Straßenname": "street name",
    "Abkürzung": "abbreviation",
    "Affix": "affix",
    "Suffix": "suffix",
    "Gebundenes Lexem": "bound morpheme",
    "Deklinierte Form": "inflected form",
    "Symbol": "symbol",
}
NOUN_TAG = "Substantiv"

CASE_NAMES = {
    "nominativ": "nominative",
    "genitiv": "genitive",
    "dativ": "dative",
    "akkusativ": "accusative",
}
PLURAL = "plural"
PLURAL_ONLY = "plural only"

# (kind, lemma): kind is "plural", "plural only", "genitive", "dative plural", ...
Form = tuple[str, str]


@dataclass(frozen=True, slots=True)
class WordCheck:
    """What the lists say about one word: known, or why not.

    >>> WordCheck("SALATE", False, "plural of SALAT").describe()
    'SALATE: no (plural of SALAT)'
    """

    word: str
    known: bool
    reason: str | None = None

    def describe(self) -> str:
        """One line for a report: ``WORD: yes`` or ``WORD: no (reason)``."""
        if self.known:
            return f"{self.word}: yes"
        return f"{self.word}: no ({self.reason or 'unknown'})"


NounCheck = WordCheck


@dataclass(frozen=True, slots=True)
class Lexicon:
    """The normalised words of one language.

    ``words`` is the general word list; ``nouns`` the nouns in nominative
    singular; ``forms`` maps a form that is not itself a noun to what it is
    (``("plural", "SALAT")``); ``others`` maps a name or abbreviation that is
    not a noun to what it is (``"first name"``); ``zipf`` gives a word's
    frequency on the Zipf scale (0 to about 8).
    """

    language: str
    words: AbstractSet[str] = field(default=frozenset(), hash=False)
    nouns: AbstractSet[str] = field(default=frozenset(), hash=False)
    forms: Mapping[str, tuple[Form, ...]] = field(default_factory=dict, hash=False)
    others: Mapping[str, str] = field(default_factory=dict, hash=False)
    zipf: Mapping[str, float] = field(default_factory=dict, hash=False)

    def readings(self, text: str) -> frozenset[str]:
        """The normalised ways ``text`` can be read in this language."""
        word = normalize_for(self.language, text)
        if self.language == "nl":
            return frozenset(dutch_forms(word))
        return frozenset({word})

    def general_readings(self, text: str) -> frozenset[str]:
        """The readings to look up in the general list.

        wordfreq folds ``ß`` to ``ss``, so a German ``ẞ`` is also looked up as
        ``SS`` there (never among the nouns).
        """
        readings = self.readings(text)
        if self.language == "de":
            return readings | {r.replace("ẞ", "SS") for r in readings}
        return readings

    def knows(self, text: str) -> bool:
        """Whether the general list or the nouns know ``text``.

        >>> make_lexicon("de", words=[("strasse", 4.0)]).knows("Straße")
        True
        """
        return any(r in self.nouns for r in self.readings(text)) or any(
            r in self.words for r in self.general_readings(text)
        )

    def frequency(self, text: str) -> float:
        """The highest Zipf frequency of ``text``'s readings, 0.0 if unknown."""
        return max((self.zipf.get(r, 0.0) for r in self.general_readings(text)), default=0.0)


# ---------------------------------------------------------------- normalising


def _strip_marks(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def dutch_normalize(text: str) -> str:
    """Woordspel's spelling: upper case, no accents, no hyphens.

    >>> dutch_normalize("café"), dutch_normalize("mee-eten"), dutch_normalize("ĳs")
    ('CAFE', 'MEEETEN', 'IJS')
    """
    text = unicodedata.normalize("NFKC", text.strip()).replace("-", "").replace("\u2010", "")
    return unicodedata.normalize("NFC", _strip_marks(text).upper())


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
    return unicodedata.normalize("NFC", _strip_marks(text).upper())


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


def is_word(word: str) -> bool:
    """Whether a normalised entry is a single word of letters only.

    >>> is_word("SALAT"), is_word("FUẞ"), is_word("ABC-WAFFEN"), is_word("4TEL"), is_word("")
    (True, True, False, False, False)
    """
    return word.isalpha()


# ---------------------------------------------------------------- building


def parse_word_list(text: str) -> list[str]:
    """The words of a plain list: one a line, ``#`` starts a comment.

    >>> parse_word_list("# mine\\nSalat\\n\\n  Tisch  # furniture\\n")
    ['Salat', 'Tisch']
    """
    words = []
    for line in text.splitlines():
        word = line.split("#", 1)[0].strip()
        if word:
            words.append(word)
    return words


def _column_kind(column: str) -> tuple[str, bool] | None:
    """``("genitiv", True)`` for ``"genitiv plural*"``; None for other columns."""
    parts = column.split()
    if len(parts) < 2 or parts[0] not in CASE_NAMES:
        return None
    number = parts[1].rstrip("*")
    if number not in ("singular", "plural"):
        return None
    return parts[0], number == "plural"


def _form_kind(case: str, plural: bool) -> str:
    if case == "nominativ":
        return PLURAL
    return CASE_NAMES[case] + (" plural" if plural else "")


def parse_noun_rows(
    rows: Iterable[Mapping[str, str]], normalize: Callable[[str], str] = normalize_word
) -> tuple[frozenset[str], dict[str, tuple[Form, ...]], dict[str, str]]:
    """Nouns, forms and excluded names from german-nouns' CSV rows.

    A row counts when its ``pos`` has ``Substantiv`` and none of
    :data:`EXCLUDED_TAGS`. Its nouns are its nominative singular forms (the
    lemma when the row gives no case forms at all). A row with only plural
    forms (``Eltern``) gives no noun: its word is recorded as "plural only".

    >>> nouns, forms, others = parse_noun_rows([
    ...     {"lemma": "Regen", "pos": "Substantiv", "nominativ singular": "Regen"},
    ...     {"lemma": "Regen", "pos": "Substantiv,Toponym", "nominativ singular": "Regen"},
    ...     {"lemma": "Peter", "pos": "Substantiv,Vorname"},
    ...     {"lemma": "Eltern", "pos": "Substantiv", "nominativ plural": "Eltern"},
    ... ])
    >>> sorted(nouns), forms, others
    (['REGEN'], {'ELTERN': (('plural only', 'ELTERN'),)}, {'PETER': 'first name'})
    """
    nouns: set[str] = set()
    found: dict[str, list[Form]] = {}
    others: dict[str, str] = {}
    kinds: dict[str, tuple[str, bool] | None] = {}
    for row in rows:
        tags = [t.strip() for t in row.get("pos", "").split(",")]
        if NOUN_TAG not in tags:
            continue
        excluded = [EXCLUDED_TAGS[t] for t in tags if t in EXCLUDED_TAGS]
        lemma = normalize(row.get("lemma", ""))
        if excluded:
            if lemma and is_word(lemma):
                others.setdefault(lemma, excluded[0])
            continue
        singulars: list[str] = []
        row_forms: list[tuple[str, bool, str]] = []
        for column, value in row.items():
            if not value or column in ("lemma", "pos"):
                continue
            if column not in kinds:
                kinds[column] = _column_kind(column)
            kind = kinds[column]
            if kind is None:
                continue
            word = normalize(value)
            if not is_word(word):
                continue
            if kind == ("nominativ", False):
                singulars.append(word)
            else:
                row_forms.append((kind[0], kind[1], word))
        if singulars:
            nouns.update(singulars)
            head = singulars[0]
            for case, plural, word in row_forms:
                found.setdefault(word, []).append((_form_kind(case, plural), head))
        elif row_forms:
            if lemma and is_word(lemma):
                found.setdefault(lemma, []).append((PLURAL_ONLY, lemma))
        elif lemma and is_word(lemma):
            nouns.add(lemma)
    forms = {
        word: tuple(dict.fromkeys(entries))
        for word, entries in found.items()
        if word not in nouns
    }
    return frozenset(nouns), forms, {w: k for w, k in others.items() if w not in nouns}


def make_lexicon(
    language: str,
    *,
    words: Iterable[tuple[str, float]] = (),
    noun_rows: Iterable[Mapping[str, str]] = (),
) -> Lexicon:
    """A lexicon from ``(word, zipf)`` pairs and (German) noun rows.

    Words are normalised for ``language``; entries that are not a single
    word of letters are left out. A word that appears twice keeps its higher
    frequency.

    >>> lex = make_lexicon("nl", words=[("café", 4.0), ("cafe", 3.0), ("fiets", 4.8), ("12", 5.0)])
    >>> sorted(lex.words), lex.zipf["CAFE"]
    (['CAFE', 'FIETS'], 4.0)
    """
    normalize_for(language, "")  # an unknown language raises here
    normalize = NORMALIZERS[language]
    zipf: dict[str, float] = {}
    for raw, frequency in words:
        word = normalize(raw)
        if is_word(word) and zipf.get(word, -1.0) < frequency:
            zipf[word] = frequency
    nouns, forms, others = parse_noun_rows(noun_rows, normalize)
    return Lexicon(language, frozenset(zipf), nouns, forms, others, zipf)


def same_lexicon(a: Lexicon, b: Lexicon) -> bool:
    """Whether two lexicons hold the same words, forms and frequencies."""
    return (
        a.language == b.language
        and set(a.words) == set(b.words)
        and set(a.nouns) == set(b.nouns)
        and dict(a.forms) == dict(b.forms)
        and dict(a.others) == dict(b.others)
        and dict(a.zipf) == dict(b.zipf)
    )


def with_own_list(lexicon: Lexicon, words: Iterable[str], *, replace: bool = False) -> Lexicon:
    """Add the game master's own words (as words and nouns), or use only them.

    >>> base = make_lexicon("de", words=[("tisch", 5.0)])
    >>> own = with_own_list(base, ["Quark"])
    >>> sorted(own.words), sorted(own.nouns)
    (['QUARK', 'TISCH'], ['QUARK'])
    >>> sorted(with_own_list(base, ["Quark"], replace=True).words)
    ['QUARK']
    """
    mine = {w for w in (normalize_for(lexicon.language, t) for t in words) if w}
    if replace:
        return Lexicon(lexicon.language, frozenset(mine), frozenset(mine))
    forms = {w: f for w, f in lexicon.forms.items() if w not in mine}
    others = {w: k for w, k in lexicon.others.items() if w not in mine}
    return Lexicon(
        lexicon.language,
        frozenset(lexicon.words) | mine,
        frozenset(lexicon.nouns) | mine,
        forms,
        others,
        lexicon.zipf,
    )


# ---------------------------------------------------------------- checking


def _describe_forms(forms: Iterable[Form]) -> str:
    entries = list(forms)
    plurals = [lemma for kind, lemma in entries if kind == PLURAL]
    if plurals:
        return "plural of " + ", ".join(dict.fromkeys(plurals))
    only = [lemma for kind, lemma in entries if kind == PLURAL_ONLY]
    if only:
        return "plural only (no singular)"
    by_lemma: dict[str, list[str]] = {}
    for kind, lemma in entries:
        by_lemma.setdefault(lemma, [])
        if kind not in by_lemma[lemma]:
            by_lemma[lemma].append(kind)
    parts = [f"{'/'.join(kinds)} of {lemma}" for lemma, kinds in by_lemma.items()]
    return "not nominative: " + "; ".join(parts)


def _rules_problem(lexicon: Lexicon, word: str, rules: WordRules | None) -> str | None:
    if rules is None:
        return None
    plain = normalize_for(lexicon.language, word)
    readings = sorted(lexicon.readings(word), key=lambda r: (r != plain, r))
    problems = [rules.problem(r) for r in readings]
    if any(p is None for p in problems):
        return None
    return problems[0]


def _result(lexicon: Lexicon, text: str, rules: WordRules | None, noun: bool) -> WordCheck:
    word = normalize_for(lexicon.language, text)
    if not word:
        return WordCheck(word, False, "no word given")
    readings = lexicon.readings(text)
    if noun:
        known = any(r in lexicon.nouns for r in readings)
    else:
        known = lexicon.knows(text)
    reasons: list[str] = []
    problem = _rules_problem(lexicon, text, rules)
    if problem is not None:
        reasons.append(problem)
    if not known:
        forms = [f for r in sorted(readings) for f in lexicon.forms.get(r, ())]
        other = next((lexicon.others[r] for r in sorted(readings) if r in lexicon.others), None)
        if noun and forms:
            reasons.append(_describe_forms(forms))
        elif noun and other is not None:
            reasons.append(f"not a common noun: {other}")
        elif noun:
            reasons.append("not a known noun")
        else:
            reasons.append("not a known word")
    if reasons:
        return WordCheck(word, False, "; ".join(reasons))
    return WordCheck(word, True)


def check_noun(lexicon: Lexicon, word: str, rules: WordRules | None = None) -> WordCheck:
    """Whether ``word`` is a known noun in nominative singular, and fits ``rules``.

    >>> lex = make_lexicon("de", noun_rows=[
    ...     {"lemma": "Fuß", "pos": "Substantiv", "nominativ singular": "Fuß",
    ...      "nominativ plural": "Füße", "dativ plural": "Füßen"},
    ... ])
    >>> check_noun(lex, "fuss").reason
    'not a known noun'
    >>> check_noun(lex, "Füßen").reason
    'not nominative: dative plural of FUẞ'
    >>> check_noun(lex, "Fuß", WordRules(length=3)).reason
    'FUẞ: ß is not allowed (this game allows only A-Z)'
    >>> check_noun(lex, "Fuß", WordRules(length=3, umlauts=True)).known
    True
    """
    return _result(lexicon, word, rules, noun=True)


def check_word(lexicon: Lexicon, word: str, rules: WordRules | None = None) -> WordCheck:
    """Whether the general list (or the nouns) know ``word``, and it fits ``rules``.

    >>> lex = make_lexicon("nl", words=[("fiets", 4.8), ("ijs", 4.0)])
    >>> check_word(lex, "YS").known, check_word(lex, "fietz").reason
    (True, 'not a known word')
    """
    return _result(lexicon, word, rules, noun=False)


def nouns_for(lexicon: Lexicon, rules: WordRules) -> tuple[str, ...]:
    """The sorted nouns that fit the game's length and alphabet.

    With umlauts off, nouns with Ä, Ö, Ü or ß are left out, not transliterated.

    >>> lex = make_lexicon("de", noun_rows=[
    ...     {"lemma": w, "pos": "Substantiv", "nominativ singular": w}
    ...     for w in ("Salat", "Bären", "Straße", "Tisch", "Maß")])
    >>> nouns_for(lex, WordRules(5))
    ('SALAT', 'TISCH')
    >>> nouns_for(lex, WordRules(5, umlauts=True))
    ('BÄREN', 'SALAT', 'TISCH')
    """
    length = rules.length
    return tuple(sorted(w for w in lexicon.nouns if len(w) == length and rules.problem(w) is None))
