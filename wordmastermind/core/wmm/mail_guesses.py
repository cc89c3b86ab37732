"""A player's mail text read line by line: the guesses in it, and every other line with the reason.

The sender is the guesser, so a line names only the target and the word:
``Gustav: SAHNE``, ``Gustav SAHNE`` or ``Gustav - SAHNE``, any case. Quoted
lines (``>``) and everything after a signature line (``-- ``) are left out
without a word; blank lines too. A line that does not begin with a
player's name is *ignored* (a greeting, say); one that begins with a name
but does not go on with exactly one word is *broken*: the player meant a
guess there, and the mail is not taken until it is clear.

>>> read = read_mail_text(
...     "Hallo Spielleiter,\\n\\ngustav: sahne\\nAnna Maria - BÄREN\\nEmil SAL AT\\n> Alfons: TOLLE\\n-- \\nEmil LAMPE\\n",
...     ["Alfons", "Gustav", "Anna Maria", "Emil"])
>>> [(line.number, line.target, line.word) for line in read.guesses]
[(3, 'Gustav', 'SAHNE'), (4, 'Anna Maria', 'BÄREN')]
>>> [(line.number, line.text) for line in read.ignored]
[(1, 'Hallo Spielleiter,')]
>>> [(line.number, line.reason) for line in read.broken]
[(5, 'write a player\\'s name and one word, as "Emil: WORD"')]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from wordmastermind.core.messages import WMM
from wordmastermind.core.words import normalize_word

_SEPARATORS = ":-–—"
"""What may stand between the name and the word, besides spaces."""
_SHOWN_LENGTH = 60


@dataclass(frozen=True, slots=True)
class GuessLine:
    """A line read as a guess: at ``target`` (the roster's spelling), the ``word``."""

    number: int
    text: str
    target: str
    word: str


@dataclass(frozen=True, slots=True)
class OtherLine:
    """A line not read as a guess, and why (for an ignored line: it names no player)."""

    number: int
    text: str
    reason: str


@dataclass(frozen=True, slots=True)
class MailText:
    guesses: tuple[GuessLine, ...]
    ignored: tuple[OtherLine, ...]
    broken: tuple[OtherLine, ...]


def shown(text: str) -> str:
    """A line as quoted in a message, cut short if it is long."""
    text = text.strip()
    return text if len(text) <= _SHOWN_LENGTH else text[: _SHOWN_LENGTH - 1] + "…"


def read_mail_text(text: str, names: Iterable[str]) -> MailText:
    """The guesses and the other lines of a mail's text; ``names`` are the roster's."""
    # the longest name first: "Anna Maria" before "Anna"
    ordered = sorted({name for name in names if name}, key=len, reverse=True)
    folded = [(name, name.casefold()) for name in ordered]  # matched letter for letter, any case
    guesses: list[GuessLine] = []
    ignored: list[OtherLine] = []
    broken: list[OtherLine] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        if raw.rstrip() == "--":  # the signature line, "-- " (its space often lost on the way)
            break
        line = raw.strip()
        if not line or line.startswith(">"):
            continue
        found = _name_at_start(line, folded)
        if found is None:
            ignored.append(OtherLine(number, shown(line), WMM.say("intake.no_player")))
            continue
        name, rest = found
        words = rest.split()
        if len(words) == 1:
            guesses.append(GuessLine(number, shown(line), name, normalize_word(words[0])))
        elif not words:
            ignored.append(OtherLine(number, shown(line), WMM.say("intake.no_word")))
        else:
            broken.append(OtherLine(number, shown(line), WMM.say("intake.one_word", name=name)))
    return MailText(tuple(guesses), tuple(ignored), tuple(broken))


def _name_at_start(line: str, names: list[tuple[str, str]]) -> tuple[str, str] | None:
    """The roster name ``line`` begins with, and the rest after the separator; None if none."""
    for name, key in names:
        if line[: len(name)].casefold() != key:
            continue
        rest = line[len(name):]
        if rest and not (rest[0].isspace() or rest[0] in _SEPARATORS):
            continue  # "Emilia" is not "Emil"
        rest = rest.strip()
        if rest[:1] and rest[0] in _SEPARATORS:
            rest = rest[1:]
        return name, rest.strip()
    return None
