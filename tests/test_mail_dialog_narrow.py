"""The mail dialog on a laptop's 1366 × 768 and on 1920 × 1080, at 100 % and 150 %: nothing scrolls sideways (the
mail's text and its preview wrap, the dialog at its narrowest too), the ways out's titles and the Post form read
whole, several lines of the mail's text in view (``mail_narrow_walk.py``, in a child process with that screen)."""

from __future__ import annotations

from pathlib import Path

import pytest

from screen_fit_walk import SCREEN
from test_dialogs_fit import run_on_screen

WALK = Path(__file__).resolve().parent / "mail_narrow_walk.py"


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("width, height", [(1366, 768), (1920, 1080)])
def test_the_mail_dialog_fits_its_panes(tmp_path: Path, width: int, height: int, percent: int) -> None:
    said = run_on_screen(WALK, tmp_path, width, height, percent, {SCREEN: f"{width}x{height}@{percent}"})
    assert "4 passed" in said, said[-3000:]
