"""Reading german-nouns' CSV line by line, the quick way, into nouns, forms and names.

What :func:`~wordmastermind.core.noun_rows.parse_noun_table` gives from the
CSV's rows, for a hundred thousand rows of 79 columns in a fraction of the
time: most rows are split only at the runs of commas between their kinds'
words (:func:`read_noun_lines`). The rules of what counts are
:mod:`wordmastermind.core.noun_rows`'s; this module only reads the text.
"""

from __future__ import annotations

import csv
import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from wordmastermind.core.noun_rows import (
    NOUN_TAG,
    Form,
    NounColumns,
    NounReading,
    as_word,
    cells_at,
    read_noun_rows,
)
from wordmastermind.core.words import normalize_word, normalize_words

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable


def noun_list() -> Traversable:
    """german-nouns' CSV, as the package installed it."""
    from importlib.resources import files

    return files("german_nouns").joinpath("nouns.csv")


def parse_noun_lines(lines: Iterable[str]) -> tuple[frozenset[str], dict[str, tuple[Form, ...]], dict[str, str]]:
    """What :func:`parse_noun_table` gives (German spelling), from the CSV's lines, read the quick way
    (:func:`read_noun_lines`).

    A line without quotes is split at its commas, after the lemma and the
    tags its case cells all at once, normalised all at once
    (:func:`~wordmastermind.core.words.normalize_words`); a row that fills only
    the first column of each kind's columns (most do) is taken in one step. A
    line with quotes, with the lines its quotes continue it on, is read as CSV.

    >>> nouns, forms, others = parse_noun_lines([
    ...     "lemma,pos,genus,nominativ singular,nominativ plural,genitiv singular,genitiv singular*\\r\\n",
    ...     "Fuß,Substantiv,m,Fuß,Füße,Fußes,Fußes\\r\\n",
    ...     'Peter,"Substantiv,Vorname",m,,,,\\r\\n',
    ... ])
    >>> sorted(nouns), forms, others
    (['FUẞ'], {'FÜẞE': (('plural', 'FUẞ'),), 'FUẞES': (('genitive', 'FUẞ'),)}, {'PETER': 'first name'})
    """
    return read_noun_lines(lines).result()


def read_noun_lines(lines: Iterable[str], kind_names: Mapping[str, str] | None = None) -> NounReading:
    """The german-nouns CSV's lines read, the quick way; the kinds named as ``kind_names`` name them."""
    lines = iter(lines)
    first_line = next(lines, "")
    header = next(csv.reader([first_line]), [])
    layout = NounColumns(header, kind_names or {})
    parser = NounReading(normalize_word, kind_names)
    lead = layout.block_at or max(layout.lemma_at, layout.pos_at) + 1  # the cells split off first
    places = [i - lead for i in layout.places]
    if '"' in first_line or not places or min(places) < 0:
        read_noun_rows(parser, layout, csv.reader(lines))
        parser.finish()
        return parser
    width = max(places) + 1
    case_cells = cells_at(places)
    kinds = layout.kinds
    nouns, found = parser.nouns, parser.found
    # A row that fills only the first of each kind's columns, where these are the last ones and
    # as many for each kind: the kinds' words are what a run of commas as long as that separates.
    runs, singular_at, form_kinds = len(layout.form_kinds) + 1, layout.singular_at, layout.form_kinds
    separator, tail = "," * layout.run_length, "," * (layout.run_length - 1)
    form_prefixes = [f"{kind}\t" for kind in form_kinds]
    dative_at = form_kinds.index(parser.dative_plural) if parser.dative_plural in form_kinds else -1
    genus_before = [i for i in layout.genus_places if i < lead]  # a row's genus cells, split off first
    genus_after = [i - lead for i in layout.genus_places if i >= lead]  # or among the rest
    plans: dict[tuple[int, ...], tuple[Callable[[Sequence[str]], Sequence[str]], list[str]]] = {}
    lemma_at, pos_at, block_at = layout.lemma_at, layout.pos_at, layout.block_at
    quoted_tags = (lemma_at, pos_at) == (0, 1) and lead > 2
    for line in lines:
        text = line.rstrip("\r\n")
        if '"' not in text:
            parts = text.split(",", lead)
        elif quoted_tags and text.count('"') == 2:  # most quotes hold a row's tags: "Substantiv,Toponym"
            before, tags, after = text.split('"')
            plain = before.endswith(",") and before.find(",") == len(before) - 1 and after[:1] == ","
            parts = [before[:-1], tags, *after[1:].split(",", lead - 2)] if plain else []
        else:
            parts = []
        if len(parts) <= lead or "\r" in text or "\n" in text:
            record = line
            while record.count('"') % 2:  # a quoted cell goes on on the next line
                more = next(lines, None)
                if more is None:
                    break
                record += more
            read_noun_rows(parser, layout, filter(None, csv.reader(record.splitlines(keepends=True))))
            continue
        lemma, pos = parts[lemma_at], parts[pos_at]
        if pos != NOUN_TAG and not parser.is_noun(lemma, pos):
            continue
        rest = normalize_words(parts[lead])
        if block_at and pos == NOUN_TAG:
            words = rest.split(separator)
            if len(words) == runs and words[-1].endswith(tail):
                words[-1] = words[-1][: len(words[-1]) - len(tail)]
                joined = "".join(words)
                if joined.isalpha() or "," not in joined:
                    if not joined.isalpha():
                        words = [as_word(word) for word in words]
                    head = words.pop(singular_at)
                    if not head:
                        parser.add_words(lemma, [], list(itertools.compress(zip(form_kinds, words), words)))
                        continue
                    nouns[head] = None
                    if head[-1:] == "E" and dative_at >= 0 and words[dative_at] == head:
                        parser.uninflected.setdefault(head, []).extend(words)  # see NounReading.finish
                    # NounReading.add_forms, here, for the speed: most rows come this way
                    for prefix, word in zip(form_prefixes, words):
                        if word and word != head:
                            entry = prefix + head
                            entries = found.get(word)
                            if entries is None:
                                found[word] = [entry]
                            elif entry not in entries:
                                entries.append(entry)
                    continue
        row = rest.split(",")
        if len(row) < width:
            row += [""] * (width - len(row))
        cells = case_cells(row)
        # The kinds of the filled cells, as the rows that fill the same columns have them.
        filled = tuple(itertools.compress(range(len(cells)), cells))
        plan = plans.get(filled)
        if plan is None:
            plan = plans[filled] = (cells_at(filled), [kinds[i] for i in filled])
        values = plan[0](cells)
        if not "".join(values).isalpha():
            values = [as_word(value) for value in values]
        pairs = [pair for pair in dict.fromkeys(zip(plan[1], values)) if pair[1]]
        if pos != NOUN_TAG and not parser.is_common(
            lemma,
            pos,
            [kind for kind, _ in pairs],
            any(parts[i].strip() for i in genus_before) or any(row[i].strip() for i in genus_after if i < len(row)),
        ):
            continue
        if not pairs or pairs[0][0]:  # no noun in this row, or a form before it
            parser.add_words(lemma, [word for kind, word in pairs if not kind], [pair for pair in pairs if pair[0]])
            continue
        nouns.update([(word, None) for kind, word in pairs if not kind])
        parser.add_forms(pairs[0][1], pairs)
    parser.finish()
    return parser
