"""The test suite itself: it keeps out of the user's folders, and nothing a test starts outlives it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CONFTEST = Path(__file__).resolve().parent / "conftest.py"


def run_pytest(args: list[str], home: Path, basetemp: Path, cwd: Path = ROOT,
               environment: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """pytest in a child process, with ``home`` as HOME and no XDG folders of the caller's
    (``environment``: more variables, or other values, for it)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_") and k != "HOME"}
    env["HOME"] = str(home)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.update(environment or {})
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--basetemp={basetemp}", *args]
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)


@pytest.mark.slow
def test_tests_that_start_the_app_leave_home_untouched(tmp_path: Path) -> None:
    # The app's real start (settings, recovery, the word lists' cache, the
    # translations) and the crash log: with an empty HOME, it stays empty.
    home = tmp_path / "home"
    home.mkdir()
    result = run_pytest(
        [
            "tests/test_gui_window.py::test_app_main_opens_the_game_given",
            "tests/test_crash.py",
            "tests/test_smoke.py::test_the_smoke_test_writes_the_demo_reports",
        ],
        home,
        tmp_path / "basetemp",
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert sorted(str(p.relative_to(home)) for p in home.rglob("*")) == []


LEAKY_TESTS = '''
import subprocess
import sys
import threading

def test_a_thread_left_running():
    stop = threading.Event()
    threading.Thread(target=stop.wait, args=(30,), name="left running", daemon=True).start()

def test_a_child_process_left_running():
    subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])

def test_a_thread_that_is_finished_in_time():
    thread = threading.Thread(target=lambda: None, name="finished")
    thread.start()
    thread.join()
'''


@pytest.mark.slow
def test_a_test_that_leaves_a_thread_or_a_process_running_fails(tmp_path: Path) -> None:
    folder = tmp_path / "suite"
    folder.mkdir()
    (folder / "conftest.py").write_text(CONFTEST.read_text(encoding="utf-8"), encoding="utf-8")
    (folder / "test_leaky.py").write_text(LEAKY_TESTS, encoding="utf-8")
    home = tmp_path / "home"
    home.mkdir()
    result = run_pytest(["test_leaky.py"], home, tmp_path / "basetemp", cwd=folder)
    out = result.stdout
    assert result.returncode == 1, out
    assert "3 passed, 2 errors" in out, out  # each test ran; two fail at teardown
    assert "ERROR at teardown of test_a_thread_left_running" in out
    assert "'left running' still running" in out
    assert "ERROR at teardown of test_a_child_process_left_running" in out
    assert "child process" in out and "still running" in out
