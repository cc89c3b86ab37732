"""The mail dialog at 1100 × 800, at 100 % and at 150 %: its results read whole; at 911 × 512 they show after a
saving, and the line of names above in whole lines, however the pane below is scrolled (``mail_room_walk.py``, in
a child process with a screen large enough, 1920 × 1080)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mail_room_walk import SCALE
from test_dialogs_fit import run_on_screen

WALK = Path(__file__).resolve().parent / "mail_room_walk.py"


@pytest.mark.parametrize("percent", [100, 150])
def test_the_mail_dialogs_results_are_read_whole_at_1100_by_800(tmp_path: Path, percent: int) -> None:
    said = run_on_screen(WALK, tmp_path, 1920, 1080, percent, {SCALE: str(percent)})
    assert "7 passed" in said, said[-3000:]
