"""Wachtwoord's turn order: who gives the next clue to whom, and which word comes next."""

from __future__ import annotations

from dataclasses import dataclass

from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.messages import WACHTWOORD
from wordmastermind.core.wachtwoord.game import Method, Team, TeamGame, TeamRound, dial_value
from wordmastermind.core.wachtwoord.sheet import team_sheet


@dataclass(frozen=True, slots=True)
class ClueTurn:
    """Who gives the next clue to whom, and what the dial shows."""

    team: int
    clue_giver: str  # a role: "1A", "2B", ...
    guesser: str
    value: int


def clue_turn(word: str, misses: int, starts: int = 1) -> ClueTurn:
    """The rules' strict order for the clue after ``misses`` missed ones on ``word``.

    ``word`` is a label like ``"A1"`` or ``"B2"``. Odd-numbered words start
    with the round's starting team ``starts``, even-numbered ones with the
    other; after each miss the other
    team's player gives a clue. On the A-list the A-player gives clues to the
    B-player, on the B-list the other way round.

    >>> clue_turn("A1", 0)
    ClueTurn(team=1, clue_giver='1A', guesser='1B', value=10)
    >>> clue_turn("A1", 1)
    ClueTurn(team=2, clue_giver='2A', guesser='2B', value=9)
    >>> clue_turn("B2", 0)
    ClueTurn(team=2, clue_giver='2B', guesser='2A', value=10)
    >>> clue_turn("A5", 0, starts=2)
    ClueTurn(team=2, clue_giver='2A', guesser='2B', value=10)
    """
    lst, digits = word[:1].upper(), word[1:].rstrip("*")
    if lst not in ("A", "B") or not digits.isdigit() or int(digits) < 1:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.word_label", word=repr(word)))
    value = dial_value(misses)
    if value == 0:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.dial_zero"))
    first = starts if int(digits) % 2 == 1 else 3 - starts
    team = first if misses % 2 == 0 else 3 - first
    other = "B" if lst == "A" else "A"
    return ClueTurn(team, f"{team}{lst}", f"{team}{other}", value)


def next_word(method: Method, rnd: TeamRound) -> str | None:
    """The next word of a team round (``"B3"``), or ``None`` when the round is over.

    >>> from wordmastermind.core.wachtwoord.game import missed
    >>> next_word(Method.AMERICAN, TeamRound((missed(),), ()))
    'B1'
    """
    a, b = len(rnd.a_words), len(rnd.b_words)
    probe = TeamGame(Team("1A", "1B"), Team("2A", "2B"), method, rounds=(rnd,))
    if team_sheet(probe).rounds[0].finished:
        return None
    return f"B{b + 1}" if a > b else f"A{a + 1}"
