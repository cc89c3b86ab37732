"""Lock files: ``NAME.lock``, made with ``O_EXCL``, that say who holds them.

A lock file holds one line of JSON naming its holder: the process id, the
host, the holder's run (unique to one run of a program, so that a program
restarted with the same process id, as in a container, is told apart from
the one that died) and, where the system says, when the process started.
A lock is *stale* when its holder is gone:

- on this host, its process is not running, or it is this very process in
  another run, or a process of that id started at another time (the id was
  used again);
- on another host, the lock has not been touched for ``stale_after``
  seconds (a holder that keeps a lock for long touches it now and then).

A stale lock is taken over; a live one is left alone.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

RUN = f"{os.getpid()}-{os.urandom(6).hex()}"
"""This run of this process: one lock holder among all runs that used the same process id."""


def host_name() -> str:
    """This computer's name, as :func:`socket.gethostname` says it.

    Where the system has ``uname`` (Linux, macOS) its node name is that very
    name, and asking for it spares the app's start the socket module.
    """
    if hasattr(os, "uname"):
        return os.uname().nodename
    import socket

    return socket.gethostname()


def process_started(pid: int) -> str | None:
    """When process ``pid`` started, as the system counts it (Linux), or None if not known."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            text = stat.read().decode("ascii", "replace")
    except OSError:
        return None
    fields = text[text.rfind(")") + 2:].split()
    return fields[19] if len(fields) > 19 else None  # field 22, starttime


def process_running(pid: int) -> bool:
    """Whether process ``pid`` runs on this host (True when it cannot be told)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        import ctypes

        kernel32 = ctypes.windll.kernel32
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return bool(kernel32.GetLastError() == 5)  # access denied: it exists
        try:
            code = ctypes.c_ulong()
            if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
                return True
            return code.value == 259  # STILL_ACTIVE
        finally:
            kernel32.CloseHandle(handle)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, as another user's
    return True


@dataclass(frozen=True)
class Holder:
    """Who holds a lock, as its file says."""

    pid: int
    host: str
    run: str
    started: str | None

    @classmethod
    def this_run(cls, run: str = RUN) -> Holder:
        return cls(os.getpid(), host_name(), run, process_started(os.getpid()))

    def to_bytes(self) -> bytes:
        import json  # when a lock is taken or looked at: not at every start

        record = {"pid": self.pid, "host": self.host, "run": self.run, "started": self.started}
        return json.dumps(record).encode("utf-8") + b"\n"

    @classmethod
    def from_bytes(cls, data: bytes) -> Holder | None:
        """The holder a lock file names; None for a file cut short or not ours."""
        import json

        try:
            record = json.loads(data.decode("utf-8"))
            started = record.get("started")
            return cls(int(record["pid"]), str(record["host"]), str(record["run"]),
                       None if started is None else str(started))
        except (ValueError, KeyError, TypeError, AttributeError):
            return None

    def gone(self, run: str, age: float, stale_after: float) -> bool:
        """Whether this holder is gone, judged by ``run`` on this host; ``age``: the lock's, in seconds."""
        if self.host != host_name():
            return age > stale_after
        if self.pid == os.getpid():
            # This process, in another run: one that died, whose id came back.
            return self.run != run
        if not process_running(self.pid):
            return True
        started = process_started(self.pid)
        return self.started is not None and started is not None and started != self.started


def new_run() -> str:
    """A run of its own, for a holder that must be told apart from the process's others."""
    return f"{os.getpid()}-{os.urandom(6).hex()}"


class LockFile:
    """The lock file ``path``, taken by :meth:`acquire` and given back by :meth:`release`."""

    def __init__(self, path: Path, *, run: str = RUN, stale_after: float = 60.0, unreadable_after: float = 10.0):
        self.path = Path(path)
        self.run = run
        self.stale_after = stale_after
        """How long a lock from another host counts as live without being touched."""
        self.unreadable_after = unreadable_after
        """How long a lock file that names nobody (cut short while made) counts as live."""
        self.holder = Holder.this_run(run)
        self._mine: bytes | None = None

    @property
    def held(self) -> bool:
        return self._mine is not None

    def acquire(self) -> bool:
        """Take the lock if it is free or stale. True if this run holds it now."""
        if self._mine is not None:
            return True
        for _attempt in range(3):
            data = self.holder.to_bytes()
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                if not self._take_over_if_stale():
                    return False
                continue
            try:
                os.write(fd, data)
            finally:
                os.close(fd)
            self._mine = data
            return True
        return False

    def release(self) -> None:
        """Give the lock back (remove its file, if it is still this holder's)."""
        mine, self._mine = self._mine, None
        if mine is None:
            return
        with contextlib.suppress(OSError):
            if self.path.read_bytes() == mine:
                self.path.unlink()

    def touch(self) -> None:
        """Show that the holder is alive (for other hosts)."""
        if self._mine is not None:
            with contextlib.suppress(OSError):
                os.utime(self.path)

    def held_elsewhere(self) -> bool:
        """Whether a live holder other than this one holds the lock."""
        if self._mine is not None:
            return False
        read = self._read()
        if read is None:
            return False
        data, age = read
        return not self._stale(data, age)

    def _read(self) -> tuple[bytes, float] | None:
        try:
            data = self.path.read_bytes()
            age = time.time() - self.path.stat().st_mtime
        except OSError:
            return None
        return data, age

    def _stale(self, data: bytes, age: float) -> bool:
        holder = Holder.from_bytes(data)
        if holder is None:
            return age > self.unreadable_after
        return holder.gone(self.run, age, self.stale_after)

    def _take_over_if_stale(self) -> bool:
        """Remove a stale lock file (True), or leave a live one (False).

        The stale file is first moved aside, and only removed if it is still
        the one judged stale, so that two takers never remove a fresh lock.
        """
        read = self._read()
        if read is None:
            return True  # gone meanwhile: try again
        data, age = read
        if not self._stale(data, age):
            return False
        aside = self.path.with_name(f"{self.path.name}.{os.urandom(4).hex()}.stale")
        try:
            os.replace(self.path, aside)
        except FileNotFoundError:
            return True
        except OSError:
            return False
        try:
            moved = aside.read_bytes()
        except OSError:
            moved = data
        if moved != data:  # a fresh lock was made meanwhile: put it back
            with contextlib.suppress(OSError):
                os.link(aside, self.path)
            with contextlib.suppress(OSError):
                aside.unlink()
            return False
        with contextlib.suppress(OSError):
            aside.unlink()
        return True
