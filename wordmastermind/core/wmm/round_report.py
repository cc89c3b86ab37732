"""The round report of Wörter-MasterMind, as a neutral :class:`Report`.

For round N it gives the game's settings, the news of the round, WF and k
for the next round (to a reader who withdrew after round N: that they did),
every guess so far at each word still in play or guessed
in round N (with marks, or KP in the points-only variant), the standings with
each player's gain in the round, and the game master's notes.

**A secret word appears only once it has been guessed.** The players' report
names a secret only in the round it is guessed, as news; the game master's
full overview (``overview=True``) holds them all and says so in its title.
Once the game is over, the report of its last round is the final report: it
reveals every secret word with its owner and when it was guessed (or that it
never was), names the winner (all of them on a tie) and masks nothing.
Each guess shows its points (KP × WF / V, as the evaluation gives them)
next to its marks.

Only a :class:`~wordmastermind.core.wmm.player_view.PlayerView` makes a
players' report: the one door for everything meant for the players.

>>> from wordmastermind.core.wmm.examples import rules_example
>>> from wordmastermind.core.wmm.evaluation import evaluate
>>> from wordmastermind.core.wmm.player_view import player_view
>>> report = round_report(player_view(evaluate(rules_example()), 2))
>>> print(report.blocks[0].text)
Joes Wörter-MasterMind: the rules' example, round 2
>>> "SALAT" in report.text()   # Alfons's word is still in play
False
>>> "LAMPE" in report.text()   # Emil's word was guessed in round 2: news
True

Notes that name a secret still in play are masked (by the view), however
the secret is written (:mod:`wordmastermind.core.masking`), with one
warning for the game master that names every masked word's owner:

>>> game = rules_example().with_notes(2, "Fast! S a l a t ist bald heraus.")
>>> report = round_report(player_view(evaluate(game), 2))
>>> report.blocks[-1].text
'Fast! ••••• ist bald heraus.'
>>> report.warnings
("Alfons's secret word was in the notes and is masked in the players' report.",)
"""

from __future__ import annotations

from collections.abc import Mapping

from wordmastermind.core import messages
from wordmastermind.core.errors import RoundOrderError
from wordmastermind.core.messages import WMM
from wordmastermind.core.report import (
    Audience, Block, Cell, Column, Heading, Paragraph, Report, ReportRequest, Table, WideTable,
)
from wordmastermind.core.wmm.place_names import name_in_round, place_label
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.wmm.departures import withdrawn_reader
from wordmastermind.core.wmm.next_round import answer_example, report_example, report_lines, spoken_list, \
    withdrawn_line
from wordmastermind.core.wmm.player_view import PlayerView, masked_warning
from wordmastermind.core.wmm.results import Evaluation, GuessResult
from wordmastermind.core.wmm.round_report_texts import LANGUAGES, round_texts

__all__ = ["LANGUAGES", "build_report", "overview_report", "round_report"]

ROUNDS_PER_PART = 8
"""The points by round are printed (Word, PDF, text) in parts of this many rounds; the workbook has them all."""


def round_report(view: PlayerView, *, language: str = "en", catalogs: messages.Catalogs | None = None,
                 reader: str = "") -> Report:
    """The players' report of the view's round, its texts in ``language`` from ``catalogs``; as ``reader`` (a
    name as the players see it) gets it, its answer example names another player
    (:func:`~wordmastermind.core.wmm.next_round.report_example`), and if they withdrew by this round it tells
    them so where the others read of the next round (its guesses and WF, deadline, how to answer), which they
    do not play (:func:`~wordmastermind.core.wmm.departures.withdrawn_reader`).

    The view masked the game master's texts; its warning goes with the report.
    """
    if view.number < 1:
        raise ValueError(f"there is no round {view.number} to report")
    texts = round_texts(language, catalogs)
    gone = withdrawn_reader(view, reader)
    example = report_example(view, reader) if gone is None else ""
    return _Builder(view.state, view.number, False, texts, masked_warning(view.masked, texts),
                    (language, catalogs), example, gone).build()


def overview_report(evaluation: Evaluation, number: int, *, language: str = "en",
                    catalogs: messages.Catalogs | None = None) -> Report:
    """The game master's full overview of round ``number`` (1 to the last round evaluated): every secret in it.

    ``evaluation`` must cover at least ``number`` rounds; rounds after it
    are ignored, so that a report of round 2 stays the same when round 3 is
    entered.
    """
    from wordmastermind.core.wmm.evaluation import evaluation_after

    texts = round_texts(language, catalogs)
    if not 1 <= number <= evaluation.round:
        raise ValueError(f"there is no round {number} to report: the game has {evaluation.round}")
    state = evaluation_after(evaluation, number)
    example = answer_example(p.name for p in state.players if p.in_play)
    return _Builder(state, number, True, texts, (), (language, catalogs), example).build()


class _Builder:
    def __init__(self, state: Evaluation, number: int, overview: bool, s: Mapping[str, str],
                 warnings: tuple[str, ...], speech: tuple[str, messages.Catalogs | None], example: str,
                 withdrawn: int | None = None) -> None:
        self.s = s
        self.example = example  # the player the answer example names
        self.withdrawn = withdrawn  # the round after which the reader withdrew: no next round to answer for them
        self.language, self.catalogs = speech  # for the texts of the next round (core/wmm/next_round.py)
        self.number = number
        self.overview = overview
        self.game = state.game
        self.state = state  # the game after round N, whatever came later
        self.secrets = {p.name: p.secret for p in self.game.players}
        self.warnings = warnings
        # The game's last round: its report reveals every secret and names the winner.
        self.final = self.state.game_over
        # Secrets not guessed by the end of round N: never in a players' report, until the end.
        self.hidden = {} if self.final else {
            p.name: self.secrets[p.name] for p in self.state.players
            if p.guessed_in_round is None and (p.word_left_after is None or p.word_left_after >= number)
        }
        self.results = {p.name: p for p in self.state.players}

    def build(self) -> Report:
        s, game, number = self.s, self.game, self.number
        title = game.settings.title or s["game"]
        kind = "overview_title" if self.overview else "final_title" if self.final else "title"
        heading = s[kind].format(title=title, round=number)
        blocks: list[Block] = [Heading(heading)]
        if self.overview:
            blocks.append(Paragraph(s["overview_warning"], emphasis=True))
        blocks += self.summary()
        blocks.append(Heading(s["words"]))
        blocks += self.words()
        blocks.append(Heading(s["final_standings" if self.final else "standings"]))
        blocks.append(self.standings())
        if self.overview:
            blocks += [Heading(s["points_by_round"]), self.points_table()]
        if self.overview or self.final:
            blocks += [Heading(s["secrets"]), self.secrets_table()]
        notes = game.rounds[number - 1].notes.strip()
        if notes:
            blocks += [Heading(s["notes"])] + [Paragraph(p.strip()) for p in notes.split("\n\n") if p.strip()]
        return Report(
            title=heading,
            blocks=tuple(blocks),
            subject=s["game"],
            audience=Audience.GAME_MASTER if self.overview else Audience.PLAYERS,
            warnings=self.warnings,
            text_sheet=s["sheet_report"],
            language=self.language,
        )

    def summary(self) -> list[Block]:
        s, settings, state = self.s, self.game.settings, self.state
        letters = s["letters_umlauts" if settings.umlauts else "letters_plain"]
        blocks: list[Block] = [
            Paragraph(
                s["settings"].format(
                    players=len(self.game.players), length=settings.word_length, letters=letters
                )
            )
        ]
        if settings.points_only:
            blocks.append(Paragraph(s["points_only"]))
        this_round = state.rounds[self.number - 1]
        if this_round.revealed:
            for owner in this_round.revealed:
                blocks.append(
                    Paragraph(
                        s["guessed"].format(round=self.number, owner=self.label(owner),
                                            word=self.secrets[owner]),
                        emphasis=True,
                    )
                )
        else:
            blocks.append(Paragraph(s["none_guessed"].format(round=self.number)))
        blocks += self.departures()
        if state.game_over:
            blocks.append(Paragraph(s["over"].format(round=state.game_over_after), emphasis=True))
            winners = [self.label(p.name) for p in state.standings if p.rank == 1]
            blocks.append(Paragraph(s["winner" if len(winners) == 1 else "winners"].format(
                names=spoken_list(winners, self.language, self.catalogs)), emphasis=True))
        elif self.withdrawn is not None:  # the reader's last round: the next is the others'
            blocks.append(Paragraph(withdrawn_line(self.withdrawn, self.language, self.catalogs), says="withdrawn"))
        else:
            k = state.k
            guesses = s["one_guess"] if k == 1 else s["guesses"].format(k=k)
            blocks.append(Paragraph(s["next"].format(k=guesses, wf=state.wf_next), says="guesses"))
            blocks += report_lines(self.number + 1, self.game.deadline(self.number + 1), self.example,
                                   self.language, self.catalogs, self.game.settings.word_length)
        return blocks

    def departures(self) -> list[Block]:
        """The news of players who withdrew, and places taken over, after the round before this one.

        The final report also tells a withdrawal after its own round (which may have ended the game); any other
        report a takeover after its own round, once recorded.
        """
        s, number, game = self.s, self.number, self.game
        told = {number - 1, number} if self.final else {number - 1}
        blocks: list[Block] = []
        for withdrawal in game.withdrawals:
            result = self.results.get(withdrawal.player)
            if result is None or withdrawal.after_round not in told:
                continue
            owner, after = self.named(withdrawal.player, withdrawal.after_round), withdrawal.after_round
            if result.word_left_after is not None:
                text = s["left_news"].format(owner=owner, round=after, word=self.secrets[withdrawal.player])
            elif withdrawal.word == "stays" and result.guessed_in_round is None:
                text = s["stays_news"].format(owner=owner, round=after)
            else:
                text = s["withdrew_news"].format(owner=owner, round=after)
            blocks.append(Paragraph(text, emphasis=True))
        # A takeover after this round, recorded before its report was made, is told too: the next round names
        # the new player, whom the words and standings of this round do not know yet.
        taken = {number - 1} if self.state.game_over else {number - 1, number}
        for takeover in game.takeovers:
            if takeover.after_round in taken:
                name = name_in_round(game, takeover.player, takeover.after_round + 1)
                blocks.append(Paragraph(s["takeover_news"].format(name=name, before=takeover.before_name,
                                                                  round=takeover.after_round + 1)))
        return blocks

    def named(self, name: str, number: int) -> str:
        """The name the place called ``name`` was played under in round ``number``."""
        return name_in_round(self.game, name, number)

    def label(self, name: str) -> str:
        """A place's name where the report names the place itself (the standings, a word's heading and news, the
        winners, the secrets): "Käthe (now Otto)" once the place was taken over before this round, the name it
        was played under in this round before that. A guess's row names its guesser as the round did."""
        return place_label(self.game, name, self.number, lambda before, shown: self.s["now"].format(
            before=before, name=shown))

    def words(self) -> list[Block]:
        s, number = self.s, self.number
        points_only = self.game.settings.points_only
        columns = (
            Column(s["round"], numeric=True, width=6),
            Column(s["word"], width=12),
            Column(s["kp"], numeric=True, width=6) if points_only else Column(s["marks"], width=8),
            Column(s["points"], numeric=True, width=6),
            Column(s["guesser"], width=16),
        )
        blocks: list[Block] = []
        for player in self.state.players:
            guessed = player.guessed_in_round
            left = player.word_left_after
            owner = self.label(player.name)  # as the standings and the secrets name the place
            if left is not None and left >= number:
                left = None  # it leaves at the end of this round: this round's report still has it in play
            if guessed is not None and guessed != number and not self.overview:
                continue  # out of the game before this round: nothing new to work from
            if left is not None and left + 1 < number and not (self.overview or self.final):
                continue  # gone with its player before the round before: told then
            if guessed is not None and (guessed == number or self.overview):
                title = s["word_guessed"].format(owner=owner, word=self.secrets[player.name], round=guessed)
            elif left is not None:
                title = s["word_left"].format(owner=owner, word=self.secrets[player.name], round=left)
            elif guessed is None and self.final:
                title = s["word_never"].format(owner=owner, word=self.secrets[player.name])
            else:
                title = s["word_of"].format(owner=owner)
            guesses = self.state.guesses_at(player.name)
            blocks.append(Heading(title, level=2))
            if not guesses:
                blocks.append(Paragraph(s["no_guesses"]))
                continue
            blocks.append(
                Table(
                    columns,
                    tuple(self.guess_row(g, points_only, self.named(g.guesser, g.round)) for g in guesses),
                    sheet=s["sheet_guesses"],
                    group=owner,
                    group_title=s["word_column"],
                )
            )
        return blocks

    @staticmethod
    def guess_row(guess: GuessResult, points_only: bool, guesser: str) -> tuple[Cell, ...]:
        """A guess's row; ``guesser`` is the name the guessing place was played under then."""
        shown: Cell = guess.kp if points_only else str(guess.marks)
        return (guess.round, guess.word, shown, guess.points, guesser)

    def standings(self) -> Table:
        s, number = self.s, self.number
        before = dict(
            zip((p.name for p in self.state.players), self.state.rounds[number - 2].totals)
        ) if number > 1 else {}
        rows = []
        for p in self.state.standings:
            status = self.player_status(p.name)
            rows.append(
                (p.rank, self.label(p.name), p.guess_points, p.word_points, p.total, p.total - before.get(p.name, 0),
                 status)
            )
        return Table(
            (
                Column(s["rank"], numeric=True, width=5),
                Column(s["name"], width=16),
                Column(s["guess_points"], numeric=True, width=8),
                Column(s["word_points"], numeric=True, width=8),
                Column(s["total"], numeric=True, width=7),
                Column(s["gain"], numeric=True, width=7),
                Column(s["status"], width=18),
            ),
            tuple(rows),
            sheet=s["sheet_standings"],
        )

    def points_table(self) -> Table:
        """The game master's players × rounds table: each round's points, and the total."""
        from wordmastermind.core.wmm.progress import points_by_round

        s = self.s
        columns = (
            Column(s["name"], width=16),
            *(Column(s["round_column"].format(round=n), numeric=True, width=8) for n in range(1, self.number + 1)),
            Column(s["total"], numeric=True, width=7),
        )
        rows: tuple[tuple[Cell, ...], ...] = tuple(
            (self.label(row.name), *row.points, row.total) for row in points_by_round(self.state)
        )
        return WideTable(columns, rows, sheet=s["sheet_points"], part_columns=ROUNDS_PER_PART)

    def secrets_table(self) -> Table:
        s = self.s
        state = {p.name: p for p in self.state.players}
        rows: list[tuple[Cell, ...]] = []
        for player in self.game.players:
            status = self.player_status(player.name) if player.name in state else self.status(None)
            # The players' final report names each word's owner, not their address.
            rows.append((self.label(player.name), player.secret, status, player.email)[: 4 if self.overview else 3])
        columns = (
            Column(s["name"], width=16),
            Column(s["secret"], width=12),
            Column(s["status"], width=18),
            Column(s["email"], width=24),
        )
        return Table(columns[: 4 if self.overview else 3], tuple(rows), sheet=s["sheet_secrets"])

    def player_status(self, name: str) -> str:
        """A word's state, and its player's withdrawal if they withdrew by the end of this round."""
        s, result = self.s, self.results[name]
        stopped = result.withdrawn_after
        if stopped is None or stopped > self.number:
            return self.status(result.guessed_in_round)
        if result.word_left_after is not None:
            return s["word_left_status"].format(round=stopped)
        return s["withdrawn_status"].format(status=self.status(result.guessed_in_round), round=stopped)

    def status(self, guessed_in_round: int | None) -> str:
        """A word's state: guessed in which round, in play, or at the end never guessed."""
        s = self.s
        if guessed_in_round is not None:
            return s["guessed_in"].format(round=guessed_in_round)
        return s["never_guessed" if self.final else "in_play"]


def build_report(game: Game, request: ReportRequest) -> Report:
    """The report ``request`` asks for: of its round (the latest played if none), in its language or the game's.

    Raises :class:`~wordmastermind.core.errors.RoundOrderError`, saying why, for a game with no rounds yet
    or a round it does not have.
    """
    from wordmastermind.core.wmm.evaluation import evaluate

    evaluation = evaluate(game)
    number = evaluation.round if request.round is None else request.round
    if number < 1:
        raise RoundOrderError(WMM.say("round.none_to_report"))
    if number > evaluation.round:
        raise RoundOrderError(WMM.say("round.no_report", round=number, count=evaluation.round))
    language = request.language or game.settings.language
    if request.audience is Audience.GAME_MASTER:
        return overview_report(evaluation, number, language=language, catalogs=request.catalogs)
    from wordmastermind.core.wmm.player_view import player_view

    return round_report(player_view(evaluation, number), language=language, catalogs=request.catalogs)
