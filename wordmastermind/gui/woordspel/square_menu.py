"""The right-click menu of a square: start a word there, or change its bonus.

The board definition is part of the game: a change is one undo step and
every move is scored anew. On a square that already holds a tile the
sheet asks first, because the move that laid the tile may then score
differently.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from wordmastermind.core.woordspel.board import Bonus, Direction, Square
from wordmastermind.core.woordspel.game import Game
from wordmastermind.gui.i18n import Phrase



def bonus_choices() -> list[tuple[Bonus | None, str]]:
    return [
        (None, QCoreApplication.translate("WoordspelSquareMenu", "No bonus")),
        (Bonus.DOUBLE_LETTER, QCoreApplication.translate("WoordspelSquareMenu", "2L: double letter (light blue)")),
        (Bonus.TRIPLE_LETTER, QCoreApplication.translate("WoordspelSquareMenu", "3L: triple letter (dark blue)")),
        (Bonus.DOUBLE_WORD, QCoreApplication.translate("WoordspelSquareMenu", "2W: double word (pink)")),
        (Bonus.TRIPLE_WORD, QCoreApplication.translate("WoordspelSquareMenu", "3W: triple word (red)")),
    ]


START, BONUS, STANDARD = "start", "bonus", "standard"
"""What a square menu's action does, the first of its data (see :func:`square_menu`)."""


def square_menu(game: Game | None, square: Square, parent: QWidget) -> QMenu | None:
    """The menu of ``square`` in ``game`` (none before the set-up).

    Each action's data says what it does: ``(START, square, direction)``,
    ``(BONUS, square, bonus)`` or ``(STANDARD, square, None)``; the menu's
    ``triggered`` (a bonus's too) goes to :func:`run_choice`. The actions
    call nothing themselves: the menu holds on to nothing of its owner's.
    """
    if game is None:
        return None
    menu = QMenu(parent)
    playing = game.end is None and game.sheet().next_player is not None
    for direction, text in ((Direction.ACROSS, QCoreApplication.translate("WoordspelSquareMenu", "Start a word on {0}, across")),
                            (Direction.DOWN, QCoreApplication.translate("WoordspelSquareMenu", "Start a word on {0}, down"))):
        action = menu.addAction(text.format(square))
        action.setEnabled(playing)
        action.setData((START, square, direction))
    menu.addSeparator()
    bonuses = menu.addMenu(QCoreApplication.translate("WoordspelSquareMenu", "Bonus of {0} (board layout)").format(square))
    current = game.board.bonus(square)
    for bonus, label in bonus_choices():
        action = bonuses.addAction(label)
        action.setCheckable(True)
        action.setChecked(bonus == current)
        action.setData((BONUS, square, bonus))
    standard = menu.addAction(QCoreApplication.translate("WoordspelSquareMenu", "Standard layout for the whole board"))
    standard.setEnabled(not game.board.is_standard)
    standard.setData((STANDARD, square, None))
    return menu


def run_choice(
    data: Any,
    *,
    start_word: Callable[[Square, Direction], object],
    set_bonus: Callable[[Square, Bonus | None], object],
    standard_layout: Callable[[], object],
) -> None:
    """Do what a square menu's action chosen says (its ``data``) with the three functions."""
    if not isinstance(data, tuple) or len(data) != 3:
        return
    what, square, value = data
    if what == START:
        start_word(square, value)
    elif what == BONUS:
        set_bonus(square, value)
    elif what == STANDARD:
        standard_layout()


def set_bonus(
    game: Game | None,
    square: Square,
    bonus: Bonus | None,
    parent: QWidget,
    edit_game: Callable[[str | Phrase, Callable[[Game], Game]], bool],
) -> bool:
    """Change the bonus of ``square`` with ``edit_game`` (one undo step); every move is scored anew.

    On a square that holds a tile the move that laid it may score
    differently: the game master is asked first (over ``parent``).
    """
    if game is None:
        return False
    cell = game.state().at(square)
    if cell is not None:
        answer = QMessageBox.question(
            parent, QCoreApplication.translate("WoordspelSquareMenu", "Change the board layout"),
            QCoreApplication.translate("WoordspelSquareMenu", "{0} holds a tile laid in turn {1}: that move (and the sheet after it) will be "
                "scored anew. Change the bonus?").format(square, cell.turn))
        if answer != QMessageBox.StandardButton.Yes:
            return False
    label = bonus.label if bonus is not None else Phrase.translate("WoordspelSquareMenu", "no bonus")
    return edit_game(Phrase.translate("WoordspelSquareMenu", "Bonus of {0}: {1}").format(square, label),
                           lambda g: g.with_board(g.board.with_bonus(square, bonus)))
