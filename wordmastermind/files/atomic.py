"""Writing a file so that a crash or a full disk never leaves it half-written.

The new content goes to a temporary file in the same folder, is flushed to
disk, and only then replaces the old file in one step. The previous version is
kept beside it as ``NAME.bak``.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def atomic_write(path: Path, data: bytes, *, keep_backup: bool = True) -> None:
    """Write ``data`` to ``path`` atomically, keeping the old file as a backup.

    On any error the old file is left as it was and the temporary file is
    removed; the error is raised.
    """
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            with contextlib.suppress(OSError):
                # Keep a mode the user may have set on the old file.
                shutil.copymode(path, tmp)
            if keep_backup:
                _replace_backup(path)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_folder(folder)


def save_atomically(path: Path, data: bytes, error: Callable[[str], Exception]) -> None:
    """:func:`atomic_write`, keeping a backup; a failure is raised as
    ``error("PATH: cannot be saved: REASON")``."""
    try:
        atomic_write(Path(path), data)
    except OSError as failure:
        raise error(f"{path}: cannot be saved: {failure.strerror or failure}") from None


def _replace_backup(path: Path) -> None:
    """Copy ``path`` to its backup, itself atomically."""
    backup = backup_path(path)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{backup.name}.", suffix=".tmp", dir=path.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        shutil.copy2(path, tmp)
        os.replace(tmp, backup)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def _fsync_folder(folder: Path) -> None:
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
