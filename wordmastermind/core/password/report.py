"""The PASSWORD score sheet as a neutral :class:`Report`.

The standing (who is out, found by whom, who won or whose turn it is), the
log as a table, and every player's deduction grid: the circles and their
letters, the positions known ("niveau 1"), or in the niveau 2 variant the
letters found and the reconstruction row. The game master's copy
(:attr:`Audience.GAME_MASTER`) adds every recorded password and the answers
that contradict them; a players' report never holds a password that has
not been found.

>>> from wordmastermind.core.password.game import Game, Side
>>> from wordmastermind.core.password.log import NO, Answer, LetterQuestion
>>> game = Game((Side("Anna", secret="CHAT"), Side("Bob", secret="DAME")))
>>> game = game.with_entry(LetterQuestion("Anna", "Bob", 2, "D", Answer.at(1)))
>>> game = game.with_entry(LetterQuestion("Anna", "Bob", 2, "S", NO))
>>> report = password_report(game)
>>> report.tables()[1].rows[0]
(1, 'Anna', 'Bob', 2, 'letter D?', 'yes, position 1', '')
>>> "DAME" in report.text(), "DAME" in password_report(game, Audience.GAME_MASTER).text()
(False, True)

Without a language the report is in the game's own; its French texts come
from the catalogs, which the files layer reads:

>>> import dataclasses
>>> from wordmastermind.files.i18n import translation
>>> french = password_report(dataclasses.replace(game, language="fr"), catalogs=translation)
>>> french.title, "C’est à Bob de jouer." in french.text()
('Feuille de PASSWORD', True)
"""

from __future__ import annotations

from dataclasses import replace

from collections.abc import Mapping

from wordmastermind.core import messages

from wordmastermind.core.password.game import (
    Game,
    State,
    Step,
    play,
    wrong_answers,
)
from wordmastermind.core.password.board import LETTER_CIRCLES, LETTERS, MAX_LENGTH
from wordmastermind.core.password.grid import Grid
from wordmastermind.core.password.log import (
    AgainQuestion,
    Answer,
    AnyOf,
    CircleQuestion,
    Correction,
    LetterQuestion,
    Pass,
    WordGuess,
)
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

LANGUAGES = ("en", "fr")
"""The languages of the score sheet: English and French (its texts' catalog)."""

PASSWORD_REPORT = messages.Table({
    "report.password.game": "PASSWORD",
    "report.password.title": "PASSWORD score sheet",
    "report.password.gm_title": "PASSWORD score sheet: game master's copy",
    "report.password.gm_warning": "This copy holds every recorded password. Do not show it to the players.",
    "report.password.players": "{count} players",
    "report.password.teams": "{count} teams",
    "report.password.niveau1": "niveau 1",
    "report.password.niveau2": "niveau 2: no positions are given, every password has {length} letters",
    "report.password.y_vowel": "Y on the vowel circle (Y counts as a vowel)",
    "report.password.board_assumed": "Board letters assumed, not checked against the board: {letters}.",
    "report.password.standing": "Standing",
    "report.password.player": "Player",
    "report.password.team": "Team",
    "report.password.members": "Members",
    "report.password.status": "Status",
    "report.password.in": "in",
    "report.password.out": "out",
    "report.password.won": "winner",
    "report.password.refused": "password refused",
    "report.password.entry": "Entry",
    "report.password.by": "Found by",
    "report.password.password": "Password",
    "report.password.not_recorded": "(not recorded)",
    "report.password.winner": "Winner: {name}.",
    "report.password.disqualified": "{name}'s password did not conform: {winner}, the last player put out, "
                                    "wins.",
    "report.password.turn": "{name}'s turn.",
    "report.password.log": "Log",
    "report.password.no_entries": "No entries yet.",
    "report.password.asker": "Asks",
    "report.password.target": "Asked",
    "report.password.circle": "Circle",
    "report.password.question": "Question",
    "report.password.answer": "Answer",
    "report.password.corrected": "Corrected",
    "report.password.q_circle": "a letter of circle {circle}?",
    "report.password.q_circle_other": "another letter of circle {circle} ({letters})?",
    "report.password.q_letter": "letter {letter}?",
    "report.password.q_again": "{letter} again?",
    "report.password.q_word": "is it {word}?",
    "report.password.q_pass": "passes",
    "report.password.q_correction": "corrects entry {number}",
    "report.password.yes": "yes",
    "report.password.no": "no",
    "report.password.yes_at": "yes, position {position}",
    "report.password.grids": "Grids",
    "report.password.number": "Number",
    "report.password.letters_in": "In the word",
    "report.password.letters_out": "Not in the word",
    "report.password.letters_open": "Open",
    "report.password.circled": "circled",
    "report.password.crossed": "crossed",
    "report.password.chance": "3/11",
    "report.password.positions": "Positions (niveau 1)",
    "report.password.reconstruction": "Reconstruction (niveau 2)",
    "report.password.found_letters": "Letters found: {letters} ({count} of {length}).",
    "report.password.no_found": "No letter found yet.",
    "report.password.complete": "Occurring no more: {letters}.",
    "report.password.one_of": "Circle {circle}: at least one of {letters}.",
    "report.password.not_words": "Not the password: {words}.",
    "report.password.word": "The password: {word}.",
    "report.password.sheet_standing": "Standing",
    "report.password.sheet_log": "Log",
    "report.password.sheet_grids": "Grids",
    "report.password.sheet_positions": "Positions",
    "report.password.wrong": "Answers the recorded passwords contradict",
    "report.password.no_wrong": "No answer contradicts a recorded password.",
    "report.password.given": "Answer given",
    "report.password.right": "Right answer",
    "report.password.sheet_wrong": "Wrong answers",
    "report.password.and": "and",
    "report.password.file_sheet": "sheet",
}, languages=LANGUAGES[1:])


def password_report(
    game: Game, audience: Audience = Audience.PLAYERS, language: str | None = None,
    *, catalogs: messages.Catalogs | None = None,
) -> Report:
    """The score sheet of ``game`` for ``audience``, in ``language`` ("en" or "fr"), its texts from ``catalogs``.

    Without ``language``, in the game's own (:attr:`Game.language`).
    """
    language = game.language if language is None else language
    if language not in LANGUAGES:
        raise ValueError(f"no PASSWORD report in {language!r}: choose one of {', '.join(LANGUAGES)}")
    texts = messages.Texts(PASSWORD_REPORT, "report.password.", messages.translation(language, catalogs))
    return replace(_Builder(game, audience, texts).build(), language=language)


class _Builder:
    def __init__(self, game: Game, audience: Audience, s: Mapping[str, str]) -> None:
        self.game = game
        self.s = s
        self.gm = audience is Audience.GAME_MASTER
        self.audience = audience
        self.state: State = play(game)

    def answer(self, answer: Answer | None) -> str:
        if answer is None:
            return ""
        if not answer.yes:
            return self.s["no"]
        if answer.position is None:
            return self.s["yes"]
        return self.s["yes_at"].format(position=answer.position)

    def build(self) -> Report:
        s = self.s
        title = s["gm_title" if self.gm else "title"]
        blocks: list[Block] = [Heading(title)]
        if self.gm:
            blocks.append(Paragraph(s["gm_warning"], emphasis=True))
        blocks.append(Paragraph(self.setup()))
        if self.game.board.assumed:
            letters = "; ".join(f"{n}: {''.join(c)}" for n, c in self.game.board.circles)
            blocks.append(Paragraph(s["board_assumed"].format(letters=letters)))
        blocks += [Heading(s["standing"]), self.standing(), *self.outcome()]
        blocks.append(Heading(s["log"]))
        blocks.append(self.log() if self.game.log else Paragraph(s["no_entries"]))
        blocks.append(Heading(s["grids"]))
        for grid in self.state.grids:
            blocks += self.grid(grid)
        if self.gm:
            blocks += self.wrong()
        return Report(
            title=title,
            blocks=tuple(blocks),
            subject=s["game"],
            audience=self.audience,
            keywords=(s["game"],),
        )

    def setup(self) -> str:
        s, game = self.s, self.game
        parts = [s["teams" if game.teams else "players"].format(count=len(game.sides))]
        if game.niveau == 2:
            parts.append(s["niveau2"].format(length=game.word_length))
        else:
            parts.append(s["niveau1"])
        if game.board.y_vowel:
            parts.append(s["y_vowel"])
        text = ", ".join(parts)
        return text[0].upper() + text[1:] + "."

    def standing(self) -> Table:
        s, state = self.s, self.state
        out = {e.side: e for e in state.eliminations}
        rows: list[tuple[Cell, ...]] = []
        for side in self.game.sides:
            found = out.get(side.name)
            # the winner whose password did not conform: out of a game that is over, not in it
            status = (s["won"] if side.name == state.winner else s["refused"] if side.name == state.refused
                      else s["out" if found else "in"])
            if found is not None:
                word = found.word
            elif self.gm:
                word = side.secret or s["not_recorded"]
            else:
                word = ""
            row: list[Cell] = [side.name]
            if self.game.teams:
                row.append(", ".join(side.players))
            row += [status, found.number if found else None, found.by if found else "", word]
            rows.append(tuple(row))
        columns = [Column(s["team" if self.game.teams else "player"], width=16)]
        if self.game.teams:
            columns.append(Column(s["members"], width=24))
        columns += [
            Column(s["status"], width=9),
            Column(s["entry"], numeric=True, width=6),
            Column(s["by"], width=16),
            Column(s["password"], width=12),
        ]
        return Table(tuple(columns), tuple(rows), sheet=s["sheet_standing"])

    def outcome(self) -> list[Block]:
        s, state = self.s, self.state
        if state.winner is None:
            return [Paragraph(s["turn"].format(name=state.hand))]
        if state.refused is not None:
            text = s["disqualified"].format(name=state.refused, winner=state.winner)
            return [Paragraph(text, emphasis=True)]
        return [Paragraph(s["winner"].format(name=state.winner), emphasis=True)]

    def question(self, step: Step) -> str:
        s, entry = self.s, step.entry
        if isinstance(entry, Correction):
            return s["q_correction"].format(number=entry.number)
        if isinstance(entry, Pass):
            return s["q_pass"]
        if isinstance(entry, WordGuess):
            return s["q_word"].format(word=entry.word)
        if isinstance(entry, CircleQuestion):
            asked = step.asked
            full = self.game.board.letters(entry.circle)
            if isinstance(asked, AnyOf) and asked.letters != full:
                return s["q_circle_other"].format(circle=entry.circle, letters=asked.letters)
            return s["q_circle"].format(circle=entry.circle)
        if isinstance(entry, LetterQuestion):
            return s["q_letter"].format(letter=entry.letter)
        assert isinstance(entry, AgainQuestion)
        return s["q_again"].format(letter=entry.letter)

    def log(self) -> Table:
        s = self.s
        rows: list[tuple[Cell, ...]] = []
        for step in self.state.steps:
            entry = step.entry
            circle = None if isinstance(entry, (WordGuess, Correction)) else entry.circle
            if isinstance(entry, Correction):
                given, corrected = self.answer(step.answer), ""
            else:
                given = self.answer(step.given)
                corrected = self.answer(step.answer) if step.corrected else ""
            rows.append(
                (step.number, step.asker, step.target or "", circle, self.question(step), given,
                 corrected)
            )
        return Table(
            (
                Column("#", numeric=True, width=4),
                Column(s["asker"], width=14),
                Column(s["target"], width=14),
                Column(s["circle"], numeric=True, width=6),
                Column(s["question"], width=28),
                Column(s["answer"], width=16),
                Column(s["corrected"], width=16),
            ),
            tuple(rows),
            sheet=s["sheet_log"],
        )

    def grid(self, grid: Grid) -> list[Block]:
        s = self.s
        title = s["team" if self.game.teams else "player"]
        blocks: list[Block] = [Heading(grid.target, level=2)]
        marks = dict(grid.letters)
        rows: list[tuple[Cell, ...]] = []
        board = self.game.board
        groups = [(str(n), board.letters(n), grid.circle_mark(n)) for n in LETTER_CIRCLES]
        lone = "".join(c for c in LETTERS if not board.circles_of(c))
        if lone:
            groups.append((s["chance"], lone, "open"))
        for label, letters, mark in groups:
            rows.append((
                label,
                "" if mark == "open" else s[mark],
                " ".join(c for c in letters if marks[c] == "circled"),
                " ".join(c for c in letters if marks[c] == "crossed"),
                " ".join(c for c in letters if marks[c] == "open"),
            ))
        blocks.append(
            Table(
                (
                    Column(s["circle"], width=6),
                    Column(s["number"], width=9),
                    Column(s["letters_in"], width=12),
                    Column(s["letters_out"], width=12),
                    Column(s["letters_open"], width=12),
                ),
                tuple(rows),
                sheet=s["sheet_grids"],
                group=grid.target,
                group_title=title,
            )
        )
        size = self.game.word_length or MAX_LENGTH
        row = tuple(grid.row) + (None,) * (size - len(grid.row))
        blocks.append(Paragraph(s["reconstruction" if self.game.niveau == 2 else "positions"]))
        blocks.append(
            Table(
                tuple(Column(str(i), width=3) for i in range(1, size + 1)),
                (tuple(c or "" for c in row[:size]),),
                sheet=s["sheet_positions"],
                group=grid.target,
                group_title=title,
            )
        )
        blocks += [Paragraph(text) for text in self.notes(grid)]
        return blocks

    def notes(self, grid: Grid) -> list[str]:
        s = self.s
        texts = []
        if self.game.niveau == 2 and grid.word is None:
            if grid.found:
                texts.append(s["found_letters"].format(
                    letters=", ".join(grid.found), count=len(grid.found),
                    length=self.game.word_length,
                ))
            else:
                texts.append(s["no_found"])
        if grid.complete:
            texts.append(s["complete"].format(letters=", ".join(grid.complete)))
        for circle, letters in grid.one_of:
            texts.append(s["one_of"].format(circle=circle, letters=", ".join(letters)))
        if grid.not_words:
            texts.append(s["not_words"].format(words=", ".join(grid.not_words)))
        if grid.word:
            texts.append(s["word"].format(word=grid.word))
        return texts

    def wrong(self) -> list[Block]:
        s = self.s
        found = wrong_answers(self.game, self.state)
        blocks: list[Block] = [Heading(s["wrong"])]
        if not found:
            return [*blocks, Paragraph(s["no_wrong"])]
        rows: list[tuple[Cell, ...]] = [
            (w.number, w.target, self.answer(w.given), self.answer(w.answer) if w.corrected else "",
             self.answer(w.right))
            for w in found
        ]
        blocks.append(
            Table(
                (
                    Column(s["entry"], numeric=True, width=6),
                    Column(s["player"], width=16),
                    Column(s["given"], width=16),
                    Column(s["corrected"], width=16),
                    Column(s["right"], width=16),
                ),
                tuple(rows),
                sheet=s["sheet_wrong"],
            )
        )
        return blocks


def build_report(game: Game, request: ReportRequest) -> Report:
    """The score sheet ``request`` asks for: the players' or the game master's copy, in its language."""
    return password_report(game, request.audience, request.language, catalogs=request.catalogs)
