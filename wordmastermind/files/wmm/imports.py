"""Rosters and rounds of guesses from CSV or spreadsheet files.

Problems are reported with the file's own line numbers. The rules themselves
are checked by the core; this module only reads and translates.

A *preview* reads a file (or pasted text) and checks it against the rules
without changing anything, so that the game master sees every row read and
every problem, each at its line, before deciding to import:

>>> from wordmastermind.core.wmm.game import Game, Lot
>>> players = tuple(Player(n, s) for n, s in
...     [("Alfons", "SALAT"), ("Gustav", "HOSEN"), ("Beatrix", "TISCH"), ("Emil", "LAMPE")])
>>> lot = Lot(1, (("Alfons", ("Gustav",)), ("Gustav", ("Beatrix",)),
...               ("Beatrix", ("Emil",)), ("Emil", ("Alfons",))))
>>> preview = preview_guesses("Emil: TOLLE -> Alfons\\nGustav: SAHNE -> Alfons\\n",
...                           Game(players=players, lot=lot), 1)
>>> preview.ok, [row.line for row in preview.rows]
(False, [1, 2])
>>> for problem in preview.problems:
...     print(problem)
line 2: in round 1 the lot lets Gustav guess at Beatrix, not at Alfons
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from wordmastermind.core.errors import Problem, RoundError, RoundOrderError, TableError
from wordmastermind.core.messages import SHARED, WMM, Message
from wordmastermind.core.wmm.evaluation import check_round, evaluate
from wordmastermind.core.wmm.game import Game, Guess, Player, Round
from wordmastermind.core.wmm.place_names import EnteredNames, name_in_round
from wordmastermind.core.wmm.results import Evaluation, GuessResult
from wordmastermind.core.wmm.roster import address_warnings, roster_problems, under_way_problems
from wordmastermind.core.wmm.round_changes import left_out_by, newly_illegal
from wordmastermind.core.words import WordRules
from wordmastermind.files.messages import FILES
from wordmastermind.files.tables.grid import read_table
from wordmastermind.files.wmm.columns import (
    ATTACHMENT_WORDS,
    CHANNEL_WORDS,
    GUESS_COLUMNS,
    ROSTER_COLUMNS,
    word_code,
)
from wordmastermind.files.wmm.pasted import parse_pasted_guesses

PASTED = "pasted text"
"""The ``source`` of a preview of pasted guesses."""


class RosterRead(NamedTuple):
    """A roster file's players, each one's line in the file, and the columns not read."""

    players: list[Player]
    lines: list[int]
    unread: tuple[str, ...]
    """The header's titles that name no roster column (``Courriel``): their cells are not read."""


def read_roster(path: Path) -> RosterRead:
    """The players of a roster file and, for each, its line in the file; and the columns not read."""
    table = read_table(path, ROSTER_COLUMNS, required=(("name", "surname", "first_name"), "secret"))
    players = [
        Player(full_name(r.values), r.values["secret"], r.values["email"], postal_address(r.values, table.order),
               word_code(r.values.get("channel", ""), CHANNEL_WORDS),
               word_code(r.values.get("attachment", ""), ATTACHMENT_WORDS))
        for r in table.rows
    ]
    return RosterRead(players, [r.line for r in table.rows], table.unread)


def full_name(values: Mapping[str, str]) -> str:
    """A roster row's player name: its name column's, or its first name, infix (a Dutch list's tussenvoegsel,
    or a middle name) and surname (``Fritz Klein``, ``Jan de Vries``; a ``Name`` beside a ``Vorname`` is the
    surname, as German lists have it, unless it holds the first name).

    >>> full_name({"name": "", "first_name": "Fritz", "surname": "Klein"}), full_name({"name": "Emil"})
    ('Fritz Klein', 'Emil')
    >>> full_name({"name": "Fritz Klein", "first_name": "Fritz"})
    'Fritz Klein'
    >>> full_name({"first_name": "Anneke", "infix": "van 't", "surname": "Hof"})
    "Anneke van 't Hof"
    """
    first, last = values.get("first_name", ""), values.get("name", "") or values.get("surname", "")
    if first.casefold() in last.casefold().split():
        return last
    return " ".join(part for part in (first, values.get("infix", ""), last) if part)


PLACE_PARTS = ("postcode", "town")
"""The columns of the address's place line (``75011 Paris``), in the list's order."""


def postal_address(values: Mapping[str, str], order: Sequence[str] = ()) -> str:
    """A roster row's postal address: its address column's, then a line of the postcode and town, in the
    order of their columns in the list (``order``: the canonical names in the header's order; French and
    German lists have the postcode first, an English one the town), then the country.

    >>> postal_address({"address": "12 rue des Lilas", "postcode": "75011", "town": "Paris"})
    '12 rue des Lilas\\n75011 Paris'
    >>> postal_address({"address": "1 High St", "postcode": "OX1 2JD", "town": "Oxford", "country": "UK"},
    ...                ["address", "town", "postcode"])
    '1 High St\\nOxford OX1 2JD\\nUK'
    >>> postal_address({"address": "", "postcode": "", "town": ""})
    ''
    """
    parts = [name for name in order if name in PLACE_PARTS] or list(PLACE_PARTS)
    place = " ".join(value for name in parts if (value := values.get(name, "").strip()))
    return "\n".join(line for line in (values.get("address", "").strip(), place, values.get("country", "").strip())
                     if line)


def unread_warning(unread: Sequence[str]) -> Message | None:
    """That a roster file's columns ``unread`` are not read (an e-mail column under a name not known, say).

    >>> str(unread_warning(["Courriel"]))
    "the column 'Courriel' is not read: a roster's columns are Name (or First name and Surname), Secret, Email, \
Address (and Postcode, Town, Country), Channel and Attachment"
    """
    if not unread:
        return None
    return FILES.say("import.unread", count=len(unread), names=", ".join(repr(title) for title in unread))


def read_guesses(path: Path) -> tuple[list[Guess], list[int]]:
    """The guesses of a round file and, for each, its line in the file."""
    rows = read_table(path, GUESS_COLUMNS, required=("guesser", "target", "word")).rows
    guesses = [Guess(r.values["guesser"], r.values["target"], r.values["word"]) for r in rows]
    return guesses, [r.line for r in rows]


def problems_at_lines(error: TableError, lines: Sequence[int]) -> list[Message]:
    """The problems of ``error``, each placed at its line in the file (and another row it names, too)."""
    return [_placed(problem, lines).as_message() for problem in error.problems]


def address_warnings_at_lines(players: Sequence[Player], lines: Sequence[int]) -> list[Message]:
    """The roster's e-mail addresses no mail can go to (:func:`~wordmastermind.core.wmm.roster.address_warnings`),
    each placed at its line in the file."""
    return [_placed(problem, lines).as_message() for problem in address_warnings(players)]


# ---------------------------------------------------------------- previews


@dataclass(frozen=True, slots=True)
class ImportProblem:
    """One thing wrong with an import, at its line in the file or pasted text.

    ``line`` is ``None`` for a problem of the whole import (too few players,
    a round out of order, a later round's guess the import would make
    illegal). ``field`` names the column at fault, where there is one.
    :meth:`as_message` is the whole line as a message, for the app to say
    in its language.

    >>> str(ImportProblem(7, SHARED.say("field.secret"), SHARED.say("word.length", word="HOSE", length=4, needed=5)))
    'line 7, secret: HOSE has 4 letters, the game needs 5'
    """

    line: int | None
    field: Message | None
    message: Message

    def __str__(self) -> str:
        return str(self.as_message())

    def as_message(self) -> Message:
        """The line, field and message as one message (``message`` as it is, if it has no place)."""
        if self.line is None and self.field is None:
            return self.message
        if self.line is None:
            return SHARED.say("problem.field", field=self.field or "", message=self.message)
        if self.field is None:
            return SHARED.say("problem.line", line=self.line, message=self.message)
        return SHARED.say("problem.line_field", line=self.line, field=self.field, message=self.message)


@dataclass(frozen=True, slots=True)
class RosterRow:
    """A player read, the line it was read from, and what is wrong with it."""

    line: int
    player: Player
    problems: tuple[ImportProblem, ...] = ()


@dataclass(frozen=True, slots=True)
class GuessRow:
    """A guess read, the line it was read from, and what is wrong with it."""

    line: int
    guess: Guess
    problems: tuple[ImportProblem, ...] = ()


@dataclass(frozen=True, slots=True)
class RosterPreview:
    """A roster file read and checked, nothing imported yet."""

    source: str
    """The file read."""
    rows: tuple[RosterRow, ...]
    problems: tuple[ImportProblem, ...]
    """Every problem, by line; those of the whole roster last."""
    unread: tuple[str, ...] = ()
    """The file's columns that are not read (:attr:`RosterRead.unread`)."""
    address_warnings: tuple[Message, ...] = ()
    """The e-mail addresses no mail can go to, each at its line: no reason to refuse the roster."""
    rules: WordRules = WordRules()
    """The game's rules the secret words were checked by."""
    left_out: tuple[int, ...] = ()
    """The file's lines left out (:meth:`without_bad_lines`)."""
    game: Game | None = None
    """The game under way whose roster it would replace (:func:`~wordmastermind.core.wmm.roster.under_way_problems`
    are problems too), if any."""

    def without_bad_lines(self) -> RosterPreview | None:
        """The roster without its lines that have a problem (a sum line under the players, say), checked again;
        None if no line has one, a problem is the whole roster's, or the rest still has one."""
        bad = tuple(sorted({p.line for p in self.problems if p.line is not None}))
        if not bad or any(p.line is None for p in self.problems):
            return None
        kept = [row for row in self.rows if row.line not in bad]
        players, lines = [row.player for row in kept], [row.line for row in kept]
        if roster_problems(players, self.rules) or (self.game is not None and under_way_problems(self.game, players)):
            return None
        return RosterPreview(self.source, tuple(RosterRow(row.line, row.player) for row in kept), (), self.unread,
                             tuple(address_warnings_at_lines(players, lines)), self.rules, bad, self.game)

    @property
    def ok(self) -> bool:
        """Whether the roster can be imported as it is: it has no problem."""
        return not self.problems

    @property
    def players(self) -> tuple[Player, ...]:
        return tuple(row.player for row in self.rows)

    @property
    def unread_warning(self) -> Message | None:
        """That the file's columns :attr:`unread` are not read, if there are any."""
        return unread_warning(self.unread)

    @property
    def lines(self) -> tuple[int, ...]:
        return tuple(row.line for row in self.rows)


@dataclass(frozen=True, slots=True)
class GuessPreview:
    """A round's guesses read (from a file or pasted text) and checked, nothing imported yet."""

    source: str
    """The file read, or :data:`PASTED`."""
    round_number: int
    rows: tuple[GuessRow, ...]
    problems: tuple[ImportProblem, ...]
    """Every problem, by line: lines that cannot be read, guesses that break a
    rule; then those of the whole import, including ``later``."""
    later: tuple[GuessResult, ...] = ()
    """Guesses of later rounds that are legal now and would not be after the import."""
    notes: str = ""
    """The notes the round has now; an import keeps them."""
    kept: tuple[Guess, ...] = ()
    """With ``add``: the round's guesses so far, which the new ones join."""
    blocking: tuple[ImportProblem, ...] = ()
    """The problems that stop any import: no guesses at all, a round out of order."""
    dropped: tuple[Guess, ...] = ()
    """Without ``add``: the round's guesses that the import, replacing the round, would drop
    (:func:`~wordmastermind.core.wmm.round_changes.left_out_by`)."""

    @property
    def ok(self) -> bool:
        """Whether the guesses can be imported as they are: there is no problem."""
        return not self.problems

    @property
    def partial(self) -> bool:
        """Whether a paste with problems can still go in, as typed rows do: every guess read
        is entered, a guess that breaks a rule marked with its reason; unread lines are left out."""
        return self.source == PASTED and bool(self.rows) and bool(self.problems) and not self.blocking

    @property
    def unread(self) -> int:
        """How many lines could not be read as a guess (a paste's: left out of it)."""
        read = {row.line for row in self.rows}
        return len({p.line for p in self.problems if p.line is not None and p.line not in read})

    @property
    def marked(self) -> int:
        """How many guesses read break a rule (entered marked, as typed ones are)."""
        return sum(1 for row in self.rows if row.problems)

    @property
    def guesses(self) -> tuple[Guess, ...]:
        return tuple(row.guess for row in self.rows)

    @property
    def lines(self) -> tuple[int, ...]:
        return tuple(row.line for row in self.rows)

    def as_round(self) -> Round:
        """The round the import would put in: the guesses read (after those
        kept, when adding), the round's notes kept."""
        return Round(self.kept + self.guesses, self.notes)


def preview_roster(path: Path, rules: WordRules | None = None, game: Game | None = None) -> RosterPreview:
    """Read the roster file ``path`` and check it with the game's ``rules``.

    ``rules`` default to those of a new game (five letters, A to Z). Every
    problem of :func:`~wordmastermind.core.wmm.roster.roster_problems` is placed at
    its line; for the roster of a ``game`` under way, also what it would break
    there (:func:`~wordmastermind.core.wmm.roster.under_way_problems`: a player
    left out, a secret word changed after it was guessed at). Raises
    :class:`~wordmastermind.files.tables.rows.TableFileError` for a file that
    cannot be read as a roster at all. Nothing is written.
    """
    players, lines, unread = read_roster(Path(path))
    found = roster_problems(players, rules if rules is not None else WordRules())
    if game is not None:
        found += under_way_problems(game, players)
    problems = [_placed(problem, lines) for problem in found]
    at = _by_line(problems)
    rows = tuple(RosterRow(line, player, at.get(line, ())) for player, line in zip(players, lines))
    return RosterPreview(str(path), rows, _ordered(problems), unread, tuple(address_warnings_at_lines(players, lines)),
                         rules if rules is not None else WordRules(), game=game)


def preview_guesses(
    path_or_text: Path | os.PathLike[str] | str, game: Game, round_number: int, *, add: bool = False
) -> GuessPreview:
    """Read guesses for round ``round_number`` of ``game`` and check them by the rules.

    A :class:`~pathlib.Path` (or other path object) is a round file; a
    ``str`` is text pasted by the game master, read by
    :func:`~wordmastermind.files.wmm.pasted.parse_pasted_guesses`. Lines that
    cannot be read, and every guess that breaks a rule in the round
    (:func:`~wordmastermind.core.wmm.evaluation.check_round`), are problems at
    their lines. The guesses of later rounds that the import would make
    illegal are problems of the whole import, also listed in ``later``.
    With ``add`` (a paste into a round being typed) the guesses join the
    round's guesses so far instead of replacing them; only the new ones are
    shown and blamed. ``game`` is not changed. Raises
    :class:`~wordmastermind.files.tables.rows.TableFileError` for a file that
    cannot be read as a round at all.
    """
    problems: list[ImportProblem] = []
    if isinstance(path_or_text, str):
        source = PASTED
        guesses, lines, unread = parse_pasted_guesses(path_or_text)
        problems.extend(
            ImportProblem(None if p.row is None else p.row + 1, p.field, p.message) for p in unread
        )
    else:
        source = str(path_or_text)
        guesses, lines = read_guesses(Path(path_or_text))
    guesses = list(EnteredNames(game, round_number).guesses(guesses))  # as the roster spells the names
    blocking: list[ImportProblem] = []
    if not guesses and not problems:
        blocking.append(ImportProblem(None, None, FILES.say("import.no_guesses")))
        problems.extend(blocking)
    rounds = game.rounds
    notes = rounds[round_number - 1].notes if 1 <= round_number <= len(rounds) else ""
    kept = rounds[round_number - 1].guesses if add and 1 <= round_number <= len(rounds) else ()
    new_round = Round(kept + tuple(guesses), notes)
    # Rows of the checked round: the kept ones (no file line: not blamed
    # here, the round table shows their problems) and then the new ones.
    lines = [0] * len(kept) + list(lines)
    later: tuple[GuessResult, ...] = ()
    try:
        changed, _all_later, result = check_round(game, round_number, new_round)
    except RoundOrderError as error:
        blocking.append(ImportProblem(None, None, error.message))
        problems.append(blocking[-1])
    except RoundError as error:
        problems.extend(_placed(problem, lines) for problem in error.problems)
        later = _newly_illegal(game, game.with_round(round_number, new_round), round_number)
    else:
        later = _newly_illegal(game, changed, round_number, result)
    problems.extend(
        ImportProblem(
            None,
            None,
            FILES.say("import.breaks_later", round=g.round, row=g.row + 1,  # the names as in that round
                      guesser=name_in_round(game, g.guesser, g.round), target=name_in_round(game, g.target, g.round),
                      word=g.word, problem=g.problem),
        )
        for g in later if g.problem is not None
    )
    problems = [p for p in problems if p.line != 0]
    lines = lines[len(kept):]
    at = _by_line(problems)
    rows = tuple(GuessRow(line, guess, at.get(line, ())) for guess, line in zip(guesses, lines))
    dropped = left_out_by(rounds[round_number - 1].guesses, guesses) if not add and 1 <= round_number <= len(rounds) else ()
    return GuessPreview(source, round_number, rows, _ordered(problems), later, notes, kept, tuple(blocking), dropped)


def _newly_illegal(before: Game, after: Game, number: int, evaluated: Evaluation | None = None
                   ) -> tuple[GuessResult, ...]:
    """The guesses after round ``number`` that break a rule in ``after`` but not in ``before`` (``evaluated``:
    ``after``'s evaluation, where the caller has it)."""
    if len(after.rounds) <= number:
        return ()
    return newly_illegal(evaluate(before), evaluate(after) if evaluated is None else evaluated, number)


_ROW_MENTIONS = {
    "roster.duplicate": ("roster.duplicate_line", "roster.duplicate_round_row"),
    "guess.twice": ("guess.twice_line", "guess.twice_round_row"),
}
"""The core's messages that name another row of the same table (their parameter ``row``): the same
said of a line of the file, and of a row already in the round."""


def _placed(problem: Problem, lines: Sequence[int]) -> ImportProblem:
    """A core problem at its line, another row it names also given as a line."""
    if problem.row is None or not 0 <= problem.row < len(lines):
        return ImportProblem(None, problem.field, problem.message)
    message = problem.message
    if message.code in _ROW_MENTIONS:
        row = message.params.get("row")
        if isinstance(row, int) and 1 <= row <= len(lines):
            params = dict(message.params)
            at_line, at_row = _ROW_MENTIONS[message.code]
            if lines[row - 1] <= 0:  # a guess already in the round, not from the file
                message = WMM.say(at_row, **params)
            else:
                params["line"] = lines[row - 1]
                message = WMM.say(at_line, **params)
    return ImportProblem(lines[problem.row], problem.field, message)


def _by_line(problems: Sequence[ImportProblem]) -> dict[int, tuple[ImportProblem, ...]]:
    found: dict[int, list[ImportProblem]] = {}
    for problem in problems:
        if problem.line is not None:
            found.setdefault(problem.line, []).append(problem)
    return {line: tuple(listed) for line, listed in found.items()}


def _ordered(problems: Sequence[ImportProblem]) -> tuple[ImportProblem, ...]:
    """By line; those of the whole import last, in the order found."""
    return tuple(sorted(problems, key=lambda p: (p.line is None, p.line or 0)))
