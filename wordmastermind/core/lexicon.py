"""Word lists as values: which words a language knows, and why one is refused.

A :class:`Lexicon` holds normalised words only; loading and caching the lists
is :mod:`wordmastermind.files.lexicon_store`'s job. Everything here is pure.

Each game normalises a word its own way
(:func:`~wordmastermind.core.spelling.normalize_for`).

>>> lex = make_lexicon("de", noun_rows=[
...     {"lemma": "Salat", "pos": "Substantiv", "nominativ singular": "Salat",
...      "nominativ plural": "Salate", "genitiv singular": "Salats"},
... ])
>>> check_noun(lex, "salat")
WordCheck(word='SALAT', known=True, reason=None)
>>> str(check_noun(lex, "Salate").reason)
'plural of SALAT'
>>> str(check_noun(lex, "Salats").reason)
'not nominative: genitive of SALAT'
>>> str(check_noun(lex, "Tisch").reason)
'not a known noun'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field

from wordmastermind.core.messages import SHARED, Message, Text
from wordmastermind.core.noun_rows import PLURAL, PLURAL_ONLY, Form, parse_noun_rows
from wordmastermind.core.spelling import NORMALIZERS, dutch_forms, is_word, normalize_for
from wordmastermind.core.words import WordRules, normalize_word


@dataclass(frozen=True, slots=True)
class WordCheck:
    """What the lists say about one word: known, or why not.

    >>> WordCheck("SALATE", False, SHARED.say("lexicon.plural_of", lemmas="SALAT")).describe()
    'SALATE: no (plural of SALAT)'
    """

    word: str
    known: bool
    reason: Message | None = None

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


_NAMED = {
    # a noun's forms (noun_rows.column_kind)
    "genitive": "lexicon.form.genitive", "genitive plural": "lexicon.form.genitive_plural",
    "dative": "lexicon.form.dative", "dative plural": "lexicon.form.dative_plural",
    "accusative": "lexicon.form.accusative", "accusative plural": "lexicon.form.accusative_plural",
    # what a word is instead (noun_rows.EXCLUDED_TAGS)
    "place name": "lexicon.other.place_name", "first name": "lexicon.other.first_name",
    "surname": "lexicon.other.surname", "proper name": "lexicon.other.proper_name",
    "street name": "lexicon.other.street_name", "abbreviation": "lexicon.other.abbreviation",
    "affix": "lexicon.other.affix", "suffix": "lexicon.other.suffix",
    "bound morpheme": "lexicon.other.bound_morpheme", "inflected form": "lexicon.other.inflected_form",
    "symbol": "lexicon.other.symbol",
}
"""The message of each form and kind of name the lists keep (in English), to say it in any language."""


def _named(name: str) -> Text:
    """``name`` (a form, "genitive"; a kind of name, "first name") as a message, where it has one."""
    code = _NAMED.get(name)
    return SHARED.say(code) if code is not None else name


def _describe_forms(forms: Iterable[Form]) -> Message:
    entries = list(forms)
    plurals = [lemma for kind, lemma in entries if kind == PLURAL]
    if plurals:
        return SHARED.say("lexicon.plural_of", lemmas=", ".join(dict.fromkeys(plurals)))
    only = [lemma for kind, lemma in entries if kind == PLURAL_ONLY]
    if only:
        return SHARED.say("lexicon.plural_only")
    by_lemma: dict[str, list[str]] = {}
    for kind, lemma in entries:
        by_lemma.setdefault(lemma, [])
        if kind not in by_lemma[lemma]:
            by_lemma[lemma].append(kind)
    parts = [SHARED.say("lexicon.form_of", kinds=SHARED.join("lexicon.kinds", map(_named, kinds)), lemma=lemma)
             for lemma, kinds in by_lemma.items()]
    return SHARED.say("lexicon.not_nominative", forms=SHARED.join("lexicon.reasons", parts))


def _rules_problem(lexicon: Lexicon, word: str, rules: WordRules | None) -> Message | None:
    if rules is None:
        return None
    plain = normalize_for(lexicon.language, word)
    read = lexicon.readings(word)
    own = normalize_word(word)  # the word as the game reads it: a Dutch list's folding (Ä as A) is not the game's
    if own not in read and (problem := rules.problem(own)) is not None:
        return problem
    readings = sorted(read, key=lambda r: (r != plain, r))
    problems = [rules.problem(r) for r in readings]
    if any(p is None for p in problems):
        return None
    return problems[0]


def _result(lexicon: Lexicon, text: str, rules: WordRules | None, noun: bool) -> WordCheck:
    word = normalize_for(lexicon.language, text)
    if not word:
        return WordCheck(word, False, SHARED.say("word.none"))
    readings = lexicon.readings(text)
    if noun:
        known = any(r in lexicon.nouns for r in readings)
    else:
        known = lexicon.knows(text)
    reasons: list[Message] = []
    problem = _rules_problem(lexicon, text, rules)
    if problem is not None:
        reasons.append(problem)
    if not known:
        forms = [f for r in sorted(readings) for f in lexicon.forms.get(r, ())]
        other = next((lexicon.others[r] for r in sorted(readings) if r in lexicon.others), None)
        if noun and forms:
            reasons.append(_describe_forms(forms))
        elif noun and other is not None:
            reasons.append(SHARED.say("lexicon.not_common", other=_named(other)))
        elif noun:
            reasons.append(SHARED.say("lexicon.not_noun"))
        else:
            reasons.append(SHARED.say("lexicon.not_word"))
    if reasons:
        reason = reasons[0]
        for more in reasons[1:]:
            reason = SHARED.say("lexicon.reasons", first=reason, more=more)
        return WordCheck(word, False, reason)
    return WordCheck(word, True)


def check_noun(lexicon: Lexicon, word: str, rules: WordRules | None = None) -> WordCheck:
    """Whether ``word`` is a known noun in nominative singular, and fits ``rules``.

    >>> lex = make_lexicon("de", noun_rows=[
    ...     {"lemma": "Fuß", "pos": "Substantiv", "nominativ singular": "Fuß",
    ...      "nominativ plural": "Füße", "dativ plural": "Füßen"},
    ... ])
    >>> str(check_noun(lex, "fuss").reason)
    'not a known noun'
    >>> str(check_noun(lex, "Füßen").reason)
    'not nominative: dative plural of FUẞ'
    >>> str(check_noun(lex, "Fuß", WordRules(length=3)).reason)
    'FUẞ: ß is not allowed (this game allows only A-Z)'
    >>> check_noun(lex, "Fuß", WordRules(length=3, umlauts=True)).known
    True
    """
    return _result(lexicon, word, rules, noun=True)


def check_word(lexicon: Lexicon, word: str, rules: WordRules | None = None) -> WordCheck:
    """Whether the general list (or the nouns) know ``word``, and it fits ``rules``.

    >>> lex = make_lexicon("nl", words=[("fiets", 4.8), ("ijs", 4.0)])
    >>> check_word(lex, "YS").known, str(check_word(lex, "fietz").reason)
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


def secret_words_for(lexicon: Lexicon, rules: WordRules) -> tuple[str, ...]:
    """The sorted words a secret may be: the nouns of a list that knows them (German), else the
    list's words (Dutch, French), of the game's length and alphabet.

    >>> secret_words_for(make_lexicon("nl", words=[("paard", 4.0), ("fiets", 4.0), ("kat", 4.0)]), WordRules(5))
    ('FIETS', 'PAARD')
    """
    if lexicon.nouns:
        return nouns_for(lexicon, rules)
    return tuple(sorted(w for w in lexicon.words if len(w) == rules.length and rules.problem(w) is None))
