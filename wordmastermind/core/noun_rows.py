"""The rows of the german-nouns list read as nouns, their other forms, and names.

Pure, like :mod:`wordmastermind.core.lexicon`, which builds its German
lexicon from these; reading the list itself is
:mod:`wordmastermind.files.noun_lines`'s job (for the cache that
:mod:`wordmastermind.files.lexicon_build` builds).
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence

from wordmastermind.core.spelling import is_word
from wordmastermind.core.words import normalize_word

# Entries of german-nouns that carry one of these tags are names, abbreviations
# or pieces of words, not common nouns -- unless the same word also has a
# plain noun entry (``Regen``: the rain, and a town), or the entry is a proper
# name's that declines its word in the plural too and gives its gender (see NounReading.is_common).
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
PROPER_NAME_TAG = "Eigenname"

CASE_NAMES = {
    "nominativ": "nominative",
    "genitiv": "genitive",
    "dativ": "dative",
    "akkusativ": "accusative",
}
PLURAL = "plural"
PLURAL_ONLY = "plural only"
DATIVE_PLURAL = "dative plural"

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


class NounReading:
    """Nouns, forms and names, collected row by row; each row's cells are ``(kind, value)``.

    ``nouns`` holds the nouns in the order they came (a dict of ``None``s: the
    list's order is nearly the sorted one); ``found`` maps each form's word to
    its forms, ``KIND<TAB>NOUN`` each, in the list's order, the words that are
    nouns too among them (:meth:`result` leaves them out); a kind is named as
    ``kind_names`` names it, if it does.
    """

    def __init__(self, normalize: Callable[[str], str], kind_names: Mapping[str, str] | None = None) -> None:
        self.normalize = normalize
        self.kind_names = dict(kind_names or {})
        self.plural_only = self.kind_names.get(PLURAL_ONLY, PLURAL_ONLY)
        self.plural = self.kind_names.get(PLURAL, PLURAL)
        self.dative_plural = self.kind_names.get(DATIVE_PLURAL, DATIVE_PLURAL)
        self.nouns: dict[str, None] = {}
        self.found: dict[str, list[str]] = {}
        self.others: dict[str, str] = {}
        self.uninflected: dict[str, list[str]] = {}
        """Each noun ending in E that a row gives the same dative plural, with the words of the row's forms
        (see :meth:`finish`)."""
        self.words: dict[str, str] = {"": ""}
        """Each value seen, normalised, or ``""`` if it is no word: a row repeats its forms."""

    def word(self, value: str) -> str:
        word = self.normalize(value)
        if not is_word(word):
            word = ""
        self.words[value] = word
        return word

    def add(self, lemma_text: str, pos: str, cells: Iterable[tuple[str, str]], gendered: bool = True) -> None:
        """A row: its lemma, its tags, its filled case cells, and whether it gives a gender."""
        if pos != NOUN_TAG and not self.is_noun(lemma_text, pos):
            return
        words = self.words
        singulars: list[str] = []
        forms: list[Form] = []
        for kind, value in dict.fromkeys(cells):
            word = words.get(value)
            if word is None:
                word = self.word(value)
            if not word:
                continue
            if kind:  # a form; NOMINATIVE_SINGULAR is ""
                forms.append((kind, word))
            else:
                singulars.append(word)
        kinds = [kind for kind, _ in forms] + [NOMINATIVE_SINGULAR] * bool(singulars)
        if pos != NOUN_TAG and not self.is_common(lemma_text, pos, kinds, gendered):
            return
        self.add_words(lemma_text, singulars, forms)

    def is_noun(self, lemma_text: str, pos: str) -> bool:
        """Whether a row tagged ``pos`` may be a noun's: tagged ``Substantiv``, and none of :data:`EXCLUDED_TAGS`
        but a proper name's (whose row :meth:`is_common` judges once its cells are read); a name's is recorded
        as such."""
        tags = [t.strip() for t in pos.split(",")]
        if NOUN_TAG not in tags:
            return False
        excluded = [t for t in tags if t in EXCLUDED_TAGS]
        if excluded and excluded != [PROPER_NAME_TAG]:
            self.other(lemma_text, EXCLUDED_TAGS[excluded[0]])
            return False
        return True

    def is_common(self, lemma_text: str, pos: str, kinds: Collection[str], gendered: bool = True) -> bool:
        """Whether a row that :meth:`is_noun` let through, its filled cells of ``kinds`` (the words' only), is a
        common noun's (``gendered``: the row gives a gender); a proper name's is recorded as such.

        A row tagged a proper name (``Eigenname``) is a common noun's too when it declines its word in the
        singular and in the plural: Wiktionary gives one row to a word with both senses (*Sonne*, the sun
        and a sun; *Jungfrau*, a mountain and a maiden), and a name of one thing has no plural (*Agamemnon*,
        *Jupiter*: no case forms, or the singular's only). So a name also used of many things counts too
        (*Airbus*, *Nobelpreis*): the game master rules. A common noun's row gives its gender (all but 44
        of the 77,870 plain noun rows that decline in both numbers do); a name's row that gives none is a
        name's, its plural or not (*Arminia*, a football club).
        """
        if PROPER_NAME_TAG not in pos or PROPER_NAME_TAG not in (t.strip() for t in pos.split(",")):
            return True
        if gendered and NOMINATIVE_SINGULAR in kinds and self.plural in kinds:
            return True
        self.other(lemma_text, EXCLUDED_TAGS[PROPER_NAME_TAG])
        return False

    def other(self, lemma_text: str, kind: str) -> None:
        """Record a row's lemma as a name (or abbreviation...) of ``kind``, where it is a word and not yet one."""
        lemma = self.normalize(lemma_text)
        if lemma and is_word(lemma):
            self.others.setdefault(lemma, kind)

    def add_words(self, lemma_text: str, singulars: Sequence[str], forms: Sequence[Form]) -> None:
        """A noun's row: its nominative singular words, and its other forms (in the row's order)."""
        if singulars:
            self.nouns.update(dict.fromkeys(singulars))
            self.add_forms(singulars[0], forms)
            return
        lemma = self.normalize(lemma_text)
        if not (lemma and is_word(lemma)):
            return
        if forms:
            entries = self.found.setdefault(lemma, [])
            if f"{self.plural_only}\t{lemma}" not in entries:
                entries.append(f"{self.plural_only}\t{lemma}")
        else:
            self.nouns[lemma] = None

    def add_forms(self, head: str, forms: Sequence[Form]) -> None:
        """The forms of a row whose noun is ``head``; a kind ``""`` (the noun's own) is passed over."""
        found = self.found
        for kind, word in forms:
            if not kind or word == head:  # a noun: its forms are left out in the end
                if kind == self.dative_plural and head[-1:] == "E":
                    self.uninflected.setdefault(head, []).extend(word for _, word in forms)
                continue
            entry = f"{kind}\t{head}"
            entries = found.get(word)
            if entries is None:
                found[word] = [entry]
            elif entry not in entries:
                entries.append(entry)

    def finish(self) -> None:
        """Once all rows are read: a noun ending in E whose row gives it as its own dative plural (no -n,
        as a regional diminutive declines: *den Kerle*) and that is another noun's plural (*Kerl*, *Kerle*)
        is that plural; its row's forms are the other noun's only. A plural in E takes an -n in the dative
        (*den Kerlen*, *den Reisen*): the nouns that are another's plural and decline so (*Reise*, *Reis*)
        stay nouns."""
        prefix = self.plural + "\t"
        found, uninflected = self.found, self.uninflected
        self.uninflected = {}
        for noun, words in uninflected.items():
            if not any(entry.startswith(prefix) and entry != prefix + noun for entry in found.get(noun, ())):
                continue
            self.nouns.pop(noun, None)
            for word in set(words):
                entries = [entry for entry in found.get(word, ()) if entry.partition("\t")[2] != noun]
                if entries:
                    found[word] = entries
                else:
                    found.pop(word, None)

    def result(self) -> tuple[frozenset[str], dict[str, tuple[Form, ...]], dict[str, str]]:
        """The nouns, forms and others read, once :meth:`finish` has been called."""
        nouns = self.nouns
        forms = {
            word: tuple((kind, head) for kind, _, head in map(operator.methodcaller("partition", "\t"), entries))
            for word, entries in self.found.items()
            if word not in nouns
        }
        return frozenset(nouns), forms, {w: k for w, k in self.others.items() if w not in nouns}


def parse_noun_rows(
    rows: Iterable[Mapping[str, str]], normalize: Callable[[str], str] = normalize_word
) -> tuple[frozenset[str], dict[str, tuple[Form, ...]], dict[str, str]]:
    """Nouns, forms and excluded names from german-nouns' CSV rows.

    A row counts when its ``pos`` has ``Substantiv`` and none of
    :data:`EXCLUDED_TAGS`, or only the proper name's and it declines its word
    in the singular and in the plural (:meth:`NounReading.is_common`). Its
    nouns are its nominative singular forms (the lemma when the row gives no
    case forms at all). A row with only plural forms (``Eltern``) gives no
    noun: its word is recorded as "plural only".

    >>> nouns, forms, others = parse_noun_rows([
    ...     {"lemma": "Regen", "pos": "Substantiv", "nominativ singular": "Regen"},
    ...     {"lemma": "Regen", "pos": "Substantiv,Toponym", "nominativ singular": "Regen"},
    ...     {"lemma": "Peter", "pos": "Substantiv,Vorname"},
    ...     {"lemma": "Eltern", "pos": "Substantiv", "nominativ plural": "Eltern"},
    ... ])
    >>> sorted(nouns), forms, others
    (['REGEN'], {'ELTERN': (('plural only', 'ELTERN'),)}, {'PETER': 'first name'})

    The sun is a proper name and a common noun, in one row; Agamemnon and Jupiter are names only:

    >>> nouns, forms, others = parse_noun_rows([
    ...     {"lemma": "Sonne", "pos": "Eigenname,Substantiv", "genus": "f", "nominativ singular": "Sonne",
    ...      "nominativ plural": "Sonnen"},
    ...     {"lemma": "Agamemnon", "pos": "Eigenname,Substantiv"},
    ...     {"lemma": "Jupiter", "pos": "Eigenname,Substantiv", "nominativ singular": "Jupiter"},
    ... ])
    >>> sorted(nouns), forms, others
    (['SONNE'], {'SONNEN': (('plural', 'SONNE'),)}, {'AGAMEMNON': 'proper name', 'JUPITER': 'proper name'})
    """
    parser = NounReading(normalize)
    kinds: dict[str, str | None] = {}
    for row in rows:
        cells, gendered = [], False
        for column, value in row.items():
            if not value or column in ("lemma", "pos"):
                continue
            gendered = gendered or is_genus(column)
            if column not in kinds:
                kinds[column] = column_kind(column)
            kind = kinds[column]
            if kind is not None:
                cells.append((kind, value))
        parser.add(row.get("lemma", ""), row.get("pos", ""), cells, gendered)
    parser.finish()
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
    reading = NounReading(normalize)
    read_noun_rows(reading, NounColumns(header), rows)
    reading.finish()
    return reading.result()


def read_noun_rows(reading: NounReading, layout: NounColumns, rows: Iterable[Sequence[str]]) -> None:
    """Add the CSV's ``rows`` (as lists of cells, laid out as ``layout`` says) to ``reading``."""
    for row in rows:
        if len(row) < layout.width:  # a short row: the missing cells are empty
            row = [*row, *([""] * (layout.width - len(row)))]
        cells = layout.case_cells(row)
        reading.add(
            row[layout.lemma_at], row[layout.pos_at], itertools.compress(zip(layout.kinds, cells), cells),
            layout.gendered(row),
        )


def as_word(cell: str) -> str:
    """A cell that :func:`~wordmastermind.core.words.normalize_words` normalised, as a word or ``""``.

    >>> as_word("SALAT"), as_word(" SALAT "), as_word("ABC-WAFFEN")
    ('SALAT', 'SALAT', '')
    """
    if cell.isalpha():
        return cell
    cell = cell.strip()
    return cell if is_word(cell) else ""


class NounColumns:
    """Where a german-nouns header has the lemma, the tags and the case columns (a :class:`ValueError` if none)."""

    def __init__(self, header: Sequence[str], kind_names: Mapping[str, str] | None = None) -> None:
        self.lemma_at, self.pos_at = header.index("lemma"), header.index("pos")
        self.genus_places = [i for i, column in enumerate(header) if is_genus(column)]
        names = kind_names or {}
        columns = [
            (i, names.get(kind, kind) if kind else kind)
            for i, kind in enumerate(map(column_kind, header))
            if kind is not None
        ]
        self.places = [i for i, _ in columns]
        self.kinds = tuple(kind for _, kind in columns)
        self.width = max([self.lemma_at, self.pos_at, *self.places]) + 1
        self.case_cells = cells_at(self.places)
        # Most rows fill only the first column of each run of columns of one kind ("nominativ
        # plural", not "nominativ plural 2"...): the quick way for them, if the runs' kinds
        # differ and one of them is the noun itself.
        kinds = self.kinds
        starts = [j for j, kind in enumerate(kinds) if j == 0 or kind != kinds[j - 1]]
        run_kinds = [kinds[j] for j in starts]
        self.quick = len(set(run_kinds)) == len(run_kinds) > 1 and NOMINATIVE_SINGULAR in run_kinds
        self.firsts = cells_at(starts)
        self.empty_rest = len(kinds) - len(starts)
        self.singular_at = run_kinds.index(NOMINATIVE_SINGULAR) if self.quick else 0
        self.form_kinds = run_kinds[: self.singular_at] + run_kinds[self.singular_at + 1 :]
        # The case columns as one block at the end of the row, each kind's as many (the real list:
        # eight kinds of nine columns, from the eighth column on): their start, else 0.
        lengths = {stop - start for start, stop in zip(starts, [*starts[1:], len(kinds)], strict=False)}
        at_end = self.places == list(range(len(header) - len(kinds), len(header)))
        block = self.quick and at_end and len(lengths) == 1 and self.places[0] > max(self.lemma_at, self.pos_at)
        self.run_length = lengths.pop() if block else 1
        self.block_at = self.places[0] if block else 0

    def gendered(self, row: Sequence[str]) -> bool:
        """Whether a row (its cells) gives a gender."""
        return any(row[i].strip() for i in self.genus_places if i < len(row))


def is_genus(column: str) -> bool:
    """Whether a german-nouns column gives a gender (``genus``, ``genus 1``...)."""
    return column.split(" ")[0] == "genus"


def cells_at(places: Sequence[int]) -> Callable[[Sequence[str]], Sequence[str]]:
    """The cells at ``places`` of a row, as a tuple (or list)."""
    if len(places) < 2:
        return lambda row: [row[i] for i in places]
    return operator.itemgetter(*places)
