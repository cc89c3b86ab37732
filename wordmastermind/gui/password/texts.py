"""How the tab words an entry of the log: its question and its answer.

Each string is translated in the context "Password" (spelt out at each call,
so that ``lupdate`` finds it there). A line of the undo history
(:func:`entry_text`) is a :class:`~wordmastermind.gui.i18n.Phrase`, said anew
after a language switch. :func:`retranslate_rows` words a table's rows anew in
the interface's language.
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
from wordmastermind.gui.i18n import Phrase

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
    return str(answer_phrase(answer))


def answer_phrase(answer: Answer | None) -> Phrase | str:
    """:func:`answer_text` as a :class:`~wordmastermind.gui.i18n.Phrase` (said in the interface's language
    each time it is shown); empty for no answer."""
    if answer is None:
        return ""
    if not answer.yes:
        return Phrase.translate("Password", "no")
    if answer.position is None:
        return Phrase.translate("Password", "yes")
    return Phrase.translate("Password", "yes, position {0}").format(answer.position)


def question_text(entry: Entry, game: Game | None = None, step: Step | None = None) -> str:
    """What ``entry`` asks, as the sheet writes it: ``letter D?``, ``E again?``.

    With the ``game`` and the played ``step``, a circle question asked once a
    letter of the circle was found reads "another letter of circle 2 (WSNJ)?".
    """
    return str(question_phrase(entry, game, step))


def question_phrase(entry: Entry, game: Game | None = None, step: Step | None = None) -> Phrase:
    """:func:`question_text` as a :class:`~wordmastermind.gui.i18n.Phrase` (said in the interface's
    language each time it is shown)."""
    if isinstance(entry, Correction):
        return Phrase.translate("Password", "corrects entry {0}").format(entry.number)
    if isinstance(entry, Pass):
        return Phrase.translate("Password", "passes (nothing left to ask)")
    if isinstance(entry, WordGuess):
        return Phrase.translate("Password", "is it {0}?").format(entry.word)
    if isinstance(entry, CircleQuestion):
        asked = None if step is None else step.asked
        if game is not None and isinstance(asked, AnyOf) and asked.letters != game.board.letters(
            entry.circle
        ):
            return Phrase.translate(
                "Password", "another letter of circle {0} ({1})?").format(entry.circle, asked.letters)
        return Phrase.translate("Password", "a letter of circle {0}?").format(entry.circle)
    if isinstance(entry, LetterQuestion):
        return Phrase.translate("Password", "letter {0}?").format(entry.letter)
    assert isinstance(entry, AgainQuestion)
    return Phrase.translate("Password", "{0} again?").format(entry.letter)


def entry_text(entry: Entry) -> Phrase:
    """One line for the undo history: ``Anna asks Bob: letter D? yes, position 1`` (a
    :class:`~wordmastermind.gui.i18n.Phrase`: the step follows a language switch)."""
    if isinstance(entry, Correction):
        return Phrase.translate("Password", "Correct entry {0}: {1}").format(
            entry.number, answer_phrase(entry.answer))
    if isinstance(entry, Pass):
        return Phrase.translate("Password", "{0} passes on circle {1}").format(
            entry.asker, entry.circle)
    return Phrase.translate("Password", "{0} asks {1}: {2} {3}").format(
        entry.asker, entry.target, question_phrase(entry), answer_phrase(entry.answer)
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
