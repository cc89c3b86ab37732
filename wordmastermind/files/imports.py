"""Rosters and rounds of guesses from CSV or spreadsheet files.

Problems are reported with the file's own line numbers. The rules themselves
are checked by the core; this module only reads and translates.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from wordmastermind.core.errors import Problem, TableError
from wordmastermind.core.game import Guess, Player
from wordmastermind.files.tables import TableRow, read_table

ROSTER_COLUMNS = {
    "name": ("name", "spieler", "spielername", "naam", "speler", "player"),
    "secret": ("secret", "geheimwort", "wachtwoord", "geheim", "secretword", "wort", "word"),
    "email": ("email", "e-mail", "mail"),
    "address": ("address", "adresse", "adres", "anschrift"),
}

GUESS_COLUMNS = {
    "guesser": ("guesser", "rater", "ratender", "spieler", "player", "van", "speler"),
    "target": ("target", "ziel", "bei", "naar", "doel", "at"),
    "word": ("word", "wort", "ratewort", "guess", "woord"),
}


def read_roster(path: Path) -> tuple[list[Player], list[int]]:
    """The players of a roster file and, for each, its line in the file."""
    rows = read_table(path, ROSTER_COLUMNS, required=("name", "secret"))
    players = [
        Player(r.values["name"], r.values["secret"], r.values["email"], r.values["address"])
        for r in rows
    ]
    return players, [r.line for r in rows]


def read_guesses(path: Path) -> tuple[list[Guess], list[int]]:
    """The guesses of a round file and, for each, its line in the file."""
    rows: list[TableRow] = read_table(path, GUESS_COLUMNS, required=("guesser", "target", "word"))
    guesses = [Guess(r.values["guesser"], r.values["target"], r.values["word"]) for r in rows]
    return guesses, [r.line for r in rows]


def problems_at_lines(error: TableError, lines: Sequence[int]) -> list[str]:
    """The problems of ``error``, each placed at its line in the file."""
    return [_at_line(problem, lines) for problem in error.problems]


def _at_line(problem: Problem, lines: Sequence[int]) -> str:
    if problem.row is None or problem.row >= len(lines):
        return str(problem)
    where = f"line {lines[problem.row]}"
    if problem.field:
        where += f", {problem.field}"
    return f"{where}: {problem.message}"
