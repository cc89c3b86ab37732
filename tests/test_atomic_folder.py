"""Many files into one folder (:func:`~wordmastermind.files.atomic.atomic_write_all`): each as ``atomic_write``
writes one, the folder looked through once for what killed writes left."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from wordmastermind.files import atomic


def aged(path: Path, seconds: float = 3600) -> Path:
    path.write_text("SALAT")
    then = time.time() - seconds
    os.utime(path, (then, then))
    return path


def test_each_file_is_written_and_the_folder_looked_through_once(tmp_path: Path, monkeypatch: Any) -> None:
    scans: list[Any] = []
    scandir = os.scandir

    def counted(folder: Any) -> Any:
        scans.append(folder)
        return scandir(folder)

    monkeypatch.setattr(os, "scandir", counted)
    (tmp_path / "b.eml").write_bytes(b"old")
    files = [(tmp_path / f"{name}.eml", [b"Hallo ", name.encode(), b"\r\n"]) for name in "abc"]
    atomic.atomic_write_all(files, keep_backup=False, durable=False)
    assert [(p.name, p.read_bytes()) for p in sorted(tmp_path.iterdir())] == [
        ("a.eml", b"Hallo a\r\n"), ("b.eml", b"Hallo b\r\n"), ("c.eml", b"Hallo c\r\n")]
    assert len(scans) == 1


def test_the_mode_of_new_files_is_read_once_for_all(tmp_path: Path, monkeypatch: Any) -> None:
    """A run's sixty .eml files: the process's umask (read from /proc on Linux) is read once, not once a file."""
    reads: list[int] = []
    read = atomic.new_file_mode

    def counted() -> int:
        reads.append(1)
        return read()

    monkeypatch.setattr(atomic, "new_file_mode", counted)
    atomic.atomic_write_all([(tmp_path / f"{n}.eml", b"x") for n in range(60)], keep_backup=False, durable=False)
    assert len(reads) == 1 and {p.stat().st_mode & 0o777 for p in tmp_path.iterdir()} == {read()}


def test_old_temporaries_of_the_files_go_fresh_ones_and_others_stay(tmp_path: Path) -> None:
    """As ``atomic_write`` leaves them (see test_saving): a fresh one's writer may be at work."""
    old = aged(tmp_path / ".a.eml.abcd1234.tmp")
    old_backup = aged(tmp_path / ".a.eml.bak.abcd1234.tmp")
    fresh = tmp_path / ".b.eml.efgh5678.tmp"
    fresh.write_text("SALAT")
    other = aged(tmp_path / ".a.eml.old.abcd1234.tmp")  # another file's (a.eml.old)
    stranger = aged(tmp_path / ".z.eml.abcd1234.tmp")  # a file not written now
    atomic.atomic_write_all([(tmp_path / "a.eml", b"A"), (tmp_path / "b.eml", b"B")], keep_backup=False)
    assert not old.exists() and not old_backup.exists()
    assert fresh.exists() and other.exists() and stranger.exists()
    assert (tmp_path / "a.eml").read_bytes() == b"A" and (tmp_path / "b.eml").read_bytes() == b"B"


@pytest.mark.parametrize("name", ["x.bak", "x"])
def test_a_backup_named_file_and_its_owner_find_the_same_temporaries(tmp_path: Path, name: str) -> None:
    """``.x.bak.XXXXXXXX.tmp`` is x.bak's temporary and the copy of x's backup: each write removes it,
    as ``remove_stale_temporaries`` does."""
    left = aged(tmp_path / ".x.bak.abcd1234.tmp")
    atomic.atomic_write_all([(tmp_path / name, b"new")], keep_backup=False)
    assert not left.exists()
    aged(left)
    atomic.remove_stale_temporaries(tmp_path / name)
    assert not left.exists()


def test_a_failed_file_leaves_the_files_written_and_no_temporary(tmp_path: Path) -> None:
    (tmp_path / "b.eml").write_bytes(b"as it was")

    def pieces() -> Iterator[bytes]:
        yield b"half"
        raise OSError("disk full")

    files = [(tmp_path / "a.eml", iter([b"A"])), (tmp_path / "b.eml", pieces()), (tmp_path / "c.eml", iter([b"C"]))]
    with pytest.raises(OSError, match="disk full"):
        atomic.atomic_write_all(files, keep_backup=False)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.eml", "b.eml"]
    assert (tmp_path / "b.eml").read_bytes() == b"as it was"


def test_the_data_of_a_file_is_made_when_it_is_written(tmp_path: Path) -> None:
    made: list[str] = []

    def files() -> Iterator[tuple[Path, bytes]]:
        for name in ("a", "b"):
            made.append(name)
            assert all((tmp_path / f"{n}.eml").exists() for n in made[:-1])
            yield tmp_path / f"{name}.eml", name.encode()

    atomic.atomic_write_all(files(), keep_backup=False, durable=False)
    assert made == ["a", "b"]


def test_backups_and_modes_are_kept_as_atomic_write_keeps_them(tmp_path: Path) -> None:
    target = tmp_path / "a.txt"
    target.write_bytes(b"old")
    target.chmod(0o600)
    atomic.atomic_write_all([(target, b"new")])
    assert target.read_bytes() == b"new" and (tmp_path / "a.txt.bak").read_bytes() == b"old"
    if os.name == "posix":
        assert target.stat().st_mode & 0o777 == 0o600


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_a_file_reached_through_a_link_is_written_into_its_target(tmp_path: Path) -> None:
    real = tmp_path / "elsewhere" / "a.eml"
    real.parent.mkdir()
    real.write_bytes(b"old")
    left = aged(real.parent / ".a.eml.abcd1234.tmp")
    link = tmp_path / "a.eml"
    link.symlink_to(real)
    atomic.atomic_write_all([(link, b"new")], keep_backup=False)
    assert link.is_symlink() and real.read_bytes() == b"new" and not left.exists()


@pytest.mark.skipif(os.name != "posix", reason="file modes")
@pytest.mark.parametrize("umask", [0o022, 0o077, 0o002])
def test_a_new_file_gets_the_mode_any_program_would_give_it(tmp_path: Path, umask: int) -> None:
    """Found by a game master: every report saved, the game and the .eml files were for their owner only
    (mkstemp's temporary), though the umask was 022: a report put in a shared folder could not be read there."""
    before = os.umask(umask)
    try:
        atomic.atomic_write_all([(tmp_path / "report.pdf", b"%PDF"), (tmp_path / "game.wmm", b"{}")])
        with open(tmp_path / "plain.txt", "wb"):
            pass
    finally:
        os.umask(before)
    expected = (tmp_path / "plain.txt").stat().st_mode & 0o777
    assert expected == 0o666 & ~umask
    assert {(tmp_path / name).stat().st_mode & 0o777 for name in ("report.pdf", "game.wmm")} == {expected}
