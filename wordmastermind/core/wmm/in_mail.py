"""One mail from the mailbox, as a value: what the intake (:mod:`.intake`) needs of it.

Made by ``files/mail/inbound.py`` from the mail's bytes; here it holds no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from wordmastermind.core.messages import MessageOrEmpty


@dataclass(frozen=True, slots=True)
class InMail:
    """One mail from the mailbox, as far as the intake needs it (made by ``files/mail/inbound.py``)."""

    sender: str
    """The ``From`` address alone, as written (``""`` when none can be read)."""
    received: datetime
    """When the server got it (IMAP's INTERNALDATE), aware: this orders a player's mails and judges the deadline."""
    message_id: str
    subject: str = ""
    text: str = ""
    """The mail's text (its plain part, or its HTML as text), at most :data:`.intake.MAX_TEXT` characters;
    read only for a mail from a player's address (``""`` for the others)."""
    dated: datetime | None = None
    """The mail's own ``Date`` header, aware, where it has one that can be read: only shown, never trusted."""
    problem: MessageOrEmpty = ""
    """Why no guess can be taken from it, whatever it holds (a message: several senders, a header
    that cannot be read); ``""`` for an ordinary mail."""
    cut: bool = False
    """The mail is longer than the intake reads: only its beginning was read."""
    sender_name: str = ""
    """The name the ``From`` header gives the sender (``Jürgen Wagner``), cleaned: only shown, and offered when
    the game master says whose a mail from another address is; never trusted."""
    replies_to: tuple[str, ...] = ()
    """The Message-IDs the mail answers, nearest first: its ``In-Reply-To``, then its ``References`` from the
    last; the intake looks for the first the game's log of sent mails has (:mod:`.replies`)."""

    @property
    def misdated(self) -> bool:
        """Whether its own date is far from its arrival: over 12 hours before it, or over 2 hours after.

        A mail's ``Date`` is set by the sender's computer: a clock that is
        wrong, or a date written by hand, says nothing of when it came. Hours
        in the queue and a wrong summer time are within the margin.

        >>> at = datetime.fromisoformat("2026-12-02T09:00+01:00")
        >>> InMail("a@x", at, "<1@x>", dated=at - timedelta(hours=3)).misdated
        False
        >>> InMail("a@x", at, "<1@x>", dated=datetime.fromisoformat("2099-01-01T00:00+00:00")).misdated
        True
        """
        if self.dated is None:
            return False
        gap = self.dated - self.received
        return gap > timedelta(hours=2) or gap < -timedelta(hours=12)
