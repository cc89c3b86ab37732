"""Players' names as players write them in a mail: any case, ``ae`` for ``ä``, the first letters, a slip,
a roster's "surname, first name" as a mail writes it.

A name in a mail is compared *folded*: case-folded, ``ä``/``ö``/``ü`` as
``ae``/``oe``/``ue``, ``ß`` as ``ss``, other accents left off, white space
as one space. A written name is a player's when it folds to their name
(``KAETHE`` is Käthe), or when it is the first three letters or more of
exactly one player's name (``Fritz`` is Fritzchen, unless another name
starts with Fritz too). A name that is no player's but within two letters
(Damerau-Levenshtein, folded) of a player's is only *suggested*
(``Emli`` -> Emil), if no other name is as close; so is a slip of the first name of a name of several words
(``Sabiene`` -> Sabine Hoffmann), if no other player has that first name; greetings and sign-offs (``Hallo``, ``Dear``,
``Groet``, ``Merci``, …) never are, nor start a player's name.

>>> roster = PlayerNames(["Jürgen", "Käthe", "Fritzchen", "Emil", "Emilia", "Anna", "Anna Maria"])
>>> [roster.exact(name) for name in ("juergen", "KAETHE", "Emil", "Emilia", "Anna  Maria", "Emi")]
['Jürgen', 'Käthe', 'Emil', 'Emilia', 'Anna Maria', None]
>>> roster.prefix("Fritz"), roster.prefix("Emi"), roster.prefix("Fr")
('Fritzchen', None, None)
>>> roster.suggest("Emli"), roster.suggest("Hallo"), roster.suggest("Jorgen")
('Emil', None, 'Jürgen')
>>> full = PlayerNames(["Sabine Hoffmann", "Jürgen Müller", "Anna Schmidt", "Anna Weber"])
>>> full.suggest("Sabiene"), full.suggest("Jurgen"), full.suggest("Anan")
('Sabine Hoffmann', 'Jürgen Müller', None)

A roster's "surname, first name" is the player's also as ``first name surname``, without the comma, and
by the first name's first letters:

>>> club = PlayerNames(["Müller, Käthe", "Klein, Fritz", "Emil"])
>>> club.exact("Käthe Müller"), club.exact("klein fritz"), club.prefix("Kaethe"), club.prefix("Klein")
('Müller, Käthe', 'Klein, Fritz', 'Müller, Käthe', 'Klein, Fritz')
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from functools import cached_property

from wordmastermind.core.words import APOSTROPHE_FORMS, spoken_name

_PARTS = re.compile(r"\w+")
_AS_WRITTEN = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "œ": "oe", "æ": "ae", "ø": "o", "ł": "l",
                              **dict.fromkeys(APOSTROPHE_FORMS, "'")})
"""Umlauts as players write them without (ä: ae), the ligatures (Œuvray: Oeuvray), the letters no accent
makes (ø, ł), and an apostrophe as the straight one."""

MIN_PREFIX = 3
"""The fewest letters of a name that stand for it, and of a name that gets a suggestion."""
MAX_SLIP = 2
"""The most letters a written name may be off a player's to get a suggestion."""

GREETINGS = frozenset("""
    hallo hello hi hey moin servus tach tag guten morgen abend liebe lieber liebes lieben sehr geehrte
    geehrter gruss gruesse gruessle viele beste besten herzliche herzlichen schoene freundliche
    freundlichen mit danke dank vielen bis bald tschuess ciao hier anbei meine mein tipps tipp bitte
    und oder lg vg mfg ps gesendet von betreff datum sorry leider heute runde ich wir das die der
    dear good morning afternoon evening thanks thank cheers regards best kind warm wishes yours
    sincerely love see soon please here my guesses guess round sent from subject date and the hope all
    hoi lieve geachte goedemorgen goedemiddag goedenavond dag groet groeten groetjes hartelijke
    vriendelijke met bedankt alvast tot ziens straks snel mijn ronde van aan onderwerp verzonden en
    bonjour bonsoir salut coucou cher chere chers madame monsieur merci bien amities amicalement
    cordialement bises bisous bonne journee soiree bientot voici mes propositions tour objet envoye
    et pour
""".split())
"""Words that begin greetings, sign-offs and mail headers in English, German, Dutch and French, folded."""

PARTICLES = frozenset({"von", "van", "vom", "zu", "der", "den", "de", "du", "la", "le", "ten", "ter", "da", "di",
                       "del", "dos"})
"""The words of a name that do not name the family (von, van, de…), folded."""


def fold(text: str) -> str:
    """``text`` as names are compared: ``" Käthe  Groß "`` -> ``"kaethe gross"``.

    >>> fold("Jürgen"), fold("JUERGEN"), fold("Hélène"), fold("Straße"), fold("Zoé d’Arcy")
    ('juergen', 'juergen', 'helene', 'strasse', "zoe d'arcy")
    >>> fold("Gérard Œuvray") == fold("Gerard Oeuvray"), fold("Søren Kierkegaard")
    (True, 'soren kierkegaard')
    """
    if text.isascii():
        return " ".join(text.lower().split())
    text = unicodedata.normalize("NFC", text).casefold().translate(_AS_WRITTEN)
    if not text.isascii():
        text = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    return " ".join(text.split())


def first_name(name: str) -> str:
    """A player's first name as players write it (:func:`fold`): the first word of the name said first name
    first (:func:`~wordmastermind.core.words.spoken_name`). A name joined by a hyphen is one first name; of two
    given names, the first is; a name that begins with a particle in small letters has none.

    >>> [first_name(n) for n in ("Anna-Lena Weber", "Anna Maria Schmidt", "Müller, Käthe", "Jan de Vries")]
    ['anna-lena', 'anna', 'kaethe', 'jan']
    >>> [first_name(n) for n in ("von Berg", "von Berg, Klaus", "Del Shannon", "Emil")]
    ['', 'klaus', 'del', 'emil']
    """
    words = spoken_name(name).split(maxsplit=1)
    word = words[0].rstrip(",") if words else ""  # "Otto, der Große, II": Otto
    folded = fold(word)
    return "" if word.islower() and folded in PARTICLES else folded


def slips(written: str, name: str, most: int = MAX_SLIP) -> int:
    """The letters ``written`` is off ``name`` (Damerau-Levenshtein, adjacent swaps count one); ``most + 1`` if more.

    >>> slips("emli", "emil"), slips("emil", "emilia"), slips("otto", "emil")
    (1, 2, 3)
    """
    if abs(len(written) - len(name)) > most:
        return most + 1
    before: list[int] | None = None
    previous = list(range(len(name) + 1))
    for i, a in enumerate(written, start=1):
        current = [i] + [0] * len(name)
        for j, b in enumerate(name, start=1):
            cost = 0 if a == b else 1
            best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if before is not None and j > 1 and a == name[j - 2] and written[i - 2] == b:
                best = min(best, before[j - 2] + 1)
            current[j] = best
        if min(current) > most:
            return most + 1
        before, previous = previous, current
    return min(previous[-1], most + 1)


class PlayerNames:
    """The roster's names, to find the player a written name stands for; ``earlier``: the names places
    were played under before they were taken over, each with the place's name now (a roster's name first)."""

    def __init__(self, names: Iterable[str], earlier: Mapping[str, str] | None = None) -> None:
        self.names = tuple(dict.fromkeys(name for name in names if name.strip()))
        self.earlier = dict(earlier or {})
        self.by_fold: dict[str, str] = {}
        for name in self.names:
            self.by_fold.setdefault(fold(name), name)
        for name in self.names:  # a roster's "Klein, Fritz", as a mail writes it: Fritz Klein, Klein Fritz
            said = spoken_name(name)
            if said != name:
                for written in (said, name.replace(",", " ")):
                    self.by_fold.setdefault(fold(written), name)
        for before, now in self.earlier.items():
            self.by_fold.setdefault(fold(before), now)
        self.parts = max((len(_PARTS.findall(key)) for key in self.by_fold), default=0)
        """The most runs of letters in a name: ``Anna Maria`` and ``Hans-Peter`` have two."""

    def exact(self, written: str) -> str | None:
        """The player ``written`` is, folded letter for letter; None if none."""
        return self.by_fold.get(fold(written))

    def prefix(self, written: str) -> str | None:
        """The one player whose name begins with ``written`` (at least :data:`MIN_PREFIX` letters); None if none or several."""
        key = fold(written)
        if len(key) < MIN_PREFIX or key in GREETINGS:
            return None
        found = {name for folded, name in self.by_fold.items() if folded.startswith(key)}
        return found.pop() if len(found) == 1 else None

    def suggest(self, written: str) -> str | None:
        """The player whose name ``written`` misses by the fewest letters, at most :data:`MAX_SLIP`; None if none or a tie.

        Of Emil and Emilia, ``Emli`` is Emil's slip (one swap; Emilia's is two).
        """
        key = fold(written)
        if len(key) < MIN_PREFIX or key in GREETINGS or key in self.by_fold:
            return None
        by_slips: dict[int, set[str]] = {}
        words = len(key.split())
        for folded, name in self.by_fold.items():
            parts = folded.split()
            lead = " ".join(parts[:words])  # a first name written alone: "Sabiene" for Sabine Hoffmann
            if (count := min(slips(key, folded), slips(key, lead))) <= MAX_SLIP:
                by_slips.setdefault(count, set()).add(name)
        if not by_slips:
            return None
        closest = by_slips[min(by_slips)]
        return closest.pop() if len(closest) == 1 else None

    def _owned(self) -> list[tuple[str, str]]:
        """Each name with the player's it is: the roster's, then the places' earlier names."""
        return [*((name, name) for name in self.names), *self.earlier.items()]

    @cached_property
    def _first_names(self) -> dict[str, tuple[str, ...]]:
        """Each first name (:func:`first_name`) → the players who have it, in the roster's order; a place's
        earlier name's, the place's."""
        found: dict[str, dict[str, None]] = {}
        for name, now in self._owned():
            if key := first_name(name):
                found.setdefault(key, {})[now] = None
        return {key: tuple(players) for key, players in found.items()}

    @cached_property
    def _said(self) -> tuple[tuple[str, str], ...]:
        """Each name said first name first (:func:`~wordmastermind.core.words.spoken_name`), folded, with the
        player's it is."""
        return tuple((fold(spoken_name(name)), now) for name, now in self._owned())

    def with_first_name(self, written: str) -> tuple[str, ...]:
        """The players whose first name (:func:`first_name`) ``written`` is, as players write it: what a round's
        name and a mail's name that is nobody's whole name may stand for. None for a name of several words.

        >>> roster = PlayerNames(["Jan van der Berg", "Jan de Vries", "Anna-Lena Weber", "Müller, Käthe"])
        >>> roster.with_first_name("jan"), roster.with_first_name("Jan de"), roster.with_first_name("Anna")
        (('Jan van der Berg', 'Jan de Vries'), (), ())
        >>> roster.with_first_name("Anna-Lena"), roster.with_first_name("Kaethe"), roster.with_first_name("Müller")
        (('Anna-Lena Weber',), ('Müller, Käthe',), ())
        """
        return self._first_names.get(fold(written), ())

    def sharing(self, written: str) -> tuple[str, ...]:
        """The players whose first name (:meth:`with_first_name`) or surname (as :meth:`surname` reads it)
        ``written`` is (at least :data:`MIN_PREFIX` letters, no greeting), if there are several: ``Anna`` for
        Anna Schmidt and Anna Weber, ``Müller`` for "Müller, Käthe" and Hans Müller; else none.

        >>> PlayerNames(["Anna Schmidt", "Anna Weber", "Annika"]).sharing("anna")
        ('Anna Schmidt', 'Anna Weber')
        >>> PlayerNames(["Müller, Käthe", "Hans Müller", "Emil"]).sharing("Mueller")
        ('Müller, Käthe', 'Hans Müller')
        """
        key = fold(written)
        if len(key) < MIN_PREFIX or key in GREETINGS:
            return ()
        surnamed = (name for said, name in self._said if said.endswith(" " + key))
        found = tuple(dict.fromkeys([*self._first_names.get(key, ()), *surnamed]))
        return found if len(found) > 1 else ()

    def surname(self, written: str) -> str | None:
        """The one player whose name of several words, said first name first, ends with ``written`` (``De Vries``
        for Jan de Vries and for "de Vries, Jan", at least :data:`MIN_PREFIX` letters; never the first name
        after a roster's comma); None if none or several.

        >>> PlayerNames(["de Vries, Jan", "Klaus Meier", "von Berg, Klaus"]).surname("de vries")
        'de Vries, Jan'
        >>> PlayerNames(["Klaus Meier", "von Berg, Klaus"]).surname("Klaus") is None  # their first name
        True
        """
        key = fold(written)
        if len(key) < MIN_PREFIX or key in GREETINGS:
            return None
        found = {name for said, name in self._said if said.endswith(" " + key)}
        return found.pop() if len(found) == 1 else None

    def is_name(self, written: str) -> bool:
        """Whether ``written`` is a player's name, letter for letter (folded)."""
        return fold(written) in self.by_fold
