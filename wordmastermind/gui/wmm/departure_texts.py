"""How the app tells of players who withdrew and of places taken over (issue 29), in the game master's language.

The rules are the core's (:mod:`wordmastermind.core.wmm.departures`); here
only the short texts the tables, the lists and the status strip show: a
roster entry's story ("withdrew after round 3; the word left the game",
"took over from Käthe after round 3"), a name as a round knew it
("Käthe (now Otto)"), a place in the standings as the round's report names it and a withdrawn player's
word in the standings. The
texts belong to the ``Departures`` translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from wordmastermind.core.wmm.place_names import name_in_round, place_label
from wordmastermind.core.wmm.game import Game
from wordmastermind.core.wmm.records import Takeover, Withdrawal, takeover_of, withdrawal_of
from wordmastermind.core.wmm.results import PlayerResult
from wordmastermind.core.words import name_key
from wordmastermind.gui.i18n import filled

translate = QCoreApplication.translate


def withdrawal_text(withdrawal: Withdrawal) -> str:
    """``withdrew after round 3; the word left the game`` (or stays in play)."""
    if withdrawal.word == "leaves":
        text = translate("Departures", "withdrew after round {0}; the word left the game")
    else:
        text = translate("Departures", "withdrew after round {0}; the word stays in play")
    return text.format(withdrawal.after_round)


def takeover_text(takeover: Takeover) -> str:
    """``took over from Käthe after round 3``."""
    return filled(translate("Departures", "took over from {0} after round {1}"),
                  takeover.before_name, takeover.after_round)


def place_story(game: Game, name: str) -> str:
    """What became of the place now called ``name``: taken over, withdrawn, both, or "" (neither)."""
    if not name or not (game.withdrawals or game.takeovers):
        return ""
    parts = []
    takeover = takeover_of(game, name)
    if takeover is not None:
        parts.append(takeover_text(takeover))
    withdrawal = withdrawal_of(game, name)
    if withdrawal is not None:
        parts.append(withdrawal_text(withdrawal))
    return "; ".join(parts)


def list_label(game: Game, name: str) -> str:
    """A player as a list of players shows them: ``Käthe (withdrew after round 3)``, ``Otto (took over from
    Käthe)``, or the name."""
    if not name or not (game.withdrawals or game.takeovers):
        return name
    withdrawal = withdrawal_of(game, name)
    if withdrawal is not None:
        return translate("Departures", "{0} (withdrew after round {1})").format(name, withdrawal.after_round)
    takeover = takeover_of(game, name)
    if takeover is not None:
        return filled(translate("Departures", "{0} (took over from {1})"), name, takeover.before_name)
    return name


def is_withdrawn(game: Game, name: str) -> bool:
    return bool(name) and bool(game.withdrawals) and withdrawal_of(game, name) is not None


def name_then(game: Game, name: str, number: int) -> str:
    """``name`` as round ``number`` knew the place: ``Käthe (now Otto)`` before Otto took Käthe's place over."""
    if not game.takeovers or not name or number < 1:
        return name
    then = name_in_round(game, name, number)
    if name_key(then) == name_key(name):
        return name
    return translate("Departures", "{0} (now {1})").format(then, name)


def standing_name(game: Game, name: str, number: int) -> str:
    """The place now called ``name`` in the standings after round ``number``, as that round's report names it:
    ``Käthe (now Otto)`` once Otto took Käthe's place over before the round, ``Käthe`` up to the takeover."""
    if not game.takeovers or not name or number < 1:
        return name
    return place_label(game, name, number, translate("Departures", "{0} (now {1})").format)


def standing_word(player: PlayerResult) -> str | None:
    """A withdrawn player's word in the standings (None: the player plays on)."""
    stopped = player.withdrawn_after
    if stopped is None:
        return None
    if player.guessed_in_round is not None:
        return translate("Departures", "withdrew after round {0}; word guessed in round {1}").format(
            stopped, player.guessed_in_round)
    if player.word_left_after is not None:
        return translate("Departures", "withdrew after round {0}; word left").format(stopped)
    return translate("Departures", "withdrew after round {0}; word in play").format(stopped)


def standing_tip(game: Game, player: PlayerResult) -> str | None:
    """The Player cell's tooltip in the standings: who withdrew, who took over, or None."""
    parts = []
    takeover = takeover_of(game, player.name) if game.takeovers else None
    if takeover is not None:
        parts.append(filled(translate("Departures", "{0} took over {1}'s place after round {2}."),
                            player.name, takeover.before_name, takeover.after_round))
    if player.withdrawn_after is not None:
        parts.append(translate("Departures", "{0} withdrew after round {1}: no guess of theirs counts from round"
                               " {2} on.").format(player.name, player.withdrawn_after, player.withdrawn_after + 1))
    return " ".join(parts) or None
