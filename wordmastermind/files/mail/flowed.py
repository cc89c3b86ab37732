"""The plain text of a mail as RFC 3676 ``format=flowed``: its long paragraphs wrapped, each wrap a soft break.

A mail's plain text had one line per paragraph: the report's paragraphs are wrapped by the text writer, but
not the mail's own words (whom a player may guess at, in a game of 60: a line of 686 characters). A line
longer than :data:`LONGEST` characters is wrapped at spaces (:func:`flowed`) into lines of at most
:data:`WIDTH`, each but the last ending in a space: a soft line break. A mail program that reads
``format=flowed`` (the part is ``text/plain; charset=utf-8; format=flowed; delsp=no``) joins them again and
wraps the paragraph to its window; any other shows the lines as they are.

Lines that must stay as they are are never wrapped: a table's (columns two spaces apart, or indented), a
heading above its underline, a guess line a player copies back (``Emil: LAMPE``: a name and one word), the
signature's ``-- ``. Every other line ends in no space (a hard line break). A line that begins with a space,
``>`` or ``From `` is space-stuffed (a space put before it, which a reader of format=flowed takes away), and
so is every other line of its paragraph: a table's columns stay in line in a program that shows the spaces.

>>> text = "Dear Jo,\\n\\nYou may guess at " + ", ".join(f"Player {n:03}" for n in range(1, 12)) + ".\\nEmil: WORD\\n"
>>> print(flowed(text).replace(" \\n", "\\u2423\\n"))
Dear Jo,
<BLANKLINE>
You may guess at Player 001, Player 002, Player 003, Player 004, Player 005,␣
Player 006, Player 007, Player 008, Player 009, Player 010, Player 011.
Emil: WORD
<BLANKLINE>
>>> print(flowed("Rank  Name\\n----  ----\\n   1  Jo\\n\\nFrom Jo"))
 Rank  Name
 ----  ----
    1  Jo
<BLANKLINE>
 From Jo
>>> unflowed(flowed(text)) == text
True
"""

from __future__ import annotations

import re
from email.message import EmailMessage

from wordmastermind.files.writers.line_breaks import GLUE, glued, wrapped_at_spaces

PARAMETERS = (("format", "flowed"), ("delsp", "no"))
"""The parameters of the plain-text part's ``Content-Type`` that say its lines are flowed."""
LONGEST = 78
"""The longest line left as it is."""
WIDTH = 76
"""The longest a wrapped line gets, its soft break's space not counted."""

_SIGNATURE = "-- "
_GUESS = re.compile(r"[^:]+:\s*\S+")
"""A name and one word after it: a guess line, which a player copies back whole."""
_RULE = re.compile(r"[=-]+")
"""A heading's underline (or a table's rule, which has no space to wrap at)."""
_STUFFED = (" ", ">", "From ")
"""How a line begins that is space-stuffed."""


def flowed(text: str) -> str:
    """``text`` (lines ending in ``\\n``) as format=flowed, delsp=no: see the module's docstring."""
    lines = text.split("\n")
    out: list[str] = []
    paragraph: list[str] = []
    for index, line in enumerate(lines):
        if line != _SIGNATURE:
            line = line.rstrip(" ")
        if not line:
            out += _stuffed(paragraph)
            out.append(line)
            paragraph = []
            continue
        if len(line) <= LONGEST:  # most lines: left as they are (the test _wrapped begins with, without a call)
            paragraph.append(line)
            continue
        paragraph += _wrapped(line, lines[index + 1] if index + 1 < len(lines) else "")
    out += _stuffed(paragraph)
    return "\n".join(out)


def flowed_around(text: str, block: str, block_flowed: str) -> str:
    """:func:`flowed` of ``text``, in which ``block`` (whole lines, ``block_flowed`` its :func:`flowed`) may be:
    where it stands in paragraphs of its own (a blank line or the text's end on each side), its lines are
    flowed as they are alone, so only the rest is flowed again (a mail's report, the same in every mail of a run).

    >>> block = "Rank  Name\\n   1  Jo"
    >>> text = "Dear Jo,\\n\\n" + block + "\\n\\nBye"
    >>> flowed_around(text, block, flowed(block)) == flowed(text)
    True
    """
    at = text.find(block) if block else -1
    end = at + len(block)
    if (at < 0 or (at and not _blank_before(text, at)) or (end < len(text) and not _blank_after(text, end))
            or not block.strip()):
        return flowed(text)
    return "\n".join([*([flowed(text[:at - 1])] if at else []), block_flowed,
                      *([flowed(text[end + 1:])] if end < len(text) else [])])


def _blank_before(text: str, at: int) -> bool:
    """Whether ``text`` has a line end before ``at``, and the line before it is blank (it ends a paragraph)."""
    return text[at - 1] == "\n" and not text[text.rfind("\n", 0, at - 1) + 1:at - 1].strip(" ")


def _blank_after(text: str, end: int) -> bool:
    """Whether ``text`` has a line end at ``end``, and the line after it is blank (it ends a paragraph)."""
    if text[end] != "\n":
        return False
    after = text.find("\n", end + 1)
    return not text[end + 1:after if after >= 0 else len(text)].strip(" ")


def set_flowed(message: EmailMessage, text: str) -> None:
    """Make ``text`` ``message``'s plain-text content, flowed (:func:`flowed`): UTF-8, quoted-printable, its
    ``Content-Type`` saying ``format=flowed; delsp=no`` (:data:`PARAMETERS`). Every plain-text part of the
    players' mails is made so: the round's mails (:mod:`~wordmastermind.files.mail.mime`), the receipts,
    reminders and correction mails (:func:`~wordmastermind.files.mail.receipts.plain_mail`)."""
    message.set_content(flowed(text), subtype="plain", charset="utf-8", cte="quoted-printable")
    for name, value in PARAMETERS:
        message.set_param(name, value)


def kept_as_is(line: str, below: str = "") -> bool:
    """Whether ``line`` (``below`` the line after it) must stay as it is, however long: a table's (columns two
    spaces apart, or indented), a heading above its underline or the underline, a guess line, the signature.
    The mail's other lines are its prose, which a mail program wraps to its window.

    >>> [kept_as_is(line) for line in ("   1  Jo", "=====", "Emil: LAMPE", "-- ", "Dear Jo, you may guess.")]
    [True, True, True, True, False]
    >>> kept_as_is("Round 2", below="=======")
    True
    """
    return bool(line[:1].isspace() or "  " in line or "\t" in line or line == _SIGNATURE or _RULE.fullmatch(line)
                or _GUESS.fullmatch(line) or (below and _RULE.fullmatch(below)))


def _wrapped(line: str, below: str) -> list[str]:
    """``line`` in lines of at most :data:`WIDTH` but the soft break's space, if it is long and may be wrapped."""
    if len(line) <= LONGEST or kept_as_is(line, below):
        return [line]
    pieces = [piece.replace(GLUE, " ") for piece in
              wrapped_at_spaces(glued(line), WIDTH)]
    if len(pieces) < 2 or " ".join(pieces) != line:  # only breaks at one space each: joined, the line again
        return [line]
    return [piece + " " for piece in pieces[:-1]] + [pieces[-1]]


def _stuffed(paragraph: list[str]) -> list[str]:
    """The lines of a paragraph, each with a space before it if one of them needs it (a table stays in line)."""
    if any(line.startswith(_STUFFED) for line in paragraph):
        return [" " + line for line in paragraph]
    return paragraph


def unflowed(text: str, delsp: bool = False) -> str:
    """A format=flowed text as its writer meant it: each paragraph one line, quoted ones too (``> ``).

    Each line's quote depth (its ``>``) is read, then a stuffed space taken away; a line ending in a space
    (but the signature's ``-- ``) goes on in the next of the same depth (``delsp``: without that space).

    >>> unflowed("> Deadline: \\n> Friday.\\n>> Old \\n> new\\nEmil: LAMPE\\n-- \\n Jo")
    '> Deadline: Friday.\\n>> Old \\n> new\\nEmil: LAMPE\\n-- \\nJo'
    """
    out: list[str] = []
    pieces: list[str] = []  # of a paragraph that goes on in the next line (joined once: linear time)
    at = 0  # its depth
    for raw in text.split("\n"):
        depth = len(raw) - len(raw.lstrip(">"))
        line = raw[depth:]
        line = line[1:] if line.startswith(" ") else line
        if pieces and at != depth:  # the depth changed: the paragraph ended
            out.append(_quoted(at, "".join(pieces)))
            pieces = []
        if line.endswith(" ") and line != _SIGNATURE:
            pieces.append(line[:-1] if delsp else line)
            at = depth
            continue
        out.append(_quoted(depth, "".join(pieces) + line))
        pieces = []
    if pieces:
        out.append(_quoted(at, "".join(pieces)))
    return "\n".join(out)


def _quoted(depth: int, line: str) -> str:
    return ">" * depth + (" " + line if line else "") if depth else line
