"""Writing a file so that a crash, a full disk or another writer never loses work.

The new content goes to a temporary file (``.NAME.XXXXXXXX.tmp``) in the same
folder, is flushed to disk, and only then replaces the old file in one step.
The previous version is kept beside it as ``NAME.bak``. A file reached
through a symbolic link is written into the link's target, its ``.bak``
beside the target. Temporary files of that file that a killed save left
behind are removed on its next save.

A game file is saved with :func:`save_atomically` or inside :func:`writing`:
the saver holds the file's lock (``NAME.lock`` beside it, see
:mod:`.lockfile`) while it saves, waits a moment for another saver, and,
given the :class:`Stamp` of the file as it was read, refuses a file that
changed on disk since (:class:`ChangedOnDisk`).
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from wordmastermind.core.messages import Message
from wordmastermind.files.jsonread import DocumentError
from wordmastermind.files.lockfile import LockFile
from wordmastermind.files.messages import FILES

WAIT_SECONDS = 10.0
"""How long a save waits for another saver of the same file before it gives up."""
STALE_TEMPORARY_SECONDS = 600.0
"""A temporary file older than this is left over from a killed save (no save takes that long)."""


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def lock_path(path: Path) -> Path:
    """The lock file of ``path`` (of the link's target for a link)."""
    target = real_path(path)
    return target.with_name(target.name + ".lock")


def real_path(path: Path) -> Path:
    """The file ``path`` names: a symbolic link's target, else ``path`` itself."""
    path = Path(path)
    return Path(os.path.realpath(path)) if path.is_symlink() else path


# ------------------------------------------------------------------ stamps


@dataclass(frozen=True)
class Stamp:
    """A file as it was read: its content's hash, its size and modification time.

    Two stamps of one file are the same file when the content is the same;
    a file touched but not changed has lost nothing.
    """

    sha256: str
    size: int
    mtime_ns: int

    def same_content(self, other: Stamp) -> bool:
        return self.size == other.size and self.sha256 == other.sha256


def file_stamp(path: Path) -> Stamp | None:
    """The stamp of the regular file ``path``; None if there is none (or it is no regular file)."""
    from wordmastermind.files.reading import read_whole

    read = read_whole(path)
    return None if read is None else content_stamp(*read)


def content_stamp(content: bytes, info: os.stat_result) -> Stamp:
    """The stamp :func:`file_stamp` gives a file that held ``content`` with the status ``info`` when read
    (:func:`wordmastermind.files.reading.read_whole`): the same, made later."""
    import hashlib  # OpenSSL's, loaded when first asked for (5 ms): not while a game opens

    return Stamp(hashlib.sha256(content).hexdigest(), info.st_size, info.st_mtime_ns)


# --------------------------------------------------------- saving, locked


class SaveRefused(DocumentError):
    """A save that did not happen, and why (the file is as it was)."""


class ChangedOnDisk(SaveRefused):
    """The file changed on disk since it was read: saving would lose that change."""


@dataclass
class Writing:
    """A save under way (:func:`writing`); ``stamp`` is the saved file's, once done."""

    path: Path
    stamp: Stamp | None = None


_held = threading.local()


def _locks_held() -> dict[Path, int]:
    held: dict[Path, int] | None = getattr(_held, "locks", None)
    if held is None:
        held = _held.locks = {}
    return held


@contextlib.contextmanager
def writing(path: Path, since: Stamp | None = None) -> Iterator[Writing]:
    """Hold ``path``'s lock while the body saves it.

    With ``since`` (the stamp of the file as it was read), refuses with
    :class:`ChangedOnDisk` if the file changed since; waits up to
    :data:`WAIT_SECONDS` for another saver, then refuses with
    :class:`SaveRefused`. A thread that holds the lock already may take it
    again. On leaving, :attr:`Writing.stamp` is the file as saved.
    """
    lock_file = lock_path(path)
    held = _locks_held()
    guard = Writing(Path(path))
    lock = None
    if lock_file not in held:
        lock = _take(LockFile(lock_file), path)
    held[lock_file] = held.get(lock_file, 0) + 1
    try:
        if since is not None:
            now = file_stamp(path)
            if now is not None and not now.same_content(since):
                raise ChangedOnDisk(FILES.say("save.changed", path=str(path)))
        yield guard
        guard.stamp = file_stamp(path)
    finally:
        held[lock_file] -= 1
        if not held[lock_file]:
            del held[lock_file]
        if lock is not None:
            lock.release()


def _reason(failure: OSError) -> str:
    """What the system says of ``failure`` (its own words, or ours where a refusal is a message)."""
    return failure.strerror or str(failure)


def _take(lock: LockFile, path: Path) -> LockFile:
    deadline = time.monotonic() + WAIT_SECONDS
    pause = 0.005
    while True:
        try:
            if lock.acquire():
                return lock
        except OSError as failure:
            raise SaveRefused(FILES.say("save.cannot", path=str(path), reason=_reason(failure))) from None
        if time.monotonic() > deadline:
            raise SaveRefused(FILES.say("save.busy", path=str(path), lock=lock.path.name))
        time.sleep(pause)
        pause = min(pause * 1.5, 0.05)


def holds_lock(path: Path) -> bool:
    """Whether this thread holds ``path``'s lock (inside :func:`writing`)."""
    return lock_path(path) in _locks_held()


def atomic_write(path: Path, data: bytes, *, keep_backup: bool = True, durable: bool = True) -> None:
    """Write ``data`` to ``path`` atomically, keeping the old file as a backup.

    On any error the old file is left as it was and the temporary file is
    removed; the error is raised. ``durable=False`` leaves out the waits for
    the disk (fsync), for a file that can be made again (a cache that checks
    itself when read): after a crash it may be missing or damaged, never half
    replaced while the system runs.
    """
    path = real_path(path)
    remove_stale_temporaries(path, any_age=holds_lock(path))
    _replace_with(path, (data,), keep_backup=keep_backup, durable=durable)


def atomic_write_all(files: Iterable[tuple[Path, bytes | Iterable[bytes]]], *, keep_backup: bool = True,
                     durable: bool = True) -> None:
    """Write each of ``files`` (a path, and its data: bytes, or in pieces) in turn, as :func:`atomic_write`
    writes one.

    Each folder is looked through once (not once a file) for the temporary
    files that killed writes left behind; those of a file are removed as
    :func:`remove_stale_temporaries` removes them, before it is written. The
    data of a file is taken only when it is written. On an error, the files
    written stay, the others are as they were, and the error is raised.
    """
    left: dict[Path, dict[str, list[str]]] = {}
    mode = functools.cache(new_file_mode)  # read once for all (the process's umask, from /proc: a file's worth)
    for path, data in files:
        path = real_path(path)
        folder = _folder(path)
        if folder not in left:
            left[folder] = _temporaries(folder)
        _remove_stale(left[folder].get(path.name, ()), any_age=holds_lock(path))
        _replace_with(path, (data,) if isinstance(data, bytes) else data, keep_backup=keep_backup, durable=durable,
                      new_mode=mode)


def new_file_mode() -> int:
    """The mode a new file gets here, as ``open()`` would give it: 0o666 less the process's umask (a report
    saved into a shared folder is readable there as any other file is)."""
    with contextlib.suppress(OSError, ValueError):
        with open("/proc/self/status", encoding="ascii") as status:  # Linux: read without changing it
            for line in status:
                if line.startswith("Umask:"):
                    return 0o666 & ~int(line.split()[1], 8)
    with _UMASK_LOCK:  # elsewhere: set and set back
        mask = os.umask(0o022)
        os.umask(mask)
    return 0o666 & ~mask


_UMASK_LOCK = threading.Lock()


def _folder(path: Path) -> Path:
    return path.parent if str(path.parent) else Path(".")


def _replace_with(path: Path, data: Iterable[bytes], *, keep_backup: bool, durable: bool,
                  new_mode: Callable[[], int] = new_file_mode) -> None:
    """Replace the file ``path`` (a link's target) with ``data`` through a temporary file (:func:`atomic_write`);
    a new file gets the mode ``new_mode`` says (:func:`new_file_mode`)."""
    folder = _folder(path)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.writelines(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        with contextlib.suppress(OSError):
            if path.exists():  # keep a mode the user may have set on the old file
                shutil.copymode(path, tmp)
            else:  # a new file's, as any program's (mkstemp's temporary is for its owner only)
                os.chmod(tmp, new_mode())
        if keep_backup and path.exists():
            _replace_backup(path)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    if durable:
        _fsync_folder(folder)


def save_atomically(
    path: Path, data: bytes, error: Callable[[Message], Exception], since: Stamp | None = None
) -> Stamp | None:
    """:func:`atomic_write` inside :func:`writing`, keeping a backup; returns the saved file's stamp.

    A failure is raised as ``error("PATH: cannot be saved: REASON")``, a
    refusal (the file changed since ``since``, another saver) as
    ``error(REASON)``.
    """
    try:
        with writing(Path(path), since) as saved:
            atomic_write(Path(path), data)
    except SaveRefused as refusal:
        raise error(refusal.message) from None
    except OSError as failure:
        raise error(FILES.say("save.cannot", path=str(path), reason=_reason(failure))) from None
    return saved.stamp


def remove_stale_temporaries(path: Path, *, any_age: bool = False) -> None:
    """Remove the temporary files a killed save of ``path`` left in its folder.

    Those older than :data:`STALE_TEMPORARY_SECONDS` go; with ``any_age`` (the
    caller holds the file's lock, so no other save of it is under way) all.
    """
    _remove_stale(_temporaries(_folder(path)).get(path.name, ()), any_age=any_age)


_TEMPORARY = re.compile(r"\.(.+)\.[a-z0-9_]{8}\.tmp")
"""A temporary file of a write (``mkstemp``'s 8 characters): of the file ``NAME``, ``.NAME.XXXXXXXX.tmp``;
of its backup's copy, ``.NAME.bak.XXXXXXXX.tmp``."""


def _temporaries(folder: Path) -> dict[str, list[str]]:
    """The temporary files in ``folder``, under the name of each file whose write (or backup) may have made it."""
    found: dict[str, list[str]] = {}
    with contextlib.suppress(OSError):
        for entry in os.scandir(folder):
            made = _TEMPORARY.fullmatch(entry.name)
            if made is None:
                continue
            found.setdefault(made[1], []).append(entry.path)
            if made[1].endswith(".bak"):  # the copy of NAME's backup, or NAME.bak's own
                found.setdefault(made[1].removesuffix(".bak"), []).append(entry.path)
    return found


def _remove_stale(temporaries: Iterable[str], *, any_age: bool) -> None:
    """Remove those of ``temporaries`` older than :data:`STALE_TEMPORARY_SECONDS` (with ``any_age``: all)."""
    now = time.time()
    for temporary in temporaries:
        with contextlib.suppress(OSError):
            if any_age or now - os.lstat(temporary).st_mtime > STALE_TEMPORARY_SECONDS:
                os.unlink(temporary)


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
