"""How the tab words an entry of the log: its question and its answer.

Each string is translated in the context "Password" (spelt out at each call,
so that ``lupdate`` finds it there). :func:`retranslate_rows` words a table's
rows anew in the interface's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

from wordmastermind.core.password.board import Board
from wordmastermind.core.password.game import Game, Step
from wordmastermind.core.password.log import (
    AgainQuestion,
    Answer,
    AnyOf,
    CircleQuestion,
    Correction,
    Entry,
    LetterQuestion,
    Pass,
    WordGuess,
)

if TYPE_CHECKING:
    from wordmastermind.gui.rowmodel import RowModel


def board_note(board: Board) -> str:
    """What to tell the user about an assumed board's letters (core's ``Board.note``, translated); empty once checked."""
    if not board.assumed:
        return ""
    if board.y_vowel:
        return QCoreApplication.translate(
            "Password",
            "The rules name only the letters of circle 2 (D, W, S, N, J). The other circles are an "
            "assumption: check them against your board and correct them. The vowel circle 7 is taken as "
            "A, E, I, O, U, and Y is on it too (Y on the vowel circle).")
    return QCoreApplication.translate(
        "Password",
        "The rules name only the letters of circle 2 (D, W, S, N, J). The other circles are an assumption: "
        "check them against your board and correct them. The vowel circle 7 is taken as A, E, I, O, U; "
        "Y counts as a consonant.")


def answer_text(answer: Answer | None) -> str:
    """``yes``, ``no`` or ``yes, position 3``; empty for no answer."""
    if answer is None:
        return ""
    if not answer.yes:
        return QCoreApplication.translate("Password", "no")
    if answer.position is None:
        return QCoreApplication.translate("Password", "yes")
    return QCoreApplication.translate("Password", "yes, position {0}").format(answer.position)


def question_text(entry: Entry, game: Game | None = None, step: Step | None = None) -> str:
    """What ``entry`` asks, as the sheet writes it: ``letter D?``, ``E again?``.

    With the ``game`` and the played ``step``, a circle question asked once a
    letter of the circle was found reads "another letter of circle 2 (WSNJ)?".
    """
    if isinstance(entry, Correction):
        return QCoreApplication.translate("Password", "corrects entry {0}").format(entry.number)
    if isinstance(entry, Pass):
        return QCoreApplication.translate("Password", "passes (nothing left to ask)")
    if isinstance(entry, WordGuess):
        return QCoreApplication.translate("Password", "is it {0}?").format(entry.word)
    if isinstance(entry, CircleQuestion):
        asked = None if step is None else step.asked
        if game is not None and isinstance(asked, AnyOf) and asked.letters != game.board.letters(
            entry.circle
        ):
            return QCoreApplication.translate(
                "Password", "another letter of circle {0} ({1})?").format(entry.circle, asked.letters)
        return QCoreApplication.translate("Password", "a letter of circle {0}?").format(entry.circle)
    if isinstance(entry, LetterQuestion):
        return QCoreApplication.translate("Password", "letter {0}?").format(entry.letter)
    assert isinstance(entry, AgainQuestion)
    return QCoreApplication.translate("Password", "{0} again?").format(entry.letter)


def entry_text(entry: Entry) -> str:
    """One line for the undo history: ``Anna asks Bob: letter D? yes, position 1``."""
    if isinstance(entry, Correction):
        return QCoreApplication.translate("Password", "Correct entry {0}: {1}").format(
            entry.number, answer_text(entry.answer))
    if isinstance(entry, Pass):
        return QCoreApplication.translate("Password", "{0} passes on circle {1}").format(
            entry.asker, entry.circle)
    return QCoreApplication.translate("Password", "{0} asks {1}: {2} {3}").format(
        entry.asker, entry.target, question_text(entry), answer_text(entry.answer)
    )


def retranslate_rows(model: RowModel) -> None:
    """``model``'s titles and rows made again in the interface's language: every header and cell
    announced as changed, nothing reset (the selection and the current cell stay)."""
    model.refresh()
    columns, rows = model.columnCount(), model.rowCount()
    if columns:
        model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        if rows:
            model.dataChanged.emit(model.index(0, 0), model.index(rows - 1, columns - 1))
