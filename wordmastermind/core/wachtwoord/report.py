"""The Wachtwoord score sheet as a neutral :class:`Report`.

Per round, a table with one row per player and one column per word (A1 ...
A5*, B1 ... B5* in a team game, 1 ... 5* with three players) holding each
player's running total after that word, as the rules' printed sheet shows
it (empty where the word is not theirs or was not played); then the same
table with the points of each word; then the words in the order played with
the dial value, whom the points went to and the running total of each side,
and the round's result. The paragraphs that open a round and title its tables
are kept with the tables on the page (:attr:`Paragraph.keep_with_next`). Last, each side's total and rounds won, and the
winner of the game once it is over (its agreed rounds played, or ended by
the game master); until then the side that leads.

The rules' example, the American method:

>>> from wordmastermind.core.wachtwoord.game import Method, Team, TeamGame, TeamRound, missed, won
>>> a = (won(2, 8), won(1, 5), missed(), won(1, 7), won(2, 6))
>>> b = (won(1, 8), won(2, 7), won(1, 9), won(2, 2), won(1, 7))
>>> game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"),
...                 Method.AMERICAN, rounds=(TeamRound(a, b),))
>>> report = wachtwoord_report(game)
>>> report.title
'Wachtwoord: Fred & Annie against Joop & Marie'
>>> sheet = report.tables()[0]
>>> [c.title for c in sheet.columns]
['Player', 'A1', 'A2', 'A3', 'A4', 'A5*', 'B1', 'B2', 'B3', 'B4', 'B5*', 'Total']
>>> sheet.rows[0]
('Fred', 0, 5, 5, 12, 12, None, None, None, None, None, 12)
>>> report.tables()[1].rows[0]
('Fred', 0, 5, 0, 7, 0, None, None, None, None, None, 12)
>>> report.blocks[-1].text
'Fred & Annie lead, 43 to 29; the game is not over yet.'
>>> import dataclasses
>>> one_round = dataclasses.replace(game, agreed_rounds=1)
>>> wachtwoord_report(one_round).blocks[-1].text
'Fred & Annie win the game, 43 to 29.'
>>> from wordmastermind.files.i18n import translation   # the Dutch texts: the files layer reads the catalogs
>>> wachtwoord_report(one_round, language="nl", catalogs=translation).blocks[-1].text
'Fred & Annie winnen het spel, 43 tegen 29.'

Without a language the report is in the game's own:

>>> wachtwoord_report(dataclasses.replace(game, language="nl"), catalogs=translation).title
'Wachtwoord: Fred & Annie tegen Joop & Marie'
"""

from __future__ import annotations

from dataclasses import replace

from collections.abc import Mapping, Sequence

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
from wordmastermind.core.wachtwoord.game import (
    AMERICAN_WORDS,
    DUTCH_TARGET,
    Method,
    Team,
    TeamGame,
    TrioGame,
    WinnerBy,
)
from wordmastermind.core.wachtwoord.sheet import GameSheet, RoundSheet, team_sheet, trio_sheet

LANGUAGES = ("en", "nl")
"""The languages of the score sheet: English and Dutch (its texts' catalog)."""

WACHTWOORD_REPORT = messages.Table({
    "report.wachtwoord.game": "Wachtwoord",
    "report.wachtwoord.title_teams": "Wachtwoord: {team1} against {team2}",
    "report.wachtwoord.title_trio": "Wachtwoord: {p1}, {p2} and {p3}",
    "report.wachtwoord.and": "&",
    "report.wachtwoord.american": "American method: five words per list; the fifth (*) counts double.",
    "report.wachtwoord.american_trio": "American method: five words per round; the fifth (*) counts double.",
    "report.wachtwoord.dutch": "Dutch method: a round ends as soon as a side has 25 points; nothing counts "
                               "double.",
    "report.wachtwoord.dutch_trio": "Dutch method: a round ends as soon as a player has 25 points; nothing "
                                    "counts double.",
    "report.wachtwoord.trio": "Three players: one gives the clues, the other two score for themselves.",
    "report.wachtwoord.by_points": "The side with the most points wins the game.",
    "report.wachtwoord.by_rounds": "The side that wins the most rounds wins the game.",
    "report.wachtwoord.by_points_trio": "The player with the most points wins the game.",
    "report.wachtwoord.by_rounds_trio": "The player who wins the most rounds wins the game.",
    "report.wachtwoord.leader": "Game leader: {leader}.",
    "report.wachtwoord.round": "Round {number}",
    "report.wachtwoord.round_column": "Round",
    "report.wachtwoord.clue_giver": "{name} gives the clues.",
    "report.wachtwoord.player": "Player",
    "report.wachtwoord.total": "Total",
    "report.wachtwoord.word": "Word",
    "report.wachtwoord.value": "Dial",
    "report.wachtwoord.got_it": "Points to",
    "report.wachtwoord.running_title": "Running totals, as on the printed sheet:",
    "report.wachtwoord.points_title": "Points per word:",
    "report.wachtwoord.sheet_points": "Points",
    "report.wachtwoord.starts": "{side} give the first clue.",
    "report.wachtwoord.agreed": "{rounds} rounds agreed.",
    "report.wachtwoord.ended": "The game master ended the game after round {number}.",
    "report.wachtwoord.lead_one": "leads",
    "report.wachtwoord.lead_many": "lead",
    "report.wachtwoord.game_lead_points": "{side} {lead}{score}; the game is not over yet.",
    "report.wachtwoord.game_lead_rounds": "{side} {lead} on rounds won{score}; the game is not over yet.",
    "report.wachtwoord.game_level": "The sides are level{score}; the game is not over yet.",
    "report.wachtwoord.game_level_trio": "No player leads{score}; the game is not over yet.",
    "report.wachtwoord.points": "Points",
    "report.wachtwoord.nobody": "nobody",
    "report.wachtwoord.no_words": "No words played yet.",
    "report.wachtwoord.ended_after": "The round ended after {label}: {target} points reached.",
    "report.wachtwoord.round_won": "{side} {win} round {number}{score}.",
    "report.wachtwoord.round_draw": "Round {number} is a draw{score}.",
    "report.wachtwoord.round_open": "Round {number} is not finished.",
    "report.wachtwoord.win_one": "wins",
    "report.wachtwoord.win_many": "win",
    "report.wachtwoord.to": " to ",
    "report.wachtwoord.game_totals": "The game",
    "report.wachtwoord.side": "Side",
    "report.wachtwoord.rounds_won": "Rounds won",
    "report.wachtwoord.game_won_points": "{side} {win} the game{score}.",
    "report.wachtwoord.game_won_rounds": "{side} {win} the game on rounds won{score}.",
    "report.wachtwoord.game_draw": "The game is a draw{score}.",
    "report.wachtwoord.game_open": "The game is not finished.",
    "report.wachtwoord.no_rounds": "No rounds played yet.",
    "report.wachtwoord.sheet_rounds": "Rounds",
    "report.wachtwoord.sheet_words": "Words",
    "report.wachtwoord.sheet_game": "Game",
    "report.wachtwoord.file_sheet": "sheet",
}, languages=LANGUAGES[1:])


def team_name(team: Team) -> str:
    """A team as the sheet names it.

    >>> team_name(Team("Fred", "Annie"))
    'Fred & Annie'
    """
    return f"{team.a_player} & {team.b_player}"


def wachtwoord_report(game: TeamGame | TrioGame, language: str | None = None, *,
                      catalogs: messages.Catalogs | None = None) -> Report:
    """The score sheet of ``game``, every round worked out, in ``language`` (default: the game's),
    its texts from ``catalogs``.

    Raises :class:`ValueError` for an unknown language and
    :class:`~wordmastermind.core.wachtwoord.errors.WachtwoordError` for a sheet that
    breaks the rules.
    """
    language = game.language if language is None else language
    if language not in LANGUAGES:
        raise ValueError(
            f"no report texts for language {language!r}; choose from {', '.join(LANGUAGES)}"
        )
    texts = messages.Texts(WACHTWOORD_REPORT, "report.wachtwoord.", messages.translation(language, catalogs))
    return replace(_Builder(game, texts).build(), language=language)


class _Builder:
    def __init__(self, game: TeamGame | TrioGame, s: Mapping[str, str]) -> None:
        self.game, self.s = game, s
        self.sheet: GameSheet
        if isinstance(game, TeamGame):
            self.sheet = team_sheet(game)
            self.side_names: tuple[str, ...] = (team_name(game.team1), team_name(game.team2))
        else:
            self.sheet = trio_sheet(game)
            self.side_names = game.players
        self.columns = self.word_columns()

    def side(self, side: int | str) -> str:
        """The name of a round's or the game's winner (team number or player's name)."""
        return self.side_names[side - 1] if isinstance(side, int) else side

    def win(self, many: str = "win_many", one: str = "win_one") -> str:
        return self.s[many if isinstance(self.game, TeamGame) else one]

    def score(self, values: Sequence[int], first: int | str | None = None) -> str:
        """``", 43 to 29"`` for two teams, ``": Els 0, Wim 26, Kees 19"`` for three players.

        ``first``, a team that wins or leads, has its score said first: ``", 81 to 43"`` when team 2 wins.
        """
        if isinstance(self.game, TeamGame):
            ordered = list(values)[::-1] if first == 2 else values
            return ", " + self.s["to"].join(str(v) for v in ordered)
        return ": " + ", ".join(f"{n} {v}" for n, v in zip(self.side_names, values, strict=True))

    def word_columns(self) -> tuple[str, ...]:
        """One column per word any round may have, so that the round tables align."""
        american = self.game.method is Method.AMERICAN

        def labels(prefix: str, count: int) -> list[str]:
            if american:
                count = AMERICAN_WORDS
            return [
                f"{prefix}{i}" + ("*" if american and i == AMERICAN_WORDS else "")
                for i in range(1, count + 1)
            ]

        if isinstance(self.game, TeamGame):
            a = max((len(r.a_words) for r in self.game.rounds), default=0)
            b = max((len(r.b_words) for r in self.game.rounds), default=0)
            return tuple(labels("A", a) + labels("B", b))
        n = max((len(r.words) for r in self.game.rounds), default=0)
        return tuple(labels("", n))

    def build(self) -> Report:
        s, game = self.s, self.game
        if isinstance(game, TeamGame):
            title = s["title_teams"].format(team1=self.side_names[0], team2=self.side_names[1])
        else:
            p1, p2, p3 = game.players
            title = s["title_trio"].format(p1=p1, p2=p2, p3=p3)
        blocks: list[Block] = [Heading(title)]
        # three players: no lists (five words per round), and players, not sides, score
        trio = "_trio" if isinstance(game, TrioGame) else ""
        blocks.append(Paragraph(s[game.method.value + trio]))
        if trio:
            blocks.append(Paragraph(s["trio"]))
        blocks.append(Paragraph(s[("by_points" if game.winner_by is WinnerBy.POINTS else "by_rounds") + trio]))
        if isinstance(game, TeamGame) and game.leader:
            blocks.append(Paragraph(s["leader"].format(leader=game.leader)))
        if game.agreed_rounds is not None:
            blocks.append(Paragraph(s["agreed"].format(rounds=game.agreed_rounds)))
        if not self.sheet.rounds:
            blocks.append(Paragraph(s["no_rounds"]))
        for number, rnd in enumerate(self.sheet.rounds, start=1):
            blocks += self.round_blocks(number, rnd)
        blocks += self.game_blocks()
        return Report(title=title, blocks=tuple(blocks), subject=s["game"])

    def round_blocks(self, number: int, rnd: RoundSheet) -> list[Block]:
        s = self.s
        name = s["round"].format(number=number)
        blocks: list[Block] = [Heading(name)]
        if isinstance(self.game, TrioGame):
            giver = self.game.rounds[number - 1].clue_giver
            blocks.append(Paragraph(s["clue_giver"].format(name=giver), keep_with_next=True))
        elif rnd.starts is not None:
            blocks.append(Paragraph(s["starts"].format(side=self.side(rnd.starts)), keep_with_next=True))
        group = {"group": name, "group_title": s["round_column"]}
        columns = (
            Column(s["player"], width=14),
            *(Column(label, numeric=True, width=4) for label in self.columns),
            Column(s["total"], numeric=True, width=6),
        )
        blocks.append(Paragraph(s["running_title"], keep_with_next=True))
        blocks.append(Table(columns, self.player_rows(number, rnd, running=True),
                            sheet=s["sheet_rounds"], group=name, group_title=group["group_title"]))
        blocks.append(Paragraph(s["points_title"], keep_with_next=True))
        blocks.append(Table(columns, self.player_rows(number, rnd, running=False),
                            sheet=s["sheet_points"], group=name, group_title=group["group_title"]))
        blocks += self.word_blocks(rnd, group)
        if rnd.ended_after is not None:
            blocks.append(Paragraph(s["ended_after"].format(label=rnd.ended_after, target=DUTCH_TARGET)))
        score = self.score(rnd.totals, rnd.winner)
        if not rnd.finished:
            text = s["round_open"].format(number=number)
        elif rnd.winner is None:
            text = s["round_draw"].format(number=number, score=score)
        else:
            text = s["round_won"].format(
                side=self.side(rnd.winner), win=self.win(), number=number, score=score
            )
        blocks.append(Paragraph(text, emphasis=True))
        return blocks

    def player_rows(self, number: int, rnd: RoundSheet, running: bool) -> tuple[tuple[Cell, ...], ...]:
        """One row per player: the running total (or the points) after each of the player's words."""
        played = {w.label: i for i, w in enumerate(rnd.words)}
        rows: list[tuple[Cell, ...]] = []
        for row in rnd.rows:
            # A row's points follow its words in order; in a team game only its own list.
            own = [
                w.label for w in rnd.words
                if not isinstance(self.game, TeamGame) or w.label[0] == _list_of(self.game, row.player)
            ]
            points = dict(zip(own, row.running if running else row.points, strict=True))
            cells: list[Cell] = [row.player]
            is_giver = (
                isinstance(self.game, TrioGame)
                and row.player.casefold() == self.game.rounds[number - 1].clue_giver.casefold()
            )
            cells += [
                None if is_giver or label not in played else points.get(label) for label in self.columns
            ]
            cells.append(row.total)
            rows.append(tuple(cells))
        return tuple(rows)

    def word_blocks(self, rnd: RoundSheet, group: Mapping[str, str]) -> list[Block]:
        """The words in the order played: the dial, whom the points went to, each side's total."""
        s = self.s
        blocks: list[Block] = []
        if rnd.words:
            word_rows: tuple[tuple[Cell, ...], ...] = tuple(
                (w.label, w.value, ", ".join(w.scorers) or s["nobody"], w.points, *w.running)
                for w in rnd.words
            )
            word_columns = (
                Column(s["word"], width=5),
                Column(s["value"], numeric=True, width=5),
                Column(s["got_it"], width=14),
                Column(s["points"], numeric=True, width=6),
                *(Column(side, numeric=True, width=8) for side in self.side_names),
            )
            blocks.append(Table(word_columns, word_rows, sheet=s["sheet_words"],
                                group=group["group"], group_title=group["group_title"]))
        else:
            blocks.append(Paragraph(s["no_words"]))
        return blocks

    def game_blocks(self) -> list[Block]:
        s, sheet = self.s, self.sheet
        if not sheet.rounds:
            return [Paragraph(s["game_open"], emphasis=True)]
        rows: tuple[tuple[Cell, ...], ...] = tuple(
            (name, total, won)
            for name, total, won in zip(self.side_names, sheet.totals, sheet.rounds_won, strict=True)
        )
        table = Table(
            (
                Column(s["side" if isinstance(self.game, TeamGame) else "player"], width=16),
                Column(s["total"], numeric=True, width=6),
                Column(s["rounds_won"], numeric=True, width=8),
            ),
            rows,
            sheet=s["sheet_game"],
        )
        by_points = self.game.winner_by is WinnerBy.POINTS
        score = self.score(sheet.totals if by_points else sheet.rounds_won,
                           sheet.winner if sheet.over else sheet.leader)
        if sheet.over and sheet.winner is None:
            text = s["game_draw"].format(score=score)
        elif sheet.over and sheet.winner is not None:
            key = "game_won_points" if by_points else "game_won_rounds"
            text = s[key].format(side=self.side(sheet.winner), win=self.win(), score=score)
        elif sheet.leader is None:
            text = s["game_level" if isinstance(self.game, TeamGame) else "game_level_trio"].format(score=score)
        else:
            key = "game_lead_points" if by_points else "game_lead_rounds"
            text = s[key].format(side=self.side(sheet.leader), lead=self.win("lead_many", "lead_one"),
                                 score=score)
        blocks: list[Block] = [Heading(s["game_totals"]), table]
        if self.game.ended:
            blocks.append(Paragraph(s["ended"].format(number=len(sheet.rounds))))
        return [*blocks, Paragraph(text, emphasis=True)]


def _list_of(game: TeamGame, player: str) -> str:
    """``"A"`` or ``"B"``: the list a team game's player scores on."""
    return "A" if player in (game.team1.a_player, game.team2.a_player) else "B"


def build_report(game: TeamGame | TrioGame, request: ReportRequest) -> Report:
    """The score sheet ``request`` asks for (it has one for everybody: Wachtwoord has no secrets)."""
    return wachtwoord_report(game, language=request.language, catalogs=request.catalogs)
