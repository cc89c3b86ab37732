"""Wachtwoord's clue words: one word without hyphens, never a part or a form of the password."""

from __future__ import annotations

from collections.abc import Callable

from wordmastermind.core.messages import Message
from wordmastermind.core.spelling import strip_marks
from wordmastermind.core.wachtwoord.dutch_forms import same_word
from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.messages import WACHTWOORD
from wordmastermind.core.wachtwoord.noun_forms import one_noun


_LONG_ENDINGS = (
    "etjes", "etje", "tjes", "pjes", "kjes", "tje", "pje", "kje", "jes", "je",
    "ten", "den", "ens", "en", "te", "de", "es",
)
_SHORT_ENDINGS = ("e", "s", "t", "d")
_VOWELS = set("aeiouy")
_MIN_PART = 3
_MIN_STEM = 4


def _fold(word: str) -> str:
    return strip_marks(word.strip().casefold().replace("\u2019", "'"))


def _collapse(word: str) -> str:
    out: list[str] = []
    for c in word:
        if not out or out[-1] != c:
            out.append(c)
    return "".join(out)


def _stems(word: str) -> list[tuple[str, bool, bool]]:
    """(stem, long ending stripped, ge- stripped) for every reading of ``word``."""
    bases = [(word, False)]
    if word.startswith("ge") and len(word) - 2 >= _MIN_PART:
        bases.append((word[2:], True))
    out = []
    for base, ge in bases:
        out.append((_collapse(base), False, ge))
        for ending in _LONG_ENDINGS + _SHORT_ENDINGS:
            if base.endswith(ending) and len(base) - len(ending) >= _MIN_STEM - 1:
                out.append((_collapse(base[: -len(ending)]), ending in _LONG_ENDINGS, ge))
    return out


def _skeleton(word: str) -> str:
    return "".join(c for c in word if c not in _VOWELS)


def _form_of(a: str, b: str) -> bool:
    for sa, long_a, ge_a in _stems(a):
        for sb, long_b, ge_b in _stems(b):
            if len(sa) < _MIN_STEM - 1 or len(sb) < _MIN_STEM - 1:
                continue
            unchanged = sa == _collapse(a) or sb == _collapse(b)
            if sa == sb and (unchanged or long_a or long_b or ge_a or ge_b):
                return True
            if (ge_a or ge_b) and len(sa) == len(sb) and len(sa) >= _MIN_STEM:
                if _skeleton(sa) == _skeleton(sb) and len(_skeleton(sa)) >= _MIN_PART:
                    return True
    return False


def _changed_vowel(a: str, b: str) -> bool:
    """Stems with the same consonants once an ending is off, a vowel changed ("schepen", "schip")."""
    for sa, long_a, ge_a in _stems(a):
        for sb, long_b, ge_b in _stems(b):
            stripped = sa != _collapse(a) or sb != _collapse(b)
            if not stripped or sa == sb or abs(len(sa) - len(sb)) > 1 or min(len(sa), len(sb)) < _MIN_STEM:
                continue
            if sa[0] == sb[0] and _skeleton(sa) == _skeleton(sb) and len(_skeleton(sa)) >= _MIN_PART:
                return True
    return False


def one_word_problem(word: str, what: str = "clue") -> Message | None:
    """Why ``word`` is not one word without hyphens, or ``None``.

    >>> str(one_word_problem("vergeet-mij-niet"))
    "the clue must be one word without a hyphen: 'vergeet-mij-niet'"
    """
    codes = _ONE_WORD_CODES["password" if what == "password" else "clue"]
    if not word.strip():
        return WACHTWOORD.say(codes[0])
    if any(c.isspace() for c in word.strip()):
        return WACHTWOORD.say(codes[1], word=repr(word.strip()))
    if "-" in word:
        return WACHTWOORD.say(codes[2], word=repr(word.strip()))
    return None


FORM_REFUSED = "wachtwoord.clue.form"
"""The code of :func:`clue_problem`'s refusal of a form: a mechanical finding, which the game leader,
who decides in doubt, may overrule."""

_ONE_WORD_CODES = {
    "clue": ("wachtwoord.clue.empty", "wachtwoord.clue.words", "wachtwoord.clue.hyphen"),
    "password": ("wachtwoord.password.empty", "wachtwoord.password.words", "wachtwoord.password.hyphen"),
}


def clue_problem(clue: str, password: str) -> Message | None:
    """Why ``clue`` may not be given for ``password``, or ``None`` if it may.

    A clue is one word without hyphens (a proper name is fine) and is not a
    part or a form of the password. Case and accents are ignored. Refused:

    - the password itself;
    - a part: the clue, 3 letters or more, occurs inside the password;
    - a form: both share a stem once Dutch endings (-en, -e, -t, -d, -te,
      -de, -s, -je, -tje, ...) and the participle's ge- are taken off, with
      doubled letters counted once; with ge- a changed vowel counts too;
    - a plural or diminutive: both are forms of one noun as Dutch spelling
      makes them, s and f voiced ("huizen", "brieven"), a vowel written once
      ("ogen"), -'s, -ën, -tje, -pje, -etje, -kje
      (:mod:`~wordmastermind.core.wachtwoord.noun_forms`);
    - an irregular form: a plural with a changed vowel or -eren, a strong
      verb's past or participle (:mod:`~wordmastermind.core.wachtwoord.dutch_forms`).

    A clue that merely contains the password, or that may be an irregular
    form not listed (the same consonants once an ending is off, a vowel
    changed, both words known to ``knows``, the Dutch word list), is allowed
    with a warning (:func:`clue_warning`): "kasten" for "kist" is a good clue.

    >>> str(clue_problem("apothek", "apotheker"))
    "'apothek' is a part of the password 'apotheker'"
    >>> str(clue_problem("stelen", "gestolen"))
    "'stelen' is a form of the password 'gestolen'"
    >>> clue_problem("Hitchcock", "griezelfilm") is None
    True
    >>> clue_problem("kater", "kat") is None
    True
    >>> str(clue_problem("schepen", "schip"))
    "'schepen' is a form of the password 'schip'"
    >>> str(clue_problem("liep", "lopen"))
    "'liep' is a form of the password 'lopen'"
    >>> clue_problem("kasten", "kist") is None
    True
    >>> str(clue_problem("huizen", "huis"))
    "'huizen' is a form of the password 'huis'"
    """
    problem = one_word_problem(password, "password")
    if problem:
        raise WachtwoordError(problem)
    problem = one_word_problem(clue, "clue")
    if problem:
        return problem
    c, p = _fold(clue), _fold(password)
    shown_c, shown_p = clue.strip(), password.strip()
    if c == p:
        return WACHTWOORD.say("wachtwoord.clue.itself", clue=repr(shown_c))
    if len(c) >= _MIN_PART and c in p:
        return WACHTWOORD.say("wachtwoord.clue.part", clue=repr(shown_c), password=repr(shown_p))
    if _form_of(c, p) or same_word(c, p) or one_noun(c, p):
        return WACHTWOORD.say(FORM_REFUSED, clue=repr(shown_c), password=repr(shown_p))
    return None


def clue_warning(clue: str, password: str, knows: Callable[[str], bool] | None = None) -> Message | None:
    """A warning about an allowed clue: it contains the password ("kater" for "kat"),
    or it may be an irregular form of it that is not listed: the same
    consonants with a vowel changed, both words known to ``knows`` (the Dutch
    word list).

    The rules forbid only a part or a form of the password; the game master
    decides whether such a clue gives the password away.

    >>> str(clue_warning("kater", "kat"))
    "'kater' contains the password 'kat'"
    >>> str(clue_warning("kasten", "kist", knows=lambda word: True))
    "'kasten' may be a form of the password 'kist': the game master decides"
    >>> clue_warning("poes", "kat") is None
    True
    """
    if one_word_problem(clue, "clue") or one_word_problem(password, "password"):
        return None
    if clue_problem(clue, password) is not None:
        return None
    c, p = _fold(clue), _fold(password)
    shown = {"clue": repr(clue.strip()), "password": repr(password.strip())}
    if c != p and len(p) >= _MIN_PART and p in c:
        return WACHTWOORD.say("wachtwoord.clue.contains", **shown)
    if knows is not None and _changed_vowel(c, p) and knows(clue) and knows(password):
        return WACHTWOORD.say("wachtwoord.clue.maybe_form", **shown)
    return None
