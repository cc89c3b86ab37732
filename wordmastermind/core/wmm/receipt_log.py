"""Receipts once: which players are owed a receipt for a round's intake.

A player gets a receipt for what became of their mails once. Its
:func:`receipt_key` sums up everything a receipt says: the player's mails
of the round (the one that counts, and those that did not: superseded,
late, before the round opened, left out) and what was taken of them. The
game file keeps the key of each receipt that went out
(:attr:`Game.receipts <wordmastermind.core.wmm.game.Game.receipts>`); a
later intake owes a receipt only where the key changed: a new mail, or a
decision that changed what was taken. Entering a mail does not change it
("would take" and "taken before" are one).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable

from wordmastermind.core.messages import Message, Text
from wordmastermind.core.wmm.game import Game, ReceiptSent
from wordmastermind.core.wmm.intake import INTAKE, Intake, PlayerIntake
from wordmastermind.core.words import name_key


def receipt_key(one: PlayerIntake) -> str:
    """What a receipt to ``one.player`` says, as a short digest."""
    outcome = "taken" if one.outcome == "already" else one.outcome
    parts = [
        outcome,
        "|".join(m.message_id for m in one.mails),
        "|".join(f"{g.target}:{g.word}" for g in one.taken),
        "|".join(f"{line.number}:{line.reason}" for line in one.marked),
        str(one.reason),  # the English text: the same reason, the same text
    ]
    return hashlib.sha256("\n".join(parts).encode("utf-8")).hexdigest()[:16]


def receipts_due(intake: Intake, game: Game, *, again: bool = False) -> tuple[PlayerIntake, ...]:
    """The players of ``intake`` owed a receipt (every one who wrote, ``again``)."""
    if again:
        return intake.players
    sent = {(r.round, name_key(r.player)): r.key for r in game.receipts}
    return tuple(one for one in intake.players
                 if sent.get((intake.number, name_key(one.player))) != receipt_key(one))


def receipts_record(number: int, sent: Iterable[PlayerIntake]) -> list[ReceiptSent]:
    """The records of receipts that went out for round ``number``."""
    return [ReceiptSent(number, one.player, receipt_key(one)) for one in sent]


UNTOLD = frozenset({"guess.bad_secret"})
"""Reasons a player is not told: they say something of another player's secret word."""


def for_player(reason: Text, rename: Callable[[str], str] | None = None) -> Text:
    """``reason`` as a receipt may tell it: every part a player may not be told replaced by "ask the game master".

    A receipt tells a player nothing the reports have not told them: the
    rules' reasons on a mail's guesses name the player's own lines, the lot
    and rounds already reported, never a secret word or another player's
    guesses; :data:`UNTOLD` are those that would. ``rename`` gives a name as
    the players see it (a name that hides a secret still in play is masked:
    :mod:`wordmastermind.core.wmm.player_view`).

    >>> from wordmastermind.core.messages import WMM
    >>> inner = WMM.say("guess.bad_secret", name="Emil", reason="LAMPEN has 6 letters, the game needs 5")
    >>> str(for_player(INTAKE.say("intake.line", line=2, text="Emil: SALAT", reason=inner)))
    'line 2 ("Emil: SALAT"): the game master will tell you why'
    """
    if not isinstance(reason, Message):
        return reason
    if reason.code in UNTOLD:
        return INTAKE.say("intake.ask")
    params = {key: (for_player(value, rename) if isinstance(value, Message)
                    else rename(value) if rename is not None and isinstance(value, str) else value)
              for key, value in reason.params.items()}
    if all(params[key] is value for key, value in reason.params.items()):
        return reason
    return reason.with_params(params)
