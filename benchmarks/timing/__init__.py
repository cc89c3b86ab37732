"""What the benchmarks share: a place outside the source tree, fresh processes, medians, verdicts.

Import it first thing, after ``sys.dont_write_bytecode = True`` (so that not
even this module's bytecode lands in the tree): from then on the benchmark's
own imports keep their bytecode in :data:`WORK` (``sys.pycache_prefix``), as
do the processes :func:`child_env` starts, and their user folders (HOME,
the XDG folders) are a new temporary folder, never the real user's. The
word lists' cache is kept in :data:`WORK` between runs, as a user's is.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

WORK = Path(tempfile.gettempdir()) / "wordmastermind-benchmarks"
"""Bytecode and the word lists' cache, kept between runs (outside the tree)."""
BYTECODE = WORK / "bytecode"
LISTS_CACHE = WORK / "cache"
ROOT = Path(__file__).resolve().parent.parent.parent

sys.pycache_prefix = str(BYTECODE)
sys.dont_write_bytecode = False
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def user_folders(home: Path) -> dict[str, str]:
    """HOME and the XDG folders in ``home``, the word lists' cache shared in :data:`WORK`."""
    LISTS_CACHE.mkdir(parents=True, exist_ok=True)
    return {
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_STATE_HOME": str(home / ".local" / "state"),
        "XDG_CACHE_HOME": str(LISTS_CACHE),
    }


def use_user_folders(home: Path) -> None:
    """Point this process's user folders at ``home`` (before Qt reads them)."""
    os.environ.update(user_folders(home))


def child_env(home: Path, **more: str) -> dict[str, str]:
    """The environment of a measured process: bytecode cached outside the tree, as a user's
    installed app has it; the user's folders in ``home``."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    # Qt's platform as this process has it: offscreen unless QT_QPA_PLATFORM said otherwise (xcb on Xvfb).
    env.update(user_folders(home), PYTHONPYCACHEPREFIX=str(BYTECODE), QT_QPA_PLATFORM=os.environ["QT_QPA_PLATFORM"])
    env.update(more)
    return env


def new_home() -> Path:
    """A new, empty folder to be a measured process's HOME (remove it with :func:`remove`)."""
    WORK.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix="home-", dir=WORK))


def remove(path: Path) -> None:
    shutil.rmtree(path, ignore_errors=True)


def in_new_folder(measure: Callable[[Path], T]) -> T:
    """``measure`` given a new folder (its files, a measured process's HOME), removed afterwards."""
    folder = new_home()
    try:
        return measure(folder)
    finally:
        remove(folder)


def print_medians(times: Mapping[str, Sequence[float]], heading: str, digits: int = 0) -> dict[str, float]:
    """Print each figure's median in ms under ``heading``; return them."""
    median = {name: median_ms(values) for name, values in times.items()}
    print(heading)
    width = max(len(name) for name in median)
    for name, value in median.items():
        print(f"  {name:{width}s} {value:8.{digits}f} ms")
    return median


def run_process(command: Sequence[str], env: Mapping[str, str], cwd: Path) -> float:
    """Seconds from starting ``command`` until it has ended (it must succeed)."""
    start = time.perf_counter()
    done = subprocess.run(list(command), env=dict(env), cwd=cwd, capture_output=True, check=False)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr.decode(errors='replace')}")
    return seconds


def interleaved(tasks: Mapping[str, Callable[[], float | None]], samples: int) -> dict[str, list[float]]:
    """Each task ``samples`` times, taking turns, so that a busy machine slows all alike.

    A task returns its own figure (seconds) or None to be timed from outside.
    """
    times: dict[str, list[float]] = {name: [] for name in tasks}
    for _ in range(samples):
        for name, task in tasks.items():
            start = time.perf_counter()
            figure = task()
            times[name].append(time.perf_counter() - start if figure is None else figure)
    return times


def median_ms(values: Sequence[float]) -> float:
    return statistics.median(values) * 1000


def verdict(figure: float, goal: float) -> str:
    return "meets" if figure <= goal else "MISSES"


def machine_load() -> str:
    """The load average, to judge the figures by: above 1.5 they are worth repeating."""
    try:
        one, five, _fifteen = os.getloadavg()
    except OSError:
        return "load unknown"
    return f"load average {one:.2f} (5 min {five:.2f}) on {os.cpu_count()} cores"
