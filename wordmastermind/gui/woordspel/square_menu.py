"""The right-click menu of a square: start a word there, or change its bonus.

The board definition is part of the game: a change is one undo step and
every move is scored anew. On a square that already holds a tile the
sheet asks first, because the move that laid the tile may then score
differently.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from wordmastermind.core.woordspel.board import Bonus, Direction, Square
from wordmastermind.core.woordspel.game import Game



def bonus_choices() -> list[tuple[Bonus | None, str]]:
    return [
        (None, QCoreApplication.translate("WoordspelSquareMenu", "No bonus")),
        (Bonus.DOUBLE_LETTER, QCoreApplication.translate("WoordspelSquareMenu", "2L: double letter (light blue)")),
        (Bonus.TRIPLE_LETTER, QCoreApplication.translate("WoordspelSquareMenu", "3L: triple letter (dark blue)")),
        (Bonus.DOUBLE_WORD, QCoreApplication.translate("WoordspelSquareMenu", "2W: double word (pink)")),
        (Bonus.TRIPLE_WORD, QCoreApplication.translate("WoordspelSquareMenu", "3W: triple word (red)")),
    ]


def square_menu(
    game: Game | None,
    square: Square,
    parent: QWidget,
    *,
    start_word: Callable[[Square, Direction], object],
    set_bonus: Callable[[Square, Bonus | None], object],
    standard_layout: Callable[[], object],
) -> QMenu | None:
    """The menu of ``square`` in ``game`` (none before the set-up); its actions call the three functions."""
    if game is None:
        return None
    menu = QMenu(parent)
    playing = game.end is None and game.sheet().next_player is not None
    for direction, text in ((Direction.ACROSS, QCoreApplication.translate("WoordspelSquareMenu", "Start a word on {0}, across")),
                            (Direction.DOWN, QCoreApplication.translate("WoordspelSquareMenu", "Start a word on {0}, down"))):
        action = menu.addAction(text.format(square))
        action.setEnabled(playing)
        action.triggered.connect(
            lambda _checked=False, d=direction: start_word(square, d))
    menu.addSeparator()
    bonuses = menu.addMenu(QCoreApplication.translate("WoordspelSquareMenu", "Bonus of {0} (board layout)").format(square))
    current = game.board.bonus(square)
    for bonus, label in bonus_choices():
        action = bonuses.addAction(label)
        action.setCheckable(True)
        action.setChecked(bonus == current)
        action.triggered.connect(lambda _checked=False, b=bonus: set_bonus(square, b))
    standard = menu.addAction(QCoreApplication.translate("WoordspelSquareMenu", "Standard layout for the whole board"))
    standard.setEnabled(not game.board.is_standard)
    standard.triggered.connect(lambda _checked=False: standard_layout())
    return menu


def set_bonus(
    game: Game | None,
    square: Square,
    bonus: Bonus | None,
    parent: QWidget,
    edit_game: Callable[[str, Callable[[Game], Game]], bool],
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
    label = bonus.label if bonus is not None else QCoreApplication.translate("WoordspelSquareMenu", "no bonus")
    return edit_game(QCoreApplication.translate("WoordspelSquareMenu", "Bonus of {0}: {1}").format(square, label),
                           lambda g: g.with_board(g.board.with_bonus(square, bonus)))
