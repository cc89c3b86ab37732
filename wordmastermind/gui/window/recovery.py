"""Autosaved work, kept until it is saved or thrown away.

While a document has unsaved changes, the app writes it (atomically) to a
recovery file in the user's data folder a moment after each change. A clean
save or a deliberate "discard" removes the file. After a crash or a kill the
file is still there, and the next start offers to restore it.

Each run of the app has slots of its own (``KIND-RUN``, the run being the
process id and a random part), each held by a lock file
(:class:`~wordmastermind.files.lockfile.LockFile`) while the run lives: a
slot whose lock has no live holder is a run's that is gone, even one whose
process id came back to the next run (as in a container).
"""

from __future__ import annotations

import base64
import contextlib
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from wordmastermind.files.atomic import Stamp
    from wordmastermind.files.lockfile import LockFile

HEARTBEAT_SECONDS = 60
"""How often a running app touches its slots' locks (for a copy on another computer)."""
STALE_AFTER_SECONDS = 3 * HEARTBEAT_SECONDS
"""A lock from another computer untouched this long belongs to a run that is gone."""


@dataclass(frozen=True)
class Recovered:
    """One piece of unsaved work found at start-up."""

    file: Path
    kind: str
    original: Path | None
    saved_at: float
    data: bytes
    based_on: Stamp | None = None
    """The original file as the work started from it (read or last saved)."""

    def describe(self, unsaved: str = "an unsaved game", language: str = "en") -> str:
        """The game's file name (``unsaved``, in the interface's words, for a game never saved) and when,
        as ``language`` writes a date and time (``30.11.2026 10:32`` in German)."""
        from wordmastermind.files.mail.dates import local_date

        when = local_date(datetime.fromtimestamp(self.saved_at, tz=timezone.utc), language)
        name = self.original.name if self.original is not None else unsaved
        return f"{name} ({when})"


class RecoveryStore:
    """Recovery files in one folder, one per open document of each run."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self._run: str | None = None
        self._locks: dict[str, LockFile] = {}

    @property
    def run(self) -> str:
        """This run's part of its slots' names (made when first needed, with the locks' code)."""
        if self._run is None:
            from wordmastermind.files.lockfile import new_run

            self._run = new_run()
        return self._run

    def slot(self, kind: str) -> str:
        """This run's slot for a document of ``kind``."""
        return f"{kind}-{self.run}"

    def _lock(self, slot: str) -> LockFile:
        from wordmastermind.files.lockfile import LockFile

        return LockFile(self.folder / f"{slot}.lock", run=self.run, stale_after=STALE_AFTER_SECONDS)

    def claim(self, slot: str) -> None:
        """Mark ``slot`` as in use by this run, so others leave it alone."""
        if slot in self._locks:
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        lock = self._lock(slot)
        with contextlib.suppress(OSError):
            if lock.acquire():
                self._locks[slot] = lock

    def release(self, slot: str) -> None:
        lock = self._locks.pop(slot, None)
        if lock is not None:
            lock.release()

    def heartbeat(self) -> None:
        """Show that this run is alive: touch its locks."""
        for lock in self._locks.values():
            lock.touch()

    def _in_use_elsewhere(self, slot: str) -> bool:
        if slot in self._locks:
            return False
        return self._lock(slot).held_elsewhere()

    def path_for(self, slot: str) -> Path:
        return self.folder / f"{slot}.recovery.json"

    def write(
        self, slot: str, kind: str, original: Path | None, data: bytes, based_on: Stamp | None = None
    ) -> None:
        import json

        from wordmastermind.files.atomic import atomic_write

        self.folder.mkdir(parents=True, exist_ok=True)
        self.claim(slot)  # held from the first work written on: before, there is nothing to guard
        record = {
            "kind": kind,
            "original": str(original) if original is not None else None,
            "original_stamp": None
            if based_on is None or original is None
            else {"sha256": based_on.sha256, "size": based_on.size, "mtime_ns": based_on.mtime_ns},
            "saved_at": time.time(),
            "data": base64.b64encode(data).decode("ascii"),
        }
        atomic_write(self.path_for(slot), json.dumps(record).encode("utf-8"), keep_backup=False)

    def remove(self, slot: str) -> None:
        with contextlib.suppress(FileNotFoundError):
            self.path_for(slot).unlink()

    def discard(self, recovered: Recovered) -> None:
        """Throw the work away (the user said so), with what its run left beside it."""
        with contextlib.suppress(FileNotFoundError):
            recovered.file.unlink()
        self._forget(recovered.file.name.removesuffix(".recovery.json"))

    def _forget(self, slot: str) -> None:
        """Remove what a run that is gone left of ``slot`` besides its work: its lock, temporary files."""
        if slot in self._locks or self._in_use_elsewhere(slot):
            return  # at every start, for this run's own slots: saving's code is not needed yet
        from wordmastermind.files.atomic import remove_stale_temporaries

        remove_stale_temporaries(self.path_for(slot), any_age=True)
        with contextlib.suppress(OSError):
            (self.folder / f"{slot}.lock").unlink()

    def pending(self) -> list[Recovered]:
        """Work left behind by runs that are gone, newest first; unreadable files skipped.

        Locks such runs left without work are removed on the way.
        """
        found: list[Recovered] = []
        if not self.folder.is_dir():
            return found
        for lock in self.folder.glob("*.lock"):
            slot = lock.name.removesuffix(".lock")
            if not self.path_for(slot).exists():
                self._forget(slot)
        for file in self.folder.glob("*.recovery.json"):
            slot = file.name.removesuffix(".recovery.json")
            if slot in self._locks or self._in_use_elsewhere(slot):
                continue
            import json

            try:
                record = json.loads(file.read_text(encoding="utf-8"))
                original = record.get("original")
                found.append(
                    Recovered(
                        file=file,
                        kind=str(record["kind"]),
                        original=Path(original) if original else None,
                        saved_at=float(record["saved_at"]),
                        data=base64.b64decode(record["data"]),
                        based_on=_stamp(record.get("original_stamp")),
                    )
                )
            except (OSError, ValueError, KeyError, TypeError):
                continue
        return sorted(found, key=lambda r: r.saved_at, reverse=True)


def _stamp(value: object) -> Stamp | None:
    """The stamp a recovery record keeps of its original file (None if none, or not readable)."""
    from wordmastermind.files.atomic import Stamp

    if not isinstance(value, dict):
        return None
    try:
        return Stamp(str(value["sha256"]), int(value["size"]), int(value["mtime_ns"]))
    except (KeyError, TypeError, ValueError):
        return None
