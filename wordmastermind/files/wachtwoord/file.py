"""The Wachtwoord score sheet file (``.wwd``): JSON with a schema version.

It stores only what the scorekeeper entered: the teams (or the three
players), the method, what decides the game, the game leader, the language
of the score sheets, the agreed number of rounds and whether the game
master ended the game (each only when there is one), and for each round
how every word ended (who got it, at which dial value) and the team that
starts it where the game master set one (else it alternates). Points,
running totals and winners are computed on load by
:mod:`wordmastermind.core.wachtwoord.sheet`, never stored.

Reading is strict, as for the Wörter-MasterMind file: a missing, unknown or
wrongly typed field, a newer schema version, another kind of document, or a
sheet that breaks the rules is refused with a message naming the field.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.game import (
    REPORT_LANGUAGES,
    Method,
    Team,
    TeamGame,
    TeamRound,
    TeamWord,
    TrioGame,
    TrioRound,
    TrioWord,
    WinnerBy,
)
from wordmastermind.core.wachtwoord.sheet import team_sheet, trio_sheet
from wordmastermind.core.words import name_problem
from wordmastermind.files.envelope import Envelope
from wordmastermind.files.jsonread import DocumentError, Fields
from wordmastermind.files.messages import FILES, placed
from wordmastermind.games import WACHTWOORD

KIND = WACHTWOORD.kind
SUFFIX = WACHTWOORD.suffix
SCHEMA_VERSION = 1

WachtwoordGame = TeamGame | TrioGame

__all__ = [
    "KIND",
    "SCHEMA_VERSION",
    "SUFFIX",
    "WachtwoordFileError",
    "WachtwoordGame",
    "game_from_json",
    "game_to_json",
    "load_wachtwoord",
    "save_wachtwoord",
]


class WachtwoordFileError(DocumentError):
    """A Wachtwoord file that cannot be read or written; the message says why."""


ENVELOPE = Envelope(
    WACHTWOORD, SCHEMA_VERSION, "document.not_wachtwoord", WachtwoordFileError, kind_named=False
)


# ---------------------------------------------------------------- writing


def _team_word(word: TeamWord) -> dict[str, Any]:
    return {"team": word.team, "value": word.value}


def _misses(misses: int) -> dict[str, int]:
    """The missed clues of a word in play, written only while there are any."""
    return {"misses": misses} if misses else {}


def _starts(starts: int | None) -> dict[str, int]:
    """The team that starts a round, written only where the game master set it."""
    return {} if starts is None else {"starts": starts}


def game_to_json(game: WachtwoordGame) -> dict[str, Any]:
    """The document for ``game``: only what was entered."""
    data: dict[str, Any] = {
        "method": game.method.value,
        "winner_by": game.winner_by.value,
        "language": game.language,
    }
    if game.agreed_rounds is not None:
        data["agreed_rounds"] = game.agreed_rounds
    if game.ended:
        data["ended"] = True
    if isinstance(game, TeamGame):
        data["teams"] = [
            {"a_player": t.a_player, "b_player": t.b_player} for t in (game.team1, game.team2)
        ]
        data["leader"] = game.leader
        data["rounds"] = [
            {
                "a_words": [_team_word(w) for w in r.a_words],
                "b_words": [_team_word(w) for w in r.b_words],
                **_misses(r.misses),
                **_starts(r.starts),
            }
            for r in game.rounds
        ]
    else:
        data["players"] = list(game.players)
        data["rounds"] = [
            {
                "clue_giver": r.clue_giver,
                "words": [{"guessers": list(w.guessers), "value": w.value} for w in r.words],
                **_misses(r.misses),
            }
            for r in game.rounds
        ]
    return ENVELOPE.wrap(data)


# ---------------------------------------------------------------- reading


def game_from_json(data: object) -> WachtwoordGame:
    """Build a game from parsed JSON, or raise :class:`WachtwoordFileError`."""
    return ENVELOPE.read(data, _read_game)


def _rule(where: str, error: WachtwoordError) -> WachtwoordFileError:
    return WachtwoordFileError(placed(where, error))


def _choice(fields: Fields, key: str, enum: type[Method | WinnerBy]) -> Any:
    value = fields.text(key)
    for member in enum:
        if member.value == value:
            return member
    first, second = (repr(m.value) for m in enum)
    raise WachtwoordFileError(FILES.say("game.expected_choice", where=fields.path(key),
                                        allowed=FILES.say("game.or", first=first, second=second),
                                        value=repr(value)))


def _read_game(top: Fields) -> WachtwoordGame:
    method: Method = _choice(top, "method", Method)
    winner_by: WinnerBy = _choice(top, "winner_by", WinnerBy)
    language = top.language(REPORT_LANGUAGES)
    has_teams, has_players = "teams" in top.data, "players" in top.data
    if has_teams == has_players:
        raise WachtwoordFileError(FILES.say("game.teams_or_players" if has_teams else "game.neither_teams_nor_players"))
    agreed = top.number("agreed_rounds") if top.has("agreed_rounds") else None
    ended = top.flag("ended", False)
    game: WachtwoordGame
    if has_teams:
        game = _read_team_game(top, method, winner_by, language)
    else:
        game = _read_trio_game(top, method, winner_by, language)
    top.done()
    try:
        game = dataclasses.replace(game, agreed_rounds=agreed)
    except WachtwoordError as error:
        raise _rule("agreed_rounds", error) from None
    for field, checked in (("rounds", game), ("ended", dataclasses.replace(game, ended=ended))):
        try:
            if isinstance(checked, TeamGame):
                team_sheet(checked)
            else:
                trio_sheet(checked)
        except WachtwoordError as error:
            raise _rule(field, error) from None
    return dataclasses.replace(game, ended=ended)


def _read_team(value: object, where: str) -> Team:
    fields = Fields(value, where)
    a_player, b_player = fields.text("a_player"), fields.text("b_player")
    fields.done()
    try:
        return Team(a_player, b_player)
    except WachtwoordError as error:
        raise _rule(where, error) from None


def _read_team_word(value: object, where: str) -> TeamWord:
    fields = Fields(value, where)
    if "team" not in fields.data:
        raise WachtwoordFileError(FILES.say("document.missing", where=fields.path("team")))
    team = fields.number("team") if fields.has("team") else None
    word_value = fields.number("value")
    fields.done()
    try:
        return TeamWord(team, word_value)
    except WachtwoordError as error:
        raise _rule(where, error) from None


def _read_team_round(value: object, where: str) -> TeamRound:
    fields = Fields(value, where)
    a_words = fields.items("a_words", _read_team_word)
    b_words = fields.items("b_words", _read_team_word)
    misses = fields.number("misses", 0)
    starts = fields.number("starts") if fields.has("starts") else None
    fields.done()
    try:
        return TeamRound(tuple(a_words), tuple(b_words), misses, starts)
    except WachtwoordError as error:
        raise _rule(where, error) from None


def _read_team_game(top: Fields, method: Method, winner_by: WinnerBy, language: str) -> TeamGame:
    teams = top.items("teams", _read_team)
    if len(teams) != 2:
        raise WachtwoordFileError(FILES.say("game.teams", count=len(teams)))
    leader = top.text("leader", "")
    rounds = top.items("rounds", _read_team_round, optional=True)
    try:
        return TeamGame(teams[0], teams[1], method, winner_by, tuple(rounds), leader, language)
    except WachtwoordError as error:
        raise _rule("leader" if name_problem(leader) else "teams", error) from None


def _read_trio_word(value: object, where: str) -> TrioWord:
    fields = Fields(value, where)
    guessers = fields.texts("guessers")
    word_value = fields.number("value")
    fields.done()
    try:
        return TrioWord(tuple(guessers), word_value)
    except WachtwoordError as error:
        raise _rule(where, error) from None


def _read_trio_round(value: object, where: str) -> TrioRound:
    fields = Fields(value, where)
    clue_giver = fields.text("clue_giver")
    words = fields.items("words", _read_trio_word)
    misses = fields.number("misses", 0)
    fields.done()
    try:
        return TrioRound(clue_giver, tuple(words), misses)
    except WachtwoordError as error:
        raise _rule(where, error) from None


def _read_trio_game(top: Fields, method: Method, winner_by: WinnerBy, language: str) -> TrioGame:
    players = top.texts("players")
    if len(players) != 3:
        raise WachtwoordFileError(FILES.say("game.players", count=len(players)))
    rounds = top.items("rounds", _read_trio_round, optional=True)
    try:
        return TrioGame((players[0], players[1], players[2]), method, winner_by, tuple(rounds), language)
    except WachtwoordError as error:
        raise _rule("players", error) from None


# ---------------------------------------------------------------- files


def load_wachtwoord(path: Path) -> WachtwoordGame:
    """Read a ``.wwd`` file. Raises :class:`WachtwoordFileError` naming the problem."""
    return ENVELOPE.load(path, _read_game)


def save_wachtwoord(game: WachtwoordGame, path: Path) -> None:
    """Save atomically, keeping the previous version as ``NAME.bak``."""
    ENVELOPE.save(game_to_json(game), path)
