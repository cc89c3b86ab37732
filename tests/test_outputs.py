"""Where reports are written: never over a game, never half, never silently.

``wordmastermind report`` checks every output path before it writes any:
no report replaces the game it reads or any other game file (by its suffix
or by the ``kind`` its JSON names), and a write that fails (a missing
folder, a path under a file, a device, a full disk) keeps the old file,
says why on one line and exits 1. The app's exports go through the same
writers and get the same guard.
"""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pypdf
import pytest
from test_cli import Run, two_rounds

from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.files.outputs import OutputError, check_output
from wordmastermind.files.wachtwoord.file import save_wachtwoord
from wordmastermind.files.writers import write_report
from wordmastermind.games import GAMES, RECORD_FORMATS

FORMATS = ("docx", "xlsx", "txt", "pdf")


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Run:
    return Run(capsys)


@pytest.fixture
def game(tmp_path: Path, run: Run) -> Path:
    return two_rounds(tmp_path, run)


def report(*args: object) -> list[str]:
    return ["report", *map(str, args)]


def one_line(err: str) -> str:
    """The message of a refusal: one line, no traceback."""
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    return lines[0]


# --- never over a game -----------------------------------------------------------


@pytest.mark.parametrize("kind", FORMATS)
def test_a_report_never_replaces_the_game_it_reads(game: Path, run: Run, kind: str) -> None:
    before, files = game.read_bytes(), sorted(game.parent.iterdir())
    message = one_line(run.fails(*report(game, f"--{kind}", game)))
    assert "game file" in message
    assert game.read_bytes() == before
    assert sorted(game.parent.iterdir()) == files  # nothing written beside it either


def test_a_report_never_replaces_a_game_under_a_report_suffix(tmp_path: Path, game: Path, run: Run) -> None:
    # The game saved as game.txt, game.docx …: the file read is never the one written.
    for kind in FORMATS:
        named = tmp_path / f"game-{kind}.{kind}"
        shutil.copyfile(game, named)
        before = named.read_bytes()
        message = one_line(run.fails(*report(named, f"--{kind}", named)))
        assert "reads" in message or "game file" in message
        assert named.read_bytes() == before


@pytest.mark.parametrize("kind", FORMATS)
def test_a_report_never_replaces_another_game(tmp_path: Path, game: Path, run: Run, kind: str) -> None:
    from test_wachtwoord_file import example_game

    other = tmp_path / f"other.{kind}"  # a Wachtwoord sheet under a report's suffix
    save_wachtwoord(example_game(), other)
    before = other.read_bytes()
    message = one_line(run.fails(*report(game, f"--{kind}", other)))
    assert "a Wachtwoord game file" in message
    assert other.read_bytes() == before


def test_no_report_is_named_like_a_game(tmp_path: Path, game: Path, run: Run) -> None:
    for suffix in [g.suffix for g in GAMES] + [f.suffix for f in RECORD_FORMATS]:
        target = tmp_path / f"new{suffix.upper()}"
        message = one_line(run.fails(*report(game, "--pdf", target)))
        assert f"{suffix.upper()}" in message and "game file" in message
        assert not target.exists()


def test_every_output_is_checked_before_any_is_written(tmp_path: Path, game: Path, run: Run) -> None:
    before = game.read_bytes()
    first = tmp_path / "round.docx"
    run.fails(*report(game, "--docx", first, "--pdf", game))
    assert not first.exists()
    assert game.read_bytes() == before
    twice = tmp_path / "twice.docx"
    assert "twice" in one_line(run.fails(*report(game, "--docx", twice, "--xlsx", twice)))
    assert not twice.exists()


def test_the_apps_export_is_guarded_by_the_same_writers(tmp_path: Path, qtbot: Any) -> None:
    """Refused before the worker that would make the file starts: the game file stays as it was."""
    from PySide6.QtWidgets import QWidget

    from wordmastermind.gui.report_export import write_report_as

    window = QWidget()
    qtbot.addWidget(window)

    played = tmp_path / "played.wmm"
    from wordmastermind.files.wmm.file import save_game

    save_game(rules_example(), played)
    before = played.read_bytes()
    made = round_report(player_view(evaluate(rules_example()), 2))
    for suffix in ("pdf", "docx", "xlsx", "txt"):
        disguised = tmp_path / f"played.{suffix}"
        shutil.copyfile(played, disguised)
        with pytest.raises(OutputError, match="a Wörter-MasterMind game file"):
            write_report_as(made, disguised, suffix, window)
        assert disguised.read_bytes() == before


def test_check_output_accepts_a_new_file_and_an_old_report(tmp_path: Path) -> None:
    check_output(tmp_path / "new.pdf")
    old = tmp_path / "old.docx"
    old.write_bytes(b"PK\x03\x04 an old report")
    check_output(old)
    text = tmp_path / "notes.txt"
    text.write_text('{"kind": "shopping list"}')  # JSON, but no game's
    check_output(text)


# --- a write that fails keeps the old file and says why ------------------------------


@pytest.mark.parametrize("kind", FORMATS)
def test_a_report_into_a_folder_that_is_not_there(tmp_path: Path, game: Path, run: Run, kind: str) -> None:
    message = one_line(run.fails(*report(game, f"--{kind}", tmp_path / "missing" / f"r.{kind}")))
    assert "missing" in message and "no such folder" in message
    plain = tmp_path / "plain"
    plain.write_text("a file, not a folder")
    message = one_line(run.fails(*report(game, f"--{kind}", plain / f"r.{kind}")))
    assert "is a file, not a folder" in message
    assert plain.read_text() == "a file, not a folder"


def test_a_report_onto_a_device_or_a_folder(tmp_path: Path, game: Path, run: Run) -> None:
    for kind in FORMATS:
        (tmp_path / f"folder.{kind}").mkdir()
        assert "is a folder" in one_line(run.fails(*report(game, f"--{kind}", tmp_path / f"folder.{kind}")))
    if Path("/dev/full").exists():
        assert "not a regular file" in one_line(run.fails(*report(game, "--pdf", "/dev/full")))


@pytest.fixture
def full_disk(tmp_path: Path) -> Iterator[Path]:
    """A folder on a real, small file system that is full (a tmpfs: needs root)."""
    mount = tmp_path / "small-disk"
    mount.mkdir()
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small tmpfs needs root")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount)],
                          capture_output=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode(errors='replace').strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", str(mount)], check=True)


def fill(folder: Path) -> None:
    """Fill the file system under ``folder`` to the last byte."""
    with open(folder / "filler", "wb", buffering=0) as handle:
        for size in (65536, 4096, 1):
            try:
                while True:
                    handle.write(b"\0" * size)
            except OSError as error:
                assert error.errno == errno.ENOSPC


@pytest.mark.parametrize("kind", FORMATS)
def test_a_full_disk_keeps_the_old_report(full_disk: Path, game: Path, run: Run, kind: str) -> None:
    target = full_disk / f"round.{kind}"
    run.ok(*report(game, f"--{kind}", target, "--round", 1))
    before = target.read_bytes()
    fill(full_disk)
    message = one_line(run.fails(*report(game, f"--{kind}", target)))
    assert "No space left on device" in message
    assert target.read_bytes() == before
    assert sorted(p.name for p in full_disk.iterdir()) == ["filler", target.name]


def test_a_pdf_the_disk_does_not_take_keeps_the_old_one(
    tmp_path: Path, game: Path, run: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The one place where the OS is faked: the disk reports it is full as the data reaches it.
    target = tmp_path / "round.pdf"
    run.ok(*report(game, "--pdf", target, "--round", 1))
    before = target.read_bytes()

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    message = one_line(run.fails(*report(game, "--pdf", target)))
    assert message == f"wordmastermind: {target}: cannot be written: No space left on device"
    monkeypatch.undo()
    assert target.read_bytes() == before
    assert len(pypdf.PdfReader(str(target)).pages) >= 1
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []


def test_write_report_refuses_before_it_writes(tmp_path: Path) -> None:
    made = round_report(player_view(evaluate(rules_example()), 1))
    with pytest.raises(OutputError, match="no such folder"):
        write_report(made, tmp_path / "nowhere" / "r.docx")


def test_a_roster_export_never_replaces_a_game(tmp_path: Path) -> None:
    from wordmastermind.files.wmm.file import save_game
    from wordmastermind.files.wmm.roster_export import export_roster

    game = rules_example()
    disguised = tmp_path / "players.csv"  # the game saved under a roster's name
    save_game(game, disguised)
    before = disguised.read_bytes()
    for with_secrets in (False, True):
        with pytest.raises(OutputError, match="a Wörter-MasterMind game file"):
            export_roster(game.players, disguised, with_secrets=with_secrets)
    assert disguised.read_bytes() == before
    with pytest.raises(OutputError, match="no such folder"):
        export_roster(game.players, tmp_path / "nowhere" / "players.xlsx", with_secrets=False)


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="a read-only folder does not stop root")
@pytest.mark.parametrize("kind", FORMATS)
def test_a_read_only_folder_keeps_the_old_report(tmp_path: Path, game: Path, run: Run, kind: str) -> None:
    folder = tmp_path / "reports"
    folder.mkdir()
    target = folder / f"round.{kind}"
    run.ok(*report(game, f"--{kind}", target, "--round", 1))
    before = target.read_bytes()
    folder.chmod(0o555)
    try:
        message = one_line(run.fails(*report(game, f"--{kind}", target)))
    finally:
        folder.chmod(0o755)
    assert message == f"wordmastermind: {target}: cannot be written: Permission denied"
    assert target.read_bytes() == before


@pytest.mark.skipif(not Path("/sys/kernel").is_dir(), reason="no sysfs here")
@pytest.mark.parametrize("kind", FORMATS)
def test_a_folder_nobody_may_write_is_one_line(game: Path, run: Run, kind: str) -> None:
    # sysfs takes no new files, not even from root.
    target = Path("/sys/kernel") / f"round.{kind}"
    message = one_line(run.fails(*report(game, f"--{kind}", target)))
    assert message.startswith(f"wordmastermind: {target}: cannot be written: ")
    assert not target.exists()
