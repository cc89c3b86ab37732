"""The game master's example of how to answer, as it stands in a player's reply: never a guess.

The report says how to answer in a sentence with an example in the
language's quotes: ``So antwortest du: ein Rateversuch je Zeile, als
„Otto: WORT“: der Name des Spielers, …`` (``"Otto: WORD"``, ``“Otto: WOORD”``,
``« Otto : MOT »``; where the word could be a guess, question marks:
``„Otto: ????“``). The reader of the guesses
(:mod:`~wordmastermind.core.wmm.mail_guesses`) leaves out

- a line of that sentence (:func:`is_example_sentence`), as a mail program
  may break it off a quote and leave it without its ``>``: the example and
  the colon after it (``„Otto: WORT“:``, ``„Otto: WORT“: der Name``);
- in a reply to a mail of the old answer form (which wrote the language's
  word where it could be a guess), a line exactly as that mail wrote it
  (:func:`as_written`): an answer line, or the sentence's example copied out
  of it, with its quotes or without.

>>> is_example_sentence("„Otto: WORT“: der Name des Spielers, bei dem du rätst"), is_example_sentence("„Otto: BROT“:")
(True, False)
>>> sorted(as_written(frozenset({"So antwortest du: als „Otto: WORT“: der Name", "Beatrix: WORT"})))[:3]
['Beatrix: WORT', 'Otto: WORT', 'So antwortest du: als „Otto: WORT“: der Name']
>>> sorted(as_written(frozenset({"Emil: MOT"}), quoted=False))
['"Emil: MOT"', 'Emil: MOT', '« Emil: MOT »', '“Emil: MOT”', '„Emil: MOT“']
"""

from __future__ import annotations

import re
from collections.abc import Collection

from wordmastermind.core.wmm.next_round import ANSWER_WORDS, BLANK
from wordmastermind.core.wmm.reply_quotes import spaced

_OPENS, _CLOSES = "„“\"«‹»", "“”\"»«›‹"
"""The quotes the example may stand in, opening and closing (German ``„…“`` and ``»…«``, French ``«…»``)."""
_EXAMPLE = (rf"\s*(?P<line>[^\s:{_OPENS}{_CLOSES}][^:{_OPENS}{_CLOSES}]{{0,60}}:\s*(?:"
            + "|".join(sorted(ANSWER_WORDS)) + "|" + re.escape(BLANK) + rf"+))\s*[{_CLOSES}]")
_INLINE = re.compile(f"[{_OPENS}]{_EXAMPLE}")
"""The example in its quotes: a name, ``:``, the language's word or question marks."""
_SENTENCE = re.compile(rf"[{_OPENS}]?{_EXAMPLE}\s*:")
"""The example and the colon that goes on to say what it means (its opening quote may stand on the line before)."""
_QUOTES = (("„", "“"), ('"', '"'), ("“", "”"), ("« ", " »"))
"""How the example's quotes are written in German, English, Dutch and French."""


def is_example_sentence(line: str) -> bool:
    """Whether ``line`` holds the example of the sentence that says how to answer, and the colon after it."""
    return _SENTENCE.search(line) is not None


def as_written(lines: Collection[str], quoted: bool = True) -> frozenset[str]:
    """The lines a mail wrote (spaced as :func:`~.reply_quotes.spaced` has them), with the example of any of
    them, in its quotes and without; ``quoted``: the lines are the mail's quote, else lines the old form wrote
    (``Emil: WORT``) that a reply quoting nothing may hold, each also in each language's quotes (which player
    the mail's example named is not known)."""
    if not quoted:
        return frozenset(lines) | {f"{opening}{line}{closing}" for line in lines for opening, closing in _QUOTES}
    found = [(match.group(), match.group("line")) for line in lines for match in _INLINE.finditer(line)]
    return frozenset(lines) | {spaced(text) for pair in found for text in pair}
