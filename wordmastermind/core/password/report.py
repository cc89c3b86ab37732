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
>>> "C'est à Bob de jouer." in password_report(game, language="fr").text()
True

Without a language the report is in the game's own:

>>> import dataclasses
>>> password_report(dataclasses.replace(game, language="fr")).title
'Feuille de PASSWORD'
"""

from __future__ import annotations

from collections.abc import Mapping

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

STRINGS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "game": "PASSWORD",
        "title": "PASSWORD score sheet",
        "gm_title": "PASSWORD score sheet: game master's copy",
        "gm_warning": "This copy holds every recorded password. Do not show it to the players.",
        "players": "{count} players",
        "teams": "{count} teams",
        "niveau1": "niveau 1",
        "niveau2": "niveau 2: no positions are given, every password has {length} letters",
        "board_assumed": "Board letters assumed, not checked against the board: {letters}.",
        "standing": "Standing",
        "player": "Player",
        "team": "Team",
        "members": "Members",
        "status": "Status",
        "in": "in",
        "out": "out",
        "won": "winner",
        "entry": "Entry",
        "by": "Found by",
        "password": "Password",
        "not_recorded": "(not recorded)",
        "winner": "Winner: {name}.",
        "disqualified": (
            "{name}'s password did not conform: {winner}, the last player put out, wins."
        ),
        "turn": "{name}'s turn.",
        "log": "Log",
        "no_entries": "No entries yet.",
        "asker": "Asks",
        "target": "Asked",
        "circle": "Circle",
        "question": "Question",
        "answer": "Answer",
        "corrected": "Corrected",
        "q_circle": "a letter of circle {circle}?",
        "q_circle_other": "another letter of circle {circle} ({letters})?",
        "q_letter": "letter {letter}?",
        "q_again": "{letter} again?",
        "q_word": "is it {word}?",
        "q_pass": "passes",
        "q_correction": "corrects entry {number}",
        "yes": "yes",
        "no": "no",
        "yes_at": "yes, position {position}",
        "grids": "Grids",
        "number": "Number",
        "letters_in": "In the word",
        "letters_out": "Not in the word",
        "letters_open": "Open",
        "circled": "circled",
        "crossed": "crossed",
        "chance": "3/11",
        "positions": "Positions (niveau 1)",
        "reconstruction": "Reconstruction (niveau 2)",
        "found_letters": "Letters found: {letters} ({count} of {length}).",
        "no_found": "No letter found yet.",
        "complete": "Occurring no more: {letters}.",
        "one_of": "Circle {circle}: at least one of {letters}.",
        "not_words": "Not the password: {words}.",
        "word": "The password: {word}.",
        "sheet_standing": "Standing",
        "sheet_log": "Log",
        "sheet_grids": "Grids",
        "sheet_positions": "Positions",
        "wrong": "Answers the recorded passwords contradict",
        "no_wrong": "No answer contradicts a recorded password.",
        "given": "Answer given",
        "right": "Right answer",
        "sheet_wrong": "Wrong answers",
        "and": "and",
    },
    "fr": {
        "game": "PASSWORD",
        "title": "Feuille de PASSWORD",
        "gm_title": "Feuille de PASSWORD : exemplaire du meneur de jeu",
        "gm_warning": (
            "Cet exemplaire contient tous les mots de passe notés. Ne le montrez pas aux joueurs."
        ),
        "players": "{count} joueurs",
        "teams": "{count} équipes",
        "niveau1": "niveau 1",
        "niveau2": (
            "niveau 2 : aucune position n'est donnée, chaque mot de passe a {length} lettres"
        ),
        "board_assumed": "Lettres du plateau supposées, non vérifiées sur le plateau : {letters}.",
        "standing": "Situation",
        "player": "Joueur",
        "team": "Équipe",
        "members": "Membres",
        "status": "État",
        "in": "en jeu",
        "out": "éliminé",
        "won": "gagnant",
        "entry": "Entrée",
        "by": "Trouvé par",
        "password": "Mot de passe",
        "not_recorded": "(non noté)",
        "winner": "Gagnant : {name}.",
        "disqualified": (
            "Le mot de passe de {name} n'était pas conforme : {winner}, dernier joueur éliminé, "
            "gagne."
        ),
        "turn": "C'est à {name} de jouer.",
        "log": "Questions",
        "no_entries": "Aucune entrée.",
        "asker": "Demande",
        "target": "À",
        "circle": "Cercle",
        "question": "Question",
        "answer": "Réponse",
        "corrected": "Corrigée",
        "q_circle": "une lettre du cercle {circle} ?",
        "q_circle_other": "une autre lettre du cercle {circle} ({letters}) ?",
        "q_letter": "la lettre {letter} ?",
        "q_again": "encore un {letter} ?",
        "q_word": "est-ce {word} ?",
        "q_pass": "passe",
        "q_correction": "corrige l'entrée {number}",
        "yes": "oui",
        "no": "non",
        "yes_at": "oui, position {position}",
        "grids": "Grilles de déduction",
        "number": "Chiffre",
        "letters_in": "Dans le mot",
        "letters_out": "Pas dans le mot",
        "letters_open": "Inconnues",
        "circled": "entouré",
        "crossed": "barré",
        "chance": "3/11",
        "positions": "Positions (niveau 1)",
        "reconstruction": "Reconstitution (niveau 2)",
        "found_letters": "Lettres trouvées : {letters} ({count} sur {length}).",
        "no_found": "Aucune lettre trouvée.",
        "complete": "Plus d'autre : {letters}.",
        "one_of": "Cercle {circle} : au moins une lettre parmi {letters}.",
        "not_words": "Ce n'est pas : {words}.",
        "word": "Le mot de passe : {word}.",
        "sheet_standing": "Situation",
        "sheet_log": "Questions",
        "sheet_grids": "Grilles",
        "sheet_positions": "Positions",
        "wrong": "Réponses que les mots de passe notés contredisent",
        "no_wrong": "Aucune réponse ne contredit un mot de passe noté.",
        "given": "Réponse donnée",
        "right": "Bonne réponse",
        "sheet_wrong": "Réponses fausses",
        "and": "et",
    },
}


def password_report(
    game: Game, audience: Audience = Audience.PLAYERS, language: str | None = None
) -> Report:
    """The score sheet of ``game`` for ``audience``, in ``language`` ("en" or "fr").

    Without ``language``, in the game's own (:attr:`Game.language`).
    """
    language = game.language if language is None else language
    if language not in STRINGS:
        raise ValueError(f"no PASSWORD report in {language!r}: choose one of {', '.join(STRINGS)}")
    return _Builder(game, audience, STRINGS[language]).build()


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
        text = ", ".join(parts)
        return text[0].upper() + text[1:] + "."

    def standing(self) -> Table:
        s, state = self.s, self.state
        out = {e.side: e for e in state.eliminations}
        rows: list[tuple[Cell, ...]] = []
        for side in self.game.sides:
            found = out.get(side.name)
            status = s["won"] if side.name == state.winner else s["out" if found else "in"]
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
        if self.game.winner_disqualified:
            refused = state.eliminations[-1].by
            text = s["disqualified"].format(name=refused, winner=state.winner)
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
            (w.number, w.target, self.answer(w.answer), self.answer(w.right)) for w in found
        ]
        blocks.append(
            Table(
                (
                    Column(s["entry"], numeric=True, width=6),
                    Column(s["player"], width=16),
                    Column(s["given"], width=16),
                    Column(s["right"], width=16),
                ),
                tuple(rows),
                sheet=s["sheet_wrong"],
            )
        )
        return blocks


def build_report(game: Game, request: ReportRequest) -> Report:
    """The score sheet ``request`` asks for: the players' or the game master's copy, in its language."""
    return password_report(game, request.audience, request.language)
