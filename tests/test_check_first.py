"""The command line's first word check on a machine without the lists' cache: answered at once from the
lists themselves, the same answer the built lists give, while the cache is built in the background at
the normal priority."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from wordmastermind.cli.entry import main
from wordmastermind.files import lexicon_check, lexicon_store
from wordmastermind.files.lexicon_store import building_lock, cache_path, load_lexicon

WORDS = [
    "Haus", "Häuser", "Hauses", "Haustür", "Salate", "Salats", "Peter", "Straße", "STRASSE", "Füßen",
    "laufen", "schnell", "ärgerlich", "Eltern", "Qxzyq", "Tisch-es", "4er", "Yalçın", "Kfz",
]
"""Nouns, plurals and other forms, compounds, names, words that are no nouns, unknown words, no words."""


@pytest.fixture(scope="module")
def real_german(lexicon_cache: Path) -> Path:
    load_lexicon("de", cache_dir=lexicon_cache)  # the run's one build of the real lists
    return lexicon_cache


def check(argv: list[str], cache: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> str:
    monkeypatch.setattr(lexicon_store, "default_cache_dir", lambda: cache)
    main(["check", *argv])
    out = capsys.readouterr()
    assert out.err == ""
    return out.out


@pytest.fixture
def cold(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Path | None]]:
    """An empty cache folder; the builds the check starts in the background are noted, not started, and
    a build it waited for fails the test."""
    started: list[tuple[str, Path | None]] = []

    def start_background_build(language: str, cache_dir: Path | None = None) -> None:
        started.append((language, cache_dir))

    def build_cache(language: str, **_: object) -> bytes:
        raise AssertionError(f"the check waited for the {language} lists to be built")

    monkeypatch.setattr(lexicon_store, "start_background_build", start_background_build)
    monkeypatch.setattr(lexicon_store, "build_cache", build_cache)
    return started


@pytest.mark.parametrize("options", [[], ["--noun"]], ids=["words", "nouns"])
def test_the_first_check_answers_at_once_as_the_built_lists_do(
    real_german: Path, cold: list[tuple[str, Path | None]], tmp_path: Path, options: list[str],
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    empty = tmp_path / "cache"
    first = check([*WORDS, "--lang", "de", *options], empty, monkeypatch, capsys)
    assert cold == [("de", None)]  # the cache is left to a build the check does not wait for
    assert not cache_path("de", empty).exists()
    warm = check([*WORDS, "--lang", "de", *options], real_german, monkeypatch, capsys)
    assert first == warm
    lines = dict(line.split(": ", 1) for line in first.splitlines())
    assert lines["HAUS"] == lines["HAUSTÜR"] == "known"
    assert lines["QXZYQ"].startswith("not accepted")
    if options:
        assert lines["SALATE"] == "not accepted (plural of SALAT)"
        assert lines["PETER"] == "not accepted (not a common noun: first name)"
        assert lines["ÄRGERLICH"] == "not accepted (not a known noun)"
    else:
        assert lines["LAUFEN"] == lines["SCHNELL"] == lines["STRAẞE"] == "known"
        assert lines["TISCH-ES"] == "not accepted (not a known word)"


def test_the_first_check_with_a_games_rules_and_an_own_list(
    real_german: Path, cold: list[tuple[str, Path | None]], tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    from wordmastermind.core.wmm.game import Game, Settings
    from wordmastermind.files.wmm.file import save_game

    game, own = tmp_path / "g.wmm", tmp_path / "mine.txt"
    save_game(Game(Settings("t", 5, False, False), ()), game)
    own.write_text("Quarx\nSalate\n", encoding="utf-8")
    argv = ["Salat", "Tische", "Bären", "Quarx", "Salate", "Hunde", "--noun", "--game", str(game), "--list", str(own)]
    first = check(argv, tmp_path / "cache", monkeypatch, capsys)
    assert cold == [("de", None)]
    assert first == check(argv, real_german, monkeypatch, capsys)
    assert first.splitlines()[:2] == [
        "SALAT: known", "TISCHE: not accepted (TISCHE has 6 letters, the game needs 5; plural of TISCH)",
    ]


def test_no_early_answer_where_the_cache_is_there(
    real_german: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    looked: list[object] = []
    monkeypatch.setattr(lexicon_check, "early_lexicon", lambda *args, **kwargs: looked.append(args))
    assert check(["Salate", "--noun"], real_german, monkeypatch, capsys) == "SALATE: not accepted (plural of SALAT)\n"
    assert looked == []


def test_a_dutch_first_check_builds_its_lists_at_the_normal_priority(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    asked: list[bool | None] = []

    def build_cache(language: str, *, low_priority: bool | None = None) -> bytes:
        asked.append(low_priority)
        raise lexicon_store.LexiconError("not built in this test")

    monkeypatch.setattr(lexicon_store, "low_priority_builds", True)  # as in the app
    monkeypatch.setattr(lexicon_store, "build_cache", build_cache)
    monkeypatch.setattr(lexicon_store, "default_cache_dir", lambda: tmp_path)
    with pytest.raises(SystemExit):
        main(["check", "fiets", "--lang", "nl"])
    assert asked == [False]  # the command line has no window to protect: its user waits
    assert "not built in this test" in capsys.readouterr().err


def niceness(pid: int) -> int | None:
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[16])
    except (OSError, IndexError, ValueError):
        return None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a process's priority read in /proc")
@pytest.mark.parametrize("low", [False, True], ids=["normal", "low"])
def test_a_build_runs_at_a_low_priority_only_where_asked(low: bool) -> None:
    own = niceness(os.getpid())
    process = lexicon_store.start_build("fr", "words", low_priority=low)
    seen: set[int] = set()
    while True:
        value = niceness(process.pid)
        if value is not None:
            seen.add(value)
        try:
            _out, err = process.communicate(timeout=0.002)  # its output read meanwhile: it never waits for us
            break
        except subprocess.TimeoutExpired:
            continue
    assert process.returncode == 0, err
    assert own is not None and seen
    assert max(seen) == (min(own + 10, 19) if low else own)


def test_the_background_build_writes_the_cache_and_outlives_who_started_it(tmp_path: Path) -> None:
    """The command line does not wait for it; its output goes nowhere, so nothing waits for it either."""
    process = lexicon_store.start_background_build("fr", tmp_path)
    assert process is not None
    assert process.stdout is None and process.stderr is None  # nothing of ours is held open by it
    assert process.wait(timeout=120) == 0
    path = cache_path("fr", tmp_path)
    assert path.is_file() and not building_lock(path).exists()
    assert lexicon_store.cached_lexicon("fr", tmp_path) is not None


def test_a_second_background_build_is_not_started_while_one_runs(tmp_path: Path) -> None:
    from wordmastermind.files.lockfile import LockFile

    lock = LockFile(building_lock(cache_path("de", tmp_path)))
    assert lock.acquire()  # a build of this very cache under way (this process, as far as the lock tells)
    try:
        assert lexicon_store.start_background_build("de", tmp_path) is None
    finally:
        lock.release()


def test_the_builder_writing_the_cache_leaves_it_to_a_build_under_way(tmp_path: Path) -> None:
    from wordmastermind.files.lockfile import LockFile

    path = cache_path("fr", tmp_path)
    lock = LockFile(building_lock(path))
    assert lock.acquire()
    try:
        done = subprocess.run([sys.executable, "-m", "wordmastermind.files.lexicon_build", "fr", "save", str(path)],
                              capture_output=True, check=False, timeout=120)
    finally:
        lock.release()
    assert done.returncode == 0 and not path.exists()


def test_no_background_build_where_the_cache_folder_cannot_be_made(tmp_path: Path) -> None:
    (tmp_path / "blocked").write_text("a file where the folder would be\n")
    assert lexicon_store.start_background_build("de", tmp_path / "blocked") is None
