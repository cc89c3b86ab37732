"""Players who come and go, from wherever the game master is: the Game menu, the roster's and the Players
page's right-click menus and buttons (issue 29).

:class:`Departures` opens the two dialogs (:mod:`.departure_dialogs`), takes a withdrawal or a takeover
back (each one undo step of the document), and checks a removal first: a player who has played is not
removed, the message box says why and the way out (Game ▸ Withdraw a Player…); removing a player the
round-1 lot was drawn with asks first. The texts belong to the ``Departures`` translation context.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from wordmastermind.core.errors import RuleError
from wordmastermind.core.wmm.departures import (
    removal_problems,
    takeover_of,
    undo_takeover,
    undo_withdrawal,
    withdrawal_of,
)
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.words import name_key, names_listed
from wordmastermind.gui.i18n import Phrase, filled, rule_sentence, rule_text
from wordmastermind.gui.wmm.departure_dialogs import TakeOverDialog, WithdrawDialog
from wordmastermind.gui.wmm.document import GameDocument

translate = QCoreApplication.translate

WITHDRAW, TAKE_OVER, TAKE_BACK_WITHDRAWAL, TAKE_BACK_TAKEOVER = "withdraw", "take_over", "back", "back_takeover"


def withdraw_command() -> str:
    """Game ▸ Withdraw a Player…, as the menu says it."""
    return translate("Departures", "&Withdraw a Player…")


def take_over_command() -> str:
    """Game ▸ Take Over a Place…, as the menu says it."""
    return translate("Departures", "&Take Over a Place…")


def withdraw_way() -> str:
    """Where to withdraw a player, as a removal refused says it: ``Game ▸ Withdraw a Player…``."""
    return f"{_plain(translate('MainWindow', '&Game'))} ▸ {_plain(withdraw_command())}"


def _plain(text: str) -> str:
    """A menu text without its Alt+letter mark."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _menu_name(name: str) -> str:
    """A name as a menu item shows it (an ``&`` in it is no Alt+letter)."""
    return name.replace("&", "&&")


def can_depart(game: Game) -> bool:
    """Whether a player can withdraw or be replaced: once a round is entered."""
    return bool(game.players) and bool(game.rounds)


class Departures(QObject):
    """The steps on players who come and go, over one document; dialogs and boxes open over ``parent``."""

    def __init__(self, document: GameDocument, parent: QWidget) -> None:
        super().__init__(parent)
        self.document = document

    def _widget(self) -> QWidget | None:
        parent = self.parent()
        return parent if isinstance(parent, QWidget) else None

    # ---------------------------------------------------------------- the dialogs

    def withdraw(self, name: str = "") -> WithdrawDialog:
        """Open Withdraw a Player… on ``name`` (else the first player who plays)."""
        dialog = WithdrawDialog(self.document, name, self._widget())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def take_over(self, name: str = "") -> TakeOverDialog:
        """Open Take Over a Place… on ``name``'s place."""
        dialog = TakeOverDialog(self.document, name, self._widget())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    # ---------------------------------------------------------------- taking back

    def take_back_withdrawal(self, name: str) -> bool:
        """``name`` plays on as if they had never withdrawn: one undo step."""
        label = Phrase.translate("Departures", "Take back the withdrawal of {0}").format(name)
        return self._edit(label, lambda game: undo_withdrawal(game, name))

    def take_back_takeover(self, name: str) -> bool:
        """The one before plays the place now called ``name`` again: one undo step."""
        takeover = takeover_of(self.document.game, name)
        before = takeover.before_name if takeover is not None else name
        label = Phrase.translate("Departures", "Take back the takeover: {0} plays again").format(before)
        return self._edit(label, lambda game: undo_takeover(game, name))

    def _edit(self, label: Phrase, change: Callable[[Game], Game]) -> bool:
        try:
            self.document.edit(label, change)
        except RuleError as error:
            QMessageBox.warning(self._widget(), translate("Departures", "Not possible"), rule_sentence(error))
            return False
        return True

    # ---------------------------------------------------------------- menus

    def fill_menu(self, menu: QMenu, name: str) -> None:
        """Add what can be done with ``name``'s place to ``menu`` (a right-click menu)."""
        game = self.document.game
        if not name or game.player(name) is None or not can_depart(game):
            return
        entries: list[tuple[str, str]] = []
        shown = _menu_name(name)
        if withdrawal_of(game, name) is not None:
            entries.append((filled(translate("Departures", "Take Back the Withdrawal of {0}"), shown),
                            TAKE_BACK_WITHDRAWAL))
        else:
            entries.append((translate("Departures", "Withdraw {0}…").format(shown), WITHDRAW))
            entries.append((filled(translate("Departures", "Let Someone Take Over {0}'s Place…"), shown), TAKE_OVER))
        takeover = takeover_of(game, name)
        if takeover is not None:
            entries.append((translate("Departures", "Take Back the Takeover ({0} Plays Again)").format(
                _menu_name(takeover.before_name)), TAKE_BACK_TAKEOVER))
        if not menu.isEmpty():
            menu.addSeparator()
        for text, kind in entries:
            menu.addAction(text).setData((kind, name))
        menu.triggered.connect(self._chosen)

    def _chosen(self, action: QAction) -> None:
        data = action.data()
        if not isinstance(data, (tuple, list)) or len(data) != 2:
            return  # another entry of the menu (accept a word)
        kind, name = str(data[0]), str(data[1])
        if kind == WITHDRAW:
            self.withdraw(name)
        elif kind == TAKE_OVER:
            self.take_over(name)
        elif kind == TAKE_BACK_WITHDRAWAL:
            self.take_back_withdrawal(name)
        elif kind == TAKE_BACK_TAKEOVER:
            self.take_back_takeover(name)

    # ---------------------------------------------------------------- removing

    def may_remove(self, rows: Sequence[int]) -> bool:
        """Whether the players in roster ``rows`` may be removed; if not, a box says why and the way out.

        A player who guessed, or was guessed at, is not removed (withdraw them instead); a player the
        round-1 lot was drawn with is removed once the game master says yes (the lot no longer fits).
        """
        game = self.document.game
        real = sorted(r for r in set(rows) if 0 <= r < len(game.players))
        if not real:
            return False
        parent = self._widget()
        reasons = []
        for row in real:
            problems = removal_problems(game, [row], withdraw_way())
            withdrawal = withdrawal_of(game, game.players[row].name) if problems else None
            if withdrawal is not None:  # the way out is taken already
                reasons.append(translate("Departures", "{0} withdrew after round {1} already, and stays in the rounds"
                                         " played").format(game.players[row].name, withdrawal.after_round))
            else:
                reasons += [rule_text(problem) for problem in problems]
        if reasons:
            text = translate("Departures", "A player who has played stays in the game: the rounds need them.")
            listed = "\n".join(f"• {reason}" for reason in reasons)
            QMessageBox.warning(parent, translate("Departures", "Cannot Remove"), f"{text}\n\n{listed}")
            return False
        lot = game.lot
        if lot is not None:
            in_lot = {name_key(name) for guesser, targets in lot.assignment for name in (guesser, *targets)}
            drawn = [game.players[r].name for r in real if name_key(game.players[r].name) in in_lot]
            if drawn:
                buttons = QMessageBox.StandardButton
                answer = QMessageBox.question(
                    parent, translate("Departures", "Remove Players"),
                    translate("Departures", "The lot for round 1 was drawn with {0}. Without them it no longer fits"
                              " the roster: draw it again on the Game page afterwards.\n\nRemove them?").format(
                        names_listed(drawn)),
                    buttons.Yes | buttons.Cancel, buttons.Cancel)
                return answer == buttons.Yes
        return True
