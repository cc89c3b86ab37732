"""Benchmark: the first German word check, on the command line and as the app makes it.

0. The command line's first check, ``wordmastermind check Haus --lang de``,
   as a whole process on a fresh machine (an empty HOME and an empty cache
   folder) against the same check with the cache there (warm), each a fresh
   process: the CPU time of the command and of every process it waited for
   (getrusage(RUSAGE_CHILDREN) deltas) beside the wall time. Goal: at most
   3x warm in both. The cold check answers from the lists themselves
   (files/lexicon_check.py) and leaves the cache to a build that it does not
   wait for; that build is measured too (this process adopts it: Linux's
   child subreaper) and shown beside, with the time until the cache is
   there. The answers cold and warm must be the same.

The app's figures are measured in fresh processes, the way the app meets it: a
QApplication, the app's WordCheckers with their real loader, the user's
cache folder pointed (XDG_CACHE_HOME) at a new temporary folder, and the
time from asking for a word's check ("SALATE") until the answer ("plural of
SALAT") is there, the event loop running meanwhile.

1. The cold check (an empty cache: the lists are built, by processes of
   their own, and meanwhile the word asked is looked up in the noun list
   itself, files/noun_lookup.py, by a process of its own, whose answer the checker gives as soon as
   it is there: WordChecker.answered) against the warm one (the cache is
   there: the answer comes with the lists). Goal: at most 8x. How long the
   whole build takes, until the lists are there, is shown too.
2. The peak memory of the app's process and of each builder process (the
   German lists' nouns and general words are built by two, one after the other), each
   taken from /proc (VmHWM), as ru_maxrss of a child counts the size of the
   process it was copied from, all until the lists are there. Goal: at most
   200 MiB each; the builders' peaks added up, and the most the app and
   the builders held at one moment (VmRSS), are shown too.
3. The time an edit takes in the app's window (the rules' example, a guess
   of round 2 changed, the views repainted), while the German lists are
   being built (and the words on the page looked up early), against the
   same edits with no build going on. Goal: at most 1.2x. Each is run a few
   times, the kinds by turns, as a busy machine varies from run to run. The
   build in a thread of the app's process, as it was before, is measured
   too, for comparison.

Medians throughout. Nothing is written into the source tree (no bytecode
either) nor into the user's folders (the measuring processes get a HOME of
their own); the temporary folders are removed at the end.

Run by hand: ``.venv/bin/python benchmarks/word_lists.py [--cli N] [--words W...] [--cold N] [--warm N] [--edits N]
[--edit-runs N] [--only-cli]``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

sys.dont_write_bytecode = True

CLI_GOAL = 3.0
CHECK_GOAL = 8.0
MEMORY_GOAL_MIB = 200.0
EDIT_GOAL = 1.2
EDIT_PAUSE_S = 0.03
"""Between two edits, as between two keystrokes: the build gets on meanwhile."""


# ---------------------------------------------------------------- inside a measuring process


def peak_mib(pid: int | str = "self", field: str = "VmHWM") -> float:
    """The process's peak resident memory so far (VmHWM; or ``field``: VmRSS, now), in MiB; 0 if it is gone."""
    try:
        with open(f"/proc/{pid}/status") as status:
            line = next(line for line in status if line.startswith(f"{field}:"))
    except (OSError, StopIteration):
        return 0.0
    return int(line.split()[1]) / 1024


def children() -> set[int]:
    pids: set[int] = set()
    for listing in Path(f"/proc/{os.getpid()}/task").glob("*/children"):
        try:
            pids.update(int(p) for p in listing.read_text().split())
        except OSError:
            continue
    return pids


def role(pid: int) -> str | None:
    """What the child ``pid`` does: ``lookup`` (lexicon_build LANG lookup: words looked up early),
    ``build``, or None (not the builder's program, or not yet)."""
    try:
        args = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return None
    if b"wordmastermind.files.lexicon_build" not in args:
        return None
    return "lookup" if b"lookup" in args else "build"


class BuilderWatch(threading.Thread):
    """Watches this process's children: the builders' peak memory, and whether one runs."""

    def __init__(self) -> None:
        super().__init__(daemon=True)
        self.peak = 0.0
        self.peaks: dict[int, float] = {}
        self.lookups: dict[int, float] = {}
        self.together = 0.0  # the most the app's process and the builders held at one moment
        self.running = False
        self.seen = False
        self.done = threading.Event()

    def run(self) -> None:
        while not self.done.is_set():
            pids = children()
            self.running = bool(pids)
            self.seen = self.seen or self.running
            for pid in pids:
                does = role(pid)
                if does == "lookup":  # the early lookup: not a builder
                    self.lookups[pid] = max(self.lookups.get(pid, 0.0), peak_mib(pid))
                if does != "build":
                    continue
                self.peaks[pid] = max(self.peaks.get(pid, 0.0), peak_mib(pid))
                self.peak = max(self.peak, self.peaks[pid])
            now = peak_mib(field="VmRSS") + sum(peak_mib(pid, "VmRSS") for pid in pids)
            self.together = max(self.together, now)
            time.sleep(0.005)


def measure_check() -> dict[str, Any]:
    """The first German check through the app's WordCheckers, in this fresh process."""
    import resource

    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    from wordmastermind.core.words import WordRules
    from wordmastermind.gui.word_checker import WordCheckers

    app = QApplication([])
    checkers = WordCheckers(app)
    checker = checkers.get("de")
    rules = WordRules(6)
    watch = BuilderWatch()
    watch.start()
    before = peak_mib()
    loop = QEventLoop()
    failures: list[str] = []
    checker.ready.connect(loop.quit)
    checker.answered.connect(loop.quit)
    checker.failed.connect(lambda reason: (failures.append(reason), loop.quit()))
    start = time.perf_counter()
    first = checker.warning("SALATE", rules, ())  # None: the lists begin to load
    reason = first
    while reason is None and not failures and checker.lexicon() is None:
        loop.exec()  # until the answer is there: early, or with the lists
        reason = checker.warning("SALATE", rules, ())
    seconds = time.perf_counter() - start
    early = checker.lexicon() is None
    while checker.lexicon() is None and not failures:
        loop.exec()  # the rest of the build
    lists_seconds = time.perf_counter() - start
    if failures:
        print(failures[0], file=sys.stderr)
    watch.done.set()
    watch.join()
    checkers.stop()
    assert first is None and str(reason) == "plural of SALAT", reason  # a rule message, in English here
    return {
        "seconds": seconds,
        "early": early,
        "lists_seconds": lists_seconds,
        "built": watch.seen,
        "app_before": before,
        "app_peak": peak_mib(),
        "builder_peak": watch.peak,
        "builders_total": sum(watch.peaks.values()),
        "together": watch.together,
        "builders": len(watch.peaks),
        "lookup_peak": max(watch.lookups.values(), default=0.0),
        "children_maxrss": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024,
    }


def measure_edits(mode: str, edits: int) -> dict[str, Any]:
    """Edit a guess of the rules' example ``edits`` times: ``idle``, or while the lists build
    (``build``: the app's way; ``thread``: in a thread of this process, as before)."""
    from PySide6.QtWidgets import QApplication

    from wordmastermind.gui.settings import AppSettings
    from wordmastermind.gui.window.main_window import MainWindow
    from wordmastermind.gui.window.recovery import RecoveryStore
    from wordmastermind.gui.wmm.round_model import WORD
    from wordmastermind.gui.word_checker import WordCheckers

    app = QApplication([])
    folder = Path(os.environ["XDG_CACHE_HOME"])
    checkers = WordCheckers(app, load=in_a_thread) if mode == "thread" else WordCheckers(app)
    german = checkers.get("de")
    if mode == "idle":
        german.stop()  # no lists and no build: the same work per edit as while they build
    window = MainWindow(AppSettings.at(folder / "s.ini"), RecoveryStore(folder / "rec"), checkers=checkers)
    window.resize(1200, 800)
    window.show()
    window.wmm.load_demo()
    model = window.wmm.show_rounds(2).round_model
    for _ in range(20):
        app.processEvents()
    watch = BuilderWatch()
    watch.start()
    german.lexicon()  # the build begins (idle: nothing happens)
    row = 0
    original = model.index(row, WORD).data()
    words = ["SALSA", original]
    times: list[float] = []
    started = time.perf_counter()
    while len(times) < edits:
        if mode != "idle" and german.lexicon() is not None:
            break  # the lists are there: the build is over
        start = time.perf_counter()
        model.setData(model.index(row, WORD), words[len(times) % 2])
        app.processEvents()  # the views catch up and repaint
        window.repaint()
        times.append(time.perf_counter() - start)
        pause_until = time.perf_counter() + EDIT_PAUSE_S
        while time.perf_counter() < pause_until:
            app.processEvents()
            time.sleep(0.002)
    span = time.perf_counter() - started
    watch.done.set()
    watch.join()
    checkers.stop()  # the window stays: closing it would ask about the unsaved edits
    return {"times": times, "span": span, "built_in_child": watch.seen}


def in_a_thread(language: str) -> Any:
    """The build as it was: in the loading thread of the app's own process."""
    from wordmastermind.files.lexicon_build import cache_chunks
    from wordmastermind.files.lexicon_store import decode_cache, source_versions

    lexicon = decode_cache(b"".join(cache_chunks(language)), language, source_versions(language))
    assert lexicon is not None
    return lexicon


# ---------------------------------------------------------------- the command line, as a whole process


def adopt_orphans() -> bool:
    """Make this process the one that orphaned descendants go to (Linux's child subreaper), so that a
    build the command started and did not wait for is waited for, and counted, here."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    try:
        return ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0) == 0  # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        return False


def cpu_of_children() -> float:
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def check_command() -> list[str]:
    script = Path(sys.executable).with_name("wordmastermind")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "wordmastermind"]


def cli_check(env: dict[str, str], words: list[str]) -> dict[str, Any]:
    """``wordmastermind check WORDS --lang de`` as a whole process: wall and CPU time, and its answer."""
    cpu, start = cpu_of_children(), time.perf_counter()
    done = subprocess.run([*check_command(), "check", *words, "--lang", "de"], env=env, capture_output=True,
                          text=True, check=False)
    seconds, cpu = time.perf_counter() - start, cpu_of_children() - cpu
    if done.returncode != 0:
        raise SystemExit(f"the check failed:\n{done.stderr}")
    return {"seconds": seconds, "cpu": cpu, "answer": done.stdout}


def wait_for_orphans(adopted: bool, cache: Path, started: float) -> dict[str, float]:
    """The build the cold check left running: waited for (adopted) or watched until the cache is there."""
    cpu = cpu_of_children()
    if adopted:
        while True:
            try:
                os.waitpid(-1, 0)
            except ChildProcessError:
                break
    else:
        lock = cache / "wordmastermind" / "lexicon-de.building.lock"
        deadline = time.monotonic() + 600
        while lock.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
    return {"seconds": time.perf_counter() - started, "cpu": cpu_of_children() - cpu}


def measure_cli(runs: int, words: list[str], timing: Any) -> dict[str, Any]:
    adopted = adopt_orphans()
    colds, warms, builds = [], [], []
    for _ in range(runs):
        home = timing.new_home()
        try:
            cache = home / "cache"  # empty: a fresh machine
            env = timing.child_env(home, XDG_CACHE_HOME=str(cache))
            started = time.perf_counter()
            colds.append(cli_check(env, words))
            builds.append(wait_for_orphans(adopted, cache, started))
            if not (cache / "wordmastermind" / "lexicon-de.json").is_file():
                raise SystemExit("the cold check left no cache behind")
            warms.append(cli_check(env, words))
            warms.append(cli_check(env, words))
        finally:
            timing.remove(home)
    answers = {made["answer"] for made in colds + warms}
    if len(answers) != 1:
        raise SystemExit(f"the cold and the warm check answer differently: {answers}")
    return {"colds": colds, "warms": warms, "builds": builds, "adopted": adopted, "answer": answers.pop()}


def report_cli(made: dict[str, Any], words: list[str], timing: Any) -> None:
    def median(kind: str, figure: str) -> float:
        return statistics.median(run[figure] for run in made[kind])

    print(f"the command line's first check, `wordmastermind check {' '.join(words)} --lang de`, a whole process"
          f" ({len(made['colds'])} cold with an empty HOME and cache, {len(made['warms'])} warm; medians)")
    for figure, name in (("cpu", "CPU (the command and the processes it waited for)"), ("seconds", "wall")):
        cold, warm = median("colds", figure), median("warms", figure)
        ratio = cold / warm
        print(f"  {name}: cold {cold * 1000:.0f} ms, warm {warm * 1000:.0f} ms: ratio {ratio:.2f}"
              f" (goal <= {CLI_GOAL:.0f}: {timing.verdict(ratio, CLI_GOAL)})")
    how = "waited for here (adopted)" if made["adopted"] else "watched until its lock was gone; its CPU not counted"
    print(f"  the build it left running ({how}): the cache there {median('builds', 'seconds'):.2f} s after the"
          f" check began; its CPU {median('builds', 'cpu'):.2f} s")
    print(f"  the same answer cold and warm: {made['answer'].strip()!r}")


# ---------------------------------------------------------------- the driver


def run(cache_home: Path, *args: str) -> dict[str, Any]:
    home = cache_home.parent / "home"  # nothing of the user's is read or written either
    home.mkdir(parents=True, exist_ok=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(HOME=str(home), XDG_CACHE_HOME=str(cache_home), PYTHONDONTWRITEBYTECODE="1", QT_QPA_PLATFORM="offscreen")
    out = subprocess.run(
        [sys.executable, "-B", __file__, "--measure", *args],
        capture_output=True, text=True, env=env, check=False,
    )
    if out.returncode != 0:
        raise SystemExit(f"a measuring process failed:\n{out.stderr}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def verdict(ok: bool) -> str:
    return "meets" if ok else "MISSES"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cold", type=int, default=3, help="cold checks (each in a new cache)")
    parser.add_argument("--warm", type=int, default=5, help="warm checks")
    parser.add_argument("--edits", type=int, default=40, help="edits per latency run (at most)")
    parser.add_argument("--edit-runs", type=int, default=3,
                        help="latency runs of each kind, taken by turns (a busy machine varies from run to run)")
    parser.add_argument("--cli", type=int, default=5, help="cold command-line checks (each with two warm ones)")
    parser.add_argument("--words", nargs="+", default=["Haus"], help="the words the command line checks")
    parser.add_argument("--only-cli", action="store_true", help="only the command line's check")
    parser.add_argument("--measure", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        what = args.measure[0]
        result = measure_check() if what == "check" else measure_edits(what, int(args.measure[1]))
        print(json.dumps(result))
        return

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import timing  # its bytecode goes where the benchmarks' goes, outside the tree
    from timing import machine_load

    load_before = machine_load()
    made = measure_cli(args.cli, args.words, timing)
    print(f"{load_before} before, {machine_load()} after")
    report_cli(made, args.words, timing)
    if args.only_cli:
        return
    load_before = machine_load()
    scratch = Path(tempfile.mkdtemp(prefix="wordmastermind-bench-"))
    try:
        colds = [run(scratch / f"cold{i}", "check") for i in range(args.cold)]
        warm_home = scratch / f"cold{args.cold - 1}"
        warms = [run(warm_home, "check") for _ in range(args.warm)]
        runs: dict[str, list[dict[str, Any]]] = {"idle": [], "build": [], "thread": []}
        for number in range(args.edit_runs):
            for mode, made in runs.items():
                made.append(run(scratch / f"{mode}{number}", mode, str(args.edits)))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    assert all(c["built"] for c in colds) and not any(w["built"] for w in warms)
    cold = statistics.median(c["seconds"] for c in colds)
    warm = statistics.median(w["seconds"] for w in warms)
    ratio = cold / warm
    print(f"{load_before} before, {machine_load()} after (other work starves the builders: their priority is low)")
    print(f"first German check through the app's WordCheckers ({args.cold} cold, {args.warm} warm, fresh processes)")
    early = sum(c["early"] for c in colds)
    lists = statistics.median(c["lists_seconds"] for c in colds)
    print(f"  cold (the lists built; answered early {early} of {len(colds)} times) median {cold * 1000:.0f} ms,"
          f" warm (from the cache) median {warm * 1000:.0f} ms")
    print(f"  ratio {ratio:.1f} (goal <= {CHECK_GOAL:.0f}: {verdict(ratio <= CHECK_GOAL)});"
          f" the lists themselves there after a median {lists:.2f} s ({lists / warm:.1f}x warm)")

    app_peak = statistics.median(c["app_peak"] for c in colds)
    app_before = statistics.median(c["app_before"] for c in colds)
    builder = statistics.median(c["builder_peak"] for c in colds)
    builders_total = statistics.median(c["builders_total"] for c in colds)
    builders = max(c["builders"] for c in colds)
    children_maxrss = statistics.median(c["children_maxrss"] for c in colds)
    warm_peak = statistics.median(w["app_peak"] for w in warms)
    print("peak memory of the cold check (VmHWM)")
    print(f"  the app's process {app_peak:.0f} MiB (of it {app_before:.0f} MiB before the check; "
          f"warm: {warm_peak:.0f} MiB): {app_peak / MEMORY_GOAL_MIB:.2f} of the goal "
          f"(<= {MEMORY_GOAL_MIB:.0f} MiB: {verdict(app_peak <= MEMORY_GOAL_MIB)})")
    print(f"  the builder {builder:.0f} MiB: {builder / MEMORY_GOAL_MIB:.2f} of the goal "
          f"(<= {MEMORY_GOAL_MIB:.0f} MiB: {verdict(builder <= MEMORY_GOAL_MIB)})"
          + (f"; its {builders} processes' peaks added up {builders_total:.0f} MiB" if builders > 1 else ""))
    lookup = statistics.median(c["lookup_peak"] for c in colds)
    print(f"  the early lookup's process {lookup:.0f} MiB (it ends long before the builders' peaks)")
    together = statistics.median(c["together"] for c in colds)
    print(f"  the app and its builders at one moment at most {together:.0f} MiB (VmRSS, sampled every 5 ms)")
    print(f"  (ru_maxrss of the children: {children_maxrss:.0f} MiB; on Linux it also counts the app's"
          " process as it was when the builder was copied from it)")

    def latency(mode: str) -> tuple[float, int, str]:
        """The median of the runs' medians (ms), the edits, and each run's median."""
        medians = [statistics.median(made["times"]) * 1000 for made in runs[mode]]
        each = ", ".join(f"{median:.1f}" for median in medians)
        return statistics.median(medians), sum(len(made["times"]) for made in runs[mode]), each

    quiet, quiet_edits, quiet_each = latency("idle")
    during, during_edits, during_each = latency("build")
    before, before_edits, before_each = latency("thread")
    edit_ratio = during / quiet
    seen = all(made["built_in_child"] for made in runs["build"])
    print(f"an edit in the window (the rules' example, round 2, repainted; {EDIT_PAUSE_S * 1000:.0f} ms between edits;"
          f" the median of {args.edit_runs} runs' medians, taken by turns)")
    print(f"  no build: {quiet:.2f} ms over {quiet_edits} edits (runs: {quiet_each})")
    print(f"  while the lists build in processes of their own: {during:.2f} ms over {during_edits} edits"
          f" (runs: {during_each}; builder seen: {seen})")
    print(f"  ratio {edit_ratio:.2f} (goal <= {EDIT_GOAL}: {verdict(edit_ratio <= EDIT_GOAL)})")
    print(f"  for comparison, built in a thread of the app (as before): {before:.2f} ms over"
          f" {before_edits} edits (runs: {before_each}; {before / quiet:.2f}x)")


if __name__ == "__main__":
    main()
