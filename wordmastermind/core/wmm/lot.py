"""Drawing round 1 by lot (rules 2.3, "Achtung").

In round 1 the game master assigns the guesses by lot, so that luck is spread
evenly: every player guesses at exactly k different other players, and every
word receives exactly k guesses. The draw is reproducible from its seed.

>>> names = ["Alfons", "Beatrix", "Emil", "Fritzchen", "Gustav", "Hanna"]
>>> lot = draw_lot(names, k=2, seed=7)
>>> lot == draw_lot(names, k=2, seed=7)
True
>>> sorted(len(targets) for _, targets in lot.assignment)
[2, 2, 2, 2, 2, 2]
>>> received = [t for _, targets in lot.assignment for t in targets]
>>> sorted(received.count(name) for name in names)
[2, 2, 2, 2, 2, 2]
>>> any(guesser in targets for guesser, targets in lot.assignment)
False
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from wordmastermind.core.errors import LotError, Problem, field
from wordmastermind.core.messages import WMM
from wordmastermind.core.wmm.game import Game, Lot
from wordmastermind.core.wmm.roster import roster_problems
from wordmastermind.core.wmm.scoring import guesses_per_round
from wordmastermind.core.words import name_key

_TRIES_PER_LAYER = 200
_RESTARTS = 50


def draw_lot(names: Sequence[str], k: int, seed: int) -> Lot:
    """Draw a balanced round-1 assignment for ``names`` from ``seed``.

    The assignment is the union of ``k`` random permutations of the players
    with no fixed point and no pair in common, which is exactly a balanced
    assignment. Should random search fail (it does not for any real roster),
    a shifted circle of the shuffled players is used, which is balanced too.
    """
    count = len(names)
    if len({name_key(n) for n in names}) != count:
        raise LotError(WMM.say("lot.unique_names"))
    if not 1 <= k < count:
        raise LotError(WMM.say("lot.impossible", players=count, k=k))
    rng = random.Random(seed)
    edges = _random_layers(count, k, rng)
    if edges is None:
        order = list(range(count))
        rng.shuffle(order)
        edges = [
            {order[i]: order[(i + shift) % count] for i in range(count)}
            for shift in range(1, k + 1)
        ]
    assignment = tuple(
        (names[i], tuple(names[j] for j in sorted(layer[i] for layer in edges)))
        for i in range(count)
    )
    return Lot(seed=seed, assignment=assignment)


def _random_layers(count: int, k: int, rng: random.Random) -> list[dict[int, int]] | None:
    for _ in range(_RESTARTS):
        layers: list[dict[int, int]] = []
        used: set[tuple[int, int]] = set()
        for _ in range(k):
            layer = _random_layer(count, used, rng)
            if layer is None:
                break
            layers.append(layer)
            used.update(layer.items())
        if len(layers) == k:
            return layers
    return None


def _random_layer(
    count: int, used: set[tuple[int, int]], rng: random.Random
) -> dict[int, int] | None:
    targets = list(range(count))
    for _ in range(_TRIES_PER_LAYER):
        rng.shuffle(targets)
        if all(i != t and (i, t) not in used for i, t in enumerate(targets)):
            return dict(enumerate(targets))
    return None


def lot_problems(lot: Lot, names: Sequence[str], k: int) -> list[Problem]:
    """What makes ``lot`` unfit for the roster ``names`` with ``k`` guesses.

    A lot drawn for another roster (a player added or renamed since) is not
    balanced for this one, and round 1 cannot be checked against it.
    """
    problems: list[Problem] = []
    at = field("lot")
    keys = {name_key(n): n for n in names}
    drawn = {name_key(g): (g, targets) for g, targets in lot.assignment}
    for key, name in keys.items():
        if key not in drawn:
            problems.append(Problem(None, at, WMM.say("lot.missing", name=name)))
    received: dict[str, int] = dict.fromkeys(keys, 0)
    strangers: dict[str, str] = {}
    for key, (guesser, targets) in drawn.items():
        if key not in keys:
            strangers.setdefault(key, guesser)
            continue
        target_keys = [name_key(t) for t in targets]
        if len(targets) != k or len(set(target_keys)) != k or key in target_keys:
            problems.append(Problem(None, at, WMM.say("lot.targets", name=guesser, k=k)))
        for target, tkey in zip(targets, target_keys):
            if tkey not in keys:
                strangers.setdefault(tkey, target)
            else:
                received[tkey] += 1
    for key, count in received.items():
        if count != k and key in drawn:
            problems.append(Problem(None, at, WMM.say("lot.received", name=keys[key], count=count, k=k)))
    problems += [
        Problem(None, at, WMM.say("lot.stranger", name=name))
        for name in strangers.values()
    ]
    return problems


def with_drawn_lot(game: Game, seed: int) -> Game:
    """``game`` with a new round-1 lot drawn from ``seed``.

    Refused (LotError) while the roster has problems, and once round 1 has
    guesses: the lot decides round 1, so it cannot change under it.
    """
    problems = roster_problems(game.players, game.settings.word_rules)
    if problems:
        raise LotError(WMM.say("lot.fix_roster", problem=problems[0].as_message()))
    if game.rounds and game.rounds[0].guesses:
        raise LotError(WMM.say("lot.round_one_entered"))
    names = [p.name for p in game.players]
    return game.with_lot(draw_lot(names, guesses_per_round(len(names)), seed))
