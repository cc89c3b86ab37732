"""The release check: everything that must hold before a release, in one summary table.

    .venv/bin/python tools/release_check.py [--skip-bundle] [--skip-screenshots]

Runs, in turn: the whole test suite; every benchmark in ``benchmarks/``
(each prints its goals with "meets" or "MISSES"); the screenshot script
(into ``screenshots/``, to be looked at; it needs Xvfb); and the bundle smoke
test (``tools/bundle_smoke.sh``: build the frozen app, start it headless,
write reports). Then one table: each step, passed or failed, how long it
took, and the line that says why. Exit 0 only if every step passed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable


@dataclass
class Step:
    name: str
    result: str
    seconds: float
    detail: str


Judge = Callable[[int, str], tuple[bool, str]]


def run(name: str, command: list[str], judge: Judge, env: dict[str, str] | None = None) -> Step:
    print(f"== {name}: {' '.join(command)}", flush=True)
    start = time.monotonic()
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, **(env or {})}, check=False)
    seconds = time.monotonic() - start
    output = done.stdout + done.stderr
    sys.stdout.write(output[-4000:])
    ok, detail = judge(done.returncode, output)
    return Step(name, "passed" if ok else "FAILED", seconds, detail)


def last_line(output: str, *marks: str) -> str:
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    chosen = [line for line in lines if any(mark in line for mark in marks)] if marks else lines
    return (chosen or lines or [""])[-1][:110]


def judge_tests(code: int, output: str) -> tuple[bool, str]:
    return code == 0, last_line(output, "passed", "failed", "error")


def judge_benchmark(code: int, output: str) -> tuple[bool, str]:
    goals = [line.strip() for line in output.splitlines() if "goal" in line.lower()]
    missed = [line for line in goals if "MISSES" in line]
    if code != 0:
        return False, last_line(output)
    if missed:
        return False, missed[0][:110]
    return True, f"{len(goals)} goal(s) met" if goals else "ran (no goal printed)"


def judge_plain(code: int, output: str) -> tuple[bool, str]:
    return code == 0, last_line(output)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-bundle", action="store_true", help="leave out the bundle smoke test")
    parser.add_argument("--skip-screenshots", action="store_true", help="leave out the screenshots")
    args = parser.parse_args(argv)
    steps = [run("test suite", [PYTHON, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "auto"], judge_tests)]
    for bench in sorted((ROOT / "benchmarks").glob("*.py")):
        steps.append(run(f"benchmark {bench.stem}", [PYTHON, str(bench)], judge_benchmark))
    if args.skip_screenshots:
        steps.append(Step("screenshots", "skipped", 0.0, "--skip-screenshots"))
    elif shutil.which("Xvfb") is None and not os.environ.get("DISPLAY"):
        steps.append(Step("screenshots", "FAILED", 0.0, "no Xvfb and no DISPLAY: apt-get install xvfb"))
    else:
        def judge_shots(code: int, output: str) -> tuple[bool, str]:
            count = sum(1 for line in output.splitlines() if line.strip().endswith(".png"))
            return code == 0 and count > 0, f"{count} screenshots in screenshots/: look at them"
        steps.append(run("screenshots", [PYTHON, "tools/screenshots.py", "--out", "screenshots"], judge_shots))
    if args.skip_bundle:
        steps.append(Step("bundle smoke test", "skipped", 0.0, "--skip-bundle"))
    else:
        steps.append(run("bundle smoke test", ["bash", "tools/bundle_smoke.sh"], judge_plain))
    print()
    width = max(len(step.name) for step in steps)
    print(f"{'step':<{width}}  result   time    detail")
    print(f"{'-' * width}  -------  ------  {'-' * 40}")
    for step in steps:
        print(f"{step.name:<{width}}  {step.result:<7}  {step.seconds:5.0f}s  {step.detail}")
    return 0 if all(step.result != "FAILED" for step in steps) else 1


if __name__ == "__main__":
    sys.exit(main())
