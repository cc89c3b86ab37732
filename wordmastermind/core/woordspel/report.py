"""The Woordspel score sheet as a neutral :class:`Report`.

The move list with both players' running totals, the standings with the
deduction for the tiles left at the end, the unseen tiles and the board as
a 15x15 table (row 1 at the top, as the coordinates run; an empty bonus
square shows its bonus: 2L, 3L, 2W, 3W; a blank shows its letter in lower
case), kept whole on one page of a printed report (:attr:`Table.whole`).

Racks are private while the game goes on: a report for
:attr:`Audience.PLAYERS` leaves them out until the game is over, and shows
only the tiles not on the board (the bag and both racks together) rather
than what each player cannot see. The game master's copy
(:attr:`Audience.GAME_MASTER`) shows them and says so.

>>> from wordmastermind.core.woordspel.game import Game
>>> from wordmastermind.core.woordspel.moves import Pass
>>> from wordmastermind.core.woordspel.play import Play
>>> game = Game(("Anna", "Bas")).with_move(Play.parse("8H LEES", rack="EELSSTU?"))
>>> game = game.with_move(Play.parse("9G ZO"))
>>> report = woordspel_report(game)
>>> report.tables()[0].rows
((1, 1, 'Anna', '8H LEES', 'LEES', 18, '', 18, 0), (2, 2, 'Bas', '9G ZO', 'ZO, LO', 18, '', 18, 18))
>>> "EELSSTU?" in report.text(), "EELSSTU?" in woordspel_report(game, Audience.GAME_MASTER).text()
(False, True)
>>> board = report.tables()[-1]      # row 8, columns h-k; row 9, columns f-j
>>> board.rows[7][8:12], board.rows[8][6:11]
(('L', 'E', 'E', 'S'), ('', 'Z', 'O', '2L', ''))

Without a language the report is in the game's own:

>>> import dataclasses
>>> from wordmastermind.files.i18n import translation   # the Dutch texts: the files layer reads the catalogs
>>> woordspel_report(dataclasses.replace(game, language="nl"), catalogs=translation).title
'Woordspel-scoreblad'
>>> woordspel_report(dataclasses.replace(game, language="nl"), language="en").title
'Woordspel score sheet'
"""

from __future__ import annotations

from dataclasses import replace

from collections.abc import Mapping

from wordmastermind.core import messages
from wordmastermind.core.report import (
    Audience,
    Block,
    Cell,
    Column,
    Heading,
    Paragraph,
    Report,
    ReportRequest,
    Table,
)
from wordmastermind.core.woordspel.game import Game
from wordmastermind.core.woordspel.sheet import Sheet, SheetRow, compute_sheet
from wordmastermind.core.woordspel.board import COLUMNS, SIZE, RackError, Square, shown_notation, tiles_value

LANGUAGES = ("en", "nl")
"""The languages of the score sheet: English and Dutch (its texts' catalog)."""

WOORDSPEL_REPORT = messages.Table({
    "report.woordspel.game": "Woordspel",
    "report.woordspel.title": "Woordspel score sheet",
    "report.woordspel.gm_title": "Woordspel score sheet: game master's copy",
    "report.woordspel.scrabble_title": "Scrabble score sheet",
    "report.woordspel.scrabble_gm_title": "Scrabble score sheet: game master's copy",
    "report.woordspel.gm_warning": "This copy shows the players' racks. It is for the game master only.",
    "report.woordspel.setup": "{first} against {second}; {first} started.",
    "report.woordspel.setup_many": "Players: {players}; {first} started.",
    "report.woordspel.redealt": "Both players passed in turns 1 and 2: the tiles were dealt anew.",
    "report.woordspel.moves": "Moves",
    "report.woordspel.number": "No.",
    "report.woordspel.turn": "Turn",
    "report.woordspel.player": "Player",
    "report.woordspel.rack": "Rack",
    "report.woordspel.move": "Move",
    "report.woordspel.words": "Words",
    "report.woordspel.points": "Points",
    "report.woordspel.note": "Note",
    "report.woordspel.no_moves": "No moves yet.",
    "report.woordspel.all_tiles": "all 8 tiles: doubled",
    "report.woordspel.bingo": "all {count} tiles: +{bonus}",
    "report.woordspel.challenge": "challenge bonus",
    "report.woordspel.out": "the others' tiles left",
    "report.woordspel.out_twice": "twice the opponent's tiles left",
    "report.woordspel.rules": "Scored by the rules of {rules}.",
    "report.woordspel.broken": "Rules broken (the moves are kept as the record has them)",
    "report.woordspel.preset.scrabble-en": "Scrabble in English",
    "report.woordspel.preset.scrabble-nl": "Scrabble in Dutch",
    "report.woordspel.preset.scrabble-pl": "Scrabble in Polish",
    "report.woordspel.withdrawn": "play withdrawn",
    "report.woordspel.exchange": "exchange",
    "report.woordspel.pass": "pass",
    "report.woordspel.penalty": "penalty",
    "report.woordspel.end": "tiles left",
    "report.woordspel.standings": "Standings",
    "report.woordspel.scored": "Scored",
    "report.woordspel.left": "Tiles left",
    "report.woordspel.deduction": "Deduction",
    "report.woordspel.end_points": "End of game",
    "report.woordspel.total": "Total",
    "report.woordspel.winner": "Winner: {name} with {points} points.",
    "report.woordspel.draw": "Draw (remise): {points} points each.",
    "report.woordspel.leading": "Leading: {name} with {points} points.",
    "report.woordspel.level": "Level at {points} points each.",
    "report.woordspel.next": "Next: {name} (turn {turn}).",
    "report.woordspel.passes_over": "The game is over after three passes in a row (turns {first} to {last}); "
                                    "the tiles left are not entered yet, so no deduction is made.",
    "report.woordspel.out_over": "The game is over: {name} has no tiles left and the bag is empty.",
    "report.woordspel.passes_final": "The game ended after three passes in a row (turns {first} to {last}).",
    "report.woordspel.unseen": "Unseen tiles",
    "report.woordspel.off_board": "Not on the board (the bag and both racks): {count} of {all} tiles.",
    "report.woordspel.unseen_by": "Unseen by",
    "report.woordspel.own_rack": "Own rack",
    "report.woordspel.unseen_tiles": "Unseen tiles",
    "report.woordspel.count": "Count",
    "report.woordspel.unknown": "not known",
    "report.woordspel.unseen_over": "The game holds more tiles of a letter than the set has (its record was"
                                    " imported with a warning): the rack of {names} is taken off as far as the"
                                    " set has its tiles.",
    "report.woordspel.board": "Board",
    "report.woordspel.sheet_moves": "Moves",
    "report.woordspel.sheet_standings": "Standings",
    "report.woordspel.sheet_unseen": "Unseen",
    "report.woordspel.sheet_board": "Board",
    "report.woordspel.row": "Row",
    "report.woordspel.file_sheet": "sheet",
}, languages=LANGUAGES[1:])


def woordspel_report(
    game: Game, audience: Audience = Audience.PLAYERS, language: str | None = None,
    *, catalogs: messages.Catalogs | None = None,
) -> Report:
    """The score sheet of ``game`` for ``audience`` in ``language`` ("en" or
    "nl"; ``None``, the default: the game's own language), its texts from ``catalogs``.

    The game must follow the rules (as every game built with the ``with_*``
    edits or read from a file does); a move that breaks one raises the
    rules' error.
    """
    language = game.language if language is None else language
    if language not in LANGUAGES:
        raise ValueError(f"no Woordspel report in {language!r}: choose one of {', '.join(LANGUAGES)}")
    translate = messages.translation(language, catalogs)
    texts = messages.Texts(WOORDSPEL_REPORT, "report.woordspel.", translate)
    return replace(_Builder(game, audience, texts, translate).build(), language=language)


def group_tiles(tiles: str) -> str:
    """Tiles grouped by letter for reading: ``AAA B EE ??``.

    >>> group_tiles("AAABEE??")
    'AAA B EE ??'
    """
    groups: list[str] = []
    for tile in tiles:
        if groups and groups[-1][0] == tile:
            groups[-1] += tile
        else:
            groups.append(tile)
    return " ".join(groups)


class _Builder:
    def __init__(self, game: Game, audience: Audience, s: Mapping[str, str],
                 translate: messages.Translate) -> None:
        self.game = game
        self.translate = translate
        self.audience = audience
        self.s = s
        self.sheet: Sheet = compute_sheet(game)
        self.show_racks = audience is Audience.GAME_MASTER or self.sheet.over

    def build(self) -> Report:
        s, game = self.s, self.game
        gm = self.audience is Audience.GAME_MASTER
        kind = "" if game.rules.is_woordspel else "scrabble_"  # a record scored by Scrabble's rules is no Woordspel
        title = s[kind + ("gm_title" if gm else "title")]
        blocks: list[Block] = [Heading(title)]
        if gm and not self.sheet.over:
            blocks.append(Paragraph(s["gm_warning"], emphasis=True))
        if game.title:
            blocks.append(Paragraph(game.title))
        if game.description:
            blocks.append(Paragraph(game.description))
        if len(game.players) == 2:
            first, second = game.players
            blocks.append(Paragraph(s["setup"].format(first=first, second=second)))
        else:
            blocks.append(Paragraph(s["setup_many"].format(players=", ".join(game.players), first=game.players[0])))
        if not self.game.rules.is_woordspel:
            blocks.append(Paragraph(s["rules"].format(rules=s[f"preset.{self.game.rules.key}"])))
        if self.sheet.redealt:
            blocks.append(Paragraph(s["redealt"]))
        blocks.append(Heading(s["moves"]))
        if self.sheet.rows:
            blocks.append(self.moves_table())
        else:
            blocks.append(Paragraph(s["no_moves"]))
        if self.sheet.warnings:
            blocks.append(Heading(s["broken"]))
            blocks += [Paragraph(messages.render(text, self.translate)) for _, text in self.sheet.warnings]
        blocks.append(Heading(s["standings"]))
        blocks.append(self.standings_table())
        blocks += [Paragraph(text, emphasis=True) for text in self.outcome()]
        blocks.append(Heading(s["unseen"]))
        blocks += self.unseen()
        blocks.append(Heading(s["board"]))
        blocks.append(self.board_table())
        return Report(
            title=title,
            blocks=tuple(blocks),
            subject=s["game"],
            audience=self.audience,
            keywords=(s["game"],),
        )

    def note(self, row: SheetRow) -> str:
        s = self.s
        if row.kind == "play":
            if row.score is None or not row.score.all_tiles:
                return ""
            if row.score.bingo:
                return s["bingo"].format(count=self.game.rules.rack_size, bonus=row.score.bingo)
            return s["all_tiles"]
        if row.kind == "penalty" and row.text == "(challenge)":
            return s["challenge"]
        if row.kind == "end" and row.points > 0:
            twice = 2 * tiles_value(row.rack or "", self.game.rules.values)
            return s["out_twice" if len(self.game.players) == 2 and row.points == twice else "out"]
        return s[row.kind]

    def moves_table(self) -> Table:
        s, names = self.s, self.game.players
        totals = [0] * len(names)
        rows: list[tuple[Cell, ...]] = []
        for row in self.sheet.rows:
            totals[row.player] = row.total
            cells: list[Cell] = [row.number, row.turn, names[row.player]]
            if self.show_racks:
                cells.append(row.rack or "")
            cells += [shown_notation(row.text, self.game.rows_from_bottom), ", ".join(row.words), row.points,
                      self.note(row), *totals]
            rows.append(tuple(cells))
        columns = [
            Column(s["number"], numeric=True, width=4),
            Column(s["turn"], numeric=True, width=5),
            Column(s["player"], width=14),
        ]
        if self.show_racks:
            columns.append(Column(s["rack"], width=10))
        columns += [
            Column(s["move"], width=14),
            Column(s["words"], width=24),
            Column(s["points"], numeric=True, width=7),
            Column(s["note"], width=16),
            *(Column(name, numeric=True, width=8) for name in names),
        ]
        return Table(tuple(columns), tuple(rows), sheet=s["sheet_moves"])

    def standings_table(self) -> Table:
        s, sheet = self.s, self.sheet
        end = self.game.end
        rows: list[tuple[Cell, ...]] = []
        for player, name in enumerate(self.game.players):
            left = end.racks[player] if end is not None else ""
            rows.append((name, sheet.scored[player], left, -sheet.deductions[player],
                         sheet.totals[player]))
        columns = (
            Column(s["player"], width=14),
            Column(s["scored"], numeric=True, width=8),
            Column(s["left"], width=10),
            # a Scrabble preset adds the others' tiles to the player who went out: no deduction, that
            Column(s["deduction" if min(sheet.deductions) >= 0 else "end_points"], numeric=True, width=9),
            Column(s["total"], numeric=True, width=7),
        )
        return Table(columns, tuple(rows), sheet=s["sheet_standings"])

    def outcome(self) -> list[str]:
        s, sheet, names = self.s, self.sheet, self.game.players
        texts: list[str] = []
        best = max(sheet.totals)
        if sheet.ending == "passes":
            turns = sheet.pass_turns
            key = "passes_final" if sheet.final else "passes_over"
            texts.append(s[key].format(first=turns[0], last=turns[-1]))
        elif sheet.ending == "out" and self.game.end is not None:
            out = next(i for i, rack in enumerate(self.game.end.racks) if not rack)
            texts.append(s["out_over"].format(name=names[out]))
        if sheet.final:
            if sheet.winner is None:
                texts.append(s["draw"].format(points=best))
            else:
                texts.append(s["winner"].format(name=names[sheet.winner], points=best))
            return texts
        if sheet.totals.count(best) > 1:
            texts.append(s["level"].format(points=best))
        else:
            texts.append(s["leading"].format(name=names[sheet.totals.index(best)], points=best))
        if sheet.next_player is not None:
            texts.append(s["next"].format(name=names[sheet.next_player], turn=sheet.turns + 1))
        return texts

    def unseen(self) -> list[Block]:
        s, game = self.s, self.game
        off = game.unseen(0, rack="")
        summary = Paragraph(s["off_board"].format(count=len(off), all=self.game.rules.total), keep_with_next=True)
        if not self.show_racks:
            return [summary, Paragraph(group_tiles(off))]
        rows: list[tuple[Cell, ...]] = []
        over: list[str] = []
        for player, name in enumerate(game.players):
            own = game.end.racks[player] if game.end is not None else game.racks[player]
            try:
                unseen = game.unseen(player)
            except RackError:  # a record with more of a letter than the set has: imported with a warning
                unseen = game.unseen(player, strict=False)
                over.append(name)
            rows.append((name, s["unknown"] if own is None else own, group_tiles(unseen),
                         len(unseen)))
        table = Table(
            (
                Column(s["unseen_by"], width=14),
                Column(s["own_rack"], width=10),
                Column(s["unseen_tiles"], width=40, whole=True),
                Column(s["count"], numeric=True, width=6),
            ),
            tuple(rows),
            sheet=s["sheet_unseen"],
        )
        if over:
            return [summary, table, Paragraph(s["unseen_over"].format(names=", ".join(over)))]
        return [summary, table]

    def board_table(self) -> Table:
        s = self.s
        state, board = self.sheet.state, self.game.board
        rows: list[tuple[Cell, ...]] = []
        for r in range(SIZE):
            cells: list[Cell] = [SIZE - r if self.game.rows_from_bottom else r + 1]
            for c in range(SIZE):
                square = Square(r, c)
                tile = state.at(square)
                bonus = board.bonus(square)
                cells.append(tile.face if tile is not None else bonus.label if bonus else "")
            rows.append(tuple(cells))
        columns = (Column(s["row"], numeric=True, width=4),) + tuple(
            Column(letter, width=3) for letter in COLUMNS
        )
        return Table(columns, tuple(rows), sheet=s["sheet_board"], whole=True)  # one picture, on one page


def build_report(game: Game, request: ReportRequest) -> Report:
    """The score sheet ``request`` asks for: the players' or the game master's copy, in its language."""
    return woordspel_report(game, request.audience, request.language, catalogs=request.catalogs)
