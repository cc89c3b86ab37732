"""What evaluating a game reads from its roster, settings, lot and withdrawals: prepared once per roster.

The app evaluates a game again after every edit of a guess, and the roster,
the settings, the lot and the withdrawals are then the very objects they
were (a new document shares what did not change). What the evaluation
derives from them (the names to look up, the entries that break a rule, each
secret's letters for the marks, the pairs the lot drew, who withdrew when)
is made once for them, by :func:`prepared`, and kept for the next
evaluation. It is never changed afterwards: an evaluation copies what it
changes as the game goes on.

>>> from wordmastermind.core.wmm.examples import rules_example
>>> game = rules_example()
>>> roster = prepared(game)
>>> roster.names[:2], roster.k, prepared(game.with_round(1, game.rounds[0])) is roster
(('Alfons', 'Gustav'), 1, True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping

from wordmastermind.core.wmm.game import Game, Lot, Player
from wordmastermind.core.wmm.marks import secret_letters
from wordmastermind.core.wmm.records import Withdrawal
from wordmastermind.core.wmm.scoring import MIN_PLAYERS, guesses_per_round
from wordmastermind.core.words import name_key


class PreparedRoster:
    """The roster, the settings' word rules, the lot and the withdrawals, as the evaluation reads them."""

    def __init__(self, game: Game) -> None:
        self.players: tuple[Player, ...] = game.players
        self.lot: Lot | None = game.lot
        self.withdrawals: tuple[Withdrawal, ...] = game.withdrawals
        self.rules = game.settings.word_rules
        rules = self.rules
        names = tuple(p.name for p in game.players)
        self.names = names
        self.secrets = tuple(p.secret for p in game.players)
        count = len(names)
        self.count = count
        self.k = guesses_per_round(max(count, MIN_PLAYERS))
        self.too_few = count < MIN_PLAYERS
        # Names are looked up exactly first, then ignoring case and spaces.
        exact: dict[str, int] = {}
        loose: dict[str, int] = {}
        keys = tuple(name_key(name) for name in names)
        self.keys = keys
        """Each roster name's key (:func:`~wordmastermind.core.words.name_key`), in roster order."""
        for i, (name, key) in enumerate(zip(names, keys)):
            if name:
                exact.setdefault(name, i)
                loose.setdefault(key, i)
        self.exact: Mapping[str, int] = exact
        """Each roster name (the first, where two are spelt alike) -> its place in the roster."""
        self.loose: Mapping[str, int] = loose
        """The same, by name key: ignoring case and spaces."""
        uses = Counter(keys)
        self.bad_name = tuple(uses[key] > 1 for key in keys)
        length, fits = rules.length, rules.alphabet.issuperset
        self.bad_secret = frozenset(
            i for i, secret in enumerate(self.secrets) if len(secret) != length or not fits(secret)
        )
        # The fast path: roster spellings of those who may guess, and of the
        # words that may be guessed at (valid entries still in play).
        self.guessers: Mapping[str, int] = {name: i for name, i in exact.items() if not self.bad_name[i]}
        self.targets: Mapping[str, int] = {
            name: i for name, i in self.guessers.items() if i not in self.bad_secret
        }
        # Each secret's letters, looked at once for the marks of all guesses at it (marks.marker).
        letters = [secret_letters(secret) for secret in self.secrets]
        self.shared: tuple[Callable[[str], frozenset[str]], ...] = tuple(s.shared for s in letters)
        self.repeated = tuple(s.repeated for s in letters)
        self.twice = tuple(s.twice for s in letters)
        self.where = tuple(s.where for s in letters)
        # Who stops guessing after which round, and whose word leaves the game then (departures.py).
        stops_after: list[int | None] = [None] * count
        leaves_after: list[int | None] = [None] * count
        departing: dict[int, list[int]] = {}
        for withdrawal in game.withdrawals:
            place = loose.get(name_key(withdrawal.player))
            if place is not None and not self.bad_name[place]:
                stops_after[place] = withdrawal.after_round
                if withdrawal.word == "leaves":
                    leaves_after[place] = withdrawal.after_round
                departing.setdefault(withdrawal.after_round, []).append(place)
        self.stops_after = tuple(stops_after)
        """The round after which each player withdrew (None: plays on)."""
        self.leaves_after = tuple(leaves_after)
        """The round after which each word left with its withdrawn player (None: it did not)."""
        self.departing: Mapping[int, tuple[int, ...]] = {n: tuple(places) for n, places in departing.items()}
        """The places of those who withdrew after each round."""
        self._lot_pairs: frozenset[int] | None = None

    def fits(self, game: Game) -> bool:
        """Whether this was prepared for ``game``'s roster, word rules, lot and withdrawals."""
        settings = game.settings
        return (
            game.players is self.players
            and game.lot is self.lot
            and game.withdrawals is self.withdrawals
            and settings.word_length == self.rules.length
            and settings.umlauts == self.rules.umlauts
        )

    def index(self, name: str) -> int | None:
        """The roster place of ``name``: spelt as the roster has it, else ignoring case and spaces."""
        found = self.exact.get(name)
        if found is None and name:
            found = self.loose.get(name_key(name))
        return found

    @property
    def lot_pairs(self) -> frozenset[int]:
        """guesser * count + target of each pair the lot drew: made when round 1 is first read."""
        if self._lot_pairs is None:
            pairs = set()
            for guesser, targets in self.lot.assignment if self.lot is not None else ():
                gi = self.index(guesser)
                for target in targets:
                    ti = self.index(target)
                    if gi is not None and ti is not None:
                        pairs.add(gi * self.count + ti)
            self._lot_pairs = frozenset(pairs)
        return self._lot_pairs


def prepared(game: Game) -> PreparedRoster:
    """``game``'s roster prepared for an evaluation: the one made for an earlier state of it, if it fits."""
    global _recent
    recent = _recent  # replaced whole, never changed: other threads may be reading it
    for roster in recent:
        if roster.fits(game):
            return roster
    roster = PreparedRoster(game)
    if _unchangeable(game):
        _recent = (roster, *recent[:_KEPT - 1])
    return roster


def _unchangeable(game: Game) -> bool:
    """Whether what a roster is prepared from cannot change: kept by identity, it must not (a list could)."""
    lot = game.lot
    return (
        type(game.players) is tuple
        and type(game.withdrawals) is tuple
        and (lot is None or type(lot.assignment) is tuple)
    )


_KEPT = 4
"""How many prepared rosters are kept: a few, for the app's document and the views made of it."""
_recent: tuple[PreparedRoster, ...] = ()
"""The rosters prepared last, newest first."""

