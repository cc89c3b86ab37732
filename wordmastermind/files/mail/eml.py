"""The mails as ``.eml`` files: one per player, in a folder, with a safe file name each.

An ``.eml`` file holds the message exactly as it would go over the wire
(CRLF line ends), so any mail program opens it and can send it on
(:func:`~wordmastermind.files.mail.mime.message_bytes`).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from email.message import EmailMessage
from pathlib import Path
from typing import Protocol

from wordmastermind.files.atomic import atomic_write_all
from wordmastermind.files.mail.mime import message_bytes, message_pieces
from wordmastermind.files.outputs import check_output, check_output_folder

__all__ = ["Mail", "message_bytes", "safe_file_stem", "unique_stems", "write_eml"]


class Mail(Protocol):
    """What an .eml file is made of: whose mail it is, and the message (None: none to write)."""

    @property
    def name(self) -> str: ...

    @property
    def message(self) -> EmailMessage | None: ...


_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(10)), *(f"LPT{i}" for i in range(10))}
_MAX_STEM = 80


def safe_file_stem(name: str) -> str:
    """A file name (without extension) for ``name`` that Windows, macOS and Linux all take.

    >>> safe_file_stem('Jürgen "Jo" <jo>/Ä?')
    'Jürgen _Jo_ _jo__Ä_'
    >>> safe_file_stem("con"), safe_file_stem(" .. ")
    ('_con', 'player')
    """
    text = unicodedata.normalize("NFC", name)
    text = "".join(
        "_" if c in '<>:"/\\|?*' or unicodedata.category(c)[0] == "C" else c for c in text
    )
    text = " ".join(text.split()).strip(" .")[:_MAX_STEM].rstrip(" .")
    if not text:
        return "player"
    if text.split(".")[0].upper() in _RESERVED:
        text = "_" + text
    return text


def unique_stems(names: Iterable[str]) -> list[str]:
    """A :func:`safe_file_stem` for each of ``names``, unique even where case does not count: ``Anna (2)``.

    >>> unique_stems(["Anna", "anna", "Bo"])
    ['Anna', 'anna (2)', 'Bo']
    """
    used: set[str] = set()
    stems = []
    for name in names:
        stem = candidate = safe_file_stem(name)
        count = 1
        while candidate.casefold() in used:
            count += 1
            candidate = f"{stem} ({count})"
        used.add(candidate.casefold())
        stems.append(candidate)
    return stems


def write_eml(mails: Iterable[Mail], folder: Path | str) -> list[Path]:
    """One ``NAME.eml`` file per mail in ``folder`` (created if need be).

    Skipped players get no file. Names are unique even where case does not
    count; each file is written atomically. Returns the files written.
    Before anything is written, a folder that is a file (or under one) and
    a file that is a game (:func:`~wordmastermind.files.outputs.check_output`)
    are refused with :class:`~wordmastermind.files.outputs.OutputError`.
    """
    folder = Path(folder)
    check_output_folder(folder)
    written = [mail for mail in mails if mail.message is not None]
    planned: list[tuple[Path, EmailMessage]] = []
    for mail, stem in zip(written, unique_stems(mail.name for mail in written)):
        assert mail.message is not None
        path = folder / f"{stem}.eml"
        if folder.exists():
            check_output(path)
        planned.append((path, mail.message))
    folder.mkdir(parents=True, exist_ok=True)
    # Made again from the game at any time, as a cache is: not waited for on the disk (60 players' mails are
    # megabytes); atomic all the same, never half written. The folder is looked through once for what killed
    # writes left, not once a mail; each message's bytes are made as it is written.
    atomic_write_all(((path, message_pieces(message)) for path, message in planned), keep_backup=False,
                     durable=False)
    return [path for path, _ in planned]
