"""Where a report or an export may be written, checked before anything is written.

No writer writes over a game: not over a file named as a game file is (any
suffix the registry :mod:`wordmastermind.games` knows), not over a file
whose JSON names a game's ``kind`` (whatever its name), and not over the
file it reads. A path in a folder that is not there, under a file, onto a
folder or a device is refused too, with the reason, before anything is
written; a path given twice as well.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterable, Sequence
from pathlib import Path

from wordmastermind.core.messages import Message
from wordmastermind.files.messages import FILES
from wordmastermind.files.reading import GAME_FILE_LIMIT, read_limited
from wordmastermind.games import GAMES, RECORD_FORMATS, GameKind, by_kind

__all__ = ["GAME_SUFFIXES", "OutputError", "check_output", "check_output_folder", "check_outputs", "game_in"]

GAME_SUFFIXES = tuple(game.suffix for game in GAMES) + tuple(form.suffix for form in RECORD_FORMATS)
"""The endings of game files: no report or export is written under one."""


class OutputError(ValueError):
    """A path nothing may be written to; the message names it and says why (a :class:`Message`)."""

    def __init__(self, message: Message) -> None:
        super().__init__(message)
        self.message: Message = message


def check_output(path: str | os.PathLike[str], *, reading: Iterable[str | os.PathLike[str]] = ()) -> None:
    """Refuse ``path`` as the place of a report or an export, before anything is written.

    ``reading`` are the files the output is made from. Raises
    :class:`OutputError`; a path it accepts may still fail to be written
    (a full disk, no permission), which the writer reports.
    """
    path = Path(path)
    for source in reading:
        if _same(path, Path(source)):
            raise OutputError(FILES.say("output.source", path=str(path)))
    if path.suffix.lower() in GAME_SUFFIXES:
        raise OutputError(FILES.say("output.game_suffix", path=str(path), suffix=path.suffix))
    try:
        info = path.stat()
    except (FileNotFoundError, NotADirectoryError):
        _check_folder(path)
        return
    except OSError as error:
        raise OutputError(FILES.say("output.cannot", path=str(path), reason=error.strerror or str(error))) from None
    if stat.S_ISDIR(info.st_mode):
        raise OutputError(FILES.say("output.folder", path=str(path)))
    if not stat.S_ISREG(info.st_mode):
        raise OutputError(FILES.say("output.not_regular", path=str(path)))
    game = game_in(path)
    if game is not None:
        raise OutputError(FILES.say("output.game_file", path=str(path), title=game.title))


def check_outputs(paths: Sequence[str | os.PathLike[str]], *,
                  reading: Iterable[str | os.PathLike[str]] = ()) -> None:
    """:func:`check_output` for each of ``paths``, and none given twice."""
    sources = list(reading)
    seen: list[Path] = []
    for path in map(Path, paths):
        if any(_same(path, other) for other in seen):
            raise OutputError(FILES.say("output.twice", path=str(path)))
        check_output(path, reading=sources)
        seen.append(path)


def check_output_folder(folder: str | os.PathLike[str]) -> None:
    """Refuse ``folder`` as the folder files are written into (made if it is
    not there): a file, or a folder under a file."""
    folder = Path(folder)
    nearest = _nearest(folder)
    if nearest == folder and not folder.is_dir():
        raise OutputError(FILES.say("output.not_folder", path=str(folder)))
    if not nearest.is_dir():
        raise OutputError(FILES.say("output.under_file", path=str(folder), nearest=str(nearest)))


def game_in(path: Path) -> GameKind | None:
    """The game whose ``kind`` the JSON in the file ``path`` names, if it holds one."""
    try:
        data = read_limited(path, GAME_FILE_LIMIT)
    except OSError:
        return None  # too large, or unreadable: no game file of ours
    if not data.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{"):
        return None
    try:
        document = json.loads(data.decode("utf-8-sig"))
    except (ValueError, RecursionError):  # not UTF-8, not JSON, too deep, too long a number
        return None
    kind = document.get("kind") if isinstance(document, dict) else None
    return by_kind(kind) if isinstance(kind, str) else None


def _same(one: Path, other: Path) -> bool:
    """Whether ``one`` and ``other`` are the same file (or would be: neither is there yet)."""
    try:
        return os.path.samefile(one, other)
    except OSError:
        return one.resolve() == other.resolve()


def _nearest(folder: Path) -> Path:
    """``folder``, or the nearest folder above it that is there (or a file in its place)."""
    nearest = folder
    while not nearest.exists() and nearest != nearest.parent:
        nearest = nearest.parent
    return nearest


def _check_folder(path: Path) -> None:
    """Refuse a path whose folder is not there, or is a file."""
    folder = path.parent
    nearest = _nearest(folder)
    if not nearest.is_dir():
        raise OutputError(FILES.say("output.under_file", path=str(path), nearest=str(nearest)))
    if nearest != folder:
        raise OutputError(FILES.say("output.no_folder", path=str(path), folder=str(folder)))
