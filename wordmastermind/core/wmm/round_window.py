"""When a round opens and closes: which mails can belong to it.

A round **opens** when the report of the round before goes out (the lot,
for round 1): mailed, written as letters, or opened by the game master by
hand (``wordmastermind open``, the Rounds page). The moment is kept in the
game file (:attr:`Game.openings <wordmastermind.core.wmm.game.Game.openings>`).
A round with no moment kept (a game from before, a game run by hand) opens
at the newest mail taken for an earlier round, or at the previous round's
deadline, whichever is later; with neither, it has no known opening and
every mail may be its.

A round is **closed** once a later round has opened or holds guesses: its
report went out, and a mail can no longer change it.

A mail is read for round N only if it arrived (the server's time) at or
after round N opened. The fetch reads the mailbox from round N-1's opening
on (:attr:`MailWindow.since`): the mails between the two openings are
listed (a player who answered before the round opened is not lost), older
ones are only counted.

>>> from wordmastermind.core.wmm.game import Game, TakenMail
>>> game = Game(deadlines=((1, "2026-12-01T18:00+01:00"),))
>>> opened_at(game, 1) is None, opened_at(game, 2).isoformat()
(True, '2026-12-01T18:00:00+01:00')
>>> game = game.with_taken(1, [TakenMail(1, "Emil", "<e@x>", datetime.fromisoformat("2026-12-01T19:30+01:00"))])
>>> opened_at(game, 2).isoformat()
'2026-12-01T19:30:00+01:00'
>>> opened_at(game.with_opening(2, "2026-12-02T08:00+01:00"), 2).isoformat()
'2026-12-02T08:00:00+01:00'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime

from wordmastermind.core.errors import SettingsError
from wordmastermind.core.wmm.deadline import is_late, parse_deadline
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.words import name_key


def moment(text: str) -> datetime | None:
    """A kept moment (ISO, a zone or the computer's local time), or None if it cannot be read."""
    try:
        return parse_deadline(text)
    except SettingsError:
        return None


def opened_at(game: Game, number: int) -> datetime | None:
    """When round ``number`` opened: kept, or worked out as the module says; None if not known."""
    kept = moment(game.opening(number)) if game.opening(number) else None
    if kept is not None:
        return kept
    found = [m.received for m in game.mails_taken if m.round < number and m.received is not None]
    if number > 1 and game.deadline(number - 1):
        deadline = moment(game.deadline(number - 1))
        if deadline is not None:
            found.append(deadline)
    return max(found) if found else None


def earlier_round(game: Game, number: int, opened: datetime | None, player: str, received: datetime) -> int | None:
    """The round before ``number`` if the ``player``'s mail ``received`` before round ``number`` ``opened`` was
    that round's: it came by that round's deadline, or before the player's mail taken for it (superseded there);
    else None. Such a mail was dealt with in its round (taken, superseded, left out or refused); one after that
    deadline may be meant for round ``number``, and is listed for it as early.

    >>> from wordmastermind.core.wmm.game import TakenMail
    >>> at = datetime.fromisoformat
    >>> game = Game(deadlines=((1, "2026-12-01T18:00+01:00"),)).with_taken(
    ...     1, [TakenMail(1, "Emil", "<e@x>", at("2026-12-01T20:00+01:00"))])
    >>> opened = at("2026-12-02T08:00+01:00")
    >>> [earlier_round(game, 2, opened, "Emil", at(t)) for t in ("2026-12-01T17:00+01:00",
    ...     "2026-12-01T19:00+01:00", "2026-12-01T21:00+01:00", "2026-12-02T09:00+01:00")]
    [1, 1, None, None]
    >>> earlier_round(game, 2, opened, "Otto", at("2026-12-01T19:00+01:00")) is None  # after the deadline
    True
    """
    if number < 2 or opened is None or received >= opened:
        return None
    previous = number - 1
    deadline = game.deadline(previous)
    if deadline and not is_late(deadline, received):
        return previous
    key = name_key(player)
    taken = [m.round for m in game.mails_taken if m.round <= previous and m.received is not None
             and name_key(m.player) == key and received <= m.received]
    return max(taken) if taken else None


def is_closed(game: Game, number: int) -> bool:
    """Whether round ``number`` is over: a later round has opened or holds guesses.

    >>> from wordmastermind.core.wmm.game import Guess, Round
    >>> game = Game(rounds=(Round(), Round()))
    >>> is_closed(game, 1), is_closed(game.with_opening(2, "2026-12-02T08:00+01:00"), 1)
    (False, True)
    >>> is_closed(Game(rounds=(Round(), Round((Guess("Emil", "Otto", "STEIG"),)))), 1)
    True
    """
    if any(n > number for n, _ in game.openings):
        return True
    return any(r.guesses for r in game.rounds[number:])


@dataclass(frozen=True, slots=True)
class MailWindow:
    """What a fetch for a round needs to know before it reads the mailbox."""

    since: datetime | None
    """Read the mails that arrived at or after this (None: all): the previous round's opening,
    or this round's where that is not known."""
    opened: datetime | None
    """When the round opened (None: not known); mails before it are not the round's."""
    addresses: frozenset[str]
    """Every player's addresses, bare and case-folded: whose mails are read whole."""
    taken: frozenset[str]
    """The Message-IDs of the mails taken for any round but this one: never offered again."""
    chosen: frozenset[str] = frozenset()
    """The Message-IDs of mails that are a player's though no player has their address: taken for this round
    as the player's before, or taken so now (``inbox --take-for``)."""

    def wanted(self, sender: str, message_id: str) -> bool:
        """Whether a mail from ``sender`` with ``message_id`` is to be read whole."""
        return (bare_address(sender) in self.addresses or message_id in self.chosen) and message_id not in self.taken

    def choosing(self, message_ids: Iterable[str]) -> MailWindow:
        """The window that reads the mails ``message_ids`` whole too, whatever their sender."""
        return replace(self, chosen=self.chosen | frozenset(message_ids))


def bare_address(address: str) -> str:
    """The address alone, compared in any case: ``Gustav <G@x.org>`` -> ``g@x.org``."""
    text = address.strip()
    if "<" in text and text.endswith(">"):
        text = text[text.rindex("<") + 1 : -1]
    return text.strip().casefold()


def mail_window(game: Game, number: int) -> MailWindow:
    """The window of round ``number``'s mails.

    >>> from wordmastermind.core.wmm.game import Player
    >>> game = Game(players=(Player("Emil", "LAMPE", "Emil <EMIL@x.org>; e2@x.org"),))
    >>> window = mail_window(game.with_opening(1, "2026-12-01T09:00+01:00"), 2)
    >>> window.since.isoformat(), window.opened, sorted(window.addresses)
    ('2026-12-01T09:00:00+01:00', None, ['e2@x.org', 'emil@x.org'])
    """
    opened = opened_at(game, number)
    earlier = opened_at(game, number - 1) if number > 1 else None
    since = earlier if earlier is not None and (opened is None or earlier <= opened) else opened
    addresses = frozenset(bare_address(a) for p in game.players for a in p.addresses)
    taken = frozenset(m.message_id for m in game.mails_taken if m.round != number)
    return MailWindow(since, opened, addresses, taken, frozenset(m.message_id for m in game.taken_in(number)))


def report_went_out(game: Game, number: int, moment: datetime, *, ended_after: int | None = None) -> Game:
    """The game once the report of round ``number`` (0: the lot) went out at ``moment`` (aware).

    Round ``number + 1`` opens then, unless it opened before or holds
    guesses already: a report sent again, or a corrected one, opens nothing;
    nor does the final report, after which no round is played (``ended_after``:
    the round after which the game is over, if it is).

    >>> at = datetime.fromisoformat("2026-12-02T09:03:00+01:00")
    >>> game = report_went_out(Game(), 0, at)
    >>> game.openings
    ((1, '2026-12-02T09:03:00+01:00'),)
    >>> report_went_out(game, 0, at.replace(hour=11)) is game
    True
    >>> report_went_out(game, 1, at, ended_after=1).openings  # the final report: no round 2
    ((1, '2026-12-02T09:03:00+01:00'),)
    """
    opens = number + 1
    if game.opening(opens) or (opens <= len(game.rounds) and game.rounds[opens - 1].guesses):
        return game
    if ended_after is not None and number >= ended_after:
        return game
    return game.with_opening(opens, moment.isoformat(timespec="seconds"))
