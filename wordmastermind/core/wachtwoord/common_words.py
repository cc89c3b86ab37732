"""Which words of the Dutch frequency list may be drawn as a password: Dutch common words, spelled as Dutch does.

The rule (Wachtwoord, *Regels voor sleutelwoorden*): "Het Wachtwoord is altijd
één enkel woord zonder koppelteken(s) en het is géén eigennaam." A frequency
list knows neither: it holds place names, first names and brands
(maastricht, michael, nokia), the English of the web and the subtitles that
Dutch text quotes (money, horse), and words without their accents. Three
lists decide together:

* a Dutch list of word forms with their lemmas (simplemma's: each form, its
  accents kept, gives its dictionary form; a name's dictionary form is
  written with a capital): a word it does not know is not drawn, a name is
  not drawn, and a word the frequency list has without its accents gets them
  back (industriele → industriële);
* the English frequency list: a word much more frequent in English than in
  Dutch is English (money, horse), and so is a word at least as frequent in
  English that has no Dutch forms of its own in use (no plural, no inflection);
* a word written as a name is written too (peter, Peter; zweden, Zweden) is
  kept only where a form of its own is used nearly as much (band, banden),
  and a form of a word not in use is not kept (laren, of laar);
* the forms themselves: an infinitive's stem in ``-e`` is a borrowed verb's
  (googlen → google, youtuben → youtube) or an old subjunctive (leve).

Words may be left out that would do (a word that is also a name, like
``aarde`` beside ``Aarde``, is kept only when it has Dutch forms of its
own); the game leader never has to draw a name or an English word again.

>>> lemmas = {"huis": "huis", "huizen": "huis", "huisje": "huis", "café": "café", "cafés": "café",
...           "caféetje": "café", "maastricht": "Maastricht", "money": "money", "water": "water",
...           "wateren": "water", "watertje": "water", "google": "googlen", "rachel": "rachel",
...           "rachels": "rachel", "aarde": "aarde", "Aarde": "Aarde", "aardes": "aarde",
...           "zweden": "zweden", "Zweden": "Zweden", "zweedde": "zweden", "laren": "laar"}
>>> dutch = {"huis": 5.6, "huizen": 4.6, "cafe": 4.0, "maastricht": 4.4, "money": 3.9,
...          "water": 5.5, "google": 4.9, "rachel": 3.9, "aarde": 4.6, "nokia": 3.8,
...          "zweden": 4.6, "laren": 3.6, "cafés": 3.5}
>>> found = candidates(dutch, lemmas)
>>> sorted(found)
['aarde', 'café', 'cafés', 'google', 'huis', 'huizen', 'laren', 'maastricht', 'money', 'rachel', 'water', 'zweden']
>>> sorted(common_words(found, {"money": 4.9, "water": 5.5, "rachel": 4.1}, lemmas))
['café', 'cafés', 'huis', 'huizen']
"""

from __future__ import annotations

from collections.abc import Mapping

from wordmastermind.core.spelling import strip_marks

NAME_MARGIN = 0.75
"""A word written as a name is written too (peter, Peter) is kept only when a form of its own (a plural,
an inflection) is used nearly as much: ``band`` (banden), not ``peter`` (peters)."""

ENGLISH_MARGIN = 0.5
"""How much more frequent (in Zipf) a word must be in English than in Dutch to be English, whatever
its Dutch forms: ``held`` (4.3 in Dutch, 5.2 in English) is left out with ``money``."""


def candidates(dutch: Mapping[str, float], lemmas: Mapping[str, str]) -> dict[str, float]:
    """The words of the frequency list ``dutch`` that the Dutch list ``lemmas`` knows, in its spelling.

    A word the frequency list has without its accents counts for the one spelling with accents that
    ``lemmas`` knows (``cafe`` for ``café``); where both are there, the more frequent one is kept. Of
    the spellings that differ only in their accents (``geen``, ``géén``) the most frequent stays.
    """
    accented: dict[str, str | None] = {}
    for form in lemmas:
        if not form.isascii() and form.islower():
            plain = strip_marks(form)
            accented[plain] = form if accented.get(plain, form) == form else None  # None: two spellings
    found: dict[str, float] = {}
    for word, zipf in dutch.items():
        spelling = word if word in lemmas else accented.get(word)
        if spelling is not None and found.get(spelling, -1.0) < zipf:
            found[spelling] = zipf
    best: dict[str, str] = {}
    for word, zipf in found.items():
        plain = strip_marks(word)
        if plain not in best or found[best[plain]] < zipf:
            best[plain] = word
    return {word: found[word] for word in best.values()}


def _capitalised(word: str) -> str:
    """``word`` as a name writes it: ``ijsland`` → ``IJsland``."""
    return "IJ" + word[2:] if word.startswith("ij") else word.capitalize()


def common_words(
    found: Mapping[str, float], english: Mapping[str, float], lemmas: Mapping[str, str]
) -> dict[str, float]:
    """The words of ``found`` (:func:`candidates`) that may be a password, with their frequencies.

    ``english`` gives the English frequency of the words that English has (it need hold only the
    words of ``found``).
    """
    def twin(word: str) -> bool:  # a name written with the same letters
        return _capitalised(word) in lemmas or word.upper() in lemmas

    live: dict[str, float] = {}  # a lemma's other forms in use (not names themselves): the most frequent
    for form, lemma in lemmas.items():
        if form != lemma and form in found and not twin(form):
            live[lemma] = max(live.get(lemma, 0.0), found[form])
    kept: dict[str, float] = {}
    for word, zipf in found.items():
        lemma = lemmas.get(word, word)
        if lemma[:1].isupper():
            continue  # a form of a name: antwerpen (Antwerpen), romeinen (Romein)
        if lemma != word and lemma not in found:
            continue  # a form of a word not in use: laren (laar), brielse (briels)
        in_use = max(live.get(word, 0.0), found.get(lemma, 0.0) if lemma != word else 0.0)
        if twin(word) and in_use < zipf - NAME_MARGIN:
            continue  # a name that is a word as well only rarely: zweden, zeeland, christus, peter, piet
        in_english = english.get(word, 0.0)
        if in_english >= zipf + ENGLISH_MARGIN or (in_english >= zipf - ENGLISH_MARGIN and word not in live):
            continue  # English, or a name or brand of every language: money, horse, rachel, porsche
        if word.endswith("e") and lemma == word + "n":
            continue  # a borrowed verb's stem (google, youtube) or an old subjunctive (leve)
        kept[word] = zipf
    return kept
