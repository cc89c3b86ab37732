"""What the players may read of a game: the one door for everything meant for them.

Everything a player receives (the reports in every format and their
metadata, the mails and their attachments, letters, receipts and
reminders) is built from a :class:`PlayerView`, never from the game itself:
the builders of those outputs take nothing else. The view is the game as it
stood after round ``number`` (0: before round 1, when the lot goes out),
with the game master's own texts passed through one masking step:

- the title (on one line, without bidi controls), every round's notes
  (without bidi controls) and every player's name: a secret still in play
  is masked, however it is disguised
  (:func:`~wordmastermind.core.masking.mask_secrets`);
- any other text of the game master's on its way to the players (the
  return address of a letter) passes :meth:`PlayerView.text`.

What was masked, and where, is said once to the game master
(:func:`masked_warning`). Once the game is over nothing is masked: its last
report tells every word. Postal addresses are printed as entered: the post
needs them, and each goes only on its own player's letter and label.

>>> from wordmastermind.core.wmm.evaluation import evaluate
>>> from wordmastermind.core.wmm.examples import rules_example
>>> from wordmastermind.core.wmm.game import Settings
>>> game = rules_example()
>>> game = game.with_settings(Settings("S.a.l.a.t oder S\\u0410LAT?", language="de")).with_notes(2, "Emil: Lampe")
>>> view = player_view(evaluate(game), 2)
>>> view.game.settings.title, view.game.rounds[1].notes
('••••• oder •••••?', 'Emil: Lampe')
>>> [(m.owner, m.where) for m in view.masked]
[('Alfons', 'title')]
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from wordmastermind.core.masking import MASK, mask_secrets, naming, without_fillers
from wordmastermind.core.wmm.game import Game, Player
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.core.words import name_key, names_listed

_BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


@dataclass(frozen=True, slots=True)
class Masked:
    """A secret found in the game master's text: whose (the roster's name), and where (``title``,
    ``notes``, ``name``, ``address``)."""

    owner: str
    where: str


@dataclass(frozen=True)
class PlayerView:
    """A game as its players may read it after round ``number``: see the module's docstring."""

    state: Evaluation
    """The game with its texts masked, evaluated up to round ``number`` (all of it, for 0)."""
    number: int
    hidden: Mapping[str, str]
    """The secrets still in play, by their owner's roster name: what no player may read yet."""
    masked: tuple[Masked, ...]
    renamed: Mapping[str, str]
    """The roster names that name a secret still in play -> the name the players see instead."""

    @property
    def game(self) -> Game:
        return self.state.game

    def name(self, roster_name: str) -> str:
        """``roster_name`` as the players see it (masked where it names a secret still in play)."""
        key = name_key(roster_name)
        return next((shown for roster, shown in self.renamed.items() if name_key(roster) == key), roster_name)

    def roster_name(self, shown: str) -> str:
        """The roster's name of the player the players see as ``shown`` (for the game master's lists)."""
        key = name_key(shown)
        return next((roster for roster, name in self.renamed.items() if name_key(name) == key), shown)

    def text(self, raw: str, where: str) -> tuple[str, tuple[Masked, ...]]:
        """More of the game master's text on its way to the players (``where`` it stands), masked, and what was."""
        text, owners = mask_secrets(_without_bidi(raw), self.hidden)
        return text, tuple(Masked(owner, where) for owner in owners)


def player_view(evaluation: Evaluation, number: int) -> PlayerView:
    """What the players may read of ``evaluation``'s game after round ``number`` (0: the lot, before round 1).

    Raises :class:`ValueError` for a round the game does not have.
    """
    from wordmastermind.core.wmm.evaluation import evaluate, evaluation_after

    if not 0 <= number <= evaluation.round:
        raise ValueError(f"there is no round {number} to report: the game has {evaluation.round}")
    state = evaluation_after(evaluation, number)  # what the evaluation kept of round N: nothing evaluated again
    hidden = _hidden(state)
    game, masked, renamed = _masked_game(state.game, hidden)
    if game is not state.game:
        state = evaluate(game, upto=number)
    return PlayerView(state, number, hidden, masked, renamed)


def view_before(game: Game, number: int) -> PlayerView:
    """What the players know while round ``number`` runs: the game after round ``number - 1`` (for the
    mails of a round before its report: receipts, reminders)."""
    from wordmastermind.core.wmm.evaluation import evaluate

    evaluation = evaluate(game)
    return player_view(evaluation, max(0, min(number - 1, evaluation.round)))


def names_unmasked(game: Game) -> bool:
    """Whether every view of ``game`` (:func:`player_view`, of any round) names each player, and each earlier
    name of a place, as the roster and the takeovers do: none names a secret word of the roster's, nor holds a
    character a view leaves out (the title and the notes may be masked; no result depends on them).

    >>> from wordmastermind.core.wmm.examples import rules_example
    >>> game = rules_example()
    >>> names_unmasked(game), names_unmasked(game.with_player(0, replace(game.players[0], name="Salat-Fan")))
    (True, False)
    """
    before = [t.before_name for t in game.takeovers]
    return not _maskable(game.players) and all(_without_bidi(name) == name for name in before) and \
        not naming(before, (p.secret for p in game.players))


def _maskable(players: tuple[Player, ...]) -> frozenset[int]:
    """The rows of ``players`` whose name a view may show otherwise (:func:`_masked_game`): it names a secret
    word of theirs (every round's hidden ones are among them), or holds a character a view leaves out. Kept for
    the roster asked about last: every view of a game asks (a correction of 20 rounds, 20 views)."""
    global _named
    known = _named  # replaced whole, never changed: other threads may be reading it
    if known is not None and known[0] is players:
        return known[1]
    names = [p.name for p in players]
    rows = frozenset(naming(names, (p.secret for p in players))) | \
        {row for row, name in enumerate(names) if _without_bidi(name) != name}
    if type(players) is tuple:  # kept by identity: it must not change
        _named = (players, rows)
    return rows


_named: tuple[tuple[Player, ...], frozenset[int]] | None = None
"""The roster :func:`_maskable` was asked about last, and its answer."""


def _hidden(state: Evaluation) -> dict[str, str]:
    """The secrets no player may read yet (roster name: word): none once the game is over."""
    if state.game_over:
        return {}
    secrets = {p.name: p.secret for p in state.game.players}
    # A word that left with its withdrawn player after round N is told in round N+1's report.
    return {p.name: secrets[p.name] for p in state.players
            if p.guessed_in_round is None and (p.word_left_after is None or p.word_left_after >= state.round)}


def _without_bidi(text: str) -> str:
    """The game master's text without bidi controls (they turn the text around them) and invisible fillers."""
    return without_fillers("".join(char for char in text if char not in _BIDI_CONTROLS))


def one_line(text: str) -> str:
    """``text`` on one line: every line break and run of white space one space.

    >>> one_line(" Herbst\\n 2026\\r\\n")
    'Herbst 2026'
    """
    return " ".join(text.split())


def _masked_game(game: Game, hidden: Mapping[str, str]) -> tuple[Game, tuple[Masked, ...], dict[str, str]]:
    """``game`` with its title, notes and names masked; what was masked; the names that changed (roster: shown)."""
    found: list[Masked] = []

    def mask(text: str, where: str) -> str:
        masked, owners = mask_secrets(_without_bidi(text), hidden)
        found.extend(Masked(owner, where) for owner in owners)
        return masked

    settings = game.settings
    title = mask(one_line(settings.title), "title")
    changed = game if title == settings.title else game.with_settings(replace(settings, title=title))
    rounds = tuple(replace(r, notes=mask(r.notes, "notes")) if r.notes else r for r in changed.rounds)
    if rounds != changed.rounds:
        changed = replace(changed, rounds=rounds)
    takeovers = tuple(replace(t, before_name=mask(t.before_name, "name")) for t in changed.takeovers)
    if takeovers != changed.takeovers:  # an earlier holder's name is told with the place's
        changed = replace(changed, takeovers=takeovers)
    renamed: dict[str, str] = {}
    taken = {name_key(p.name) for p in game.players}
    maskable = _maskable(game.players)
    for row, player in enumerate(game.players):
        if row not in maskable:  # named as the roster has it, whatever is hidden
            continue
        shown = mask(player.name, "name")
        if shown == player.name:
            continue
        unique, count = shown, 1
        while name_key(unique) in taken:  # two names masked alike stay two players
            count += 1
            unique = f"{shown} {count}"
        taken.add(name_key(unique))
        renamed[player.name] = unique
        changed = changed.with_player(row, replace(changed.players[row], name=unique))
    order = {p.name: row for row, p in enumerate(game.players)}
    found.sort(key=lambda one: order.get(one.owner, len(order)))  # the roster's order, each place as found
    return changed, _first_each(found), renamed


def _first_each(found: list[Masked]) -> tuple[Masked, ...]:
    """Each (owner, where) once, in the order found."""
    return tuple(dict.fromkeys(found))


def masked_warning(masked: tuple[Masked, ...], texts: Mapping[str, str]) -> tuple[str, ...]:
    """One warning for the game master naming every masked word's owner and where it stood; none if nothing was.

    ``texts`` are the round report's (``masked``, ``masked_owner``, ``masked_many``, ``where_and`` and a
    ``where_*`` for each place).
    """
    by_owner: dict[str, list[str]] = {}
    for one in masked:
        places = by_owner.setdefault(one.owner, [])
        if one.where not in places:
            places.append(one.where)
    if not by_owner:
        return ()
    if len(by_owner) == 1 and len(next(iter(by_owner.values()))) == 1:
        owner, (where,) = next(iter(by_owner.items()))
        return (texts["masked"].format(owner=owner, where=texts[f"where_{where}"]),)
    owners = names_listed(
        texts["masked_owner"].format(owner=owner, where=texts["where_and"].join(texts[f"where_{w}"] for w in wheres))
        for owner, wheres in by_owner.items()
    )
    return (texts["masked_many"].format(owners=owners),)


__all__ = ["MASK", "Masked", "PlayerView", "masked_warning", "names_unmasked", "one_line", "player_view",
           "view_before"]
