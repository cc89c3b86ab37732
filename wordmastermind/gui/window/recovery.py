"""Autosaved work, kept until it is saved or thrown away.

While a document has unsaved changes, the app writes it (atomically) to a
recovery file in the user's data folder a moment after each change. A clean
save or a deliberate "discard" removes the file. After a crash or a kill the
file is still there, and the next start offers to restore it.
"""

from __future__ import annotations

import base64
import contextlib
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile


@dataclass(frozen=True)
class Recovered:
    """One piece of unsaved work found at start-up."""

    file: Path
    kind: str
    original: Path | None
    saved_at: float
    data: bytes

    def describe(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))
        name = self.original.name if self.original is not None else "an unsaved game"
        return f"{name} ({when})"


class RecoveryStore:
    """Recovery files in one folder, one per open document."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self._locks: dict[str, QLockFile] = {}

    def claim(self, slot: str) -> None:
        """Mark ``slot`` as in use by this process, so others leave it alone."""
        self.folder.mkdir(parents=True, exist_ok=True)
        lock = QLockFile(str(self.folder / f"{slot}.lock"))
        lock.setStaleLockTime(0)
        if lock.tryLock(0):
            self._locks[slot] = lock

    def release(self, slot: str) -> None:
        lock = self._locks.pop(slot, None)
        if lock is not None:
            lock.unlock()

    def _in_use_elsewhere(self, slot: str) -> bool:
        if slot in self._locks:
            return False
        lock = QLockFile(str(self.folder / f"{slot}.lock"))
        lock.setStaleLockTime(0)
        if lock.tryLock(0):
            lock.unlock()
            return False
        return True

    def path_for(self, slot: str) -> Path:
        return self.folder / f"{slot}.recovery.json"

    def write(self, slot: str, kind: str, original: Path | None, data: bytes) -> None:
        import json

        from wordmastermind.files.atomic import atomic_write

        self.folder.mkdir(parents=True, exist_ok=True)
        record = {
            "kind": kind,
            "original": str(original) if original is not None else None,
            "saved_at": time.time(),
            "data": base64.b64encode(data).decode("ascii"),
        }
        atomic_write(self.path_for(slot), json.dumps(record).encode("utf-8"), keep_backup=False)

    def remove(self, slot: str) -> None:
        with contextlib.suppress(FileNotFoundError):
            self.path_for(slot).unlink()

    def discard(self, recovered: Recovered) -> None:
        with contextlib.suppress(FileNotFoundError):
            recovered.file.unlink()

    def pending(self) -> list[Recovered]:
        """Work left behind by an earlier run, newest first; unreadable files skipped."""
        import json

        found: list[Recovered] = []
        if not self.folder.is_dir():
            return found
        for file in self.folder.glob("*.recovery.json"):
            slot = file.name.removesuffix(".recovery.json")
            if slot in self._locks or self._in_use_elsewhere(slot):
                continue
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
                    )
                )
            except (OSError, ValueError, KeyError, TypeError):
                continue
        return sorted(found, key=lambda r: r.saved_at, reverse=True)
