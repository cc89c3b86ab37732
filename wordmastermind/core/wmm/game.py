"""The game document: only what the game master entered.

A :class:`Game` holds the settings, the roster, the lot for round 1 and each
round's guesses and notes. Nothing derived (marks, points, V, WF, ranks) is
stored: :func:`wordmastermind.core.wmm.evaluation.evaluate` computes it, so a
document can never hold a stale value.

Documents are immutable values. Every change returns a new document, which
makes undo a matter of keeping the old one:

>>> game = Game(players=(Player("Alfons", "salat"),))
>>> game.players[0].secret
'SALAT'
>>> game.with_round(1, Round((Guess("Gustav", "Alfons", "sahne"),))).rounds[0].guesses[0]
Guess(guesser='Gustav', target='Alfons', word='SAHNE')
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from wordmastermind.core.errors import PlayerNameError, RoundOrderError
from wordmastermind.core.errors import field as field_name
from wordmastermind.core.messages import WMM
from wordmastermind.core.wmm.records import SENT_KINDS, ReceiptSent, Sent, TakenMail, Takeover, Withdrawal
from wordmastermind.core.wmm.settings import (
    ATTACHMENTS,
    NEW_GAME_WORDS,
    REPORT_LANGUAGES,
    WORD_LANGUAGES,
    WORD_LISTS,
    Settings,
)
from wordmastermind.core.words import check_name, name_key, normalize_word

__all__ = ["ATTACHMENTS", "CHANNELS", "NEW_GAME_WORDS", "REPORT_LANGUAGES", "SENT_KINDS", "WORD_LANGUAGES",
           "WORD_LISTS", "Game", "Guess", "Lot", "Player", "ReceiptSent", "Round", "Sent", "Settings", "TakenMail",
           "Takeover", "Withdrawal"]


def clean_name(text: str) -> str:
    """A name (or an address) as a player and a guess keep it: without the spaces around it."""
    return text.strip()


CHANNELS = ("", "mail", "post", "both")
"""How a player gets what the game master sends: ``""`` follows the addresses known (e-mail if there
is one, else a letter), ``mail``, ``post`` (a letter) or ``both``."""


@dataclass(frozen=True, slots=True)
class Player:
    """One roster entry. The secret is kept in its compared (upper-case) form."""

    name: str
    secret: str
    email: str = ""
    address: str = ""
    channel: str = ""
    """How the player gets the game master's post (:data:`CHANNELS`); ``""``: by the addresses known."""
    attachment: str = ""
    """What the player's mails carry (:data:`ATTACHMENTS`); ``""``: the game's choice."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", clean_name(self.name))
        object.__setattr__(self, "secret", normalize_word(self.secret))
        object.__setattr__(self, "email", clean_name(self.email))
        object.__setattr__(self, "address", self.address.strip())
        object.__setattr__(self, "channel", self.channel.strip().lower())
        object.__setattr__(self, "attachment", self.attachment.strip().lower())

    @property
    def by_mail(self) -> bool:
        """Whether the player gets mails: the channel says so, or (none chosen) an e-mail address is known.

        >>> Player("Emil", "LAMPE", "emil@example.org").by_mail, Player("Otto", "NADEL", address="Weg 1").by_mail
        (True, False)
        """
        return self.channel in ("mail", "both") or (not self.channel and bool(self.email))

    @property
    def by_post(self) -> bool:
        """Whether the player gets letters: the channel says so, or (none chosen) only a postal address is known.

        >>> Player("Otto", "NADEL", "otto@example.org", "Weg 1", channel="both").by_post
        True
        """
        return self.channel in ("post", "both") or (not self.channel and not self.email and bool(self.address))

    def attachment_of(self, settings: Settings) -> str:
        """What this player's mails carry: ``""`` nothing, or ``pdf``, ``docx``, ``xlsx``.

        >>> Player("Emil", "LAMPE", attachment="none").attachment_of(Settings(attachment="pdf"))
        ''
        """
        chosen = self.attachment or settings.attachment
        return "" if chosen == "none" else chosen

    @property
    def addresses(self) -> tuple[str, ...]:
        """The player's e-mail addresses: the field may hold several, separated by ``;`` or ``,``.

        Mail goes to the first; guesses are taken from any of them.

        >>> Player("Emil", "LAMPE", "emil@example.org; Emil Meier <e.meier@example.net>,").addresses
        ('emil@example.org', 'Emil Meier <e.meier@example.net>')
        """
        return tuple(part.strip() for part in _ADDRESS_SEPARATOR.split(self.email) if part.strip())


_ADDRESS_SEPARATOR = re.compile(r"[;,](?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)")
"""A ``;`` or ``,`` outside a quoted display name (``"Meier, Emil" <emil@example.org>`` is one address)."""


@dataclass(frozen=True, slots=True)
class Guess:
    """One guess as entered: who guessed, at whose word, which word."""

    guesser: str
    target: str
    word: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "guesser", clean_name(self.guesser))
        object.__setattr__(self, "target", clean_name(self.target))
        object.__setattr__(self, "word", normalize_word(self.word))

    @classmethod
    def cleaned(cls, guesser: str, target: str, word: str) -> Guess:
        """The guess of texts clean already (by :func:`clean_name`, :func:`normalize_word`), not cleaned again."""
        guess = object.__new__(cls)
        _SET_GUESSER(guess, guesser)
        _SET_TARGET(guess, target)
        _SET_WORD(guess, word)
        return guess


_SET_GUESSER, _SET_TARGET, _SET_WORD = (getattr(Guess, name).__set__ for name in ("guesser", "target", "word"))


@dataclass(frozen=True, slots=True)
class Round:
    """The guesses of one round, in the order entered, and the GM's notes."""

    guesses: tuple[Guess, ...] = ()
    notes: str = ""


@dataclass(frozen=True, slots=True)
class Lot:
    """The round-1 assignment drawn by lot, and the seed it was drawn from.

    ``assignment`` pairs each guesser with the players they guess at, in
    roster order.
    """

    seed: int
    assignment: tuple[tuple[str, tuple[str, ...]], ...]

    def targets(self, guesser: str) -> tuple[str, ...]:
        """The players ``guesser`` was drawn to guess at (names matched loosely)."""
        key = name_key(guesser)
        for name, targets in self.assignment:
            if name_key(name) == key:
                return targets
        return ()

    def pairs(self) -> frozenset[tuple[str, str]]:
        """Every (guesser, target) pair, as name keys."""
        return frozenset(
            (name_key(guesser), name_key(target))
            for guesser, targets in self.assignment
            for target in targets
        )


def _by_round(kept: tuple[tuple[int, str], ...], number: int, text: str) -> tuple[tuple[int, str], ...]:
    """``kept`` (a text by round) with round ``number``'s set to ``text``, or taken out (``""``)."""
    if number < 1:
        raise RoundOrderError(WMM.say("round.from_one", round=number))
    pairs = [(n, t) for n, t in kept if n != number]
    if text:
        pairs.append((number, text))
    return tuple(sorted(pairs))


def _check_player(row: int, player: Player) -> None:
    """Refuse a roster entry whose name no player can have (an empty one is the roster's problem)."""
    check_name(player.name, WMM.say("where.row", row=row + 1, field=field_name("name")), PlayerNameError)


def _check_guess(number: int, row: int, guess: Guess) -> None:
    """Refuse a guess naming someone no player can be."""
    for name, column in ((guess.guesser, "guesser"), (guess.target, "target")):
        where = WMM.say("where.round_row", round=number, row=row + 1, field=field_name(column))
        check_name(name, where, PlayerNameError)


@dataclass(frozen=True, slots=True)
class Game:
    """A whole game of Wörter-MasterMind as the game master entered it."""

    settings: Settings = field(default_factory=Settings)
    players: tuple[Player, ...] = ()
    lot: Lot | None = None
    rounds: tuple[Round, ...] = ()
    accepted_words: frozenset[str] = frozenset()
    """Words the game master accepted although the word lists do not know
    them (the Duden and the players' agreement decide, not the lists)."""
    deadlines: tuple[tuple[int, str], ...] = ()
    """(round, deadline as entered: ISO date and time, see :mod:`.deadline`), by round."""
    mails_taken: tuple[TakenMail, ...] = ()
    """The mails whose guesses were entered, by round: a mail taken once is not taken again."""
    openings: tuple[tuple[int, str], ...] = ()
    """(round, when it opened: an ISO date and time with its zone), by round: the moment the report
    of the round before (the lot, for round 1) went out, or the game master opened it. A round's
    mails are those that arrived after it opened (:mod:`wordmastermind.core.wmm.round_window`)."""
    receipts: tuple[ReceiptSent, ...] = ()
    """The receipts that went out, so that each goes out once."""
    sent: tuple[Sent, ...] = ()
    """Every mail and letter that went out to a player (or failed to), in the order sent."""
    withdrawals: tuple[Withdrawal, ...] = ()
    """The players who stopped playing (:mod:`.departures`)."""
    takeovers: tuple[Takeover, ...] = ()
    """The places a new person took over, in the order taken (:mod:`.departures`)."""

    def deadline(self, number: int) -> str:
        """Round ``number``'s deadline as entered, or ``""``.

        >>> Game().with_deadline(2, "2026-12-01T18:00").deadline(2)
        '2026-12-01T18:00'
        """
        return next((text for n, text in self.deadlines if n == number), "")

    def with_deadline(self, number: int, text: str) -> Game:
        """Set round ``number``'s deadline (``""``: none); the round need not have begun."""
        return replace(self, deadlines=_by_round(self.deadlines, number, text))

    def opening(self, number: int) -> str:
        """When round ``number`` opened, as kept (an ISO date and time), or ``""``.

        >>> Game().with_opening(2, "2026-12-02T09:00:00+01:00").opening(2)
        '2026-12-02T09:00:00+01:00'
        """
        return next((text for n, text in self.openings if n == number), "")

    def with_opening(self, number: int, moment: str) -> Game:
        """Record when round ``number`` opened (``""``: not known); the round need not have begun."""
        return replace(self, openings=_by_round(self.openings, number, moment))

    def with_receipts(self, sent: Iterable[ReceiptSent]) -> Game:
        """Record ``sent``, each replacing its player's earlier record for its round."""
        new = tuple(sent)
        replaced = {(r.round, name_key(r.player)) for r in new}
        kept = tuple(r for r in self.receipts if (r.round, name_key(r.player)) not in replaced)
        return replace(self, receipts=kept + new)

    def with_sent(self, sent: Iterable[Sent]) -> Game:
        """Add ``sent`` to the log of what went out."""
        return replace(self, sent=self.sent + tuple(sent))

    def taken_in(self, number: int) -> tuple[TakenMail, ...]:
        """The mails taken into round ``number``."""
        return tuple(m for m in self.mails_taken if m.round == number)

    def with_taken(self, number: int, mails: Iterable[TakenMail]) -> Game:
        """Record ``mails`` as taken into round ``number``, each replacing its player's earlier record there."""
        new = tuple(mails)
        players = {name_key(m.player) for m in new}
        kept = tuple(m for m in self.mails_taken if m.round != number or name_key(m.player) not in players)
        return replace(self, mails_taken=kept + new)

    def with_accepted(self, word: str, accepted: bool = True) -> Game:
        """Accept ``word`` despite the word lists, or take that back.

        >>> Game().with_accepted("quarx").accepted_words
        frozenset({'QUARX'})
        """
        normal = normalize_word(word)
        words = self.accepted_words | {normal} if accepted else self.accepted_words - {normal}
        return replace(self, accepted_words=frozenset(words))

    def player(self, name: str) -> Player | None:
        """The roster entry called ``name`` (ignoring case and spaces)."""
        key = name_key(name)
        return next((p for p in self.players if name_key(p.name) == key), None)

    def with_settings(self, settings: Settings) -> Game:
        return replace(self, settings=settings)

    def with_players(self, players: Iterable[Player]) -> Game:
        players = tuple(players)
        for row, player in enumerate(players):
            _check_player(row, player)
        return replace(self, players=players)

    def with_lot(self, lot: Lot | None) -> Game:
        return replace(self, lot=lot)

    def with_round(self, number: int, round_: Round | Sequence[Guess]) -> Game:
        """Replace round ``number`` (1-based), or append it as the next round.

        >>> Game().with_round(2, [])
        Traceback (most recent call last):
        ...
        wordmastermind.core.errors.RoundOrderError: round 2 needs round 1 first (the game has no rounds yet)
        """
        if not isinstance(round_, Round):
            round_ = Round(tuple(round_))
        for row, guess in enumerate(round_.guesses):
            _check_guess(number, row, guess)
        return self._put_round(number, round_)

    def _put_round(self, number: int, round_: Round) -> Game:
        count = len(self.rounds)
        if not 1 <= number <= count + 1:
            if number < 1:
                raise RoundOrderError(WMM.say("round.from_one", round=number))
            if not count:
                raise RoundOrderError(WMM.say("round.needs_first", round=number))
            raise RoundOrderError(WMM.say("round.needs_earlier", round=number, next=count + 1, count=count))
        rounds = list(self.rounds)
        if number == count + 1:
            rounds.append(round_)
        else:
            rounds[number - 1] = round_
        return replace(self, rounds=tuple(rounds))

    def with_guess(self, number: int, row: int, guess: Guess) -> Game:
        """Set guess ``row`` of round ``number``; one past the end adds it.

        Round ``number`` may be the next round, which starts it.

        >>> game = Game().with_guess(1, 0, Guess("Gustav", "", ""))
        >>> game.with_guess(1, 0, Guess("Gustav", "Alfons", "sahne")).rounds[0].guesses
        (Guess(guesser='Gustav', target='Alfons', word='SAHNE'),)
        """
        current = self.rounds[number - 1] if number <= len(self.rounds) else Round()
        guesses = list(current.guesses)
        if not 0 <= row <= len(guesses):
            raise IndexError(f"round {number} has no row {row + 1}")
        _check_guess(number, row, guess)
        if row == len(guesses):
            guesses.append(guess)
        else:
            guesses[row] = guess
        return self._put_round(number, replace(current, guesses=tuple(guesses)))

    def with_guesses_inserted(self, number: int, row: int, guesses: Iterable[Guess]) -> Game:
        """Insert ``guesses`` before ``row`` of round ``number`` (a paste)."""
        current = self.rounds[number - 1] if number <= len(self.rounds) else Round()
        old = current.guesses
        if not 0 <= row <= len(old):
            raise IndexError(f"round {number} has no row {row + 1}")
        new = (*old[:row], *guesses, *old[row:])
        return self.with_round(number, replace(current, guesses=new))

    def without_guesses(self, number: int, rows: Iterable[int]) -> Game:
        """Remove the given rows of round ``number``."""
        current = self.rounds[number - 1]
        drop = set(rows)
        kept = tuple(g for i, g in enumerate(current.guesses) if i not in drop)
        return self.with_round(number, replace(current, guesses=kept))

    def with_guesses_moved(self, number: int, rows: Iterable[int], to: int) -> Game:
        """Move the given rows of round ``number`` to the end of round ``to`` (which may be the next round).

        >>> game = Game().with_round(1, [Guess("Gustav", "Alfons", "sahne"), Guess("Emil", "Alfons", "tolle")])
        >>> moved = game.with_guesses_moved(1, [0], 2)
        >>> [[g.word for g in r.guesses] for r in moved.rounds]
        [['TOLLE'], ['SAHNE']]
        """
        if to == number:
            return self
        current = self.rounds[number - 1]
        chosen = sorted(set(rows))
        moving = [current.guesses[i] for i in chosen if 0 <= i < len(current.guesses)]
        target = self.rounds[to - 1] if to <= len(self.rounds) else Round()
        return self.without_guesses(number, chosen).with_guesses_inserted(to, len(target.guesses), moving)

    def with_player(self, row: int, player: Player) -> Game:
        """Set roster entry ``row``; one past the end adds a player.

        A renamed player keeps their guesses and their place in the lot:

        >>> game = Game(players=(Player("Gustaf", "HOSEN"),)).with_guess(
        ...     1, 0, Guess("gustaf", "Alfons", "SALAT"))
        >>> game.with_player(0, Player("Gustav", "HOSEN")).rounds[0].guesses[0].guesser
        'Gustav'
        """
        players = list(self.players)
        if not 0 <= row <= len(players):
            raise IndexError(f"the roster has no row {row + 1}")
        _check_player(row, player)
        game = self
        if row == len(players):
            players.append(player)
        else:
            old = players[row].name
            players[row] = player
            unique = sum(name_key(p.name) == name_key(old) for p in self.players) == 1
            if old and name_key(old) != name_key(player.name) and unique:
                game = self._renamed(old, player.name)
        return replace(game, players=tuple(players))

    def without_players(self, rows: Iterable[int]) -> Game:
        drop = set(rows)
        kept = tuple(p for i, p in enumerate(self.players) if i not in drop)
        keys = {name_key(p.name) for p in kept}
        return replace(self, players=kept, withdrawals=tuple(w for w in self.withdrawals if name_key(w.player) in keys),
                       takeovers=tuple(t for t in self.takeovers if name_key(t.player) in keys))

    def _renamed(self, old: str, new: str) -> Game:
        key = name_key(old)

        def rename(name: str) -> str:
            return new if name_key(name) == key else name

        rounds = tuple(
            replace(
                r,
                guesses=tuple(
                    Guess(rename(g.guesser), rename(g.target), g.word) for g in r.guesses
                ),
            )
            for r in self.rounds
        )
        lot = self.lot
        if lot is not None:
            lot = replace(
                lot,
                assignment=tuple(
                    (rename(g), tuple(rename(t) for t in targets)) for g, targets in lot.assignment
                ),
            )
        taken = tuple(replace(m, player=rename(m.player)) for m in self.mails_taken)
        receipts = tuple(replace(r, player=rename(r.player)) for r in self.receipts)
        sent = tuple(replace(s, player=rename(s.player)) for s in self.sent)
        gone = tuple(replace(w, player=rename(w.player)) for w in self.withdrawals)
        taken_over = tuple(replace(t, player=rename(t.player)) for t in self.takeovers)
        return replace(self, rounds=rounds, lot=lot, mails_taken=taken, receipts=receipts, sent=sent,
                       withdrawals=gone, takeovers=taken_over)

    def with_notes(self, number: int, notes: str) -> Game:
        """Set the game master's notes for round ``number``."""
        if not 1 <= number <= len(self.rounds):
            raise RoundOrderError(WMM.say("round.no_notes", round=number))
        return self.with_round(number, replace(self.rounds[number - 1], notes=notes))

    def without_last_round(self) -> Game:
        if not self.rounds:
            raise RoundOrderError(WMM.say("round.none_to_remove"))
        return replace(self, rounds=self.rounds[:-1])

    def truncated(self, rounds: int) -> Game:
        """The game as it stood after ``rounds`` rounds."""
        return replace(self, rounds=self.rounds[:rounds])
