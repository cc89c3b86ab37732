"""The fetch, reminder and correction dialogs' status in whole lines, at 100 % and at 150 %
(``status_lines_walk.py``, in a child process with a screen of 1920 × 1080)."""

from __future__ import annotations

from pathlib import Path

import pytest

from status_lines_walk import SCALE
from test_dialogs_fit import run_on_screen

WALK = Path(__file__).resolve().parent / "status_lines_walk.py"


@pytest.mark.parametrize("percent", [100, 150])
def test_the_status_of_the_fetch_reminder_and_correction_dialogs_shows_whole_lines(
        tmp_path: Path, percent: int) -> None:
    said = run_on_screen(WALK, tmp_path, 1920, 1080, percent, {SCALE: str(percent)})
    assert "6 passed" in said, said[-3000:]
