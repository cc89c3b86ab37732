"""The game's records of its mail: the mails whose guesses were taken, the receipts and everything sent.

They are what happened, not what was derived: a mail taken once is not taken again, a receipt goes
out once, and the log of what the players were sent (:class:`Sent`) lets the game master see what
went out and find a round changed after its report was sent (:mod:`.sent_log`). The game
(:class:`~wordmastermind.core.wmm.game.Game`) keeps them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING

from wordmastermind.core.words import name_key

if TYPE_CHECKING:
    from wordmastermind.core.wmm.game import Game


@dataclass(frozen=True, slots=True)
class TakenMail:
    """A player's mail whose guesses were entered into a round (``wordmastermind inbox``, the fetch dialog)."""

    round: int
    player: str
    message_id: str
    """The mail's Message-ID header, as the mail gave it."""
    received: datetime | None = None
    """When the mail arrived (aware); None in a game written before this was kept."""


SENT_KINDS = ("lot", "round", "final", "correction", "receipt", "reminder", "letter")
"""What went out to a player: the lot, a round's report, the final report, a correction, a receipt,
a reminder (each a mail), or a letter (a file written for the post)."""


@dataclass(frozen=True, slots=True)
class Sent:
    """One mail or letter that went out (or failed to): the log of what the players were sent.

    ``snapshot`` is what a round's report told the player (their marks, points, total and rank:
    :func:`wordmastermind.core.wmm.snapshots.snapshot`), so that a round changed after it went out is
    seen and the players told what changed; ``""`` for the other kinds.
    """

    kind: str
    round: int
    player: str
    at: str
    """When (an ISO date and time with its zone)."""
    status: str = "sent"
    """``sent``, ``failed`` or ``written`` (a letter or a mail saved as a file)."""
    reason: str = ""
    """Why it failed, as the game master was told."""
    file: str = ""
    """The file written (a letter, a saved mail), if any."""
    snapshot: str = ""
    message_id: str = ""
    """The mail's Message-ID header (``""`` for a letter, and in a game written before it was kept): a player's
    reply names it, so that the intake knows which mail it answers (:mod:`.replies`)."""


def with_message_ids(records: Iterable[Sent], ids: Mapping[str, str]) -> tuple[Sent, ...]:
    """``records``, each with the Message-ID of the mail that went to its player (``ids``: roster name -> id; a
    player not in it keeps none). A correction covering several rounds is one mail: its records share the id.

    >>> [r.message_id for r in with_message_ids([Sent("round", 1, "Emil", "2026-12-02T09:03+01:00"),
    ...                                         Sent("round", 1, "Otto", "2026-12-02T09:03+01:00")], {"Emil": "<1@x>"})]
    ['<1@x>', '']
    """
    return tuple(replace(record, message_id=ids.get(record.player, record.message_id)) for record in records)


@dataclass(frozen=True, slots=True)
class ReceiptSent:
    """A receipt that went out: to ``player``, for round ``round``, saying what ``key`` stands for.

    ``key`` sums up the player's mails of the round and what became of them
    (:func:`wordmastermind.core.wmm.receipt_log.receipt_key`): a receipt
    goes out again only when that changes.
    """

    round: int
    player: str
    key: str


WORD_CHOICES = ("leaves", "stays")
"""What becomes of a withdrawn player's word: it ``leaves`` the game at the end of their last round, as a
guessed word does, or it ``stays`` in play."""


@dataclass(frozen=True, slots=True)
class Withdrawal:
    """``player`` stopped playing after round ``after_round``; ``word`` says what became of their word
    (:data:`WORD_CHOICES`). The rounds up to ``after_round`` stay as they were (:mod:`.departures`)."""

    player: str
    after_round: int
    word: str = "leaves"


@dataclass(frozen=True, slots=True)
class Takeover:
    """A new person took the place now called ``player`` after round ``after_round``.

    The ``before_*`` fields are the roster entry's name and addresses as they were, so that the
    history is told under the name it was played under, and the takeover can be taken back.
    """

    player: str
    after_round: int
    before_name: str
    before_email: str = ""
    before_address: str = ""
    before_channel: str = ""


def withdrawal_of(game: Game, name: str) -> Withdrawal | None:
    """The withdrawal of the player called ``name`` (loosely), if they withdrew."""
    key = name_key(name)
    return next((w for w in game.withdrawals if name_key(w.player) == key), None)


def takeover_of(game: Game, name: str) -> Takeover | None:
    """The latest takeover of the place now called ``name``, if any."""
    key = name_key(name)
    found = [t for t in game.takeovers if name_key(t.player) == key]
    return max(found, key=lambda t: t.after_round) if found else None
