"""Writing Woordspel games as GCG files, the standard Scrabble game record."""

from __future__ import annotations

import re
from pathlib import Path

from wordmastermind.core.woordspel.board import sort_tiles
from wordmastermind.core.woordspel.game import Game
from wordmastermind.core.woordspel.play import Play
from wordmastermind.core.woordspel.sheet import SheetRow, compute_sheet
from wordmastermind.files.atomic import save_atomically
from wordmastermind.files.woordspel.gcg.reading import GcgError

__all__ = ["save_gcg", "write_gcg"]


def _nicknames(players: tuple[str, ...]) -> tuple[str, ...]:
    nicks: list[str] = []
    for i, name in enumerate(players):
        nick = re.sub(r"[\s:]+", "_", name) or f"player{i + 1}"
        nicks.append(f"{nick}_{i + 1}" if nick in nicks else nick)
    return tuple(nicks)


def _gcg_word(play: Play) -> str:
    return "".join("Y" if t == "IJ" else "y" if t == "ij" else t for t in play.tokens)


def _event(nick: str, rack: str | None, middle: str, points: int, total: int) -> str:
    parts = [f">{nick}:"] + ([rack] if rack else []) + [middle, f"{points:+d}", str(total)]
    return " ".join(parts)


def write_gcg(game: Game) -> str:
    """The game as GCG text (UTF-8, as its first line says).

    Scores are Woordspel's. A play's rack is written as entered, or as the
    tiles it laid when not known. Not kept: the board definition (GCG has
    none), a Y standing for IJ (written Y) and a blank's reading in a
    cross-word. The player who goes out gets no line in Woordspel (no
    bonus), ``(RACK) +POINTS`` under the Scrabble presets (in a game of two
    twice RACK's value, and the opponent, whose tiles that line names, no
    line of its own); a player with tiles left gets ``RACK (RACK) -VALUE``.
    A record's own end lines are written back as they were. The notes
    (``#note``) follow the move they were written after.

    >>> from wordmastermind.core.woordspel.play import Play
    >>> game = Game(("Anna de Vries", "Bas")).with_move(Play.parse("8H LEES"))
    >>> print(write_gcg(game), end="")
    #character-encoding UTF-8
    #player1 Anna_de_Vries Anna de Vries
    #player2 Bas Bas
    >Anna_de_Vries: EELS 8H LEES +18 18
    """
    sheet = compute_sheet(game)
    nicks = _nicknames(game.players)
    lines = ["#character-encoding UTF-8"]
    for i, (nick, name) in enumerate(zip(nicks, game.players), start=1):
        lines.append(f"#player{i} {nick} {name}")
    if game.title:
        lines.append(f"#title {' '.join(game.title.split())}")
    if game.description:
        lines.append(f"#description {' '.join(game.description.split())}")
    if game.end is None:
        for i, rack in enumerate(game.racks, start=1):
            if rack is not None:
                lines.append(f"#rack{i} {rack}")
    notes: dict[int, list[str]] = {}
    for after, text in game.notes:
        notes.setdefault(after, []).append(text)
    lines += _note_lines(notes.pop(0, []))
    rows = sheet.rows
    # in a game of two, the line of the player who went out names the opponent's tiles left
    named = len(game.players) == 2 and any(row.kind == "end" and row.points > 0 for row in rows)
    for i, row in enumerate(rows):
        if named and row.kind == "end" and row.points == 0:
            continue
        lines += _row_lines(game, row, nicks[row.player])
        if row.move is not None and (i + 1 == len(rows) or rows[i + 1].move != row.move):
            lines += _note_lines(notes.pop(row.move + 1, []))
    for rest in notes.values():
        lines += _note_lines(rest)
    return "\n".join(lines) + "\n"


def _note_lines(texts: list[str]) -> list[str]:
    """``#note`` lines: a note of several lines goes on over the lines after it."""
    return [f"#note {text}" for text in texts]


def _row_lines(game: Game, row: SheetRow, nick: str) -> list[str]:
    if row.kind == "play":
        assert row.move is not None and row.score is not None
        play = game.moves[row.move]
        assert isinstance(play, Play)
        rack = row.rack or sort_tiles(t.tile for t in row.score.placed)
        return [_event(nick, rack, f"{play.coordinate} {_gcg_word(play)}", row.points, row.total)]
    if row.kind == "withdrawn":
        return [_event(nick, row.rack, "--", row.points, row.total)]
    if row.kind in ("pass", "exchange"):
        return [_event(nick, row.rack, row.text, 0, row.total)]
    if row.kind == "penalty":
        return [_event(nick, None, row.text, row.points, row.total)]
    if row.rack and row.points > 0:  # the player went out and adds the others' tiles (Scrabble)
        return [_event(nick, None, f"({row.rack})", row.points, row.total)]
    if row.rack:
        return [_event(nick, row.rack, f"({row.rack})", row.points, row.total)]
    return []


def save_gcg(game: Game, path: Path) -> None:
    """Write the game as a GCG file, atomically."""
    save_atomically(Path(path), write_gcg(game).encode("utf-8"), GcgError)
