"""Asking before mail goes out to more than one player: how many, to whom, and what.

Every way the app sends mail (the mail dialog, the receipts of the fetch
dialog, the reminders, the corrections) asks with :func:`confirm_sending`
before a sending of more than one mail; No sends nothing. The names are
listed, the first :data:`NAMED` of them and how many more. The texts belong
to the ``ConfirmSending`` translation context.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from wordmastermind.core.words import names_listed

translate = QCoreApplication.translate

NAMED = 10
"""How many names the question lists before it says how many more."""


def names_text(names: Sequence[str]) -> str:
    """``Alfons, Gustav, Emil`` or, for many, the first :data:`NAMED` and how many more."""
    if len(names) <= NAMED:
        return names_listed(names)
    return translate("ConfirmSending", "{0} and {1} more").format(names_listed(names[:NAMED]), len(names) - NAMED)


def question_text(kind: str, number: int, names: Sequence[str], rounds: Sequence[int] = ()) -> str:
    """What the question asks: ``kind`` (lot, round, final, correction, receipt or reminder) of round ``number``;
    a correction's, of each of the ``rounds`` it covers (as its mails' subject names them)."""
    count, listed = len(names), names_text(names)
    if kind == "correction":
        from wordmastermind.core.wmm.rounds_named import rounds_named
        from wordmastermind.gui.i18n import rule_text

        named = rounds_named(rounds or (number,))
        said = (translate("ConfirmSending", "Send a correction of rounds {0} by mail to {1} players: {2}?")
                if named.several else
                translate("ConfirmSending", "Send a correction of round {0} by mail to {1} players: {2}?"))
        return said.format(rule_text(named.words), count, listed)
    if kind == "lot":
        return translate("ConfirmSending", "Send the lot for round 1 by mail to {0} players: {1}?").format(
            count, listed)
    if kind == "final":
        return translate("ConfirmSending", "Send the final report (round {0}) by mail to {1} players: {2}?").format(
            number, count, listed)
    if kind == "receipt":
        return translate("ConfirmSending", "Send the receipts of round {0} by mail to {1} players: {2}?").format(
            number, count, listed)
    if kind == "reminder":
        return translate("ConfirmSending", "Send a reminder for round {0} by mail to {1} players: {2}?").format(
            number, count, listed)
    return translate("ConfirmSending", "Send the report of round {0} by mail to {1} players: {2}?").format(
        number, count, listed)


def confirm_sending(parent: QWidget, kind: str, number: int, names: Sequence[str], rounds: Sequence[int] = ()) -> bool:
    """Whether to send ``kind`` of round ``number`` (a correction: of ``rounds``) to the players ``names``: asked
    when they are more than one."""
    if len(names) <= 1:
        return True
    buttons = QMessageBox.StandardButton
    answer = QMessageBox.question(parent, translate("ConfirmSending", "Send Mail"),
                                  question_text(kind, number, names, rounds), buttons.Yes | buttons.No, buttons.Yes)
    return answer == buttons.Yes
