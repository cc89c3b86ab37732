"""A few words' German noun entries, read straight from german-nouns' CSV while its cache is built.

The first German word check on a machine without the lists' cache need not
wait for the whole build (:mod:`wordmastermind.files.lexicon_build`, about a
second): :func:`early_nouns` finds the lines of the CSV that can hold the
words asked, reads just those the way the build reads them all
(:func:`~wordmastermind.files.noun_lines.read_noun_lines`), and gives a
lexicon whose answer for each of those words
(:func:`~wordmastermind.core.lexicon.check_noun`) is the built lists' answer;
about any other word it says nothing. A tenth of a second or so, in a
process of its own (:func:`looked_up`: the builder's, ``LANG lookup``), so
that the app's window never waits for Python's lock meanwhile.

The lines that can hold a word are found in the list's bytes with their
ASCII letters made upper case: the word is looked for as the list may spell
it, each letter beyond ASCII as each character of the list that normalising
(NFC, upper case, ß as ẞ) makes that letter (Ä: ä or Ä). That holds for a
character that is one such letter on its own and composes with nothing
beside it; the lines with any other character (a combining mark, ı, ﬁ, a
sign that NFC replaces) are always read. A word with more spellings than
:data:`SPELLINGS` is found by the runs of its ASCII letters instead. Lines
that are not one row each (a quoted cell over two lines, a lone carriage
return) are not looked in: where one could hold a word, no word is answered.
"""

from __future__ import annotations

import itertools
import json
import re
import subprocess
import unicodedata
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from typing import NamedTuple

from wordmastermind.core.lexicon import Lexicon
from wordmastermind.core.spelling import is_word
from wordmastermind.core.words import normalize_word, normalize_words
from wordmastermind.files.noun_lines import noun_list, read_noun_lines

PIECE = 1 << 21
"""The list is searched two MiB at a time."""
SPELLINGS = 8
"""At most so many spellings of a word are looked for; else the lines with its ASCII letters."""
_ASCII_RUN = re.compile("[A-Z]+")


LOOKUP = "lookup"
"""The builder's argument (after the language) that makes it look words up (:func:`looked_up`)."""


class EarlyNouns(NamedTuple):
    """The noun entries of :attr:`words` (normalised): :attr:`lexicon` answers for them, and only them."""

    lexicon: Lexicon
    words: frozenset[str]


def early_nouns(words: Iterable[str]) -> EarlyNouns:
    """The entries of ``words`` in the installed german-nouns' CSV."""
    return nouns_in(noun_list().read_bytes(), words)


def looked_up(words: Collection[str]) -> EarlyNouns:
    """:func:`early_nouns`, in a process of its own (the builder's, see
    :mod:`wordmastermind.files.lexicon_build`): the app's threads never wait for Python's lock meanwhile.

    A :class:`~wordmastermind.files.lexicon_store.LexiconError` if it fails.
    """
    from wordmastermind.files.lexicon_store import LexiconError, build_command

    try:
        done = subprocess.run(
            build_command("de", LOOKUP),
            input="\n".join(words).encode("utf-8"),
            capture_output=True,
            check=False,
            creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),
        )
    except OSError as error:
        raise LexiconError(str(error.strerror or error)) from None
    early = decode(done.stdout) if done.returncode == 0 else None
    if early is None:
        raise LexiconError(done.stderr.decode("utf-8", "replace").strip() or f"exit code {done.returncode}")
    return early


def encode(early: EarlyNouns) -> bytes:
    """``early`` as a line of JSON (:func:`decode` reads it)."""
    lexicon = early.lexicon
    return json.dumps({
        "words": sorted(early.words),
        "nouns": sorted(lexicon.nouns),
        "forms": {word: [list(form) for form in forms] for word, forms in lexicon.forms.items()},
        "others": dict(lexicon.others),
    }, ensure_ascii=False).encode("utf-8")


def decode(data: bytes) -> EarlyNouns | None:
    """What :func:`encode` wrote, or None if it is not that."""
    try:
        made = json.loads(data)
        forms = {word: tuple((kind, head) for kind, head in entries) for word, entries in made["forms"].items()}
        lexicon = Lexicon("de", nouns=frozenset(made["nouns"]), forms=forms, others=dict(made["others"]))
        return EarlyNouns(lexicon, frozenset(made["words"]))
    except (ValueError, TypeError, KeyError, AttributeError):
        return None


def nouns_in(raw: bytes, words: Iterable[str]) -> EarlyNouns:
    """The entries of ``words`` in the german-nouns CSV ``raw`` (its bytes, UTF-8)."""
    header_end = _line_end(raw, 0)
    spans, answered = lines_holding(raw, header_end, words)
    lines = [(0, header_end), *sorted(spans)]
    if not _plain(raw, lines):
        return EarlyNouns(Lexicon("de"), frozenset())
    try:
        texts = [raw[start:end].decode("utf-8") for start, end in lines]
    except UnicodeDecodeError:
        return EarlyNouns(Lexicon("de"), frozenset())
    nouns, forms, others = read_noun_lines(texts).result()
    return EarlyNouns(
        Lexicon(
            "de",
            nouns=nouns & answered,
            forms={word: forms[word] for word in answered if word in forms},
            others={word: others[word] for word in answered if word in others},
        ),
        frozenset(answered),
    )


def lines_holding(raw: bytes, start: int, words: Iterable[str]) -> tuple[set[tuple[int, int]], set[str]]:
    """Where the lines of ``raw`` (UTF-8) from ``start`` on begin and end that may hold one of ``words``
    (normalised the German way: each line holds the word when normalised as a whole), and which of
    those words all such lines are among: the words that can be answered from these lines alone."""
    wanted = {word for word in map(normalize_word, words) if is_word(word)}
    beyond_ascii = set(raw.translate(None, bytes(range(128))).decode("utf-8", "replace"))
    letters, odd = _letters(beyond_ascii)
    needles = {char.encode("utf-8") for char in odd}
    answered: set[str] = set()
    by_runs: list[list[bytes]] = []
    for word in wanted:
        spellings = list(itertools.islice(_spellings(word, letters), SPELLINGS + 1))
        if len(spellings) <= SPELLINGS:
            needles.update(spelling.encode("utf-8") for spelling in spellings)
        else:
            runs = [run.encode("ascii") for run in _ASCII_RUN.findall(word)]
            if not runs:
                continue  # too many lines could hold it: the built lists answer
            by_runs.append(runs)
        answered.add(word)
    spans = _lines_with(raw, start, needles)
    for runs in by_runs:
        spans.update(
            (begin, end)
            for begin, end in _lines_with(raw, start, [max(runs, key=len)])
            if all(run in raw[begin:end].upper() for run in runs)
        )
    return spans, answered


def _letters(chars: Collection[str]) -> tuple[dict[str, list[str]], list[str]]:
    """Each letter beyond ASCII that some of ``chars`` are on their own and beside any of ``chars`` or
    ASCII (normalised: :func:`_letter`), with those characters; and the characters that are none."""
    # Beside a few dozen at once, a line break between: a line break composes with nothing, and
    # nothing with it; and where none of them composes, NFC only glances at them.
    befores = [*map(chr, range(128)), *chars]
    groups = [befores[at : at + _GROUP] for at in range(0, len(befores), _GROUP)]
    composed = [[unicodedata.normalize("NFC", before) for before in group] for group in groups]
    letters: dict[str, list[str]] = {}
    odd = []
    for char in chars:
        letter = _letter(char)
        joint = char + "\n"
        if letter is None or any(
            unicodedata.normalize("NFC", joint.join(group) + char) != joint.join(made) + char
            for group, made in zip(groups, composed, strict=True)
        ):
            odd.append(char)
        else:
            letters.setdefault(letter, []).append(char)
    return letters, odd


_GROUP = 16
"""How many characters :func:`_letters` puts beside a character at once."""


def _letter(char: str) -> str | None:
    """The letter beyond ASCII that ``char`` is on its own, normalised; None if it is none."""
    letter = normalize_words(char)
    if len(letter) != 1 or letter.isascii() or unicodedata.normalize("NFC", char) != char or unicodedata.combining(char):
        return None
    return letter


def _spellings(word: str, letters: Mapping[str, Sequence[str]]) -> Iterator[str]:
    """``word`` as the list may spell it, ASCII letters in upper case."""
    choices = [[char] if char.isascii() else letters.get(char, []) for char in word]
    return map("".join, itertools.product(*choices))


def _line_end(raw: bytes, start: int) -> int:
    end = raw.find(b"\n", start)
    return len(raw) if end < 0 else end + 1


def _lines_with(raw: bytes, start: int, needles: Collection[bytes]) -> set[tuple[int, int]]:
    """Where the lines of ``raw`` from ``start`` on start and end that, their ASCII letters made upper
    case, hold one of ``needles``; made upper case a piece at a time, not as a second copy of all."""
    spans = set()
    overlap = max(map(len, needles), default=1) - 1
    for at in range(start, len(raw), PIECE):
        piece = raw[at : at + PIECE + overlap].upper()
        for needle in needles:
            found = piece.find(needle)
            while 0 <= found < PIECE:  # one that begins further on is the next piece's
                end = _line_end(raw, at + found)
                spans.add((raw.rfind(b"\n", 0, at + found) + 1, end))
                found = piece.find(needle, end - at)
    return spans


def _plain(raw: bytes, spans: list[tuple[int, int]]) -> bool:
    """Whether each line of ``spans`` (in order) is a row of its own: not in or with an open quote,
    no carriage return but at its end."""
    before, counted = 0, 0
    for start, end in spans:
        before += raw.count(b'"', counted, start)
        line = raw[start:end]
        line = line[:-2] if line.endswith(b"\r\n") else line.rstrip(b"\n")
        if before % 2 or line.count(b'"') % 2 or b"\r" in line.rstrip(b"\r"):
            return False
        before, counted = before + line.count(b'"'), end
    return True
