"""The side games with long player names, as the label-fit test and the screenshots open them (issue 32, item 8).

Not collected: a helper. Each function returns a game of its kind whose players have the long names a club's
sheet may carry, played far enough that the tabs show every status they have (a player out and found by
another in PASSWORD, a round's starting team in Wachtwoord, the end of a Woordspel game).
"""

from __future__ import annotations

import datetime
from typing import Any

LONG = (
    "Annemarie Schulze-Wittenberg",
    "Bartholomeus van Oldenbarnevelt",
    "Henriëtte Schimmelpenninck",
    "Wilhelmina Kortenhoeven-Smit",
)
"""Four players with long names."""


def wachtwoord_teams(method: Any = None) -> Any:
    """The rules' example (two teams of two), with long names; round 2 begun, its starting team as set."""
    from wordmastermind.core.wachtwoord.game import Method, Team, TeamGame, TeamRound, missed, won

    a = (won(2, 8), won(1, 5), missed(), won(1, 7), won(2, 6))
    b = (won(1, 8), won(2, 7), won(1, 9), won(2, 2), won(1, 7))
    return TeamGame(Team(LONG[0], LONG[1]), Team(LONG[2], LONG[3]), method or Method.AMERICAN,
                    rounds=(TeamRound(a, b), TeamRound((won(1, 10),), ())))


def wachtwoord_dutch() -> Any:
    """The rules' example by the Dutch method: the round ends after A4, at 29 points (short names)."""
    from wordmastermind.core.wachtwoord.game import Method, Team, TeamGame, TeamRound, missed, won

    a = (won(2, 8), won(1, 5), missed(), won(1, 7))
    b = (won(1, 8), won(2, 7), won(1, 9))
    return TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"), Method.DUTCH, rounds=(TeamRound(a, b),))


def wachtwoord_trio() -> Any:
    """Three players, two rounds (the second clue-giver another), with long names."""
    from wordmastermind.core.wachtwoord.game import TrioGame, TrioRound, TrioWord

    one = TrioRound(LONG[0], (TrioWord((LONG[1],), 8), TrioWord((LONG[2],), 5), TrioWord((), 0),
                              TrioWord((LONG[1], LONG[2]), 7), TrioWord((LONG[2],), 6)))
    two = TrioRound(LONG[1], (TrioWord((LONG[0],), 9),))
    return TrioGame((LONG[0], LONG[1], LONG[2]), rounds=(one, two))


def password_game() -> Any:
    """Three players with long names: the first puts out the second, the third still plays."""
    from wordmastermind.core.password.game import Game, Side
    from wordmastermind.core.password.log import NO, YES, Answer, CircleQuestion, LetterQuestion, WordGuess

    first, second, third = LONG[:3]
    game = Game((Side(first, secret="CHAT"), Side(second, secret="DAME"), Side(third, secret="ROUTE")))
    for entry in (
        LetterQuestion(first, third, 7, "I", NO),
        CircleQuestion(second, first, 2, NO),
        LetterQuestion(third, second, 7, "A", Answer.at(2)),
        LetterQuestion(third, second, 3, "Z", NO),
        WordGuess(first, second, "dame", YES),
    ):
        game = game.with_entry(entry)
    return game


def rondo_game() -> Any:
    """Two players with long names, a few turns (a stroke and an exchange among them)."""
    from wordmastermind.core.rondo.game import Game
    from wordmastermind.core.rondo.holder import Holder, Turn
    from wordmastermind.core.rondo.sides import Side

    game = Game((Side.solo(LONG[0], datetime.date(1970, 5, 1), "RAT"),
                 Side.solo(LONG[1], datetime.date(2010, 2, 3), "ART")), rounds=2)
    for turn in (Turn(Holder.parse("ZON")), Turn.skipped(1), Turn(Holder.parse("ZONE")),
                 Turn(Holder.parse("ZONES"), exchanges=1, grew="end")):
        game = game.with_turn(turn)
    return game


def woordspel_game() -> Any:
    """The rules' example (LEES, HOEF, IJS) between two players with long names."""
    from wordmastermind.core.woordspel.game import Game
    from wordmastermind.core.woordspel.play import Play
    from wordmastermind.gui.woordspel.sheet import DEMO_MOVES

    game = Game((LONG[0], LONG[1]))
    for move in DEMO_MOVES:
        game = game.with_move(Play.parse(move))
    return game
