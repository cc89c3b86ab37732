"""The names a place was played under: a place taken over after round N was called by the name before
up to round N, by the new one from round N+1 on (see :mod:`wordmastermind.core.wmm.departures`).

The game keeps the name of the place now in its rounds, and the takeover records the name before
(:class:`~wordmastermind.core.wmm.records.Takeover`); the history is told, and a round entered
again, under the name of its round. A name the game master enters into a round is the roster's
name it stands for (:class:`EnteredNames`): the roster's spelling, the place's name of that round,
or a name as players write it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from wordmastermind.core.wmm.game import Game, Guess, Player  # noqa: F401 (Player: the doctests')
from wordmastermind.core.wmm.player_names import PlayerNames
from wordmastermind.core.wmm.records import Takeover
from wordmastermind.core.words import name_key, names_listed


def earlier_names(game: Game, name: str, before: int | None = None) -> tuple[str, ...]:
    """The names the place now called ``name`` was played under before, first first; with ``before``, only
    those of takeovers before round ``before`` (after round ``before - 1`` at the latest)."""
    key = name_key(name)
    found = sorted((t for t in game.takeovers if name_key(t.player) == key and (before is None
                    or t.after_round < before)), key=lambda t: t.after_round)
    return tuple(t.before_name for t in found)


def place_label(game: Game, name: str, number: int, now: Callable[[str, str], str]) -> str:
    """The place now called ``name`` where round ``number``'s standings name the place itself: ``now(before,
    name)`` ("Käthe (now Otto)") once it was taken over before round ``number``, else the name it was played
    under in that round. The reports and the app's standings name it so.

    >>> game = Game(players=(Player("Otto", "LAMPE"),), takeovers=(Takeover("Otto", 3, "Käthe"),))
    >>> [place_label(game, "Otto", n, lambda before, name: f"{before} (now {name})") for n in (3, 4)]
    ['Käthe', 'Käthe (now Otto)']
    """
    shown = name_in_round(game, name, number)
    before = earlier_names(game, name, number) if game.takeovers else ()
    return now(names_listed(before), shown) if before else shown


def name_in_round(game: Game, name: str, number: int) -> str:
    """The name the place now called ``name`` was played under in round ``number``.

    >>> game = Game(players=(Player("Otto", "LAMPE"),), takeovers=(Takeover("Otto", 3, "Käthe"),))
    >>> [name_in_round(game, "Otto", n) for n in (1, 3, 4)]
    ['Käthe', 'Käthe', 'Otto']
    """
    if not game.takeovers:  # most games: each guess of a report or a snapshot asks
        return name
    key = name_key(name)
    found = sorted((t for t in game.takeovers if name_key(t.player) == key), key=lambda t: t.after_round)
    return next((t.before_name for t in found if number <= t.after_round), name)


def taken_from(game: Game, name: str) -> Takeover | None:
    """The takeover of the place once called ``name``, if ``name`` is no player's now (the latest, if several)."""
    key = name_key(name)
    if not game.takeovers or any(name_key(p.name) == key for p in game.players):
        return None
    found = [t for t in game.takeovers if name_key(t.before_name) == key]
    return max(found, key=lambda t: t.after_round) if found else None


def place_in_round(game: Game, name: str, number: int) -> str:
    """The place's name now, for ``name`` written in round ``number`` under the name the place had then;
    any other name as written.

    >>> game = Game(players=(Player("Otto", "LAMPE"),), takeovers=(Takeover("Otto", 3, "Käthe"),))
    >>> [place_in_round(game, "käthe", n) for n in (1, 3, 4)]
    ['Otto', 'Otto', 'käthe']
    """
    taken = taken_from(game, name)
    if taken is None or name_key(name_in_round(game, taken.player, number)) != name_key(name):
        return name
    return taken.player


class EnteredNames:
    """The roster's name for a name the game master enters in round ``number`` (typed, pasted, imported):
    the roster's spelling (``emil`` is Emil); a place's name of that round, before a later takeover, as its
    name now; else as players write names (:class:`~wordmastermind.core.wmm.player_names.PlayerNames`'s
    exact match: ``Kaethe`` is Käthe, ``Fritz Klein`` is "Klein, Fritz"); any other name as written.

    >>> game = Game(players=(Player("Käthe", "LAMPE"), Player("Klein, Fritz", "HOSEN")))
    >>> entered = EnteredNames(game, 1)
    >>> [entered.name(n) for n in ("käthe", "KAETHE", "Fritz Klein", "klein fritz", "Kät", "Otto")]
    ['Käthe', 'Käthe', 'Klein, Fritz', 'Klein, Fritz', 'Kät', 'Otto']

    A first name alone is the one player's who has it (a sheet that keeps first names only), never one
    that two players share:

    >>> game = Game(players=(Player("Müller, Käthe", "LAMPE"), Player("Fritz Klein", "HOSEN"),
    ...                      Player("Fritz Lang", "TISCH")))
    >>> [EnteredNames(game, 1).name(n) for n in ("Käthe", "kaethe", "Fritz")]
    ['Müller, Käthe', 'Müller, Käthe', 'Fritz']

    A place's old name, in the rounds it was played under it, is the place (in a later round, the old
    name as spelled, which the round refuses, saying whose place it is now):

    >>> game = Game(players=(Player("Otto", "LAMPE"),), takeovers=(Takeover("Otto", 1, "Käthe"),))
    >>> [EnteredNames(game, number).name("Kaethe") for number in (1, 2)]
    ['Otto', 'Käthe']
    """

    def __init__(self, game: Game, number: int) -> None:
        self.game, self.number = game, number
        self._written: tuple[PlayerNames, PlayerNames] | None = None
        """The roster's names and the places' earlier names, as players write them: made for the first name
        that is neither the roster's as it is nor a place's of the round."""

    def name(self, written: str) -> str:
        player = self.game.player(written)
        if player is not None or not written.strip():
            return player.name if player is not None else written
        placed = place_in_round(self.game, written, self.number)
        if placed != written:
            return placed
        if self._written is None:
            self._written = (PlayerNames(p.name for p in self.game.players),
                             PlayerNames(t.before_name for t in self.game.takeovers))
        roster, earlier = self._written
        found = roster.exact(written)
        if found is None and len(first := roster.with_first_name(written)) == 1:  # "kaethe": not one several have
            found = first[0]
        if found is not None:
            return found
        before = earlier.exact(written)  # a place's old name, as players write it: Kaethe for Käthe
        return written if before is None else place_in_round(self.game, before, self.number)

    def guesses(self, guesses: Iterable[Guess]) -> tuple[Guess, ...]:
        """``guesses`` with each name as :meth:`name` has it."""
        return tuple(replace(g, guesser=self.name(g.guesser), target=self.name(g.target)) for g in guesses)


def earlier_places(game: Game) -> dict[str, str]:
    """Each name a place was played under before a takeover, with the place's name now.

    >>> earlier_places(Game(players=(Player("Otto", "LAMPE"),), takeovers=(Takeover("Otto", 3, "Käthe"),)))
    {'Käthe': 'Otto'}
    """
    return {t.before_name: t.player for t in game.takeovers}


def same_place(names: Iterable[tuple[str, str]]) -> Callable[[str], str]:
    """A player's name → the key of their place (the pairs of :func:`earlier_places` given): a place's
    names are one.

    >>> place = same_place([("Käthe", "Otto")])
    >>> place("käthe") == place("Otto"), place("Emil")
    (True, 'emil')
    """
    now = {name_key(before): name_key(after) for before, after in names}

    def key(name: str) -> str:
        key = name_key(name)
        return now.get(key, key)

    return key
