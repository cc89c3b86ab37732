"""The rows of the german-nouns list read as nouns, their other forms, and names.

Pure, like :mod:`wordmastermind.core.lexicon`, which builds its German
lexicon from these; reading the list itself is
:mod:`wordmastermind.files.lexicon_store`'s job.
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Callable, Iterable, Mapping, Sequence

from wordmastermind.core.spelling import is_word
from wordmastermind.core.words import normalize_word

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


NOMINATIVE_SINGULAR = ""
"""The kind of a column that holds the noun itself (nominative singular): the one kind that is false."""


def column_kind(column: str) -> str | None:
    """What a german-nouns column holds: a form's kind, :data:`NOMINATIVE_SINGULAR`, or None.

    >>> column_kind("genitiv plural*"), column_kind("nominativ plural 2"), column_kind("genus")
    ('genitive plural', 'plural', None)
    >>> column_kind("nominativ singular stark") == NOMINATIVE_SINGULAR
    True
    """
    parts = column.split()
    if len(parts) < 2 or parts[0] not in CASE_NAMES:
        return None
    number = parts[1].rstrip("*")
    if number not in ("singular", "plural"):
        return None
    case, plural = parts[0], number == "plural"
    if case == "nominativ":
        return PLURAL if plural else NOMINATIVE_SINGULAR
    return CASE_NAMES[case] + (" plural" if plural else "")


class _NounParser:
    """Collects nouns, forms and names row by row; each row's cells are ``(kind, value)``."""

    def __init__(self, normalize: Callable[[str], str]) -> None:
        self.normalize = normalize
        self.nouns: set[str] = set()
        self.found: dict[str, list[Form]] = {}
        self.others: dict[str, str] = {}

    def add(self, lemma_text: str, pos: str, cells: Iterable[tuple[str, str]]) -> None:
        normalize = self.normalize
        if pos != NOUN_TAG:  # most rows are plain nouns: the quick way for them
            tags = [t.strip() for t in pos.split(",")]
            if NOUN_TAG not in tags:
                return
            excluded = [EXCLUDED_TAGS[t] for t in tags if t in EXCLUDED_TAGS]
            if excluded:
                lemma = normalize(lemma_text)
                if lemma and is_word(lemma):
                    self.others.setdefault(lemma, excluded[0])
                return
        singulars: list[str] = []
        row_forms: dict[tuple[str, str], None] = {}
        words: dict[str, str] = {}  # a row repeats its forms in many columns: "" for no word
        for kind, value in dict.fromkeys(cells):
            word = words.get(value)
            if word is None:
                word = normalize(value)
                if not is_word(word):
                    word = ""
                words[value] = word
            if not word:
                continue
            if kind:  # a form; NOMINATIVE_SINGULAR is ""
                row_forms[kind, word] = None
            else:
                singulars.append(word)
        if singulars:
            self.nouns.update(singulars)
            head = singulars[0]
            found = self.found
            for kind, word in row_forms:
                entries = found.get(word)
                if entries is None:
                    found[word] = [(kind, head)]
                elif (kind, head) not in entries:
                    entries.append((kind, head))
            return
        lemma = normalize(lemma_text)
        if not (lemma and is_word(lemma)):
            return
        if row_forms:
            entries = self.found.setdefault(lemma, [])
            if (PLURAL_ONLY, lemma) not in entries:
                entries.append((PLURAL_ONLY, lemma))
        else:
            self.nouns.add(lemma)

    def result(self) -> tuple[frozenset[str], dict[str, tuple[Form, ...]], dict[str, str]]:
        nouns = self.nouns
        forms = {word: tuple(entries) for word, entries in self.found.items() if word not in nouns}
        return frozenset(nouns), forms, {w: k for w, k in self.others.items() if w not in nouns}


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
    parser = _NounParser(normalize)
    kinds: dict[str, str | None] = {}
    for row in rows:
        cells = []
        for column, value in row.items():
            if not value or column in ("lemma", "pos"):
                continue
            if column not in kinds:
                kinds[column] = column_kind(column)
            kind = kinds[column]
            if kind is not None:
                cells.append((kind, value))
        parser.add(row.get("lemma", ""), row.get("pos", ""), cells)
    return parser.result()


def parse_noun_table(
    header: Sequence[str],
    rows: Iterable[Sequence[str]],
    normalize: Callable[[str], str] = normalize_word,
) -> tuple[frozenset[str], dict[str, tuple[Form, ...]], dict[str, str]]:
    """What :func:`parse_noun_rows` gives, from the CSV's header and its rows as lists.

    The lean way through the whole list (a hundred thousand rows of 79
    columns): only the case columns are looked at, and of those only the
    filled ones.

    >>> header = ["lemma", "pos", "genus", "nominativ singular", "nominativ plural", "genitiv singular"]
    >>> nouns, forms, others = parse_noun_table(header, [
    ...     ["Salat", "Substantiv", "m", "Salat", "Salate", "Salats"],
    ...     ["Peter", "Substantiv,Vorname", "m", "", "", ""],
    ... ])
    >>> sorted(nouns), forms, others
    (['SALAT'], {'SALATE': (('plural', 'SALAT'),), 'SALATS': (('genitive', 'SALAT'),)}, {'PETER': 'first name'})
    """
    lemma_at, pos_at = header.index("lemma"), header.index("pos")
    columns = [(i, kind) for i, kind in enumerate(map(column_kind, header)) if kind is not None]
    kinds = tuple(kind for _, kind in columns)
    places = [i for i, _ in columns]
    width = max([lemma_at, pos_at, *places]) + 1
    parser = _NounParser(normalize)
    for row in rows:
        if len(row) < width:  # a short row: the missing cells are empty
            row = [*row, *([""] * (width - len(row)))]
        filled = [row[i] for i in places] if len(places) < 2 else operator.itemgetter(*places)(row)
        parser.add(row[lemma_at], row[pos_at], itertools.compress(zip(kinds, filled), filled))
    return parser.result()
