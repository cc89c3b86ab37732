"""What the RONDO holder editor says about the turn being laid: each slot's
card, the holder's size and how it may grow, the points, why an action was
refused, and which slots a rule's refusal names (they are marked on the holder).

The texts are the editor's: translated in its Qt context (``HolderEditor``).
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from wordmastermind.core.messages import Message, Text
from wordmastermind.core.rondo.cards import Joker, Letter, LetterValues, card_value
from wordmastermind.core.rondo.cards import Slot as CardSlot
from wordmastermind.core.rondo.holder import EXCHANGE_COST, MAX_SLOTS, MIN_SLOTS, Holder, Turn, turn_points
from wordmastermind.gui.i18n import counted, rule_text, says_one
from wordmastermind.gui.rondo.laid_turn import LaidTurn, Notice, Refusal
from wordmastermind.gui.widgets.colors import WARNING_STYLE

def problem_slots(message: Text) -> tuple[int, ...]:
    """The 1-based slots a rule message is about: its parameter ``slots``, never read from its text."""
    slots = message.params.get("slots", ()) if isinstance(message, Message) else ()
    return slots if isinstance(slots, tuple) else ()


def describe(card: CardSlot, laid: bool, values: LetterValues) -> str:
    """A slot's card, its value and whether it was laid this turn (its tooltip, for screen readers too)."""
    if card is None:
        return QCoreApplication.translate("HolderEditor", "empty")
    if isinstance(card, Letter):
        text = QCoreApplication.translate("HolderEditor", "letter {0}").format(card.letter)
    elif isinstance(card, Joker):
        text = QCoreApplication.translate("HolderEditor", "joker standing for {0}").format(card.letter)
    elif card.face_down:
        text = QCoreApplication.translate("HolderEditor", "a card face down (erase card)")
    else:
        text = QCoreApplication.translate("HolderEditor", "erase card")
    value = card_value(card, values)
    points = counted(value, QCoreApplication.translate("HolderEditor", "{0} point"),
                     QCoreApplication.translate("HolderEditor", "{0} points"))
    state = (QCoreApplication.translate("HolderEditor", "laid this turn") if laid
             else QCoreApplication.translate("HolderEditor", "lying from before"))
    return f"{text}, {points}, {state}"


def side_text(side: object) -> str:
    """Where the holder is pulled out: "front" or "end"."""
    return (QCoreApplication.translate("HolderEditor", "front") if side == "front"
            else QCoreApplication.translate("HolderEditor", "end"))


def notice_text(notice: Notice) -> str:
    """Why the last action was refused, in the interface's language."""
    if not isinstance(notice, Refusal):
        return rule_text(notice)
    reason, detail = notice.reason, notice.detail
    if reason == "face down":
        return QCoreApplication.translate(
            "HolderEditor", "a card laid face down counts as an erase card only in the beginner "
                            "variant, and this game does not play it")
    if reason == "face down twice":
        return QCoreApplication.translate(
            "HolderEditor", "only one card per turn may be laid face down, and slot {0} already is"
        ).format(detail)
    if reason == "closed":
        return QCoreApplication.translate(
            "HolderEditor", "the first word goes into the {0} slots of the closed holder; it is pulled "
                            "out from the second word on").format(MIN_SLOTS)
    if reason == "grown":
        return QCoreApplication.translate(
            "HolderEditor", "the holder already grew by one slot this turn (at the {0}); it may grow "
                            "by at most one slot per turn").format(side_text(detail))
    if reason == "full":
        return QCoreApplication.translate(
            "HolderEditor", "the holder has {0} slots, its most: it cannot be pulled "
                            "out any further").format(MAX_SLOTS)
    if reason == "not grown":
        return QCoreApplication.translate("HolderEditor", "the holder was not pulled out this turn")
    return QCoreApplication.translate(
        "HolderEditor", "{0!r} is no card: type a letter A-Z, * and a letter for a joker, - for an "
                        "erase card").format(detail)


def growth_text(turn: LaidTurn) -> tuple[str, str]:
    """How many slots the holder has and how it may grow; and why it cannot grow now ("": it can)."""
    count = len(turn.slots)
    previous = len(turn.previous.slots)
    if turn.previous.is_empty:
        text = QCoreApplication.translate(
            "HolderEditor", "{0} slots: the closed holder takes the first word.").format(count)
        why = QCoreApplication.translate(
            "HolderEditor", "The first word goes into the closed holder; it is pulled out from "
                            "the second word on.")
    elif turn.grown():
        text = QCoreApplication.translate(
            "HolderEditor", "{0} slots (at most {1}); pulled out by one this turn.").format(count, MAX_SLOTS)
        why = QCoreApplication.translate(
            "HolderEditor", "The holder grows by at most one slot per turn; it already grew.")
    elif count >= MAX_SLOTS:
        text = QCoreApplication.translate("HolderEditor", "{0} slots: fully pulled out.").format(count)
        why = QCoreApplication.translate("HolderEditor", "The holder has at most {0} slots.").format(MAX_SLOTS)
    else:
        text = QCoreApplication.translate(
            "HolderEditor", "{0} slots (at most {1}); + pulls out one more.").format(count, MAX_SLOTS)
        why = ""
    if count < previous:
        text = QCoreApplication.translate("HolderEditor", "{0} slots: the holder had {1}.").format(count, previous)
    return text, why


def points_text(turn: LaidTurn, exchanges: int, word_note: Callable[[str], str | None] | None) -> str:
    """What the turn as laid scores (the exchanges' cost shown), and what the word list says against its word."""
    if turn.notation_error:
        return QCoreApplication.translate("HolderEditor", "The notation cannot be read.")
    if not turn.touched:
        return QCoreApplication.translate(
            "HolderEditor", "Click a slot and type the letters laid; + pulls out a slot.")
    laid = Turn(Holder(tuple(turn.slots)), exchanges)
    points = turn_points(laid, turn.values)
    word = Holder(tuple(turn.slots)).word or "—"
    cost = ""
    if exchanges:
        cost_of = EXCHANGE_COST * exchanges
        cost = QCoreApplication.translate("HolderEditor", " ({0} − {1} for exchanges)").format(
            points + cost_of, cost_of)
    text = (QCoreApplication.translate("HolderEditor", "<b>{0}</b>: {1} point{2}") if says_one(points)
            else QCoreApplication.translate("HolderEditor", "<b>{0}</b>: {1} points{2}")).format(word, points, cost)
    note = word_note(word) if word_note is not None and word != "—" else None
    if note:
        text += f"<br><span style='{WARNING_STYLE}'>{html.escape(note)}</span>"
    return text
