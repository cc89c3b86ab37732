"""``--only NAMES``: the players a command is for (``mail``, ``remind``, ``inbox --receipts``, ``letters``, ``labels``).

The names are separated by commas (a roster's name that holds one, ``Klein,
Fritz``, is one name) and match the roster's as names match everywhere
(:func:`~wordmastermind.core.words.name_key`: any case, white space around
them, ``ö`` typed in two pieces), or as players write names (``Kaethe``,
``Fritz Klein``: :mod:`~wordmastermind.core.wmm.player_names`). A name that is no player's
is refused before anything is done, exit 2, with the closest names of the
roster (compared with case and accents folded: ``Kathe`` finds ``Käthe``),
or the players when none is close: a typo must not send nothing, or
leave one player out, without a word.
"""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Iterable, Sequence

from wordmastermind.cli.errors import UsageError
from wordmastermind.cli.messages import CLI
from wordmastermind.core.messages import Message, Text
from wordmastermind.core.wmm.player_names import PlayerNames
from wordmastermind.core.words import name_key

CLOSE = 0.6
"""How alike (difflib's ratio, folded) a roster's name must be to an unknown one to be suggested."""
MOST_SUGGESTED = 3


def only_players(text: str | None, roster: Iterable[str]) -> list[str] | None:
    """The roster's names that ``--only`` (``text``) names, in the roster's order; None without ``--only``.

    Raises :class:`UsageError` (exit 2) for a name that is no player's,
    naming each such name with the closest names of the roster, and for
    an ``--only`` that names nobody.

    >>> only_players(None, ["Alfons", "Käthe"]) is None
    True
    >>> only_players(" käthe , ALFONS", ["Alfons", "Käthe", "Emil"])
    ['Alfons', 'Käthe']
    >>> only_players("Kaethe, Fritz Klein", ["Klein, Fritz", "Käthe", "Emil"])
    ['Klein, Fritz', 'Käthe']
    >>> only_players("alfons,Kathe", ["Alfons", "Käthe"])
    Traceback (most recent call last):
    ...
    wordmastermind.cli.errors.UsageError: Kathe: no such player; did you mean Käthe?
    """
    if text is None:
        return None
    names = list(dict.fromkeys(roster))
    keys = {name_key(name) for name in names}
    written = list(dict.fromkeys(_written(text, keys)))
    if not written:
        raise UsageError(CLI.say("cli.only.empty"))
    players = PlayerNames(names)
    found = {name: _roster_name(name, keys, players) for name in written}
    unknown = [name for name, roster_name in found.items() if roster_name is None]
    if len(unknown) == 1:
        raise UsageError(_unknown(unknown[0], names))
    if unknown:
        raise UsageError(CLI.say("cli.only.unknown", count=len(unknown)), [_unknown(name, names) for name in unknown])
    wanted = {name_key(name) for name in found.values() if name is not None}
    return [name for name in names if name_key(name) in wanted]


def _roster_name(written: str, keys: set[str], players: PlayerNames) -> str | None:
    """The roster's name ``written`` stands for: the same name in any case, or as players write names
    (``Kaethe`` for Käthe, ``Fritz Klein`` for "Klein, Fritz"); None for a name that is no player's."""
    return written if name_key(written) in keys else players.exact(written)


def _written(text: str, keys: set[str]) -> list[str]:
    """The names ``text`` lists, split at its commas, but for a roster's name that holds one (``Klein,
    Fritz``): commas the longest such name takes are its own.

    >>> _written("Klein, Fritz, alfons,, ", {name_key("Klein, Fritz"), "alfons"})
    ['Klein, Fritz', 'alfons']
    """
    parts = text.split(",")
    found: list[str] = []
    start = 0
    while start < len(parts):
        end = next((end for end in range(len(parts), start + 1, -1)
                    if name_key(",".join(parts[start:end])) in keys), start + 1)
        name = ",".join(parts[start:end]).strip()
        if name:
            found.append(name)
        start = end
    return found


def one_player(written: str, roster: Iterable[str]) -> str:
    """The roster's name of the player ``written`` names (as ``--only`` matches names).

    Raises :class:`UsageError` (exit 2) for a name that is no player's, with the closest names.

    >>> one_player(" käthe ", ["Alfons", "Käthe"])
    'Käthe'
    >>> one_player("Alfonz", ["Alfons", "Käthe"])
    Traceback (most recent call last):
    ...
    wordmastermind.cli.errors.UsageError: Alfonz: no such player; did you mean Alfons?
    """
    names = list(dict.fromkeys(roster))
    found = _roster_name(written, {name_key(name) for name in names}, PlayerNames(names))
    if found is None:
        raise UsageError(_unknown(written.strip(), names))
    key = name_key(found)
    return next(name for name in names if name_key(name) == key)


def chosen(only: Sequence[str] | None, name: str) -> bool:
    """Whether the player ``name`` is one of :func:`only_players`'s (every player without ``--only``)."""
    return only is None or name_key(name) in {name_key(one) for one in only}


def closest(written: str, names: Sequence[str]) -> list[str]:
    """The roster's names closest to ``written``, closest first, compared folded.

    >>> closest("Alfonz", ["Emil", "Alfons", "Alfred"]), closest("Fritz", ["Fritzchen", "Emil", "Fritzi"])
    (['Alfons'], ['Fritzi', 'Fritzchen'])
    >>> closest("Kathe", ["Käthe", "Emil"]), closest("Zorro", ["Käthe", "Emil"])
    (['Käthe'], [])
    """
    by_fold: dict[str, list[str]] = {}
    for name in names:
        by_fold.setdefault(_fold(name), []).append(name)
    found = difflib.get_close_matches(_fold(written), list(by_fold), n=MOST_SUGGESTED, cutoff=CLOSE)
    return [name for key in found for name in by_fold[key]][:MOST_SUGGESTED]


def _unknown(written: str, names: Sequence[str]) -> Message:
    """``Alfonz: no such player; did you mean Alfons?``, or the players when none is close."""
    close = closest(written, names)
    if close:
        return CLI.say("cli.only.did_you_mean", name=written, names=_or(close))
    if names:
        return CLI.say("cli.only.players", name=written, names=", ".join(names))
    return CLI.say("cli.only.no_players", name=written)


def _or(names: Sequence[str]) -> Text:
    *others, last = names
    return CLI.say("cli.or", others=", ".join(others), last=last) if others else last


def _fold(name: str) -> str:
    """A name as the suggestions compare it: ``" Käthe  Groß "`` -> ``"kathe gross"``."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())
