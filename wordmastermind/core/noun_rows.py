"""The rows of the german-nouns list read as nouns, their other forms, and names.

Pure, like :mod:`wordmastermind.core.lexicon`, which builds its German
lexicon from these; reading the list itself is
:mod:`wordmastermind.files.lexicon_store`'s job.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

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
