"""Reading GCG files, the standard Scrabble game record, into Woordspel games.

GCG (John Chew's format, poslfit.com/scrabble/gcg) is a text file of
pragma lines (``#player1 Anna Anna de Vries``, ``#title ...``) and event
lines, one per event, each with the player's nickname, the rack before
the event, the event, its score and the player's running total::

    #player1 Anna Anna
    #player2 Bas Bas
    >Anna: EELSSTU? 8H LEES +18 18
    >Bas: AEGINOZ 9G ZO +18 18
    >Anna: EESTU?XY - +0 18
    >Bas: AEGIN -AGI +0 18

Read: plays (``8H LEES``; lowercase a blank, ``.`` a tile played through,
which may also be written as its letter, bare or in brackets: ``9G Z(A)n``),
passes (``-``), exchanges (``-AGI`` or ``-3``), phony withdrawals (``--``),
challenge bonuses (``(challenge)``, which Woordspel does not have: 0 points
by its rules), time penalties (``(time) -10``), the points for the tiles an
opponent has left when a player goes out (``(EN) +4``) and the tiles a
player has left at the end (``EN (EN) -2`` or ``(EN) -2``): in a game of
two the record's own end lines win over the preset's ending, with a
warning where they differ;
``#player1``/``#player2``, ``#title``, ``#description``, ``#rack1``/``#rack2``
(the racks at the end of an unfinished record) and
``#character-encoding``, ``#lexicon`` (it chooses the rules preset) and
``#note`` (kept with the move before it, and written back). Other pragmas
(``#id``, ``#incomplete``, ...) are ignored.

The rules preset (:mod:`~wordmastermind.core.woordspel.rules`) is the one
the game master chooses; else the one the record's ``#lexicon`` names
(NWL, CSW, TWL ...: Scrabble in English); else the record's tile set
decides: racks of 8 tiles are Woordspel's, racks of at most 7 Scrabble's
(English, then Dutch), and the first preset the record's tiles fit is taken.

The scores in a file are never trusted: the game is rebuilt from the tiles
and scored by the preset's rules; :func:`rescore` lists where the file's
scores differ. Bad input is refused with an error naming the line.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Literal

from wordmastermind.core.messages import SHARED, Param
from wordmastermind.core.woordspel.board import (
    BoardDefinition,
    Coordinate,
    NotationError,
    WoordspelError,
    parse_rack,
    parse_tiles,
)
from wordmastermind.core.woordspel.game import Game
from wordmastermind.core.woordspel.moves import EndError, Exchange, GameEnd, Move, Pass, Penalty
from wordmastermind.core.woordspel.play import Play, parse_word
from wordmastermind.core.woordspel.messages import WOORDSPEL
from wordmastermind.core.woordspel.rules import (
    ANY_COUNTS,
    MOST_ON_RACK,
    PRESETS,
    SCRABBLE_EN,
    SCRABBLE_NL,
    SCRABBLE_PL,
    WOORDSPEL_RULES,
    Rules,
    preset_for_lexicon,
)
from wordmastermind.core.woordspel.sheet import compute_sheet
from wordmastermind.files.jsonread import DocumentError
from wordmastermind.files.messages import FILES, placed, said
from wordmastermind.files.reading import RECORD_LIMIT, read_limited
from wordmastermind.files.woordspel.gcg.messages import GCG_READER
from wordmastermind.games import GCG

SUFFIX = GCG.suffix

__all__ = [
    "SUFFIX",
    "GcgError",
    "GcgEvent",
    "GcgGame",
    "decode",
    "load_gcg",
    "read_gcg",
]

EventKind = Literal["play", "withdrawn", "pass", "exchange", "challenge", "time", "out", "left"]


class GcgError(DocumentError):
    """A GCG file that cannot be read or written; the message names the line."""


def _line(number: int, code: str, /, **params: Param) -> GcgError:
    """The refusal of line ``number``: ``line 3: ...``, the GCG table's ``code``."""
    return GcgError(SHARED.say("problem.line", line=number, message=GCG_READER.say(code, **params)))


@dataclass(frozen=True, slots=True)
class GcgEvent:
    """One event line as written: ``line`` in the file (1-based), ``number``
    among the events (1-based), the player (0 starts), the kind, the rack
    field, the event (``8H LEES``, ``-``, ``-AGI``, ``--``, ``(challenge)``,
    ``(time)``, ``(EN)``), and the file's score and running total."""

    line: int
    number: int
    player: int
    kind: EventKind
    rack: str
    text: str
    score: int
    total: int


@dataclass(frozen=True, slots=True)
class GcgGame:
    """A game read from GCG, with the events as the file wrote them."""

    game: Game
    events: tuple[GcgEvent, ...]
    nicknames: tuple[str, ...]
    chosen: Literal["given", "lexicon", "tiles"] = "given"
    """How the rules preset was chosen: by the game master, by ``#lexicon``
    or by the record's tiles."""


# -- reading --------------------------------------------------------------------

_EVENT = re.compile(r">([^:\s]+):(.*)")
_SCORE = re.compile(r"[+-][0-9]{1,9}")
_TOTAL = re.compile(r"[+-]?[0-9]{1,9}")
"""Scores of up to nine digits: a Scrabble game scores a few hundred."""


_ENCODINGS = frozenset(
    ["ascii", "utf-8", "iso8859-1", "iso8859-15", "cp1252", "cp1250", "cp850", "cp437", "mac-roman"]
)
"""The encodings a ``#character-encoding`` line may name (by Python's name
for them): those of text files a Scrabble program writes, and no codec that
is not one (``punycode``, ``rot13``, ``unicode_escape`` …)."""


def decode(data: bytes) -> str:
    """The text of a GCG file: UTF-8 when the first line says
    ``#character-encoding UTF-8`` or when the bytes are UTF-8, ISO 8859-1
    (the format's default) otherwise. Another encoding named on the first
    line is read if it is one of Western text files (Windows-1252, ISO
    8859-15, …), else refused."""
    data = data.removeprefix(codecs.BOM_UTF8)
    first = data.split(b"\n", 1)[0].strip()
    found = re.fullmatch(rb"#character-encoding\s+(\S+)", first)
    if found is not None:
        name = found.group(1).decode("ascii", "replace")
        try:
            known = codecs.lookup(name).name if re.fullmatch(r"[A-Za-z0-9._-]+", name) else None
        except LookupError:
            known = None
        if known not in _ENCODINGS:
            raise _line(1, "gcg.encoding", name=repr(name))
        try:
            return data.decode(name)
        except UnicodeDecodeError as error:
            raise GcgError(GCG_READER.say("gcg.bytes", byte=error.start, encoding=name)) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("iso-8859-1")


@dataclass
class _Reader:
    board: BoardDefinition
    nicks: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    title: str = ""
    description: str = ""
    pragma_racks: dict[int, tuple[int, str]] = field(default_factory=dict)
    """#rack1/#rack2: player number (1, 2) -> (line, rack)."""
    lexicon: str = ""
    notes: list[tuple[int, str]] = field(default_factory=list)
    """#note lines: (events before it, text), a note going on over lines joined."""


def read_gcg(text: str, *, board: BoardDefinition | None = None, rules: Rules | None = None) -> GcgGame:
    """Read a GCG record into a checked Woordspel game.

    ``board`` is the board definition to play on (GCG does not record one;
    the standard layout by default); ``rules`` the preset to score it by
    (chosen from the record when not given). Raises :class:`GcgError`
    naming the line.

    >>> record = read_gcg("#player1 An An\\n#player2 Bo Bo\\n>An: EELSSTU? 8H LEES +18 18\\n")
    >>> record.game.players, record.game.sheet().totals
    (('An', 'Bo'), (18, 0))
    """
    reader = _Reader(board or BoardDefinition())
    raw_events: list[tuple[int, str, list[str]]] = []
    previous = ""
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            previous = _pragma(reader, number, stripped, bool(raw_events))
            if previous == "note":
                reader.notes.append((len(raw_events), stripped[len("#note"):].strip()))
        elif stripped.startswith(">"):
            found = _EVENT.fullmatch(stripped)
            if found is None:
                raise _line(number, "gcg.event_start", text=repr(stripped))
            raw_events.append((number, found.group(1), found.group(2).split()))
            previous = "event"
        elif previous == "note":  # a note goes on over several lines
            after, note = reader.notes[-1]
            reader.notes[-1] = (after, f"{note}\n{stripped}")
        else:
            raise _line(number, "gcg.not_a_line")
    if rules is not None:
        return _tolerant(reader, raw_events, (rules,), "given")
    most = _largest_rack(raw_events)
    chosen = preset_for_lexicon(reader.lexicon) if reader.lexicon else None
    if chosen is not None and most <= chosen.rack_size:
        return _tolerant(reader, raw_events, (chosen,), "lexicon")
    return _tolerant(reader, raw_events, _candidates(most), "tiles")


def _tolerant(reader: _Reader, raw_events: list[tuple[int, str, list[str]]], candidates: tuple[Rules, ...],
              chosen: Literal["given", "lexicon", "tiles"]) -> GcgGame:
    """The record under the first of ``candidates`` whose rules it keeps; if it
    keeps none's, under the first, with a warning on each move that breaks
    them (the game is tolerant). Refused only when it cannot be laid at all
    (a line that cannot be read, a letter unlike the tile it plays through)."""
    first_error: GcgError | None = None
    for candidate in candidates:
        try:
            return replace(_build(reader, raw_events, candidate), chosen=chosen)
        except GcgError as error:
            first_error = first_error or error
    assert first_error is not None
    try:
        return replace(_build(reader, raw_events, candidates[0], tolerant=True), chosen=chosen)
    except GcgError:
        raise first_error from None


def _largest_rack(raw_events: list[tuple[int, str, list[str]]]) -> int:
    """The most tiles a rack of the record holds (0: no rack written)."""
    return max((len(tokens[0]) for _, _, tokens in raw_events
                if len(tokens) >= 4 and not tokens[0].startswith(("(", "-"))), default=0)


def _candidates(most: int) -> tuple[Rules, ...]:
    """The presets to try, in order, by the largest rack the record shows:
    8 tiles only Woordspel has; full racks of 7 are Scrabble's (English,
    Dutch, then Polish, whose letters the others lack); else Woordspel's first."""
    if most == WOORDSPEL_RULES.rack_size:
        return (WOORDSPEL_RULES,)
    if most == SCRABBLE_EN.rack_size:
        return (SCRABBLE_EN, SCRABBLE_NL, SCRABBLE_PL, WOORDSPEL_RULES)
    return PRESETS


def _pragma(reader: _Reader, number: int, line: str, after_events: bool) -> str:
    keyword, _, rest = line[1:].partition(" ")
    rest = rest.strip()
    if keyword in ("player1", "player2", "player3", "player4"):  # 3 and 4: a Scrabble preset's
        if after_events:
            raise _line(number, "gcg.player_late", pragma=f"#{keyword}")
        parts = rest.split(None, 1)
        if not parts:
            raise _line(number, "gcg.nickname", pragma=f"#{keyword}")
        index = int(keyword[-1]) - 1
        if len(reader.nicks) != index:
            raise (_line(number, "gcg.player_order", pragma=f"#{keyword}", earlier=f"#player{index}")
                   if index else _line(number, "gcg.player_twice"))
        if index and parts[0] in reader.nicks:
            raise _line(number, "gcg.same_nickname", nick=repr(parts[0]))
        reader.nicks.append(parts[0])
        reader.names.append(parts[1].strip() if len(parts) > 1 else parts[0])
        return keyword
    if keyword == "title":
        reader.title = rest
    elif keyword == "description":
        reader.description = rest
    elif keyword in ("rack1", "rack2", "rack3", "rack4"):
        reader.pragma_racks[int(keyword[-1])] = (number, rest)
    elif keyword == "lexicon":
        reader.lexicon = rest

    elif keyword == "character-encoding" and number != 1:
        raise _line(number, "gcg.encoding_first")
    return keyword


def _score(number: int, text: str, what: str, pattern: re.Pattern[str]) -> int:
    """``text`` read as a score; ``what`` is the GCG table's name of it (``gcg.the_score``)."""
    if pattern.fullmatch(text) is None:
        if re.fullmatch(r"[+-]?[0-9]{10,}", text):
            raise _line(number, "gcg.digits", what=GCG_READER.say(what), digits=len(text.lstrip("+-")))
        code = "gcg.signed" if pattern is _SCORE else "gcg.number"
        raise _line(number, code, what=GCG_READER.say(what), text=repr(text))
    return int(text)


@dataclass(frozen=True, slots=True)
class _Parsed:
    kind: EventKind
    rack: str
    text: str
    extra: str  # the rack in brackets, the exchanged tiles, or the play


def _classify(number: int, middle: list[str], negative: bool = False) -> _Parsed:
    """The event of ``middle`` (the tokens before the score); ``negative``: its score is written -N."""
    def rack_of(count: int) -> str:
        return middle[0] if len(middle) == count else ""

    last = middle[-1] if middle else ""
    if last == "(challenge)" and len(middle) <= 2:
        return _Parsed("challenge", rack_of(2), last, "")
    if last == "(time)" and len(middle) <= 2:
        return _Parsed("time", rack_of(2), last, "")
    if len(middle) == 1 and re.fullmatch(r"\(\S*\)", last):  # (RACK) +N: went out; (RACK) -N: own tiles left
        return _Parsed("left" if negative else "out", "", last, last[1:-1])
    if len(middle) == 2 and last == f"({middle[0]})":
        return _Parsed("left", middle[0], last, middle[0])
    if last == "--" and len(middle) <= 2:
        return _Parsed("withdrawn", rack_of(2), last, "")
    if last == "-" and len(middle) <= 2:
        return _Parsed("pass", rack_of(2), last, "")
    if last.startswith("-") and len(middle) <= 2:
        return _Parsed("exchange", rack_of(2), last, last[1:])
    if len(middle) in (2, 3):
        try:
            Coordinate.parse(middle[-2])
        except NotationError:
            pass
        else:
            return _Parsed("play", rack_of(3), f"{middle[-2]} {last}", last)
    raise _line(number, "gcg.event", event=repr(" ".join(middle)))


def _build(reader: _Reader, raw_events: list[tuple[int, str, list[str]]], rules: Rules,
           tolerant: bool = False) -> GcgGame:
    if not raw_events and len(reader.nicks) < 2:
        raise GcgError(GCG_READER.say("gcg.no_players"))
    nicks = list(reader.nicks)
    names = list(reader.names)
    for number, nick, _ in raw_events:
        if nick not in nicks:
            if len(reader.nicks) >= 2:
                raise _line(number, "gcg.neither", nick=repr(nick), first=", ".join(nicks[:-1]), second=nicks[-1])
            if len(nicks) == 2:
                raise _line(number, "gcg.third", nick=repr(nick))
            nicks.append(nick)
            names.append(nick)
    if len(nicks) < 2:
        raise GcgError(GCG_READER.say("gcg.one_player"))
    first = nicks.index(raw_events[0][1]) if raw_events else 0  # whoever has the first event starts
    order = [(first + i) % len(nicks) for i in range(len(nicks))]
    nicknames = tuple(nicks[i] for i in order)
    seats = len(nicknames)
    try:
        players = Game(tuple(names[i] for i in order), rules=rules).players
    except WoordspelError as error:
        raise GcgError(SHARED.say("problem.field", field="#player1/#player2", message=error.message)) from None

    events: list[GcgEvent] = []
    moves: list[Move] = []
    move_lines: list[int] = []
    moves_after: dict[int, int] = {0: 0}  # events read -> moves made of them, for placing the notes
    end_racks: list[str | None] = [None] * seats
    end_points: list[int | None] = [None] * seats  # what the record's end lines give (a game of two)
    end_line: int | None = None
    turn = 0
    for count, (number, nick, tokens) in enumerate(raw_events, start=1):
        player = nicknames.index(nick)
        if len(tokens) < 2:
            raise _line(number, "gcg.no_score")
        score = _score(number, tokens[-2], "gcg.the_score", _SCORE)
        total = _score(number, tokens[-1], "gcg.the_total", _TOTAL)
        parsed = _classify(number, tokens[:-2], tokens[-2].startswith("-"))
        events.append(GcgEvent(number, count, player, parsed.kind, parsed.rack, parsed.text,
                               score, total))
        try:
            rack = parse_rack(parsed.rack, counts=ANY_COUNTS, most=MOST_ON_RACK) if parsed.rack else None
            if parsed.kind in ("play", "pass", "exchange"):
                if end_line is not None:
                    raise _line(number, "gcg.after_end", end=end_line)
                if player != turn % seats:
                    raise _line(number, "gcg.turn", nick=nicknames[turn % seats], other=nick)
                turn += 1
                moves.append(_turn(parsed, rack))
                move_lines.append(number)
            elif parsed.kind == "withdrawn":
                last = moves[-1] if moves else None
                if (not isinstance(last, Play) or last.withdrawn
                        or (turn - 1) % seats != player):
                    raise _line(number, "gcg.withdrawn", nick=nick)
                moves[-1] = replace(last, withdrawn=True)
            elif parsed.kind == "time":
                if score > 0:
                    raise _line(number, "gcg.time", score=f"{score:+d}")
                moves.append(Penalty(player, -score))
                move_lines.append(number)
            elif parsed.kind == "challenge" and rules.challenge_bonus and score >= 0:
                moves.append(Penalty(player, score, "challenge"))
                move_lines.append(number)
            elif parsed.kind == "out" and seats > 2:
                pass  # who kept which of the others' tiles is not said: the game is totalled as it stands
            elif parsed.kind in ("out", "left"):
                end_line = end_line or number
                left = parse_rack(parsed.extra, WOORDSPEL.say("woordspel.what.the_rack_left"), counts=ANY_COUNTS,
                                  most=MOST_ON_RACK)
                if parsed.kind == "out":  # the player went out; the opponent has left
                    assignments = [(1 - player, left), (player, "")]
                else:
                    assignments = [(player, left)]
                for index, tiles in assignments:
                    if end_racks[index] is not None and end_racks[index] != tiles:
                        raise _line(number, "gcg.end_racks", nick=nicknames[index],
                                    first=end_racks[index] or "", second=tiles)
                    end_racks[index] = tiles
                if seats == 2:  # the record's own end line wins (three or four: the preset's, as the rules say)
                    end_points[player] = (end_points[player] or 0) + score
        except WoordspelError as error:
            raise GcgError(SHARED.say("problem.line", line=number, message=error.message)) from None
        moves_after[count] = len(moves)
    end = None
    if end_line is not None:
        end = GameEnd(tuple(rack or "" for rack in end_racks), tuple(end_points))
    racks: tuple[str | None, ...] = (None,) * seats
    if end is None:
        racks = _pragma_racks(reader, order)
    notes = tuple((moves_after[min(after, len(raw_events))], text) for after, text in reader.notes)
    game = Game(players, reader.board, tuple(moves), racks, end, reader.title, reader.description,
                rules=rules, tolerant=tolerant, notes=notes)
    try:
        sheet = compute_sheet(game)
    except EndError as error:
        raise GcgError(SHARED.say("problem.line", line=end_line or 0, message=error.message)) from None
    except WoordspelError as error:
        if error.index is not None:
            raise GcgError(SHARED.say("problem.line", line=move_lines[error.index], message=error.message)) from None
        raise GcgError(SHARED.say("problem.field", field="#rack1/#rack2", message=error.message)) from None
    if end is not None and end.points:  # kept only where the record's end differs from the preset's
        kept = tuple(None if recorded == ours else recorded for recorded, ours in zip(end.points, sheet.preset_end))
        game = replace(game, end=GameEnd(end.racks, kept))
    return GcgGame(game, tuple(events), nicknames)


def _turn(parsed: _Parsed, rack: str | None) -> Move:
    if parsed.kind == "pass":
        return Pass(rack)
    if parsed.kind == "exchange":
        if re.fullmatch(r"[0-9]{1,2}", parsed.extra):
            return Exchange(count=int(parsed.extra), rack=rack)
        return Exchange(parse_tiles(parsed.extra, WOORDSPEL.say("woordspel.what.exchanged")), rack=rack)
    position, word = parsed.text.split()
    # some programs write the tiles played through in brackets: RE(A)D
    return Play(Coordinate.parse(position), parse_word(word.replace("(", "").replace(")", "")), rack)


def _pragma_racks(reader: _Reader, order: list[int]) -> tuple[str | None, ...]:
    racks: list[str | None] = [None] * len(order)
    for number, (line, text) in reader.pragma_racks.items():
        try:
            racks[order.index(number - 1)] = parse_rack(text, counts=ANY_COUNTS, most=MOST_ON_RACK)
        except WoordspelError as error:
            raise GcgError(SHARED.say("problem.line", line=line, message=error.message)) from None
    return tuple(racks)


def load_gcg(path: Path, *, board: BoardDefinition | None = None, rules: Rules | None = None) -> GcgGame:
    """Read a GCG file. Raises :class:`GcgError` naming the file and the line."""
    try:
        data = read_limited(path, RECORD_LIMIT)
    except FileNotFoundError:
        raise GcgError(placed(str(path), FILES.say("document.no_file"))) from None
    except OSError as error:  # a folder, a pipe, a device, too large: said
        reason = FILES.say("document.unreadable", reason=error.strerror or str(error))
        raise GcgError(placed(str(path), reason)) from None
    try:
        return read_gcg(decode(data), board=board, rules=rules)
    except GcgError as error:
        raise GcgError(SHARED.say("problem.field", field=str(path), message=said(error))) from None
