"""Reading a file the user names: a regular file only, and only up to a size limit.

Every reader of a file a user gives (game files, GCG records, rosters and
rounds, word lists, mail templates) reads it through :func:`read_limited`,
so that a named pipe (FIFO) cannot make it wait for ever and a device such
as ``/dev/zero``, or a file far larger than any game, cannot fill the
memory. The limits are far above what the files ever hold; they are listed
in ``docs/file-formats.md``.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from wordmastermind.core.messages import Message, Param, Text

__all__ = [
    "GAME_FILE_LIMIT",
    "RECORD_LIMIT",
    "TABLE_FILE_LIMIT",
    "TEXT_LIMIT",
    "WORD_LIST_LIMIT",
    "FileRefused",
    "read_head",
    "read_limited",
    "read_whole",
]

MB = 1024 * 1024

GAME_FILE_LIMIT = 32 * MB
"""A game file (``.wmm``, ``.wwd``, …): a game of 100 players over 40 rounds is 0.5 MB."""
RECORD_LIMIT = 4 * MB
"""A GCG record: a whole game of Scrabble is a few kB."""
TABLE_FILE_LIMIT = 8 * MB
"""A roster or a round file (CSV or spreadsheet): 10,000 players are 0.5 MB."""
WORD_LIST_LIMIT = 64 * MB
"""A word list of the game master's own: every German word form fits in far less."""
TEXT_LIMIT = 1 * MB
"""A mail template."""


class FileRefused(OSError):
    """A path that is not a regular file, or a file over its limit; ``str()`` says why.

    An :class:`OSError`, so that a reader that reports ``cannot be read:
    REASON`` for any error of the file system reports this one too.
    """

    def __init__(self, reason: Message, code: int = errno.EINVAL) -> None:
        """``reason``: a message of the FILES table, kept (as ``strerror``) for rendering."""
        super().__init__(code, reason)
        self.reason: Message = reason

    def __str__(self) -> str:
        return str(self.strerror)


def _say(code: str, /, **params: Param) -> Message:
    """The FILES table's message ``code``, loaded with the first refusal (not at start-up)."""
    from wordmastermind.files.messages import FILES

    return FILES.say(code, **params)


def _size(count: int) -> Text:
    """``12 MB``, ``300 kB``, ``12 bytes``."""
    if count >= MB:
        return f"{count // MB} MB"
    if count >= 1024:
        return f"{count // 1024} kB"
    return _say("reading.bytes", count=count)


def too_large(size: int, limit: int) -> Message:
    return _say("reading.too_large", size=_size(size), limit=_size(limit))


def read_limited(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Raises :class:`FileNotFoundError`, :class:`IsADirectoryError` and the
    other :class:`OSError` of the file system as they are, and
    :class:`FileRefused` for a pipe, a device or a socket (without opening
    it: opening a pipe waits for a writer) and for a file over ``limit``
    (without reading it: a device may never end).
    """
    data = _read_regular(path, limit + 1, limit)
    if len(data) > limit:  # it grew while it was read
        raise FileRefused(too_large(len(data), limit), errno.EFBIG)
    return data


def read_head(path: str | os.PathLike[str], size: int) -> bytes:
    """The first ``size`` bytes of the regular file ``path`` (all of a shorter one), whatever its length.

    Raises as :func:`read_limited` does for a missing file, a folder, a pipe, a device or a socket.
    """
    return _read_regular(path, size, limit=None)


def _read_regular(path: str | os.PathLike[str], size: int, limit: int | None) -> bytes:
    """At most ``size`` bytes of ``path``, checked (:func:`_check`) before it is opened and as opened."""
    path = Path(path)
    _check(path.stat(), limit)
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags)
    with os.fdopen(fd, "rb") as handle:
        _check(os.fstat(handle.fileno()), limit)  # the file opened is the one checked
        return handle.read(size)


def _check(info: os.stat_result, limit: int | None) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(errno.EISDIR, _say("reading.folder"))
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused(_say("reading.not_regular"))
    if limit is not None and info.st_size > limit:
        raise FileRefused(too_large(info.st_size, limit), errno.EFBIG)


def read_whole(path: str | os.PathLike[str]) -> tuple[bytes, os.stat_result] | None:
    """A regular file's content and status, as read now; None if there is none (or it is no regular file).

    What :func:`wordmastermind.files.atomic.file_stamp` reads, for the file's stamp to be made of it
    later (:func:`~wordmastermind.files.atomic.content_stamp`): a game opens without loading the hashing
    (or the saving) modules, and a change saved meanwhile by another program is still caught at saving.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError:
        return None
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode):
            return None
        return handle.read(), info
