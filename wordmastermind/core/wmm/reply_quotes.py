"""The parts of a reply that are not the player's own: the quoted original, the signature.

A reply holds the game master's mail again, and a player's guesses are read
only from what they wrote themselves. :func:`reply_cuts` finds, in a mail's
lines, the parts not to read:

- ``quote``: a block of ``>`` lines (blank lines between them belong to it),
  with the attribution line before it (``On … wrote:``, ``Am … schrieb …:``,
  ``Op … schreef …:``, ``Le … a écrit :``, also wrapped over two lines as
  Gmail does). The lines after such a block are read again: a player who
  answers below the quote (Thunderbird's bottom-posting) writes there;
- ``original``: Outlook quotes without ``>``, so from its separator
  (``-----Original Message-----``, ``-----Ursprüngliche Nachricht-----``,
  ``-----Oorspronkelijk bericht-----``, ``-----Message d'origine-----``, the
  line of underscores before a header block) or its header block
  (``From: … / Sent: …``, ``Von: … / Gesendet: …``, ``Van: … / Verzonden: …``,
  ``De : … / Envoyé : …``) on, *everything* below is the original, never read;
- ``signature``: from the ``-- `` line (or ``--``) to the next quote, or the end.

:func:`is_closing` tells a sign-off (``Viele Grüße``, ``Best regards``,
``Met vriendelijke groet``, ``Cordialement``): the reader takes a name and
a surname below it for the signature it is, not for a guess.

>>> lines = ["Emil: LAMPE", "", "Am 02.12.2026 um 09:03 schrieb Spielleiter:", "> Hallo,", ">",
...          "> Alfons     Beatrix", "", "Otto: STEIG", "-- ", "Fritz", "", "-----Original Message-----", "Emil: SALAT"]
>>> [(cut.start, cut.end, cut.kind) for cut in reply_cuts(lines)]
[(2, 6, 'quote'), (8, 11, 'signature'), (11, 13, 'original')]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

Kind = Literal["quote", "original", "signature"]

_SEPARATOR = re.compile(
    r"\s*-{2,}\s*(?:original[ -]?message|ursprüngliche\s+nachricht|original-?nachricht|oorspronkelijk\s+bericht"
    r"|origineel\s+bericht|message\s+d['’]origine|message\s+original|forwarded\s+message"
    r"|weitergeleitete\s+nachricht|doorgestuurd\s+bericht|message\s+transféré)\s*-{2,}\s*",
    re.IGNORECASE)
"""Outlook's (and the forwards') line above the original, in the four languages and a few more."""
_FORWARDED = re.compile(
    r"\s*(?:begin\s+forwarded\s+message|anfang\s+der\s+weitergeleiteten\s+(?:nachricht|e-mail)"
    r"|début\s+du\s+message\s+réexpédié|begin\s+doorgestuurd\s+bericht)\s*:\s*", re.IGNORECASE)
_RULE = re.compile(r"\s*_{10,}\s*")
"""Outlook's line of underscores before the header block."""
_HEADER_KEY = re.compile(
    r"\s*\*{0,2}(from|von|van|de|sent|gesendet|verzonden|verstuurd|envoyé|date|datum|to|an|aan|à"
    r"|subject|betreff|onderwerp|objet)\s*\*{0,2}\s*:", re.IGNORECASE)
"""A line of a header block, in the four languages: ``Von:``, ``Envoyé :``, ``*Subject:*``."""
_HEADER_KINDS = {
    "from": "from", "von": "from", "van": "from", "de": "from",
    "sent": "sent", "gesendet": "sent", "verzonden": "sent", "verstuurd": "sent", "envoyé": "sent", "date": "sent",
    "datum": "sent",
    "to": "to", "an": "to", "aan": "to", "à": "to",
    "subject": "subject", "betreff": "subject", "onderwerp": "subject", "objet": "subject",
}
_HEADER_KEYS_ON_A_LINE = re.compile(
    r"(?:^|\s)\*{0,2}(from|von|van|de|sent|gesendet|verzonden|envoyé|date|datum|to|an|aan|à|subject|betreff"
    r"|onderwerp|objet)\s*\*{0,2}\s*:", re.IGNORECASE)
_HEADER_LINES = 5
"""The lines a header block is looked for in (Outlook's: From, Sent, To, Cc, Subject)."""
_LONGEST_HEADER = 500

_VERB = r"(?:wrote|writes|schrieb|schreef|geschreven|a\s+écrit)"
_ATTRIBUTION = re.compile(rf".*\b{_VERB}\b[^:]{{0,80}}:\s*", re.IGNORECASE)
_LONGEST_ATTRIBUTION = 300
_OPENING = re.compile(r"\s*(?:on|am|op|le)\s", re.IGNORECASE)
"""How a two-line attribution starts: ``On …`` / ``Am …`` / ``Op …`` / ``Le …``."""

_CLOSING = re.compile(
    r"\W*(?:(?:viele|liebe|lieben|beste|besten|herzliche|herzlichen|schöne|freundliche|sonnige"
    r"|mit\s+(?:freundlichen|besten|lieben|herzlichen|sportlichen))?\s*gr(?:ü|ue|u)(?:ß|ss)(?:e|le)?n?"
    r"|lg|vg|mfg|tschüss?|ciao|bis\s+(?:bald|dann|zur\s+nächsten\s+runde)"
    r"|(?:best|kind|warm|warmest|kindest)\s+(?:regards|wishes)|regards|best|cheers|yours(?:\s+(?:truly|sincerely))?"
    r"|sincerely|all\s+the\s+best"
    r"|(?:met\s+)?(?:vriendelijke|hartelijke|lieve|veel)?\s*groet(?:en|jes)?|mvg|doei|tot\s+(?:ziens|snel|straks)"
    r"|cordialement|bien\s+(?:à\s+(?:vous|toi)|amicalement|cordialement)|amitiés|amicalement|bises|bisous"
    r"|à\s+bientôt|salutations)(?:[\s,.!]+[^\W\d_][\w.'-]*){0,3}[\s,.!]*",
    re.IGNORECASE)
"""A sign-off line, perhaps with the name after it (``Viele Grüße``, ``LG Emil``, ``Met vriendelijke groet,``)."""


@dataclass(frozen=True, slots=True)
class Cut:
    """Lines ``start`` to ``end`` (0-based, ``end`` not included) are not the player's own text."""

    start: int
    end: int
    kind: Kind


def reply_cuts(lines: Sequence[str]) -> list[Cut]:
    """The quoted blocks, the signature and the original in ``lines``, in order."""
    cuts: list[Cut] = []
    i, count = 0, len(lines)
    while i < count:
        quote_end = _quote_at(lines, i)
        if quote_end:
            cuts.append(Cut(i, quote_end, "quote"))
            i = quote_end
        elif starts_original(lines, i):
            cuts.append(Cut(i, count, "original"))
            break
        elif lines[i].rstrip() == "--":  # "-- ", its space often lost on the way
            end = i + 1
            while end < count and not (_quote_at(lines, end) or starts_original(lines, end)):
                end += 1
            cuts.append(Cut(i, end, "signature"))
            i = end
        else:
            i += 1
    return cuts


def quoted_lines(lines: Sequence[str], cuts: Iterable[Cut]) -> frozenset[str]:
    """The lines of the quote and the original of ``lines`` as the mail answered wrote them: without the ``>``
    before them, their spaces one (:func:`spaced`).

    >>> sorted(quoted_lines(["Emil: LAMPE", "Am Mi. schrieb Joe:", "> > Beatrix:  WORT", "-- ", "Emil"],
    ...                     reply_cuts(["Emil: LAMPE", "Am Mi. schrieb Joe:", "> > Beatrix:  WORT", "-- ", "Emil"])))
    ['Am Mi. schrieb Joe:', 'Beatrix: WORT']
    """
    return frozenset(spaced(lines[i].lstrip("> \t")) for cut in cuts if cut.kind != "signature"
                     for i in range(cut.start, cut.end))


def spaced(line: str) -> str:
    """``line`` with its spaces one and none around it (an HTML mail's text may space it otherwise)."""
    return " ".join(line.split())


def starts_original(lines: Sequence[str], i: int) -> bool:
    """Whether the unquoted original begins at line ``i``: Outlook's separator, or a header block."""
    line = lines[i]
    first = line.lstrip()[:1]
    if first == "-":
        return _SEPARATOR.fullmatch(line) is not None
    if first == "_":
        if _RULE.fullmatch(line) is None:
            return False
        following = _next_filled(lines, i + 1)
        return following is not None and is_header_block(lines, following)
    return _FORWARDED.fullmatch(line) is not None or is_header_block(lines, i)


def is_header_block(lines: Sequence[str], i: int) -> bool:
    """Whether a mail's header block begins at line ``i``, in any of the four languages.

    It names the sender and the date (``From:`` and ``Sent:``, in any order)
    and the receiver or the subject (``To:``, ``Subject:``); a player's own
    ``Von: Emil / Datum: 3.12.`` above their guesses is none.

    >>> is_header_block(["Von: Spielleiter <gm@example.org>", "Gesendet: Mittwoch, 2. Dezember 2026 09:03",
    ...                  "An: Emil", "Betreff: Runde 2"], 0)
    True
    >>> is_header_block(["De : Spielleiter", "Envoyé : mercredi 2 décembre 2026 09:03", "À : Emil"], 0)
    True
    >>> is_header_block(["Gesendet: Mittwoch, 02. Dezember 2026 um 09:03 Uhr", "Von: Spielleiter", "An: Emil"], 0)
    True
    >>> is_header_block(["*From:* Joe *Sent:* Wednesday *To:* Emil *Subject:* Round 2"], 0)
    True
    >>> is_header_block(["Von: Emil Meier", "Datum: 3.12.2026", "", "Alfons: SALAT"], 0)
    False
    """
    first = _HEADER_KEY.match(lines[i])
    if first is None or _HEADER_KINDS[first.group(1).casefold()] not in ("from", "sent"):
        return False
    kinds = {_HEADER_KINDS[key.casefold()] for key in _HEADER_KEYS_ON_A_LINE.findall(lines[i][:_LONGEST_HEADER])}
    for below in lines[i + 1 : i + _HEADER_LINES]:
        key = _HEADER_KEY.match(below)
        if key is not None:
            kinds.add(_HEADER_KINDS[key.group(1).casefold()])
    return {"from", "sent"} <= kinds and bool(kinds & {"to", "subject"})


def is_closing(line: str) -> bool:
    """Whether ``line`` is a sign-off (``Viele Grüße``, ``Best regards, Emil``, ``Groetjes``, ``Cordialement``).

    >>> [is_closing(line) for line in ("Viele Grüße", "LG Emil", "Met vriendelijke groet,", "Bien à vous", "Emil: LAMPE")]
    [True, True, True, True, False]
    """
    return len(line) < 60 and _CLOSING.fullmatch(line) is not None


def is_quoted(line: str) -> bool:
    """Whether ``line`` is quoted with ``>``."""
    return line.lstrip().startswith(">")


def _quote_at(lines: Sequence[str], i: int) -> int:
    """The end of the quote that begins at line ``i`` (with its attribution), or 0 if none does."""
    if is_quoted(lines[i]):
        return _quote_end(lines, i)
    line = lines[i].rstrip()
    if len(line) > _LONGEST_ATTRIBUTION:
        return 0
    if line.endswith(":") and _ATTRIBUTION.fullmatch(line):
        after = i + 1
    elif (i + 1 < len(lines) and _OPENING.match(line) and line[-1:] not in ".!?;:"
          and lines[i + 1].rstrip().endswith(":") and _ATTRIBUTION.fullmatch(line + " " + lines[i + 1].strip())):
        after = i + 2  # Gmail wraps a long one: "On … Spielleiter <" / "gm@example.org> wrote:"
    else:
        return 0
    first = _next_filled(lines, after)
    return _quote_end(lines, first) if first is not None and is_quoted(lines[first]) else 0


def _quote_end(lines: Sequence[str], i: int) -> int:
    """The line after the ``>`` block that line ``i`` is in; blank lines between ``>`` lines are in it."""
    end = i + 1
    j = end
    while j < len(lines):
        line = lines[j]
        if is_quoted(line):
            end = j = j + 1
        elif not line.strip():
            j += 1
        else:
            break
    return end


def _next_filled(lines: Sequence[str], i: int) -> int | None:
    """The first line at or after ``i`` that is not blank (looking a few lines ahead only)."""
    for j in range(i, min(i + 3, len(lines))):
        if lines[j].strip():
            return j
    return None
