"""A player's mail text read line by line: the guesses in it, and every other line with the reason.

The sender is the guesser, so a guess names only the target and one word:
``Gustav: SAHNE``. Players write it in many ways, and all of these are read:

- the separator ``:``, ``=``, ``-``, ``–``, ``—``, ``->``, ``=>``, ``→``, or
  only spaces or a tab (``Gustav SAHNE``); a bullet (``-``, ``*``, ``•``) or
  a number (``1.``, ``2)``) before the name, and a word saying "at" (``Bei
  Gustav: SAHNE``, ``For``, ``Bij``, ``Pour``…);
- the word in any case, in quotes (``"SAHNE"``, ``„SAHNE“``, ``«SAHNE»``)
  and with a full stop, ``!`` or ``?`` after it; a word with letters the
  game does not allow is still read (the rules are checked by the intake);
- the whole line in quotes, as a French player writes it (``« Emil : SAHNE »``,
  also ``“…”``, ``„…“``, ``"…"``, ``‹…›``, and German books' ``»…«``), when what is inside is a guess,
  also with the closing quote left out (``« Emil : SAHNE``) or on the next line, where the mail program wrapped it;
  no-break spaces (U+00A0, U+202F, as French typing puts them inside ``« »``
  and before ``:``) count as spaces everywhere in a line (a line is read
  with every such space made a plain one);
- several guesses on a line, parted by ``,`` or ``;``, when every part is one;
- the name in any case, with ``ae``/``oe``/``ue``/``ss`` for ``ä``/``ö``/``ü``/``ß``,
  or only its first letters where no other name begins so
  (:mod:`~wordmastermind.core.wmm.player_names`).

The game master's quoted mail, the signature and what follows the first
1,000 lines are not read; each is listed as *one* ignored line
(:mod:`~wordmastermind.core.wmm.reply_quotes`). Text below a ``>`` quote is
read (Thunderbird's users answer below it); nothing below Outlook's
separator or header block is, nor anything of the quoted mail in HTML
(:mod:`wordmastermind.files.mail.html_text` marks it). A line is *ignored* when it
names no player (a greeting), names one without a word, holds more than one
word after the name with no separator (a sentence, or a quoted table's row),
or a name and a word that is a player's name with only spaces between (a
row of the lot's table); also a player's name and surname after the sign-off
(``Viele Grüße`` / ``Emil Mustermann``); and an example line of the game
master's, not filled in (``Emil: WORT``, or a question mark for each
letter, ``Emil: ?????``, where the language's word could be a guess: the
players are shown how to answer, :mod:`~wordmastermind.core.wmm.next_round`), or a line of the sentence that
gives the example (``als „Otto: WORT“: der Name …``, ``„Otto: ????“:``, as a mail program may break it off a
quote): the example in quotes with the language's word or question marks, and a colon after it;
in a game of 4-letter words, ``Emil: WORT`` is a guess, but for the line exactly as the quoted mail wrote it
(an answer line, or the sentence's example, ``„Otto: WORT“`` or ``Otto: WORT``; quoting nothing, as that form wrote
an answer line, also in the example's quotes) where the reply answers a mail written before the lines said question
marks (``old_form``): that one is read as left unfilled, and the reason says so and how to guess the word,
``Emil: wort``, which is the player's guess. It is *broken* when
the player meant a guess but it cannot be read: a name, a separator, and then
no word (``Otto = ???`` in a game of 5-letter words) or more than one
(``Emil: SAL AT``); the mail is not taken until it is
clear. A guess at a name that is no player's but close to one
(``Emli: TASCH``; of several words, ``Jan de Vris: TASSE``, or the
surname alone, ``De Vries: TISCH``) is a :class:`Suggestion`, for the game
master to accept; one at a name close to none (``Stefan: TASSE``) is ignored,
saying "Stefan is no player", which a receipt tells the player (a line that
names no player and is no guess, a greeting, it does not).

>>> read = read_mail_text(
...     "Hallo Spielleiter,\\n\\ngustav: sahne.\\n- Anna Maria = „BÄREN“\\nEmil: SAL AT\\nEmli: TASCH\\n"
...     "> Alfons: TOLLE\\n-- \\nEmil LAMPE\\n",
...     ["Alfons", "Gustav", "Anna Maria", "Emil"])
>>> [(line.number, line.target, line.word) for line in read.guesses]
[(3, 'Gustav', 'SAHNE'), (4, 'Anna Maria', 'BÄREN')]
>>> [(line.number, line.text, str(line.reason)) for line in read.ignored]
[(1, 'Hallo Spielleiter,', 'names no player'), (7, '> Alfons: TOLLE', 'the quoted original (1 line): not read'), (8, '--', 'the signature (2 lines): not read')]
>>> [(line.number, str(line.reason)) for line in read.broken]
[(5, 'write a player\\'s name and one word, as "Emil: WORD"')]
>>> [(s.number, s.written, s.target, s.word) for s in read.suggestions]
[(6, 'Emli', 'Emil', 'TASCH')]
>>> [(line.target, line.word) for line in read_mail_text(
...     "«\\u00a0Anna Maria\\u00a0: LAMPE\\u00a0»\\n“Gustav: SAHNE”", ["Gustav", "Anna Maria"]).guesses]
[('Anna Maria', 'LAMPE'), ('Gustav', 'SAHNE')]
>>> read = read_mail_text("Emil: WORT\\nGustav: ????\\nAlfons: WORD\\nGustav: ???\\n", ["Alfons", "Gustav", "Emil"],
...                       length=4)
>>> [(line.target, line.word) for line in read.guesses], [line.number for line in read.ignored]
([('Emil', 'WORT'), ('Alfons', 'WORD')], [2])
>>> [line.number for line in read.broken]
[4]
>>> read = read_mail_text("Emil: WORT\\nGustav: WORT\\nGustav: wort\\n\\n> Emil: WORT\\n", ["Gustav", "Emil"], length=4,
...                       old_form=True)
>>> [(line.number, line.word) for line in read.guesses]
[(2, 'WORT'), (3, 'WORT')]
>>> print(read.ignored[0].number, read.ignored[0].reason)
1 exactly as in the game master's mail, where it was to be filled in: read as not filled in, not as a guess; if you \
mean WORT, write it in small letters: "Emil: wort"
>>> read = read_mail_text("„Otto: WORT“:\\nOtto: WORT\\n\\nAm Mi. schrieb Joe:\\n> So antwortest du: als „Otto: WORT“: der "
...                       "Name\\n", ["Otto", "Emil"], length=4, old_form=True)
>>> read.guesses, [(line.number, line.reason.code) for line in read.ignored]
((), [(1, 'intake.example'), (2, 'intake.old_example'), (4, 'intake.quoted')])
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import Literal, NamedTuple

from wordmastermind.core.messages import Message, Table
from wordmastermind.core.printable import printable
from wordmastermind.core.wmm.answer_examples import as_written, is_example_sentence
from wordmastermind.core.wmm.next_round import ANSWER_WORDS, BLANK, unfilled
from wordmastermind.core.wmm.player_names import PlayerNames
from wordmastermind.core.wmm.reply_quotes import is_closing, quoted_lines, reply_cuts, spaced
from wordmastermind.core.words import normalize_word

MAIL_LINES = Table({
    "intake.no_player": "names no player",
    "intake.no_word": "a name without a word",
    "intake.one_word": "write a player's name and one word, as \"{name}: WORD\"",
    "intake.not_a_guess": "more than one word after {name}, and no \":\" between: not read as a guess",
    "intake.table_row": "{name} and {other} are both players: a table's row, not a guess",
    "intake.signed": "a name after the sign-off: the signature, not a guess",
    "intake.example": "the example line, not filled in: not read as a guess",
    "intake.old_example": "exactly as in the game master's mail, where it was to be filled in: read as not filled in, not "
                          "as a guess; if you mean {word}, write it in small letters: \"{name}: {small}\"",
    "intake.own_name": "the sender's own name and a word, no \":\" between: not read as a guess",
    "intake.own_signature": "the sender's own name alone: a signature, not a guess",
    "intake.did_you_mean": "{written} is no player: did you mean {target}?",
    "intake.unknown_name": "{written} is no player",
    "intake.shared_name": "{written} is the name of several players ({names}): write the whole name, as \"{name}: WORD\"",
    "intake.quoted": ("the quoted original ({count} line): not read", "the quoted original ({count} lines): not read"),
    "intake.signature": ("the signature ({count} line): not read", "the signature ({count} lines): not read"),
    "intake.more_lines": ("{count} more line not read", "{count} more lines not read"),
})
"""What the reader says of a line that is not a guess (the catalogs translate it)."""

MAX_LINES = 1_000
"""The lines of a mail's text that are read; the rest is one ignored line."""
_LONGEST_LINE = 1_000
"""The characters of a line that are read: a guess is far shorter."""
_SHOWN_LENGTH = 60
_LONGEST_NAME = 4
"""The words of a name no player has that a guess-shaped line is read as written at (``Für alle: SALAT``);
before a longer text and one word, a line is a sentence (``Das ist mein Tipp für diese Runde: SALAT``)."""

_BULLET = re.compile(r"\s*(?:[-–—*•·◦▪‣§]+\s*|\(?\d{1,3}[.)]\s*)?")
"""A list's bullet or number before the name (``·`` and ``§`` are Outlook's bullets in its HTML's text)."""
_AT = re.compile(r"(?i)(?:bei|für|fuer|an|at|for|bij|voor|aan|pour|chez|sur)\s+")
"""A word before the name that says "at" (``Bei Emil: LAMPE``), as the round's mail says "you may guess at
Emil", in English, German, Dutch and French."""
_EXPLICIT = re.compile(r"\s*(?:-+>|=+>|[→⇒:=–—-])\s*")
"""A separator that says "the word follows": ``:``, ``=``, a dash, an arrow."""
_NAME_ENDS = re.compile(r"\s*(?:-+>|=+>|[→⇒:=])|\s+[–—-]\s")
"""A separator after a name of several words (``Jan de Vris: TASSE``): not a hyphen inside one (``Pieter-Jan``)."""
_TOKEN = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*")
_WORD_END = re.compile(r"\w+")
_PIECES = re.compile(r"[,;]")
_WRAPPERS = {"«": "»", "“": "”", "„": "“”", '"': '"', "‹": "›", "»": "«", "›": "‹"}
"""The quotes a whole line may stand in (``« Emil : LAMPE »``, ``“Emil: LAMPE”``): each opening one, and the closing
ones that go with it (German ``„…“`` and ``»…«``, Dutch ``„…”``)."""
_AFTER_QUOTES = ".!?…"
"""What may follow the quotes a line stands in, as it may follow a word (``« Emil : LAMPE ».``)."""
_READ_INSIDE = frozenset({"guess", "suggestion", "example", "shared_name", "unknown_name"})
"""What a line in quotes is read as, if the line inside is: a name and one word, as without the quotes."""
_PUNCTUATION = "\"'„“”‚‘’«»‹›*_()[]{}.!?,;:…"
"""What may stand around the word: quotes, emphasis, brackets, a full stop."""
_HAS_LETTER = re.compile(r"\w")
_BLANKS = re.compile(r"[\s*_]*(?:-+>|=+>|[→⇒:=–—-])[\s\"'„“”‚‘’«»‹›*_(\[]*("
                     + re.escape(BLANK) + r"+)[\s\"'„“”‚‘’«»‹›*_)\].!]*")
"""A separator and only question marks after a name (``Emil: ????``, ``Emil: „?????“``): the answer line as the
report wrote it where the language's word could be a guess, if there is one a letter."""

_Kind = Literal["guess", "suggestion", "unknown_name", "no_player", "no_word", "not_a_guess", "table_row", "broken",
                "shared_name", "example", "sentence"]


@dataclass(frozen=True, slots=True)
class GuessLine:
    """A line read as a guess: at ``target`` (the roster's spelling), the ``word``."""

    number: int
    text: str
    target: str
    word: str
    spaced: bool = False
    """Only white space between the name and the word (``Otto hier``): no separator says "a guess"."""


@dataclass(frozen=True, slots=True)
class OtherLine:
    """A line not read as a guess, and why (``reason``: a message of :data:`MAIL_LINES`, or the intake's)."""

    number: int
    text: str
    reason: Message


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A guess at ``written``, a name that is no player's but close to ``target``'s: only taken if accepted."""

    number: int
    text: str
    written: str
    target: str
    word: str

    def guess(self) -> GuessLine:
        """The line as a guess at :attr:`target`."""
        return GuessLine(self.number, self.text, self.target, self.word)

    @property
    def reason(self) -> Message:
        """Why it is not taken as it is: ``Emli is no player: did you mean Emil?``."""
        return MAIL_LINES.say("intake.did_you_mean", written=self.written, target=self.target)


@dataclass(frozen=True, slots=True)
class MailText:
    guesses: tuple[GuessLine, ...]
    ignored: tuple[OtherLine, ...]
    broken: tuple[OtherLine, ...]
    suggestions: tuple[Suggestion, ...] = ()


class _Read(NamedTuple):
    """What one guess-sized piece of a line is."""

    kind: _Kind
    name: str = ""
    """The player named (for a suggestion: the one meant)."""
    word: str = ""
    written: str = ""
    """The name as written, for a suggestion; the player the word names, for a table's row."""
    spaced: bool = False
    """Only white space between the name and the word."""
    sharers: tuple[str, ...] = ()
    """The players whose first name the name written is, for a shared name."""


def shown(text: str) -> str:
    """A line as quoted in a message: its escapes, controls and bidi characters gone, cut short if it is long."""
    text = printable(text)
    return text if len(text) <= _SHOWN_LENGTH else text[: _SHOWN_LENGTH - 1] + "…"


def read_mail_text(text: str, names: Iterable[str], earlier: Mapping[str, str] | None = None, *,
                   length: int | None = None, old_form: bool = False,
                   unquoted_form: Collection[str] = ()) -> MailText:
    """The guesses and the other lines of a mail's text; ``names`` are the roster's, ``earlier`` the names of
    places taken over, each with its name now (a guess at the place under its old name is at the place);
    ``length`` the game's word length, which the answer lines' word left unfilled does not have (None: not known,
    a language's word is never a guess); ``old_form``: the mail may answer one that wrote the answer lines with
    the language's word where it could be a guess (it names no mail of the sent log, which keeps those written
    since): a line as its quote has it (``Emil: WORT``) was left unfilled; so was one of ``unquoted_form`` in a
    mail that quotes nothing (the lines that form wrote)."""
    players = PlayerNames(names, earlier)
    lines, more, unread = _first_lines(text, MAX_LINES)
    guesses: list[GuessLine] = []
    ignored: list[OtherLine] = []
    broken: list[OtherLine] = []
    suggestions: list[Suggestion] = []
    cuts = {cut.start: cut for cut in reply_cuts(lines)}
    quoted = any(cut.kind != "signature" for cut in cuts.values())
    form = as_written(quoted_lines(lines, cuts.values()) if quoted else unquoted_form, quoted) if old_form \
        else frozenset()
    signed_off = False
    i = 0
    while i < len(lines):
        cut = cuts.get(i)
        if cut is not None:
            if cut.kind == "original":
                count, more = cut.end - cut.start + more, 0
            else:
                count = cut.end - cut.start
            code = "intake.signature" if cut.kind == "signature" else "intake.quoted"
            ignored.append(OtherLine(i + 1, shown(lines[i]), MAIL_LINES.say(code, count=count)))
            i = cut.end
            continue
        line, number = lines[i], i + 1
        i += 1
        if not line.strip():
            continue
        reads = _read_line(line, players)
        text_shown = shown(line)
        for read in reads:
            if read.kind == "guess" and read.spaced and signed_off:
                ignored.append(OtherLine(number, text_shown, MAIL_LINES.say("intake.signed")))
            elif read.kind == "example" and len(read.word) != length:  # "Otto = ???": no word, and no example
                broken.append(OtherLine(number, text_shown, MAIL_LINES.say("intake.one_word", name=read.name)))
            elif read.kind in ("example", "sentence") or (read.kind == "guess" and unfilled(read.word, length)):
                ignored.append(OtherLine(number, text_shown, MAIL_LINES.say("intake.example")))
            elif read.kind == "guess" and read.word in ANSWER_WORDS and spaced(line) in form:  # as the mail wrote it
                ignored.append(OtherLine(number, text_shown, MAIL_LINES.say(
                    "intake.old_example", name=read.name, word=read.word, small=read.word.lower())))
            elif read.kind == "guess":
                guesses.append(GuessLine(number, text_shown, read.name, read.word, read.spaced))
            elif read.kind == "suggestion":
                suggestions.append(Suggestion(number, text_shown, read.written, read.name, read.word))
            elif read.kind == "broken":
                broken.append(OtherLine(number, text_shown, MAIL_LINES.say("intake.one_word", name=read.name)))
            elif read.kind == "shared_name":  # "Anna: BIRKE" with two Annas: the mail waits for the game master
                broken.append(OtherLine(number, text_shown, MAIL_LINES.say(
                    "intake.shared_name", written=shown(read.written), names=", ".join(read.sharers),
                    name=read.sharers[0])))
            else:
                ignored.append(OtherLine(number, text_shown, _reason(read)))
        signed_off = signed_off or is_closing(line.strip())
    if more:
        ignored.append(OtherLine(len(lines) + 1, shown(unread), MAIL_LINES.say("intake.more_lines", count=more)))
    return MailText(tuple(guesses), tuple(ignored), tuple(broken), tuple(suggestions))


def _reason(read: _Read) -> Message:
    if read.kind == "no_word":
        return MAIL_LINES.say("intake.no_word", name=read.name)  # the name: the sender's own is a signature
    if read.kind == "not_a_guess":
        return MAIL_LINES.say("intake.not_a_guess", name=read.name)
    if read.kind == "table_row":
        return MAIL_LINES.say("intake.table_row", name=read.name, other=read.written)
    if read.kind == "unknown_name":
        return MAIL_LINES.say("intake.unknown_name", written=shown(read.written))
    return MAIL_LINES.say("intake.no_player")


def _first_lines(text: str, limit: int) -> tuple[list[str], int, str]:
    """The first ``limit`` lines of ``text`` (controls and bidi characters out), how many more there are, and the next."""
    head, rest, position = text, "", -1
    for _ in range(limit):  # a long text is split only as far as it is read
        position = text.find("\n", position + 1)
        if position < 0:
            break
    else:
        head, rest = text[: position + 1], text[position + 1 :]
    lines = head.splitlines()
    more = _count_lines(rest)
    unread = rest[:_LONGEST_LINE].split("\n", 1)[0]
    if len(lines) > limit:  # broken at other line ends too
        lines, more, unread = lines[:limit], len(lines) - limit + more, lines[limit]
    return [_clean(line) for line in lines], more, unread[:_LONGEST_LINE]


_RARE_BREAKS = "\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"
"""What :meth:`str.splitlines` breaks a text at besides ``\\n``."""


def _count_lines(text: str) -> int:
    """``len(text.splitlines())``, without making the lines of a text that has only ``\\n`` breaks."""
    if not text:
        return 0
    if any(char in text for char in _RARE_BREAKS):
        return len(text.splitlines())
    return text.count("\n") + (not text.endswith("\n"))


def _clean(line: str) -> str:
    """``line`` (its beginning) without terminal escapes, controls or invisible characters."""
    line = line[:_LONGEST_LINE]
    return line if line.isprintable() else printable(line)


def _read_line(line: str, players: PlayerNames) -> list[_Read]:
    """What a line is: several guesses parted by ``,`` or ``;`` if every part is one, else one piece."""
    if is_example_sentence(line):  # "„Otto: WORT“: der Name …", what the example means said after it
        return [_Read("sentence")]
    if (inside := _inside_quotes(line)) is not None:  # "« Emil : LAMPE, Otto : HOSEN »"
        reads = _read_line(inside, players)
        if all(read.kind in _READ_INSIDE for read in reads):
            return reads
    if "," in line or ";" in line:
        pieces = [piece for piece in _PIECES.split(line) if piece.strip()]
        if len(pieces) > 1:
            reads = [_read_piece(piece, players) for piece in pieces]
            if all(read.kind in ("guess", "suggestion", "example") for read in reads):
                return reads
    return [_read_piece(line, players)]


def _read_piece(text: str, players: PlayerNames) -> _Read:
    """One guess-sized piece: a bullet, a name, a separator, a word."""
    bullet = _BULLET.match(text)
    text = text[bullet.end():] if bullet else text
    if (inside := _inside_quotes(text)) is not None:  # "« Emil : LAMPE »": read as "Emil : LAMPE"
        read = _read_piece(inside, players)
        if read.kind in _READ_INSIDE:
            return read
    found = _name_at_start(text, players)
    at = _AT.match(text) if found is None else None
    if at is not None and (after_at := _name_at_start(text[at.end():], players)) is not None:
        text, found = text[at.end():], after_at  # "Bei Emil: LAMPE"
    if found is None:
        return _whole_name(text, players) or _suggestion(text, players)
    name, end = found
    if blanks := _BLANKS.fullmatch(text[end:]):  # "Emil: ????", as the report wrote it if one a letter
        return _Read("example", name, blanks.group(1))
    after = _after_name(text[end:])
    if after is None:  # "Emil," "Emil's"
        return _Read("not_a_guess" if _HAS_LETTER.search(text[end:]) else "no_word", name)
    explicit, words = after
    if at is not None and not explicit:  # "bei Emil keine Ahnung", "Bei Emil weiß ich nichts": a sentence
        return _Read("not_a_guess" if words else "no_word", name)
    if len(words) != 1:
        if explicit:
            return _Read("broken", name)
        if words and (whole := _whole_name(text, players)) is not None:  # "Jan de Vris: TASSE": not at Jan
            return whole
        return _Read("not_a_guess" if words else "no_word", name)
    if not explicit and (other := players.exact(words[0])) is not None:
        return _Read("table_row", name, written=other)
    return _Read("guess", name, normalize_word(words[0]), spaced=not explicit)


def _inside_quotes(text: str) -> str | None:
    """What stands inside the one pair of quotes that ``text`` stands in whole, but for a full stop, ``!`` or ``?``
    after them (``« Emil : LAMPE ».``, ``“Emil: LAMPE”``), or after an opening quote that is never closed (``« Emil :
    LAMPE``: the closing one forgotten, or on the next line of a quote the mail program wrapped); None if it stands in
    none (``"Emil: LAMPE", "Otto: HOSEN"``, ``« Emil » : LAMPE``)."""
    text = text.strip().rstrip(_AFTER_QUOTES).rstrip()
    quotes = text[:1] + _WRAPPERS.get(text[:1], "")
    if len(quotes) < 2 or len(text) < 2 or any(quote in text[1:-1] for quote in quotes):
        return None
    if text[-1] in quotes[1:]:
        return text[1:-1] if len(text) > 2 else None
    return None if text[-1] == quotes[0] else text[1:]


def _after_name(rest: str) -> tuple[bool, list[str]] | None:
    """Whether a separator says "the word follows", and the words after it; None if neither it nor a space follows the name."""
    rest = rest.lstrip("*_")
    explicit = _EXPLICIT.match(rest)
    if explicit:
        rest = rest[explicit.end():]
    elif rest and not rest[0].isspace():
        return None
    words = [word.strip(_PUNCTUATION) for word in rest.split()]
    return explicit is not None, [word for word in words if _HAS_LETTER.search(word)]


def _name_at_start(text: str, players: PlayerNames) -> tuple[str, int] | None:
    """The player ``text`` begins with, and where the name ends: the longest name written in full, else a name's first letters."""
    found: tuple[str, int] | None = None
    for count, match in enumerate(_WORD_END.finditer(text), start=1):
        if count > players.parts:
            break
        name = players.exact(text[: match.end()])
        if name is not None:
            found = (name, match.end())
    if found is None and (token := _TOKEN.match(text)) is not None:
        name = players.prefix(token.group())
        if name is not None:
            found = (name, token.end())
    return found


def _whole_name(text: str, players: PlayerNames) -> _Read | None:
    """A guess at a name of several words, written as one is not (``Jan de Vris``, ``Anneke van t Hof``,
    ``Pieter Jan Claes``) or by the surname alone (``De Vries``), before a separator and one word: a
    suggestion of the player meant, for the game master to accept. None if the text is no such line."""
    found = _name_and_word(text)
    if found is None:
        return None
    written, word = found
    target = players.suggest(written) or players.surname(written)
    if target is None or target == players.exact(written):
        return None
    return _Read("suggestion", target, normalize_word(word), written)


def _name_and_word(text: str) -> tuple[str, str] | None:
    """The name of one or more words written before a separator, and the one word after it (``Jan de Vris:
    TASSE``); None if ``text`` is no such piece (a hyphen inside a name, ``Pieter-Jan``, parts nothing)."""
    end = _NAME_ENDS.search(text)
    if end is None:
        return None
    written = text[: end.start()].strip()
    after = _after_name(text[end.start():])
    if not written or after is None or len(after[1]) != 1:
        return None
    return written, after[1][0]


def _suggestion(text: str, players: PlayerNames) -> _Read:
    """A guess-shaped piece at a name close to a player's (``Emli: TASCH``), one at a name that is nobody's
    (``Stefan: TASSE``, ``Für alle: SALAT``), or a line that names no player (a greeting, a sentence)."""
    token = _TOKEN.match(text)
    after = None if token is None else _after_name(text[token.end():])
    if token is not None and after is not None and len(after[1]) == 1:
        explicit, (word,) = after
        if explicit or word.isupper():  # "Bis bald" is no guess at Iris; "Emli TASCH" is
            target = players.suggest(token.group())
            if target is None and (sharers := players.sharing(token.group())):
                return _Read("shared_name", written=token.group(), sharers=sharers)
            if target is None:
                return _Read("unknown_name", written=token.group())
            return _Read("suggestion", target, normalize_word(word), token.group())
    found = _name_and_word(text)
    if found is not None and len(found[0].split()) <= _LONGEST_NAME:
        return _Read("unknown_name", written=found[0])
    return _Read("no_player")
