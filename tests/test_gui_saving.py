"""The app's Save and recovery when other writers and other runs are about.

Save never writes over a change another program (a command, another copy
of the app) saved since the game was opened: it offers to reload the file or
to save elsewhere. Work a crashed run left is offered at every start, with a
file or without, even when the new run has the crashed one's process id (as
in a container), and kept until the user decides.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from wordmastermind.cli.entry import main as command_line
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.files.wmm.file import load_game, save_game
from wordmastermind.gui.wmm.roster_model import NAME

Buttons = QMessageBox.StandardButton
CHANGED = "changed on disk since you opened it"
RESTORE = "closed with unsaved changes"


def saved_demo(tmp_path: Path) -> Path:
    path = tmp_path / "demo.wmm"
    save_game(rules_example(), path)
    return path


def rename_first_player(window: Any, name: str) -> None:
    model = window.wmm.game_page.roster_model
    assert model.setData(model.index(0, NAME), name)


def notes_from_the_command_line(path: Path, text: str, capsys: Any) -> None:
    command_line(["notes", str(path), "--round", "1", text])
    capsys.readouterr()


# ------------------------------------------------------ a change on disk


def test_save_over_a_command_line_change_offers_to_save_elsewhere(
    window: Any, tmp_path: Path, dialogs: Any, capsys: Any
) -> None:
    path = saved_demo(tmp_path)
    assert window.open_path(path)
    notes_from_the_command_line(path, "from the command line", capsys)
    rename_first_player(window, "Alfonso")

    dialogs.answers = [Buttons.Cancel]
    assert not window.save()
    assert CHANGED in dialogs.texts("warning")[-1] and "demo.wmm" in dialogs.texts("warning")[-1]
    assert load_game(path).rounds[0].notes == "from the command line"  # nothing written over
    assert window.wmm.document.modified

    elsewhere = tmp_path / "mine.wmm"
    dialogs.answers = [Buttons.Save]
    dialogs.files = [str(elsewhere)]
    assert window.save()
    assert load_game(elsewhere).players[0].name == "Alfonso"
    on_disk = load_game(path)
    assert on_disk.rounds[0].notes == "from the command line" and on_disk.players[0].name == "Alfons"
    assert window.wmm.document.path == elsewhere and not window.wmm.document.modified


def test_reload_takes_the_file_as_another_program_saved_it(
    window: Any, tmp_path: Path, dialogs: Any, capsys: Any
) -> None:
    path = saved_demo(tmp_path)
    window.open_path(path)
    notes_from_the_command_line(path, "from the command line", capsys)
    rename_first_player(window, "Alfonso")
    dialogs.answers = [Buttons.Open]
    window.save_action.trigger()
    document = window.wmm.document
    assert document.game == load_game(path) and document.game.rounds[0].notes == "from the command line"
    assert document.path == path and not document.modified
    # now it saves on the fresh file, without asking
    asked = len(dialogs.texts("warning"))
    rename_first_player(window, "Alfonso")
    assert window.save()
    assert len(dialogs.texts("warning")) == asked
    assert load_game(path).players[0].name == "Alfonso"
    assert load_game(path).rounds[0].notes == "from the command line"


def test_a_second_copy_of_the_app_does_not_save_over_the_firsts_change(
    make_window: Any, tmp_path: Path, dialogs: Any
) -> None:
    path = saved_demo(tmp_path)
    first, second = make_window(), make_window()
    first.open_path(path)
    second.open_path(path)
    rename_first_player(first, "Alfonso")
    assert first.save()
    rename_first_player(first, "Alfonsina")
    assert first.save()  # its own save is no change by another
    assert dialogs.texts("warning") == []

    rename_first_player(second, "Alfredo")
    dialogs.answers = [Buttons.Cancel]
    assert not second.save()
    assert CHANGED in dialogs.texts("warning")[-1]
    assert load_game(path).players[0].name == "Alfonsina"
    for window in (first, second):
        window.wmm.document.undo_stack.setClean()


# ---------------------------------------------------------------- recovery


def crash_with_unsaved_work(make_window: Any, path: Path) -> Any:
    """A run that changed ``path``'s game, autosaved it, and died (no close, no save)."""
    crashed = make_window()
    crashed.open_path(path)
    rename_first_player(crashed, "Alfonso")
    crashed.autosave(crashed.wmm)  # what the timer does a moment after a change
    crashed._timers[id(crashed.wmm)].stop()
    return crashed


def test_starting_with_a_file_offers_the_autosave_of_a_crashed_run(
    make_window: Any, tmp_path: Path, dialogs: Any
) -> None:
    """`wordmastermind-gui GAME` (or a double-click) after a crash; the new run
    has the crashed one's process id, as it always has in a container."""
    path = saved_demo(tmp_path)
    crash_with_unsaved_work(make_window, path)
    restarted = make_window()
    dialogs.answers = [Buttons.Yes]
    restarted.start(path)
    assert any(RESTORE in text and "demo.wmm" in text for text in dialogs.texts("question"))
    document = restarted.wmm.document
    assert document.path == path and document.modified
    assert document.game.players[0].name == "Alfonso"
    assert load_game(path) == rules_example()  # the file itself is untouched


def test_the_autosave_is_kept_until_the_user_decides(make_window: Any, tmp_path: Path, dialogs: Any) -> None:
    path = saved_demo(tmp_path)
    other = tmp_path / "other.wmm"
    save_game(rules_example().with_notes(1, "other"), other)
    crashed = crash_with_unsaved_work(make_window, path)
    # the crashed run was killed while it autosaved again: a hidden copy of the work is left
    recovery = tmp_path / "recovery"
    left = recovery / f".{crashed.slot(crashed.wmm)}.recovery.json.k1lled00.tmp"
    left.write_bytes(crashed.recovery.path_for(crashed.slot(crashed.wmm)).read_bytes())
    # a run that opens another game and is closed, never asked
    restarted = make_window()
    assert restarted.open_path(other)
    assert restarted.close()
    # the next start still offers it; No throws it away
    again = make_window()
    dialogs.answers = [Buttons.No]
    again.start()
    assert sum(RESTORE in text for text in dialogs.texts("question")) == 1
    assert again.wmm.document.path is None
    last = make_window()
    last.start()
    assert sum(RESTORE in text for text in dialogs.texts("question")) == 1  # decided: not again
    # nothing of the crashed run is left: its work, its hidden copy, its lock
    assert [p.name for p in recovery.iterdir() if crashed.recovery.run in p.name] == []


# A copy of the app that is running, with work autosaved: its one write holds the slot's lock.
LIVE_RUN = r"""
import sys
from pathlib import Path
from wordmastermind.files.wmm.file import game_to_json
from wordmastermind.files.jsonread import dump_json
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.gui.window.recovery import RecoveryStore

store = RecoveryStore(Path(sys.argv[1]))
slot = store.slot("wordmastermind")
store.write(slot, "wordmastermind", None, dump_json(game_to_json(rules_example().with_notes(1, "live"))))
print("running", flush=True)
sys.stdin.read()
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_running_copys_work_is_not_offered_a_killed_ones_is(
    make_window: Any, tmp_path: Path, dialogs: Any
) -> None:
    with subprocess.Popen([sys.executable, "-c", LIVE_RUN, str(tmp_path / "recovery")], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as live:
        try:
            assert live.stdout is not None and live.stdout.readline() == "running\n"
            first = make_window()
            first.start()
            assert not any(RESTORE in text for text in dialogs.texts("question"))
        finally:
            live.send_signal(signal.SIGKILL)
            live.communicate(timeout=30)
    dialogs.answers = [Buttons.Yes]
    second = make_window()
    second.start()
    assert any(RESTORE in text and "an unsaved game" in text for text in dialogs.texts("question"))
    assert second.wmm.document.game.rounds[0].notes == "live"
    second.wmm.document.undo_stack.setClean()


def test_the_stamp_of_a_file_opened_is_of_the_file_as_it_was_read(window: Any, tmp_path: Path, capsys: Any) -> None:
    """A game opens without hashing its file (the stamp is made when first asked for), but the stamp is
    the one the file had when it was read, also when it changed on disk before the stamp was asked for."""
    from wordmastermind.files.atomic import file_stamp

    path = saved_demo(tmp_path)
    as_read = file_stamp(path)
    assert window.open_path(path)
    notes_from_the_command_line(path, "from the command line", capsys)
    assert window.wmm.document.stamp == as_read
    assert file_stamp(path) != as_read


def test_the_offer_of_unsaved_work_dates_it_as_the_interface_language_does(
    make_window: Any, tmp_path: Path, dialogs: Any
) -> None:
    """In German the work's date reads 30.11.2026 10:32, as every other list of the app has it, not 2026-11-30."""
    import re

    path = saved_demo(tmp_path)
    crash_with_unsaved_work(make_window, path)
    restarted = make_window()
    restarted.switch_language("de")
    try:
        dialogs.answers = [Buttons.No]
        restarted.start()
        offer = next(text for text in dialogs.texts("question") if "demo.wmm" in text)
        assert re.search(r"demo\.wmm \(\d\d\.\d\d\.\d{4} \d\d:\d\d\)", offer), offer
    finally:
        restarted.translators.install("en")
