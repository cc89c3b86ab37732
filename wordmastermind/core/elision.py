"""French elision before a value put into a text: ``le mot de {name}`` with Amélie is ``le mot d’Amélie``.

A French translation writes ``de {name}`` and ``que {name}`` as for any
name; whether the *e* goes depends on the name, known only when the text is
made. :func:`elided` rewrites the template for the values it is given, just
before they are put in: ``de`` (and ``que``, ``lorsque``,
``puisque``) before a value that starts with a vowel or a mute *h* loses its
*e* for an apostrophe. A *y* counts as a vowel before a consonant (Yves)
and not before a vowel (Yannick). Numbers, quotes and a value that is no
text are left alone, and so is every other language.

>>> elided("le mot de {name} a été deviné", {"name": "Amélie"})
'le mot d’{name} a été deviné'
>>> elided("le mot de {name} a été deviné", {"name": "Bruno"})
'le mot de {name} a été deviné'
>>> elided("De {name} à {other}, plus de {count} jours", {"name": "Yves", "other": "Yannick", "count": 8})
'D’{name} à {other}, plus de {count} jours'
"""

from __future__ import annotations

import re
from collections.abc import Mapping

APOSTROPHE = "’"
_VOWELS = frozenset("aeiouàâäæéèêëîïôöœùûüh")
_BEFORE_FIELD = re.compile(r"(?<![\w’'])((?:[Dd]|[Qq]u|[Ll]orsqu|[Pp]uisqu)e) \{(\w+)((?:![rsa])?(?::[^{}]*)?)\}")
"""``de {name}``, ``que {name}`` …, the field named (with any conversion or format spec)."""


def starts_with_vowel(value: object) -> bool:
    """Whether French elides before ``value``: a text that starts with a vowel, a (mute) h, or y before
    a consonant."""
    if not isinstance(value, str) or not value:
        return False
    first, second = value[0].casefold(), value[1:2].casefold()
    if first == "y":
        return second != "" and second.isalpha() and second not in _VOWELS
    return first in _VOWELS


def elided(template: str, params: Mapping[str, object]) -> str:
    """``template`` (French) with ``de`` and ``que`` elided before the fields whose values start with a vowel."""
    if "{" not in template:
        return template

    def one(found: re.Match[str]) -> str:
        word, name, rest = found.group(1), found.group(2), found.group(3)
        if not starts_with_vowel(params.get(name)):
            return found.group(0)
        return f"{word[:-1]}{APOSTROPHE}{{{name}{rest}}}"

    return _BEFORE_FIELD.sub(one, template)
