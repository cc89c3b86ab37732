"""The RONDO score sheet as a neutral :class:`Report`.

Per side a table of its turns (turn, word, the holder after it in card
notation, so that jokers, erase cards and cards face down can be checked
on paper, the cards exchanged before it, points, a stroke for a turn
without a word, running total), then the totals and the winner, or the
leaders while the game goes on. A side without a start word is shown as
not started. The turn tables share the sheet "Turns",
each with its side's name as group, so that a spreadsheet stacks them.

>>> import datetime
>>> from wordmastermind.core.rondo.game import Game
>>> from wordmastermind.core.rondo.holder import Holder, Turn
>>> from wordmastermind.core.rondo.sides import Side
>>> d = datetime.date
>>> game = Game((Side.solo("Anna", d(1970, 5, 1), "RAT"), Side.solo("Bas", d(2010, 2, 3), "ART")),
...             rounds=2)
>>> for turn in (Turn(Holder.parse("ZON")), Turn.skipped(), Turn(Holder.parse("ZONE"))):
...     game = game.with_turn(turn)
>>> report = rondo_report(game)
>>> report.tables()[1].rows   # Bas starts: turns 1 and 3
((1, 'ZON', 'ZON', 0, 8, '', 8), (3, 'ZONE', 'ZONE', 0, 9, '', 17))
>>> [b.text for b in report.blocks if isinstance(b, Paragraph)][-2:]
['Leading: Bas with 17 points.', 'Next: Anna (turn 4 of 4).']

Without a language the report is in the game's own; its Dutch texts come
from the catalogs, which the files layer reads:

>>> import dataclasses
>>> from wordmastermind.files.i18n import translation
>>> rondo_report(dataclasses.replace(game, language="nl"), catalogs=translation).blocks[-2].text
'Aan kop: Bas met 17 punten.'
"""

from __future__ import annotations

from dataclasses import replace

from collections.abc import Mapping

from wordmastermind.core import messages
from wordmastermind.core.report import (
    Block,
    Cell,
    Column,
    Heading,
    Paragraph,
    Report,
    ReportRequest,
    Table,
)
from wordmastermind.core.rondo.errors import StartError
from wordmastermind.core.rondo.game import Game
from wordmastermind.core.rondo.sheet import Sheet, SideSheet, compute_sheet
from wordmastermind.core.rondo.sides import start_tie, start_value

STROKE = "/"
"""The mark of a turn without a word (a stroke on the paper sheet)."""

LANGUAGES = ("en", "nl")
"""The languages of the score sheet: English and Dutch (its texts' catalog)."""

RONDO_REPORT = messages.Table({
    "report.rondo.game": "RONDO",
    "report.rondo.title": "RONDO score sheet",
    "report.rondo.players": "{count} players",
    "report.rondo.teams": "{count} teams of two",
    "report.rondo.rounds": "{rounds} rounds agreed",
    "report.rondo.one_round": "1 round agreed",
    "report.rondo.no_rounds": "no number of rounds agreed",
    "report.rondo.beginner": "beginner variant",
    "report.rondo.starter": "{name} started (start word {word}, {points} points).",
    "report.rondo.tie_youngest": "The start words of {names} tie at {points} points: the youngest player, "
                                 "{player}, started.",
    "report.rondo.tie_youngest_team": "The start words of {names} tie at {points} points: the team of the "
                                      "youngest player, {player}, started.",
    "report.rondo.no_start": "Who starts is decided by the start words; not all are entered yet.",
    "report.rondo.turns": "Turns",
    "report.rondo.turn": "Turn",
    "report.rondo.word": "Word",
    "report.rondo.holder": "Holder",
    "report.rondo.exchanges": "Exchanges",
    "report.rondo.legend": (
        "Holder: the cards after the turn, *B a joker standing for B, - an erase card, # a card laid face down."
    ),
    "report.rondo.not_started": "{name} has no start word yet: a side without a start word cannot begin.",
    "report.rondo.points": "Points",
    "report.rondo.stroke": "Stroke",
    "report.rondo.total": "Total",
    "report.rondo.side": "Player",
    "report.rondo.team": "Team",
    "report.rondo.members": "Members",
    "report.rondo.strokes": "Strokes",
    "report.rondo.no_turns": "No turns yet.",
    "report.rondo.totals": "Totals",
    "report.rondo.winner": "Winner: {names} with {points} points.",
    "report.rondo.shared": "Shared win: {names} with {points} points each.",
    "report.rondo.leading": "Leading: {names} with {points} points.",
    "report.rondo.leading_tied": "Leading together: {names} with {points} points each.",
    "report.rondo.next": "Next: {name} (turn {turn}).",
    "report.rondo.next_of": "Next: {name} (turn {turn} of {last}).",
    "report.rondo.and": "and",
    "report.rondo.sheet_turns": "Turns",
    "report.rondo.sheet_totals": "Totals",
    "report.rondo.file_sheet": "sheet",
}, languages=LANGUAGES[1:])


def rondo_report(game: Game, language: str | None = None, *, catalogs: messages.Catalogs | None = None) -> Report:
    """The score sheet of ``game`` in ``language`` ("en" or "nl"; default: the game's), its texts from ``catalogs``.

    The game must follow the rules (as every game built with
    :meth:`Game.with_turn` or read from a file does); a turn that breaks one
    raises the rules' :class:`~wordmastermind.core.rondo.errors.TurnError`.
    """
    language = game.language if language is None else language
    if language not in LANGUAGES:
        raise ValueError(f"no RONDO report in {language!r}: choose one of {', '.join(LANGUAGES)}")
    texts = messages.Texts(RONDO_REPORT, "report.rondo.", messages.translation(language, catalogs))
    return replace(_Builder(game, texts).build(), language=language)


def _sheet(game: Game) -> Sheet | None:
    """The sheet, or ``None`` before the first turn while start words are missing."""
    try:
        return compute_sheet(game)
    except StartError:
        if game.turns:
            raise
        return None


class _Builder:
    def __init__(self, game: Game, s: Mapping[str, str]) -> None:
        self.game = game
        self.s = s
        self.sheet = _sheet(game)
        self.teams = all(len(side.members) == 2 for side in game.sides)

    def names(self, names: tuple[str, ...]) -> str:
        if len(names) == 1:
            return names[0]
        return f"{', '.join(names[:-1])} {self.s['and']} {names[-1]}"

    def build(self) -> Report:
        s = self.s
        blocks: list[Block] = [Heading(s["title"]), Paragraph(self.setup())]
        blocks.append(Paragraph(self.starter()))
        if self.sheet is not None and len(tied := start_tie(self.game.sides, self.game.values)) > 1:
            blocks.append(Paragraph(self.tie(tied)))  # why the starter starts: the rules' tie-break
        blocks.append(Heading(s["turns"]))
        if self.game.turns:  # the notation first, for all the sides' tables (under the last, a spreadsheet's
            blocks.append(Paragraph(s["legend"]))  # text sheet would set it under that side's name alone)
        for index, side in enumerate(self.game.sides):
            blocks.append(Heading(side.name, level=2))
            column = self.sheet.columns[index] if self.sheet is not None else None
            if column is not None and not column.started:
                blocks.append(Paragraph(s["not_started"].format(name=side.name)))
            elif column is None or not column.entries:
                blocks.append(Paragraph(s["no_turns"]))
            else:
                blocks.append(self.turns_table(column))
        blocks.append(Heading(s["totals"]))
        blocks.append(self.totals_table())
        blocks += [Paragraph(text, emphasis=True) for text in self.outcome()]
        return Report(
            title=s["title"],
            blocks=tuple(blocks),
            subject=s["game"],
            keywords=(s["game"],),
        )

    def setup(self) -> str:
        s, game = self.s, self.game
        parts = [s["teams" if self.teams else "players"].format(count=len(game.sides))]
        if game.rounds is None:
            parts.append(s["no_rounds"])
        elif game.rounds == 1:
            parts.append(s["one_round"])
        else:
            parts.append(s["rounds"].format(rounds=game.rounds))
        if game.beginner:
            parts.append(s["beginner"])
        text = ", ".join(parts)
        return text[0].upper() + text[1:] + "."

    def starter(self) -> str:
        if self.sheet is None:
            return self.s["no_start"]
        index = next(i for i, c in enumerate(self.sheet.columns) if c.name == self.sheet.starter)
        side = self.game.sides[index]
        word = "".join(str(card) for card in side.start_word)
        return self.s["starter"].format(
            name=side.name, word=word, points=self.sheet.columns[index].start_value
        )

    def tie(self, tied: tuple[int, ...]) -> str:
        """The start words tied: the youngest player (of the starting side) started."""
        sides, sheet = self.game.sides, self.sheet
        assert sheet is not None  # a tie is said only once the start words decide who starts
        starter = next(side for side in sides if side.name == sheet.starter)
        key = "tie_youngest_team" if len(starter.members) > 1 else "tie_youngest"
        return self.s[key].format(names=self.names(tuple(sides[i].name for i in tied)),
                                  points=start_value(starter, self.game.values), player=starter.youngest.name)

    def turns_table(self, column: SideSheet) -> Table:
        s = self.s
        rows: list[tuple[Cell, ...]] = [
            (e.turn, e.word, e.holder, e.exchanges, e.points, STROKE if e.stroke else "", e.total)
            for e in column.entries
        ]
        return Table(
            (
                Column(s["turn"], numeric=True, width=6),
                Column(s["word"], width=12),
                Column(s["holder"], width=12),
                Column(s["exchanges"], numeric=True, width=9),
                Column(s["points"], numeric=True, width=7),
                Column(s["stroke"], width=7),
                Column(s["total"], numeric=True, width=7),
            ),
            tuple(rows),
            sheet=s["sheet_turns"],
            group=column.name,
            group_title=s["team" if self.teams else "side"],
        )

    def totals_table(self) -> Table:
        s = self.s
        rows: list[tuple[Cell, ...]] = []
        for index, side in enumerate(self.game.sides):
            column = self.sheet.columns[index] if self.sheet is not None else None
            total = column.total if column is not None else 0
            strokes = column.strokes if column is not None else 0
            if self.teams:
                members = ", ".join(m.name for m in side.members)
                rows.append((side.name, members, strokes, total))
            else:
                rows.append((side.name, strokes, total))
        columns = [Column(s["team" if self.teams else "side"], width=18)]
        if self.teams:
            columns.append(Column(s["members"], width=24))
        columns += [
            Column(s["strokes"], numeric=True, width=7),
            Column(s["total"], numeric=True, width=7),
        ]
        return Table(tuple(columns), tuple(rows), sheet=s["sheet_totals"])

    def outcome(self) -> list[str]:
        s, sheet = self.s, self.sheet
        if sheet is None or not self.game.turns:
            return [s["no_turns"]]
        best = max(c.total for c in sheet.columns)
        leaders = sheet.leaders
        names = self.names(leaders)
        if sheet.over:
            key = "winner" if len(leaders) == 1 else "shared"
            return [s[key].format(names=names, points=best)]
        key = "leading" if len(leaders) == 1 else "leading_tied"
        texts = [s[key].format(names=names, points=best)]
        if sheet.next_side is not None:
            turn = len(self.game.turns) + 1
            if self.game.rounds is None:
                texts.append(s["next"].format(name=sheet.next_side, turn=turn))
            else:
                last = self.game.rounds * len(self.game.sides)
                texts.append(s["next_of"].format(name=sheet.next_side, turn=turn, last=last))
        return texts


def build_report(game: Game, request: ReportRequest) -> Report:
    """The score sheet ``request`` asks for (it has one for everybody: RONDO has no secrets)."""
    return rondo_report(game, language=request.language, catalogs=request.catalogs)
