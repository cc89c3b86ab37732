"""Saving a game file when other writers are about: nothing is lost, nothing is left behind.

Two writers of one file (two commands, the app and a command, two copies of
the app) never lose each other's changes: a save takes the file's lock
(``NAME.lock`` beside it) and refuses a file that changed on disk since it
was read. A save that was killed leaves no hidden copy behind for long, and
a game reached through a symbolic link is saved into the link's target.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files import atomic
from wordmastermind.files.wmm.file import GameFileError, load_game, load_game_stamped, save_game

CHANGED = "changed on disk since it was read"
BUSY = "another program is saving it"


def run_python(code: str, *args: object, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code, *map(str, args)], capture_output=True, text=True, timeout=timeout
    )


def a_game(tmp_path: Path, rounds: int = 6) -> Path:
    path = tmp_path / "game.wmm"
    game = random_game(6, rounds, seed=3)
    assert len(game.rounds) == rounds
    save_game(game, path)
    return path


# ------------------------------------------------------------- two writers

WRITER = r"""
import contextlib, io, json, sys, time
from pathlib import Path
from wordmastermind.cli.entry import main

game, go, me, edits, out = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), Path(sys.argv[5])
print("ready", flush=True)  # imported: at the start line
deadline = time.monotonic() + 30
while not go.exists():
    if time.monotonic() > deadline:
        raise SystemExit("no start signal")
    time.sleep(0.002)
results = []
for n in range(edits):
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        try:
            main(["notes", str(game), "--round", str(me), f"writer {me} edit {n}"])
            code = 0
        except SystemExit as exit_:
            code = int(exit_.code or 0)
    results.append([n, code, err.getvalue()])
out.write_text(json.dumps(results))
"""


def test_concurrent_command_line_writers_lose_no_edit(tmp_path: Path) -> None:
    """Four `notes` commands at once, 25 edits each: every edit a command reports
    as saved is in the file at the end; the others were refused, saying why."""
    writers, edits = 4, 25
    path = a_game(tmp_path, rounds=writers)
    go = tmp_path / "go"
    processes = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), str(go), str(me), str(edits), str(tmp_path / f"w{me}.json")],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for me in range(1, writers + 1)
    ]
    try:
        for process in processes:  # each has imported and waits at the start line
            assert process.stdout is not None and process.stdout.readline() == "ready\n"
        go.touch()
        for process in processes:
            _out, err = process.communicate(timeout=120)
            assert process.returncode == 0, err
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait()
    game = load_game(path)
    refused = 0
    for me in range(1, writers + 1):
        results = json.loads((tmp_path / f"w{me}.json").read_text())
        saved = [n for n, code, _err in results if code == 0]
        for n, code, err in results:
            if code != 0:
                refused += 1
                assert err.count("\n") == 1 and (CHANGED in err or BUSY in err), err
        assert saved, f"writer {me} never got through"
        # this writer's round holds its last saved edit: nobody wrote over it with older data
        assert game.rounds[me - 1].notes == f"writer {me} edit {saved[-1]}"
    assert not list(tmp_path.glob("*.lock")) and not list(tmp_path.glob(".*.tmp"))


def test_a_save_refuses_a_file_changed_since_it_was_read(tmp_path: Path) -> None:
    path = a_game(tmp_path)
    mine = load_game_stamped(path)
    theirs = mine.value.with_notes(1, "their change")
    save_game(theirs, path)  # another program saves in between
    with pytest.raises(GameFileError, match=f"{path}: {CHANGED}"):
        save_game(mine.value.with_notes(2, "my change"), path, since=mine.stamp)
    assert load_game(path) == theirs
    assert not (tmp_path / "game.wmm.lock").exists()
    # read again, the change goes through on the fresh data
    fresh = load_game_stamped(path)
    save_game(fresh.value.with_notes(2, "my change"), path, since=fresh.stamp)
    assert [r.notes for r in load_game(path).rounds[:2]] == ["their change", "my change"]


# ------------------------------------------------------------------ the lock

HOLDER = r"""
import sys, time
from pathlib import Path
from wordmastermind.files.atomic import writing
from wordmastermind.files.wmm.file import load_game, save_game

path, seconds = Path(sys.argv[1]), float(sys.argv[2])
game = load_game(path)
with writing(path):
    print("holding", flush=True)
    time.sleep(seconds)
    save_game(game.with_notes(1, "the holder's change"), path)
"""


def test_a_save_waits_for_another_writer_then_refuses_its_stale_data(tmp_path: Path) -> None:
    path = a_game(tmp_path)
    mine = load_game_stamped(path)
    with subprocess.Popen([sys.executable, "-c", HOLDER, str(path), "0.5"],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as holder:
        try:
            assert holder.stdout is not None and holder.stdout.readline() == "holding\n"
            assert (tmp_path / "game.wmm.lock").exists()
            started = time.monotonic()
            with pytest.raises(GameFileError, match=CHANGED):
                save_game(mine.value.with_notes(2, "mine"), path, since=mine.stamp)
            assert time.monotonic() - started > 0.2  # it waited for the holder
        finally:
            _out, err = holder.communicate(timeout=30)
    assert holder.returncode == 0, err
    assert [r.notes for r in load_game(path).rounds[:2]] == ["the holder's change", ""]
    assert not (tmp_path / "game.wmm.lock").exists()


GATED_HOLDER = r"""
import sys, time
from pathlib import Path
from wordmastermind.files.atomic import writing
from wordmastermind.files.wmm.file import load_game, save_game

path, go = Path(sys.argv[1]), Path(sys.argv[2])
with writing(path):
    print("holding", flush=True)
    while not go.exists():
        time.sleep(0.005)
    save_game(load_game(path).with_notes(1, "their change"), path)
"""


SLEEP_CALLS = {"x86_64": {"35", "230"}, "aarch64": {"101", "115"}}
"""The system calls of a sleep (nanosleep, clock_nanosleep) by machine, as ``/proc/PID/syscall`` numbers them."""


def waits_for_the_lock(pid: int) -> bool:
    """Whether process ``pid`` sleeps between its tries for a game's lock (the only sleep of a command's
    save): Linux tells where a process waits (``/proc/PID/wchan``) and in which system call."""
    import platform

    try:
        where = Path(f"/proc/{pid}/wchan").read_text()
        call = Path(f"/proc/{pid}/syscall").read_text().split(" ", 1)[0]
    except OSError:  # gone
        return False
    return "nanosleep" in where or call in SLEEP_CALLS.get(platform.machine(), set())


@pytest.mark.skipif(not Path("/proc/self/wchan").exists(), reason="tells a waiting process by Linux's /proc")
def test_the_command_line_says_the_file_changed_and_writes_nothing(tmp_path: Path) -> None:
    """`notes` reads the game while another program is saving it: it waits for the
    other save, then refuses in one line, since what it read is no longer the file."""
    path = a_game(tmp_path)
    go = tmp_path / "go"
    with subprocess.Popen([sys.executable, "-c", GATED_HOLDER, str(path), str(go)],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as holder:
        try:
            assert holder.stdout is not None and holder.stdout.readline() == "holding\n"
            with subprocess.Popen([Path(sys.executable).parent / "wordmastermind", "notes", str(path),
                                   "--round", "2", "my change"],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as command:
                deadline = time.monotonic() + 60
                while not waits_for_the_lock(command.pid):  # it has read the game, and waits to save
                    assert command.poll() is None, command.communicate()
                    assert time.monotonic() < deadline, "the command never waited for the lock"
                    time.sleep(0.005)
                go.touch()
                _out, err = command.communicate(timeout=60)
        finally:
            go.touch()
            holder.communicate(timeout=30)
    assert holder.returncode == 0
    assert command.returncode == 1, err
    assert err.startswith(f"wordmastermind: {path}: {CHANGED}") and err.count("\n") == 1, err
    assert [r.notes for r in load_game(path).rounds[:2]] == ["their change", ""]


KILLED_SAVE = r"""
import os, signal, sys
from pathlib import Path
from wordmastermind.files.wmm.file import load_game, save_game

path = Path(sys.argv[1])
game = load_game(path)

def die(*args, **kwargs):
    os.kill(os.getpid(), signal.SIGKILL)

os.replace = die  # the process is killed just before the new version takes the file's place
save_game(game.with_notes(1, "never saved"), path)
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_killed_save_leaves_nothing_behind_after_the_next_save(tmp_path: Path) -> None:
    path = a_game(tmp_path)
    before = path.read_bytes()
    killed = run_python(KILLED_SAVE, path)
    assert killed.returncode == -9, killed.stderr
    assert path.read_bytes() == before  # the game is whole
    left = list(tmp_path.glob(".game.wmm.*.tmp"))
    assert left and all(b'"secret"' in file.read_bytes() for file in left)  # hidden full copies
    assert (tmp_path / "game.wmm.lock").exists()  # its lock, from a process that is gone

    loaded = load_game_stamped(path)
    save_game(loaded.value.with_notes(1, "saved"), path, since=loaded.stamp)
    assert load_game(path).rounds[0].notes == "saved"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.wmm", "game.wmm.bak"]


def test_an_old_temporary_file_beside_a_report_is_cleaned_up_a_fresh_one_kept(tmp_path: Path) -> None:
    """Writers without a lock (reports, mails) leave a fresh temporary file alone:
    its writer may still be at work; one older than a safe age is gone."""
    target = tmp_path / "report.txt"
    old = tmp_path / ".report.txt.abcd1234.tmp"
    fresh = tmp_path / ".report.txt.efgh5678.tmp"
    other = tmp_path / ".report.txt.old.abcd1234.tmp"  # another file's (report.txt.old)
    for file in (old, fresh, other):
        file.write_text("SALAT")
    an_hour_ago = time.time() - 3600
    os.utime(old, (an_hour_ago, an_hour_ago))
    os.utime(other, (an_hour_ago, an_hour_ago))
    atomic.atomic_write(target, b"report", keep_backup=False)
    assert target.read_bytes() == b"report"
    assert not old.exists() and fresh.exists() and other.exists()


# ------------------------------------------------------------ symbolic links


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_a_game_reached_through_a_link_is_saved_into_the_links_target(tmp_path: Path) -> None:
    real = tmp_path / "games" / "herbst.wmm"
    real.parent.mkdir()
    game = random_game(5, 3, seed=1)
    save_game(game, real)
    link = tmp_path / "current.wmm"
    link.symlink_to(real)
    loaded = load_game_stamped(link)
    save_game(loaded.value.with_notes(1, "through the link"), link, since=loaded.stamp)
    assert link.is_symlink() and link.resolve() == real
    assert load_game(real).rounds[0].notes == "through the link"
    assert load_game(real.with_name("herbst.wmm.bak")) == game
    assert sorted(p.name for p in tmp_path.iterdir()) == ["current.wmm", "games"]
    assert sorted(p.name for p in real.parent.iterdir()) == ["herbst.wmm", "herbst.wmm.bak"]
